// The broad phase against brute force: every pair, every query, after bulk builds and after
// thousands of incremental edits, on seeded random sets of mixed shapes and degenerate bounds.

#include "collision/Overlap.h"
#include "collision/Shape.h"
#include "collision/SpatialIndex.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Aabb)

namespace {

using Pair = std::pair<EntryId, EntryId>;
using Pairs = std::vector<Pair>;

enum class Mix {
    Mixed,        // boxes, circles, polygons, slopes, points of mixed sizes, some huge
    Touching,     // boxes and slopes on a grid, edge to edge, plus a few across them
    Clustered,    // everything piled into a small area
    Points,       // zero-size bounds only, plus a few boxes
    Degenerate,   // NaN, infinite and huge coordinates among ordinary boxes
    TwoSizes,     // 95% tiny, 5% fifty times larger: two well-filled levels
    FewLarge,     // 99.5% small, 0.5% a few times larger: a sparse coarse level
};

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// A simple polygon: points at increasing angles around a centre (star-shaped, so never
// self-intersecting), convex or not depending on the radii.
Polygon randomPolygon(std::mt19937& rng, Vec2 c, double size)
{
    std::uniform_int_distribution<int> count(3, 8);
    std::uniform_real_distribution<double> radius(0.3 * size, size);
    const int n = count(rng);
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double angle = 2.0 * std::numbers::pi * (i + 0.5) / n;
        const double r = radius(rng);
        p.points.push_back({c.x + r * std::cos(angle), c.y + r * std::sin(angle)});
    }
    return p;
}

Shape randomShape(std::mt19937& rng, double area, Mix mix)
{
    std::uniform_real_distribution<double> pos(0.0, area);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> kind(0, 9);
    // Sizes spread over two orders of magnitude (log-uniform), 1% huge.
    double size = 2.0 * std::exp(unit(rng) * std::log(25.0));
    if (mix == Mix::Mixed && unit(rng) < 0.01)
        size = area * (0.2 + 0.5 * unit(rng));
    const Vec2 c{pos(rng), pos(rng)};
    switch (mix) {
    case Mix::Touching: {
        // Cells of 16 units: boxes fill whole cells, slopes the cells next to them.
        std::uniform_int_distribution<int> cell(0, static_cast<int>(area / 16.0) - 1);
        const double x = 16.0 * cell(rng), y = 16.0 * cell(rng);
        const int k = kind(rng);
        if (k < 6)
            return Box{x, y, 16.0 * (1 + k % 3), 16.0};
        if (k < 9)
            return Slope{x, y, 16.0, 16.0, k % 2 ? Rise::Left : Rise::Right, k == 8};
        return Circle{x, y, 8.0};
    }
    case Mix::Points:
        if (kind(rng) < 8)
            return Point{std::floor(c.x), std::floor(c.y)};
        return Box{std::floor(c.x), std::floor(c.y), 4.0, 4.0};
    case Mix::TwoSizes: {
        const double side = kind(rng) < 9 || kind(rng) < 5 ? 2.0 : 100.0;
        return Box{std::floor(c.x), std::floor(c.y), side, side};
    }
    case Mix::FewLarge: {
        const double side = unit(rng) < 0.995 ? 2.0 + std::floor(4 * unit(rng)) : 14.0;
        return Box{std::floor(c.x), std::floor(c.y), side, side};
    }
    case Mix::Mixed:
    case Mix::Clustered:
    case Mix::Degenerate:
        break;
    }
    switch (kind(rng)) {
    case 0:
    case 1:
    case 2:
        return Box{c.x, c.y, size, size * (0.5 + unit(rng))};
    case 3:
    case 4:
        return Circle{c.x, c.y, size * 0.5};
    case 5:
    case 6:
        return randomPolygon(rng, c, size * 0.5);
    case 7:
    case 8:
        return Slope{c.x, c.y, size, size * (0.5 + unit(rng)), unit(rng) < 0.5 ? Rise::Left : Rise::Right,
                     unit(rng) < 0.3};
    default:
        return Point{c.x, c.y};
    }
}

std::vector<Shape> randomShapes(unsigned seed, int n, Mix mix)
{
    std::mt19937 rng(seed);
    // About one partner per shape for the mixed sizes; a tenth of that area when clustered.
    double area = 12.0 * std::sqrt(std::max(1, n)) * 2.0;
    if (mix == Mix::Clustered)
        area /= 10.0;
    if (mix == Mix::Points) // small boxes among integer points: many points on their edges
        area /= 8.0;
    if (mix == Mix::Touching)
        area = 16.0 * std::ceil(std::sqrt(std::max(1, n)) * 1.5);
    std::vector<Shape> shapes;
    shapes.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        shapes.push_back(randomShape(rng, area, mix));
    return shapes;
}

std::vector<Aabb> boundsOf(const std::vector<Shape>& shapes)
{
    std::vector<Aabb> boxes;
    for (const Shape& s : shapes)
        boxes.push_back(bounds(s));
    return boxes;
}

// Ordinary boxes with every kind of degenerate bound mixed in.
std::vector<Aabb> degenerateBoxes(unsigned seed, int n)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 500.0);
    std::uniform_real_distribution<double> size(0.0, 20.0);
    std::uniform_int_distribution<int> kind(0, 19);
    std::vector<Aabb> boxes;
    for (int i = 0; i < n; ++i) {
        const double x = pos(rng), y = pos(rng);
        Aabb b{x, y, x + size(rng), y + size(rng)};
        switch (kind(rng)) {
        case 0: b.minX = kNaN; break;
        case 1: b.maxY = kNaN; break;
        case 2: b.maxX = kInf; break;
        case 3: b = {-kInf, -kInf, kInf, kInf}; break;
        case 4: b.minY = -kInf; break;
        case 5: b = {x * 1e300, y, x * 1e300 + 1e290, y + 5}; break;
        case 6: b = {-1e308, -1e308, 1e308, y}; break;
        case 7: b = {x, y, x, y}; break; // a point
        case 8: b = {-5e3, y, -5e3 + 3, y + 3}; break; // far outside the bulk
        default: break;
        }
        boxes.push_back(b);
    }
    return boxes;
}

Pairs bruteForcePairs(const std::vector<Aabb>& boxes, const std::vector<bool>& present)
{
    Pairs out;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = i + 1; j < boxes.size(); ++j)
            if (present[i] && present[j] && boxes[i].overlapsInterior(boxes[j]))
                out.emplace_back(static_cast<EntryId>(i), static_cast<EntryId>(j));
    return out;
}

// The index's pairs, checked to come out once each with a < b, then sorted.
Pairs indexPairs(const SpatialIndex& index)
{
    Pairs out;
    bool ordered = true;
    index.forEachPair([&](EntryId a, EntryId b) {
        ordered = ordered && a < b;
        out.emplace_back(a, b);
    });
    std::sort(out.begin(), out.end());
    if (!ordered || std::adjacent_find(out.begin(), out.end()) != out.end())
        out.emplace_back(EntryId(-1), EntryId(-1)); // makes the comparison fail visibly
    return out;
}

std::vector<EntryId> bruteForceQuery(const std::vector<Aabb>& boxes, const std::vector<bool>& present,
                                     const Aabb& q)
{
    std::vector<EntryId> out;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (present[i] && boxes[i].overlapsInterior(q))
            out.push_back(static_cast<EntryId>(i));
    return out;
}

std::vector<EntryId> indexQuery(const SpatialIndex& index, const Aabb& q)
{
    std::vector<EntryId> out;
    index.query(q, out);
    std::sort(out.begin(), out.end());
    if (std::adjacent_find(out.begin(), out.end()) != out.end())
        out.push_back(EntryId(-1));
    return out;
}

Aabb randomQuery(std::mt19937& rng, double area)
{
    std::uniform_real_distribution<double> pos(-0.1 * area, 1.1 * area);
    std::uniform_real_distribution<double> size(0.0, 0.1 * area);
    std::uniform_int_distribution<int> kind(0, 9);
    const double x = pos(rng), y = pos(rng);
    switch (kind(rng)) {
    case 0: return {-kInf, -kInf, kInf, kInf};
    case 1: return {x, y, x, y};
    case 2: return {kNaN, y, x, y};
    case 3: return {std::floor(x / 16) * 16, std::floor(y / 16) * 16, std::floor(x / 16) * 16 + 16,
                    std::floor(y / 16) * 16 + 16}; // a grid cell: touches many grid-aligned boxes
    default: return {x, y, x + size(rng), y + size(rng)};
    }
}

// Where two sorted lists first differ, for a readable failure message.
template <class T> QByteArray firstDifference(const std::vector<T>& actual, const std::vector<T>& expected)
{
    auto [a, e] = std::mismatch(actual.begin(), actual.end(), expected.begin(), expected.end());
    QByteArray m = "actual " + QByteArray::number(qulonglong(actual.size())) + " vs expected "
        + QByteArray::number(qulonglong(expected.size()));
    auto describe = [](const auto& v) {
        if constexpr (std::is_same_v<std::decay_t<decltype(v)>, Pair>)
            return "(" + QByteArray::number(v.first) + "," + QByteArray::number(v.second) + ")";
        else
            return QByteArray::number(v);
    };
    if (a != actual.end())
        m += "; actual has " + describe(*a);
    if (e != expected.end())
        m += "; expected has " + describe(*e);
    return m;
}

#define COMPARE_LISTS(actual, expected)                                                        \
    do {                                                                                       \
        const auto a_ = (actual);                                                              \
        const auto e_ = (expected);                                                            \
        QVERIFY2(a_ == e_, firstDifference(a_, e_).constData());                               \
    } while (false)

} // namespace

class TestSpatialIndex : public QObject {
    Q_OBJECT

private slots:
    void pairsMatchBruteForce_data();
    void pairsMatchBruteForce();
    void shapePairsMatchBruteForce_data();
    void shapePairsMatchBruteForce();
    void queriesMatchBruteForce_data();
    void queriesMatchBruteForce();
    void incrementalMatchesRebuild_data();
    void incrementalMatchesRebuild();
    void emptyAndSingle();
    void touchingBoundsAreNotPairs_data();
    void touchingBoundsAreNotPairs();
};

void TestSpatialIndex::pairsMatchBruteForce_data()
{
    QTest::addColumn<int>("mix");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("count");
    QTest::newRow("mixed sizes, some huge") << int(Mix::Mixed) << 1u << 3000;
    QTest::newRow("mixed, another seed") << int(Mix::Mixed) << 7u << 2000;
    QTest::newRow("touching on a grid") << int(Mix::Touching) << 2u << 3000;
    QTest::newRow("clustered") << int(Mix::Clustered) << 3u << 1500;
    QTest::newRow("points") << int(Mix::Points) << 4u << 3000;
    QTest::newRow("degenerate bounds") << int(Mix::Degenerate) << 5u << 2000;
    QTest::newRow("two sizes") << int(Mix::TwoSizes) << 8u << 3000;
    QTest::newRow("few large") << int(Mix::FewLarge) << 9u << 3000;
    QTest::newRow("two entries") << int(Mix::Mixed) << 6u << 2;
}

void TestSpatialIndex::pairsMatchBruteForce()
{
    QFETCH(int, mix);
    QFETCH(unsigned, seed);
    QFETCH(int, count);
    const std::vector<Aabb> boxes = Mix(mix) == Mix::Degenerate
        ? degenerateBoxes(seed, count)
        : boundsOf(randomShapes(seed, count, Mix(mix)));
    SpatialIndex index;
    index.build(boxes);
    QCOMPARE(index.size(), boxes.size());
    if (Mix(mix) == Mix::TwoSizes || Mix(mix) == Mix::FewLarge || (Mix(mix) == Mix::Mixed && count > 100)) {
        // The rows meant to spread entries over several grid levels do.
        int used = 0;
        for (int l = 0; l < index.levelCount(); ++l)
            used += index.entriesOnLevel(l) > 0 ? 1 : 0;
        QVERIFY2(used >= 2, "all entries on one level");
    }
    const Pairs expected = bruteForcePairs(boxes, std::vector<bool>(boxes.size(), true));
    if (count > 100)
        QVERIFY(expected.size() > 10); // the row really exercises overlaps
    COMPARE_LISTS(indexPairs(index), expected);
}

void TestSpatialIndex::shapePairsMatchBruteForce_data()
{
    QTest::addColumn<int>("mix");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("count");
    QTest::newRow("mixed sizes, some huge") << int(Mix::Mixed) << 11u << 1500;
    QTest::newRow("touching on a grid") << int(Mix::Touching) << 12u << 1500;
    QTest::newRow("clustered") << int(Mix::Clustered) << 13u << 800;
}

// The job the index serves: the index's candidates filtered by the exact test give exactly the
// pairs that the exact test finds among all pairs.
void TestSpatialIndex::shapePairsMatchBruteForce()
{
    QFETCH(int, mix);
    QFETCH(unsigned, seed);
    QFETCH(int, count);
    const std::vector<Shape> shapes = randomShapes(seed, count, Mix(mix));
    SpatialIndex index;
    index.build(boundsOf(shapes));
    Pairs found;
    index.forEachPair([&](EntryId a, EntryId b) {
        if (overlaps(shapes[a], shapes[b]))
            found.emplace_back(a, b);
    });
    std::sort(found.begin(), found.end());
    Pairs expected;
    for (std::size_t i = 0; i < shapes.size(); ++i)
        for (std::size_t j = i + 1; j < shapes.size(); ++j)
            if (overlaps(shapes[i], shapes[j]))
                expected.emplace_back(static_cast<EntryId>(i), static_cast<EntryId>(j));
    QVERIFY(expected.size() > 10);
    COMPARE_LISTS(found, expected);
}

void TestSpatialIndex::queriesMatchBruteForce_data()
{
    pairsMatchBruteForce_data();
}

void TestSpatialIndex::queriesMatchBruteForce()
{
    QFETCH(int, mix);
    QFETCH(unsigned, seed);
    QFETCH(int, count);
    const std::vector<Aabb> boxes = Mix(mix) == Mix::Degenerate
        ? degenerateBoxes(seed, count)
        : boundsOf(randomShapes(seed, count, Mix(mix)));
    SpatialIndex index;
    index.build(boxes);
    const std::vector<bool> present(boxes.size(), true);
    std::mt19937 rng(seed + 100);
    const double area = 12.0 * std::sqrt(std::max(1, count)) * 2.0;
    for (int i = 0; i < 500; ++i) {
        const Aabb q = randomQuery(rng, area);
        COMPARE_LISTS(indexQuery(index, q), bruteForceQuery(boxes, present, q));
    }
    // Every entry's own bounds, as CollisionWorld asks after a move.
    for (std::size_t i = 0; i < boxes.size(); i += 7)
        COMPARE_LISTS(indexQuery(index, boxes[i]), bruteForceQuery(boxes, present, boxes[i]));
}

void TestSpatialIndex::incrementalMatchesRebuild_data()
{
    QTest::addColumn<int>("mix");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("edits");
    QTest::newRow("mixed, from a bulk build") << int(Mix::Mixed) << 21u << 1500 << 5000;
    QTest::newRow("touching, from a bulk build") << int(Mix::Touching) << 22u << 1500 << 5000;
    QTest::newRow("degenerate, from a bulk build") << int(Mix::Degenerate) << 23u << 1000 << 4000;
    QTest::newRow("mixed, from empty") << int(Mix::Mixed) << 24u << 0 << 6000;
    QTest::newRow("two sizes, from a bulk build") << int(Mix::TwoSizes) << 25u << 1500 << 5000;
}

// Random moves (small and far), reshapes (to huge, to NaN), inserts and removes, checked
// against brute force along the way, and at the end against a fresh bulk build.
void TestSpatialIndex::incrementalMatchesRebuild()
{
    QFETCH(int, mix);
    QFETCH(unsigned, seed);
    QFETCH(int, count);
    QFETCH(int, edits);
    const Mix m = Mix(mix);
    std::mt19937 rng(seed);
    auto freshBoxes = [&](int n) {
        return m == Mix::Degenerate ? degenerateBoxes(static_cast<unsigned>(rng()), n)
                                    : boundsOf(randomShapes(static_cast<unsigned>(rng()), n, m));
    };
    std::vector<Aabb> boxes = freshBoxes(count);
    std::vector<bool> present(boxes.size(), true);
    SpatialIndex index;
    index.build(boxes);

    const std::vector<Aabb> pool = freshBoxes(2000);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::uniform_int_distribution<int> op(0, 9);
    std::normal_distribution<double> step(0.0, 8.0);
    const double area = 12.0 * std::sqrt(1500.0) * 2.0;
    for (int e = 0; e < edits; ++e) {
        const int o = op(rng);
        if (boxes.empty() || o == 0) { // insert a new id
            boxes.push_back(pool[pick(rng)]);
            present.push_back(true);
            index.insert(static_cast<EntryId>(boxes.size() - 1), boxes.back());
            continue;
        }
        std::uniform_int_distribution<std::size_t> which(0, boxes.size() - 1);
        const std::size_t i = which(rng);
        const auto id = static_cast<EntryId>(i);
        if (o == 1) { // remove, or re-insert a removed id
            if (present[i])
                index.remove(id);
            else
                index.insert(id, boxes[i]);
            present[i] = !present[i];
        } else if (o == 2) { // jump somewhere else entirely (any bounds from the pool)
            boxes[i] = pool[pick(rng)];
            present[i] = true;
            index.move(id, boxes[i]);
        } else if (o == 3) { // jump far outside the grid
            boxes[i] = {area * 3, area * 3 + e, area * 3 + 10, area * 3 + e + 10};
            present[i] = true;
            index.move(id, boxes[i]);
        } else { // a small drag, as in the editor
            const double dx = std::round(step(rng)), dy = std::round(step(rng));
            boxes[i] = {boxes[i].minX + dx, boxes[i].minY + dy, boxes[i].maxX + dx, boxes[i].maxY + dy};
            present[i] = true;
            index.move(id, boxes[i]);
        }
        if (e % 500 == 0) {
            COMPARE_LISTS(indexPairs(index), bruteForcePairs(boxes, present));
            const Aabb q = randomQuery(rng, area);
            COMPARE_LISTS(indexQuery(index, q), bruteForceQuery(boxes, present, q));
        }
    }
    const std::size_t live = static_cast<std::size_t>(std::count(present.begin(), present.end(), true));
    QCOMPARE(index.size(), live);
    const Pairs expected = bruteForcePairs(boxes, present);
    COMPARE_LISTS(indexPairs(index), expected);
    // A fresh build of the same live entries (absent ones get NaN bounds: they never pair).
    std::vector<Aabb> live_boxes = boxes;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (!present[i])
            live_boxes[i] = {kNaN, kNaN, kNaN, kNaN};
    SpatialIndex fresh;
    fresh.build(live_boxes);
    COMPARE_LISTS(indexPairs(fresh), expected);
    for (int k = 0; k < 200; ++k) {
        const Aabb q = randomQuery(rng, area);
        COMPARE_LISTS(indexQuery(index, q), indexQuery(fresh, q));
    }
}

void TestSpatialIndex::emptyAndSingle()
{
    SpatialIndex index;
    QVERIFY(index.empty());
    COMPARE_LISTS(indexPairs(index), Pairs{});
    COMPARE_LISTS(indexQuery(index, {-kInf, -kInf, kInf, kInf}), std::vector<EntryId>{});
    index.build({});
    COMPARE_LISTS(indexPairs(index), Pairs{});
    index.insert(5, {0, 0, 10, 10});
    QVERIFY(index.contains(5));
    QVERIFY(!index.contains(4));
    QCOMPARE(index.size(), std::size_t(1));
    COMPARE_LISTS(indexQuery(index, {1, 1, 2, 2}), std::vector<EntryId>{5});
    index.insert(2, {5, 5, 15, 15});
    COMPARE_LISTS(indexPairs(index), (Pairs{{2, 5}}));
    index.remove(5);
    index.remove(5); // twice is harmless
    QCOMPARE(index.size(), std::size_t(1));
    COMPARE_LISTS(indexPairs(index), Pairs{});
    index.clear();
    QVERIFY(index.empty());
}

void TestSpatialIndex::touchingBoundsAreNotPairs_data()
{
    QTest::addColumn<Aabb>("a");
    QTest::addColumn<Aabb>("b");
    QTest::addColumn<bool>("pair");
    QTest::newRow("shared edge") << Aabb{0, 0, 32, 32} << Aabb{32, 0, 64, 32} << false;
    QTest::newRow("shared corner") << Aabb{0, 0, 32, 32} << Aabb{32, 32, 64, 64} << false;
    QTest::newRow("overlap by one") << Aabb{0, 0, 32, 32} << Aabb{31, 0, 64, 32} << true;
    QTest::newRow("contained") << Aabb{0, 0, 64, 64} << Aabb{16, 16, 32, 32} << true;
    QTest::newRow("identical") << Aabb{0, 0, 32, 32} << Aabb{0, 0, 32, 32} << true;
    QTest::newRow("point inside") << Aabb{0, 0, 32, 32} << Aabb{5, 5, 5, 5} << true;
    QTest::newRow("point on edge") << Aabb{0, 0, 32, 32} << Aabb{0, 5, 0, 5} << false;
    QTest::newRow("segment across") << Aabb{0, 0, 32, 32} << Aabb{-5, 5, 40, 5} << true;
    QTest::newRow("NaN") << Aabb{0, 0, 32, 32} << Aabb{kNaN, 0, 40, 5} << false;
    QTest::newRow("infinite") << Aabb{0, 0, 32, 32} << Aabb{-kInf, -kInf, kInf, kInf} << true;
}

void TestSpatialIndex::touchingBoundsAreNotPairs()
{
    QFETCH(Aabb, a);
    QFETCH(Aabb, b);
    QFETCH(bool, pair);
    // With many entries around, so that the two land in the grid rather than a trivial one.
    std::vector<Aabb> boxes{a, b};
    for (int i = 0; i < 200; ++i)
        boxes.push_back({1000.0 + 20 * i, 1000, 1010.0 + 20 * i, 1010});
    SpatialIndex index;
    index.build(boxes);
    const Pairs expected = bruteForcePairs(boxes, std::vector<bool>(boxes.size(), true));
    QCOMPARE(std::binary_search(expected.begin(), expected.end(), Pair{0, 1}), pair);
    COMPARE_LISTS(indexPairs(index), expected);
    index.move(1, b); // and after an incremental move
    COMPARE_LISTS(indexPairs(index), expected);
}

QTEST_APPLESS_MAIN(TestSpatialIndex)
#include "tst_spatialindex.moc"
