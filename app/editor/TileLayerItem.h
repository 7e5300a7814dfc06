#pragma once
// One item per tile layer; it paints only the cells inside the exposed rectangle. Far out
// (cells a few pixels large) it paints from the scene's tile cache, whose tiles are rendered
// from a one-pixel-per-cell image of the grid when cells are smaller than a few pixels; a
// change of cells drops only the tiles over those cells.

#include "LayerItem.h"
#include "TileCache.h"

#include <QImage>

namespace ledge {

class Document;

class TileLayerItem : public LayerItem {
public:
    enum { Type = UserType + 2 };

    TileLayerItem(const Document* document, LayerId layer, TileCache* cache);
    int type() const override { return Type; }

    // The grid was resized.
    void refresh();
    // Cells changed inside this rectangle (x = column, y = row).
    void updateCells(const QRect& cells);

    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    // Paints the cells meeting rect; `scale` is device pixels per level unit.
    void draw(QPainter* painter, const QRectF& rect, double scale);
    void drawCells(QPainter* painter, const QRectF& rect) const;
    // The grid as an image, one pixel per cell (built on first far-out use, then kept in step).
    const QImage& cellImage();
    void updateCellImage(const QRect& cells);

    const Document* mDocument;
    TileCache* mCache;
    QImage mCellImage;
};

} // namespace ledge
