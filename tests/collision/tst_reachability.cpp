// Reachability on small levels with known answers (docs/movement.md).
// Levels are drawn as text, 32-unit cells:
//   # solid tile   = one-way tile   ^ hazard tile   b solid box object   o solid circle object
//   v hazard object: spikes hanging from y + 4 to y + 28 of the cell
//   / slope rising right   \ slope rising left   S spawn   G goal (the cell's box)   P pickup
//   (a point at the cell's centre)
// Spawn: platformer feet at the cell's bottom centre, top-down centre at the cell's centre.

#include "collision/Overlap.h"
#include "collision/PlatformerReach.h"
#include "collision/ReachAnalysis.h"
#include "collision/Reachability.h"
#include "collision/SealedTargets.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

using namespace ledge;

namespace {

constexpr double kCell = 32.0;

ReachProblem level(const QStringList& rows, bool platformer)
{
    ReachProblem p;
    p.player.platformer = platformer;
    TileGrid g;
    g.rows = int(rows.size());
    g.columns = int(rows.first().size());
    g.cellSize = kCell;
    p.bounds = {0, 0, g.columns * kCell, g.rows * kCell};
    std::int64_t key = 1;
    for (int r = 0; r < g.rows; ++r) {
        Q_ASSERT(rows[r].size() == g.columns);
        for (int c = 0; c < g.columns; ++c) {
            const char ch = rows[r][c].toLatin1();
            const double x = c * kCell, y = r * kCell;
            TileKind t = TileKind::Empty;
            switch (ch) {
            case '#': t = TileKind::Solid; break;
            case '=': t = TileKind::OneWay; break;
            case '^': t = TileKind::Hazard; break;
            case 'b': p.bodies.push_back({key++, Box{x, y, kCell, kCell}, BodyKind::Solid}); break;
            case 'v': p.bodies.push_back({key++, Box{x, y + 4, kCell, 24}, BodyKind::Hazard}); break;
            case 'o': p.bodies.push_back({key++, Circle{x + 16, y + 16, 16}, BodyKind::Solid}); break;
            case '/': p.bodies.push_back({key++, Slope{x, y, kCell, kCell, Rise::Right, false}, BodyKind::Solid}); break;
            case '\\': p.bodies.push_back({key++, Slope{x, y, kCell, kCell, Rise::Left, false}, BodyKind::Solid}); break;
            case 'S': p.spawn = platformer ? Vec2{x + 16, y + kCell} : Vec2{x + 16, y + 16}; break;
            case 'G': p.targets.push_back({key++, Box{x, y, kCell, kCell}}); break;
            case 'P': p.targets.push_back({key++, Point{x + 16, y + 16}}); break;
            default: break;
            }
            g.cells.push_back(t);
        }
    }
    p.tiles.push_back(g);
    return p;
}

// A wide floor, then a staircase of ledges 80 units apart up to near the top (ledge 12, the
// last, at y = 112), the spawn at the far end of the floor: a long climb.
ReachProblem staircase()
{
    ReachProblem p;
    p.bounds = {0, 0, 4096, 1024};
    p.bodies.push_back({1, Box{0, 992, 4096, 32}, BodyKind::Solid});
    for (int i = 0; i < 11; ++i)
        p.bodies.push_back({2 + i, Box{2400.0 + 130 * i, 912.0 - 80 * i, 64, 16}, BodyKind::Solid});
    p.spawn = {32, 992};
    return p;
}

QString reachedFlags(const ReachResult& r)
{
    QString s;
    for (const TargetResult& t : r.targets)
        s += t.reached ? '1' : '0';
    return s;
}

std::vector<Shape> solidsOf(const ReachProblem& p, bool hazardsToo)
{
    std::vector<Shape> out;
    for (const Body& b : p.bodies)
        if (b.kind == BodyKind::Solid || (hazardsToo && b.kind != BodyKind::OneWay))
            out.push_back(b.shape);
    for (const TileGrid& g : p.tiles)
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.columns; ++c)
                if (g.at(c, r) == TileKind::Solid || (hazardsToo && g.at(c, r) != TileKind::Empty))
                    out.push_back(Box{c * g.cellSize, r * g.cellSize, g.cellSize, g.cellSize});
    return out;
}

// Replays a platformer path with the step and checks it ends touching the target.
void checkPlatformerPath(const ReachProblem& p, const TargetResult& t, const Shape& target)
{
    const MovementWorld w(p.bounds, p.bodies, p.tiles, p.player);
    QVERIFY(!t.path.empty());
    QCOMPARE(t.path.front().position, p.spawn);
    PlayerState s = w.spawnState(p.spawn);
    bool touched = touches(Box{s.position.x - 12, s.position.y - 40, 24, 40}, target);
    for (std::size_t i = 1; i < t.path.size(); ++i) {
        const StepResult r = w.step(s, t.path[i].input);
        QCOMPARE(r.state.position, t.path[i].position);
        if (i + 1 < t.path.size())
            QCOMPARE(r.outcome, StepOutcome::Alive);
        for (int k = 0; k + 1 < r.pathLength && !touched; ++k) {
            const Vec2 a = r.path[k], b = r.path[k + 1];
            // The box swept along an axis-aligned piece is a box.
            touched = touches(Box{std::min(a.x, b.x) - 12, std::min(a.y, b.y) - 40,
                                  std::abs(a.x - b.x) + 24, std::abs(a.y - b.y) + 40},
                              target);
        }
        s = r.state;
    }
    QVERIFY(touched);
}

// Every piece of a top-down path is free: the box swept along it overlaps nothing (checked
// at many points of each piece), and the last position touches the target.
void checkTopDownPath(const ReachProblem& p, const TargetResult& t, const Shape& target)
{
    const std::vector<Shape> walls = solidsOf(p, true);
    QVERIFY(!t.path.empty());
    QCOMPARE(t.path.front().position, p.spawn);
    const double hw = p.player.width / 2, hh = p.player.height / 2;
    for (std::size_t i = 0; i < t.path.size(); ++i) {
        const Vec2 a = t.path[i].position, b = t.path[i + 1 < t.path.size() ? i + 1 : i].position;
        for (int k = 0; k <= 32; ++k) {
            const Vec2 c = k == 32 ? b : a + (b - a) * (k / 32.0); // the end as it is: a + (b - a) rounds
            const Box box{c.x - hw, c.y - hh, 2 * hw, 2 * hh};
            for (const Shape& w : walls)
                QVERIFY2(!overlaps(box, w), qPrintable(QString("blocked at %1,%2").arg(c.x).arg(c.y)));
        }
    }
    const Vec2 e = t.path.back().position;
    QVERIFY(touches(Box{e.x - hw, e.y - hh, 2 * hw, 2 * hh}, target));
}

// A long open level 1024 high: a floor, eight rows of 48 x 16 ledges every 96 units above it
// (odd rows shifted by 40), the spawn on the floor at its left end; the shape of ledge-cli
// generate's levels.
ReachProblem ledgeLattice(int width)
{
    ReachProblem p;
    p.bounds = {0, 0, double(width), 1024};
    p.bodies.push_back({1, Box{0, 992, double(width), 32}, BodyKind::Solid});
    std::int64_t key = 2;
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < width / 96; ++c)
            p.bodies.push_back({key++, Box{c * 96.0 + (r % 2) * 40, 64 + r * 96.0, 48, 16}, BodyKind::Solid});
    p.spawn = {32, 992};
    return p;
}

// A random multiple of 8 units in [8 lo, 8 hi]: the grid of the random levels below.
double gridCoord(std::mt19937& rng, int lo, int hi)
{
    return double(std::uniform_int_distribution<int>(lo, hi)(rng) * 8);
}

// How many of a test's `most` random levels it plays: LEDGE_EXACT_LEVELS=N plays the first N
// only (the sanitizer pass asks for 6).
int levelsUpTo(int most)
{
    const int asked = qEnvironmentVariableIntValue("LEDGE_EXACT_LEVELS");
    return asked > 0 ? std::min(asked, most) : most;
}

// A seeded random cluttered level, 512 x 320 (docs/movement.md "Platformer search"): a floor,
// up to 14 boxes and planks (every fifth one-way), `slopes` slopes and, when asked, a hazard
// strip on the floor, the spawn at the floor's left end. No targets.
ReachProblem clutteredLevel(std::mt19937& rng, int slopes = 3, bool hazard = true)
{
    ReachProblem p;
    p.bounds = {0, 0, 512, 320};
    p.bodies.push_back({1, Box{0, 296, 512, 24}, BodyKind::Solid});
    for (int i = 0; i < 14; ++i) {
        const Box b{gridCoord(rng, 0, 60), gridCoord(rng, 4, 34), gridCoord(rng, 2, 12), gridCoord(rng, 1, 3)};
        if (b.x < 60 && b.y + b.h > 200)
            continue;
        p.bodies.push_back({i + 2, b, i % 5 == 4 ? BodyKind::OneWay : BodyKind::Solid});
    }
    for (int i = 0; i < slopes; ++i)
        p.bodies.push_back({40 + i, Slope{gridCoord(rng, 8, 56), gridCoord(rng, 10, 33), 32, 32, i % 2 ? Rise::Left : Rise::Right, false},
                            BodyKind::Solid});
    if (hazard)
        p.bodies.push_back({50, Box{gridCoord(rng, 10, 60), 288, gridCoord(rng, 1, 6), 8}, BodyKind::Hazard});
    p.spawn = {24, 296};
    return p;
}

} // namespace

class TestReachability : public QObject {
    Q_OBJECT
private slots:
    // The region marks the cells floor((coordinate - origin) / cell) of a box's corners, clamped
    // to the grid, and every cell between: on random boxes inside, across and beyond the level,
    // on the cell lines, for cells of a power of two (the default) and not.
    void regionMarksTheCellsOfABox()
    {
        std::mt19937 rng(1207);
        int checked = 0;
        // 1.1: a cell whose inverse rounds, so that k * 1.1 * (1 / 1.1) falls short of k.
        for (double cell : {16.0, 64.0, 24.0, 10.5, 1.1}) {
            const double scale = cell / 16;
            const Aabb level{-37.5 * scale, 12 * scale, 1000 * scale, 700 * scale};
            std::uniform_real_distribution<double> any(-300 * scale, 1300 * scale);
            const int columns = static_cast<int>(std::ceil(level.width() / cell));
            const int rows = static_cast<int>(std::ceil(level.height() / cell));
            const auto at = [&](double d, int n) {
                return static_cast<int>(std::clamp(std::floor(d / cell), 0.0, static_cast<double>(n - 1)));
            };
            for (int round = 0; round < 2000; ++round) {
                double x0 = any(rng), x1 = any(rng), y0 = any(rng), y1 = any(rng);
                if (round % 3 == 0) { // on the cell lines
                    x0 = level.minX + std::round((x0 - level.minX) / cell) * cell;
                    y1 = level.minY + std::round((y1 - level.minY) / cell) * cell;
                }
                const Aabb box{std::min(x0, x1), std::min(y0, y1), std::max(x0, x1), std::max(y0, y1)};
                ReachRegion region(level, cell);
                region.mark(box);
                const int c0 = at(box.minX - level.minX, columns), c1 = at(box.maxX - level.minX, columns);
                const int r0 = at(box.minY - level.minY, rows), r1 = at(box.maxY - level.minY, rows);
                std::vector<Aabb> expected;
                for (int r = r0; r <= r1; ++r)
                    expected.push_back({level.minX + c0 * cell, level.minY + r * cell,
                                        std::min(level.maxX, level.minX + (c1 + 1) * cell),
                                        std::min(level.maxY, level.minY + (r + 1) * cell)});
                QVERIFY2(region.boxes() == expected, qPrintable(QString("cell %1, round %2").arg(cell).arg(round)));
                ++checked;
            }
        }
        QCOMPARE(checked, 10000);
    }

    void levels_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<bool>("platformer");
        QTest::addColumn<QString>("expected"); // one flag per target, in reading order

        // The discrete held jump rises 98.96 units (3 cells = 96 are within reach, 4 are not)
        // and covers about 160 units of run at the same height.
        QTest::newRow("ledge a little below the jump height") << QStringList{
            "............",
            "............",
            "............",
            "........G...",
            "......######",
            "......######",
            "..S...######",
            "############"} << true << "1";
        QTest::newRow("ledge well above the jump height") << QStringList{
            "............",
            "........G...",
            "......######",
            "......######",
            "......######",
            "......######",
            "..S...######",
            "############"} << true << "0";
        QTest::newRow("pit narrower than a jump, hazard floor") << QStringList{
            "................",
            "................",
            "................",
            "................",
            ".S..........G...",
            "#######...######",
            "#######...######",
            "#######^^^######"} << true << "1";
        QTest::newRow("pit wider than a jump, hazard floor") << QStringList{
            "....................",
            "....................",
            "....................",
            "....................",
            ".S................G.",
            "#####........#######",
            "#####........#######",
            "#####^^^^^^^^#######"} << true << "0";
        QTest::newRow("short hazard strip") << QStringList{
            "................",
            "................",
            "................",
            "................",
            ".S.....^^.....G.",
            "################"} << true << "1";
        QTest::newRow("long hazard strip") << QStringList{
            "................",
            "................",
            "................",
            "................",
            ".S...^^^^^^^..G.",
            "################"} << true << "0";
        // Spikes leave 28 units of head room: a held jump dies on them. Released at the 4th
        // step a hop rises 27.6 and carries the player 56 units, over the pit; released at
        // the 3rd it rises 18.9 and comes down against the far wall of the pit; released at the
        // 5th it touches the spikes. Only the exact release step gets across.
        QTest::newRow("short hop under ceiling spikes") << QStringList{
            "............",
            "............",
            "............",
            "vvvvvvvvvvvv",
            "............",
            ".S.......G..",
            "####..######",
            "####^^######"} << true << "1";
        QTest::newRow("no hop clears a wider pit under spikes") << QStringList{
            "............",
            "............",
            "............",
            "vvvvvvvvvvvv",
            "............",
            ".S.......G..",
            "####...#####",
            "####^^^#####"} << true << "0";
        QTest::newRow("one-way platform too high alone") << QStringList{
            "............",
            "............",
            "......G.....",
            "....=====...",
            "............",
            "............",
            "............",
            "............",
            ".S..........",
            "############"} << true << "0";
        QTest::newRow("one-way platform through a lower one") << QStringList{
            "............",
            "............",
            "......G.....",
            "....=====...",
            "............",
            "............",
            "...=====....",
            "............",
            ".S..........",
            "############"} << true << "1";
        QTest::newRow("tunnel lower than the player") << QStringList{
            "############",
            "############",
            "....########",
            "....########",
            ".S.........G",
            "############"} << true << "0";
        QTest::newRow("tunnel higher than the player") << QStringList{
            "############",
            "############",
            "....########",
            "............",
            ".S.........G",
            "############"} << true << "1";
        QTest::newRow("ramp of slopes up to a plateau") << QStringList{
            "................",
            "................",
            "...........G....",
            "........../#####",
            "........./######",
            "......../#######",
            "......./########",
            ".S..../#########",
            "################"} << true << "1";
        QTest::newRow("the plateau without the ramp") << QStringList{
            "................",
            "................",
            "...........G....",
            "..........######",
            "..........######",
            "..........######",
            "..........######",
            ".S........######",
            "################"} << true << "0";
        QTest::newRow("ramp down from the left") << QStringList{
            "................",
            "................",
            ".S..............",
            "####\\...........",
            "#####\\..........",
            "######\\.........",
            "#######\\......G.",
            "################"} << true << "1";
        QTest::newRow("sealed room") << QStringList{
            "............",
            "............",
            ".....####...",
            ".....#G.#...",
            ".S...####...",
            "############"} << true << "0";
        QTest::newRow("tile staircase") << QStringList{
            "............",
            "..........P.",
            ".........###",
            "........####",
            ".......#####",
            "......######",
            ".....#######",
            ".S..########",
            "############"} << true << "1";
        QTest::newRow("staircase with one step too tall") << QStringList{
            "............",
            "..........P.",
            ".........###",
            ".........###",
            ".........###",
            ".........###",
            ".....#######",
            ".S..########",
            "############"} << true << "0";
        QTest::newRow("objects: boxes and a circle to climb") << QStringList{
            "............",
            "..........G.",
            ".........bbb",
            "............",
            "......o.....",
            ".S..b.......",
            "############"} << true << "1";
        QTest::newRow("two goals, one behind a wall") << QStringList{
            "............",
            "......#.....",
            "......#.....",
            "......#.....",
            ".S..G.#..G..",
            "############"} << true << "10";

        QTest::newRow("top-down: open room") << QStringList{
            "........",
            ".S......",
            "........",
            "......P."} << false << "1";
        QTest::newRow("top-down: sealed room") << QStringList{
            "..........",
            ".S..####..",
            "....#.G#..",
            "....####.."} << false << "0";
        QTest::newRow("top-down: one cell corridor (32 wide, player 24 x 40)") << QStringList{
            "##########",
            "#...######",
            "#.S.######",
            "#...######",
            "###.######",
            "###......#",
            "########G#"} << false << "0";
        QTest::newRow("top-down: two cell corridor") << QStringList{
            "##########",
            "#...######",
            "#.S.######",
            "#...######",
            "##..######",
            "##.......#",
            "##.......#",
            "########G#"} << false << "1";
        QTest::newRow("top-down: hazards and one-ways block") << QStringList{
            "........",
            ".S..^...",
            "....=...",
            "....^..G",
            "....=..."} << false << "0";
    }
    void levels()
    {
        QFETCH(QStringList, rows);
        QFETCH(bool, platformer);
        QFETCH(QString, expected);
        const ReachProblem p = level(rows, platformer);
        const ReachResult r = solveReachability(p);
        QVERIFY(!r.cancelled);
        QVERIFY(!r.spawnBlocked);
        QVERIFY(r.statesExplored > 0);
        QCOMPARE(reachedFlags(r), expected);
        for (std::size_t i = 0; i < r.targets.size(); ++i) {
            QCOMPARE(r.targets[i].key, p.targets[i].key);
            if (!r.targets[i].reached)
                continue;
            if (platformer)
                checkPlatformerPath(p, r.targets[i], p.targets[i].shape);
            else
                checkTopDownPath(p, r.targets[i], p.targets[i].shape);
            if (QTest::currentTestFailed())
                return;
        }
        // The region holds the player's box at the spawn.
        const Vec2 s = p.spawn;
        bool covered = false;
        for (const Aabb& b : r.region)
            covered = covered || (b.minX <= s.x && s.x <= b.maxX && b.minY <= s.y - 1 && s.y - 1 <= b.maxY);
        QVERIFY(covered);
    }

    // Exact widths: a doorway in a wall across a top-down room, and a tunnel in a platformer.
    void exactGaps_data()
    {
        QTest::addColumn<bool>("platformer");
        QTest::addColumn<bool>("vertical"); // top-down: the gap is in a wall across y
        QTest::addColumn<double>("gap");
        QTest::addColumn<bool>("reached");
        QTest::newRow("doorway narrower than the player") << false << false << 23.0 << false;
        QTest::newRow("doorway exactly as wide as the player") << false << false << 24.0 << true;
        QTest::newRow("doorway wider than the player") << false << false << 25.0 << true;
        QTest::newRow("doorway slightly narrower (1/1024)") << false << false << 24.0 - 1.0 / 1024 << false;
        QTest::newRow("side door lower than the player") << false << true << 39.5 << false;
        QTest::newRow("side door exactly as tall as the player") << false << true << 40.0 << true;
        QTest::newRow("tunnel lower than the player") << true << false << 39.75 << false;
        QTest::newRow("tunnel exactly as tall as the player") << true << false << 40.0 << true;
        QTest::newRow("tunnel taller than the player") << true << false << 41.0 << true;
    }
    void exactGaps()
    {
        QFETCH(bool, platformer);
        QFETCH(bool, vertical);
        QFETCH(double, gap);
        QFETCH(bool, reached);
        ReachProblem p;
        p.player.platformer = platformer;
        p.bounds = {0, 0, 320, 320};
        if (platformer) {
            // Floor at 300; a ceiling block over x 120..200 whose underside is gap above it.
            p.bodies.push_back({1, Box{0, 300, 320, 20}, BodyKind::Solid});
            p.bodies.push_back({2, Box{120, 0, 80, 300 - gap}, BodyKind::Solid});
            p.spawn = {40, 300};
            p.targets.push_back({10, Box{280, 280, 20, 20}});
        } else if (!vertical) {
            // A wall across y 150..170 with a doorway [100, 100 + gap).
            p.bodies.push_back({1, Box{0, 150, 100, 20}, BodyKind::Solid});
            p.bodies.push_back({2, Box{100 + gap, 150, 220 - gap, 20}, BodyKind::Solid});
            p.spawn = {40, 40};
            p.targets.push_back({10, Point{280, 300}});
        } else {
            // A wall across x 150..170 with a door [100, 100 + gap) in y.
            p.bodies.push_back({1, Box{150, 0, 20, 100}, BodyKind::Solid});
            p.bodies.push_back({2, Box{150, 100 + gap, 20, 220 - gap}, BodyKind::Solid});
            p.spawn = {40, 40};
            p.targets.push_back({10, Point{300, 280}});
        }
        const ReachResult r = solveReachability(p);
        QCOMPARE(r.targets.size(), std::size_t(1));
        QCOMPARE(r.targets[0].reached, reached);
        if (reached && platformer)
            checkPlatformerPath(p, r.targets[0], p.targets[0].shape);
        if (reached && !platformer)
            checkTopDownPath(p, r.targets[0], p.targets[0].shape);
        if (!reached) {
            // The nearest position is on the spawn's side of the gap.
            QVERIFY(platformer ? r.targets[0].nearest.x < 200 : (vertical ? r.targets[0].nearest.x < 170
                                                                           : r.targets[0].nearest.y < 170));
        }
    }

    // Top-down: two walls touching only at a corner seal; moved apart diagonally by exactly
    // the player's width they leave a pass exactly one position wide.
    void cornerContact_data()
    {
        QTest::addColumn<double>("shift");
        QTest::addColumn<bool>("reached");
        QTest::newRow("touching at a corner") << 0.0 << false;
        QTest::newRow("overlapping") << -4.0 << false;
        QTest::newRow("apart by less than the player's width") << 23.0 << false;
        QTest::newRow("apart by exactly the player's width") << 24.0 << true;
    }
    void cornerContact()
    {
        QFETCH(double, shift);
        QFETCH(bool, reached);
        ReachProblem p;
        p.player.platformer = false;
        p.bounds = {0, 0, 400, 320};
        // Left wall x 0..160, y 150..170; right wall from x 160 + shift, y 170..190.
        p.bodies.push_back({1, Box{0, 150, 160, 20}, BodyKind::Solid});
        p.bodies.push_back({2, Box{160 + shift, 170, 240 - shift, 20}, BodyKind::Solid});
        // And walls that close the two ends, so only the corner can let the player through.
        p.bodies.push_back({3, Box{0, 150, 1, 60}, BodyKind::Solid});
        p.bodies.push_back({4, Box{399, 130, 1, 60}, BodyKind::Solid});
        p.spawn = {40, 40};
        p.targets.push_back({10, Point{40, 300}});
        const ReachResult r = solveReachability(p);
        QCOMPARE(r.targets[0].reached, reached);
        if (reached)
            checkTopDownPath(p, r.targets[0], p.targets[0].shape);
    }

    // The overlay region covers where the player went and not a room it cannot enter.
    void region_data()
    {
        QTest::addColumn<bool>("platformer");
        QTest::newRow("platformer") << true;
        QTest::newRow("top-down") << false;
    }
    void region()
    {
        QFETCH(bool, platformer);
        const ReachProblem p = level({"................",
                                      "................",
                                      "........#####...",
                                      "........#...#...",
                                      ".S......#...#...",
                                      "........#####...",
                                      "################"},
                                     platformer);
        const ReachResult r = solveReachability(p);
        auto covered = [&](Vec2 q) {
            for (const Aabb& b : r.region)
                if (b.minX <= q.x && q.x <= b.maxX && b.minY <= q.y && q.y <= b.maxY)
                    return true;
            return false;
        };
        QVERIFY(!r.region.empty());
        QVERIFY(covered({48, 140}));                       // beside the spawn
        QVERIFY(!covered({9.5 * kCell, 3.5 * kCell}));     // inside the sealed room
        QVERIFY(!covered({11.5 * kCell, 4.5 * kCell}));
        for (const Aabb& b : r.region)
            QVERIFY(p.bounds.contains(b));
        // A search that stops at the last target (the validator's) has explored part of the
        // level only: it marks no region.
        ReachProblem early = p;
        early.stopWhenAllReached = true;
        QVERIFY(solveReachability(early).region.empty());
    }

    void spawnBlockedAndCancel()
    {
        ReachProblem p = level({"......", ".S..P.", "######"}, true);
        p.bodies.push_back({99, Box{40, 40, 10, 10}, BodyKind::Solid});
        ReachResult r = solveReachability(p);
        QVERIFY(r.spawnBlocked);
        QVERIFY(!r.targets[0].reached);

        p.bodies.clear();
        std::atomic<bool> cancel{true};
        r = solveReachability(p, &cancel);
        QVERIFY(r.cancelled);
        p = level({"......", ".S..P.", "......"}, false);
        r = solveReachability(p, &cancel);
        QVERIFY(r.cancelled);
        cancel = false;
        r = solveReachability(p, &cancel);
        QVERIFY(!r.cancelled);
        QVERIFY(r.targets[0].reached);
    }

    // The nearest position and best attempt of a target not reached are the same whether the
    // search leaves many targets (the nodes are put in a grid: CoarseGrids.h) or that one alone
    // (one pass over every node): on seeded random cluttered levels, with targets buried in
    // walls (never reached, so the search and its exhaustive pass explore the same states either
    // way) and others anywhere. (On these levels, one slope and no hazard, the nearest node to
    // one of them comes from the exhaustive pass: mixing up the searches' nodes fails here.)
    void nearestPositionsWithManyTargetsAsWithOne()
    {
        std::mt19937 rng(2026);
        int compared = 0, inTheExactPass = 0;
        const int rounds = levelsUpTo(4);
        for (int round = 0; round < rounds; ++round) {
            ReachProblem p = clutteredLevel(rng, 1, false);
            // Buried: at least two units inside the floor, which no box can touch.
            for (int i = 0; i < 5; ++i)
                p.targets.push_back({100 + i, Point{gridCoord(rng, 2, 62), 304 + gridCoord(rng, 0, 1)}});
            for (int i = 0; i < 3; ++i)
                p.targets.push_back({200 + i, Point{gridCoord(rng, 1, 63), gridCoord(rng, 1, 36)}});
            p.attempts = true;
            const ReachResult all = solveReachability(p);
            QVERIFY(!all.cancelled && !all.truncated);
            QVERIFY(all.statesExplored > 4096); // enough nodes for the grid
            inTheExactPass += all.exactStatesExplored > 0;
            for (std::size_t t = 0; t < p.targets.size(); ++t) {
                if (all.targets[t].reached)
                    continue;
                ReachProblem alone = p;
                alone.targets = {p.targets[t]};
                const ReachResult one = solveReachability(alone);
                QCOMPARE(one.statesExplored, all.statesExplored);
                QVERIFY(!one.targets[0].reached);
                const QString where = QString("round %1, target %2").arg(round).arg(t);
                QVERIFY2(one.targets[0].nearest == all.targets[t].nearest, qPrintable(where));
                QVERIFY2(one.targets[0].attempt.size() == all.targets[t].attempt.size(), qPrintable(where));
                for (std::size_t k = 0; k < one.targets[0].attempt.size(); ++k)
                    QVERIFY2(one.targets[0].attempt[k].position == all.targets[t].attempt[k].position, qPrintable(where));
                ++compared;
            }
        }
        QVERIFY(compared >= 5 * rounds); // every buried target at least
        QVERIFY(inTheExactPass > 0);     // the exhaustive pass's nodes are looked at too
    }

    void stopWhenAllReached()
    {
        ReachProblem p = level({"................", ".S.P............", "################"}, true);
        const std::size_t full = solveReachability(p).statesExplored;
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        QVERIFY(r.targets[0].reached);
        QVERIFY(r.statesExplored < full);
    }

    // The default cells against the finest ones (standing 2, air 2 x 2 and 30 units/s, a choice
    // every step) on seeded random cluttered levels (docs/movement.md "Platformer search"):
    // on these levels the default search reaches nothing the finest does not, and misses at
    // most 2% of what the finest reaches.
    // Measured on 60 such levels: 1 of 374 missed (these 12 levels hold that one).
    void defaultCellsAgainstTheFinest()
    {
        std::mt19937 rng(11);
        int reachedByFinest = 0, missed = 0;
        const int rounds = levelsUpTo(12);
        for (int round = 0; round < rounds; ++round) {
            ReachProblem p = clutteredLevel(rng);
            for (int i = 0; i < 8; ++i)
                p.targets.push_back({100 + i, Point{gridCoord(rng, 1, 63), gridCoord(rng, 1, 36)}});
            // The cells alone: without the exhaustive pass that follows them.
            PlatformerQuantum cells;
            cells.exactBudget = 0;
            PlatformerQuantum fine{2, 2, 2, 30, 1, false, 30};
            fine.exactBudget = 0;
            const ReachResult coarse = solvePlatformerReachWith(p, cells);
            const ReachResult finest = solvePlatformerReachWith(p, fine);
            QVERIFY(coarse.statesExplored < finest.statesExplored);
            for (std::size_t t = 0; t < p.targets.size(); ++t) {
                reachedByFinest += finest.targets[t].reached;
                missed += finest.targets[t].reached && !coarse.targets[t].reached;
                QVERIFY2(finest.targets[t].reached || !coarse.targets[t].reached,
                         qPrintable(QString("round %1 target %2").arg(round).arg(t)));
            }
        }
        QVERIFY(reachedByFinest > 20);
        QVERIFY2(missed * 50 <= reachedByFinest, qPrintable(QString("missed %1 of %2").arg(missed).arg(reachedByFinest)));
    }

    // The validator's call (stop when all reached) runs a directed search beside the
    // breadth-first one; on seeded random cluttered levels it reaches every target the full
    // breadth-first search reaches (and may add some), each reached target with a path that
    // replays. The breadth-first search alone with the same early exit gives exactly the full
    // search's answer.
    void platformerEarlyExitKeepsTheAnswer()
    {
        std::mt19937 rng(23);
        int reachedByFull = 0, allReachedLevels = 0, fewerStates = 0;
        for (int round = 0; round < 12; ++round) {
            ReachProblem p = clutteredLevel(rng, 0);
            // Fewer targets on even rounds, so that some levels have all of them reachable.
            for (int i = 0; i < (round % 2 ? 8 : 3); ++i)
                p.targets.push_back({100 + i, Point{gridCoord(rng, 1, 63), gridCoord(rng, round % 2 ? 1 : 30, 36)}});
            const ReachResult full = solveReachability(p);
            ReachProblem early = p;
            early.stopWhenAllReached = true;
            PlatformerQuantum breadthOnly;
            breadthOnly.directed = false;
            const ReachResult bfs = solvePlatformerReachWith(early, breadthOnly);
            const ReachResult both = solveReachability(early);
            QCOMPARE(reachedFlags(bfs), reachedFlags(full));
            ReachProblem lean = early;
            lean.lean = true;
            QCOMPARE(reachedFlags(solveReachability(lean)), reachedFlags(bfs));
            QVERIFY(bfs.statesExplored <= full.statesExplored); // a prefix of the same search
            bool all = true;
            for (std::size_t t = 0; t < p.targets.size(); ++t) {
                const QByteArray where = QString("round %1 target %2").arg(round).arg(t).toUtf8();
                reachedByFull += full.targets[t].reached;
                all = all && full.targets[t].reached;
                QVERIFY2(both.targets[t].reached || !full.targets[t].reached, where.constData());
                if (both.targets[t].reached)
                    checkPlatformerPath(p, both.targets[t], p.targets[t].shape);
            }
            allReachedLevels += all;
            fewerStates += all && both.statesExplored < full.statesExplored;
        }
        QVERIFY(reachedByFull > 20);
        QVERIFY(allReachedLevels >= 2); // the early exit was exercised
        QVERIFY(fewerStates >= 1);
    }

    // A long open level with the targets far along the floor and a lattice of ledges above
    // (the shape of ledge-cli generate's levels): the directed search walks there; the
    // breadth-first search alone explores the ledges on the way.
    void platformerDirectedOnOpenLevel()
    {
        ReachProblem p = ledgeLattice(4096);
        p.targets.push_back({500, Point{4000, 984}});
        p.targets.push_back({501, Point{2100, 984}});
        p.stopWhenAllReached = true;
        PlatformerQuantum breadthOnly;
        breadthOnly.directed = false;
        const ReachResult bfs = solvePlatformerReachWith(p, breadthOnly);
        const ReachResult both = solveReachability(p);
        QCOMPARE(reachedFlags(bfs), QStringLiteral("11"));
        QCOMPARE(reachedFlags(both), QStringLiteral("11"));
        QVERIFY2(both.statesExplored * 4 < bfs.statesExplored,
                 qPrintable(QString("%1 against %2").arg(both.statesExplored).arg(bfs.statesExplored)));
        for (std::size_t t = 0; t < 2; ++t) {
            checkPlatformerPath(p, both.targets[t], p.targets[t].shape);
            checkPlatformerPath(p, bfs.targets[t], p.targets[t].shape);
        }
        // Nodes are kept in blocks: the breadth-first paths above cross blocks.
        QVERIFY2(bfs.statesExplored > searchBlockNodes(), qPrintable(QString::number(bfs.statesExplored)));

        // A state budget: the search stops there, says so, and what it reached is real.
        ReachProblem capped = p;
        capped.stopWhenAllReached = false;
        capped.maxStates = 5000;
        const ReachResult partial = solveReachability(capped);
        QVERIFY(partial.truncated);
        QVERIFY(partial.statesExplored >= 5000 && partial.statesExplored < 5000 + 64);
        for (std::size_t t = 0; t < 2; ++t)
            if (partial.targets[t].reached)
                checkPlatformerPath(p, partial.targets[t], p.targets[t].shape);
        QVERIFY(!both.truncated && !bfs.truncated);

        // Cancelled before the first expansion: both searches stop at once.
        std::atomic<bool> cancel{true};
        const ReachResult cancelled = solveReachability(p, &cancel);
        QVERIFY(cancelled.cancelled);
        QVERIFY(cancelled.statesExplored <= 2);
    }

    // A goal sealed in a pocket on a wide open level: the search alone would cover every state
    // of the level before giving up. The validator's call decides it as sealed after a quick
    // search, reaches the open goal, and says nothing is undecided; a state limit below that
    // of the quick search leaves nothing sealed undecided either.
    void platformerSealedGoalIsDecidedQuickly()
    {
        ReachProblem p = ledgeLattice(8192);
        std::int64_t key = p.bodies.back().key + 1;
        // The pocket: two walls down from the top of the level and a lid under them.
        p.bodies.push_back({key++, Box{4048, 0, 16, 60}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{4128, 0, 16, 60}, BodyKind::Solid});
        p.bodies.push_back({key++, Box{4048, 44, 96, 16}, BodyKind::Solid});
        p.targets.push_back({500, Point{4096, 20}});  // in the pocket
        p.targets.push_back({501, Point{8000, 984}}); // on the floor, far away
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        QCOMPARE(reachedFlags(r), QStringLiteral("01"));
        // The pocket is also above every jump from the ledges: the jump envelope may decide it
        // first (JumpEnvelope.h); either way it is decided without covering the level.
        QVERIFY(r.targets[0].sealed || r.targets[0].outOfReach);
        QVERIFY(!r.targets[1].sealed);
        QVERIFY(!r.truncated);
        QVERIFY(r.exhaustive);
        checkPlatformerPath(p, r.targets[1], p.targets[1].shape);
        // The search paused for the seal check and went on: it did not start over (which cost
        // the quick search's 50,000 states again), so it takes about what the level without
        // the sealed goal takes.
        ReachProblem onlyOpen = p;
        onlyOpen.targets.erase(onlyOpen.targets.begin());
        const ReachResult o = solveReachability(onlyOpen);
        QVERIFY(o.targets[0].reached);
        qInfo("states: %zu with the sealed goal, %zu without", r.statesExplored, o.statesExplored);
        QVERIFY(r.statesExplored < o.statesExplored + 25000);

        // The validator's call under a state limit below the quick search's: the sealed goal
        // is decided all the same.
        ReachProblem small = p;
        small.maxStates = 5000;
        const ReachResult few = solveReachability(small);
        QVERIFY(few.targets[0].sealed || few.targets[0].outOfReach);
        QVERIFY(!few.targets[0].reached);

        // The whole search (the overlay's) on the same level under a state limit.
        ReachProblem capped = p;
        capped.stopWhenAllReached = false;
        capped.maxStates = 20000;
        const ReachResult partial = solveReachability(capped);
        QVERIFY(partial.truncated);
        QVERIFY(!partial.targets[0].reached);
        QVERIFY(partial.targets[0].sealed || partial.targets[0].outOfReach);

        // Without the pocket's lid the goal is open to the air above the platforms: not sealed
        // (whatever the jump decides).
        ReachProblem open = p;
        open.bodies.erase(open.bodies.end() - 1);
        const SealedTargets s = findSealedTargets(open, nullptr);
        QVERIFY(!s.sealed[0] && !s.sealed[1]);
    }

    // A goal shut in a small room on the floor, within a jump of everything around it (so no
    // jump envelope decides it): the validator's call looks in small windows after 8,192
    // states (SealScope::Pockets), so the room is decided then, not at the first full pause
    // (50,000 states) or when the directed search has given up on it. Beside a goal at the far
    // end of the floor, the search then takes what it takes for that goal alone.
    void platformerSmallRoomIsLookedInEarly()
    {
        ReachProblem p = ledgeLattice(8192);
        std::int64_t key = p.bodies.back().key + 1;
        // 48 units high, less than a jump: the way along the floor goes over it. Inside, 16
        // units wide: the player does not fit.
        for (const Box& wall : {Box{5960, 944, 16, 48}, Box{5992, 944, 16, 48}, Box{5976, 944, 16, 8}})
            p.bodies.push_back({key++, wall, BodyKind::Solid});
        p.targets.push_back({500, Point{5984, 984}}); // in the room, on the floor
        p.stopWhenAllReached = true;
        const ReachResult r = solveReachability(p);
        QVERIFY(r.targets[0].sealed);
        QVERIFY(!r.targets[0].outOfReach);
        qInfo("decided after %zu states", r.statesExplored);
        QVERIFY2(r.statesExplored < 8192 + 1024, qPrintable(QString::number(r.statesExplored)));

        ReachProblem both = p;
        both.targets.push_back({501, Point{8000, 984}}); // on the floor, far away
        ReachProblem onlyFar = both;
        onlyFar.targets.erase(onlyFar.targets.begin());
        const ReachResult b = solveReachability(both), far = solveReachability(onlyFar);
        QCOMPARE(reachedFlags(b), QStringLiteral("01"));
        QVERIFY(b.targets[0].sealed);
        QVERIFY(far.statesExplored > 8192); // the far goal is reached after the look
        qInfo("states: %zu with the room, %zu without", b.statesExplored, far.statesExplored);
        QVERIFY(b.statesExplored < far.statesExplored + 1024);
    }

    // On a level of more than 4,096 shapes the validator's first pause looks for seals in
    // windows only (up to a sixteenth of the level) and leaves the whole level's sweep to a
    // second pause, at twice the states the search took before its climber set out: a room
    // wider than any window is still decided sealed, only later; a small pocket is decided at
    // the first pause as before. Filler boxes under the floor, where no search goes, make the
    // level big for the sweep without making the search any longer.
    void platformerWholeSweepWaitsOnABigLevel()
    {
        ReachProblem p = ledgeLattice(8192);
        p.bounds.maxY = 2048;
        std::int64_t key = p.bodies.back().key + 1;
        const auto addFiller = [&](ReachProblem& q) {
            for (int i = 0; i < 4500; ++i)
                q.bodies.push_back({key++, Box{16.0 + (i % 450) * 18.0, 1800.0 + (i / 450) * 20.0, 8, 8}, BodyKind::Solid});
        };
        // A room of 2,048 x 300 on the floor at the far end (too long for any window).
        for (const Box& wall : {Box{6112, 692, 2048, 32}, Box{6112, 692, 32, 300}, Box{8128, 692, 32, 300}})
            p.bodies.push_back({key++, wall, BodyKind::Solid});
        p.targets.push_back({500, Point{7100, 984}}); // in the room, on the floor
        p.stopWhenAllReached = true; // the validator's call
        p.climbAfter = 60'000;
        ReachProblem big = p;
        addFiller(big);
        QVERIFY(sweepShapes(big) > 4096 && sweepShapes(p) <= 4096);
        const ReachResult late = solveReachability(big);
        QVERIFY(late.targets[0].sealed);
        QVERIFY(!late.targets[0].reached);
        QVERIFY2(late.statesExplored >= 2 * 60'000, qPrintable(QString::number(late.statesExplored)));
        const ReachResult early = solveReachability(p);
        QVERIFY(early.targets[0].sealed);
        QVERIFY2(early.statesExplored < 60'000, qPrintable(QString::number(early.statesExplored)));

        // A small pocket at the top of the big level: its window decides it at the first pause.
        ReachProblem pocket = big;
        pocket.targets.clear();
        pocket.bodies.push_back({key++, Box{4048, 0, 16, 60}, BodyKind::Solid});
        pocket.bodies.push_back({key++, Box{4128, 0, 16, 60}, BodyKind::Solid});
        pocket.bodies.push_back({key++, Box{4048, 44, 96, 16}, BodyKind::Solid});
        pocket.targets.push_back({501, Point{4096, 20}});
        const ReachResult quick = solveReachability(pocket);
        QVERIFY(quick.targets[0].sealed || quick.targets[0].outOfReach);
        QVERIFY2(quick.statesExplored < 60'000, qPrintable(QString::number(quick.statesExplored)));
    }

    // The lean search (verdicts only, expanded states freed behind the breadth-first front):
    // on a level of a few hundred thousand states, so that blocks of states are freed while it
    // runs, it explores the very same states and gives the same verdicts as the whole search.
    void platformerLeanSearchKeepsTheVerdicts()
    {
        ReachProblem p = ledgeLattice(2048);
        p.targets.push_back({500, Point{1000, 40}});   // above the top ledges: out of reach
        p.targets.push_back({501, Point{2000, 984}});  // on the floor
        p.targets.push_back({502, Point{1500, 8}});    // against the top of the level
        // Buried in the floor: no bound decides it, so the whole search ends with the
        // exhaustive pass (JumpEnvelope.h decides the two above first).
        p.targets.push_back({503, Point{1000, 1010}});
        const ReachResult whole = solveReachability(p);
        ReachProblem lean = p;
        lean.lean = true;
        const ReachResult r = solveReachability(lean);
        QVERIFY2(whole.statesExplored > 3 * searchBlockNodes(), "the lean search must free blocks on the way");
        QCOMPARE(r.statesExplored, whole.statesExplored);
        QCOMPARE(reachedFlags(r), reachedFlags(whole));
        QVERIFY(r.region.empty());
        // And as the validator asks (stop at the last target, the seal check on the way).
        lean.stopWhenAllReached = true;
        ReachProblem verdicts = p;
        verdicts.stopWhenAllReached = true;
        QCOMPARE(reachedFlags(solveReachability(lean)), reachedFlags(solveReachability(verdicts)));
    }

    // ReachProblem::leanPastLimit: at its state limit the search goes on lean instead of
    // stopping. It explores the same states as the whole search and decides every target as it
    // does; the targets reached before the limit keep paths that replay, those reached after
    // have none; the positions nearest the targets not reached are as near as the whole
    // search's; and no region is drawn past the limit.
    void platformerLeanPastTheLimit()
    {
        ReachProblem p = ledgeLattice(8192);
        p.targets.push_back({500, Point{100, 980}});   // next to the spawn: reached first
        p.targets.push_back({501, Point{8000, 984}});  // the far end of the floor
        p.targets.push_back({502, Point{7500, 8}});    // against the top of the level
        p.targets.push_back({503, Point{1000, 1010}}); // buried in the floor
        p.targets.push_back({504, Point{1000, 40}});   // above the top ledges: out of reach
        const ReachResult whole = solveReachability(p);
        const std::size_t cells = whole.statesExplored - whole.exactStatesExplored;
        QVERIFY2(cells > 2 * searchBlockNodes(), qPrintable(QString("%1 states: blocks must be freed past the limit").arg(cells)));
        ReachProblem q = p;
        q.maxStates = cells / 4;
        q.leanPastLimit = true;
        const ReachResult r = solveReachability(q);
        QVERIFY(!r.truncated);
        QVERIFY2(r.leanFrom >= q.maxStates && r.leanFrom < q.maxStates + 64, qPrintable(QString::number(r.leanFrom)));
        QCOMPARE(r.statesExplored, whole.statesExplored);
        QCOMPARE(reachedFlags(r), reachedFlags(whole));
        QVERIFY(r.region.empty());
        const auto distance = [&](const TargetResult& t, std::size_t i) {
            const Aabb box = playerBounds(p.player, t.nearest);
            const Aabb goal = bounds(p.targets[i].shape);
            return std::hypot(std::max({0.0, box.minX - goal.maxX, goal.minX - box.maxX}),
                              std::max({0.0, box.minY - goal.maxY, goal.minY - box.maxY}));
        };
        int before = 0, after = 0, unreached = 0;
        for (std::size_t i = 0; i < r.targets.size(); ++i) {
            const TargetResult& t = r.targets[i];
            if (!t.reached) {
                ++unreached;
                QCOMPARE(distance(t, i), distance(whole.targets[i], i));
                QVERIFY(t.nearest != p.spawn); // a real nearest position, not the default
                continue;
            }
            if (t.path.empty()) {
                ++after;
                continue;
            }
            ++before;
            checkPlatformerPath(p, t, p.targets[i].shape);
        }
        QVERIFY2(before >= 1 && after >= 1 && unreached >= 2,
                 qPrintable(QString("%1 reached before the limit, %2 after, %3 not").arg(before).arg(after).arg(unreached)));

        // As the validator asks: stopping at the last target, the directed search beside the
        // breadth-first one until the limit.
        ReachProblem verdicts = p;
        verdicts.stopWhenAllReached = true;
        ReachProblem limited = verdicts;
        limited.maxStates = 20'000;
        limited.leanPastLimit = true;
        const ReachResult v = solveReachability(limited);
        QVERIFY(!v.truncated && v.leanFrom > 0);
        QCOMPARE(reachedFlags(v), reachedFlags(solveReachability(verdicts)));
        // The probes of the why and the margins keep their states: bounded by the limit.
        QCOMPARE(ReachProbe::budgetAfter(limited, v), std::size_t(50'000));
        QCOMPARE(ReachProbe::budgetAfter(q, r), std::max<std::size_t>(r.leanFrom, 50'000));
    }

    // ReachProblem::scoutAfter and climbAfter: past that many states, the verdict's scout
    // searches beside the breadth-first search over coarser cells, and its climber in whole
    // moves, best first. Each reaches the target at the end of a long climb in fewer states
    // (the climber in a quarter or less), with a path that replays; every verdict is the one
    // without it; one that reaches nothing costs nothing (the scout is freed: the same states,
    // state for state) or a bounded number of nodes (the climber); a probe (no exhaustive
    // pass) has the climber only.
    void platformerHelpersFindTheLongClimb_data()
    {
        QTest::addColumn<bool>("climber");
        QTest::addColumn<int>("fewerBy"); // at least so many times fewer states
        QTest::newRow("scout") << false << 2;
        QTest::newRow("climber") << true << 4;
    }
    void platformerHelpersFindTheLongClimb()
    {
        QFETCH(bool, climber);
        QFETCH(int, fewerBy);
        ReachProblem p = staircase();
        p.targets.push_back({500, Point{100, 980}});   // next to the spawn: reached at once
        p.targets.push_back({501, Point{3732, 100}});  // on the last ledge
        p.stopWhenAllReached = true;
        p.scoutAfter = 0;
        p.climbAfter = 0;
        const ReachResult plain = solveReachability(p);
        ReachProblem q = p;
        std::size_t& after = climber ? q.climbAfter : q.scoutAfter;
        after = climber ? 2'000 : 5'000;
        const ReachResult helped = solveReachability(q);
        QCOMPARE(reachedFlags(plain), QStringLiteral("11"));
        QCOMPARE(reachedFlags(helped), reachedFlags(plain));
        QVERIFY(!plain.targets[1].scouted);
        QVERIFY(!helped.targets[0].scouted); // reached before the helper set out
        QVERIFY(helped.targets[1].scouted);
        checkPlatformerPath(q, helped.targets[1], q.targets[1].shape);
        QVERIFY2(std::size_t(fewerBy) * helped.statesExplored < plain.statesExplored,
                 qPrintable(QString("%1 states with it, %2 without").arg(helped.statesExplored).arg(plain.statesExplored)));

        // Given a target buried in the floor instead, the helper reaches nothing. With the seal
        // check off, which would seal it at the first pause (tst_sealedtargets
        // targetsInsideASolid), only the search decides it.
        p.targets[1] = {502, Point{1000, 1010}};
        p.sealCheck = false;
        q.targets = p.targets;
        q.sealCheck = false;
        const ReachResult none = solveReachability(p);
        const ReachResult helpedNone = solveReachability(q);
        QCOMPARE(reachedFlags(helpedNone), reachedFlags(none));
        QVERIFY2(none.statesExplored > 4 * after, "the helper must have set out for this to mean anything");
        if (climber) {
            // Bounded: here by its moves running out on this small level.
            QVERIFY(helpedNone.statesExplored > none.statesExplored);
            QVERIFY(helpedNone.statesExplored < none.statesExplored + 100'000);
        } else {
            QCOMPARE(helpedNone.statesExplored, none.statesExplored);
        }

        // A probe (ReachAnalysis: no exhaustive pass, bounded by the verdict's states) runs the
        // climber, whose stages have a bound of their own, but not the scout.
        ReachProblem probe = q;
        probe.targets[1] = {501, Point{3732, 100}};
        probe.exhaustive = false;
        const ReachResult probed = solveReachability(probe);
        QVERIFY(probed.targets[1].reached);
        QCOMPARE(probed.targets[1].scouted, climber);
        checkPlatformerPath(probe, probed.targets[1], probe.targets[1].shape);
    }

    // The climber's jumps are held to their top, but one that would leave the level (or die) is
    // cut the step before, and the move goes on from there: under a ceiling as low as the level's
    // top edge, only cut jumps cross a gap between two ledges at the same height.
    void platformerClimberCutsAJumpThatLeavesTheLevel()
    {
        ReachProblem p = staircase();
        p.bodies.push_back({20, Box{3860, 112, 64, 16}, BodyKind::Solid}); // beyond the last ledge
        p.targets.push_back({501, Point{3900, 100}}); // on that ledge
        p.stopWhenAllReached = true;
        p.scoutAfter = 0;
        p.climbAfter = 2'000;
        const ReachResult r = solveReachability(p);
        QCOMPARE(reachedFlags(r), QStringLiteral("1"));
        QVERIFY(r.targets[0].scouted);
        checkPlatformerPath(p, r.targets[0], p.targets[0].shape);
    }

    // Searches hand their node blocks and visited-cell pages on to the next ones (kept against
    // page faults, PlatformerReach.cpp MemoryCache): a search run after others, or beside
    // another on a second thread, explores the same states, reaches the same targets and finds
    // paths as long as the first.
    void searchesStartClean()
    {
        ReachProblem p = ledgeLattice(3072);
        p.targets.push_back({500, Point{1000, 40}}); // above the top ledges: never reached
        p.targets.push_back({501, Point{2900, 984}}); // on the floor
        ReachProblem other = ledgeLattice(4096);
        other.spawn = {1500, 992};
        other.targets = p.targets;
        const ReachResult first = solveReachability(p);
        const ReachResult otherFirst = solveReachability(other);
        QVERIFY2(first.statesExplored > searchBlockNodes() && otherFirst.statesExplored > searchBlockNodes(),
                 "each search must fill more than one block of nodes");
        const ReachResult again = solveReachability(p);
        QCOMPARE(again.statesExplored, first.statesExplored);
        QCOMPARE(reachedFlags(again), reachedFlags(first));
        QCOMPARE(again.targets[1].path.size(), first.targets[1].path.size());
        ReachResult beside;
        std::thread thread([&] { beside = solveReachability(other); });
        const ReachResult third = solveReachability(p);
        thread.join();
        QCOMPARE(third.statesExplored, first.statesExplored);
        QCOMPARE(beside.statesExplored, otherFirst.statesExplored);
        QCOMPARE(reachedFlags(beside), reachedFlags(otherFirst));
    }

    // A target buried in the floor next to the spawn cannot be reached, and it is the nearest:
    // a directed search that never gave up on it would spend its share there. Out of patience
    // it is given up, and the far targets are reached within a budget the breadth-first search
    // alone does not cover. Both answers stay honest: the buried one is never reached.
    void platformerDirectedGivesUpOnABuriedTarget_data()
    {
        QTest::addColumn<std::size_t>("patience");
        QTest::addColumn<QString>("reached");
        QTest::newRow("no patience limit: stuck on the buried one") << std::numeric_limits<std::size_t>::max() << QStringLiteral("000");
        QTest::newRow("patience 50: far targets reached") << std::size_t(50) << QStringLiteral("011");
    }
    void platformerDirectedGivesUpOnABuriedTarget()
    {
        QFETCH(std::size_t, patience);
        QFETCH(QString, reached);
        ReachProblem p;
        p.bounds = {0, 0, 3072, 512};
        p.bodies.push_back({1, Box{0, 480, 3072, 32}, BodyKind::Solid});
        p.spawn = {32, 480};
        p.targets.push_back({500, Point{160, 500}});  // inside the floor
        p.targets.push_back({501, Point{2700, 472}});
        p.targets.push_back({502, Point{2900, 472}});
        p.stopWhenAllReached = true;
        p.maxStates = 30000;
        PlatformerQuantum quantum;
        quantum.directedPatience = patience;
        const ReachResult result = solvePlatformerReachWith(p, quantum);
        QCOMPARE(reachedFlags(result), reached);
        QVERIFY(result.truncated);
        for (std::size_t t = 1; t < 3; ++t)
            if (result.targets[t].reached)
                checkPlatformerPath(p, result.targets[t], p.targets[t].shape);
    }

    // Property (seeded random levels): adding an obstacle never makes an unreachable target
    // reachable. Top-down: a solid box (free space only shrinks). Platformer: a hazard (a
    // solid is not such an obstacle there: it is also something to stand on).
    void addingObstaclesNeverHelps_data()
    {
        QTest::addColumn<bool>("platformer");
        QTest::newRow("top-down, solid") << false;
        QTest::newRow("platformer, hazard") << true;
    }
    void addingObstaclesNeverHelps()
    {
        QFETCH(bool, platformer);
        std::mt19937 rng(20261129u);
        int checkedUnreachable = 0;
        for (int round = 0; round < 20; ++round) {
            ReachProblem p;
            p.player.platformer = platformer;
            p.bounds = {0, 0, 384, 256};
            if (platformer)
                p.bodies.push_back({1, Box{0, 232, 384, 24}, BodyKind::Solid});
            for (int i = 0; i < 10; ++i) {
                const Box b{gridCoord(rng, 0, 44), gridCoord(rng, 0, 28), gridCoord(rng, 1, 8), gridCoord(rng, 1, 4)};
                if (b.x < 60 && b.y + b.h > 150)
                    continue; // keep the spawn's corner clear
                p.bodies.push_back({i + 2, b, BodyKind::Solid});
            }
            p.spawn = platformer ? Vec2{24, 232} : Vec2{24, 200};
            for (int i = 0; i < 6; ++i)
                p.targets.push_back({100 + i, Point{gridCoord(rng, 1, 47), gridCoord(rng, 1, 30)}});
            const ReachResult before = solveReachability(p);
            if (before.spawnBlocked)
                continue;
            for (int extra = 0; extra < 3; ++extra) {
                ReachProblem q = p;
                const Box b{gridCoord(rng, 0, 44), gridCoord(rng, 0, 28), gridCoord(rng, 1, 6), gridCoord(rng, 1, 6)};
                if (b.x < 60 && b.y + b.h > 150)
                    continue;
                q.bodies.push_back({50, b, platformer ? BodyKind::Hazard : BodyKind::Solid});
                const ReachResult after = solveReachability(q);
                for (std::size_t t = 0; t < p.targets.size(); ++t) {
                    if (before.targets[t].reached)
                        continue;
                    ++checkedUnreachable;
                    QVERIFY2(!after.targets[t].reached,
                             qPrintable(QString("round %1 extra %2 target %3").arg(round).arg(extra).arg(t)));
                }
            }
        }
        QVERIFY(checkedUnreachable > 10); // the property was exercised
    }
};

QTEST_GUILESS_MAIN(TestReachability)
#include "tst_reachability.moc"
