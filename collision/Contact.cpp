// contact(): push-out normal, depth and a shared point of two overlapping shapes.
//
// What is guaranteed. Both shapes are split into convex pieces (boxes, slopes and convex
// polygons whole, concave polygons into ear-clipping triangles, circles whole). For a
// candidate unit direction d, moving `a` by t*d overlaps `b` for t in the union of one open
// interval per pair of pieces (convex pieces overlap along a line over an interval); the
// separation distance along d is the smallest t >= 0 outside all of them. depth is the
// minimum of that distance over the candidates:
//   - both signs of every edge normal of every piece,
//   - for circles, the directions between the centre and every vertex of the other shape,
//     and the line of centres for two circles.
// So moving `a` by normal * depth always separates the shapes (up to rounding of the
// doubles involved). For two convex shapes (box, slope, convex polygon, circle) the
// candidates contain the direction of the minimum translation (an edge normal of the
// Minkowski difference, or a centre-vertex direction when a circle meets a corner), so depth
// is the exact minimum translation distance. For a concave polygon it is the minimum over
// the edge normals of both shapes: an upper bound of the true minimum translation, equal to it
// unless the true one pushes into a reflex corner of the Minkowski difference.
// A concave polygon with more than sat::kMaxEarClippingVertices vertices (or an invalid one)
// is not split: the push-out then separates the bounds along the cheapest axis (sound, not
// minimal).
// Circle against circle is closed form. Cost: O(K * P * E) for K candidates, P piece pairs
// and E edges per pair; meant for drawing the overlaps that exist, not for the broad search.

#include "Overlap.h"

#include "Exact.h"
#include "Sat.h"

#include <limits>

namespace ledge {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

struct Piece {
    std::vector<Vec2> pts; // convex, empty for a circle
    Vec2 c;
    double r = 0.0;
    bool isCircle() const { return pts.empty(); }
};

// False when the shape cannot be split cheaply and soundly (a concave polygon with more than
// sat::kMaxEarClippingVertices vertices, or one that is not simple).
bool piecesOf(const Shape& s, std::vector<Piece>& out)
{
    if (const auto* b = std::get_if<Box>(&s)) {
        const double r = b->x + b->w;
        const double d = b->y + b->h;
        out.push_back({{{b->x, b->y}, {r, b->y}, {r, d}, {b->x, d}}, {}, 0.0});
    } else if (const auto* sl = std::get_if<Slope>(&s)) {
        const auto t = slopeTriangle(*sl);
        out.push_back({{t.begin(), t.end()}, {}, 0.0});
    } else if (const auto* c = std::get_if<Circle>(&s)) {
        out.push_back({{}, {c->x, c->y}, c->r});
    } else if (const auto* p = std::get_if<Polygon>(&s)) {
        if (p->points.size() < 3)
            return false;
        if (sat::convexWinding(p->points) != 0) {
            out.push_back({p->points, {}, 0.0});
        } else {
            std::vector<sat::Triangle> tris;
            if (p->points.size() > sat::kMaxEarClippingVertices
                || !sat::triangulate(p->points, tris))
                return false;
            for (const auto& t : tris)
                out.push_back({{t.begin(), t.end()}, {}, 0.0});
        }
    }
    return true;
}

// Push-out along the axis of the smallest overlap of the bounds: separating the bounds
// separates the shapes, so this always works, but it is not the minimum translation.
void boundsContact(const Shape& a, const Shape& b, Contact& result)
{
    const Aabb ba = bounds(a);
    const Aabb bb = bounds(b);
    const std::array<std::pair<double, Vec2>, 4> options{{{bb.maxX - ba.minX, {1.0, 0.0}},
        {ba.maxX - bb.minX, {-1.0, 0.0}}, {bb.maxY - ba.minY, {0.0, 1.0}},
        {ba.maxY - bb.minY, {0.0, -1.0}}}};
    const auto best = std::min_element(options.begin(), options.end(),
        [](const auto& l, const auto& r) { return l.first < r.first; });
    result.depth = best->first;
    result.normal = best->second;
}

Vec2 perp(Vec2 v)
{
    return {-v.y, v.x};
}

Vec2 unit(Vec2 v)
{
    const double l = length(v);
    return l > 0.0 ? v * (1.0 / l) : Vec2{0.0, -1.0};
}

struct Interval {
    double lo = -kInf;
    double hi = kInf;
    bool empty() const { return !(lo < hi); }
};

// Keep the t with minV < p0 + t * dp < maxV.
void clip(double p0, double dp, double minV, double maxV, Interval& iv)
{
    if (dp == 0.0) {
        if (!(minV < p0 && p0 < maxV))
            iv = {kInf, -kInf};
        return;
    }
    double t1 = (minV - p0) / dp;
    double t2 = (maxV - p0) / dp;
    if (dp < 0.0)
        std::swap(t1, t2);
    iv.lo = std::max(iv.lo, t1);
    iv.hi = std::min(iv.hi, t2);
}

void project(const std::vector<Vec2>& pts, Vec2 axis, double& mn, double& mx)
{
    mn = kInf;
    mx = -kInf;
    for (const Vec2 p : pts) {
        const double v = dot(p, axis);
        mn = std::min(mn, v);
        mx = std::max(mx, v);
    }
}

// Polygon p moved by t*d against polygon q: separating-axis test with moving projections.
Interval polygonsInterval(const std::vector<Vec2>& p, const std::vector<Vec2>& q, Vec2 d)
{
    Interval iv;
    for (const auto* poly : {&p, &q}) {
        const std::size_t n = poly->size();
        for (std::size_t i = 0; i < n && !iv.empty(); ++i) {
            const Vec2 axis = perp((*poly)[(i + 1) % n] - (*poly)[i]);
            if (axis == Vec2{})
                continue;
            double pmin, pmax, qmin, qmax;
            project(p, axis, pmin, pmax);
            project(q, axis, qmin, qmax);
            clip(0.0, dot(d, axis), qmin - pmax, qmax - pmin, iv);
        }
    }
    return iv;
}

void unite(Interval& acc, const Interval& iv)
{
    if (iv.empty())
        return;
    acc.lo = std::min(acc.lo, iv.lo);
    acc.hi = std::max(acc.hi, iv.hi);
}

// The t for which c + t*d (|d| = 1) is closer than r to the convex polygon p: the line
// against p, the open rectangles along its edges and the open discs at its vertices, whose
// union is {x : dist(x, p) < r}, a convex set, so the union of the intervals is one interval.
Interval circlePolygonInterval(Vec2 c, double r, const std::vector<Vec2>& p, Vec2 d)
{
    Interval acc{kInf, -kInf};
    const std::size_t n = p.size();
    Interval inside;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 axis = perp(p[(i + 1) % n] - p[i]);
        if (axis == Vec2{})
            continue;
        double mn, mx;
        project(p, axis, mn, mx);
        clip(dot(c, axis), dot(d, axis), mn, mx, inside);
    }
    unite(acc, inside);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 w = c - p[i];
        const double b = dot(d, w);
        const double disc = b * b - (dot(w, w) - r * r);
        if (disc > 0.0) {
            const double s = std::sqrt(disc);
            unite(acc, {-b - s, -b + s});
        }
        const Vec2 e = p[(i + 1) % n] - p[i];
        const double len = length(e);
        if (len == 0.0)
            continue;
        const Vec2 u = e * (1.0 / len);
        const Vec2 nrm = perp(u);
        Interval band;
        clip(dot(w, u), dot(d, u), 0.0, len, band);
        clip(dot(w, nrm), dot(d, nrm), -r, r, band);
        unite(acc, band);
    }
    return acc;
}

// Piece x of `a` moved by t*d against piece y of `b`.
Interval pairInterval(const Piece& x, const Piece& y, Vec2 d)
{
    if (x.isCircle() && y.isCircle()) {
        const Vec2 w = x.c - y.c;
        const double rr = x.r + y.r;
        const double b = dot(d, w);
        const double disc = b * b - (dot(w, w) - rr * rr);
        if (!(disc > 0.0))
            return {kInf, -kInf};
        const double s = std::sqrt(disc);
        return {-b - s, -b + s};
    }
    if (x.isCircle())
        return circlePolygonInterval(x.c, x.r, y.pts, d);
    if (y.isCircle())
        return circlePolygonInterval(y.c, y.r, x.pts, -d); // y moves by -t*d relative to x
    return polygonsInterval(x.pts, y.pts, d);
}

// Smallest t >= 0 outside every open interval.
double separation(const std::vector<Interval>& ivs)
{
    double t = 0.0;
    bool moved = true;
    while (moved) {
        moved = false;
        for (const Interval& iv : ivs) {
            if (iv.lo < t && t < iv.hi) {
                t = iv.hi;
                moved = true;
            }
        }
    }
    return t;
}

int windingOf(const std::vector<Vec2>& p)
{
    return sat::winding(p);
}

bool piecesOverlap(const Piece& x, const Piece& y)
{
    if (x.isCircle() && y.isCircle())
        return exact::circlesSign(x.c, y.c, x.r, y.r) < 0;
    if (x.isCircle())
        return sat::circleInteriorsIntersectPolygon(x.c, x.r, y.pts);
    if (y.isCircle())
        return sat::circleInteriorsIntersectPolygon(y.c, y.r, x.pts);
    return sat::convexInteriorsIntersect(x.pts, windingOf(x.pts), y.pts, windingOf(y.pts));
}

// Sutherland-Hodgman: the part of convex `subject` inside convex `clipper` (doubles).
std::vector<Vec2> clipConvex(std::vector<Vec2> subject, const std::vector<Vec2>& clipper)
{
    const double w = windingOf(clipper);
    const std::size_t n = clipper.size();
    for (std::size_t i = 0; i < n && !subject.empty(); ++i) {
        const Vec2 e0 = clipper[i];
        const Vec2 e = clipper[(i + 1) % n] - e0;
        std::vector<Vec2> kept;
        const std::size_t m = subject.size();
        for (std::size_t j = 0; j < m; ++j) {
            const Vec2 p = subject[j];
            const Vec2 q = subject[(j + 1) % m];
            const double sp = w * cross(e, p - e0);
            const double sq = w * cross(e, q - e0);
            if (sp >= 0.0)
                kept.push_back(p);
            if ((sp > 0.0 && sq < 0.0) || (sp < 0.0 && sq > 0.0))
                kept.push_back(p + (q - p) * (sp / (sp - sq)));
        }
        subject = std::move(kept);
    }
    return subject;
}

std::vector<Vec2> inscribedPolygon(Vec2 c, double r)
{
    constexpr int kSides = 32;
    std::vector<Vec2> out;
    for (int i = 0; i < kSides; ++i) {
        const double a = 2.0 * 3.14159265358979323846 * i / kSides;
        out.push_back(c + Vec2{std::cos(a), std::sin(a)} * r);
    }
    return out;
}

Vec2 average(const std::vector<Vec2>& pts)
{
    Vec2 s;
    for (const Vec2 p : pts)
        s = s + p;
    return s * (1.0 / double(pts.size()));
}

// A point inside both pieces (they overlap).
Vec2 sharedPoint(const Piece& x, const Piece& y)
{
    if (x.isCircle() && y.isCircle()) {
        const Vec2 n = unit(x.c - y.c);
        const double d = length(x.c - y.c);
        const double lo = std::max(d - x.r, -y.r);
        const double hi = std::min(d + x.r, y.r);
        return y.c + n * ((lo + hi) * 0.5);
    }
    const std::vector<Vec2> px = x.isCircle() ? inscribedPolygon(x.c, x.r) : x.pts;
    const std::vector<Vec2> py = y.isCircle() ? inscribedPolygon(y.c, y.r) : y.pts;
    const std::vector<Vec2> common = clipConvex(px, py);
    if (!common.empty())
        return average(common);
    // A sliver the inscribed polygon misses: the circle's centre side of the polygon.
    return x.isCircle() ? x.c : y.c;
}

} // namespace

std::optional<Contact> contact(const Shape& a, const Shape& b)
{
    if (!overlaps(a, b))
        return std::nullopt;

    Contact result;
    std::vector<Piece> pa, pb;
    if (!piecesOf(a, pa) || !piecesOf(b, pb)) {
        boundsContact(a, b, result);
        const Aabb ba = bounds(a);
        const Aabb bb = bounds(b);
        result.point = Vec2{(std::max(ba.minX, bb.minX) + std::min(ba.maxX, bb.maxX)) * 0.5,
            (std::max(ba.minY, bb.minY) + std::min(ba.maxY, bb.maxY)) * 0.5};
        return result;
    }

    bool havePoint = false;
    for (const Piece& x : pa) {
        for (const Piece& y : pb) {
            if (piecesOverlap(x, y)) {
                result.point = sharedPoint(x, y);
                havePoint = true;
                break;
            }
        }
        if (havePoint)
            break;
    }

    if (pa.size() == 1 && pb.size() == 1 && pa[0].isCircle() && pb[0].isCircle()) {
        const Vec2 d = pa[0].c - pb[0].c;
        result.normal = unit(d);
        result.depth = pa[0].r + pb[0].r - length(d);
        return result;
    }

    std::vector<Vec2> candidates{{1.0, 0.0}, {-1.0, 0.0}, {0.0, 1.0}, {0.0, -1.0}};
    auto addAxis = [&](Vec2 v) {
        if (v == Vec2{})
            return;
        const Vec2 u = unit(v);
        candidates.push_back(u);
        candidates.push_back(-u);
    };
    for (const auto* pieces : {&pa, &pb}) {
        for (const Piece& p : *pieces) {
            const std::size_t n = p.pts.size();
            for (std::size_t i = 0; i < n; ++i)
                addAxis(perp(p.pts[(i + 1) % n] - p.pts[i]));
        }
    }
    for (const auto* circles : {&pa, &pb}) {
        for (const Piece& c : *circles) {
            if (!c.isCircle())
                continue;
            for (const auto* others : {&pa, &pb}) {
                for (const Piece& o : *others) {
                    if (o.isCircle())
                        addAxis(c.c - o.c);
                    for (const Vec2 v : o.pts)
                        addAxis(c.c - v);
                }
            }
        }
    }

    std::vector<Interval> ivs;
    ivs.reserve(pa.size() * pb.size());
    result.depth = kInf;
    for (const Vec2 d : candidates) {
        ivs.clear();
        for (const Piece& x : pa)
            for (const Piece& y : pb)
                ivs.push_back(pairInterval(x, y, d));
        const double t = separation(ivs);
        if (t > 0.0 && t < result.depth) {
            result.depth = t;
            result.normal = d;
        }
    }
    if (result.depth == kInf) {
        // Rounding hid an overlap the exact test saw (a sliver).
        boundsContact(a, b, result);
    }
    if (!havePoint) {
        const Aabb ba = bounds(a);
        const Aabb bb = bounds(b);
        result.point = Vec2{(std::max(ba.minX, bb.minX) + std::min(ba.maxX, bb.maxX)) * 0.5,
            (std::max(ba.minY, bb.minY) + std::min(ba.maxY, bb.maxY)) * 0.5};
    }
    return result;
}

} // namespace ledge
