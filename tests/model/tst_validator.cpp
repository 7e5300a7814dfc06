// The Validator's issues for small levels built in code, one named row per situation.

#include "tests/common/TestLevels.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace ledge;

namespace {

// A level 20 x 10 cells of 32 px with one objects layer (id 1) and one tiles layer (id 2).
std::unique_ptr<Level> makeLevel()
{
    return test::makeLevel(20, 10, 32, {test::objectsLayer(1, QStringLiteral("Objects")),
                                        test::tilesLayer(2, QStringLiteral("Tiles"))});
}

LevelObject object(ObjectId id, Role role, Shape shape, QString name = {})
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = std::move(shape);
    o.name = std::move(name);
    return o;
}

// A spawn with room around it, so spawn checks stay quiet unless a row wants them.
void addSpawn(Level& level, ObjectId id = 100)
{
    level.insertObject(1, object(id, Role::Spawn, Point{600, 100}));
}

QStringList codes(const ValidationReport& report)
{
    QStringList result;
    for (const Issue& issue : report.issues)
        result << issue.code;
    return result;
}

const Issue* find(const ValidationReport& report, const char* code)
{
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(code))
            return &issue;
    return nullptr;
}


// A random level for comparing the one-shot checks with the editor's: shapes of every kind on
// a 16-unit lattice (so many touch exactly), some invalid, some named, in a layer that collides
// and one that does not, over two colliding tile layers and one that does not.
std::unique_ptr<Level> randomLevel(unsigned seed)
{
    LayerInfo quiet = test::objectsLayer(2, QStringLiteral("Quiet"));
    quiet.collides = false;
    LayerInfo decor = test::tilesLayer(5, QStringLiteral("Decor"));
    decor.collides = false;
    auto level = test::makeLevel(40, 30, 16, {test::objectsLayer(1, QStringLiteral("Objects")), quiet,
                                              test::tilesLayer(3, QStringLiteral("Ground")),
                                              test::tilesLayer(4, QStringLiteral("Walls")), decor});
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> cell(-2, 41), size(1, 4), kind(0, 9), rolePick(0, 6), pick(0, 19);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (ObjectId id = 1; id <= 400; ++id) {
        const double x = cell(rng) * 16, y = cell(rng) * 16;
        const double w = size(rng) * 16, h = size(rng) * 16;
        Shape shape;
        switch (kind(rng)) {
        case 0: case 1: shape = Box{x, y, w, h}; break;
        case 2: shape = Circle{x, y, w / 2}; break;
        case 3: shape = Slope{x, y, w, h, size(rng) % 2 ? Rise::Left : Rise::Right, size(rng) == 4}; break;
        case 4: shape = Polygon{{{x, y}, {x + w, y}, {x + w, y + h}, {x + w / 2, y + h / 4}, {x, y + h}}}; break;
        case 5: shape = Polygon{{{x, y}, {x + w, y + h / 2}, {x, y + h}}}; break;
        case 6: shape = Point{x, y}; break;
        case 7: // invalid: empty, negative, a bowtie, not finite
            switch (size(rng)) {
            case 1: shape = Box{x, y, 0, h}; break;
            case 2: shape = Circle{x, y, -w}; break;
            case 3: shape = Polygon{{{x, y}, {x + w, y + h}, {x + w, y}, {x, y + h}}}; break;
            default: shape = Box{nan, y, w, h}; break;
            }
            break;
        default: shape = Box{x, y, 16, 16}; break; // cell-sized: touches tiles and neighbours
        }
        // (Not a spawn when not finite: a spawn-multiple issue's focus would be NaN, which
        // equals nothing, not even itself.)
        const bool finite = !std::holds_alternative<Box>(shape) || !std::isnan(std::get<Box>(shape).x);
        const Role role = finite ? Role(rolePick(rng)) : Role::Solid;
        const QString name = pick(rng) == 0 ? QStringLiteral("thing %1").arg(id) : QString();
        level->insertObject(pick(rng) < 4 ? 2 : 1, test::object(id, role, shape, name));
    }
    std::uniform_int_distribution<int> column(0, 39), row(0, 29), tile(0, 5);
    for (LayerId layer : {3, 4, 5})
        for (int i = 0; i < 200; ++i)
            level->setTile(layer, column(rng), row(rng), tile(rng) < 3 ? TileKind::Solid : TileKind::Hazard);
    return level;
}

} // namespace

// Where reachBudget puts the far goal.
enum class Far { Open, Walled, High, OverSpike };

class TestValidator : public QObject {
    Q_OBJECT

private slots:
    void overlapPairs_data()
    {
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<bool>("overlap");
        QTest::newRow("boxes apart") << Shape(Box{0, 0, 32, 32}) << Shape(Box{64, 0, 32, 32}) << false;
        QTest::newRow("boxes sharing an edge") << Shape(Box{0, 0, 32, 32}) << Shape(Box{32, 0, 32, 32}) << false;
        QTest::newRow("boxes sharing a corner") << Shape(Box{0, 0, 32, 32}) << Shape(Box{32, 32, 32, 32}) << false;
        QTest::newRow("boxes crossing") << Shape(Box{0, 0, 32, 32}) << Shape(Box{16, 16, 32, 32}) << true;
        QTest::newRow("box inside box") << Shape(Box{0, 0, 96, 96}) << Shape(Box{32, 32, 8, 8}) << true;
        QTest::newRow("tangent circles") << Shape(Circle{50, 50, 10}) << Shape(Circle{70, 50, 10}) << false;
        QTest::newRow("slope on box") << Shape(Slope{0, 0, 64, 64, Rise::Right, false})
                                      << Shape(Box{0, 64, 64, 32}) << false;
        QTest::newRow("circle in polygon") << Shape(Polygon{{{0, 0}, {200, 0}, {100, 200}}})
                                           << Shape(Circle{100, 50, 5}) << true;
    }
    void overlapPairs()
    {
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(bool, overlap);
        auto level = makeLevel();
        addSpawn(*level);
        level->insertObject(1, object(1, Role::Solid, a));
        level->insertObject(1, object(2, Role::Hazard, b));
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "overlap");
        QCOMPARE(issue != nullptr, overlap);
        if (overlap) {
            QCOMPARE(issue->objects, (std::vector<ObjectId>{1, 2}));
            QCOMPARE(issue->severity, Severity::Error);
            QVERIFY(!report.ok());
        }
    }

    void nonCollidingThingsNeverOverlap_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<bool>("layerCollides");
        QTest::newRow("trigger") << int(Role::Trigger) << true;
        QTest::newRow("goal") << int(Role::Goal) << true;
        QTest::newRow("pickup") << int(Role::Pickup) << true;
        QTest::newRow("solid in a layer that does not collide") << int(Role::Solid) << false;
    }
    void nonCollidingThingsNeverOverlap()
    {
        QFETCH(int, role);
        QFETCH(bool, layerCollides);
        auto level = makeLevel();
        addSpawn(*level);
        level->insertLayer(2, LayerInfo{3, QStringLiteral("Extra"), LayerType::Objects, true, false, layerCollides, {}});
        level->insertObject(1, object(1, Role::Solid, Box{0, 0, 64, 64}));
        level->insertObject(3, object(2, Role(role), Box{16, 16, 16, 16}));
        QVERIFY(!codes(Validator(*level).run()).contains(QStringLiteral("overlap")));
    }

    void tileCellsOfAnObject()
    {
        auto level = makeLevel();
        addSpawn(*level);
        level->setTile(2, 3, 5, TileKind::Solid);
        level->setTile(2, 4, 5, TileKind::Hazard);
        level->setTile(2, 4, 4, TileKind::OneWay);
        level->setTile(2, 7, 5, TileKind::Solid); // touched along an edge only
        // Covers cells (3..4, 4..5) partly; touches column 7 only at x = 224.
        level->insertObject(1, object(1, Role::Solid, Box{100, 140, 124, 40}));
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "overlap");
        QVERIFY(issue);
        QCOMPARE(issue->objects, (std::vector<ObjectId>{1}));
        QCOMPARE(issue->cells, (std::vector<Cell>{{4, 4}, {3, 5}, {4, 5}}));
        QCOMPARE(issue->tileLayer, LayerId(2));
    }

    void twoTileLayersFillingOneCell()
    {
        auto level = makeLevel();
        addSpawn(*level);
        level->insertLayer(2, LayerInfo{3, QStringLiteral("More tiles"), LayerType::Tiles, true, false, true, {}});
        level->setTile(2, 5, 5, TileKind::Solid);
        level->setTile(3, 5, 5, TileKind::Solid);
        level->setTile(3, 6, 5, TileKind::Solid);
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "overlap");
        QVERIFY(issue);
        QVERIFY(issue->objects.empty());
        QCOMPARE(issue->cells, (std::vector<Cell>{{5, 5}}));
    }

    void invalidShapes_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::newRow("negative width") << Shape(Box{0, 0, -5, 10});
        QTest::newRow("zero radius") << Shape(Circle{50, 50, 0});
        QTest::newRow("two points") << Shape(Polygon{{{0, 0}, {10, 10}}});
        QTest::newRow("bow tie") << Shape(Polygon{{{0, 0}, {10, 10}, {10, 0}, {0, 10}}});
        QTest::newRow("flat slope") << Shape(Slope{0, 0, 32, 0, Rise::Left, false});
    }
    void invalidShapes()
    {
        QFETCH(Shape, shape);
        auto level = makeLevel();
        addSpawn(*level);
        level->insertObject(1, object(1, Role::Solid, shape));
        level->insertObject(1, object(2, Role::Solid, Box{-50, -50, 300, 300})); // over the invalid one
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "invalid-shape");
        QVERIFY(issue);
        QCOMPARE(issue->severity, Severity::Error);
        QCOMPARE(issue->objects, (std::vector<ObjectId>{1}));
        QVERIFY2(!codes(report).contains(QStringLiteral("overlap")), "invalid shapes take no part in overlaps");
    }

    void outOfBounds_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<bool>("outside");
        QTest::newRow("touching every edge") << Shape(Box{0, 0, 640, 320}) << false;
        QTest::newRow("past the right edge") << Shape(Box{600, 0, 41, 32}) << true;
        QTest::newRow("above the top") << Shape(Circle{100, 10, 11}) << true;
        QTest::newRow("point on the edge") << Shape(Point{640, 320}) << false;
        QTest::newRow("polygon past the bottom") << Shape(Polygon{{{0, 300}, {10, 330}, {20, 300}}}) << true;
    }
    void outOfBounds()
    {
        QFETCH(Shape, shape);
        QFETCH(bool, outside);
        auto level = makeLevel();
        addSpawn(*level);
        level->insertObject(1, object(1, Role::Trigger, shape));
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "out-of-bounds");
        QCOMPARE(issue != nullptr, outside);
        if (issue)
            QCOMPARE(issue->severity, Severity::Warning); // the default rule
    }

    void spawnChecks_data()
    {
        QTest::addColumn<std::vector<Shape>>("spawns");
        QTest::addColumn<Shape>("solid");
        QTest::addColumn<QString>("code");
        const Shape floor = Box{0, 288, 640, 32};
        QTest::newRow("none") << std::vector<Shape>{} << floor << QStringLiteral("spawn-missing");
        QTest::newRow("two") << std::vector<Shape>{Point{40, 288}, Point{80, 288}} << floor
                             << QStringLiteral("spawn-multiple");
        QTest::newRow("standing on the floor") << std::vector<Shape>{Point{40, 288}} << floor << QString();
        QTest::newRow("feet in the floor") << std::vector<Shape>{Point{40, 289}} << floor
                                           << QStringLiteral("spawn-blocked");
        // The player box (24 x 40, feet at 40,288) is x 28..52: a wall at x = 52 only touches it.
        QTest::newRow("wall touching the player's side") << std::vector<Shape>{Point{40, 288}}
                                                         << Shape(Box{52, 0, 32, 288}) << QString();
        QTest::newRow("wall in the player's box") << std::vector<Shape>{Point{40, 288}}
                                                  << Shape(Box{51, 0, 32, 288}) << QStringLiteral("spawn-blocked");
    }
    void spawnChecks()
    {
        QFETCH(std::vector<Shape>, spawns);
        QFETCH(Shape, solid);
        QFETCH(QString, code);
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Solid, solid));
        ObjectId id = 10;
        for (const Shape& s : spawns)
            level->insertObject(1, object(id++, Role::Spawn, s));
        const ValidationReport report = Validator(*level).run();
        const QStringList found = codes(report).filter(QStringLiteral("spawn"));
        if (code.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(found.join(u',')));
        } else {
            QCOMPARE(found, QStringList{code});
            QCOMPARE(find(report, code.toLatin1().constData())->severity, Severity::Error);
        }
        QCOMPARE(report.reachability.has_value(), spawns.size() == 1);
    }

    void spawnBlockedByTiles()
    {
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Spawn, Point{48, 64}));
        level->setTile(2, 1, 1, TileKind::Solid);   // x 32..64, y 32..64: inside the player's box
        level->setTile(2, 0, 2, TileKind::Solid);   // under the feet: touching
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "spawn-blocked");
        QVERIFY(issue);
        QCOMPARE(issue->cells, (std::vector<Cell>{{1, 1}}));
    }

    void ruleSeverities_data()
    {
        QTest::addColumn<int>("severity");
        QTest::addColumn<int>("issues");
        QTest::addColumn<bool>("ok");
        QTest::newRow("error") << int(Severity::Error) << 1 << false;
        QTest::newRow("warning") << int(Severity::Warning) << 1 << true;
        QTest::newRow("off") << int(Severity::Off) << 0 << true;
    }
    void ruleSeverities()
    {
        QFETCH(int, severity);
        QFETCH(int, issues);
        QFETCH(bool, ok);
        auto level = makeLevel();
        addSpawn(*level);
        RuleSettings rules = level->rules();
        rules.overlap = Severity(severity);
        level->setRules(rules);
        level->insertObject(1, object(1, Role::Solid, Box{0, 0, 64, 64}));
        level->insertObject(1, object(2, Role::Solid, Box{32, 32, 64, 64}));
        const ValidationReport report = Validator(*level).run();
        QCOMPARE(int(codes(report).count(QStringLiteral("overlap"))), issues);
        QCOMPARE(report.ok(), ok);
    }

    void issuesSortedErrorsFirst()
    {
        auto level = makeLevel();
        level->insertObject(1, object(5, Role::Solid, Box{600, 0, 64, 32}));   // out of bounds
        level->insertObject(1, object(3, Role::Solid, Box{0, 0, 64, 64}));
        level->insertObject(1, object(1, Role::Solid, Box{32, 32, 64, 64}));
        level->insertObject(1, object(2, Role::Solid, Circle{0, 0, -1}));
        const ValidationReport report = Validator(*level).run();
        QCOMPARE(codes(report), (QStringList{"invalid-shape", "spawn-missing", "overlap", "out-of-bounds"}));
        QCOMPARE(report.issues[2].objects, (std::vector<ObjectId>{1, 3}));
        QCOMPARE(report.errorCount(), 3);
        QCOMPARE(report.warningCount(), 1);
    }

    void messageNamesObjects()
    {
        auto level = makeLevel();
        addSpawn(*level);
        level->insertObject(1, object(12, Role::Solid, Box{0, 0, 64, 64}, QStringLiteral("crate")));
        level->insertObject(1, object(40, Role::Solid, Box{32, 32, 64, 64}));
        const ValidationReport report = Validator(*level).run();
        const Issue* issue = find(report, "overlap");
        QVERIFY(issue);
        QCOMPARE(issue->message, QStringLiteral("Solid #12 'crate' overlaps solid #40"));
    }

    // The editor bounds the platformer search; a target not reached within the budget is
    // undecided (a warning), never called unreachable, unless the free space around the spawn
    // does not touch it at all (walled off: sealed, decided whatever the budget). Without a
    // budget (ledge-cli) every level gives the plain answer.
    void reachBudget_data()
    {
        QTest::addColumn<std::size_t>("budget");
        QTest::addColumn<int>("far");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<int>("reached");
        QTest::newRow("no budget, reachable") << std::size_t(0) << int(Far::Open) << QStringList{} << 2;
        QTest::newRow("no budget, walled off") << std::size_t(0) << int(Far::Walled) << QStringList{"target-unreachable"} << 1;
        QTest::newRow("no budget, too high") << std::size_t(0) << int(Far::High) << QStringList{"target-unreachable"} << 1;
        QTest::newRow("small budget, walled off: sealed") << std::size_t(2000) << int(Far::Walled)
                                                          << QStringList{"target-unreachable"} << 1;
        // Above every jump: decided from the shapes before the budget runs out.
        QTest::newRow("small budget, too high: out of reach") << std::size_t(2000) << int(Far::High)
                                                              << QStringList{"target-unreachable"} << 1;
        // Above a steep spike the player can pass over but not stand on (the bounds cannot
        // tell): only a search decides it, and this one stops first.
        QTest::newRow("no budget, over a spike") << std::size_t(0) << int(Far::OverSpike)
                                                 << QStringList{"target-unreachable"} << 1;
        QTest::newRow("small budget, over a spike: undecided") << std::size_t(2000) << int(Far::OverSpike)
                                                               << QStringList{"reach-undecided"} << 1;
        QTest::newRow("ample budget, walled off") << std::size_t(10'000'000) << int(Far::Walled)
                                                  << QStringList{"target-unreachable"} << 1;
    }
    void reachBudget()
    {
        QFETCH(std::size_t, budget);
        QFETCH(int, far);
        QFETCH(QStringList, expected);
        QFETCH(int, reached);
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Solid, Box{0, 288, 640, 32}));
        if (Far(far) == Far::Walled)
            level->insertObject(1, object(2, Role::Solid, Box{384, 0, 32, 288}));
        level->insertObject(1, object(3, Role::Spawn, Point{48, 288}));
        level->insertObject(1, object(4, Role::Goal, Point{100, 268}));
        if (Far(far) == Far::OverSpike)
            level->insertObject(1, object(6, Role::Solid, Polygon{{{536, 288}, {548, 100}, {560, 288}}}));
        // Too high: in open air, 150 units above the highest the player's box gets.
        const bool high = Far(far) == Far::High || Far(far) == Far::OverSpike;
        level->insertObject(1, object(5, Role::Goal, Point{560, high ? 0.0 : 268.0}));
        ValidationOptions options;
        options.maxReachStates = budget;
        const ValidationReport report = Validator(*level, options).run();
        QCOMPARE(codes(report), expected);
        QVERIFY(report.reachability);
        QCOMPARE(int(report.reachability->reached.size()), reached);
        const bool undecided = expected.contains(QStringLiteral("reach-undecided"));
        QCOMPARE(report.reachability->undecided, undecided ? std::vector<ObjectId>{5} : std::vector<ObjectId>{});
        if (undecided)
            QCOMPARE(report.issues.front().severity, Severity::Warning);
    }

    // `ledge-cli validate` finds the overlaps in one shot, without LiveOverlaps; its report
    // must be the editor's, issue for issue, on levels with every kind of shape, touching
    // shapes, tiles and invalid shapes.
    void oneShotChecksMatchLiveOverlaps_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {1u, 2u, 3u, 4u, 5u, 6u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void oneShotChecksMatchLiveOverlaps()
    {
        QFETCH(unsigned, seed);
        const std::unique_ptr<Level> level = randomLevel(seed);
        const LiveOverlaps live(level.get());
        ValidationOptions editor;
        editor.reachability = false;
        editor.overlaps = &live;
        ValidationOptions oneShot;
        oneShot.reachability = false;
        const ValidationReport expected = Validator(*level, editor).run();
        const ValidationReport actual = Validator(*level, oneShot).run();
        QCOMPARE(actual.issues.size(), expected.issues.size());
        for (std::size_t i = 0; i < expected.issues.size(); ++i) {
            QCOMPARE(actual.issues[i].message, expected.issues[i].message);
            QVERIFY2(actual.issues[i] == expected.issues[i], qPrintable(expected.issues[i].message));
        }
        // The level is worth comparing: pairs, tile overlaps, invalid shapes.
        const auto count = [&](const char* code, bool withCells) {
            return std::count_if(expected.issues.begin(), expected.issues.end(), [&](const Issue& i) {
                return i.code == QLatin1String(code) && i.cells.empty() != withCells;
            });
        };
        QVERIFY(live.pairCount() > 20);
        QVERIFY(count(IssueCode::Overlap, true) > 5);
        QVERIFY(count(IssueCode::InvalidShape, false) > 5);
        // And the whole run, reachability included, agrees too.
        ValidationOptions editorFull;
        editorFull.overlaps = &live;
        QCOMPARE(Validator(*level).run().issues, Validator(*level, editorFull).run().issues);
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
