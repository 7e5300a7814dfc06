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

    friend bool operator==(const Issue&, const Issue&) = default;
};

} // namespace ledge
