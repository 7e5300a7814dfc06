#pragma once
// One finding of validation (docs/cli.md).

#include "LevelTypes.h"

#include <QString>

#include <optional>
#include <vector>

namespace ledge {

namespace IssueCode {
inline constexpr char Overlap[] = "overlap";
inline constexpr char InvalidShape[] = "invalid-shape";
inline constexpr char OutOfBounds[] = "out-of-bounds";
inline constexpr char SpawnMissing[] = "spawn-missing";
inline constexpr char SpawnMultiple[] = "spawn-multiple";
inline constexpr char SpawnBlocked[] = "spawn-blocked";
inline constexpr char TargetUnreachable[] = "target-unreachable";
// A reached target whose easiest route needs more than rules.tightJumpShare of the player's
// jump height or run speed.
inline constexpr char TightJump[] = "tight-jump";
// Only in the editor, which bounds its search: a target the search had not reached when it
// hit its state budget. ledge-cli never stops early, so its reports never hold it.
inline constexpr char ReachUndecided[] = "reach-undecided";
} // namespace IssueCode

// An edit that makes an unreached target reachable (docs/cli.md, "fixes"), proven by a search.
struct IssueFix {
    enum class Kind { Move, Add, Remove };
    Kind kind = Kind::Move;
    ObjectId object = 0; // Move, Remove
    double dx = 0, dy = 0; // Move
    Role role = Role::Solid; // Add: into the first objects layer that collides
    Shape shape;             // Add

    friend bool operator==(const IssueFix&, const IssueFix&) = default;
};

// target-unreachable, explained (docs/movement.md, "Why, fixes and margins"): the cause in
// figures, for an overlay to draw what the message says.
struct IssueWhy {
    enum class Cause {
        SpawnBlocked, // the player does not fit at the spawn
        Sealed,       // walled in
        Hazard,       // every way crosses a hazard
        JumpHeight,   // the jump is `amount` units too low
        Tunnel,       // platformer: the player is `amount` units too tall for the way
        Narrow,       // top-down: the player is `amount` units too big for the way
        RunSpeed,     // the run is `amount` units per second too slow
        Distance,     // none of these: the closest the player gets is `amount` units away
    };
    Cause cause = Cause::Distance;
    double amount = 0;
    bool above = false;             // JumpHeight: the target is above the best jump's top
    std::vector<Aabb> obstacles;    // bounds of the ledge, the way's walls or the hazards
    // The best attempt: the player's positions (feet or centre) from the spawn to `nearest`,
    // one per step in a platformer (so its jumps are arcs). Only when asked for
    // (ValidationOptions::attempts): ledge-cli has no use for it.
    std::vector<Vec2> attempt;
    std::size_t takeOff = 0; // platformer: where in `attempt` its last jump leaves the ground
    friend bool operator==(const IssueWhy&, const IssueWhy&) = default;
};

struct Issue {
    Severity severity = Severity::Error;
    QString code;                  // one of IssueCode, or a plugin rule's code
    QString message;               // translated sentence for a person
    std::vector<ObjectId> objects; // sorted ascending
    std::vector<Cell> cells;       // tile cells, sorted by row then column
    LayerId tileLayer = 0;         // the layer of `cells`, when there are cells
    Aabb focus;                    // where "jump to" centres the view
    // target-unreachable: the reached player position closest to the target (feet in
    // platformer mode, centre in top-down), and edits that each make it reachable, best first.
    std::optional<Vec2> nearest;
    std::vector<IssueFix> fixes;
    std::optional<IssueWhy> why;

    friend bool operator==(const Issue&, const Issue&) = default;
};

} // namespace ledge
