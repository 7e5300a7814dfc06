// Level -> the Tiled map it came from, with Ledge's edits applied: what Ledge did not change is
// written back as it was read (tilesets, external ones as references, gids with their flips,
// image layers, groups, properties, template instances, tile objects, ids and order).

#include "TiledCommon.h"
#include "TiledConvert.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <optional>
#include <functional>
#include <set>

namespace ledge::tiled {

QString fingerprint(const LevelObject& o)
{
    QString text = o.name + u'\x1f' + roleName(o.role) + u'\x1f';
    std::visit(
        [&](const auto& s) {
            using T = std::decay_t<decltype(s)>;
            const auto n = [&](double v) { text += QString::number(v, 'g', 17) + u','; };
            if constexpr (std::is_same_v<T, Box>)
                text += u'b', n(s.x), n(s.y), n(s.w), n(s.h);
            else if constexpr (std::is_same_v<T, Circle>)
                text += u'c', n(s.x), n(s.y), n(s.r);
            else if constexpr (std::is_same_v<T, Polygon>) {
                text += u'p';
                for (const Vec2& p : s.points)
                    n(p.x), n(p.y);
            } else if constexpr (std::is_same_v<T, Slope>)
                text += u's', n(s.x), n(s.y), n(s.w), n(s.h), n(double(s.rise)), n(double(s.ceiling));
            else
                text += u'.', n(s.x), n(s.y);
        },
        o.shape);
    for (auto it = o.properties.cbegin(); it != o.properties.cend(); ++it)
        text += u'\x1f' + it.key() + u'=' + it.value().toString();
    return text;
}

namespace {

class Restorer {
public:
    explicit Restorer(const Level& level) : mLevel(level)
    {
        const QJsonObject source = level.extra().value(QLatin1String(kSourceMember)).toObject();
        mMap = parseTmj(QJsonDocument(source.value(QLatin1String("map")).toObject()).toJson(QJsonDocument::Compact),
                        QString()).map;
        mImport = source.value(QLatin1String("ledge")).toObject();
        const QJsonArray shift = mImport.value(QLatin1String("shift")).toArray();
        mShiftX = shift.at(0).toDouble(), mShiftY = shift.at(1).toDouble();
        const QJsonArray origin = mImport.value(QLatin1String("origin")).toArray();
        mOriginCol = origin.at(0).toInt(), mOriginRow = origin.at(1).toInt();
        mNextGid = std::uint32_t(mImport.value(QLatin1String("nextGid")).toInteger(1));
    }

    Map run()
    {
        Map map = mMap;
        // Settings: the map's own properties stay; Ledge's ride along only when they changed.
        if (settingsText(settingsProperties(mLevel)) != mImport.value(QLatin1String("settings")).toString()) {
            map.properties.erase(std::remove_if(map.properties.begin(), map.properties.end(),
                                                [](const Property& p) { return p.name.startsWith(kPrefix); }),
                                 map.properties.end());
            map.properties += settingsProperties(mLevel);
        }
        restore(map.layers, QString());
        // Layers added in Ledge go on top; the derived tile-shape layers never go back.
        for (int i = 0; i < mLevel.layerCount(); ++i) {
            const LayerInfo& info = mLevel.layerAt(i);
            if (mSeenLayers.count(info.id) || info.extra.contains(QLatin1String("tileShapesOf")))
                continue;
            Layer layer;
            layer.id = int(info.id);
            layer.name = info.name;
            layer.visible = info.visible;
            layer.locked = info.locked;
            layer.properties << property(kPrefix + QStringLiteral("collides"), info.collides);
            if (info.type == LayerType::Tiles) {
                layer.type = Layer::Type::Tiles;
                layer.width = mLevel.grid().columns;
                layer.height = mLevel.grid().rows;
                layer.gids.assign(std::size_t(std::max(0, layer.width)) * std::size_t(std::max(0, layer.height)), 0);
                const TileGrid& g = mLevel.tiles(info.id);
                for (int r = 0; r < g.rows && r < layer.height; ++r)
                    for (int c = 0; c < g.columns && c < layer.width; ++c)
                        layer.gids[std::size_t(r) * std::size_t(layer.width) + std::size_t(c)] = kindGid(g.at(c, r));
            } else {
                for (ObjectId id : mLevel.objectIds(info.id))
                    layer.objects << shifted(objectFor(*mLevel.object(id)));
            }
            map.layers << layer;
        }
        if (mKindsUsed) {
            Tileset t;
            t.firstGid = int(mNextGid);
            t.name = QLatin1String(kKindsTilesetName);
            t.tileWidth = map.tileWidth, t.tileHeight = map.tileHeight;
            t.tileCount = 3;
            for (int i = 0; i < 3; ++i)
                t.tileProperties[i] = {property(QStringLiteral("kind"), kindName(kKinds[i]))};
            map.tilesets << t;
        }
        // Only what Ledge wrote counts: the derived tile-shape layers and pieces took ids too.
        map.nextObjectId = std::max(map.nextObjectId, mMaxWrittenObject + 1);
        for (const Layer& l : map.layers)
            map.nextLayerId = std::max(map.nextLayerId, l.id + 1);
        return map;
    }

    static QString settingsText(const Properties& properties)
    {
        QString text;
        for (const Property& p : properties)
            text += p.name + u'=' + p.value.toString() + u';';
        return text;
    }

private:
    std::uint32_t kindGid(TileKind k)
    {
        for (std::uint32_t t = 0; t < 3; ++t)
            if (kKinds[t] == k) {
                mKindsUsed = true;
                return mNextGid + t;
            }
        return 0;
    }

    // Ledge coordinates back to the map's (an infinite map's level starts at its first chunk).
    Object shifted(Object o)
    {
        mMaxWrittenObject = std::max(mMaxWrittenObject, o.id);
        o.x -= mShiftX;
        o.y -= mShiftY;
        return o;
    }

    void restore(QList<Layer>& layers, const QString& path)
    {
        for (int i = 0; i < layers.size(); ++i) {
            Layer& layer = layers[i];
            const QString key = path + QString::number(i);
            restore(layer.layers, key + u'/');
            const QJsonValue mapped = mImport.value(QLatin1String("layers")).toObject().value(key);
            if (mapped.isUndefined())
                continue; // not imported (an image layer, an ignored one): as it was
            const LayerId id = mapped.toInteger();
            const LayerInfo* info = mLevel.layer(id);
            if (!info)
                continue; // deleted in Ledge: kept, Ledge never imported what Tiled draws
            mSeenLayers.insert(id);
            layer.visible = info->visible;
            layer.locked = info->locked;
            if (layer.type == Layer::Type::Tiles)
                restoreTiles(layer, id);
            else if (layer.type == Layer::Type::Objects)
                restoreObjects(layer, key, id);
        }
    }

    void restoreTiles(Layer& layer, LayerId id)
    {
        const QJsonArray rows = mImport.value(QLatin1String("cells")).toObject().value(QString::number(id)).toArray();
        const QJsonArray shift = mImport.value(QLatin1String("cellShift")).toObject().value(QString::number(id)).toArray();
        const int dc = shift.at(0).toInt(), dr = shift.at(1).toInt();
        if (rows.isEmpty())
            return;
        const TileGrid& g = mLevel.tiles(id);
        for (int r = 0; r < g.rows; ++r) {
            const QString was = rows.at(r).toString();
            for (int c = 0; c < g.columns; ++c) {
                const TileKind now = g.at(c, r);
                if (c < was.size() && tileKindFromChar(was.at(c)) == now)
                    continue; // unchanged: the map's own gid stays
                setGid(layer, c - dc + mOriginCol, r - dr + mOriginRow, kindGid(now));
            }
        }
    }

    static void setGid(Layer& layer, int col, int row, std::uint32_t gid)
    {
        if (layer.chunks.isEmpty()) {
            const std::size_t at = std::size_t(row) * std::size_t(layer.width) + std::size_t(col);
            if (col >= 0 && row >= 0 && col < layer.width && row < layer.height && at < layer.gids.size())
                layer.gids[at] = gid;
            return;
        }
        for (Chunk& ch : layer.chunks)
            if (col >= ch.x && row >= ch.y && col < ch.x + ch.width && row < ch.y + ch.height) {
                const std::size_t at = std::size_t(row - ch.y) * std::size_t(ch.width) + std::size_t(col - ch.x);
                if (at < ch.gids.size())
                    ch.gids[at] = gid;
                return;
            }
    }

    void restoreObjects(Layer& layer, const QString& key, LayerId id)
    {
        const QJsonObject records = mImport.value(QLatin1String("objects")).toObject();
        std::set<ObjectId> claimed;
        QList<Object> out;
        for (int i = 0; i < layer.objects.size(); ++i) {
            const QJsonObject record = records.value(key + u':' + QString::number(i)).toObject();
            const QJsonArray ids = record.value(QLatin1String("ids")).toArray();
            if (ids.isEmpty()) {
                out << layer.objects[i]; // never imported (text, a point without a marker class)
                continue;
            }
            QString now;
            bool all = true;
            for (const QJsonValue& v : ids) {
                claimed.insert(v.toInteger());
                const LevelObject* o = mLevel.object(v.toInteger());
                all = all && o && mLevel.layerOf(o->id) == id;
                if (o)
                    now += fingerprint(*o) + u'\x1e';
            }
            if (all && now == record.value(QLatin1String("fp")).toString()) {
                out << layer.objects[i]; // untouched in Ledge: exactly as it was
                continue;
            }
            const LevelObject* first = mLevel.object(ids.at(0).toInteger());
            if (!first || mLevel.layerOf(first->id) != id)
                continue; // deleted in Ledge
            if (const std::optional<Vec2> d = movedOnly(record, *first, ids.size())) {
                Object moved = layer.objects[i]; // moved only: the Tiled object as it is, moved
                moved.x += d->x;
                moved.y += d->y;
                mMaxWrittenObject = std::max(mMaxWrittenObject, moved.id);
                out << moved;
                continue;
            }
            out << shifted(objectFor(*first)); // edited: Ledge's shape, the map's id
        }
        for (ObjectId oid : mLevel.objectIds(id))
            if (!claimed.count(oid))
                out << shifted(objectFor(*mLevel.object(oid))); // added in Ledge
        layer.objects = out;
    }

    // The translation that takes the imported first piece to where it is now, when that is all
    // that changed (same kind, same size, same name, role and properties; one piece).
    static std::optional<Vec2> movedOnly(const QJsonObject& record, const LevelObject& now, qsizetype pieces)
    {
        const QJsonArray b = record.value(QLatin1String("bounds")).toArray();
        if (pieces != 1 || b.size() != 4 || record.value(QLatin1String("type")).toInt() != int(shapeType(now.shape)))
            return std::nullopt;
        const Aabb nb = bounds(now.shape);
        const Vec2 d{nb.minX - b.at(0).toDouble(), nb.minY - b.at(1).toDouble()};
        if (std::abs(nb.maxX - b.at(2).toDouble() - d.x) > 1e-9 || std::abs(nb.maxY - b.at(3).toDouble() - d.y) > 1e-9)
            return std::nullopt;
        LevelObject back = now;
        back.shape = translated(now.shape, -d);
        if (fingerprint(back) + u'\x1e' != record.value(QLatin1String("fp")).toString())
            return std::nullopt;
        return d;
    }

    const Level& mLevel;
    Map mMap;
    QJsonObject mImport;
    double mShiftX = 0, mShiftY = 0;
    int mOriginCol = 0, mOriginRow = 0;
    std::uint32_t mNextGid = 1;
    bool mKindsUsed = false;
    int mMaxWrittenObject = 0;
    std::set<LayerId> mSeenLayers;
};

} // namespace

Map restoredMap(const Level& level)
{
    return Restorer(level).run();
}

QString settingsFingerprint(const Level& level)
{
    return Restorer::settingsText(settingsProperties(level));
}

} // namespace ledge::tiled
