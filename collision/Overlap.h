#pragma once
// Exact overlap tests between shapes (docs/file-format.md, "Roles", docs/architecture.md).
//
// Two shapes overlap when their interiors intersect: touching along an edge, at a corner or
// tangentially is not an overlap; one shape inside the other is. A Point has no interior and
// never overlaps anything. Results are exact for coordinates that are exactly representable
// (all grid-derived coordinates); no epsilon is added anywhere.
//
// The shapes given must be valid (see Validity.h); invalid shapes give unspecified answers,
// never a crash.

#include "collision/CollisionExport.h"
#include "Shape.h"

#include <optional>

namespace ledge {

// How two overlapping shapes meet.
struct Contact {
    // Unit vector: moving the first shape by normal * depth separates it from the second
    // (the push-out direction of the first shape).
    Vec2 normal;
    // Length of the minimum translation that separates them (> 0). Exact (up to rounding of
    // the result) for two convex shapes (box, slope, convex polygon, circle); for a concave
    // polygon an upper bound that still separates them (see Contact.cpp for what is
    // guaranteed).
    double depth = 0.0;
    // A point inside both shapes (for drawing).
    Vec2 point;
};

// Interiors intersect.
LEDGE_COLLISION_EXPORT bool overlaps(const Shape& a, const Shape& b);

// Closed shapes intersect: touching counts. Used for "the player reaches a target when its
// box touches or overlaps it" (docs/file-format.md); a Point touches a shape that contains it.
LEDGE_COLLISION_EXPORT bool touches(const Shape& a, const Shape& b);

// Every point of the closed box lies in the shape's open interior (a box of no size is a
// point). Exact for boxes, circles, slopes and convex polygons; a concave polygon counts only
// when one triangle of it holds the whole box, so a box across two of its triangles gets false.
// A Point has no interior: always false.
LEDGE_COLLISION_EXPORT bool insideInterior(const Aabb& box, const Shape& shape);

// The contact when a and b overlap, nothing otherwise. Meant for the overlaps found, not for
// the search: it splits concave polygons into triangles and tries every edge normal.
LEDGE_COLLISION_EXPORT std::optional<Contact> contact(const Shape& a, const Shape& b);

} // namespace ledge
