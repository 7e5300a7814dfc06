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
// A level that came from Tiled (it carries kSourceMember) goes back as that map with Ledge's
// edits applied (restoredMap); any other level as the mapping above.
Map fromLevel(const Level& level);

// The level's top-level member that keeps the Tiled map it was imported from, for the way back:
// { "map": <the map in Tiled's JSON encoding>, "ledge": <what the import made of it> }.
inline constexpr char kSourceMember[] = "tiledSource";
Map restoredMap(const Level& level);

// Parts of the mapping the import and the way back share.
Object objectFor(const LevelObject& object);
Properties settingsProperties(const Level& level);
// A text that changes whenever the object's name, role, shape or properties change.
QString fingerprint(const LevelObject& object);
QString settingsFingerprint(const Level& level);

// The local tile ids of the generated tileset, firstgid 1: gid = 1 + index.
inline constexpr char kKindsTilesetName[] = "ledge-kinds";

} // namespace ledge::tiled
