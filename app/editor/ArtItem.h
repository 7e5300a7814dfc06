#pragma once
// The level's art (tilesets' pictures, image layers, tile objects from Tiled or LDtk), drawn
// dimmed under the collision view. It paints from pictures of 512 x 512 device pixels, each
// rendered once per level of detail (one per halving of the zoom) and kept in a bounded cache,
// so a map of a million tiles pans and zooms as quickly as a small one.

#include "model/LevelArt.h"
#include "model/Palette.h"

#include <QCache>
#include <QGraphicsItem>
#include <QPixmap>

namespace ledge {

class ArtItem : public QGraphicsItem {
public:
    enum { Type = UserType + 9 };
    // How strongly the art shows under the collision view.
    static constexpr double kDimmedOpacity = palette::artOpacity;

    explicit ArtItem(LevelArt art);
    int type() const override { return Type; }

    const LevelArt& art() const { return mPainter.art(); }
    // Picture files the art names that could not be read (once painted).
    QStringList missingPictures() const { return mPainter.missingPictures(); }

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static constexpr int kChunkPixels = 512;
    // A chunk's picture at 2^detail device pixels per level unit (detail <= 0).
    const QPixmap& chunk(int detail, int column, int row);

    ArtPainter mPainter;
    QRectF mBounds;
    QCache<quint64, QPixmap> mChunks; // cost in KiB
};

} // namespace ledge
