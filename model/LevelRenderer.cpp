#include "LevelRenderer.h"

#include "LevelArt.h"
#include "Palette.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

namespace ledge {

namespace {

constexpr double kPointRadius = kPointPathRadius;

QRectF cellRect(const TileGrid& tiles, Cell c)
{
    const Aabb b = tiles.cellBounds(c.column, c.row);
    return QRectF(b.minX, b.minY, b.width(), b.height());
}

// A pen of `width` image pixels whatever the scale.
QPen cosmeticPen(const QColor& color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    return pen;
}

void drawTiles(QPainter& p, const TileGrid& tiles)
{
    for (const CellRect& r : mergeCells(tiles)) {
        const QRectF rect(r.column0 * tiles.cellSize, r.row0 * tiles.cellSize,
                          (r.column1 - r.column0) * tiles.cellSize, (r.row1 - r.row0) * tiles.cellSize);
        if (r.kind == TileKind::OneWay) {
            // A one-way cell is a ledge along its top edge.
            for (int row = r.row0; row < r.row1; ++row)
                p.fillRect(QRectF(rect.x(), row * tiles.cellSize, rect.width(), tiles.cellSize / 4),
                           palette::tileFill(r.kind));
        } else {
            p.fillRect(rect, palette::tileFill(r.kind));
        }
    }
}

// The canvas's look in the palette's colours: fills, hazard stripes, outlines.
void drawObject(QPainter& p, const LevelObject& o)
{
    const QColor outline = palette::roleOutline(o.role);
    const QPainterPath path = shapePath(o.shape);
    switch (o.role) {
    case Role::Trigger:
        p.fillPath(path, palette::roleFill(o.role));
        p.strokePath(path, cosmeticPen(outline, 1.5, Qt::DashLine));
        return;
    case Role::OneWay: {
        p.fillPath(path, palette::roleFill(o.role));
        const QRectF b = path.boundingRect();
        p.setPen(cosmeticPen(outline, 3, Qt::DashLine));
        p.drawLine(b.topLeft(), b.topRight());
        return;
    }
    case Role::Hazard:
        p.fillPath(path, palette::hazardBrush());
        p.strokePath(path, cosmeticPen(outline, 1.2));
        return;
    case Role::Spawn:
    case Role::Goal:
    case Role::Pickup:
    case Role::Solid:
        p.fillPath(path, palette::roleFill(o.role));
        p.strokePath(path, cosmeticPen(outline, 1.2));
        return;
    }
}

void drawIssues(QPainter& p, const Level& level, const ValidationReport& report)
{
    const QColor red(0xd0, 0x10, 0x20);
    QColor shade = red;
    shade.setAlpha(140);
    for (const Issue& issue : report.issues) {
        std::vector<QPainterPath> paths;
        for (ObjectId id : issue.objects)
            if (const LevelObject* o = level.object(id))
                paths.push_back(shapePath(o->shape));
        QPainterPath cells;
        if (!issue.cells.empty()) {
            const TileGrid& tiles = level.tiles(issue.tileLayer);
            for (const Cell& c : issue.cells)
                cells.addRect(cellRect(tiles.cellSize > 0 ? tiles : TileGrid{0, 0, level.grid().cellSize, {}}, c));
            cells.setFillRule(Qt::WindingFill);
        }
        const QColor outline = issue.severity == Severity::Error ? red : QColor(0xe0, 0x90, 0x10);
        if (issue.code == QLatin1String(IssueCode::Overlap)) {
            // The region both shapes cover: where the overlap is, not only who overlaps.
            QPainterPath region;
            if (paths.size() >= 2)
                region = paths[0].intersected(paths[1]);
            else if (paths.size() == 1 && !cells.isEmpty())
                region = paths[0].intersected(cells.simplified());
            else
                region = cells;
            p.fillPath(region, shade);
            p.fillPath(region, QBrush(red, Qt::BDiagPattern));
        }
        for (const QPainterPath& path : paths)
            p.strokePath(path, cosmeticPen(outline, 2.5));
        if (!cells.isEmpty())
            p.strokePath(cells, cosmeticPen(outline, 1.5));
    }
}

void drawReachability(QPainter& p, const Level& level, const ReachabilitySummary& reach)
{
    auto tint = [&](ObjectId id, QColor color) {
        const LevelObject* o = level.object(id);
        if (!o)
            return;
        QPainterPath path = shapePath(o->shape);
        // A halo a little larger than the target, so small pickups show.
        QPainterPathStroker stroker;
        stroker.setWidth(kPointRadius * 2);
        path = path.united(stroker.createStroke(path));
        color.setAlpha(120);
        p.fillPath(path, color);
        color.setAlpha(255);
        p.strokePath(path, cosmeticPen(color, 2));
    };
    for (ObjectId id : reach.reached)
        tint(id, QColor(0x20, 0xb0, 0x40));
    for (ObjectId id : reach.unreachable)
        tint(id, QColor(0xd0, 0x10, 0x20));
}

} // namespace

double renderScale(const Level& level, const RenderOptions& options)
{
    const Aabb bounds = level.bounds();
    double scale = options.scale > 0 && std::isfinite(options.scale) ? options.scale : 1.0;
    const double side = std::max({bounds.width(), bounds.height(), 1.0});
    if (side * scale > options.maxSide)
        scale = options.maxSide / side;
    return scale;
}

QImage renderLevel(const Level& level, const RenderOptions& options, const ValidationReport* report)
{
    const Aabb bounds = level.bounds();
    const double scale = renderScale(level, options);
    const int width = std::max(1, int(std::ceil(std::max(bounds.width(), 1.0) * scale)));
    const int height = std::max(1, int(std::ceil(std::max(bounds.height(), 1.0) * scale)));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(options.background);

    std::optional<ValidationReport> own;
    if (!report && (options.issues || options.reachability)) {
        own = Validator(level).run();
        report = &*own;
    }

    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    p.translate(-bounds.minX, -bounds.minY);

    LevelArt art = options.art ? levelArt(level) : LevelArt{};
    locatePictures(art, options.levelFile);
    if (!art.isEmpty()) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, scale < 1);
        p.setOpacity(palette::artOpacity);
        ArtPainter(art).paint(p, QRectF(bounds.minX, bounds.minY, bounds.width(), bounds.height()));
        p.setOpacity(1.0);
    }
    const double collisionOpacity = art.isEmpty() ? 1.0 : palette::collisionOverArtOpacity;

    // The grid, faintly, when cells are at least 4 pixels.
    const GridSettings& grid = level.grid();
    if (grid.cellSize * scale >= 4) {
        p.setPen(cosmeticPen(QColor(0, 0, 0, 22), 1));
        for (int c = 0; c <= grid.columns; ++c)
            p.drawLine(QPointF(c * grid.cellSize, 0), QPointF(c * grid.cellSize, grid.rows * grid.cellSize));
        for (int r = 0; r <= grid.rows; ++r)
            p.drawLine(QPointF(0, r * grid.cellSize), QPointF(grid.columns * grid.cellSize, r * grid.cellSize));
    }

    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (!info.visible)
            continue;
        p.setOpacity((info.collides ? 1.0 : 0.45) * collisionOpacity);
        if (info.type == LayerType::Tiles) {
            drawTiles(p, level.tiles(info.id));
        } else {
            for (ObjectId id : level.objectIds(info.id))
                if (const LevelObject* o = level.object(id))
                    drawObject(p, *o);
        }
    }
    p.setOpacity(1.0);
    if (report && options.reachability && report->reachability)
        drawReachability(p, level, *report->reachability);
    if (report && options.issues)
        drawIssues(p, level, *report);
    p.setPen(cosmeticPen(QColor(0, 0, 0, 120), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(bounds.minX, bounds.minY, bounds.width(), bounds.height()));
    return image;
}

} // namespace ledge
