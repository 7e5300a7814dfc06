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

// Invalid input (which callers only pass for shapes checkShape rejects) may make Boost throw:
// answer "no" rather than crash.
bool interiorsIntersect(std::span<const Vec2> a, std::span<const Vec2> b)
{
    try {
        return bg::relate(toBoost(a), toBoost(b), bg::de9im::mask("T********"));
    } catch (const std::exception&) {
        return false;
    }
}

bool closedIntersect(std::span<const Vec2> a, std::span<const Vec2> b)
{
    try {
        return bg::intersects(toBoost(a), toBoost(b));
    } catch (const std::exception&) {
        return false;
    }
}

bool isValidRing(std::span<const Vec2> p)
{
    const BPolygon poly = toBoost(p);
    bg::validity_failure_type failure = bg::no_failure;
    try {
        bg::is_valid(poly, failure);
    } catch (const std::exception&) {
        return false;
    }
    // Boost accepts duplicate points by default; a repeated vertex is a self-touch for us,
    // so only a clean "no failure" counts.
    return failure == bg::no_failure;
}

} // namespace ledge::boostgeom
