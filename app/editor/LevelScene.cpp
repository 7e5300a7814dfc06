#include "LevelScene.h"

#include "ArtItem.h"
#include "Document.h"
#include "FixPreviewItem.h"
#include "ObjectLayerItem.h"
#include "OverlapItem.h"
#include "ShapeGeometry.h"
#include "TileLayerItem.h"

#include <QGraphicsView>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
constexpr qint64 kObjectsZ = 1; // objects layers sit just above a tile layer at the same index

QRectF markerRect(const Level& level, const LevelObject& o)
{
    const double size = std::max(16.0, level.grid().cellSize);
    const Point* pt = std::get_if<Point>(&o.shape);
    if (!pt)
        return {};
    switch (o.role) {
    case Role::Spawn: return QRectF(pt->x - size * 0.4, pt->y - size, size * 0.8, size);
    case Role::Goal: return QRectF(pt->x - size * 0.25, pt->y - size, size, size);
    default: return QRectF(pt->x - size * 0.4, pt->y - size * 0.4, size * 0.8, size * 0.8);
    }
}

Aabb toAabb(const QRectF& r)
{
    return Aabb{r.left(), r.top(), r.right(), r.bottom()};
}
} // namespace

LevelScene::LevelScene(Document* document, QObject* parent)
    : QGraphicsScene(parent), mDocument(document)
{
    // A handful of items (one per layer): nothing for a BSP tree to gain.
    setItemIndexMethod(NoIndex);
    connect(document, &Document::levelReplaced, this, &LevelScene::rebuild);
    connect(document, &Document::validated, this, &LevelScene::onValidated);
    rebuild();
}

LevelScene::~LevelScene() = default;

void LevelScene::previewFix(const std::optional<IssueFix>& fix)
{
    if (!mFixPreview) {
        if (!fix)
            return;
        mFixPreview = new FixPreviewItem;
        addItem(mFixPreview);
    }
    mFixPreview->show(*mDocument->level(), fix);
}

void LevelScene::rebuild()
{
    clear();
    mObjectLayers.clear();
    mTileLayers.clear();
    mEntries.clear();
    mSlots.clear();
    mFreeSlots.clear();
    mTileCache.clear();
    const bool hadSelection = !mSelection.empty();
    mSelection.clear();
    mOverlay = new OverlapItem(mDocument, &mTileCache);
    addItem(mOverlay);
    mFixPreview = nullptr; // deleted by clear()

    Level* level = mDocument->level();
    mArt = nullptr; // deleted by clear()
    if (LevelArt art = levelArt(*level); !art.isEmpty()) {
        locatePictures(art, mDocument->filePath());
        mArt = new ArtItem(std::move(art));
        mArt->setZValue(-1e9); // under every layer (the first is at 0)
        mArt->setVisible(mArtVisible);
        addItem(mArt);
    }
    // Every object's entry first, then the index in one bulk build (O(n)).
    mEntries.reserve(std::size_t(level->objectCount()));
    level->forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        ObjectEntry e;
        e.id = o.id;
        e.layer = layer.id;
        computeEntry(e);
        mSlots[o.id] = EntryId(mEntries.size());
        mEntries.push_back(std::move(e));
    });
    mIndexes.clear();
    {
        // Per layer, a bulk build over the layer's slots (a layer's slots are consecutive, as
        // forEachObject goes layer by layer); other slots are absent from its index.
        std::size_t begin = 0;
        while (begin < mEntries.size()) {
            const LayerId layer = mEntries[begin].layer;
            std::size_t end = begin;
            std::vector<Aabb> boxes(begin, Aabb{NAN, NAN, NAN, NAN});
            while (end < mEntries.size() && mEntries[end].layer == layer)
                boxes.push_back(toAabb(mEntries[end++].bounds));
            SpatialIndex& index = mIndexes[layer];
            index.build(boxes);
            for (std::size_t slot = 0; slot < begin; ++slot)
                index.remove(EntryId(slot));
            begin = end;
        }
    }
    for (int i = 0; i < level->layerCount(); ++i)
        addLayer(level->layerAt(i).id);
    for (const ObjectEntry& e : mEntries)
        if (ObjectLayerItem* item = objectLayerItem(e.layer))
            item->growExtent(e.bounds);

    connect(level, &Level::objectInserted, this, &LevelScene::addObject);
    connect(level, &Level::objectAboutToBeRemoved, this, &LevelScene::removeObject);
    connect(level, &Level::objectChanged, this, &LevelScene::changeObject);
    connect(level, &Level::layerInserted, this, [this](LayerId id) {
        addLayer(id);
        restack();
    });
    connect(level, &Level::layerAboutToBeRemoved, this, &LevelScene::removeLayer);
    connect(level, &Level::layerMoved, this, &LevelScene::restack);
    connect(level, &Level::layerChanged, this, &LevelScene::updateLayerState);
    connect(level, &Level::tilesChanged, this, [this](LayerId layer, QRect cells) {
        auto it = mTileLayers.find(layer);
        if (it != mTileLayers.end())
            it->second->updateCells(cells);
    });
    connect(level, &Level::settingsChanged, this, &LevelScene::onSettingsChanged);
    connect(mDocument->overlaps(), &LiveOverlaps::overlapsChanged, this,
            &LevelScene::onOverlapsChanged);
    restack();
    updateSceneRect();
    mRebuilding = true;
    onOverlapsChanged({});
    onValidated();
    mRebuilding = false;
    update();
    if (hadSelection)
        emit selectionChanged();
}

bool LevelScene::computeEntry(ObjectEntry& e) const
{
    const Level& level = *mDocument->level();
    const LevelObject* o = level.object(e.id);
    if (!o)
        return false;
    e.pathValid = false;
    e.path = QPainterPath();
    e.isPoint = std::holds_alternative<Point>(o->shape);
    if (e.isPoint) {
        e.hitRect = markerRect(level, *o);
        e.bounds = e.hitRect;
        if (o->role == Role::Spawn) {
            // The spawn shows the player's box.
            const PlayerSettings& pl = level.player();
            const Point& pt = std::get<Point>(o->shape);
            const double top = pl.mode == MovementMode::Platformer ? pt.y - pl.height : pt.y - pl.height / 2;
            e.bounds |= QRectF(pt.x - pl.width / 2, top, pl.width, pl.height);
        }
    } else {
        e.hitRect = toQt(ledge::bounds(o->shape));
        e.bounds = e.hitRect;
    }
    // Room for the markers' rounded frames and the outlines' level-unit extent.
    e.bounds.adjust(-2, -2, 2, 2);
    return true;
}

const LevelScene::ObjectEntry* LevelScene::entry(ObjectId id) const
{
    auto it = mSlots.find(id);
    return it == mSlots.end() ? nullptr : &mEntries[it->second];
}

const QPainterPath& LevelScene::pathOf(const ObjectEntry& e) const
{
    if (!e.pathValid) {
        if (const LevelObject* o = mDocument->level()->object(e.id))
            e.path = shapePath(o->shape);
        e.pathValid = true;
    }
    return e.path;
}

ObjectLayerItem* LevelScene::objectLayerItem(LayerId layer) const
{
    auto it = mObjectLayers.find(layer);
    return it == mObjectLayers.end() ? nullptr : it->second;
}

TileLayerItem* LevelScene::tileLayerItem(LayerId layer) const
{
    auto it = mTileLayers.find(layer);
    return it == mTileLayers.end() ? nullptr : it->second;
}

void LevelScene::setCacheMode(CacheMode mode)
{
    mCacheMode = mode;
    update();
}

bool LevelScene::isLive(ObjectId id) const
{
    return mSelection.size() <= std::size_t(kMaxLiveSelection) && mSelection.count(id);
}

bool LevelScene::isOverlapping(ObjectId id) const
{
    const ObjectEntry* e = entry(id);
    return e && e->overlapping;
}

Severity LevelScene::issueSeverity(ObjectId id) const
{
    const ObjectEntry* e = entry(id);
    return e ? e->severity : Severity::Off;
}

QPainterPath LevelScene::hitShape(ObjectId id) const
{
    const ObjectEntry* e = entry(id);
    if (!e)
        return {};
    if (e->isPoint) {
        QPainterPath p;
        p.addRect(e->hitRect);
        return p;
    }
    return pathOf(*e);
}

double LevelScene::pixelSize() const
{
    double zoom = 0;
    for (const QGraphicsView* view : views())
        zoom = std::max(zoom, view->transform().m11());
    return zoom > 0 ? 1.0 / zoom : 1.0;
}

void LevelScene::touch(const ObjectEntry& e, const QRectF& rect)
{
    if (rect.isNull() || mRebuilding)
        return;
    // Live objects are not in the tiles; everything else is redrawn there.
    if (!isLive(e.id))
        mTileCache.invalidate(e.layer, rect, kPenMarginPx);
    if (ObjectLayerItem* item = objectLayerItem(e.layer)) {
        const double m = kPenMarginPx * pixelSize();
        item->update(rect.adjusted(-m, -m, m, m));
    }
}

void LevelScene::addObject(ObjectId id)
{
    ObjectEntry e;
    e.id = id;
    e.layer = mDocument->level()->layerOf(id);
    if (!computeEntry(e))
        return;
    const LiveOverlaps* live = mDocument->overlaps();
    e.overlapping = live->isOverlapping(id);
    EntryId slot;
    if (!mFreeSlots.empty()) {
        slot = mFreeSlots.back();
        mFreeSlots.pop_back();
        mEntries[slot] = std::move(e);
    } else {
        slot = EntryId(mEntries.size());
        mEntries.push_back(std::move(e));
    }
    mSlots[id] = slot;
    const ObjectEntry& stored = mEntries[slot];
    mIndexes[stored.layer].insert(slot, toAabb(stored.bounds));
    if (ObjectLayerItem* item = objectLayerItem(stored.layer))
        item->growExtent(stored.bounds);
    touch(stored, stored.bounds);
}

void LevelScene::removeObject(ObjectId id)
{
    auto it = mSlots.find(id);
    if (it == mSlots.end())
        return;
    const EntryId slot = it->second;
    touch(mEntries[slot], mEntries[slot].bounds);
    if (auto index = mIndexes.find(mEntries[slot].layer); index != mIndexes.end())
        index->second.remove(slot);
    mEntries[slot] = ObjectEntry{};
    mFreeSlots.push_back(slot);
    mSlots.erase(it);
    if (mSelection.erase(id))
        emit selectionChanged();
}

void LevelScene::changeObject(ObjectId id)
{
    auto it = mSlots.find(id);
    if (it == mSlots.end())
        return;
    ObjectEntry& e = mEntries[it->second];
    const QRectF before = e.bounds;
    computeEntry(e);
    mIndexes[e.layer].move(it->second, toAabb(e.bounds));
    if (ObjectLayerItem* item = objectLayerItem(e.layer))
        item->growExtent(e.bounds);
    touch(e, before | e.bounds);
    // The overlap region moves with the object even when its partners stay the same.
    const LiveOverlaps* live = mDocument->overlaps();
    if (live->isOverlapping(id))
        mOverlay->updateObjects({id});
}

void LevelScene::onSettingsChanged()
{
    // The grid (marker sizes) or the player (the spawn's box) may have changed.
    for (std::size_t slot = 0; slot < mEntries.size(); ++slot) {
        ObjectEntry& e = mEntries[slot];
        if (e.id == 0 || !e.isPoint)
            continue;
        computeEntry(e);
        mIndexes[e.layer].move(EntryId(slot), toAabb(e.bounds));
    }
    for (auto& [id, item] : mTileLayers)
        item->refresh();
    for (auto& [id, item] : mObjectLayers)
        item->growExtent(toQt(mDocument->level()->bounds()));
    mTileCache.clear();
    updateSceneRect();
    update();
}

void LevelScene::onOverlapsChanged(const QList<ObjectId>& affected)
{
    const LiveOverlaps* live = mDocument->overlaps();
    auto refresh = [&](ObjectEntry& e) {
        const bool on = live->isOverlapping(e.id);
        if (on != e.overlapping) {
            e.overlapping = on;
            touch(e, e.bounds);
        }
    };
    if (affected.isEmpty()) {
        // After a new level, a layer or a settings change: anything may have changed. One pass
        // over the overlaps, not a query per object.
        const OverlapSet all = live->all();
        std::unordered_set<ObjectId> on;
        for (const ObjectPair& p : all.objects) {
            on.insert(p.a);
            on.insert(p.b);
        }
        for (const TileOverlap& t : all.tiles)
            on.insert(t.object);
        for (ObjectEntry& e : mEntries) {
            if (e.id != 0 && on.count(e.id) != std::size_t(e.overlapping)) {
                e.overlapping = !e.overlapping;
                touch(e, e.bounds);
            }
        }
        mOverlay->rebuildAll();
        return;
    }
    for (ObjectId id : affected)
        if (auto it = mSlots.find(id); it != mSlots.end())
            refresh(mEntries[it->second]);
    mOverlay->updateObjects(affected);
}

void LevelScene::onValidated()
{
    // Worst non-overlap severity per object (overlaps have their own highlight).
    std::unordered_map<ObjectId, Severity> worst;
    for (const Issue& issue : mDocument->report().issues) {
        if (issue.code == QLatin1String(IssueCode::Overlap))
            continue;
        for (ObjectId id : issue.objects) {
            Severity& s = worst[id];
            if (int(issue.severity) > int(s))
                s = issue.severity;
        }
    }
    // Only the objects whose severity changed are repainted.
    for (ObjectEntry& e : mEntries) {
        if (e.id == 0)
            continue;
        auto it = worst.find(e.id);
        const Severity s = it == worst.end() ? Severity::Off : it->second;
        if (s != e.severity) {
            e.severity = s;
            touch(e, e.bounds);
        }
    }
}

void LevelScene::updateSceneRect()
{
    // Room around the level to pan and to draw outside the bounds.
    const QRectF bounds = toQt(mDocument->level()->bounds());
    const double margin = std::max(bounds.width(), bounds.height()) * 0.5 + 256;
    setSceneRect(bounds.adjusted(-margin, -margin, margin, margin));
}

void LevelScene::addLayer(LayerId id)
{
    const LayerInfo* info = mDocument->level()->layer(id);
    if (!info)
        return;
    if (info->type == LayerType::Tiles) {
        auto* item = new TileLayerItem(mDocument, id, &mTileCache);
        item->setOpacity(collisionOpacity());
        mTileLayers[id] = item;
        addItem(item);
    } else {
        auto* item = new ObjectLayerItem(this, id);
        item->setOpacity(collisionOpacity());
        mObjectLayers[id] = item;
        addItem(item);
        // Objects already in the layer (a layer put back by undo) are in the index already.
        for (ObjectId o : mDocument->level()->objectIds(id))
            if (const ObjectEntry* e = entry(o))
                item->growExtent(e->bounds);
    }
    updateLayerState(id);
}

double LevelScene::collisionOpacity() const
{
    return mArt && mArtVisible ? kCollisionOverArtOpacity : 1.0;
}

void LevelScene::setArtVisible(bool visible)
{
    mArtVisible = visible;
    if (!mArt)
        return;
    mArt->setVisible(visible);
    for (auto& [id, item] : mTileLayers)
        item->setOpacity(collisionOpacity());
    for (auto& [id, item] : mObjectLayers)
        item->setOpacity(collisionOpacity());
}

void LevelScene::removeLayer(LayerId id)
{
    // Its objects have been removed one by one already (Level::removeLayer).
    mTileCache.clear(id);
    mIndexes.erase(id);
    if (auto it = mTileLayers.find(id); it != mTileLayers.end()) {
        delete it->second;
        mTileLayers.erase(it);
    }
    if (auto it = mObjectLayers.find(id); it != mObjectLayers.end()) {
        delete it->second;
        mObjectLayers.erase(it);
    }
}

void LevelScene::updateLayerState(LayerId id)
{
    const LayerInfo* info = mDocument->level()->layer(id);
    if (!info)
        return;
    if (info->type == LayerType::Tiles) {
        if (auto it = mTileLayers.find(id); it != mTileLayers.end())
            it->second->setVisible(info->visible);
        return;
    }
    if (ObjectLayerItem* item = objectLayerItem(id))
        item->setVisible(info->visible);
    if (info->locked || !info->visible)
        pruneSelection();
}

void LevelScene::pruneSelection()
{
    bool changed = false;
    for (auto it = mSelection.begin(); it != mSelection.end();) {
        if (!isSelectable(*it)) {
            it = mSelection.erase(it);
            changed = true;
        } else {
            ++it;
        }
    }
    if (changed) {
        // Whether objects are live depends on the selection's size: repaint them all.
        mTileCache.clear();
        update();
        emit selectionChanged();
    }
}

void LevelScene::restack()
{
    const Level& level = *mDocument->level();
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (TileLayerItem* item = tileLayerItem(info.id))
            item->setZValue(i * 1e6);
        if (ObjectLayerItem* item = objectLayerItem(info.id))
            item->setZValue(i * 1e6 + kObjectsZ);
    }
}

QList<ObjectId> LevelScene::selectedIds() const
{
    const Level& level = *mDocument->level();
    std::vector<std::pair<std::pair<int, int>, ObjectId>> order;
    order.reserve(mSelection.size());
    for (ObjectId id : mSelection)
        order.push_back({{level.layerIndex(level.layerOf(id)), level.objectIndex(id)}, id});
    std::sort(order.begin(), order.end());
    QList<ObjectId> ids;
    ids.reserve(qsizetype(order.size()));
    for (const auto& [key, id] : order)
        ids.append(id);
    return ids;
}

void LevelScene::setSelectedIds(const QList<ObjectId>& ids)
{
    std::unordered_set<ObjectId> next;
    for (ObjectId id : ids)
        if (isSelectable(id))
            next.insert(id);
    if (next == mSelection) {
        // Listeners (properties, reach preview) refresh on this signal even when the set is the
        // same, as they always did.
        emit selectionChanged();
        return;
    }
    const bool wasLive = mSelection.size() <= std::size_t(kMaxLiveSelection);
    const bool nowLive = next.size() <= std::size_t(kMaxLiveSelection);
    std::vector<ObjectId> changed;
    for (ObjectId id : mSelection)
        if (!next.count(id))
            changed.push_back(id);
    for (ObjectId id : next)
        if (!mSelection.count(id))
            changed.push_back(id);
    mSelection = std::move(next);
    if (wasLive && nowLive) {
        // Objects entering or leaving the selection move between the tiles and the live pass.
        for (ObjectId id : changed)
            if (const ObjectEntry* e = entry(id)) {
                mTileCache.invalidate(e->layer, e->bounds, kPenMarginPx);
                touch(*e, e->bounds);
            }
    } else {
        mTileCache.clear();
        update();
    }
    emit selectionChanged();
}

bool LevelScene::isSelectable(ObjectId id) const
{
    const ObjectEntry* e = entry(id);
    if (!e)
        return false;
    const LayerInfo* info = mDocument->level()->layer(e->layer);
    return info && info->visible && !info->locked;
}

ObjectId LevelScene::objectAt(QPointF pos) const
{
    // Candidates from the index, then the exact shape; topmost = highest layer, then the
    // highest index in the layer.
    const Level& level = *mDocument->level();
    const double eps = 1e-9 * std::max({1.0, std::abs(pos.x()), std::abs(pos.y())});
    ObjectId best = 0;
    std::pair<int, int> bestKey{-1, -1};
    forEachIn(QRectF(pos.x() - eps, pos.y() - eps, 2 * eps, 2 * eps), [&](const ObjectEntry& e) {
        if (!e.hitRect.contains(pos))
            return;
        const std::pair<int, int> key{level.layerIndex(e.layer), level.objectIndex(e.id)};
        if (key <= bestKey)
            return;
        const bool hit = e.isPoint ? e.hitRect.contains(pos) : pathOf(e).contains(pos);
        if (hit && isSelectable(e.id)) {
            best = e.id;
            bestKey = key;
        }
    });
    return best;
}

QList<ObjectId> LevelScene::objectsIn(const QRectF& rect) const
{
    const Level& level = *mDocument->level();
    std::vector<std::pair<std::pair<int, int>, ObjectId>> order;
    const QRectF query = rect.normalized();
    // The index's bounds test is strict; grow the query by a hair so touching edges count.
    const double eps = 1e-9 * std::max({1.0, query.width(), query.height()});
    const QRectF grown = query.adjusted(-eps, -eps, eps, eps);
    forEachIn(grown, [&](const ObjectEntry& e) {
        if (!e.hitRect.intersects(grown))
            return;
        bool hit = true; // markers and boxes: their rectangle is what counts
        if (!e.isPoint)
            if (const LevelObject* o = level.object(e.id); o && !std::holds_alternative<Box>(o->shape))
                hit = pathOf(e).intersects(grown);
        if (hit && isSelectable(e.id))
            order.push_back({{level.layerIndex(e.layer), level.objectIndex(e.id)}, e.id});
    });
    std::sort(order.begin(), order.end());
    QList<ObjectId> out;
    out.reserve(qsizetype(order.size()));
    for (const auto& [key, id] : order)
        out.append(id);
    return out;
}

} // namespace ledge
