#include "MarkerTool.h"

#include "Document.h"
#include "model/CommandText.h"
#include "Icons.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "model/Commands.h"

#include <QMouseEvent>
#include <QPainter>

namespace ledge {

MarkerTool::MarkerTool(Role role, Document* document, LevelView* view, QObject* parent)
    : Tool(document, view, parent), mRole(role)
{
}

void MarkerTool::mousePressed(QMouseEvent* event, QPointF pos)
{
    if (event->button() != Qt::LeftButton)
        return;
    Level* level = mDocument->level();
    const QPointF p = mDocument->snap(pos);
    if (mRole == Role::Spawn) {
        std::vector<LevelObject> spawns;
        level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
            if (o.role == Role::Spawn)
                spawns.push_back(o);
        });
        if (spawns.size() == 1 && std::holds_alternative<Point>(spawns[0].shape)) {
            LevelObject moved = spawns[0];
            moved.shape = Point{p.x(), p.y()};
            mDocument->push(new ChangeObjectsCommand(level, {spawns[0]}, {moved}, commandText("ledge::MarkerTool", QT_TRANSLATE_NOOP("ledge::MarkerTool", "Move spawn"))));
            scene()->setSelectedIds({moved.id});
            return;
        }
    }
    const LayerId layer = mDocument->layerForNewObjects();
    if (!layer) {
        emit statusMessage(tr("No visible, unlocked objects layer to place markers on"));
        return;
    }
    addObject(layer, mRole, Point{p.x(), p.y()});
}

void MarkerTool::mouseMoved(QMouseEvent*, QPointF pos)
{
    mHover = mDocument->snap(pos);
    mHovering = true;
    updateOverlay();
}

void MarkerTool::hoverLeft()
{
    mHovering = false;
    updateOverlay();
}

void MarkerTool::paintOverlay(QPainter* painter, const QRectF&)
{
    if (!mHovering)
        return;
    const double s = std::max(16.0, mDocument->level()->grid().cellSize);
    painter->setOpacity(0.55);
    const QRectF r = mRole == Role::Pickup ? QRectF(mHover.x() - s * 0.4, mHover.y() - s * 0.4, s * 0.8, s * 0.8)
                     : mRole == Role::Goal ? QRectF(mHover.x() - s * 0.25, mHover.y() - s, s, s)
                                           : QRectF(mHover.x() - s * 0.4, mHover.y() - s, s * 0.8, s);
    icons::drawMarker(*painter, mRole, r);
    painter->setOpacity(1.0);
}

} // namespace ledge
