#include "Movement.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ledge {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

bool finite(double v) { return std::isfinite(v); }

// Orientation of c against the line a->b: > 0 turns left in maths axes (y up).
double orient(Vec2 a, Vec2 b, Vec2 c) { return cross(b - a, c - a); }

// Convex hull (Andrew's monotone chain), counter-clockwise in maths axes, collinear points
// dropped. Returns the count written to out (out must hold points.size() + 1).
std::size_t convexHull(std::vector<Vec2>& pts, std::vector<Vec2>& out)
{
    std::sort(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    out.assign(pts.size() * 2 + 1, Vec2{});
    if (pts.size() < 3)
        return 0;
    std::size_t k = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && orient(out[k - 2], out[k - 1], pts[i]) <= 0)
            --k;
        out[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {
        while (k >= t && orient(out[k - 2], out[k - 1], pts[i]) <= 0)
            --k;
        out[k++] = pts[i];
    }
    return k - 1;
}

double signedArea(std::span<const Vec2> p)
{
    double a = 0.0;
    for (std::size_t i = 0, n = p.size(); i < n; ++i)
        a += cross(p[i], p[(i + 1) % n]);
    return a * 0.5;
}

bool isConvex(std::span<const Vec2> p)
{
    const std::size_t n = p.size();
    int sign = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double o = orient(p[i], p[(i + 1) % n], p[(i + 2) % n]);
        if (o == 0)
            continue;
        const int s = o > 0 ? 1 : -1;
        if (sign != 0 && s != sign)
            return false;
        sign = s;
    }
    return true;
}

// Ear clipping of a simple polygon into triangles (O(n^2), polygons of a level are small).
// Returns false when no ear is found (the polygon is not simple).
bool triangulate(std::vector<Vec2> poly, std::vector<std::array<Vec2, 3>>& triangles)
{
    if (signedArea(poly) < 0)
        std::reverse(poly.begin(), poly.end());
    while (poly.size() > 3) {
        const std::size_t n = poly.size();
        bool clipped = false;
        for (std::size_t i = 0; i < n && !clipped; ++i) {
            const Vec2 a = poly[(i + n - 1) % n], b = poly[i], c = poly[(i + 1) % n];
            if (orient(a, b, c) <= 0)
                continue; // reflex or flat corner
            bool empty = true;
            for (std::size_t j = 0; j < n && empty; ++j) {
                const Vec2 q = poly[j];
                if (q == a || q == b || q == c)
                    continue;
                if (orient(a, b, q) >= 0 && orient(b, c, q) >= 0 && orient(c, a, q) >= 0)
                    empty = false;
            }
            if (!empty)
                continue;
            triangles.push_back({a, b, c});
            poly.erase(poly.begin() + static_cast<std::ptrdiff_t>(i));
            clipped = true;
        }
        if (!clipped)
            return false;
    }
    if (orient(poly[0], poly[1], poly[2]) > 0)
        triangles.push_back({poly[0], poly[1], poly[2]});
    return true;
}

std::array<Vec2, 3> slopeCorners(const Slope& s)
{
    const double x0 = s.x, y0 = s.y, x1 = s.x + s.w, y1 = s.y + s.h;
    if (!s.ceiling)
        return s.rise == Rise::Right ? std::array<Vec2, 3>{Vec2{x0, y1}, Vec2{x1, y0}, Vec2{x1, y1}}
                                     : std::array<Vec2, 3>{Vec2{x0, y0}, Vec2{x1, y1}, Vec2{x0, y1}};
    return s.rise == Rise::Right ? std::array<Vec2, 3>{Vec2{x0, y0}, Vec2{x1, y0}, Vec2{x1, y1}}
                                 : std::array<Vec2, 3>{Vec2{x0, y0}, Vec2{x1, y0}, Vec2{x0, y1}};
}

// Rounding: a crossing of a sloped edge is a quotient and usually not representable. An exact
// result (checked with fused multiply-add residuals) is used as is, so grid-aligned slopes
// stay exact; an inexact one is moved outward by a few units in the last place, so the point
// stopped there is never inside the true shape (it then sits a few ulps off the surface).
double ulpOf(double v)
{
    v = std::abs(v);
    return std::nextafter(v, kInf) - v;
}

// Value of a.u + (t - a.t) * (b.u - a.u) / (b.t - a.t) on edge a-b, endpoints exact, and a
// bound of its error (0 when exact).
double crossing(double at, double au, double bt, double bu, double t, double* error)
{
    *error = 0.0;
    if (t == at)
        return au;
    if (t == bt)
        return bu;
    const double dt = t - at, du = bu - au, dd = bt - at;
    const double p = dt * du;
    const double q = p / dd;
    const double u = au + q;
    const bool exact = (dt + at == t && t - dt == at) && std::fma(dt, du, -p) == 0.0
                       && std::fma(q, dd, -p) == 0.0 && (u - au == q && u - q == au);
    if (!exact)
        *error = 4.0 * std::max({ulpOf(u), ulpOf(q), ulpOf(au), ulpOf(t)});
    return u;
}

double edgeXAt(Vec2 a, Vec2 b, double y, double* error) { return crossing(a.y, a.x, b.y, b.x, y, error); }
double edgeYAt(Vec2 a, Vec2 b, double x, double* error) { return crossing(a.x, a.y, b.x, b.y, x, error); }

double edgeYAt(Vec2 a, Vec2 b, double x)
{
    double e;
    return edgeYAt(a, b, x, &e);
}

// a + c rounded down / up: the rounded sum, moved one ulp when the rounding went the other
// way (the error term of Knuth's two-sum says which). Inflated sides use these so that a
// coordinate that is not representable (a radius of 29.7) still leaves the player outside.
double addDown(double a, double c)
{
    const double s = a + c, bv = s - a, av = s - bv;
    const double err = (a - av) + (c - bv);
    return err < 0 ? std::nextafter(s, -kInf) : s;
}

double addUp(double a, double c)
{
    const double s = a + c, bv = s - a, av = s - bv;
    const double err = (a - av) + (c - bv);
    return err > 0 ? std::nextafter(s, kInf) : s;
}

// Half the chord of a circle of radius r at distance d from its centre, rounded up.
double roundedHalf(double r, double d)
{
    if (d == 0.0)
        return r;
    const double h = std::sqrt(std::max(0.0, r * r - d * d));
    return h == 0.0 ? 0.0 : h + 4.0 * std::max(ulpOf(h), ulpOf(r));
}

} // namespace

// ---------------------------------------------------------------------------------------------
// ConfigSpace

ConfigSpace::ConfigSpace(const PlayerParams& player, double cellSize)
    : mHalfWidth(player.width * 0.5), mCell(cellSize)
{
    if (player.platformer) {
        mTop = -player.height;
        mBottom = 0.0;
    } else {
        mTop = -player.height * 0.5;
        mBottom = player.height * 0.5;
    }
}

void ConfigSpace::addConvex(std::span<const Vec2> points, BodyKind kind, std::int64_t key, double topEdge)
{
    // O (+) (-B): every corner of O plus every corner of -B; the hull of those sums.
    std::vector<Vec2> sums;
    sums.reserve(points.size() * 4);
    for (Vec2 p : points) {
        sums.push_back({p.x - mHalfWidth, p.y - mBottom});
        sums.push_back({p.x + mHalfWidth, p.y - mBottom});
        sums.push_back({p.x - mHalfWidth, p.y - mTop});
        sums.push_back({p.x + mHalfWidth, p.y - mTop});
    }
    std::vector<Vec2> hull;
    const std::size_t n = convexHull(sums, hull);
    if (n < 3)
        return;
    ConfigShape s;
    s.kind = ConfigShape::Kind::Polygon;
    s.body = kind;
    s.key = key;
    s.topEdge = topEdge;
    s.firstVertex = static_cast<std::uint32_t>(mVertices.size());
    s.vertexCount = static_cast<std::uint32_t>(n);
    Aabb b{kInf, kInf, -kInf, -kInf};
    for (std::size_t i = 0; i < n; ++i) {
        mVertices.push_back(hull[i]);
        b = b.united({hull[i].x, hull[i].y, hull[i].x, hull[i].y});
    }
    s.bounds = b;
    mShapes.push_back(s);
}

static void ConfigShapeBox(std::vector<ConfigShape>& shapes, const Aabb& box, BodyKind kind, std::int64_t key,
                    double topEdge)
{
    ConfigShape s;
    s.kind = ConfigShape::Kind::Box;
    s.body = kind;
    s.key = key;
    s.bounds = box;
    s.topEdge = topEdge;
    shapes.push_back(s);
}

void ConfigSpace::add(const Shape& shape, BodyKind kind, std::int64_t key)
{
    // Degenerate geometry (validation reports it as invalid-shape) takes no part.
    if (const auto* b = std::get_if<Box>(&shape)) {
        if (!(b->w > 0 && b->h > 0) || !finite(b->x + b->y + b->w + b->h))
            return;
        ConfigShapeBox(mShapes,
                       {addDown(b->x, -mHalfWidth), addDown(b->y, -mBottom),
                        addUp(addUp(b->x, b->w), mHalfWidth), addUp(addUp(b->y, b->h), -mTop)},
                       kind, key, b->y);
    } else if (const auto* p = std::get_if<Point>(&shape)) {
        if (!finite(p->x + p->y))
            return;
        ConfigShapeBox(mShapes,
                       {addDown(p->x, -mHalfWidth), addDown(p->y, -mBottom), addUp(p->x, mHalfWidth),
                        addUp(p->y, -mTop)},
                       kind, key, p->y);
    } else if (const auto* c = std::get_if<Circle>(&shape)) {
        if (!(c->r > 0) || !finite(c->x + c->y + c->r))
            return;
        ConfigShape s;
        s.kind = ConfigShape::Kind::Rounded;
        s.body = kind;
        s.key = key;
        s.core = {addDown(c->x, -mHalfWidth), addDown(c->y, -mBottom), addUp(c->x, mHalfWidth),
                  addUp(c->y, -mTop)};
        s.radius = c->r;
        s.bounds = {addDown(s.core.minX, -c->r), addDown(s.core.minY, -c->r), addUp(s.core.maxX, c->r),
                    addUp(s.core.maxY, c->r)};
        s.topEdge = c->y - c->r;
        mShapes.push_back(s);
    } else if (const auto* sl = std::get_if<Slope>(&shape)) {
        if (!(sl->w > 0 && sl->h > 0) || !finite(sl->x + sl->y + sl->w + sl->h))
            return;
        const auto t = slopeCorners(*sl);
        addConvex(t, kind, key, sl->y);
    } else if (const auto* poly = std::get_if<Polygon>(&shape)) {
        const auto& pts = poly->points;
        if (pts.size() < 3)
            return;
        double top = kInf;
        for (Vec2 v : pts) {
            if (!finite(v.x + v.y))
                return;
            top = std::min(top, v.y);
        }
        if (signedArea(pts) == 0)
            return;
        if (isConvex(pts)) {
            addConvex(pts, kind, key, top);
            return;
        }
        std::vector<std::array<Vec2, 3>> triangles;
        if (!triangulate(pts, triangles)) {
            // Not simple: validation reports it; block with its hull so nothing leaks through.
            addConvex(pts, kind, key, top);
            return;
        }
        for (const auto& t : triangles)
            addConvex(t, kind, key, top);
    }
}

void ConfigSpace::addTiles(const TileGrid& grid, std::int64_t key)
{
    // Runs of equal cells along each row become one box each.
    if (grid.columns <= 0 || grid.rows <= 0 || !(grid.cellSize > 0)
        || grid.cells.size() < static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows))
        return;
    for (int r = 0; r < grid.rows; ++r) {
        int c = 0;
        while (c < grid.columns) {
            const TileKind k = grid.at(c, r);
            int e = c + 1;
            while (e < grid.columns && grid.at(e, r) == k)
                ++e;
            if (k != TileKind::Empty) {
                const BodyKind kind = k == TileKind::Solid ? BodyKind::Solid
                                      : k == TileKind::OneWay ? BodyKind::OneWay
                                                              : BodyKind::Hazard;
                add(Box{c * grid.cellSize, r * grid.cellSize, (e - c) * grid.cellSize, grid.cellSize}, kind, key);
            }
            c = e;
        }
    }
}

void ConfigSpace::finish()
{
    mBucketStart.clear();
    mBucketItems.clear();
    if (mShapes.empty())
        return;
    mExtent = mShapes.front().bounds;
    for (const auto& s : mShapes)
        mExtent = mExtent.united(s.bounds);
    // Keep the bucket count reasonable for huge or sparse levels.
    const double w = mExtent.width(), h = mExtent.height();
    while ((w / mCell) * (h / mCell) > 4.0e6)
        mCell *= 2;
    mColumns = std::max(1, static_cast<int>(std::floor(w / mCell)) + 1);
    mRows = std::max(1, static_cast<int>(std::floor(h / mCell)) + 1);
    const std::size_t buckets = static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows);
    std::vector<std::uint32_t> counts(buckets + 1, 0);
    auto each = [&](const ConfigShape& s, auto&& f) {
        const int c0 = clampColumn(s.bounds.minX), c1 = clampColumn(s.bounds.maxX);
        const int r0 = clampRow(s.bounds.minY), r1 = clampRow(s.bounds.maxY);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                f(static_cast<std::size_t>(r) * mColumns + c);
    };
    for (const auto& s : mShapes)
        each(s, [&](std::size_t b) { ++counts[b + 1]; });
    for (std::size_t b = 0; b < buckets; ++b)
        counts[b + 1] += counts[b];
    mBucketStart = counts;
    mBucketItems.assign(counts[buckets], 0);
    for (std::uint32_t i = 0; i < mShapes.size(); ++i)
        each(mShapes[i], [&](std::size_t b) { mBucketItems[counts[b]++] = i; });
}

Chord ConfigSpace::horizontalChord(const ConfigShape& s, double y) const
{
    Chord c;
    const Aabb& b = s.bounds;
    if (y < b.minY || y > b.maxY)
        return c;
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        c = {b.minX, b.maxX, true, b.minY < y && y < b.maxY};
        return c;
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        if (y >= k.minY && y <= k.maxY)
            return {b.minX, b.maxX, true, true};
        const double d = y < k.minY ? k.minY - y : y - k.maxY;
        const double half = roundedHalf(s.radius, d);
        return {addDown(k.minX, -half), addUp(k.maxX, half), true, d < s.radius};
    }
    case ConfigShape::Kind::Polygon: {
        double lo = kInf, hi = -kInf;
        const auto v = vertices(s);
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            if (a.y == e.y) {
                if (a.y == y) {
                    lo = std::min({lo, a.x, e.x});
                    hi = std::max({hi, a.x, e.x});
                }
            } else if (y >= std::min(a.y, e.y) && y <= std::max(a.y, e.y)) {
                double err = 0.0;
                const double x = edgeXAt(a, e, y, &err);
                lo = std::min(lo, x - err);
                hi = std::max(hi, x + err);
            }
        }
        if (lo > hi)
            return c;
        return {lo, hi, true, b.minY < y && y < b.maxY && lo < hi};
    }
    }
    return c;
}

Chord ConfigSpace::verticalChord(const ConfigShape& s, double x) const
{
    Chord c;
    const Aabb& b = s.bounds;
    if (x < b.minX || x > b.maxX)
        return c;
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return {b.minY, b.maxY, true, b.minX < x && x < b.maxX};
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        if (x >= k.minX && x <= k.maxX)
            return {b.minY, b.maxY, true, true};
        const double d = x < k.minX ? k.minX - x : x - k.maxX;
        const double half = roundedHalf(s.radius, d);
        return {addDown(k.minY, -half), addUp(k.maxY, half), true, d < s.radius};
    }
    case ConfigShape::Kind::Polygon: {
        double lo = kInf, hi = -kInf;
        const auto v = vertices(s);
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            if (a.x == e.x) {
                if (a.x == x) {
                    lo = std::min({lo, a.y, e.y});
                    hi = std::max({hi, a.y, e.y});
                }
            } else if (x >= std::min(a.x, e.x) && x <= std::max(a.x, e.x)) {
                double err = 0.0;
                const double y = edgeYAt(a, e, x, &err);
                lo = std::min(lo, y - err);
                hi = std::max(hi, y + err);
            }
        }
        if (lo > hi)
            return c;
        return {lo, hi, true, b.minX < x && x < b.maxX && lo < hi};
    }
    }
    return c;
}

Vec2 ConfigSpace::faceNormal(const ConfigShape& s, Vec2 p, int direction) const
{
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return {direction > 0 ? -1.0 : 1.0, 0.0};
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        const double cx = direction > 0 ? k.minX : k.maxX;
        if (p.y < k.minY)
            return {p.x - cx, p.y - k.minY};
        if (p.y > k.maxY)
            return {p.x - cx, p.y - k.maxY};
        return {direction > 0 ? -1.0 : 1.0, 0.0};
    }
    case ConfigShape::Kind::Polygon: {
        // Counter-clockwise in maths axes: the outward normal of a->e is (e.y - a.y, a.x - e.x).
        const auto v = vertices(s);
        Vec2 best{};
        bool bestRises = false;
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            const Vec2 normal{e.y - a.y, a.x - e.x};
            if (normal.x * direction >= 0 || a.y == e.y)
                continue; // not facing the motion
            if (p.y < std::min(a.y, e.y) || p.y > std::max(a.y, e.y))
                continue;
            double err = 0.0;
            if (std::abs(edgeXAt(a, e, p.y, &err) - p.x) > err)
                continue;
            const bool rises = std::min(a.y, e.y) < p.y;
            if (best == Vec2{} || (rises && !bestRises)) {
                best = normal;
                bestRises = rises;
            }
        }
        return best;
    }
    }
    return {};
}

double ConfigSpace::topSlope(const ConfigShape& s, double x) const
{
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return 0.0;
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        if (x >= k.minX && x <= k.maxX)
            return 0.0;
        const double d = x < k.minX ? x - k.minX : x - k.maxX;
        const double root = std::sqrt(std::max(0.0, s.radius * s.radius - d * d));
        return root > 0 ? d / root : (d < 0 ? -kInf : kInf);
    }
    case ConfigShape::Kind::Polygon: {
        const auto v = vertices(s);
        double topY = kInf, slope = 0.0;
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            if (a.x == e.x || x < std::min(a.x, e.x) || x > std::max(a.x, e.x))
                continue;
            const double y = edgeYAt(a, e, x);
            const double m = (e.y - a.y) / (e.x - a.x);
            if (y < topY || (y == topY && std::abs(m) < std::abs(slope))) {
                topY = y;
                slope = m;
            }
        }
        return slope;
    }
    }
    return 0.0;
}

bool ConfigSpace::segmentTouches(const ConfigShape& s, Vec2 a, Vec2 b) const
{
    if (a.y == b.y) {
        const Chord c = horizontalChord(s, a.y);
        return c.valid && c.lo <= std::max(a.x, b.x) && c.hi >= std::min(a.x, b.x);
    }
    const Chord c = verticalChord(s, a.x);
    return c.valid && c.lo <= std::max(a.y, b.y) && c.hi >= std::min(a.y, b.y);
}

// ---------------------------------------------------------------------------------------------
// MovementWorld

MovementWorld::MovementWorld(const Aabb& bounds, std::span<const Body> bodies,
                             std::span<const TileGrid> tiles, const PlayerParams& player)
    : mPlayer(player), mBounds(bounds), mSpace(player)
{
    mJumpSpeed = std::sqrt(2.0 * player.gravity * player.jumpHeight);
    for (const Body& b : bodies)
        mSpace.add(b.shape, b.kind, b.key);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        mSpace.addTiles(tiles[i], -1 - static_cast<std::int64_t>(i));
    mSpace.finish();
}

Aabb MovementWorld::playerBox(Vec2 feet) const
{
    const double hw = mSpace.halfWidth();
    return {feet.x - hw, feet.y + mSpace.boxTop(), feet.x + hw, feet.y + mSpace.boxBottom()};
}

bool MovementWorld::insideBounds(Vec2 feet) const { return mBounds.contains(playerBox(feet)); }

bool MovementWorld::blocked(Vec2 feet) const
{
    bool hit = false;
    mSpace.forEachNear({feet.x, feet.y, feet.x, feet.y}, [&](std::uint32_t i) {
        const ConfigShape& s = mSpace.shape(i);
        if (hit || s.body != BodyKind::Solid)
            return;
        const Chord c = mSpace.horizontalChord(s, feet.y);
        hit = c.open && c.lo < feet.x && feet.x < c.hi;
    });
    return hit;
}

bool MovementWorld::touchesHazard(Vec2 feet) const { return segmentHitsHazard(feet, feet); }

void MovementWorld::gather(const Aabb& box, Candidates& out) const
{
    out.count = 0;
    out.overflow = false;
    mSpace.forEachNear(box, [&](std::uint32_t i) {
        if (out.overflow || !mSpace.shape(i).bounds.intersects(box))
            return;
        for (int k = 0; k < out.count; ++k)
            if (out.items[static_cast<std::size_t>(k)] == i)
                return;
        if (out.count == static_cast<int>(out.items.size())) {
            out.overflow = true;
            return;
        }
        out.items[static_cast<std::size_t>(out.count++)] = i;
    });
}

template <typename F>
void MovementWorld::forEachCandidate(const Candidates* c, const Aabb& box, F&& f) const
{
    if (!c || c->overflow) {
        mSpace.forEachNear(box, f);
        return;
    }
    for (int k = 0; k < c->count; ++k) {
        const std::uint32_t i = c->items[static_cast<std::size_t>(k)];
        if (mSpace.shape(i).bounds.intersects(box))
            f(i);
    }
}

bool MovementWorld::segmentHitsHazard(Vec2 a, Vec2 b, const Candidates* cands) const
{
    bool hit = false;
    forEachCandidate(cands, {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)},
                       [&](std::uint32_t i) {
                           const ConfigShape& s = mSpace.shape(i);
                           if (!hit && s.body == BodyKind::Hazard)
                               hit = mSpace.segmentTouches(s, a, b);
                       });
    return hit;
}

double MovementWorld::sweepX(Vec2 p, double dx, int* blockedBy, const Candidates* cands) const
{
    // The point moves along y = p.y; the first interior chord ahead stops it at its end, so
    // the box ends touching that face. Chords the point is already inside are ignored (only a
    // spawn inside a wall starts there), which lets such a player walk out.
    const double target = p.x + dx;
    double best = target;
    *blockedBy = -1;
    forEachCandidate(cands, {std::min(p.x, target), p.y, std::max(p.x, target), p.y}, [&](std::uint32_t i) {
        const ConfigShape& s = mSpace.shape(i);
        if (s.body != BodyKind::Solid)
            return;
        const Chord c = mSpace.horizontalChord(s, p.y);
        if (!c.open)
            return;
        if (dx > 0 ? (c.lo >= p.x && c.lo < best) : (c.hi <= p.x && c.hi > best)) {
            best = dx > 0 ? c.lo : c.hi;
            *blockedBy = static_cast<int>(i);
        }
    });
    return best;
}

double MovementWorld::sweepY(Vec2 p, double dy, double startY, bool* hit, int* hitShape,
                             const Candidates* cands) const
{
    const double target = p.y + dy;
    double best = target;
    *hit = false;
    *hitShape = -1;
    if (dy == 0)
        return p.y;
    forEachCandidate(cands, {p.x, std::min(p.y, target), p.x, std::max(p.y, target)}, [&](std::uint32_t i) {
        const ConfigShape& s = mSpace.shape(i);
        if (s.body == BodyKind::Hazard)
            return;
        // A one-way platform holds only feet that started the step at or above its top edge
        // and move down.
        if (s.body == BodyKind::OneWay && (dy < 0 || startY > s.topEdge))
            return;
        const Chord c = mSpace.verticalChord(s, p.x);
        if (!c.open)
            return;
        if (dy > 0 ? (c.lo >= p.y && c.lo < best) : (c.hi <= p.y && c.hi > best)) {
            best = dy > 0 ? c.lo : c.hi;
            *hit = true;
            *hitShape = static_cast<int>(i);
        }
    });
    return best;
}

bool MovementWorld::supported(Vec2 feet, double startY, bool* onSlope) const
{
    bool hit = false;
    int shape = -1;
    const double y = sweepY(feet, 1.0, startY, &hit, &shape);
    const bool resting = hit && y == feet.y;
    if (onSlope)
        *onSlope = resting && mSpace.topSlope(mSpace.shape(static_cast<std::size_t>(shape)), feet.x) != 0.0;
    return resting;
}

PlayerState MovementWorld::spawnState(Vec2 feet) const
{
    PlayerState s;
    s.position = feet;
    s.standing = supported(feet, feet.y, &s.onSlope);
    return s;
}

StepResult MovementWorld::step(const PlayerState& in, int input) const
{
    StepResult r;
    PlayerState st = in;
    Vec2 p = st.position;
    const double startX = p.x, startY = p.y;
    r.path[0] = p;
    r.pathLength = 1;
    // Everything this step can meet lies within run*dt along x and, along y, within the fall
    // of one step plus the most a walk can climb or follow a slope down.
    Candidates near;
    {
        const double run = mPlayer.runSpeed * kStepSeconds;
        const double fall = std::max(std::abs(in.vy), std::max(mJumpSpeed, mPlayer.maxFallSpeed)) * kStepSeconds
                            + mPlayer.gravity * kStepSeconds * kStepSeconds;
        const double reach = fall + 2 * kMaxWalkableRise * run;
        gather({p.x - run, p.y - reach, p.x + run, p.y + reach}, near);
    }
    auto advance = [&](Vec2 q) {
        if (q == r.path[r.pathLength - 1])
            return;
        if (r.outcome == StepOutcome::Alive && segmentHitsHazard(r.path[r.pathLength - 1], q, &near))
            r.outcome = StepOutcome::HitHazard;
        r.path[r.pathLength++] = q;
    };

    // 1. Jump or jump cut, then gravity.
    bool jumped = false;
    if ((input & Input::Jump) && st.standing) {
        st.vy = -mJumpSpeed;
        jumped = true;
    } else if (!(input & Input::Jump) && st.vy < 0) {
        st.vy = 0;
    }
    st.vy = std::min(st.vy + mPlayer.gravity * kStepSeconds, mPlayer.maxFallSpeed);
    const bool walking = st.standing && !jumped;

    // 2. Along x.
    const int dir = ((input & Input::Right) ? 1 : 0) - ((input & Input::Left) ? 1 : 0);
    if (dir != 0) {
        const double dx = dir * mPlayer.runSpeed * kStepSeconds;
        int blocker = -1;
        const double nx = sweepX(p, dx, &blocker, &near);
        bool climbed = false;
        if (walking && blocker >= 0) {
            // Walking into a face that rises no steeper than kMaxWalkableRise: climb to the
            // top of that shape at the x the step aims for, first straight up at the face
            // (clear of it, since the face leans away), then on along x.
            const ConfigShape& s = mSpace.shape(static_cast<std::size_t>(blocker));
            const Vec2 n = mSpace.faceNormal(s, {nx, p.y}, dir);
            if (n.y < 0 && std::abs(n.x) <= kMaxWalkableRise * -n.y) {
                const double aim = p.x + dx;
                const Chord c = mSpace.verticalChord(s, aim);
                const double top = c.valid ? c.lo : s.bounds.minY;
                const double rise = p.y - top;
                if (rise > 0 && rise <= kMaxWalkableRise * std::abs(dx)) {
                    bool hit = false;
                    int hs = -1;
                    sweepY({nx, p.y}, top - p.y, startY, &hit, &hs, &near);
                    if (!hit) {
                        advance({nx, p.y});
                        advance({nx, top});
                        int b2 = -1;
                        const double x2 = sweepX({nx, top}, aim - nx, &b2, &near);
                        p = {x2, top};
                        advance(p);
                        climbed = true;
                    }
                }
            }
        }
        if (!climbed) {
            p.x = nx;
            advance(p);
        }
    }

    // 3. Along y.
    const double dy = st.vy * kStepSeconds;
    bool hit = false;
    int hitShape = -1;
    double ny = sweepY(p, dy, startY, &hit, &hitShape, &near);
    if (!hit && walking && dy > 0 && p.x != startX) {
        // Keep the feet on a slope while walking down it: look further down by the most a
        // walkable slope can drop over the distance walked.
        bool hit2 = false;
        int shape2 = -1;
        const double reach = dy + kMaxWalkableRise * std::abs(p.x - startX);
        const double ny2 = sweepY(p, reach, startY, &hit2, &shape2, &near);
        if (hit2
            && (in.onSlope || mSpace.topSlope(mSpace.shape(static_cast<std::size_t>(shape2)), p.x) != 0.0)) {
            ny = ny2;
            hit = true;
            hitShape = shape2;
        }
    }
    p.y = ny;
    advance(p);
    if (hit && dy > 0) {
        st.vy = 0;
        st.standing = true;
        st.onSlope = mSpace.topSlope(mSpace.shape(static_cast<std::size_t>(hitShape)), p.x) != 0.0;
    } else {
        if (hit)
            st.vy = 0; // a ceiling
        st.standing = false;
        st.onSlope = false;
    }
    st.position = p;
    r.state = st;
    if (r.outcome == StepOutcome::Alive && !insideBounds(p))
        r.outcome = StepOutcome::LeftBounds;
    return r;
}

} // namespace ledge
