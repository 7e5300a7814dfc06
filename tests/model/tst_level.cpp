// The level document: every mutation announces itself, ids stay unique, bad ids are no-ops.

#include "tests/common/TestLevels.h"
#include "model/Level.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <random>

using namespace ledge;
using CellChanges = std::vector<std::pair<Cell, TileKind>>;


namespace {

using test::objectsLayer;

using test::tilesLayer;

LevelObject box(ObjectId id, double x = 0)
{
    LevelObject o;
    o.id = id;
    o.shape = Box{x, 0, 10, 10};
    return o;
}

// Records every signal of a level as "name:arg" in emission order.
struct Recorder {
    QStringList events;
    explicit Recorder(Level& l)
    {
        auto add = [this](const char* name) {
            return [this, name](qint64 id) { events << QStringLiteral("%1:%2").arg(name).arg(id); };
        };
        QObject::connect(&l, &Level::settingsChanged, [this] { events << "settings"; });
        QObject::connect(&l, &Level::layerInserted, add("layerInserted"));
        QObject::connect(&l, &Level::layerAboutToBeRemoved, add("layerAboutToBeRemoved"));
        QObject::connect(&l, &Level::layerRemoved, add("layerRemoved"));
        QObject::connect(&l, &Level::layerMoved, add("layerMoved"));
        QObject::connect(&l, &Level::layerChanged, add("layerChanged"));
        QObject::connect(&l, &Level::objectInserted, add("objectInserted"));
        QObject::connect(&l, &Level::objectAboutToBeRemoved, add("objectAboutToBeRemoved"));
        QObject::connect(&l, &Level::objectRemoved, add("objectRemoved"));
        QObject::connect(&l, &Level::objectChanged, add("objectChanged"));
        QObject::connect(&l, &Level::tilesChanged, [this](qint64 layer, QRect r) {
            events << QStringLiteral("tiles:%1:%2,%3,%4x%5")
                          .arg(layer)
                          .arg(r.x())
                          .arg(r.y())
                          .arg(r.width())
                          .arg(r.height());
        });
    }
};

// A level with objects layer 1 (objects 1, 2, 3) and tile layer 2 on a 4x3 grid.
std::unique_ptr<Level> makeLevel()
{
    auto l = test::makeLevel(4, 3, 16, {objectsLayer(1, "Walls"), tilesLayer(2)});
    for (ObjectId id : {1, 2, 3})
        l->insertObject(1, box(id, double(id)));
    return l;
}

} // namespace

class TestLevel : public QObject {
    Q_OBJECT

private slots:
    void mutationSignals_data();
    void mutationSignals();
    void removalSeesObjectStillPresent();
    void objectIdsUniqueAcrossLayers();
    void nextIdsNeverReuse();
    void insertObjectOrder_data();
    void insertObjectOrder();
    void objectIndexFollowsRandomEdits_data();
    void objectIndexFollowsRandomEdits();
    void removeLayerTakesItsObjects();
    void moveLayer_data();
    void moveLayer();
    void setLayerInfoKeepsIdAndType();
    void setTilesRectangle_data();
    void setTilesRectangle();
    void setGridResizesTileLayers();
    void unknownIdsAreNoOps();
    void names_data();
    void names();
};

void TestLevel::mutationSignals_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("setName") << 0 << QStringList{"settings"};
    QTest::newRow("setName unchanged") << 1 << QStringList{};
    QTest::newRow("setPlayer") << 2 << QStringList{"settings"};
    QTest::newRow("setRules") << 3 << QStringList{"settings"};
    QTest::newRow("setGrid same size") << 4 << QStringList{"settings"};
    QTest::newRow("setGrid resized") << 5 << QStringList{"settings", "tiles:2:0,0,5x3"};
    QTest::newRow("insertLayer") << 6 << QStringList{"layerInserted:7"};
    QTest::newRow("removeLayer") << 7
                                 << QStringList{"objectAboutToBeRemoved:3", "objectRemoved:3",
                                                "objectAboutToBeRemoved:2", "objectRemoved:2",
                                                "objectAboutToBeRemoved:1", "objectRemoved:1",
                                                "layerAboutToBeRemoved:1", "layerRemoved:1"};
    QTest::newRow("moveLayer") << 8 << QStringList{"layerMoved:1"};
    QTest::newRow("setLayerInfo") << 9 << QStringList{"layerChanged:1"};
    QTest::newRow("insertObject") << 10 << QStringList{"objectInserted:9"};
    QTest::newRow("removeObject") << 11
                                  << QStringList{"objectAboutToBeRemoved:2", "objectRemoved:2"};
    QTest::newRow("setObject") << 12 << QStringList{"objectChanged:2"};
    QTest::newRow("setObject unchanged") << 13 << QStringList{};
    QTest::newRow("setTile") << 14 << QStringList{"tiles:2:3,1,1x1"};
    QTest::newRow("setTile unchanged") << 15 << QStringList{};
}

void TestLevel::mutationSignals()
{
    QFETCH(int, which);
    QFETCH(QStringList, expected);
    auto l = makeLevel();
    Recorder rec(*l);
    switch (which) {
    case 0: l->setName("Caves"); break;
    case 1: l->setName(QString()); break;
    case 2: {
        PlayerSettings p = l->player();
        p.gravity = 1000;
        l->setPlayer(p);
        QCOMPARE(l->player().gravity, 1000.0);
        break;
    }
    case 3: {
        RuleSettings r = l->rules();
        r.overlap = Severity::Off;
        l->setRules(r);
        QCOMPARE(l->rules().overlap, Severity::Off);
        break;
    }
    case 4: {
        GridSettings g = l->grid();
        g.extra.insert("note", "x");
        l->setGrid(g);
        break;
    }
    case 5: {
        GridSettings g = l->grid();
        g.columns = 5;
        l->setGrid(g);
        break;
    }
    case 6: l->insertLayer(1, objectsLayer(7)); break;
    case 7: l->removeLayer(1); break;
    case 8: l->moveLayer(1, 1); break;
    case 9: {
        LayerInfo info = *l->layer(1);
        info.visible = false;
        l->setLayerInfo(1, info);
        break;
    }
    case 10: l->insertObject(1, box(9)); break;
    case 11: l->removeObject(2); break;
    case 12: {
        LevelObject o = *l->object(2);
        o.role = Role::Hazard;
        l->setObject(o);
        QCOMPARE(l->object(2)->role, Role::Hazard);
        break;
    }
    case 13: l->setObject(*l->object(2)); break;
    case 14: l->setTile(2, 3, 1, TileKind::Solid); break;
    case 15: l->setTile(2, 3, 1, TileKind::Empty); break;
    }
    QCOMPARE(rec.events, expected);
}

void TestLevel::removalSeesObjectStillPresent()
{
    auto l = makeLevel();
    bool presentBefore = false;
    bool absentAfter = false;
    connect(l.get(), &Level::objectAboutToBeRemoved, this,
            [&](ObjectId id) { presentBefore = l->object(id) != nullptr && l->layerOf(id) == 1; });
    connect(l.get(), &Level::objectRemoved, this,
            [&](ObjectId id) { absentAfter = l->object(id) == nullptr && l->layerOf(id) == 0; });
    l->removeObject(2);
    QVERIFY(presentBefore);
    QVERIFY(absentAfter);
    QCOMPARE(l->objectIds(1), (std::vector<ObjectId>{1, 3}));
}

void TestLevel::objectIdsUniqueAcrossLayers()
{
    auto l = makeLevel();
    l->insertLayer(2, objectsLayer(5));
    QSignalSpy inserted(l.get(), &Level::objectInserted);
    l->insertObject(5, box(2, 100)); // id 2 lives in layer 1
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(l->layerOf(2), LayerId(1));
    QCOMPARE(std::get<Box>(l->object(2)->shape).x, 2.0);
    l->insertObject(5, box(0)); // ids are positive
    l->insertObject(5, box(-4));
    QCOMPARE(inserted.count(), 0);
    l->insertObject(5, box(l->nextObjectId()));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(l->objectCount(), 4);
    QCOMPARE(l->layerOf(4), LayerId(5));
    // A duplicate layer id is refused too.
    QSignalSpy layers(l.get(), &Level::layerInserted);
    l->insertLayer(0, objectsLayer(5));
    l->insertLayer(0, objectsLayer(0));
    QCOMPARE(layers.count(), 0);
    QCOMPARE(l->layerCount(), 3);
}

void TestLevel::nextIdsNeverReuse()
{
    auto l = makeLevel();
    QCOMPARE(l->nextObjectId(), ObjectId(4));
    QCOMPARE(l->nextLayerId(), LayerId(3));
    l->removeObject(3);
    l->removeLayer(2);
    QCOMPARE(l->nextObjectId(), ObjectId(4));
    QCOMPARE(l->nextLayerId(), LayerId(3));
    l->insertObject(1, box(40));
    QCOMPARE(l->nextObjectId(), ObjectId(41));
}

void TestLevel::insertObjectOrder_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<std::vector<ObjectId>>("expected");
    QTest::newRow("top (-1)") << -1 << std::vector<ObjectId>{1, 2, 3, 9};
    QTest::newRow("bottom") << 0 << std::vector<ObjectId>{9, 1, 2, 3};
    QTest::newRow("middle") << 2 << std::vector<ObjectId>{1, 2, 9, 3};
    QTest::newRow("past the end") << 17 << std::vector<ObjectId>{1, 2, 3, 9};
}

void TestLevel::insertObjectOrder()
{
    QFETCH(int, index);
    QFETCH(std::vector<ObjectId>, expected);
    auto l = makeLevel();
    l->insertObject(1, box(9), index);
    QCOMPARE(l->objectIds(1), expected);
    const auto at = std::find(expected.begin(), expected.end(), 9) - expected.begin();
    QCOMPARE(l->objectIndex(9), int(at));
}

void TestLevel::objectIndexFollowsRandomEdits_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed : {1u, 2u, 3u, 4u})
        QTest::addRow("seed %u", seed) << seed;
}

// The index is cached per layer: after any mix of appends, inserts below the top and
// removals it must still equal the position in objectIds().
void TestLevel::objectIndexFollowsRandomEdits()
{
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    auto l = makeLevel();
    ObjectId next = 100;
    for (int step = 0; step < 400; ++step) {
        const auto& ids = l->objectIds(1);
        const unsigned pick = rng() % 10;
        if (pick < 4 || ids.empty()) {
            l->insertObject(1, box(next++)); // append
        } else if (pick < 7) {
            l->insertObject(1, box(next++), int(rng() % (ids.size() + 1)));
        } else {
            l->removeObject(ids[rng() % ids.size()]);
        }
        if (rng() % 3 == 0)
            continue; // let several edits pile up before the next query
        const std::vector<ObjectId> order = l->objectIds(1);
        for (std::size_t i = 0; i < order.size(); ++i)
            QCOMPARE(l->objectIndex(order[i]), int(i));
    }
}

void TestLevel::removeLayerTakesItsObjects()
{
    auto l = makeLevel();
    l->insertLayer(0, objectsLayer(3));
    l->insertObject(3, box(10));
    l->removeLayer(1);
    QCOMPARE(l->layerCount(), 2);
    QCOMPARE(l->layerIndex(1), -1);
    QCOMPARE(l->objectCount(), 1);
    for (ObjectId id : {1, 2, 3}) {
        QVERIFY(!l->object(id));
        QCOMPARE(l->layerOf(id), LayerId(0));
        QCOMPARE(l->objectIndex(id), -1);
    }
    QVERIFY(l->objectIds(1).empty());
    QCOMPARE(l->layerOf(10), LayerId(3));
    int visited = 0;
    l->forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        QCOMPARE(layer.id, LayerId(3));
        QCOMPARE(o.id, ObjectId(10));
        ++visited;
    });
    QCOMPARE(visited, 1);
}

void TestLevel::moveLayer_data()
{
    QTest::addColumn<LayerId>("id");
    QTest::addColumn<int>("to");
    QTest::addColumn<QList<LayerId>>("expected");
    QTest::addColumn<int>("signalCount");
    QTest::newRow("bottom to top") << LayerId(1) << 2 << QList<LayerId>{2, 3, 1} << 1;
    QTest::newRow("top to bottom") << LayerId(3) << 0 << QList<LayerId>{3, 1, 2} << 1;
    QTest::newRow("same place") << LayerId(2) << 1 << QList<LayerId>{1, 2, 3} << 0;
    QTest::newRow("clamped high") << LayerId(1) << 99 << QList<LayerId>{2, 3, 1} << 1;
    QTest::newRow("clamped low") << LayerId(3) << -5 << QList<LayerId>{3, 1, 2} << 1;
    QTest::newRow("unknown id") << LayerId(42) << 0 << QList<LayerId>{1, 2, 3} << 0;
}

void TestLevel::moveLayer()
{
    QFETCH(LayerId, id);
    QFETCH(int, to);
    QFETCH(QList<LayerId>, expected);
    QFETCH(int, signalCount);
    auto l = makeLevel();
    l->insertLayer(2, objectsLayer(3));
    QSignalSpy moved(l.get(), &Level::layerMoved);
    l->moveLayer(id, to);
    QList<LayerId> order;
    for (int i = 0; i < l->layerCount(); ++i)
        order << l->layerAt(i).id;
    QCOMPARE(order, expected);
    QCOMPARE(moved.count(), signalCount);
    // Objects travel with their layer.
    QCOMPARE(l->objectIds(1), (std::vector<ObjectId>{1, 2, 3}));
    QCOMPARE(l->tiles(2).columns, 4);
}

void TestLevel::setLayerInfoKeepsIdAndType()
{
    auto l = makeLevel();
    LayerInfo info = tilesLayer(99);
    info.name = "Renamed";
    info.locked = true;
    l->setLayerInfo(1, info);
    const LayerInfo* got = l->layer(1);
    QVERIFY(got);
    QCOMPARE(got->id, LayerId(1));
    QCOMPARE(got->type, LayerType::Objects);
    QCOMPARE(got->name, QString("Renamed"));
    QVERIFY(got->locked);
    QVERIFY(!l->layer(99));
}

void TestLevel::setTilesRectangle_data()
{
    QTest::addColumn<CellChanges>("cells");
    QTest::addColumn<QRect>("rect"); // null: no signal
    using P = std::pair<Cell, TileKind>;
    QTest::newRow("one") << std::vector<P>{{{1, 2}, TileKind::Hazard}} << QRect(1, 2, 1, 1);
    QTest::newRow("two corners") << std::vector<P>{{{0, 0}, TileKind::Solid},
                                                   {{3, 2}, TileKind::OneWay}}
                                 << QRect(0, 0, 4, 3);
    QTest::newRow("unchanged cells ignored")
        << std::vector<P>{{{0, 0}, TileKind::Empty}, {{2, 1}, TileKind::Solid}}
        << QRect(2, 1, 1, 1);
    QTest::newRow("outside skipped")
        << std::vector<P>{{{-1, 0}, TileKind::Solid}, {{4, 0}, TileKind::Solid},
                          {{1, 3}, TileKind::Solid}, {{1, 1}, TileKind::Solid}}
        << QRect(1, 1, 1, 1);
    QTest::newRow("nothing changes") << std::vector<P>{{{0, 0}, TileKind::Empty}} << QRect();
    QTest::newRow("empty list") << std::vector<P>{} << QRect();
}

void TestLevel::setTilesRectangle()
{
    QFETCH(CellChanges, cells);
    QFETCH(QRect, rect);
    auto l = makeLevel();
    QSignalSpy spy(l.get(), &Level::tilesChanged);
    l->setTiles(2, cells);
    if (rect.isNull()) {
        QCOMPARE(spy.count(), 0);
    } else {
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<LayerId>(), LayerId(2));
        QCOMPARE(spy.at(0).at(1).toRect(), rect);
    }
    for (const auto& [cell, kind] : cells)
        if (cell.column >= 0 && cell.column < 4 && cell.row >= 0 && cell.row < 3)
            QCOMPARE(l->tile(2, cell.column, cell.row), kind);
}

void TestLevel::setGridResizesTileLayers()
{
    auto l = makeLevel();
    l->setTile(2, 0, 0, TileKind::Solid);
    l->setTile(2, 3, 2, TileKind::Hazard);
    l->setTile(2, 1, 1, TileKind::OneWay);
    GridSettings g = l->grid();
    g.columns = 2;
    g.rows = 5;
    g.cellSize = 8;
    l->setGrid(g);
    const TileGrid& t = l->tiles(2);
    QCOMPARE(t.columns, 2);
    QCOMPARE(t.rows, 5);
    QCOMPARE(t.cellSize, 8.0);
    QCOMPARE(t.cells.size(), std::size_t(10));
    QCOMPARE(l->tile(2, 0, 0), TileKind::Solid);
    QCOMPARE(l->tile(2, 1, 1), TileKind::OneWay);
    QCOMPARE(l->tile(2, 1, 4), TileKind::Empty); // new row
    QCOMPARE(l->tile(2, 3, 2), TileKind::Empty); // cut off, now outside
    QCOMPARE(l->bounds(), (Aabb{0, 0, 16, 40}));
    // Growing again brings empty cells, not the old ones back.
    g.columns = 4;
    l->setGrid(g);
    QCOMPARE(l->tile(2, 3, 2), TileKind::Empty);
    QCOMPARE(l->tile(2, 0, 0), TileKind::Solid);
    // A new tile layer takes the current grid.
    l->insertLayer(0, tilesLayer(8));
    QCOMPARE(l->tiles(8).columns, 4);
    QCOMPARE(l->tiles(8).rows, 5);
    QCOMPARE(l->tiles(8).cells.size(), std::size_t(20));
}

void TestLevel::unknownIdsAreNoOps()
{
    auto l = makeLevel();
    Recorder rec(*l);
    l->removeObject(77);
    l->removeLayer(77);
    l->moveLayer(77, 0);
    l->setLayerInfo(77, objectsLayer(77));
    l->insertObject(77, box(50));
    l->insertObject(2, box(51)); // a tile layer holds no objects
    l->setObject(box(78));
    l->setTile(1, 0, 0, TileKind::Solid); // an objects layer holds no tiles
    l->setTile(77, 0, 0, TileKind::Solid);
    l->setTile(2, 9, 9, TileKind::Solid);
    QCOMPARE(rec.events, QStringList());
    QVERIFY(!l->object(78));
    QCOMPARE(l->layerOf(78), LayerId(0));
    QCOMPARE(l->objectIndex(78), -1);
    QCOMPARE(l->layerIndex(77), -1);
    QVERIFY(!l->layer(77));
    QVERIFY(l->objectIds(77).empty());
    QCOMPARE(l->tiles(77).columns, 0);
    QCOMPARE(l->tile(2, -1, 0), TileKind::Empty);
    QCOMPARE(l->objectCount(), 3);
}

void TestLevel::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("role"); // -1: not a role
    QTest::newRow("solid") << "solid" << int(Role::Solid);
    QTest::newRow("oneway") << "oneway" << int(Role::OneWay);
    QTest::newRow("hazard") << "hazard" << int(Role::Hazard);
    QTest::newRow("trigger") << "trigger" << int(Role::Trigger);
    QTest::newRow("spawn") << "spawn" << int(Role::Spawn);
    QTest::newRow("goal") << "goal" << int(Role::Goal);
    QTest::newRow("pickup") << "pickup" << int(Role::Pickup);
    QTest::newRow("case matters") << "Solid" << -1;
    QTest::newRow("unknown") << "wall" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestLevel::names()
{
    QFETCH(QString, name);
    QFETCH(int, role);
    const auto r = roleFromName(name);
    QCOMPARE(r.has_value(), role >= 0);
    if (r) {
        QCOMPARE(int(*r), role);
        QCOMPARE(roleName(*r), name);
        QVERIFY(!roleDisplayName(*r).isEmpty());
    }
    // The other enumerations round-trip through their names too.
    for (auto m : {MovementMode::Platformer, MovementMode::TopDown})
        QCOMPARE(movementModeFromName(movementModeName(m)), m);
    for (auto s : {Severity::Off, Severity::Warning, Severity::Error})
        QCOMPARE(severityFromName(severityName(s)), s);
    for (auto t : {LayerType::Objects, LayerType::Tiles})
        QCOMPARE(layerTypeFromName(layerTypeName(t)), t);
    for (auto t : {ShapeType::Box, ShapeType::Circle, ShapeType::Polygon, ShapeType::Slope,
                   ShapeType::Point})
        QCOMPARE(shapeTypeFromName(shapeTypeName(t)), t);
    for (auto k : {TileKind::Empty, TileKind::Solid, TileKind::OneWay, TileKind::Hazard})
        QCOMPARE(tileKindFromChar(tileKindChar(k)), k);
    QVERIFY(!tileKindFromChar('x'));
    QCOMPARE(riseFromName(u"left"), Rise::Left);
    QVERIFY(!riseFromName(u"up"));
}

QTEST_GUILESS_MAIN(TestLevel)
#include "tst_level.moc"
