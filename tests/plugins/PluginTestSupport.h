#pragma once
// Shared by the plugin tests: the built-in plugins, a level with every feature, and a
// field-by-field comparison of two levels that names the first difference.

#include "model/LevelFile.h"
#include "plugins/host/PluginManager.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QFileInfo>
#include <QStringList>

#include <memory>

namespace ledge::test {

inline PluginManager& builtInPlugins()
{
    static PluginManager manager;
    static bool loaded = false;
    if (!loaded) {
        manager.setSearchPaths({QStringLiteral(LEDGE_BIN_DIR "/plugins")});
        manager.setDisabled({});
        manager.load();
        loaded = true;
    }
    return manager;
}

// Reads a file with the built-in importer that claims it, with the given options.
inline ImportResult importWith(const QString& path, const ImportOptions& options = {})
{
    ImporterInterface* importer = builtInPlugins().importerFor(path);
    if (!importer) {
        ImportResult none;
        none.error = QStringLiteral("no importer for ") + path;
        return none;
    }
    return builtInPlugins().read(*importer, path, options);
}

// Writes a fixture file; a failure fails the calling test.
inline void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(data);
}

// Every shape kind and role, ceiling slopes, properties of each type, hidden and locked
// layers, a layer that does not collide, tiles of every kind, non-default settings.
inline std::unique_ptr<Level> everyFeatureLevel()
{
    auto level = std::make_unique<Level>();
    level->setName(QStringLiteral("Every feature"));
    GridSettings grid;
    grid.cellSize = 16;
    grid.columns = 40;
    grid.rows = 20;
    level->setGrid(grid);
    PlayerSettings player;
    player.mode = MovementMode::TopDown;
    player.width = 20;
    player.height = 28;
    player.runSpeed = 180.5;
    level->setPlayer(player);
    RuleSettings rules;
    rules.overlap = Severity::Warning;
    rules.unreachable = Severity::Off;
    rules.extra.insert(QStringLiteral("narrow-gap"), QStringLiteral("error"));
    level->setRules(rules);

    LayerInfo walls{1, QStringLiteral("Walls"), LayerType::Objects, true, false, true, {}};
    LayerInfo deco{2, QStringLiteral("Hidden & locked"), LayerType::Objects, false, true, false, {}};
    LayerInfo tiles{5, QStringLiteral("Tiles"), LayerType::Tiles, true, false, true, {}};
    level->insertLayer(0, walls);
    level->insertLayer(1, deco);
    level->insertLayer(2, tiles);
    auto add = [&](LayerId layer, ObjectId id, const char* name, Role role, Shape shape, QVariantMap props = {}) {
        LevelObject o;
        o.id = id;
        o.name = QString::fromUtf8(name);
        o.role = role;
        o.shape = std::move(shape);
        o.properties = std::move(props);
        level->insertObject(layer, o);
    };
    add(1, 1, "floor", Role::Solid, Box{0, 288, 640, 32});
    add(1, 2, "boulder", Role::Solid, Circle{100, 260, 12});
    add(1, 3, "", Role::Hazard, Polygon{{{200, 288}, {230, 250}, {260, 288}, {230, 270}}});
    add(1, 4, "ramp up", Role::Solid, Slope{300, 256, 64, 32, Rise::Right, false});
    add(1, 5, "ramp down", Role::Solid, Slope{364, 256, 64, 32, Rise::Left, false});
    add(1, 6, "ceiling right", Role::Solid, Slope{300, 0, 48, 24, Rise::Right, true});
    add(1, 7, "ceiling left", Role::OneWay, Slope{348, 0, 48, 24, Rise::Left, true});
    add(1, 8, "ledge", Role::OneWay, Box{450, 200, 64, 8});
    add(1, 9, "zone", Role::Trigger, Box{500, 100, 40, 40}, {{QStringLiteral("event"), QStringLiteral("boss")}});
    add(1, 10, "start", Role::Spawn, Point{20, 288});
    add(1, 11, "exit", Role::Goal, Box{600, 256, 16, 32});
    add(1, 12, "gem", Role::Pickup, Point{420.5, 180.25},
        {{QStringLiteral("score"), 50}, {QStringLiteral("weight"), 1.5}, {QStringLiteral("secret"), true},
         {QStringLiteral("kind"), QStringLiteral("ruby \"red\" <b>")}});
    add(1, 13, "coin box", Role::Pickup, Box{560, 40, 8, 8});
    add(1, 14, "coin disc", Role::Goal, Circle{20, 20, 5});
    add(2, 20, "decor", Role::Solid, Box{10, 10, 20, 20});
    level->setTile(5, 0, 0, TileKind::Solid);
    level->setTile(5, 1, 0, TileKind::OneWay);
    level->setTile(5, 2, 0, TileKind::Hazard);
    level->setTile(5, 39, 19, TileKind::Solid);
    return level;
}

// Empty when equal, else the first difference.
inline QString difference(const Level& a, const Level& b)
{
    if (a.name() != b.name())
        return QStringLiteral("name: %1 vs %2").arg(a.name(), b.name());
    if (a.grid().cellSize != b.grid().cellSize || a.grid().columns != b.grid().columns || a.grid().rows != b.grid().rows)
        return QStringLiteral("grid");
    PlayerSettings pa = a.player(), pb = b.player();
    pa.extra = pb.extra = {};
    if (!(pa == pb))
        return QStringLiteral("player");
    if (!(a.rules() == b.rules()))
        return QStringLiteral("rules");
    if (a.layerCount() != b.layerCount())
        return QStringLiteral("layer count %1 vs %2").arg(a.layerCount()).arg(b.layerCount());
    for (int i = 0; i < a.layerCount(); ++i) {
        LayerInfo la = a.layerAt(i), lb = b.layerAt(i);
        la.extra = lb.extra = {};
        if (!(la == lb))
            return QStringLiteral("layer %1 settings").arg(la.id);
        if (la.type == LayerType::Tiles) {
            if (a.tiles(la.id).cells != b.tiles(lb.id).cells)
                return QStringLiteral("tiles of layer %1").arg(la.id);
            continue;
        }
        const auto& ia = a.objectIds(la.id);
        const auto& ib = b.objectIds(lb.id);
        if (ia != ib)
            return QStringLiteral("object ids of layer %1").arg(la.id);
        for (ObjectId id : ia) {
            LevelObject oa = *a.object(id), ob = *b.object(id);
            oa.extra = ob.extra = oa.shapeExtra = ob.shapeExtra = {};
            if (oa.name != ob.name)
                return QStringLiteral("object %1 name").arg(id);
            if (oa.role != ob.role)
                return QStringLiteral("object %1 role: %2 vs %3").arg(id).arg(roleName(oa.role), roleName(ob.role));
            if (!(oa.shape == ob.shape))
                return QStringLiteral("object %1 shape (%2 vs %3)")
                    .arg(id)
                    .arg(shapeTypeName(shapeType(oa.shape)), shapeTypeName(shapeType(ob.shape)));
            if (oa.properties != ob.properties)
                return QStringLiteral("object %1 properties").arg(id);
        }
    }
    return {};
}

} // namespace ledge::test
