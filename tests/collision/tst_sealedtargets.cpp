// The seal check (collision/SealedTargets.h, docs/movement.md "Sealed targets"): targets no
// input sequence reaches because the spawn's free space never touches them. The windows around
// each target must decide exactly what the whole level's sweep decides, and decide pockets
// without looking at the rest of the level.

#include "collision/Overlap.h"
#include "collision/Reachability.h"
#include "collision/SealedTargets.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace ledge;

namespace {

QString flags(const std::vector<bool>& v)
{
    QString s;
    for (bool b : v)
        s += b ? QLatin1Char('1') : QLatin1Char('0');
    return s;
}

// A pocket: walls of thickness t around the open rectangle [x, x + w] x [y, y + h], with a gap
// of `gap` units in the middle of one side (0: none). A side against the level's edge (x or y
// at 0) is left out: the edge closes it.
void addPocket(ReachProblem& p, std::int64_t& key, double x, double y, double w, double h, double t, int gapSide,
               double gap)
{
    auto wall = [&](double wx, double wy, double ww, double wh, bool vertical, bool gapped) {
        if (ww <= 0 || wh <= 0)
            return;
        if (!gapped || gap <= 0) {
            p.bodies.push_back({key++, Box{wx, wy, ww, wh}, BodyKind::Solid});
            return;
        }
        const double len = vertical ? wh : ww, a = (len - gap) / 2;
        if (vertical) {
            p.bodies.push_back({key++, Box{wx, wy, ww, a}, BodyKind::Solid});
            p.bodies.push_back({key++, Box{wx, wy + a + gap, ww, len - a - gap}, BodyKind::Solid});
        } else {
            p.bodies.push_back({key++, Box{wx, wy, a, wh}, BodyKind::Solid});
            p.bodies.push_back({key++, Box{wx + a + gap, wy, ww - a - gap, wh}, BodyKind::Solid});
        }
    };
    if (y > 0)
        wall(x - t, y - t, w + 2 * t, t, false, gapSide == 0);
    wall(x - t, y + h, w + 2 * t, t, false, gapSide == 1);
    if (x > 0)
        wall(x - t, y, t, h, true, gapSide == 2);
    wall(x + w, y, t, h, true, gapSide == 3);
}

bool playerFits(const ReachProblem& p, Vec2 feet)
{
    const Box box{feet.x - p.player.width / 2, feet.y - p.player.height, p.player.width, p.player.height};
    if (!p.bounds.contains(bounds(Shape(box))))
        return false;
    for (const Body& b : p.bodies)
        if (b.kind == BodyKind::Solid && overlaps(Shape(box), b.shape))
            return false;
    for (const TileGrid& g : p.tiles)
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.columns; ++c)
                if (g.at(c, r) == TileKind::Solid) {
                    const Aabb cb = g.cellBounds(c, r);
                    if (overlaps(Shape(box), Shape(Box{cb.minX, cb.minY, cb.width(), cb.height()})))
                        return false;
                }
    return true;
}

} // namespace

class TestSealedTargets : public QObject {
    Q_OBJECT

private slots:
    // A goal in a pocket against the top of a wide level (its lid is the level's edge) is
    // decided by a window around it; the goal on the open floor is not sealed.
    void pocketAgainstTheLevelsEdge()
    {
        ReachProblem p;
        p.bounds = {0, 0, 20000, 1200};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 1100, 20000, 100}, BodyKind::Solid});
        for (int i = 0; i < 150; ++i) // clutter that a whole-level sweep would have to cross
            p.bodies.push_back({key++, Circle{100.0 + i * 130, 600.0 + (i % 7) * 50, 30}, BodyKind::Solid});
        addPocket(p, key, 9952, 0, 96, 80, 16, -1, 0);
        p.spawn = {40, 1100};
        p.targets.push_back({500, Point{10000, 40}});  // in the pocket
        p.targets.push_back({501, Point{15000, 1090}}); // on the floor
        const SealedTargets s = findSealedTargets(p, nullptr);
        QCOMPARE(flags(s.sealed), QStringLiteral("10"));
        QCOMPARE(s.inWindows, std::size_t(1));
        QCOMPARE(flags(findSealedTargets(p, nullptr, nullptr, false).sealed), QStringLiteral("10"));
        // Asked about the open one only, the pocket is not looked at.
        const std::vector<bool> only{false, true};
        QCOMPARE(flags(findSealedTargets(p, nullptr, &only).sealed), QStringLiteral("00"));
        // And the platformer's verdict agrees (the pocket is also above every jump from the
        // floor, which decides it first).
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        QVERIFY(!r.targets[0].reached && (r.targets[0].sealed || r.targets[0].outOfReach));
        QVERIFY(r.targets[1].reached);
    }

    // Leaving the level ends a path after the step that does it, and that step touches what its
    // box meets out there: a goal just above the top edge is met by a jump through it, one just
    // past the right edge by a walk into it. Neither is sealed, though no box inside the level
    // touches them. Goals farther out than a step goes are.
    void targetsJustPastTheLevelsEdge()
    {
        ReachProblem p;
        p.bounds = {0, 0, 1200, 120};
        p.bodies.push_back({1, Box{0, 100, 1200, 20}, BodyKind::Solid});
        p.spawn = {40, 100};
        p.targets.push_back({500, Box{600, -20, 40, 19.5}}); // a full jump's 8th step: head from 2.6 to -3.6
        p.targets.push_back({501, Box{1200.5, 60, 10, 20}}); // a walk's step: the box's side from 1200 to 1204
        p.targets.push_back({502, Box{600, -200, 40, 20}});
        p.targets.push_back({503, Box{1230, 60, 10, 20}});
        QCOMPARE(flags(findSealedTargets(p, nullptr).sealed), QStringLiteral("0011"));
        QCOMPARE(flags(findSealedTargets(p, nullptr, nullptr, false).sealed), QStringLiteral("0011"));
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        QVERIFY(r.targets[0].reached);
        QVERIFY(r.targets[1].reached);
        QVERIFY(!r.targets[2].reached);
        QVERIFY(!r.targets[3].reached);
    }

    // ReachProblem::sealCheck off (a caller that knows its targets are open, as the probes of
    // a jump or a run speed do): the same verdicts, but a sealed target is then waited for by
    // the search until its end instead of being settled at the pause.
    void sealCheckOffWaitsForTheSearch()
    {
        ReachProblem p;
        p.bounds = {0, 0, 20000, 1200};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 1100, 20000, 100}, BodyKind::Solid});
        addPocket(p, key, 15000, 1004, 96, 80, 16, -1, 0); // a closed room standing on the floor
        p.spawn = {40, 1100};
        p.targets.push_back({500, Point{15048, 1080}}); // in the room, within a jump of the floor
        p.targets.push_back({501, Point{9000, 1090}});  // on the floor
        p.stopWhenAllReached = true;
        p.exhaustive = false;
        p.maxStates = 400'000;
        const ReachResult checked = solveReachability(p);
        QVERIFY(!checked.targets[0].reached && checked.targets[0].sealed && !checked.targets[0].outOfReach);
        QVERIFY(checked.targets[1].reached);
        p.sealCheck = false;
        const ReachResult waited = solveReachability(p);
        QVERIFY(!waited.targets[0].reached && !waited.targets[0].sealed);
        QVERIFY(waited.targets[1].reached);
        QVERIFY(waited.statesExplored > 2 * checked.statesExplored);
    }

    // A target inside one solid, or inside the union of solid boxes and solid tile cells, is
    // sealed before any window or sweep looks: no box of the player ever overlaps a solid's
    // interior, and a box touching a point inside one would. That holds next to the level's
    // edge too, where a window grows the target by a step's reach (the box of a step leaving
    // the level touches what lies out there) and so never sealed a goal buried in a floor
    // against the bottom edge: the verdict then searched the whole level for it (1.6 s at 1,000
    // generated shapes, 13 s at 10,000). A target on a solid's surface, or only partly inside,
    // is not buried.
    void targetsInsideASolid()
    {
        ReachProblem p;
        p.bounds = {0, 0, 8000, 1200};
        std::int64_t key = 1;
        // The floor, at the bottom edge, in two boxes.
        p.bodies.push_back({key++, Box{0, 1168, 7500, 32}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{7500, 1168, 500, 32}, BodyKind::Solid});
        // Clutter that a whole-level sweep would have to cross.
        for (int i = 0; i < 40; ++i)
            p.bodies.push_back({key++, Circle{1000.0 + i * 150, 500.0 + (i % 5) * 60, 20}, BodyKind::Solid});
        p.bodies.push_back({key++, Circle{3000, 1000, 40}, BodyKind::Solid});
        p.bodies.push_back({key++, Slope{4000, 1040, 128, 128, Rise::Right, false}, BodyKind::Solid});
        p.bodies.push_back({key++, Polygon{{{5000, 1168}, {5100, 1000}, {5200, 1168}, {5100, 1100}}}, BodyKind::Solid});
        TileGrid g;
        g.columns = 250;
        g.rows = 37;
        g.cellSize = 32;
        g.cells.assign(static_cast<std::size_t>(g.columns * g.rows), TileKind::Empty);
        for (int r = 34; r < 36; ++r) // a block of 3 x 2 cells, x 6400-6496, y 1088-1152
            for (int c = 200; c < 203; ++c)
                g.cells[static_cast<std::size_t>(r * g.columns + c)] = TileKind::Solid;
        p.tiles.push_back(g);
        p.spawn = {6300, 1168};
        p.targets.push_back({500, Point{6000, 1184}});       // in the floor, 16 units from the bottom edge
        p.targets.push_back({501, Point{3000, 1000}});       // the circle's centre
        p.targets.push_back({502, Point{4100, 1150}});       // under the slope's surface
        p.targets.push_back({503, Point{5080, 1080}});       // in the concave polygon
        p.targets.push_back({504, Box{6416, 1100, 64, 32}}); // in the tile block
        p.targets.push_back({505, Point{6200, 1168}});       // on the floor's surface
        p.targets.push_back({506, Box{6150, 1160, 20, 20}}); // half in the floor
        p.targets.push_back({507, Point{6400, 1140}});       // on the tile block's side
        // Where two solids meet: a wall of two boxes, and a box against the tile block.
        p.bodies.push_back({key++, Box{7000, 900, 32, 134}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{7000, 1034, 32, 134}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{6496, 1088, 40, 64}, BodyKind::Solid});
        p.targets.push_back({508, Box{7010, 1020, 12, 30}}); // across the wall's seam
        p.targets.push_back({509, Point{6496, 1120}});       // on the seam of the tiles and the box
        p.targets.push_back({510, Point{7000, 1140}});       // on the wall's side
        p.targets.push_back({511, Point{7500, 1184}});       // on the floor's seam, by the bottom edge
        const SealedTargets s = findSealedTargets(p, nullptr, nullptr, true, SealScope::Pockets);
        QCOMPARE(flags(s.sealed), QStringLiteral("111110001101"));
        QCOMPARE(s.inWindows, std::size_t(0)); // no window was needed
        // The verdict stops at the last target it can reach, long before the level's end.
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        for (std::size_t i = 0; i < 5; ++i)
            QVERIFY2(r.targets[i].sealed && !r.targets[i].reached, qPrintable(QString::number(i)));
        for (std::size_t i : {5, 6, 7, 10})
            QVERIFY2(r.targets[i].reached, qPrintable(QString::number(i)));
        for (std::size_t i : {8, 9, 11})
            QVERIFY2(r.targets[i].sealed && !r.targets[i].reached, qPrintable(QString::number(i)));
        ReachProblem unchecked = p;
        unchecked.sealCheck = false;
        const ReachResult searched = solveReachability(unchecked);
        QVERIFY2(4 * r.statesExplored < searched.statesExplored,
                 qPrintable(QStringLiteral("%1 states, %2 without the seal check").arg(r.statesExplored).arg(searched.statesExplored)));
        // A spawn inside a solid proves nothing: its box may already touch what is buried there.
        p.spawn = {3000, 1010};
        QVERIFY(!findSealedTargets(p, nullptr, nullptr, true, SealScope::Pockets).sealed[1]);
    }

    // Property (seeded random levels of boxes laid edge to edge, tiles, circles, slopes and
    // polygons): every player box that touches a target burialOf calls buried overlaps a solid.
    // The boxes are sampled around each point of the target (corners, edges, centre), with the
    // point at the box's corners, edges and inside, and held to the exact narrow phase: a
    // check that shares nothing with the cover of rectangles it tests.
    void buriedTargetsTouchNoFreeBox()
    {
        std::mt19937 rng(77);
        const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        int buried = 0, pieced = 0;
        for (int level = 0; level < 30; ++level) {
            ReachProblem p;
            p.bounds = {0, 0, 640, 480};
            p.spawn = {20, 470};
            std::int64_t key = 1;
            // Rows of boxes edge to edge (their seams on a grid of 8), some stacked.
            for (int row = 0; row < 4; ++row) {
                double x = 8.0 * pick(0, 10);
                const double y = 96.0 + 96 * row, h = 8.0 * pick(2, 6);
                while (x < 600) {
                    const double w = 8.0 * pick(2, 10);
                    if (pick(0, 3) > 0)
                        p.bodies.push_back({key++, Box{x, y, w, h}, BodyKind::Solid});
                    if (pick(0, 2) == 0)
                        p.bodies.push_back({key++, Box{x, y + h, w, 8.0 * pick(1, 3)}, BodyKind::Solid});
                    x += w;
                }
            }
            p.bodies.push_back({key++, Circle{8.0 * pick(10, 70), 8.0 * pick(10, 50), 8.0 * pick(2, 5)}, BodyKind::Solid});
            p.bodies.push_back({key++, Slope{8.0 * pick(10, 70), 8.0 * pick(10, 50), 32, 24, Rise::Left, false}, BodyKind::Solid});
            const double px = 8.0 * pick(10, 70), py = 8.0 * pick(10, 50);
            p.bodies.push_back({key++, Polygon{{{px, py}, {px + 40, py + 8}, {px + 16, py + 16}, {px + 8, py + 40}}}, BodyKind::Solid});
            TileGrid g;
            g.columns = 40;
            g.rows = 30;
            g.cellSize = 16;
            g.cells.assign(static_cast<std::size_t>(g.columns * g.rows), TileKind::Empty);
            for (int k = 0; k < 60; ++k)
                g.cells[static_cast<std::size_t>(pick(0, g.columns * g.rows - 1))] = TileKind::Solid;
            p.tiles.push_back(g);
            for (int k = 0; k < 200; ++k) {
                // Points on a grid of 2 (on seams and edges often), and small boxes.
                const double x = 2.0 * pick(0, 320), y = 2.0 * pick(0, 240);
                if (k % 4 == 0)
                    p.targets.push_back({500 + k, Box{x, y, 2.0 * pick(0, 6), 2.0 * pick(0, 6)}});
                else
                    p.targets.push_back({500 + k, Point{x, y}});
            }
            const auto blocked = [&](const Aabb& box) {
                const Shape shape = Box{box.minX, box.minY, box.width(), box.height()};
                for (const Body& b : p.bodies)
                    if (overlaps(shape, b.shape))
                        return true;
                for (int r = 0; r < g.rows; ++r)
                    for (int c = 0; c < g.columns; ++c)
                        if (g.at(c, r) == TileKind::Solid && g.cellBounds(c, r).overlapsInterior(box))
                            return true;
                return false;
            };
            const double w = p.player.width, h = p.player.height;
            for (std::size_t t = 0; t < p.targets.size(); ++t) {
                const Burial burial = burialOf(p, t);
                if (!burial.buried)
                    continue;
                ++buried;
                const Aabb tb = bounds(p.targets[t].shape);
                pieced += std::none_of(p.bodies.begin(), p.bodies.end(), [&](const Body& b) { return insideInterior(tb, b.shape); });
                for (double fx : {0.0, 0.5, 1.0})
                    for (double fy : {0.0, 0.5, 1.0}) {
                        const Vec2 q{tb.minX + fx * tb.width(), tb.minY + fy * tb.height()};
                        for (double ax : {0.0, 0.25, 0.5, 0.75, 1.0})
                            for (double ay : {0.0, 0.25, 0.5, 0.75, 1.0}) {
                                const Aabb box{q.x - ax * w, q.y - ay * h, q.x - ax * w + w, q.y - ay * h + h};
                                QVERIFY2(blocked(box), qPrintable(QStringLiteral("level %1, target %2 at (%3, %4)")
                                                                      .arg(level)
                                                                      .arg(t)
                                                                      .arg(q.x)
                                                                      .arg(q.y)));
                            }
                    }
            }
        }
        qInfo("%d buried targets, %d of them covered by boxes and cells together, inside none alone", buried, pieced);
        QVERIFY(buried >= 1000);
        QVERIFY(pieced >= 150);
    }

    // The cheap question (no whole-level sweep after the windows): the pocket against the top
    // edge is still decided; a room standing on the level's long floor is not (every window
    // leaves the floor out, which opens the room), though the whole sweep seals it.
    void windowsOnly()
    {
        ReachProblem p;
        p.bounds = {0, 0, 20000, 1200};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 1100, 20000, 100}, BodyKind::Solid});
        addPocket(p, key, 9952, 0, 96, 80, 16, -1, 0);
        p.bodies.push_back({key++, Box{15000, 900, 16, 200}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{15400, 900, 16, 200}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{15000, 884, 416, 16}, BodyKind::Solid});
        p.spawn = {40, 1100};
        p.targets.push_back({500, Point{10000, 40}});   // in the pocket
        p.targets.push_back({501, Point{15200, 1090}}); // in the room
        p.targets.push_back({502, Point{12000, 1090}}); // on the floor
        QCOMPARE(flags(findSealedTargets(p, nullptr).sealed), QStringLiteral("110"));
        const SealedTargets cheap = findSealedTargets(p, nullptr, nullptr, true, SealScope::Windows);
        QCOMPARE(flags(cheap.sealed), QStringLiteral("100"));
        QCOMPARE(cheap.inWindows, std::size_t(1));
    }

    // The way into a pocket is a gap in its wall: one unit narrower than the player seals it,
    // exactly as wide (or wider) does not, whichever side the gap is on; the spawn inside the
    // pocket with the target outside is the same question turned round.
    void gapWidths_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<double>("gap");
        QTest::addColumn<bool>("spawnInside");
        QTest::addColumn<bool>("sealed");
        const char* sides[] = {"top", "bottom", "left", "right"};
        for (int side = 0; side < 4; ++side)
            for (bool inside : {false, true}) {
                const QByteArray where = QByteArray(sides[side]) + (inside ? ", spawn inside" : "");
                QTest::newRow(where + ": 23 wide") << side << 23.0 << inside << true;
                QTest::newRow(where + ": 24 wide") << side << 24.0 << inside << false;
                QTest::newRow(where + ": 40 wide") << side << 40.0 << inside << false;
            }
    }

    void gapWidths()
    {
        QFETCH(int, side);
        QFETCH(double, gap);
        QFETCH(bool, spawnInside);
        QFETCH(bool, sealed);
        ReachProblem p;
        p.bounds = {0, 0, 4000, 1000};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 900, 4000, 100}, BodyKind::Solid});
        // A pocket 200 x 200 inside, hanging in the air (the player's box is 24 x 40 and the
        // gap in a top or bottom wall has to let it through upright, in the side walls too).
        // A gap in a side wall is measured against the player's height (40): 16 more.
        addPocket(p, key, 1800, 400, 200, 200, 16, side, side < 2 ? gap : gap + 16);
        const Vec2 inside{1900, 600}, outside{100, 900};
        p.spawn = spawnInside ? inside : outside;
        p.targets.push_back({500, Point{spawnInside ? 3000.0 : 1900.0, spawnInside ? 880.0 : 560.0}});
        const SealedTargets s = findSealedTargets(p, nullptr);
        const SealedTargets whole = findSealedTargets(p, nullptr, nullptr, false);
        QCOMPARE(bool(s.sealed[0]), bool(whole.sealed[0]));
        QCOMPARE(bool(s.sealed[0]), sealed);
        // A pocket around the target is decided in a window; a spawn shut in a pocket leaves
        // the open level around the target to the whole sweep.
        if (s.sealed[0])
            QCOMPARE(s.inWindows, std::size_t(spawnInside ? 0 : 1));
    }

    // Seeded random levels: clutter of every shape kind and a solid tile layer, pockets with
    // and without gaps (some against the level's edges, some with the spawn inside, one inside
    // another), targets inside them, buried in shapes, in the open and at the edges. The
    // windows' verdicts must be the whole sweep's, target for target, and decide most pockets.
    void windowsAgreeWithTheWholeSweep()
    {
        const int levels = qEnvironmentVariableIntValue("LEDGE_SEAL_LEVELS") > 0
                               ? qEnvironmentVariableIntValue("LEDGE_SEAL_LEVELS")
                               : 120;
        std::size_t targets = 0, sealedCount = 0, inWindows = 0, openSpawnSealed = 0, openSpawnInWindows = 0,
                    inPockets = 0;
        for (int seed = 1; seed <= levels; ++seed) {
            std::mt19937 rng(static_cast<unsigned>(seed));
            auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
            ReachProblem p;
            p.bounds = {0, 0, 1600, 960};
            std::int64_t key = 1;
            TileGrid g;
            g.columns = 50;
            g.rows = 30;
            g.cellSize = 32;
            g.cells.assign(std::size_t(g.columns * g.rows), TileKind::Empty);
            for (int c = 0; c < g.columns; ++c)
                g.cells[std::size_t((g.rows - 1) * g.columns + c)] = TileKind::Solid;
            // A tile room in a corner half the time, with or without a doorway.
            const bool tileRoom = pick(0, 1) == 1;
            const int door = pick(0, 2); // 0: none, 1: one cell (too low), 2: two cells
            if (tileRoom) {
                for (int c = 40; c < 50; ++c)
                    g.cells[std::size_t(18 * g.columns + c)] = TileKind::Solid;
                for (int r = 18; r < 29; ++r)
                    if (!(door > 0 && r >= 29 - door))
                        g.cells[std::size_t(r * g.columns + 40)] = TileKind::Solid;
            }
            p.tiles.push_back(g);
            for (int i = 0; i < 40; ++i) {
                const double x = pick(0, 1550), y = pick(0, 880), w = pick(8, 80), h = pick(8, 80);
                switch (pick(0, 4)) {
                case 0: p.bodies.push_back({key++, Box{x, y, w, h}, BodyKind::Solid}); break;
                case 1: p.bodies.push_back({key++, Circle{x, y, w / 2}, BodyKind::Solid}); break;
                case 2:
                    p.bodies.push_back(
                        {key++, Slope{x, y, w, h, pick(0, 1) ? Rise::Right : Rise::Left, pick(0, 3) == 0},
                         BodyKind::Solid});
                    break;
                case 3: {
                    const double notch = pick(0, 1) ? h * 0.75 : h * 0.25;
                    p.bodies.push_back(
                        {key++, Polygon{{{x, y + h}, {x, y}, {x + w / 2, y + notch}, {x + w, y}, {x + w, y + h}}},
                         BodyKind::Solid});
                    break;
                }
                default: p.bodies.push_back({key++, Box{x, y, w, h}, BodyKind::Hazard}); break;
                }
            }
            // Pockets: gap 0 (sealed), 23, 24 or 40 on a random side; some at the edges.
            std::vector<Vec2> pocketCentres;
            const int pockets = pick(1, 4);
            for (int k = 0; k < pockets; ++k) {
                const double w = pick(40, 240), h = pick(48, 200), t = pick(4, 24);
                const double x = pick(0, 3) == 0 ? 0 : pick(30, 1300);
                const double y = pick(0, 3) == 0 ? 0 : pick(30, 700);
                const double gaps[] = {0, 0, 23, 24, 40, 60};
                addPocket(p, key, x, y, w, h, t, pick(0, 3), gaps[pick(0, 5)]);
                pocketCentres.push_back({x + w / 2, y + h / 2});
                if (pick(0, 3) == 0 && w > 120 && h > 120) // a pocket inside the pocket
                    addPocket(p, key, x + w / 2 - 20, y + h / 2 - 24, 40, 48, 6, pick(0, 3), gaps[pick(0, 3)]);
            }
            // The spawn: a free place, inside a pocket now and then.
            bool placed = false, inPocket = false;
            for (int tries = 0; tries < 200 && !placed; ++tries) {
                inPocket = pick(0, 4) == 0;
                const Vec2 c = inPocket ? pocketCentres[std::size_t(pick(0, int(pocketCentres.size()) - 1))]
                                        : Vec2{double(pick(20, 1580)), double(pick(50, 920))};
                const Vec2 feet{c.x, c.y + 20};
                if (playerFits(p, feet)) {
                    p.spawn = feet;
                    placed = true;
                }
            }
            if (!placed)
                continue;
            for (const Vec2& c : pocketCentres)
                p.targets.push_back({key++, Point{c.x, c.y}});
            p.targets.push_back({key++, Point{1450, 850}}); // in the tile room (or its corner)
            for (int i = 0; i < 6; ++i) { // anywhere: in the open or buried in a shape
                const Vec2 c{double(pick(0, 1600)), double(pick(0, 960))};
                if (pick(0, 1))
                    p.targets.push_back({key++, Point{c.x, c.y}});
                else
                    p.targets.push_back({key++, Box{c.x, c.y, double(pick(1, 30)), double(pick(1, 30))}});
            }
            p.targets.push_back({key++, Point{0, 0}});       // the level's corner
            p.targets.push_back({key++, Point{1600, 480}}); // on its right edge
            const SealedTargets windowed = findSealedTargets(p, nullptr);
            const SealedTargets whole = findSealedTargets(p, nullptr, nullptr, false);
            QVERIFY2(windowed.sealed == whole.sealed,
                     qPrintable(QStringLiteral("seed %1: windows %2, whole sweep %3")
                                    .arg(seed)
                                    .arg(flags(windowed.sealed), flags(whole.sealed))));
            // The windows alone, of any size, flag only what the whole sweep flags.
            for (const SealScope scope : {SealScope::Windows, SealScope::WideWindows, SealScope::Pockets}) {
                const SealedTargets alone = findSealedTargets(p, nullptr, nullptr, true, scope);
                for (std::size_t t = 0; t < p.targets.size(); ++t)
                    QVERIFY2(!alone.sealed[t] || whole.sealed[t], qPrintable(QStringLiteral("seed %1, target %2").arg(seed).arg(t)));
                if (scope == SealScope::Pockets)
                    inPockets += alone.inWindows;
            }
            targets += p.targets.size();
            const auto sealedHere = std::size_t(std::count(whole.sealed.begin(), whole.sealed.end(), true));
            sealedCount += sealedHere;
            inWindows += windowed.inWindows;
            if (!inPocket) {
                openSpawnSealed += sealedHere;
                openSpawnInWindows += windowed.inWindows;
            }
        }
        qInfo("%zu targets, %zu sealed, %zu of them decided in a window (%zu in the small windows of the early "
              "look); with the spawn in the open %zu and %zu",
              targets, sealedCount, inWindows, inPockets, openSpawnSealed, openSpawnInWindows);
        QVERIFY(inPockets > 0); // the early look decides some pockets itself
        QVERIFY(sealedCount > std::size_t(levels));
        // A spawn shut in a pocket seals everything outside it, which only the whole sweep
        // sees; with the spawn in the open, the pockets and buried targets are local.
        QVERIFY2(openSpawnInWindows * 4 > openSpawnSealed * 3, "most pockets should be decided by a window");
    }
};

QTEST_GUILESS_MAIN(TestSealedTargets)
#include "tst_sealedtargets.moc"
