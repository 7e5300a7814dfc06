#pragma once
// The shapes of a level (docs/file-format.md) as plain structs and one variant.

#include "collision/CollisionExport.h"
#include "Vec2.h"

#include <array>
#include <cstdint>
#include <variant>
#include <vector>

namespace ledge {

// Axis-aligned rectangle, top-left corner x,y and size w,h.
struct Box {
    double x = 0.0, y = 0.0, w = 0.0, h = 0.0;
    friend bool operator==(const Box&, const Box&) = default;
};

// Centre x,y and radius r.
struct Circle {
    double x = 0.0, y = 0.0, r = 0.0;
    friend bool operator==(const Circle&, const Circle&) = default;
};

// Simple polygon, convex or concave, either winding, not closed (last != first).
struct Polygon {
    std::vector<Vec2> points;
    friend bool operator==(const Polygon&, const Polygon&) = default;
};

enum class Rise : std::uint8_t { Right, Left };

// The right triangle inside the box x,y,w,h whose hypotenuse is the walkable surface.
// See slopeTriangle() for its corners.
struct Slope {
    double x = 0.0, y = 0.0, w = 0.0, h = 0.0;
    Rise rise = Rise::Right;
    bool ceiling = false;
    friend bool operator==(const Slope&, const Slope&) = default;
};

// A marker position: spawn, goal or pickup. It has no interior and overlaps nothing.
struct Point {
    double x = 0.0, y = 0.0;
    friend bool operator==(const Point&, const Point&) = default;
};

using Shape = std::variant<Box, Circle, Polygon, Slope, Point>;

enum class ShapeType : std::uint8_t { Box, Circle, Polygon, Slope, Point };

inline ShapeType shapeType(const Shape& s) { return static_cast<ShapeType>(s.index()); }

// Bounds of the shape (for a Point, an empty box at the point). For a polygon with no
// points, an empty box at the origin.
LEDGE_COLLISION_EXPORT Aabb bounds(const Shape& s);

// The three corners of a slope, in the order docs/file-format.md lists them:
//   rise right          : (x,y+h) (x+w,y)   (x+w,y+h)
//   rise left           : (x,y)   (x+w,y+h) (x,y+h)
//   rise right, ceiling : (x,y)   (x+w,y)   (x+w,y+h)
//   rise left,  ceiling : (x,y)   (x+w,y)   (x,y+h)
LEDGE_COLLISION_EXPORT std::array<Vec2, 3> slopeTriangle(const Slope& s);

// The same shape moved by d.
LEDGE_COLLISION_EXPORT Shape translated(const Shape& s, Vec2 d);

} // namespace ledge
