#pragma once
// Conversions between the model's shapes and Qt's geometry, and the edit handles of a shape
// (corners and edge midpoints of boxes and slopes, the radius of circles, polygon vertices).

#include "model/LevelTypes.h"
#include "model/ShapePath.h"

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace ledge {

inline QPointF toQt(Vec2 v) { return {v.x, v.y}; }
inline Vec2 toVec(QPointF p) { return {p.x(), p.y()}; }
inline QRectF toQt(const Aabb& b) { return QRectF(b.minX, b.minY, b.width(), b.height()); }

// The outline of a shape: shapePath() of model/ShapePath.h.

// The polygon's points from a closed Qt polygon (drops the repeated last point).
Polygon polygonFromQt(const QPolygonF& polygon);

enum class HandleKind { Corner, Edge, Radius, Vertex };

struct Handle {
    QPointF pos;
    int index = 0;
    HandleKind kind = HandleKind::Corner;
};

// Handles of a shape: boxes and slopes 0..7 clockwise from the top-left corner (corners even,
// edge midpoints odd); circles 0..3 (right, bottom, left, top); polygons one per vertex.
std::vector<Handle> handlesOf(const Shape& shape);

// The shape with handle `index` dragged to `pos`. Boxes and slopes keep the opposite edges
// fixed and stay normalised (w, h >= 0); a circle's radius becomes the distance to `pos`.
Shape dragHandle(const Shape& shape, int index, QPointF pos);

// Index of the polygon edge (i, i+1) nearest to pos within `tolerance`, or -1.
int nearestEdge(const Polygon& polygon, QPointF pos, double tolerance);

// A rectangle from two corners, normalised.
QRectF rectFromCorners(QPointF a, QPointF b);

} // namespace ledge
