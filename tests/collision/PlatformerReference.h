#pragma once
// Test-only oracle for the platformer model: breadth first over the exact states of
// MovementWorld::step (position, vertical speed, standing, on a slope: every bit kept, no
// cells), with every input at every step. Nothing is merged or dropped, so a target it does
// not reach is reached by no input sequence of the model; it is written for clarity, not speed
// (small levels only). Targets are touched when the box swept along a piece of a step's path
// touches the target, decided by the exact narrow phase of Overlap.h (not by the solver's
// configuration space).

#include "collision/Reachability.h"

#include <cstddef>
#include <vector>

namespace ledge::reference {

struct ExhaustiveAnswer {
    std::vector<char> reached;            // per target of the problem
    std::vector<std::vector<int>> inputs; // per reached target: one input per step from the spawn
    std::size_t states = 0;
    bool complete = true;                 // false: stopped at maxStates (answers then partial)
};

ExhaustiveAnswer solvePlatformerExhaustive(const ReachProblem& problem, std::size_t maxStates = 20'000'000);

// The box swept by the player along one axis-aligned piece a-b of a step's path touches shape.
bool sweptBoxTouches(const MovementWorld& world, Vec2 a, Vec2 b, const Shape& shape);

} // namespace ledge::reference
