// Narrow phase benchmark: the exact tests of collision/ against Boost.Geometry (and Box2D's
// GJK) on the same pairs.
//   octagons   ledge::overlaps (exact separating axes, dispatch included), the bare SAT of
//              Sat.h, boost::geometry::intersects and relate("T********") on prebuilt
//              polygons, Box2D b2TestOverlap (GJK, floats, not exact)
//   concave    ledge::overlaps (per call: convexity check, ear clipping, SAT per triangle pair)
//              against boost intersects / relate, on 8-vertex U shapes and 16-vertex stars
//   validity   checkShape on star polygons of 1k..100k vertices (exact sweep, O(n log n))
//              against boost::geometry::is_valid (quadratic on these rings: only small n)
// All pairs have overlapping bounds (the broad phase already removed the others); about half
// of them overlap. Figures are medians of several runs, in thread CPU ns per test (the
// machine is shared); ratio = boost / ledge.
//
// Usage: bench_narrowphase [pairs] [repeats]

#include "collision/Overlap.h"
#include "collision/PolygonBoost.h"
#include "collision/Sat.h"
#include "collision/Validity.h"

#include <box2d/box2d.h>

// GCC 12 reports -Wmaybe-uninitialized inside Boost.Geometry's rescale policy once relate()
// is inlined here; the warning is in Boost's code, not ours.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numbers>
#include <random>
#include <time.h>
#include <vector>

using namespace ledge;
namespace bg = boost::geometry;

namespace {

using BPoint = bg::model::d2::point_xy<double>;
using BPolygon = bg::model::polygon<BPoint>;

volatile std::size_t gSink = 0;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// CPU time of this thread in ns: the machine is shared, wall-clock time would count the
// other processes too.
double threadNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e9 + double(ts.tv_nsec);
}

// Median over `repeats` runs of CPU ns per call of test(i) for i in [0, n).
double nsPerTest(std::size_t n, int repeats, const std::function<bool(std::size_t)>& test)
{
    std::vector<double> runs;
    for (int r = 0; r < repeats; ++r) {
        std::size_t hits = 0;
        const double t0 = threadNs();
        for (std::size_t i = 0; i < n; ++i)
            hits += test(i) ? 1 : 0;
        const double t1 = threadNs();
        gSink = gSink + hits;
        runs.push_back((t1 - t0) / double(n));
    }
    return median(runs);
}

Polygon regular(Vec2 c, double r, int n, double phase)
{
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = phase + 2.0 * std::numbers::pi * i / n;
        p.points.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    return p;
}

Polygon uShape(Vec2 o, double s)
{
    const double q = s / 4;
    return Polygon{{{o.x, o.y}, {o.x + q, o.y}, {o.x + q, o.y + 2 * q}, {o.x + 3 * q, o.y + 2 * q},
        {o.x + 3 * q, o.y}, {o.x + s, o.y}, {o.x + s, o.y + s}, {o.x, o.y + s}}};
}

Polygon star(Vec2 c, double r, int n, double phase)
{
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = phase + 2.0 * std::numbers::pi * i / n;
        const double rr = i % 2 == 0 ? r : r / 2;
        p.points.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
    }
    return p;
}

BPolygon toBoost(const Polygon& p)
{
    BPolygon b;
    for (const Vec2 v : p.points)
        b.outer().emplace_back(v.x, v.y);
    bg::correct(b);
    return b;
}

struct Pairs {
    std::vector<Shape> a, b;
    std::vector<BPolygon> ba, bb;
    std::size_t overlapping = 0;
};

// Pairs of polygons made by make(centre, phase) with overlapping bounds: the second one is
// shifted by up to 1.9 radii (scale 1), about half of them overlap.
Pairs makePairs(std::size_t n, const std::function<Polygon(Vec2, double)>& make, double range)
{
    std::mt19937 rng(42);
    std::uniform_real_distribution<double> off(-range, range);
    std::uniform_real_distribution<double> phase(0.0, 1.0);
    Pairs out;
    while (out.a.size() < n) {
        const Polygon p = make({0, 0}, phase(rng));
        const Polygon q = make({off(rng), off(rng)}, phase(rng));
        if (!bounds(p).overlapsInterior(bounds(q)))
            continue;
        out.overlapping += overlaps(p, q) ? 1 : 0;
        out.a.push_back(p);
        out.b.push_back(q);
        out.ba.push_back(toBoost(p));
        out.bb.push_back(toBoost(q));
    }
    return out;
}

void reportLine(const char* what, double ns, double reference)
{
    std::printf("  %-44s %10.1f ns/test   boost/this %6.2fx\n", what, ns, reference / ns);
}

void benchPolygons(const char* title, const Pairs& p, int repeats, bool withBox2d)
{
    const std::size_t n = p.a.size();
    std::printf("%s: %zu pairs with overlapping bounds, %zu overlapping\n", title, n, p.overlapping);

    // Cross-check before timing: every method agrees (Box2D aside: it has a skin).
    std::size_t disagree = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool ours = overlaps(p.a[i], p.b[i]);
        const bool theirs = bg::relate(p.ba[i], p.bb[i], bg::de9im::mask("T********"));
        disagree += ours != theirs ? 1 : 0;
    }
    std::printf("  disagreements ledge vs boost relate: %zu\n", disagree);

    const double boostIntersects = nsPerTest(n, repeats,
        [&](std::size_t i) { return bg::intersects(p.ba[i], p.bb[i]); });
    const double boostRelate = nsPerTest(n, repeats, [&](std::size_t i) {
        return bg::relate(p.ba[i], p.bb[i], bg::de9im::mask("T********"));
    });
    const double ours = nsPerTest(n, repeats, [&](std::size_t i) { return overlaps(p.a[i], p.b[i]); });
    std::printf("  %-44s %10.1f ns/test\n", "boost::geometry::intersects", boostIntersects);
    std::printf("  %-44s %10.1f ns/test\n", "boost::geometry::relate T********", boostRelate);
    reportLine("ledge::overlaps (vs intersects)", ours, boostIntersects);
    reportLine("ledge::overlaps (vs relate)", ours, boostRelate);

    const auto& first = std::get<Polygon>(p.a[0]);
    if (sat::isConvex(first.points, sat::winding(first.points))) {
        const double bare = nsPerTest(n, repeats, [&](std::size_t i) {
            const auto& x = std::get<Polygon>(p.a[i]).points;
            const auto& y = std::get<Polygon>(p.b[i]).points;
            return sat::convexInteriorsIntersect(x, 1, y, 1);
        });
        reportLine("bare exact SAT, winding known (vs intersects)", bare, boostIntersects);

        // The same with the data hot in cache: 64 pairs cycled.
        const double hotBoost = nsPerTest(n, repeats,
            [&](std::size_t i) { return bg::intersects(p.ba[i % 64], p.bb[i % 64]); });
        const double hotOurs = nsPerTest(n, repeats,
            [&](std::size_t i) { return overlaps(p.a[i % 64], p.b[i % 64]); });
        const double hotBare = nsPerTest(n, repeats, [&](std::size_t i) {
            const auto& x = std::get<Polygon>(p.a[i % 64]).points;
            const auto& y = std::get<Polygon>(p.b[i % 64]).points;
            return sat::convexInteriorsIntersect(x, 1, y, 1);
        });
        std::printf("  hot cache (64 pairs cycled):\n");
        std::printf("  %-44s %10.1f ns/test\n", "boost::geometry::intersects", hotBoost);
        reportLine("ledge::overlaps (vs intersects)", hotOurs, hotBoost);
        reportLine("bare exact SAT, winding known (vs intersects)", hotBare, hotBoost);
    }
    if (withBox2d) {
        std::vector<b2PolygonShape> sa(n), sb(n);
        for (std::size_t i = 0; i < n; ++i) {
            b2Vec2 va[b2_maxPolygonVertices], vb[b2_maxPolygonVertices];
            const auto& x = std::get<Polygon>(p.a[i]).points;
            const auto& y = std::get<Polygon>(p.b[i]).points;
            for (std::size_t k = 0; k < x.size(); ++k)
                va[k].Set(float(x[k].x), float(x[k].y));
            for (std::size_t k = 0; k < y.size(); ++k)
                vb[k].Set(float(y[k].x), float(y[k].y));
            sa[i].Set(va, int(x.size()));
            sb[i].Set(vb, int(y.size()));
        }
        b2Transform id;
        id.SetIdentity();
        const double gjk = nsPerTest(n, repeats,
            [&](std::size_t i) { return b2TestOverlap(&sa[i], 0, &sb[i], 0, id, id); });
        reportLine("Box2D b2TestOverlap (GJK, float, skin)", gjk, boostIntersects);
    }
    std::printf("\n");
}

void benchValidity(int repeats)
{
    std::printf("validity of star polygons (simple, concave)\n");
    for (int n : {1000, 4000, 10000, 100000}) {
        const Polygon s = star({0, 0}, 100.0, n, 0.0);
        const double ours = nsPerTest(1, repeats, [&](std::size_t) {
            return checkShape(s) == ShapeProblem::None;
        });
        if (n <= 4000) {
            const double boost = nsPerTest(1, repeats,
                [&](std::size_t) { return boostgeom::isValidRing(s.points); });
            std::printf("  n=%6d  checkShape %9.3f ms   boost is_valid %9.3f ms   ratio %6.1fx\n", n,
                ours / 1e6, boost / 1e6, boost / ours);
        } else {
            std::printf("  n=%6d  checkShape %9.3f ms   (boost is_valid skipped: quadratic here)\n",
                n, ours / 1e6);
        }
    }
}

} // namespace

int main(int argc, char** argv)
{
    const std::size_t pairs = argc > 1 ? std::size_t(std::atoll(argv[1])) : 20000;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 5;

    benchPolygons("octagons (radius 10)",
        makePairs(pairs, [](Vec2 c, double ph) { return regular(c, 10.0, 8, ph); }, 19.0), repeats,
        true);
    benchPolygons("concave U shapes (8 vertices, side 20)",
        makePairs(pairs, [](Vec2 c, double ph) { return uShape(c + Vec2{ph * 4, ph * 4}, 20.0); },
            19.0),
        repeats, false);
    benchPolygons("concave stars (16 vertices, radius 10)",
        makePairs(pairs / 4, [](Vec2 c, double ph) { return star(c, 10.0, 16, ph); }, 19.0), repeats,
        false);
    benchValidity(repeats);
    return 0;
}
