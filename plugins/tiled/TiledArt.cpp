#include "TiledArt.h"

#include <QFileInfo>
#include <QImageReader>

#include <algorithm>
#include <cmath>

namespace ledge::tiled {

namespace {

// Tiled keeps the flips in a gid's top bits: 31 horizontal, 30 vertical, 29 diagonal.
std::uint8_t artFlips(std::uint32_t gid)
{
    return std::uint8_t(((gid & 0x80000000u) ? FlipHorizontal : 0) | ((gid & 0x40000000u) ? FlipVertical : 0)
                        | ((gid & 0x20000000u) ? FlipDiagonal : 0));
}

// The most copies of a repeated image layer: the rest of a huge map stays bare.
constexpr int kMaxRepeats = 4096;

} // namespace

ArtCollector::ArtCollector(const Map& map, const std::vector<Tileset>& tilesets, Frame frame,
                           std::function<bool(Object&)> resolve)
    : mMap(map), mTilesets(tilesets), mFrame(std::move(frame)), mResolve(std::move(resolve))
{
    mArt.folder = mFrame.mapFolder.absolutePath();
}

int ArtCollector::pictureOf(const QString& absolutePath)
{
    if (auto it = mPictureOfPath.constFind(absolutePath); it != mPictureOfPath.cend())
        return *it;
    const int index = int(mArt.pictures.size());
    mArt.pictures << mFrame.mapFolder.relativeFilePath(absolutePath);
    mPictureOfPath.insert(absolutePath, index);
    return index;
}

int ArtCollector::tileOf(std::uint32_t gid)
{
    gid &= ~kGidFlags;
    if (auto it = mTileOfGid.constFind(gid); it != mTileOfGid.cend())
        return *it;
    int& found = mTileOfGid[gid];
    found = -1;
    const Tileset* ts = nullptr;
    for (const Tileset& t : mTilesets)
        if (t.firstGid > 0 && std::uint32_t(t.firstGid) <= gid)
            ts = &t;
    if (!ts)
        return found;
    const int local = int(gid - std::uint32_t(ts->firstGid));
    // A tileset's pictures are relative to its own file: the map's, or the external tileset's.
    const QDir base = ts->resolvedPath.isEmpty() ? mFrame.mapFolder : QFileInfo(ts->resolvedPath).absoluteDir();
    const auto sizeOf = [](const Image& image, const QString& path) {
        return image.width > 0 && image.height > 0 ? QSize(image.width, image.height) : QImageReader(path).size();
    };
    ArtTile tile;
    tile.offset = QPointF(ts->tileOffsetX, ts->tileOffsetY);
    if (!ts->image.isNull()) {
        const QString path = QFileInfo(base.filePath(ts->image.source)).absoluteFilePath();
        const int w = ts->tileWidth, h = ts->tileHeight;
        if (w <= 0 || h <= 0)
            return found;
        int columns = ts->columns;
        if (columns <= 0) {
            const QSize size = sizeOf(ts->image, path);
            columns = std::max(1, (size.width() - 2 * ts->margin + ts->spacing) / (w + ts->spacing));
        }
        tile.picture = pictureOf(path);
        tile.source = QRect(ts->margin + (local % columns) * (w + ts->spacing),
                            ts->margin + (local / columns) * (h + ts->spacing), w, h);
    } else if (const auto it = ts->tileImages.constFind(local); it != ts->tileImages.cend() && !it->isNull()) {
        const QString path = QFileInfo(base.filePath(it->source)).absoluteFilePath();
        const QSize size = sizeOf(*it, path);
        if (size.isEmpty())
            return found;
        tile.picture = pictureOf(path);
        tile.source = QRect(QPoint(0, 0), size);
    } else {
        return found;
    }
    found = int(mArt.tiles.size());
    mArt.tiles.push_back(tile);
    return found;
}

void ArtCollector::addLayer(const Layer& layer, double offsetX, double offsetY, double opacity)
{
    if (!layer.visible)
        return;
    offsetX += layer.offsetX, offsetY += layer.offsetY;
    opacity *= layer.opacity;
    switch (layer.type) {
    case Layer::Type::Group:
        for (const Layer& child : layer.layers)
            addLayer(child, offsetX, offsetY, opacity);
        return;
    case Layer::Type::Tiles:
        addTiles(layer, offsetX + mFrame.shiftX, offsetY + mFrame.shiftY, opacity);
        return;
    case Layer::Type::Image:
        addImage(layer, offsetX + mFrame.shiftX, offsetY + mFrame.shiftY, opacity);
        return;
    case Layer::Type::Objects:
        addObjects(layer, offsetX + mFrame.shiftX, offsetY + mFrame.shiftY, opacity);
        return;
    }
}

void ArtCollector::addTiles(const Layer& layer, double x, double y, double opacity)
{
    if (!layer.dataProblem.isEmpty() || mMap.tileWidth <= 0 || mMap.tileHeight <= 0)
        return;
    ArtLayer art;
    art.name = layer.name;
    art.opacity = opacity;
    ArtGrid& grid = art.grid;
    grid.cellWidth = mMap.tileWidth, grid.cellHeight = mMap.tileHeight;
    const bool chunked = !layer.chunks.isEmpty();
    grid.columns = chunked ? mFrame.columns : layer.width;
    grid.rows = chunked ? mFrame.rows : layer.height;
    if (grid.columns <= 0 || grid.rows <= 0 || qint64(grid.columns) * grid.rows > (qint64(64) << 20)
        || (!chunked && layer.gids.size() != std::size_t(grid.columns) * std::size_t(grid.rows)))
        return;
    // An infinite map's cell (originColumn, originRow) is the level's (0, 0).
    grid.origin = QPointF(x + mFrame.originColumn * grid.cellWidth, y + mFrame.originRow * grid.cellHeight);
    grid.cells.assign(std::size_t(grid.columns) * std::size_t(grid.rows), 0);
    bool any = false;
    const auto put = [&](int c, int r, std::uint32_t gid) {
        if ((gid & ~kGidFlags) == 0 || c < 0 || r < 0 || c >= grid.columns || r >= grid.rows)
            return;
        const int tile = tileOf(gid);
        if (tile < 0)
            return;
        grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)] =
            std::uint32_t(tile + 1) | std::uint32_t(artFlips(gid)) << ArtGrid::kFlipShift;
        any = true;
    };
    if (chunked) {
        for (const Chunk& ch : layer.chunks)
            for (int r = 0; r < ch.height; ++r)
                for (int c = 0; c < ch.width; ++c)
                    put(ch.x + c - mFrame.originColumn, ch.y + r - mFrame.originRow,
                        ch.gids[std::size_t(r) * std::size_t(ch.width) + std::size_t(c)]);
    } else {
        for (std::size_t i = 0; i < layer.gids.size(); ++i)
            put(int(i % std::size_t(grid.columns)), int(i / std::size_t(grid.columns)), layer.gids[i]);
    }
    if (any)
        mArt.layers.append(std::move(art));
}

void ArtCollector::addImage(const Layer& layer, double x, double y, double opacity)
{
    if (layer.image.isNull())
        return;
    const QString path = QFileInfo(mFrame.mapFolder.filePath(layer.image.source)).absoluteFilePath();
    const QSize size = layer.image.width > 0 && layer.image.height > 0 ? QSize(layer.image.width, layer.image.height)
                                                                        : QImageReader(path).size();
    if (size.isEmpty())
        return;
    const std::uint32_t tile = std::uint32_t(mArt.tiles.size());
    mArt.tiles.push_back({pictureOf(path), QRect(QPoint(0, 0), size), QPointF()});
    ArtLayer art;
    art.name = layer.name;
    art.opacity = opacity;
    // A repeated image fills the map's width or height from its offset both ways.
    const auto copies = [&](bool repeat, double at, double step, double extent, double& first) {
        if (!repeat || extent <= 0) {
            first = at;
            return 1;
        }
        first = at - std::ceil(at / step) * step;
        return int(std::min<double>(kMaxRepeats, std::ceil((extent - first) / step)));
    };
    const double mapWidth = double(std::max(mMap.width, mFrame.columns)) * mMap.tileWidth;
    const double mapHeight = double(std::max(mMap.height, mFrame.rows)) * mMap.tileHeight;
    double x0 = 0, y0 = 0;
    const int nx = copies(layer.kept.value(QStringLiteral("repeatx")).toBool(), x, size.width(), mapWidth, x0);
    const int ny = copies(layer.kept.value(QStringLiteral("repeaty")).toBool(), y, size.height(), mapHeight, y0);
    for (int j = 0; j < ny && art.sprites.size() < std::size_t(kMaxRepeats); ++j)
        for (int i = 0; i < nx && art.sprites.size() < std::size_t(kMaxRepeats); ++i)
            art.sprites.push_back({tile, 0, QRectF(x0 + i * size.width(), y0 + j * size.height(), size.width(), size.height()), 0});
    mArt.layers.append(std::move(art));
}

void ArtCollector::addObjects(const Layer& layer, double x, double y, double opacity)
{
    ArtLayer art;
    art.name = layer.name;
    art.opacity = opacity;
    for (Object o : layer.objects) {
        if (o.kind == Object::Kind::Template && !(mResolve && mResolve(o)))
            continue;
        if (o.kind != Object::Kind::Tile || !o.visible)
            continue;
        const int tile = tileOf(o.gid);
        if (tile < 0)
            continue;
        const ArtTile& piece = mArt.tiles[std::size_t(tile)];
        const double w = o.width > 0 ? o.width : piece.source.width();
        const double h = o.height > 0 ? o.height : piece.source.height();
        // A tile object stands on its position: (x, y) is its picture's bottom-left corner.
        art.sprites.push_back({std::uint32_t(tile), artFlips(o.gid),
                               QRectF(o.x + x + piece.offset.x(), o.y + y + piece.offset.y() - h, w, h), o.rotation});
    }
    if (!art.sprites.empty())
        mArt.layers.append(std::move(art));
}

} // namespace ledge::tiled
