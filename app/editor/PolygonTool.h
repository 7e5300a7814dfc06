#pragma once
// Draws a polygon vertex by vertex: click adds a vertex, Enter or a double-click closes it,
// Backspace drops the last vertex, Esc cancels.

#include "Tool.h"

#include <QPolygonF>

namespace ledge {

class PolygonTool : public Tool {
    Q_OBJECT

public:
    using Tool::Tool;

    const QPolygonF& points() const { return mPoints; }

    void mousePressed(QMouseEvent* event, QPointF pos) override;
    void mouseMoved(QMouseEvent* event, QPointF pos) override;
    void mouseDoubleClicked(QMouseEvent* event, QPointF pos) override;
    bool keyPressed(QKeyEvent* event) override;
    void paintOverlay(QPainter* painter, const QRectF& exposed) override;
    void deactivate() override { cancel(); }
    bool usesRightButton() const override { return true; }

private:
    // Creates the polygon when it has at least three distinct vertices; true if it did.
    bool finish();
    void cancel();

    QPolygonF mPoints;
    QPointF mHover;
};

} // namespace ledge
