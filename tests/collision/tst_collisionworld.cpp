// CollisionWorld: object pairs, object/tile cells, layer/layer cells, incremental updates,
// against named cases and against brute force over the exact overlap test.

#include "collision/CollisionWorld.h"
#include "collision/Overlap.h"

#include <QtTest>

#include <limits>
#include <map>
#include <random>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Shape)
Q_DECLARE_METATYPE(std::vector<ledge::Cell>)
Q_DECLARE_METATYPE(std::vector<ledge::WorldKey>)
Q_DECLARE_METATYPE(ledge::Aabb)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

TileGrid gridFrom(const QStringList& rows, double cellSize = 32.0)
{
    TileGrid g;
    g.rows = int(rows.size());
    g.columns = rows.isEmpty() ? 0 : int(rows.first().size());
    g.cellSize = cellSize;
    for (const QString& row : rows)
        for (QChar c : row)
            g.cells.push_back(TileKind(c.toLatin1()));
    return g;
}

QByteArray cellsText(const std::vector<Cell>& cells)
{
    QByteArray t;
    for (const Cell& c : cells)
        t += "(" + QByteArray::number(c.column) + "," + QByteArray::number(c.row) + ")";
    return t;
}

// The overlaps the world should report, by testing every pair and every cell.
OverlapSet bruteForce(const std::map<WorldKey, Shape>& objects,
                      const std::map<WorldKey, TileGrid>& layers)
{
    OverlapSet s;
    for (auto a = objects.begin(); a != objects.end(); ++a) {
        for (auto b = std::next(a); b != objects.end(); ++b)
            if (overlaps(a->second, b->second))
                s.objects.push_back({a->first, b->first});
        for (const auto& [layer, g] : layers) {
            TileOverlap t{a->first, layer, {}};
            for (int r = 0; r < g.rows; ++r)
                for (int c = 0; c < g.columns; ++c)
                    if (g.at(c, r) != TileKind::Empty
                        && overlaps(a->second, Box{c * g.cellSize, r * g.cellSize, g.cellSize, g.cellSize}))
                        t.cells.push_back({c, r});
            if (!t.cells.empty())
                s.tiles.push_back(t);
        }
    }
    for (auto a = layers.begin(); a != layers.end(); ++a)
        for (auto b = std::next(a); b != layers.end(); ++b) {
            LayerOverlap l{a->first, b->first, {}};
            for (int r = 0; r < std::min(a->second.rows, b->second.rows); ++r)
                for (int c = 0; c < std::min(a->second.columns, b->second.columns); ++c)
                    if (a->second.at(c, r) != TileKind::Empty && b->second.at(c, r) != TileKind::Empty)
                        l.cells.push_back({c, r});
            if (!l.cells.empty())
                s.layers.push_back(l);
        }
    return s;
}

QByteArray describe(const OverlapSet& s)
{
    QByteArray t = "objects";
    for (const ObjectPair& p : s.objects)
        t += " " + QByteArray::number(p.a) + "-" + QByteArray::number(p.b);
    t += "; tiles";
    for (const TileOverlap& o : s.tiles)
        t += " " + QByteArray::number(o.object) + "/" + QByteArray::number(o.layer) + ":" + cellsText(o.cells);
    t += "; layers";
    for (const LayerOverlap& o : s.layers)
        t += " " + QByteArray::number(o.layerA) + "/" + QByteArray::number(o.layerB) + ":" + cellsText(o.cells);
    return t;
}

#define COMPARE_SETS(actual, expected)                                                         \
    do {                                                                                       \
        const OverlapSet a_ = (actual);                                                        \
        const OverlapSet e_ = (expected);                                                      \
        QVERIFY2(a_ == e_, ("\n actual:   " + describe(a_) + "\n expected: " + describe(e_)).constData()); \
    } while (false)

// The part of a full overlap set that involves one object.
OverlapSet involving(const OverlapSet& all, WorldKey key)
{
    OverlapSet s;
    for (const ObjectPair& p : all.objects)
        if (p.a == key || p.b == key)
            s.objects.push_back(p);
    for (const TileOverlap& t : all.tiles)
        if (t.object == key)
            s.tiles.push_back(t);
    return s;
}

Shape randomShape(std::mt19937& rng, double area)
{
    std::uniform_real_distribution<double> pos(0.0, area);
    std::uniform_int_distribution<int> size(4, 60);
    std::uniform_int_distribution<int> kind(0, 4);
    // Integer coordinates: many exact touches with each other and with the 32-unit cells.
    const double x = std::floor(pos(rng)), y = std::floor(pos(rng));
    const double w = size(rng), h = size(rng);
    switch (kind(rng)) {
    case 0: return Box{x, y, w, h};
    case 1: return Circle{x, y, w / 2};
    case 2: return Polygon{{{x, y}, {x + w, y + h / 3}, {x + w / 2, y + h / 2}, {x + w / 3, y + h}}};
    case 3: return Slope{x, y, w, h, w > h ? Rise::Left : Rise::Right, w > 30};
    default: return Point{x, y};
    }
}

} // namespace

class TestCollisionWorld : public QObject {
    Q_OBJECT

private slots:
    void objectTileCells_data();
    void objectTileCells();
    void objectPairs_data();
    void objectPairs();
    void layerOverlaps();
    void overlapsOfAfterMove();
    void removeObject();
    void buildReplacesEverything();
    void objectsOverlapping_data();
    void objectsOverlapping();
    void objectsInBounds_data();
    void objectsInBounds();
    void invalidShapes_data();
    void invalidShapes();
    void randomWorldMatchesBruteForce_data();
    void randomWorldMatchesBruteForce();
};

void TestCollisionWorld::objectTileCells_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<std::vector<Cell>>("cells");
    const QStringList floor{"....", "....", "....", "####"};
    const QStringList corner{"#...", "#...", "#...", "####"};
    QTest::newRow("box over 2 cells") << floor << Shape(Box{16, 90, 32, 16})
                                      << std::vector<Cell>{{0, 3}, {1, 3}};
    QTest::newRow("box touching a tile edge") << floor << Shape(Box{0, 64, 64, 32}) << std::vector<Cell>{};
    QTest::newRow("box touching a tile corner") << QStringList{"....", ".#..", "....", "...."}
                                                << Shape(Box{64, 64, 10, 10}) << std::vector<Cell>{};
    QTest::newRow("circle tangent in a corner") << corner << Shape(Circle{42, 86, 10}) << std::vector<Cell>{};
    QTest::newRow("circle pressed into a corner")
        << corner << Shape(Circle{42, 86, 11}) << std::vector<Cell>{{0, 2}, {1, 3}};
    QTest::newRow("circle on a cell corner") << QStringList{"....", ".##.", ".##.", "...."}
                                             << Shape(Circle{64, 64, 5})
                                             << std::vector<Cell>{{1, 1}, {2, 1}, {1, 2}, {2, 2}};
    // A triangle over a merged block: its bounds meet all four cells, its interior only the
    // three above the diagonal.
    QTest::newRow("triangle across a block")
        << QStringList{"##", "##"} << Shape(Polygon{{{2, 1}, {63, 1}, {63, 62}}})
        << std::vector<Cell>{{0, 0}, {1, 0}, {1, 1}};
    QTest::newRow("slope on the floor") << floor << Shape(Slope{0, 64, 64, 32, Rise::Right, false})
                                        << std::vector<Cell>{};
    QTest::newRow("slope sunk into the floor")
        << floor << Shape(Slope{0, 70, 64, 32, Rise::Right, false}) << std::vector<Cell>{{0, 3}, {1, 3}};
    QTest::newRow("huge box over everything")
        << corner << Shape(Box{-1000, -1000, 5000, 5000})
        << std::vector<Cell>{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {3, 3}};
    QTest::newRow("inside one cell") << corner << Shape(Box{100, 100, 5, 5}) << std::vector<Cell>{{3, 3}};
    QTest::newRow("outside the grid") << corner << Shape(Box{-50, -50, 20, 20}) << std::vector<Cell>{};
    QTest::newRow("point inside a cell") << corner << Shape(Point{5, 5}) << std::vector<Cell>{};
}

void TestCollisionWorld::objectTileCells()
{
    QFETCH(QStringList, rows);
    QFETCH(Shape, shape);
    QFETCH(std::vector<Cell>, cells);
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {{7, shape}};
    world.build(objects);
    world.setTileLayer(100, gridFrom(rows));
    OverlapSet expected;
    if (!cells.empty())
        expected.tiles.push_back({7, 100, cells});
    COMPARE_SETS(world.allOverlaps(), expected);
    COMPARE_SETS(world.overlapsOf(7), expected);
    // The same through the incremental path.
    CollisionWorld incremental;
    incremental.setTileLayer(100, gridFrom(rows));
    incremental.setObject(7, shape);
    COMPARE_SETS(incremental.allOverlaps(), expected);
}

void TestCollisionWorld::objectPairs_data()
{
    QTest::addColumn<Shape>("a");
    QTest::addColumn<Shape>("b");
    QTest::addColumn<bool>("overlap");
    QTest::newRow("boxes overlapping") << Shape(Box{0, 0, 32, 32}) << Shape(Box{16, 16, 32, 32}) << true;
    QTest::newRow("boxes sharing an edge") << Shape(Box{0, 0, 32, 32}) << Shape(Box{32, 0, 32, 32}) << false;
    QTest::newRow("box inside box") << Shape(Box{0, 0, 64, 64}) << Shape(Box{8, 8, 8, 8}) << true;
    QTest::newRow("circles tangent") << Shape(Circle{0, 0, 10}) << Shape(Circle{20, 0, 10}) << false;
    QTest::newRow("circle in the bounds corner of a slope")
        << Shape(Slope{0, 0, 64, 64, Rise::Right, false}) << Shape(Circle{8, 8, 6}) << false;
    QTest::newRow("circle on a slope") << Shape(Slope{0, 0, 64, 64, Rise::Right, false})
                                       << Shape(Circle{40, 40, 6}) << true;
    QTest::newRow("point and box") << Shape(Point{5, 5}) << Shape(Box{0, 0, 10, 10}) << false;
}

void TestCollisionWorld::objectPairs()
{
    QFETCH(Shape, a);
    QFETCH(Shape, b);
    QFETCH(bool, overlap);
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {{9, a}, {3, b}, {5, Box{500, 500, 10, 10}}};
    world.build(objects);
    OverlapSet expected;
    if (overlap)
        expected.objects.push_back({3, 9});
    COMPARE_SETS(world.allOverlaps(), expected);
    COMPARE_SETS(world.overlapsOf(9), expected);
    COMPARE_SETS(world.overlapsOf(3), expected);
    COMPARE_SETS(world.overlapsOf(5), OverlapSet{});
    QCOMPARE(world.objectCount(), std::size_t(3));
    QVERIFY(world.object(9) && *world.object(9) == a);
}

void TestCollisionWorld::layerOverlaps()
{
    CollisionWorld world;
    world.setTileLayer(2, gridFrom({"####", "#..#", "####"}));
    world.setTileLayer(1, gridFrom({"....", "^^^^", "...."}));
    world.setTileLayer(3, gridFrom({"....", "....", "...."}));
    OverlapSet expected;
    expected.layers.push_back({1, 2, {{0, 1}, {3, 1}}});
    COMPARE_SETS(world.allOverlaps(), expected);
    // Replacing a layer replaces its cells.
    world.setTileLayer(1, gridFrom({"=...", "....", "...."}));
    expected.layers = {{1, 2, {{0, 0}}}};
    COMPARE_SETS(world.allOverlaps(), expected);
    world.setTileLayer(3, gridFrom({"=...", "....", "...#"}));
    expected.layers = {{1, 2, {{0, 0}}}, {1, 3, {{0, 0}}}, {2, 3, {{0, 0}, {3, 2}}}};
    COMPARE_SETS(world.allOverlaps(), expected);
    world.removeTileLayer(2);
    expected.layers = {{1, 3, {{0, 0}}}};
    COMPARE_SETS(world.allOverlaps(), expected);
}

void TestCollisionWorld::overlapsOfAfterMove()
{
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {
        {1, Box{0, 0, 32, 32}}, {2, Box{100, 0, 32, 32}}, {3, Circle{200, 16, 16}}};
    world.build(objects);
    world.setTileLayer(50, gridFrom({"........", "........", "########"}));
    COMPARE_SETS(world.allOverlaps(), OverlapSet{});

    // Drag object 1 onto object 2 and into the floor.
    world.setObject(1, Box{90, 20, 32, 50});
    OverlapSet expected;
    expected.objects = {{1, 2}};
    expected.tiles = {{1, 50, {{2, 2}, {3, 2}}}};
    COMPARE_SETS(world.overlapsOf(1), expected);
    COMPARE_SETS(world.overlapsOf(2), (OverlapSet{{{1, 2}}, {}, {}}));
    COMPARE_SETS(world.allOverlaps(), expected);

    // Reshape it into a circle touching the circle 3 only.
    world.setObject(1, Circle{168, 16, 16});
    COMPARE_SETS(world.overlapsOf(1), OverlapSet{});
    world.setObject(1, Circle{170, 16, 16});
    COMPARE_SETS(world.overlapsOf(1), (OverlapSet{{{1, 3}}, {}, {}}));
    // A new key through setObject.
    world.setObject(4, Box{0, 60, 10, 10});
    COMPARE_SETS(world.overlapsOf(4), (OverlapSet{{}, {{4, 50, {{0, 2}}}}, {}}));
    COMPARE_SETS(world.overlapsOf(99), OverlapSet{}); // unknown key
    const OverlapSet all = world.allOverlaps();
    for (WorldKey k : {1, 2, 3, 4})
        COMPARE_SETS(world.overlapsOf(k), involving(all, k));
}

void TestCollisionWorld::removeObject()
{
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {{1, Box{0, 0, 32, 32}}, {2, Box{16, 0, 32, 32}}};
    world.build(objects);
    world.setTileLayer(8, gridFrom({"#"}));
    QCOMPARE(world.allOverlaps().objects.size(), std::size_t(1));
    world.removeObject(2);
    QVERIFY(!world.containsObject(2));
    QVERIFY(world.object(2) == nullptr);
    QCOMPARE(world.objectCount(), std::size_t(1));
    COMPARE_SETS(world.allOverlaps(), (OverlapSet{{}, {{1, 8, {{0, 0}}}}, {}}));
    world.removeObject(2); // again: nothing happens
    world.removeTileLayer(8);
    COMPARE_SETS(world.allOverlaps(), OverlapSet{});
    // The freed entry is reused without mixing the two up.
    world.setObject(3, Box{8, 8, 4, 4});
    COMPARE_SETS(world.allOverlaps(), (OverlapSet{{{1, 3}}, {}, {}}));
    QCOMPARE(world.objectsInBounds({0, 0, 100, 100}), (std::vector<WorldKey>{1, 3}));
}

void TestCollisionWorld::buildReplacesEverything()
{
    CollisionWorld world;
    world.setObject(1, Box{0, 0, 32, 32});
    world.setTileLayer(8, gridFrom({"#"}));
    QVERIFY(!world.allOverlaps().empty());
    // A repeated key keeps its last shape; the old objects and the tile layer are gone.
    const std::pair<WorldKey, Shape> objects[] = {
        {2, Box{0, 0, 32, 32}}, {3, Box{100, 0, 10, 10}}, {2, Box{105, 5, 10, 10}}};
    world.build(objects);
    QCOMPARE(world.objectCount(), std::size_t(2));
    QVERIFY(!world.containsObject(1));
    QVERIFY(*world.object(2) == Shape(Box{105, 5, 10, 10}));
    COMPARE_SETS(world.allOverlaps(), (OverlapSet{{{2, 3}}, {}, {}}));
    // Moved-into and moved-from worlds stay usable.
    CollisionWorld other = std::move(world);
    COMPARE_SETS(other.allOverlaps(), (OverlapSet{{{2, 3}}, {}, {}}));
    world = CollisionWorld();
    COMPARE_SETS(world.allOverlaps(), OverlapSet{});
}

void TestCollisionWorld::objectsOverlapping_data()
{
    QTest::addColumn<Shape>("probe");
    QTest::addColumn<std::vector<WorldKey>>("keys");
    QTest::newRow("nothing there") << Shape(Box{500, 500, 10, 10}) << std::vector<WorldKey>{};
    QTest::newRow("touching only") << Shape(Box{32, 0, 10, 10}) << std::vector<WorldKey>{};
    QTest::newRow("one box") << Shape(Box{30, 0, 10, 10}) << std::vector<WorldKey>{10};
    QTest::newRow("across two") << Shape(Circle{51, 16, 21}) << std::vector<WorldKey>{10, 20};
    QTest::newRow("a point never") << Shape(Point{16, 16}) << std::vector<WorldKey>{};
}

void TestCollisionWorld::objectsOverlapping()
{
    QFETCH(Shape, probe);
    QFETCH(std::vector<WorldKey>, keys);
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {
        {20, Box{70, 0, 32, 32}}, {10, Box{0, 0, 32, 32}}, {30, Point{200, 200}}};
    world.build(objects);
    world.setTileLayer(1, gridFrom({"########"})); // tiles are not objects
    QCOMPARE(world.objectsOverlapping(probe), keys);
}

void TestCollisionWorld::objectsInBounds_data()
{
    QTest::addColumn<Aabb>("box");
    QTest::addColumn<std::vector<WorldKey>>("keys");
    QTest::newRow("empty area") << Aabb{500, 500, 510, 510} << std::vector<WorldKey>{};
    QTest::newRow("touching an edge counts") << Aabb{32, 0, 40, 10} << std::vector<WorldKey>{10};
    QTest::newRow("on a point") << Aabb{200, 200, 200, 200} << std::vector<WorldKey>{30};
    QTest::newRow("everything") << Aabb{-1e9, -1e9, 1e9, 1e9} << std::vector<WorldKey>{10, 20, 30};
    QTest::newRow("NaN box") << Aabb{kNaN, 0, 10, 10} << std::vector<WorldKey>{};
}

void TestCollisionWorld::objectsInBounds()
{
    QFETCH(Aabb, box);
    QFETCH(std::vector<WorldKey>, keys);
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {
        {20, Box{70, 0, 32, 32}}, {10, Box{0, 0, 32, 32}}, {30, Point{200, 200}}};
    world.build(objects);
    world.setTileLayer(1, gridFrom({"########"}));
    QCOMPARE(world.objectsInBounds(box), keys);
}

void TestCollisionWorld::invalidShapes_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::newRow("NaN box") << Shape(Box{kNaN, 0, 10, 10});
    QTest::newRow("NaN circle") << Shape(Circle{0, 0, kNaN});
    QTest::newRow("negative box") << Shape(Box{10, 10, -5, -5});
    QTest::newRow("empty polygon") << Shape(Polygon{});
    QTest::newRow("one-point polygon") << Shape(Polygon{{{4, 4}}});
    QTest::newRow("infinite box") << Shape(Box{0, 0, std::numeric_limits<double>::infinity(), 10});
}

// Invalid shapes give unspecified answers, but never a crash, and NaN never overlaps.
void TestCollisionWorld::invalidShapes()
{
    QFETCH(Shape, shape);
    CollisionWorld world;
    const std::pair<WorldKey, Shape> objects[] = {{1, shape}, {2, Box{0, 0, 32, 32}}};
    world.build(objects);
    world.setTileLayer(5, gridFrom({"##", "##"}));
    world.allOverlaps();
    world.overlapsOf(1);
    world.setObject(1, shape);
    world.setObject(3, shape);
    world.overlapsOf(3);
    world.objectsOverlapping(shape);
    world.objectsInBounds(bounds(shape));
    const Aabb b = bounds(shape);
    if (std::isnan(b.minX) || std::isnan(b.minY) || std::isnan(b.maxX) || std::isnan(b.maxY)) {
        COMPARE_SETS(world.overlapsOf(1), OverlapSet{});
        QVERIFY(world.objectsOverlapping(shape).empty());
    }
    world.removeObject(1);
    world.removeObject(3);
    QCOMPARE(world.objectCount(), std::size_t(1));
}

void TestCollisionWorld::randomWorldMatchesBruteForce_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("count");
    QTest::newRow("sparse") << 1u << 300;
    QTest::newRow("crowded") << 2u << 600;
    QTest::newRow("few") << 3u << 12;
}

// A random world built in bulk, then edited object by object: allOverlaps and overlapsOf
// always equal brute force.
void TestCollisionWorld::randomWorldMatchesBruteForce()
{
    QFETCH(unsigned, seed);
    QFETCH(int, count);
    std::mt19937 rng(seed);
    const double area = 640;
    std::map<WorldKey, Shape> objects;
    for (int i = 0; i < count; ++i)
        objects[WorldKey(i) * 3 + 1] = randomShape(rng, area);
    std::map<WorldKey, TileGrid> layers;
    std::uniform_int_distribution<int> cell(0, 5);
    for (WorldKey layer : {1000, 1001}) {
        TileGrid g{20, 20, 32.0, {}};
        for (int i = 0; i < 400; ++i)
            g.cells.push_back(cell(rng) == 0 ? TileKind::Solid : cell(rng) == 0 ? TileKind::Hazard : TileKind::Empty);
        layers[layer] = g;
    }
    CollisionWorld world;
    const std::vector<std::pair<WorldKey, Shape>> list(objects.begin(), objects.end());
    world.build(list);
    for (const auto& [key, g] : layers)
        world.setTileLayer(key, g);
    OverlapSet expected = bruteForce(objects, layers);
    QVERIFY(count < 100 || expected.objects.size() > 10);
    COMPARE_SETS(world.allOverlaps(), expected);
    // The one-shot pass over the same objects and layers, borrowed, reports the same.
    {
        std::vector<ShapeRef> refs;
        for (const auto& [key, shape] : objects)
            refs.push_back({key, &shape, bounds(shape)});
        std::vector<TileLayerRef> layerRefs;
        for (const auto& [key, g] : layers)
            layerRefs.push_back({key, &g});
        COMPARE_SETS(overlapsAmong(refs, layerRefs), expected);
    }

    std::uniform_int_distribution<int> op(0, 9);
    for (int e = 0; e < 300; ++e) {
        std::uniform_int_distribution<WorldKey> pick(0, WorldKey(count) * 3 + 5);
        const WorldKey key = pick(rng);
        if (op(rng) == 0) {
            world.removeObject(key);
            objects.erase(key);
        } else {
            const Shape s = randomShape(rng, area);
            world.setObject(key, s);
            objects[key] = s;
        }
        if (world.containsObject(key)) {
            const OverlapSet now = world.overlapsOf(key);
            std::map<WorldKey, Shape> others = objects;
            others.erase(key);
            // Only the pairs with key: brute force over {key} against the rest.
            OverlapSet expected;
            const Shape& mine = objects.at(key);
            for (const auto& [other, shape] : others)
                if (overlaps(mine, shape))
                    expected.objects.push_back({std::min(key, other), std::max(key, other)});
            std::sort(expected.objects.begin(), expected.objects.end());
            expected.tiles = bruteForce({{key, mine}}, layers).tiles;
            COMPARE_SETS(now, expected);
        }
    }
    COMPARE_SETS(world.allOverlaps(), bruteForce(objects, layers));
    QCOMPARE(world.objectCount(), objects.size());
}

QTEST_APPLESS_MAIN(TestCollisionWorld)
#include "tst_collisionworld.moc"
