#pragma once
// Selects, moves and reshapes objects: click (Shift/Ctrl adds or toggles), rubber band, drag to
// move with snapping, arrow keys nudge (1 px, a cell with Shift), handles resize boxes, slopes
// and circles, polygon vertices drag; a double-click on a polygon edge inserts a vertex and a
// selected vertex is removed with Delete. A drag is one undo step.

#include "Tool.h"
#include "ShapeGeometry.h"

#include <optional>
#include <vector>

namespace ledge {

class SelectTool : public Tool {
    Q_OBJECT

public:
    using Tool::Tool;

    // The selected polygon vertex (object, index), if any.
    std::optional<std::pair<ObjectId, int>> selectedVertex() const { return mVertex; }
    // Deletes the selected vertex; false if none is selected (or the polygon has 3 points).
    bool deleteSelectedVertex();

    void mousePressed(QMouseEvent* event, QPointF pos) override;
    void mouseMoved(QMouseEvent* event, QPointF pos) override;
    void mouseReleased(QMouseEvent* event, QPointF pos) override;
    void mouseDoubleClicked(QMouseEvent* event, QPointF pos) override;
    bool keyPressed(QKeyEvent* event) override;
    void paintOverlay(QPainter* painter, const QRectF& exposed) override;
    QCursor cursor() const override;
    void deactivate() override;
    void hoverLeft() override;

private:
    enum class Mode { Idle, Pending, Moving, Resizing, RubberBand };

    // The handle of the single selected object under pos.
    std::optional<Handle> handleAt(QPointF pos) const;
    std::optional<LevelObject> singleSelection() const;
    void nudge(QPointF delta);

    Mode mMode = Mode::Idle;
    QPointF mPressPos;
    QPointF mCurrentPos;
    QPoint mPressScreen;
    int mSession = 0;
    std::vector<LevelObject> mOriginals;
    Handle mHandle;
    bool mAdditive = false;
    bool mHoverHandle = false;
    bool mHoverObject = false;
    ObjectId mHoverId = 0;
    std::optional<std::pair<ObjectId, int>> mVertex;
};

} // namespace ledge
