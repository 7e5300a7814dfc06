// The Minkowski sum of a convex polygon and a box (BoxSum.h), walked directly when that is
// exact, by the hull of every corner sum otherwise.

#include "BoxSum.h"

#include "Exact.h"

#include <algorithm>
#include <array>

namespace ledge::boxsum {

namespace {

// The box's corners counter-clockwise (exact::orient > 0) from the left-top one: its edges
// point along +x, +y, -x and -y, in that order.
constexpr std::array<std::uint32_t, 4> kAround{0, 1, 3, 2};

Vec2 offset(Extent box, std::uint32_t corner)
{
    return {corner % 2 ? box.right : box.left, corner / 2 ? box.bottom : box.top};
}

Corner cornerOf(Vec2 p, std::uint32_t vertex, std::uint32_t corner, Extent box)
{
    const Vec2 o = offset(box, corner);
    const double x = corner % 2 ? exact::addUp(p.x, o.x) : exact::addDown(p.x, o.x);
    const double y = corner / 2 ? exact::addUp(p.y, o.y) : exact::addDown(p.y, o.y);
    return {{x, y}, vertex, corner};
}

// The quarter turn the direction a -> b (a != b) lies in, by its angle from +x turning towards
// +y: 0 for [0, 90) degrees, 1 for [90, 180), 2 for [180, 270), 3 for [270, 360). Box edge k
// points at the start of quarter k. Exact: only comparisons of the coordinates.
int quarter(Vec2 a, Vec2 b)
{
    if (b.y == a.y)
        return b.x > a.x ? 0 : 2;
    if (b.x == a.x)
        return b.y > a.y ? 1 : 3;
    if (b.y > a.y)
        return b.x > a.x ? 0 : 1;
    return b.x < a.x ? 2 : 3;
}

// Whether a -> b, in quarter q, points exactly where the quarter starts (along a box edge).
bool alongBoxEdge(Vec2 a, Vec2 b, int q) { return q % 2 == 0 ? a.y == b.y : a.x == b.x; }

// The direct walk: for a convex polygon whose corner sums are all doubles, the sum's boundary
// is the polygon's edges and the box's merged by angle, each starting where the last ended
// (the classic merge of two convex polygons' edge sequences). Comparing an edge's angle with a
// box edge's needs only the quarter it lies in, so no orientation is computed but the
// polygon's own turns. Returns false where that does not apply (a polygon that is not convex or
// has repeated points or more than kMaxWalked vertices, a sum that is not a double, two
// vertices whose corner sums meet, one of whose tags the hull would pick by its sort): the
// caller takes the hull.
constexpr std::size_t kMaxWalked = 12;

bool walk(std::span<const Vec2> v, Extent box, Corners& out)
{
    const std::size_t n = v.size();
    if (n < 3 || n > kMaxWalked || !(box.left < box.right && box.top < box.bottom))
        return false;
    // Every corner sum a double, and no two vertices' sums meeting: their x sums share a value
    // and so do their y sums (the corners are every pairing of the two).
    std::array<double, kMaxWalked> xl, xr, yt, yb;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p = v[i];
        if (!exact::sumIsExact(p.x, box.left) || !exact::sumIsExact(p.x, box.right)
            || !exact::sumIsExact(p.y, box.top) || !exact::sumIsExact(p.y, box.bottom))
            return false;
        xl[i] = p.x + box.left;
        xr[i] = p.x + box.right;
        yt[i] = p.y + box.top;
        yb[i] = p.y + box.bottom;
        for (std::size_t k = 0; k < i; ++k)
            if ((xl[i] == xl[k] || xl[i] == xr[k] || xr[i] == xl[k])
                && (yt[i] == yt[k] || yt[i] == yb[k] || yb[i] == yt[k]))
                return false;
    }
    // Every turn one way or straight on: the winding. straight[i]: vertex i turns not at all.
    std::array<bool, kMaxWalked> straight;
    int winding = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int o = exact::orient(v[i == 0 ? n - 1 : i - 1], v[i], v[i + 1 == n ? 0 : i + 1]);
        if (o != 0 && winding != 0 && o != winding)
            return false;
        winding = winding == 0 ? o : winding;
        straight[i] = o == 0;
    }
    if (winding == 0)
        return false;
    // w: the vertices counter-clockwise from the lowest (then leftmost) one, with their
    // indices, and the first again at the end.
    std::size_t s = 0;
    for (std::size_t i = 1; i < n; ++i)
        if (v[i].y < v[s].y || (v[i].y == v[s].y && v[i].x < v[s].x))
            s = i;
    if (straight[s])
        return false; // the lowest vertex cannot lie on a straight run: a spike back
    std::array<Vec2, kMaxWalked + 1> w;
    std::array<std::uint32_t, kMaxWalked + 1> index;
    for (std::size_t k = 0, i = s; k <= n; ++k) {
        w[k] = v[i];
        index[k] = static_cast<std::uint32_t>(i);
        i = winding > 0 ? (i + 1 == n ? 0 : i + 1) : (i == 0 ? n - 1 : i - 1);
    }
    // The edges' quarters never go back, and an edge straight on from the last keeps its
    // quarter (no spike back): with every turn to the left, the polygon is convex and simple,
    // its edges' angles rising once round from [0, 180).
    std::array<int, kMaxWalked> q;
    for (std::size_t k = 0; k < n; ++k) {
        if (w[k] == w[k + 1])
            return false;
        q[k] = quarter(w[k], w[k + 1]);
        if (k > 0 && (q[k] < q[k - 1] || (q[k] != q[k - 1] && straight[index[k]])))
            return false;
    }
    // Merge: box edge j goes before polygon edge k when its angle (90 j) is at most the edge's.
    // The corner after each edge is the sum's unless the next edge points the same way: a box
    // edge then a polygon edge along it, or two polygon edges straight on (a polygon edge is
    // never followed by a box edge of its direction, box edges going first, and the first
    // corner follows box edge 3 or a polygon edge of quarter 2 or 3).
    out.clear();
    out.push_back({{xl[index[0]], yt[index[0]]}, index[0], kAround[0]});
    std::size_t k = 0, j = 0, first = 0;
    while (k + j < n + 3) {
        bool along = false;
        if (j < 4 && (k == n || static_cast<int>(j) <= q[k])) {
            ++j;
            along = k < n && static_cast<int>(j) - 1 == q[k] && alongBoxEdge(w[k], w[k + 1], q[k]);
        } else {
            ++k;
            along = k < n && straight[index[k]] && !(j < 4 && static_cast<int>(j) <= q[k]);
        }
        if (along)
            continue;
        const std::uint32_t vertex = index[k], corner = kAround[j % 4];
        const Vec2 p{corner % 2 ? xr[vertex] : xl[vertex], corner / 2 ? yb[vertex] : yt[vertex]};
        if (p.x < out[first].p.x || (p.x == out[first].p.x && p.y < out[first].p.y))
            first = out.size();
        out.push_back({p, vertex, corner});
    }
    // From the smallest (x, y), as the hull starts.
    std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    return true;
}

} // namespace

void minkowskiByHull(std::span<const Vec2> points, Extent box, Corners& out)
{
    Corners pts;
    pts.reserve(points.size() * 4);
    for (std::uint32_t i = 0; i < points.size(); ++i)
        for (std::uint32_t corner = 0; corner < 4; ++corner)
            pts.push_back(cornerOf(points[i], i, corner, box));
    // Andrew's monotone chain with the exact orientation; every kept corner turns with
    // exact::orient > 0, collinear and repeated points are dropped.
    out.clear();
    std::sort(pts.begin(), pts.end(),
              [](const Corner& a, const Corner& b) { return a.p.x != b.p.x ? a.p.x < b.p.x : a.p.y < b.p.y; });
    pts.erase(std::unique(pts.begin(), pts.end(), [](const Corner& a, const Corner& b) { return a.p == b.p; }),
              pts.end());
    if (pts.size() < 3)
        return;
    out.resize(pts.size() * 2 + 1);
    std::size_t k = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && exact::orient(out[k - 2].p, out[k - 1].p, pts[i].p) <= 0)
            --k;
        out[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {
        while (k >= t && exact::orient(out[k - 2].p, out[k - 1].p, pts[i].p) <= 0)
            --k;
        out[k++] = pts[i];
    }
    out.resize(k - 1);
    if (out.size() < 3)
        out.clear();
}

bool minkowski(std::span<const Vec2> points, Extent box, Corners& out)
{
    if (walk(points, box, out))
        return true;
    minkowskiByHull(points, box, out);
    return false;
}

} // namespace ledge::boxsum
