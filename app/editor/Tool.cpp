#include "Tool.h"

#include "LevelView.h"

namespace ledge {

Tool::Tool(Document* document, LevelView* view, QObject* parent)
    : QObject(parent), mDocument(document), mView(view)
{
}

void Tool::mousePressed(QMouseEvent*, QPointF) {}
void Tool::mouseMoved(QMouseEvent*, QPointF) {}
void Tool::mouseReleased(QMouseEvent*, QPointF) {}
void Tool::mouseDoubleClicked(QMouseEvent*, QPointF) {}
bool Tool::keyPressed(QKeyEvent*)
{
    return false;
}
void Tool::paintOverlay(QPainter*, const QRectF&) {}

LevelScene* Tool::scene() const
{
    return mView->levelScene();
}

double Tool::pixelSize() const
{
    return mView->pixelSize();
}

void Tool::updateOverlay()
{
    mView->viewport()->update();
}

} // namespace ledge
