#pragma once
// Raster tiles of the canvas for far zoom levels. A layer item that would otherwise paint
// thousands of small things renders them once into 256x256 device-pixel images, per
// power-of-two scale, and then only blits the visible tiles. Tiles are rendered on demand,
// kept in LRU order within a memory budget shared by every item of the scene, and dropped
// only where an edit touched (see invalidate()).

#include <QHash>
#include <QImage>
#include <QRectF>

#include <functional>
#include <list>
#include <map>
#include <tuple>
#include <unordered_map>
#include <vector>

class QPainter;

namespace ledge {

class TileCache {
public:
    static constexpr int kTileSize = 256;

    // Who a tile belongs to (a layer id, or a negative id for an overlay), its scale level
    // (scale 2^level device pixels per level unit) and its column and row at that scale.
    struct Key {
        qint64 owner = 0;
        int level = 0;
        int tx = 0;
        int ty = 0;
        bool operator==(const Key&) const = default;
        bool operator<(const Key& o) const
        {
            return std::tie(owner, level, tx, ty) < std::tie(o.owner, o.level, o.tx, o.ty);
        }
    };

    explicit TileCache(std::size_t budgetBytes = std::size_t(64) << 20);

    // The level whose scale is the least power of two >= zoom (tiles are never enlarged).
    static int levelFor(double zoom);
    static double scaleOf(int level);
    // The rectangle in level units a tile covers.
    static QRectF tileRect(const Key& key);

    // Renders the content of `owner` into the tiles meeting `visible` at the painter's
    // current zoom (rendering missing tiles with `render`, which gets a painter set up in
    // level units, the tile's rectangle in level units and the scale) and blits them,
    // aligned on whole device pixels so neighbouring tiles leave no seam.
    using RenderFn = std::function<void(QPainter*, const QRectF& tileRect, double scale)>;
    void paint(QPainter* painter, qint64 owner, const QRectF& visible, const RenderFn& render);

    // Drops the tiles of `owner` (every level it has tiles on) that meet `rect` grown by
    // `marginPx` device pixels of their level (room for cosmetic pens).
    void invalidate(qint64 owner, const QRectF& rect, double marginPx);
    void clear(qint64 owner);
    void clear();

    std::size_t bytes() const { return mBytes; }
    std::size_t budget() const { return mBudget; }
    std::size_t tileCount() const { return mLru.size(); }
    bool contains(const Key& key) const { return mTiles.count(key) > 0; }
    std::vector<Key> keys() const;

    // For tests and benchmarks: tiles rendered, and the keys dropped by invalidate() since
    // the last resetStats().
    int renderCount() const { return mRenders; }
    const std::vector<Key>& invalidated() const { return mInvalidated; }
    void resetStats();

private:
    struct KeyHash {
        std::size_t operator()(const Key& k) const noexcept
        {
            return qHashMulti(0, k.owner, k.level, k.tx, k.ty);
        }
    };
    struct Tile {
        Key key;
        QImage image;
    };
    void erase(std::unordered_map<Key, std::list<Tile>::iterator, KeyHash>::iterator it);
    const QImage& fetch(const Key& key, const RenderFn& render);

    std::size_t mBudget;
    std::size_t mBytes = 0;
    std::list<Tile> mLru; // most recently used first
    std::unordered_map<Key, std::list<Tile>::iterator, KeyHash> mTiles;
    // Tiles per (owner, level), so invalidate() looks only at levels that hold tiles.
    std::map<std::pair<qint64, int>, int> mLevels;
    int mRenders = 0;
    std::vector<Key> mInvalidated;
};

} // namespace ledge
