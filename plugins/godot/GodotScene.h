#pragma once
// A Level as a Godot 4 text scene (.tscn, format=3):
//   the level          -> Node2D root named after the level
//   a layer            -> Node2D child (visible = false when hidden)
//   solid, oneway      -> StaticBody2D; hazard, trigger, goal/pickup areas -> Area2D
//   box                -> CollisionShape2D with a RectangleShape2D, body at the box centre
//   circle             -> CollisionShape2D with a CircleShape2D, body at the centre
//   polygon, slope     -> CollisionPolygon2D, body at the shape's top-left bound
//   spawn/goal/pickup points -> Marker2D
//   oneway             -> one_way_collision = true on the collision node
//   tile layer         -> per kind one body with a RectangleShape2D per merged run of cells
// Every body carries metadata/ledge_id, metadata/ledge_role and the object's properties.

#include "model/Level.h"

#include <QByteArray>

namespace ledge::godot {

QByteArray writeScene(const Level& level);

} // namespace ledge::godot
