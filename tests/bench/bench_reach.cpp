// Reachability on generated levels of the sizes games ship (tests/bench/README.md,
// section "Reachability"): a platformer level of 256 x 32 cells of 32 units with about 3,000
// shapes, and a top-down level of 4096 x 4096 units. One core; full search (the overlay's
// case) and stop-when-all-reached (the validator's case). Prints times and states explored.

#include "BenchTiming.h"
#include "ReferencePlatformerReach.h"
#include "TopDownReference.h"
#include "collision/PlatformerReach.h"
#include "collision/Reachability.h"
#include "collision/TopDownReach.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LevelReach.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <ctime>
#include <optional>
#include <sys/resource.h>

using namespace ledge;

namespace {

double cpuMs()
{
    return ledge::bench::threadCpuMs();
}

struct Level {
    ReachProblem problem;
    std::size_t shapes = 0;
};

// A side-scroller: rolling ground of solid tiles (steps of one or two cells) with hazard pits,
// slopes on some steps, low ceilings over stretches (tunnels), floating platforms in two
// tiers, one-way planks, spikes, boulders and rocks. Pickups sit above the ground and the
// platforms, a few float out of reach; the goal is at the far right.
Level platformerLevel(unsigned seed)
{
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Level l;
    ReachProblem& p = l.problem;
    const int columns = 256, rows = 32;
    const double cell = 32;
    p.bounds = {0, 0, columns * cell, rows * cell};
    TileGrid g;
    g.columns = columns;
    g.rows = rows;
    g.cellSize = cell;
    g.cells.assign(static_cast<std::size_t>(columns * rows), TileKind::Empty);
    auto set = [&](int c, int r, TileKind k) {
        if (c >= 0 && c < columns && r >= 0 && r < rows)
            g.cells[static_cast<std::size_t>(r * columns + c)] = k;
    };
    std::int64_t key = 1;
    std::vector<int> ground(columns);
    int surface = 26;
    for (int c = 0; c < columns;) {
        const int run = pick(3, 8);
        for (int k = 0; k < run && c < columns; ++k, ++c)
            ground[static_cast<std::size_t>(c)] = surface;
        const int before = surface;
        surface = std::clamp(surface + pick(-2, 2), 18, 29);
        if (surface == before - 1 && c < columns && pick(0, 1)) // a slope up the one-cell step
            p.bodies.push_back({key++, Slope{(c - 1) * cell, surface * cell, cell, cell, Rise::Right, false}, BodyKind::Solid});
        if (surface == before + 1 && c < columns && pick(0, 1)) // and down
            p.bodies.push_back({key++, Slope{c * cell, before * cell, cell, cell, Rise::Left, false}, BodyKind::Solid});
    }
    for (int c = 0; c < columns; ++c)
        for (int r = ground[static_cast<std::size_t>(c)]; r < rows; ++r)
            set(c, r, TileKind::Solid);
    // Pits with hazard floors, two to four cells wide.
    for (int c = 20; c < columns - 10; c += pick(16, 28)) {
        const int w = pick(2, 4);
        for (int k = 0; k < w; ++k) {
            for (int r = ground[static_cast<std::size_t>(c + k)]; r < rows - 2; ++r)
                set(c + k, r, TileKind::Empty);
            set(c + k, rows - 2, TileKind::Hazard);
        }
    }
    // Low ceilings: tunnels with 3 or 4 cells of head room.
    for (int c = 12; c < columns - 20; c += pick(30, 50)) {
        const int w = pick(6, 12);
        for (int k = 0; k < w; ++k) {
            const int gr = ground[static_cast<std::size_t>(c + k)];
            for (int r = gr - pick(3, 4) - 2; r < gr - 3 + (k % 3 == 0 ? 0 : -1) + 1; ++r)
                set(c + k, r, TileKind::Solid);
        }
    }
    // Floating platforms, a second tier above some, one-way planks.
    for (int c = 4; c < columns - 6; c += pick(4, 7)) {
        const int w = pick(2, 4), gr = ground[static_cast<std::size_t>(c)];
        const int r = gr - pick(2, 3);
        if (r < 4 || g.at(c, r) != TileKind::Empty)
            continue;
        if (pick(0, 3) == 0) {
            for (int k = 0; k < w; ++k)
                set(c + k, r, TileKind::OneWay);
        } else {
            p.bodies.push_back({key++, Box{c * cell, r * cell, w * cell, cell / 2}, BodyKind::Solid});
        }
        if (pick(0, 2) == 0)
            p.bodies.push_back({key++, Box{(c + 1) * cell, (r - pick(2, 3)) * cell, w * cell, cell / 2}, BodyKind::Solid});
        if (p.targets.size() < 30)
            p.targets.push_back({100000 + static_cast<std::int64_t>(p.targets.size()), Point{c * cell + 16, (r - 1) * cell}});
    }
    // Ground clutter: spikes, boulders, rocks.
    for (int c = 6; c < columns - 4; c += pick(2, 6)) {
        const double top = ground[static_cast<std::size_t>(c)] * cell;
        if (g.at(c, ground[static_cast<std::size_t>(c)]) != TileKind::Solid)
            continue;
        switch (pick(0, 3)) {
        case 0: p.bodies.push_back({key++, Box{c * cell, top - 10, cell, 10}, BodyKind::Hazard}); break;
        case 3: // a stack of crates
            for (int k = 0; k < 6; ++k)
                p.bodies.push_back({key++, Box{c * cell + (k % 2) * 16, top - (k / 2 + 1) * 16, 16, 16}, BodyKind::Solid});
            break;
        case 1: p.bodies.push_back({key++, Circle{c * cell + 16, top - 12, 12}, BodyKind::Solid}); break;
        default: p.bodies.push_back({key++, Polygon{{{c * cell, top}, {c * cell + 10, top - 14}, {c * cell + 26, top}}}, BodyKind::Solid});
        }
    }
    p.tiles.push_back(g);
    p.spawn = {48, ground[1] * cell};
    for (int i = 0; i < 10; ++i)
        p.targets.push_back({200000 + i, Point{pick(2, columns - 2) * cell + 16, pick(1, 6) * cell + 16}});
    p.targets.push_back({300000, Box{(columns - 2) * cell, (ground[columns - 2] - 2) * cell, cell, 2 * cell}});
    l.shapes = p.bodies.size() + static_cast<std::size_t>(std::count_if(g.cells.begin(), g.cells.end(),
                                                                      [](TileKind k) { return k != TileKind::Empty; }));
    return l;
}

// Rooms of 256 units with walls of 16, doorways of random widths (some narrower than the
// player), pillars, circles and polygons inside.
Level topDownLevel(unsigned seed)
{
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Level l;
    ReachProblem& p = l.problem;
    p.player.platformer = false;
    p.bounds = {0, 0, 4096, 4096};
    std::int64_t key = 1;
    const int rooms = 16;
    const double size = 256, wall = 16;
    for (int ry = 0; ry < rooms; ++ry)
        for (int rx = 0; rx < rooms; ++rx) {
            const double x = rx * size, y = ry * size;
            // Right wall and bottom wall, each with one doorway (width 16..64).
            const double d1 = pick(2, 8) * 8, o1 = pick(2, 20) * 8;
            p.bodies.push_back({key++, Box{x + size - wall, y, wall, o1}, BodyKind::Solid});
            p.bodies.push_back({key++, Box{x + size - wall, y + o1 + d1, wall, size - o1 - d1}, BodyKind::Solid});
            const double d2 = pick(2, 8) * 8, o2 = pick(2, 20) * 8;
            p.bodies.push_back({key++, Box{x, y + size - wall, o2, wall}, BodyKind::Solid});
            p.bodies.push_back({key++, Box{x + o2 + d2, y + size - wall, size - wall - o2 - d2, wall}, BodyKind::Solid});
            // Furniture.
            for (int k = 0; k < 8; ++k) {
                const double fx = x + pick(4, 26) * 8, fy = y + pick(4, 26) * 8;
                switch (k % 4) {
                case 0: case 1:
                    p.bodies.push_back({key++, Box{fx, fy, 16, 16}, BodyKind::Solid});
                    break;
                case 2:
                    p.bodies.push_back({key++, Circle{fx, fy, 8}, BodyKind::Solid});
                    break;
                default:
                    p.bodies.push_back({key++, Polygon{{{fx, fy}, {fx + 16, fy + 4}, {fx + 8, fy + 16}}}, BodyKind::Hazard});
                }
            }
        }
    p.spawn = {100, 100};
    for (int i = 0; i < 40; ++i)
        p.targets.push_back({100000 + i, Point{pick(0, rooms - 1) * size + 128, pick(0, rooms - 1) * size + 128}});
    l.shapes = p.bodies.size();
    return l;
}

// A level of `ledge-cli generate --shapes N --mode platformer --tiles` (seed 1): shapes on a
// jittered lattice above a floor, the spawn and 8 targets on the floor (model/LevelGenerator).
Level generatedPlatformer(int shapes)
{
    GeneratorOptions options;
    options.shapes = shapes;
    options.mode = MovementMode::Platformer;
    options.tiles = true;
    const auto level = generateLevel(options);
    Level l;
    l.problem = reachProblem(*level, *singleSpawn(*level));
    l.shapes = static_cast<std::size_t>(shapes) + 1;
    return l;
}

// A level file's problem (bench_reach --file), if it loads and has one spawn.
std::optional<Level> fileLevel(const char* path)
{
    const LoadResult loaded = loadLevel(QString::fromLocal8Bit(path));
    const LevelObject* spawn = loaded.level ? singleSpawn(*loaded.level) : nullptr;
    if (!spawn)
        return std::nullopt;
    Level l;
    l.problem = reachProblem(*loaded.level, *spawn);
    l.shapes = l.problem.bodies.size();
    return l;
}

struct Figures {
    double wallMs = 0;
    double cpuMs = 0;
    ReachResult result;
};

template <typename Solve>
Figures measure(int repeats, Solve&& solve)
{
    // Wall time and this thread's CPU time (the machine may be shared: CPU time is the
    // figure that does not depend on the load). Best of the repeats.
    Figures f{1e300, 1e300, {}};
    for (int i = 0; i < repeats; ++i) {
        const double c0 = cpuMs();
        const auto t0 = std::chrono::steady_clock::now();
        f.result = solve();
        const auto t1 = std::chrono::steady_clock::now();
        f.wallMs = std::min(f.wallMs, std::chrono::duration<double, std::milli>(t1 - t0).count());
        f.cpuMs = std::min(f.cpuMs, cpuMs() - c0);
    }
    return f;
}

QString flags(const ReachResult& r)
{
    QString s;
    for (const TargetResult& t : r.targets)
        s += t.reached ? '1' : '0';
    return s;
}

void print(const char* name, const char* what, const Level& level, int repeats, const Figures& f,
           const Figures* baseline)
{
    const auto reached = std::count_if(f.result.targets.begin(), f.result.targets.end(),
                                       [](const TargetResult& t) { return t.reached; });
    std::printf("%-12s %-36s shapes %6zu  best of %d: wall %8.1f ms  cpu %8.1f ms", name, what, level.shapes,
                repeats, f.wallMs, f.cpuMs);
    if (baseline)
        std::printf(" (x%.3f)", f.cpuMs / baseline->cpuMs);
    std::printf("  states %9zu  reached %td/%zu", f.result.statesExplored, reached, f.result.targets.size());
    if (baseline)
        std::printf("  %s", flags(f.result) == flags(baseline->result) ? "same targets" : "TARGETS DIFFER");
    std::printf("\n");
}

// Baseline for top-down: the centre sampled at every integer position, blocked when inside an
// inflated shape, 4-neighbour flood fill. A different algorithm over the same inflation.
ReachResult rasterTopDown(const ReachProblem& p)
{
    ReachResult r;
    PlayerParams player = p.player;
    player.platformer = false;
    ConfigSpace walls(player), goals(player);
    for (const Body& b : p.bodies)
        walls.add(b.shape, b.kind, b.key);
    for (const TileGrid& g : p.tiles)
        walls.addTiles(g, -1);
    for (std::size_t i = 0; i < p.targets.size(); ++i)
        goals.add(p.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
    const int x0 = static_cast<int>(std::ceil(p.bounds.minX + player.width / 2));
    const int x1 = static_cast<int>(std::floor(p.bounds.maxX - player.width / 2));
    const int y0 = static_cast<int>(std::ceil(p.bounds.minY + player.height / 2));
    const int y1 = static_cast<int>(std::floor(p.bounds.maxY - player.height / 2));
    const int w = x1 - x0 + 1, h = y1 - y0 + 1;
    std::vector<std::uint8_t> cell(static_cast<std::size_t>(w) * h, 0); // 1 blocked, 2 seen
    auto at = [&](int x, int y) -> std::uint8_t& { return cell[static_cast<std::size_t>(y - y0) * w + (x - x0)]; };
    for (std::size_t i = 0; i < walls.size(); ++i) {
        const ConfigShape& s = walls.shape(i);
        for (int x = std::max(x0, static_cast<int>(std::ceil(s.bounds.minX))); x <= std::min(x1, static_cast<int>(std::floor(s.bounds.maxX))); ++x) {
            const Chord c = walls.verticalChord(s, x);
            if (!c.open)
                continue;
            for (int y = std::max(y0, static_cast<int>(std::floor(c.lo)) + 1); y <= std::min(y1, static_cast<int>(std::ceil(c.hi)) - 1); ++y)
                if (c.lo < y && y < c.hi)
                    at(x, y) = 1;
        }
    }
    std::vector<std::uint32_t> queue;
    const int sx = static_cast<int>(std::lround(p.spawn.x)), sy = static_cast<int>(std::lround(p.spawn.y));
    if (sx >= x0 && sx <= x1 && sy >= y0 && sy <= y1 && at(sx, sy) == 0) {
        at(sx, sy) = 2;
        queue.push_back(static_cast<std::uint32_t>((sy - y0) * w + (sx - x0)));
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const int x = static_cast<int>(queue[q] % w) + x0, y = static_cast<int>(queue[q] / w) + y0;
        const int nx[4] = {x - 1, x + 1, x, x}, ny[4] = {y, y, y - 1, y + 1};
        for (int k = 0; k < 4; ++k)
            if (nx[k] >= x0 && nx[k] <= x1 && ny[k] >= y0 && ny[k] <= y1 && at(nx[k], ny[k]) == 0) {
                at(nx[k], ny[k]) = 2;
                queue.push_back(static_cast<std::uint32_t>((ny[k] - y0) * w + (nx[k] - x0)));
            }
    }
    r.statesExplored = queue.size();
    r.targets.resize(p.targets.size());
    for (std::size_t g = 0; g < goals.size(); ++g) {
        const ConfigShape& s = goals.shape(g);
        auto& t = r.targets[static_cast<std::size_t>(s.key)];
        for (int x = std::max(x0, static_cast<int>(std::ceil(s.bounds.minX))); x <= std::min(x1, static_cast<int>(std::floor(s.bounds.maxX))) && !t.reached; ++x) {
            const Chord c = goals.verticalChord(s, x);
            if (!c.valid)
                continue;
            for (int y = std::max(y0, static_cast<int>(std::ceil(c.lo))); y <= std::min(y1, static_cast<int>(std::floor(c.hi))); ++y)
                if (at(x, y) == 2) {
                    t.reached = true;
                    break;
                }
        }
    }
    return r;
}

void run(const Level& platformer, const Level& topDown, int repeats, bool slow)
{
    // Platformer: the default cells against the finest setting tried (the baseline).
    const Figures fine = measure(1, [&] {
        return solvePlatformerReachWith(platformer.problem, PlatformerQuantum{2, 2, 2, 30, 1, false, 30});
    });
    print("platformer", "baseline: finest cells, 1 step/choice", platformer, 1, fine, nullptr);
    for (bool stop : {false, true}) {
        ReachProblem p = platformer.problem;
        p.stopWhenAllReached = stop;
        const Figures f = measure(repeats, [&] { return solveReachability(p); });
        print("platformer", stop ? "ledge, stop when all reached" : "ledge, full search", platformer, repeats, f,
              &fine);
    }
    {
        // What the directed pass costs when some target is unreachable (it runs to the end).
        ReachProblem p = platformer.problem;
        p.stopWhenAllReached = true;
        const Figures before = measure(repeats, [&] { return reference::solvePlatformerReach(p); });
        print("platformer", "reference (before), stop when all", platformer, repeats, before, nullptr);
        const Figures f = measure(repeats, [&] { return solveReachability(p); });
        print("platformer", "ledge, stop when all reached", platformer, repeats, f, &before);
    }
    // Generated open levels (ledge-cli generate --mode platformer --tiles), the validator's
    // call, against the search before the directed pass (ReferencePlatformerReach.h). The
    // reference takes minutes from 10,000 shapes on: only with --slow.
    for (int shapes : {1000, 10000, 100000}) {
        const auto level = generatedPlatformer(shapes);
        ReachProblem p = level.problem;
        p.stopWhenAllReached = true;
        Figures before;
        const bool withReference = shapes <= 1000 || (slow && shapes <= 10000);
        if (withReference) {
            before = measure(1, [&] { return reference::solvePlatformerReach(p); });
            print("generated", "reference (before), stop when all", level, 1, before, nullptr);
        }
        const Figures f = measure(repeats, [&] { return solveReachability(p); });
        print("generated", "ledge, stop when all reached", level, repeats, f, withReference ? &before : nullptr);
    }
    const Figures raster = measure(1, [&] { return rasterTopDown(topDown.problem); });
    print("top-down", "baseline: 1-unit raster flood fill", topDown, 1, raster, nullptr);
    for (bool stop : {false, true}) {
        ReachProblem p = topDown.problem;
        p.stopWhenAllReached = stop;
        const Figures f = measure(repeats, [&] { return solveReachability(p); });
        print("top-down", stop ? "ledge sweep, stop when all reached" : "ledge sweep, full search", topDown, repeats,
              f, &raster);
    }
}

// --- Top-down: generated levels ---------------------------------------------------------
// A level of `ledge-cli generate --shapes N --mode topdown [--tiles]` (seed 1): shapes on a
// jittered lattice of 96-unit slots (half of them circles, slopes and pentagons), ~30,000 units
// square at 100,000 shapes, the spawn in the free band above the floor and 8 targets along it:
// every target is reached, so both sweeps run and the paths cross the level.
Level generatedTopDown(int shapes, bool tiles)
{
    GeneratorOptions options;
    options.shapes = shapes;
    options.mode = MovementMode::TopDown;
    options.tiles = tiles;
    const auto level = generateLevel(options);
    Level l;
    l.problem = reachProblem(*level, *singleSpawn(*level));
    l.shapes = static_cast<std::size_t>(shapes) + 1;
    return l;
}

// The sweep against the solver it replaced (tests/collision/TopDownReference.cpp: every
// piece of every column), which takes about a minute and 9 GB at 100,000 shapes: compared on
// the rooms level and up to 10,000 generated shapes.
void runGeneratedTopDown(int repeats)
{
    {
        // The 4096 x 4096 rooms level above, against the same reference.
        const Level rooms = topDownLevel(7);
        const Figures before = measure(repeats, [&] { return solveTopDownReference(rooms.problem); });
        print("top-down", "reference (before), full", rooms, repeats, before, nullptr);
        const Figures f = measure(repeats, [&] { return solveReachability(rooms.problem); });
        print("top-down", "ledge sweep, full search", rooms, repeats, f, &before);
    }
    for (bool tiles : {true})
        for (int shapes : {1000, 10000, 100000}) {
            const Level level = generatedTopDown(shapes, tiles);
            const char* name = "td generated";
            Figures before;
            const bool withReference = shapes <= 10000;
            if (withReference) {
                before = measure(1, [&] { return solveTopDownReference(level.problem); });
                print(name, "reference (before), full", level, 1, before, nullptr);
            }
            for (bool stop : {true, false}) {
                ReachProblem p = level.problem;
                p.stopWhenAllReached = stop;
                const Figures f = measure(shapes >= 100000 ? std::min(repeats, 2) : repeats,
                                          [&] { return solveReachability(p); });
                print(name, stop ? "ledge sweep, validator" : "ledge sweep, full", level,
                      shapes >= 100000 ? std::min(repeats, 2) : repeats, f, withReference ? &before : nullptr);
            }
        }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 2 && std::string(argv[1]) == "--topdown") {
        // Experiment: bench_reach --topdown SHAPES [tiles] [reference] [validator] [fine]
        // [convex] [triangles]: one run in this process (the overlay's call, or the validator's;
        // fine: every curved shape stepped one sub-slab at a time; convex: without the
        // generator's notched pentagons, the concave shapes; triangles: each concave polygon's
        // triangles swept apart, as before whole polygons), with its peak memory and what the
        // sweeps did with the curved shapes.
        bool tiles = false, reference = false, validator = false, fine = false, convex = false, triangles = false;
        for (int i = 3; i < argc; ++i) {
            tiles = tiles || std::string(argv[i]) == "tiles";
            reference = reference || std::string(argv[i]) == "reference";
            validator = validator || std::string(argv[i]) == "validator";
            fine = fine || std::string(argv[i]) == "fine";
            convex = convex || std::string(argv[i]) == "convex";
            triangles = triangles || std::string(argv[i]) == "triangles";
        }
        TopDownOptions options;
        options.coarse = !fine;
        options.wholePolygons = !triangles;
        auto l = generatedTopDown(std::atoi(argv[2]), tiles);
        l.problem.stopWhenAllReached = validator;
        if (convex)
            std::erase_if(l.problem.bodies, [](const Body& b) {
                return std::holds_alternative<Polygon>(b.shape) && std::get<Polygon>(b.shape).points.size() == 5;
            });
        TopDownStats stats;
        rusage before{};
        getrusage(RUSAGE_SELF, &before);
        const Figures f = measure(1, [&] {
            return reference ? solveTopDownReference(l.problem) : solveTopDownReachWith(l.problem, options, &stats);
        });
        rusage after{};
        getrusage(RUSAGE_SELF, &after);
        print("top-down", reference ? "reference" : validator ? "ledge sweep, validator" : "ledge sweep, full", l, 1, f,
              nullptr);
        std::printf("peak RSS %ld MB (before the search %ld MB)\n", after.ru_maxrss / 1024, before.ru_maxrss / 1024);
        if (!reference)
            std::printf("curved pieces %zu, coarse %zu, cut back %zu, split %zu; polygons swept whole %zu, gaps %zu\n",
                        stats.pieces, stats.coarsePieces, stats.shrunk, stats.split, stats.wholePolygons, stats.gaps);
        return 0;
    }
    if (argc > 2 && std::string(argv[1]) == "--file") {
        // bench_reach --file LEVEL.ledge [full|lean|early] [repeats]: the validator's call (or the
        // overlay's, with `full`; or the lean verdicts the editor falls back on past its budget,
        // with `lean`; or with the climber setting out after 1,000 states, with `early`: a
        // second opinion on a verdict's "unreachable", tst_longclimb noSecondOpinionReachesMore)
        // on a level file, with the states explored.
        const auto loaded = fileLevel(argv[2]);
        if (!loaded) {
            std::fprintf(stderr, "%s: no level with one spawn\n", argv[2]);
            return 2;
        }
        auto l = *loaded;
        const bool full = argc > 3 && std::string(argv[3]) == "full";
        l.problem.stopWhenAllReached = !full;
        l.problem.lean = argc > 3 && std::string(argv[3]) == "lean";
        const bool early = argc > 3 && std::string(argv[3]) == "early";
        if (early)
            l.problem.climbAfter = 1000;
        const int repeats = argc > 4 ? std::max(1, std::atoi(argv[4])) : 3;
        const Figures f = measure(repeats, [&] { return solveReachability(l.problem); });
        print(l.problem.player.platformer ? "platformer" : "top-down",
              full ? "full search"
                   : (l.problem.lean ? "lean, stop when all reached"
                                     : (early ? "climber after 1,000, stop when all" : "stop when all reached")),
              l,
              repeats, f, nullptr);
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        std::printf("peak RSS %ld MB\n", usage.ru_maxrss / 1024);
        return 0;
    }
    if (argc > 2 && std::string(argv[1]) == "--world") {
        // bench_reach --world LEVEL.ledge [repeats]: the platformer's world of a level file (its
        // shapes inflated by the player's box and bucketed) built again and again, as every
        // search and every probe of the why builds its own: the best time per build, and the
        // page faults it took (the kernel's minor faults, which cost much under a hypervisor).
        const auto loaded = fileLevel(argv[2]);
        if (!loaded) {
            std::fprintf(stderr, "%s: no level with one spawn\n", argv[2]);
            return 2;
        }
        const ReachProblem& p = loaded->problem;
        const int repeats = argc > 3 ? std::max(1, std::atoi(argv[3])) : 5;
        double best = std::numeric_limits<double>::infinity(), first = 0;
        long faults = 0, firstFaults = 0;
        std::size_t shapes = 0;
        for (int i = 0; i < repeats; ++i) {
            rusage before{}, after{};
            getrusage(RUSAGE_SELF, &before);
            const auto t0 = std::chrono::steady_clock::now();
            {
                const MovementWorld world(p.bounds, p.bodies, p.tiles, p.player);
                shapes = world.space().size();
            }
            const auto t1 = std::chrono::steady_clock::now();
            getrusage(RUSAGE_SELF, &after);
            const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
            best = std::min(best, ms);
            faults = after.ru_minflt - before.ru_minflt;
            if (i == 0) {
                first = ms;
                firstFaults = faults;
            }
        }
        std::printf("world of %zu bodies, %zu inflated shapes: first build %.1f ms, %ld page faults; best of %d "
                    "%.1f ms, %ld page faults (last build)\n",
                    p.bodies.size(), shapes, first, firstFaults, repeats, best, faults);
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "--overlay") {
        // bench_reach --overlay [REPEATS]: the overlay's goal row alone (the full search of the
        // 256 x 32 level, best of REPEATS, default 10), and the same search without its
        // exhaustive pass: what the cells cost, and what the pass adds.
        const auto l = platformerLevel(7);
        const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 10;
        const Figures f = measure(repeats, [&] { return solveReachability(l.problem); });
        print("platformer", "ledge, full search", l, repeats, f, nullptr);
        ReachProblem cellsOnly = l.problem;
        cellsOnly.exhaustive = false;
        const Figures c = measure(repeats, [&] { return solveReachability(cellsOnly); });
        print("platformer", "the same, no exhaustive pass", l, repeats, c, &f);
        std::printf("the exhaustive pass: %zu exact states, %s\n", f.result.exactStatesExplored,
                    f.result.exhaustive ? "complete" : "stopped at its budget");
        return 0;
    }
    if (argc > 2 && std::string(argv[1]) == "--cells") {
        // Experiment: bench_reach --cells groundX airX airY vy airSteps [stepWhileRising]
        PlatformerQuantum q{std::atof(argv[2]), std::atof(argv[3]), std::atof(argv[4]), std::atof(argv[5]),
                            std::atoi(argv[6]), argc > 7 && std::atoi(argv[7]) != 0, 30.0};
        const auto l = platformerLevel(7);
        const auto t0 = std::chrono::steady_clock::now();
        const ReachResult r = solvePlatformerReachWith(l.problem, q);
        const auto t1 = std::chrono::steady_clock::now();
        const auto reached = std::count_if(r.targets.begin(), r.targets.end(), [](const TargetResult& t) { return t.reached; });
        std::printf("cells %g %g %g %g hold %d: %.1f ms, states %zu, targets %td/%zu\n", q.groundX, q.airX, q.airY,
                    q.vy, q.airSteps, std::chrono::duration<double, std::milli>(t1 - t0).count(), r.statesExplored,
                    reached, r.targets.size());
        return 0;
    }
    if (argc > 2 && std::string(argv[1]) == "--generated") {
        // Experiment: bench_reach --generated SHAPES [new|reference] [full]: one run in this
        // process, with its peak memory.
        // A last argument `high` or `sealed` adds the hard goal: one high above the
        // spawn at (width/2, 10), or one sealed in a pocket of three boxes against the top of
        // the level (no route at all).
        auto l = generatedPlatformer(std::atoi(argv[2]));
        const bool reference = argc > 3 && std::string(argv[3]) == "reference";
        const std::string goal = argc > 5 ? argv[5] : "";
        const double cx = std::floor(l.problem.bounds.maxX / 2);
        if (goal == "high") {
            l.problem.targets.push_back({-1, Point{cx, 10}});
        } else if (goal == "sealed") {
            l.problem.bodies.push_back({-2, Box{cx - 48, 0, 16, 96}, BodyKind::Solid});
            l.problem.bodies.push_back({-3, Box{cx + 32, 0, 16, 96}, BodyKind::Solid});
            l.problem.bodies.push_back({-4, Box{cx - 48, 80, 96, 16}, BodyKind::Solid});
            l.problem.targets.push_back({-1, Point{cx, 40}});
        }
        ReachProblem p = l.problem;
        p.stopWhenAllReached = !(argc > 4 && std::string(argv[4]) == "full");
        rusage before{};
        getrusage(RUSAGE_SELF, &before);
        const Figures f = measure(1, [&] {
            return reference ? reference::solvePlatformerReach(p) : solveReachability(p);
        });
        rusage after{};
        getrusage(RUSAGE_SELF, &after);
        print("platformer", reference ? "reference" : "ledge", l, 1, f, nullptr);
        std::printf("peak RSS %ld MB (before the search %ld MB)\n", after.ru_maxrss / 1024, before.ru_maxrss / 1024);
        return 0;
    }
    const bool slow = argc > 2 && std::string(argv[2]) == "--slow";
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    std::printf("platformer: 256 x 32 cells of 32 units; top-down: 4096 x 4096 units (tests/bench/README.md)\n");
    run(platformerLevel(7), topDownLevel(7), repeats, slow);
    runGeneratedTopDown(repeats);
    return 0;
}
