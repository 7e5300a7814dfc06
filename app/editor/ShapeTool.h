#pragma once
// Draws boxes, circles and slopes by dragging: a box or slope spans the dragged rectangle, a
// circle is centred on the press point. A click without a drag makes a one-cell shape.

#include "Tool.h"
#include "collision/Shape.h"

#include <optional>

namespace ledge {

class ShapeTool : public Tool {
    Q_OBJECT

public:
    enum class Kind { Box, Circle, Slope };

    ShapeTool(Kind kind, Document* document, LevelView* view, QObject* parent = nullptr);

    Kind kind() const { return mKind; }
    // Slopes: which way the next slope rises (F flips it).
    Rise rise() const { return mRise; }
    void flipRise();

    void mousePressed(QMouseEvent* event, QPointF pos) override;
    void mouseMoved(QMouseEvent* event, QPointF pos) override;
    void mouseReleased(QMouseEvent* event, QPointF pos) override;
    bool keyPressed(QKeyEvent* event) override;
    void paintOverlay(QPainter* painter, const QRectF& exposed) override;
    void deactivate() override;

private:
    std::optional<Shape> shapeFor(QPointF a, QPointF b) const;

    Kind mKind;
    Rise mRise = Rise::Right;
    bool mDragging = false;
    QPointF mStart;
    QPointF mCurrent;
};

} // namespace ledge
