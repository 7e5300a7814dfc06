// Platformer reachability: breadth-first search over inputs with MovementWorld::step, states
// deduplicated per quantum cell (docs/movement.md "Platformer search").

#include "PlatformerReach.h"
#include "Reachability.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace ledge {

namespace {

constexpr std::uint32_t kNoParent = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint64_t kEmptySlot = std::numeric_limits<std::uint64_t>::max();

struct SearchNode {
    PlayerState state;
    std::uint32_t parent = kNoParent;
    int input = Input::None;
};

// Open-addressing set of 64-bit keys (linear probing, load <= 1/2).
class KeySet {
public:
    KeySet() : mSlots(1u << 16, kEmptySlot) {}
    // True when the key was not there before.
    bool insert(std::uint64_t key)
    {
        if ((mCount + 1) * 2 > mSlots.size())
            grow();
        return place(mSlots, key);
    }

private:
    static std::uint64_t mix(std::uint64_t k)
    {
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        k *= 0xc4ceb9fe1a85ec53ULL;
        k ^= k >> 33;
        return k;
    }
    bool place(std::vector<std::uint64_t>& slots, std::uint64_t key)
    {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = mix(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == key)
                return false;
            if (slots[i] == kEmptySlot) {
                slots[i] = key;
                ++mCount;
                return true;
            }
        }
    }
    void grow()
    {
        std::vector<std::uint64_t> bigger(mSlots.size() * 2, kEmptySlot);
        mCount = 0;
        for (std::uint64_t k : mSlots)
            if (k != kEmptySlot)
                place(bigger, k);
        mSlots.swap(bigger);
    }

    std::vector<std::uint64_t> mSlots;
    std::size_t mCount = 0;
};

// Squared distance between two boxes (0 when they meet).
double boxDistance2(const Aabb& a, const Aabb& b)
{
    const double dx = std::max({0.0, a.minX - b.maxX, b.minX - a.maxX});
    const double dy = std::max({0.0, a.minY - b.maxY, b.minY - a.maxY});
    return dx * dx + dy * dy;
}

} // namespace

std::uint64_t platformerStateKey(const PlayerState& s, const PlatformerQuantum& q)
{
    // 24 bits x cell, 24 bits y cell, 14 bits vertical speed bin, 1 bit standing. Positions
    // are inside the level (the path ends outside it), so the cells stay small; the offsets
    // keep slightly negative cells apart from large ones.
    const auto cx = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.x / q.x)) + (1 << 22)) & 0xFFFFFF;
    const auto cy = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.y / q.y)) + (1 << 22)) & 0xFFFFFF;
    const auto cv = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.vy / q.vy)) + (1 << 12)) & 0x3FFF;
    return (cx << 39) | (cy << 15) | (cv << 1) | (s.standing ? 1u : 0u);
}

ReachResult solvePlatformerReach(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    ReachResult result;
    const MovementWorld world(problem.bounds, problem.bodies, problem.tiles, problem.player);
    const PlatformerQuantum quantum;

    // Targets, inflated like obstacles so that "the box touches it" is "the point is in it".
    ConfigSpace targets(problem.player);
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        targets.add(problem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
    targets.finish();

    result.targets.resize(problem.targets.size());
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        result.targets[i].key = problem.targets[i].key;
    std::size_t remaining = problem.targets.size();
    // Per target: the node the winning step started from (kNoParent = the spawn itself) and
    // that step's input and end.
    struct Hit {
        std::uint32_t from = kNoParent;
        int input = Input::None;
        Vec2 end;
    };
    std::vector<Hit> hits(problem.targets.size());

    std::vector<SearchNode> nodes;
    auto touchTargets = [&](const Vec2* path, int length, std::uint32_t from, int input, Vec2 end) {
        for (int k = 0; k < length; ++k) {
            const Vec2 a = path[k], b = path[k + 1 < length ? k + 1 : k];
            targets.forEachNear({std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)},
                                [&](std::uint32_t i) {
                                    const ConfigShape& s = targets.shape(i);
                                    auto& t = result.targets[static_cast<std::size_t>(s.key)];
                                    if (t.reached || !targets.segmentTouches(s, a, b))
                                        return;
                                    t.reached = true;
                                    hits[static_cast<std::size_t>(s.key)] = {from, input, end};
                                    --remaining;
                                });
        }
    };

    const Vec2 spawn = problem.spawn;
    if (world.blocked(spawn)) {
        result.spawnBlocked = true;
    } else {
        const PlayerState start = world.spawnState(spawn);
        touchTargets(&spawn, 1, kNoParent, Input::None, spawn);
        if (!world.touchesHazard(spawn) && world.insideBounds(spawn))
            nodes.push_back({start, kNoParent, Input::None});
    }

    // Breadth first: nodes is also the queue.
    static constexpr int kDirections[3] = {Input::None, Input::Left, Input::Right};
    KeySet seen;
    if (!nodes.empty())
        seen.insert(platformerStateKey(nodes.front().state, quantum));
    for (std::size_t next = 0; next < nodes.size(); ++next) {
        if (problem.stopWhenAllReached && remaining == 0)
            break;
        if (cancel && (next & 1023) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        const PlayerState state = nodes[next].state;
        // Jump matters when standing (start one) or rising (keep holding or cut).
        const bool jumpMatters = state.standing || state.vy < 0;
        for (int jump = 0; jump < (jumpMatters ? 2 : 1); ++jump) {
            for (int d : kDirections) {
                const int input = d | (jump ? Input::Jump : 0);
                const StepResult r = world.step(state, input);
                if (remaining > 0)
                    touchTargets(r.path.data(), r.pathLength, static_cast<std::uint32_t>(next), input,
                                 r.state.position);
                if (r.outcome != StepOutcome::Alive)
                    continue;
                if (seen.insert(platformerStateKey(r.state, quantum)))
                    nodes.push_back({r.state, static_cast<std::uint32_t>(next), input});
            }
        }
    }
    result.statesExplored = nodes.size();

    // Paths, nearest positions and the region.
    ReachRegion region(problem.bounds);
    for (const SearchNode& n : nodes)
        region.mark(world.playerBox(n.state.position));
    result.region = region.boxes();

    for (std::size_t i = 0; i < result.targets.size(); ++i) {
        TargetResult& t = result.targets[i];
        if (t.reached) {
            const Hit& h = hits[i];
            std::vector<PathStep> reversed;
            if (h.from != kNoParent) {
                reversed.push_back({h.end, h.input});
                for (std::uint32_t k = h.from; k != kNoParent; k = nodes[k].parent)
                    reversed.push_back({nodes[k].state.position, nodes[k].input});
            } else {
                reversed.push_back({spawn, Input::None});
            }
            t.path.assign(reversed.rbegin(), reversed.rend());
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

} // namespace ledge
