// checkShape(): one row per ShapeProblem (and per way of having it), plus large polygons.

#include "collision/SimplePolygon.h"
#include "collision/Validity.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>
#include <set>
#include <string>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Shape)
Q_DECLARE_METATYPE(ledge::ShapeProblem)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// A star with `n` points alternating between radius 100 and 50 around (cx, cy): simple, concave.
Polygon star(int n, double cx = 0, double cy = 0)
{
    Polygon p;
    p.points.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * 3.14159265358979323846 * i / n;
        const double r = i % 2 == 0 ? 100.0 : 50.0;
        p.points.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
    }
    return p;
}

} // namespace

class TestValidity : public QObject {
    Q_OBJECT

private slots:
    void check_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<ShapeProblem>("expected");
        using P = ShapeProblem;

        QTest::newRow("valid box") << Shape(Box{0, 0, 32, 16}) << P::None;
        QTest::newRow("valid circle") << Shape(Circle{0, 0, 0.5}) << P::None;
        QTest::newRow("valid slope") << Shape(Slope{0, 0, 32, 32, Rise::Left, true}) << P::None;
        QTest::newRow("valid point") << Shape(Point{-5, 7}) << P::None;
        QTest::newRow("valid triangle") << Shape(Polygon{{{0, 0}, {4, 0}, {0, 3}}}) << P::None;
        QTest::newRow("valid concave, clockwise")
            << Shape(Polygon{{{0, 0}, {3, 0}, {3, 6}, {9, 6}, {9, 0}, {12, 0}, {12, 12}, {0, 12}}})
            << P::None;
        QTest::newRow("valid concave, counter-clockwise")
            << Shape(Polygon{{{0, 12}, {12, 12}, {12, 0}, {9, 0}, {9, 6}, {3, 6}, {3, 0}, {0, 0}}})
            << P::None;
        QTest::newRow("valid with a straight corner")
            << Shape(Polygon{{{0, 0}, {2, 0}, {4, 0}, {4, 4}, {0, 4}}}) << P::None;
        QTest::newRow("valid, tiny at 1e6")
            << Shape(Polygon{{{1e6, 1e6}, {1e6 + 1.0 / 4096, 1e6}, {1e6, 1e6 + 1.0 / 4096}}})
            << P::None;

        QTest::newRow("not finite: box x NaN") << Shape(Box{kNaN, 0, 1, 1}) << P::NotFinite;
        QTest::newRow("not finite: circle r inf") << Shape(Circle{0, 0, kInf}) << P::NotFinite;
        QTest::newRow("not finite: slope h NaN")
            << Shape(Slope{0, 0, 1, kNaN, Rise::Right, false}) << P::NotFinite;
        QTest::newRow("not finite: point -inf") << Shape(Point{-kInf, 0}) << P::NotFinite;
        QTest::newRow("not finite: polygon point NaN")
            << Shape(Polygon{{{0, 0}, {1, kNaN}, {0, 1}}}) << P::NotFinite;
        QTest::newRow("not finite: NaN before too few points")
            << Shape(Polygon{{{kNaN, 0}}}) << P::NotFinite;

        QTest::newRow("non-positive: box w 0") << Shape(Box{0, 0, 0, 1}) << P::NonPositiveSize;
        QTest::newRow("non-positive: box h negative") << Shape(Box{0, 0, 1, -1}) << P::NonPositiveSize;
        QTest::newRow("non-positive: circle r 0") << Shape(Circle{0, 0, 0}) << P::NonPositiveSize;
        QTest::newRow("non-positive: circle r negative") << Shape(Circle{0, 0, -2}) << P::NonPositiveSize;
        QTest::newRow("non-positive: slope w 0")
            << Shape(Slope{0, 0, 0, 5, Rise::Left, false}) << P::NonPositiveSize;

        QTest::newRow("too few: no points") << Shape(Polygon{}) << P::TooFewPoints;
        QTest::newRow("too few: one point") << Shape(Polygon{{{1, 1}}}) << P::TooFewPoints;
        QTest::newRow("too few: two points") << Shape(Polygon{{{0, 0}, {1, 1}}}) << P::TooFewPoints;

        QTest::newRow("zero area: collinear") << Shape(Polygon{{{0, 0}, {1, 1}, {3, 3}}}) << P::ZeroArea;
        QTest::newRow("zero area: one point repeated") << Shape(Polygon{{{2, 2}, {2, 2}, {2, 2}}})
                                                       << P::ZeroArea;
        QTest::newRow("zero area: collinear going back")
            << Shape(Polygon{{{0, 0}, {4, 0}, {2, 0}, {8, 0}}}) << P::ZeroArea;
        QTest::newRow("zero area: collinear at 1e6, off-grid slope")
            << Shape(Polygon{{{1e6, 1e6}, {1e6 + 0.1, 1e6 + 0.3}, {1e6 + 0.2, 1e6 + 0.6}}})
            << (exactCollinear() ? P::ZeroArea : P::None);

        // Kettner et al.'s example: (0.5 + i*2^-53, 0.5 + j*2^-53), (12,12), (24,24) are
        // collinear iff i == j (the cross product is exactly 12 (j - i) 2^-53).
        for (int i = -2; i <= 2; ++i) {
            for (int j = -2; j <= 2; ++j) {
                const double u = std::ldexp(1.0, -53);
                QTest::addRow("nearly collinear, off by (%d,%d) ulp", i, j)
                    << Shape(Polygon{{{0.5 + i * u, 0.5 + j * u}, {12, 12}, {24, 24}}})
                    << (i == j ? P::ZeroArea : P::None);
            }
        }

        QTest::newRow("self-intersecting: bowtie")
            << Shape(Polygon{{{0, 0}, {4, 4}, {4, 0}, {0, 4}}}) << P::SelfIntersecting;
        QTest::newRow("self-intersecting: bowtie at 1e6")
            << Shape(Polygon{{{1e6, 1e6}, {1e6 + 4, 1e6 + 4}, {1e6 + 4, 1e6}, {1e6, 1e6 + 4}}})
            << P::SelfIntersecting;
        QTest::newRow("self-intersecting: vertex touching a non-adjacent edge")
            << Shape(Polygon{{{0, 0}, {10, 0}, {10, 10}, {6, 10}, {5, 0}, {4, 10}, {0, 10}}})
            << P::SelfIntersecting;
        QTest::newRow("self-intersecting: figure eight through a repeated vertex")
            << Shape(Polygon{{{0, 0}, {4, 0}, {2, 2}, {4, 4}, {0, 4}, {2, 2}}})
            << P::SelfIntersecting;
        QTest::newRow("self-intersecting: consecutive duplicate vertex")
            << Shape(Polygon{{{0, 0}, {4, 0}, {4, 0}, {4, 4}, {0, 4}}}) << P::SelfIntersecting;
        QTest::newRow("self-intersecting: first point repeated as last")
            << Shape(Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}) << P::SelfIntersecting;
        QTest::newRow("self-intersecting: spike folding back on its edge")
            << Shape(Polygon{{{0, 0}, {8, 0}, {4, 0}, {4, 4}, {0, 4}}}) << P::SelfIntersecting;
        QTest::newRow("self-intersecting: edges overlapping along a line")
            << Shape(Polygon{{{0, 0}, {10, 0}, {10, 4}, {6, 4}, {6, 0}, {3, 0}, {3, -4}, {0, -4}}})
            << P::SelfIntersecting;

        QTest::newRow("large: 100000-vertex star") << Shape(star(100000)) << P::None;
        QTest::newRow("large: 100000-vertex star at 1e6") << Shape(star(100000, 1e6, 1e6)) << P::None;
        Polygon crossed = star(100000);
        crossed.points[50001] = {150, 1}; // an inner vertex pulled out through the far side
        QTest::newRow("large: 100000-vertex star with one crossing") << Shape(crossed)
                                                                    << P::SelfIntersecting;
        Polygon touching = star(100000);
        touching.points[70001] = touching.points[30001]; // a repeated vertex far along the ring
        QTest::newRow("large: 100000-vertex star with a repeated vertex") << Shape(touching)
                                                                         << P::SelfIntersecting;
    }
    void check()
    {
        QFETCH(Shape, shape);
        QFETCH(ShapeProblem, expected);
        QCOMPARE(checkShape(shape), expected);
    }

    // Random rings on a 4x4 grid (many collinear and touching cases) against a brute-force
    // O(n^2) check written independently with integer arithmetic.
    void randomRingsAgainstBruteForce_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<ShapeProblem>("expected");
        QRandomGenerator rng(20261129);
        for (int k = 0; k < 400; ++k) {
            const int n = 3 + int(rng.bounded(6));
            Polygon poly;
            for (int i = 0; i < n; ++i)
                poly.points.push_back({double(rng.bounded(4)), double(rng.bounded(4))});
            QTest::addRow("random ring %d (%d points)", k, n) << Shape(poly) << bruteForce(poly);
        }
        // Mostly simple: grid points sorted by angle around a centre off the grid.
        for (int k = 0; k < 300; ++k) {
            const int n = 4 + int(rng.bounded(40));
            Polygon poly;
            for (int i = 0; i < n; ++i)
                poly.points.push_back({double(rng.bounded(10)), double(rng.bounded(10))});
            std::sort(poly.points.begin(), poly.points.end(), [](Vec2 a, Vec2 b) {
                return std::atan2(a.y - 4.5, a.x - 4.5) < std::atan2(b.y - 4.5, b.x - 4.5);
            });
            poly.points.erase(std::unique(poly.points.begin(), poly.points.end()), poly.points.end());
            if (poly.points.size() < 3)
                continue;
            QTest::addRow("angle-sorted ring %d (%d points)", k, int(poly.points.size()))
                << Shape(poly) << bruteForce(poly);
        }
    }
    void randomRingsAgainstBruteForce()
    {
        QFETCH(Shape, shape);
        QFETCH(ShapeProblem, expected);
        QCOMPARE(checkShape(shape), expected);
    }

    // isSimplePolygon tests small rings pair by pair and larger ones with a sweep: on rings that
    // meet both functions' precondition (distinct vertices, no edge folding onto its neighbour),
    // the two must find a contact on exactly the same rings, at every size on both sides of
    // the switch.
    void sweepAndPairsAgree()
    {
        QRandomGenerator rng(20261201);
        int compared = 0;
        int withContact = 0;
        for (int k = 0; k < 20000 && compared < 3000; ++k) {
            const int n = 3 + int(rng.bounded(22));
            const int side = 3 + int(rng.bounded(6));
            std::vector<Vec2> ring;
            for (int i = 0; i < n; ++i)
                ring.push_back({double(rng.bounded(side)), double(rng.bounded(side))});
            std::set<std::pair<double, double>> distinct;
            for (Vec2 v : ring)
                distinct.insert({v.x, v.y});
            if (distinct.size() != ring.size())
                continue;
            bool folds = false;
            for (int i = 0; i < n; ++i) {
                const Vec2 a = ring[std::size_t((i + n - 1) % n)];
                const Vec2 b = ring[std::size_t(i)];
                const Vec2 c = ring[std::size_t((i + 1) % n)];
                const double cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
                const double dot = (a.x - b.x) * (c.x - b.x) + (a.y - b.y) * (c.y - b.y);
                folds = folds || (cross == 0 && dot > 0);
            }
            if (folds)
                continue;
            const bool sweep = detail::sweepFindsContact(ring);
            QCOMPARE(detail::pairsFindContact(ring), sweep);
            ++compared;
            withContact += sweep ? 1 : 0;
        }
        // Both kinds of ring were met often enough for the comparison to mean something.
        QVERIFY2(compared >= 1000, qPrintable(QString::number(compared)));
        QVERIFY(withContact > compared / 10 && withContact < compared - compared / 10);
    }

    void descriptions()
    {
        std::set<std::string> seen;
        for (ShapeProblem p : {ShapeProblem::None, ShapeProblem::NotFinite,
                 ShapeProblem::NonPositiveSize, ShapeProblem::TooFewPoints, ShapeProblem::ZeroArea,
                 ShapeProblem::SelfIntersecting}) {
            const std::string d = describe(p);
            QVERIFY(!d.empty());
            QVERIFY2(seen.insert(d).second, d.c_str());
        }
        QCOMPARE(std::string(describe(ShapeProblem::SelfIntersecting)), "self-intersecting polygon");
    }

private:
    static ShapeProblem bruteForce(const Polygon& poly)
    {
        using L = long long;
        const auto& p = poly.points;
        const std::size_t n = p.size();
        auto orient = [](Vec2 a, Vec2 b, Vec2 c) {
            const L v = L(b.x - a.x) * L(c.y - a.y) - L(b.y - a.y) * L(c.x - a.x);
            return (v > 0) - (v < 0);
        };
        auto within = [](Vec2 q, Vec2 a, Vec2 b) { // q on line ab: inside the closed segment?
            return std::min(a.x, b.x) <= q.x && q.x <= std::max(a.x, b.x)
                && std::min(a.y, b.y) <= q.y && q.y <= std::max(a.y, b.y);
        };
        bool collinear = true;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                collinear = collinear && orient(p[0], p[i], p[j]) == 0;
        if (collinear)
            return ShapeProblem::ZeroArea;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                if (p[i] == p[j])
                    return ShapeProblem::SelfIntersecting;
                const Vec2 a = p[i], b = p[(i + 1) % n], c = p[j], d = p[(j + 1) % n];
                const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
                if (adjacent) {
                    // Sharing one vertex; they must not overlap along a line.
                    const Vec2 shared = j == i + 1 ? b : a;
                    const Vec2 u = j == i + 1 ? a : b;
                    const Vec2 v = j == i + 1 ? d : c;
                    if (orient(u, shared, v) == 0
                        && (v.x - shared.x) * (u.x - shared.x) + (v.y - shared.y) * (u.y - shared.y) > 0)
                        return ShapeProblem::SelfIntersecting;
                    continue;
                }
                const int o1 = orient(a, b, c), o2 = orient(a, b, d);
                const int o3 = orient(c, d, a), o4 = orient(c, d, b);
                if ((o1 * o2 < 0 && o3 * o4 < 0) || (o1 == 0 && within(c, a, b))
                    || (o2 == 0 && within(d, a, b)) || (o3 == 0 && within(a, c, d))
                    || (o4 == 0 && within(b, c, d)))
                    return ShapeProblem::SelfIntersecting;
            }
        }
        return ShapeProblem::None;
    }

    // Whether (1e6,1e6), (1e6+0.1,1e6+0.3), (1e6+0.2,1e6+0.6) are exactly collinear as doubles,
    // worked out with long double (64-bit mantissa: these products are exact in it).
    static bool exactCollinear()
    {
        const long double ax = 1e6, ay = 1e6;
        const long double bx = 1e6 + 0.1, by = 1e6 + 0.3;
        const long double cx = 1e6 + 0.2, cy = 1e6 + 0.6;
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) == 0.0L;
    }
};

QTEST_APPLESS_MAIN(TestValidity)
#include "tst_validity.moc"
