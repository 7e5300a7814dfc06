// A goal high above a generated level, at the end of a long climb through it (the "goal high
// above" rows of tests/bench/README.md): the verdict's climber reaches it, in a fraction of the
// states the breadth-first search takes, with a path that replays under the step model. On
// these levels the climber's first stage (jumps held to their top, walks of two steps over
// cells of three) runs out of moves near the spawn; the second (rises four steps at a time that
// may turn or let go in between, walks of a step over the verdict's standing cells) gets
// through. Without it the breadth-first search reaches the goal after 4.9, 2.4 and 1.5 million
// states; without its rises, the first fails; without its walks, the third.

#include "model/LevelGenerator.h"
#include "model/LevelReach.h"

#include <QTest>

#include <algorithm>

using namespace ledge;

class TestLongClimb : public QObject {
    Q_OBJECT

private slots:
    void reachedByTheClimber_data();
    void reachedByTheClimber();
};

void TestLongClimb::reachedByTheClimber_data()
{
    QTest::addColumn<int>("shapes");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("3,000 shapes, seed 1") << 3000 << 1u;
    QTest::newRow("3,000 shapes, seed 2") << 3000 << 2u;
    QTest::newRow("1,000 shapes, seed 4") << 1000 << 4u;
}

void TestLongClimb::reachedByTheClimber()
{
    QFETCH(int, shapes);
    QFETCH(unsigned, seed);
    GeneratorOptions options;
    options.shapes = shapes;
    options.seed = seed;
    const std::unique_ptr<Level> level = generateLevel(options);
    // The goal at the top of the level, half way across.
    LayerId layer = 0;
    for (int i = 0; i < level->layerCount() && layer == 0; ++i)
        if (level->layerAt(i).type == LayerType::Objects)
            layer = level->layerAt(i).id;
    const ObjectId goal = level->nextObjectId();
    LevelObject o;
    o.id = goal;
    o.role = Role::Goal;
    o.shape = Point{level->bounds().width() / 2, 10};
    level->insertObject(layer, o);

    const LevelObject* spawn = singleSpawn(*level);
    QVERIFY(spawn);
    ReachProblem p = reachProblem(*level, *spawn);
    p.stopWhenAllReached = true; // the verdict's call
    const ReachResult r = solveReachability(p);
    const auto t = std::find_if(r.targets.begin(), r.targets.end(), [&](const TargetResult& t) { return t.key == goal; });
    QVERIFY(t != r.targets.end());
    QVERIFY(t->reached);
    QVERIFY(t->scouted); // by a helper, not the breadth-first search
    QVERIFY2(r.statesExplored < 1'000'000, qPrintable(QString::number(r.statesExplored)));

    // The path replays, step for step, and touches the goal (a point: inside the player's box
    // swept along a piece of some step).
    const MovementWorld world(p.bounds, p.bodies, p.tiles, p.player);
    const Vec2 g{level->bounds().width() / 2, 10};
    QVERIFY(!t->path.empty());
    QCOMPARE(t->path.front().position, p.spawn);
    PlayerState s = world.spawnState(p.spawn);
    bool touched = false;
    for (std::size_t i = 1; i < t->path.size(); ++i) {
        const StepResult step = world.step(s, t->path[i].input);
        QCOMPARE(step.state.position, t->path[i].position);
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

QTEST_GUILESS_MAIN(TestLongClimb)
#include "tst_longclimb.moc"
