#pragma once
// The canvas view: the grid and level bounds behind the items, zoom (Ctrl+wheel, +/-, fit),
// pan (middle button, Space+drag), and mouse/keyboard forwarded to the active tool.

#include <QGraphicsView>

namespace ledge {

class Document;
class LevelScene;
class Tool;

class LevelView : public QGraphicsView {
    Q_OBJECT

public:
    LevelView(LevelScene* scene, QWidget* parent = nullptr);

    LevelScene* levelScene() const { return mScene; }
    Document* document() const;
    void setTool(Tool* tool);
    Tool* tool() const { return mTool; }

    double zoom() const;
    void setZoom(double zoom);
    // Level units per screen pixel.
    double pixelSize() const { return 1.0 / zoom(); }

public slots:
    void zoomIn();
    void zoomOut();
    void fitToLevel();
    void centreOn(const QRectF& rect);

    // What the tool tip over a point of the level says: the issues of the object there and,
    // for a reached goal or pickup, how much of the player's ability its route needs.
    QString toolTipAt(QPointF levelPos) const;

signals:
    void cursorMoved(QPointF levelPos);
    void zoomChanged(double zoom);
    // A right click the tool leaves alone: the window shows the canvas menu there.
    void canvasMenuRequested(QPointF levelPos, QPoint globalPos);

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void zoomBy(double factor, QPointF anchorViewPos);
    void updateCursor();

    LevelScene* mScene;
    Tool* mTool = nullptr;
    bool mSpaceDown = false;
    bool mPanning = false;
    QPoint mPanLast;
};

} // namespace ledge
