#include "OverlapItem.h"

#include "Document.h"
#include "LayerItem.h"
#include "ObjectLayerItem.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <algorithm>
#include <set>

namespace ledge {

namespace {
// How far an arrow (at least 18 px plus its head) or an outline reaches beyond an entry's
// bounds, in device pixels.
constexpr double kReachPx = 30.0;
// Regions smaller than this on screen are drawn as a dot, without their arrow.
constexpr double kTinyPx = 3.0;

Aabb toAabb(const QRectF& r)
{
    return Aabb{r.left(), r.top(), r.right(), r.bottom()};
}
} // namespace

OverlapItem::OverlapItem(const Document* document, TileCache* cache) : mDocument(document), mCache(cache)
{
    setZValue(1e9);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
    // The whole level plus a margin: overlaps can stick out of the bounds.
    mExtent = toQt(mDocument->level()->bounds()).adjusted(-4096, -4096, 4096, 4096);
}

QRectF OverlapItem::boundingRect() const
{
    return mExtent;
}

EntryId OverlapItem::store(Entry entry)
{
    if (!mExtent.contains(entry.bounds)) {
        prepareGeometryChange();
        mExtent |= entry.bounds.adjusted(-4096, -4096, 4096, 4096);
    }
    EntryId slot;
    if (!mFree.empty()) {
        slot = mFree.back();
        mFree.pop_back();
        mEntries[slot] = std::move(entry);
    } else {
        slot = EntryId(mEntries.size());
        mEntries.push_back(std::move(entry));
    }
    const Entry& e = mEntries[slot];
    mIndex.insert(slot, toAabb(e.bounds));
    mCache->invalidate(kCacheOwner, e.bounds, kReachPx);
    return slot;
}

void OverlapItem::release(EntryId slot)
{
    mCache->invalidate(kCacheOwner, mEntries[slot].bounds, kReachPx);
    // Repaint where it was (the caller repaints the new entries).
    double px = 1.0;
    if (scene())
        for (const QGraphicsView* view : scene()->views())
            px = std::min(px, 1.0 / std::max(1e-9, view->transform().m11()));
    const double m = kReachPx * std::max(px, 1.0 / 64);
    update(mEntries[slot].bounds.adjusted(-m, -m, m, m));
    mIndex.remove(slot);
    mEntries[slot] = Entry{};
    mFree.push_back(slot);
}

void OverlapItem::rebuildAll()
{
    mPairs.clear();
    mTileCells.clear();
    mPartners.clear();
    mEntries.clear();
    mFree.clear();
    mIndex.clear();
    mCache->clear(kCacheOwner);
    const OverlapSet all = mDocument->overlaps()->all();
    for (const ObjectPair& p : all.objects)
        addPair(std::min(p.a, p.b), std::max(p.a, p.b));
    std::set<ObjectId> tileObjects;
    for (const TileOverlap& t : all.tiles)
        tileObjects.insert(t.object);
    for (ObjectId id : tileObjects)
        addTiles(id);
    update();
}

void OverlapItem::dropObject(ObjectId id)
{
    // Only this object's own entries: its partner list, not every pair.
    if (auto it = mPartners.find(id); it != mPartners.end()) {
        const std::vector<ObjectId> partners = std::move(it->second);
        mPartners.erase(it);
        for (ObjectId other : partners) {
            const auto key = std::make_pair(std::min(id, other), std::max(id, other));
            if (auto p = mPairs.find(key); p != mPairs.end()) {
                release(p->second);
                mPairs.erase(p);
            }
            if (auto o = mPartners.find(other); o != mPartners.end()) {
                auto& list = o->second;
                list.erase(std::remove(list.begin(), list.end(), id), list.end());
                if (list.empty())
                    mPartners.erase(o);
            }
        }
    }
    if (auto t = mTileCells.find(id); t != mTileCells.end()) {
        release(t->second);
        mTileCells.erase(t);
    }
}

void OverlapItem::updateObjects(const QList<ObjectId>& ids)
{
    const LiveOverlaps* live = mDocument->overlaps();
    for (ObjectId id : ids)
        dropObject(id);
    QRectF touched;
    for (ObjectId id : ids) {
        if (!mDocument->level()->object(id))
            continue;
        for (ObjectId other : live->partners(id)) {
            const auto key = std::make_pair(std::min(id, other), std::max(id, other));
            if (!mPairs.count(key))
                addPair(key.first, key.second);
            if (auto p = mPairs.find(key); p != mPairs.end())
                touched |= mEntries[p->second].bounds;
        }
        addTiles(id);
        if (auto t = mTileCells.find(id); t != mTileCells.end())
            touched |= mEntries[t->second].bounds;
    }
    if (!touched.isNull()) {
        double px = 1.0;
        if (scene())
            for (const QGraphicsView* view : scene()->views())
                px = std::min(px, 1.0 / std::max(1e-9, view->transform().m11()));
        const double m = kReachPx * std::max(px, 1.0 / 64);
        update(touched.adjusted(-m, -m, m, m));
    }
}

void OverlapItem::addPair(ObjectId a, ObjectId b)
{
    const Level& level = *mDocument->level();
    const LevelObject* oa = level.object(a);
    const LevelObject* ob = level.object(b);
    if (!oa || !ob)
        return;
    Entry e;
    e.a = a;
    e.b = b;
    e.area = toQt(bounds(oa->shape)) & toQt(bounds(ob->shape));
    if (auto c = mDocument->overlaps()->contactBetween(a, b)) {
        e.point = toQt(c->point);
        e.push = toQt(c->normal * c->depth);
    } else {
        e.point = e.area.center();
    }
    e.bounds = e.area | QRectF(e.point, e.point + e.push).normalized();
    mPairs[{a, b}] = store(std::move(e));
    mPartners[a].push_back(b);
    mPartners[b].push_back(a);
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
    Entry e;
    e.a = id;
    e.area = cells.boundingRect();
    if (o)
        e.area &= toQt(bounds(o->shape));
    e.cells = std::move(cells);
    e.bounds = e.area;
    e.point = e.bounds.center();
    mTileCells[id] = store(std::move(e));
}

const QPainterPath& OverlapItem::regionOf(const Entry& e) const
{
    if (!e.regionValid) {
        const Level& level = *mDocument->level();
        const LevelObject* oa = level.object(e.a);
        if (e.b == 0) {
            e.region = oa ? e.cells.intersected(shapePath(oa->shape)) : e.cells;
        } else if (const LevelObject* ob = level.object(e.b); oa && ob) {
            e.region = shapePath(oa->shape).intersected(shapePath(ob->shape));
        }
        e.regionValid = true;
    }
    return e.region;
}

void OverlapItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (mPairs.empty() && mTileCells.empty())
        return;
    const std::optional<PaintArea> area = paintArea(painter, option->exposedRect, mExtent);
    if (!area)
        return;
    const auto& [zoom, visible] = *area;
    painter->setRenderHint(QPainter::Antialiasing);
    // Many entries in view far out: paint from tiles (estimated from the share of the extent).
    const double live = double(mEntries.size() - mFree.size());
    const double share = (visible.width() * visible.height()) / (mExtent.width() * mExtent.height());
    if (painter->worldTransform().type() <= QTransform::TxScale && zoom <= ObjectLayerItem::kMaxCacheZoom
        && live * share >= kCacheEntries) {
        mCache->paint(painter, kCacheOwner, visible,
                      [this](QPainter* p, const QRectF& tile, double s) { draw(p, tile, s); });
        return;
    }
    draw(painter, visible, zoom);
}

void OverlapItem::draw(QPainter* painter, const QRectF& rect, double scale)
{
    // One screen pixel in level units, so arrows keep a readable size at every zoom.
    const double px = 1.0 / scale;
    const double m = kReachPx * px;
    std::vector<const Entry*> shown;
    mIndex.query(toAabb(rect.adjusted(-m, -m, m, m)), [&](EntryId slot) { shown.push_back(&mEntries[slot]); });
    mPaintVisits += (long long)shown.size();
    // A fixed order, so a tile renders the same whatever order the index returns.
    std::sort(shown.begin(), shown.end(),
              [](const Entry* x, const Entry* y) { return std::tie(x->b, x->a) < std::tie(y->b, y->a); });

    QPen edge(QColor(0xb0, 0x10, 0x10), 1.5);
    edge.setCosmetic(true);
    const double tiny = kTinyPx * px;
    for (const Entry* e : shown) {
        const QRectF r = e->area;
        if (std::max(r.width(), r.height()) < tiny) {
            // A few pixels: a red dot that still shows where the problem is.
            const QPointF c = r.center();
            painter->fillRect(QRectF(c.x() - tiny / 2, c.y() - tiny / 2, tiny, tiny), style::overlapRed);
            continue;
        }
        painter->setPen(edge);
        painter->setBrush(style::overlapBrush());
        painter->drawPath(regionOf(*e));
    }

    // Push-out arrows: from the contact point, along the lower id's separating vector.
    QPen arrow(Qt::white, 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    arrow.setCosmetic(true);
    QPen arrowInk(QColor(0x9b, 0x0d, 0x0d), 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    arrowInk.setCosmetic(true);
    for (const Entry* e : shown) {
        if (e->b == 0)
            continue;
        const QRectF r = e->area;
        if (std::max(r.width(), r.height()) < tiny)
            continue;
        const double len = std::hypot(e->push.x(), e->push.y());
        if (len <= 0)
            continue;
        const QPointF dir = e->push / len;
        const double shownLen = std::max(len, 18 * px);
        const QPointF tip = e->point + dir * shownLen;
        const QPointF side(-dir.y(), dir.x());
        const double head = 7 * px;
        const QPolygonF headPoly{tip, tip - dir * head + side * head * 0.6,
                                 tip - dir * head - side * head * 0.6};
        for (const QPen& pen : {arrow, arrowInk}) {
            painter->setPen(pen);
            painter->setBrush(pen.color());
            painter->drawLine(e->point, tip - dir * head * 0.5);
            painter->drawPolygon(headPoly);
        }
    }
}

} // namespace ledge
