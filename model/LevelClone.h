#pragma once
// A deep copy of a level (settings, layers, objects in order, cells) with no connections:
// the snapshot a worker thread validates while the editor goes on changing the original.

#include "model/ModelExport.h"
#include "Level.h"

#include <memory>

namespace ledge {

LEDGE_MODEL_EXPORT std::unique_ptr<Level> cloneLevel(const Level& level);

} // namespace ledge
