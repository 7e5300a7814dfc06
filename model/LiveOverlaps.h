#pragma once
// Follows a Level and keeps its collision world and the set of current overlaps up to date
// incrementally: a changed object is moved in the index and only its overlaps are recomputed
// (docs/architecture.md, "How data flows"). The editor draws from it; the Validator uses the same world.

#include "model/ModelExport.h"
#include "Level.h"
#include "collision/CollisionWorld.h"
#include "collision/Overlap.h"

#include <QList>
#include <QObject>

#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace ledge {

// Whether an object takes part in overlaps: collidable role, layer collides, shape valid.
LEDGE_MODEL_EXPORT bool takesPartInOverlaps(const Level& level, const LevelObject& object);

// Adds every tile layer of the level that collides to the world (every tile kind collides).
LEDGE_MODEL_EXPORT void addCollidingTileLayers(CollisionWorld& world, const Level& level);

class LEDGE_MODEL_EXPORT LiveOverlaps : public QObject {
    Q_OBJECT

public:
    explicit LiveOverlaps(const Level* level, QObject* parent = nullptr);
    ~LiveOverlaps() override;

    const CollisionWorld& world() const { return mWorld; }

    // The object overlaps another object or solid tile cells.
    bool isOverlapping(ObjectId id) const;
    // Objects whose shapes overlap this one, ascending.
    std::vector<ObjectId> partners(ObjectId id) const;
    // The push-out of `a` from `b` when they overlap.
    std::optional<Contact> contactBetween(ObjectId a, ObjectId b) const;
    // Tile overlaps of one object, per layer.
    std::vector<TileOverlap> tileOverlaps(ObjectId id) const;
    // Every current overlap (pairs, object/tile, layer/layer), as CollisionWorld reports it.
    // Computed once per state of the level: opening a level asks for it from the validator,
    // the canvas and the overlap overlay, and each would otherwise redo the whole pair pass.
    OverlapSet all() const;
    int pairCount() const { return int(mPairCount); }

signals:
    // The overlap state of these objects changed (they gained or lost a partner or tile cells).
    // An empty list after a layer or settings change means "anything may have changed".
    void overlapsChanged(const QList<ledge::ObjectId>& affected);

private:
    void rebuild();
    void refreshObject(ObjectId id, QList<ObjectId>& affected);
    void dropObject(ObjectId id, QList<ObjectId>& affected);
    void onObjectInserted(ObjectId id);
    void onObjectAboutToBeRemoved(ObjectId id);
    void onObjectChanged(ObjectId id);
    void onTilesChanged(LayerId layer, QRect cells);
    void onLayersChanged();

    const Level* mLevel;
    CollisionWorld mWorld;
    mutable std::optional<OverlapSet> mAll; // all() of the current state; reset by every change
    // Symmetric adjacency of overlapping objects.
    std::unordered_map<ObjectId, std::unordered_set<ObjectId>> mPartners;
    std::unordered_map<ObjectId, std::vector<TileOverlap>> mTiles;
    std::size_t mPairCount = 0;
};

} // namespace ledge
