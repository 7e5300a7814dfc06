#pragma once
// Exact narrow-phase predicates on polygons given as vertex arrays (internal to collision/).
//
// Polygons are simple, either winding, not closed. "Winding" is +1 when the interior lies on
// the side where Exact.h's orient() is positive (clockwise on screen, y down), -1 otherwise.
// Every decision goes through the exact predicates of Exact.h: no epsilon.

#include "Vec2.h"

#include <array>
#include <span>
#include <vector>

namespace ledge::sat {

using Poly = std::span<const Vec2>;
using Triangle = std::array<Vec2, 3>;

// Winding of a simple polygon: the turn at its lexicographically smallest vertex, which is
// always a convex corner. O(n).
int winding(Poly p);

// Every corner turns the same way as the winding (straight corners allowed). For a simple
// polygon this is convexity. O(n).
bool isConvex(Poly p, int winding);

// +1 or -1 (the winding) when every corner turns the same way (straight corners allowed),
// i.e. the simple polygon is convex; 0 when it is concave. One pass of n orientations.
int convexWinding(Poly p);

// Separating-axis test for two convex polygons, exact. The only candidate axes are the edge
// normals of both. Projected on the outward normal of edge p0->p1 of `a`, a's extent ends
// at the edge, so the axis separates iff every vertex q of `b` lies on the outer side of the
// edge's line: winding * orient(p0, p1, q) <= 0 for interiors (touching allowed), < 0 for
// closed sets. That turns each projection comparison into one exact orientation sign.
bool convexInteriorsIntersect(Poly a, int wa, Poly b, int wb);
bool convexClosedIntersect(Poly a, int wa, Poly b, int wb);

// +1 strictly inside, 0 on the boundary, -1 outside. Crossing count of a ray towards +x
// with the half-open rule on y, each crossing decided by an exact orientation. O(n).
int pointInPolygon(Vec2 p, Poly poly);

// Sign of dist(c, segment ab)^2 - r^2: the closest point is a when (c-a).(b-a) <= 0, b when
// (c-b).(a-b) <= 0, else the foot of the perpendicular.
int segmentDistanceSign(Vec2 a, Vec2 b, Vec2 c, double r);

// Circle against any simple polygon: the interiors meet iff the centre is in the closed
// polygon or some edge is closer than r; the closed sets meet iff the centre is in the closed
// polygon or some edge is at distance <= r. O(n).
bool circleInteriorsIntersectPolygon(Vec2 c, double r, Poly poly);
bool circleClosedIntersectPolygon(Vec2 c, double r, Poly poly);

// Ear clipping with exact predicates: appends triangles (winding +1, disjoint interiors,
// union = the polygon) to out. Straight corners are dropped. Returns false (out partly
// filled) if no ear is found, which only happens for a polygon that is not simple.
// O(n^2) typical, O(n^3) worst case: for the modest polygons of a level.
bool triangulate(Poly p, std::vector<Triangle>& out);

// Interiors of two simple polygons, each convex or concave, intersect. Exact: the interior of
// a polygon is an open set that is the union of its open triangles plus diagonals (which have
// no area), so two interiors meet iff some open triangle of one meets some open triangle of
// the other. Convex polygons are used whole. Falls back to Boost.Geometry when a polygon has
// too many vertices for ear clipping or cannot be triangulated (invalid input).
bool polygonsInteriorsIntersect(Poly a, Poly b);
// Closed sets intersect (union of closed triangles), same scheme.
bool polygonsClosedIntersect(Poly a, Poly b);

// Above this many vertices a concave polygon goes to Boost.Geometry instead of ear clipping.
inline constexpr std::size_t kMaxEarClippingVertices = 256;

} // namespace ledge::sat
