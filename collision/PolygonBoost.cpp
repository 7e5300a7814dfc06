// Every Boost.Geometry use of collision/ (see PolygonBoost.h).

#include "PolygonBoost.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

namespace ledge::boostgeom {
namespace {

namespace bg = boost::geometry;
using BPoint = bg::model::d2::point_xy<double>;
using BPolygon = bg::model::polygon<BPoint>; // clockwise, closed

BPolygon toBoost(std::span<const Vec2> pts)
{
    BPolygon poly;
    auto& ring = poly.outer();
    ring.reserve(pts.size() + 1);
    for (const Vec2 p : pts)
        ring.emplace_back(p.x, p.y);
    bg::correct(poly); // closes the ring and fixes its winding
    return poly;
}

} // namespace

bool interiorsIntersect(std::span<const Vec2> a, std::span<const Vec2> b)
{
    return bg::relate(toBoost(a), toBoost(b), bg::de9im::mask("T********"));
}

bool closedIntersect(std::span<const Vec2> a, std::span<const Vec2> b)
{
    return bg::intersects(toBoost(a), toBoost(b));
}

bool isValidRing(std::span<const Vec2> p)
{
    const BPolygon poly = toBoost(p);
    bg::validity_failure_type failure = bg::no_failure;
    bg::is_valid(poly, failure);
    // Boost accepts duplicate points by default; a repeated vertex is a self-touch for us,
    // so only a clean "no failure" counts.
    return failure == bg::no_failure;
}

} // namespace ledge::boostgeom
