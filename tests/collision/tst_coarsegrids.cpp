// collision/CoarseGrids.h, the platformer search's two coarse grids, against looking at
// everything: OpenTargetCells never says "no target here" of a box that meets one, and
// NearestGrid finds the very point a pass over all points finds (the closest, the first in
// their order among equals), on random points and boxes in and beyond the level, on the cell
// lines, with repeated points and ties, and at coordinates far from the origin. And the
// platformer cells' floorOf (Vec2.h) against std::floor.

#include "collision/CoarseGrids.h"

#include <QtTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

using namespace ledge;

namespace {

struct Scene {
    Aabb level;
    std::vector<Vec2> points; // in their order
};

// Coordinates on a coarse lattice (many ties, many points on the cell lines) or anywhere,
// some beyond the level.
double coordinate(std::mt19937& rng, double lo, double hi, bool lattice)
{
    const double span = hi - lo;
    std::uniform_real_distribution<double> any(lo - 0.2 * span, hi + 0.2 * span);
    const double v = any(rng);
    return lattice ? lo + std::round((v - lo) / 8) * 8 : v;
}

Aabb randomBox(std::mt19937& rng, const Aabb& level, bool lattice)
{
    const double x = coordinate(rng, level.minX, level.maxX, lattice);
    const double y = coordinate(rng, level.minY, level.maxY, lattice);
    std::uniform_int_distribution<int> size(0, 12);
    const double w = size(rng) * (lattice ? 8.0 : 7.3), h = size(rng) * (lattice ? 8.0 : 5.1);
    return {x, y, x + w, y + h};
}

Scene randomScene(std::mt19937& rng, int round)
{
    Scene s;
    const double origin = round % 3 == 0 ? 0.0 : (round % 3 == 1 ? -1234.5 : 3.0e6);
    std::uniform_int_distribution<int> side(1, 200);
    s.level = {origin, origin / 2, origin + side(rng) * 16.0, origin / 2 + side(rng) * 8.0};
    const bool lattice = round % 2 == 0;
    std::uniform_int_distribution<int> count(0, 6000);
    const int n = count(rng);
    // Every other scene's points crowd round a few places, as a search's do round its floors:
    // most cells are empty, and the nearest point to a box is often many rings out.
    std::vector<Vec2> crowds;
    if (round % 4 >= 2)
        for (int k = 0; k < 3; ++k)
            crowds.push_back({coordinate(rng, s.level.minX, s.level.maxX, lattice),
                              coordinate(rng, s.level.minY, s.level.maxY, lattice)});
    std::normal_distribution<double> spread(0, 20);
    for (int k = 0; k < n; ++k) {
        if (k > 0 && rng() % 8 == 0) {
            s.points.push_back(s.points[rng() % s.points.size()]); // the same position again
        } else if (!crowds.empty() && rng() % 64 != 0) {
            const Vec2 c = crowds[rng() % crowds.size()];
            const Vec2 p{c.x + spread(rng), c.y + spread(rng)};
            s.points.push_back(lattice ? Vec2{std::round(p.x / 8) * 8, std::round(p.y / 8) * 8} : p);
        } else {
            s.points.push_back({coordinate(rng, s.level.minX, s.level.maxX, lattice),
                                coordinate(rng, s.level.minY, s.level.maxY, lattice)});
        }
    }
    return s;
}

} // namespace

class TestCoarseGrids : public QObject {
    Q_OBJECT
private slots:
    // floorOf (Vec2.h), the cells' floor, is std::floor but for the sign of a zero: on whole
    // numbers and just beside them, halves, both sides of 2^52 and 2^63, the infinities and
    // NaN, and random doubles of every magnitude.
    void floorOfIsTheFloor()
    {
        const auto same = [](double v) {
            const double want = std::floor(v), got = floorOf(v);
            return (std::isnan(want) && std::isnan(got)) || want == got;
        };
        std::vector<double> values{0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 0x1p52, -0x1p52, 0x1p52 - 0.5, -(0x1p52 - 0.5),
                                   0x1p53, -0x1p53, 0x1p63, -0x1p63, 1e300, -1e300, 5e-324, -5e-324,
                                   std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
                                   std::numeric_limits<double>::quiet_NaN()};
        for (double w = -70; w <= 70; w += 1)
            for (double v : {w, std::nextafter(w, -1e9), std::nextafter(w, 1e9), w + 0.5})
                values.push_back(v);
        std::mt19937_64 rng(20261207);
        for (int i = 0; i < 100'000; ++i) {
            const double v = std::bit_cast<double>(rng());
            values.push_back(v);
            values.push_back(std::ldexp(std::uniform_real_distribution<double>(-1, 1)(rng), int(rng() % 70)));
        }
        for (double v : values)
            QVERIFY2(same(v), qPrintable(QString::number(v, 'g', 17)));
        QVERIFY(!std::signbit(floorOf(-0.0))); // the one difference
    }

    void openTargetCellsNeverHideAMeetingBox()
    {
        std::mt19937 rng(20261207);
        int meeting = 0, apart = 0, flaggedApart = 0;
        for (int round = 0; round < 300; ++round) {
            const Scene scene = randomScene(rng, round);
            std::vector<Aabb> targets;
            for (int k = 0, n = static_cast<int>(rng() % 6); k < n; ++k)
                targets.push_back(randomBox(rng, scene.level, round % 2 == 0));
            OpenTargetCells cells(scene.level);
            cells.mark(targets);
            for (int probe = 0; probe < 200; ++probe) {
                const Aabb box = randomBox(rng, scene.level, round % 2 == 0);
                const bool meets = std::any_of(targets.begin(), targets.end(), [&](const Aabb& t) { return t.intersects(box); });
                if (meets) {
                    ++meeting;
                    QVERIFY2(cells.meets(box), qPrintable(QString("round %1 probe %2").arg(round).arg(probe)));
                } else {
                    ++apart;
                    flaggedApart += cells.meets(box);
                }
            }
        }
        // A level very long and very flat: its cells are counted clamped, not converted from a
        // width in cells beyond any int (undefined behaviour: on x86 the grid came out one cell
        // wide, and every box met a target).
        {
            OpenTargetCells flat({0, 0, 1e20, 1e-3});
            flat.mark({{4e19, 0, 4e19 + 1, 1e-3}});
            QVERIFY(flat.meets({4e19, 5e-4, 4e19, 5e-4}));
            QVERIFY(!flat.meets({1, 5e-4, 2, 5e-4}));
        }
        // Both answers were asked, and the grid answered "none here" for most boxes apart.
        QVERIFY(meeting > 1000);
        QVERIFY(apart > 1000);
        QVERIFY(flaggedApart < apart / 2);
    }

    void nearestGridFindsWhatALookAtEveryPointFinds()
    {
        std::mt19937 rng(7);
        int asked = 0, ties = 0;
        for (int round = 0; round < 300; ++round) {
            const Scene scene = randomScene(rng, round);
            NearestGrid grid(scene.level, scene.points.size());
            for (Vec2 p : scene.points)
                grid.count(p);
            grid.startFilling();
            // Added out of order: the answer must not depend on it.
            std::vector<std::uint32_t> order(scene.points.size());
            std::iota(order.begin(), order.end(), 0u);
            std::shuffle(order.begin(), order.end(), rng);
            for (std::uint32_t k : order)
                grid.add(scene.points[k], k);
            for (int probe = 0; probe < 40; ++probe) {
                const Aabb box = randomBox(rng, scene.level, round % 2 == 0);
                NearestGrid::Found all;
                int closest = 0;
                for (std::uint32_t k = 0; k < scene.points.size(); ++k) {
                    const Vec2 p = scene.points[k];
                    const double d = boxDistance2({p.x, p.y, p.x, p.y}, box);
                    closest += d == all.distance2;
                    if (d < all.distance2)
                        closest = 1;
                    all.offer(d, k);
                }
                ties += closest > 1;
                const NearestGrid::Found got = grid.nearest(box, [&](std::uint32_t k) { return scene.points[k]; });
                const QString where = QString("round %1 probe %2").arg(round).arg(probe);
                QCOMPARE(got.any(), all.any());
                QVERIFY2(got.place == all.place, qPrintable(where));
                QCOMPARE(got.distance2, all.distance2);
                ++asked;
            }
        }
        QVERIFY(asked == 300 * 40);
        QVERIFY(ties > 100); // equal distances were decided by the order
    }
};

QTEST_APPLESS_MAIN(TestCoarseGrids)
#include "tst_coarsegrids.moc"
