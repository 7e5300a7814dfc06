// A goal high above a generated level, at the end of a long climb through it (the "goal high
// above" rows of tests/bench/README.md): the verdict's climber reaches it, in a fraction of the
// states the breadth-first search takes, with a path that replays under the step model. On
// these levels the climber's first stage (jumps held to their top, walks of two steps over
// cells of three) runs out of moves near the spawn; the second (rises four steps at a time that
// may turn or let go in between, walks of a step over the verdict's standing cells) gets
// through; on the last level, the third (a choice at every step of a rise, over the verdict's
// cells) does. Without them the breadth-first search reaches the goal after 4.9, 2.4, 1.5 and
// 1.7 million states; without the second stage's rises, the first fails; without the third
// stage, the fourth. (Without the second stage's one-step walks the third stage reaches the
// third level's goal instead.)
//
// On the 3,000-shape level of seed 7 the breadth-first search ends without the goal, and the
// exhaustive pass at its budget: the goal was called unreachable, on the cells' word, while the
// climber waited for 200,000 states; on a level of 2,000 shapes or more it now sets out at
// 25,000, and reaches it. A smaller level still waits: the 1,000-shape one with five goals
// nobody reaches ends its search first. Where the search ends before the climber sets out and
// the exhaustive pass stops at its budget, the climber runs its stages to their end before a
// target is called unreachable (the last chance): the 1,000-shape level of seed 4 with a slower
// player has its goal high above reached so.
//
// The why's probes (ReachProbe: the verdict's search again, with a changed player or level,
// bounded by the verdict's states) have the climber too: on a level whose goal high above no
// jump of the player reaches, a jump 3 units higher does, and the probe finds it in a fraction
// of its bound; without the climber it searched to its bound and missed, so the why named a
// jump 95 units higher. The climber goes only to the targets that need it
// (ReachProbe::climbingTargets): the one its climber reached, or one far from where the player
// got; a goal walled in beside the way is probed without it.
//
// The goal high above that the climber reaches gets its margins (the probes climb too): the
// long climb of the 1,000-shape level of seed 4 needs nearly all of the player's jump, and a
// tight-jump warning says so; the player with the shares measured reaches it.
//
// Beside such a goal, a second one walled in on the floor: the fix (a wall removed) keeps the
// goal high above reached because the edit is away from its path (FixRequest::reachedPaths),
// though no search bounded by the verdict's would reach that goal again.

#include "collision/ReachAnalysis.h"
#include "model/LevelClone.h"
#include "model/LevelGenerator.h"
#include "model/LevelReach.h"
#include "model/Validator.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace ledge;

class TestLongClimb : public QObject {
    Q_OBJECT

private slots:
    void reachedByTheClimber_data();
    void reachedByTheClimber();
    void aFixBesideTheLongClimb();
    void theWhysProbesClimbToo();
    void marginsOfTheLongClimb();
    void aSmallLevelWaitsForItsSearch();
    void theLastChance_data();
    void theLastChance();
    void noSecondOpinionReachesMore_data();
    void noSecondOpinionReachesMore();
};

namespace {

LayerId firstObjectsLayer(const Level& level)
{
    for (int i = 0; i < level.layerCount(); ++i)
        if (level.layerAt(i).type == LayerType::Objects)
            return level.layerAt(i).id;
    return 0;
}

// A goal at `at`; its id.
ObjectId addGoal(Level& level, Vec2 at)
{
    LevelObject o;
    o.id = level.nextObjectId();
    o.role = Role::Goal;
    o.shape = Point{at.x, at.y};
    level.insertObject(firstObjectsLayer(level), o);
    return o.id;
}

// The generated level of `shapes` and `seed`, its player's run speed times `run`.
std::unique_ptr<Level> generatedWithRun(int shapes, unsigned seed, double run)
{
    GeneratorOptions options;
    options.shapes = shapes;
    options.seed = seed;
    std::unique_ptr<Level> level = generateLevel(options);
    PlayerSettings player = level->player();
    player.runSpeed *= run;
    level->setPlayer(player);
    return level;
}

// The goal at the top of the level, half way across; its id.
ObjectId addGoalHighAbove(Level& level) { return addGoal(level, {level.bounds().width() / 2, 10}); }

// Steps the player along `path` from its first position: every step replays and stays alive,
// and some piece of some step's box touches the point g.
void checkReplayTouches(const MovementWorld& world, const std::vector<PathStep>& path, Vec2 g)
{
    QVERIFY(!path.empty());
    PlayerState s = world.spawnState(path.front().position);
    bool touched = false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const StepResult step = world.step(s, path[i].input);
        QCOMPARE(step.state.position, path[i].position);
        QCOMPARE(step.outcome, StepOutcome::Alive);
        for (int k = 0; k + 1 < step.pathLength; ++k) {
            const Aabb a = world.playerBox(step.path[k]), b = world.playerBox(step.path[k + 1]);
            const Aabb swept = a.united(b);
            touched = touched || (swept.minX <= g.x && g.x <= swept.maxX && swept.minY <= g.y && g.y <= swept.maxY);
        }
        s = step.state;
    }
    QVERIFY2(touched, qPrintable(QString("ends at %1, %2").arg(s.position.x).arg(s.position.y)));
}

// A generated level with the goal high above, and the verdict's search of it (the goal's index
// in the problem's targets and the verdict's; past their end when the level has no spawn).
struct HighGoal {
    std::unique_ptr<Level> level;
    ObjectId goal = 0;
    ReachProblem problem;
    ReachResult verdict;
    std::size_t index = std::numeric_limits<std::size_t>::max();
};

HighGoal searchHighGoal(int shapes, unsigned seed)
{
    HighGoal h;
    GeneratorOptions options;
    options.shapes = shapes;
    options.seed = seed;
    h.level = generateLevel(options);
    h.goal = addGoalHighAbove(*h.level);
    const LevelObject* spawn = singleSpawn(*h.level);
    if (!spawn)
        return h;
    h.problem = reachProblem(*h.level, *spawn);
    h.problem.stopWhenAllReached = true; // the verdict's call
    h.verdict = solveReachability(h.problem);
    for (std::size_t i = 0; i < h.verdict.targets.size(); ++i)
        if (h.verdict.targets[i].key == h.goal)
            h.index = i;
    return h;
}

bool reached(const ValidationReport& report, ObjectId id)
{
    const auto& r = report.reachability->reached;
    return std::find(r.begin(), r.end(), id) != r.end();
}

} // namespace

void TestLongClimb::reachedByTheClimber_data()
{
    QTest::addColumn<int>("shapes");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("3,000 shapes, seed 1") << 3000 << 1u;
    QTest::newRow("3,000 shapes, seed 2") << 3000 << 2u;
    QTest::newRow("1,000 shapes, seed 4") << 1000 << 4u;
    QTest::newRow("1,000 shapes, seed 11") << 1000 << 11u;
    // The breadth-first search ends here with the goal left, and the exhaustive pass at its
    // budget: with the climber setting out only at 200,000 states, the verdict called the goal
    // unreachable on the cells' word, though a route exists (the one below).
    QTest::newRow("3,000 shapes, seed 7") << 3000 << 7u;
}

void TestLongClimb::reachedByTheClimber()
{
    QFETCH(int, shapes);
    QFETCH(unsigned, seed);
    const HighGoal h = searchHighGoal(shapes, seed);
    QVERIFY(h.index < h.verdict.targets.size());
    const ReachProblem& p = h.problem;
    const ReachResult& r = h.verdict;
    const TargetResult* t = &r.targets[h.index];
    QVERIFY(t->reached);
    QVERIFY(t->scouted); // by a helper, not the breadth-first search
    QVERIFY2(r.statesExplored < 1'000'000, qPrintable(QString::number(r.statesExplored)));

    // The path replays, step for step, and touches the goal (a point: inside the player's box
    // swept along a piece of some step).
    const MovementWorld world(p.bounds, p.bodies, p.tiles, p.player);
    QCOMPARE(t->path.front().position, p.spawn);
    checkReplayTouches(world, t->path, {h.level->bounds().width() / 2, 10});
}

void TestLongClimb::theWhysProbesClimbToo()
{
    const HighGoal h = searchHighGoal(1000, 12);
    QVERIFY(h.index < h.verdict.targets.size());
    const ReachProblem& p = h.problem;
    const ReachResult& verdict = h.verdict;
    const std::size_t index = h.index;
    QVERIFY(!verdict.targets[index].reached);

    const std::size_t bound = ReachProbe::budgetAfter(p, verdict);
    // The goal is thousands of units from where the player gets: a climbing target. Those the
    // verdict reached, all without the climber on this level, are not.
    const std::vector<bool> climbing = ReachProbe::climbingTargets(p, verdict);
    for (std::size_t i = 0; i < climbing.size(); ++i)
        QCOMPARE(bool(climbing[i]), i == index);
    ReachProbe probe(p, bound, nullptr);
    probe.climbFor(climbing);
    const ReachProblem higher = probe.withAbility(Ability::JumpHeight, (p.player.jumpHeight + 3) / p.player.jumpHeight);
    const ReachResult r = probe.solve(higher, {index});
    QCOMPARE(r.targets.size(), std::size_t{1});
    QVERIFY2(r.targets[0].reached, qPrintable(QString("%1 states of %2").arg(r.statesExplored).arg(bound)));
    QVERIFY2(r.statesExplored < bound / 2, qPrintable(QString("%1 states of %2").arg(r.statesExplored).arg(bound)));
    const MovementWorld world(higher.bounds, higher.bodies, higher.tiles, higher.player);
    QCOMPARE(r.targets[0].path.front().position, p.spawn);
    checkReplayTouches(world, r.targets[0].path, {h.level->bounds().width() / 2, 10});
    // Told the goal is not a climbing one, the probe searches without the climber, and misses.
    ReachProbe flat(p, bound, nullptr);
    flat.climbFor(std::vector<bool>(climbing.size(), false));
    QVERIFY(!flat.solve(higher, {index}).targets.at(0).reached);

    // The climber's stages have their own bound, and take none of the breadth-first search's:
    // bounded by the states that search takes to its end alone (the player as it is misses),
    // a probe with the climber still gets to that end.
    ReachProblem alone = p;
    alone.climbAfter = 0;
    ReachProbe unbounded(p, 0, nullptr);
    const ReachResult all = unbounded.solve(alone, {index});
    QVERIFY(!all.targets.at(0).reached);
    QVERIFY(!all.truncated);
    ReachProbe tight(p, all.statesExplored + 1, nullptr);
    const ReachResult beside = tight.solve(p, {index});
    QVERIFY(!beside.targets.at(0).reached);
    QVERIFY(!beside.truncated);
    QVERIFY2(beside.statesExplored > all.statesExplored, qPrintable(QString::number(beside.statesExplored)));
}

void TestLongClimb::aFixBesideTheLongClimb()
{
    GeneratorOptions options;
    options.shapes = 3000;
    options.seed = 3; // the climber's first stage reaches the goal high above
    std::unique_ptr<Level> level = generateLevel(options);
    const ObjectId high = addGoalHighAbove(*level);
    // A pocket of three boxes on the floor, three quarters of the way along, the shapes there
    // cleared first, and a goal in it.
    const Aabb world = level->bounds();
    const double floor = world.maxY - 32, x = std::round(world.width() * 0.75 / 32) * 32;
    const Aabb clear{x - 80, floor - 200, x + 112, floor};
    std::vector<ObjectId> inTheWay;
    level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.role == Role::Solid && bounds(o.shape).overlapsInterior(clear))
            inTheWay.push_back(o.id);
    });
    for (ObjectId id : inTheWay)
        level->removeObject(id);
    const LayerId layer = firstObjectsLayer(*level);
    for (const Box& b : {Box{x - 48, floor - 112, 16, 112}, Box{x + 32, floor - 112, 16, 112}, Box{x - 48, floor - 128, 96, 16}}) {
        LevelObject wall;
        wall.id = level->nextObjectId();
        wall.shape = b;
        level->insertObject(layer, wall);
    }
    LevelObject pocket;
    pocket.id = level->nextObjectId();
    pocket.role = Role::Goal;
    pocket.shape = Point{x, floor - 20};
    level->insertObject(layer, pocket);

    // The pocket is beside the way: the player comes within a jump of it, so its probes need
    // no climber. The goal high above, which the climber reached first, keeps it.
    {
        const LevelObject* spawn = singleSpawn(*level);
        QVERIFY(spawn);
        ReachProblem p = reachProblem(*level, *spawn);
        p.stopWhenAllReached = true;
        const ReachResult verdict = solveReachability(p);
        const std::vector<bool> climbing = ReachProbe::climbingTargets(p, verdict);
        for (std::size_t i = 0; i < p.targets.size(); ++i) {
            if (p.targets[i].key == high) {
                QVERIFY(verdict.targets[i].climbed);
                QVERIFY(climbing[i]);
            } else if (p.targets[i].key == pocket.id) {
                QVERIFY(!verdict.targets[i].reached);
                QVERIFY(!climbing[i]);
            }
        }
    }

    ValidationOptions explain;
    explain.explain = true;
    const ValidationReport report = Validator(*level, explain).run();
    QVERIFY(report.reachability);
    QVERIFY(reached(report, high));
    QCOMPARE(report.reachability->unreachable, std::vector<ObjectId>{pocket.id});
    const Issue* issue = nullptr;
    for (const Issue& i : report.issues)
        if (i.code == QLatin1String(IssueCode::TargetUnreachable))
            issue = &i;
    QVERIFY(issue);
    QVERIFY2(!issue->fixes.empty(), qPrintable(issue->message));
    for (const IssueFix& fix : issue->fixes) {
        QCOMPARE(fix.kind, IssueFix::Kind::Remove); // a wall of the pocket
        const std::unique_ptr<Level> fixed = cloneLevel(*level);
        fixed->removeObject(fix.object);
        const ValidationReport after = Validator(*fixed).run();
        QVERIFY(reached(after, high));
        QVERIFY(reached(after, pocket.id));
    }
}

void TestLongClimb::marginsOfTheLongClimb()
{
    GeneratorOptions options;
    options.shapes = 1000;
    options.seed = 4;
    std::unique_ptr<Level> level = generateLevel(options);
    const ObjectId goal = addGoalHighAbove(*level);
    ValidationOptions explain;
    explain.explain = true;
    explain.margins = true;
    const ValidationReport report = Validator(*level, explain).run();
    QVERIFY(report.reachability);
    QVERIFY(reached(report, goal));
    const auto m = report.reachability->margins.find(goal);
    QVERIFY(m != report.reachability->margins.end());
    QVERIFY2(m->second.jumpHeight > 0.9 && m->second.jumpHeight <= 1, qPrintable(QString::number(m->second.jumpHeight)));
    QVERIFY(m->second.runSpeed <= 1);
    const bool tight = std::any_of(report.issues.begin(), report.issues.end(), [&](const Issue& i) {
        return i.code == QLatin1String(IssueCode::TightJump) && i.objects == std::vector<ObjectId>{goal};
    });
    QVERIFY(tight);

    // Each share is one the player reaches the goal with (the verdict's search of the changed
    // level, its climber included).
    const PlayerSettings player = level->player();
    for (const bool jump : {true, false}) {
        PlayerSettings weaker = player;
        if (jump)
            weaker.jumpHeight *= m->second.jumpHeight;
        else
            weaker.runSpeed *= m->second.runSpeed;
        level->setPlayer(weaker);
        QVERIFY2(reached(Validator(*level).run(), goal), jump ? "jump" : "run");
    }
}

// The climber sets out after 25,000 states on a level of 2,000 shapes or more, after
// ReachProblem::climbAfter (200,000) on a smaller one: the 1,000-shape level with five goals in
// the open air at its top, which no one reaches, ends its breadth-first search at some 173,000
// states; a climber setting out before that would only add its nodes (65% more time).
void TestLongClimb::aSmallLevelWaitsForItsSearch()
{
    GeneratorOptions options;
    options.shapes = 1000;
    options.seed = 3;
    std::unique_ptr<Level> level = generateLevel(options);
    std::vector<ObjectId> goals;
    for (int k = 0; k < 5; ++k)
        goals.push_back(addGoal(*level, {300.0 + 600.0 * k, 10.0}));
    const LevelObject* spawn = singleSpawn(*level);
    QVERIFY(spawn);
    ReachProblem p = reachProblem(*level, *spawn);
    p.stopWhenAllReached = true;
    QCOMPARE(p.climbAfter, kClimbAfter);
    const ReachResult r = solveReachability(p);
    for (const TargetResult& t : r.targets)
        if (std::find(goals.begin(), goals.end(), t.key) != goals.end())
            QVERIFY(!t.reached);
    // The climber ran only after the exhaustive pass (its last chance), not beside the search.
    QVERIFY(!r.exhaustive);
    QVERIFY(r.lastChanceStates > 0);
    const std::size_t cells = r.statesExplored - r.exactStatesExplored - r.lastChanceStates;
    QVERIFY2(cells > 100'000 && cells < kClimbAfter, qPrintable(QString::number(cells)));
    QCOMPARE(ReachProbe::budgetAfter(p, r), cells);
}

// Generated levels with a goal high above that can be reached, and whose exhaustive pass stops
// at its budget without it. "seed 4": a player running at 85% of the default speed; the
// breadth-first search ends at some 146,000 states, before the climber would set out; the
// climber, run to its end after the pass, finds the way. The other rows: the climber's first
// series misses the goal (it keeps the first state of each of its cells, and the ways up it
// drops follow its estimate's weight); the second series, weighted otherwise, finds it. Without
// the last chance, or without its second series for those rows, the verdict called the goal
// unreachable.
void TestLongClimb::theLastChance_data()
{
    QTest::addColumn<int>("shapes");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<double>("run");
    QTest::addColumn<bool>("beforeTheClimber"); // the cells' search ends before it sets out
    QTest::newRow("seed 4, run at 85%") << 1000 << 4u << 0.85 << true;
    QTest::newRow("seed 20, run at 80%: the second series") << 1000 << 20u << 0.8 << false;
    QTest::newRow("seed 26, run at 90%: the second series") << 1000 << 26u << 0.9 << false;
}

void TestLongClimb::theLastChance()
{
    QFETCH(int, shapes);
    QFETCH(unsigned, seed);
    QFETCH(double, run);
    QFETCH(bool, beforeTheClimber);
    std::unique_ptr<Level> level = generatedWithRun(shapes, seed, run);
    const Vec2 at{level->bounds().width() / 2, 10};
    const ObjectId goal = addGoal(*level, at);
    const LevelObject* spawn = singleSpawn(*level);
    QVERIFY(spawn);
    ReachProblem p = reachProblem(*level, *spawn);
    p.stopWhenAllReached = true;
    const ReachResult r = solveReachability(p);
    QVERIFY(!r.exhaustive);
    QVERIFY(r.lastChanceStates > 0);
    const std::size_t cells = r.statesExplored - r.exactStatesExplored - r.lastChanceStates;
    QVERIFY2((cells < kClimbAfter) == beforeTheClimber, qPrintable(QString::number(cells)));
    const auto t = std::find_if(r.targets.begin(), r.targets.end(), [&](const TargetResult& x) { return x.key == goal; });
    QVERIFY(t != r.targets.end());
    QVERIFY(t->reached);
    QVERIFY(t->climbed);
    const MovementWorld world(p.bounds, p.bodies, p.tiles, p.player);
    QCOMPARE(t->path.front().position, p.spawn);
    checkReplayTouches(world, t->path, at);
    QVERIFY(reached(Validator(*level).run(), goal));
}

// A second opinion where the exhaustive reference cannot go (levels of 1,000 shapes and more):
// the same problem searched with the climber setting out after 1,000 states, so that its cells
// keep other states first. A target it reaches can be reached (its path replays), so the
// verdict must reach it too. By default two levels, one of them a goal the verdict once called
// unreachable (seed 4, run at 85%); LEDGE_CLIMB_SEEDS=N adds the goal high above on the
// 1,000-shape levels of seeds 1 to N with the player's run at 100%, 90%, 85% and 80% (some
// two seconds a level).
void TestLongClimb::noSecondOpinionReachesMore_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<double>("run");
    QTest::newRow("seed 2") << 2u << 1.0;
    QTest::newRow("seed 4, run at 85%") << 4u << 0.85;
    const int seeds = qEnvironmentVariableIntValue("LEDGE_CLIMB_SEEDS");
    for (int seed = 1; seed <= seeds; ++seed)
        for (const double run : {1.0, 0.9, 0.85, 0.8})
            QTest::addRow("sweep: seed %d, run at %d%%", seed, qRound(run * 100)) << unsigned(seed) << run;
}

void TestLongClimb::noSecondOpinionReachesMore()
{
    QFETCH(unsigned, seed);
    QFETCH(double, run);
    std::unique_ptr<Level> level = generatedWithRun(1000, seed, run);
    addGoalHighAbove(*level);
    const LevelObject* spawn = singleSpawn(*level);
    QVERIFY(spawn);
    ReachProblem p = reachProblem(*level, *spawn);
    p.stopWhenAllReached = true;
    const ReachResult verdict = solveReachability(p);
    ReachProblem early = p;
    early.climbAfter = 1000;
    const ReachResult second = solveReachability(early);
    QCOMPARE(second.targets.size(), verdict.targets.size());
    const MovementWorld world(p.bounds, p.bodies, p.tiles, p.player);
    for (std::size_t i = 0; i < second.targets.size(); ++i) {
        const TargetResult& t = second.targets[i];
        if (!t.reached || verdict.targets[i].reached)
            continue;
        // A wrong "unreachable": show that the second opinion's path is a real one.
        QVERIFY(!t.path.empty());
        QCOMPARE(world.spawnState(t.path.front().position).position, p.spawn);
        QFAIL(qPrintable(QStringLiteral("target #%1 is reached by a climber setting out early (%2 path steps), "
                                        "the verdict calls it unreachable")
                             .arg(t.key)
                             .arg(t.path.size())));
    }
}

QTEST_GUILESS_MAIN(TestLongClimb)
#include "tst_longclimb.moc"
