#pragma once
// `ledge-cli diff A B --png OUT.png`: level B drawn as `ledge-cli render` draws it, with the
// changes from A marked: added objects outlined green, removed ones (A's shape) dashed red,
// objects whose shape changed (moved, resized) dashed orange where they were and outlined
// orange where they are, with a line between the two centres, objects with other changes
// outlined blue, and changed tile cells outlined magenta.

#include "model/ModelExport.h"
#include "LevelDiff.h"
#include "LevelRenderer.h"

namespace ledge {

LEDGE_MODEL_EXPORT QImage renderDiff(const Level& a, const Level& b, const LevelDiff& diff, const RenderOptions& options = {});

} // namespace ledge
