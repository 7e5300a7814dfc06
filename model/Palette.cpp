#include "Palette.h"

#include <QImage>
#include <QPainter>

namespace ledge::palette {

QColor roleFill(Role role)
{
    switch (role) {
    case Role::Solid: return {0x5b, 0x6b, 0x80};
    case Role::OneWay: return {0x8c, 0x9a, 0xab, 150};
    case Role::Hazard: return {0xf0, 0x8c, 0x24};
    case Role::Trigger: return {0x8e, 0x6c, 0xef, 60};
    case Role::Spawn: return {0x2e, 0xb8, 0x72};
    case Role::Goal: return {0x1f, 0x9d, 0x8f, 90};
    case Role::Pickup: return {0xf2, 0xbf, 0x26};
    }
    return Qt::gray;
}

QColor roleOutline(Role role)
{
    switch (role) {
    case Role::Solid: return {0x34, 0x3f, 0x4e};
    case Role::OneWay: return {0x3d, 0x48, 0x57};
    case Role::Hazard: return {0xc0, 0x39, 0x2b};
    case Role::Trigger: return {0x6a, 0x4c, 0xd0};
    case Role::Spawn: return {0x1b, 0x7a, 0x4a};
    case Role::Goal: return {0x13, 0x6f, 0x65};
    case Role::Pickup: return {0xb0, 0x85, 0x0c};
    }
    return Qt::black;
}

QColor tileFill(TileKind kind)
{
    switch (kind) {
    case TileKind::Solid: return {0x6b, 0x7a, 0x8d};
    case TileKind::OneWay: return {0xa3, 0xae, 0xbc};
    case TileKind::Hazard: return {0xf0, 0x8c, 0x24};
    case TileKind::Empty: break;
    }
    return Qt::transparent;
}

namespace {
// A QImage, not a QPixmap, so that ledge-cli (no GUI application) can draw with it.
QBrush stripes(QColor base, QColor stripe, int size, qreal width)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(base);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(stripe, width));
    // Lines of slope -1 repeated every `size` so the tile wraps seamlessly.
    for (int k = -1; k <= 1; ++k)
        p.drawLine(QPointF(k * size, size), QPointF(k * size + size, 0));
    return QBrush(image);
}
} // namespace

QBrush hazardBrush()
{
    static const QBrush brush = stripes(QColor(0xf0, 0x8c, 0x24), QColor(0xd6, 0x3a, 0x2a), 16, 5);
    return brush;
}

QBrush overlapBrush()
{
    static const QBrush brush =
        stripes(QColor(0xe0, 0x31, 0x31, 110), QColor(0xb0, 0x10, 0x10, 200), 8, 1.5);
    return brush;
}

} // namespace ledge::palette
