#pragma once
// Bench-only reference: the platformer search as it was before the goal-directed first pass
// and the compact nodes (commit bca51d8, collision/PlatformerReach.cpp), kept so that
// bench_reach can print a ratio against it on the same machine in the same run. Not built
// into the library; reads the level through the same MovementWorld.

#include "collision/FlatSet.h"
#include "collision/PlatformerReach.h"
#include "collision/Reachability.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace ledge::reference {

namespace detail {

constexpr std::uint32_t kNoParent = std::numeric_limits<std::uint32_t>::max();

// A state and how it was reached: `steps` steps holding `input` from the parent's state.
struct SearchNode {
    PlayerState state;
    std::uint32_t parent = kNoParent;
    std::uint8_t input = Input::None;
    std::uint8_t steps = 0;
};

// Open-addressing set of 64-bit keys (linear probing, load <= 1/2): the library's FlatSet,
// the same table and hash the solver of that commit wrote out by hand.
struct KeyTraits {
    static std::uint64_t empty() { return std::numeric_limits<std::uint64_t>::max(); }
    static std::uint64_t hash(std::uint64_t k) { return mixBits(k); }
};
using KeySet = FlatSet<std::uint64_t, KeyTraits>;

// Squared distance between two boxes (0 when they meet).
inline double boxDistance2(const Aabb& a, const Aabb& b)
{
    const double dx = std::max({0.0, a.minX - b.maxX, b.minX - a.maxX});
    const double dy = std::max({0.0, a.minY - b.maxY, b.minY - a.maxY});
    return dx * dx + dy * dy;
}

} // namespace detail

using namespace detail;

inline std::uint64_t stateKey(const PlayerState& s, const PlatformerQuantum& q);

// The set of visited cells. Same cells as platformerStateKey; for a level of ordinary size
// they live in flat arrays (a bit per standing cell, a 64-bit mask of vertical speed cells per
// airborne position cell), which keeps the look-ups in cache: a hash table of a few hundred
// thousand random keys was a fifth of the search's time. Anything outside the arrays
// (huge levels, extreme speeds) goes to the hash set.
class VisitedCells {
public:
    VisitedCells(const Aabb& bounds, const PlatformerQuantum& q, double jumpSpeed, double maxFall)
        : mQ(q)
    {
        constexpr double kMaxBytes = 64.0 * 1024 * 1024;
        mGx0 = std::floor(bounds.minX / q.groundX);
        mGy0 = std::floor(bounds.minY / q.groundX);
        mAx0 = std::floor(bounds.minX / q.airX);
        mAy0 = std::floor(bounds.minY / q.airY);
        const double gw = std::floor(bounds.maxX / q.groundX) - mGx0 + 1;
        const double gh = std::floor(bounds.maxY / q.groundX) - mGy0 + 1;
        const double aw = std::floor(bounds.maxX / q.airX) - mAx0 + 1;
        const double ah = std::floor(bounds.maxY / q.airY) - mAy0 + 1;
        mV0 = std::floor(-jumpSpeed / (q.stepWhileRising ? q.risingVy : q.vy)) - 1;
        const double bins = std::floor(maxFall / q.vy) - mV0 + 1;
        if (gw * gh / 8 <= kMaxBytes && aw * ah * 8 <= kMaxBytes && bins <= 64 && gw > 0 && gh > 0 && aw > 0
            && ah > 0) {
            mGw = static_cast<std::int64_t>(gw);
            mGh = static_cast<std::int64_t>(gh);
            mAw = static_cast<std::int64_t>(aw);
            mAh = static_cast<std::int64_t>(ah);
            mGround.assign(static_cast<std::size_t>((mGw * mGh + 63) / 64), 0);
            mAir.assign(static_cast<std::size_t>(mAw * mAh), 0);
        }
    }

    // True when the state's cell was not visited before.
    bool insert(const PlayerState& s)
    {
        if (s.standing) {
            const double cx = std::floor(s.position.x / mQ.groundX) - mGx0;
            const double cy = std::floor(s.position.y / mQ.groundX) - mGy0;
            if (cx >= 0 && cy >= 0 && cx < static_cast<double>(mGw) && cy < static_cast<double>(mGh)) {
                const auto i = static_cast<std::int64_t>(cy) * mGw + static_cast<std::int64_t>(cx);
                std::uint64_t& word = mGround[static_cast<std::size_t>(i >> 6)];
                const std::uint64_t bit = std::uint64_t(1) << (i & 63);
                const bool fresh = !(word & bit);
                word |= bit;
                return fresh;
            }
        } else {
            const double cx = std::floor(s.position.x / mQ.airX) - mAx0;
            const double cy = std::floor(s.position.y / mQ.airY) - mAy0;
            const double qv = s.vy < 0 && mQ.stepWhileRising ? mQ.risingVy : mQ.vy;
            const double cv = std::floor(s.vy / qv) - mV0;
            if (cx >= 0 && cy >= 0 && cv >= 0 && cx < static_cast<double>(mAw) && cy < static_cast<double>(mAh)
                && cv < 64) {
                std::uint64_t& mask = mAir[static_cast<std::size_t>(static_cast<std::int64_t>(cy) * mAw
                                                                     + static_cast<std::int64_t>(cx))];
                const std::uint64_t bit = std::uint64_t(1) << static_cast<int>(cv);
                const bool fresh = !(mask & bit);
                mask |= bit;
                return fresh;
            }
        }
        return mOthers.insert(stateKey(s, mQ));
    }

private:
    const PlatformerQuantum& mQ;
    double mGx0 = 0, mGy0 = 0, mAx0 = 0, mAy0 = 0, mV0 = 0;
    std::int64_t mGw = 0, mGh = 0, mAw = 0, mAh = 0;
    std::vector<std::uint64_t> mGround;
    std::vector<std::uint64_t> mAir;
    KeySet mOthers{1u << 16};
};

inline std::uint64_t stateKey(const PlayerState& s, const PlatformerQuantum& q)
{
    // 24 bits x cell, 24 bits y cell, 14 bits vertical speed bin, 1 bit standing. Positions
    // are inside the level (the path ends outside it), so the cells stay small; the offsets
    // keep slightly negative cells apart from large ones.
    const double qx = s.standing ? q.groundX : q.airX;
    const double qy = s.standing ? q.groundX : q.airY;
    const auto cx = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.x / qx)) + (1 << 22)) & 0xFFFFFF;
    const auto cy = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.y / qy)) + (1 << 22)) & 0xFFFFFF;
    const double qv = s.vy < 0 && q.stepWhileRising ? q.risingVy : q.vy;
    const auto cv = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.vy / qv)) + (1 << 12)) & 0x3FFF;
    return (cx << 39) | (cy << 15) | (cv << 1) | (s.standing ? 1u : 0u);
}

inline ReachResult solvePlatformerReach(const ReachProblem& problem, const PlatformerQuantum& quantum = {},
                                         const std::atomic<bool>* cancel = nullptr)
{
    ReachResult result;
    const MovementWorld world(problem.bounds, problem.bodies, problem.tiles, problem.player);
    const int kAirSteps = std::max(1, quantum.airSteps);

    // Targets, inflated like obstacles so that "the box touches it" is "the point is in it".
    ConfigSpace targets(problem.player);
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        targets.add(problem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
    targets.finish();

    result.targets.resize(problem.targets.size());
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        result.targets[i].key = problem.targets[i].key;
    std::size_t remaining = problem.targets.size();
    // Per target: the node the winning move started from (kNoParent = the spawn itself), its
    // input and after how many steps of it the target was touched.
    struct Hit {
        std::uint32_t from = kNoParent;
        int input = Input::None;
        int steps = 0;
    };
    std::vector<Hit> hits(problem.targets.size());

    std::vector<SearchNode> nodes;
    auto touchTargets = [&](const Vec2* path, int length, std::uint32_t from, int input, int steps) {
        // One look-up for the whole step; most steps have no target near.
        Aabb box{path[0].x, path[0].y, path[0].x, path[0].y};
        for (int k = 1; k < length; ++k)
            box = box.united({path[k].x, path[k].y, path[k].x, path[k].y});
        targets.forEachNear(box, [&](std::uint32_t i) {
            const ConfigShape& s = targets.shape(i);
            auto& t = result.targets[static_cast<std::size_t>(s.key)];
            if (t.reached || !s.bounds.intersects(box))
                return;
            for (int k = 0; k < length; ++k) {
                const Vec2 a = path[k], b = path[k + 1 < length ? k + 1 : k];
                if (!targets.segmentTouches(s, a, b))
                    continue;
                t.reached = true;
                hits[static_cast<std::size_t>(s.key)] = {from, input, steps};
                --remaining;
                return;
            }
        });
    };

    const Vec2 spawn = problem.spawn;
    if (world.blocked(spawn)) {
        result.spawnBlocked = true;
    } else {
        const PlayerState start = world.spawnState(spawn);
        touchTargets(&spawn, 1, kNoParent, Input::None, 0);
        if (!world.touchesHazard(spawn) && world.insideBounds(spawn))
            nodes.push_back({start, kNoParent, Input::None, 0});
    }

    // Breadth first: nodes is also the queue.
    // Moving first: when a sibling that stood still falls in the same cell, the moving one is kept,
    // so cells wider than one step never stop a walk or a drift.
    static constexpr int kDirections[3] = {Input::Right, Input::Left, Input::None};
    VisitedCells seen(problem.bounds, quantum, std::sqrt(2.0 * problem.player.gravity * problem.player.jumpHeight),
                      problem.player.maxFallSpeed);
    if (!nodes.empty())
        seen.insert(nodes.front().state);
    for (std::size_t next = 0; next < nodes.size(); ++next) {
        if (problem.stopWhenAllReached && remaining == 0)
            break;
        if (cancel && (next & 1023) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        const PlayerState state = nodes[next].state;
        // Standing, or rising on a held jump: one step per choice, so a jump can start from
        // every position of a walk and be cut at any step. Otherwise in the air the input is
        // held for kAirSteps steps, or until landing (docs/movement.md "Platformer search").
        const int hold = state.standing || (quantum.stepWhileRising && state.vy < 0) ? 1 : kAirSteps;
        // Jump matters when standing (start one) or rising (keep holding or cut).
        const bool jumpMatters = state.standing || state.vy < 0;
        for (int jump = 0; jump < (jumpMatters ? 2 : 1); ++jump) {
            for (int d : kDirections) {
                const int input = d | (jump ? Input::Jump : 0);
                PlayerState s = state;
                bool alive = true;
                int k = 0;
                while (k < hold) {
                    const StepResult r = world.step(s, input);
                    ++k;
                    if (remaining > 0)
                        touchTargets(r.path.data(), r.pathLength, static_cast<std::uint32_t>(next), input, k);
                    if (r.outcome != StepOutcome::Alive) {
                        alive = false;
                        break;
                    }
                    const bool landed = r.state.standing && !s.standing;
                    s = r.state;
                    if (landed)
                        break;
                }
                if (alive && seen.insert(s))
                    nodes.push_back({s, static_cast<std::uint32_t>(next), static_cast<std::uint8_t>(input),
                                     static_cast<std::uint8_t>(k)});
            }
        }
    }
    result.statesExplored = nodes.size();

    // Paths, nearest positions and the region.
    ReachRegion region(problem.bounds);
    for (const SearchNode& n : nodes) {
        const Aabb box = world.playerBox(n.state.position);
        region.mark(n.parent == kNoParent ? box : box.united(world.playerBox(nodes[n.parent].state.position)));
    }
    result.region = region.boxes();

    for (std::size_t i = 0; i < result.targets.size(); ++i) {
        TargetResult& t = result.targets[i];
        if (t.reached) {
            // Replay the chain of held inputs from the spawn; the step is deterministic.
            const Hit& h = hits[i];
            std::vector<std::uint32_t> chain;
            for (std::uint32_t k = h.from; k != kNoParent; k = nodes[k].parent)
                chain.push_back(k);
            t.path.push_back({spawn, Input::None});
            PlayerState s = world.spawnState(spawn);
            auto replay = [&](int input, int steps) {
                for (int k = 0; k < steps; ++k) {
                    s = world.step(s, input).state;
                    t.path.push_back({s.position, input});
                }
            };
            for (auto it = chain.rbegin(); it != chain.rend(); ++it)
                replay(nodes[*it].input, nodes[*it].steps);
            replay(h.input, h.steps);
            t.nearest = t.path.back().position;
            continue;
        }
        // Distance of the position to the inflated target's bounds (its box to the target's).
        std::optional<Aabb> goal;
        for (std::size_t k = 0; k < targets.size(); ++k)
            if (targets.shape(k).key == static_cast<std::int64_t>(i))
                goal = goal ? goal->united(targets.shape(k).bounds) : targets.shape(k).bounds;
        double best = std::numeric_limits<double>::infinity();
        t.nearest = spawn;
        for (const SearchNode& n : nodes) {
            if (!goal)
                break;
            const Vec2 p = n.state.position;
            const double d = boxDistance2({p.x, p.y, p.x, p.y}, *goal);
            if (d < best) {
                best = d;
                t.nearest = n.state.position;
            }
        }
    }
    return result;
}

} // namespace ledge::reference
