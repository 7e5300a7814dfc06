#include "LiveOverlaps.h"

#include "collision/Validity.h"

#include <algorithm>

namespace ledge {

bool takesPartInOverlaps(const Level& level, const LevelObject& object)
{
    if (!isCollidable(object.role) || shapeType(object.shape) == ShapeType::Point)
        return false;
    const LayerInfo* layer = level.layer(level.layerOf(object.id));
    return layer && layer->collides && checkShape(object.shape) == ShapeProblem::None;
}

void addCollidingTileLayers(CollisionWorld& world, const Level& level)
{
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (info.type == LayerType::Tiles && info.collides)
            world.setTileLayer(info.id, level.tiles(info.id));
    }
}

LiveOverlaps::LiveOverlaps(const Level* level, QObject* parent) : QObject(parent), mLevel(level)
{
    connect(level, &Level::objectInserted, this, &LiveOverlaps::onObjectInserted);
    connect(level, &Level::objectAboutToBeRemoved, this, &LiveOverlaps::onObjectAboutToBeRemoved);
    connect(level, &Level::objectChanged, this, &LiveOverlaps::onObjectChanged);
    connect(level, &Level::tilesChanged, this, &LiveOverlaps::onTilesChanged);
    // Layer membership, collides flags and the grid change what takes part as a whole.
    connect(level, &Level::layerInserted, this, &LiveOverlaps::onLayersChanged);
    connect(level, &Level::layerRemoved, this, &LiveOverlaps::onLayersChanged);
    connect(level, &Level::layerChanged, this, &LiveOverlaps::onLayersChanged);
    connect(level, &Level::settingsChanged, this, &LiveOverlaps::onLayersChanged);
    rebuild();
}

LiveOverlaps::~LiveOverlaps() = default;

bool LiveOverlaps::isOverlapping(ObjectId id) const
{
    auto p = mPartners.find(id);
    if (p != mPartners.end() && !p->second.empty())
        return true;
    auto t = mTiles.find(id);
    return t != mTiles.end() && !t->second.empty();
}

std::vector<ObjectId> LiveOverlaps::partners(ObjectId id) const
{
    std::vector<ObjectId> result;
    if (auto p = mPartners.find(id); p != mPartners.end())
        result.assign(p->second.begin(), p->second.end());
    std::sort(result.begin(), result.end());
    return result;
}

std::optional<Contact> LiveOverlaps::contactBetween(ObjectId a, ObjectId b) const
{
    const Shape* sa = mWorld.object(a);
    const Shape* sb = mWorld.object(b);
    if (!sa || !sb)
        return std::nullopt;
    return contact(*sa, *sb);
}

std::vector<TileOverlap> LiveOverlaps::tileOverlaps(ObjectId id) const
{
    auto t = mTiles.find(id);
    return t == mTiles.end() ? std::vector<TileOverlap>{} : t->second;
}

OverlapSet LiveOverlaps::all() const
{
    if (!mAll)
        mAll = mWorld.allOverlaps();
    return *mAll;
}

void LiveOverlaps::rebuild()
{
    std::vector<std::pair<WorldKey, Shape>> objects;
    objects.reserve(std::size_t(mLevel->objectCount()));
    mLevel->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (takesPartInOverlaps(*mLevel, o))
            objects.emplace_back(o.id, o.shape);
    });
    mWorld = CollisionWorld();
    mWorld.build(std::move(objects));
    addCollidingTileLayers(mWorld, *mLevel);

    mPartners.clear();
    mTiles.clear();
    mAll = mWorld.allOverlaps();
    const OverlapSet& overlaps = *mAll;
    for (const ObjectPair& p : overlaps.objects) {
        mPartners[p.a].insert(p.b);
        mPartners[p.b].insert(p.a);
    }
    for (const TileOverlap& t : overlaps.tiles)
        mTiles[t.object].push_back(t);
    mPairCount = overlaps.objects.size();
}

void LiveOverlaps::dropObject(ObjectId id, QList<ObjectId>& affected)
{
    mAll.reset();
    if (auto p = mPartners.find(id); p != mPartners.end()) {
        for (ObjectId other : p->second) {
            mPartners[other].erase(id);
            affected.append(other);
            --mPairCount;
        }
        mPartners.erase(p);
        affected.append(id);
    }
    if (mTiles.erase(id))
        affected.append(id);
    if (mWorld.containsObject(id))
        mWorld.removeObject(id);
}

void LiveOverlaps::refreshObject(ObjectId id, QList<ObjectId>& affected)
{
    const LevelObject* object = mLevel->object(id);
    if (!object || !takesPartInOverlaps(*mLevel, *object)) {
        dropObject(id, affected);
        return;
    }
    mAll.reset();
    mWorld.setObject(id, object->shape);
    const OverlapSet now = mWorld.overlapsOf(id);

    std::unordered_set<ObjectId> fresh;
    for (const ObjectPair& p : now.objects)
        fresh.insert(p.a == id ? p.b : p.a);
    std::unordered_set<ObjectId>& old = mPartners[id];
    for (ObjectId other : old)
        if (!fresh.count(other)) {
            mPartners[other].erase(id);
            affected.append(other);
            --mPairCount;
        }
    for (ObjectId other : fresh)
        if (!old.count(other)) {
            mPartners[other].insert(id);
            affected.append(other);
            ++mPairCount;
        }
    old = std::move(fresh);
    if (old.empty())
        mPartners.erase(id);

    if (now.tiles.empty())
        mTiles.erase(id);
    else
        mTiles[id] = now.tiles;
    affected.append(id);
}

void LiveOverlaps::onObjectInserted(ObjectId id)
{
    QList<ObjectId> affected;
    refreshObject(id, affected);
    emit overlapsChanged(affected);
}

void LiveOverlaps::onObjectAboutToBeRemoved(ObjectId id)
{
    QList<ObjectId> affected;
    dropObject(id, affected);
    emit overlapsChanged(affected);
}

void LiveOverlaps::onObjectChanged(ObjectId id)
{
    QList<ObjectId> affected;
    refreshObject(id, affected);
    emit overlapsChanged(affected);
}

void LiveOverlaps::onTilesChanged(LayerId layer, QRect cells)
{
    const LayerInfo* info = mLevel->layer(layer);
    if (!info || !info->collides)
        return;
    const TileGrid& grid = mLevel->tiles(layer);
    mAll.reset();
    mWorld.setTileLayer(layer, grid);
    // Cells outside the changed rectangle are as they were, so only objects whose bounds meet
    // it can gain or lose tile contact; the index finds them without a scan.
    const Aabb changed{cells.left() * grid.cellSize, cells.top() * grid.cellSize,
                       (cells.right() + 1) * grid.cellSize, (cells.bottom() + 1) * grid.cellSize};
    QList<ObjectId> affected;
    for (WorldKey id : mWorld.objectsInBounds(changed)) {
        std::vector<TileOverlap> now = mWorld.overlapsOf(id).tiles;
        auto it = mTiles.find(id);
        if (now.empty()) {
            if (it != mTiles.end()) {
                mTiles.erase(it);
                affected.append(id);
            }
        } else if (it == mTiles.end() || it->second != now) {
            mTiles[id] = std::move(now);
            affected.append(id);
        }
    }
    emit overlapsChanged(affected);
}

void LiveOverlaps::onLayersChanged()
{
    rebuild();
    emit overlapsChanged({});
}

} // namespace ledge
