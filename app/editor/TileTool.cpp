#include "TileTool.h"

#include "Document.h"
#include "LevelView.h"
#include "Style.h"
#include "model/Commands.h"

#include <QMouseEvent>
#include <QPainter>

#include <cmath>
#include <cstdlib>

namespace ledge {

qint64 TileTool::targetLayer() const
{
    const Level& level = *mDocument->level();
    const LayerInfo* current = level.layer(mDocument->currentLayer());
    if (current && current->type == LayerType::Tiles && mDocument->isLayerEditable(current->id))
        return current->id;
    for (int i = level.layerCount() - 1; i >= 0; --i) {
        const LayerInfo& info = level.layerAt(i);
        if (info.type == LayerType::Tiles && mDocument->isLayerEditable(info.id))
            return info.id;
    }
    return 0;
}

std::optional<Cell> TileTool::cellAt(QPointF pos) const
{
    const GridSettings& g = mDocument->level()->grid();
    if (g.cellSize <= 0)
        return std::nullopt;
    const int c = int(std::floor(pos.x() / g.cellSize));
    const int r = int(std::floor(pos.y() / g.cellSize));
    if (c < 0 || r < 0 || c >= g.columns || r >= g.rows)
        return std::nullopt;
    return Cell{c, r};
}

void TileTool::mousePressed(QMouseEvent* event, QPointF pos)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    mLayer = targetLayer();
    if (!mLayer) {
        emit statusMessage(tr("No visible, unlocked tiles layer to paint on"));
        return;
    }
    mStroking = true;
    mStrokeErases = mEraser || event->button() == Qt::RightButton;
    mSession = nextEditSession();
    mLast.reset();
    if (auto cell = cellAt(pos))
        paintTo(*cell);
}

void TileTool::mouseMoved(QMouseEvent*, QPointF pos)
{
    const auto cell = cellAt(pos);
    if (cell != mHover) {
        mHover = cell;
        updateOverlay();
    }
    if (mStroking && cell)
        paintTo(*cell);
}

void TileTool::mouseReleased(QMouseEvent*, QPointF)
{
    mStroking = false;
    mLast.reset();
}

void TileTool::hoverLeft()
{
    mHover.reset();
    updateOverlay();
}

void TileTool::deactivate()
{
    mStroking = false;
    mHover.reset();
}

void TileTool::paintTo(Cell cell)
{
    // Cells on the line from the previous cell (Bresenham), so no gaps between mouse events.
    std::vector<Cell> cells;
    const Cell from = mLast.value_or(cell);
    int x0 = from.column, y0 = from.row;
    const int dx = std::abs(cell.column - x0), dy = -std::abs(cell.row - y0);
    const int sx = x0 < cell.column ? 1 : -1, sy = y0 < cell.row ? 1 : -1;
    int err = dx + dy;
    while (true) {
        cells.push_back({x0, y0});
        if (x0 == cell.column && y0 == cell.row)
            break;
        const int e2 = 2 * err;
        if (e2 >= dy) { err += dy; x0 += sx; }
        if (e2 <= dx) { err += dx; y0 += sy; }
    }
    mLast = cell;
    const TileKind kind = mStrokeErases ? TileKind::Empty : mKind;
    Level* level = mDocument->level();
    std::erase_if(cells, [&](Cell c) { return level->tile(mLayer, c.column, c.row) == kind; });
    if (cells.empty())
        return;
    mDocument->push(new SetTilesCommand(level, mLayer, cells, kind, mSession));
}

void TileTool::paintOverlay(QPainter* painter, const QRectF&)
{
    if (!mHover)
        return;
    const double s = mDocument->level()->grid().cellSize;
    const QRectF r(mHover->column * s, mHover->row * s, s, s);
    QPen pen(mEraser ? style::overlapRed : style::accent, 1.5);
    pen.setCosmetic(true);
    painter->setPen(pen);
    QColor fill = mEraser ? QColor(255, 255, 255, 90) : style::tileFill(mKind);
    fill.setAlpha(110);
    painter->setBrush(fill);
    painter->drawRect(r);
}

} // namespace ledge
