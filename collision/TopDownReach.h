#pragma once
// Internals of the top-down solver (docs/movement.md "Top-down").

#include "Reachability.h"

#include <cstddef>

namespace ledge {

// Widest slab over which a circle, polygon or slope is treated as blocking a constant
// y-range (boxes and tiles are exact; see docs/movement.md "Top-down").
inline constexpr double kCurvedSlab = 1.0;

// What the sweeps did with the curved shapes (tests and benchmarks).
struct TopDownStats {
    std::size_t pieces = 0;       // curved pieces swept
    std::size_t coarsePieces = 0; // of which longer than one sub-slab
    std::size_t shrunk = 0;       // coarse pieces cut back to one sub-slab where they began
    std::size_t split = 0;        // coarse pieces ended early by something they met
    std::size_t wholePolygons = 0; // concave polygons swept as one blocker
    std::size_t gaps = 0;          // ... whose members' ranges did not form one interval (none
                                   // are expected: docs/movement.md "Whole polygons")
};

// How the top-down solver sweeps (tests and benchmarks; solveTopDownReach uses the defaults).
struct TopDownOptions {
    bool coarse = true;        // curved shapes block over coarse pieces
    bool wholePolygons = true; // a vertically convex concave polygon is one blocker, not its
                               // triangles (docs/movement.md "Whole polygons")
};

// solveTopDownReach, with coarse = false stepping every curved shape one sub-slab at a time
// (the answers coarse pieces must keep), and what it did.
ReachResult solveTopDownReachWith(const ReachProblem& problem, bool coarse, TopDownStats* stats = nullptr,
                                  const std::atomic<bool>* cancel = nullptr);
ReachResult solveTopDownReachWith(const ReachProblem& problem, const TopDownOptions& options,
                                  TopDownStats* stats = nullptr, const std::atomic<bool>* cancel = nullptr);

} // namespace ledge
