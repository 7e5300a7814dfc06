#pragma once
// Internals of the platformer search (docs/movement.md "Platformer search"), public for tests.

#include "Movement.h"

#include <cstdint>

namespace ledge {

// Two states in the same cell of (x / x, y / y, vy / vy, standing) are one search state: the
// first found (fewest steps) is kept and continues exactly. The run step is 4 units, gravity
// adds 30 units/s each step, the player is 24 x 40: the cell is below everything that decides
// a path (see docs/movement.md for the argument and its limits).
struct PlatformerQuantum {
    double x = 2.0;
    double y = 2.0;
    double vy = 30.0;
};

std::uint64_t platformerStateKey(const PlayerState& s, const PlatformerQuantum& q);

} // namespace ledge
