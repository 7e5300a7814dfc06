#include "ArtItem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
constexpr int kCacheKiB = 192 * 1024;
constexpr int kCoarsestDetail = -10; // 1 device pixel per 1024 level units
} // namespace

ArtItem::ArtItem(LevelArt art) : mPainter(std::move(art)), mBounds(mPainter.art().bounds()), mChunks(kCacheKiB)
{
    setFlag(ItemUsesExtendedStyleOption);
    setOpacity(kDimmedOpacity);
}

const QPixmap& ArtItem::chunk(int detail, int column, int row)
{
    const quint64 key = (quint64(detail - kCoarsestDetail) << 56) | (quint64(std::uint32_t(column) & 0xFFFFFFF) << 28)
        | quint64(std::uint32_t(row) & 0xFFFFFFF);
    if (const QPixmap* cached = mChunks.object(key))
        return *cached;
    const double scale = std::ldexp(1.0, detail);
    const double span = kChunkPixels / scale;
    auto* picture = new QPixmap(kChunkPixels, kChunkPixels);
    picture->fill(Qt::transparent);
    {
        QPainter p(picture);
        // Pixel art stays crisp at full size; smaller, pictures are averaged.
        p.setRenderHint(QPainter::SmoothPixmapTransform, detail < 0);
        p.scale(scale, scale);
        p.translate(-column * span, -row * span);
        mPainter.paint(p, QRectF(column * span, row * span, span, span));
    }
    mChunks.insert(key, picture, kChunkPixels * kChunkPixels * 4 / 1024);
    return *mChunks.object(key);
}

void ArtItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QRectF area = option->exposedRect & mBounds;
    if (area.isEmpty())
        return;
    // Device pixels per level unit; the chunks' detail is the next power of two at or above.
    const double scale = std::max(1e-9, painter->worldTransform().mapRect(QRectF(0, 0, 1, 1)).width());
    const int detail = std::clamp(int(std::ceil(std::log2(scale))), kCoarsestDetail, 0);
    const double span = kChunkPixels / std::ldexp(1.0, detail);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, scale < 1);
    const int c0 = int(std::floor(area.left() / span)), c1 = int(std::ceil(area.right() / span));
    const int r0 = int(std::floor(area.top() / span)), r1 = int(std::ceil(area.bottom() / span));
    for (int r = r0; r < r1; ++r)
        for (int c = c0; c < c1; ++c)
            painter->drawPixmap(QRectF(c * span, r * span, span, span), chunk(detail, c, r),
                                QRectF(0, 0, kChunkPixels, kChunkPixels));
}

} // namespace ledge
