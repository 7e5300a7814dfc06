#include "ShapeGeometry.h"

#include <QLineF>

#include <cmath>

namespace ledge {

namespace {
std::vector<Handle> rectHandles(QRectF r)
{
    const QPointF pts[8] = {r.topLeft(),     {r.center().x(), r.top()},    r.topRight(),
                            {r.right(), r.center().y()}, r.bottomRight(), {r.center().x(), r.bottom()},
                            r.bottomLeft(),  {r.left(), r.center().y()}};
    std::vector<Handle> out;
    for (int i = 0; i < 8; ++i)
        out.push_back({pts[i], i, i % 2 ? HandleKind::Edge : HandleKind::Corner});
    return out;
}

// Moves the edges named by a box handle to pos; the others stay.
QRectF dragRect(QRectF r, int index, QPointF pos)
{
    double l = r.left(), t = r.top(), rt = r.right(), b = r.bottom();
    const bool left = index == 0 || index == 6 || index == 7;
    const bool right = index >= 2 && index <= 4;
    const bool top = index <= 2;
    const bool bottom = index >= 4 && index <= 6;
    if (left) l = pos.x();
    if (right) rt = pos.x();
    if (top) t = pos.y();
    if (bottom) b = pos.y();
    return rectFromCorners({l, t}, {rt, b});
}
} // namespace

Polygon polygonFromQt(const QPolygonF& polygon)
{
    Polygon out;
    for (const QPointF& p : polygon)
        out.points.push_back(toVec(p));
    if (out.points.size() > 1 && out.points.front() == out.points.back())
        out.points.pop_back();
    return out;
}

QRectF rectFromCorners(QPointF a, QPointF b)
{
    return QRectF(QPointF(std::min(a.x(), b.x()), std::min(a.y(), b.y())),
                  QPointF(std::max(a.x(), b.x()), std::max(a.y(), b.y())));
}

std::vector<Handle> handlesOf(const Shape& shape)
{
    if (const auto* b = std::get_if<Box>(&shape))
        return rectHandles(QRectF(b->x, b->y, b->w, b->h));
    if (const auto* s = std::get_if<Slope>(&shape))
        return rectHandles(QRectF(s->x, s->y, s->w, s->h));
    if (const auto* c = std::get_if<Circle>(&shape)) {
        return {{{c->x + c->r, c->y}, 0, HandleKind::Radius},
                {{c->x, c->y + c->r}, 1, HandleKind::Radius},
                {{c->x - c->r, c->y}, 2, HandleKind::Radius},
                {{c->x, c->y - c->r}, 3, HandleKind::Radius}};
    }
    std::vector<Handle> out;
    if (const auto* p = std::get_if<Polygon>(&shape))
        for (std::size_t i = 0; i < p->points.size(); ++i)
            out.push_back({toQt(p->points[i]), int(i), HandleKind::Vertex});
    return out;
}

Shape dragHandle(const Shape& shape, int index, QPointF pos)
{
    if (const auto* b = std::get_if<Box>(&shape)) {
        const QRectF r = dragRect(QRectF(b->x, b->y, b->w, b->h), index, pos);
        return Box{r.x(), r.y(), r.width(), r.height()};
    }
    if (const auto* s = std::get_if<Slope>(&shape)) {
        const QRectF r = dragRect(QRectF(s->x, s->y, s->w, s->h), index, pos);
        Slope out = *s;
        out.x = r.x();
        out.y = r.y();
        out.w = r.width();
        out.h = r.height();
        return out;
    }
    if (const auto* c = std::get_if<Circle>(&shape)) {
        Circle out = *c;
        out.r = QLineF(QPointF(c->x, c->y), pos).length();
        return out;
    }
    if (const auto* p = std::get_if<Polygon>(&shape)) {
        Polygon out = *p;
        if (index >= 0 && index < int(out.points.size()))
            out.points[std::size_t(index)] = toVec(pos);
        return out;
    }
    return shape;
}

int nearestEdge(const Polygon& polygon, QPointF pos, double tolerance)
{
    const std::size_t n = polygon.points.size();
    int best = -1;
    double bestDistance = tolerance;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon.points[i];
        const Vec2 b = polygon.points[(i + 1) % n];
        // Distance from pos to the segment a + t (b - a), t clamped to [0, 1].
        const Vec2 ab = b - a;
        const Vec2 ap = toVec(pos) - a;
        const double len2 = lengthSquared(ab);
        const double t = len2 > 0 ? std::clamp(dot(ap, ab) / len2, 0.0, 1.0) : 0.0;
        const double d = length(ap - ab * t);
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

} // namespace ledge
