#include "Movement.h"

#include "BoxSum.h"
#include "Exact.h"
#include "Sat.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numbers>

namespace ledge {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

bool finite(double v) { return std::isfinite(v); }

// ---- Chord ends, rounded outwards -------------------------------------------------------------
// The end of a chord is a root of a boundary: a crossing of a sloped edge (a quotient) or of
// an arc (a square root), rarely a double. side(v) is the exact sign of v - root (from the
// predicates of Exact.h); starting from a floating-point estimate, the two doubles around the
// root are found by galloping then bisecting on that sign. down <= root <= up, and both equal
// the root when it is a double.
struct Bracket {
    double down;
    double up;
};

template <typename Side>
Bracket bracketRoot(double estimate, Side side)
{
    double x = finite(estimate) ? estimate : 0.0;
    int s = side(x);
    if (s == 0)
        return {x, x};
    // Gallop away from x towards the root until the sign changes.
    const double dir = s < 0 ? kInf : -kInf;
    double near = x, far = std::nextafter(x, dir);
    double stepUlps = 1.0;
    for (;;) {
        const int sf = side(far);
        if (sf == 0)
            return {far, far};
        if (sf != s)
            break;
        near = far;
        stepUlps *= 2.0;
        const double ulp = std::fabs(std::nextafter(far, dir) - far);
        const double next = far + (s < 0 ? 1.0 : -1.0) * ulp * stepUlps;
        far = finite(next) ? next : std::nextafter(far, dir);
    }
    // Bisect between near (sign s) and far (the other sign).
    double lo = s < 0 ? near : far, hi = s < 0 ? far : near; // side(lo) < 0 < side(hi)
    while (std::nextafter(lo, kInf) < hi) {
        double mid = lo + (hi - lo) * 0.5;
        if (mid <= lo || mid >= hi)
            mid = std::nextafter(lo, kInf);
        const int sm = side(mid);
        if (sm == 0)
            return {mid, mid};
        (sm < 0 ? lo : hi) = mid;
    }
    return {lo, hi};
}

using exact::addDown;
using exact::addUp;

// Where edge a-b (a.u != b.u along the line's axis) crosses the line u = t: the other
// coordinate, bracketed. horizontal: the line is y = t and the crossing an x.
Bracket edgeCrossing(Vec2 a, Vec2 b, double t, bool horizontal)
{
    if (horizontal) {
        if (t == a.y)
            return {a.x, a.x};
        if (t == b.y)
            return {b.x, b.x};
        const double est = a.x + (t - a.y) * ((b.x - a.x) / (b.y - a.y));
        // orient(a, b, (x, t)) is linear in x with coefficient -(b.y - a.y).
        const int k = b.y > a.y ? -1 : 1;
        const exact::OrientAlongLine line(a, b, t, true);
        return bracketRoot(est, [&](double x) { return k * line.sign(x); });
    }
    if (t == a.x)
        return {a.y, a.y};
    if (t == b.x)
        return {b.y, b.y};
    const double est = a.y + (t - a.x) * ((b.y - a.y) / (b.x - a.x));
    const int k = b.x > a.x ? 1 : -1; // coefficient of y: b.x - a.x
    const exact::OrientAlongLine line(a, b, t, false);
    return bracketRoot(est, [&](double y) { return k * line.sign(y); });
}

// Where the circle of radius r centred at c crosses the line (horizontal: y = t), on the side
// `side` (-1: smaller coordinate) of the centre. |t - c| <= r.
Bracket arcCrossing(Vec2 c, double r, double t, bool horizontal, int side)
{
    const double cu = horizontal ? c.x : c.y;  // along the line
    const double cv = horizontal ? c.y : c.x;  // across it
    const double d = std::fabs(t - cv);
    const double h = std::sqrt(std::max(0.0, (r - d) * (r + d)));
    const double est = cu + side * h;
    // Inside the circle (distanceSign < 0) is between the two crossings.
    return bracketRoot(est, [&](double u) {
        const Vec2 q = horizontal ? Vec2{u, t} : Vec2{t, u};
        if (side < 0)
            return u > cu ? 1 : -exact::distanceSign(q, c, r);
        return u < cu ? -1 : exact::distanceSign(q, c, r);
    });
}

std::array<Vec2, 3> slopeCorners(const Slope& s) { return slopeTriangle(s); }

} // namespace

double floorTangent(double degrees)
{
    if (!(degrees > 0))
        return 0.0;
    if (degrees >= 90)
        return kInf;
    if (degrees == 45)
        return 1.0;
    return std::tan(degrees * (std::numbers::pi / 180.0));
}

// ---------------------------------------------------------------------------------------------
// ConfigSpace

ConfigSpace::ConfigSpace(const PlayerParams& player, double cellSize)
    : mHalfWidth(player.width * 0.5), mCell(cellSize), mFloorTangent(floorTangent(player.maxFloorAngle))
{
    if (player.platformer) {
        mTop = -player.height;
        mBottom = 0.0;
    } else {
        mTop = -player.height * 0.5;
        mBottom = player.height * 0.5;
    }
}

template <typename EdgeFloor>
void ConfigSpace::addConvex(std::span<const Vec2> points, BodyKind kind, std::int64_t key, double topEdge,
                            EdgeFloor&& edgeFloor)
{
    // O (+) (-B), each corner rounded outwards (in its corner's direction), so it contains the
    // exact one.
    boxsum::Corners hull;
    boxsum::minkowski(points, {-mHalfWidth, mHalfWidth, -mBottom, -mTop}, hull);
    const std::size_t n = hull.size();
    if (n < 3)
        return;
    ConfigShape s;
    s.kind = ConfigShape::Kind::Polygon;
    s.body = kind;
    s.key = key;
    s.topEdge = topEdge;
    s.firstVertex = static_cast<std::uint32_t>(mVertices.size());
    s.vertexCount = static_cast<std::uint32_t>(n);
    Aabb bb{kInf, kInf, -kInf, -kInf};
    for (std::size_t i = 0; i < n; ++i) {
        const boxsum::Corner& u = hull[i];
        const boxsum::Corner& v = hull[(i + 1) % n];
        mVertices.push_back(u.p);
        bb = bb.united({u.p.x, u.p.y, u.p.x, u.p.y});
        // Only top edges (the interior below them, u.x < v.x with this winding) are floors.
        // An edge of the sum is an edge of O moved by a corner of the box (its slope is that
        // edge's, decided on the original coordinates) or an edge of the box (flat or upright).
        bool floor = false;
        if (u.p.x < v.p.x) {
            if (u.vertex != v.vertex && u.corner == v.corner)
                floor = edgeFloor(u.vertex, v.vertex);
            else if (u.vertex == v.vertex)
                floor = u.p.y == v.p.y;
            else
                floor = exact::slopeSign(u.p, v.p, mFloorTangent) >= 0;
        }
        mEdgeFloor.push_back(floor ? 1 : 0);
    }
    s.bounds = bb;
    mShapes.push_back(s);
}

static void ConfigShapeBox(LargeVector<ConfigShape>& shapes, const Aabb& box, BodyKind kind, std::int64_t key,
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
        // The walkable surface is corners 0-1 (FORMAT's order); its slope is h / w as typed,
        // so a 45-degree slope is a floor at 45 degrees whatever its position's rounding.
        addConvex(t, kind, key, sl->y, [&](std::uint32_t i, std::uint32_t j) {
            if (!sl->ceiling && i + j == 1)
                return exact::slopeSign({0.0, 0.0}, {sl->w, sl->h}, mFloorTangent) >= 0;
            return exact::slopeSign(t[i], t[j], mFloorTangent) >= 0;
        });
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
        auto floorOf = [&](std::span<const Vec2> piece) {
            return [piece, this](std::uint32_t i, std::uint32_t j) {
                return exact::slopeSign(piece[i], piece[j], mFloorTangent) >= 0;
            };
        };
        if (sat::convexWinding(pts) != 0) {
            addConvex(pts, kind, key, top, floorOf(pts)); // a zero-area one adds nothing
            return;
        }
        std::vector<sat::Triangle> triangles;
        if (!sat::triangulate(pts, triangles)) {
            // Not simple: validation reports it; block with its hull so nothing leaks through.
            addConvex(pts, kind, key, top, floorOf(pts));
            return;
        }
        for (const auto& t : triangles)
            addConvex(t, kind, key, top, floorOf(t));
    }
}

void ConfigSpace::reserveFor(std::span<const Body> bodies)
{
    // A convex piece of n corners inflates to at most n + 4; a polygon of n corners is at most
    // n - 2 triangles.
    std::size_t shapes = mShapes.size(), vertices = mVertices.size();
    for (const Body& b : bodies) {
        if (const auto* poly = std::get_if<Polygon>(&b.shape)) {
            const std::size_t n = poly->points.size(), pieces = n >= 3 ? n - 2 : 0;
            shapes += pieces;
            vertices += std::max(pieces * 7, n + 4);
        } else {
            shapes += 1;
            vertices += std::holds_alternative<Slope>(b.shape) ? 7 : 0;
        }
    }
    mShapes.reserve(shapes);
    mVertices.reserve(vertices);
    mEdgeFloor.reserve(vertices);
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
    mInverseCell = 1 / mCell;
    mColumns = std::max(1, static_cast<int>(std::floor(w / mCell)) + 1);
    mRows = std::max(1, static_cast<int>(std::floor(h / mCell)) + 1);
    const std::size_t buckets = static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows);
    auto each = [&](const ConfigShape& s, auto&& f) {
        const int c0 = clampColumn(s.bounds.minX), c1 = clampColumn(s.bounds.maxX);
        const int r0 = clampRow(s.bounds.minY), r1 = clampRow(s.bounds.maxY);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                f(static_cast<std::size_t>(r) * mColumns + c);
    };
    // Counted into each bucket's own entry and summed, mBucketStart[b] is where bucket b ends;
    // filled from the last shape back, each entry comes down to where its bucket starts, and
    // every bucket lists its shapes in index order.
    mBucketStart.assign(buckets + 1, 0);
    for (const auto& s : mShapes)
        each(s, [&](std::size_t b) { ++mBucketStart[b]; });
    for (std::size_t b = 0; b < buckets; ++b)
        mBucketStart[b + 1] += mBucketStart[b];
    mBucketItems.resize(mBucketStart[buckets]);
    for (std::uint32_t i = static_cast<std::uint32_t>(mShapes.size()); i-- > 0;) {
        const BucketItem item{mShapes[i].bounds, i, clampColumn(mShapes[i].bounds.minX), clampRow(mShapes[i].bounds.minY),
                              mShapes[i].body};
        each(mShapes[i], [&](std::size_t b) { mBucketItems[--mBucketStart[b]] = item; });
    }
}

namespace {

// The chord of a convex shape on an axis line, from its two ends (each bracketed) and whether
// the line meets the interior.
Chord makeChord(Bracket lo, Bracket hi, bool open)
{
    return {lo.down, hi.up, lo.up, hi.down, true, open};
}

} // namespace

// Chords. The horizontal line y = t (horizontal) or the vertical line x = t. For a convex
// polygon whose corners all turn with exact::orient > 0, the closed set on the line is the
// intersection of the closed half-planes of its edges: the line's part is
// [max over the edges bounding it from below-coordinate side, min over the others], and only
// the edges spanning t matter (convexity). Each crossing is bracketed by exact orientations.
static Chord polygonChord(std::span<const Vec2> v, const Aabb& b, double t, bool horizontal)
{
    const double tMin = horizontal ? b.minY : b.minX, tMax = horizontal ? b.maxY : b.maxX;
    if (t < tMin || t > tMax)
        return {};
    Bracket lo{-kInf, -kInf}, hi{kInf, kInf};
    for (std::size_t i = 0, n = v.size(); i < n; ++i) {
        const Vec2 a = v[i], e = v[(i + 1) % n];
        const double at = horizontal ? a.y : a.x, et = horizontal ? e.y : e.x;
        if (at == et || t < std::min(at, et) || t > std::max(at, et))
            continue; // parallel to the line, or not spanning it
        const Bracket c = edgeCrossing(a, e, t, horizontal);
        // Interior on the side where orient > 0: for a horizontal line it lies at larger x
        // when e.y < a.y (a left edge); for a vertical line at larger y when e.x > a.x (a top
        // edge).
        const bool lower = horizontal ? e.y < a.y : e.x > a.x;
        if (lower) {
            lo.down = std::max(lo.down, c.down);
            lo.up = std::max(lo.up, c.up);
        } else {
            hi.down = std::min(hi.down, c.down);
            hi.up = std::min(hi.up, c.up);
        }
    }
    if (lo.down == -kInf || hi.up == kInf) {
        // Only a horizontal (vertical) edge on the line: it is the chord.
        double l = kInf, h = -kInf;
        for (const Vec2 p : v)
            if ((horizontal ? p.y : p.x) == t) {
                l = std::min(l, horizontal ? p.x : p.y);
                h = std::max(h, horizontal ? p.x : p.y);
            }
        if (l > h)
            return {};
        return {l, h, l, h, true, false};
    }
    return makeChord(lo, hi, tMin < t && t < tMax);
}

// Bounds on where polygonChord's open chord lies, in plain floating point: below, a value at
// most its lo; above, one at least its hi. Each crossing's estimate is a few roundings from the
// exact root (differences, a quotient, a product, a sum: under 6 units of roundoff relative to
// the product and 1 to the sum), and the bracket's outer end is within one ulp of that root;
// the margin, 16 epsilons (32 units of roundoff) of both, covers that with room for the
// roundings of est - margin itself. The floor of 1e-300 covers products that underflow.
// False when the line holds no open chord (t not strictly inside the polygon's span).
static bool polygonChordBounds(std::span<const Vec2> v, const Aabb& b, double t, bool horizontal, double& below,
                               double& above)
{
    const double tMin = horizontal ? b.minY : b.minX, tMax = horizontal ? b.maxY : b.maxX;
    if (!(tMin < t && t < tMax))
        return false;
    constexpr double kMargin = 16.0 * std::numeric_limits<double>::epsilon();
    below = -kInf;
    above = kInf;
    for (std::size_t i = 0, n = v.size(); i < n; ++i) {
        const Vec2 a = v[i], e = v[(i + 1) % n];
        const double at = horizontal ? a.y : a.x, et = horizontal ? e.y : e.x;
        if (at == et || t < std::min(at, et) || t > std::max(at, et))
            continue;
        const double au = horizontal ? a.x : a.y, eu = horizontal ? e.x : e.y;
        double est = t == at ? au : eu, margin = 0.0;
        if (t != at && t != et) {
            const double m = (t - at) * ((eu - au) / (et - at));
            est = au + m;
            margin = kMargin * (std::fabs(m) + std::fabs(est)) + 1e-300;
        }
        if (horizontal ? e.y < a.y : e.x > a.x) // bounds the chord from below (polygonChord)
            below = std::max(below, est - margin);
        else
            above = std::min(above, est + margin);
    }
    return true;
}

// The same for roundedChord where the line crosses the arcs (beyond the core's span; along the
// core the chord is already a rounded sum). With D the exact distance from the line to the
// corners' centres, the chord reaches sqrt(r^2 - D^2) past the core on each side. d = |t - c|
// is D within one rounding, and (r - d)(r + d) is r^2 - D^2 within about 6 units of roundoff of
// r^2; adding 32 of them before the square root, and 32 more of the result, bounds the reach
// from above, so the bounds are outside the arcs' brackets. Returns 0: no open chord; 1: bounds
// set; -1: not on the arcs (the exact chord is cheap).
static int roundedChordBounds(const ConfigShape& s, double t, bool horizontal, double& below, double& above)
{
    const Aabb& k = s.core;
    const double r = s.radius;
    const double cMin = horizontal ? k.minY : k.minX, cMax = horizontal ? k.maxY : k.maxX; // across
    const double uMin = horizontal ? k.minX : k.minY, uMax = horizontal ? k.maxX : k.maxY; // along
    if (!(t > addDown(cMin, -r) && t < addUp(cMax, r)))
        return 0; // as roundedChord's `open`
    if (t >= cMin && t <= cMax)
        return -1;
    constexpr double kMargin = 16.0 * std::numeric_limits<double>::epsilon();
    const double d = std::fabs(t - (t < cMin ? cMin : cMax));
    const double reach = std::sqrt(std::max(0.0, (r - d) * (r + d)) + kMargin * r * r) * (1.0 + kMargin);
    below = (uMin - reach) - kMargin * (std::fabs(uMin) + reach) - 1e-300;
    above = (uMax + reach) + kMargin * (std::fabs(uMax) + reach) + 1e-300;
    return 1;
}

bool ConfigSpace::openChordMisses(const ConfigShape& s, double t, bool horizontal, double l, double h) const
{
    double below = 0, above = 0;
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return false; // its chord is as cheap as this look
    case ConfigShape::Kind::Polygon:
        if (!polygonChordBounds(vertices(s), s.bounds, t, horizontal, below, above))
            return true;
        break;
    case ConfigShape::Kind::Rounded:
        switch (roundedChordBounds(s, t, horizontal, below, above)) {
        case 0: return true;
        case -1: return false;
        default: break;
        }
        break;
    }
    // The chord meets (l, h) when h > lo and l < hi; below <= lo and hi <= above.
    return h <= below || l >= above;
}

// A rounded box: the core box grown by a disc of radius r.
static Chord roundedChord(const ConfigShape& s, double t, bool horizontal)
{
    const Aabb& k = s.core;
    const double r = s.radius;
    const double cMin = horizontal ? k.minY : k.minX, cMax = horizontal ? k.maxY : k.maxX; // across
    const double uMin = horizontal ? k.minX : k.minY, uMax = horizontal ? k.maxX : k.maxY; // along
    // The line meets the closed shape when cMin - r <= t <= cMax + r, its interior when strict.
    if (t < addUp(cMin, -r) || t > addDown(cMax, r))
        return {};
    const bool open = t > addDown(cMin, -r) && t < addUp(cMax, r);
    if (t >= cMin && t <= cMax)
        return makeChord({addDown(uMin, -r), addUp(uMin, -r)}, {addDown(uMax, r), addUp(uMax, r)}, open);
    const double cv = t < cMin ? cMin : cMax;
    const Vec2 c0 = horizontal ? Vec2{uMin, cv} : Vec2{cv, uMin};
    const Vec2 c1 = horizontal ? Vec2{uMax, cv} : Vec2{cv, uMax};
    return makeChord(arcCrossing(c0, r, t, horizontal, -1), arcCrossing(c1, r, t, horizontal, 1), open);
}

// The chord of s on the line y = t (horizontal) or x = t; `vertices` are s's.
static Chord chordOn(const ConfigShape& s, std::span<const Vec2> vertices, double t, bool horizontal)
{
    const Aabb& b = s.bounds;
    const double cMin = horizontal ? b.minY : b.minX, cMax = horizontal ? b.maxY : b.maxX; // across
    const double uMin = horizontal ? b.minX : b.minY, uMax = horizontal ? b.maxX : b.maxY; // along
    if (t < cMin || t > cMax)
        return {};
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return {uMin, uMax, uMin, uMax, true, cMin < t && t < cMax};
    case ConfigShape::Kind::Rounded:
        return roundedChord(s, t, horizontal);
    case ConfigShape::Kind::Polygon:
        return polygonChord(vertices, b, t, horizontal);
    }
    return {};
}

Chord ConfigSpace::horizontalChord(const ConfigShape& s, double y) const
{
    return chordOn(s, vertices(s), y, true);
}

Chord ConfigSpace::verticalChord(const ConfigShape& s, double x) const
{
    return chordOn(s, vertices(s), x, false);
}

bool ConfigSpace::floorAt(const ConfigShape& s, double x, bool* sloped) const
{
    bool slope = false, floor = false;
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        floor = true;
        break;
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        if (x >= k.minX && x <= k.maxX) {
            floor = true;
        } else {
            // On an arc: the upper quarter circle around the core's corner, at offset x - corner.
            slope = true;
            floor = exact::arcSlopeSign(x < k.minX ? k.minX : k.maxX, x, s.radius, mFloorTangent) >= 0;
        }
        break;
    }
    case ConfigShape::Kind::Polygon: {
        // The top edges (e.x > a.x) above x: one edge, or the two meeting at a vertex, where
        // every surface meeting there must be a floor.
        const auto v = vertices(s);
        int found = 0;
        floor = true;
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            if (!(e.x > a.x) || x < a.x || x > e.x)
                continue;
            ++found;
            floor = floor && mEdgeFloor[s.firstVertex + i];
            slope = slope || a.y != e.y;
        }
        floor = floor && found > 0;
        break;
    }
    }
    if (sloped)
        *sloped = floor && slope;
    return floor;
}

bool ConfigSpace::climbable(const ConfigShape& s, Vec2 p, int direction) const
{
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return false;
    case ConfigShape::Kind::Rounded: {
        const Aabb& k = s.core;
        if (!(p.y < k.minY))
            return false; // an upright side or the lower half
        return exact::arcSlopeSign(direction > 0 ? k.minX : k.maxX, p.x, s.radius, mFloorTangent) >= 0;
    }
    case ConfigShape::Kind::Polygon: {
        // The edge met, from its lower end at or below p.y to its upper end above it; moving
        // right the left side (e.y < a.y), moving left the right side (e.y > a.y, upper end a).
        const auto v = vertices(s);
        for (std::size_t i = 0, n = v.size(); i < n; ++i) {
            const Vec2 a = v[i], e = v[(i + 1) % n];
            const bool faces = direction > 0 ? (e.y < a.y && e.y < p.y && p.y <= a.y)
                                             : (e.y > a.y && a.y < p.y && p.y <= e.y);
            if (faces)
                return e.x > a.x && mEdgeFloor[s.firstVertex + i];
        }
        return false;
    }
    }
    return false;
}

bool ConfigSpace::segmentTouches(const ConfigShape& s, Vec2 a, Vec2 b) const
{
    // Closed against closed: the inward-rounded ends decide exactly.
    if (a.y == b.y) {
        const Chord c = horizontalChord(s, a.y);
        return c.valid && c.loIn <= std::max(a.x, b.x) && c.hiIn >= std::min(a.x, b.x);
    }
    const Chord c = verticalChord(s, a.x);
    return c.valid && c.loIn <= std::max(a.y, b.y) && c.hiIn >= std::min(a.y, b.y);
}

// ---------------------------------------------------------------------------------------------
// MovementWorld

MovementWorld::MovementWorld(const Aabb& bounds, std::span<const Body> bodies,
                             std::span<const TileGrid> tiles, const PlayerParams& player)
    : mPlayer(player), mBounds(bounds), mSpace(player)
{
    mJumpSpeed = std::sqrt(2.0 * player.gravity * player.jumpHeight);
    mSpace.reserveFor(bodies);
    for (const Body& b : bodies)
        mSpace.add(b.shape, b.kind, b.key);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        mSpace.addTiles(tiles[i], -1 - static_cast<std::int64_t>(i));
    mSpace.finish();
}

bool MovementWorld::blocked(Vec2 feet) const
{
    bool hit = false;
    mSpace.forEachNear({feet.x, feet.y, feet.x, feet.y}, [&](std::uint32_t i) {
        const ConfigShape& s = mSpace.shape(i);
        if (hit || s.body != BodyKind::Solid)
            return;
        const Chord c = mSpace.horizontalChord(s, feet.y);
        hit = c.open && c.lo < feet.x && feet.x < c.hi; // inside the true open chord, exactly
    });
    return hit;
}

bool MovementWorld::touchesHazard(Vec2 feet) const { return segmentHitsHazard(feet, feet); }

void MovementWorld::gather(const Aabb& box, Candidates& out) const
{
    out.count = 0;
    out.overflow = false;
    out.hazards = false;
    mSpace.forEachMeeting(box, [&](std::uint32_t i, BodyKind body) {
        if (out.overflow)
            return;
        if (out.count == static_cast<int>(out.items.size())) {
            out.overflow = true;
            return;
        }
        out.items[static_cast<std::size_t>(out.count++)] = i;
        out.hazards = out.hazards || body == BodyKind::Hazard;
    });
    std::sort(out.items.begin(), out.items.begin() + out.count);
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

MovementWorld::ChordCache::Entry& MovementWorld::ChordCache::slot(std::uint32_t shape, double t, bool horizontal)
{
    constexpr int kBits = 12; // 4,096 slots of 56 bytes: the lines of a few screens of level
    if (mEntries.empty())
        mEntries.resize(std::size_t(1) << kBits);
    std::uint64_t bits = 0;
    std::memcpy(&bits, &t, sizeof bits);
    // Fibonacci hashing of the line and the shape: the top bits of the product.
    const std::uint64_t h = (bits ^ (std::uint64_t(tagOf(shape, horizontal)) * 0xC2B2AE3D27D4EB4Full)) * 0x9E3779B97F4A7C15ull;
    return mEntries[static_cast<std::size_t>(h >> (64 - kBits))];
}

Chord MovementWorld::openChordNear(std::uint32_t i, double t, bool horizontal, double l, double h,
                                   const Candidates* c) const
{
    const ConfigShape& s = mSpace.shape(i);
    const auto exact = [&] { return horizontal ? mSpace.horizontalChord(s, t) : mSpace.verticalChord(s, t); };
    if (s.kind == ConfigShape::Kind::Box || !c || !c->chords)
        return mSpace.openChordMisses(s, t, horizontal, l, h) ? Chord{} : exact();
    ChordCache::Entry& e = c->chords->slot(i, t, horizontal);
    const std::uint32_t tag = ChordCache::tagOf(i, horizontal);
    if (e.tag == tag && e.t == t)
        return e.chord;
    if (mSpace.openChordMisses(s, t, horizontal, l, h))
        return {};
    e = {t, tag, exact()};
    return e.chord;
}

double MovementWorld::sweepX(Vec2 p, double dx, int* blockedBy, const Candidates* cands) const
{
    // The point moves along y = p.y from x0 to x1. A solid blocks when the move enters its
    // interior: its open chord (lo, hi) meets (x0, x1] moving right, i.e. x1 > lo and x0 < hi
    // (exact comparisons, see Chord). The point stops at lo, rounded outwards, so the box ends
    // touching that face, never inside it. Nothing is skipped: a point already at a face (or,
    // only for a spawn that overlaps a solid, inside one) does not move into it.
    const double target = p.x + dx;
    double best = target;
    *blockedBy = -1;
    forEachCandidate(cands, {std::min(p.x, target), p.y, std::max(p.x, target), p.y}, [&](std::uint32_t i) {
        if (mSpace.shape(i).body != BodyKind::Solid)
            return;
        const Chord c = openChordNear(i, p.y, true, std::min(p.x, target), std::max(p.x, target), cands);
        if (!c.open)
            return;
        if (dx > 0) {
            if (target > c.lo && p.x < c.hi) {
                const double stop = std::max(p.x, c.lo);
                if (stop < best || *blockedBy < 0) {
                    best = std::min(best, stop);
                    *blockedBy = static_cast<int>(i);
                }
            }
        } else if (target < c.hi && p.x > c.lo) {
            const double stop = std::min(p.x, c.hi);
            if (stop > best || *blockedBy < 0) {
                best = std::max(best, stop);
                *blockedBy = static_cast<int>(i);
            }
        }
    });
    return best;
}

double MovementWorld::sweepY(Vec2 p, double dy, double startY, Stop* stop, const Candidates* cands) const
{
    // As sweepX, along x = p.x. Every shape whose surface is at the stop is kept (a floor
    // made of several pieces: the standing rule asks whether any of them is a floor there).
    const double target = p.y + dy;
    double best = target;
    *stop = {};
    if (dy == 0)
        return p.y;
    forEachCandidate(cands, {p.x, std::min(p.y, target), p.x, std::max(p.y, target)}, [&](std::uint32_t i) {
        const ConfigShape& s = mSpace.shape(i);
        if (s.body == BodyKind::Hazard)
            return;
        // A one-way platform holds only feet that started the step at or above its top edge
        // and move down (such feet are never inside it).
        if (s.body == BodyKind::OneWay && (dy < 0 || startY > s.topEdge))
            return;
        const Chord c = openChordNear(i, p.x, false, std::min(p.y, target), std::max(p.y, target), cands);
        if (!c.open)
            return;
        double at;
        if (dy > 0) {
            if (!(target > c.lo && p.y < c.hi))
                return;
            at = std::max(p.y, c.lo);
            if (stop->hit && at > best)
                return;
        } else {
            if (!(target < c.hi && p.y > c.lo))
                return;
            at = std::min(p.y, c.hi);
            if (stop->hit && at < best)
                return;
        }
        if (!stop->hit || at != best) {
            stop->count = 0;
            best = at;
            stop->hit = true;
        }
        if (stop->count < static_cast<int>(stop->shapes.size()))
            stop->shapes[static_cast<std::size_t>(stop->count++)] = static_cast<int>(i);
    });
    return best;
}

bool MovementWorld::standsOn(const Stop& stop, double x, bool* sloped) const
{
    *sloped = false;
    bool stands = false;
    for (int k = 0; k < stop.count; ++k) {
        bool s = false;
        if (mSpace.floorAt(mSpace.shape(static_cast<std::size_t>(stop.shapes[static_cast<std::size_t>(k)])), x, &s)) {
            // A flat floor piece wins over a sloped one at the same height (a seam).
            *sloped = stands ? (*sloped && s) : s;
            stands = true;
        }
    }
    return stands;
}

bool MovementWorld::supported(Vec2 feet, double startY, bool* onSlope) const
{
    Stop stop;
    const double y = sweepY(feet, 1.0, startY, &stop);
    bool sloped = false;
    const bool resting = stop.hit && y == feet.y && standsOn(stop, feet.x, &sloped);
    if (onSlope)
        *onSlope = resting && sloped;
    return resting;
}

PlayerState MovementWorld::spawnState(Vec2 feet) const
{
    PlayerState s;
    s.position = feet;
    s.standing = supported(feet, feet.y, &s.onSlope);
    return s;
}

namespace {

// Everything a step can meet lies within run*dt along x and, along y, within the fall of one
// step plus the most a walk can climb or follow a floor down (twice: up, then along the floor).
// A free function, so that the step (an exported member) gets it inlined.
Vec2 lookout(const PlayerParams& player, double jumpSpeed, double slopeReach, double vy)
{
    const double fall = std::max(std::abs(vy), std::max(jumpSpeed, player.maxFallSpeed)) * kStepSeconds
                        + player.gravity * kStepSeconds * kStepSeconds;
    return {player.runSpeed * kStepSeconds + 1, fall + 2 * slopeReach + 1};
}

} // namespace

Vec2 stepReach(const PlayerParams& player, const Aabb& level)
{
    const double jumpSpeed = std::sqrt(2.0 * player.gravity * player.jumpHeight);
    const double slopeReach = std::min(floorTangent(player.maxFloorAngle) * player.runSpeed * kStepSeconds, level.height());
    return lookout(player, jumpSpeed, slopeReach, 0.0);
}

Vec2 MovementWorld::stepLookout() const
{
    return stepReach(mPlayer, mBounds);
}

StepResult MovementWorld::step(const PlayerState& in, int input, Nearby* nearby) const
{
    StepResult r;
    PlayerState st = in;
    Vec2 p = st.position;
    const double startX = p.x, startY = p.y;
    r.path[0] = p;
    r.pathLength = 1;
    const double run = mPlayer.runSpeed * kStepSeconds;
    // How far the feet may climb or follow a floor down over one step's walk.
    const double slopeReach = std::min(mSpace.floorTangentValue() * run, mBounds.height());
    Nearby local;
    Nearby& near = nearby ? *nearby : local;
    {
        const Vec2 look = lookout(mPlayer, mJumpSpeed, slopeReach, in.vy);
        const Aabb box{p.x - look.x, p.y - look.y, p.x + look.x, p.y + look.y};
        // Gathered for twice the reach, the shapes serve the steps held after this one too
        // (each moves the feet by less than the reach). Shapes come in index order, so what a
        // step meets does not depend on the box it was gathered for.
        if (!near.valid || !near.box.contains(box)) {
            near.box = nearby ? Aabb{p.x - 2 * look.x, p.y - 2 * look.y, p.x + 2 * look.x, p.y + 2 * look.y} : box;
            gather(near.box, near);
            near.valid = true;
        }
    }
    auto advance = [&](Vec2 q) {
        if (q == r.path[r.pathLength - 1])
            return;
        if (r.outcome == StepOutcome::Alive && (near.hazards || near.overflow)
            && segmentHitsHazard(r.path[r.pathLength - 1], q, &near))
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
        const double dx = dir * run;
        int blocker = -1;
        const double nx = sweepX(p, dx, &blocker, &near);
        bool climbed = false;
        if (walking && blocker >= 0) {
            // Walking into a floor surface (within the floor angle, leaning away): climb to
            // the top of that shape at the x the step aims for, first straight up at the face
            // (clear of it, since the face leans away), then on along x.
            const ConfigShape& s = mSpace.shape(static_cast<std::size_t>(blocker));
            if (mSpace.climbable(s, {nx, p.y}, dir)) {
                const double aim = p.x + dx;
                const Chord c = mSpace.verticalChord(s, aim);
                const double top = c.valid ? c.lo : s.bounds.minY;
                const double rise = p.y - top;
                if (rise > 0 && rise <= slopeReach) {
                    Stop up;
                    sweepY({nx, p.y}, top - p.y, startY, &up, &near);
                    if (!up.hit) {
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
    Stop stop;
    double ny = sweepY(p, dy, startY, &stop, &near);
    bool sloped = false;
    if (!stop.hit && walking && dy > 0 && p.x != startX) {
        // Keep the feet on a floor while walking down it: look further down by the most a
        // floor can drop over the distance walked; taken when it is a floor and it or the
        // floor the player came from is sloped (a walk off a flat ledge falls).
        Stop below;
        const double reach = dy + std::min(mSpace.floorTangentValue() * std::abs(p.x - startX), mBounds.height());
        const double ny2 = sweepY(p, reach, startY, &below, &near);
        bool s2 = false;
        if (below.hit && standsOn(below, p.x, &s2) && (in.onSlope || s2)) {
            ny = ny2;
            stop = below;
        }
    }
    p.y = ny;
    advance(p);
    if (stop.hit && dy > 0) {
        // Stopped going down: standing only on a floor (the standing rule).
        st.vy = 0;
        st.standing = standsOn(stop, p.x, &sloped);
        st.onSlope = st.standing && sloped;
    } else {
        if (stop.hit)
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
