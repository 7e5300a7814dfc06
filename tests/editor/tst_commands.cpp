// Undo commands on a Level: each redo/undo pair restores the document byte for byte, and
// interactive edits of one session merge into one step.

#include "tests/common/TestLevels.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>

using namespace ledge;

namespace {
LevelObject box(ObjectId id, double x)
{
    LevelObject o;
    o.id = id;
    o.name = QStringLiteral("box%1").arg(id);
    o.shape = Box{x, 32, 32, 32};
    return o;
}

// Objects layer 1 with boxes 1 and 2, tiles layer 2 with a few cells.
std::unique_ptr<Level> makeLevel()
{
    auto level = test::makeLevel(10, 6, 32, {test::objectsLayer(1, QStringLiteral("Objects")),
                                             test::tilesLayer(2, QStringLiteral("Tiles"))});
    level->insertObject(1, box(1, 0));
    level->insertObject(1, box(2, 64));
    level->setTiles(2, {{Cell{8, 5}, TileKind::Solid}, {Cell{9, 5}, TileKind::Hazard}});
    return level;
}

using MakeCommand = std::function<QUndoCommand*(Level*)>;
using Ids = std::vector<ObjectId>;
} // namespace

Q_DECLARE_METATYPE(MakeCommand)

class TestCommands : public QObject {
    Q_OBJECT

private slots:
    void redoUndoRestores_data();
    void redoUndoRestores();
    void dragSessionMerges_data();
    void dragSessionMerges();
    void strokeKeepsFirstValue();
    void removalsInOneMacro_data();
    void removalsInOneMacro();
};

void TestCommands::redoUndoRestores_data()
{
    QTest::addColumn<MakeCommand>("make");
    QTest::newRow("add object") << MakeCommand([](Level* l) { return new AddObjectCommand(l, 1, box(3, 128)); });
    QTest::newRow("add object at bottom") << MakeCommand([](Level* l) { return new AddObjectCommand(l, 1, box(3, 128), 0); });
    QTest::newRow("remove object keeps order") << MakeCommand([](Level* l) { return new RemoveObjectCommand(l, 1); });
    QTest::newRow("change objects") << MakeCommand([](Level* l) {
        LevelObject a = box(1, 0), b = box(2, 64);
        LevelObject a2 = a, b2 = b;
        a2.shape = Box{5, 5, 10, 10};
        b2.role = Role::Hazard;
        b2.properties.insert(QStringLiteral("damage"), 3);
        return new ChangeObjectsCommand(l, {a, b}, {a2, b2}, QStringLiteral("change"));
    });
    QTest::newRow("set tiles") << MakeCommand([](Level* l) {
        return new SetTilesCommand(l, 2, {Cell{0, 0}, Cell{8, 5}}, TileKind::OneWay);
    });
    QTest::newRow("erase tiles") << MakeCommand([](Level* l) {
        return new SetTilesCommand(l, 2, {Cell{8, 5}, Cell{9, 5}}, TileKind::Empty);
    });
    QTest::newRow("add layer") << MakeCommand([](Level* l) {
        LayerInfo info;
        info.id = 7;
        info.name = QStringLiteral("new");
        return new AddLayerCommand(l, 1, info);
    });
    QTest::newRow("remove objects layer") << MakeCommand([](Level* l) { return new RemoveLayerCommand(l, 1); });
    QTest::newRow("remove tiles layer") << MakeCommand([](Level* l) { return new RemoveLayerCommand(l, 2); });
    QTest::newRow("move layer") << MakeCommand([](Level* l) { return new MoveLayerCommand(l, 1, 1); });
    QTest::newRow("change layer") << MakeCommand([](Level* l) {
        LayerInfo info = *l->layer(1);
        info.name = QStringLiteral("renamed");
        info.locked = true;
        info.collides = false;
        return new ChangeLayerCommand(l, info);
    });
    QTest::newRow("change settings") << MakeCommand([](Level* l) {
        LevelSettings s = settingsOf(*l);
        s.name = QStringLiteral("renamed");
        s.player.jumpHeight = 200;
        s.rules.overlap = Severity::Warning;
        return new ChangeSettingsCommand(l, s);
    });
    QTest::newRow("shrink grid restores tiles on undo") << MakeCommand([](Level* l) {
        LevelSettings s = settingsOf(*l);
        s.grid.columns = 4;
        s.grid.rows = 3;
        return new ChangeSettingsCommand(l, s);
    });
}

void TestCommands::redoUndoRestores()
{
    QFETCH(MakeCommand, make);
    auto level = makeLevel();
    const QByteArray before = writeLevel(*level);
    QUndoStack stack;
    stack.push(make(level.get()));
    const QByteArray after = writeLevel(*level);
    QVERIFY(after != before);
    stack.undo();
    QCOMPARE(writeLevel(*level), before);
    stack.redo();
    QCOMPARE(writeLevel(*level), after);
    stack.undo();
    QCOMPARE(writeLevel(*level), before);
}

void TestCommands::dragSessionMerges_data()
{
    QTest::addColumn<bool>("sameSession");
    QTest::addColumn<double>("finalX");
    QTest::addColumn<int>("expectedSteps");
    QTest::newRow("one drag is one step") << true << 96.0 << 1;
    QTest::newRow("two drags are two steps") << false << 96.0 << 2;
    QTest::newRow("drag back to the start leaves no step") << true << 0.0 << 0;
}

void TestCommands::dragSessionMerges()
{
    QFETCH(bool, sameSession);
    QFETCH(double, finalX);
    QFETCH(int, expectedSteps);
    auto level = makeLevel();
    const QByteArray before = writeLevel(*level);
    QUndoStack stack;
    const LevelObject start = *level->object(1);
    const int session = nextEditSession();
    const double xs[] = {16, 48, finalX};
    for (double x : xs) {
        LevelObject moved = start;
        moved.shape = Box{x, 32, 32, 32};
        stack.push(new ChangeObjectsCommand(level.get(), {start}, {moved}, QStringLiteral("move"),
                                            sameSession ? session : nextEditSession()));
    }
    QCOMPARE(std::get<Box>(level->object(1)->shape).x, finalX);
    QCOMPARE(stack.count(), sameSession ? expectedSteps : 3);
    while (stack.canUndo())
        stack.undo();
    QCOMPARE(writeLevel(*level), before);
}

void TestCommands::strokeKeepsFirstValue()
{
    auto level = makeLevel();
    const QByteArray before = writeLevel(*level);
    QUndoStack stack;
    const int session = nextEditSession();
    stack.push(new SetTilesCommand(level.get(), 2, {Cell{8, 5}}, TileKind::OneWay, session));
    stack.push(new SetTilesCommand(level.get(), 2, {Cell{8, 5}, Cell{7, 5}}, TileKind::Hazard, session));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(level->tile(2, 8, 5), TileKind::Hazard);
    QCOMPARE(level->tile(2, 7, 5), TileKind::Hazard);
    stack.undo();
    QCOMPARE(level->tile(2, 8, 5), TileKind::Solid);
    QCOMPARE(writeLevel(*level), before);
}

// Several removals in one undo step (Delete, Merge): undo must put every object back at its
// place in the drawing order, whatever order the removals ran in.
void TestCommands::removalsInOneMacro_data()
{
    QTest::addColumn<Ids>("removed");
    QTest::newRow("bottom up") << Ids{1, 3};
    QTest::newRow("top down") << Ids{3, 1};
    QTest::newRow("mixed, with the top one") << Ids{4, 1, 6, 3};
    QTest::newRow("all, shuffled") << Ids{5, 2, 6, 1, 4, 3};
}

void TestCommands::removalsInOneMacro()
{
    QFETCH(Ids, removed);
    auto level = makeLevel();
    for (ObjectId id = 3; id <= 6; ++id)
        level->insertObject(1, box(id, 32.0 * double(id)));
    const QByteArray before = writeLevel(*level);
    Ids expected;
    for (ObjectId id : level->objectIds(1))
        if (std::find(removed.begin(), removed.end(), id) == removed.end())
            expected.push_back(id);
    auto* macro = new QUndoCommand(QStringLiteral("delete"));
    for (ObjectId id : removed)
        new RemoveObjectCommand(level.get(), id, macro);
    QUndoStack stack;
    stack.push(macro);
    QCOMPARE(level->objectIds(1), expected);
    for (int round = 0; round < 2; ++round) {
        stack.undo();
        QCOMPARE(writeLevel(*level), before);
        for (std::size_t i = 0; i < level->objectIds(1).size(); ++i)
            QCOMPARE(level->objectIndex(level->objectIds(1)[i]), int(i));
        stack.redo();
        QCOMPARE(level->objectIds(1), expected);
    }
}

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
