#pragma once
// The collision export (docs/formats.md, "Collision geometry"): every collidable object and tile
// of a level as boxes, circles and polygons with their role, for a game engine's colliders.
// Tiles and boxes that share a whole edge are merged into larger boxes, so a run of tiles is one
// collider; per role, the union of the pieces is exactly the union of the level's geometry.

#include "model/Level.h"

#include <QByteArray>

#include <vector>

namespace ledge::collisionexport {

struct Piece {
    Role role = Role::Solid;
    Shape shape;
};

// The pieces, per role in the order solid, oneway, hazard: merged boxes first, then circles and
// polygons (slopes as their triangles) in layer order.
std::vector<Piece> collisionPieces(const Level& level);

// { "format": "ledge-collision", "version": 1, "bounds": [...], "shapes": [...] }
QByteArray collisionJson(const Level& level);

} // namespace ledge::collisionexport
