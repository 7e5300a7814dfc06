#pragma once
// A Level as an LDtk 1.x project with one level (docs/formats.md):
//   tile cells, and solid/one-way/hazard boxes that cover whole cells -> one IntGrid layer
//       "Collisions" with the values 1 solid, 2 oneway, 3 hazard (their identifiers are the
//       words the importer's defaults know, so the project reads back the same way)
//   spawn, goals, pickups, triggers -> entities Spawn, Goal, Pickup, Trigger in a layer
//       "Entities" (a spawn at its point; boxes by position and size, pivot top-left)
//   world position <- level properties ldtk.worldX, ldtk.worldY
// Anything else (circles, polygons, slopes, boxes off the grid) is left out with a warning.

#include "model/Level.h"

#include <QByteArray>
#include <QStringList>

namespace ledge::ldtk {

QByteArray writeProject(const Level& level, QStringList* warnings);

} // namespace ledge::ldtk
