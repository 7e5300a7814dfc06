#include "TileLayerItem.h"

#include "Document.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace ledge {

namespace {
// Cells smaller than this on screen (device pixels) are painted from the tile cache.
constexpr double kCacheCellPx = 12.0;
// Below this many device pixels per cell, tiles are drawn from the cell image.
constexpr double kImageCellPx = 3.0;

// What a cell looks like from far away: its kind's colour, a one-way cell fainter (it only
// fills the top of the cell).
QRgb cellColour(TileKind k)
{
    if (k == TileKind::Empty)
        return qRgba(0, 0, 0, 0);
    QColor c = style::tileFill(k);
    if (k == TileKind::OneWay)
        c.setAlpha(c.alpha() * 4 / 10);
    return qPremultiply(c.rgba());
}
} // namespace

TileLayerItem::TileLayerItem(const Document* document, LayerId layer, TileCache* cache)
    : LayerItem(layer), mDocument(document), mCache(cache)
{
    refresh();
}

void TileLayerItem::refresh()
{
    prepareGeometryChange();
    mExtent = toQt(mDocument->level()->bounds());
    mCellImage = QImage();
    mCache->clear(mLayer);
    update();
}

void TileLayerItem::updateCells(const QRect& cells)
{
    const double s = mDocument->level()->grid().cellSize;
    const QRectF area(cells.x() * s, cells.y() * s, cells.width() * s, cells.height() * s);
    if (!mCellImage.isNull())
        updateCellImage(cells);
    mCache->invalidate(mLayer, area, 1.0);
    update(area);
}

const QImage& TileLayerItem::cellImage()
{
    const TileGrid& grid = mDocument->level()->tiles(mLayer);
    if (mCellImage.isNull() && grid.columns > 0 && grid.rows > 0) {
        mCellImage = QImage(grid.columns, grid.rows, QImage::Format_ARGB32_Premultiplied);
        updateCellImage(QRect(0, 0, grid.columns, grid.rows));
    }
    return mCellImage;
}

void TileLayerItem::updateCellImage(const QRect& cells)
{
    const TileGrid& grid = mDocument->level()->tiles(mLayer);
    if (mCellImage.width() != grid.columns || mCellImage.height() != grid.rows) {
        mCellImage = QImage(); // rebuilt on next use
        return;
    }
    const QRect area = cells & QRect(0, 0, grid.columns, grid.rows);
    for (int r = area.top(); r <= area.bottom(); ++r) {
        auto* line = reinterpret_cast<QRgb*>(mCellImage.scanLine(r));
        for (int c = area.left(); c <= area.right(); ++c)
            line[c] = cellColour(grid.at(c, r));
    }
}

void TileLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const Level& level = *mDocument->level();
    if (!level.layer(mLayer) || level.tiles(mLayer).cellSize <= 0)
        return;
    const std::optional<PaintArea> area = paintArea(painter, option->exposedRect, mExtent);
    if (!area)
        return;
    const auto& [zoom, visible] = *area;
    if (painter->worldTransform().type() <= QTransform::TxScale && level.tiles(mLayer).cellSize * zoom < kCacheCellPx) {
        mCache->paint(painter, mLayer, visible,
                      [this](QPainter* p, const QRectF& tile, double s) { draw(p, tile, s); });
        return;
    }
    drawCells(painter, visible);
}

void TileLayerItem::draw(QPainter* painter, const QRectF& rect, double scale)
{
    const TileGrid& grid = mDocument->level()->tiles(mLayer);
    const double s = grid.cellSize;
    if (s * scale >= kImageCellPx) {
        drawCells(painter, rect);
        return;
    }
    // Cells of a pixel or two: the matching part of the cell image, scaled.
    const QImage& image = cellImage();
    if (image.isNull())
        return;
    const QRectF area = rect & mExtent;
    const int c0 = std::max(0, int(std::floor(area.left() / s)));
    const int r0 = std::max(0, int(std::floor(area.top() / s)));
    const int c1 = std::min(grid.columns, int(std::ceil(area.right() / s)));
    const int r1 = std::min(grid.rows, int(std::ceil(area.bottom() / s)));
    if (c1 <= c0 || r1 <= r0)
        return;
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->drawImage(QRectF(c0 * s, r0 * s, (c1 - c0) * s, (r1 - r0) * s), image,
                       QRectF(c0, r0, c1 - c0, r1 - r0));
    painter->restore();
}

void TileLayerItem::drawCells(QPainter* painter, const QRectF& exposed) const
{
    const TileGrid& grid = mDocument->level()->tiles(mLayer);
    const double s = grid.cellSize;
    // Only the exposed cells: column/row ranges from the exposed rectangle.
    const QRectF area = exposed.intersected(mExtent);
    const int c0 = std::max(0, int(std::floor(area.left() / s)));
    const int r0 = std::max(0, int(std::floor(area.top() / s)));
    const int c1 = std::min(grid.columns, int(std::ceil(area.right() / s)));
    const int r1 = std::min(grid.rows, int(std::ceil(area.bottom() / s)));

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
