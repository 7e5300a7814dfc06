#pragma once
// What an LDtk project's layers, IntGrid values and entities mean to Ledge: the LDtk part of an
// import profile, with the defaults that apply where the profile says nothing (docs/formats.md).
//
// NOTE for the merge: this is a deliberately small, LDtk-only stand-in for the general import
// profile (model/ImportProfile on the Tiled branch). readLdtkMapping() reads only the members
// the LDtk importer uses (layers.collide, layers.ignore, intGrid, classes); once ImportProfile
// exists, fill LdtkMapping from it instead and drop the reader.

#include "model/LevelTypes.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace ledge::ldtk {

// What one IntGrid value becomes. Empty: it does not collide.
using CellRole = std::optional<TileKind>;

struct LdtkMapping {
    QStringList collideLayers; // name patterns, '*' = any run, case-insensitive
    QStringList ignoreLayers;
    // Keys lower-cased: "1", "collisions:1", a value identifier or a value-group name.
    QHash<QString, CellRole> intGrid;
    QHash<QString, Role> classes; // entity identifier, lower-cased
};

// The profile's LDtk members; a missing file is an empty mapping (defaults only). On a file
// that is not a profile, returns nullopt with *error naming the place.
std::optional<LdtkMapping> readLdtkMapping(const QString& path, QString* error);

// Whether a layer name matches one of the patterns.
bool matchesAny(const QStringList& patterns, const QString& name);

// The role of an IntGrid value. `layer` is the layer identifier, `identifier` and `group` the
// value's names (empty when it has none). The mapping is asked from the most specific key to
// the least ("Layer:1", identifier, group, "1"); without an answer the default words decide:
// hazard words (spike, lava, death, hazard) win over one-way words (platform, oneway), which
// win over solid words (wall, ground, solid, block, terrain). `collideLayer`: the layer is a
// profile's collide layer, whose values without a role are solid.
CellRole intGridRole(const LdtkMapping& mapping, const QString& layer, int value, const QString& identifier,
                     const QString& group, bool collideLayer);

// The role of an entity by its identifier: the mapping's classes, else the default words
// (player, start, spawn: spawn; goal, exit, finish: goal; coin, gem, pickup, collectible:
// pickup). Empty: not a known marker (imported as a trigger).
std::optional<Role> entityRole(const LdtkMapping& mapping, const QString& identifier);

} // namespace ledge::ldtk
