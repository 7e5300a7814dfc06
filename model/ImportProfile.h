#pragma once
// An import profile: how a game project says what collides in maps made with another editor
// (Tiled, LDtk), stated once in a small JSON file (docs/formats.md, "Import profiles"):
//
//   { "format": "ledge-import-profile", "version": 1,
//     "layers": { "collide": ["Collision*"], "ignore": ["Decor/*"] },
//     "tileProperties": { "solid": "collides", "hazard": "isLethal", "oneway": "oneway" },
//     "classes": { "Player": "spawn", "Coin": "pickup" },
//     "intGrid": { "1": "solid" } }
//
// Every member is optional; what a profile leaves out, the importer's defaults decide.

#include "model/ModelExport.h"
#include "LevelFile.h"
#include "LevelTypes.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace ledge {

class LEDGE_MODEL_EXPORT ImportProfile {
public:
    enum class LayerRule { Default, Collide, Ignore };

    // `collide` / `ignore` patterns against a layer's name ("group/layer" inside groups):
    // '*' matches any run of characters, case-insensitive; ignore wins over collide.
    LayerRule layerRule(const QString& layerName) const;

    // Whether the profile has a `classes` member, and the role of a class under it (nullopt
    // when the class is not listed: the caller makes it a trigger). Case-insensitive.
    bool hasClasses() const { return mHasClasses; }
    std::optional<Role> classRole(const QString& cls) const;

    // tileProperties: role -> boolean property name, in the order hazard, oneway, solid
    // (the winning order when a tile qualifies for several), then any other role.
    const QList<QPair<Role, QString>>& tileProperties() const { return mTileProperties; }

    // intGrid (LDtk): key as written ("1", "Layer:1", a value's or a group's identifier) -> what
    // the value's cells become: a tile kind (solid, oneway, hazard), or nullopt for "none".
    using CellRole = std::optional<TileKind>;
    const QList<QPair<QString, CellRole>>& intGrid() const { return mIntGrid; }
    // The intGrid entry for a key, case-insensitive; nullopt when the profile does not list it.
    std::optional<CellRole> intGridRole(const QString& key) const;

    QString file() const { return mFile; }

    // Reads a profile; errors name the file and the JSON pointer of the member.
    static std::optional<ImportProfile> parse(const QByteArray& json, const QString& fileName, LoadError& error);
    static std::optional<ImportProfile> load(const QString& path, LoadError& error);

    // The profile for a map: `explicitPath` when given, else `ledge-profile.json` beside the
    // map when it exists, else none (nullopt with an empty error). A profile that cannot be
    // read is an error (nullopt, error.message set).
    // `besideMap` false: no profile unless `explicitPath` names one (the editor's "no profile").
    static std::optional<ImportProfile> forMap(const QString& mapPath, const QString& explicitPath, LoadError& error,
                                               bool besideMap = true);

    static constexpr const char* kBesideMapName = "ledge-profile.json";

private:
    QStringList mCollide, mIgnore;
    bool mHasClasses = false;
    QList<QPair<QString, Role>> mClasses; // lower-case class -> role
    QList<QPair<Role, QString>> mTileProperties;
    QList<QPair<QString, CellRole>> mIntGrid;
    QString mFile;
};

} // namespace ledge
