#pragma once
// One item per tile layer; it paints only the cells inside the exposed rectangle.

#include "model/LevelTypes.h"

#include <QGraphicsItem>

namespace ledge {

class Document;

class TileLayerItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };

    TileLayerItem(const Document* document, LayerId layer);
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

    const Document* mDocument;
    LayerId mLayer;
    QRectF mBounds;
};

} // namespace ledge
