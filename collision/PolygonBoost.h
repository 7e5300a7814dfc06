#pragma once
// The only door to Boost.Geometry in collision/ (internal): every Boost.Geometry use lives in
// PolygonBoost.cpp so that only one translation unit pays for its templates.

#include "Vec2.h"

#include <span>

namespace ledge::boostgeom {

// relate(a, b, "T********"): interiors intersect. Polygons are corrected (closed, clockwise).
bool interiorsIntersect(std::span<const Vec2> a, std::span<const Vec2> b);
// intersects(a, b): closed sets intersect.
bool closedIntersect(std::span<const Vec2> a, std::span<const Vec2> b);
// boost::geometry::is_valid on the corrected polygon with no failure at all (duplicate points
// count). Not used by checkShape (quadratic on some rings, see Validity.cpp); kept for
// bench_narrowphase's comparison.
bool isValidRing(std::span<const Vec2> p);

} // namespace ledge::boostgeom
