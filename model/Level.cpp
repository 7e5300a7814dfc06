#include "Level.h"

#include <algorithm>
#include <climits>

namespace ledge {

Level::Level(QObject* parent) : QObject(parent) {}

Level::~Level() = default;

// --- document settings

void Level::setName(const QString& name)
{
    if (name == mName)
        return;
    mName = name;
    emit settingsChanged();
}

void Level::resizeTiles(TileGrid& tiles, const GridSettings& grid)
{
    const int columns = std::max(grid.columns, 0);
    const int rows = std::max(grid.rows, 0);
    if (columns != tiles.columns || rows != tiles.rows) {
        std::vector<TileKind> cells(std::size_t(columns) * std::size_t(rows), TileKind::Empty);
        const int keepColumns = std::min(columns, tiles.columns);
        const int keepRows = std::min(rows, tiles.rows);
        for (int r = 0; r < keepRows; ++r)
            for (int c = 0; c < keepColumns; ++c)
                cells[std::size_t(r) * std::size_t(columns) + std::size_t(c)] = tiles.at(c, r);
        tiles.cells = std::move(cells);
        tiles.columns = columns;
        tiles.rows = rows;
    }
    tiles.cellSize = grid.cellSize;
}

void Level::setGrid(const GridSettings& grid)
{
    if (grid == mGrid)
        return;
    const bool geometryChanged = grid.columns != mGrid.columns || grid.rows != mGrid.rows
        || grid.cellSize != mGrid.cellSize;
    mGrid = grid;
    for (auto& l : mLayers)
        if (l.info.type == LayerType::Tiles)
            resizeTiles(l.tiles, mGrid);
    emit settingsChanged();
    if (!geometryChanged)
        return;
    // Collect first: a slot may change the layer list.
    std::vector<LayerId> tileLayers;
    for (const auto& l : mLayers)
        if (l.info.type == LayerType::Tiles)
            tileLayers.push_back(l.info.id);
    for (LayerId id : tileLayers)
        if (const LayerData* d = findData(id))
            emit tilesChanged(id, QRect(0, 0, d->tiles.columns, d->tiles.rows));
}

void Level::setPlayer(const PlayerSettings& player)
{
    if (player == mPlayer)
        return;
    mPlayer = player;
    emit settingsChanged();
}

void Level::setObjectTypes(const std::vector<ObjectType>& types)
{
    if (types == mTypes)
        return;
    mTypes = types;
    emit settingsChanged();
}

void Level::setRules(const RuleSettings& rules)
{
    if (rules == mRules)
        return;
    mRules = rules;
    emit settingsChanged();
}

// --- layers

Level::LayerData* Level::findData(LayerId id)
{
    for (auto& l : mLayers)
        if (l.info.id == id)
            return &l;
    return nullptr;
}

const Level::LayerData* Level::findData(LayerId id) const
{
    for (const auto& l : mLayers)
        if (l.info.id == id)
            return &l;
    return nullptr;
}

int Level::layerIndex(LayerId id) const
{
    for (std::size_t i = 0; i < mLayers.size(); ++i)
        if (mLayers[i].info.id == id)
            return int(i);
    return -1;
}

const LayerInfo* Level::layer(LayerId id) const
{
    const LayerData* d = findData(id);
    return d ? &d->info : nullptr;
}

LayerId Level::nextLayerId() const { return mMaxLayerId + 1; }

void Level::insertLayer(int index, const LayerInfo& info)
{
    if (info.id <= 0 || findData(info.id))
        return;
    index = std::clamp(index, 0, layerCount());
    LayerData d;
    d.info = info;
    if (info.type == LayerType::Tiles)
        resizeTiles(d.tiles, mGrid);
    mLayers.insert(mLayers.begin() + index, std::move(d));
    mMaxLayerId = std::max(mMaxLayerId, info.id);
    emit layerInserted(info.id);
}

void Level::removeLayer(LayerId id)
{
    const LayerData* d = findData(id);
    if (!d)
        return;
    // Objects go first, one by one, so listeners that track objects need no layer logic.
    while (true) {
        d = findData(id);
        if (!d || d->objects.empty())
            break;
        removeObject(d->objects.back());
    }
    if (!findData(id))
        return; // a slot removed it meanwhile
    emit layerAboutToBeRemoved(id);
    const int i = layerIndex(id);
    if (i < 0)
        return;
    mLayers.erase(mLayers.begin() + i);
    emit layerRemoved(id);
}

void Level::moveLayer(LayerId id, int toIndex)
{
    const int from = layerIndex(id);
    if (from < 0)
        return;
    toIndex = std::clamp(toIndex, 0, layerCount() - 1);
    if (toIndex == from)
        return;
    LayerData d = std::move(mLayers[std::size_t(from)]);
    mLayers.erase(mLayers.begin() + from);
    mLayers.insert(mLayers.begin() + toIndex, std::move(d));
    emit layerMoved(id);
}

void Level::setLayerInfo(LayerId id, const LayerInfo& info)
{
    LayerData* d = findData(id);
    if (!d)
        return;
    LayerInfo updated = info;
    updated.id = d->info.id;
    updated.type = d->info.type;
    if (updated == d->info)
        return;
    d->info = updated;
    emit layerChanged(id);
}

// --- objects

const std::vector<ObjectId>& Level::objectIds(LayerId layer) const
{
    static const std::vector<ObjectId> kNone;
    const LayerData* d = findData(layer);
    return d ? d->objects : kNone;
}

const LevelObject* Level::object(ObjectId id) const
{
    const auto it = mObjects.find(id);
    return it == mObjects.end() ? nullptr : &it->second;
}

LayerId Level::layerOf(ObjectId id) const
{
    const auto it = mPlaces.find(id);
    return it == mPlaces.end() ? 0 : it->second.layer;
}

void Level::insertObject(LayerId layer, const LevelObject& object, int index)
{
    LayerData* d = findData(layer);
    if (!d || d->info.type != LayerType::Objects || object.id <= 0 || mObjects.count(object.id))
        return;
    auto& order = d->objects;
    const auto at = (index < 0 || std::size_t(index) > order.size()) ? order.end()
                                                                       : order.begin() + index;
    const std::size_t placed = std::size_t(at - order.begin());
    if (placed < order.size())
        d->freshBelow = std::min(d->freshBelow, placed);
    else if (d->freshBelow >= order.size())
        d->freshBelow = order.size() + 1;
    order.insert(at, object.id);
    mObjects.emplace(object.id, object);
    mPlaces.emplace(object.id, Place{layer, int(placed)});
    mMaxObjectId = std::max(mMaxObjectId, object.id);
    emit objectInserted(object.id);
}

void Level::insertObjects(LayerId layer, std::vector<LevelObject>&& objects)
{
    if (const LayerData* d = findData(layer); !d || d->info.type != LayerType::Objects)
        return;
    // Grown once for the batch, at least doubling (many small batches stay amortised) and
    // never asking for fewer buckets (reserve() may shrink a table).
    const std::size_t wanted = mObjects.size() + objects.size();
    if (double(wanted) > double(mObjects.bucket_count()) * double(mObjects.max_load_factor())) {
        mObjects.reserve(std::max(wanted, 2 * mObjects.size()));
        mPlaces.reserve(std::max(wanted, 2 * mPlaces.size()));
    }
    for (LevelObject& object : objects) {
        // Looked up again for each: a slot of objectInserted may have changed the level.
        LayerData* d = findData(layer);
        if (!d || d->info.type != LayerType::Objects)
            break;
        if (object.id <= 0 || mObjects.count(object.id))
            continue;
        const ObjectId id = object.id;
        auto& order = d->objects;
        mPlaces.emplace(id, Place{layer, int(order.size())});
        if (d->freshBelow >= order.size())
            d->freshBelow = order.size() + 1;
        order.push_back(id);
        mObjects.emplace(id, std::move(object));
        mMaxObjectId = std::max(mMaxObjectId, id);
        emit objectInserted(id);
    }
}

void Level::removeObject(ObjectId id)
{
    if (!mObjects.count(id))
        return;
    emit objectAboutToBeRemoved(id);
    // Look everything up again: a slot may have changed the level.
    const auto it = mObjects.find(id);
    if (it == mObjects.end())
        return;
    if (LayerData* d = findData(layerOf(id))) {
        auto& order = d->objects;
        // The cached index when it is known to be right, else a scan: renumbering the layer
        // on every removal of a multiple delete would be quadratic.
        std::size_t index = std::size_t(mPlaces.find(id)->second.index);
        if (index >= d->freshBelow || index >= order.size() || order[index] != id)
            index = std::size_t(std::find(order.begin(), order.end(), id) - order.begin());
        if (index < order.size()) {
            order.erase(order.begin() + std::ptrdiff_t(index));
            d->freshBelow = std::min(d->freshBelow, index); // objects above it moved down
        }
    }
    mObjects.erase(it);
    mPlaces.erase(id);
    emit objectRemoved(id);
}

void Level::setObject(const LevelObject& object)
{
    const auto it = mObjects.find(object.id);
    if (it == mObjects.end() || it->second == object)
        return;
    it->second = object;
    emit objectChanged(object.id);
}

int Level::objectIndex(ObjectId id) const
{
    const auto place = mPlaces.find(id);
    if (place == mPlaces.end())
        return -1;
    const LayerData* d = findData(place->second.layer);
    if (!d)
        return -1;
    if (std::size_t(place->second.index) >= d->freshBelow) {
        for (std::size_t i = d->freshBelow; i < d->objects.size(); ++i)
            mPlaces.find(d->objects[i])->second.index = int(i);
        d->freshBelow = d->objects.size();
    }
    return place->second.index;
}

// --- tiles

const TileGrid& Level::tiles(LayerId layer) const
{
    static const TileGrid kNone;
    const LayerData* d = findData(layer);
    return d && d->info.type == LayerType::Tiles ? d->tiles : kNone;
}

TileKind Level::tile(LayerId layer, int column, int row) const
{
    const TileGrid& t = tiles(layer);
    if (column < 0 || row < 0 || column >= t.columns || row >= t.rows)
        return TileKind::Empty;
    return t.at(column, row);
}

void Level::setTile(LayerId layer, int column, int row, TileKind kind)
{
    setTiles(layer, {{Cell{column, row}, kind}});
}

void Level::setTiles(LayerId layer, const std::vector<std::pair<Cell, TileKind>>& cells)
{
    LayerData* d = findData(layer);
    if (!d || d->info.type != LayerType::Tiles)
        return;
    TileGrid& t = d->tiles;
    int minC = INT_MAX, minR = INT_MAX, maxC = INT_MIN, maxR = INT_MIN;
    for (const auto& [cell, kind] : cells) {
        if (cell.column < 0 || cell.row < 0 || cell.column >= t.columns || cell.row >= t.rows)
            continue;
        TileKind& slot =
            t.cells[std::size_t(cell.row) * std::size_t(t.columns) + std::size_t(cell.column)];
        if (slot == kind)
            continue;
        slot = kind;
        minC = std::min(minC, cell.column);
        minR = std::min(minR, cell.row);
        maxC = std::max(maxC, cell.column);
        maxR = std::max(maxR, cell.row);
    }
    if (minC > maxC)
        return;
    emit tilesChanged(layer, QRect(QPoint(minC, minR), QPoint(maxC, maxR)));
}

} // namespace ledge
