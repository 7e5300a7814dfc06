#include "FixPreviewItem.h"

#include "ShapeGeometry.h"
#include "Style.h"
#include "model/Level.h"

#include <QPainter>

#include <cmath>

namespace ledge {

namespace {
const QColor kAfter(40, 170, 90);
const QColor kRemoved(205, 40, 40);

using style::cosmeticPen;
} // namespace

FixPreviewItem::FixPreviewItem()
{
    // Above the objects, the reachability overlay and the overlap highlights.
    setZValue(2e9);
    setAcceptedMouseButtons(Qt::NoButton);
}

void FixPreviewItem::show(const Level& level, const std::optional<IssueFix>& fix)
{
    prepareGeometryChange();
    mFix = fix;
    mBefore = {};
    mAfter = {};
    if (fix) {
        const LevelObject* o = fix->kind == IssueFix::Kind::Add ? nullptr : level.object(fix->object);
        switch (fix->kind) {
        case IssueFix::Kind::Move:
            if (o) {
                mBefore = shapePath(o->shape);
                mAfter = mBefore.translated(fix->dx, fix->dy);
            }
            break;
        case IssueFix::Kind::Add: mAfter = shapePath(fix->shape); break;
        case IssueFix::Kind::Remove:
            if (o)
                mBefore = shapePath(o->shape);
            break;
        }
    }
    setVisible(fix.has_value());
    update();
}

QRectF FixPreviewItem::boundingRect() const
{
    const QRectF b = mBefore.boundingRect() | mAfter.boundingRect();
    // Room for cosmetic pens and the arrow head at any zoom-out down to a few percent.
    return b.isNull() ? QRectF() : b.adjusted(-64, -64, 64, 64);
}

void FixPreviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!mFix)
        return;
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (mFix->kind == IssueFix::Kind::Remove) {
        painter->setPen(cosmeticPen(kRemoved, 2, Qt::DashLine));
        painter->setBrush(QColor(kRemoved.red(), kRemoved.green(), kRemoved.blue(), 50));
        painter->drawPath(mBefore);
        const QRectF b = mBefore.boundingRect();
        painter->setPen(cosmeticPen(kRemoved, 2.5));
        painter->drawLine(b.topLeft(), b.bottomRight());
        painter->drawLine(b.bottomLeft(), b.topRight());
        return;
    }
    if (!mBefore.isEmpty()) {
        painter->setPen(cosmeticPen(QColor(60, 70, 80, 200), 1.5, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(mBefore);
    }
    painter->setPen(cosmeticPen(kAfter.darker(130), 2));
    painter->setBrush(QColor(kAfter.red(), kAfter.green(), kAfter.blue(), 110));
    painter->drawPath(mAfter);
    if (!mBefore.isEmpty()) {
        // An arrow from where the object is to where it would go, its head in screen pixels.
        const QPointF from = mBefore.boundingRect().center();
        const QPointF to = mAfter.boundingRect().center();
        painter->setPen(cosmeticPen(kAfter.darker(150), 2));
        painter->drawLine(from, to);
        const QTransform toScreen = painter->worldTransform();
        const QPointF a = toScreen.map(from), b = toScreen.map(to);
        const double angle = std::atan2(b.y() - a.y(), b.x() - a.x());
        if (std::hypot(b.x() - a.x(), b.y() - a.y()) > 8) {
            painter->save();
            painter->resetTransform();
            const double spread = 0.45, length = 9;
            painter->drawLine(b, b - QPointF(std::cos(angle - spread), std::sin(angle - spread)) * length);
            painter->drawLine(b, b - QPointF(std::cos(angle + spread), std::sin(angle + spread)) * length);
            painter->restore();
        }
    }
}

} // namespace ledge
