#pragma once
// Beyond the verdict (docs/movement.md, "Why, fixes and margins"): how much of the player's
// ability a reached target needs, how much more an unreached one would need, which objects stand
// in the way, and small edits that make an unreached target reachable. Every figure and every
// edit comes from the same exact search as the verdict, run again on a changed problem; nothing
// here estimates.

#include "collision/CollisionExport.h"
#include "Reachability.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace ledge {

// One ability of the player, scaled by a factor for a search.
enum class Ability {
    JumpHeight, // jumpHeight (platformer)
    RunSpeed,   // runSpeed (platformer)
    Width,      // the box's width (top-down: a gap between walls left and right)
    Height,     // the box's height, feet or centre kept (a tunnel too low, a gap between walls
                // above and below)
    Size,       // the box's width and height (top-down: a diagonal gap)
};

LEDGE_COLLISION_EXPORT PlayerParams scaledPlayer(const PlayerParams& player, Ability ability, double factor);

// Searches of one problem with a changed player or changed bodies, all bounded the same way.
// They skip the platformer's exhaustive pass (a few hundred thousand exact states each time a
// target is missed): a target they report reached has a replayed path, one they miss counts
// as not reached. The climber sets out in them as in the verdict (ReachProblem::climbAfter),
// outside their bound, for the targets climbFor names: the goal at the end of a long climb that
// a higher jump reaches is found in a fraction of the states the bound allows. So a margin or a
// shortfall is never low, and a fix is never offered unproven; but it can come out high, and by
// more than a step: a cell search keeps the first state of each cell, which state that is
// changes with the ability, so more ability can lose a route that less finds (smallestSteps,
// below, then stops above the smallest step).
class LEDGE_COLLISION_EXPORT ReachProbe {
public:
    // maxStates bounds every search (0: none), grown for a slower run by as much as its cells
    // are finer (quantumFor in PlatformerReach.h), up to 8 times or 4 million states; cancel
    // is polled by each.
    ReachProbe(const ReachProblem& problem, std::size_t maxStates, const std::atomic<bool>* cancel);
    // The bound for the probes asked after `verdict` of `problem`: the states of its cell
    // searches (of a verdict that went on lean at its limit, those up to there), and at least
    // what it may take before its first full seal check (quickStates: 50,000, or four per shape
    // on a big level), since a verdict that proved its targets left sealed in small windows
    // stopped sooner. The exact states of its exhaustive pass do not count (a probe runs none):
    // with them, a probe that misses would search on for as many cell states again; nor do
    // those of the climber's last chance after it (ReachResult::lastChanceStates).
    static std::size_t budgetAfter(const ReachProblem& problem, const ReachResult& verdict);

    const ReachProblem& problem() const { return mProblem; }
    // Searches run so far.
    int searches() const { return mSearches.load(); }
    std::size_t maxStates() const { return mMaxStates; }
    // A search saw the cancel flag, or the caller has raised it since: the questions asked on
    // the probe's behalf (a local look, a seal check) stop at it too, and say nothing.
    bool cancelled() const { return mCancelled.load() || (mCancel && mCancel->load(std::memory_order_relaxed)); }
    // The flag every search polls (null: none), for other questions asked on its behalf.
    const std::atomic<bool>* cancelFlag() const { return mCancel; }

    // Which of `targets` (indices into problem().targets) the given problem reaches; a
    // search cut short by its limit counts what it did not reach as not reached. lookedAtToLimit,
    // when given, gets the search's ReachResult::lookedAtToLimit (platformer). climbAtOnce: a
    // search that sends the climber (climbFor) sends it from its first state, not after
    // ReachProblem::climbAfter states of its breadth-first search (see FixFinder).
    std::vector<bool> reaches(const ReachProblem& changed, const std::vector<std::size_t>& targets,
                              std::optional<Aabb>* lookedAtToLimit = nullptr, bool climbAtOnce = false);
    // The same question with paths (top-down searches stop early only without them).
    ReachResult solve(const ReachProblem& changed, const std::vector<std::size_t>& targets);
    // The problem with the player's ability scaled.
    ReachProblem withAbility(Ability ability, double factor) const;

    // The targets (indices into problem().targets) whose searches send the climber
    // (ReachProblem::climbAfter); empty, the default: every target's. A search asked for none
    // of them runs without it: where the verdict came close to a target, or reached it without
    // the climber, a climber beside the probe finds nothing its breadth-first search does not,
    // and adds its nodes to every miss. Set before the first search.
    void climbFor(std::vector<bool> targets) { mClimbFor = std::move(targets); }
    // The climbing targets after a verdict (platformer): those its climber reached first, and
    // those it did not reach whose nearest position leaves the player's box farther from them
    // than its jump rises (a goal at the end of a long climb, not one walled in beside the way).
    static std::vector<bool> climbingTargets(const ReachProblem& problem, const ReachResult& verdict);

    // For each of `targets`, the smallest integer k in [lo, hi] with which the search reaches it
    // when the ability is scaled by factorOf(k), found by bisection (more ability is taken to
    // never lose a target; the k returned is always one the search confirmed). Targets known to
    // be reached at hi pass hiKnown; otherwise hi is searched first, and a target it does not
    // reach gets nullopt. Targets sharing a candidate share its search; the searches of one
    // round of the bisection run side by side, one thread per core. `paths`, when given, gets
    // for each target the path of the search that confirmed its step (platformer; empty when
    // none was kept: a step known beforehand, or a top-down search).
    std::vector<std::optional<int>> smallestSteps(const std::vector<std::size_t>& targets, Ability ability,
                                                  int lo, int hi, const std::function<double(int)>& factorOf,
                                                  bool hiKnown, std::vector<std::vector<PathStep>>* paths = nullptr);

private:
    // One bounded search of `changed` for some of its targets, with paths when asked.
    ReachResult search(const ReachProblem& changed, const std::vector<std::size_t>& targets, bool paths,
                       bool lookedAt = false, bool climbAtOnce = false);

    ReachProblem mProblem;
    std::size_t mMaxStates;
    const std::atomic<bool>* mCancel;
    // reaches() may run on several threads at once (smallestSteps does).
    std::atomic<int> mSearches = 0;
    std::atomic<bool> mCancelled = false;
    std::vector<bool> mClimbFor;
};

// The player's box at a position (feet in platformer mode, centre in top-down).
LEDGE_COLLISION_EXPORT Aabb playerBounds(const PlayerParams& player, Vec2 position);

// The bodies (indices into problem.bodies) the full-size player's box overlaps somewhere
// along `path`, in the order met: the walls of a way the player does not fit through.
LEDGE_COLLISION_EXPORT std::vector<std::size_t> bodiesInTheWay(const ReachProblem& problem, const std::vector<PathStep>& path);

// Platformer: the body under the player's feet at `feet`, if a body carries it there (the
// ledge a jump is made from or lands on).
LEDGE_COLLISION_EXPORT std::optional<std::size_t> bodyUnderFeet(const ReachProblem& problem, Vec2 feet);

// Platformer: where a route found with a higher jump first needs it. `path` is a route of the
// player `higher` (problem.player with more jump height) from problem.spawn. Its first flight
// that lands, or (the last flight) touches the target, higher above where the player last
// stood than problem.player's highest jump (JumpEnvelope::rise) is one no jump of
// problem.player makes. None when no flight does (the route needs the higher jump for its air
// time or to clear something, not for where it lands), or when the path does not replay as
// that player's.
struct JumpTooHigh {
    std::size_t takeOff = 0;            // index into path: where the player last stood
    std::optional<std::size_t> landing; // where it stands next; none: the path ends in that flight
    bool last = true;                   // no jump follows it: the route ends on what it lands on
};
LEDGE_COLLISION_EXPORT std::optional<JumpTooHigh> firstJumpTooHigh(const ReachProblem& problem, const PlayerParams& higher,
                                                                   const std::vector<PathStep>& path);

// Why a target is not reached, measured by searching again with more ability, a smaller
// player or no hazards: the first of these that reaches it names the cause.
struct Shortfall {
    enum class Kind {
        Sealed,     // walled in: no cause below, and even the box flying finds no way (SealedTargets.h)
        Hazard,     // reached once hazards are gone: every way crosses `bodies` (hazards)
        JumpHeight, // reached with a jump `amount` units higher (up to twice the jump); `bodies`: the ledge the
                // first jump too high for the player is made from, and the one it lands on
        Tunnel,     // platformer: reached by a player `amount` units lower, through `bodies`
        Narrow,     // top-down: reached by a player `amount` units smaller, between `bodies`
        RunSpeed,   // reached with a run `amount` units per second faster
        Distance,   // none of these: the closest the player gets is `amount` units away
    };
    Kind kind = Kind::Distance;
    double amount = 0;
    std::vector<std::size_t> bodies; // indices into problem.bodies, at most two
    bool above = false;              // JumpHeight: no jump follows that one, and the target is above
                                     // the player at its nearest
    bool inside = false;             // Sealed: the target lies inside solids (burialOf, SealedTargets.h):
                                     // bodies[0], or solid tiles when bodies is empty
};

// One per entry of `unreached` (indices into problem.targets); nearest and sealed are indexed
// like problem.targets. Each cause costs a handful of searches, shared by the targets.
// hazardsMatter is the verdict's ReachResult::hazardsMatter: when false, no hazard stood in
// the verdict's way, and the search without hazards is skipped.
LEDGE_COLLISION_EXPORT std::vector<Shortfall> explainUnreached(ReachProbe& probe, const std::vector<std::size_t>& unreached,
                                                               const std::vector<Vec2>& nearest, const std::vector<bool>& sealed,
                                                               bool hazardsMatter = true);

// A small edit of the level that makes an unreached target reachable.
struct ReachEdit {
    enum class Kind { Move, Add, Remove };
    Kind kind = Kind::Move;
    std::size_t body = 0; // Move, Remove: index into problem.bodies
    Vec2 delta;           // Move
    Shape shape;          // Add: a solid box
};

struct FixRequest {
    std::size_t target = 0;              // the unreached target (index into problem.targets)
    std::vector<std::size_t> reached;    // the targets reached now, which must stay reached
    // Platformer: the verdict's path to each of `reached` (in its order; empty where it has
    // none). A candidate that changes the level only away from every step of such a path
    // (beyond the reach of what a step looks at, stepReach) leaves its replay as it was, so
    // the target stays reached without a search: the candidate's search asks for the others.
    // A target a helper reached first, which a bounded search may not find again, then no
    // longer keeps every fix away.
    std::vector<std::vector<PathStep>> reachedPaths;
    Vec2 nearest;                        // the reached position closest to the target
    Shortfall why;                       // its cause: the edits tried first answer it
    double grid = 16;                    // edits stay on this grid
    std::vector<Aabb> keepClear;         // the spawn's box and every target: no edit covers them
    // Platformer: the best attempt at the target (TargetResult::attempt), when known. A
    // candidate is then first looked at by a bounded search from the states along it near the
    // target, in the edited level, and searched from the spawn only when that look reaches it.
    std::vector<PathStep> attempt;
    // The verdict's ReachResult::lookedAt, when known: a candidate that changes the level only
    // outside it leaves the breadth-first search from the spawn as it was (the target still
    // missed), and is dropped without a look or a search.
    std::optional<Aabb> lookedAt;
    // A candidate's search that misses at its state limit answers for the candidates after it
    // that change the level only where it never looked (ReachResult::lookedAtToLimit): they are
    // dropped unsearched. False: each is searched (the tests compare the two).
    bool reuseMisses = true;
    int maxSearches = 16;                // searches spent on candidates, at most
};

// Up to one edit of each kind (move, add, remove), each confirmed by a search: alone it makes
// the target reachable and keeps every reached target reached; a moved or added shape stays
// inside the level and overlaps no other body, no collidable tile and nothing in keepClear.
// Best first: the smallest move, then the added step, then the removal. Candidates answer the
// cause first (raise the ledge by the shortfall, widen the gap, remove the hazard), then try
// the objects around the way; a candidate that fails costs a whole search, hence the budget
// (with request.attempt, only the candidates a local look finds promising are searched).
LEDGE_COLLISION_EXPORT std::vector<ReachEdit> findFixes(ReachProbe& probe, const FixRequest& request);

// The problem with the edit applied.
LEDGE_COLLISION_EXPORT ReachProblem applied(const ReachProblem& problem, const ReachEdit& edit);

} // namespace ledge
