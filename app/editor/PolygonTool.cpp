#include "PolygonTool.h"

#include "Document.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>

namespace ledge {

void PolygonTool::mousePressed(QMouseEvent* event, QPointF pos)
{
    if (event->button() == Qt::RightButton) {
        finish();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    if (!mDocument->layerForNewObjects()) {
        emit statusMessage(tr("No visible, unlocked objects layer to draw on"));
        return;
    }
    const QPointF p = mDocument->snap(pos);
    // Clicking the first vertex again closes the polygon, as in vector editors.
    if (mPoints.size() >= 3 && QLineF(p, mPoints.first()).length() <= 6 * pixelSize()) {
        finish();
        return;
    }
    if (mPoints.isEmpty() || mPoints.last() != p)
        mPoints.append(p);
    mHover = p;
    emit statusMessage(tr("%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels",
                          nullptr, int(mPoints.size())));
    updateOverlay();
}

void PolygonTool::mouseMoved(QMouseEvent*, QPointF pos)
{
    mHover = mDocument->snap(pos);
    if (!mPoints.isEmpty())
        updateOverlay();
}

void PolygonTool::mouseDoubleClicked(QMouseEvent*, QPointF)
{
    // The press of this double-click already added its vertex.
    finish();
}

bool PolygonTool::keyPressed(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        finish();
        return true;
    case Qt::Key_Backspace:
        if (!mPoints.isEmpty()) {
            mPoints.removeLast();
            updateOverlay();
        }
        return true;
    case Qt::Key_Escape:
        cancel();
        return true;
    default: return false;
    }
}

bool PolygonTool::finish()
{
    QPolygonF pts = mPoints;
    if (pts.size() > 1 && pts.first() == pts.last())
        pts.removeLast();
    const LayerId layer = mDocument->layerForNewObjects();
    if (pts.size() < 3 || !layer) {
        if (!mPoints.isEmpty())
            emit statusMessage(tr("A polygon needs at least three vertices"));
        return false;
    }
    mPoints.clear();
    addObject(layer, mDocument->newShapeRole(), polygonFromQt(pts));
    updateOverlay();
    return true;
}

void PolygonTool::cancel()
{
    mPoints.clear();
    updateOverlay();
}

void PolygonTool::paintOverlay(QPainter* painter, const QRectF&)
{
    if (mPoints.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    QPolygonF preview = mPoints;
    preview.append(mHover);
    QColor fill = style::roleFill(mDocument->newShapeRole());
    fill.setAlpha(90);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawPolygon(preview);
    QPen pen(style::accent, 1.6);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolyline(preview);
    QPen closing(style::accent, 1, Qt::DotLine);
    closing.setCosmetic(true);
    painter->setPen(closing);
    painter->drawLine(mHover, mPoints.first());
    const double r = 3.5 * pixelSize();
    painter->setPen(pen);
    painter->setBrush(Qt::white);
    for (const QPointF& p : mPoints)
        painter->drawEllipse(p, r, r);
}

} // namespace ledge
