#include "ObjectLayerItem.h"

#include "Document.h"
#include "Icons.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
// Below this size on screen (device pixels) an object is drawn as its filled bounds.
constexpr double kTinyPx = 3.0;
// Objects estimated in view from which the layer paints from tiles (up to kMaxCacheZoom).
constexpr double kCacheObjects = 2000;

const QColor kWarningAmber(0xe0, 0x9a, 0x00);

QColor severityColour(Severity s)
{
    return s == Severity::Error ? style::overlapRed : kWarningAmber;
}

// The player's box at a spawn point, feet on the point in platformer mode.
QRectF playerBox(const Level& level, const Point& pt)
{
    const PlayerSettings& pl = level.player();
    const double top = pl.mode == MovementMode::Platformer ? pt.y - pl.height : pt.y - pl.height / 2;
    return QRectF(pt.x - pl.width / 2, top, pl.width, pl.height);
}

void paintShape(QPainter* painter, const Level& level, const LevelObject& object,
                const LevelScene::ObjectEntry& e, const QPainterPath& path, bool selected)
{
    const Role role = object.role;
    QPen outline(style::roleOutline(role), 1.2);
    outline.setCosmetic(true);
    outline.setJoinStyle(Qt::MiterJoin);
    if (role == Role::Trigger)
        outline.setStyle(Qt::DashLine);

    painter->setPen(Qt::NoPen);
    painter->setBrush(role == Role::Hazard ? style::hazardBrush() : QBrush(style::roleFill(role)));
    painter->drawPath(path);

    if (e.overlapping) {
        outline = QPen(style::overlapRed, 2.4);
        outline.setCosmetic(true);
    }
    if (e.severity != Severity::Off && !e.overlapping) {
        outline = QPen(severityColour(e.severity), 2.0, Qt::DashLine);
        outline.setCosmetic(true);
    }
    if (selected) {
        outline = QPen(style::accent, 2.4);
        outline.setCosmetic(true);
    }
    painter->setPen(outline);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);

    if (role == Role::OneWay && std::holds_alternative<Box>(object.shape)) {
        // The passable-from-below surface: a thick dashed top edge.
        const QRectF r = e.hitRect;
        QPen top(style::roleOutline(role), 3.0, Qt::DashLine, Qt::FlatCap);
        top.setCosmetic(true);
        painter->setPen(top);
        painter->drawLine(r.topLeft(), r.topRight());
    }
    if (role == Role::Goal || role == Role::Pickup) {
        const QRectF r = e.hitRect;
        const double s = std::min({r.width(), r.height(), level.grid().cellSize});
        icons::drawMarker(*painter, role, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s));
    }
}

void paintPoint(QPainter* painter, const Level& level, const LevelObject& object,
                const LevelScene::ObjectEntry& e, bool selected)
{
    const Point& pt = std::get<Point>(object.shape);
    if (object.role == Role::Spawn) {
        QPen pen(style::roleOutline(Role::Spawn), 1.2, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor fill = style::roleFill(Role::Spawn);
        fill.setAlpha(40);
        painter->setBrush(fill);
        painter->drawRect(playerBox(level, pt));
    }
    const QRectF r = e.hitRect;
    if (e.severity != Severity::Off && !selected) {
        QPen bad(severityColour(e.severity), 2.0, Qt::DashLine);
        bad.setCosmetic(true);
        painter->setPen(bad);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4);
    }
    if (selected) {
        style::setSelectionLook(*painter, 2.0);
        painter->drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4);
    }
    icons::drawMarker(*painter, object.role, r);
    // The exact position: a small crosshair.
    QPen cross(style::roleOutline(object.role), 1.0);
    cross.setCosmetic(true);
    painter->setPen(cross);
    const double d = r.width() * 0.15;
    painter->drawLine(QPointF(pt.x - d, pt.y), QPointF(pt.x + d, pt.y));
    painter->drawLine(QPointF(pt.x, pt.y - d), QPointF(pt.x, pt.y + d));
}
} // namespace

ObjectLayerItem::ObjectLayerItem(LevelScene* scene, LayerId layer) : LayerItem(layer), mScene(scene)
{
    resetExtent();
}

void ObjectLayerItem::resetExtent()
{
    prepareGeometryChange();
    mExtent = toQt(mScene->document()->level()->bounds());
}

void ObjectLayerItem::growExtent(const QRectF& r)
{
    // Grown generously so a drag outside the level does not change the geometry every step.
    if (r.isNull() || mExtent.contains(r))
        return;
    prepareGeometryChange();
    const double pad = std::max(r.width(), r.height()) + 256;
    mExtent |= r.adjusted(-pad, -pad, pad, pad);
}

bool ObjectLayerItem::usesCache(double zoom, const QRectF& visible) const
{
    switch (mScene->cacheMode()) {
    case LevelScene::CacheMode::Always: return true;
    case LevelScene::CacheMode::Never: return false;
    case LevelScene::CacheMode::Auto: break;
    }
    if (zoom > kMaxCacheZoom)
        return false;
    // An estimate from the share of the layer's extent in view: no walk over the objects.
    const double count = double(mScene->document()->level()->objectIds(mLayer).size());
    const QRectF seen = visible & mExtent;
    const double area = mExtent.width() * mExtent.height();
    if (area <= 0 || seen.isEmpty())
        return false;
    return count * (seen.width() * seen.height() / area) >= kCacheObjects;
}

void ObjectLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const std::optional<PaintArea> area = paintArea(painter, option->exposedRect, mExtent);
    if (!area)
        return;
    const auto& [zoom, visible] = *area;
    painter->setRenderHint(QPainter::Antialiasing);
    if (painter->worldTransform().type() <= QTransform::TxScale && usesCache(zoom, visible)) {
        mScene->tileCache().paint(painter, mLayer, visible, [this](QPainter* p, const QRectF& tile, double s) {
            drawObjects(p, tile, s, true);
        });
        drawLive(painter, visible, zoom);
        return;
    }
    drawObjects(painter, visible, zoom, false);
}

void ObjectLayerItem::drawObjects(QPainter* painter, const QRectF& rect, double scale, bool skipLive) const
{
    const Level& level = *mScene->document()->level();
    const double px = 1.0 / scale;
    const double margin = LevelScene::kPenMarginPx * px;
    std::vector<std::pair<int, const LevelScene::ObjectEntry*>> order;
    long long visits = 0;
    mScene->forEachIn(mLayer, rect.adjusted(-margin, -margin, margin, margin), [&](const LevelScene::ObjectEntry& e) {
        ++visits;
        if (!(skipLive && mScene->isLive(e.id)))
            order.emplace_back(level.objectIndex(e.id), &e);
    });
    mScene->countPaintVisits(visits);
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [index, e] : order)
        if (const LevelObject* o = level.object(e->id))
            paintObject(painter, level, *o, *e, mScene->pathOf(*e), mScene->isSelected(e->id), px);
}

void ObjectLayerItem::drawLive(QPainter* painter, const QRectF& rect, double scale) const
{
    const Level& level = *mScene->document()->level();
    const double px = 1.0 / scale;
    const double margin = LevelScene::kPenMarginPx * px;
    const QRectF area = rect.adjusted(-margin, -margin, margin, margin);
    // selectedIds() is in drawing order already.
    for (ObjectId id : mScene->selectedIds()) {
        const LevelScene::ObjectEntry* e = mScene->entry(id);
        if (!e || e->layer != mLayer || !mScene->isLive(id) || !e->bounds.intersects(area))
            continue;
        if (const LevelObject* o = level.object(id))
            paintObject(painter, level, *o, *e, mScene->pathOf(*e), true, px);
    }
}

void ObjectLayerItem::paintObject(QPainter* painter, const Level& level, const LevelObject& object,
                                  const LevelScene::ObjectEntry& e, const QPainterPath& path, bool selected,
                                  double px)
{
    if (std::max(e.bounds.width(), e.bounds.height()) < kTinyPx * px) {
        // A few pixels on screen: its filled bounds in the colour that reads at that size.
        QColor c = style::roleOutline(object.role);
        if (selected)
            c = style::accent;
        else if (e.overlapping)
            c = style::overlapRed;
        else if (e.severity != Severity::Off)
            c = severityColour(e.severity);
        painter->fillRect(e.bounds, c);
        return;
    }
    if (e.isPoint)
        paintPoint(painter, level, object, e, selected);
    else
        paintShape(painter, level, object, e, path, selected);
}

} // namespace ledge
