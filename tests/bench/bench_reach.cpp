// Reachability on generated levels of the sizes FORMAT.md users ship (tests/bench/README.md,
// section "Reachability"): a platformer level of 256 x 32 cells of 32 units with about 3,000
// shapes, and a top-down level of 4096 x 4096 units. One core; full search (the overlay's
// case) and stop-when-all-reached (the validator's case). Prints times and states explored.

#include "collision/PlatformerReach.h"
#include "collision/Reachability.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <ctime>

using namespace ledge;

namespace {

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
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

void run(const char* name, const Level& level, int repeats)
{
    for (bool stop : {false, true}) {
        ReachProblem p = level.problem;
        p.stopWhenAllReached = stop;
        // Wall time and this thread's CPU time (the machine may be shared: CPU time is the
        // figure that does not depend on the load).
        double best = 1e300, bestCpu = 1e300;
        ReachResult r;
        for (int i = 0; i < repeats; ++i) {
            const double c0 = cpuMs();
            const auto t0 = std::chrono::steady_clock::now();
            r = solveReachability(p);
            const auto t1 = std::chrono::steady_clock::now();
            best = std::min(best, std::chrono::duration<double, std::milli>(t1 - t0).count());
            bestCpu = std::min(bestCpu, cpuMs() - c0);
        }
        const auto reached = std::count_if(r.targets.begin(), r.targets.end(), [](const TargetResult& t) { return t.reached; });
        std::printf("%-30s %-21s shapes %5zu  best of %d: wall %7.1f ms, cpu %7.1f ms  states %8zu  "
                    "targets %td/%zu  region boxes %zu\n",
                    name, stop ? "stop when all reached" : "full search", level.shapes, repeats, best, bestCpu,
                    r.statesExplored, reached, r.targets.size(), r.region.size());
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 2 && std::string(argv[1]) == "--cells") {
        // Experiment: bench_reach --cells groundX airX airY vy airSteps
        PlatformerQuantum q{std::atof(argv[2]), std::atof(argv[3]), std::atof(argv[4]), std::atof(argv[5]),
                            std::atoi(argv[6])};
        const Level l = platformerLevel(7);
        const auto t0 = std::chrono::steady_clock::now();
        const ReachResult r = solvePlatformerReachWith(l.problem, q);
        const auto t1 = std::chrono::steady_clock::now();
        const auto reached = std::count_if(r.targets.begin(), r.targets.end(), [](const TargetResult& t) { return t.reached; });
        std::printf("cells %g %g %g %g hold %d: %.1f ms, states %zu, targets %td/%zu\n", q.groundX, q.airX, q.airY,
                    q.vy, q.airSteps, std::chrono::duration<double, std::milli>(t1 - t0).count(), r.statesExplored,
                    reached, r.targets.size());
        return 0;
    }
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    run("platformer 256x32 cells of 32", platformerLevel(7), repeats);
    run("top-down 4096x4096", topDownLevel(7), repeats);
    return 0;
}
