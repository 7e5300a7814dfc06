#pragma once
// The live set of collidable shapes of a level: objects and tile layers in one spatial index,
// with every overlapping pair on demand and the overlaps of one object after it changed,
// without re-scanning the rest (docs/architecture.md, "How data flows").
//
// Keys are the caller's: object ids for objects, layer ids for tile layers. The world copies
// the shapes it is given; it knows nothing of roles (the caller adds only collidable things).
//
// (API agreed before implementation; see SpatialIndex.h for the broad phase.)

#include "collision/CollisionExport.h"
#include "Shape.h"
#include "TileGrid.h"

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace ledge {

using WorldKey = std::int64_t;

struct ObjectPair {
    WorldKey a = 0; // a < b
    WorldKey b = 0;
    friend bool operator==(const ObjectPair&, const ObjectPair&) = default;
    friend auto operator<=>(const ObjectPair&, const ObjectPair&) = default;
};

// An object overlapping cells of one tile layer; cells sorted by row, then column.
struct TileOverlap {
    WorldKey object = 0;
    WorldKey layer = 0;
    std::vector<Cell> cells;
    friend bool operator==(const TileOverlap&, const TileOverlap&) = default;
};

// The same cells filled in two tile layers.
struct LayerOverlap {
    WorldKey layerA = 0; // layerA < layerB
    WorldKey layerB = 0;
    std::vector<Cell> cells;
    friend bool operator==(const LayerOverlap&, const LayerOverlap&) = default;
};

struct OverlapSet {
    std::vector<ObjectPair> objects;  // sorted
    std::vector<TileOverlap> tiles;   // sorted by (object, layer)
    std::vector<LayerOverlap> layers; // sorted by (layerA, layerB)
    bool empty() const { return objects.empty() && tiles.empty() && layers.empty(); }
    friend bool operator==(const OverlapSet&, const OverlapSet&) = default;
};

// One object of a one-shot overlap pass, borrowed: the caller's key, its shape (which must
// outlive the call) and that shape's bounds (exactly bounds(*shape)), which the caller
// usually has already.
struct ShapeRef {
    WorldKey key = 0;
    const Shape* shape = nullptr;
    Aabb bounds;
};

// One tile layer of a one-shot overlap pass, borrowed like the objects.
struct TileLayerRef {
    WorldKey key = 0;
    const TileGrid* grid = nullptr;
};

// Every overlap among these objects and tile layers (keys distinct among the objects, and
// among the layers): exactly what allOverlaps() of a CollisionWorld built from them reports,
// for one-shot callers such as a command-line validation. None of the world's editing state
// is built: no copy of the shapes, no key map, one bulk build of the index over the objects
// and the layers' rectangles together.
LEDGE_COLLISION_EXPORT OverlapSet overlapsAmong(std::span<const ShapeRef> objects,
                                                std::span<const TileLayerRef> tileLayers);

class LEDGE_COLLISION_EXPORT CollisionWorld {
public:
    CollisionWorld();
    ~CollisionWorld();
    CollisionWorld(CollisionWorld&&) noexcept;
    CollisionWorld& operator=(CollisionWorld&&) noexcept;

    // Replaces everything with these objects, using the index's bulk build.
    void build(std::span<const std::pair<WorldKey, Shape>> objects);
    // The same, taking the shapes over instead of copying them.
    void build(std::vector<std::pair<WorldKey, Shape>>&& objects);

    // Inserts the object, or moves/reshapes it if the key is present (incremental).
    void setObject(WorldKey key, const Shape& shape);
    void removeObject(WorldKey key);
    bool containsObject(WorldKey key) const;
    const Shape* object(WorldKey key) const;
    std::size_t objectCount() const;

    // A tile layer becomes merged rectangles in the index; overlaps are reported as cells.
    void setTileLayer(WorldKey layer, const TileGrid& grid);
    void removeTileLayer(WorldKey layer);

    // Every overlap in the world.
    OverlapSet allOverlaps() const;
    // The overlaps involving one object (objects pairs that contain it, its tile overlaps).
    OverlapSet overlapsOf(WorldKey object) const;
    // Keys of objects whose shapes overlap the given shape (the shape need not be in the world).
    std::vector<WorldKey> objectsOverlapping(const Shape& shape) const;
    // Keys of objects whose bounds meet the query box (closed), for picking and drawing.
    std::vector<WorldKey> objectsInBounds(const Aabb& box) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace ledge
