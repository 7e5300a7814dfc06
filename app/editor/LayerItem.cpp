#include "LayerItem.h"

#include <QPaintDevice>
#include <QPainter>

#include <cmath>

namespace ledge {

LayerItem::LayerItem(LayerId layer) : mLayer(layer)
{
    setFlag(ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF visibleRect(const QPainter* painter, const QRectF& exposed)
{
    QRectF visible = exposed;
    if (const QPaintDevice* device = painter->device()) {
        bool invertible = false;
        const QTransform toLevel = painter->worldTransform().inverted(&invertible);
        if (invertible)
            visible &= toLevel.mapRect(QRectF(0, 0, device->width(), device->height()));
    }
    if (painter->hasClipping())
        visible &= painter->clipBoundingRect();
    return visible;
}

std::optional<PaintArea> paintArea(const QPainter* painter, const QRectF& exposed, const QRectF& extent)
{
    const QTransform& world = painter->worldTransform();
    const double zoom = std::hypot(world.m11(), world.m12());
    if (zoom <= 0)
        return std::nullopt;
    const QRectF visible = visibleRect(painter, exposed) & extent;
    if (visible.isEmpty())
        return std::nullopt;
    return PaintArea{zoom, visible};
}

} // namespace ledge
