#pragma once
// Paints tile cells with the left button and erases them with the right button (or with the
// eraser toggled on). A stroke is one undo step; cells between two mouse positions are filled
// so fast strokes leave no gaps.

#include "Tool.h"
#include "collision/TileGrid.h"

#include <optional>

namespace ledge {

class TileTool : public Tool {
    Q_OBJECT

public:
    using Tool::Tool;

    TileKind kind() const { return mKind; }
    void setKind(TileKind kind) { mKind = kind; }
    bool eraser() const { return mEraser; }
    void setEraser(bool on) { mEraser = on; }
    // The layer a stroke paints on: the current one if it holds tiles, else the topmost
    // editable tiles layer; 0 when there is none.
    qint64 targetLayer() const;

    void mousePressed(QMouseEvent* event, QPointF pos) override;
    void mouseMoved(QMouseEvent* event, QPointF pos) override;
    void mouseReleased(QMouseEvent* event, QPointF pos) override;
    void hoverLeft() override;
    void paintOverlay(QPainter* painter, const QRectF& exposed) override;
    void deactivate() override;
    bool usesRightButton() const override { return true; }

private:
    std::optional<Cell> cellAt(QPointF pos) const;
    void paintTo(Cell cell);

    TileKind mKind = TileKind::Solid;
    bool mEraser = false;
    bool mStroking = false;
    bool mStrokeErases = false;
    int mSession = 0;
    qint64 mLayer = 0;
    std::optional<Cell> mLast;
    std::optional<Cell> mHover;
};

} // namespace ledge
