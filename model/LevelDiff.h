#pragma once
// What changed from one level to another (`ledge-cli diff A B`, docs/teams.md): objects matched
// by id and compared field by field, layers, the document settings and tile cells.
//
// A field is a member path of an object: "shape" (the whole shape), "role", "name",
// "properties.KEY" for each property, "layer" (the layer it is in), "order" (its position in
// the layer's drawing order) and the name of any member this version does not know. For a
// layer: "name", "type", "visible", "locked", "collides", "order" and unknown members. For the
// settings: "name", "grid.cellSize", "player.jumpHeight", "rules.overlap", ... (every member of
// grid, player and rules, and unknown top-level members by name).
//
// An object's "order" changed when it is not part of the longest run of objects that kept
// their relative order (a longest increasing subsequence of their old positions): moving one
// object to the top marks that object only, not everything that slid down under it. The same
// holds for layers.

#include "model/ModelExport.h"
#include "Level.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace ledge {

struct ObjectChange {
    ObjectId id = 0;
    QStringList fields;
    friend bool operator==(const ObjectChange&, const ObjectChange&) = default;
};

struct LayerChange {
    LayerId id = 0;
    QStringList fields;
    friend bool operator==(const LayerChange&, const LayerChange&) = default;
};

// Tile cells of one layer that differ, sorted by row then column.
struct CellChanges {
    LayerId layer = 0;
    std::vector<Cell> cells;
    friend bool operator==(const CellChanges&, const CellChanges&) = default;
};

struct LEDGE_MODEL_EXPORT LevelDiff {
    std::vector<ObjectId> added;       // ascending
    std::vector<ObjectId> removed;     // ascending
    std::vector<ObjectChange> changed; // by ascending id
    std::vector<CellChanges> cells;    // tile layers in both levels, by ascending layer id
    std::vector<LayerId> layersAdded;  // ascending
    std::vector<LayerId> layersRemoved;
    std::vector<LayerChange> layersChanged;
    QStringList settings;              // sorted

    bool isEmpty() const;
};

LEDGE_MODEL_EXPORT LevelDiff diffLevels(const Level& a, const Level& b);

// The fields of an object that differ, besides "layer" and "order" (which need the levels).
LEDGE_MODEL_EXPORT QStringList objectFieldDifferences(const LevelObject& a, const LevelObject& b);
// The fields of a layer's description that differ, besides "order".
LEDGE_MODEL_EXPORT QStringList layerFieldDifferences(const LayerInfo& a, const LayerInfo& b);

// The value of one field (as above) of an object, for people: "box 0,704 2048x64", "solid",
// a property's value; "" when the object has no such field.
LEDGE_MODEL_EXPORT QString objectFieldText(const LevelObject& object, const QString& field);
// The value of one field of a layer's description, for people.
LEDGE_MODEL_EXPORT QString layerFieldText(const LayerInfo& layer, const QString& field);
// A JSON value for people: a string as it is, anything else as compact JSON; "" for undefined.
LEDGE_MODEL_EXPORT QString jsonValueText(const QJsonValue& value);

// The document settings as one flat object: "name", "grid.columns", "player.mode", ... and the
// unknown top-level members, each with its value as the file writes it.
LEDGE_MODEL_EXPORT QJsonObject flatSettings(const Level& level);

// For each element of `order` (ids, each at most once), whether it left the longest
// subsequence that kept the relative order it has in `before`. Elements not in `before` are
// ignored (false). Among equally long subsequences, the one keeping the elements that come
// first in `order` is chosen, so raising an object above its upper neighbour marks the object
// raised.
LEDGE_MODEL_EXPORT std::vector<bool> movedInOrder(const std::vector<qint64>& before, const std::vector<qint64>& order);

// `ledge-cli diff --format json`: added, removed, changed, cells, layers, settings.
LEDGE_MODEL_EXPORT QByteArray diffJson(const LevelDiff& diff);
// For people, one line per change; translated.
LEDGE_MODEL_EXPORT QString diffText(const LevelDiff& diff, const Level& a, const Level& b);
// "3-7, 9" for the sorted columns {3,4,5,6,7,9}: the cells of one row as ranges.
LEDGE_MODEL_EXPORT QString columnRanges(const std::vector<int>& sortedColumns);

} // namespace ledge
