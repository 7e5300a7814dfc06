#pragma once
// What the canvas items of a layer (TileLayerItem, ObjectLayerItem) share: the layer they paint
// and the part of the level they cover. They paint only the exposed part of it (what
// paintArea() gives) and take no mouse button: the tools get the clicks through the view.

#include "model/LevelTypes.h"

#include <QGraphicsItem>

#include <optional>

namespace ledge {

class LayerItem : public QGraphicsItem {
public:
    LayerId layerId() const { return mLayer; }
    QRectF boundingRect() const override { return mExtent; }

protected:
    explicit LayerItem(LayerId layer);

    const LayerId mLayer;
    QRectF mExtent; // changed after prepareGeometryChange()
};

// What part of the level a paint call really has to cover: the exposed rectangle, within the
// painter's device and clip (the exposed rectangle is the whole item when rendering).
QRectF visibleRect(const QPainter* painter, const QRectF& exposed);

// What a layer item's paint() covers: the painter's zoom (device pixels per level unit) and the
// part of the item's `extent` in view. Nullopt when there is nothing to paint.
struct PaintArea {
    double zoom;
    QRectF visible;
};
std::optional<PaintArea> paintArea(const QPainter* painter, const QRectF& exposed, const QRectF& extent);

} // namespace ledge
