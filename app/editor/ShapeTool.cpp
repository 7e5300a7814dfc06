#include "ShapeTool.h"

#include "Document.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>

namespace ledge {

ShapeTool::ShapeTool(Kind kind, Document* document, LevelView* view, QObject* parent)
    : Tool(document, view, parent), mKind(kind)
{
}

void ShapeTool::flipRise()
{
    mRise = mRise == Rise::Right ? Rise::Left : Rise::Right;
    updateOverlay();
    emit statusMessage(mRise == Rise::Right ? tr("Slope rises to the right")
                                            : tr("Slope rises to the left"));
}

std::optional<Shape> ShapeTool::shapeFor(QPointF a, QPointF b) const
{
    const double cell = mDocument->level()->grid().cellSize;
    const double minDrag = 3 * pixelSize();
    const bool click = QLineF(a, b).length() < minDrag;
    if (mKind == Kind::Circle) {
        double r = click ? cell / 2 : QLineF(a, b).length();
        r = mDocument->snapEnabled() ? std::max(mDocument->snapStep(), mDocument->snapLength(r)) : r;
        if (r <= 0)
            return std::nullopt;
        return Circle{a.x(), a.y(), r};
    }
    QRectF r = click ? QRectF(a, QSizeF(cell, cell)) : rectFromCorners(a, b);
    if (r.width() <= 0 || r.height() <= 0)
        return std::nullopt;
    if (mKind == Kind::Box)
        return Box{r.x(), r.y(), r.width(), r.height()};
    return Slope{r.x(), r.y(), r.width(), r.height(), mRise, false};
}

void ShapeTool::mousePressed(QMouseEvent* event, QPointF pos)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (!mDocument->layerForNewObjects()) {
        emit statusMessage(tr("No visible, unlocked objects layer to draw on"));
        return;
    }
    mDragging = true;
    mStart = mCurrent = mDocument->snap(pos);
    updateOverlay();
}

void ShapeTool::mouseMoved(QMouseEvent*, QPointF pos)
{
    if (!mDragging)
        return;
    mCurrent = mDocument->snap(pos);
    updateOverlay();
}

void ShapeTool::mouseReleased(QMouseEvent* event, QPointF pos)
{
    if (!mDragging || event->button() != Qt::LeftButton)
        return;
    mDragging = false;
    mCurrent = mDocument->snap(pos);
    updateOverlay();
    const LayerId layer = mDocument->layerForNewObjects();
    const auto shape = shapeFor(mStart, mCurrent);
    if (layer && shape)
        addObject(layer, mDocument->newShapeRole(), *shape);
}

bool ShapeTool::keyPressed(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && mDragging) {
        mDragging = false;
        updateOverlay();
        return true;
    }
    return false;
}

void ShapeTool::deactivate()
{
    mDragging = false;
}

void ShapeTool::paintOverlay(QPainter* painter, const QRectF&)
{
    if (!mDragging)
        return;
    const auto shape = shapeFor(mStart, mCurrent);
    if (!shape)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = style::roleFill(mDocument->newShapeRole());
    fill.setAlpha(120);
    QPen pen(style::accent, 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(fill);
    painter->drawPath(shapePath(*shape));
    // The size next to the cursor.
    const QRectF b = shapePath(*shape).boundingRect();
    const double px = pixelSize();
    painter->save();
    painter->translate(mCurrent + QPointF(12 * px, 16 * px));
    painter->scale(px, px);
    const QString label = mKind == Kind::Circle
                              ? tr("r %1").arg(b.width() / 2)
                              : tr("%1 × %2").arg(b.width()).arg(b.height());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(30, 32, 36, 200));
    const QRectF textRect = painter->fontMetrics().boundingRect(label).adjusted(-4, -2, 4, 2);
    painter->drawRoundedRect(textRect, 3, 3);
    painter->setPen(Qt::white);
    painter->drawText(0, 0, label);
    painter->restore();
}

} // namespace ledge
