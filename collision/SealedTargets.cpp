#include "SealedTargets.h"

#include <algorithm>
#include <cmath>

namespace ledge {

// Why a relaxation decides "unreachable" exactly. Every state of the platformer model has its
// player box inside the level bounds and meeting no solid's interior. Only solids count here:
// one-ways are passed from below, and a hazard ends a path only after the step that enters it,
// whose swept box may already touch a target inside the hazard. Two
// consecutive states are joined by free positions: the x move and the y move are sweeps that
// stop at contact, and walking keeps the feet on the surface, so the box slides along it. So
// every position the player ever holds, and every box that touches a target, lies in the
// component of the top-down free space that holds the spawn. A target that component does not
// touch is unreachable, whatever the inputs.
//
// The top-down sweep compares numbers it computes from the inputs, the platformer its own; to
// keep an ulp of difference from ever sealing a corridor the player fits exactly, the relaxed
// player is a hair smaller and every target a hair larger than the real ones. Both only add
// free space and contact, so the relaxation stays a superset of the platformer's reach.

namespace {

double hairFor(const Aabb& bounds)
{
    const double scale = std::max({1.0, std::abs(bounds.minX), std::abs(bounds.maxX), std::abs(bounds.minY),
                                   std::abs(bounds.maxY)});
    return 1e-7 * scale;
}

ReachProblem relaxed(const ReachProblem& problem, double hair)
{
    ReachProblem r;
    r.bounds = problem.bounds;
    r.player = problem.player;
    r.player.platformer = false;
    r.player.width = std::max(problem.player.width - hair, hair);
    r.player.height = std::max(problem.player.height - hair, hair);
    // The platformer's position is the feet, the top-down one the centre of the same box.
    r.spawn = {problem.spawn.x, problem.spawn.y - problem.player.height / 2};
    r.stopWhenAllReached = true;
    for (const Body& b : problem.bodies)
        if (b.kind == BodyKind::Solid)
            r.bodies.push_back(b);
    r.tiles = problem.tiles;
    for (TileGrid& grid : r.tiles)
        for (TileKind& cell : grid.cells)
            if (cell != TileKind::Solid)
                cell = TileKind::Empty;
    for (const ReachTarget& t : problem.targets) {
        const Aabb b = bounds(t.shape);
        r.targets.push_back({t.key, Box{b.minX - hair, b.minY - hair, b.width() + 2 * hair, b.height() + 2 * hair}});
    }
    return r;
}

} // namespace

SealedTargets findSealedTargets(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    SealedTargets out;
    out.sealed.assign(problem.targets.size(), false);
    // A spawn whose box leaves the level still touches what it stands on: leave that to the
    // platformer solver.
    const Aabb spawnBox{problem.spawn.x - problem.player.width / 2, problem.spawn.y - problem.player.height,
                        problem.spawn.x + problem.player.width / 2, problem.spawn.y};
    if (problem.targets.empty() || !problem.bounds.contains(spawnBox))
        return out;
    const ReachResult free = solveTopDownReach(relaxed(problem, hairFor(problem.bounds)), cancel);
    out.cancelled = free.cancelled;
    // A blocked relaxed spawn proves nothing about the targets (the real spawn is blocked too,
    // and the platformer solver says so itself).
    if (free.cancelled || free.spawnBlocked)
        return out;
    for (std::size_t i = 0; i < free.targets.size(); ++i)
        out.sealed[i] = !free.targets[i].reached;
    return out;
}

} // namespace ledge
