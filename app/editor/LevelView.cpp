#include "LevelView.h"

#include "Document.h"
#include "LevelScene.h"
#include "ShapeGeometry.h"
#include "Style.h"
#include "Tool.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
// Far enough out for the whole of a 100,000-shape level (about 30,000 units) to fit a small
// window: the canvas paints such a view from cached tiles.
constexpr double kMinZoom = 1.0 / 512;
constexpr double kMaxZoom = 32.0;
} // namespace

LevelView::LevelView(LevelScene* scene, QWidget* parent) : QGraphicsView(scene, parent), mScene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(SmartViewportUpdate);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setDragMode(NoDrag);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(style::canvasOutside);
    // Handles and previews are drawn in the foreground: repaint it with the items.
    setCacheMode(CacheNone);
}

Document* LevelView::document() const
{
    return mScene->document();
}

void LevelView::setTool(Tool* tool)
{
    if (mTool == tool)
        return;
    if (mTool)
        mTool->deactivate();
    mTool = tool;
    if (mTool)
        mTool->activate();
    updateCursor();
    viewport()->update();
}

double LevelView::zoom() const
{
    return transform().m11();
}

void LevelView::setZoom(double z)
{
    z = std::clamp(z, kMinZoom, kMaxZoom);
    const QPointF centre = mapToScene(viewport()->rect().center());
    setTransform(QTransform::fromScale(z, z));
    centerOn(centre);
    emit zoomChanged(zoom());
}

void LevelView::zoomBy(double factor, QPointF anchor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    // Keep the level point under the anchor fixed on screen.
    const QPointF before = mapToScene(anchor.toPoint());
    setTransform(QTransform::fromScale(target, target));
    const QPointF after = mapToScene(anchor.toPoint());
    const QPointF d = (after - before) * target;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(-d.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(-d.y())));
    emit zoomChanged(zoom());
}

void LevelView::zoomIn()
{
    zoomBy(1.25, viewport()->rect().center());
}

void LevelView::zoomOut()
{
    zoomBy(0.8, viewport()->rect().center());
}

void LevelView::fitToLevel()
{
    const QRectF bounds = toQt(document()->level()->bounds());
    if (bounds.isEmpty())
        return;
    const QRectF area = viewport()->rect().adjusted(24, 24, -24, -24);
    const double z = std::min(area.width() / bounds.width(), area.height() / bounds.height());
    setTransform(QTransform::fromScale(std::clamp(z, kMinZoom, kMaxZoom), std::clamp(z, kMinZoom, kMaxZoom)));
    centerOn(bounds.center());
    emit zoomChanged(zoom());
}

void LevelView::centreOn(const QRectF& rect)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (rect.width() > visible.width() * 0.9 || rect.height() > visible.height() * 0.9) {
        const double z = std::min(viewport()->width() / (rect.width() * 1.4 + 1),
                                  viewport()->height() / (rect.height() * 1.4 + 1));
        setTransform(QTransform::fromScale(std::clamp(z, kMinZoom, kMaxZoom), std::clamp(z, kMinZoom, kMaxZoom)));
        emit zoomChanged(zoom());
    }
    centerOn(rect.center());
}

void LevelView::drawBackground(QPainter* painter, const QRectF& rect)
{
    painter->fillRect(rect, style::canvasOutside);
    const Level& level = *document()->level();
    const QRectF bounds = toQt(level.bounds());
    painter->fillRect(bounds.intersected(rect), style::levelArea);

    const double cell = level.grid().cellSize;
    if (cell <= 0)
        return;
    const double z = zoom();
    const QRectF area = bounds.intersected(rect);
    auto drawLines = [&](double step, const QColor& colour) {
        QPen pen(colour, 1);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QVarLengthArray<QLineF, 256> lines;
        for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step)
            lines.append(QLineF(x, area.top(), x, area.bottom()));
        for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step)
            lines.append(QLineF(area.left(), y, area.right(), y));
        painter->drawLines(lines.constData(), int(lines.size()));
    };
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Subdivisions only when they are far enough apart on screen to help.
    const int sub = document()->snapEnabled() ? document()->snapSubdivisions() : 1;
    if (sub > 1 && cell / sub * z >= 12)
        drawLines(cell / sub, style::gridMinor);
    if (cell * z >= 5)
        drawLines(cell, style::gridMajor);

    QPen border(style::levelBorder, 1.5);
    border.setCosmetic(true);
    painter->setPen(border);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bounds);
    painter->setRenderHint(QPainter::Antialiasing, true);
}

void LevelView::drawForeground(QPainter* painter, const QRectF& rect)
{
    if (mTool)
        mTool->paintOverlay(painter, rect);
}

void LevelView::updateCursor()
{
    if (mPanning)
        viewport()->setCursor(Qt::ClosedHandCursor);
    else if (mSpaceDown)
        viewport()->setCursor(Qt::OpenHandCursor);
    else if (mTool)
        viewport()->setCursor(mTool->cursor());
    else
        viewport()->unsetCursor();
}

void LevelView::contextMenuEvent(QContextMenuEvent* event)
{
    if (mPanning || (mTool && mTool->usesRightButton()))
        return;
    emit canvasMenuRequested(mapToScene(event->pos()), event->globalPos());
}

bool LevelView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(mapToScene(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

QString LevelView::toolTipAt(QPointF levelPos) const
{
    const ObjectId id = mScene->objectAt(levelPos);
    if (id == 0)
        return {};
    const ValidationReport& report = document()->report();
    QStringList lines;
    for (const Issue& issue : report.issues)
        if (std::binary_search(issue.objects.begin(), issue.objects.end(), id))
            lines << issue.message;
    if (report.reachability) {
        const auto margin = report.reachability->margins.find(id);
        if (margin != report.reachability->margins.end())
            lines << tr("Reached: needs %1% of the player's jump height and %2% of its run speed")
                         .arg(qRound(margin->second.jumpHeight * 100))
                         .arg(qRound(margin->second.runSpeed * 100));
    }
    return lines.join(u'\n');
}

void LevelView::mousePressEvent(QMouseEvent* event)
{
    setFocus();
    if (event->button() == Qt::MiddleButton || (mSpaceDown && event->button() == Qt::LeftButton)) {
        mPanning = true;
        mPanLast = event->position().toPoint();
        updateCursor();
        return;
    }
    if (mTool)
        mTool->mousePressed(event, mapToScene(event->position().toPoint()));
    updateCursor();
}

void LevelView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = mapToScene(event->position().toPoint());
    emit cursorMoved(pos);
    if (mPanning) {
        const QPoint d = event->position().toPoint() - mPanLast;
        mPanLast = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    if (mTool)
        mTool->mouseMoved(event, pos);
    updateCursor();
}

void LevelView::mouseReleaseEvent(QMouseEvent* event)
{
    if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        mPanning = false;
        updateCursor();
        return;
    }
    if (mTool)
        mTool->mouseReleased(event, mapToScene(event->position().toPoint()));
    updateCursor();
}

void LevelView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (mTool && event->button() == Qt::LeftButton)
        mTool->mouseDoubleClicked(event, mapToScene(event->position().toPoint()));
}

void LevelView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        zoomBy(std::pow(1.2, steps), event->position());
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void LevelView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceDown = true;
        updateCursor();
        return;
    }
    if (mTool && mTool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void LevelView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceDown = false;
        updateCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void LevelView::leaveEvent(QEvent* event)
{
    if (mTool)
        mTool->hoverLeft();
    QGraphicsView::leaveEvent(event);
}

} // namespace ledge
