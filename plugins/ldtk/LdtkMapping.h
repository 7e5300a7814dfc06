#pragma once
// What an LDtk project's layers, IntGrid values and entities mean to Ledge: the import profile's
// answer (model/ImportProfile: layers.collide, layers.ignore, intGrid, classes), else the
// defaults that apply where the profile says nothing (docs/formats.md).

#include "model/ImportProfile.h"
#include "model/LevelTypes.h"

#include <QString>

#include <optional>

namespace ledge::ldtk {

// What one IntGrid value becomes. Empty: it does not collide.
using CellRole = ImportProfile::CellRole;

// The profile's rule for a layer (Default without a profile). Ignore wins over collide.
ImportProfile::LayerRule layerRule(const ImportProfile* profile, const QString& layer);

// The role of an IntGrid value. `layer` is the layer identifier, `identifier` and `group` the
// value's names (empty when it has none). The profile's intGrid is asked from the most specific
// key to the least ("Layer:1", identifier, group, "1"); without an answer the default words
// decide: hazard words (spike, lava, death, hazard) win over one-way words (platform, oneway),
// which win over solid words (wall, ground, solid, block, terrain). `collideLayer`: the layer is
// a profile's collide layer, whose values without a role are solid. `profile` may be null.
CellRole intGridRole(const ImportProfile* profile, const QString& layer, int value, const QString& identifier,
                     const QString& group, bool collideLayer);

// The role of an entity by its identifier: the profile's classes, else the default words
// (player, start, spawn: spawn; goal, exit, finish: goal; coin, gem, pickup, collectible:
// pickup). Empty: not a known marker (imported as a trigger).
std::optional<Role> entityRole(const ImportProfile* profile, const QString& identifier);

} // namespace ledge::ldtk
