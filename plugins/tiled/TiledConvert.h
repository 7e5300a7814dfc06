#pragma once
// The mapping between a Level and a Tiled map, documented in docs/formats.md:
//   box <-> rectangle, circle <-> ellipse with equal sides, polygon <-> polygon,
//   slope <-> triangle polygon of class "slope" (properties role, rise, ceiling),
//   point markers <-> point objects, role <-> object class, properties <-> properties,
//   tile layers <-> CSV tile layers over the generated "ledge-kinds" tileset whose tiles carry
//   a `kind` property (solid, oneway, hazard). Level settings travel as map properties "ledge.*".

#include "TiledMap.h"
#include "model/ImportProfile.h"
#include "model/Level.h"

#include <memory>

namespace ledge::tiled {

struct ToLevelResult {
    std::unique_ptr<Level> level;
    QStringList warnings; // one per thing skipped or changed, naming it
};

// fileName resolves external tilesets and templates relative to the map (may be empty).
// What collides follows `profile` where it says so and the defaults of docs/formats.md elsewhere.
ToLevelResult toLevel(const Map& map, const QString& fileName, const ImportProfile* profile = nullptr);
Map fromLevel(const Level& level);

// The local tile ids of the generated tileset, firstgid 1: gid = 1 + index.
inline constexpr char kKindsTilesetName[] = "ledge-kinds";

} // namespace ledge::tiled
