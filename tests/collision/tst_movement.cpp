// The single fixed step of the platformer model (docs/movement.md):
// gravity, jump speed, jump cut, floors, ceilings, walls, one-way platforms, slopes, hazards
// and bounds; every resting contact is checked against the exact narrow phase (Overlap.h):
// the box touches the surface and does not overlap it.

#include "collision/Movement.h"
#include "collision/Overlap.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Vec2)

namespace {

const PlayerParams kPlayer; // 24 x 40, run 240, jump 104, gravity 1800, fall 900
const Aabb kBounds{0, 0, 640, 480};
const double kJumpSpeed = std::sqrt(2.0 * 1800.0 * 104.0);

Box playerBox(Vec2 feet) { return {feet.x - 12, feet.y - 40, 24, 40}; }

MovementWorld worldOf(std::vector<Body> bodies, std::vector<TileGrid> tiles = {})
{
    return MovementWorld(kBounds, bodies, tiles, kPlayer);
}

Body solid(Shape s, std::int64_t key = 1) { return {key, std::move(s), BodyKind::Solid}; }

// Nothing in the world overlaps the player's box, and it touches `surface`. A contact point
// that is irrational (on a circle) cannot be hit exactly: the player then stops a few ulps
// outside (gap > 0), never inside.
void checkResting(const std::vector<Body>& bodies, Vec2 feet, const Shape& surface, double gap = 0.0)
{
    for (const Body& b : bodies)
        QVERIFY2(!overlaps(playerBox(feet), b.shape), "the box overlaps a body");
    Box grown = playerBox(feet);
    grown.y -= gap;
    grown.h += 2 * gap;
    QVERIFY(touches(grown, surface));
}

} // namespace

class TestMovement : public QObject {
    Q_OBJECT
private slots:
    void gravity_data()
    {
        QTest::addColumn<double>("vy");
        QTest::addColumn<double>("expectedVy");
        QTest::newRow("at rest") << 0.0 << 30.0;
        QTest::newRow("falling") << 300.0 << 330.0;
        QTest::newRow("capped below the limit") << 890.0 << 900.0;
        QTest::newRow("at the limit") << 900.0 << 900.0;
    }
    void gravity()
    {
        QFETCH(double, vy);
        QFETCH(double, expectedVy);
        const MovementWorld w = worldOf({});
        PlayerState s;
        s.position = {320, 200};
        s.vy = vy;
        const StepResult r = w.step(s, Input::None);
        QCOMPARE(r.outcome, StepOutcome::Alive);
        QCOMPARE(r.state.vy, expectedVy);
        QCOMPARE(r.state.position.y, 200 + expectedVy / 60.0);
        QCOMPARE(r.state.position.x, 320.0);
        QVERIFY(!r.state.standing);
    }

    void jump_data()
    {
        QTest::addColumn<bool>("standing");
        QTest::addColumn<double>("vy");
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("expectedVy");
        QTest::newRow("jump from the floor") << true << 0.0 << int(Input::Jump) << -kJumpSpeed + 30;
        QTest::newRow("no jump in the air") << false << 100.0 << int(Input::Jump) << 130.0;
        QTest::newRow("holding jump while rising") << false << -300.0 << int(Input::Jump) << -270.0;
        QTest::newRow("release cuts the rise") << false << -300.0 << int(Input::None) << 30.0;
        QTest::newRow("release while falling changes nothing") << false << 60.0 << int(Input::None) << 90.0;
    }
    void jump()
    {
        QFETCH(bool, standing);
        QFETCH(double, vy);
        QFETCH(int, input);
        QFETCH(double, expectedVy);
        // A floor under the feet when standing, open air otherwise.
        std::vector<Body> bodies;
        if (standing)
            bodies.push_back(solid(Box{0, 400, 640, 32}));
        const MovementWorld w = worldOf(bodies);
        PlayerState s;
        s.position = {320, standing ? 400.0 : 200.0};
        s.vy = vy;
        s.standing = standing;
        const StepResult r = w.step(s, input);
        QCOMPARE(r.state.vy, expectedVy);
        QCOMPARE(r.state.position.y, s.position.y + expectedVy / 60.0);
    }

    void jumpHeight()
    {
        // Held jump from a floor: the highest feet position is the discrete sum of the rise,
        // a little below jumpHeight (gravity is applied before the move).
        const MovementWorld w = worldOf({solid(Box{0, 400, 640, 32})});
        PlayerState s = w.spawnState({320, 400});
        QVERIFY(s.standing);
        double highest = 400;
        // Hold jump while rising (holding it on landing would jump again).
        for (int i = 0; i < 60; ++i) {
            s = w.step(s, i == 0 || s.vy < 0 ? Input::Jump : Input::None).state;
            highest = std::min(highest, s.position.y);
        }
        double expected = 0, v = -kJumpSpeed;
        while ((v += 30) < 0)
            expected += -v / 60;
        QCOMPARE(400 - highest, expected);
        QVERIFY(400 - highest < 104 && 400 - highest > 96);
        QVERIFY(s.standing); // and it lands again, exactly on the floor
        QCOMPARE(s.position.y, 400.0);
    }

    void landing_data()
    {
        QTest::addColumn<Shape>("floor");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("expectedY");
        QTest::newRow("box") << Shape(Box{0, 400, 640, 32}) << 320.0 << 400.0;
        QTest::newRow("box edge, box overlaps by 1") << Shape(Box{0, 400, 309, 32}) << 320.0 << 400.0;
        QTest::newRow("circle top") << Shape(Circle{320, 420, 20}) << 320.0 << 400.0;
        QTest::newRow("circle, box corner on the arc") << Shape(Circle{300, 420, 20}) << 325.0
                                                       << 420 - std::sqrt(400.0 - 13 * 13);
        QTest::newRow("circle, box side tangent: no support") << Shape(Circle{300, 420, 20}) << 332.0 << -1.0;
        QTest::newRow("triangle apex") << Shape(Polygon{{{300, 440}, {320, 400}, {340, 440}}}) << 320.0 << 400.0;
        QTest::newRow("slope surface") << Shape(Slope{300, 368, 64, 64, Rise::Right, false}) << 320.0
                                       << 368.0 + 64 - (320 + 12 - 300);
    }
    void landing()
    {
        QFETCH(Shape, floor);
        QFETCH(double, x);
        QFETCH(double, expectedY);
        const MovementWorld w = worldOf({solid(floor)});
        PlayerState s;
        s.position = {x, 250};
        s.vy = 600;
        int steps = 0;
        while (!s.standing && steps++ < 200) {
            const StepResult r = w.step(s, Input::None);
            if (expectedY < 0) { // slides past the tangent point and falls out of the level
                QVERIFY(!overlaps(playerBox(r.state.position), floor));
                if (r.outcome == StepOutcome::LeftBounds)
                    return;
            }
            QCOMPARE(r.outcome, StepOutcome::Alive);
            s = r.state;
        }
        QVERIFY(expectedY >= 0);
        QVERIFY(s.standing);
        QCOMPARE(s.vy, 0.0);
        QCOMPARE(s.position.x, x);
        QVERIFY(std::abs(s.position.y - expectedY) < 1e-9);
        const bool irrational = std::holds_alternative<Circle>(floor) && x != 320.0;
        checkResting({solid(floor)}, s.position, floor, irrational ? 1e-9 : 0.0);
        // It stays put: the next step lands again at zero distance.
        const StepResult again = w.step(s, Input::None);
        QCOMPARE(again.state.position, s.position);
        QVERIFY(again.state.standing);
    }

    void ceiling()
    {
        const Box roof{200, 310, 240, 20};
        const MovementWorld w = worldOf({solid(Box{0, 400, 640, 32}), solid(roof, 2)});
        PlayerState s = w.spawnState({320, 400});
        bool bumped = false;
        for (int i = 0; i < 40 && !bumped; ++i) {
            const double before = s.vy;
            s = w.step(s, Input::Jump).state;
            if (s.position.y == 370.0) { // head (y - 40) exactly at the roof's underside
                bumped = true;
                QVERIFY(before < 0);
                QCOMPARE(s.vy, 0.0);
                QVERIFY(!s.standing);
                QVERIFY(touches(playerBox(s.position), roof));
                QVERIFY(!overlaps(playerBox(s.position), roof));
            }
            QVERIFY(s.position.y >= 370.0);
        }
        QVERIFY(bumped);
    }

    void walls_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("expectedX");
        QTest::newRow("right into the wall") << int(Input::Right) << 400.0 - 12;
        QTest::newRow("left into the wall") << int(Input::Left) << 240.0 + 12;
    }
    void walls()
    {
        QFETCH(int, input);
        QFETCH(double, expectedX);
        const std::vector<Body> bodies{solid(Box{0, 400, 640, 32}), solid(Box{400, 300, 32, 100}, 2),
                                       solid(Box{208, 300, 32, 100}, 3)};
        const MovementWorld w = worldOf(bodies);
        PlayerState s = w.spawnState({321.5, 400});
        for (int i = 0; i < 40; ++i) {
            s = w.step(s, input).state;
            QVERIFY(s.standing);
            QCOMPARE(s.position.y, 400.0);
        }
        QCOMPARE(s.position.x, expectedX);
        checkResting(bodies, s.position, bodies[input == Input::Right ? 1 : 2].shape);
        // Pressing on keeps it exactly there: no creeping in, no gap opening.
        QCOMPARE(w.step(s, input).state.position, s.position);
    }

    void oneWay_data()
    {
        QTest::addColumn<double>("startY");
        QTest::addColumn<double>("vy");
        QTest::addColumn<bool>("held");
        QTest::newRow("from above, falling") << 296.0 << 300.0 << true;
        QTest::newRow("feet exactly on the top edge") << 300.0 << 0.0 << true;
        QTest::newRow("feet below the top edge, falling") << 301.0 << 300.0 << false;
        QTest::newRow("from below, rising") << 340.0 << -400.0 << false;
    }
    void oneWay()
    {
        QFETCH(double, startY);
        QFETCH(double, vy);
        QFETCH(bool, held);
        const Box plank{200, 300, 240, 16};
        const MovementWorld w = worldOf({{1, plank, BodyKind::OneWay}});
        PlayerState s;
        s.position = {320, startY};
        s.vy = vy;
        const StepResult r = w.step(s, Input::None);
        QCOMPARE(r.state.standing, held);
        if (held) {
            QCOMPARE(r.state.position.y, 300.0);
            QVERIFY(touches(playerBox(r.state.position), plank));
        } else {
            QVERIFY(r.state.position.y != 300.0);
        }
    }

    void jumpThroughOneWay()
    {
        // Jump up through a plank from below and land on it.
        const MovementWorld w = worldOf({solid(Box{0, 400, 640, 32}), {2, Box{200, 330, 240, 16}, BodyKind::OneWay}});
        PlayerState s = w.spawnState({320, 400});
        for (int i = 0; i < 60; ++i)
            s = w.step(s, i == 0 || s.vy < 0 ? Input::Jump : Input::None).state;
        QVERIFY(s.standing);
        QCOMPARE(s.position.y, 330.0);
    }

    void slopes_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<Vec2>("start");
        QTest::addColumn<double>("endY");
        // A 64 x 64 ramp rising right from the floor (y 400) to a plateau at y 336.
        QTest::newRow("walk up") << int(Input::Right) << Vec2{200, 400} << 336.0;
        QTest::newRow("walk down") << int(Input::Left) << Vec2{420, 336} << 400.0;
    }
    void slopes()
    {
        QFETCH(int, input);
        QFETCH(Vec2, start);
        QFETCH(double, endY);
        const Slope ramp{300, 336, 64, 64, Rise::Right, false};
        const std::vector<Body> bodies{solid(Box{0, 400, 640, 32}), solid(ramp, 2), solid(Box{364, 336, 276, 64}, 3)};
        const MovementWorld w = worldOf(bodies);
        PlayerState s = w.spawnState(start);
        QVERIFY(s.standing);
        bool wasOnRamp = false;
        for (int i = 0; i < 60; ++i) {
            const StepResult r = w.step(s, input);
            QCOMPARE(r.outcome, StepOutcome::Alive);
            // Walking keeps the feet on the ground the whole way: standing every step, the
            // height moving one way only, never overlapping anything.
            QVERIFY2(r.state.standing, qPrintable(QString("step %1 at %2,%3").arg(i).arg(r.state.position.x).arg(r.state.position.y)));
            QVERIFY(input == Input::Right ? r.state.position.y <= s.position.y : r.state.position.y >= s.position.y);
            for (const Body& b : bodies)
                QVERIFY(!overlaps(playerBox(r.state.position), b.shape));
            if (r.state.onSlope) {
                wasOnRamp = true;
                QVERIFY(touches(playerBox(r.state.position), ramp));
            }
            s = r.state;
        }
        QVERIFY(wasOnRamp);
        QCOMPARE(s.position.y, endY);
    }

    void steepFaceIsAWall()
    {
        // A face rising more than kMaxWalkableRise per unit run stops the walk.
        const Slope steep{300, 336, 16, 64, Rise::Right, false};
        const MovementWorld w = worldOf({solid(Box{0, 400, 640, 32}), solid(steep, 2)});
        PlayerState s = w.spawnState({250, 400});
        for (int i = 0; i < 30; ++i)
            s = w.step(s, Input::Right).state;
        QCOMPARE(s.position, (Vec2{300 - 12, 400}));
    }

    void hazard_data()
    {
        QTest::addColumn<Vec2>("start");
        QTest::addColumn<int>("input");
        QTest::addColumn<int>("outcome");
        QTest::newRow("walks into spikes") << Vec2{300, 400} << int(Input::Right) << int(StepOutcome::HitHazard);
        QTest::newRow("touching the side counts") << Vec2{400 - 12 - 4, 400} << int(Input::Right)
                                                  << int(StepOutcome::HitHazard);
        QTest::newRow("one short of touching") << Vec2{400 - 12 - 5, 400} << int(Input::Right)
                                               << int(StepOutcome::Alive);
        QTest::newRow("walks away") << Vec2{300, 400} << int(Input::Left) << int(StepOutcome::Alive);
    }
    void hazard()
    {
        QFETCH(Vec2, start);
        QFETCH(int, input);
        QFETCH(int, outcome);
        const MovementWorld w = worldOf({solid(Box{0, 400, 640, 32}), {2, Box{400, 380, 32, 20}, BodyKind::Hazard}});
        PlayerState s = w.spawnState(start);
        StepResult r;
        for (int i = 0; i < 30; ++i) {
            r = w.step(s, input);
            if (r.outcome != StepOutcome::Alive)
                break;
            s = r.state;
            if (outcome == int(StepOutcome::Alive) && i == 0)
                break;
        }
        QCOMPARE(int(r.outcome), outcome);
    }

    void bounds_data()
    {
        QTest::addColumn<Vec2>("start");
        QTest::addColumn<int>("input");
        QTest::addColumn<int>("stepsAlive");
        // Floor from x 0 to 320: at x 12 the box touches the left bound (still inside).
        QTest::newRow("left edge") << Vec2{20, 400} << int(Input::Left) << 2;
        QTest::newRow("falls out of the bottom") << Vec2{316, 400} << int(Input::Right) << -1;
    }
    void bounds()
    {
        QFETCH(Vec2, start);
        QFETCH(int, input);
        QFETCH(int, stepsAlive);
        const MovementWorld w = worldOf({solid(Box{0, 400, 320, 32})});
        PlayerState s = w.spawnState(start);
        int alive = 0;
        StepResult r;
        for (; alive < 200; ++alive) {
            r = w.step(s, input);
            if (r.outcome != StepOutcome::Alive)
                break;
            s = r.state;
        }
        QCOMPARE(r.outcome, StepOutcome::LeftBounds);
        if (stepsAlive >= 0)
            QCOMPARE(alive, stepsAlive);
        QVERIFY(!w.insideBounds(r.state.position));
    }

    // Walking into oblique faces whose crossing at the player's height is not representable:
    // the player stops outside (never overlapping) and within a hair of the face.
    void obliqueFaces_data()
    {
        QTest::addColumn<Shape>("wall");
        QTest::newRow("steep polygon face, thirds")
            << Shape(Polygon{{{400, 400}, {400 + 10.0 / 3, 300}, {460, 300}, {460, 400}}});
        QTest::newRow("circle, head corner on the arc") << Shape(Circle{420, 350, 30});
        QTest::newRow("circle, decimal radius") << Shape(Circle{420, 370, 29.7});
        QTest::newRow("overhang") << Shape(Polygon{{{401.1, 340}, {470, 340}, {470, 400}, {440, 400}}});
    }
    void obliqueFaces()
    {
        QFETCH(Shape, wall);
        const std::vector<Body> bodies{solid(Box{0, 400, 640, 32}), solid(wall, 2)};
        const MovementWorld w = worldOf(bodies);
        PlayerState s = w.spawnState({300, 400});
        for (int i = 0; i < 40; ++i) {
            s = w.step(s, Input::Right).state;
            for (const Body& b : bodies)
                QVERIFY(!overlaps(playerBox(s.position), b.shape));
        }
        QVERIFY(s.position.x > 300 && s.position.x < 410);
        Box grown = playerBox(s.position);
        grown.w += 1e-9;
        QVERIFY(touches(grown, wall));
        // Pressing on changes nothing.
        QCOMPARE(w.step(s, Input::Right).state.position, s.position);
    }

    void tilesAndSpawn()
    {
        TileGrid g;
        g.columns = 4;
        g.rows = 3;
        g.cellSize = 32;
        g.cells = std::vector<TileKind>(12, TileKind::Empty);
        g.cells[8] = g.cells[9] = g.cells[10] = g.cells[11] = TileKind::Solid; // bottom row
        g.cells[3] = g.cells[7] = TileKind::Solid;                             // right wall
        const MovementWorld w(Aabb{0, 0, 128, 96}, std::vector<Body>{}, std::vector<TileGrid>{g}, kPlayer);
        QVERIFY(w.spawnState({40, 64}).standing);
        QVERIFY(!w.spawnState({40, 63}).standing);
        QVERIFY(!w.blocked({40, 64}));
        QVERIFY(w.blocked({40, 65}));
        // Walking across the seams of the merged row never snags.
        PlayerState s = w.spawnState({20, 64});
        for (int i = 0; i < 30; ++i)
            s = w.step(s, Input::Right).state;
        QCOMPARE(s.position, (Vec2{96 - 12, 64}));
    }

    // The search hands one MovementWorld::Nearby to every step taken from a state (the first
    // steps of each input, and the steps an input is held after), and one chord cache to all
    // its steps: each must be the step taken alone. A cluttered level of every shape kind and
    // body kind; states all over it, standing and in the air, rising and falling.
    void sharedNearbyGivesTheSameStep()
    {
        MovementWorld::ChordCache chords; // one for the whole test, as a search keeps one
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        std::vector<Body> bodies;
        for (int i = 0; i < 60; ++i) {
            const double x = std::floor(unit(rng) * 600), y = std::floor(40 + unit(rng) * 420);
            const double w = std::floor(8 + unit(rng) * 48), h = std::floor(8 + unit(rng) * 48);
            const double k = unit(rng);
            Shape shape = k < 0.3    ? Shape(Box{x, y, w, h})
                          : k < 0.5  ? Shape(Circle{x, y, w / 2})
                          : k < 0.75 ? Shape(Slope{x, y, w, h, unit(rng) < 0.5 ? Rise::Left : Rise::Right, unit(rng) < 0.3})
                                     : Shape(Polygon{{{x, y + h}, {x + w / 2, y}, {x + w, y + h * 0.6}}});
            const double role = unit(rng);
            bodies.push_back({i + 1, std::move(shape),
                              role < 0.8 ? BodyKind::Solid : role < 0.9 ? BodyKind::OneWay : BodyKind::Hazard});
        }
        const MovementWorld w = worldOf(bodies);
        const int inputs[] = {Input::Right, Input::Left, Input::None, Input::Right | Input::Jump,
                              Input::Left | Input::Jump, Input::Jump};
        int compared = 0, nearShapes = 0;
        for (int n = 0; n < 3000; ++n) {
            // Every fourth start on the diagonal: its first steps sweep along x = t and y = t
            // for one t, which a cache must tell apart.
            const double d = 40 + std::floor(unit(rng) * 440);
            const Vec2 feet = n % 4 == 0 ? Vec2{d, d} : Vec2{12 + unit(rng) * 616, 40 + unit(rng) * 440};
            if (w.blocked(feet))
                continue;
            PlayerState start = w.spawnState(feet);
            if (!start.standing)
                start.vy = -kJumpSpeed + unit(rng) * (kJumpSpeed + 900);
            MovementWorld::Nearby shared, cached;
            cached.chords = &chords;
            for (int input : inputs) {
                PlayerState alone = start, withShared = start, withCached = start;
                for (int k = 0; k < 3; ++k) {
                    const StepResult a = w.step(alone, input);
                    for (MovementWorld::Nearby* near : {&shared, &cached}) {
                        const StepResult b = w.step(near == &shared ? withShared : withCached, input, near);
                        QCOMPARE(b.state, a.state);
                        QCOMPARE(b.outcome, a.outcome);
                        QCOMPARE(b.pathLength, a.pathLength);
                        for (int i = 0; i < a.pathLength; ++i)
                            QCOMPARE(b.path[static_cast<std::size_t>(i)], a.path[static_cast<std::size_t>(i)]);
                    }
                    ++compared;
                    nearShapes += shared.count > 0;
                    alone = withShared = withCached = a.state;
                }
            }
        }
        QVERIFY(compared > 20000);
        QVERIFY(nearShapes > compared / 4); // most steps had shapes around them
    }

    // A step depends only on the shapes within stepReach of where it starts (the fixes rely on
    // it: FixRequest::reachedPaths). Each start of a cluttered level of every kind of shape and
    // body is stepped with one more shape, and with one shape less, whose feet bounds (its
    // bounds grown by the player's box and a unit) miss the box of that reach: every step is
    // the same, bit for bit. Put inside the box instead, the shape changes some steps: the
    // test can see a step that looks further than it should.
    void aStepSeesOnlyWithinItsReach()
    {
        std::mt19937 rng(13);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const auto randomShape = [&](double x, double y) {
            const double w = std::floor(8 + unit(rng) * 48), h = std::floor(8 + unit(rng) * 48);
            const double k = unit(rng);
            return k < 0.3    ? Shape(Box{x, y, w, h})
                   : k < 0.5  ? Shape(Circle{x + w / 2, y + w / 2, w / 2})
                   : k < 0.75 ? Shape(Slope{x, y, w, h, unit(rng) < 0.5 ? Rise::Left : Rise::Right, unit(rng) < 0.3})
                              : Shape(Polygon{{{x, y + h}, {x + w / 2, y}, {x + w, y + h * 0.6}}});
        };
        const auto randomKind = [&] {
            const double role = unit(rng);
            return role < 0.8 ? BodyKind::Solid : role < 0.9 ? BodyKind::OneWay : BodyKind::Hazard;
        };
        std::vector<Body> bodies;
        for (int i = 0; i < 60; ++i)
            bodies.push_back({i + 1, randomShape(std::floor(unit(rng) * 600), std::floor(40 + unit(rng) * 420)), randomKind()});
        const MovementWorld w = worldOf(bodies);
        const Vec2 look = stepReach(kPlayer, kBounds);
        const auto feetBounds = [](const Shape& shape) {
            const Aabb b = ledge::bounds(shape);
            return Aabb{b.minX - 13, b.minY - 1, b.maxX + 13, b.maxY + 41};
        };
        const int inputs[] = {Input::Right, Input::Left, Input::None, Input::Right | Input::Jump,
                              Input::Left | Input::Jump, Input::Jump};
        const auto sameSteps = [&](const MovementWorld& other, const PlayerState& start) {
            for (int input : inputs) {
                const StepResult a = w.step(start, input), b = other.step(start, input);
                if (!(a.state == b.state) || a.outcome != b.outcome || a.pathLength != b.pathLength)
                    return false;
                for (int i = 0; i < a.pathLength; ++i)
                    if (!(a.path[static_cast<std::size_t>(i)] == b.path[static_cast<std::size_t>(i)]))
                        return false;
            }
            return true;
        };
        int added = 0, removed = 0, changedInside = 0;
        for (int n = 0; n < 1500; ++n) {
            const Vec2 feet{12 + unit(rng) * 616, 40 + unit(rng) * 440};
            if (w.blocked(feet))
                continue;
            PlayerState start = w.spawnState(feet);
            if (!start.standing)
                start.vy = -kJumpSpeed + unit(rng) * (kJumpSpeed + 900);
            const Aabb reach{feet.x - look.x, feet.y - look.y, feet.x + look.x, feet.y + look.y};
            // One more shape just beyond the box, on a random side (its feet bounds a unit or
            // two clear of it), appended as an added body is.
            const Shape near = randomShape(0, 0);
            const Aabb f = feetBounds(near);
            const double gapAway = 1 + unit(rng);
            Vec2 at;
            switch (static_cast<int>(unit(rng) * 4)) {
            case 0: at = {reach.minX - gapAway - f.maxX, feet.y - f.height() * unit(rng)}; break;
            case 1: at = {reach.maxX + gapAway - f.minX, feet.y - f.height() * unit(rng)}; break;
            case 2: at = {feet.x - f.width() * unit(rng), reach.minY - gapAway - f.maxY}; break;
            default: at = {feet.x - f.width() * unit(rng), reach.maxY + gapAway - f.minY}; break;
            }
            const Shape outside = translated(near, at);
            QVERIFY(!feetBounds(outside).intersects(reach));
            std::vector<Body> more = bodies;
            more.push_back({1000, outside, randomKind()});
            QVERIFY2(sameSteps(worldOf(more), start), qPrintable(QString("a shape beyond the reach of (%1, %2) changed a step").arg(feet.x).arg(feet.y)));
            ++added;
            // One shape less, away from the box, as a removed body is.
            for (std::size_t i = 0; i < bodies.size(); ++i)
                if (!feetBounds(bodies[i].shape).intersects(reach)) {
                    std::vector<Body> fewer = bodies;
                    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
                    QVERIFY(sameSteps(worldOf(fewer), start));
                    ++removed;
                    break;
                }
            // The same shape inside the box, its top a few units under the feet.
            std::vector<Body> inside = bodies;
            const Aabb nb = ledge::bounds(near);
            inside.push_back({1000, translated(near, Vec2{feet.x - (nb.minX + nb.maxX) / 2, feet.y + 1 + unit(rng) * 6 - nb.minY}),
                              BodyKind::Solid});
            const MovementWorld in = worldOf(inside);
            if (!in.blocked(feet))
                changedInside += !sameSteps(in, start);
        }
        QVERIFY(added > 500 && removed > 500);
        QVERIFY2(changedInside > added / 4, qPrintable(QString("%1 of %2").arg(changedInside).arg(added)));
    }

    // The gather of a step (ConfigSpace::forEachMeeting) must name each shape whose bounds meet
    // the box exactly once: shapes spanning many buckets, boxes of every size, some beyond the
    // shapes' extent (clamped to the edge buckets).
    void forEachMeetingNamesEachShapeOnce()
    {
        std::mt19937_64 rng(5);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        ConfigSpace space(kPlayer);
        for (int i = 0; i < 400; ++i) {
            const double w = unit(rng) < 0.1 ? 200 + unit(rng) * 600 : 4 + unit(rng) * 60;
            space.add(Box{unit(rng) * 2000, unit(rng) * 1500, w, 4 + unit(rng) * 80}, BodyKind::Solid, i);
        }
        space.finish();
        int calls = 0;
        for (int n = 0; n < 3000; ++n) {
            const double x = -300 + unit(rng) * 2600, y = -300 + unit(rng) * 2100;
            const double size = n % 10 == 0 ? 900 : 2 + unit(rng) * 150;
            const Aabb box{x, y, x + size * unit(rng), y + size * unit(rng)};
            std::vector<std::uint32_t> met;
            space.forEachMeeting(box, [&](std::uint32_t i, BodyKind) { met.push_back(i); });
            std::vector<std::uint32_t> expected;
            for (std::uint32_t i = 0; i < space.size(); ++i)
                if (space.shape(i).bounds.intersects(box))
                    expected.push_back(i);
            std::sort(met.begin(), met.end());
            QCOMPARE(met, expected);
            calls += int(met.size());
        }
        QVERIFY(calls > 5000); // most boxes meet a few shapes
    }

    // The sweeps skip a shape when ConfigSpace::openChordMisses says the move cannot enter its
    // open chord, before bracketing the chord's ends exactly. That look is floating point with
    // a margin: it must never skip a chord the exact one says is entered. Inflated polygons,
    // slopes and circles with whole, quarter and arbitrary coordinates; lines through their
    // corners, a few ulps beside them, tangent to the arcs and anywhere; intervals ending on
    // the exact chord's ends and a few ulps either side of them.
    void chordLookNeverSkipsAnEnteredChord()
    {
        std::mt19937_64 rng(11);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const auto coordinate = [&](double range) {
            const double v = unit(rng) * range;
            switch (rng() % 3) {
            case 0: return std::floor(v);
            case 1: return std::floor(v * 4) / 4;
            default: return v;
            }
        };
        const auto ulps = [](double v, int k) {
            for (; k > 0; --k)
                v = std::nextafter(v, HUGE_VAL);
            for (; k < 0; ++k)
                v = std::nextafter(v, -HUGE_VAL);
            return v;
        };
        ConfigSpace space(kPlayer);
        for (int i = 0; i < 120; ++i) {
            const double scale = i % 3 == 0 ? 30000.0 : 600.0; // big levels: coarser ulps
            const double x = coordinate(scale), y = coordinate(scale);
            const double w = 1 + coordinate(60), h = 1 + coordinate(60);
            const double k = unit(rng);
            const Shape shape = k < 0.3   ? Shape(Circle{x, y, w / 2})
                                : k < 0.6 ? Shape(Slope{x, y, w, h, unit(rng) < 0.5 ? Rise::Left : Rise::Right, unit(rng) < 0.5})
                                          : Shape(Polygon{{{x, y + h}, {x + coordinate(w), y}, {x + w, y + coordinate(h)}}});
            space.add(shape, BodyKind::Solid, i);
        }
        space.finish();
        int checked = 0, skipped = 0, skippedNearAnEnd = 0;
        for (std::size_t i = 0; i < space.size(); ++i) {
            const ConfigShape& s = space.shape(i);
            std::vector<double> across[2]; // [0]: lines y = t, [1]: lines x = t
            for (const Vec2 v : space.vertices(s))
                for (int d = -2; d <= 2; ++d) {
                    across[0].push_back(ulps(v.y, d));
                    across[1].push_back(ulps(v.x, d));
                }
            for (int horizontal = 0; horizontal < 2; ++horizontal) {
                const double lo = horizontal ? s.bounds.minY : s.bounds.minX, hi = horizontal ? s.bounds.maxY : s.bounds.maxX;
                std::vector<double>& lines = across[horizontal ? 0 : 1];
                for (const double edge : {lo, hi, s.core.minY, s.core.maxY, s.core.minX, s.core.maxX})
                    for (int d = -2; d <= 2; ++d)
                        lines.push_back(ulps(edge, d));
                for (int n = 0; n < 12; ++n)
                    lines.push_back(lo + unit(rng) * (hi - lo));
                for (const double t : lines) {
                    const Chord c = horizontal ? space.horizontalChord(s, t) : space.verticalChord(s, t);
                    std::vector<double> ends{c.lo, c.hi, c.loIn, c.hiIn, lo - 5, hi + 5};
                    for (int n = 0; n < 4; ++n)
                        ends.push_back((horizontal ? s.bounds.minX : s.bounds.minY) - 5 + unit(rng) * 80);
                    for (const double e : std::vector<double>(ends))
                        for (int d = -3; d <= 3; ++d)
                            ends.push_back(ulps(e, d));
                    for (std::size_t a = 0; a < ends.size(); a += 4)
                        for (std::size_t b = 1; b < ends.size(); b += 3) {
                            const double l = std::min(ends[a], ends[b]), h = std::max(ends[a], ends[b]);
                            const bool entered = c.open && h > c.lo && l < c.hi;
                            const bool misses = space.openChordMisses(s, t, horizontal, l, h);
                            ++checked;
                            if (misses && entered)
                                QFAIL(qPrintable(QStringLiteral("shape %1 line %2 = %3: (%4, %5) enters the chord (%6, %7)")
                                                     .arg(i).arg(horizontal ? "y" : "x").arg(t, 0, 'g', 17)
                                                     .arg(l, 0, 'g', 17).arg(h, 0, 'g', 17)
                                                     .arg(c.lo, 0, 'g', 17).arg(c.hi, 0, 'g', 17)));
                            if (misses && c.open) {
                                ++skipped;
                                skippedNearAnEnd += std::min(std::fabs(h - c.lo), std::fabs(l - c.hi)) < 1e-6;
                            }
                        }
                }
            }
        }
        QVERIFY(checked > 1'000'000);
        // The look saves work: it skips chords the moves miss, also within a hair of an end.
        QVERIFY(skipped > checked / 50);
        QVERIFY(skippedNearAnEnd > 1000);
    }
};

QTEST_GUILESS_MAIN(TestMovement)
#include "tst_movement.moc"
