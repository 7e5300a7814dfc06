#pragma once
// Generates large, plausible levels for benchmarks and stress tests (`ledge-cli generate`):
// mixed shapes on a jittered lattice, a controllable share of them overlapping a neighbour,
// a floor, a spawn and a few targets. The same options and seed give the same level.

#include "model/ModelExport.h"
#include "Level.h"

#include <memory>

namespace ledge {

struct GeneratorOptions {
    int shapes = 10000;           // solid shapes, besides the floor and markers
    double overlapShare = 0.05;   // share of shapes grown into their right-hand neighbour
    unsigned seed = 1;
    MovementMode mode = MovementMode::Platformer;
    bool tiles = false;           // add a tile layer with a solid border and scattered blocks
    int targets = 8;              // goals and pickups
};

LEDGE_MODEL_EXPORT std::unique_ptr<Level> generateLevel(const GeneratorOptions& options);

} // namespace ledge
