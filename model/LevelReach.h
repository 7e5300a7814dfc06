#pragma once
// The bridge from a Level to the reachability solvers of collision/Reachability.h: which
// objects block, hurt or must be reached, and where the player starts. The Validator and the
// editor's overlay build their problems here, so both answer the same question.

#include "model/ModelExport.h"
#include "Level.h"
#include "collision/Reachability.h"

#include <optional>

namespace ledge {

// The one spawn of the level (in a layer that collides, with a sound shape), if there is
// exactly one.
LEDGE_MODEL_EXPORT const LevelObject* singleSpawn(const Level& level);

// Where the player stands at a spawn: the point itself, or for another shape its bottom
// centre (platformer) or centre (top-down).
LEDGE_MODEL_EXPORT Vec2 spawnPosition(const Level& level, const LevelObject& spawn);

// The problem for that spawn: collidable objects with sound shapes and the tile layers of
// layers that collide as bodies; goals and pickups with sound shapes as targets (keyed by id).
LEDGE_MODEL_EXPORT ReachProblem reachProblem(const Level& level, const LevelObject& spawn);

LEDGE_MODEL_EXPORT PlayerParams playerParams(const PlayerSettings& player);

} // namespace ledge
