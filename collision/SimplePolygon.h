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
// Polygons of up to 16 vertices test every pair of non-adjacent edges instead (no allocation).
bool isSimplePolygon(std::span<const Vec2> p);

namespace detail {
// The two ways isSimplePolygon looks for two non-adjacent edges that touch, on a ring whose
// vertices are distinct and whose neighbouring edges do not fold back: exposed so that a test
// can hold them to each other.
bool sweepFindsContact(std::span<const Vec2> p);
bool pairsFindContact(std::span<const Vec2> p);
} // namespace detail

} // namespace ledge
