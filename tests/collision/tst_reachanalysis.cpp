// What the why and the fixes (collision/ReachAnalysis.h) cost: their searches of changed
// problems are skipped wherever the answer is already proven, and the answers stay the same.
// A walled-in target: no jump, speed or hazard change can open the solids around it, so only a
// smaller box is searched for; a candidate edit that leaves the wall whole is dropped without a
// search; a probe stopped at its state limit does not have what it missed checked for a seal;
// hazards no state of the verdict's search touched are not searched without; the jump
// shortfall's path comes from its bisection; probes are bounded by the verdict's cell searches.
// The fixes offered with the local look are held to the exhaustive oracle of
// PlatformerReference.h on seeded random levels.
// On a big level a candidate is first looked at by a bounded search from the best attempt's
// states near the target, and searched from the spawn only when that look gets there.

#include "PlatformerReference.h"
#include "collision/PlatformerReach.h"
#include "collision/ReachAnalysis.h"
#include "collision/Reachability.h"
#include "collision/SealedTargets.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <random>

using namespace ledge;

namespace {

// A floor, a hazard strip on it, the spawn at the left; a closed room on the floor far right
// (its own floor slab, walls, roof: the seal check's windows see it whole) with a goal inside
// by its left wall; a pickup on the open floor.
ReachProblem roomLevel()
{
    ReachProblem p;
    p.bounds = {0, 0, 1600, 640};
    std::int64_t key = 1;
    p.bodies.push_back({key++, Box{0, 576, 1600, 64}, BodyKind::Solid});
    p.bodies.push_back({key++, Box{400, 568, 64, 8}, BodyKind::Hazard});
    p.bodies.push_back({key++, Box{1200, 448, 16, 128}, BodyKind::Solid}); // left wall
    p.bodies.push_back({key++, Box{1392, 448, 16, 128}, BodyKind::Solid}); // right wall
    p.bodies.push_back({key++, Box{1200, 432, 208, 16}, BodyKind::Solid}); // roof
    p.bodies.push_back({key++, Box{1200, 576, 208, 16}, BodyKind::Solid}); // the room's floor
    p.spawn = {32, 576};
    p.targets.push_back({100, Point{1228, 560}}); // in the room, by its left wall
    p.targets.push_back({101, Point{800, 560}});  // on the floor
    return p;
}

// A long floor with a row of low blocks to hop over on the way, a ledge near the far end
// whose top is out of the jump's reach, a goal on it, a crate and a post near it (moving
// those by a cell opens nothing) and a pickup on the floor before it. The open air above the
// long floor makes a search from the spawn many times the look's states.
ReachProblem highLedgeLevel()
{
    ReachProblem p;
    p.bounds = {0, 0, 4000, 768};
    std::int64_t key = 1;
    p.bodies.push_back({key++, Box{0, 704, 4000, 64}, BodyKind::Solid});
    for (double x = 400; x < 3000; x += 320)
        p.bodies.push_back({key++, Box{x, 672, 64, 32}, BodyKind::Solid});
    p.bodies.push_back({key++, Box{3392, 560, 160, 16}, BodyKind::Solid}); // the ledge: 144 up
    p.bodies.push_back({key++, Box{3200, 672, 32, 32}, BodyKind::Solid});  // a crate
    p.bodies.push_back({key++, Box{3712, 608, 16, 96}, BodyKind::Solid});  // a post
    p.spawn = {32, 704};
    p.targets.push_back({100, Point{3472, 540}}); // on the ledge
    p.targets.push_back({101, Point{3100, 690}}); // on the floor
    return p;
}

// The validator's verdict on the high ledge level, with the best attempts.
ReachResult highLedgeVerdict(ReachProblem& p)
{
    p.stopWhenAllReached = true;
    p.attempts = true;
    return solveReachability(p);
}

// A long level for the local look: a floor with hazard strips, the spawn at the left, and in the
// last third a few random ledges (some of them higher than a jump) with targets on them and in
// the air; everything on a 16-unit grid.
// Random whole 16-unit cells, from lo to hi.
struct RandomCells {
    explicit RandomCells(std::uint32_t seed) : rng(seed) {}
    double operator()(int lo, int hi) { return 16.0 * std::uniform_int_distribution<int>(lo, hi)(rng); }
    std::mt19937 rng;
};

// An empty level of the given size with a solid floor `floor` units thick along the bottom.
ReachProblem floored(double width, double height, double floor)
{
    ReachProblem p;
    p.bounds = {0, 0, width, height};
    p.bodies.push_back({1, Box{0, height - floor, width, floor}, BodyKind::Solid});
    return p;
}

ReachProblem randomLongLevel(std::uint32_t seed)
{
    RandomCells cells(seed);
    ReachProblem p = floored(2400, 480, 32);
    std::int64_t key = 2;
    std::vector<Aabb> taken{{0, 400, 96, 448}};
    auto place = [&](const Box& b, BodyKind kind) {
        const Aabb box{b.x, b.y, b.x + b.w, b.y + b.h};
        for (const Aabb& t : taken)
            if (t.overlapsInterior(box))
                return;
        taken.push_back(box);
        p.bodies.push_back({key++, b, kind});
    };
    for (int i = 0; i < 3; ++i)
        place(Box{cells(10, 140), 440, cells(2, 6), 8}, BodyKind::Hazard);
    for (int i = 0; i < 7; ++i)
        place(Box{cells(100, 145), cells(14, 26), cells(2, 8), 16}, BodyKind::Solid);
    p.spawn = {40, 448};
    for (int i = 0; i < 4; ++i) {
        const Vec2 at{8 + cells(100, 148), 8 + cells(10, 26)};
        if (std::none_of(taken.begin(), taken.end(), [&](const Aabb& t) { return t.contains(at); }))
            p.targets.push_back({100 + i, Point{at.x, at.y}});
    }
    return p;
}

// Two storeys: a floor and random shapes below a solid slab that spans the level (the player
// never gets above it), random shapes above it, and targets on both sides. Shapes of every
// kind, some against the slab.
ReachProblem twoStoreys(std::uint32_t seed)
{
    RandomCells cells(seed);
    ReachProblem p = floored(1280, 1024, 64);
    std::int64_t key = 2;
    p.bodies.push_back({key++, Box{0, 560, 1280, 16}, BodyKind::Solid}); // the slab
    for (int i = 0; i < 40; ++i) {
        const double x = cells(4, 76), y = cells(2, 58), w = cells(1, 4), h = cells(1, 3);
        if (y < 560 && y + h > 560 - 16 * 3 && i % 2)
            continue; // keep some room over the slab
        if ((y < 576 && y + h > 560) || (y + h > 896 && x < 160) || y + h > 960)
            continue; // not into the slab, the spawn or the floor
        Shape shape = Box{x, y, w, h};
        if (i % 4 == 1)
            shape = Circle{x + w / 2, y + h / 2, std::min(w, h) / 2};
        else if (i % 4 == 2)
            shape = Slope{x, y, w, h, i % 8 == 2 ? Rise::Left : Rise::Right, false};
        p.bodies.push_back({key++, shape, i % 7 == 3 ? BodyKind::Hazard : i % 7 == 5 ? BodyKind::OneWay : BodyKind::Solid});
    }
    p.spawn = {64, 960};
    for (int i = 0; i < 6; ++i)
        p.targets.push_back({100 + i, Point{cells(4, 76), i % 2 ? cells(4, 30) : cells(40, 58)}});
    return p;
}

// A verdict's targets as the why and the fixes take them.
struct VerdictTargets {
    explicit VerdictTargets(const ReachResult& verdict)
    {
        for (std::size_t i = 0; i < verdict.targets.size(); ++i) {
            const TargetResult& t = verdict.targets[i];
            (t.reached ? reached : unreached).push_back(i);
            nearest.push_back(t.nearest);
            sealed.push_back(t.sealed);
        }
    }
    std::vector<std::size_t> reached, unreached;
    std::vector<Vec2> nearest;
    std::vector<bool> sealed;
};

// The fixes asked for a target not reached, with its cause, as the validator asks them (the
// spawn's box and every target kept clear; 16-unit cells).
FixRequest fixRequest(const ReachProblem& p, const VerdictTargets& v, std::size_t target, const Shortfall& why)
{
    FixRequest request;
    request.target = target;
    request.reached = v.reached;
    request.nearest = v.nearest[target];
    request.why = why;
    request.grid = 16;
    request.keepClear = {playerBounds(p.player, p.spawn)};
    for (const ReachTarget& t : p.targets)
        request.keepClear.push_back(bounds(t.shape));
    return request;
}

// A tower of ledges 96 units apart (a jump rises 99), shifted every other row, 7,700 units
// high, and a goal walled in a room on a ledge of the top row (16 units wide inside: the
// player does not fit); removing a wall of the room lets it in.
ReachProblem towerWithARoom()
{
    ReachProblem p;
    p.bounds = {0, 0, 1536, 8000};
    std::int64_t key = 1;
    p.bodies.push_back({key++, Box{0, 7968, 1536, 32}, BodyKind::Solid});
    for (int r = 0; r < 80; ++r)
        for (int c = 0; c < 16; ++c)
            p.bodies.push_back({key++, Box{c * 96.0 + (r % 2) * 40, 7968 - 96.0 * (r + 1), 48, 16}, BodyKind::Solid});
    for (const Box& wall : {Box{808, 240, 16, 48}, Box{840, 240, 16, 48}, Box{824, 240, 16, 8}})
        p.bodies.push_back({key++, wall, BodyKind::Solid});
    p.spawn = {32, 7968};
    p.targets.push_back({500, Point{832, 280}});
    return p;
}

bool sameEdit(const ReachEdit& a, const ReachEdit& b)
{
    return a.kind == b.kind && a.body == b.body && a.delta == b.delta && a.shape == b.shape;
}

// On the seeded two-storey levels, every unreached target's fixes found twice, with the
// request as made and with `skip` applied to it (which drops candidates unsearched): the
// same fixes, edit for edit, and the searches each took. limit 0: the verdict's budget.
struct FixesCompared {
    int unreachedTargets = 0, fixes = 0, searchedAll = 0, searchedSkipping = 0;
};
FixesCompared compareFixes(std::size_t limit, const std::function<void(FixRequest&, const ReachResult&)>& skip)
{
    FixesCompared out;
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        ReachProblem p = twoStoreys(seed);
        p.stopWhenAllReached = true;
        p.attempts = true;
        const ReachResult verdict = solveReachability(p);
        const VerdictTargets v(verdict);
        if (v.unreached.empty())
            continue;
        const std::size_t bound = limit > 0 ? limit : ReachProbe::budgetAfter(p, verdict);
        ReachProbe whyProbe(p, bound, nullptr);
        const std::vector<Shortfall> why = explainUnreached(whyProbe, v.unreached, v.nearest, v.sealed);
        for (std::size_t k = 0; k < v.unreached.size(); ++k) {
            ++out.unreachedTargets;
            FixRequest request = fixRequest(p, v, v.unreached[k], why[k]);
            request.reuseMisses = false;
            ReachProbe all(p, bound, nullptr);
            const std::vector<ReachEdit> everything = findFixes(all, request);
            skip(request, verdict);
            ReachProbe some(p, bound, nullptr);
            const std::vector<ReachEdit> skipping = findFixes(some, request);
            const QString where = QStringLiteral("limit %1, seed %2, target %3").arg(limit).arg(seed).arg(v.unreached[k]);
            [&] {
                QCOMPARE(skipping.size(), everything.size());
                for (std::size_t f = 0; f < everything.size(); ++f)
                    QVERIFY2(sameEdit(skipping[f], everything[f]), qPrintable(where));
            }();
            out.fixes += int(everything.size());
            out.searchedAll += all.searches();
            out.searchedSkipping += some.searches();
        }
    }
    return out;
}

} // namespace

class TestReachAnalysis : public QObject {
    Q_OBJECT

private slots:
    // The verdict seals the room's goal; the why then asks whether a lower box gets in, which
    // the seal check of the level with the lowest box answers (no), and says "walled in"
    // without a search.
    void walledInCostsNoSearch()
    {
        ReachProblem p = roomLevel();
        p.stopWhenAllReached = true;
        const ReachResult verdict = solveReachability(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.targets[0].sealed);
        QVERIFY(verdict.targets[1].reached);
        ReachProbe probe(p, 0, nullptr);
        const std::vector<Shortfall> why =
            explainUnreached(probe, {0}, {verdict.targets[0].nearest, verdict.targets[1].nearest}, {true, false});
        QCOMPARE(why.size(), std::size_t(1));
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::Sealed));
        // Before: the hazards gone, a higher jump, a faster run were searched too (4 searches),
        // then the lowest box alone (1 search).
        QCOMPARE(probe.searches(), 0);
    }

    // The same room with a slot 30 units high under its left wall: walled in for the player's
    // 40-unit box, open to a lower one. The lower box's seal check sees the slot, so the lower
    // box is searched and the why says "tunnel", by at least the 10 units the slot lacks.
    void walledInButForALowSlotIsATunnel()
    {
        ReachProblem p = roomLevel();
        p.bodies[2].shape = Box{1200, 448, 16, 98};
        p.stopWhenAllReached = true;
        const ReachResult verdict = solveReachability(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.targets[0].sealed);
        ReachProbe probe(p, 0, nullptr);
        const std::vector<Shortfall> why =
            explainUnreached(probe, {0}, {verdict.targets[0].nearest, verdict.targets[1].nearest}, {true, false});
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::Tunnel));
        QVERIFY(why[0].amount >= 10);
        QVERIFY(probe.searches() >= 1);
    }

    // The fixes for the room's goal: taking a wall or the roof away opens it (one of them is
    // offered, confirmed by a search); moves and added steps that leave the room closed are
    // dropped by the windows of the seal check without a search each.
    void walledInFixesSearchOnlyWhatOpensTheWall()
    {
        ReachProblem p = roomLevel();
        p.stopWhenAllReached = true;
        const ReachResult verdict = solveReachability(p);
        QVERIFY(verdict.targets[0].sealed);
        ReachProbe probe(p, 0, nullptr);
        FixRequest request;
        request.target = 0;
        request.reached = {1};
        request.nearest = verdict.targets[0].nearest;
        request.why.kind = Shortfall::Kind::Sealed;
        request.grid = 16;
        request.keepClear = {playerBounds(p.player, p.spawn), bounds(p.targets[0].shape), bounds(p.targets[1].shape)};
        const std::vector<ReachEdit> fixes = findFixes(probe, request);
        QVERIFY(!fixes.empty());
        for (const ReachEdit& e : fixes) {
            QCOMPARE(int(e.kind), int(ReachEdit::Kind::Remove));
            QVERIFY(e.body >= 2 && e.body <= 4); // a wall or the roof
            const ReachResult after = solveReachability(applied(p, e));
            QVERIFY(after.targets[0].reached);
            QVERIFY(after.targets[1].reached);
        }
        // Every search was a removal's: the first one tried, the left wall (nearest the goal),
        // opens the room. Before, each move and step was searched too (11 searches).
        QCOMPARE(probe.searches(), 1);
    }

    // The local look: started at the states of a replayed path near the target, it gets to a
    // target the path comes close to; started nowhere (no state of the path in the window) it
    // gets nowhere.
    void lookAlongAPath()
    {
        ReachProblem p = highLedgeLevel();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.targets[1].reached);
        const std::vector<PathStep>& way = verdict.targets[1].path;
        QVERIFY(way.size() > 10);
        ReachProblem look = p;
        look.maxStates = 5000;
        look.targets = {p.targets[1]};
        const Vec2 end = way.back().position;
        const Aabb near{end.x - 200, end.y - 200, end.x + 200, end.y + 200};
        QVERIFY(platformerReachesAlong(look, way, near)[0]);
        // A look from the spawn alone does not get that far within the same states.
        const Aabb atSpawn{0, 600, 100, 704};
        QVERIFY(!platformerReachesAlong(look, way, atSpawn)[0]);
        QVERIFY(!platformerReachesAlong(look, way, Aabb{0, 0, 1, 1})[0]);
        // The ledge's goal stays out of reach from anywhere along the best attempt.
        look.targets = {p.targets[0]};
        look.maxStates = 50'000;
        QVERIFY(!platformerReachesAlong(look, verdict.targets[0].attempt, {0, 0, 4000, 768})[0]);
    }

    // The fixes on a big level: the same edits are offered with the local look as without,
    // and every candidate that opens nothing costs a look instead of a search from the spawn.
    void localLookKeepsTheFixesForFewerSearches()
    {
        ReachProblem p = highLedgeLevel();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.targets[1].reached);
        QVERIFY(!verdict.targets[0].attempt.empty());
        const std::size_t bound = 400'000; // as the validator's bound on a big level
        ReachProbe whyProbe(p, bound, nullptr);
        const std::vector<Shortfall> why =
            explainUnreached(whyProbe, {0}, {verdict.targets[0].nearest, verdict.targets[1].nearest}, {false, false});
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::JumpHeight));
        FixRequest request;
        request.target = 0;
        request.reached = {1};
        request.nearest = verdict.targets[0].nearest;
        request.why = why[0];
        request.grid = 16;
        request.keepClear = {playerBounds(p.player, p.spawn), bounds(p.targets[0].shape), bounds(p.targets[1].shape)};
        ReachProbe searchOnly(p, bound, nullptr);
        const std::vector<ReachEdit> searched = findFixes(searchOnly, request);
        request.attempt = verdict.targets[0].attempt;
        ReachProbe looked(p, bound, nullptr);
        const std::vector<ReachEdit> withLook = findFixes(looked, request);
        QVERIFY(!withLook.empty());
        QCOMPARE(withLook.size(), searched.size());
        for (std::size_t i = 0; i < withLook.size(); ++i) {
            QVERIFY(sameEdit(withLook[i], searched[i]));
            const ReachResult after = solveReachability(applied(p, withLook[i]));
            QVERIFY(after.targets[0].reached);
            QVERIFY(after.targets[1].reached);
        }
        // One search per fix offered, where each failed candidate cost one before.
        QCOMPARE(looked.searches(), int(withLook.size()));
        QVERIFY(searchOnly.searches() > looked.searches());
    }

    // A goal walled in at the top of a tall level: the verdict proves the room sealed after a
    // few thousand states, near the spawn, so its best attempt ends far below the room and a
    // local look from it would have to climb the level within its 40,000 states. Such a target
    // has no look: the candidate that opens the room is searched from the spawn and offered,
    // as it is without the attempt.
    void walledInTargetHasNoLocalLook()
    {
        ReachProblem p = towerWithARoom();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(verdict.targets[0].sealed);
        QVERIFY(!verdict.targets[0].attempt.empty());
        QVERIFY(verdict.targets[0].nearest.y > 4000); // the verdict stopped far below the room
        const std::size_t bound = 400'000;            // as the validator's bound on a big level
        ReachProbe whyProbe(p, bound, nullptr);
        const VerdictTargets v(verdict);
        const std::vector<Shortfall> why = explainUnreached(whyProbe, v.unreached, v.nearest, v.sealed);
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::Sealed));
        FixRequest request = fixRequest(p, v, 0, why[0]);
        ReachProbe searchOnly(p, bound, nullptr);
        const std::vector<ReachEdit> searched = findFixes(searchOnly, request);
        QVERIFY(!searched.empty());
        qInfo("verdict %zu states, nearest at y %g; %zu fixes, %d searches", verdict.statesExplored,
              verdict.targets[0].nearest.y, searched.size(), searchOnly.searches());
        request.attempt = verdict.targets[0].attempt;
        ReachProbe withAttempt(p, bound, nullptr);
        const std::vector<ReachEdit> fixes = findFixes(withAttempt, request);
        QCOMPARE(fixes.size(), searched.size());
        for (std::size_t i = 0; i < fixes.size(); ++i) {
            QVERIFY(sameEdit(fixes[i], searched[i]));
            QVERIFY(solveReachability(applied(p, fixes[i])).targets[0].reached);
        }
    }

    // The same tower, its probes bounded as after a verdict that stopped at the seal (50,000
    // states): a candidate's search sends the climber from its first state, so the fix that
    // opens the room is found within them. Before, the climber waited for climbAfter states of
    // the breadth-first search, which it never got to (and on a level of 2,000 shapes or more,
    // 25,000: too few left for the climb), and no fix was offered.
    void walledInTargetsFixSendsTheClimberAtOnce()
    {
        ReachProblem p = towerWithARoom();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(verdict.targets[0].sealed);
        const std::size_t bound = ReachProbe::budgetAfter(p, verdict);
        QCOMPARE(bound, std::size_t(50'000));
        ReachProbe probe(p, bound, nullptr);
        probe.climbFor(ReachProbe::climbingTargets(p, verdict));
        const VerdictTargets v(verdict);
        const std::vector<Shortfall> why = explainUnreached(probe, v.unreached, v.nearest, v.sealed);
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::Sealed));
        FixRequest request = fixRequest(p, v, 0, why[0]);
        request.attempt = verdict.targets[0].attempt;
        const std::vector<ReachEdit> fixes = findFixes(probe, request);
        QVERIFY(!fixes.empty());
        for (const ReachEdit& e : fixes)
            QVERIFY(solveReachability(applied(p, e)).targets[0].reached);
    }

    // The caller's cancel flag stops the looks as it stops the searches, and the probe says
    // it was cancelled: an empty answer is not taken for "no fix".
    void cancelledLooksSayCancelled()
    {
        ReachProblem p = highLedgeLevel();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].attempt.empty());
        FixRequest request;
        request.target = 0;
        request.reached = {1};
        request.nearest = verdict.targets[0].nearest;
        request.why.kind = Shortfall::Kind::JumpHeight;
        request.why.amount = 4;
        request.grid = 16;
        request.attempt = verdict.targets[0].attempt;
        std::atomic<bool> cancel = true;
        ReachProbe probe(p, 400'000, &cancel);
        QVERIFY(findFixes(probe, request).empty());
        QCOMPARE(probe.searches(), 0);
        QVERIFY(probe.cancelled());
    }

    // On seeded random long levels, every fix the look lets through is confirmed (the target
    // and every reached one reached in the edited level), and the look finds (nearly) every fix
    // the searches from the spawn find, for fewer searches.
    void localLookOnRandomLevels()
    {
        const int levels = qEnvironmentVariableIntValue("LEDGE_EXPLAIN_LEVELS") > 0
                               ? qEnvironmentVariableIntValue("LEDGE_EXPLAIN_LEVELS")
                               : 8;
        const std::size_t bound = 400'000; // as on a big level: the look is used
        int plainFixes = 0, lookFixes = 0, kept = 0, plainSearches = 0, lookSearches = 0, confirmed = 0;
        for (int seed = 1; seed <= levels; ++seed) {
            ReachProblem p = randomLongLevel(std::uint32_t(seed));
            p.stopWhenAllReached = true;
            p.attempts = true;
            const ReachResult verdict = solveReachability(p);
            const VerdictTargets v(verdict);
            const std::vector<std::size_t>& reached = v.reached;
            const std::vector<std::size_t>& unreached = v.unreached;
            if (unreached.empty())
                continue;
            ReachProbe whyProbe(p, bound, nullptr);
            const std::vector<Shortfall> why = explainUnreached(whyProbe, unreached, v.nearest, v.sealed);
            for (std::size_t k = 0; k < unreached.size(); ++k) {
                if (why[k].kind == Shortfall::Kind::Distance)
                    continue;
                const QString where = QStringLiteral("seed %1, target %2").arg(seed).arg(unreached[k]);
                FixRequest request = fixRequest(p, v, unreached[k], why[k]);
                ReachProbe plainProbe(p, bound, nullptr);
                const std::vector<ReachEdit> plain = findFixes(plainProbe, request);
                request.attempt = verdict.targets[unreached[k]].attempt;
                ReachProbe lookProbe(p, bound, nullptr);
                const std::vector<ReachEdit> looked = findFixes(lookProbe, request);
                plainFixes += int(plain.size());
                lookFixes += int(looked.size());
                plainSearches += plainProbe.searches();
                lookSearches += lookProbe.searches();
                for (const ReachEdit& e : looked) {
                    ReachProblem edited = applied(p, e);
                    edited.stopWhenAllReached = true;
                    const ReachResult after = solveReachability(edited);
                    QVERIFY2(after.targets[unreached[k]].reached, qPrintable(where));
                    for (std::size_t i : reached)
                        QVERIFY2(after.targets[i].reached, qPrintable(where));
                    // The independent oracle (every input at every step, exact states) never
                    // proves the fixed target or a reached one unreachable.
                    const reference::ExhaustiveAnswer oracle = reference::solvePlatformerExhaustive(edited, 300'000);
                    QVERIFY2(oracle.reached[unreached[k]] || !oracle.complete, qPrintable(where));
                    for (std::size_t i : reached)
                        QVERIFY2(oracle.reached[i] || !oracle.complete, qPrintable(where));
                    confirmed += oracle.reached[unreached[k]] != 0;
                    kept += std::any_of(plain.begin(), plain.end(), [&](const ReachEdit& q) { return sameEdit(q, e); });
                }
            }
        }
        qInfo("%d levels: %d fixes from the spawn (%d searches), %d with the look (%d searches), %d the same, "
              "%d confirmed by the exhaustive oracle",
              levels, plainFixes, plainSearches, lookFixes, lookSearches, kept, confirmed);
        QVERIFY(plainFixes > 0);
        QVERIFY(confirmed > 0);
        QVERIFY(lookSearches < plainSearches);
        QVERIFY(lookFixes * 10 >= plainFixes * 9);
    }

    // A hazard no step of the verdict's search touched is not why a target is missed: the why
    // does not search the level again without hazards. One on the way is searched for.
    void untouchedHazardsAreNotSearchedWithout()
    {
        ReachProblem p = highLedgeLevel();
        p.bodies.push_back({50, Box{0, 0, 64, 8}, BodyKind::Hazard}); // out of every jump, top left
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.targets[1].reached);
        QVERIFY(!verdict.hazardsMatter);
        const std::vector<Vec2> nearest{verdict.targets[0].nearest, verdict.targets[1].nearest};
        ReachProbe skipping(p, 400'000, nullptr);
        const std::vector<Shortfall> why = explainUnreached(skipping, {0}, nearest, {false, false}, verdict.hazardsMatter);
        ReachProbe searching(p, 400'000, nullptr);
        const std::vector<Shortfall> before = explainUnreached(searching, {0}, nearest, {false, false}, true);
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::JumpHeight));
        QCOMPARE(int(before[0].kind), int(Shortfall::Kind::JumpHeight));
        QCOMPARE(why[0].amount, before[0].amount);
        QCOMPARE(skipping.searches() + 1, searching.searches());

        // The same hazard on the floor before the ledge: the player can step on it.
        p.bodies.back().shape = Box{3000, 696, 64, 8};
        QVERIFY(highLedgeVerdict(p).hazardsMatter);
        // A search cut short by its limit cannot tell.
        p.bodies.back().shape = Box{0, 0, 64, 8};
        p.maxStates = 500;
        QVERIFY(highLedgeVerdict(p).hazardsMatter);
    }

    // The jump shortfall's bisection keeps the path of the search that confirmed its step: the
    // why names the ledge from it, without a search of its own.
    // ReachResult::lookedAt holds every shape the search met: removing or moving a shape whose
    // inflated bounds lie outside it leaves the full search as it was (the same states, the same
    // region and verdicts), which is what lets the fixes drop such edits unsearched.
    void lookedAtHoldsWhatTheSearchMet()
    {
        int outside = 0, inside = 0, insideChanged = 0;
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            ReachProblem p = twoStoreys(seed);
            p.exhaustive = false; // the cell search, as the fixes' probes run it (and 30 times faster)
            p.attempts = true;    // what asks for lookedAt
            const ReachResult before = solveReachability(p);
            QVERIFY(before.lookedAt);
            // The feet positions whose box touches a shape (a unit wider, as the fixes take it).
            const auto feet = [&](const Shape& shape) {
                const Aabb b = bounds(shape);
                return Aabb{b.minX - p.player.width / 2 - 1, b.minY - 1, b.maxX + p.player.width / 2 + 1,
                            b.maxY + p.player.height + 1};
            };
            const auto same = [&](const ReachProblem& edited) {
                const ReachResult after = solveReachability(edited);
                bool equal = after.statesExplored == before.statesExplored && after.region == before.region;
                for (std::size_t t = 0; t < p.targets.size(); ++t)
                    equal = equal && after.targets[t].reached == before.targets[t].reached;
                return equal;
            };
            for (std::size_t b = 2; b < p.bodies.size(); ++b) {
                ReachProblem removed = p;
                removed.bodies.erase(removed.bodies.begin() + std::ptrdiff_t(b));
                if (feet(p.bodies[b].shape).intersects(*before.lookedAt)) {
                    ++inside;
                    if (insideChanged < 3) // enough to show the comparison can fail
                        insideChanged += !same(removed);
                    continue;
                }
                ++outside;
                QVERIFY2(same(removed), qPrintable(QStringLiteral("seed %1, body %2 removed").arg(seed).arg(b)));
                if (b % 2)
                    continue;
                ReachProblem moved = p;
                moved.bodies[b].shape = translated(p.bodies[b].shape, {0, -16});
                QVERIFY2(same(moved), qPrintable(QStringLiteral("seed %1, body %2 moved").arg(seed).arg(b)));
            }
        }
        // Both kinds were there, and the comparison can fail: some shapes inside count.
        QVERIFY(outside > 20);
        QVERIFY(insideChanged > 0);
        qInfo("%d shapes outside what the searches looked at, %d inside", outside, inside);
    }

    // A step that dies on a hazard leaves no state on it: the last state kept is up to a step
    // short of the hazard's inflated bounds. lookedAt still holds it (it grows the states' box
    // by what a step looks at), since removing that hazard changes the search.
    void lookedAtHoldsTheHazardsStepsDieOn()
    {
        ReachProblem p;
        p.bounds = {0, 0, 1280, 640};
        p.bodies.push_back({1, Box{0, 600, 1280, 40}, BodyKind::Solid});
        p.bodies.push_back({2, Box{400, 0, 32, 600}, BodyKind::Hazard}); // a wall of spikes, floor to top
        p.spawn = {64, 600};
        p.targets.push_back({100, Point{800, 590}});
        p.exhaustive = false;
        p.attempts = true;
        const ReachResult before = solveReachability(p);
        QVERIFY(!before.targets[0].reached);
        QVERIFY(before.lookedAt);
        const Aabb wall{400 - p.player.width / 2, 0, 432 + p.player.width / 2, 600 + p.player.height};
        QVERIFY(wall.intersects(*before.lookedAt));
        ReachProblem removed = p;
        removed.bodies.pop_back();
        QVERIFY(solveReachability(removed).targets[0].reached);
    }

    // A verdict that stops once the targets left are proven unreachable has not looked at the
    // rest of the level: it reports no lookedAt, so no fix is dropped as out of its sight.
    void lookedAtOnlyFromASearchThatRanToItsEnd()
    {
        ReachProblem p = highLedgeLevel(); // 4,000 units long: more states than the pause's 50,000
        p.targets.erase(p.targets.begin()); // the floor target stays, reached early
        for (const Box& b : {Box{3600, 200, 96, 16}, Box{3600, 264, 96, 16}, Box{3600, 216, 16, 48}, Box{3680, 216, 16, 48}})
            p.bodies.push_back({std::int64_t(p.bodies.size() + 1), b, BodyKind::Solid});
        p.targets.push_back({102, Point{3648, 240}}); // in the pocket, far from the spawn
        p.stopWhenAllReached = true;
        p.attempts = true;
        const ReachResult stopped = solveReachability(p);
        QVERIFY(stopped.targets[0].reached);
        QVERIFY(!stopped.targets[1].reached && stopped.targets[1].decided()); // walled in, out of reach
        QVERIFY(!stopped.lookedAt);
        p.stopWhenAllReached = false; // the overlay's search runs to its end
        const ReachResult whole = solveReachability(p);
        QVERIFY(whole.lookedAt);
        QVERIFY(stopped.statesExplored < whole.statesExplored);
    }

    // The fixes drop the edits outside what the verdict's search looked at without searching
    // them, and offer exactly what they offered when they searched them all.
    void fixesSkipWhatTheSearchNeverMet()
    {
        const FixesCompared c = compareFixes(0, [](FixRequest& r, const ReachResult& verdict) { r.lookedAt = verdict.lookedAt; });
        if (QTest::currentTestFailed())
            return;
        qInfo("%d unreached targets, %d fixes; searches %d when every candidate is searched, %d when those "
              "out of sight are dropped", c.unreachedTargets, c.fixes, c.searchedAll, c.searchedSkipping);
        QVERIFY(c.unreachedTargets > 6);
        QVERIFY(c.searchedSkipping < c.searchedAll);
    }

    // A goal walled in at the far end of a long level, its pocket's walls each a candidate
    // removal; the searches stop at a small limit long before they get there. The first wall's
    // search misses at its limit, having looked only near the spawn: it answers for the other
    // wall and the roof, which are not searched. Each of them, searched on its own, misses too.
    // (The floor, near the goal too, is tried first: without it the player falls out of the
    // level at once, a search that ends before its limit and answers for nothing.)
    void aMissAtTheLimitAnswersForEditsItNeverSaw()
    {
        ReachProblem p;
        p.bounds = {0, 0, 6400, 640};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 576, 6400, 64}, BodyKind::Solid});
        for (double x = 400; x < 5600; x += 400)
            p.bodies.push_back({key++, Box{x, 544, 32, 32}, BodyKind::Solid}); // blocks to hop over
        p.bodies.push_back({key++, Box{6000, 448, 16, 128}, BodyKind::Solid}); // left wall
        p.bodies.push_back({key++, Box{6192, 448, 16, 128}, BodyKind::Solid}); // right wall
        p.bodies.push_back({key++, Box{6000, 432, 208, 16}, BodyKind::Solid}); // roof
        p.spawn = {32, 576};
        p.targets.push_back({100, Point{6100, 560}}); // in the pocket
        p.targets.push_back({101, Point{200, 560}});  // by the spawn
        p.stopWhenAllReached = true;
        p.attempts = true;
        const ReachResult verdict = solveReachability(p);
        QVERIFY(verdict.targets[0].sealed);
        QVERIFY(verdict.targets[1].reached);
        const VerdictTargets v(verdict);
        FixRequest request = fixRequest(p, v, 0, Shortfall{Shortfall::Kind::Sealed, 0, {}, false});
        constexpr std::size_t kLimit = 3000;
        // Without the climber: its states do not count towards the limit, and a walled-in
        // target's candidates send it at once, so it would walk to the pocket within any limit.
        // These searches are meant to stop at it.
        ReachProbe reusing(p, kLimit, nullptr);
        reusing.climbFor({false, false});
        const std::vector<ReachEdit> fixes = findFixes(reusing, request);
        QVERIFY(fixes.empty());
        QCOMPARE(reusing.searches(), 2); // the floor's and the left wall's

        request.reuseMisses = false;
        ReachProbe each(p, kLimit, nullptr);
        each.climbFor({false, false});
        QVERIFY(findFixes(each, request).empty());
        QCOMPARE(each.searches(), 4); // the floor, the two walls and the roof
        // And each removal alone misses the goal within the limit.
        for (std::size_t wall : {std::size_t(14), std::size_t(15), std::size_t(16)}) {
            ReachProbe alone(p, kLimit, nullptr);
            const ReachProblem opened = applied(p, {ReachEdit::Kind::Remove, wall, {}, {}});
            QVERIFY(!alone.reaches(opened, {0, 1})[0]);
        }
        // With a limit that gets there, removing a wall is offered (the first search reaches).
        ReachProbe far(p, 0, nullptr);
        request.reuseMisses = true;
        const std::vector<ReachEdit> found = findFixes(far, request);
        QVERIFY(!found.empty());
        QCOMPARE(int(found.back().kind), int(ReachEdit::Kind::Remove));
    }

    // On random levels with probes held to a small limit (so that many candidates' searches
    // stop at it) and to a larger one (so that some fixes are found), the fixes are the same
    // whether a miss answers for the candidates it never saw or every candidate is searched;
    // and fewer searches are run.
    void reusedMissesGiveTheSameFixes()
    {
        int fixes = 0, searchedEach = 0, searchedReusing = 0;
        for (const std::size_t limit : {std::size_t(6'000), std::size_t(20'000)}) {
            const FixesCompared c = compareFixes(limit, [](FixRequest& r, const ReachResult&) { r.reuseMisses = true; });
            if (QTest::currentTestFailed())
                return;
            fixes += c.fixes;
            searchedEach += c.searchedAll;
            searchedReusing += c.searchedSkipping;
        }
        qInfo("%d fixes; searches %d when every candidate is searched, %d when a miss answers for the candidates "
              "it never saw", fixes, searchedEach, searchedReusing);
        QVERIFY(fixes > 0);
        QVERIFY(searchedReusing < searchedEach);
    }

    void jumpShortfallKeepsTheBisectionsPath()
    {
        ReachProblem p = highLedgeLevel();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].reached);
        const double jump = p.player.jumpHeight;
        const auto factorOf = [&](int k) { return (jump + k) / jump; };
        ReachProbe bisect(p, 400'000, nullptr);
        std::vector<std::vector<PathStep>> paths;
        const std::vector<std::optional<int>> steps =
            bisect.smallestSteps({0}, Ability::JumpHeight, 1, int(std::ceil(jump)), factorOf, false, &paths);
        QVERIFY(steps[0].has_value());
        QCOMPARE(paths.size(), std::size_t(1));
        QVERIFY(!paths[0].empty());
        // The kept path is one of the higher jump's: its last position touches the target.
        const PathStep& last = paths[0].back();
        QVERIFY(playerBounds(scaledPlayer(p.player, Ability::JumpHeight, factorOf(*steps[0])), last.position)
                    .intersects(bounds(p.targets[0].shape)));

        ReachProbe whyProbe(p, 400'000, nullptr);
        const std::vector<Shortfall> why = explainUnreached(
            whyProbe, {0}, {verdict.targets[0].nearest, verdict.targets[1].nearest}, {false, false}, verdict.hazardsMatter);
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::JumpHeight));
        QCOMPARE(why[0].amount, double(*steps[0]));
        // The ledge named comes from that path: here none, since every flight of the higher
        // jump's route lands within the player's own rise (the gap is across, from the post).
        const auto tooHigh =
            firstJumpTooHigh(p, scaledPlayer(p.player, Ability::JumpHeight, factorOf(*steps[0])), paths[0]);
        QVERIFY(!tooHigh);
        QVERIFY(why[0].bodies.empty());
        QVERIFY(!why[0].above);
        QCOMPARE(whyProbe.searches(), bisect.searches());
    }

    // The flight of a higher jump's route that the player's own jump cannot make: the first that
    // lands (or touches the target) higher above its take-off than the player's highest jump
    // rises, whatever comes after it.
    void firstJumpTooHighIsTheOneThatNeedsIt_data()
    {
        QTest::addColumn<double>("goalY");
        QTest::addColumn<double>("plateauTop");
        QTest::addColumn<bool>("landsOnPlateau");
        QTest::addColumn<bool>("last");
        // A goal on the plateau, 130 up: the jump onto it is too high, and the route ends there.
        QTest::newRow("goal on a cliff") << 460.0 << 470.0 << true << true;
        // A goal 70 above the same plateau: a hop from it, after the cliff.
        QTest::newRow("hop after the cliff") << 400.0 << 470.0 << true << false;
        // A plateau 60 up and the goal 150 above it: the last jump, touching the goal mid-air.
        QTest::newRow("goal high above") << 390.0 << 540.0 << false << true;
    }
    void firstJumpTooHighIsTheOneThatNeedsIt()
    {
        QFETCH(double, goalY);
        QFETCH(double, plateauTop);
        QFETCH(bool, landsOnPlateau);
        QFETCH(bool, last);
        ReachProblem p;
        p.bounds = {0, 0, 960, 640};
        p.bodies.push_back({1, Box{0, 600, 960, 40}, BodyKind::Solid});
        p.bodies.push_back({2, Box{300, plateauTop, 500, 600 - plateauTop}, BodyKind::Solid});
        p.spawn = {100, 600};
        p.targets.push_back({50, Point{600, goalY}});
        p.stopWhenAllReached = true;
        QVERIFY(!solveReachability(p).targets[0].reached);
        PlayerParams higher = p.player;
        higher.jumpHeight *= 2;
        ReachProblem h = p;
        h.player = higher;
        const ReachResult r = solveReachability(h);
        QVERIFY(r.targets[0].reached);
        const std::vector<PathStep>& path = r.targets[0].path;
        const std::optional<JumpTooHigh> jump = firstJumpTooHigh(p, higher, path);
        QVERIFY(jump);
        QCOMPARE(bodyUnderFeet(p, path[jump->takeOff].position), std::optional<std::size_t>(landsOnPlateau ? 0 : 1));
        QCOMPARE(jump->landing.has_value(), landsOnPlateau);
        if (jump->landing)
            QCOMPARE(bodyUnderFeet(p, path[*jump->landing].position), std::optional<std::size_t>(1));
        QCOMPARE(jump->last, last);
        // Not a route of the player `higher` names: nothing.
        PlayerParams other = higher;
        other.jumpHeight += 1;
        QVERIFY(!firstJumpTooHigh(p, other, path));
    }

    // The probes after a verdict are bounded by its cell searches' states: the exact states of
    // its exhaustive pass (which a probe does not run) are counted apart and left out, and so are
    // those of the climber's last chance after it.
    void probesAreBoundedByTheVerdictsCellSearch()
    {
        ReachProblem p = highLedgeLevel();
        const ReachResult verdict = highLedgeVerdict(p);
        QVERIFY(!verdict.targets[0].reached);
        QVERIFY(verdict.exactStatesExplored > 0); // the exhaustive pass looked for the ledge's goal
        QVERIFY(verdict.lastChanceStates > 0);    // stopped at its budget: the climber looked too
        QVERIFY(verdict.exactStatesExplored + verdict.lastChanceStates < verdict.statesExplored);
        ReachProblem cells = p;
        cells.exhaustive = false;
        const ReachResult cellsOnly = solveReachability(cells);
        QCOMPARE(cellsOnly.exactStatesExplored, std::size_t(0));
        QCOMPARE(cellsOnly.lastChanceStates, std::size_t(0));
        QCOMPARE(cellsOnly.statesExplored,
                 verdict.statesExplored - verdict.exactStatesExplored - verdict.lastChanceStates);
        QVERIFY(cellsOnly.statesExplored > 50'000);
        QCOMPARE(ReachProbe::budgetAfter(p, verdict), cellsOnly.statesExplored);
        ReachResult small;
        small.statesExplored = 30'000;
        QCOMPARE(ReachProbe::budgetAfter(p, small), std::size_t(50'000));
        // On a big level, at least what the verdict may take before its first full seal check
        // (four states per shape): a verdict that proved a room sealed in small windows early
        // does not leave its probes too few states to climb to the room (the fix that opens it).
        ReachProblem big = p;
        for (int i = 0; i < 20'000; ++i)
            big.bodies.push_back({100'000 + i, Box{double(i % 200) * 4, 2000.0 + (i / 200) * 4, 2, 2}, BodyKind::Solid});
        QCOMPARE(quickStates(big), 4 * sweepShapes(big));
        QVERIFY(quickStates(big) > 50'000);
        QCOMPARE(ReachProbe::budgetAfter(big, small), quickStates(big));
    }

    // What hazardsMatter promises, on seeded random levels with hazards anywhere: when it is
    // false, the level without its hazards has the same verdicts. (Some of the levels where it
    // is true do change without their hazards: the promise is one that can be broken.)
    void hazardsMatterKeepsItsPromise()
    {
        int untouched = 0, touched = 0, changed = 0, oracleChecked = 0;
        const int oracleLevels = qEnvironmentVariableIntValue("LEDGE_EXPLAIN_LEVELS"); // 0: every one
        for (std::uint32_t seed = 1; seed <= 32; ++seed) {
            ReachProblem p = randomLongLevel(seed);
            std::erase_if(p.bodies, [](const Body& b) { return b.kind == BodyKind::Hazard; }); // the floor's
            RandomCells cells(seed * 7919u);
            for (int i = 0; i < 2; ++i)
                p.bodies.push_back({200 + i, Box{cells(0, 145), cells(1, 27), cells(1, 3), 8}, BodyKind::Hazard});
            if (seed % 2) { // one beside or under a target, where it may stand in the way
                const Aabb t = bounds(p.targets[seed % p.targets.size()].shape);
                p.bodies.push_back({203, Box{t.minX + cells(-4, 2), t.minY + cells(-3, 2), cells(1, 3), cells(1, 3)}, BodyKind::Hazard});
            }
            p.stopWhenAllReached = true;
            const ReachResult verdict = solveReachability(p);
            ReachProblem safe = p;
            std::erase_if(safe.bodies, [](const Body& b) { return b.kind == BodyKind::Hazard; });
            const ReachResult without = solveReachability(safe);
            bool same = true;
            for (std::size_t i = 0; i < p.targets.size(); ++i)
                same = same && without.targets[i].reached == verdict.targets[i].reached;
            if (verdict.hazardsMatter) {
                ++touched;
                changed += !same;
                continue;
            }
            ++untouched;
            QVERIFY2(same, qPrintable(QStringLiteral("seed %1").arg(seed)));
            // The independent oracle (every input at every step, exact states) agrees: without
            // the hazards no input sequence reaches a target it did not reach with them.
            if (oracleLevels > 0 && oracleChecked >= oracleLevels)
                continue;
            const reference::ExhaustiveAnswer withHazards = reference::solvePlatformerExhaustive(p, 300'000);
            const reference::ExhaustiveAnswer withoutHazards = reference::solvePlatformerExhaustive(safe, 300'000);
            if (withHazards.complete && withoutHazards.complete) {
                ++oracleChecked;
                for (std::size_t i = 0; i < p.targets.size(); ++i)
                    QVERIFY2(withHazards.reached[i] == withoutHazards.reached[i],
                             qPrintable(QStringLiteral("seed %1, target %2").arg(seed).arg(i)));
            }
        }
        qInfo("%d levels whose search touched no hazard (%d of them checked by the exhaustive oracle), "
              "%d that did (%d of them reach other targets without their hazards)",
              untouched, oracleChecked, touched, changed);
        QVERIFY(untouched > 0);
        QVERIFY(oracleChecked > 0);
        QVERIFY(changed > 0);
    }

    // A probe stopped by its state limit counts what it missed as not reached, so it does not
    // have it checked for a seal (the verdict with the same limit does: sealed is decided
    // whatever the limit).
    void probeAtItsLimitSkipsTheSealCheck()
    {
        ReachProblem p = roomLevel();
        p.targets[1].shape = Point{1560, 560}; // far along the floor: not reached within the limit
        p.stopWhenAllReached = true;
        p.maxStates = 2000;
        const ReachResult verdict = solveReachability(p);
        QVERIFY(verdict.truncated);
        QVERIFY(verdict.targets[0].sealed);
        ReachProbe probe(p, 2000, nullptr);
        const ReachResult probed = probe.solve(p, {0, 1});
        QVERIFY(probed.truncated);
        QVERIFY(!probed.targets[0].reached);
        QVERIFY(!probed.targets[0].sealed);

        // A verdict that goes on lean past its limit (ledge-cli's) decides the far target; the
        // probes asked after it, given its problem, still stop at their bound.
        ReachProblem onward = p;
        onward.targets[1].shape = Point{1100, 560}; // on the floor before the room: far, but open
        onward.leanPastLimit = true;
        const ReachResult decided = solveReachability(onward);
        QVERIFY(!decided.truncated && decided.leanFrom > 0);
        QVERIFY(decided.targets[1].reached);
        QVERIFY(decided.targets[1].path.empty()); // reached past the limit: no path kept
        QVERIFY(decided.targets[0].sealed);
        const ReachResult stillBounded = probe.solve(onward, {1});
        QVERIFY(stillBounded.truncated);
        QCOMPARE(stillBounded.leanFrom, std::size_t(0));
        QVERIFY(!stillBounded.targets[0].reached);
    }

    // The why tries its causes in turn, each on the targets the ones before left; it runs the
    // highest jump's search beside the hazards' and the lower box and faster run beside the
    // jump's bisection. On a level where each cause explains one target, and the target behind
    // the hazards is one a higher jump also clears, every target gets the cause it gets in turn
    // and the amount a bisection of it alone finds.
    void causesAskedBesideEachOtherAsInTurn()
    {
        ReachProblem p;
        p.bounds = {0, 0, 3200, 640};
        std::int64_t key = 1;
        p.bodies.push_back({key++, Box{0, 576, 700, 64}, BodyKind::Solid});    // left of a 260-unit pit
        p.bodies.push_back({key++, Box{960, 576, 2240, 64}, BodyKind::Solid}); // the spawn's floor
        p.bodies.push_back({key++, Box{1200, 426, 96, 16}, BodyKind::Solid});  // a ledge 150 up
        p.bodies.push_back({key++, Box{2200, 440, 32, 136}, BodyKind::Hazard}); // spikes 136 high
        p.bodies.push_back({key++, Box{1500, 530, 300, 16}, BodyKind::Solid}); // a roof 30 units up,
        p.bodies.push_back({key++, Box{1800, 530, 16, 46}, BodyKind::Solid});  // closed at its right end
        p.spawn = {1000, 576};
        p.targets.push_back({100, Point{2400, 560}}); // past the spikes
        p.targets.push_back({101, Point{1248, 420}}); // on the ledge
        p.targets.push_back({102, Point{1780, 570}}); // under the low roof
        p.targets.push_back({103, Point{100, 560}});  // across the pit
        p.stopWhenAllReached = true;
        const ReachResult verdict = solveReachability(p);
        std::vector<Vec2> nearest;
        std::vector<bool> sealed;
        for (const TargetResult& t : verdict.targets) {
            QVERIFY(!t.reached);
            nearest.push_back(t.nearest);
            sealed.push_back(t.sealed);
        }
        QVERIFY(verdict.hazardsMatter);

        constexpr std::size_t kBound = 400'000;
        ReachProbe probe(p, kBound, nullptr);
        const std::vector<Shortfall> why = explainUnreached(probe, {0, 1, 2, 3}, nearest, sealed, true);
        QCOMPARE(int(why[0].kind), int(Shortfall::Kind::Hazard));
        QCOMPARE(int(why[1].kind), int(Shortfall::Kind::JumpHeight));
        QCOMPARE(int(why[2].kind), int(Shortfall::Kind::Tunnel));
        QCOMPARE(int(why[3].kind), int(Shortfall::Kind::RunSpeed));

        // What for the hazards' target is no accident of the order: a higher jump reaches it too.
        const PlayerParams& player = p.player;
        const auto higherJump = [&](int k) { return (player.jumpHeight + k) / player.jumpHeight; };
        const int jumpHi = int(std::ceil(player.jumpHeight));
        ReachProbe alone(p, kBound, nullptr);
        QVERIFY(alone.reaches(alone.withAbility(Ability::JumpHeight, higherJump(jumpHi)), {0})[0]);

        // Each amount is the one a bisection for that target alone finds.
        const auto smallest = [&](std::size_t target, Ability ability, int hi, const std::function<double(int)>& f) {
            const std::optional<int> step = alone.smallestSteps({target}, ability, 1, hi, f, false)[0];
            return step ? double(*step) : -1.0;
        };
        QCOMPARE(why[1].amount, smallest(1, Ability::JumpHeight, jumpHi, higherJump));
        const double lowerBy = smallest(2, Ability::Height, 99, [](int k) { return (100 - k) / 100.0; });
        QVERIFY(lowerBy > 0);
        QCOMPARE(why[2].amount, std::ceil(player.height * lowerBy / 100 - 1e-9));
        QCOMPARE(why[3].amount, smallest(3, Ability::RunSpeed, int(std::ceil(player.runSpeed)),
                                         [&](int k) { return (player.runSpeed + k) / player.runSpeed; }));
        QVERIFY(why[1].amount > 0 && why[3].amount > 0);
    }
};

QTEST_GUILESS_MAIN(TestReachAnalysis)
#include "tst_reachanalysis.moc"
