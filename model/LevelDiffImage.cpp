#include "LevelDiffImage.h"

#include <QPainter>

namespace ledge {

namespace {

// A pen of `width` image pixels whatever the scale.
QPen cosmeticPen(const QColor& color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

QImage renderDiff(const Level& a, const Level& b, const LevelDiff& diff, const RenderOptions& options)
{
    QImage image = renderLevel(b, options);
    const double scale = renderScale(b, options);
    const Aabb bounds = b.bounds();
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    p.translate(-bounds.minX, -bounds.minY);

    const QColor added(0x1a, 0xa0, 0x3a), removed(0xd0, 0x10, 0x20), moved(0xf0, 0x8c, 0x00),
        changed(0x20, 0x60, 0xe0), cells(0xc0, 0x20, 0xc0);
    for (ObjectId id : diff.removed)
        p.strokePath(shapePath(a.object(id)->shape), cosmeticPen(removed, 2.5, Qt::DashLine));
    for (ObjectId id : diff.added) {
        const QPainterPath path = shapePath(b.object(id)->shape);
        QColor fill = added;
        fill.setAlpha(70);
        p.fillPath(path, fill);
        p.strokePath(path, cosmeticPen(added, 2.5));
    }
    for (const ObjectChange& c : diff.changed) {
        const LevelObject* now = b.object(c.id);
        const QPainterPath path = shapePath(now->shape);
        if (!c.fields.contains(QStringLiteral("shape"))) {
            p.strokePath(path, cosmeticPen(changed, 2.5));
            continue;
        }
        const QPainterPath before = shapePath(a.object(c.id)->shape);
        p.strokePath(before, cosmeticPen(moved, 2, Qt::DashLine));
        p.strokePath(path, cosmeticPen(moved, 2.5));
        p.setPen(cosmeticPen(moved, 1.5));
        p.drawLine(before.boundingRect().center(), path.boundingRect().center());
    }
    for (const CellChanges& layer : diff.cells) {
        const TileGrid& tiles = b.tiles(layer.layer);
        QPainterPath path;
        for (const Cell& c : layer.cells) {
            const Aabb box = tiles.cellBounds(c.column, c.row);
            path.addRect(QRectF(box.minX, box.minY, box.width(), box.height()));
        }
        p.strokePath(path, cosmeticPen(cells, 1.5));
    }
    return image;
}

} // namespace ledge
