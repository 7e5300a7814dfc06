#include "LevelReach.h"

#include "collision/Validity.h"

namespace ledge {

const LevelObject* singleSpawn(const Level& level)
{
    const LevelObject* found = nullptr;
    int count = 0;
    level.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (layer.collides && o.role == Role::Spawn) {
            found = &o;
            ++count;
        }
    });
    return count == 1 && checkShape(found->shape) == ShapeProblem::None ? found : nullptr;
}

Vec2 spawnPosition(const Level& level, const LevelObject& spawn)
{
    if (const Point* p = std::get_if<Point>(&spawn.shape))
        return {p->x, p->y};
    const Aabb b = bounds(spawn.shape);
    return level.player().mode == MovementMode::Platformer ? Vec2{(b.minX + b.maxX) / 2, b.maxY}
                                                           : b.centre();
}

PlayerParams playerParams(const PlayerSettings& player)
{
    PlayerParams p;
    p.platformer = player.mode == MovementMode::Platformer;
    p.width = player.width;
    p.height = player.height;
    p.runSpeed = player.runSpeed;
    p.jumpHeight = player.jumpHeight;
    p.gravity = player.gravity;
    p.maxFallSpeed = player.maxFallSpeed;
    p.maxFloorAngle = player.maxFloorAngle;
    return p;
}

ReachProblem reachProblem(const Level& level, const LevelObject& spawn)
{
    ReachProblem problem;
    problem.bounds = level.bounds();
    problem.player = playerParams(level.player());
    problem.spawn = spawnPosition(level, spawn);
    level.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (!layer.collides || checkShape(o.shape) != ShapeProblem::None)
            return;
        switch (o.role) {
        case Role::Solid: problem.bodies.push_back({o.id, o.shape, BodyKind::Solid}); break;
        case Role::OneWay: problem.bodies.push_back({o.id, o.shape, BodyKind::OneWay}); break;
        case Role::Hazard: problem.bodies.push_back({o.id, o.shape, BodyKind::Hazard}); break;
        case Role::Goal:
        case Role::Pickup: problem.targets.push_back({o.id, o.shape}); break;
        case Role::Trigger:
        case Role::Spawn: break;
        }
    });
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (info.type == LayerType::Tiles && info.collides)
            problem.tiles.push_back(level.tiles(info.id));
    }
    return problem;
}

} // namespace ledge
