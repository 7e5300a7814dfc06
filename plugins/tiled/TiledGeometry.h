#pragma once
// Placing Tiled collision geometry in level coordinates: the shapes a tileset draws on a tile
// (its "collision editor" object group) go to every cell and tile object that shows the tile,
// through the tile's flips, the tileset's offset and the object's size and rotation.

#include "TiledMap.h"
#include "collision/Shape.h"

#include <optional>
#include <vector>

namespace ledge::tiled {

// p -> (a*x + c*y + tx, b*x + d*y + ty)
struct Affine {
    double a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
    Vec2 map(Vec2 p) const { return {a * p.x + c * p.y + tx, b * p.x + d * p.y + ty}; }
    // First this, then `next`.
    Affine then(const Affine& next) const;
    static Affine translation(double x, double y) { return {1, 0, 0, 1, x, y}; }
    static Affine scale(double sx, double sy) { return {sx, 0, 0, sy, 0, 0}; }
    // Clockwise on screen (y down) by `degrees`.
    static Affine rotation(double degrees);
};

// Tiled's flip flags of a gid, in its top bits.
inline constexpr std::uint32_t kFlipH = 0x80000000u, kFlipV = 0x40000000u, kFlipD = 0x20000000u;

// The flips of a tile of size w x h in its own frame (origin top-left): first the diagonal flip
// (x and y swapped, the tile becomes h x w), then horizontal (x -> w' - x), then vertical.
Affine tileFlip(std::uint32_t gid, double w, double h);

// The collision outline of a Tiled object (rectangle, ellipse, polygon or polyline) in its
// parent's frame: its position and rotation applied. Nothing for points and text.
struct Outline {
    enum class Kind { Polygon, Polyline, Ellipse } kind = Kind::Polygon;
    std::vector<Vec2> points; // Polygon, Polyline: the vertices; Ellipse: 4 corners of its box
};
std::optional<Outline> objectOutline(const Object& o);

// The outline under `t` as level shapes: an axis-aligned rectangle becomes a box, an ellipse
// that stays round a circle, other ellipses a 32-gon, polygons polygons; an open polyline
// (a wall drawn as a line) becomes a ribbon polygon `thickness` wide on its lower side.
std::vector<Shape> placeOutline(const Outline& outline, const Affine& t, double thickness = 1.0);

} // namespace ledge::tiled
