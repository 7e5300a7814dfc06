#include "PlatformerReference.h"

#include "collision/Overlap.h"

#include <bit>
#include <deque>
#include <unordered_set>

namespace ledge::reference {

namespace {

struct Key {
    std::uint64_t x, y, vy;
    std::uint8_t flags;
    friend bool operator==(const Key&, const Key&) = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const
    {
        std::uint64_t h = k.x * 0x9E3779B97F4A7C15ULL;
        h ^= (k.y + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2));
        h ^= (k.vy + 0x85EBCA77C2B2AE63ULL + (h << 6) + (h >> 2));
        h ^= k.flags;
        return static_cast<std::size_t>(h);
    }
};

Key keyOf(const PlayerState& s)
{
    return {std::bit_cast<std::uint64_t>(s.position.x), std::bit_cast<std::uint64_t>(s.position.y),
            std::bit_cast<std::uint64_t>(s.vy), static_cast<std::uint8_t>((s.standing ? 1 : 0) | (s.onSlope ? 2 : 0))};
}

struct Node {
    PlayerState state;
    std::size_t parent;
    int input;
};

} // namespace

bool sweptBoxTouches(const MovementWorld& world, Vec2 a, Vec2 b, const Shape& shape)
{
    const Aabb box = world.playerBox(a).united(world.playerBox(b));
    return touches(Box{box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY}, shape);
}

ExhaustiveAnswer solvePlatformerExhaustive(const ReachProblem& problem, std::size_t maxStates)
{
    ExhaustiveAnswer out;
    const std::size_t n = problem.targets.size();
    out.reached.assign(n, 0);
    out.inputs.resize(n);
    const MovementWorld world(problem.bounds, problem.bodies, problem.tiles, problem.player);
    const Vec2 spawn = problem.spawn;
    if (world.blocked(spawn))
        return out;
    for (std::size_t t = 0; t < n; ++t)
        if (sweptBoxTouches(world, spawn, spawn, problem.targets[t].shape))
            out.reached[t] = 1;
    if (world.touchesHazard(spawn) || !world.insideBounds(spawn))
        return out;

    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<Node> nodes;
    std::unordered_set<Key, KeyHash> seen;
    const PlayerState start = world.spawnState(spawn);
    nodes.push_back({start, kNone, 0});
    seen.insert(keyOf(start));
    auto inputsTo = [&](std::size_t node, int last) {
        std::vector<int> in{last};
        for (std::size_t k = node; nodes[k].parent != kNone; k = nodes[k].parent)
            in.push_back(nodes[k].input);
        return std::vector<int>(in.rbegin(), in.rend());
    };
    std::size_t left = static_cast<std::size_t>(std::count(out.reached.begin(), out.reached.end(), 0));
    for (std::size_t next = 0; next < nodes.size() && left > 0; ++next) {
        const PlayerState s = nodes[next].state;
        for (int input = 0; input < 8; ++input) {
            if ((input & Input::Left) && (input & Input::Right))
                continue;
            const StepResult r = world.step(s, input);
            for (std::size_t t = 0; t < n; ++t) {
                if (out.reached[t])
                    continue;
                for (int k = 0; k < r.pathLength; ++k) {
                    const Vec2 a = r.path[static_cast<std::size_t>(k)];
                    const Vec2 b = r.path[static_cast<std::size_t>(k + 1 < r.pathLength ? k + 1 : k)];
                    if (sweptBoxTouches(world, a, b, problem.targets[t].shape)) {
                        out.reached[t] = 1;
                        out.inputs[t] = inputsTo(next, input);
                        --left;
                        break;
                    }
                }
            }
            if (r.outcome != StepOutcome::Alive)
                continue;
            if (seen.insert(keyOf(r.state)).second) {
                if (nodes.size() >= maxStates) {
                    out.complete = false;
                    out.states = nodes.size();
                    return out;
                }
                nodes.push_back({r.state, next, input});
            }
        }
    }
    out.states = nodes.size();
    return out;
}

} // namespace ledge::reference
