#pragma once
// The pictures of an LDtk level as Ledge's LevelArt: tile layers, auto-layers (also those of
// IntGrid layers), entities' tiles and the level's background image, with layer offsets,
// opacities and flips. Hidden layers draw nothing, as in LDtk.

#include "model/LevelArt.h"

#include <QJsonObject>

namespace ledge::ldtk {

// `level` is the level's JSON (its layerInstances), `project` the project's root (its
// tileset definitions); pictures are relative to `projectFile`'s folder.
LevelArt levelArtOf(const QJsonObject& project, const QJsonObject& level, const QString& projectFile);

} // namespace ledge::ldtk
