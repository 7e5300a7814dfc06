// LDtk projects: the real sample with external levels, the mapping rules row by row (IntGrid by
// value, "Layer:value", identifier and group; the default words; entities by pivot and size),
// --level and its errors, malformed projects, and Ledge's LDtk export read back.

#include "PluginTestSupport.h"
#include "tests/common/CliProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace ledge;
using namespace ledge::test;

namespace {

const QString kData = QStringLiteral(LEDGE_TEST_DATA "/ldtk/");

ImporterInterface* ldtkImporter()
{
    for (const auto& p : builtInPlugins().importers())
        if (p.object->name() == u"ldtk")
            return p.object;
    return nullptr;
}

ProjectImporterInterface* ldtkProject()
{
    ImporterInterface* importer = ldtkImporter();
    return importer ? builtInPlugins().projectImporter(importer) : nullptr;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A one-level project: an IntGrid layer "Collisions" of `columns` x `rows` 16 px cells with the
// given values and definitions, and an Entities layer with the given instances.
QJsonObject project(const QJsonArray& intGridValues, const QJsonArray& groups, const QJsonArray& csv, int columns,
                    int rows, const QJsonArray& entities = {}, const QJsonObject& levelExtra = {})
{
    const QJsonObject intGridDef{{"__type", "IntGrid"}, {"identifier", "Collisions"}, {"type", "IntGrid"}, {"uid", 1},
                                 {"gridSize", 16}, {"intGridValues", intGridValues}, {"intGridValuesGroups", groups}};
    const QJsonObject entityDef{{"__type", "Entities"}, {"identifier", "Entities"}, {"type", "Entities"}, {"uid", 2},
                                {"gridSize", 16}, {"intGridValues", QJsonArray()}};
    const QJsonObject intGrid{{"__identifier", "Collisions"}, {"__type", "IntGrid"}, {"__cWid", columns},
                              {"__cHei", rows}, {"__gridSize", 16}, {"__pxTotalOffsetX", 0}, {"__pxTotalOffsetY", 0},
                              {"layerDefUid", 1}, {"visible", true}, {"intGridCsv", csv}, {"entityInstances", QJsonArray()}};
    const QJsonObject entityLayer{{"__identifier", "Entities"}, {"__type", "Entities"}, {"__cWid", columns},
                                  {"__cHei", rows}, {"__gridSize", 16}, {"__pxTotalOffsetX", 0}, {"__pxTotalOffsetY", 0},
                                  {"layerDefUid", 2}, {"visible", true}, {"intGridCsv", QJsonArray()},
                                  {"entityInstances", entities}};
    QJsonObject level{{"identifier", "Level_0"}, {"iid", "a"}, {"uid", 0}, {"worldX", 0}, {"worldY", 0},
                      {"pxWid", columns * 16}, {"pxHei", rows * 16},
                      {"layerInstances", QJsonArray{entityLayer, intGrid}}};
    for (auto it = levelExtra.begin(); it != levelExtra.end(); ++it)
        level.insert(it.key(), it.value());
    return {{"__header__", QJsonObject{{"fileType", "LDtk Project JSON"}}}, {"jsonVersion", "1.5.3"},
            {"defaultGridSize", 16},
            {"defs", QJsonObject{{"layers", QJsonArray{entityDef, intGridDef}}, {"entities", QJsonArray()}}},
            {"levels", QJsonArray{level}}, {"worlds", QJsonArray()}};
}

// Imports `json` as dir/world.ldtk with `profile` (when not empty) as dir/ledge-profile.json.
ImportResult importProject(const QTemporaryDir& dir, const QJsonObject& json, const QByteArray& profile = {},
                           const QString& level = {})
{
    const QString path = dir.filePath(QStringLiteral("world.ldtk"));
    writeFile(path, QJsonDocument(json).toJson());
    if (!profile.isEmpty())
        writeFile(dir.filePath(QStringLiteral("ledge-profile.json")), profile);
    const ProjectImporterInterface* p = ldtkProject();
    if (!p)
        return {};
    return PluginManager::readLevel(*p, path, level);
}

const LevelObject* onlyObject(const Level& level)
{
    const LevelObject* found = nullptr;
    int count = 0;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        found = &o;
        ++count;
    });
    return count == 1 ? found : nullptr;
}

QString shapeText(const Shape& s)
{
    return std::visit(
        [](const auto& v) -> QString {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Box>)
                return QStringLiteral("box %1 %2 %3 %4").arg(v.x).arg(v.y).arg(v.w).arg(v.h);
            else if constexpr (std::is_same_v<T, Point>)
                return QStringLiteral("point %1 %2").arg(v.x).arg(v.y);
            else
                return QStringLiteral("other");
        },
        s);
}

} // namespace

class TestLdtk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(ldtkImporter());
        QVERIFY(ldtkProject());
    }

    void realProjectListsItsLevels()
    {
        QString error;
        const QStringList names = PluginManager::levelNames(*ldtkProject(), kData + "SeparateLevelFiles.ldtk", &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(names, (QStringList{"World_Level_0", "World_Level_1", "World_Level_2"}));
    }

    void realExternalLevels_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("expectedName");
        QTest::addColumn<int>("solidCells"); // counted by reading the .ldtkl (SOURCES.txt)
        QTest::newRow("default is the first") << QString() << "World_Level_0" << 18;
        QTest::newRow("World_Level_1") << "World_Level_1" << "World_Level_1" << 20;
        QTest::newRow("World_Level_2") << "World_Level_2" << "World_Level_2" << 13;
        QTest::newRow("case-insensitive") << "world_level_2" << "World_Level_2" << 13;
    }
    // External .ldtkl levels, "walls" solid by the default words, cell for cell.
    void realExternalLevels()
    {
        QFETCH(QString, level);
        QFETCH(QString, expectedName);
        QFETCH(int, solidCells);
        const ImportResult result = PluginManager::readLevel(*ldtkProject(), kData + "SeparateLevelFiles.ldtk", level);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& l = *result.level;
        QCOMPARE(l.name(), expectedName);
        QCOMPARE(l.grid().cellSize, 16.0);
        QCOMPARE(l.grid().columns, 15);
        QCOMPARE(l.grid().rows, 15);
        QCOMPARE(l.layerCount(), 1);
        QCOMPARE(l.layerAt(0).type, LayerType::Tiles);
        QCOMPARE(l.layerAt(0).name, QStringLiteral("IntGrid"));
        // The oracle: the .ldtkl's own CSV, read here without the importer.
        const QJsonArray csv = QJsonDocument::fromJson(readAll(kData + "SeparateLevelFiles/" + expectedName + ".ldtkl"))
                                   .object()["layerInstances"].toArray()[0].toObject()["intGridCsv"].toArray();
        QCOMPARE(csv.size(), 225);
        int solid = 0;
        for (int i = 0; i < 225; ++i) {
            const TileKind expected = csv[i].toInt() == 1 ? TileKind::Solid : TileKind::Empty;
            QCOMPARE(l.tile(l.layerAt(0).id, i % 15, i / 15), expected);
            solid += expected == TileKind::Solid;
        }
        QCOMPARE(solid, solidCells);
        QCOMPARE(l.extra()["properties"].toObject()["ldtk.worldX"].toDouble(), -1.0);
    }

    // Counted from the file's own description (SOURCES.txt): the cells of each kind, the spawn at
    // the player's feet, the exit and coin boxes from their pivots.
    void handmadeProject()
    {
        const ImportResult r = PluginManager::readLevel(*ldtkProject(), kData + "handmade_platformer.ldtk", "Level_1");
        QVERIFY2(r.level, qPrintable(r.error));
        QVERIFY(r.warnings.isEmpty());
        const Level& l = *r.level;
        QCOMPARE(l.layerCount(), 2);
        int counts[4] = {0, 0, 0, 0};
        for (int row = 0; row < l.grid().rows; ++row)
            for (int c = 0; c < l.grid().columns; ++c) {
                const TileKind k = l.tile(l.layerAt(0).id, c, row);
                ++counts[k == TileKind::Solid ? 1 : k == TileKind::OneWay ? 2 : k == TileKind::Hazard ? 3 : 0];
            }
        QCOMPARE(counts[1], 20);
        QCOMPARE(counts[2], 4);
        QCOMPARE(counts[3], 1);
        QStringList got;
        l.forEachObject([&](const LayerInfo&, const LevelObject& o) { got << roleName(o.role) + u' ' + shapeText(o.shape); });
        QCOMPARE(got, (QStringList{"spawn point 40 176", "goal box 272 144 16 32", "pickup box 156 116 8 8"}));
        QCOMPARE(l.object(3)->properties.value("value").toInt(), 10);
        QCOMPARE(l.extra()["properties"].toObject()["ldtk.worldX"].toDouble(), 0.0);
    }

    // A multi-world project: the levels of each world in turn; errors point into /worlds.
    void worlds()
    {
        QJsonObject json = project({QJsonObject{{"value", 1}, {"identifier", "walls"}}}, {}, {1, 0}, 2, 1);
        const QJsonObject level = json["levels"].toArray()[0].toObject();
        auto named = [&](const char* name) {
            QJsonObject l = level;
            l["identifier"] = QLatin1String(name);
            return l;
        };
        QJsonObject broken = named("Broken");
        broken["pxHei"] = "tall";
        json["levels"] = QJsonArray();
        json["worlds"] = QJsonArray{QJsonObject{{"identifier", "North"}, {"levels", QJsonArray{named("A")}}},
                                    QJsonObject{{"identifier", "South"}, {"levels", QJsonArray{named("B"), broken}}}};
        QTemporaryDir dir;
        const QString path = dir.filePath("worlds.ldtk");
        writeFile(path, QJsonDocument(json).toJson());
        QString error;
        QCOMPARE(PluginManager::levelNames(*ldtkProject(), path, &error), (QStringList{"A", "B", "Broken"}));
        const ImportResult first = PluginManager::read(*ldtkImporter(), path);
        QVERIFY2(first.level, qPrintable(first.error));
        QCOMPARE(first.level->name(), QStringLiteral("A"));
        const ImportResult b = PluginManager::readLevel(*ldtkProject(), path, "B");
        QVERIFY2(b.level, qPrintable(b.error));
        QCOMPARE(b.level->name(), QStringLiteral("B"));
        const ImportResult bad = PluginManager::readLevel(*ldtkProject(), path, "Broken");
        QVERIFY(!bad.level);
        QVERIFY2(bad.error.contains("/worlds/1/levels/1/pxHei: expected a number"), qPrintable(bad.error));
    }

    void cli_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("errContains");
        const QString world = kData + "SeparateLevelFiles.ldtk";
        QTest::newRow("validate --level") << QStringList{"validate", world, "--level", "World_Level_1"} << 1
                                          << "spawn-missing"; // a real level without a spawn
        QTest::newRow("unknown level named") << QStringList{"validate", world, "--level", "Level_3"} << 2
                                             << "no level named 'Level_3' (its levels: World_Level_0, World_Level_1, World_Level_2)";
        QTest::newRow("convert unknown level") << QStringList{"convert", world, "OUT.ledge", "--level", "Nope"} << 2
                                               << "'Nope'";
        QTest::newRow("--level on a .ledge") << QStringList{"validate", QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"),
                                                            "--level", "x"}
                                             << 2 << "holds a single level";
        QTest::newRow("--level on a Godot scene")
            << QStringList{"convert", QStringLiteral(LEDGE_TEST_DATA "/godot/physics_platformer/coin/coin.tscn"), "OUT.ledge", "--level", "x"} << 2
            << "holds a single level";
        const QString handmade = kData + "handmade_platformer.ldtk";
        QTest::newRow("validate a reachable level") << QStringList{"validate", handmade, "--level", "Level_1"} << 0 << "0 errors";
        QTest::newRow("validate a level with an unreachable exit")
            << QStringList{"validate", handmade, "--level", "Level_2"} << 1 << "error:target-unreachable: Goal #2 'Exit'";
        QTest::newRow("convert --level") << QStringList{"convert", world, "OUT.ledge", "--level", "World_Level_2"} << 0
                                         << QString();
        QTest::newRow("export --level --force")
            << QStringList{"export", world, "OUT.tscn", "--level", "World_Level_2", "--force"} << 0 << QString();
    }
    void cli()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, errContains);
        QTemporaryDir dir;
        for (QString& a : arguments)
            if (a.startsWith(u"OUT."))
                a = dir.filePath(a);
        const CliRun run = runCliProcess(arguments);
        QVERIFY2(run.exitCode == exitCode, run.err.constData());
        QVERIFY2(QString::fromUtf8(run.err + run.out).contains(errContains), run.err.constData());
        if (arguments.first() == u"convert" && exitCode == 0) {
            const LoadResult back = loadLevel(arguments.at(2));
            QVERIFY(back);
            QCOMPARE(back.level->name(), QStringLiteral("World_Level_2"));
        }
    }

    void intGridMapping_data()
    {
        QTest::addColumn<QString>("identifier"); // of value 1
        QTest::addColumn<QString>("group");      // its group's name, empty: none
        QTest::addColumn<QByteArray>("profile"); // members of ledge-profile.json, empty: none
        QTest::addColumn<QString>("cell");       // what cell (0, 0) becomes
        QTest::newRow("default: walls") << "walls" << "" << QByteArray() << "#";
        QTest::newRow("default: Ground") << "Ground" << "" << QByteArray() << "#";
        QTest::newRow("default: SOLID") << "SOLID" << "" << QByteArray() << "#";
        QTest::newRow("default: stone_block") << "stone_block" << "" << QByteArray() << "#";
        QTest::newRow("default: terrain") << "terrain" << "" << QByteArray() << "#";
        QTest::newRow("default: platform") << "platform" << "" << QByteArray() << "=";
        QTest::newRow("default: OneWay") << "OneWay" << "" << QByteArray() << "=";
        QTest::newRow("default: spikes") << "spikes" << "" << QByteArray() << "^";
        QTest::newRow("default: lava") << "lava" << "" << QByteArray() << "^";
        QTest::newRow("default: death_pit") << "death_pit" << "" << QByteArray() << "^";
        QTest::newRow("default: Hazard") << "Hazard" << "" << QByteArray() << "^";
        QTest::newRow("hazard words win: spike_wall") << "spike_wall" << "" << QByteArray() << "^";
        QTest::newRow("hazard words win: lava_platform") << "lava_platform" << "" << QByteArray() << "^";
        QTest::newRow("one-way wins over solid: platform_block") << "platform_block" << "" << QByteArray() << "=";
        QTest::newRow("other words do not collide: dirt") << "dirt" << "" << QByteArray() << ".";
        QTest::newRow("other words do not collide: ladder") << "ladder" << "" << QByteArray() << ".";
        QTest::newRow("no identifier does not collide") << "" << "" << QByteArray() << ".";
        QTest::newRow("group name: dirt in Walls") << "dirt" << "Walls" << QByteArray() << "#";
        QTest::newRow("group name: hazard wins over identifier") << "ground" << "Spikes" << QByteArray() << "^";
        QTest::newRow("profile by value") << "walls" << "" << QByteArray(R"("intGrid": { "1": "oneway" })") << "=";
        QTest::newRow("profile by layer and value")
            << "walls" << "" << QByteArray(R"("intGrid": { "1": "solid", "collisions:1": "hazard" })") << "^";
        QTest::newRow("profile by identifier, any case") << "dirt" << "" << QByteArray(R"("intGrid": { "DIRT": "solid" })") << "#";
        QTest::newRow("profile by group") << "dirt" << "Earth" << QByteArray(R"("intGrid": { "earth": "oneway" })") << "=";
        QTest::newRow("profile identifier before value")
            << "dirt" << "" << QByteArray(R"("intGrid": { "1": "solid", "dirt": "hazard" })") << "^";
        QTest::newRow("profile none beats the words") << "walls" << "" << QByteArray(R"("intGrid": { "walls": "none" })") << ".";
        QTest::newRow("profile silent on it: the words decide")
            << "spikes" << "" << QByteArray(R"("intGrid": { "7": "solid" })") << "^";
        QTest::newRow("collide layer makes unnamed values solid")
            << "dirt" << "" << QByteArray(R"("layers": { "collide": ["Coll*"] })") << "#";
        QTest::newRow("ignored layer contributes nothing")
            << "walls" << "" << QByteArray(R"("layers": { "ignore": ["collisions"] })") << ".";
    }
    void intGridMapping()
    {
        QFETCH(QString, identifier);
        QFETCH(QString, group);
        QFETCH(QByteArray, profile);
        QFETCH(QString, cell);
        QJsonObject value{{"value", 1}, {"color", "#000000"}};
        value.insert("identifier", identifier.isEmpty() ? QJsonValue() : QJsonValue(identifier));
        QJsonArray groups;
        if (!group.isEmpty()) {
            value.insert("groupUid", 5);
            groups.append(QJsonObject{{"uid", 5}, {"identifier", group}});
        }
        QTemporaryDir dir;
        const QByteArray profileText =
            profile.isEmpty() ? QByteArray() : R"({ "format": "ledge-import-profile", "version": 1, )" + profile + "}";
        const ImportResult r = importProject(dir, project({value}, groups, {1, 0}, 2, 1), profileText);
        QVERIFY2(r.level, qPrintable(r.error));
        QChar got = u'.';
        for (int i = 0; i < r.level->layerCount(); ++i)
            if (r.level->layerAt(i).type == LayerType::Tiles)
                got = tileKindChar(r.level->tile(r.level->layerAt(i).id, 0, 0));
        QCOMPARE(QString(got), cell);
    }

    void entityMapping_data()
    {
        QTest::addColumn<QString>("identifier");
        QTest::addColumn<double>("pivotX");
        QTest::addColumn<double>("pivotY");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("h");
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("shape"); // entity px is (100, 50)
        QTest::newRow("Player: spawn at its point") << "Player" << 0.5 << 1.0 << 16.0 << 24.0 << QByteArray() << "spawn" << "point 100 50";
        QTest::newRow("PlayerStart, pivot top-left: still its point")
            << "PlayerStart" << 0.0 << 0.0 << 16.0 << 24.0 << QByteArray() << "spawn" << "point 100 50";
        QTest::newRow("Spawn_point") << "Spawn_point" << 0.5 << 0.5 << 8.0 << 8.0 << QByteArray() << "spawn" << "point 100 50";
        QTest::newRow("Exit, pivot top-left") << "Exit" << 0.0 << 0.0 << 16.0 << 32.0 << QByteArray() << "goal" << "box 100 50 16 32";
        QTest::newRow("Goal, pivot centre") << "Goal" << 0.5 << 0.5 << 16.0 << 32.0 << QByteArray() << "goal" << "box 92 34 16 32";
        QTest::newRow("Finish_flag, pivot bottom centre")
            << "Finish_flag" << 0.5 << 1.0 << 16.0 << 32.0 << QByteArray() << "goal" << "box 92 18 16 32";
        QTest::newRow("Coin, pivot bottom right") << "Coin" << 1.0 << 1.0 << 8.0 << 8.0 << QByteArray() << "pickup" << "box 92 42 8 8";
        QTest::newRow("Gem") << "Gem" << 0.0 << 0.0 << 8.0 << 8.0 << QByteArray() << "pickup" << "box 100 50 8 8";
        QTest::newRow("Collectible without size: a point")
            << "Collectible" << 0.5 << 0.5 << 0.0 << 0.0 << QByteArray() << "pickup" << "point 100 50";
        QTest::newRow("Enemy: a trigger") << "Enemy" << 0.5 << 1.0 << 16.0 << 16.0 << QByteArray() << "trigger" << "box 92 34 16 16";
        QTest::newRow("classes: Enemy is a hazard")
            << "Enemy" << 0.5 << 1.0 << 16.0 << 16.0 << QByteArray(R"("classes": { "enemy": "hazard" })") << "hazard"
            << "box 92 34 16 16";
        QTest::newRow("classes win over the words: Door_exit a trigger")
            << "Door_exit" << 0.0 << 0.0 << 16.0 << 16.0 << QByteArray(R"("classes": { "DOOR_EXIT": "trigger" })") << "trigger"
            << "box 100 50 16 16";
        QTest::newRow("classes: Hero spawns") << "Hero" << 0.5 << 1.0 << 16.0 << 16.0
                                              << QByteArray(R"("classes": { "Hero": "spawn" })") << "spawn" << "point 100 50";
    }
    void entityMapping()
    {
        QFETCH(QString, identifier);
        QFETCH(double, pivotX);
        QFETCH(double, pivotY);
        QFETCH(double, w);
        QFETCH(double, h);
        QFETCH(QByteArray, profile);
        QFETCH(QString, role);
        QFETCH(QString, shape);
        const QJsonObject entity{{"__identifier", identifier}, {"__pivot", QJsonArray{pivotX, pivotY}}, {"width", w},
                                 {"height", h}, {"px", QJsonArray{100, 50}}, {"fieldInstances",
                                 QJsonArray{QJsonObject{{"__identifier", "hp"}, {"__value", 3}}}}};
        QTemporaryDir dir;
        const QByteArray profileText =
            profile.isEmpty() ? QByteArray() : R"({ "format": "ledge-import-profile", "version": 1, )" + profile + "}";
        const ImportResult r = importProject(dir, project({}, {}, {0, 0, 0, 0}, 2, 2, {entity}), profileText);
        QVERIFY2(r.level, qPrintable(r.error));
        const LevelObject* o = onlyObject(*r.level);
        QVERIFY(o);
        QCOMPARE(roleName(o->role), role);
        QCOMPARE(shapeText(o->shape), shape);
        QCOMPARE(o->name, identifier);
        QCOMPARE(o->properties.value("hp").toInt(), 3);
        if (role == u"trigger")
            QCOMPARE(o->properties.value("class").toString(), identifier);
    }

    // Entities LDtk draws as ellipses: a circle when round, else a 32-point polygon in the box.
    void ellipseEntities()
    {
        QJsonObject json = project({}, {}, {0, 0, 0, 0}, 2, 2,
                                   {QJsonObject{{"__identifier", "Coin"}, {"defUid", 30}, {"__pivot", QJsonArray{0.5, 0.5}},
                                                {"width", 10}, {"height", 10}, {"px", QJsonArray{100, 50}}},
                                    QJsonObject{{"__identifier", "Gem"}, {"defUid", 30}, {"__pivot", QJsonArray{0, 0}},
                                                {"width", 20}, {"height", 10}, {"px", QJsonArray{10, 10}}},
                                    QJsonObject{{"__identifier", "Exit"}, {"defUid", 31}, {"__pivot", QJsonArray{0, 0}},
                                                {"width", 20}, {"height", 10}, {"px", QJsonArray{10, 10}}}});
        QJsonObject defs = json["defs"].toObject();
        defs["entities"] = QJsonArray{QJsonObject{{"identifier", "Round"}, {"uid", 30}, {"renderMode", "Ellipse"}},
                                      QJsonObject{{"identifier", "Square"}, {"uid", 31}, {"renderMode", "Rectangle"}}};
        json["defs"] = defs;
        QTemporaryDir dir;
        const ImportResult r = importProject(dir, json);
        QVERIFY2(r.level, qPrintable(r.error));
        std::vector<Shape> shapes;
        r.level->forEachObject([&](const LayerInfo&, const LevelObject& o) { shapes.push_back(o.shape); });
        QCOMPARE(shapes.size(), std::size_t(3));
        QCOMPARE(std::get<Circle>(shapes[0]), (Circle{100, 50, 5}));
        const Polygon* oval = std::get_if<Polygon>(&shapes[1]);
        QVERIFY(oval);
        QCOMPARE(oval->points.size(), std::size_t(32));
        const Aabb b = bounds(shapes[1]);
        QVERIFY(std::abs(b.minX - 10) < 1e-9 && std::abs(b.maxX - 30) < 1e-9 && std::abs(b.minY - 10) < 1e-9
                && std::abs(b.maxY - 20) < 1e-9);
        QCOMPARE(std::get<Box>(shapes[2]), (Box{10, 10, 20, 10}));
    }

    // LDtk lists the top layer first; Ledge the bottom one. Picture layers are art, not layers
    // of the level (tst_art checks what they draw), and lose nothing: no warning.
    void layersAndWarnings()
    {
        QJsonObject json = project({QJsonObject{{"value", 1}, {"identifier", "walls"}}}, {}, {1, 0}, 2, 1,
                                   {QJsonObject{{"__identifier", "Player"}, {"__pivot", QJsonArray{0.5, 1}}, {"width", 16},
                                                {"height", 16}, {"px", QJsonArray{8, 16}}}},
                                   {{"worldX", 512}, {"worldY", -256}});
        QJsonObject level = json["levels"].toArray()[0].toObject();
        QJsonArray layers = level["layerInstances"].toArray();
        layers.append(QJsonObject{{"__identifier", "Background"}, {"__type", "Tiles"}});
        layers.append(QJsonObject{{"__identifier", "Wall_shadows"}, {"__type", "AutoLayer"}});
        level["layerInstances"] = layers;
        json["levels"] = QJsonArray{level};
        QTemporaryDir dir;
        const ImportResult r = importProject(dir, json);
        QVERIFY2(r.level, qPrintable(r.error));
        QCOMPARE(r.level->layerCount(), 2);
        QCOMPARE(r.level->layerAt(0).name, QStringLiteral("Collisions")); // bottom: last in LDtk's list
        QCOMPARE(r.level->layerAt(1).name, QStringLiteral("Entities"));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
        const QJsonObject properties = r.level->extra()["properties"].toObject();
        QCOMPARE(properties["ldtk.worldX"].toDouble(), 512.0);
        QCOMPARE(properties["ldtk.worldY"].toDouble(), -256.0);
    }

    // An IntGrid layer on another grid than the level's: boxes, one per run of one kind.
    void intGridOffTheLevelGrid()
    {
        QJsonObject json = project({QJsonObject{{"value", 1}, {"identifier", "walls"}}}, {}, {1, 1, 0, 1}, 4, 1);
        QJsonObject level = json["levels"].toArray()[0].toObject();
        QJsonArray layers = level["layerInstances"].toArray();
        QJsonObject fine = layers[1].toObject();
        fine["__identifier"] = "Fine";
        fine["__gridSize"] = 8;
        fine["__pxTotalOffsetX"] = 4;
        fine["intGridCsv"] = QJsonArray{1, 1, 1, 0, 0, 1, 1, 0};
        fine["__cWid"] = 4;
        fine["__cHei"] = 2;
        layers.append(fine); // at the bottom: the level's grid comes from the first IntGrid layer, Collisions
        level["layerInstances"] = layers;
        json["levels"] = QJsonArray{level};
        QTemporaryDir dir;
        const ImportResult r = importProject(dir, json);
        QVERIFY2(r.level, qPrintable(r.error));
        QCOMPARE(r.level->grid().cellSize, 16.0); // from the first IntGrid layer
        const LayerInfo& top = r.level->layerAt(0);
        QCOMPARE(top.name, QStringLiteral("Fine"));
        QCOMPARE(top.type, LayerType::Objects);
        QStringList boxes;
        for (ObjectId id : r.level->objectIds(top.id))
            boxes << shapeText(r.level->object(id)->shape);
        QCOMPARE(boxes, (QStringList{"box 4 0 24 8", "box 12 8 16 8"}));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("errorContains");
        const QJsonObject good = project({QJsonObject{{"value", 1}, {"identifier", "walls"}}}, {}, {1, 0}, 2, 1,
                                         {QJsonObject{{"__identifier", "Coin"}, {"width", 8}, {"height", 8},
                                                      {"px", QJsonArray{1, 2}}}});
        auto edited = [&](const std::function<void(QJsonObject&)>& edit) {
            QJsonObject level = good["levels"].toArray()[0].toObject();
            edit(level);
            QJsonObject copy = good;
            copy["levels"] = QJsonArray{level};
            return QJsonDocument(copy).toJson();
        };
        auto layer = [](QJsonObject& level, int i, const char* key, const QJsonValue& v) {
            QJsonArray layers = level["layerInstances"].toArray();
            QJsonObject l = layers[i].toObject();
            l[QLatin1String(key)] = v;
            layers[i] = l;
            level["layerInstances"] = layers;
        };
        QTest::newRow("not JSON, line named") << QByteArray("{\n  \"defs\": {,\n}") << "line 2: not JSON";
        QTest::newRow("JSON but no project") << QByteArray("[1, 2]") << "not an LDtk project";
        QTest::newRow("no defs") << QByteArray(R"({ "levels": [] })") << "not an LDtk project";
        QTest::newRow("no levels") << QByteArray(R"({ "defs": {}, "levels": [] })") << "has no level";
        QTest::newRow("pxWid a string") << edited([](QJsonObject& l) { l["pxWid"] = "wide"; }) << "/levels/0/pxWid";
        QTest::newRow("level far too large") << edited([](QJsonObject& l) { l["pxWid"] = 1e300; }) << "/levels/0/pxWid";
        QTest::newRow("no identifier") << edited([](QJsonObject& l) { l.remove("identifier"); }) << "/levels/0/identifier";
        QTest::newRow("layerInstances missing") << edited([](QJsonObject& l) { l.remove("layerInstances"); })
                                                << "/levels/0/layerInstances";
        QTest::newRow("csv too short") << edited([&](QJsonObject& l) { layer(l, 1, "intGridCsv", QJsonArray{1}); })
                                       << "/levels/0/layerInstances/1/intGridCsv: expected 2 values";
        QTest::newRow("csv value not a number")
            << edited([&](QJsonObject& l) { layer(l, 1, "intGridCsv", QJsonArray{1, "x"}); })
            << "/levels/0/layerInstances/1/intGridCsv/1";
        QTest::newRow("cWid negative") << edited([&](QJsonObject& l) { layer(l, 1, "__cWid", -3); })
                                       << "/levels/0/layerInstances/1/__cWid";
        QTest::newRow("cWid x cHei huge") << edited([&](QJsonObject& l) {
            layer(l, 1, "__cWid", 60000000);
            layer(l, 1, "__cHei", 60000000);
        }) << "/levels/0/layerInstances/1/__cWid";
        QTest::newRow("unknown layer type") << edited([&](QJsonObject& l) { layer(l, 1, "__type", "Voxels"); })
                                            << "/levels/0/layerInstances/1/__type";
        QTest::newRow("entity without px") << edited([&](QJsonObject& l) {
            layer(l, 0, "entityInstances", QJsonArray{QJsonObject{{"__identifier", "Coin"}, {"width", 8}, {"height", 8}}});
        }) << "/levels/0/layerInstances/0/entityInstances/0/px";
        QTest::newRow("external level missing") << edited([](QJsonObject& l) {
            l["layerInstances"] = QJsonValue();
            l["externalRelPath"] = "nowhere/Level_0.ldtkl";
        }) << "/levels/0/externalRelPath: cannot read the external level";
    }
    // A clear error naming the place, never a crash.
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, errorContains);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.ldtk"));
        writeFile(path, text);
        const ImportResult r = PluginManager::read(*ldtkImporter(), path);
        QVERIFY(!r.level);
        QVERIFY2(r.error.contains(errorContains), qPrintable(r.error));
        QVERIFY2(r.error.contains(path), qPrintable(r.error)); // the file is named
    }

    // The profile is model/ImportProfile, the same reader as for Tiled maps: a bad one names the
    // file, the line and the JSON pointer of the member.
    void badProfileIsAnError_data()
    {
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("intGrid role not a cell") << QByteArray(R"({ "format": "ledge-import-profile", "intGrid": { "1": "lava" } })")
                                                 << "/intGrid/1: expected solid, oneway, hazard or none";
        QTest::newRow("intGrid role spawn is no cell")
            << QByteArray("{ \"intGrid\": {\n  \"Collisions:2\": \"spawn\" } }") << "ledge-profile.json:2:";
        QTest::newRow("intGrid not an object") << QByteArray(R"({ "intGrid": ["1"] })") << "/intGrid: expected an object";
        QTest::newRow("classes role unknown") << QByteArray(R"({ "classes": { "Hero": "hero" } })") << "/classes/Hero: expected a role";
        QTest::newRow("layers.collide not patterns") << QByteArray(R"({ "layers": { "collide": [1] } })")
                                                     << "/layers/collide/0: expected a string";
        QTest::newRow("other format") << QByteArray(R"({ "format": "tiled-map" })") << "/format";
        QTest::newRow("not JSON") << QByteArray("{ \"intGrid\": ") << "not JSON";
    }
    void badProfileIsAnError()
    {
        QFETCH(QByteArray, profile);
        QFETCH(QString, errorContains);
        QTemporaryDir dir;
        const ImportResult r = importProject(dir, project({}, {}, {0}, 1, 1), profile);
        QVERIFY(!r.level);
        QVERIFY2(r.error.contains("ledge-profile.json") && r.error.contains(errorContains), qPrintable(r.error));
    }

    // ImportOptions: a profile named explicitly wins over the one beside the project, and
    // profileBesideMap = false (the editor's "no profile") leaves the defaults.
    void profileFromOptions_data()
    {
        QTest::addColumn<QString>("named");      // file name of the profile given, empty: none
        QTest::addColumn<bool>("besideMap");
        QTest::addColumn<QString>("cell");
        QTest::newRow("beside the project") << "" << true << "^";
        QTest::newRow("named profile wins") << "other.json" << true << "=";
        QTest::newRow("named profile without the beside one") << "other.json" << false << "=";
        QTest::newRow("no profile: the words") << "" << false << "#";
    }
    void profileFromOptions()
    {
        QFETCH(QString, named);
        QFETCH(bool, besideMap);
        QFETCH(QString, cell);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("world.ldtk"));
        const QJsonObject value{{"value", 1}, {"identifier", "walls"}};
        writeFile(path, QJsonDocument(project({value}, {}, {1}, 1, 1)).toJson());
        writeFile(dir.filePath(QStringLiteral("ledge-profile.json")), R"({ "intGrid": { "walls": "hazard" } })");
        writeFile(dir.filePath(QStringLiteral("other.json")), R"({ "intGrid": { "Collisions:1": "oneway" } })");
        ImportOptions options;
        options.profile = named.isEmpty() ? QString() : dir.filePath(named);
        options.profileBesideMap = besideMap;
        const ImportResult r = builtInPlugins().read(*ldtkImporter(), path, options);
        QVERIFY2(r.level, qPrintable(r.error));
        QCOMPARE(QString(tileKindChar(r.level->tile(r.level->layerAt(0).id, 0, 0))), cell);
    }

    // --profile reaches the LDtk importer with --level too (the CLI's project path).
    void cliProfileWithLevel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("world.ldtk"));
        const QJsonObject value{{"value", 1}, {"identifier", "walls"}};
        const QJsonObject spawn{{"__identifier", "Player"}, {"px", QJsonArray{8, 8}}, {"__pivot", QJsonArray{0.5, 1}},
                                {"width", 16}, {"height", 16}, {"fieldInstances", QJsonArray()}};
        writeFile(path, QJsonDocument(project({value}, {}, {0, 1}, 2, 1, {spawn})).toJson());
        const QString profile = dir.filePath(QStringLiteral("p.json"));
        writeFile(profile, R"({ "intGrid": { "1": "hazard" } })");
        const QString out = dir.filePath(QStringLiteral("out.ledge"));
        const CliRun run = runCliProcess({"convert", path, out, "--level", "Level_0", "--profile", profile});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const LoadResult back = loadLevel(out);
        QVERIFY(back);
        QString cells;
        for (int i = 0; i < back.level->layerCount(); ++i)
            if (back.level->layerAt(i).type == LayerType::Tiles)
                cells += tileKindChar(back.level->tile(back.level->layerAt(i).id, 1, 0));
        QCOMPARE(cells, QStringLiteral("^"));
    }

    // Every prefix of the real project and level files, and each with a byte changed: a level or an
    // error, never a crash (what a fuzzer would try first).
    void damagedFilesNeverCrash()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("SeparateLevelFiles"));
        const QByteArray projectText = readAll(kData + "SeparateLevelFiles.ldtk");
        const QByteArray levelText = readAll(kData + "SeparateLevelFiles/World_Level_0.ldtkl");
        const QString projectPath = dir.filePath("SeparateLevelFiles.ldtk");
        const QString levelPath = dir.filePath("SeparateLevelFiles/World_Level_0.ldtkl");
        int results = 0;
        for (int which = 0; which < 2; ++which) {
            const QByteArray& original = which == 0 ? projectText : levelText;
            for (qsizetype cut = 0; cut < original.size(); cut += 7) {
                for (int variant = 0; variant < 2; ++variant) {
                    QByteArray damaged = original;
                    if (variant == 0)
                        damaged.truncate(cut);
                    else
                        damaged[cut] = char(damaged[cut] ^ 0x5a);
                    writeFile(projectPath, which == 0 ? damaged : projectText);
                    writeFile(levelPath, which == 1 ? damaged : levelText);
                    const ImportResult r = PluginManager::read(*ldtkImporter(), projectPath);
                    QVERIFY(r.level || !r.error.isEmpty());
                    ++results;
                }
            }
        }
        QVERIFY(results > 500);
    }

    void exportRoundTrip_data()
    {
        QTest::addColumn<QString>("source"); // empty: the every-feature level
        QTest::newRow("every feature") << QString();
        for (const char* name : {"platformer.ledge", "topdown.ledge"})
            QTest::newRow(name) << QStringLiteral(LEDGE_EXAMPLES "/") + QLatin1String(name);
    }
    // Ledge -> LDtk -> Ledge: the IntGrid holds exactly the collidable tile cells and the boxes
    // that cover whole cells (hazard over one-way over solid), the spawn comes back at its
    // point, box targets as the same boxes; everything else is named in a warning.
    void exportRoundTrip()
    {
        QFETCH(QString, source);
        const std::unique_ptr<Level> original = source.isEmpty() ? everyFeatureLevel() : std::move(loadLevel(source).level);
        QVERIFY(original);
        QTemporaryDir dir;
        const QString path = dir.filePath("level.ldtk");
        ExporterInterface* exporter = builtInPlugins().exporterFor(path);
        QVERIFY(exporter);
        QCOMPARE(exporter->name(), QStringLiteral("ldtk"));
        const ExportResult written = PluginManager::write(*exporter, *original, path);
        QVERIFY2(written.ok, qPrintable(written.message));
        const ImportResult back = PluginManager::read(*ldtkImporter(), path);
        QVERIFY2(back.level, qPrintable(back.error));

        // The oracle, from the original level: the strongest kind per cell.
        const GridSettings& g = original->grid();
        std::vector<int> expected(std::size_t(g.columns * g.rows), 0);
        auto rank = [](TileKind k) { return k == TileKind::Hazard ? 3 : k == TileKind::OneWay ? 2 : k == TileKind::Solid ? 1 : 0; };
        int leftOut = 0, spawns = 0, boxTargets = 0;
        for (int i = 0; i < original->layerCount(); ++i) {
            const LayerInfo& l = original->layerAt(i);
            if (l.type == LayerType::Tiles) {
                if (l.collides)
                    for (int r = 0; r < g.rows; ++r)
                        for (int c = 0; c < g.columns; ++c)
                            expected[std::size_t(r * g.columns + c)] =
                                std::max(expected[std::size_t(r * g.columns + c)], rank(original->tile(l.id, c, r)));
                continue;
            }
            for (ObjectId id : original->objectIds(l.id)) {
                const LevelObject& o = *original->object(id);
                if (!isCollidable(o.role)) {
                    spawns += o.role == Role::Spawn;
                    boxTargets += isTarget(o.role) && shapeType(o.shape) == ShapeType::Box;
                    continue;
                }
                if (!l.collides)
                    continue;
                const Box* b = std::get_if<Box>(&o.shape);
                // Brute force: a box covers cell (c, r) when the cell lies inside it.
                bool aligned = b && std::fmod(b->x, g.cellSize) == 0 && std::fmod(b->y, g.cellSize) == 0
                               && std::fmod(b->w, g.cellSize) == 0 && std::fmod(b->h, g.cellSize) == 0 && b->w > 0 && b->h > 0;
                if (!aligned) {
                    ++leftOut;
                    continue;
                }
                const TileKind k = o.role == Role::Hazard ? TileKind::Hazard : o.role == Role::OneWay ? TileKind::OneWay : TileKind::Solid;
                for (int r = 0; r < g.rows; ++r)
                    for (int c = 0; c < g.columns; ++c)
                        if (c * g.cellSize >= b->x && (c + 1) * g.cellSize <= b->x + b->w && r * g.cellSize >= b->y
                            && (r + 1) * g.cellSize <= b->y + b->h)
                            expected[std::size_t(r * g.columns + c)] = std::max(expected[std::size_t(r * g.columns + c)], rank(k));
            }
        }
        QCOMPARE(back.level->grid().columns, g.columns);
        QCOMPARE(back.level->grid().rows, g.rows);
        LayerId tiles = 0;
        for (int i = 0; i < back.level->layerCount(); ++i)
            if (back.level->layerAt(i).type == LayerType::Tiles)
                tiles = back.level->layerAt(i).id;
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.columns; ++c)
                QCOMPARE(rank(back.level->tile(tiles, c, r)), expected[std::size_t(r * g.columns + c)]);
        int leftOutWarnings = 0;
        for (const QString& w : written.warnings)
            leftOutWarnings += w.contains(QStringLiteral("left out"));
        QCOMPARE(leftOutWarnings, leftOut);
        // Markers: the spawn at its point, box targets the same boxes.
        int backSpawns = 0, backBoxes = 0;
        back.level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
            if (o.role == Role::Spawn) {
                ++backSpawns;
                original->forEachObject([&](const LayerInfo&, const LevelObject& p) {
                    if (p.role == Role::Spawn)
                        QCOMPARE(shapeText(o.shape), shapeText(p.shape));
                });
            }
            if (isTarget(o.role) && shapeType(o.shape) == ShapeType::Box) {
                bool same = false;
                original->forEachObject([&](const LayerInfo&, const LevelObject& p) {
                    same = same || (p.role == o.role && p.shape == o.shape);
                });
                backBoxes += same;
            }
        });
        QCOMPARE(backSpawns, spawns);
        QCOMPARE(backBoxes, boxTargets);
    }

    // What LDtk needs to open the file: the header, definitions the instances refer to, CSV
    // sizes that match. (LDtk itself is not installed here.)
    void exportIsAnLdtkProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("level.ldtk");
        const std::unique_ptr<Level> level = everyFeatureLevel();
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(path), *level, path).ok);
        const QJsonObject json = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(json["__header__"].toObject()["fileType"].toString(), QStringLiteral("LDtk Project JSON"));
        QVERIFY(json["jsonVersion"].toString().startsWith(u"1."));
        QSet<int> layerUids, entityUids;
        for (const QJsonValue& d : json["defs"].toObject()["layers"].toArray())
            layerUids.insert(d.toObject()["uid"].toInt());
        for (const QJsonValue& d : json["defs"].toObject()["entities"].toArray())
            entityUids.insert(d.toObject()["uid"].toInt());
        const QJsonArray levels = json["levels"].toArray();
        QCOMPARE(levels.size(), 1);
        const QJsonObject l = levels[0].toObject();
        QCOMPARE(l["identifier"].toString(), QStringLiteral("Every_feature"));
        QCOMPARE(l["pxWid"].toInt(), 640);
        for (const QJsonValue& v : l["layerInstances"].toArray()) {
            const QJsonObject layer = v.toObject();
            QVERIFY(layerUids.contains(layer["layerDefUid"].toInt()));
            if (layer["__type"].toString() == u"IntGrid")
                QCOMPARE(layer["intGridCsv"].toArray().size(), layer["__cWid"].toInt() * layer["__cHei"].toInt());
            for (const QJsonValue& e : layer["entityInstances"].toArray())
                QVERIFY(entityUids.contains(e.toObject()["defUid"].toInt()));
        }
        // The same level writes the same bytes (stable iids).
        const QString again = dir.filePath("again.ldtk");
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(again), *level, again).ok);
        QCOMPARE(readAll(again), readAll(path));
    }

    // An entity far beyond any int's cell (a file may hold one: fuzz_ldtk imported 1.7e72) gets
    // the nearest int cell on its own side, not a conversion with undefined behaviour.
    void farEntityCellIsPinned()
    {
        const std::unique_ptr<Level> level = everyFeatureLevel();
        LevelObject far;
        far.id = 99;
        far.role = Role::Pickup;
        far.shape = Point{1.7e72, -1.7e72};
        level->insertObject(1, far);
        QTemporaryDir dir;
        const QString path = dir.filePath("level.ldtk");
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(path), *level, path).ok);
        const QJsonObject json = QJsonDocument::fromJson(readAll(path)).object();
        bool found = false;
        for (const QJsonValue& l : json["levels"].toArray()[0].toObject()["layerInstances"].toArray())
            for (const QJsonValue& e : l.toObject()["entityInstances"].toArray())
                if (e.toObject()["__worldX"].toDouble() > 1e70) {
                    const QJsonArray cell = e.toObject()["__grid"].toArray();
                    QCOMPARE(cell[0].toDouble(), double(std::numeric_limits<int>::max()));
                    QCOMPARE(cell[1].toDouble(), double(std::numeric_limits<int>::min()));
                    found = true;
                }
        QVERIFY(found);
    }

    // Solid boxes on the grid with coordinates far beyond any int cell (found by fuzz_ldtk:
    // their cells were converted to int with undefined behaviour): one far off the level covers
    // none of the IntGrid's cells, one that spans far past both sides covers its whole row.
    void farSolidBoxesCoverTheirCells()
    {
        const std::unique_ptr<Level> level = everyFeatureLevel();
        const QTemporaryDir dir;
        const QString plain = dir.filePath("plain.ldtk"), far = dir.filePath("far.ldtk");
        const auto intGrid = [](const QString& path) {
            const QJsonObject json = QJsonDocument::fromJson(readAll(path)).object();
            for (const QJsonValue& l : json["levels"].toArray()[0].toObject()["layerInstances"].toArray())
                if (l.toObject()["__type"].toString() == QLatin1String("IntGrid"))
                    return l.toObject()["intGridCsv"].toArray();
            return QJsonArray{};
        };
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(plain), *level, plain).ok);
        const QJsonArray before = intGrid(plain);
        const int columns = level->grid().columns;
        QVERIFY(before.size() > columns);
        // The first row with no collidable cell yet.
        int row = 0;
        while ((row + 1) * columns <= before.size()
               && std::any_of(before.begin() + row * columns, before.begin() + (row + 1) * columns,
                              [](const QJsonValue& v) { return v.toInt() != 0; }))
            ++row;
        QVERIFY((row + 1) * columns <= before.size());
        const double cs = level->grid().cellSize;
        for (const Box& b : {Box{3.2e30, row * cs, 3.2e30, cs}, Box{-3.2e30, row * cs, 6.4e30, cs}}) {
            LevelObject o;
            o.id = level->nextObjectId();
            o.role = Role::Solid;
            o.shape = b;
            level->insertObject(1, o);
        }
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(far), *level, far).ok);
        const QJsonArray after = intGrid(far);
        QCOMPARE(after.size(), before.size());
        for (int i = 0; i < after.size(); ++i)
            QCOMPARE(after[i].toInt(), i / columns == row ? 1 : before[i].toInt());
    }
};

QTEST_GUILESS_MAIN(TestLdtk)
#include "tst_ldtk.moc"
