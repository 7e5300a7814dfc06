// checkShape(): is a shape fit for collision?
//
// Polygons, n points, O(n log n) in all:
//   NotFinite, TooFewPoints          O(n)
//   ZeroArea: every point on the line through p0 and the first point != p0 (exact orient) O(n)
//   SelfIntersecting: isSimplePolygon (SimplePolygon.h), exact                 O(n log n)
// Boost.Geometry was measured for the last step and rejected (bench_narrowphase): is_valid
// is quadratic on a star-shaped ring (8k vertices 0.6 s, 100k vertices 168 s) and
// is_simple does not look for self-intersections of areal geometries in Boost 1.74 (it
// accepts a bowtie).

#include "Validity.h"

#include "Exact.h"
#include "SimplePolygon.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace ledge {
namespace {

bool finite(std::initializer_list<double> values)
{
    return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

ShapeProblem checkPolygon(const Polygon& poly)
{
    const std::vector<Vec2>& p = poly.points;
    for (const Vec2 v : p)
        if (!finite({v.x, v.y}))
            return ShapeProblem::NotFinite;
    const std::size_t n = p.size();
    if (n < 3)
        return ShapeProblem::TooFewPoints;

    const auto other = std::find_if(p.begin(), p.end(), [&](Vec2 v) { return v != p[0]; });
    if (other == p.end())
        return ShapeProblem::ZeroArea;
    const bool collinear = std::all_of(p.begin(), p.end(),
        [&](Vec2 v) { return exact::orient(p[0], *other, v) == 0; });
    if (collinear)
        return ShapeProblem::ZeroArea;

    if (!isSimplePolygon(p))
        return ShapeProblem::SelfIntersecting;
    return ShapeProblem::None;
}

} // namespace

ShapeProblem checkShape(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> ShapeProblem {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Box> || std::is_same_v<T, Slope>) {
                if (!finite({s.x, s.y, s.w, s.h, s.x + s.w, s.y + s.h}))
                    return ShapeProblem::NotFinite;
                if (s.w <= 0.0 || s.h <= 0.0)
                    return ShapeProblem::NonPositiveSize;
                return ShapeProblem::None;
            } else if constexpr (std::is_same_v<T, Circle>) {
                if (!finite({s.x, s.y, s.r, s.x + s.r, s.y + s.r, s.x - s.r, s.y - s.r}))
                    return ShapeProblem::NotFinite;
                return s.r <= 0.0 ? ShapeProblem::NonPositiveSize : ShapeProblem::None;
            } else if constexpr (std::is_same_v<T, Point>) {
                return finite({s.x, s.y}) ? ShapeProblem::None : ShapeProblem::NotFinite;
            } else {
                return checkPolygon(s);
            }
        },
        shape);
}

const char* describe(ShapeProblem p)
{
    switch (p) {
    case ShapeProblem::None:
        return "valid shape";
    case ShapeProblem::NotFinite:
        return "coordinate is not a finite number";
    case ShapeProblem::NonPositiveSize:
        return "size or radius is not positive";
    case ShapeProblem::TooFewPoints:
        return "polygon has fewer than 3 points";
    case ShapeProblem::ZeroArea:
        return "polygon has zero area";
    case ShapeProblem::SelfIntersecting:
        return "self-intersecting polygon";
    }
    return "unknown problem";
}

} // namespace ledge
