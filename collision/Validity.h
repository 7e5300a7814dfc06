#pragma once
// Whether a shape is sound enough to take part in collision (docs/file-format.md: such shapes load and
// are reported by validation as `invalid-shape`).

#include "collision/CollisionExport.h"
#include "Shape.h"

#include <string>

namespace ledge {

enum class ShapeProblem {
    None,
    NotFinite,          // a coordinate is NaN or infinite
    NonPositiveSize,    // box or slope with w <= 0 or h <= 0, circle with r <= 0
    TooFewPoints,       // polygon with fewer than 3 points
    ZeroArea,           // polygon whose points are all collinear (or repeated)
    SelfIntersecting,   // polygon whose edges cross or touch other than at shared neighbours
};

// Exact; O(n log n) for a polygon of n points (self-intersection by a sweep), O(1) otherwise.
LEDGE_COLLISION_EXPORT ShapeProblem checkShape(const Shape& s);

// English, untranslated description for logs and tests ("self-intersecting polygon").
LEDGE_COLLISION_EXPORT const char* describe(ShapeProblem p);

} // namespace ledge
