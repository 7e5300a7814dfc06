// Tiled map -> Level: what collides, as the game sees it (docs/formats.md, "What collides").

#include "TiledArt.h"
#include "TiledCommon.h"
#include "TiledConvert.h"
#include "TiledGeometry.h"

#include "collision/Validity.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QFileInfo>
#include <QTransform>

#include <algorithm>
#include <climits>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace ledge::tiled {

namespace {

bool boolProperty(const Properties& properties, std::initializer_list<const char*> names)
{
    for (const Property& p : properties)
        for (const char* n : names)
            if (p.name.compare(QLatin1String(n), Qt::CaseInsensitive) == 0 && p.value.toBool()
                && (p.type == u"bool" || p.value.toString() == u"true" || p.value.toString() == u"1"))
                return true;
    return false;
}

// Words that name a collision layer, in a layer's name or as its boolean property.
const char* const kCollisionWords[] = {"collision", "collide", "collider", "solid", "wall", "blocked"};
const char* const kCollisionProperties[] = {"collides", "collision", "collidable", "solid", "blocked", "wall", "walls"};

bool nameSaysCollision(const QString& name)
{
    for (const char* w : kCollisionWords)
        if (name.contains(QLatin1String(w), Qt::CaseInsensitive))
            return true;
    return false;
}

// The role a class or name suggests: a role's own name, then words projects use.
std::optional<Role> roleFromWords(const QString& text)
{
    if (text.isEmpty())
        return std::nullopt;
    if (const auto r = roleFromName(text.toLower()))
        return r;
    const QString t = text.toLower();
    const auto any = [&](std::initializer_list<const char*> words) {
        for (const char* w : words)
            if (t.contains(QLatin1String(w)))
                return true;
        return false;
    };
    if (any({"spike", "lava", "death", "deadly", "hazard", "kill", "lethal"}))
        return Role::Hazard;
    if (any({"player", "hero", "spawn", "start"}))
        return Role::Spawn;
    if (any({"goal", "exit", "finish"}))
        return Role::Goal;
    if (any({"coin", "gem", "pickup", "collectible"}))
        return Role::Pickup;
    if (any({"oneway", "one_way", "one-way", "platform"}))
        return Role::OneWay;
    if (any({"solid", "wall", "ground", "collision", "collider"}))
        return Role::Solid;
    return std::nullopt;
}

// An object that says it collides: a boolean such as "collides", or a physics body type
// (Box2D-style loaders: "static", "dynamic" or "kinematic").
bool objectSaysCollides(const Object& o)
{
    if (boolProperty(o.properties, {"collides", "collision", "collidable", "solid", "blocked"}))
        return true;
    const Property* body = findProperty(o.properties, QStringLiteral("bodyType"));
    return body && body->value.toString() != u"none" && !body->value.toString().isEmpty();
}

// What a tile does in collision, from its tileset.
struct TileCollision {
    std::optional<Role> role; // stated by a property or the tile's class
    struct Piece {
        Outline outline;
        std::optional<Role> role; // the shape's own class
    };
    std::vector<Piece> pieces; // its collision shapes, in the tile's frame
    double width = 0, height = 0; // the tile's picture size
    bool fullCell = false;        // exactly one unturned rectangle covering the map cell
    bool known = false;           // its tileset was found
};

class Importer {
public:
    Importer(const Map& map, const QString& fileName, const ImportProfile* profile)
        : mMap(map), mFileName(fileName), mProfile(profile)
    {
    }

    ToLevelResult run()
    {
        ToLevelResult result;
        mLevel = std::make_unique<Level>();
        readTilesets();
        findOrigin(mMap.layers);
        readSettings();
        collectIds(mMap.layers);
        mAnyMarked = anyMarked(mMap.layers, QString());
        for (int i = 0; i < mMap.layers.size(); ++i)
            addLayer(mMap.layers[i], QString(), 0, 0, true, QString::number(i));
        collectArt();
        keepSource();
        result.level = std::move(mLevel);
        result.warnings = mWarnings;
        return result;
    }

private:
    void warn(const QString& message) { mWarnings << message; }

    // A map Ledge wrote itself (every layer carries ledge.collides) holds nothing Ledge drops.
    bool writtenByLedge() const
    {
        for (const Tileset& t : mMap.tilesets)
            if (t.name == QLatin1String(kKindsTilesetName))
                return true;
        if (mMap.layers.isEmpty())
            return findProperty(mMap.properties, kPrefix + QStringLiteral("name")) != nullptr;
        for (const Layer& l : mMap.layers)
            if (!findProperty(l.properties, kPrefix + QStringLiteral("collides")))
                return false;
        return true;
    }

    // The pictures, for the editor to draw under the collision (docs/formats.md, "The art").
    void collectArt()
    {
        ArtCollector::Frame frame;
        frame.mapFolder = mFileName.isEmpty() ? QDir::current() : QFileInfo(mFileName).absoluteDir();
        frame.shiftX = mShiftX, frame.shiftY = mShiftY;
        if (hasChunks()) {
            frame.originColumn = mMinCol, frame.originRow = mMinRow;
            frame.columns = mMaxCol - mMinCol, frame.rows = mMaxRow - mMinRow;
        }
        ArtCollector art(mMap, mTilesets, frame, [this](Object& o) { return resolveTemplate(o); });
        for (const Layer& layer : mMap.layers)
            art.addLayer(layer, 0, 0, 1);
        setLevelArt(*mLevel, art.take());
    }

    // The map as read, and what this import made of it, for the way back (TiledRestore).
    void keepSource()
    {
        if (writtenByLedge())
            return;
        std::uint32_t nextGid = 1;
        for (const Tileset& t : mTilesets)
            nextGid = std::max(nextGid, std::uint32_t(std::max(t.firstGid, 0)) + std::uint32_t(std::max(t.tileCount, 1)));
        mRecord.insert(QStringLiteral("layers"), mLayerKeys);
        mRecord.insert(QStringLiteral("objects"), mObjectRecords);
        mRecord.insert(QStringLiteral("cells"), mCellRecords);
        mRecord.insert(QStringLiteral("cellShift"), mCellShifts);
        mRecord.insert(QStringLiteral("settings"), settingsFingerprint(*mLevel));
        mRecord.insert(QStringLiteral("shift"), QJsonArray({mShiftX, mShiftY}));
        mRecord.insert(QStringLiteral("origin"), QJsonArray({hasChunks() ? mMinCol : 0, hasChunks() ? mMinRow : 0}));
        mRecord.insert(QStringLiteral("nextGid"), qint64(nextGid));
        if (!mFileName.isEmpty())
            mRecord.insert(QStringLiteral("folder"), QFileInfo(mFileName).absolutePath());
        QJsonObject source;
        source.insert(QStringLiteral("map"), QJsonDocument::fromJson(writeTmj(mMap)).object());
        source.insert(QStringLiteral("ledge"), mRecord);
        QJsonObject extra = mLevel->extra();
        extra.insert(QLatin1String(kSourceMember), source);
        mLevel->setExtra(extra);
    }

    QVariant setting(const QString& key) const
    {
        const Property* p = findProperty(mMap.properties, kPrefix + key);
        return p ? propertyValue(*p) : QVariant();
    }

    // Infinite maps: the level starts at the top-left chunk; objects move with it.
    void findOrigin(const QList<Layer>& layers)
    {
        if (!mMap.infinite)
            return;
        for (const Layer& l : layers) {
            for (const Chunk& c : l.chunks) {
                mMinCol = std::min(mMinCol, c.x), mMinRow = std::min(mMinRow, c.y);
                mMaxCol = std::max(mMaxCol, c.x + c.width), mMaxRow = std::max(mMaxRow, c.y + c.height);
            }
            findOrigin(l.layers);
        }
    }
    bool hasChunks() const { return mMinCol <= mMaxCol && mMinCol != INT_MAX; }

    void readSettings()
    {
        if (mMap.orientation != u"orthogonal" && !mMap.orientation.isEmpty())
            warn(Text::tr("the map is %1, not orthogonal: positions are taken as they are").arg(mMap.orientation));
        GridSettings grid;
        grid.cellSize = mMap.tileWidth > 0 ? mMap.tileWidth : 32;
        if (mMap.tileHeight != mMap.tileWidth)
            warn(Text::tr("tiles are %1x%2, Ledge cells are square: cells are %1 wide").arg(mMap.tileWidth).arg(mMap.tileHeight));
        if (const QVariant v = setting(QStringLiteral("cellSize")); v.isValid())
            grid.cellSize = v.toDouble();
        grid.columns = std::max(0, mMap.width);
        grid.rows = std::max(0, mMap.height);
        if (mMap.infinite && hasChunks()) {
            grid.columns = mMaxCol - mMinCol;
            grid.rows = mMaxRow - mMinRow;
            mShiftX = -mMinCol * double(mMap.tileWidth);
            mShiftY = -mMinRow * double(mMap.tileHeight);
            QJsonObject extra;
            extra.insert(QStringLiteral("tiledOrigin"), QJsonArray({mMinCol, mMinRow}));
            mLevel->setExtra(extra);
        }
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

    // ------------------------------------------------------------------ tilesets

    // External tilesets are read once per file, also when templates name them.
    bool resolveTileset(Tileset& t, const QDir& base)
    {
        if (t.source.isEmpty())
            return true;
        const QString path = QFileInfo(base.filePath(t.source)).absoluteFilePath();
        if (auto it = mExternal.find(path); it != mExternal.end()) {
            const int firstGid = t.firstGid;
            const QString source = t.source;
            t = it->second;
            t.firstGid = firstGid, t.source = source;
            return !t.resolvedPath.isEmpty();
        }
        Tileset read = t;
        const bool ok = parseExternalTileset(path, read);
        read.source = t.source;
        read.resolvedPath = ok ? path : QString();
        mExternal[path] = read;
        t = read;
        return ok;
    }

    void readTilesets()
    {
        const QDir base = mFileName.isEmpty() ? QDir::current() : QFileInfo(mFileName).absoluteDir();
        for (Tileset t : mMap.tilesets) {
            if (!resolveTileset(t, base))
                warn(Text::tr("external tileset '%1' could not be read: its tiles have no collision shapes").arg(t.source));
            mTilesets.push_back(t);
        }
        std::sort(mTilesets.begin(), mTilesets.end(), [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
    }

    // The tileset of a gid (without flags) among `sets` (sorted by firstGid) and its local id.
    static const Tileset* tilesetOf(const std::vector<Tileset>& sets, std::uint32_t gid, int& local)
    {
        const Tileset* found = nullptr;
        for (const Tileset& t : sets)
            if (std::uint32_t(std::max(t.firstGid, 0)) <= gid)
                found = &t;
        if (found)
            local = int(gid - std::uint32_t(found->firstGid));
        return found;
    }

    std::optional<Role> tileRole(const Tileset& t, int id) const
    {
        const Properties props = t.tileProperties.value(id);
        bool hazard = false, oneway = false, solid = false, trigger = false;
        if (mProfile)
            for (const auto& [role, name] : mProfile->tileProperties()) {
                const Property* p = findProperty(props, name);
                if (p && p->value.toBool()) {
                    hazard |= role == Role::Hazard, oneway |= role == Role::OneWay, solid |= role == Role::Solid;
                    trigger |= !isCollidable(role);
                }
            }
        if (const Property* kind = findProperty(props, QStringLiteral("kind"))) {
            const auto k = kindFromName(kind->value.toString());
            hazard |= k == TileKind::Hazard, oneway |= k == TileKind::OneWay, solid |= k == TileKind::Solid;
            trigger |= kind->value.toString().compare(u"empty", Qt::CaseInsensitive) == 0;
        }
        hazard |= boolProperty(props, {"hazard", "deadly", "lethal", "kill", "kills", "damage", "spike", "spikes"});
        oneway |= boolProperty(props, {"oneway", "one_way", "platform"});
        solid |= boolProperty(props, {"collides", "collision", "collidable", "solid", "blocked", "wall"});
        trigger |= boolProperty(props, {"trigger", "sensor"});
        if (const auto r = roleFromWords(t.tileClasses.value(id))) {
            hazard |= *r == Role::Hazard, oneway |= *r == Role::OneWay, solid |= *r == Role::Solid;
            trigger |= !isCollidable(*r);
        }
        if (hazard)
            return Role::Hazard;
        if (oneway)
            return Role::OneWay;
        if (solid)
            return Role::Solid;
        if (trigger)
            return Role::Trigger;
        return std::nullopt;
    }

    TileCollision makeCollision(const Tileset& t, int id) const
    {
        TileCollision c;
        c.known = true;
        c.role = tileRole(t, id);
        const Image image = t.tileImages.value(id);
        c.width = image.width > 0 ? image.width : t.tileWidth;
        c.height = image.height > 0 ? image.height : t.tileHeight;
        for (const Object& o : t.tileShapes.value(id)) {
            std::optional<Outline> outline = objectOutline(o);
            if (!outline)
                continue;
            std::optional<Role> own;
            if (!o.cls.isEmpty())
                own = objectClassRole(o.cls);
            c.pieces.push_back({*outline, own});
        }
        if (c.pieces.size() == 1 && !c.pieces[0].role && t.tileOffsetX == 0 && t.tileOffsetY == 0
            && c.width == mMap.tileWidth && c.height == mMap.tileHeight && mMap.tileWidth == mMap.tileHeight) {
            const std::vector<Shape> placed = placeOutline(c.pieces[0].outline, Affine());
            c.fullCell = placed.size() == 1 && placed[0] == Shape(Box{0, 0, c.width, c.height});
        }
        return c;
    }

    const TileCollision& collisionOf(std::uint32_t gid)
    {
        gid &= ~kGidFlags;
        auto it = mTileCache.find(gid);
        if (it != mTileCache.end())
            return it->second;
        int local = 0;
        const Tileset* t = tilesetOf(mTilesets, gid, local);
        return mTileCache.emplace(gid, t ? makeCollision(*t, local) : TileCollision()).first->second;
    }

    // ------------------------------------------------------------------ layers

    ImportProfile::LayerRule ruleOf(const QString& name) const
    {
        return mProfile ? mProfile->layerRule(name) : ImportProfile::LayerRule::Default;
    }

    // The layer says it is about collision: Ledge's own property, a boolean property such as
    // "collides", or its name.
    static std::optional<bool> statedCollides(const Layer& layer, const QString& name)
    {
        if (const Property* p = findProperty(layer.properties, kPrefix + QStringLiteral("collides")))
            return p->value.toBool();
        for (const char* n : kCollisionProperties)
            for (const Property& p : layer.properties)
                if (p.name.compare(QLatin1String(n), Qt::CaseInsensitive) == 0 && p.type == u"bool")
                    return p.value.toBool();
        if (nameSaysCollision(name))
            return true;
        return std::nullopt;
    }

    bool layerCollides(const Layer& layer, const QString& name) const
    {
        switch (ruleOf(name)) {
        case ImportProfile::LayerRule::Collide: return true;
        case ImportProfile::LayerRule::Ignore: return false;
        case ImportProfile::LayerRule::Default: break;
        }
        return statedCollides(layer, name).value_or(false);
    }

    // Whether any layer or tile says what collides; when none does, plain objects are solid.
    bool anyMarked(const QList<Layer>& layers, const QString& prefix) const
    {
        for (const Tileset& t : mTilesets)
            if (!t.tileShapes.isEmpty())
                return true;
        for (const Layer& l : layers) {
            const QString name = prefix + l.name;
            if (l.type != Layer::Type::Group && layerCollides(l, name))
                return true;
            for (const Object& o : l.objects)
                if (objectSaysCollides(o))
                    return true;
            if (anyMarked(l.layers, name + u'/'))
                return true;
        }
        return false;
    }

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

    ObjectId newObjectId(int wanted, const Object* named = nullptr)
    {
        if (wanted > 0 && !mObjectIds.contains(wanted)) {
            mObjectIds.insert(wanted);
            return wanted;
        }
        if (wanted > 0 && named)
            warn(Text::tr("%1: the id is used twice, the second one becomes %2").arg(describe(*named)).arg(mMaxObjectId + 1));
        mObjectIds.insert(++mMaxObjectId);
        return mMaxObjectId;
    }

    void addLayer(const Layer& layer, const QString& prefix, double offsetX, double offsetY, bool visible,
                  const QString& key)
    {
        mKey = key;
        const QString name = prefix + layer.name;
        offsetX += layer.offsetX;
        offsetY += layer.offsetY;
        visible = visible && layer.visible;
        if (ruleOf(name) == ImportProfile::LayerRule::Ignore)
            return; // an ignored layer contributes nothing
        switch (layer.type) {
        case Layer::Type::Group:
            for (int i = 0; i < layer.layers.size(); ++i)
                addLayer(layer.layers[i], name + u'/', offsetX, offsetY, visible, key + u'/' + QString::number(i));
            return;
        case Layer::Type::Image:
            return; // art only (collectArt)
        case Layer::Type::Tiles:
            addTileLayer(layer, name, offsetX, offsetY, visible);
            return;
        case Layer::Type::Objects:
            addObjectLayer(layer, name, offsetX, offsetY, visible);
            return;
        }
    }

    LayerInfo layerInfo(const Layer& layer, const QString& name, LayerType type, bool visible)
    {
        LayerInfo info;
        info.id = newLayerId(layer.id);
        info.name = name;
        info.type = type;
        info.visible = visible;
        info.locked = layer.locked;
        return info;
    }

    // The objects layer that holds the shapes a tile layer's tiles place (right above it).
    LayerId shapesLayer(const Layer& layer, const QString& name, LayerId tilesId, bool visible)
    {
        LayerInfo info;
        info.id = newLayerId(0);
        info.name = Text::tr("%1 (tile shapes)").arg(name);
        info.type = LayerType::Objects;
        info.visible = visible;
        info.locked = true;
        info.extra.insert(QStringLiteral("tileShapesOf"), tilesId);
        Q_UNUSED(layer);
        mLevel->insertLayer(mLevel->layerCount(), info);
        return info.id;
    }

    static TileKind kindOf(Role r)
    {
        return r == Role::Hazard ? TileKind::Hazard : r == Role::OneWay ? TileKind::OneWay : TileKind::Solid;
    }

    void addTileLayer(const Layer& layer, const QString& name, double offsetX, double offsetY, bool visible)
    {
        const GridSettings& grid = mLevel->grid();
        constexpr qint64 kMaxCells = qint64(1) << 24;
        if (qint64(grid.columns) * grid.rows > kMaxCells) {
            warn(Text::tr("tile %1 skipped: the map is too large for tiles (%2x%3)")
                     .arg(describeLayer(layer)).arg(grid.columns).arg(grid.rows));
            return;
        }
        if (!layer.dataProblem.isEmpty()) {
            warn(Text::tr("tile %1 skipped: %2").arg(describeLayer(layer), layer.dataProblem));
            return;
        }
        const bool chunked = !layer.chunks.isEmpty();
        // An infinite map's layer without chunks is empty; any other layer must hold every cell.
        const bool noCells = !chunked && mMap.infinite && layer.gids.empty();
        if (!chunked && !noCells
            && (layer.width < 0 || layer.height < 0
                || layer.gids.size() != std::size_t(layer.width) * std::size_t(layer.height))) {
            warn(Text::tr("tile %1 skipped: it has no tile data for its %2x%3 cells")
                     .arg(describeLayer(layer)).arg(layer.width).arg(layer.height));
            return;
        }
        const bool stated = layerCollides(layer, name);
        const bool explicitlyCollides = ruleOf(name) == ImportProfile::LayerRule::Collide;
        // A hidden layer that does not say it is collision is a designer's helper.
        const bool helper = !visible && !stated;

        LayerInfo info = layerInfo(layer, name, LayerType::Tiles, visible);
        if (const Property* p = findProperty(layer.properties, kPrefix + QStringLiteral("collides")))
            info.collides = p->value.toBool();
        mLevel->insertLayer(mLevel->layerCount(), info);
        mLayerKeys.insert(mKey, info.id);

        // Whole cells land on the grid when the layer's offset is a whole number of cells;
        // otherwise they become boxes like the shapes.
        const double cell = grid.cellSize;
        const double shiftX = offsetX / cell, shiftY = offsetY / cell;
        const bool aligned = shiftX == std::floor(shiftX) && shiftY == std::floor(shiftY)
            && double(mMap.tileWidth) == cell && double(mMap.tileHeight) == cell;
        const int dc = aligned ? int(shiftX) : 0, dr = aligned ? int(shiftY) : 0;

        std::vector<std::pair<Cell, TileKind>> cells;
        std::vector<LevelObject> shapes;
        int outside = 0, unknownKinds = 0;
        const auto visit = [&](int col, int row, std::uint32_t gid) {
            if ((gid & ~kGidFlags) == 0 || helper)
                return;
            const TileCollision& tc = collisionOf(gid);
            if (tc.role == Role::Trigger)
                return;
            const bool collides = tc.role.has_value() || stated || !tc.pieces.empty() || explicitlyCollides;
            if (!collides)
                return;
            if (!tc.known)
                ++unknownKinds;
            const Role role = tc.role.value_or(Role::Solid);
            const double x0 = col * double(mMap.tileWidth) + offsetX + mShiftX;
            const double y0 = (row + 1) * double(mMap.tileHeight) + offsetY + mShiftY;
            if (tc.pieces.empty() || tc.fullCell) {
                const int c = col + dc - (hasChunks() ? mMinCol : 0), r = row + dr - (hasChunks() ? mMinRow : 0);
                if (aligned) {
                    if (c < 0 || r < 0 || c >= grid.columns || r >= grid.rows)
                        ++outside;
                    else
                        cells.push_back({Cell{c, r}, kindOf(role)});
                } else {
                    LevelObject o;
                    o.role = role;
                    o.shape = Box{x0, y0 - mMap.tileHeight, double(mMap.tileWidth), double(mMap.tileHeight)};
                    shapes.push_back(std::move(o));
                }
                return;
            }
            int local = 0;
            const Tileset* ts = tilesetOf(mTilesets, gid & ~kGidFlags, local);
            const double tox = ts ? ts->tileOffsetX : 0, toy = ts ? ts->tileOffsetY : 0;
            // The tile's picture sits on the cell's bottom-left corner, moved by the tileset's offset.
            const Affine place = tileFlip(gid, tc.width, tc.height)
                                     .then(Affine::translation(x0 + tox, y0 - tc.height + toy));
            for (const TileCollision::Piece& piece : tc.pieces) {
                const Role pr = piece.role.value_or(role);
                if (!isCollidable(pr))
                    continue;
                for (Shape& s : placeOutline(piece.outline, place)) {
                    LevelObject o;
                    o.role = pr;
                    o.shape = std::move(s);
                    shapes.push_back(std::move(o));
                }
            }
        };
        if (chunked) {
            for (const Chunk& ch : layer.chunks)
                for (int r = 0; r < ch.height; ++r)
                    for (int c = 0; c < ch.width; ++c)
                        visit(ch.x + c, ch.y + r, ch.gids[std::size_t(r) * std::size_t(ch.width) + std::size_t(c)]);
        } else if (!noCells) {
            for (int r = 0; r < layer.height; ++r)
                for (int c = 0; c < layer.width; ++c)
                    visit(c, r, layer.gids[std::size_t(r) * std::size_t(layer.width) + std::size_t(c)]);
        }
        if (unknownKinds > 0)
            warn(Text::tr("tile %1: some cells use tiles of a tileset that could not be read; they count as whole cells")
                     .arg(describeLayer(layer)));
        if (outside > 0)
            warn(Text::tr("tile %1: cells outside the map's %2x%3 grid skipped")
                     .arg(describeLayer(layer)).arg(grid.columns).arg(grid.rows));
        mLevel->setTiles(info.id, cells);
        {
            const TileGrid& g = mLevel->tiles(info.id);
            QJsonArray rows;
            for (int r = 0; r < g.rows; ++r) {
                QString row(g.columns, u'.');
                for (int c = 0; c < g.columns; ++c)
                    row[c] = tileKindChar(g.at(c, r));
                rows << row;
            }
            mCellRecords.insert(QString::number(info.id), rows);
            mCellShifts.insert(QString::number(info.id), QJsonArray({dc, dr}));
        }
        if (!findProperty(layer.properties, kPrefix + QStringLiteral("collides"))) {
            LayerInfo now = *mLevel->layer(info.id);
            now.collides = !cells.empty() || stated;
            mLevel->setLayerInfo(info.id, now);
        }
        if (!shapes.empty()) {
            const LayerId target = shapesLayer(layer, name, info.id, visible);
            for (LevelObject& o : shapes)
                o.id = newObjectId(0);
            mLevel->insertObjects(target, std::move(shapes));
        }
    }

    // ------------------------------------------------------------------ objects

    // Tiled's class of an object or shape to a role, by the profile or the default words.
    std::optional<Role> objectClassRole(const QString& cls) const
    {
        if (mProfile && mProfile->hasClasses())
            return mProfile->classRole(cls).value_or(Role::Trigger);
        return roleFromWords(cls);
    }

    // Applies a template: the instance's own members win over the template's.
    bool resolveTemplate(Object& o)
    {
        const QDir base = mFileName.isEmpty() ? QDir::current() : QFileInfo(mFileName).absoluteDir();
        const QString path = QFileInfo(base.filePath(o.templatePath)).absoluteFilePath();
        auto it = mTemplates.find(path);
        if (it == mTemplates.end()) {
            Template t;
            if (!parseTemplate(path, t)) {
                mTemplates.emplace(path, std::nullopt);
                return false;
            }
            if (t.hasTileset) {
                // The template's gid is in its own tileset; find that tileset among the map's
                // (same file) or read it for this template alone.
                const QDir tbase = QFileInfo(path).absoluteDir();
                Tileset ts = t.tileset;
                resolveTileset(ts, tbase);
                const std::uint32_t flags = t.object.gid & kGidFlags;
                const std::uint32_t local = (t.object.gid & ~kGidFlags) - std::uint32_t(ts.firstGid);
                std::uint32_t gid = 0;
                for (const Tileset& m : mTilesets)
                    if (!ts.resolvedPath.isEmpty() && m.resolvedPath == ts.resolvedPath)
                        gid = std::uint32_t(m.firstGid) + local;
                if (gid == 0) {
                    // Give the template's tileset gids above every tileset of the map.
                    std::uint32_t next = 1;
                    for (const Tileset& m : mTilesets)
                        next = std::max(next, std::uint32_t(m.firstGid) + std::uint32_t(std::max(m.tileCount, 1)) + 1);
                    next = std::max<std::uint32_t>(next, 1u << 24);
                    ts.firstGid = int(next + std::uint32_t(mTilesets.size()) * 65536u);
                    gid = std::uint32_t(ts.firstGid) + local;
                    mTilesets.push_back(ts);
                    std::sort(mTilesets.begin(), mTilesets.end(),
                              [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
                }
                t.object.gid = gid | flags;
            }
            it = mTemplates.emplace(path, t.object).first;
        }
        if (!it->second)
            return false;
        const Object& t = *it->second;
        Object merged = t;
        merged.id = o.id;
        merged.x = o.x, merged.y = o.y;
        merged.templatePath = o.templatePath;
        if (o.given & Object::GivenName)
            merged.name = o.name;
        if (o.given & Object::GivenClass)
            merged.cls = o.cls;
        if (o.given & Object::GivenSize)
            merged.width = o.width, merged.height = o.height;
        if (o.given & Object::GivenRotation)
            merged.rotation = o.rotation;
        if (o.given & Object::GivenVisible)
            merged.visible = o.visible;
        if (o.given & Object::GivenGid)
            merged.gid = o.gid;
        // Properties: the instance's replace the template's of the same name.
        for (const Property& p : o.properties) {
            auto same = std::find_if(merged.properties.begin(), merged.properties.end(),
                                     [&](const Property& q) { return q.name == p.name; });
            if (same != merged.properties.end())
                *same = p;
            else
                merged.properties << p;
        }
        o = merged;
        return o.kind != Object::Kind::Template;
    }

    void addObjectLayer(const Layer& layer, const QString& name, double offsetX, double offsetY, bool visible)
    {
        const ImportProfile::LayerRule rule = ruleOf(name);
        const std::optional<bool> stated = rule == ImportProfile::LayerRule::Collide ? std::optional<bool>(true)
                                                                                    : statedCollides(layer, name);
        // Without any sign of what collides in the whole map, plain shapes are solid.
        const bool collides = stated.value_or(!mAnyMarked && visible);
        const bool someCollide = std::any_of(layer.objects.begin(), layer.objects.end(), objectSaysCollides);
        if (!visible && !stated && !someCollide)
            return; // a hidden helper layer
        LayerInfo info = layerInfo(layer, name, LayerType::Objects, visible);
        if (const Property* p = findProperty(layer.properties, kPrefix + QStringLiteral("collides")))
            info.collides = p->value.toBool();
        mLevel->insertLayer(mLevel->layerCount(), info);
        mLayerKeys.insert(mKey, info.id);
        std::vector<LevelObject> out;
        std::vector<std::pair<std::size_t, std::size_t>> made; // per Tiled object: its pieces in `out`
        for (Object o : layer.objects) {
            const std::size_t before = out.size();
            made.push_back({before, before});
            if (o.kind == Object::Kind::Template && !resolveTemplate(o)) {
                warn(Text::tr("%1 skipped: its template '%2' could not be read").arg(describe(o), o.templatePath));
                continue;
            }
            o.x += offsetX + mShiftX;
            o.y += offsetY + mShiftY;
            if (!o.visible && !collides)
                continue;
            convertObject(o, collides, out);
            made.back().second = out.size();
        }
        for (LevelObject& lo : out)
            if (lo.id == 0)
                lo.id = newObjectId(0);
        for (std::size_t i = 0; i < made.size(); ++i) {
            QJsonArray ids;
            QString fp;
            for (std::size_t k = made[i].first; k < made[i].second; ++k) {
                ids << qint64(out[k].id);
                fp += fingerprint(out[k]) + u'\x1e';
            }
            if (ids.isEmpty())
                continue;
            // Where its first piece was, so that a move in Ledge moves the Tiled object as it is.
            const Aabb b = bounds(out[made[i].first].shape);
            mObjectRecords.insert(mKey + u':' + QString::number(i),
                                  QJsonObject{{QStringLiteral("ids"), ids},
                                              {QStringLiteral("fp"), fp},
                                              {QStringLiteral("type"), int(shapeType(out[made[i].first].shape))},
                                              {QStringLiteral("bounds"), QJsonArray({b.minX, b.minY, b.maxX, b.maxY})}});
        }
        mLevel->insertObjects(info.id, std::move(out));
    }

    // The role of an object: its class, else its layer, else its name.
    Role roleOf(const Object& o, bool layerCollides, const TileCollision* tile) const
    {
        if (!o.cls.isEmpty())
            return objectClassRole(o.cls).value_or(Role::Trigger);
        if (objectSaysCollides(o))
            return Role::Solid;
        if (tile && tile->role)
            return *tile->role;
        if (tile && !tile->pieces.empty())
            return Role::Solid; // its tile's collision shapes collide wherever it is placed
        if (layerCollides)
            return Role::Solid;
        if (mProfile && mProfile->hasClasses())
            return Role::Trigger;
        return roleFromWords(o.name).value_or(Role::Trigger);
    }

    void keepProperties(const Object& o, Properties rest, LevelObject& lo)
    {
        for (const Property& p : rest) {
            if (p.type == u"class") {
                warn(Text::tr("%1: property '%2' of a custom class skipped").arg(describe(o), p.name));
                continue;
            }
            lo.properties.insert(p.name, propertyValue(p));
        }
    }

    // A part of an object that becomes several shapes; the first part keeps the object's id
    // and its properties.
    void addPart(const Object& o, const Properties& rest, LevelObject part, bool& first, std::vector<LevelObject>& out)
    {
        if (first) {
            part.id = newObjectId(o.id, &o);
            keepProperties(o, rest, part);
        }
        first = false;
        out.push_back(std::move(part));
    }

    void convertObject(const Object& o, bool layerCollides, std::vector<LevelObject>& out)
    {
        LevelObject lo;
        lo.name = o.name;
        const bool isSlope = o.cls.compare(u"slope", Qt::CaseInsensitive) == 0;
        const TileCollision* tile = o.kind == Object::Kind::Tile ? &collisionOf(o.gid) : nullptr;
        if (isSlope) {
            const Property* role = findProperty(o.properties, QStringLiteral("role"));
            lo.role = role ? roleFromName(role->value.toString().toLower()).value_or(Role::Solid) : Role::Solid;
        } else {
            lo.role = roleOf(o, layerCollides, tile);
        }
        if (!o.cls.isEmpty() && !isSlope && !roleFromName(o.cls.toLower()))
            lo.properties.insert(QStringLiteral("class"), o.cls); // another program's class: kept
        Properties rest = o.properties;

        const bool turned = o.rotation != 0;
        switch (o.kind) {
        case Object::Kind::Text:
            warn(Text::tr("%1 skipped: text objects are not supported").arg(describe(o)));
            return;
        case Object::Kind::Template:
            return;
        case Object::Kind::Tile: {
            // Origin at the bottom-left: the picture covers (x, y - h) .. (x + w, y), turned about (x, y).
            const Affine toMap = Affine::translation(0, -o.height)
                                     .then(Affine::rotation(o.rotation))
                                     .then(Affine::translation(o.x, o.y));
            if (isCollidable(lo.role) && tile && !tile->pieces.empty() && tile->width > 0 && tile->height > 0) {
                const Affine place = tileFlip(o.gid & (kFlipH | kFlipV), tile->width, tile->height)
                                         .then(Affine::scale(o.width / tile->width, o.height / tile->height))
                                         .then(toMap);
                bool first = true;
                for (const TileCollision::Piece& piece : tile->pieces) {
                    const Role pr = piece.role.value_or(lo.role);
                    if (!isCollidable(pr))
                        continue;
                    for (Shape& s : placeOutline(piece.outline, place)) {
                        LevelObject part = lo;
                        part.role = pr;
                        part.shape = std::move(s);
                        addPart(o, rest, std::move(part), first, out);
                    }
                }
                return;
            }
            Outline box{Outline::Kind::Polygon, {{0, 0}, {o.width, 0}, {o.width, o.height}, {0, o.height}}};
            std::vector<Shape> s = placeOutline(box, toMap);
            if (s.empty() || o.width <= 0 || o.height <= 0) {
                warn(Text::tr("%1 skipped: a tile object without a size").arg(describe(o)));
                return;
            }
            lo.shape = s.front();
            break;
        }
        case Object::Kind::Polyline: {
            if (!isCollidable(lo.role)) {
                warn(Text::tr("%1 skipped: polylines have no inside").arg(describe(o)));
                return;
            }
            const std::optional<Outline> outline = objectOutline(o);
            bool first = true;
            for (Shape& s : placeOutline(*outline, Affine())) {
                LevelObject part = lo;
                part.shape = std::move(s);
                addPart(o, rest, std::move(part), first, out);
            }
            return;
        }
        case Object::Kind::Point:
            if (!allowsPoint(lo.role)) {
                warn(Text::tr("%1 skipped: a point must have the class spawn, goal or pickup").arg(describe(o)));
                return;
            }
            lo.shape = Point{o.x, o.y};
            break;
        case Object::Kind::Rectangle:
            if (o.width == 0 && o.height == 0 && allowsPoint(lo.role)) {
                lo.shape = Point{o.x, o.y};
            } else if (turned) {
                warn(Text::tr("%1: rotated rectangle converted to a polygon").arg(describe(o)));
                lo.shape = Polygon{objectOutline(o)->points};
            } else {
                lo.shape = Box{o.x, o.y, o.width, o.height};
            }
            break;
        case Object::Kind::Ellipse: {
            if (o.width != o.height)
                warn(Text::tr("%1: ellipse with unequal sides converted to a polygon").arg(describe(o)));
            const std::vector<Shape> s = placeOutline(*objectOutline(o), Affine());
            if (s.empty())
                return;
            lo.shape = s.front();
            break;
        }
        case Object::Kind::Polygon: {
            std::vector<Vec2> pts = objectOutline(o)->points;
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
        lo.id = newObjectId(o.id, &o);
        keepProperties(o, rest, lo);
        out.push_back(std::move(lo));
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

    const Map& mMap;
    QString mFileName;
    const ImportProfile* mProfile;
    std::unique_ptr<Level> mLevel;
    QStringList mWarnings;
    std::vector<Tileset> mTilesets; // by firstGid
    std::map<QString, Tileset> mExternal;
    std::map<QString, std::optional<Object>> mTemplates;
    std::unordered_map<std::uint32_t, TileCollision> mTileCache;
    QSet<qint64> mObjectIds;
    QSet<qint64> mLayerIds;
    qint64 mMaxObjectId = 0;
    qint64 mMaxLayerId = 0;
    bool mAnyMarked = false;
    int mMinCol = INT_MAX, mMinRow = INT_MAX, mMaxCol = INT_MIN, mMaxRow = INT_MIN;
    double mShiftX = 0, mShiftY = 0;
    // The record of this import for the way back.
    QString mKey; // the current layer's place in the map's tree: "2", "2/0"
    QJsonObject mRecord, mLayerKeys, mObjectRecords, mCellRecords, mCellShifts;
};

} // namespace

ToLevelResult toLevel(const Map& map, const QString& fileName, const ImportProfile* profile)
{
    return Importer(map, fileName, profile).run();
}

} // namespace ledge::tiled
