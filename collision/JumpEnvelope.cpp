#include "JumpEnvelope.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <tuple>
#include <utility>

namespace ledge {

namespace {

// More steps than any real jump takes: a model needing them is treated as unbounded.
constexpr int kMostSteps = 1'000'000;

double gap(double a0, double a1, double b0, double b1)
{
    return std::max({0.0, b0 - a1, a0 - b1});
}

// The lowest a player can stand on s (the largest y of a standing position): standing is on
// the upper chain of the inflated shape, from its leftmost to its rightmost point, never below
// both ends. A box's top; a rounded box's flat top and arcs, down to the top of its sides.
double lowestStanding(const ConfigSpace& space, const ConfigShape& s)
{
    switch (s.kind) {
    case ConfigShape::Kind::Box:
        return s.bounds.minY;
    case ConfigShape::Kind::Rounded:
        return s.core.minY;
    case ConfigShape::Kind::Polygon:
        break;
    }
    const std::span<const Vec2> v = space.vertices(s);
    if (v.empty())
        return s.bounds.maxY;
    Vec2 left = v[0], right = v[0];
    for (const Vec2& p : v) {
        if (p.x < left.x || (p.x == left.x && p.y < left.y))
            left = p;
        if (p.x > right.x || (p.x == right.x && p.y < right.y))
            right = p;
    }
    return std::max(left.y, right.y);
}

// What is left of [lo, hi] outside the open interval (cutLo, cutHi), as one interval (the
// bounds of what is left), or none when nothing is.
std::optional<std::pair<double, double>> outside(double lo, double hi, double cutLo, double cutHi)
{
    const bool before = lo <= cutLo, after = cutHi <= hi;
    if (!before && !after)
        return std::nullopt;
    return std::pair{before ? lo : std::max(lo, cutHi), after ? hi : std::min(hi, cutLo)};
}

// The feet positions in t that the player can take: never inside a solid (every position of
// the step model, stops and the moves between them included, lies outside the open interior
// of each inflated solid). A solid box that spans t along one axis cuts it back along the
// other to what lies beyond its interior. None: nothing of t is left.
std::optional<Aabb> outsideSolids(const ConfigSpace& space, Aabb t)
{
    bool empty = false;
    space.forEachNear(t, [&](std::uint32_t k) {
        const ConfigShape& s = space.shape(k);
        if (empty || s.kind != ConfigShape::Kind::Box || s.body != BodyKind::Solid)
            return;
        const Aabb& b = s.bounds;
        if (b.minX < t.minX && t.maxX < b.maxX) {
            const auto y = outside(t.minY, t.maxY, b.minY, b.maxY);
            empty = !y;
            if (y)
                std::tie(t.minY, t.maxY) = *y;
        } else if (b.minY < t.minY && t.maxY < b.maxY) {
            const auto x = outside(t.minX, t.maxX, b.minX, b.maxX);
            empty = !x;
            if (x)
                std::tie(t.minX, t.maxX) = *x;
        }
    });
    if (empty)
        return std::nullopt;
    return t;
}

} // namespace

// The step model (docs/movement.md "The platformer step"): a jump sets vy to -sqrt(2 g h), then
// every step adds gravity before the move, and only a jump makes vy negative. Releasing the
// button or a ceiling only cuts the rise short. A climb lifts a standing player by at most
// tan(maxFloorAngle) times a step's run. Above its take-off height a flight spends at most the
// steps of the full rise plus those of falling back from the top of the rise starting at rest
// (the slowest fall), and moves at most one step's run along x per step.
JumpEnvelope jumpEnvelope(const MovementWorld& world)
{
    return jumpEnvelope(world.player(), world.space().floorTangentValue(), world.bounds());
}

JumpEnvelope jumpEnvelope(const PlayerParams& player, double floorTangent, const Aabb& level)
{
    JumpEnvelope e;
    const double gravityStep = player.gravity * kStepSeconds;
    const double run = std::abs(player.runSpeed) * kStepSeconds;
    if (!(gravityStep > 0) || !(player.maxFallSpeed > 0) || !std::isfinite(gravityStep) || !std::isfinite(run))
        return e;
    // Rounding: the step adds its moves one at a time; a margin far above the ulps of any
    // coordinate of the level, far below anything a designer can draw.
    const double extent = std::max({std::abs(level.minX), std::abs(level.maxX), std::abs(level.minY),
                                    std::abs(level.maxY), 1.0});
    const double margin = 1e-7 * extent;

    const double jumpSpeed = std::sqrt(2.0 * player.gravity * std::max(0.0, player.jumpHeight));
    double rise = 0.0;
    int up = 0;
    for (double vy = -jumpSpeed + gravityStep; vy < 0; vy += gravityStep) {
        rise -= vy * kStepSeconds;
        if (++up > kMostSteps)
            return e;
    }
    const double climb = std::min(floorTangent * run, level.maxY - level.minY);
    if (!std::isfinite(climb))
        return e;
    e.rise = std::max(rise, climb) + margin;

    int down = 0;
    for (double vy = 0.0, fallen = 0.0; fallen < e.rise;) {
        vy = std::min(vy + gravityStep, player.maxFallSpeed);
        fallen += vy * kStepSeconds;
        if (++down > kMostSteps)
            return e;
    }
    // Two steps more: the take-off step and the one that comes back down past the height.
    e.reach = run * (up + down + 2) + margin;
    e.run = run;
    e.riseSteps = up;
    e.gravityStep = gravityStep;
    e.maxFall = player.maxFallSpeed;
    e.margin = margin;
    e.bounded = std::isfinite(e.rise) && std::isfinite(e.reach);
    return e;
}

// Steps of a fall from rest until it has covered `distance` (at least; the slowest fall), two
// more for rounding.
double JumpEnvelope::fallSteps(double distance) const
{
    if (distance <= 0)
        return 2;
    const double perStep = gravityStep * kStepSeconds; // the first step's fall
    const double capSteps = std::ceil(maxFall / gravityStep);
    const double capDistance = perStep * capSteps * (capSteps + 1) / 2;
    if (distance <= capDistance)
        return std::ceil((std::sqrt(1 + 8 * distance / perStep) - 1) / 2) + 2;
    return capSteps + std::ceil((distance - capDistance) / (maxFall * kStepSeconds)) + 2;
}

// How far along x a flight from a take-off gets by the time it is `below` under the take-off
// height (negative: above it): the full rise, then the fall from its top.
double JumpEnvelope::reachAt(double below) const
{
    return run * (riseSteps + fallSteps(rise + std::max(0.0, below)) + 2) + margin;
}

// The shapes that may be stood on, grown from the spawn: a shape B joins when
//  (i) B can be stood on at or below the top of a shape stood on: a fall, a walk or a jump
//      that comes back down gets there, whatever the distance;
//  (ii) or B can be stood on within the envelope above one: no more than `rise` above that
//      shape's top, and within `reach` of it along x.
// A standing position on B lies in B's inflated bounds, at or above its lowest standing
// position, and the player may then walk up to its top: so every shape a real input sequence
// stands on joins (docs/movement.md "Out of reach" has the argument). Then a target is out of
// reach when no flight from a shape stood on (or the spawn) can touch it: (ii), or (i) with the
// reach along x that a flight falling that far can have.
std::vector<bool> findOutOfReach(const MovementWorld& world, Vec2 spawn, const std::vector<std::optional<Aabb>>& targets,
                                 const std::vector<bool>* only)
{
    std::vector<bool> out(targets.size(), false);
    const JumpEnvelope e = jumpEnvelope(world);
    if (!e.bounded)
        return out;
    std::vector<std::size_t> asked;
    for (std::size_t i = 0; i < targets.size(); ++i)
        if (targets[i] && (!only || (i < only->size() && (*only)[i])))
            asked.push_back(i);
    if (asked.empty())
        return out;
    // top: the smallest y (highest point) of a shape stood on so far.
    double top = spawn.y;

    const ConfigSpace& space = world.space();
    std::vector<double> low(space.size()); // per shape, the lowest standing position
    std::vector<std::uint32_t> byBottom;   // shapes that can be stood on, lowest first
    for (std::uint32_t k = 0; k < space.size(); ++k)
        if (space.shape(k).body != BodyKind::Hazard) {
            low[k] = lowestStanding(space, space.shape(k));
            byBottom.push_back(k);
        }
    std::sort(byBottom.begin(), byBottom.end(), [&](std::uint32_t a, std::uint32_t b) { return low[a] > low[b]; });
    std::vector<std::uint8_t> stood(space.size(), 0);
    std::vector<std::uint32_t> queue;
    const auto stand = [&](std::uint32_t k) {
        if (!stood[k] && space.shape(k).body != BodyKind::Hazard) {
            stood[k] = 1;
            queue.push_back(k);
        }
    };
    std::size_t below = 0; // byBottom[0, below) have joined by (i)
    const auto joinBelow = [&] {
        for (; below < byBottom.size() && low[byBottom[below]] >= top; ++below)
            stand(byBottom[below]);
    };
    // (ii) from standing positions spanning [x0, x1] with the highest at y.
    const auto joinAbove = [&](double x0, double x1, double y) {
        const Aabb box{x0 - e.reach, y - e.rise, x1 + e.reach, y};
        space.forEachNear(box, [&](std::uint32_t k) {
            const Aabb& b = space.shape(k).bounds;
            if (!stood[k] && low[k] >= y - e.rise && gap(x0, x1, b.minX, b.maxX) <= e.reach)
                stand(k);
        });
    };
    joinBelow();
    joinAbove(spawn.x, spawn.x, spawn.y);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Aabb& a = space.shape(queue[head]).bounds;
        if (a.minY < top) {
            top = a.minY;
            joinBelow();
        }
        joinAbove(a.minX, a.maxX, a.minY);
    }

    // A target is touched in a flight from a take-off on a shape stood on (or the spawn), or
    // standing on one: within the rise above that shape's top, and within the reach of a flight
    // that far down along x (however far it fell).
    for (std::size_t i : asked) {
        // Buried whole: left to the seal check (SealedTargets.h), which names it walled in.
        const std::optional<Aabb> free = outsideSolids(space, *targets[i]);
        if (!free)
            continue;
        const Aabb& t = *free;
        const auto within = [&](double x0, double x1, double y) {
            return t.maxY >= y - e.rise && gap(x0, x1, t.minX, t.maxX) <= e.reachAt(t.maxY - y);
        };
        bool near = within(spawn.x, spawn.x, spawn.y);
        for (std::size_t k = 0; k < queue.size() && !near; ++k) {
            const Aabb& a = space.shape(queue[k]).bounds;
            near = within(a.minX, a.maxX, a.minY);
        }
        out[i] = !near;
    }
    return out;
}

} // namespace ledge
