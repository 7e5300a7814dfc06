// Exact polygon predicates: separating axes, point in polygon, circle against polygon, ear
// clipping. See Sat.h for the maths of each.

#include "Sat.h"

#include "Exact.h"
#include "PolygonBoost.h"

namespace ledge::sat {

using exact::orient;

int winding(Poly p)
{
    const std::size_t n = p.size();
    if (n < 3)
        return 1;
    std::size_t m = 0;
    for (std::size_t i = 1; i < n; ++i)
        if (p[i].x < p[m].x || (p[i].x == p[m].x && p[i].y < p[m].y))
            m = i;
    const int o = orient(p[(m + n - 1) % n], p[m], p[(m + 1) % n]);
    return o < 0 ? -1 : 1;
}

bool isConvex(Poly p, int w)
{
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (w * orient(p[(i + n - 1) % n], p[i], p[(i + 1) % n]) < 0)
            return false;
    }
    return true;
}

int convexWinding(Poly p)
{
    // The turn at p[i] is cross(e1, e2) with e1 = p[i] - p[i-1], e2 = p[i+1] - p[i]: the
    // orientation of (p[i-1], p[i], p[i+1]) evaluated from p[i], so each edge vector is
    // computed once and Exact.h's filter bound (which covers the rounded differences) applies.
    const std::size_t n = p.size();
    int sign = 0;
    Vec2 e1 = p[0] - p[n - 1];
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 next = p[i + 1 == n ? 0 : i + 1];
        const Vec2 e2 = next - p[i];
        const double l = e1.x * e2.y;
        const double r = e1.y * e2.x;
        const double det = l - r;
        const double bound = 3.0000000000000018 * exact::kEps * (std::fabs(l) + std::fabs(r));
        int o;
        if (det > bound || -det > bound)
            o = det > 0.0 ? 1 : -1;
        else
            o = exact::orientSlow(p[i == 0 ? n - 1 : i - 1], p[i], next);
        if (o != 0) {
            if (sign == 0)
                sign = o;
            else if (o != sign)
                return 0;
        }
        e1 = e2;
    }
    return sign == 0 ? 1 : sign;
}

namespace {

// Some edge of `a` has every vertex of `b` on its outer side: on or beyond the edge's line
// (Closed = false) or strictly beyond it (Closed = true).
template <bool Closed>
bool separatedByEdgeOf(Poly a, int wa, Poly b)
{
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    // Scan b's vertices starting from the one that was inside for the previous edge:
    // neighbouring edges have close normals, so for overlapping shapes one orientation per
    // edge usually settles it.
    std::size_t start = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p0 = a[i];
        const Vec2 p1 = a[i + 1 == n ? 0 : i + 1];
        if (p0 == p1)
            continue;
        bool separated = true;
        for (std::size_t k = 0, j = start; k < m; ++k, j = j + 1 == m ? 0 : j + 1) {
            const int o = wa * orient(p0, p1, b[j]);
            if (Closed ? o >= 0 : o > 0) {
                separated = false;
                start = j;
                break;
            }
        }
        if (separated)
            return true;
    }
    return false;
}

bool inClosedTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c)
{
    // Triangle with winding +1.
    return orient(a, b, p) >= 0 && orient(b, c, p) >= 0 && orient(c, a, p) >= 0;
}

bool onSegment(Vec2 p, Vec2 a, Vec2 b)
{
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y
        && p.y <= std::max(a.y, b.y) && orient(a, b, p) == 0;
}

Aabb boundsOf(Poly p)
{
    Aabb b{p[0].x, p[0].y, p[0].x, p[0].y};
    for (const Vec2 v : p) {
        b.minX = std::min(b.minX, v.x);
        b.minY = std::min(b.minY, v.y);
        b.maxX = std::max(b.maxX, v.x);
        b.maxY = std::max(b.maxY, v.y);
    }
    return b;
}

// A polygon split into convex pieces with winding +1 (itself when convex).
struct Pieces {
    std::vector<Triangle> triangles;
    Poly whole;
    int wholeWinding = 1;
    bool convex = false;

    bool build(Poly p)
    {
        wholeWinding = convexWinding(p);
        if (wholeWinding != 0) {
            convex = true;
            whole = p;
            return true;
        }
        return p.size() <= kMaxEarClippingVertices && triangulate(p, triangles);
    }
    std::size_t count() const { return convex ? 1 : triangles.size(); }
    Poly piece(std::size_t i) const { return convex ? whole : Poly(triangles[i]); }
    int pieceWinding() const { return convex ? wholeWinding : 1; }
};

template <bool Closed>
bool piecesIntersect(Poly a, Poly b)
{
    Pieces pa, pb;
    if (!pa.build(a) || !pb.build(b))
        return Closed ? boostgeom::closedIntersect(a, b) : boostgeom::interiorsIntersect(a, b);
    auto meet = [](const Aabb& u, const Aabb& v) {
        return Closed ? u.intersects(v) : u.overlapsInterior(v);
    };
    // Pieces of b near a, with their bounds, computed once.
    const Aabb boundsA = boundsOf(a);
    std::vector<std::pair<Poly, Aabb>> near;
    near.reserve(pb.count());
    for (std::size_t j = 0; j < pb.count(); ++j) {
        const Aabb by = boundsOf(pb.piece(j));
        if (meet(by, boundsA))
            near.emplace_back(pb.piece(j), by);
    }
    for (std::size_t i = 0; i < pa.count() && !near.empty(); ++i) {
        const Poly x = pa.piece(i);
        const Aabb bx = boundsOf(x);
        for (const auto& [y, by] : near) {
            if (!meet(bx, by))
                continue;
            const bool hit = Closed
                ? convexClosedIntersect(x, pa.pieceWinding(), y, pb.pieceWinding())
                : convexInteriorsIntersect(x, pa.pieceWinding(), y, pb.pieceWinding());
            if (hit)
                return true;
        }
    }
    return false;
}

} // namespace

bool convexInteriorsIntersect(Poly a, int wa, Poly b, int wb)
{
    return !separatedByEdgeOf<false>(a, wa, b) && !separatedByEdgeOf<false>(b, wb, a);
}

bool convexClosedIntersect(Poly a, int wa, Poly b, int wb)
{
    return !separatedByEdgeOf<true>(a, wa, b) && !separatedByEdgeOf<true>(b, wb, a);
}

int pointInPolygon(Vec2 p, Poly poly)
{
    const std::size_t n = poly.size();
    bool inside = false;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = poly[i];
        const Vec2 b = poly[i + 1 == n ? 0 : i + 1];
        if (onSegment(p, a, b))
            return 0;
        if ((a.y > p.y) != (b.y > p.y)) {
            // The edge crosses the horizontal line through p; the crossing lies at x > p.x
            // iff p is on the left of the edge taken upwards in y.
            const int o = orient(a, b, p);
            if (b.y > a.y ? o > 0 : o < 0)
                inside = !inside;
        }
    }
    return inside ? 1 : -1;
}

int segmentDistanceSign(Vec2 a, Vec2 b, Vec2 c, double r)
{
    if (a == b || exact::dotSign(a, b, c) <= 0)
        return exact::distanceSign(c, a, r);
    if (exact::dotSign(b, a, c) <= 0)
        return exact::distanceSign(c, b, r);
    return exact::lineDistanceSign(a, b, c, r);
}

bool circleInteriorsIntersectPolygon(Vec2 c, double r, Poly poly)
{
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i)
        if (segmentDistanceSign(poly[i], poly[i + 1 == n ? 0 : i + 1], c, r) < 0)
            return true;
    return pointInPolygon(c, poly) >= 0;
}

bool circleClosedIntersectPolygon(Vec2 c, double r, Poly poly)
{
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i)
        if (segmentDistanceSign(poly[i], poly[i + 1 == n ? 0 : i + 1], c, r) <= 0)
            return true;
    return pointInPolygon(c, poly) >= 0;
}

bool triangulate(Poly p, std::vector<Triangle>& out)
{
    const std::size_t n = p.size();
    if (n < 3)
        return false;
    std::vector<Vec2> v(p.begin(), p.end());
    if (winding(p) < 0)
        std::reverse(v.begin(), v.end());
    out.reserve(out.size() + n - 2);

    std::size_t start = 0;
    while (v.size() > 3) {
        const std::size_t m = v.size();
        bool clipped = false;
        if (start >= m)
            start = 0;
        for (std::size_t k = 0, ib = start; k < m && !clipped; ++k, ib = ib + 1 == m ? 0 : ib + 1) {
            const std::size_t ia = ib == 0 ? m - 1 : ib - 1;
            const std::size_t ic = ib + 1 == m ? 0 : ib + 1;
            const Vec2 a = v[ia], b = v[ib], c = v[ic];
            const int o = orient(a, b, c);
            if (o < 0)
                continue; // reflex corner
            if (o == 0) {
                // Straight corner (a and c on opposite sides of b): dropping b keeps the
                // region. Anything else is a spike of an invalid polygon: leave it.
                if (exact::dotSign(b, a, c) < 0) {
                    v.erase(v.begin() + std::ptrdiff_t(ib));
                    start = ib;
                    clipped = true;
                }
                continue;
            }
            // No other vertex in the closed triangle (bounds first: no orientation needed for
            // the vertices outside them).
            const double loX = std::min({a.x, b.x, c.x}), hiX = std::max({a.x, b.x, c.x});
            const double loY = std::min({a.y, b.y, c.y}), hiY = std::max({a.y, b.y, c.y});
            bool empty = true;
            for (std::size_t j = 0; j < m && empty; ++j) {
                const Vec2 q = v[j];
                if (q.x < loX || q.x > hiX || q.y < loY || q.y > hiY || j == ia || j == ib || j == ic)
                    continue;
                if (inClosedTriangle(q, a, b, c))
                    empty = false;
            }
            if (!empty)
                continue;
            out.push_back({a, b, c});
            v.erase(v.begin() + std::ptrdiff_t(ib));
            start = ib;
            clipped = true;
        }
        if (!clipped)
            return false;
    }
    if (orient(v[0], v[1], v[2]) > 0)
        out.push_back({v[0], v[1], v[2]});
    return true;
}

bool polygonsInteriorsIntersect(Poly a, Poly b)
{
    return piecesIntersect<false>(a, b);
}

bool polygonsClosedIntersect(Poly a, Poly b)
{
    return piecesIntersect<true>(a, b);
}

} // namespace ledge::sat
