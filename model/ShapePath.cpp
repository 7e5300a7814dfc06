#include "ShapePath.h"

#include <QPolygonF>

#include <cmath>

namespace ledge {

namespace {
QPainterPath closedPolygon(const auto& points)
{
    QPolygonF poly;
    for (const Vec2& v : points)
        poly << QPointF(v.x, v.y);
    QPainterPath path;
    if (!poly.isEmpty()) {
        path.addPolygon(poly);
        path.closeSubpath();
    }
    return path;
}
} // namespace

QPainterPath shapePath(const Shape& shape)
{
    QPainterPath path;
    std::visit(
        [&](const auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Box>) {
                path.addRect(QRectF(s.x, s.y, s.w, s.h).normalized());
            } else if constexpr (std::is_same_v<T, Circle>) {
                path.addEllipse(QPointF(s.x, s.y), std::abs(s.r), std::abs(s.r));
            } else if constexpr (std::is_same_v<T, Point>) {
                path.addEllipse(QPointF(s.x, s.y), kPointPathRadius, kPointPathRadius);
            } else if constexpr (std::is_same_v<T, Polygon>) {
                path = closedPolygon(s.points);
            } else if constexpr (std::is_same_v<T, Slope>) {
                path = closedPolygon(slopeTriangle(s));
            }
        },
        shape);
    return path;
}

} // namespace ledge
