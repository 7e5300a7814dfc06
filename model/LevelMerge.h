#pragma once
// Three-way merge of two edits (OURS, THEIRS) of one level (BASE): `ledge-cli merge`, the git
// merge driver, and the editor's "Merge their changes" (docs/teams.md).
//
// Every field (LevelDiff.h: an object's shape, role, name, each property, its layer and its
// position in the layer's order; a layer's name, flags and position; each setting; each tile
// cell) merges on its own: a field changed on one side only takes that side's value; changed
// on both sides to the same value, that value; changed on both sides to different values, it
// is a conflict. Besides:
// - An object removed on one side and changed on the other is a conflict (field "removed"),
//   unless the change is only its position in the order: then it is removed.
// - A layer removed on one side while the other changed it, its cells or its objects (added
//   into it, changed in it) is a conflict (field "removed").
// - Objects added on both sides with the same id are both kept, unless equal (then once):
//   THEIRS' is renumbered above every object id of BASE, OURS and THEIRS. Properties that name
//   ids are left as they are. Layers added on both sides with the same id likewise.
// - Order: OURS' order is kept; what THEIRS placed (added, raised, moved into a layer) goes
//   right after the object that precedes it in THEIRS among those neither side moved, and
//   after whatever OURS placed there. So both sides appending to a layer gives OURS'
//   additions, then THEIRS'.
//
// A conflict can be resolved by choosing a side for it (its key()); the editor merges again
// with the choices. With conflicts left, no level is produced.

#include "model/ModelExport.h"
#include "Level.h"

#include <map>
#include <memory>

namespace ledge {

enum class MergeSide { Ours, Theirs };

struct LEDGE_MODEL_EXPORT MergeConflict {
    enum class Kind { Setting, Layer, Object, Cell };
    Kind kind = Kind::Object;
    qint64 id = 0;   // object id, layer id (also of a cell); 0 for a setting
    QString field;   // "shape", "properties.score", "removed", "player.gravity", ...
    Cell cell;       // for Kind::Cell
    // The field's value on each side, for people ("" when absent; "removed").
    QString base;
    QString ours;
    QString theirs;

    // Unique within one merge: "object/4/shape", "layer/2/name", "settings/grid.rows",
    // "cell/2/10,3" (column, row).
    QString key() const;
    // One line for people, translated: "object 4: shape: ours box ..., theirs box ...".
    QString describe() const;
};

using MergeResolutions = std::map<QString, MergeSide>; // by MergeConflict::key()

struct MergeResult {
    std::unique_ptr<Level> level;         // null while conflicts are left or on error
    std::vector<MergeConflict> conflicts; // those not resolved, in a stable order
    std::vector<std::pair<ObjectId, ObjectId>> renumbered;      // THEIRS' id -> new id
    std::vector<std::pair<LayerId, LayerId>> renumberedLayers;  // THEIRS' id -> new id
    QString error; // translated; the merged settings do not form a valid level
};

LEDGE_MODEL_EXPORT MergeResult mergeLevels(const Level& base, const Level& ours, const Level& theirs,
                                           const MergeResolutions& resolutions = {});

} // namespace ledge
