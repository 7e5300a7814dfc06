#include "TiledGeometry.h"

#include "collision/Validity.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ledge::tiled {

Affine Affine::then(const Affine& n) const
{
    // n(this(p)) = N*(M*p + t) + tn
    return {n.a * a + n.c * b, n.b * a + n.d * b, n.a * c + n.c * d, n.b * c + n.d * d,
            n.a * tx + n.c * ty + n.tx, n.b * tx + n.d * ty + n.ty};
}

Affine Affine::rotation(double degrees)
{
    if (degrees == 0)
        return {};
    const double r = degrees * std::numbers::pi / 180;
    const double cs = std::cos(r), sn = std::sin(r);
    // y down: a positive angle turns +x towards +y (clockwise on screen).
    return {cs, sn, -sn, cs, 0, 0};
}

Affine tileFlip(std::uint32_t gid, double w, double h)
{
    Affine t;
    if (gid & kFlipD) {
        t = {0, 1, 1, 0, 0, 0}; // (x, y) -> (y, x)
        std::swap(w, h);
    }
    if (gid & kFlipH)
        t = t.then({-1, 0, 0, 1, w, 0});
    if (gid & kFlipV)
        t = t.then({1, 0, 0, -1, 0, h});
    return t;
}

std::optional<Outline> objectOutline(const Object& o)
{
    const Affine place = Affine::rotation(o.rotation).then(Affine::translation(o.x, o.y));
    Outline out;
    std::vector<Vec2> local;
    switch (o.kind) {
    case Object::Kind::Rectangle:
    case Object::Kind::Tile:
        local = {{0, 0}, {o.width, 0}, {o.width, o.height}, {0, o.height}};
        break;
    case Object::Kind::Ellipse:
        out.kind = Outline::Kind::Ellipse;
        local = {{0, 0}, {o.width, 0}, {o.width, o.height}, {0, o.height}};
        break;
    case Object::Kind::Polygon:
    case Object::Kind::Polyline:
        out.kind = o.kind == Object::Kind::Polygon ? Outline::Kind::Polygon : Outline::Kind::Polyline;
        for (const QPointF& p : o.points)
            local.push_back({p.x(), p.y()});
        break;
    case Object::Kind::Point:
    case Object::Kind::Text:
    case Object::Kind::Template:
        return std::nullopt;
    }
    for (Vec2 p : local)
        out.points.push_back(place.map(p));
    return out;
}

namespace {

// The box of four points that are the corners of an axis-aligned rectangle, in any order.
std::optional<Box> asBox(const std::vector<Vec2>& p)
{
    if (p.size() != 4)
        return std::nullopt;
    double x0 = p[0].x, x1 = p[0].x, y0 = p[0].y, y1 = p[0].y;
    for (Vec2 q : p)
        x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
    for (Vec2 q : p)
        if ((q.x != x0 && q.x != x1) || (q.y != y0 && q.y != y1))
            return std::nullopt;
    // Consecutive corners differ in exactly one coordinate.
    for (std::size_t i = 0; i < 4; ++i) {
        const Vec2 a = p[i], b = p[(i + 1) % 4];
        if ((a.x != b.x) == (a.y != b.y))
            return std::nullopt;
    }
    return Box{x0, y0, x1 - x0, y1 - y0};
}

// Rounds away the last bits of error that flips and scales by exact factors leave.
double tidy(double v)
{
    const double r = std::round(v * 1e6) / 1e6;
    return std::abs(r - v) < 1e-9 ? r : v;
}

// A polyline as a polygon `t` wide on the side its normals point to on average downwards.
std::vector<Shape> ribbon(std::vector<Vec2> pts, double t)
{
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    std::vector<Shape> out;
    if (pts.size() < 2)
        return out;
    std::vector<Vec2> normals;
    double down = 0, right = 0;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        const Vec2 d = pts[i + 1] - pts[i];
        const double len = length(d);
        normals.push_back(Vec2{-d.y, d.x} * (1 / len));
        down += d.x;  // n.y * len
        right += -d.y;               // n.x * len
    }
    const double sign = (down != 0 ? down : right) < 0 ? -1 : 1;
    for (Vec2& n : normals)
        n = n * sign;
    std::vector<Vec2> poly = pts;
    for (std::size_t k = pts.size(); k-- > 0;) {
        Vec2 m;
        if (k == 0)
            m = normals.front();
        else if (k == pts.size() - 1)
            m = normals.back();
        else {
            const Vec2 sum = normals[k - 1] + normals[k];
            const double c = dot(normals[k - 1], normals[k]);
            m = c > -0.9 ? sum * (2 / (1 + c)) * 0.5 : normals[k]; // miter: n / cos(half angle)
        }
        poly.push_back(pts[k] + m * t);
    }
    Polygon whole{poly};
    if (checkShape(whole) == ShapeProblem::None) {
        out.push_back(std::move(whole));
        return out;
    }
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) // sharp turns: one quad per segment
        out.push_back(Polygon{{pts[i], pts[i + 1], pts[i + 1] + normals[i] * t, pts[i] + normals[i] * t}});
    return out;
}

} // namespace

std::vector<Shape> placeOutline(const Outline& outline, const Affine& t, double thickness)
{
    std::vector<Vec2> pts;
    for (Vec2 p : outline.points) {
        const Vec2 q = t.map(p);
        pts.push_back({tidy(q.x), tidy(q.y)});
    }
    std::vector<Shape> out;
    switch (outline.kind) {
    case Outline::Kind::Polygon:
        if (const auto box = asBox(pts))
            out.push_back(*box);
        else if (pts.size() >= 3)
            out.push_back(Polygon{pts});
        break;
    case Outline::Kind::Polyline:
        if (pts.size() >= 4 && pts.front() == pts.back()) {
            pts.pop_back();
            out.push_back(Polygon{pts});
        } else {
            out = ribbon(pts, thickness);
        }
        break;
    case Outline::Kind::Ellipse: {
        if (pts.size() != 4)
            break;
        // The box's corners 0..3 map to a parallelogram; the ellipse is its inscribed one.
        const Vec2 centre = (pts[0] + pts[2]) * 0.5;
        const Vec2 u = (pts[1] - pts[0]) * 0.5, v = (pts[3] - pts[0]) * 0.5;
        if (std::abs(dot(u, v)) < 1e-9 && std::abs(length(u) - length(v)) < 1e-9) {
            out.push_back(Circle{tidy(centre.x), tidy(centre.y), tidy(length(u))});
            break;
        }
        constexpr int kSegments = 32;
        std::vector<Vec2> ring;
        for (int i = 0; i < kSegments; ++i) {
            const double a = 2 * std::numbers::pi * i / kSegments;
            ring.push_back(centre + u * std::cos(a) + v * std::sin(a));
        }
        out.push_back(Polygon{ring});
        break;
    }
    }
    return out;
}

} // namespace ledge::tiled
