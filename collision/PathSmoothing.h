#pragma once
// Platformer paths as a person would play them: a breadth-first search ties walking and
// hopping along flat ground (both reach the next cell in as many steps), so its paths can
// bunny-hop where a walk gets to the same place. walkInsteadOfHops() replaces each hop (from
// standing, a step with Jump held, until standing again) by a walk with the same direction when
// the walk reaches exactly the same state (position, speed, standing) the hop landed in, alive;
// what follows is then unchanged, so the path stays a true replay of the movement model.

#include "Movement.h"
#include "Reachability.h"

#include <functional>
#include <vector>

namespace ledge {

// `path` as built by the platformer search: path[0] is the start, each later entry the
// position after one step with its input, replayed from `start`.
// `lastStepTouches`, when given, says whether a step (its swept positions) touches the
// target: a smoothed path whose last step does not is dropped for the original.
std::vector<PathStep> walkInsteadOfHops(const MovementWorld& world, const PlayerState& start,
                                        std::vector<PathStep> path,
                                        const std::function<bool(const StepResult&)>& lastStepTouches = {});

} // namespace ledge
