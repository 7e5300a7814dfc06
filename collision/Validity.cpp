// checkShape(): is a shape fit for collision?
//
// Polygons, n points, O(n log n) in all:
//   NotFinite, TooFewPoints          O(n)
//   ZeroArea: every point on the line through p0 and the first point != p0 (exact orient) O(n)
//   SelfIntersecting:
//     a repeated vertex: sort a copy, compare neighbours                     O(n log n)
//     a spike (the edges at a corner fold back onto each other), exact       O(n)
//     non-adjacent edges crossing or touching: boost::geometry::is_valid on the corrected
//     ring, which finds self-turns with a partitioned (sectioned) sweep      O(n log n)
//   (bench_narrowphase measures is_valid against is_simple on a 100k-vertex star.)

#include "Validity.h"

#include "Exact.h"
#include "PolygonBoost.h"

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

    std::vector<Vec2> sorted = p;
    std::sort(sorted.begin(), sorted.end(),
        [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return ShapeProblem::SelfIntersecting;

    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 prev = p[(i + n - 1) % n];
        const Vec2 next = p[(i + 1) % n];
        if (exact::orient(prev, p[i], next) == 0 && exact::dotSign(p[i], prev, next) > 0)
            return ShapeProblem::SelfIntersecting;
    }
    if (n > 3 && !boostgeom::isSimple(p))
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
