#include "TiledConvert.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QDir>
#include <QTransform>

#include <cmath>
#include <numbers>
#include <set>

namespace ledge::tiled {

namespace {

// The translation context of these messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TiledFormat)
};

// "object 12 'crate'" or "object 12" (the name of an object in a warning).
QString describe(const Object& o)
{
    return o.name.isEmpty() ? Text::tr("object %1").arg(o.id) : Text::tr("object %1 '%2'").arg(o.id).arg(o.name);
}

QString describeLayer(const Layer& l)
{
    return l.id > 0 ? Text::tr("layer %1 '%2'").arg(l.id).arg(l.name) : Text::tr("layer '%1'").arg(l.name);
}

constexpr TileKind kKinds[] = {TileKind::Solid, TileKind::OneWay, TileKind::Hazard};

QString kindName(TileKind k)
{
    switch (k) {
    case TileKind::Solid: return QStringLiteral("solid");
    case TileKind::OneWay: return QStringLiteral("oneway");
    case TileKind::Hazard: return QStringLiteral("hazard");
    case TileKind::Empty: break;
    }
    return QStringLiteral("empty");
}

std::optional<TileKind> kindFromName(const QString& name)
{
    for (TileKind k : kKinds)
        if (name.compare(kindName(k), Qt::CaseInsensitive) == 0)
            return k;
    return std::nullopt;
}

Property property(const QString& name, const QVariant& value)
{
    Property p;
    p.name = name;
    p.value = value;
    switch (value.typeId()) {
    case QMetaType::Bool: p.type = QStringLiteral("bool"); break;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: p.type = QStringLiteral("int"); break;
    case QMetaType::Double:
    case QMetaType::Float: p.type = QStringLiteral("float"); break;
    default: p.type = QStringLiteral("string"); p.value = value.toString(); break;
    }
    return p;
}

QVariant propertyValue(const Property& p)
{
    if (p.type == u"int" || p.type == u"object")
        return p.value.toLongLong();
    if (p.type == u"float")
        return p.value.toDouble();
    if (p.type == u"bool")
        return p.value.toBool();
    return p.value.toString();
}

// The map properties that carry Ledge's settings.
const QString kPrefix = QStringLiteral("ledge.");

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

} // namespace

Map fromLevel(const Level& level)
{
    Map map;
    const GridSettings& grid = level.grid();
    map.width = grid.columns;
    map.height = grid.rows;
    map.tileWidth = map.tileHeight = int(std::lround(grid.cellSize));
    Properties& mp = map.properties;
    if (double(map.tileWidth) != grid.cellSize)
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

// ---------------------------------------------------------------------- Map -> Level

namespace {

class Importer {
public:
    Importer(const Map& map, const QString& fileName) : mMap(map), mFileName(fileName) {}

    ToLevelResult run()
    {
        ToLevelResult result;
        mLevel = std::make_unique<Level>();
        readSettings();
        readTilesets();
        collectIds(mMap.layers);
        for (const Layer& layer : mMap.layers)
            addLayer(layer, QString());
        result.level = std::move(mLevel);
        result.warnings = mWarnings;
        return result;
    }

private:
    void warn(const QString& message) { mWarnings << message; }

    QVariant setting(const QString& key) const
    {
        const Property* p = findProperty(mMap.properties, kPrefix + key);
        return p ? propertyValue(*p) : QVariant();
    }

    void readSettings()
    {
        if (mMap.orientation != u"orthogonal" && !mMap.orientation.isEmpty())
            warn(Text::tr("the map is %1, not orthogonal: positions are taken as they are").arg(mMap.orientation));
        if (mMap.infinite)
            warn(Text::tr("the map is infinite: its tiles are skipped and the level takes the map's nominal size"));
        GridSettings grid;
        grid.cellSize = mMap.tileWidth > 0 ? mMap.tileWidth : 32;
        if (mMap.tileHeight != mMap.tileWidth)
            warn(Text::tr("tiles are %1x%2, Ledge cells are square: cells are %1 wide").arg(mMap.tileWidth).arg(mMap.tileHeight));
        if (const QVariant v = setting(QStringLiteral("cellSize")); v.isValid())
            grid.cellSize = v.toDouble();
        grid.columns = std::max(0, mMap.width);
        grid.rows = std::max(0, mMap.height);
        mLevel->setGrid(grid);
        mLevel->setName(setting(QStringLiteral("name")).toString());

        PlayerSettings player;
        if (const QVariant v = setting(QStringLiteral("player.mode")); v.isValid())
            player.mode = movementModeFromName(v.toString()).value_or(player.mode);
        auto number = [&](const char* key, double& target) {
            const QVariant v = setting(QLatin1String(key));
            if (v.isValid())
                target = v.toDouble();
        };
        number("player.width", player.width);
        number("player.height", player.height);
        number("player.runSpeed", player.runSpeed);
        number("player.jumpHeight", player.jumpHeight);
        number("player.gravity", player.gravity);
        number("player.maxFallSpeed", player.maxFallSpeed);
        number("player.maxFloorAngle", player.maxFloorAngle);
        if (!isValidFloorAngle(player.maxFloorAngle))
            player.maxFloorAngle = PlayerSettings{}.maxFloorAngle; // out of range: the default
        mLevel->setPlayer(player);

        RuleSettings rules;
        const QString rulePrefix = kPrefix + QStringLiteral("rules.");
        for (const Property& p : mMap.properties) {
            if (!p.name.startsWith(rulePrefix))
                continue;
            const QString key = p.name.mid(rulePrefix.size());
            const std::optional<Severity> s = severityFromName(p.value.toString());
            if (key == u"overlap" && s)
                rules.overlap = *s;
            else if (key == u"outOfBounds" && s)
                rules.outOfBounds = *s;
            else if (key == u"unreachable" && s)
                rules.unreachable = *s;
            else
                rules.extra.insert(key, p.value.toString());
        }
        mLevel->setRules(rules);
    }

    void readTilesets()
    {
        const QDir base = mFileName.isEmpty() ? QDir::current() : QFileInfo(mFileName).absoluteDir();
        for (Tileset t : mMap.tilesets) {
            if (!t.source.isEmpty() && !parseExternalTileset(base.filePath(t.source), t)) {
                warn(Text::tr("external tileset '%1' could not be read: its tiles count as solid").arg(t.source));
                continue;
            }
            for (auto it = t.tileProperties.cbegin(); it != t.tileProperties.cend(); ++it) {
                const Property* kind = findProperty(it.value(), QStringLiteral("kind"));
                if (!kind)
                    continue;
                if (const auto k = kindFromName(kind->value.toString()))
                    mKinds[std::uint32_t(t.firstGid + it.key())] = *k;
                else if (kind->value.toString().compare(u"empty", Qt::CaseInsensitive) == 0)
                    mKinds[std::uint32_t(t.firstGid + it.key())] = TileKind::Empty;
            }
        }
    }

    // Object and layer ids already in the map, so that new ones never collide with them.
    void collectIds(const QList<Layer>& layers)
    {
        for (const Layer& l : layers) {
            mMaxLayerId = std::max(mMaxLayerId, qint64(l.id));
            for (const Object& o : l.objects)
                mMaxObjectId = std::max(mMaxObjectId, qint64(o.id));
            collectIds(l.layers);
        }
    }

    LayerId newLayerId(int wanted)
    {
        if (wanted > 0 && !mLayerIds.contains(wanted)) {
            mLayerIds.insert(wanted);
            return wanted;
        }
        mLayerIds.insert(++mMaxLayerId);
        return mMaxLayerId;
    }

    void addLayer(const Layer& layer, const QString& prefix)
    {
        const QString name = prefix + layer.name;
        switch (layer.type) {
        case Layer::Type::Group: {
            for (const Layer& child : layer.layers)
                addLayer(child, name + u'/');
            return;
        }
        case Layer::Type::Image:
            warn(Text::tr("image %1 skipped: Ledge has no image layers").arg(describeLayer(layer)));
            return;
        case Layer::Type::Tiles:
            addTileLayer(layer, name);
            return;
        case Layer::Type::Objects:
            addObjectLayer(layer, name);
            return;
        }
    }

    LayerInfo layerInfo(const Layer& layer, const QString& name, LayerType type)
    {
        LayerInfo info;
        info.id = newLayerId(layer.id);
        info.name = name;
        info.type = type;
        info.visible = layer.visible;
        info.locked = layer.locked;
        return info;
    }

    void addTileLayer(const Layer& layer, const QString& name)
    {
        // A tile layer holds one cell per grid cell: refuse grids no level could hold.
        constexpr qint64 kMaxCells = qint64(1) << 24;
        if (qint64(mLevel->grid().columns) * mLevel->grid().rows > kMaxCells) {
            warn(Text::tr("tile %1 skipped: the map is too large for tiles (%2x%3)")
                     .arg(describeLayer(layer)).arg(mLevel->grid().columns).arg(mLevel->grid().rows));
            return;
        }
        if (mMap.infinite || !layer.dataProblem.isEmpty()) {
            warn(Text::tr("tile %1 skipped: %2")
                     .arg(describeLayer(layer),
                          layer.dataProblem.isEmpty() ? Text::tr("the tiles of an infinite map are not supported")
                                                      : layer.dataProblem));
            return;
        }
        if (layer.width < 0 || layer.height < 0
            || layer.gids.size() != std::size_t(layer.width) * std::size_t(layer.height)) {
            warn(Text::tr("tile %1 skipped: it has no tile data for its %2x%3 cells")
                     .arg(describeLayer(layer)).arg(layer.width).arg(layer.height));
            return;
        }
        LayerInfo info = layerInfo(layer, name, LayerType::Tiles);
        // A layer collides when it says so, or when its tiles carry kinds; a layer of plain
        // pictures collides only when its name says it is about collision.
        bool anyKind = false, anyUnknown = false;
        std::vector<std::pair<Cell, TileKind>> cells;
        const int columns = std::min(layer.width, mLevel->grid().columns);
        const int rows = std::min(layer.height, mLevel->grid().rows);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c) {
                const std::uint32_t gid = layer.gids[std::size_t(r) * std::size_t(layer.width) + std::size_t(c)] & ~kGidFlags;
                if (gid == 0)
                    continue;
                TileKind kind = TileKind::Solid;
                if (auto it = mKinds.find(gid); it != mKinds.end()) {
                    kind = it->second;
                    anyKind = true;
                } else {
                    anyUnknown = true;
                }
                if (kind != TileKind::Empty)
                    cells.push_back({Cell{c, r}, kind});
            }
        if (const Property* p = findProperty(layer.properties, kPrefix + QStringLiteral("collides")))
            info.collides = p->value.toBool();
        else if (anyKind)
            info.collides = true;
        else
            info.collides = name.contains(u"collision", Qt::CaseInsensitive)
                || name.contains(u"collide", Qt::CaseInsensitive) || name.contains(u"solid", Qt::CaseInsensitive);
        if (anyUnknown)
            warn(Text::tr("tile %1: tiles without a 'kind' property were imported as solid cells%2")
                     .arg(describeLayer(layer), info.collides ? QString() : Text::tr(" in a layer that does not collide")));
        if (layer.width > columns || layer.height > rows)
            warn(Text::tr("tile %1: cells outside the map's %2x%3 grid skipped")
                     .arg(describeLayer(layer)).arg(mLevel->grid().columns).arg(mLevel->grid().rows));
        mLevel->insertLayer(mLevel->layerCount(), info);
        mLevel->setTiles(info.id, cells);
    }

    ObjectId newObjectId(const Object& o)
    {
        if (o.id > 0 && !mObjectIds.contains(o.id)) {
            mObjectIds.insert(o.id);
            return o.id;
        }
        if (o.id > 0)
            warn(Text::tr("%1: the id is used twice, the second one becomes %2").arg(describe(o)).arg(mMaxObjectId + 1));
        mObjectIds.insert(++mMaxObjectId);
        return mMaxObjectId;
    }

    void addObjectLayer(const Layer& layer, const QString& name)
    {
        LayerInfo info = layerInfo(layer, name, LayerType::Objects);
        if (const Property* p = findProperty(layer.properties, kPrefix + QStringLiteral("collides")))
            info.collides = p->value.toBool();
        mLevel->insertLayer(mLevel->layerCount(), info);
        for (const Object& o : layer.objects) {
            LevelObject lo;
            if (!convertObject(o, lo))
                continue;
            lo.id = newObjectId(o);
            mLevel->insertObject(info.id, lo);
        }
    }

    // Points of an ellipse inscribed in the box (x, y, w, h), relative to the object.
    static QList<QPointF> ellipsePoints(const Object& o)
    {
        constexpr int kSegments = 32;
        QList<QPointF> points;
        const double rx = o.width / 2, ry = o.height / 2;
        for (int i = 0; i < kSegments; ++i) {
            const double a = 2 * std::numbers::pi * i / kSegments;
            points << QPointF(rx + rx * std::cos(a), ry + ry * std::sin(a));
        }
        return points;
    }

    // Relative points turned by the object's rotation (degrees, clockwise on screen with
    // y down, about the object's position) and moved to it.
    static std::vector<Vec2> placed(const Object& o, const QList<QPointF>& points)
    {
        QTransform t;
        t.translate(o.x, o.y);
        t.rotate(o.rotation);
        std::vector<Vec2> out;
        out.reserve(std::size_t(points.size()));
        for (const QPointF& p : points) {
            const QPointF q = t.map(p);
            out.push_back({q.x(), q.y()});
        }
        return out;
    }

    // A triangle that is exactly one of the four slope kinds, or nothing.
    static std::optional<Slope> slopeFromTriangle(const std::vector<Vec2>& pts)
    {
        if (pts.size() != 3)
            return std::nullopt;
        double minX = pts[0].x, maxX = pts[0].x, minY = pts[0].y, maxY = pts[0].y;
        for (const Vec2& p : pts) {
            minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
        }
        for (Rise rise : {Rise::Right, Rise::Left})
            for (bool ceiling : {false, true}) {
                const Slope s{minX, minY, maxX - minX, maxY - minY, rise, ceiling};
                const auto corners = slopeTriangle(s);
                bool all = true;
                for (const Vec2& c : corners)
                    all = all && std::find(pts.begin(), pts.end(), c) != pts.end();
                if (all)
                    return s;
            }
        return std::nullopt;
    }

    bool convertObject(const Object& o, LevelObject& lo)
    {
        lo.name = o.name;
        Properties rest = o.properties;
        bool isSlope = o.cls.compare(u"slope", Qt::CaseInsensitive) == 0;
        QString roleText = o.cls;
        if (isSlope) {
            const Property* role = findProperty(o.properties, QStringLiteral("role"));
            roleText = role ? role->value.toString() : QStringLiteral("solid");
        }
        const std::optional<Role> role = roleFromName(roleText.toLower());
        if (role) {
            lo.role = *role;
        } else if (roleText.isEmpty()) {
            lo.role = Role::Solid; // a plain shape: collision geometry
        } else {
            // Another program's class (an enemy, a door): kept, and it blocks nothing.
            lo.role = Role::Trigger;
            lo.properties.insert(QStringLiteral("class"), roleText);
        }

        const bool turned = o.rotation != 0;
        switch (o.kind) {
        case Object::Kind::Polyline:
            warn(Text::tr("%1 skipped: polylines have no inside").arg(describe(o)));
            return false;
        case Object::Kind::Text:
            warn(Text::tr("%1 skipped: text objects are not supported").arg(describe(o)));
            return false;
        case Object::Kind::Tile:
            warn(Text::tr("%1 skipped: tile objects are not supported").arg(describe(o)));
            return false;
        case Object::Kind::Template:
            warn(Text::tr("%1 skipped: objects from templates are not supported").arg(describe(o)));
            return false;
        case Object::Kind::Point:
            if (!allowsPoint(lo.role)) {
                warn(Text::tr("%1 skipped: a point must have the class spawn, goal or pickup").arg(describe(o)));
                return false;
            }
            lo.shape = Point{o.x, o.y};
            break;
        case Object::Kind::Rectangle:
            if (o.width == 0 && o.height == 0 && allowsPoint(lo.role)) {
                lo.shape = Point{o.x, o.y};
            } else if (turned) {
                warn(Text::tr("%1: rotated rectangle converted to a polygon").arg(describe(o)));
                lo.shape = Polygon{placed(o, {QPointF(0, 0), QPointF(o.width, 0), QPointF(o.width, o.height),
                                              QPointF(0, o.height)})};
            } else {
                lo.shape = Box{o.x, o.y, o.width, o.height};
            }
            break;
        case Object::Kind::Ellipse:
            if (o.width == o.height && !turned) {
                lo.shape = Circle{o.x + o.width / 2, o.y + o.height / 2, o.width / 2};
            } else if (o.width == o.height) {
                // A turned circle is the same circle about another centre.
                const std::vector<Vec2> c = placed(o, {QPointF(o.width / 2, o.height / 2)});
                lo.shape = Circle{c[0].x, c[0].y, o.width / 2};
            } else {
                warn(Text::tr("%1: ellipse with unequal sides converted to a polygon").arg(describe(o)));
                lo.shape = Polygon{placed(o, ellipsePoints(o))};
            }
            break;
        case Object::Kind::Polygon: {
            std::vector<Vec2> pts = placed(o, o.points);
            if (isSlope) {
                const Property* rise = findProperty(o.properties, QStringLiteral("rise"));
                const Property* ceiling = findProperty(o.properties, QStringLiteral("ceiling"));
                std::optional<Slope> slope = slopeFromTriangle(pts);
                if (!slope && rise && pts.size() == 3 && !turned) {
                    // Degenerate triangle: the properties and the bounds say which slope it is.
                    double minX = pts[0].x, maxX = pts[0].x, minY = pts[0].y, maxY = pts[0].y;
                    for (const Vec2& p : pts) {
                        minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
                        minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
                    }
                    slope = Slope{minX, minY, maxX - minX, maxY - minY,
                                  riseFromName(rise->value.toString()).value_or(Rise::Right),
                                  ceiling && ceiling->value.toBool()};
                }
                if (slope) {
                    lo.shape = *slope;
                } else {
                    warn(Text::tr("%1: class slope, but not a right triangle of a slope; kept as a polygon").arg(describe(o)));
                    lo.shape = Polygon{pts};
                }
                for (const QString& key : {QStringLiteral("role"), QStringLiteral("rise"), QStringLiteral("ceiling")})
                    rest.erase(std::remove_if(rest.begin(), rest.end(), [&](const Property& p) { return p.name == key; }),
                               rest.end());
            } else {
                lo.shape = Polygon{pts};
            }
            break;
        }
        }
        for (const Property& p : rest) {
            if (p.type == u"class") {
                warn(Text::tr("%1: property '%2' of a custom class skipped").arg(describe(o), p.name));
                continue;
            }
            lo.properties.insert(p.name, propertyValue(p));
        }
        return true;
    }

    const Map& mMap;
    QString mFileName;
    std::unique_ptr<Level> mLevel;
    QStringList mWarnings;
    std::map<std::uint32_t, TileKind> mKinds;
    QSet<qint64> mObjectIds;
    QSet<qint64> mLayerIds;
    qint64 mMaxObjectId = 0;
    qint64 mMaxLayerId = 0;
};

} // namespace

ToLevelResult toLevel(const Map& map, const QString& fileName)
{
    return Importer(map, fileName).run();
}

} // namespace ledge::tiled
