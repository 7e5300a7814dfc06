#include "LdtkArt.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <map>
#include <tuple>

namespace ledge::ldtk {

namespace {

class Collector {
public:
    Collector(const QJsonObject& project, const QString& projectFile)
    {
        mArt.folder = (projectFile.isEmpty() ? QDir::current() : QFileInfo(projectFile).absoluteDir()).absolutePath();
        const QJsonArray tilesets = project.value(QStringLiteral("defs")).toObject().value(QStringLiteral("tilesets")).toArray();
        for (const QJsonValue& t : tilesets) {
            const QJsonObject def = t.toObject();
            mTilesets.insert(def.value(QStringLiteral("uid")).toInteger(),
                             {def.value(QStringLiteral("relPath")).toString(), def.value(QStringLiteral("tileGridSize")).toInt()});
        }
    }

    void addBackground(const QJsonObject& level)
    {
        const QString rel = level.value(QStringLiteral("bgRelPath")).toString();
        const QJsonObject pos = level.value(QStringLiteral("__bgPos")).toObject();
        if (rel.isEmpty() || pos.isEmpty())
            return;
        const QJsonArray topLeft = pos.value(QStringLiteral("topLeftPx")).toArray();
        const QJsonArray scale = pos.value(QStringLiteral("scale")).toArray();
        const QJsonArray crop = pos.value(QStringLiteral("cropRect")).toArray();
        if (topLeft.size() < 2 || scale.size() < 2 || crop.size() < 4)
            return;
        const QRect source(crop[0].toInt(), crop[1].toInt(), crop[2].toInt(), crop[3].toInt());
        if (source.isEmpty())
            return;
        ArtLayer layer;
        layer.name = QStringLiteral("background");
        layer.sprites.push_back({tileOf(rel, source), 0,
                                 QRectF(topLeft[0].toDouble(), topLeft[1].toDouble(), source.width() * scale[0].toDouble(),
                                        source.height() * scale[1].toDouble()),
                                 0});
        mArt.layers.append(std::move(layer));
    }

    void addLayer(const QJsonObject& layer)
    {
        if (!layer.value(QStringLiteral("visible")).toBool(true))
            return;
        ArtLayer art;
        art.name = layer.value(QStringLiteral("__identifier")).toString();
        art.opacity = std::clamp(layer.value(QStringLiteral("__opacity")).toDouble(1), 0.0, 1.0);
        const double dx = layer.value(QStringLiteral("__pxTotalOffsetX")).toDouble();
        const double dy = layer.value(QStringLiteral("__pxTotalOffsetY")).toDouble();
        const QString type = layer.value(QStringLiteral("__type")).toString();
        if (type == u"Entities") {
            addEntityTiles(layer, dx, dy, art);
        } else {
            const QString rel = layer.value(QStringLiteral("__tilesetRelPath")).toString();
            const int size = layer.value(QStringLiteral("__gridSize")).toInt();
            const QJsonArray tiles = layer.value(type == u"Tiles" ? QStringLiteral("gridTiles") : QStringLiteral("autoLayerTiles")).toArray();
            if (rel.isEmpty() || size <= 0)
                return;
            art.sprites.reserve(std::size_t(tiles.size()));
            for (const QJsonValue& v : tiles) {
                const QJsonObject t = v.toObject();
                const QJsonArray px = t.value(QStringLiteral("px")).toArray();
                const QJsonArray src = t.value(QStringLiteral("src")).toArray();
                if (px.size() < 2 || src.size() < 2)
                    continue;
                const int f = t.value(QStringLiteral("f")).toInt();
                // LDtk's f: bit 0 mirrors x, bit 1 mirrors y.
                const std::uint8_t flips = std::uint8_t(((f & 1) ? FlipHorizontal : 0) | ((f & 2) ? FlipVertical : 0));
                art.sprites.push_back({tileOf(rel, QRect(src[0].toInt(), src[1].toInt(), size, size)), flips,
                                       QRectF(px[0].toDouble() + dx, px[1].toDouble() + dy, size, size), 0});
            }
        }
        if (!art.sprites.empty())
            mArt.layers.append(std::move(art));
    }

    LevelArt take() { return std::move(mArt); }

private:
    struct TilesetDef {
        QString relPath;
        int gridSize = 0;
    };

    // An entity drawn by a tile: the tile fills the entity's box.
    void addEntityTiles(const QJsonObject& layer, double dx, double dy, ArtLayer& art)
    {
        for (const QJsonValue& v : layer.value(QStringLiteral("entityInstances")).toArray()) {
            const QJsonObject e = v.toObject();
            const QJsonObject tile = e.value(QStringLiteral("__tile")).toObject();
            const TilesetDef def = mTilesets.value(tile.value(QStringLiteral("tilesetUid")).toInteger(-1));
            const QJsonArray px = e.value(QStringLiteral("px")).toArray();
            const QJsonArray pivot = e.value(QStringLiteral("__pivot")).toArray();
            const QRect source(tile.value(QStringLiteral("x")).toInt(), tile.value(QStringLiteral("y")).toInt(),
                               tile.value(QStringLiteral("w")).toInt(), tile.value(QStringLiteral("h")).toInt());
            if (def.relPath.isEmpty() || source.isEmpty() || px.size() < 2)
                continue;
            const double w = e.value(QStringLiteral("width")).toDouble(source.width());
            const double h = e.value(QStringLiteral("height")).toDouble(source.height());
            const double pivotX = pivot.size() >= 2 ? pivot[0].toDouble() : 0, pivotY = pivot.size() >= 2 ? pivot[1].toDouble() : 0;
            art.sprites.push_back({tileOf(def.relPath, source), 0,
                                   QRectF(px[0].toDouble() - pivotX * w + dx, px[1].toDouble() - pivotY * h + dy, w, h), 0});
        }
    }

    std::uint32_t tileOf(const QString& rel, const QRect& source)
    {
        int& picture = mPictureOf[rel];
        if (picture == 0) {
            mArt.pictures << rel;
            picture = int(mArt.pictures.size()); // stored plus one: 0 means not yet seen
        }
        const auto key = std::make_tuple(picture - 1, source.x(), source.y(), source.width(), source.height());
        const auto [it, added] = mTileOf.try_emplace(key, std::uint32_t(mArt.tiles.size()));
        if (added)
            mArt.tiles.push_back({picture - 1, source, QPointF()});
        return it->second;
    }

    LevelArt mArt;
    QHash<qint64, TilesetDef> mTilesets;
    QHash<QString, int> mPictureOf;
    std::map<std::tuple<int, int, int, int, int>, std::uint32_t> mTileOf;
};

} // namespace

LevelArt levelArtOf(const QJsonObject& project, const QJsonObject& level, const QString& projectFile)
{
    Collector collector(project, projectFile);
    collector.addBackground(level);
    // LDtk lists the top layer first.
    const QJsonArray layers = level.value(QStringLiteral("layerInstances")).toArray();
    for (qsizetype i = layers.size() - 1; i >= 0; --i)
        collector.addLayer(layers[i].toObject());
    return collector.take();
}

} // namespace ledge::ldtk
