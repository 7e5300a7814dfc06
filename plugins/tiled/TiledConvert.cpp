#include "TiledConvert.h"
#include "TiledCommon.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QDir>
#include <QTransform>

#include <cmath>
#include <numbers>
#include <set>

namespace ledge::tiled {


// ---------------------------------------------------------------------- Level -> Map

Object objectFor(const LevelObject& lo)
{
    Object o;
    o.id = int(lo.id);
    o.name = lo.name;
    o.cls = roleName(lo.role);
    for (auto it = lo.properties.cbegin(); it != lo.properties.cend(); ++it)
        o.properties << property(it.key(), it.value());
    std::visit(
        [&](const auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Box>) {
                o.kind = Object::Kind::Rectangle;
                o.x = s.x, o.y = s.y, o.width = s.w, o.height = s.h;
            } else if constexpr (std::is_same_v<T, Circle>) {
                o.kind = Object::Kind::Ellipse;
                o.x = s.x - s.r, o.y = s.y - s.r, o.width = o.height = 2 * s.r;
            } else if constexpr (std::is_same_v<T, Point>) {
                o.kind = Object::Kind::Point;
                o.x = s.x, o.y = s.y;
            } else if constexpr (std::is_same_v<T, Polygon>) {
                // Tiled keeps polygon points relative to the object's position: the first point.
                o.kind = Object::Kind::Polygon;
                if (!s.points.empty())
                    o.x = s.points.front().x, o.y = s.points.front().y;
                for (const Vec2& p : s.points)
                    o.points << QPointF(p.x - o.x, p.y - o.y);
            } else if constexpr (std::is_same_v<T, Slope>) {
                // A triangle of class "slope"; its role and orientation as properties, so a
                // slope survives even when its triangle is degenerate.
                o.kind = Object::Kind::Polygon;
                o.cls = QStringLiteral("slope");
                o.x = s.x, o.y = s.y;
                for (const Vec2& p : slopeTriangle(s))
                    o.points << QPointF(p.x - s.x, p.y - s.y);
                o.properties.prepend(property(QStringLiteral("ceiling"), s.ceiling));
                o.properties.prepend(property(QStringLiteral("rise"), riseName(s.rise)));
                o.properties.prepend(property(QStringLiteral("role"), roleName(lo.role)));
            }
        },
        lo.shape);
    return o;
}


// The map properties that carry the level's settings.
Properties settingsProperties(const Level& level)
{
    Properties mp;
    const GridSettings& grid = level.grid();
    if (double(std::lround(grid.cellSize)) != grid.cellSize)
        mp << property(kPrefix + QStringLiteral("cellSize"), grid.cellSize);
    mp << property(kPrefix + QStringLiteral("name"), level.name());
    const PlayerSettings& pl = level.player();
    mp << property(kPrefix + QStringLiteral("player.mode"), movementModeName(pl.mode));
    mp << property(kPrefix + QStringLiteral("player.width"), pl.width);
    mp << property(kPrefix + QStringLiteral("player.height"), pl.height);
    mp << property(kPrefix + QStringLiteral("player.runSpeed"), pl.runSpeed);
    mp << property(kPrefix + QStringLiteral("player.jumpHeight"), pl.jumpHeight);
    mp << property(kPrefix + QStringLiteral("player.gravity"), pl.gravity);
    mp << property(kPrefix + QStringLiteral("player.maxFallSpeed"), pl.maxFallSpeed);
    mp << property(kPrefix + QStringLiteral("player.maxFloorAngle"), pl.maxFloorAngle);
    const RuleSettings& rules = level.rules();
    mp << property(kPrefix + QStringLiteral("rules.overlap"), severityName(rules.overlap));
    mp << property(kPrefix + QStringLiteral("rules.outOfBounds"), severityName(rules.outOfBounds));
    mp << property(kPrefix + QStringLiteral("rules.unreachable"), severityName(rules.unreachable));
    for (auto it = rules.extra.begin(); it != rules.extra.end(); ++it)
        if (it.value().isString())
            mp << property(kPrefix + QStringLiteral("rules.") + it.key(), it.value().toString());
    return mp;
}

Map fromLevel(const Level& level)
{
    if (level.extra().contains(QLatin1String(kSourceMember)))
        return restoredMap(level);
    Map map;
    const GridSettings& grid = level.grid();
    map.width = grid.columns;
    map.height = grid.rows;
    map.tileWidth = map.tileHeight = int(std::lround(grid.cellSize));
    map.properties = settingsProperties(level);

    bool anyTiles = false;
    int maxLayerId = 0;
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        Layer layer;
        layer.id = int(info.id);
        maxLayerId = std::max(maxLayerId, layer.id);
        layer.name = info.name;
        layer.visible = info.visible;
        layer.locked = info.locked;
        layer.properties << property(kPrefix + QStringLiteral("collides"), info.collides);
        if (info.type == LayerType::Tiles) {
            anyTiles = true;
            layer.type = Layer::Type::Tiles;
            const TileGrid& tiles = level.tiles(info.id);
            layer.width = grid.columns;
            layer.height = grid.rows;
            layer.gids.assign(std::size_t(std::max(0, grid.columns)) * std::size_t(std::max(0, grid.rows)), 0);
            for (int r = 0; r < tiles.rows && r < grid.rows; ++r)
                for (int c = 0; c < tiles.columns && c < grid.columns; ++c) {
                    const TileKind k = tiles.at(c, r);
                    for (std::uint32_t t = 0; t < 3; ++t)
                        if (kKinds[t] == k)
                            layer.gids[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)] = 1 + t;
                }
        } else {
            layer.type = Layer::Type::Objects;
            for (ObjectId id : level.objectIds(info.id))
                if (const LevelObject* lo = level.object(id))
                    layer.objects << objectFor(*lo);
        }
        map.layers << layer;
    }
    map.nextLayerId = std::max<int>(maxLayerId + 1, int(level.nextLayerId()));
    map.nextObjectId = int(level.nextObjectId());
    if (anyTiles) {
        Tileset t;
        t.firstGid = 1;
        t.name = QLatin1String(kKindsTilesetName);
        t.tileWidth = t.tileHeight = map.tileWidth;
        t.tileCount = 3;
        t.columns = 0;
        for (int i = 0; i < 3; ++i)
            t.tileProperties[i] = {property(QStringLiteral("kind"), kindName(kKinds[i]))};
        map.tilesets << t;
    }
    return map;
}

} // namespace ledge::tiled
