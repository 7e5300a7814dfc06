// The top-down sweep (collision/TopDownReach.cpp) against the first top-down solver, kept as a
// test-only oracle (TopDownReference.cpp), on seeded random levels that mix boxes, circles,
// convex and concave polygons, slopes and tiles, with doorways exactly as wide as the player
// and walls meeting at corners or diagonally apart by exactly the player's width.
//
// With whole-number coordinates and player sizes every cut of every shape falls on a cut of
// each curved shape it crosses, and there the two solvers define the same free space: the
// reached targets, the spawn check and the overlay region must be identical. With fractional
// coordinates the sweep cuts each curved shape only at its own cuts, so its free space is a
// superset of the reference's (docs/movement.md "Top-down"): it reaches at least as much.
//
// The sweep takes a vertically convex concave polygon as one blocker (docs/movement.md "Whole
// polygons"); the reference and the sweep with TopDownOptions::wholePolygons off take its
// triangles apart: wholePolygons() and wholePolygonPinches() compare the three.

#include "TopDownReference.h"

#include "collision/Overlap.h"
#include "collision/Reachability.h"
#include "collision/TopDownReach.h"

#include <QtTest>

#include <random>

using namespace ledge;

namespace {

struct RandomLevel {
    ReachProblem problem;
    // Everything that blocks, for checking paths; curved: a circle, polygon or slope.
    std::vector<std::pair<Shape, bool>> walls;
};

// A random level of 384 x 320 units. fraction: added to every coordinate of the shapes (0 for
// whole numbers). curvedTargets: circles among the targets.
RandomLevel randomLevel(std::mt19937& rng, double fraction, bool curvedTargets)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    RandomLevel l;
    ReachProblem& p = l.problem;
    p.player.platformer = false;
    const int players[3][2] = {{24, 24}, {24, 40}, {15, 30}};
    const int which = pick(0, 2);
    p.player.width = players[which][0];
    p.player.height = players[which][1];
    const double pw = p.player.width, ph = p.player.height;
    p.bounds = {0, 0, 384, 320};
    std::int64_t key = 1;
    auto add = [&](Shape s, BodyKind kind = BodyKind::Solid) {
        l.walls.push_back({s, !std::holds_alternative<Box>(s)});
        p.bodies.push_back({key++, std::move(s), kind});
    };
    auto f = [&](int v) { return v + fraction; };

    // A wall across the level with a doorway exactly the player's width (or one unit less),
    // horizontal or vertical.
    if (pick(0, 1)) {
        const double y = pick(6, 30) * 8, door = pick(2, 40) * 8, gap = pw - pick(0, 1);
        add(Box{f(0), f(int(y)), door, 16});
        add(Box{f(int(door + gap)), f(int(y)), 384 - door - gap, 16});
    } else {
        const double x = pick(6, 40) * 8, door = pick(2, 30) * 8, gap = ph - pick(0, 1);
        add(Box{f(int(x)), f(0), 16, door});
        add(Box{f(int(x)), f(int(door + gap)), 16, 320 - door - gap});
    }
    // Two walls meeting at a corner, or diagonally apart by the player's width.
    {
        const int x = pick(4, 36) * 8, y = pick(4, 30) * 8, shift = pick(0, 2) == 0 ? 0 : int(pw);
        add(Box{f(x - 64), f(y - 16), 64, 16});
        add(Box{f(x + shift), f(y), 64, 16});
    }
    const int shapes = pick(6, 18);
    for (int i = 0; i < shapes; ++i) {
        const int x = pick(0, 44) * 8 + pick(0, 7), y = pick(0, 36) * 8 + pick(0, 7);
        const BodyKind kind = pick(0, 5) == 0 ? BodyKind::Hazard : BodyKind::Solid;
        switch (pick(0, 5)) {
        case 0:
            add(Box{f(x), f(y), double(pick(2, 80)), double(pick(2, 64))}, kind);
            break;
        case 1:
            add(Circle{f(x), f(y), double(pick(3, 30))}, kind);
            break;
        case 2: {
            const double w = pick(8, 72), h = pick(8, 72);
            add(Slope{f(x), f(y), w, h, pick(0, 1) ? Rise::Left : Rise::Right, pick(0, 3) == 0}, kind);
            break;
        }
        case 3: {
            // The generator's pentagon: convex or notched (concave).
            const int w = pick(16, 80), h = pick(16, 80), notch = pick(0, 1) ? h * 3 / 4 : h / 4;
            add(Polygon{{{f(x), f(y + h)}, {f(x), f(y)}, {f(x + w / 2), f(y + notch)}, {f(x + w), f(y)}, {f(x + w), f(y + h)}}},
                kind);
            break;
        }
        case 4: {
            const int w = pick(8, 60), h = pick(8, 60);
            add(Polygon{{{f(x), f(y + h)}, {f(x + pick(0, w)), f(y)}, {f(x + w), f(y + pick(0, h))}}}, kind);
            break;
        }
        default:
            add(Box{f(x), f(y), double(pick(1, 6) * 8), double(pick(1, 6) * 8)}, kind);
        }
    }
    // Tiles: a few cells of every kind on a grid of 16 or 32 (one-way tiles block top-down).
    TileGrid g;
    g.cellSize = pick(0, 1) ? 16 : 32;
    g.columns = int(384 / g.cellSize);
    g.rows = int(320 / g.cellSize);
    g.cells.assign(static_cast<std::size_t>(g.columns * g.rows), TileKind::Empty);
    for (int i = pick(0, 20); i > 0; --i) {
        const int c = pick(0, g.columns - 1), r = pick(0, g.rows - 1);
        const TileKind k = pick(0, 3) == 0 ? TileKind::OneWay : pick(0, 4) == 0 ? TileKind::Hazard : TileKind::Solid;
        g.cells[static_cast<std::size_t>(r * g.columns + c)] = k;
        l.walls.push_back({Box{c * g.cellSize, r * g.cellSize, g.cellSize, g.cellSize}, false});
    }
    p.tiles.push_back(g);

    // A spawn where the player fits, mostly (the last try is kept either way).
    for (int attempt = 0; attempt < 20; ++attempt) {
        p.spawn = {double(pick(2, 46) * 8), double(pick(2, 38) * 8)};
        const Box box{p.spawn.x - pw / 2, p.spawn.y - ph / 2, pw, ph};
        if (std::none_of(l.walls.begin(), l.walls.end(), [&](const auto& w) { return overlaps(box, w.first); }))
            break;
    }
    for (int i = 0; i < 8; ++i) {
        const double x = pick(1, 47) * 8, y = pick(1, 39) * 8;
        if (curvedTargets && i % 4 == 3)
            p.targets.push_back({100 + i, Circle{x, y, double(pick(2, 12))}});
        else if (i % 4 == 2)
            p.targets.push_back({100 + i, Box{x, y, double(pick(1, 6) * 4), double(pick(1, 6) * 4)}});
        else
            p.targets.push_back({100 + i, Point{x, y}});
    }
    return l;
}

// Every piece of a path is free (the box swept along it overlaps nothing, checked at many
// points), and its last position touches the target. Curved shapes are blocked on slabs of at
// most kCurvedSlab units (docs/movement.md "Top-down"), so against them the box is narrowed by
// that much on each side.
bool pathIsFree(const RandomLevel& l, const TargetResult& t, const Shape& target, QString* why)
{
    const ReachProblem& p = l.problem;
    if (t.path.empty() || t.path.front().position != p.spawn) {
        *why = "path does not start at the spawn";
        return false;
    }
    const double hw = p.player.width / 2, hh = p.player.height / 2;
    for (std::size_t i = 0; i + 1 < t.path.size(); ++i) {
        const Vec2 a = t.path[i].position, b = t.path[i + 1].position;
        for (int k = 0; k <= 16; ++k) {
            // The ends as they are: a + (b - a) rounds, and a stop against a wall one unit in the
            // last place further on overlaps it (seed 237, level 34 of the fractional row).
            const Vec2 c = k == 16 ? b : a + (b - a) * (k / 16.0);
            const Box box{c.x - hw, c.y - hh, 2 * hw, 2 * hh};
            const Box narrow{c.x - hw + kCurvedSlab, c.y - hh, 2 * (hw - kCurvedSlab), 2 * hh};
            for (const auto& [w, curved] : l.walls)
                if (overlaps(curved ? narrow : box, w)) {
                    *why = QString("blocked at %1,%2").arg(c.x).arg(c.y);
                    return false;
                }
        }
    }
    // (A circle target's inflated boundary is rounded outwards: a hair of slack.)
    const Vec2 e = t.path.back().position;
    const double slack = std::holds_alternative<Circle>(target) ? 1e-9 : 0.0;
    if (!touches(Box{e.x - hw - slack, e.y - hh - slack, 2 * (hw + slack), 2 * (hh + slack)}, target)) {
        *why = "the path ends away from the target";
        return false;
    }
    return true;
}

// A top-down level with one of three players; the caller lays out its shapes.
RandomLevel withRandomPlayer(std::mt19937& rng)
{
    RandomLevel l;
    l.problem.player.platformer = false;
    const int players[3][2] = {{24, 24}, {16, 24}, {15, 30}};
    const int which = std::uniform_int_distribution<int>(0, 2)(rng);
    l.problem.player.width = players[which][0];
    l.problem.player.height = players[which][1];
    return l;
}

// The spawn at a free place (a few tries) and 8 targets anywhere: points, and with
// someCircles every fourth a small circle.
void addSpawnAndTargets(std::mt19937& rng, RandomLevel& l, bool someCircles)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    ReachProblem& p = l.problem;
    const double pw = p.player.width, ph = p.player.height;
    for (int attempt = 0; attempt < 40; ++attempt) {
        p.spawn = {double(pick(int(pw), int(p.bounds.maxX - pw))), double(pick(int(ph), int(p.bounds.maxY - ph)))};
        const Box box{p.spawn.x - pw / 2, p.spawn.y - ph / 2, pw, ph};
        if (std::none_of(l.walls.begin(), l.walls.end(), [&](const auto& w) { return overlaps(box, w.first); }))
            break;
    }
    for (int i = 0; i < 8; ++i) {
        const double x = pick(4, int(p.bounds.maxX) - 4), y = pick(4, int(p.bounds.maxY) - 4);
        if (someCircles && i % 4 == 3)
            p.targets.push_back({100 + i, Circle{x, y, double(pick(2, 8))}});
        else
            p.targets.push_back({100 + i, Point{x, y}});
    }
}

// A level of curved shapes on a jittered lattice (the generator's, smaller and tighter):
// circles, slopes rising either way, convex and notched pentagons, triangles and a few boxes,
// with gaps between neighbours from overlapping to some units wider than the player, so that
// free intervals beside curved faces are narrow or pinched in many places. fraction: added to
// every coordinate of the shapes.
RandomLevel curvedLevel(std::mt19937& rng, double fraction)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    RandomLevel l = withRandomPlayer(rng);
    ReachProblem& p = l.problem;
    const int slot = pick(44, 64), columns = pick(5, 9), rows = pick(4, 7);
    p.bounds = {0, 0, double(columns * slot + 32), double(rows * slot + 32)};
    std::int64_t key = 1;
    auto f = [&](double v) { return v + fraction; };
    for (int c = 0; c < columns; ++c)
        for (int r = 0; r < rows; ++r) {
            const int x = 16 + c * slot, y = 16 + r * slot;
            const int w = pick(slot / 3, slot - 4), h = pick(slot / 3, slot - 4);
            const int ox = x + pick(0, slot - w), oy = y + pick(0, slot - h);
            Shape s;
            switch (pick(0, 5)) {
            case 0:
            case 1: {
                const int radius = std::min(w, h) / 2;
                s = Circle{f(ox + radius), f(oy + radius), double(radius)};
                break;
            }
            case 2:
                s = Slope{f(ox), f(oy), double(w), double(h), pick(0, 1) ? Rise::Left : Rise::Right, pick(0, 2) == 0};
                break;
            case 3: {
                const int notch = pick(0, 1) ? h * 3 / 4 : h / 4;
                s = Polygon{{{f(ox), f(oy + h)}, {f(ox), f(oy)}, {f(ox + w / 2), f(oy + notch)}, {f(ox + w), f(oy)}, {f(ox + w), f(oy + h)}}};
                break;
            }
            case 4:
                s = Polygon{{{f(ox), f(oy + h)}, {f(ox + pick(0, w)), f(oy)}, {f(ox + w), f(oy + pick(0, h))}}};
                break;
            default:
                s = Box{f(ox), f(oy), double(w), double(h)};
            }
            l.walls.push_back({s, !std::holds_alternative<Box>(s)});
            p.bodies.push_back({key++, std::move(s), pick(0, 7) == 0 ? BodyKind::Hazard : BodyKind::Solid});
        }
    addSpawnAndTargets(rng, l, true);
    return l;
}

// A level of vertically convex (x-monotone) concave polygons on a jittered lattice, some
// notched several times, some of whose reflex vertices face an edge at a point that is not a
// pair of doubles (such a polygon is swept as its triangles, still as one blocker), some with
// more pieces than one blocker takes (swept apart), among boxes and circles, with gaps between
// neighbours around the player's size. Whole-number coordinates.
RandomLevel monotoneLevel(std::mt19937& rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    RandomLevel l = withRandomPlayer(rng);
    ReachProblem& p = l.problem;
    const int slot = pick(48, 72), columns = pick(5, 8), rows = pick(4, 6);
    p.bounds = {0, 0, double(columns * slot + 32), double(rows * slot + 32)};
    std::int64_t key = 1;
    for (int c = 0; c < columns; ++c)
        for (int r = 0; r < rows; ++r) {
            const int x = 16 + c * slot, y = 16 + r * slot;
            const int w = pick(slot / 2, slot - 2), h = pick(slot / 3, slot - 4);
            const int ox = x + pick(0, slot - w), oy = y + pick(0, slot - h);
            Shape s;
            if (pick(0, 5) == 0) {
                s = Box{double(ox), double(oy), double(w), double(h)};
            } else if (pick(0, 5) == 0) {
                const int radius = std::min(w, h) / 2;
                s = Circle{double(ox + radius), double(oy + radius), double(radius)};
            } else {
                // Upper chain over k + 1 columns (notches where it dips), lower chain over
                // some of them; the chains apart everywhere (simple); notched from below when
                // flipped.
                const int k = pick(2, 4);
                std::vector<int> xs{ox};
                for (int i = 1; i < k; ++i)
                    xs.push_back(ox + w * i / k + pick(-2, 2));
                xs.push_back(ox + w);
                const int mid = oy + h / 2;
                std::vector<Vec2> upper, lower;
                for (int i = 0; i <= k; ++i)
                    upper.push_back({double(xs[static_cast<std::size_t>(i)]), double(oy + pick(0, h / 2 - 2))});
                for (int i = k; i >= 0; --i)
                    if (i == 0 || i == k || pick(0, 1))
                        lower.push_back({double(xs[static_cast<std::size_t>(i)]), double(mid + 2 + pick(0, h / 2 - 2))});
                const bool flip = pick(0, 1) == 0;
                std::vector<Vec2> pts = upper;
                pts.insert(pts.end(), lower.begin(), lower.end());
                if (flip)
                    for (Vec2& v : pts)
                        v.y = 2 * oy + h - v.y;
                s = Polygon{pts};
            }
            l.walls.push_back({s, !std::holds_alternative<Box>(s)});
            p.bodies.push_back({key++, std::move(s), pick(0, 7) == 0 ? BodyKind::Hazard : BodyKind::Solid});
        }
    addSpawnAndTargets(rng, l, false);
    return l;
}

QString flags(const ReachResult& r)
{
    QString s;
    for (const TargetResult& t : r.targets)
        s += t.reached ? '1' : '0';
    return s;
}

// The sweep with coarse pieces against the fine one on one level: the same spawn check,
// verdicts (overlay's and validator's call) and region, and free paths; and the fine sweep
// with concave polygons swept whole against the one sweeping their triangles apart: the same
// verdicts. Empty when they agree.
QString differsFromFine(const RandomLevel& l, TopDownStats* stats, int* reached, int* unreached)
{
    const ReachResult fine = solveTopDownReachWith(l.problem, false);
    const ReachResult got = solveTopDownReachWith(l.problem, true, stats);
    if (got.spawnBlocked != fine.spawnBlocked || flags(got) != flags(fine))
        return QString("verdicts %1 vs fine %2").arg(flags(got), flags(fine));
    TopDownOptions apart;
    apart.coarse = false;
    apart.wholePolygons = false;
    const ReachResult triangles = solveTopDownReachWith(l.problem, apart);
    if (triangles.spawnBlocked != fine.spawnBlocked || flags(triangles) != flags(fine))
        return QString("verdicts %1 vs triangles apart %2").arg(flags(fine), flags(triangles));
    if (got.region != fine.region)
        return QStringLiteral("region");
    ReachProblem verdictsOnly = l.problem;
    verdictsOnly.stopWhenAllReached = true;
    if (flags(solveReachability(verdictsOnly)) != flags(fine))
        return QStringLiteral("validator's call");
    for (std::size_t t = 0; t < got.targets.size(); ++t) {
        (got.targets[t].reached ? *reached : *unreached) += 1;
        QString why;
        if (got.targets[t].reached && !pathIsFree(l, got.targets[t], l.problem.targets[t].shape, &why))
            return QString("target %1: %2").arg(t).arg(why);
    }
    return {};
}

// A hand-made level: a top-down player of 24 x 24 in bounds w x h.
struct Handmade {
    RandomLevel l;
    Handmade(double w, double h)
    {
        l.problem.player.platformer = false;
        l.problem.player.width = l.problem.player.height = 24;
        l.problem.bounds = {0, 0, w, h};
    }
    void add(Shape s)
    {
        l.walls.push_back({s, !std::holds_alternative<Box>(s)});
        l.problem.bodies.push_back({static_cast<std::int64_t>(l.walls.size()), std::move(s), BodyKind::Solid});
    }
};

} // namespace

class TestTopDownReach : public QObject {
    Q_OBJECT
private slots:
    void againstTheReference_data()
    {
        QTest::addColumn<double>("fraction");
        QTest::addColumn<bool>("curvedTargets");
        QTest::addColumn<int>("levels");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("whole numbers: identical") << 0.0 << true << 300 << 20261129u;
        QTest::newRow("fractional: at least as much") << 0.37 << false << 100 << 7u;
    }
    void againstTheReference()
    {
        QFETCH(double, fraction);
        QFETCH(bool, curvedTargets);
        QFETCH(int, levels);
        QFETCH(unsigned, seed);
        const bool identical = fraction == 0.0;
        // LEDGE_TOPDOWN_SEEDS=N plays the row's levels from N seeds (the row's and the N - 1
        // after it), for longer runs by hand.
        const int seeds = std::max(1, qEnvironmentVariableIntValue("LEDGE_TOPDOWN_SEEDS"));
        int reached = 0, unreached = 0, blocked = 0, differ = 0;
        std::mt19937 rng;
        for (int round = 0; round < levels * seeds; ++round) {
            if (round % levels == 0)
                rng.seed(seed + static_cast<unsigned>(round / levels));
            const RandomLevel l = randomLevel(rng, fraction, curvedTargets);
            const ReachResult ref = solveTopDownReference(l.problem);
            const ReachResult got = solveReachability(l.problem);
            const QString where = QString("seed %1, level %2").arg(seed + static_cast<unsigned>(round / levels)).arg(round % levels);
            // The validator's call (verdicts only, early stop) gives the same verdicts.
            ReachProblem verdictsOnly = l.problem;
            verdictsOnly.stopWhenAllReached = true;
            const ReachResult quick = solveReachability(verdictsOnly);
            QVERIFY2(!quick.cancelled && quick.spawnBlocked == got.spawnBlocked, qPrintable(where));
            QVERIFY2(flags(quick) == flags(got), qPrintable(where + ": " + flags(quick) + " vs " + flags(got)));
            QVERIFY2(!got.cancelled, qPrintable(where));
            QCOMPARE(got.spawnBlocked, ref.spawnBlocked);
            blocked += got.spawnBlocked;
            QCOMPARE(got.targets.size(), ref.targets.size());
            for (std::size_t t = 0; t < got.targets.size(); ++t) {
                const QString what = where + QString(" target %1: %2 vs reference %3").arg(t).arg(flags(got), flags(ref));
                QCOMPARE(got.targets[t].key, ref.targets[t].key);
                if (identical)
                    QVERIFY2(got.targets[t].reached == ref.targets[t].reached, qPrintable(what));
                else
                    QVERIFY2(got.targets[t].reached || !ref.targets[t].reached, qPrintable(what));
                differ += got.targets[t].reached != ref.targets[t].reached;
                (got.targets[t].reached ? reached : unreached) += 1;
                QString why;
                if (got.targets[t].reached)
                    QVERIFY2(pathIsFree(l, got.targets[t], l.problem.targets[t].shape, &why),
                             qPrintable(what + ": " + why));
            }
            if (identical) {
                QVERIFY2(got.region.size() == ref.region.size(), qPrintable(where));
                for (std::size_t b = 0; b < got.region.size(); ++b)
                    QVERIFY2(got.region[b] == ref.region[b], qPrintable(where));
            }
        }
        levels *= seeds;
        // The levels exercise both answers.
        QVERIFY2(reached > levels && unreached > levels / 2,
                 qPrintable(QString("reached %1, unreached %2").arg(reached).arg(unreached)));
        qInfo("%d levels: %d targets reached, %d not, %d spawns blocked, %d answers differ", levels, reached, unreached,
              blocked, differ);
        QVERIFY(blocked < levels / 10);
    }

    // Curved shapes blocking over coarse pieces (docs/movement.md "Top-down") against the same
    // sweep stepping every curved shape one sub-slab at a time, on seeded random levels packed
    // with curved shapes: the same spawn check, verdicts (overlay's and validator's call) and
    // region, and free paths. The levels must exercise coarse pieces, cut back and split.
    void coarseAgreesWithFine_data()
    {
        QTest::addColumn<double>("fraction");
        QTest::addColumn<int>("levels");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("whole numbers") << 0.0 << 150 << 20261202u;
        QTest::newRow("fractional") << 0.37 << 100 << 11u;
    }
    void coarseAgreesWithFine()
    {
        QFETCH(double, fraction);
        QFETCH(int, levels);
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        TopDownStats stats, fineStats;
        int reached = 0, unreached = 0;
        for (int round = 0; round < levels; ++round) {
            const RandomLevel l = curvedLevel(rng, fraction);
            const QString where = QString("level %1").arg(round);
            const ReachResult fine = solveTopDownReachWith(l.problem, false, &fineStats);
            const ReachResult got = solveTopDownReachWith(l.problem, true, &stats);
            QCOMPARE(got.spawnBlocked, fine.spawnBlocked);
            QVERIFY2(flags(got) == flags(fine), qPrintable(where + ": " + flags(got) + " vs fine " + flags(fine)));
            QVERIFY2(got.region == fine.region, qPrintable(where + ": region"));
            ReachProblem verdictsOnly = l.problem;
            verdictsOnly.stopWhenAllReached = true;
            QVERIFY2(flags(solveReachability(verdictsOnly)) == flags(fine), qPrintable(where + ": validator's call"));
            for (std::size_t t = 0; t < got.targets.size(); ++t) {
                (got.targets[t].reached ? reached : unreached) += 1;
                QString why;
                if (got.targets[t].reached)
                    QVERIFY2(pathIsFree(l, got.targets[t], l.problem.targets[t].shape, &why),
                             qPrintable(where + QString(" target %1: ").arg(t) + why));
            }
        }
        qInfo("%d levels: %d targets reached, %d not; %zu curved pieces (fine: %zu), %zu coarse, %zu cut back, %zu split",
              levels, reached, unreached, stats.pieces, fineStats.pieces, stats.coarsePieces, stats.shrunk, stats.split);
        QVERIFY(reached > levels && unreached > levels);
        QVERIFY(stats.coarsePieces > 0 && stats.shrunk > 0 && stats.split > 0);
        QVERIFY(stats.pieces * 3 < fineStats.pieces * 2);
        QCOMPARE(stats.gaps + fineStats.gaps, std::size_t(0));
    }

    // Hand-made pinches, each over gaps around the player's size so that both answers occur,
    // with coarse pieces against the fine sweep: a corridor over a circle's top and beside a
    // circle's side (where the inflated circle is flat: exact), a ceiling's corner over a
    // slope at a line between the slope's cuts (where the fine sweep errs open), slopes facing
    // each other, and a target in a polygon's notch. Fractional offsets put the pinches
    // anywhere between cuts.
    void coarseAtPinches()
    {
        TopDownStats stats;
        int reached = 0, unreached = 0, levels = 0;
        auto check = [&](const Handmade& m, const QString& what) {
            ++levels;
            return differsFromFine(m.l, &stats, &reached, &unreached).prepend(what + ": ");
        };
        for (double off : {0.0, 0.37})
            for (double g : {23.5, 23.75, 23.9, 24.0, 24.1, 24.5, 25.0}) {
                // Over a circle's top: walls above and below, the circle bulging up between.
                Handmade over(640, 400);
                over.add(Box{0, 100, 640, 20});
                over.add(Box{0, 250, 640, 150});
                over.add(Circle{320 + off, 120 + g + 60, 60});
                over.l.problem.spawn = {60, 200};
                over.l.problem.targets.push_back({1, Point{580, 200}});
                QString why = check(over, QString("over a circle, gap %1, offset %2").arg(g).arg(off));
                QVERIFY2(why.endsWith(": "), qPrintable(why));
                // Beside a circle's side: a wall on the left, the circle bulging from the right.
                Handmade beside(400, 400);
                beside.add(Box{100, 0, 20, 400});
                beside.add(Box{250, 0, 150, 400});
                beside.add(Circle{120 + g + 60, 200 + off, 60});
                beside.l.problem.spawn = {185, 40};
                beside.l.problem.targets.push_back({1, Point{185, 360}});
                why = check(beside, QString("beside a circle, gap %1, offset %2").arg(g).arg(off));
                QVERIFY2(why.endsWith(": "), qPrintable(why));
            }
        for (double off : {0.0, 0.37, 0.5, 0.81})
            for (double g = 18; g <= 34; g += 0.75) {
                // A ceiling ending over a slope that rises to the right: the pinch is at the
                // ceiling's end, inside one of the slope's sub-slabs.
                Handmade corner(500, 400);
                corner.add(Slope{0, 200, 500, 100, Rise::Right, false});
                corner.add(Box{0, 300, 500, 100});
                const double end = 250 + off, surface = 300 - 100 * end / 500;
                corner.add(Box{0, 0, end, surface - g});
                corner.l.problem.spawn = {20, 290 - 12};
                corner.l.problem.targets.push_back({1, Point{470, 40}});
                QString why = check(corner, QString("ceiling over a slope, gap %1, offset %2").arg(g).arg(off));
                QVERIFY2(why.endsWith(": "), qPrintable(why));
                // Faces converging: a floor rising to the right under a ceiling falling to the
                // right, their ends apart by a fraction, the channel narrowest near there.
                Handmade facing(500, 400);
                const double top = 100 + off - g;
                facing.add(Polygon{{{0, 300 + off}, {300, 200 + off}, {300, 300 + off}}});
                facing.add(Box{0, 300 + off, 500, 100});
                facing.add(Polygon{{{0, top}, {300 + off, top}, {300 + off, top + 100 + off / 3}}});
                facing.add(Box{0, 0, 500, top});
                facing.l.problem.spawn = {30, (top + 10 + 290 + off) / 2};
                facing.l.problem.targets.push_back({1, Point{480, 250}});
                why = check(facing, QString("facing slopes, gap %1, offset %2").arg(g).arg(off));
                QVERIFY2(why.endsWith(": "), qPrintable(why));
            }
        for (double off : {0.0, 0.37})
            for (double w = 40; w <= 90; w += 2.5) {
                // A target half way down a polygon's notch, touched only if the notch is wide
                // enough for the player to reach it.
                Handmade notch(400, 300);
                const double x = 200 - w / 2 + off, y = 150, h = 80, depth = 40;
                notch.add(Polygon{{{x, y + h}, {x, y}, {x + w / 2, y + depth}, {x + w, y}, {x + w, y + h}}});
                notch.l.problem.spawn = {40, 40};
                notch.l.problem.targets.push_back({1, Point{x + w / 2, y + depth / 2}});
                const QString why = check(notch, QString("notch %1 wide, offset %2").arg(w).arg(off));
                QVERIFY2(why.endsWith(": "), qPrintable(why));
            }
        qInfo("%d levels: %d targets reached, %d not; %zu curved pieces, %zu coarse, %zu cut back, %zu split", levels,
              reached, unreached, stats.pieces, stats.coarsePieces, stats.shrunk, stats.split);
        QVERIFY(reached > levels / 4 && unreached > levels / 4);
        QVERIFY(stats.coarsePieces > 0 && stats.split > 0);
    }

    // Vertically convex concave polygons swept as one blocker (docs/movement.md "Top-down",
    // "Whole polygons") on seeded random levels of such polygons notched several times: the
    // reference (their triangles, cut at every cut of every shape) reaches the same targets;
    // the fine sweep of whole polygons, the fine sweep of their triangles apart and the coarse
    // sweep agree (verdicts; region and free paths for fine and coarse); every union of the
    // members' ranges and chords was one interval (no gaps).
    void wholePolygons()
    {
        std::mt19937 rng(20261202u);
        TopDownStats stats, fineStats;
        int reached = 0, unreached = 0, levels = 120;
        for (int round = 0; round < levels; ++round) {
            const RandomLevel l = monotoneLevel(rng);
            const QString where = QString("level %1").arg(round);
            const QString why = differsFromFine(l, &stats, &reached, &unreached);
            QVERIFY2(why.isEmpty(), qPrintable(where + ": " + why));
            TopDownOptions fine;
            fine.coarse = false;
            const ReachResult got = solveTopDownReachWith(l.problem, fine, &fineStats);
            const ReachResult ref = solveTopDownReference(l.problem);
            QCOMPARE(got.spawnBlocked, ref.spawnBlocked);
            QVERIFY2(flags(got) == flags(ref), qPrintable(where + ": " + flags(got) + " vs reference " + flags(ref)));
            QVERIFY2(got.region == ref.region, qPrintable(where + ": region against the reference"));
            fine.wholePolygons = false;
            QVERIFY2(solveTopDownReachWith(l.problem, fine).region == got.region,
                     qPrintable(where + ": region against the triangles apart"));
        }
        qInfo("%d levels: %d targets reached, %d not; %zu polygons swept whole, %zu curved pieces (fine: %zu), %zu "
              "coarse, %zu cut back, %zu split",
              levels, reached, unreached, stats.wholePolygons, stats.pieces, fineStats.pieces, stats.coarsePieces,
              stats.shrunk, stats.split);
        QVERIFY(reached > levels && unreached > levels);
        QVERIFY(stats.wholePolygons > std::size_t(levels) * 10);
        QCOMPARE(stats.gaps + fineStats.gaps, std::size_t(0));
        QVERIFY(stats.coarsePieces > 0 && stats.shrunk > 0 && stats.split > 0);
    }

    // Pinches at notched pentagons swept whole, against the fine sweep and the triangles apart
    // (differsFromFine()) and the reference (the same verdict with whole-number coordinates, at
    // least as much with fractional ones): a passage beside a pentagon's upright side exactly as
    // wide as the player (or a quarter less or more: reached exactly when at least as wide), a
    // target half way down a notch narrower or wider than the player, and a channel between a
    // pentagon notched from the top and one notched from below reaching into its notch, around
    // the player's height.
    void wholePolygonPinches()
    {
        TopDownStats stats;
        int reached = 0, unreached = 0, levels = 0;
        auto check = [&](const Handmade& m, const QString& what, bool whole) {
            ++levels;
            const QString why = differsFromFine(m.l, &stats, &reached, &unreached);
            if (!why.isEmpty())
                return what + ": " + why;
            const ReachResult got = solveReachability(m.l.problem);
            const ReachResult ref = solveTopDownReference(m.l.problem);
            if (whole ? got.targets[0].reached != ref.targets[0].reached
                      : !got.targets[0].reached && ref.targets[0].reached)
                return what + QString(": reached %1, reference %2").arg(got.targets[0].reached).arg(ref.targets[0].reached);
            return QString();
        };
        for (double off : {0.0, 0.5, 0.37})
            for (double g : {23.75, 24.0, 24.25}) {
                // Beside the right side of a pentagon notched from the top: a wall g to its
                // right, the spawn above, the target below.
                Handmade beside(400, 400);
                const double x = 100 + off, y = 150, w = 80, h = 100;
                beside.add(Polygon{{{x, y + h}, {x, y}, {x + w / 2, y + 60}, {x + w, y}, {x + w, y + h}}});
                beside.add(Box{x + w + g, 0, 400 - x - w - g, 400});
                beside.add(Box{0, y, x, h}); // closes the way round on the left
                beside.l.problem.spawn = {x + w + g / 2, 40};
                beside.l.problem.targets.push_back({1, Point{x + w + g / 2, 360}});
                QString why = check(beside, QString("beside, gap %1, offset %2").arg(g).arg(off), off == 0.0);
                QVERIFY2(why.isEmpty(), qPrintable(why));
                QCOMPARE(solveReachability(beside.l.problem).targets[0].reached, g >= 24);
            }
        for (double off : {0.0, 0.5})
            for (double w = 30; w <= 70; w += 2) {
                // A target half way down a notch 40 deep.
                Handmade notch(400, 300);
                const double x = 200 - w / 2 + off, y = 150, h = 80, depth = 40;
                notch.add(Polygon{{{x, y + h}, {x, y}, {x + w / 2, y + depth}, {x + w, y}, {x + w, y + h}}});
                notch.l.problem.spawn = {40, 40};
                notch.l.problem.targets.push_back({1, Point{x + w / 2, y + depth / 2}});
                const QString why = check(notch, QString("into a notch %1 wide, offset %2").arg(w).arg(off), off == 0.0);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
        for (double off : {0.0, 0.5})
            for (double g = 16; g <= 32; g += 1) {
                // A channel from left to right between a pentagon notched from the top (below)
                // and one notched from below (above, shifted right by 20), their flat faces g
                // apart, each one's tip reaching towards the other's notch.
                Handmade channel(400, 300);
                const double x = 120 + off, y = 160, w = 100, h = 60, depth = 30;
                channel.add(Polygon{{{x, y + h}, {x, y}, {x + w / 2, y + depth}, {x + w, y}, {x + w, y + h}}});
                const double ux = x + 20, uy = y - g; // the upper one's bottom face
                channel.add(Polygon{{{ux, uy - h}, {ux, uy}, {ux + w / 2, uy - depth}, {ux + w, uy}, {ux + w, uy - h}}});
                channel.add(Box{0, 0, 400, uy - h});        // above the upper pentagon
                channel.add(Box{0, y + h, 400, 300 - y - h}); // below the lower one
                channel.add(Box{0, uy - h, ux, h});           // left of the upper one, down to its face
                channel.add(Box{x + w, y, 400 - x - w, h});   // right of the lower one, up to its face
                channel.l.problem.spawn = {40, (y + y + h) / 2};
                channel.l.problem.targets.push_back({1, Point{380, (uy - h + uy) / 2}});
                const QString why = check(channel, QString("channel %1, offset %2").arg(g).arg(off), off == 0.0);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
        qInfo("%d levels: %d targets reached, %d not; %zu polygons swept whole, %zu curved pieces, %zu coarse", levels,
              reached, unreached, stats.wholePolygons, stats.pieces, stats.coarsePieces);
        QVERIFY(reached > levels / 5 && unreached > levels / 5);
        QVERIFY(stats.wholePolygons >= std::size_t(levels));
        QCOMPARE(stats.gaps, std::size_t(0));
    }

    // Circles inside a box (every step of theirs changes no free interval) and one poking out
    // of it: the same answer and region as the reference, in the overlay's call and the
    // validator's.
    void curvedInsideABox()
    {
        ReachProblem p;
        p.player.platformer = false;
        p.player.height = p.player.width;
        p.bounds = {0, 0, 640, 640};
        p.bodies.push_back({1, Box{200, 100, 200, 400}, BodyKind::Solid});
        p.bodies.push_back({2, Circle{300, 300, 60}, BodyKind::Solid});
        p.bodies.push_back({3, Circle{260, 200, 30}, BodyKind::Solid});
        p.bodies.push_back({4, Circle{390, 520, 40}, BodyKind::Solid});
        p.bodies.push_back({5, Box{0, 300, 200, 16}, BodyKind::Solid});
        p.spawn = {50, 200};
        p.targets.push_back({1, Point{600, 320}});
        p.targets.push_back({2, Point{50, 600}});
        p.targets.push_back({3, Point{300, 300}}); // inside the box: not reachable
        const ReachResult ref = solveTopDownReference(p);
        const ReachResult got = solveReachability(p);
        QCOMPARE(flags(got), QStringLiteral("110"));
        QCOMPARE(flags(ref), flags(got));
        QVERIFY(got.region == ref.region);
        p.stopWhenAllReached = true;
        QCOMPARE(flags(solveReachability(p)), flags(got));
    }

    // Where two curved shapes' tips meet on one line, the region the coarse pieces mark can be
    // one cell smaller than the fine sweep's (found by LEDGE_TOPDOWN_SEEDS=200, seed 20261172,
    // level 278, reduced). The box 24 x 24 meets the slope's tip and the circle's leftmost
    // side with its centre on x = 99, where one unit of y is free between them (198 to 199);
    // just right of that line they overlap. The fine sweep blocks, over the sub-slab 99 to 100,
    // only what each shape blocks at both of its ends, so it leaves that unit free across the
    // sub-slab and marks the box's sweep over it, up to x = 112, which falls in the next
    // 16-unit cell of the region; the coarse pieces mark what is free on the line, up to
    // x = 111. The exact free space is the coarse one's here: the difference is the fine
    // sweep's (and the reference's) optimism within a sub-slab of a curved face (docs/movement.md
    // "Top-down"), never a verdict.
    void pinchBetweenTwoCurvedTips()
    {
        Handmade m(384, 320);
        m.add(Box{72, 88, 64, 16});
        m.add(Circle{138, 211, 27});
        m.add(Slope{111, 186, 44, 49, Rise::Right, true});
        ReachProblem& p = m.l.problem;
        p.spawn = {312, 264};
        p.targets.push_back({1, Point{60, 200}}); // left of the pinch
        p.targets.push_back({2, Point{87, 198}}); // the box's left side at the pinch
        const ReachResult coarse = solveTopDownReachWith(p, true), fine = solveTopDownReachWith(p, false);
        const ReachResult ref = solveTopDownReference(p);
        QCOMPARE(flags(coarse), QStringLiteral("11"));
        QCOMPARE(flags(fine), flags(coarse));
        QCOMPARE(flags(ref), flags(coarse));
        QVERIFY(fine.region == ref.region);
        // The cell right of x = 112 beside the pinch: in the fine region, not in the coarse one.
        const auto covers = [](const std::vector<Aabb>& region, Vec2 c) {
            return std::any_of(region.begin(), region.end(), [&](const Aabb& b) { return b.contains(c); });
        };
        QVERIFY(covers(fine.region, {120, 200}));
        QVERIFY(!covers(coarse.region, {120, 200}));
        QVERIFY(covers(coarse.region, {104, 200}));
        // And nothing else: the coarse region is the fine one less that cell.
        const auto cells = [&](const std::vector<Aabb>& region) {
            std::vector<Vec2> out;
            for (double y = 8; y < 320; y += 16)
                for (double x = 8; x < 384; x += 16)
                    if (covers(region, {x, y}))
                        out.push_back({x, y});
            return out;
        };
        std::vector<Vec2> f = cells(fine.region), c = cells(coarse.region);
        QCOMPARE(f.size(), c.size() + 1);
        QVERIFY(std::includes(f.begin(), f.end(), c.begin(), c.end(),
                              [](Vec2 a, Vec2 b) { return a.y < b.y || (a.y == b.y && a.x < b.x); }));
        // On the line itself, the exact answer: the box at x = 99, y = 198.5 is free and its
        // right side is at 111; a hair right of the line it is not.
        const auto boxAt = [](double x, double y) { return Shape(Box{x - 12, y - 12, 24, 24}); };
        QVERIFY(std::none_of(p.bodies.begin(), p.bodies.end(), [&](const Body& b) { return overlaps(boxAt(99, 198.5), b.shape); }));
        QVERIFY(std::any_of(p.bodies.begin(), p.bodies.end(), [&](const Body& b) { return overlaps(boxAt(99.5, 198.5), b.shape); }));
    }

    // A spawn whose box overlaps the solid top row of tiles (where the generator first put the
    // top-down spawn: centre 32, 32 with 32-unit tiles) is blocked: nothing is reached, by
    // either solver, and the region is empty.
    void blockedSpawnReachesNothing()
    {
        ReachProblem p;
        p.player.platformer = false;
        p.player.height = p.player.width;
        p.bounds = {0, 0, 640, 640};
        TileGrid g;
        g.cellSize = 32;
        g.columns = g.rows = 20;
        g.cells.assign(400, TileKind::Empty);
        for (int c = 0; c < 20; ++c)
            g.cells[static_cast<std::size_t>(c)] = TileKind::Solid;
        p.tiles.push_back(g);
        p.spawn = {32, 32};
        p.targets.push_back({1, Point{320, 600}});
        const ReachResult got = solveReachability(p);
        QVERIFY(got.spawnBlocked);
        QVERIFY(!got.targets[0].reached);
        QVERIFY(got.region.empty());
        QCOMPARE(solveTopDownReference(p).spawnBlocked, true);
        // One row lower it fits, and the level is open.
        p.spawn = {32, 48};
        QVERIFY(solveReachability(p).targets[0].reached);
    }
};

QTEST_GUILESS_MAIN(TestTopDownReach)
#include "tst_topdownreach.moc"
