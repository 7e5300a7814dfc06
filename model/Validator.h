#pragma once
// Turns a Level into collision input and collision results into Issues (DESIGN.md): shape
// soundness, overlaps, objects out of bounds, the spawn, and reachability of every target.

#include "Issue.h"
#include "Level.h"

#include <optional>

namespace ledge {

struct ReachabilitySummary {
    MovementMode mode = MovementMode::Platformer;
    ObjectId spawn = 0;
    std::vector<ObjectId> reached;     // ascending
    std::vector<ObjectId> unreachable; // ascending
};

struct ValidationTimings {
    double overlapMs = 0;
    double reachMs = 0;
};

struct ValidationReport {
    std::vector<Issue> issues; // sorted: errors first, then by code order, then by objects
    std::optional<ReachabilitySummary> reachability; // present when exactly one spawn exists
    ValidationTimings timings;

    int errorCount() const;
    int warningCount() const;
    bool ok() const { return errorCount() == 0; }
};

// Puts issues in report order: errors first, then warnings; by code (the built-in codes in the
// order of docs/cli.md, then others); then by objects and cells.
void sortIssues(std::vector<Issue>& issues);

class Validator {
public:
    explicit Validator(const Level& level) : mLevel(level) {}
    ValidationReport run() const;

private:
    const Level& mLevel;
};

} // namespace ledge
