#pragma once
// LDtk projects (.ldtk, LDtk 1.x JSON) to a Level, one level at a time (docs/formats.md):
//   IntGrid layer     -> tiles layer (cells by the mapping of LdtkMapping.h); an IntGrid layer
//                        off the level's grid (other cell size, offset) -> boxes, one per run
//   Entities layer    -> objects layer: spawn at the entity's point, other mapped entities the
//                        box of their position, pivot and size (an ellipse entity: a circle
//                        or a polygon in that box); unmapped ones triggers
//   Tiles / AutoLayer -> not imported (a warning names the layer: Ledge holds no tile art)
//   world position    -> level properties ldtk.worldX, ldtk.worldY
// External levels (externalRelPath) are read from their .ldtkl file beside the project.

#include "LdtkMapping.h"
#include "plugins/sdk/ImporterInterface.h"

namespace ledge::ldtk {

// The identifiers of the project's levels, in order: the levels of each world in turn when
// the project has worlds, else its levels. Empty with *error set when the file is no project.
QStringList levelNames(const QByteArray& data, const QString& fileName, QString* error);

// Reads the level named `level` (empty: the first). fileName locates external levels.
// `profile`: the import profile (null: the defaults only).
ImportResult importLevel(const QByteArray& data, const QString& fileName, const QString& level,
                         const ImportProfile* profile);

} // namespace ledge::ldtk
