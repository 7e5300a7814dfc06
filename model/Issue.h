#pragma once
// One finding of validation (docs/cli.md).

#include "LevelTypes.h"

#include <QString>

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
// Only in the editor, which bounds its search: a target the search had not reached when it
// hit its state budget. ledge-cli never stops early, so its reports never hold it.
inline constexpr char ReachUndecided[] = "reach-undecided";
} // namespace IssueCode

struct Issue {
    Severity severity = Severity::Error;
    QString code;                  // one of IssueCode, or a plugin rule's code
    QString message;               // translated sentence for a person
    std::vector<ObjectId> objects; // sorted ascending
    std::vector<Cell> cells;       // tile cells, sorted by row then column
    LayerId tileLayer = 0;         // the layer of `cells`, when there are cells
    Aabb focus;                    // where "jump to" centres the view

    friend bool operator==(const Issue&, const Issue&) = default;
};

} // namespace ledge
