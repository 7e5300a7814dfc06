#pragma once
// Plain 2D vectors and axis-aligned bounds. Level units (pixels), y grows downwards.

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ledge {

struct Vec2 {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
constexpr double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
// z of the 3D cross product: > 0 when b is clockwise from a on screen (y down), i.e.
// counter-clockwise in the usual y-up maths convention.
constexpr double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
constexpr double lengthSquared(Vec2 a) { return dot(a, a); }
inline double length(Vec2 a) { return std::sqrt(dot(a, a)); }

// Closed axis-aligned bounds [minX, maxX] x [minY, maxY].
struct Aabb {
    double minX = 0.0;
    double minY = 0.0;
    double maxX = 0.0;
    double maxY = 0.0;

    constexpr double width() const { return maxX - minX; }
    constexpr double height() const { return maxY - minY; }
    constexpr Vec2 centre() const { return {(minX + maxX) * 0.5, (minY + maxY) * 0.5}; }

    // Interiors intersect: bounds that only touch do not count, so shapes inside them cannot
    // overlap either (docs/file-format.md, "Roles"). This is the broad phase's test.
    constexpr bool overlapsInterior(const Aabb& o) const
    {
        return minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY;
    }
    // Closed sets intersect (touching counts).
    constexpr bool intersects(const Aabb& o) const
    {
        return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY;
    }
    constexpr bool contains(Vec2 p) const { return minX <= p.x && p.x <= maxX && minY <= p.y && p.y <= maxY; }
    constexpr bool contains(const Aabb& o) const
    {
        return minX <= o.minX && o.maxX <= maxX && minY <= o.minY && o.maxY <= maxY;
    }
    constexpr Aabb united(const Aabb& o) const
    {
        return {std::min(minX, o.minX), std::min(minY, o.minY), std::max(maxX, o.maxX),
                std::max(maxY, o.maxY)};
    }
    friend constexpr bool operator==(const Aabb&, const Aabb&) = default;
};

// How far apart two boxes are along x and along y (0 along an axis where they meet).
constexpr Vec2 gapBetween(const Aabb& a, const Aabb& b)
{
    return {std::max({0.0, a.minX - b.maxX, b.minX - a.maxX}), std::max({0.0, a.minY - b.maxY, b.minY - a.maxY})};
}

// std::floor(v) but for the sign of a zero (floorOf(-0.0) is +0.0): a truncation and a
// correction. x86-64 without SSE 4.1 has no instruction for the floor, and its call was a
// share of every visit of a cell in the platformer search. From 2^52 up every double is a whole
// number; NaN and the infinities come back as they are.
inline double floorOf(double v)
{
    if (!(std::abs(v) < 0x1p52))
        return v;
    const auto t = static_cast<double>(static_cast<std::int64_t>(v));
    return t > v ? t - 1 : t;
}

// The cell of v = (coordinate - origin) / cell size in a row of n cells: truncated (the floor
// of a number >= 0, and cheaper than std::floor without SSE 4.1), clamped to the row; NaN goes
// to the first cell. Monotone in v, so intervals that meet get cell ranges that meet; beyond
// the grid, the border cells stand for everything there. The grids of the movement world, the
// region and the platformer search's coarse grids use it.
constexpr int coarseCell(double v, int n)
{
    if (!(v >= 1))
        return 0;
    return v < n - 1 ? static_cast<int>(v) : n - 1;
}

} // namespace ledge
