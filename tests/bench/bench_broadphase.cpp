// Broad phase benchmark: every method finds all overlapping pairs among the same mixed shapes
// with the same exact test (ledge::overlaps); only the broad phase differs:
//   brute force      every pair of bounds (at 100k: a sampled estimate)
//   box2d tree       Box2D 2.4.1 b2DynamicTree (incremental AABB tree, float bounds)
//   rtree packed     Boost.Geometry bgi::rtree, quadratic<16>, built by the packing constructor
//   SpatialIndex     the project's hybrid uniform grid
// Figures: index build, all pairs, and one move + recompute (move the entry, find the moved
// shape's overlaps), as medians; ratios against the packed R-tree measured in the same run.
//
// Usage: bench_broadphase [--cpu] [repeats] [moves]

#include "collision/Overlap.h"
#include "collision/Shape.h"
#include "collision/SpatialIndex.h"

#include <box2d/box2d.h>

#include <boost/iterator/function_output_iterator.hpp>
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <memory>
#include <numbers>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace ledge;
namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace {

using Clock = std::chrono::steady_clock;

// Wall-clock time (std::chrono::steady_clock) by default; with --cpu, this thread's CPU time
// (CLOCK_THREAD_CPUTIME_ID), which leaves out the time other processes hold the core on a
// shared machine.
bool gCpuTime = false;

double nowUs()
{
    if (gCpuTime) {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
    }
    return std::chrono::duration<double, std::micro>(Clock::now().time_since_epoch()).count();
}

double msSince(double t0Us)
{
    return (nowUs() - t0Us) * 1e-3;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// ---------------------------------------------------------------------------------------------
// The scene: mixed shapes (boxes, circles, polygons, slopes) of sizes 8..64 (log-uniform), a
// few (0.2%) ten times larger, in a square sized so that each shape has about one overlap
// partner (2 * pairs / n ~ 1).

Polygon starPolygon(std::mt19937& rng, Vec2 c, double r)
{
    std::uniform_int_distribution<int> count(3, 8);
    std::uniform_real_distribution<double> radius(0.45 * r, r);
    const int n = count(rng);
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * std::numbers::pi * (i + 0.5) / n;
        const double k = radius(rng);
        p.points.push_back({c.x + k * std::cos(a), c.y + k * std::sin(a)});
    }
    return p;
}

constexpr double kAreaPerShape = 2700.0; // calibrated for about one partner per shape

std::vector<Shape> makeScene(int n, unsigned seed, double& side)
{
    std::mt19937 rng(seed);
    side = std::sqrt(kAreaPerShape * n);
    std::uniform_real_distribution<double> pos(0.0, side);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Shape> shapes;
    shapes.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        double size = 8.0 * std::exp(unit(rng) * std::log(8.0));
        if (unit(rng) < 0.002)
            size *= 10.0;
        const double x = std::round(pos(rng)), y = std::round(pos(rng));
        const double w = std::round(size), h = std::round(size * (0.5 + unit(rng)));
        const double k = unit(rng);
        if (k < 0.3)
            shapes.push_back(Box{x, y, w, h});
        else if (k < 0.55)
            shapes.push_back(Circle{x, y, std::round(size / 2)});
        else if (k < 0.75)
            shapes.push_back(starPolygon(rng, {x, y}, size / 2));
        else
            shapes.push_back(Slope{x, y, w, h, unit(rng) < 0.5 ? Rise::Left : Rise::Right, unit(rng) < 0.3});
    }
    return shapes;
}

// ---------------------------------------------------------------------------------------------

struct Method {
    virtual ~Method() = default;
    virtual const char* name() const = 0;
    virtual void build(const std::vector<Aabb>& boxes) = 0;
    // Exact overlapping pairs; visits(a, b) counted.
    virtual std::size_t allPairs(const std::vector<Shape>& shapes) = 0;
    // Entry i moved to box (shapes[i] already updated): its exact overlap partners.
    virtual std::size_t moveAndQuery(const std::vector<Shape>& shapes, std::uint32_t i,
                                     const Aabb& box) = 0;
    // Whether all-pairs is an estimate from a sample.
    virtual bool sampled() const { return false; }
    // With candidatesOnly, allPairs counts the broad phase's candidates (bounds overlapping)
    // without the exact test: the broad phase's own cost.
    bool candidatesOnly = false;
    bool confirm(const Shape& a, const Shape& b) const { return candidatesOnly || overlaps(a, b); }
};

// Brute force: all pairs of bounds. With sampleRows > 0 only that many random rows i are
// scanned (j > i) and the time and count are scaled up.
struct BruteForce final : Method {
    std::vector<Aabb> boxes;
    int sampleRows = 0;
    const char* name() const override { return sampleRows ? "brute force (sampled)" : "brute force"; }
    bool sampled() const override { return sampleRows > 0; }
    void build(const std::vector<Aabb>& b) override { boxes = b; }
    std::size_t row(const std::vector<Shape>& shapes, std::size_t i) const
    {
        std::size_t n = 0;
        const Aabb a = boxes[i];
        for (std::size_t j = i + 1; j < boxes.size(); ++j)
            if (a.overlapsInterior(boxes[j]) && confirm(shapes[i], shapes[j]))
                ++n;
        return n;
    }
    std::size_t allPairs(const std::vector<Shape>& shapes) override
    {
        if (!sampleRows) {
            std::size_t n = 0;
            for (std::size_t i = 0; i < boxes.size(); ++i)
                n += row(shapes, i);
            return n;
        }
        // Rows sampled uniformly; the estimate is (sum of the sampled rows) * n / rows.
        std::mt19937 rng(99);
        std::uniform_int_distribution<std::size_t> pick(0, boxes.size() - 1);
        std::size_t n = 0;
        for (int k = 0; k < sampleRows; ++k)
            n += row(shapes, pick(rng));
        return n;
    }
    std::size_t moveAndQuery(const std::vector<Shape>& shapes, std::uint32_t i, const Aabb& box) override
    {
        boxes[i] = box;
        std::size_t n = 0;
        for (std::size_t j = 0; j < boxes.size(); ++j)
            if (j != i && box.overlapsInterior(boxes[j]) && overlaps(shapes[i], shapes[j]))
                ++n;
        return n;
    }
};

// Box2D's dynamic AABB tree. Its bounds are floats: rounded outwards here, and every
// candidate is confirmed with the exact double bounds, so it finds the same pairs.
struct Box2DTree final : Method {
    std::unique_ptr<b2DynamicTree> tree; // not copyable or assignable: recreated per build
    std::vector<std::int32_t> proxies;
    std::vector<Aabb> boxes;
    const char* name() const override { return "box2d b2DynamicTree"; }
    static b2AABB toB2(const Aabb& b)
    {
        auto down = [](double v) {
            float f = static_cast<float>(v);
            return static_cast<double>(f) > v ? std::nextafter(f, -INFINITY) : f;
        };
        auto up = [](double v) {
            float f = static_cast<float>(v);
            return static_cast<double>(f) < v ? std::nextafter(f, INFINITY) : f;
        };
        b2AABB r;
        r.lowerBound.Set(down(b.minX), down(b.minY));
        r.upperBound.Set(up(b.maxX), up(b.maxY));
        return r;
    }
    void build(const std::vector<Aabb>& b) override
    {
        tree = std::make_unique<b2DynamicTree>();
        boxes = b;
        proxies.resize(b.size());
        for (std::size_t i = 0; i < b.size(); ++i)
            proxies[i] = tree->CreateProxy(toB2(b[i]), reinterpret_cast<void*>(static_cast<std::uintptr_t>(i)));
    }
    struct Visitor {
        const Box2DTree* self;
        const std::vector<Shape>* shapes;
        std::size_t i;
        bool onlyHigher;
        std::size_t found = 0;
        bool QueryCallback(std::int32_t proxy)
        {
            const auto j = reinterpret_cast<std::uintptr_t>(self->tree->GetUserData(proxy));
            if (j == i || (onlyHigher && j < i))
                return true;
            if (self->boxes[i].overlapsInterior(self->boxes[j])
                && (!onlyHigher || self->confirm((*shapes)[i], (*shapes)[j]))
                && (onlyHigher || overlaps((*shapes)[i], (*shapes)[j])))
                ++found;
            return true;
        }
    };
    std::size_t allPairs(const std::vector<Shape>& shapes) override
    {
        std::size_t n = 0;
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            Visitor v{this, &shapes, i, true};
            tree->Query(&v, toB2(boxes[i]));
            n += v.found;
        }
        return n;
    }
    std::size_t moveAndQuery(const std::vector<Shape>& shapes, std::uint32_t i, const Aabb& box) override
    {
        const b2AABB b = toB2(box);
        const Aabb old = boxes[i];
        boxes[i] = box;
        tree->MoveProxy(proxies[i], b, b2Vec2(static_cast<float>(box.minX - old.minX),
                                             static_cast<float>(box.minY - old.minY)));
        Visitor v{this, &shapes, i, false};
        tree->Query(&v, b);
        return v.found;
    }
};

// Boost.Geometry's R-tree, bulk-loaded (packed) by its range constructor.
struct PackedRTree final : Method {
    using BgPoint = bg::model::point<double, 2, bg::cs::cartesian>;
    using BgBox = bg::model::box<BgPoint>;
    using Value = std::pair<BgBox, std::uint32_t>;
    using Tree = bgi::rtree<Value, bgi::quadratic<16>>;
    std::unique_ptr<Tree> tree;
    std::vector<Aabb> boxes;
    const char* name() const override { return "rtree packed quadratic<16>"; }
    static BgBox toBg(const Aabb& b) { return {{b.minX, b.minY}, {b.maxX, b.maxY}}; }
    void build(const std::vector<Aabb>& b) override
    {
        boxes = b;
        std::vector<Value> values;
        values.reserve(b.size());
        for (std::size_t i = 0; i < b.size(); ++i)
            values.emplace_back(toBg(b[i]), static_cast<std::uint32_t>(i));
        tree = std::make_unique<Tree>(values.begin(), values.end());
    }
    std::size_t query(const std::vector<Shape>& shapes, std::size_t i, bool onlyHigher) const
    {
        std::size_t n = 0;
        const Aabb a = boxes[i];
        tree->query(bgi::intersects(toBg(a)), boost::make_function_output_iterator([&](const Value& v) {
            const std::size_t j = v.second;
            if (j == i || (onlyHigher && j < i))
                return;
            if (a.overlapsInterior(boxes[j])
                && (onlyHigher ? confirm(shapes[i], shapes[j]) : overlaps(shapes[i], shapes[j])))
                ++n;
        }));
        return n;
    }
    std::size_t allPairs(const std::vector<Shape>& shapes) override
    {
        std::size_t n = 0;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            n += query(shapes, i, true);
        return n;
    }
    std::size_t moveAndQuery(const std::vector<Shape>& shapes, std::uint32_t i, const Aabb& box) override
    {
        tree->remove(Value(toBg(boxes[i]), i));
        boxes[i] = box;
        tree->insert(Value(toBg(box), i));
        return query(shapes, i, false);
    }
};

struct ProjectIndex final : Method {
    SpatialIndex index;
    const char* name() const override { return "ledge SpatialIndex"; }
    void build(const std::vector<Aabb>& b) override { index.build(b); }
    std::size_t allPairs(const std::vector<Shape>& shapes) override
    {
        std::size_t n = 0;
        index.forEachPair([&](EntryId a, EntryId b) { n += confirm(shapes[a], shapes[b]) ? 1 : 0; });
        return n;
    }
    std::size_t moveAndQuery(const std::vector<Shape>& shapes, std::uint32_t i, const Aabb& box) override
    {
        index.move(i, box);
        std::size_t n = 0;
        index.query(box, [&](EntryId j) { n += (j != i && overlaps(shapes[i], shapes[j])) ? 1 : 0; });
        return n;
    }
};

struct Figures {
    double buildMs = 0, candidatesMs = 0, pairsMs = 0, moveUs = 0;
    std::size_t candidates = 0, pairs = 0, movePartners = 0;
};

bool runScene(int n, int repeats, int moves)
{
    double side = 0;
    std::vector<Shape> shapes = makeScene(n, 2026u + static_cast<unsigned>(n), side);
    std::vector<Aabb> boxes;
    for (const Shape& s : shapes)
        boxes.push_back(bounds(s));

    std::vector<std::unique_ptr<Method>> methods;
    auto brute = std::make_unique<BruteForce>();
    if (n > 20000)
        brute->sampleRows = 1000;
    methods.push_back(std::move(brute));
    methods.push_back(std::make_unique<Box2DTree>());
    methods.push_back(std::make_unique<PackedRTree>());
    methods.push_back(std::make_unique<ProjectIndex>());

    // Build, candidates and all pairs, the methods taking turns in every repeat so that noise
    // from other work on the machine falls on all of them alike. A method whose all-pairs
    // takes over a second stops after three repeats.
    std::vector<std::vector<double>> build(methods.size()), cand(methods.size()), pairs(methods.size());
    std::vector<Figures> out(methods.size());
    for (int r = 0; r < repeats; ++r) {
        for (std::size_t m = 0; m < methods.size(); ++m) {
            if (r >= 3 && median(pairs[m]) > 1000.0)
                continue;
            auto t0 = nowUs();
            methods[m]->build(boxes);
            build[m].push_back(msSince(t0));
            methods[m]->candidatesOnly = true;
            t0 = nowUs();
            out[m].candidates = methods[m]->allPairs(shapes);
            cand[m].push_back(msSince(t0));
            methods[m]->candidatesOnly = false;
            t0 = nowUs();
            out[m].pairs = methods[m]->allPairs(shapes);
            pairs[m].push_back(msSince(t0));
        }
    }
    for (std::size_t m = 0; m < methods.size(); ++m) {
        out[m].buildMs = median(build[m]);
        out[m].candidatesMs = median(cand[m]);
        out[m].pairsMs = median(pairs[m]);
        if (methods[m]->sampled()) {
            const auto* b = static_cast<BruteForce*>(methods[m].get());
            const double scale = static_cast<double>(n) / b->sampleRows;
            out[m].candidatesMs *= scale;
            out[m].pairsMs *= scale;
            out[m].pairs = static_cast<std::size_t>(std::llround(static_cast<double>(out[m].pairs) * scale));
            out[m].candidates = static_cast<std::size_t>(std::llround(static_cast<double>(out[m].candidates) * scale));
        }
    }

    // Moves: the same sequence of drags for every method, each timed alone: put the dragged
    // shape in place (prepared beforehand: the editor hands over the new geometry), take its
    // bounds, move the entry, find the shape's exact overlaps. Undone untimed afterwards.
    std::mt19937 rng(7);
    std::uniform_int_distribution<std::uint32_t> pick(0, static_cast<std::uint32_t>(n - 1));
    std::uniform_real_distribution<double> step(-40.0, 40.0);
    std::vector<std::uint32_t> dragged;
    std::vector<Shape> draggedTo;
    {
        std::vector<Shape> now = shapes;
        for (int k = 0; k < moves; ++k) {
            const std::uint32_t i = pick(rng);
            now[i] = translated(now[i], {std::round(step(rng)), std::round(step(rng))});
            dragged.push_back(i);
            draggedTo.push_back(now[i]);
        }
    }
    // Single moves are timed one by one on the wall clock; the CPU clock is too coarse for
    // that, so with --cpu they are timed in batches of 50 (median of the batch means).
    const int batch = gCpuTime ? 50 : 1;
    for (std::size_t m = 0; m < methods.size(); ++m) {
        const int count = moves - moves % batch;
        std::vector<Shape> swapped = draggedTo; // after the swaps: the shapes before each move
        std::vector<double> times;
        for (int k = 0; k < count; k += batch) {
            const double t0 = nowUs();
            for (int b = k; b < k + batch; ++b) {
                const std::uint32_t i = dragged[static_cast<std::size_t>(b)];
                std::swap(shapes[i], swapped[static_cast<std::size_t>(b)]);
                out[m].movePartners += methods[m]->moveAndQuery(shapes, i, bounds(shapes[i]));
            }
            times.push_back((nowUs() - t0) / batch);
        }
        for (int k = count - 1; k >= 0; --k) {
            const std::uint32_t i = dragged[static_cast<std::size_t>(k)];
            std::swap(shapes[i], swapped[static_cast<std::size_t>(k)]);
            methods[m]->moveAndQuery(shapes, i, bounds(shapes[i]));
        }
        out[m].moveUs = median(times);
    }

    std::printf("\nN = %d shapes in %.0f x %.0f, %d repeats (median), %d moves (median)\n", n, side,
                side, repeats, moves);
    std::printf("%-28s %9s %6s %9s %6s %9s %6s %8s %6s %8s\n", "method", "build ms", "x rt",
                "cand ms", "x rt", "pairs ms", "x rt", "move us", "x rt", "pairs");
    const Figures& ref = out[2];
    for (std::size_t m = 0; m < methods.size(); ++m) {
        const Figures& f = out[m];
        std::printf("%-28s %9.2f %6.2f %9.2f %6.2f %9.2f %6.2f %8.3f %6.2f %8zu%s\n", methods[m]->name(),
                    f.buildMs, f.buildMs / ref.buildMs, f.candidatesMs, f.candidatesMs / ref.candidatesMs,
                    f.pairsMs, f.pairsMs / ref.pairsMs, f.moveUs, f.moveUs / ref.moveUs, f.pairs,
                    methods[m]->sampled() ? " (est.)" : "");
    }
    bool same = true;
    for (std::size_t m = 0; m < methods.size(); ++m) {
        if (!methods[m]->sampled() && (out[m].pairs != out[3].pairs || out[m].candidates != out[3].candidates))
            same = false;
        if (out[m].movePartners != out[3].movePartners)
            same = false;
    }
    std::printf("candidates %zu, partners per shape %.2f; all methods found the same candidates, "
                "pairs and move partners: %s\n",
                out[3].candidates, 2.0 * static_cast<double>(out[3].pairs) / n, same ? "yes" : "NO");
    return same;
}

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    return "unknown";
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<int> numbers;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--cpu")
            gCpuTime = true;
        else
            numbers.push_back(std::atoi(argv[i]));
    }
    const int repeats = numbers.size() > 0 ? std::max(3, numbers[0]) : 7;
    const int moves = numbers.size() > 1 ? std::max(100, numbers[1]) : 2000;
    std::printf("bench_broadphase: all overlapping pairs with ledge::overlaps; broad phases compared\n");
    std::printf("machine: %u hardware threads, %s; timing: %s\n", std::thread::hardware_concurrency(),
                cpuModel().c_str(), gCpuTime ? "thread CPU time (--cpu)" : "wall clock");
    bool same = true;
    for (int n : {10000, 100000})
        same = runScene(n, repeats, moves) && same;
    return same ? 0 : 1;
}
