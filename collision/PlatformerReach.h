#pragma once
// Internals of the platformer search (docs/movement.md "Platformer search"), public for tests.

#include "Movement.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace ledge {

// Two states in the same cell are one search state: the first found (fewest steps) is kept and
// continues exactly. Standing states are keyed on x / groundX (their y is a floor's, exact);
// airborne states on (x / airX, y / airY, vy / vy). These are the default player's cells: its
// run step is 4 units and gravity adds 30 units/s per step, so every step of a walk or a flight
// changes the key (nothing is lost by a state folding onto its own parent). quantumFor shrinks
// them for a player that moves less; see docs/movement.md for what the cells cost.
struct PlatformerQuantum {
    double groundX = 2.0;
    double airX = 4.0;
    double airY = 8.0;
    double vy = 30.0;
    int airSteps = 2; // steps an input is held in the air before the next choice
    // While rising on a held jump every step is a choice (release now or later, turn), and
    // the vertical speed cell is one step of gravity at the defaults.
    bool stepWhileRising = true;
    double risingVy = 30.0;
    // With ReachProblem::stopWhenAllReached, a second search ordered towards the nearest
    // unreached target runs alongside the breadth-first one, one of its expansions for every
    // directedEvery of the breadth-first one, until every target is reached (docs/movement.md
    // "Platformer search"). Its priority is steps + directedWeight * (a lower bound of the
    // steps to the target); it stops for good after directedLimit states. A target it heads
    // for without coming any closer (its open front's estimate of the steps left does not
    // shrink) for directedPatience expansions is given up, left to the breadth-first search:
    // one target that cannot be reached (buried in a wall, say) does not hold it back from the
    // others. It stops when every unreached target is given up.
    // directed = false: the breadth-first search alone, state for state the algorithm before.
    bool directed = true;
    double directedWeight = 3.0;
    int directedEvery = 8;
    std::size_t directedLimit = 4'000'000;
    std::size_t directedPatience = 2'000;
    // After the cell search, targets still unreached are looked for by an exhaustive search:
    // breadth first over exact states (every bit of position and speed, no cells), every
    // input at every step, up to exactBudget states. It finds any route the cells dropped
    // within that many states; when it runs to the end before the budget, no input sequence
    // reaches the targets it did not reach (ReachResult::exhaustive). It is left out when the
    // cell search alone kept exactBudget states or more: then it could not run to the end.
    std::size_t exactBudget = 250'000;
    // This search is that exhaustive one (set internally).
    bool exact = false;
    // This search is the climber (set internally): whole moves, not steps (docs/movement.md
    // "Climber"); a walk holds its input for airSteps steps, a fall for at most fallSteps, a
    // held jump for at most riseSteps (then, still rising, it may go on rising or let go).
    bool climber = false;
    int fallSteps = 255;
    int riseSteps = 255;
};

std::uint64_t platformerStateKey(const PlayerState& s, const PlatformerQuantum& q);

// A search keeps its states in blocks of this many (2 MB each): tests cross and free blocks.
std::size_t searchBlockNodes();

struct ReachProblem;
struct ReachResult;
struct PathStep;

// A pause in the cell search: once it has taken `states` states (or is about to stop at
// ReachProblem::maxStates, or its directed search has given up every target left) with
// targets left, `settle` is asked which of the targets left (one flag per target of the
// problem, true for those not reached yet) are decided otherwise (one flag per target of the
// problem: proven unreachable, e.g. sealed). Those are
// marked TargetResult::sealed and no longer waited for, and the search goes on where it was.
// settle returns an empty vector when it was cancelled (the search then stops, cancelled).
// `then`, when given, is a later pause for the targets still left (a dearer check), taken at
// its own `states` or at the limit, and when the directed search gives up only if it says so
// (onGiveUp); at the state limit every pause left is taken at once.
struct SearchCheckpoint {
    std::size_t states = 0;
    std::function<std::vector<bool>(const std::vector<bool>& left)> settle;
    const SearchCheckpoint* then = nullptr;
    // The directed search giving up every target left calls this pause early.
    bool onGiveUp = true;
    // The targets left are first asked of the jump envelope (JumpEnvelope.h: a pass over every
    // shape, once per search): not at a pause meant to cost less than that.
    bool envelope = true;
};

// The cells solvePlatformerReach uses for this problem: the defaults, each shrunk to just under
// what the player moves per step when that is less (a slow run, a low gravity or fall cap).
PlatformerQuantum quantumFor(const ReachProblem& problem);

// solvePlatformerReach with other cells (for tests and benchmarks), and optionally a pause.
ReachResult solvePlatformerReachWith(const ReachProblem& problem, const PlatformerQuantum& quantum,
                                     const std::atomic<bool>* cancel = nullptr,
                                     const SearchCheckpoint* checkpoint = nullptr);

// A local look (the fix candidates of ReachAnalysis): whether the cell search touches each
// target within problem.maxStates states when it starts, instead of at the spawn, at every
// state of the replay of path's inputs from the spawn whose feet lie in window. Each of those
// is a state the player reaches, so a target touched is reached; one not touched may still be
// (the look keeps only the states inside window, is bounded, and begins part way). Verdicts
// only: no paths, no exhaustive pass, no seal or envelope check. The path's positions are not
// read, only its inputs: replayed in a changed level it may go elsewhere, and the states are
// that level's.
// The problem is taken by value: a caller with a copy to spare moves it in.
std::vector<bool> platformerReachesAlong(ReachProblem problem, const std::vector<PathStep>& path, const Aabb& window,
                                         const std::atomic<bool>* cancel = nullptr);

} // namespace ledge
