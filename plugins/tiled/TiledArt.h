#pragma once
// The pictures of a Tiled map as Ledge's LevelArt: tile layers (flip bits, tile offsets,
// pictures bigger than their cell), tile objects (templates resolved, scaled to the object,
// rotated about their corner) and image layers, with layer and group offsets and opacities.
// Hidden layers draw nothing, as in Tiled.

#include "TiledMap.h"

#include "model/LevelArt.h"

#include <QDir>

#include <functional>
#include <QHash>

namespace ledge::tiled {

class ArtCollector {
public:
    // `tilesets` sorted by firstGid and resolved (external ones read); it may grow while
    // collecting (templates bring theirs). `shift` moves map pixels to level units;
    // `resolve` turns a template instance into its object (false when it cannot).
    struct Frame {
        QDir mapFolder;
        double shiftX = 0, shiftY = 0;
        int originColumn = 0, originRow = 0; // infinite maps: the first chunk's cell
        int columns = 0, rows = 0;           // infinite maps: the chunks' extent in cells
    };
    ArtCollector(const Map& map, const std::vector<Tileset>& tilesets, Frame frame,
                 std::function<bool(Object&)> resolve);

    // A layer of the map (groups recurse) with the offset and opacity of the groups above it.
    void addLayer(const Layer& layer, double offsetX, double offsetY, double opacity);
    LevelArt take() { return std::move(mArt); }

private:
    // The piece of art a gid (flip bits ignored) shows; -1 when its tileset has no picture.
    int tileOf(std::uint32_t gid);
    int pictureOf(const QString& absolutePath);
    void addTiles(const Layer& layer, double offsetX, double offsetY, double opacity);
    void addImage(const Layer& layer, double offsetX, double offsetY, double opacity);
    void addObjects(const Layer& layer, double offsetX, double offsetY, double opacity);

    const Map& mMap;
    const std::vector<Tileset>& mTilesets;
    Frame mFrame;
    std::function<bool(Object&)> mResolve;
    LevelArt mArt;
    QHash<std::uint32_t, int> mTileOfGid;
    QHash<QString, int> mPictureOfPath;
};

} // namespace ledge::tiled
