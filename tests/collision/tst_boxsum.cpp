// The sum of a polygon and the player's box (collision/BoxSum.h): the direct walk along both
// edge sequences against the convex hull of every corner sum, the construction it replaced,
// corner for corner and tag for tag, and both against the definition of that hull, on seeded random polygons built to hold what makes a walk
// go wrong: axis-parallel edges, edges as long as the box, vertices straight on, repeated
// vertices, both windings, any first vertex, concave outlines and sums that are not doubles.

#include "collision/BoxSum.h"
#include "collision/Exact.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace ledge;
using boxsum::Corners;
using boxsum::Extent;

namespace {

// The convex hull of pts, counter-clockwise, collinear points dropped (exact orientation).
std::vector<Vec2> hullOf(std::vector<Vec2> pts)
{
    std::sort(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    if (pts.size() < 3)
        return {};
    std::vector<Vec2> h(pts.size() * 2);
    std::size_t k = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && exact::orient(h[k - 2], h[k - 1], pts[i]) <= 0)
            --k;
        h[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {
        while (k >= t && exact::orient(h[k - 2], h[k - 1], pts[i]) <= 0)
            --k;
        h[k++] = pts[i];
    }
    h.resize(k - 1);
    return h.size() >= 3 ? h : std::vector<Vec2>{};
}

// Whether `corners` is the convex hull of every corner sum of `poly` and `box` by definition,
// independently of either construction: every sum on the left of or on each edge, every corner
// one of the sums (with its tag) and turning strictly left.
bool isHullOfSums(const std::vector<Vec2>& poly, Extent box, const Corners& corners)
{
    std::vector<boxsum::Corner> sums;
    for (std::uint32_t i = 0; i < poly.size(); ++i)
        for (std::uint32_t c = 0; c < 4; ++c) {
            const double x = c % 2 ? exact::addUp(poly[i].x, box.right) : exact::addDown(poly[i].x, box.left);
            const double y = c / 2 ? exact::addUp(poly[i].y, box.bottom) : exact::addDown(poly[i].y, box.top);
            sums.push_back({{x, y}, i, c});
        }
    const std::size_t n = corners.size();
    if (n < 3)
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        const boxsum::Corner &u = corners[i], &v = corners[(i + 1) % n], &w = corners[(i + 2) % n];
        if (exact::orient(u.p, v.p, w.p) <= 0)
            return false;
        if (std::none_of(sums.begin(), sums.end(), [&](const boxsum::Corner& s) {
                return s.p == u.p && s.vertex == u.vertex && s.corner == u.corner;
            }))
            return false;
        for (const boxsum::Corner& s : sums)
            if (exact::orient(u.p, v.p, s.p) < 0)
                return false;
    }
    return true;
}

QString describe(const std::vector<Vec2>& poly, Extent box)
{
    QString s = QStringLiteral("box %1 %2 %3 %4, polygon").arg(box.left).arg(box.right).arg(box.top).arg(box.bottom);
    for (const Vec2 p : poly)
        s += QStringLiteral(" (%1, %2)").arg(p.x, 0, 'g', 17).arg(p.y, 0, 'g', 17);
    return s;
}

} // namespace

class TestBoxSum : public QObject {
    Q_OBJECT

private slots:
    // A square and a box of 2 x 2: the rectangle 2 units bigger, each corner the square's
    // corner plus the box's on its side, from the smallest (x, y) with exact::orient > 0.
    void squareAndBox()
    {
        const std::vector<Vec2> square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
        Corners walked;
        QVERIFY(boxsum::minkowski(square, {-1, 1, -1, 1}, walked));
        QCOMPARE(walked.size(), std::size_t(4));
        const std::vector<std::array<double, 4>> expected{
            {-1, -1, 0, 0}, {11, -1, 1, 1}, {11, 11, 2, 3}, {-1, 11, 3, 2}};
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(walked[i].p.x, expected[i][0]);
            QCOMPARE(walked[i].p.y, expected[i][1]);
            QCOMPARE(double(walked[i].vertex), expected[i][2]);
            QCOMPARE(double(walked[i].corner), expected[i][3]);
        }
    }

    // A floor slope of a platformer (the box above the feet): five corners, the hypotenuse's
    // two ends each moved by one corner of the box.
    void slopeAndPlayer()
    {
        const std::vector<Vec2> slope{{0, 32}, {32, 32}, {32, 0}}; // rising to the right, screen y down
        Corners walked, hull;
        QVERIFY(boxsum::minkowski(slope, {-8, 8, 0, 24}, walked));
        boxsum::minkowskiByHull(slope, {-8, 8, 0, 24}, hull);
        QCOMPARE(walked.size(), std::size_t(5));
        QCOMPARE(walked.size(), hull.size());
        for (std::size_t i = 0; i < hull.size(); ++i) {
            QCOMPARE(walked[i].p, hull[i].p);
            QCOMPARE(walked[i].vertex, hull[i].vertex);
            QCOMPARE(walked[i].corner, hull[i].corner);
        }
    }

    void walkMatchesTheHull()
    {
        std::mt19937 rng(20261207);
        auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
        const std::vector<double> halves{0.5, 1, 2, 3, 4, 8, 12, 16, 0.1, 1.0 / 3};
        int walkedCount = 0, straightWalked = 0, concave = 0, rounds = 20000;
        for (int round = 0; round < rounds; ++round) {
            // Coordinates on a coarse grid (axis-parallel edges, edges as long as the box,
            // collinear points), a fine one, or far from the origin.
            const int kind = pick(4);
            const double unit = kind == 0 ? 1 : kind == 1 ? 0.25 : kind == 2 ? 8 : 1;
            const double origin = kind == 3 ? 1e6 + 0.5 : 0;
            const int range = kind == 2 ? 6 : 24;
            std::vector<Vec2> pts;
            for (int i = 0, n = 3 + pick(9); i < n; ++i)
                pts.push_back({origin + unit * pick(range), origin + unit * pick(range)});
            const bool any = pick(10) == 0; // not a convex outline at all
            std::vector<Vec2> poly = any ? pts : hullOf(pts);
            if (poly.size() < 3)
                continue;
            concave += any;
            if (pick(2))
                std::reverse(poly.begin(), poly.end());
            std::rotate(poly.begin(), poly.begin() + pick(static_cast<int>(poly.size())), poly.end());
            bool straight = false;
            if (pick(4) == 0) { // a vertex straight on: an edge's midpoint
                const std::size_t i = static_cast<std::size_t>(pick(static_cast<int>(poly.size())));
                const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
                poly.insert(poly.begin() + static_cast<std::ptrdiff_t>(i) + 1, {(a.x + b.x) / 2, (a.y + b.y) / 2});
                straight = true;
            }
            if (pick(20) == 0) // a repeated vertex
                poly.insert(poly.begin(), poly.front());
            const double hw = halves[static_cast<std::size_t>(pick(static_cast<int>(halves.size())))];
            const double hh = halves[static_cast<std::size_t>(pick(static_cast<int>(halves.size())))];
            // A platformer's box (above the feet) or a top-down one (centred).
            const Extent box = pick(2) ? Extent{-hw, hw, 0, 2 * hh} : Extent{-hw, hw, -hh, hh};
            Corners walked, hull;
            const bool wasWalked = boxsum::minkowski(poly, box, walked);
            boxsum::minkowskiByHull(poly, box, hull);
            walkedCount += wasWalked;
            straightWalked += wasWalked && straight;
            const QByteArray what = describe(poly, box).toUtf8();
            QVERIFY2(walked.size() == hull.size(), what.constData());
            for (std::size_t i = 0; i < hull.size(); ++i) {
                QVERIFY2(walked[i].p == hull[i].p, what.constData());
                QVERIFY2(walked[i].vertex == hull[i].vertex && walked[i].corner == hull[i].corner, what.constData());
            }
            if (!walked.empty())
                QVERIFY2(isHullOfSums(poly, box, walked), what.constData());
        }
        qInfo("%d of %d sums walked (%d with a vertex straight on), %d outlines not convex", walkedCount, rounds,
              straightWalked, concave);
        // Not vacuous: most sums take the walk, and so do some with a vertex straight on.
        QVERIFY(walkedCount > rounds / 3);
        QVERIFY(straightWalked > 100);
    }
};

QTEST_GUILESS_MAIN(TestBoxSum)
#include "tst_boxsum.moc"
