#pragma once
// Internals of the top-down solver (docs/movement.md "Top-down").

namespace ledge {

// Widest slab over which a circle, polygon or slope is treated as blocking a constant
// y-range (boxes and tiles are exact; see docs/movement.md "Top-down").
inline constexpr double kCurvedSlab = 1.0;

} // namespace ledge
