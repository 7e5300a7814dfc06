#pragma once
// Can the player get from the spawn to every goal and pickup? (docs/movement.md,
// docs/movement.md). Two solvers behind one call: a search over inputs with the fixed step of
// Movement.h for platformers, a connectivity sweep of the free configuration space for
// top-down levels.

#include "collision/CollisionExport.h"
#include "Movement.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace ledge {

// Something the player must touch (a goal or a pickup); the key is the caller's.
struct ReachTarget {
    std::int64_t key = 0;
    Shape shape;
};

// ReachProblem::scoutAfter's default: about a second of search on the 2-core machine of
// tests/bench/README.md, past what any level of a few thousand shapes takes to reach its targets.
inline constexpr std::size_t kScoutAfter = 1'000'000;
// ReachProblem::climbAfter's default: some 0.15 s of search, past what the verdict of a
// 1,000-shape generated level takes with five targets no one reaches.
inline constexpr std::size_t kClimbAfter = 200'000;

struct ReachProblem {
    Aabb bounds;                  // the level: [0, columns*cellSize] x [0, rows*cellSize]
    std::vector<Body> bodies;     // collidable objects (solid, oneway, hazard)
    std::vector<TileGrid> tiles;  // collidable tile layers
    PlayerParams player;
    Vec2 spawn;                   // feet (platformer) or centre (top-down)
    std::vector<ReachTarget> targets;
    // Platformer: stop as soon as every target is reached (the validator's case; no region).
    // Otherwise the whole reachable space is explored and region marks it (the overlay's case).
    // Top-down: with it, only `reached` is filled in (no region, paths or nearest positions),
    // and the sweep stops once every target is joined to the spawn.
    bool stopWhenAllReached = false;
    // Platformer: stop after this many states (0: no limit), for callers that must bound memory
    // on huge open levels (the search keeps about 40 bytes per state). The result is then
    // `truncated`: reached targets are real, the others undecided, the region partial.
    std::size_t maxStates = 0;
    // Platformer: when the cell search leaves targets unreached, run the exhaustive pass over
    // exact states (docs/movement.md, "Exhaustive pass"; left out when the cells alone fill its
    // budget, so it could not run to the end). Without it "unreachable" may miss a route
    // needing sub-cell precision; "reached" is a replayed path either way.
    bool exhaustive = true;
    // Platformer: each target not reached gets its best attempt (TargetResult::attempt), and
    // the result says where the search looked (ReachResult::lookedAt): what the fixes use.
    bool attempts = false;
    // Platformer: verdicts only. The breadth-first search alone, whose expanded states are
    // freed as it goes: memory follows the visited cells (the level's area) and the open
    // front, not every state, so a huge open level can be searched to the end. No paths,
    // attempts or region; the nearest positions are kept as the states are freed.
    bool lean = false;
    // Platformer, with maxStates: at the limit the search does not stop but goes on lean (the
    // breadth-first search alone, its states freed behind the front), so every target is
    // decided while memory stays that of maxStates states plus the visited cells. Targets
    // reached before the limit have their paths; those reached after, none (an empty path);
    // nearest positions are kept; no attempts, region or lookedAt. ReachResult::leanFrom says
    // when it happened.
    bool leanPastLimit = false;
    // Platformer, stopping at the last target: the search pauses to have the targets it has
    // not reached checked for a seal (SealedTargets.h), and stops waiting for sealed ones. A
    // caller that knows none of its targets is sealed (it asked before, of the same solids,
    // box, spawn and targets) turns the check off: the verdicts are the same, the sweep saved.
    bool sealCheck = true;
    // Platformer, the verdict's call (stopWhenAllReached with the exhaustive pass; a probe has
    // none): once the breadth-first search has taken this many states with targets left (0:
    // never), a scout searches beside it over coarser cells, for the long climb to the one
    // target left on a big open level (docs/movement.md "Scout"). What it reaches has a path
    // like any other, flagged TargetResult::scouted; what it misses it decides nothing about.
    std::size_t scoutAfter = kScoutAfter;
    // Stopping at the last target, the verdict's call or a probe's (no exhaustive pass): once
    // the breadth-first search has taken this many states with targets left (0: never), a
    // climber searches beside it in whole moves (a walk, a jump to its top, a fall to the
    // ground), best first towards the targets left (docs/movement.md "Climber"). Like the
    // scout, what it reaches has a path and is flagged TargetResult::scouted; what it misses it
    // decides nothing about. In a probe its states do not count towards maxStates (its stages
    // have a bound of their own): the breadth-first search takes the states it would without it.
    // On a level of 2,000 shapes or more it sets out after at most 100,000 states.
    std::size_t climbAfter = kClimbAfter;
};

// One point of a path: the position after a step (the first one is the spawn) and the input
// held during that step (Input flags; top-down paths carry Input::None: they are polylines).
struct PathStep {
    Vec2 position;
    int input = Input::None;
};

struct TargetResult {
    std::int64_t key = 0;
    bool reached = false;
    // Reached: from the spawn to a position whose box touches the target. Platformer paths
    // hold one entry per fixed step; top-down paths are polylines of free positions.
    std::vector<PathStep> path;
    // Not reached: the reached position whose player box comes closest to the target.
    // Reached: the last position of the path.
    Vec2 nearest;
    // Not reached, platformer, when ReachProblem::attempts asks for it: the best attempt, from
    // the spawn to `nearest`, one entry per step (its last jump is the arc that comes closest).
    std::vector<PathStep> attempt;
    // Not reached, and proven so by the free space around the spawn alone (SealedTargets.h):
    // decided even when the search itself was cancelled by its state limit.
    bool sealed = false;
    // Not reached, platformer: above every jump the player can make from anything it can stand
    // on, proven from the shapes' bounds before any search (docs/movement.md "Out of reach").
    bool outOfReach = false;
    // Reached, platformer: first by the scout or the climber (ReachProblem::scoutAfter,
    // climbAfter), not the breadth-first search: a probe bounded by the verdict's states may
    // not find it again (it has no scout, and its climber may take another way).
    bool scouted = false;
    // Reached, platformer: first by the climber (scouted too). The probes search with it as
    // well (ReachProblem::climbAfter), so its margins can be measured; not a scout's target's.
    bool climbed = false;
    // Reached, or proven unreachable without the search having to run to its end: a target
    // the search no longer waits for and no caller reports as undecided.
    bool decided() const { return reached || sealed || outOfReach; }
};

struct ReachResult {
    std::vector<TargetResult> targets; // in the order of ReachProblem::targets
    // Where the player's box can be, as coarse boxes (16-unit cells merged along rows), for an
    // overlay. Only from a search without stopWhenAllReached; complete only when it ran to
    // the end.
    std::vector<Aabb> region;
    std::size_t statesExplored = 0;
    // Platformer: of statesExplored, the exact states of the exhaustive pass (the rest are the
    // cell searches').
    std::size_t exactStatesExplored = 0;
    // Platformer: of statesExplored, the climber's after the exhaustive pass stopped at its budget
    // or was left out, with targets left (docs/movement.md "Climber", *The last chance*).
    std::size_t lastChanceStates = 0;
    bool spawnBlocked = false; // the player's box at the spawn overlaps a solid
    bool cancelled = false;
    bool truncated = false;    // the platformer search stopped at ReachProblem::maxStates
    // With ReachProblem::leanPastLimit: the states taken when the search went on lean (0: it
    // ended before its limit). A target reached with an empty path was reached after it.
    std::size_t leanFrom = 0;
    // Platformer: the exhaustive pass over exact states ran to the end (docs/movement.md): every
    // "unreachable" is then exact, no input sequence of the model reaches those targets.
    bool exhaustive = false;
    // Platformer (solvePlatformerReach and the verdicts): false when no step of the search
    // died on a hazard, the spawn touches none, and the search was neither cut short by its
    // state limit nor cancelled. Then the same level without hazards is searched through the
    // same states: no target it misses is missed because of a hazard (targets it stopped
    // waiting for are sealed or out of reach, which hazards never change). True otherwise,
    // and from the other solvers.
    bool hazardsMatter = true;
    // Platformer, when ReachProblem::attempts asks for it and the breadth-first search ran to
    // its end (not stopped once every target left was decided, nor by a limit): feet
    // positions. Every shape a step of the search met has its inflated bounds (the feet
    // positions whose box touches it) meeting this box, so the level changed only outside it
    // is searched breadth first through the same states, to the same end (the fixes skip such
    // edits unsearched).
    std::optional<Aabb> lookedAt;
    // Platformer, when ReachProblem::attempts asks for it and the search stopped at its state
    // limit (ReachProblem::maxStates) with none of its targets proven unreachable (sealed or
    // out of reach): the same box for the states it took to its limit. A level changed only
    // outside it, searched for the same targets with the same limit (and as many bodies, so
    // that it pauses for the seal check at the same state), takes the same states to the same
    // limit and misses what this one missed, unless it proves a target unreachable on the way
    // (the fixes skip such candidates after one search).
    std::optional<Aabb> lookedAtToLimit;
};

// Runs the solver of problem.player.platformer. cancel, when given, is polled often; once it
// reads true the call returns what it has with cancelled = true.
LEDGE_COLLISION_EXPORT ReachResult solveReachability(const ReachProblem& problem, const std::atomic<bool>* cancel = nullptr);

// The cell states the validator's platformer search takes with targets left before it has them
// checked for a seal in windows up to a sixteenth of the level, or the whole level (50,000, or
// four per shape the whole level's sweep crosses where that is more: the sweep then costs less
// than the search did). Small windows are looked in sooner, after 8,192 states.
LEDGE_COLLISION_EXPORT std::size_t quickStates(const ReachProblem& problem);

// The two solvers (Reachability.cpp dispatches).
LEDGE_COLLISION_EXPORT ReachResult solvePlatformerReach(const ReachProblem& problem, const std::atomic<bool>* cancel);
LEDGE_COLLISION_EXPORT ReachResult solveTopDownReach(const ReachProblem& problem, const std::atomic<bool>* cancel);

// Region helper shared by both solvers: marks boxes on a grid of `cell` units over bounds and
// returns them merged along rows.
class LEDGE_COLLISION_EXPORT ReachRegion {
public:
    ReachRegion(const Aabb& bounds, double cell = 16.0);
    void mark(const Aabb& box);
    std::vector<Aabb> boxes() const;

private:
    Aabb mBounds;
    double mCell;
    int mColumns = 0;
    int mRows = 0;
    std::vector<std::uint8_t> mCells;
};

} // namespace ledge
