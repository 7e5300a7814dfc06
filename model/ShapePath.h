#pragma once
// The outline of a shape as a QPainterPath, in level units: the one definition the renderer
// (PNG export, `ledge-cli render`) and the editor's canvas share.

#include "model/ModelExport.h"
#include "LevelTypes.h"

#include <QPainterPath>

namespace ledge {

// Radius of the disc that stands for a point (spawn, goal, pickup) in a path.
inline constexpr double kPointPathRadius = 6.0;

// Boxes and circles normalised (negative sizes drawn as their absolute value), polygons and
// slopes closed; a point is a small disc of kPointPathRadius around it.
LEDGE_MODEL_EXPORT QPainterPath shapePath(const Shape& shape);

} // namespace ledge
