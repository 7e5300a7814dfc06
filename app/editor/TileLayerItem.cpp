#include "TileLayerItem.h"

#include "Document.h"
#include "Style.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace ledge {

TileLayerItem::TileLayerItem(const Document* document, LayerId layer)
    : mDocument(document), mLayer(layer)
{
    setFlag(ItemUsesExtendedStyleOption);
    refresh();
}

void TileLayerItem::refresh()
{
    prepareGeometryChange();
    mBounds = toQtRect(mDocument->level()->bounds());
    update();
}

QRectF TileLayerItem::toQtRect(const Aabb& b)
{
    return QRectF(b.minX, b.minY, b.width(), b.height());
}

void TileLayerItem::updateCells(const QRect& cells)
{
    const double s = mDocument->level()->grid().cellSize;
    update(QRectF(cells.x() * s, cells.y() * s, cells.width() * s, cells.height() * s));
}

QRectF TileLayerItem::boundingRect() const
{
    return mBounds;
}

void TileLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const Level& level = *mDocument->level();
    if (!level.layer(mLayer))
        return;
    const TileGrid& grid = level.tiles(mLayer);
    const double s = grid.cellSize;
    if (s <= 0)
        return;
    // Only the exposed cells: column/row ranges from the exposed rectangle.
    const QRectF exposed = option->exposedRect.intersected(mBounds);
    const int c0 = std::max(0, int(std::floor(exposed.left() / s)));
    const int r0 = std::max(0, int(std::floor(exposed.top() / s)));
    const int c1 = std::min(grid.columns, int(std::ceil(exposed.right() / s)));
    const int r1 = std::min(grid.rows, int(std::ceil(exposed.bottom() / s)));

    painter->setPen(Qt::NoPen);
    for (int r = r0; r < r1; ++r) {
        for (int c = c0; c < c1; ++c) {
            const TileKind k = grid.at(c, r);
            if (k == TileKind::Empty)
                continue;
            const QRectF cell(c * s, r * s, s, s);
            switch (k) {
            case TileKind::Solid:
                painter->fillRect(cell, style::tileFill(k));
                // A lighter top-left bevel so single cells read as tiles.
                painter->fillRect(QRectF(cell.x(), cell.y(), s, s * 0.08), QColor(255, 255, 255, 40));
                painter->fillRect(QRectF(cell.x(), cell.bottom() - s * 0.08, s, s * 0.08), QColor(0, 0, 0, 40));
                break;
            case TileKind::OneWay:
                painter->fillRect(QRectF(cell.x(), cell.y(), s, s * 0.3), style::tileFill(k));
                painter->fillRect(QRectF(cell.x(), cell.y(), s, s * 0.08), style::roleOutline(Role::OneWay));
                break;
            case TileKind::Hazard: {
                // A row of spikes standing on the cell's bottom.
                painter->setBrush(style::tileFill(k));
                QPolygonF spikes;
                spikes << cell.bottomLeft();
                for (int i = 0; i < 3; ++i) {
                    spikes << QPointF(cell.x() + s * (i + 0.5) / 3, cell.y() + s * 0.35)
                           << QPointF(cell.x() + s * (i + 1) / 3, cell.bottom());
                }
                painter->drawPolygon(spikes);
                break;
            }
            case TileKind::Empty: break;
            }
        }
    }
}

} // namespace ledge
