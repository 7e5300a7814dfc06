#pragma once
// One item per tile layer; it paints only the cells inside the exposed rectangle. Far out
// (cells a few pixels large) it paints from the scene's tile cache, whose tiles are rendered
// from a one-pixel-per-cell image of the grid when cells are smaller than a few pixels; a
// change of cells drops only the tiles over those cells.

#include "TileCache.h"
#include "model/LevelTypes.h"

#include <QGraphicsItem>
#include <QImage>

namespace ledge {

class Document;

class TileLayerItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    // Cells smaller than this on screen (device pixels) are painted from the tile cache.
    static constexpr double kCacheCellPx = 12.0;

    TileLayerItem(const Document* document, LayerId layer, TileCache* cache);
    int type() const override { return Type; }
    LayerId layerId() const { return mLayer; }

    // The grid was resized.
    void refresh();
    // Cells changed inside this rectangle (x = column, y = row).
    void updateCells(const QRect& cells);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static QRectF toQtRect(const Aabb& b);
    // Paints the cells meeting rect; `scale` is device pixels per level unit.
    void draw(QPainter* painter, const QRectF& rect, double scale);
    void drawCells(QPainter* painter, const QRectF& rect) const;
    // The grid as an image, one pixel per cell (built on first far-out use, then kept in step).
    const QImage& cellImage();
    void updateCellImage(const QRect& cells);

    const Document* mDocument;
    LayerId mLayer;
    TileCache* mCache;
    QRectF mBounds;
    QImage mCellImage;
};

} // namespace ledge
