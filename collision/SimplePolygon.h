#pragma once
// Whether a polygon ring is simple: no repeated vertex, no edge folding back onto its
// neighbour, no two non-adjacent edges crossing or touching (internal to collision/).

#include "Vec2.h"

#include <span>

namespace ledge {

// The ring p (n >= 3, finite, not all collinear) is simple. Exact (Exact.h predicates).
// O(n log n): a sort for repeated vertices, one pass for spikes, and a Shamos-Hoey sweep
// (std::set status ordered by exact orientation, every pair of edges that becomes
// neighbouring in the status is tested exactly) for crossings and touchings.
bool isSimplePolygon(std::span<const Vec2> p);

} // namespace ledge
