#include "Tool.h"

#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "model/Commands.h"

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

void Tool::addObject(LayerId layer, Role role, const Shape& shape)
{
    Level* level = mDocument->level();
    LevelObject object;
    object.id = level->nextObjectId();
    object.role = role;
    object.shape = shape;
    mDocument->push(new AddObjectCommand(level, layer, object));
    scene()->setSelectedIds({object.id});
}

} // namespace ledge
