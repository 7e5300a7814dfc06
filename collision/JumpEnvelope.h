#pragma once
// Targets above every jump the player can make: decided without a search, exactly, from the
// shapes' bounds alone (docs/movement.md "Out of reach").
//
// In the step model the feet only rise on a jump from a floor (or a climb of at most a walk's
// step along a floor leaning away), by at most the highest held jump, and the flight spends a
// bounded number of steps above its take-off height, so it stays within a bounded distance
// along x while it is up there. A shape can only be stood on if one of these envelopes around
// a shape stood on before (or the spawn) meets its bounds; the shapes that could be stood on
// are closed under that rule, starting from the spawn. A target that no envelope of those
// shapes meets is unreachable: no input sequence touches it. A target counts by the feet
// positions touching it outside the solid boxes that span them (the player is never inside a
// solid). Ignoring every other obstacle and every hazard only adds reach, so the answer "out
// of reach" is a proof; a target not flagged may still be unreachable.

#include "Movement.h"

#include <optional>
#include <vector>

namespace ledge {

struct JumpEnvelope {
    double rise = 0.0;  // the feet never rise more than this above the last take-off
    double reach = 0.0; // ... and stay within this along x while above it
    bool bounded = false; // false: a model without these bounds (no gravity, say): nothing decided
    double run = 0.0;         // along x per step
    int riseSteps = 0;        // steps of the full rise
    double gravityStep = 0.0; // vertical speed gained per step
    double maxFall = 0.0;
    double margin = 0.0;
    // Steps a fall from rest takes to cover `distance` (rounded up), and how far along x a
    // flight gets from its take-off by the time it is `below` under the take-off height.
    double fallSteps(double distance) const;
    double reachAt(double below) const;
};

// The envelope of the world's player (the step model's own sums, with a margin for rounding).
JumpEnvelope jumpEnvelope(const MovementWorld& world);
// The same for any player, given tan(maxFloorAngle) (ConfigSpace::floorTangentValue) and the
// level's bounds (they size the margin).
JumpEnvelope jumpEnvelope(const PlayerParams& player, double floorTangent, const Aabb& level);

// One flag per target: true when the target is out of reach. targets[i] is the target's
// inflated bounds (the feet positions whose box touches it), none for a degenerate target
// (never flagged); `only`, when given, names the targets to check.
std::vector<bool> findOutOfReach(const MovementWorld& world, Vec2 spawn,
                                 const std::vector<std::optional<Aabb>>& targets,
                                 const std::vector<bool>* only = nullptr);

} // namespace ledge
