#pragma once
// Icons and marker glyphs drawn with QPainter (no image files to ship or license).

#include "model/LevelTypes.h"

#include <QIcon>
#include <QPainter>
#include <QRectF>

namespace ledge::icons {

// The glyph of a marker role (spawn, goal, pickup) inside rect.
void drawMarker(QPainter& p, Role role, const QRectF& rect);

enum class Glyph {
    Select, Box, Circle, Polygon, Slope, TileBrush, Eraser, Spawn, Goal, Pickup,
    Error, Warning, Snap, Fit, LayerObjects, LayerTiles, Eye, Lock, Undo, Redo, Reach, PlayPath, Collides
};
QIcon icon(Glyph glyph);

} // namespace ledge::icons
