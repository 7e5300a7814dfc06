#include "TileCache.h"

#include <QPainter>

#include <cmath>

namespace ledge {

namespace {
// Invalidation records at most this many keys between resetStats() calls (tests read them).
constexpr std::size_t kMaxRecorded = 1 << 16;
} // namespace

TileCache::TileCache(std::size_t budgetBytes) : mBudget(budgetBytes) {}

int TileCache::levelFor(double zoom)
{
    return int(std::ceil(std::log2(std::max(zoom, 1e-9)) - 1e-9));
}

double TileCache::scaleOf(int level)
{
    return std::ldexp(1.0, level);
}

QRectF TileCache::tileRect(const Key& key)
{
    const double size = kTileSize / scaleOf(key.level);
    return QRectF(key.tx * size, key.ty * size, size, size);
}

std::vector<TileCache::Key> TileCache::keys() const
{
    std::vector<Key> out;
    out.reserve(mLru.size());
    for (const Tile& t : mLru)
        out.push_back(t.key);
    return out;
}

void TileCache::resetStats()
{
    mRenders = 0;
    mInvalidated.clear();
}

void TileCache::erase(std::unordered_map<Key, std::list<Tile>::iterator, KeyHash>::iterator it)
{
    const Key key = it->first;
    mBytes -= std::size_t(it->second->image.sizeInBytes());
    mLru.erase(it->second);
    mTiles.erase(it);
    auto level = mLevels.find({key.owner, key.level});
    if (level != mLevels.end() && --level->second == 0)
        mLevels.erase(level);
}

const QImage& TileCache::fetch(const Key& key, const RenderFn& render)
{
    if (auto it = mTiles.find(key); it != mTiles.end()) {
        mLru.splice(mLru.begin(), mLru, it->second);
        return it->second->image;
    }
    QImage image(kTileSize, kTileSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        const double s = scaleOf(key.level);
        // Level units to tile pixels: scale, then shift the tile's corner to the origin.
        p.setWorldTransform(QTransform(s, 0, 0, s, -double(key.tx) * kTileSize, -double(key.ty) * kTileSize));
        render(&p, tileRect(key), s);
    }
    ++mRenders;
    // Make room first; the new tile itself is never evicted while being painted.
    const std::size_t size = std::size_t(image.sizeInBytes());
    while (!mLru.empty() && mBytes + size > mBudget)
        erase(mTiles.find(mLru.back().key));
    mLru.push_front({key, std::move(image)});
    mTiles[key] = mLru.begin();
    mBytes += size;
    ++mLevels[{key.owner, key.level}];
    return mLru.front().image;
}

void TileCache::paint(QPainter* painter, qint64 owner, const QRectF& visible, const RenderFn& render)
{
    const QTransform world = painter->worldTransform();
    const int level = levelFor(world.m11());
    const double size = kTileSize / scaleOf(level);
    const int tx0 = int(std::floor(visible.left() / size));
    const int ty0 = int(std::floor(visible.top() / size));
    const int tx1 = int(std::floor(visible.right() / size));
    const int ty1 = int(std::floor(visible.bottom() / size));
    // More tiles than the budget holds would thrash: the caller's view is larger than the
    // cache is meant for. Render what fits; the rest is skipped rather than looping.
    const std::size_t maxTiles = mBudget / (std::size_t(kTileSize) * kTileSize * 4);
    std::size_t drawn = 0;

    painter->save();
    painter->setWorldTransform(QTransform());
    // Tiles are drawn at 1 to 1/2 of their size. Smooth scaling costs Qt several times the
    // blit (a fully zoomed-out repaint: 21 ms instead of 6); within a fifth of the tile's own
    // scale, nearest-pixel scaling drops too few pixels to see, so it is kept for deeper
    // reductions only.
    painter->setRenderHint(QPainter::SmoothPixmapTransform, world.m11() * size < 0.8 * kTileSize);
    for (int ty = ty0; ty <= ty1; ++ty) {
        for (int tx = tx0; tx <= tx1; ++tx) {
            if (++drawn > maxTiles)
                break;
            const Key key{owner, level, tx, ty};
            const QImage& image = fetch(key, render);
            // Device edges rounded once per grid line: neighbours share them exactly.
            const QPointF a = world.map(QPointF(tx * size, ty * size));
            const QPointF b = world.map(QPointF((tx + 1) * size, (ty + 1) * size));
            const QRect target(QPoint(int(std::lround(a.x())), int(std::lround(a.y()))),
                               QPoint(int(std::lround(b.x())) - 1, int(std::lround(b.y())) - 1));
            if (target.width() == kTileSize && target.height() == kTileSize)
                painter->drawImage(target.topLeft(), image);
            else
                painter->drawImage(target, image);
        }
    }
    painter->restore();
}

void TileCache::invalidate(qint64 owner, const QRectF& rect, double marginPx)
{
    if (rect.isNull())
        return;
    for (auto lv = mLevels.lower_bound({owner, std::numeric_limits<int>::min()});
         lv != mLevels.end() && lv->first.first == owner;) {
        const int level = lv->first.second;
        ++lv; // erase() below may remove this entry
        const double s = scaleOf(level);
        const double size = kTileSize / s;
        const QRectF r = rect.adjusted(-marginPx / s, -marginPx / s, marginPx / s, marginPx / s);
        const long long tx0 = (long long)std::floor(r.left() / size), tx1 = (long long)std::floor(r.right() / size);
        const long long ty0 = (long long)std::floor(r.top() / size), ty1 = (long long)std::floor(r.bottom() / size);
        const long long span = (tx1 - tx0 + 1) * (ty1 - ty0 + 1);
        auto drop = [&](const Key& key) {
            auto it = mTiles.find(key);
            if (it == mTiles.end())
                return;
            if (mInvalidated.size() < kMaxRecorded)
                mInvalidated.push_back(key);
            erase(it);
        };
        if (span > (long long)mTiles.size()) {
            // A huge rectangle: cheaper to look at every tile held.
            std::vector<Key> hit;
            for (const auto& [key, it] : mTiles)
                if (key.owner == owner && key.level == level && key.tx >= tx0 && key.tx <= tx1
                    && key.ty >= ty0 && key.ty <= ty1)
                    hit.push_back(key);
            for (const Key& key : hit)
                drop(key);
            continue;
        }
        for (long long ty = ty0; ty <= ty1; ++ty)
            for (long long tx = tx0; tx <= tx1; ++tx)
                drop(Key{owner, level, int(tx), int(ty)});
    }
}

void TileCache::clear(qint64 owner)
{
    std::vector<Key> hit;
    for (const auto& [key, it] : mTiles)
        if (key.owner == owner)
            hit.push_back(key);
    for (const Key& key : hit)
        erase(mTiles.find(key));
}

void TileCache::clear()
{
    mLru.clear();
    mTiles.clear();
    mLevels.clear();
    mBytes = 0;
}

} // namespace ledge
