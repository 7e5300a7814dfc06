#pragma once
// Turns a Level into collision input and collision results into Issues (docs/architecture.md): shape
// soundness, overlaps, objects out of bounds, the spawn, and reachability of every target.

#include "model/ModelExport.h"
#include "Issue.h"
#include "collision/Reachability.h"
#include "collision/Validity.h"
#include "Level.h"

#include <atomic>
#include <map>
#include <optional>

namespace ledge {

// How much of the player's ability a reached target's easiest route needs: the smallest share
// of jumpHeight, and of runSpeed, with which it is still reached, rounded up to 0.01.
struct ReachMargin {
    double jumpHeight = 1;
    double runSpeed = 1;

    friend bool operator==(const ReachMargin&, const ReachMargin&) = default;
};

struct ReachabilitySummary {
    MovementMode mode = MovementMode::Platformer;
    ObjectId spawn = 0;
    std::vector<ObjectId> reached;     // ascending
    std::vector<ObjectId> unreachable; // ascending
    std::vector<ObjectId> undecided;   // ascending; only with a state budget
    std::map<ObjectId, ReachMargin> margins; // platformer, with ValidationOptions::explain
};

struct ValidationTimings {
    double overlapMs = 0;
    double reachMs = 0;
};

struct LEDGE_MODEL_EXPORT ValidationReport {
    std::vector<Issue> issues; // sorted: errors first, then by code order, then by objects
    std::optional<ReachabilitySummary> reachability; // present when exactly one spawn exists
    ValidationTimings timings;

    int errorCount() const;
    int warningCount() const;
    bool ok() const { return errorCount() == 0; }
};

// Puts issues in report order: errors first, then warnings; by code (the built-in codes in the
// order of docs/cli.md, then others); then by objects and cells.
LEDGE_MODEL_EXPORT void sortIssues(std::vector<Issue>& issues);

// Why validation calls a shape invalid, translated ("its size is zero or negative"): the
// reason of `invalid-shape` issues, also shown beside a field the editor refuses.
LEDGE_MODEL_EXPORT QString describeShapeProblem(ShapeProblem p);

class LiveOverlaps;

// The editor's budget for one reachability search (the validation's or the overlay's): about
// 40 bytes a state, so some 120 MB at most.
inline constexpr std::size_t kReachStateBudget = 3'000'000;

// What one run checks and what it may reuse. The editor validates a big level in two passes:
// everything but reachability first (a fraction of a second even at 100,000 shapes), then
// reachability, which can take longer and is cancelled by the next edit.
struct ValidationOptions {
    bool checks = true;       // shapes, bounds, overlaps and the spawn
    bool reachability = true; // every target from the spawn
    // The level's live overlaps, already up to date: reused instead of building the collision
    // world again. Must belong to the validated level and be used from its thread.
    const LiveOverlaps* overlaps = nullptr;
    // Polled by the reachability search; once it reads true the run returns early with
    // `cancelled` set (its report is then incomplete and must be dropped).
    const std::atomic<bool>* cancel = nullptr;
    // Platformer search budget in states (0: none, as ledge-cli runs). Past it, a target not
    // yet reached is reported as undecided (IssueCode::ReachUndecided, a warning) rather than
    // unreachable. The editor bounds its background validation so that a huge open level
    // cannot take gigabytes.
    std::size_t maxReachStates = 0;
    // Without a budget: the search keeps its states (for paths, attempts and the probes of
    // `explain`) up to this many, then goes on lean to decide every target, its memory then
    // following the level's area (ReachProblem::leanPastLimit). 0: keeps every state.
    std::size_t keepStatesUpTo = kReachStateBudget;
    // The verdict's scout starts after this many states of its breadth-first search
    // (ReachProblem::scoutAfter; 0: no scout). A target it reaches first gets no margins.
    std::size_t scoutAfter = kScoutAfter;
    // Its climber likewise (ReachProblem::climbAfter; 0: no climber).
    std::size_t climbAfter = kClimbAfter;
    // Platformer verdicts from a lean search (ReachProblem::lean): memory follows the level's
    // area, not the states, so it can run without maxReachStates on any level. No paths or
    // explanations come from it. The editor decides what its budget left undecided so.
    bool leanReach = false;
    // Say why each unreachable target is not reached (its message, `nearest`), offer fixes, and
    // measure the margins of the reached ones (docs/movement.md, "Why, fixes and margins"): more
    // searches of the same kind, each bounded by maxReachStates. ledge-cli asks for it.
    bool explain = false;
    // With explain, also the margins of the reached targets (platformer) and the tight-jump
    // rule: two bisections of searches for every level, the costly part on a valid level.
    bool margins = false;
    // With explain: only when the verdict's search took at most this many states (0: always).
    std::size_t explainUpTo = 0;
    // With explain: each explained issue's why carries the best attempt's path (one more
    // search per unreachable target, stopped where it gets closest), for the editor to draw.
    bool attempts = false;
};

// The editor explains unreachable targets and measures margins in a pass after the verdict,
// when the verdict's own search took at most this many states: each explanation is dozens of
// searches of that size.
inline constexpr std::size_t kExplainStateLimit = 300'000;

class LEDGE_MODEL_EXPORT Validator {
public:
    explicit Validator(const Level& level, ValidationOptions options = {})
        : mLevel(level), mOptions(options)
    {
    }
    ValidationReport run() const;
    // True when the last run() stopped early on the cancel flag.
    bool cancelled() const { return mCancelled; }

private:
    const Level& mLevel;
    ValidationOptions mOptions;
    mutable bool mCancelled = false;
};

} // namespace ledge
