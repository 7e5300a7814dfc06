// Bounds, slope corners and translation of the shapes of Shape.h.

#include "Shape.h"

#include "Exact.h"

#include <type_traits>

namespace ledge {

std::array<Vec2, 3> slopeTriangle(const Slope& s)
{
    const double r = s.x + s.w;
    const double b = s.y + s.h;
    if (s.ceiling) {
        if (s.rise == Rise::Right)
            return {Vec2{s.x, s.y}, Vec2{r, s.y}, Vec2{r, b}};
        return {Vec2{s.x, s.y}, Vec2{r, s.y}, Vec2{s.x, b}};
    }
    if (s.rise == Rise::Right)
        return {Vec2{s.x, b}, Vec2{r, s.y}, Vec2{r, b}};
    return {Vec2{s.x, s.y}, Vec2{r, b}, Vec2{s.x, b}};
}

Aabb bounds(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> Aabb {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Box> || std::is_same_v<T, Slope>) {
                return {s.x, s.y, s.x + s.w, s.y + s.h};
            } else if constexpr (std::is_same_v<T, Circle>) {
                // Rounded outwards, so the bounds always contain the circle.
                return {exact::addDown(s.x, -s.r), exact::addDown(s.y, -s.r), exact::addUp(s.x, s.r),
                        exact::addUp(s.y, s.r)};
            } else if constexpr (std::is_same_v<T, Point>) {
                return {s.x, s.y, s.x, s.y};
            } else {
                if (s.points.empty())
                    return {};
                Aabb b{s.points[0].x, s.points[0].y, s.points[0].x, s.points[0].y};
                for (const Vec2 p : s.points) {
                    b.minX = std::min(b.minX, p.x);
                    b.minY = std::min(b.minY, p.y);
                    b.maxX = std::max(b.maxX, p.x);
                    b.maxY = std::max(b.maxY, p.y);
                }
                return b;
            }
        },
        shape);
}

Shape translated(const Shape& shape, Vec2 d)
{
    return std::visit(
        [d](const auto& s) -> Shape {
            using T = std::decay_t<decltype(s)>;
            T t = s;
            if constexpr (std::is_same_v<T, Polygon>) {
                for (Vec2& p : t.points)
                    p = p + d;
            } else {
                t.x += d.x;
                t.y += d.y;
            }
            return t;
        },
        shape);
}

} // namespace ledge
