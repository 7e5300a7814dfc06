#pragma once
// The Minkowski sum of a convex polygon and an axis-aligned box: the shape a polygon takes in
// the player's configuration space (internal to collision/; ConfigSpace builds its polygons
// with it).

#include "Vec2.h"

#include <boost/container/small_vector.hpp>

#include <cstdint>
#include <span>

namespace ledge::boxsum {

// The box around the point it is added to: x from x + left to x + right, y from y + top to
// y + bottom.
struct Extent {
    double left;
    double right;
    double top;
    double bottom;
};

// A corner of the sum: polygon vertex `vertex` plus box corner `corner` (0 left-top,
// 1 right-top, 2 left-bottom, 3 right-bottom), each coordinate rounded outwards (in the
// corner's direction) when the sum is not a double, so the sum contains the exact one.
struct Corner {
    Vec2 p;
    std::uint32_t vertex = 0;
    std::uint32_t corner = 0;
};

// On the stack for up to eight vertices (a world of 100,000 shapes makes one per shape).
using Corners = boost::container::small_vector<Corner, 33>;

// The corners of `points` (+) the box: the convex hull of every vertex's four corners, turning
// with exact::orient > 0 from the smallest (x, y), collinear and repeated points dropped;
// fewer than three: empty. `points` may be any polygon (its hull's sum is taken). Walked
// directly along the polygon's and the box's edges where that is exact (a convex polygon,
// sums that are doubles: true), else by minkowskiByHull (false); the same corners either way.
bool minkowski(std::span<const Vec2> points, Extent box, Corners& out);

// The same computed the long way, by that hull (Andrew's monotone chain over all 4n corners):
// what minkowski() does when its direct walk does not apply, and the tests' reference.
void minkowskiByHull(std::span<const Vec2> points, Extent box, Corners& out);

} // namespace ledge::boxsum
