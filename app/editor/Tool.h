#pragma once
// Base of the canvas tools. The view forwards mouse and key events in level coordinates; a
// tool turns them into undo commands and may paint a preview over the items.

#include "model/LevelTypes.h"

#include <QCursor>
#include <QObject>
#include <QPointF>
#include <QRectF>

class QKeyEvent;
class QMouseEvent;
class QPainter;

namespace ledge {

class Document;
class LevelScene;
class LevelView;

class Tool : public QObject {
    Q_OBJECT

public:
    Tool(Document* document, LevelView* view, QObject* parent = nullptr);

    // The level and canvas the tool works on: the current tab's (call while the tool is not
    // active on either view).
    void setTarget(Document* document, LevelView* view)
    {
        mDocument = document;
        mView = view;
    }

    virtual void activate() {}
    virtual void deactivate() {}
    virtual void mousePressed(QMouseEvent* event, QPointF pos);
    virtual void mouseMoved(QMouseEvent* event, QPointF pos);
    virtual void mouseReleased(QMouseEvent* event, QPointF pos);
    virtual void mouseDoubleClicked(QMouseEvent* event, QPointF pos);
    virtual void hoverLeft() {}
    // True when the tool used the key.
    virtual bool keyPressed(QKeyEvent* event);
    // Paints previews and handles in level coordinates.
    virtual void paintOverlay(QPainter* painter, const QRectF& exposed);
    virtual QCursor cursor() const { return Qt::CrossCursor; }
    // The right button is the tool's own (erasing, closing a polygon): no canvas menu then.
    virtual bool usesRightButton() const { return false; }

signals:
    void statusMessage(const QString& message);

protected:
    LevelScene* scene() const;
    // Level units per screen pixel.
    double pixelSize() const;
    void updateOverlay();
    // Adds a new object of `role` and `shape` to `layer`, one undo step, and selects it.
    void addObject(LayerId layer, Role role, const Shape& shape);

    Document* mDocument;
    LevelView* mView;
};

} // namespace ledge
