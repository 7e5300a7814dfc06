#pragma once
// Places spawn, goal and pickup markers with a click. With a spawn already in the level, the
// spawn tool moves it instead of adding a second one.

#include "Tool.h"
#include "model/LevelTypes.h"

namespace ledge {

class MarkerTool : public Tool {
    Q_OBJECT

public:
    MarkerTool(Role role, Document* document, LevelView* view, QObject* parent = nullptr);
    Role role() const { return mRole; }

    void mousePressed(QMouseEvent* event, QPointF pos) override;
    void mouseMoved(QMouseEvent* event, QPointF pos) override;
    void hoverLeft() override;
    void paintOverlay(QPainter* painter, const QRectF& exposed) override;

private:
    Role mRole;
    QPointF mHover;
    bool mHovering = false;
};

} // namespace ledge
