#pragma once
// A Godot 4 text scene (.tscn, format=3) to a Level (docs/formats.md):
//   StaticBody2D, AnimatableBody2D -> solid (one-way when its shape has one_way_collision)
//   Area2D                         -> hazard, goal or pickup by its name's words, else trigger
//   CollisionShape2D               -> rectangle: box (a polygon when turned), circle: circle
//                                     (a polygon when scaled unevenly), capsule and convex
//                                     polygon shapes: polygon
//   CollisionPolygon2D             -> polygon
//   Marker2D                       -> spawn, goal or pickup by its name's words
// Node transforms (position, rotation, scale, skew, or transform) compose down the tree.
// A scene Ledge wrote reads back as the same level: its metadata/ledge_* values carry ids,
// roles, names, slopes, layers, tiles and settings. Instanced scenes are read from their files
// (res:// paths from the folder of project.godot). What cannot be represented (tile maps,
// scripts, instances whose file is missing, moving bodies, other shapes) is named in a warning.

#include "plugins/sdk/ImporterInterface.h"

namespace ledge::godot {

ImportResult readScene(const QByteArray& data, const QString& fileName);

} // namespace ledge::godot
