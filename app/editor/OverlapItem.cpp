#include "OverlapItem.h"

#include "Document.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <set>

namespace ledge {

OverlapItem::OverlapItem(const Document* document) : mDocument(document)
{
    setZValue(1e9);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

QRectF OverlapItem::boundingRect() const
{
    // The whole level plus a margin: overlaps can stick out of the bounds.
    const Aabb b = mDocument->level()->bounds();
    return toQt(b).adjusted(-4096, -4096, 4096, 4096);
}

void OverlapItem::rebuildAll()
{
    mPairs.clear();
    mTileCells.clear();
    const OverlapSet all = mDocument->overlaps()->all();
    for (const ObjectPair& p : all.objects)
        addPair(p.a, p.b);
    std::set<ObjectId> tileObjects;
    for (const TileOverlap& t : all.tiles)
        tileObjects.insert(t.object);
    for (ObjectId id : tileObjects)
        addTiles(id);
    update();
}

void OverlapItem::dropObject(ObjectId id)
{
    for (auto it = mPairs.begin(); it != mPairs.end();) {
        if (it->first.first == id || it->first.second == id)
            it = mPairs.erase(it);
        else
            ++it;
    }
    mTileCells.erase(id);
}

void OverlapItem::updateObjects(const QList<ObjectId>& ids)
{
    const LiveOverlaps* live = mDocument->overlaps();
    for (ObjectId id : ids)
        dropObject(id);
    for (ObjectId id : ids) {
        if (!mDocument->level()->object(id))
            continue;
        for (ObjectId other : live->partners(id))
            addPair(std::min(id, other), std::max(id, other));
        addTiles(id);
    }
    update();
}

void OverlapItem::addPair(ObjectId a, ObjectId b)
{
    const Level& level = *mDocument->level();
    const LevelObject* oa = level.object(a);
    const LevelObject* ob = level.object(b);
    if (!oa || !ob)
        return;
    PairEntry e;
    e.region = shapePath(oa->shape).intersected(shapePath(ob->shape));
    if (auto c = mDocument->overlaps()->contactBetween(a, b)) {
        e.point = toQt(c->point);
        e.push = toQt(c->normal * c->depth);
    } else {
        e.point = e.region.boundingRect().center();
    }
    mPairs[{a, b}] = std::move(e);
}

void OverlapItem::addTiles(ObjectId id)
{
    QPainterPath cells;
    for (const TileOverlap& t : mDocument->overlaps()->tileOverlaps(id)) {
        const TileGrid& grid = mDocument->level()->tiles(t.layer);
        for (const Cell& c : t.cells)
            cells.addRect(toQt(grid.cellBounds(c.column, c.row)));
    }
    if (cells.isEmpty())
        return;
    const LevelObject* o = mDocument->level()->object(id);
    mTileCells[id] = o ? cells.intersected(shapePath(o->shape)) : cells;
}

void OverlapItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (mPairs.empty() && mTileCells.empty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF exposed = option->exposedRect;
    // One screen pixel in level units, so arrows keep a readable size at every zoom.
    const double px = 1.0 / std::max(1e-6, painter->worldTransform().m11());

    QPen edge(QColor(0xb0, 0x10, 0x10), 1.5);
    edge.setCosmetic(true);
    auto drawRegion = [&](const QPainterPath& region) {
        if (!region.boundingRect().intersects(exposed))
            return;
        painter->setPen(edge);
        painter->setBrush(style::overlapBrush());
        painter->drawPath(region);
    };
    for (const auto& [key, e] : mPairs)
        drawRegion(e.region);
    for (const auto& [id, cells] : mTileCells)
        drawRegion(cells);

    // Push-out arrows: from the contact point, along the lower id's separating vector.
    QPen arrow(Qt::white, 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    arrow.setCosmetic(true);
    QPen arrowInk(QColor(0x9b, 0x0d, 0x0d), 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    arrowInk.setCosmetic(true);
    for (const auto& [key, e] : mPairs) {
        const double len = std::hypot(e.push.x(), e.push.y());
        if (len <= 0)
            continue;
        const QPointF dir = e.push / len;
        const double shown = std::max(len, 18 * px);
        const QPointF tip = e.point + dir * shown;
        const QPointF side(-dir.y(), dir.x());
        const double head = 7 * px;
        const QPolygonF headPoly{tip, tip - dir * head + side * head * 0.6,
                                 tip - dir * head - side * head * 0.6};
        for (const QPen& pen : {arrow, arrowInk}) {
            painter->setPen(pen);
            painter->setBrush(pen.color());
            painter->drawLine(e.point, tip - dir * head * 0.5);
            painter->drawPolygon(headPoly);
        }
    }
}

} // namespace ledge
