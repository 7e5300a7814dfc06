#include "CollisionWorld.h"

#include "Overlap.h"
#include "SpatialIndex.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

namespace ledge {

namespace {

// One entry of the index: an object, or one merged rectangle of a tile layer.
struct Item {
    bool used = false;
    bool isObject = true;
    WorldKey key = 0;    // object key, or layer key for a rectangle
    Shape shape;         // objects only
    CellRect rect;       // rectangles only
};

struct Layer {
    TileGrid grid;
    std::vector<EntryId> rects;
};

// Exactly the box docs/file-format.md gives cell (c, r): (c*cellSize, r*cellSize, cellSize, cellSize).
Box cellBox(const TileGrid& g, int column, int row)
{
    return {column * g.cellSize, row * g.cellSize, g.cellSize, g.cellSize};
}

Aabb boxBounds(const Box& b)
{
    return {b.x, b.y, b.x + b.w, b.y + b.h};
}

// The union of the rectangle's cell boxes, computed as the cells' own bounds are.
Aabb rectBounds(const TileGrid& g, const CellRect& r)
{
    const Aabb first = boxBounds(cellBox(g, r.column0, r.row0));
    const Aabb last = boxBounds(cellBox(g, r.column1 - 1, r.row1 - 1));
    return first.united(last);
}

// Index range [lo, hi] of the cells of [from, to) along one axis that can meet the interval
// [a, b]: one cell of margin each side absorbs rounding in the division; exact tests follow.
std::pair<int, int> cellSpan(double a, double b, double cell, int from, int to)
{
    const double lo = std::floor(a / cell) - 1.0;
    const double hi = std::floor(b / cell) + 1.0;
    const double first = std::clamp(lo, static_cast<double>(from), static_cast<double>(to - 1));
    const double last = std::clamp(hi, static_cast<double>(from), static_cast<double>(to - 1));
    if (!(lo <= to - 1) || !(hi >= from)) // NaN or no common cell
        return {1, 0};
    return {static_cast<int>(first), static_cast<int>(last)};
}

// Appends the cells of rectangle r whose interiors the shape's interior overlaps.
void cellsOverlapping(const Shape& shape, const Aabb& shapeBounds, const TileGrid& g,
                      const CellRect& r, std::vector<Cell>& out)
{
    if (!(g.cellSize > 0.0))
        return;
    const auto [c0, c1] = cellSpan(shapeBounds.minX, shapeBounds.maxX, g.cellSize, r.column0, r.column1);
    const auto [r0, r1] = cellSpan(shapeBounds.minY, shapeBounds.maxY, g.cellSize, r.row0, r.row1);
    for (int row = r0; row <= r1; ++row)
        for (int column = c0; column <= c1; ++column) {
            const Box cell = cellBox(g, column, row);
            if (boxBounds(cell).overlapsInterior(shapeBounds) && overlaps(shape, Shape(cell)))
                out.push_back({column, row});
        }
}

// Appends the cells of rectangle ra (of grid ga) whose interiors overlap a cell of rectangle
// rb (of grid gb). With equal grids these are the cells the two rectangles share.
void cellsShared(const TileGrid& ga, const CellRect& ra, const TileGrid& gb, const CellRect& rb,
                 std::vector<Cell>& out)
{
    if (ga.cellSize == gb.cellSize) {
        for (int row = std::max(ra.row0, rb.row0); row < std::min(ra.row1, rb.row1); ++row)
            for (int column = std::max(ra.column0, rb.column0);
                 column < std::min(ra.column1, rb.column1); ++column)
                out.push_back({column, row});
        return;
    }
    const Aabb other = rectBounds(gb, rb);
    if (!(ga.cellSize > 0.0))
        return;
    const auto [c0, c1] = cellSpan(other.minX, other.maxX, ga.cellSize, ra.column0, ra.column1);
    const auto [r0, r1] = cellSpan(other.minY, other.maxY, ga.cellSize, ra.row0, ra.row1);
    for (int row = r0; row <= r1; ++row)
        for (int column = c0; column <= c1; ++column)
            if (boxBounds(cellBox(ga, column, row)).overlapsInterior(other))
                out.push_back({column, row});
}

void sortCells(std::vector<Cell>& cells)
{
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
}

// Bounds grown by one ulp outwards: a box whose interior meets these is exactly a box whose
// closure meets the original (a <= b  <=>  a < next(b) for doubles).
Aabb grownByUlp(const Aabb& b)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    return {std::nextafter(b.minX, -inf), std::nextafter(b.minY, -inf),
            std::nextafter(b.maxX, inf), std::nextafter(b.maxY, inf)};
}

using TileCells = std::map<std::pair<WorldKey, WorldKey>, std::vector<Cell>>;

// The narrow phase over the entries of an index, whoever stores them: the world, or a one-shot
// pass that borrows the caller's shapes. A store answers isObject(id) and key(id), shape(id)
// for objects, rect(id) and grid(id) (its layer's) for tile rectangles.

// Adds the overlaps between entry `self` (an object) and entry `other` to the set, using
// `tiles` to gather cells per (object, layer).
// `scratch` is reused between calls so that the scan allocates only for what it reports.
template <class Store>
void objectMeets(const Store& store, const SpatialIndex& index, EntryId self, EntryId other,
                 std::vector<ObjectPair>& pairs, TileCells& tiles, std::vector<Cell>& scratch)
{
    const WorldKey a = store.key(self);
    const WorldKey b = store.key(other);
    if (store.isObject(other)) {
        if (a != b && overlaps(store.shape(self), store.shape(other)))
            pairs.push_back({std::min(a, b), std::max(a, b)});
        return;
    }
    scratch.clear();
    cellsOverlapping(store.shape(self), index.bounds(self), store.grid(other), store.rect(other), scratch);
    if (!scratch.empty()) {
        std::vector<Cell>& into = tiles[{a, b}];
        into.insert(into.end(), scratch.begin(), scratch.end());
    }
}

void finishTiles(TileCells& tiles, std::vector<TileOverlap>& out)
{
    for (auto& [keys, cells] : tiles) {
        sortCells(cells);
        out.push_back({keys.first, keys.second, std::move(cells)});
    }
}

// Every overlap among the entries of the index.
template <class Store> OverlapSet allOverlapsIn(const Store& store, const SpatialIndex& index)
{
    OverlapSet result;
    TileCells tiles;
    TileCells shared;
    std::vector<Cell> scratch;
    index.forEachPair([&](EntryId a, EntryId b) {
        if (store.isObject(a)) {
            objectMeets(store, index, a, b, result.objects, tiles, scratch);
        } else if (store.isObject(b)) {
            objectMeets(store, index, b, a, result.objects, tiles, scratch);
        } else if (store.key(a) != store.key(b)) {
            // Two rectangles of different layers: the cells they share, named in the lower
            // layer's grid.
            const EntryId lo = store.key(a) < store.key(b) ? a : b;
            const EntryId hi = lo == a ? b : a;
            std::vector<Cell>& into = shared[{store.key(lo), store.key(hi)}];
            cellsShared(store.grid(lo), store.rect(lo), store.grid(hi), store.rect(hi), into);
        }
    });
    std::sort(result.objects.begin(), result.objects.end());
    result.objects.erase(std::unique(result.objects.begin(), result.objects.end()),
                         result.objects.end());
    finishTiles(tiles, result.tiles);
    for (auto& [keys, cells] : shared) {
        sortCells(cells);
        if (!cells.empty())
            result.layers.push_back({keys.first, keys.second, std::move(cells)});
    }
    return result;
}

// The entries of a one-shot pass: the caller's objects (borrowed), then the rectangles of its
// tile layers.
struct BorrowedStore {
    std::span<const ShapeRef> objects;
    std::span<const TileLayerRef> layers;
    std::vector<std::pair<CellRect, std::size_t>> rects; // rectangle, index into layers

    bool isObject(EntryId id) const { return id < objects.size(); }
    WorldKey key(EntryId id) const
    {
        return isObject(id) ? objects[id].key : layers[rects[id - objects.size()].second].key;
    }
    const Shape& shape(EntryId id) const { return *objects[id].shape; }
    const CellRect& rect(EntryId id) const { return rects[id - objects.size()].first; }
    const TileGrid& grid(EntryId id) const { return *layers[rects[id - objects.size()].second].grid; }
};

} // namespace

struct CollisionWorld::Impl {
    SpatialIndex index;
    std::vector<Item> items; // by entry id
    std::vector<EntryId> freeIds;
    std::unordered_map<WorldKey, EntryId> objects;
    std::map<WorldKey, Layer> layers;

    EntryId allocate()
    {
        if (!freeIds.empty()) {
            const EntryId id = freeIds.back();
            freeIds.pop_back();
            return id;
        }
        items.emplace_back();
        return static_cast<EntryId>(items.size() - 1);
    }
    // A fresh entry in use for an object (isObject) or a tile layer's rectangle, keyed by the
    // object's or the layer's key; its shape or rectangle is the caller's to set.
    EntryId claim(bool isObject, WorldKey key)
    {
        const EntryId id = allocate();
        Item& item = items[id];
        item.used = true;
        item.isObject = isObject;
        item.key = key;
        return id;
    }
    void release(EntryId id)
    {
        index.remove(id);
        items[id] = Item{};
        freeIds.push_back(id);
    }

    const Shape& shape(EntryId id) const { return items[id].shape; }
    bool isObject(EntryId id) const { return items[id].isObject; }
    WorldKey key(EntryId id) const { return items[id].key; }
    const CellRect& rect(EntryId id) const { return items[id].rect; }
    const TileGrid& grid(EntryId id) const { return layers.at(items[id].key).grid; }
};

CollisionWorld::CollisionWorld() : d(std::make_unique<Impl>()) {}
CollisionWorld::~CollisionWorld() = default;
CollisionWorld::CollisionWorld(CollisionWorld&&) noexcept = default;
CollisionWorld& CollisionWorld::operator=(CollisionWorld&&) noexcept = default;

void CollisionWorld::build(std::span<const std::pair<WorldKey, Shape>> objects)
{
    build(std::vector<std::pair<WorldKey, Shape>>(objects.begin(), objects.end()));
}

void CollisionWorld::build(std::vector<std::pair<WorldKey, Shape>>&& objects)
{
    // Everything is replaced (tile layers too); a repeated key keeps its last shape.
    d = std::make_unique<Impl>();
    d->items.reserve(objects.size());
    for (auto& [key, shape] : objects) {
        auto [it, fresh] = d->objects.try_emplace(key, static_cast<EntryId>(d->items.size()));
        if (fresh) {
            Item item;
            item.used = true;
            item.key = key;
            d->items.push_back(std::move(item));
        }
        d->items[it->second].shape = std::move(shape);
    }
    std::vector<Aabb> boxes;
    boxes.reserve(d->items.size());
    for (const Item& item : d->items)
        boxes.push_back(bounds(item.shape));
    d->index.build(boxes);
}

void CollisionWorld::setObject(WorldKey key, const Shape& shape)
{
    auto it = d->objects.find(key);
    if (it == d->objects.end()) {
        const EntryId id = d->claim(true, key);
        d->items[id].shape = shape;
        d->objects.emplace(key, id);
        d->index.insert(id, bounds(shape));
        return;
    }
    d->items[it->second].shape = shape;
    d->index.move(it->second, bounds(shape));
}

void CollisionWorld::removeObject(WorldKey key)
{
    auto it = d->objects.find(key);
    if (it == d->objects.end())
        return;
    d->release(it->second);
    d->objects.erase(it);
}

bool CollisionWorld::containsObject(WorldKey key) const
{
    return d->objects.count(key) != 0;
}

const Shape* CollisionWorld::object(WorldKey key) const
{
    auto it = d->objects.find(key);
    return it == d->objects.end() ? nullptr : &d->items[it->second].shape;
}

std::size_t CollisionWorld::objectCount() const
{
    return d->objects.size();
}

void CollisionWorld::setTileLayer(WorldKey layer, const TileGrid& grid)
{
    removeTileLayer(layer);
    Layer& l = d->layers[layer];
    l.grid = grid;
    if (!(grid.cellSize > 0.0) || !std::isfinite(grid.cellSize))
        return; // no cell has an interior: nothing can overlap it
    for (const CellRect& r : mergeCells(grid)) {
        const EntryId id = d->claim(false, layer);
        d->items[id].rect = r;
        l.rects.push_back(id);
        d->index.insert(id, rectBounds(grid, r));
    }
}

void CollisionWorld::removeTileLayer(WorldKey layer)
{
    auto it = d->layers.find(layer);
    if (it == d->layers.end())
        return;
    for (EntryId id : it->second.rects)
        d->release(id);
    d->layers.erase(it);
}

OverlapSet CollisionWorld::allOverlaps() const
{
    return allOverlapsIn(*d, d->index);
}

OverlapSet CollisionWorld::overlapsOf(WorldKey key) const
{
    OverlapSet result;
    auto it = d->objects.find(key);
    if (it == d->objects.end())
        return result;
    const EntryId self = it->second;
    TileCells tiles;
    std::vector<Cell> scratch;
    d->index.query(d->index.bounds(self), [&](EntryId other) {
        if (other != self)
            objectMeets(*d, d->index, self, other, result.objects, tiles, scratch);
    });
    std::sort(result.objects.begin(), result.objects.end());
    finishTiles(tiles, result.tiles);
    return result;
}

OverlapSet overlapsAmong(std::span<const ShapeRef> objects, std::span<const TileLayerRef> tileLayers)
{
    BorrowedStore store{objects, tileLayers, {}};
    std::vector<Aabb> boxes;
    boxes.reserve(objects.size());
    for (const ShapeRef& o : objects)
        boxes.push_back(o.bounds);
    for (std::size_t l = 0; l < tileLayers.size(); ++l) {
        const TileGrid& grid = *tileLayers[l].grid;
        if (!(grid.cellSize > 0.0) || !std::isfinite(grid.cellSize))
            continue; // no cell has an interior: nothing can overlap it
        for (const CellRect& r : mergeCells(grid)) {
            store.rects.emplace_back(r, l);
            boxes.push_back(rectBounds(grid, r));
        }
    }
    SpatialIndex index;
    index.build(boxes);
    return allOverlapsIn(store, index);
}

std::vector<WorldKey> CollisionWorld::objectsOverlapping(const Shape& shape) const
{
    std::vector<WorldKey> keys;
    d->index.query(bounds(shape), [&](EntryId id) {
        const Item& item = d->items[id];
        if (item.isObject && overlaps(shape, item.shape))
            keys.push_back(item.key);
    });
    std::sort(keys.begin(), keys.end());
    return keys;
}

std::vector<WorldKey> CollisionWorld::objectsInBounds(const Aabb& box) const
{
    std::vector<WorldKey> keys;
    d->index.query(grownByUlp(box), [&](EntryId id) {
        const Item& item = d->items[id];
        if (item.isObject && d->index.bounds(id).intersects(box))
            keys.push_back(item.key);
    });
    std::sort(keys.begin(), keys.end());
    return keys;
}

} // namespace ledge
