#pragma once
// The canvas item of one level object: its shape in level coordinates, painted by role.

#include "model/LevelTypes.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace ledge {

class Document;

class ObjectItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    ObjectItem(const Document* document, ObjectId id);
    int type() const override { return Type; }
    ObjectId objectId() const { return mId; }

    // Re-reads the object from the level (its shape, role or the player size changed).
    void refresh();
    // The overlap state changed: repaint.
    void setOverlapping(bool on);
    bool isOverlapping() const { return mOverlapping; }
    // The worst severity of the object's issues other than overlaps (Off when none): drawn as
    // a dashed red or amber outline.
    void setIssueSeverity(Severity severity);
    Severity issueSeverity() const { return mIssueSeverity; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF markerRect() const;
    void paintShape(QPainter* painter) const;
    void paintPoint(QPainter* painter) const;

    const Document* mDocument;
    ObjectId mId;
    LevelObject mObject;
    QPainterPath mPath;
    QRectF mBounds;
    bool mOverlapping = false;
    Severity mIssueSeverity = Severity::Off;
};

} // namespace ledge
