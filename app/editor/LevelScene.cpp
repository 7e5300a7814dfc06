#include "LevelScene.h"

#include "Document.h"
#include "ObjectItem.h"
#include "OverlapItem.h"
#include "ShapeGeometry.h"
#include "TileLayerItem.h"

#include <algorithm>

namespace ledge {

LevelScene::LevelScene(Document* document, QObject* parent)
    : QGraphicsScene(parent), mDocument(document)
{
    // Items change on every mouse move of a drag; a BSP tree would be rebuilt constantly.
    setItemIndexMethod(NoIndex);
    connect(document, &Document::levelReplaced, this, &LevelScene::rebuild);
    connect(document, &Document::validated, this, &LevelScene::onValidated);
    rebuild();
}

void LevelScene::rebuild()
{
    clear();
    mObjects.clear();
    mTileLayers.clear();
    mOverlay = new OverlapItem(mDocument);
    addItem(mOverlay);

    Level* level = mDocument->level();
    for (int i = 0; i < level->layerCount(); ++i)
        addLayer(level->layerAt(i).id);

    connect(level, &Level::objectInserted, this, &LevelScene::addObject);
    connect(level, &Level::objectAboutToBeRemoved, this, &LevelScene::removeObject);
    connect(level, &Level::objectChanged, this, [this](ObjectId id) {
        if (ObjectItem* item = itemFor(id))
            item->refresh();
        // The overlap region moves with the object even when its partners stay the same.
        if (mDocument->overlaps()->isOverlapping(id) || !mDocument->overlaps()->tileOverlaps(id).empty())
            mOverlay->updateObjects({id});
    });
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
    connect(level, &Level::settingsChanged, this, [this] {
        for (auto& [id, item] : mTileLayers)
            item->refresh();
        for (auto& [id, item] : mObjects)
            item->refresh(); // the spawn shows the player's size
        updateSceneRect();
        update();
    });
    connect(mDocument->overlaps(), &LiveOverlaps::overlapsChanged, this,
            &LevelScene::onOverlapsChanged);
    restack();
    updateSceneRect();
    onOverlapsChanged({});
    onValidated();
}

void LevelScene::onOverlapsChanged(const QList<ObjectId>& affected)
{
    const LiveOverlaps* live = mDocument->overlaps();
    if (affected.isEmpty()) {
        for (auto& [id, item] : mObjects)
            item->setOverlapping(live->isOverlapping(id) || !live->tileOverlaps(id).empty());
        mOverlay->rebuildAll();
        return;
    }
    for (ObjectId id : affected)
        if (ObjectItem* item = itemFor(id))
            item->setOverlapping(live->isOverlapping(id) || !live->tileOverlaps(id).empty());
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
    for (auto& [id, item] : mObjects) {
        auto it = worst.find(id);
        item->setIssueSeverity(it == worst.end() ? Severity::Off : it->second);
    }
}

void LevelScene::updateSceneRect()
{
    // Room around the level to pan and to draw outside the bounds.
    const QRectF bounds = toQt(mDocument->level()->bounds());
    const double margin = std::max(bounds.width(), bounds.height()) * 0.5 + 256;
    setSceneRect(bounds.adjusted(-margin, -margin, margin, margin));
}

ObjectItem* LevelScene::itemFor(ObjectId id) const
{
    auto it = mObjects.find(id);
    return it == mObjects.end() ? nullptr : it->second;
}

void LevelScene::addObject(ObjectId id)
{
    auto* item = new ObjectItem(mDocument, id);
    mObjects[id] = item;
    addItem(item);
    const LayerId layer = mDocument->level()->layerOf(id);
    const int layerIndex = mDocument->level()->layerIndex(layer);
    // Objects of a layer stack in their order; layers are 1e6 apart. Only the new object and
    // those above it move (appending, the usual case, touches one item).
    const std::vector<ObjectId>& ids = mDocument->level()->objectIds(layer);
    const int index = mDocument->level()->objectIndex(id);
    for (std::size_t i = std::size_t(std::max(0, index)); i < ids.size(); ++i)
        if (ObjectItem* o = itemFor(ids[i]))
            o->setZValue(layerIndex * 1e6 + double(i) + 1);
    const LayerInfo* info = mDocument->level()->layer(layer);
    item->setVisible(info && info->visible);
    item->setFlag(QGraphicsItem::ItemIsSelectable, info && !info->locked);
}

void LevelScene::removeObject(ObjectId id)
{
    auto it = mObjects.find(id);
    if (it == mObjects.end())
        return;
    delete it->second;
    mObjects.erase(it);
}

void LevelScene::addLayer(LayerId id)
{
    const LayerInfo* info = mDocument->level()->layer(id);
    if (!info)
        return;
    if (info->type == LayerType::Tiles) {
        auto* item = new TileLayerItem(mDocument, id);
        mTileLayers[id] = item;
        addItem(item);
    } else {
        for (ObjectId o : mDocument->level()->objectIds(id))
            addObject(o);
    }
    updateLayerState(id);
}

void LevelScene::removeLayer(LayerId id)
{
    auto it = mTileLayers.find(id);
    if (it != mTileLayers.end()) {
        delete it->second;
        mTileLayers.erase(it);
        return;
    }
    for (ObjectId o : mDocument->level()->objectIds(id))
        removeObject(o);
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
    for (ObjectId o : mDocument->level()->objectIds(id)) {
        if (ObjectItem* item = itemFor(o)) {
            item->setVisible(info->visible);
            item->setFlag(QGraphicsItem::ItemIsSelectable, !info->locked && info->visible);
            if (info->locked || !info->visible)
                item->setSelected(false);
        }
    }
}

void LevelScene::restack()
{
    const Level& level = *mDocument->level();
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (info.type == LayerType::Tiles) {
            if (auto it = mTileLayers.find(info.id); it != mTileLayers.end())
                it->second->setZValue(i * 1e6);
            continue;
        }
        int k = 0;
        for (ObjectId o : level.objectIds(info.id))
            if (ObjectItem* item = itemFor(o))
                item->setZValue(i * 1e6 + ++k);
    }
}

QList<ObjectId> LevelScene::selectedIds() const
{
    QList<ObjectItem*> items;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == ObjectItem::Type)
            items.append(static_cast<ObjectItem*>(item));
    std::sort(items.begin(), items.end(),
              [](ObjectItem* a, ObjectItem* b) { return a->zValue() < b->zValue(); });
    QList<ObjectId> ids;
    for (ObjectItem* item : items)
        ids.append(item->objectId());
    return ids;
}

void LevelScene::setSelectedIds(const QList<ObjectId>& ids)
{
    // One selectionChanged for the whole change.
    QSignalBlocker blocker(this);
    clearSelection();
    for (ObjectId id : ids)
        if (ObjectItem* item = itemFor(id); item && isSelectable(id))
            item->setSelected(true);
    blocker.unblock();
    emit selectionChanged();
}

bool LevelScene::isSelectable(ObjectId id) const
{
    const ObjectItem* item = itemFor(id);
    return item && item->isVisible() && (item->flags() & QGraphicsItem::ItemIsSelectable);
}

ObjectId LevelScene::objectAt(QPointF pos) const
{
    for (QGraphicsItem* item : items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() != ObjectItem::Type)
            continue;
        auto* o = static_cast<ObjectItem*>(item);
        if (isSelectable(o->objectId()))
            return o->objectId();
    }
    return 0;
}

QList<ObjectId> LevelScene::objectsIn(const QRectF& rect) const
{
    QList<ObjectId> out;
    for (QGraphicsItem* item : items(rect, Qt::IntersectsItemShape, Qt::AscendingOrder)) {
        if (item->type() != ObjectItem::Type)
            continue;
        auto* o = static_cast<ObjectItem*>(item);
        if (isSelectable(o->objectId()))
            out.append(o->objectId());
    }
    return out;
}

} // namespace ledge
