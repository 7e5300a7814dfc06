#include "ObjectItem.h"

#include "Document.h"
#include "Icons.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace ledge {

ObjectItem::ObjectItem(const Document* document, ObjectId id) : mDocument(document), mId(id)
{
    setFlag(ItemIsSelectable);
    refresh();
}

void ObjectItem::refresh()
{
    prepareGeometryChange();
    if (const LevelObject* o = mDocument->level()->object(mId))
        mObject = *o;
    mPath = shapePath(mObject.shape);
    if (std::holds_alternative<Point>(mObject.shape)) {
        mBounds = markerRect();
        if (mObject.role == Role::Spawn) {
            // The player's box at the spawn, feet on the point in platformer mode.
            const PlayerSettings& pl = mDocument->level()->player();
            const Point& pt = std::get<Point>(mObject.shape);
            const double top = pl.mode == MovementMode::Platformer ? pt.y - pl.height
                                                                   : pt.y - pl.height / 2;
            mBounds |= QRectF(pt.x - pl.width / 2, top, pl.width, pl.height);
        }
    } else {
        mBounds = mPath.boundingRect();
    }
    // Room for outlines and the markers drawn on shaped goals and pickups.
    mBounds.adjust(-2, -2, 2, 2);
    update();
}

void ObjectItem::setOverlapping(bool on)
{
    if (on != mOverlapping) {
        mOverlapping = on;
        update();
    }
}

void ObjectItem::setIssueSeverity(Severity severity)
{
    if (severity != mIssueSeverity) {
        mIssueSeverity = severity;
        update();
    }
}

QRectF ObjectItem::markerRect() const
{
    const double size = std::max(16.0, mDocument->level()->grid().cellSize);
    const Point* pt = std::get_if<Point>(&mObject.shape);
    if (!pt)
        return {};
    switch (mObject.role) {
    case Role::Spawn: return QRectF(pt->x - size * 0.4, pt->y - size, size * 0.8, size);
    case Role::Goal: return QRectF(pt->x - size * 0.25, pt->y - size, size, size);
    default: return QRectF(pt->x - size * 0.4, pt->y - size * 0.4, size * 0.8, size * 0.8);
    }
}

QRectF ObjectItem::boundingRect() const
{
    return mBounds;
}

QPainterPath ObjectItem::shape() const
{
    if (std::holds_alternative<Point>(mObject.shape)) {
        QPainterPath p;
        p.addRect(markerRect());
        return p;
    }
    return mPath;
}

void ObjectItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (std::holds_alternative<Point>(mObject.shape))
        paintPoint(painter);
    else
        paintShape(painter);
}

void ObjectItem::paintShape(QPainter* painter) const
{
    const Role role = mObject.role;
    QPen outline(style::roleOutline(role), 1.2);
    outline.setCosmetic(true);
    outline.setJoinStyle(Qt::MiterJoin);
    if (role == Role::Trigger)
        outline.setStyle(Qt::DashLine);

    painter->setPen(Qt::NoPen);
    painter->setBrush(role == Role::Hazard ? style::hazardBrush() : QBrush(style::roleFill(role)));
    painter->drawPath(mPath);

    if (mOverlapping) {
        outline = QPen(style::overlapRed, 2.4);
        outline.setCosmetic(true);
    }
    if (mIssueSeverity != Severity::Off && !mOverlapping) {
        outline = QPen(mIssueSeverity == Severity::Error ? style::overlapRed : QColor(0xe0, 0x9a, 0x00), 2.0, Qt::DashLine);
        outline.setCosmetic(true);
    }
    if (isSelected()) {
        outline = QPen(style::accent, 2.4);
        outline.setCosmetic(true);
    }
    painter->setPen(outline);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(mPath);

    if (role == Role::OneWay && std::holds_alternative<Box>(mObject.shape)) {
        // The passable-from-below surface: a thick dashed top edge.
        const QRectF r = mPath.boundingRect();
        QPen top(style::roleOutline(role), 3.0, Qt::DashLine, Qt::FlatCap);
        top.setCosmetic(true);
        painter->setPen(top);
        painter->drawLine(r.topLeft(), r.topRight());
    }
    if (role == Role::Goal || role == Role::Pickup) {
        const QRectF r = mPath.boundingRect();
        const double s = std::min({r.width(), r.height(), mDocument->level()->grid().cellSize});
        icons::drawMarker(*painter, role, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s));
    }
}

void ObjectItem::paintPoint(QPainter* painter) const
{
    const Point& pt = std::get<Point>(mObject.shape);
    if (mObject.role == Role::Spawn) {
        const PlayerSettings& pl = mDocument->level()->player();
        const double top = pl.mode == MovementMode::Platformer ? pt.y - pl.height : pt.y - pl.height / 2;
        QPen pen(style::roleOutline(Role::Spawn), 1.2, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor fill = style::roleFill(Role::Spawn);
        fill.setAlpha(40);
        painter->setBrush(fill);
        painter->drawRect(QRectF(pt.x - pl.width / 2, top, pl.width, pl.height));
    }
    const QRectF r = markerRect();
    if (mIssueSeverity != Severity::Off && !isSelected()) {
        QPen bad(mIssueSeverity == Severity::Error ? style::overlapRed : QColor(0xe0, 0x9a, 0x00), 2.0, Qt::DashLine);
        bad.setCosmetic(true);
        painter->setPen(bad);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4);
    }
    if (isSelected()) {
        QPen sel(style::accent, 2.0);
        sel.setCosmetic(true);
        painter->setPen(sel);
        QColor f = style::accent;
        f.setAlpha(40);
        painter->setBrush(f);
        painter->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4);
    }
    icons::drawMarker(*painter, mObject.role, r);
    // The exact position: a small crosshair.
    QPen cross(style::roleOutline(mObject.role), 1.0);
    cross.setCosmetic(true);
    painter->setPen(cross);
    const double d = r.width() * 0.15;
    painter->drawLine(QPointF(pt.x - d, pt.y), QPointF(pt.x + d, pt.y));
    painter->drawLine(QPointF(pt.x, pt.y - d), QPointF(pt.x, pt.y + d));
}

} // namespace ledge
