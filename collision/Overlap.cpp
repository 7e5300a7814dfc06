// overlaps() and touches(): exact narrow-phase dispatch over the pairs of shape kinds.
//
// Box-box compares bounds, circle-circle and circle-box compare squared distances (the
// circle-box distance is to the centre clamped into the box), all with the exact signs of
// Exact.h. Every other pair of polygonal shapes (box, slope, polygon) goes to the exact
// separating-axis test when both are convex (decided per call in O(n)), else to the convex
// pieces of Sat.h. A circle against a slope or polygon uses the centre-in-polygon and
// edge-distance test of Sat.h.

#include "Overlap.h"

#include "Exact.h"
#include "Sat.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ledge {
namespace {

// A box, slope or polygon seen as a vertex array (boxes and slopes in a small buffer).
struct PolygonView {
    std::array<Vec2, 4> buffer;
    sat::Poly poly;
    int winding = 1;
    bool convex = true;

    explicit PolygonView(const Shape& s)
    {
        if (const auto* b = std::get_if<Box>(&s)) {
            const double r = b->x + b->w;
            const double d = b->y + b->h;
            buffer = {Vec2{b->x, b->y}, Vec2{r, b->y}, Vec2{r, d}, Vec2{b->x, d}};
            poly = sat::Poly(buffer.data(), 4);
            winding = sat::winding(poly);
        } else if (const auto* sl = std::get_if<Slope>(&s)) {
            const auto t = slopeTriangle(*sl);
            std::copy(t.begin(), t.end(), buffer.begin());
            poly = sat::Poly(buffer.data(), 3);
            winding = sat::winding(poly);
        } else if (const auto* p = std::get_if<Polygon>(&s)) {
            poly = p->points;
            if (poly.size() < 3)
                return;
            winding = sat::convexWinding(poly);
            convex = winding != 0;
            if (!convex)
                winding = sat::winding(poly);
        }
    }
};

bool isPolygonal(ShapeType t)
{
    return t == ShapeType::Box || t == ShapeType::Slope || t == ShapeType::Polygon;
}

Vec2 centre(const Circle& c)
{
    return {c.x, c.y};
}

// The point of the closed box nearest to p.
Vec2 clampToBox(Vec2 p, const Box& b)
{
    return {std::clamp(p.x, b.x, b.x + b.w), std::clamp(p.y, b.y, b.y + b.h)};
}

// Sign of dist(circle centre, shape)^2 - r^2 for a circle against a box, slope or polygon,
// reduced to what callers need: Closed = touching counts.
template <bool Closed>
bool circleAgainst(const Circle& c, const Shape& other)
{
    if (const auto* b = std::get_if<Box>(&other)) {
        const int s = exact::distanceSign(centre(c), clampToBox(centre(c), *b), c.r);
        return Closed ? s <= 0 : s < 0;
    }
    const PolygonView v(other);
    return Closed ? sat::circleClosedIntersectPolygon(centre(c), c.r, v.poly)
                  : sat::circleInteriorsIntersectPolygon(centre(c), c.r, v.poly);
}

template <bool Closed>
bool polygonalPair(const Shape& a, const Shape& b)
{
    const PolygonView va(a);
    const PolygonView vb(b);
    if (va.poly.size() < 3 || vb.poly.size() < 3)
        return false;
    if (va.convex && vb.convex) {
        // No bounds test first: callers come from the broad phase, and the SAT is exact anyway.
        return Closed ? sat::convexClosedIntersect(va.poly, va.winding, vb.poly, vb.winding)
                      : sat::convexInteriorsIntersect(va.poly, va.winding, vb.poly, vb.winding);
    }
    const Aabb ba = bounds(a);
    const Aabb bb = bounds(b);
    if (Closed ? !ba.intersects(bb) : !ba.overlapsInterior(bb))
        return false; // before splitting a concave polygon into pieces
    return Closed ? sat::polygonsClosedIntersect(va.poly, vb.poly)
                  : sat::polygonsInteriorsIntersect(va.poly, vb.poly);
}

// A point in the closed shape.
bool pointIn(const Point& p, const Shape& s)
{
    const Vec2 q{p.x, p.y};
    switch (shapeType(s)) {
    case ShapeType::Point:
        return std::get<Point>(s) == p;
    case ShapeType::Box: {
        const Box& b = std::get<Box>(s);
        return b.x <= q.x && q.x <= b.x + b.w && b.y <= q.y && q.y <= b.y + b.h;
    }
    case ShapeType::Circle: {
        const Circle& c = std::get<Circle>(s);
        return exact::distanceSign(q, centre(c), c.r) <= 0;
    }
    case ShapeType::Slope:
    case ShapeType::Polygon: {
        const PolygonView v(s);
        return v.poly.size() >= 3 && sat::pointInPolygon(q, v.poly) >= 0;
    }
    }
    return false;
}

} // namespace

bool overlaps(const Shape& a, const Shape& b)
{
    const ShapeType ta = shapeType(a);
    const ShapeType tb = shapeType(b);
    if (ta == ShapeType::Point || tb == ShapeType::Point)
        return false;
    if (isPolygonal(ta) && isPolygonal(tb) && (ta != ShapeType::Box || tb != ShapeType::Box))
        return polygonalPair<false>(a, b); // tests bounds itself where it pays
    if (!bounds(a).overlapsInterior(bounds(b)))
        return false;
    if (ta == ShapeType::Box && tb == ShapeType::Box)
        return true; // the bounds are the boxes
    if (ta == ShapeType::Circle && tb == ShapeType::Circle) {
        const Circle& ca = std::get<Circle>(a);
        const Circle& cb = std::get<Circle>(b);
        return exact::circlesSign(centre(ca), centre(cb), ca.r, cb.r) < 0;
    }
    if (ta == ShapeType::Circle)
        return circleAgainst<false>(std::get<Circle>(a), b);
    if (tb == ShapeType::Circle)
        return circleAgainst<false>(std::get<Circle>(b), a);
    return false;
}

bool insideInterior(const Aabb& box, const Shape& shape)
{
    const Aabb b = bounds(shape);
    if (!(b.minX < box.minX && box.minX <= box.maxX && box.maxX < b.maxX && b.minY < box.minY
          && box.minY <= box.maxY && box.maxY < b.maxY))
        return false;
    // The box is convex: it lies in a convex open set when its corners do.
    const std::array<Vec2, 4> corners{
        {{box.minX, box.minY}, {box.maxX, box.minY}, {box.maxX, box.maxY}, {box.minX, box.maxY}}};
    const auto cornersIn = [&](sat::Poly convex) {
        return std::all_of(corners.begin(), corners.end(), [&](Vec2 q) { return sat::pointInPolygon(q, convex) > 0; });
    };
    switch (shapeType(shape)) {
    case ShapeType::Point: return false;
    case ShapeType::Box: return true; // its bounds are the box
    case ShapeType::Circle: {
        const Circle& c = std::get<Circle>(shape);
        return std::all_of(corners.begin(), corners.end(),
                           [&](Vec2 q) { return exact::distanceSign(q, centre(c), c.r) < 0; });
    }
    case ShapeType::Slope:
    case ShapeType::Polygon: {
        const PolygonView v(shape);
        if (v.poly.size() < 3)
            return false;
        if (v.convex)
            return cornersIn(v.poly);
        std::vector<sat::Triangle> triangles;
        sat::triangulate(v.poly, triangles);
        return std::any_of(triangles.begin(), triangles.end(),
                           [&](const sat::Triangle& t) { return cornersIn(sat::Poly(t.data(), t.size())); });
    }
    }
    return false;
}

bool touches(const Shape& a, const Shape& b)
{
    const ShapeType ta = shapeType(a);
    const ShapeType tb = shapeType(b);
    if (isPolygonal(ta) && isPolygonal(tb) && (ta != ShapeType::Box || tb != ShapeType::Box))
        return polygonalPair<true>(a, b);
    if (!bounds(a).intersects(bounds(b)))
        return false;
    if (ta == ShapeType::Point)
        return pointIn(std::get<Point>(a), b);
    if (tb == ShapeType::Point)
        return pointIn(std::get<Point>(b), a);
    if (ta == ShapeType::Box && tb == ShapeType::Box)
        return true; // the bounds are the boxes
    if (ta == ShapeType::Circle && tb == ShapeType::Circle) {
        const Circle& ca = std::get<Circle>(a);
        const Circle& cb = std::get<Circle>(b);
        return exact::circlesSign(centre(ca), centre(cb), ca.r, cb.r) <= 0;
    }
    if (ta == ShapeType::Circle)
        return circleAgainst<true>(std::get<Circle>(a), b);
    if (tb == ShapeType::Circle)
        return circleAgainst<true>(std::get<Circle>(b), a);
    return false;
}

} // namespace ledge
