#pragma once
// Targets that no platformer input sequence can reach because the free space around the spawn
// never touches them: a goal sealed in a pocket, a pickup inside a wall. Decided by one
// top-down sweep, whatever the size of the open area (docs/movement.md, "Sealed targets").

#include "collision/CollisionExport.h"
#include "Reachability.h"

#include <atomic>
#include <cstddef>
#include <optional>
#include <vector>

namespace ledge {

struct SealedTargets {
    // One flag per target of the problem: true when the target is proven unreachable.
    std::vector<bool> sealed;
    bool cancelled = false;
    // How many of the sealed targets a window around them decided (the others took the
    // whole level's sweep).
    std::size_t inWindows = 0;
};

// What the whole level's sweep has to cross, in shapes (a tile cell counts as an eighth: cells
// merge along rows): callers weigh the sweep's cost against a search's with it.
LEDGE_COLLISION_EXPORT std::size_t sweepShapes(const ReachProblem& problem);

// How far findSealedTargets looks: the windows around the targets, then the whole level's
// sweep for what they leave; or the windows alone, which then stay smaller (a target they do
// not decide is left unflagged: a cheap question, for a caller with a search to fall back on).
enum class SealScope {
    WholeLevel,  // windows up to an eighth of the level's area, then the whole level's sweep
    Windows,     // windows alone, up to a 64th
    WideWindows, // windows alone, up to a 16th (the validator's first look on a big level)
    Pockets,     // windows alone, up to a 256th: the validator's early look, for small rooms
};

// What a target lies inside when it is buried in solids: its grown bounds (a hair larger) are
// in the open interior of one solid body (`body`, an index into problem.bodies), or covered by
// solid boxes and solid tile cells together (`body`: the box that holds the target's centre, if
// one does). Then no box of the player touches it, and findSealedTargets seals it before any
// window or sweep (unless the spawn's own box overlaps a solid); explanations name what holds it.
struct Burial {
    bool buried = false;
    std::optional<std::size_t> body;
};
LEDGE_COLLISION_EXPORT Burial burialOf(const ReachProblem& problem, std::size_t target);

// problem is a platformer problem. A target flagged sealed is unreachable under the platformer
// model exactly; a target not flagged may still be unreachable (the relaxation ignores gravity).
// `only`, when given, names the targets to check (one flag per target); the others are left
// unflagged. A few targets are first checked in windows around each, so that a pocket costs
// what its neighbourhood holds, not the whole level; windows = false skips that (the whole
// level's sweep alone: what the windows are tested against).
LEDGE_COLLISION_EXPORT SealedTargets findSealedTargets(const ReachProblem& problem, const std::atomic<bool>* cancel,
                                                       const std::vector<bool>* only = nullptr, bool windows = true,
                                                       SealScope scope = SealScope::WholeLevel);

} // namespace ledge
