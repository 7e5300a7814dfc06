#pragma once
// The value types of a level document (docs/file-format.md). Plain data; the Level owns them
// and announces every change.

#include "model/ModelExport.h"
#include "collision/Movement.h"
#include "collision/Shape.h"
#include "collision/TileGrid.h"

#include <QJsonObject>
#include <QString>
#include <QVariantMap>

#include <optional>
#include <vector>

namespace ledge {

using ObjectId = qint64;
using LayerId = qint64;

enum class Role { Solid, OneWay, Hazard, Trigger, Spawn, Goal, Pickup };

// "solid", "oneway", ... as in the file.
LEDGE_MODEL_EXPORT QString roleName(Role role);
LEDGE_MODEL_EXPORT std::optional<Role> roleFromName(QStringView name);
// Blocks or hurts: takes part in overlaps (docs/file-format.md, "Roles").
constexpr bool isCollidable(Role r) { return r == Role::Solid || r == Role::OneWay || r == Role::Hazard; }
// Must be reachable from the spawn.
constexpr bool isTarget(Role r) { return r == Role::Goal || r == Role::Pickup; }
// May have a point shape (docs/file-format.md): spawn, goal, pickup.
constexpr bool allowsPoint(Role r) { return r == Role::Spawn || r == Role::Goal || r == Role::Pickup; }
// Every role, in declaration order (for menus and loops).
inline constexpr Role kAllRoles[] = {Role::Solid, Role::OneWay, Role::Hazard, Role::Trigger,
                                     Role::Spawn, Role::Goal, Role::Pickup};
// Translated name for people ("Solid", "One-way", ...); roleName() is the file's spelling.
LEDGE_MODEL_EXPORT QString roleDisplayName(Role role);

// "box", "circle", "polygon", "slope", "point" as in the file.
LEDGE_MODEL_EXPORT QString shapeTypeName(ShapeType type);
LEDGE_MODEL_EXPORT std::optional<ShapeType> shapeTypeFromName(QStringView name);
// "right", "left" as in the file.
LEDGE_MODEL_EXPORT QString riseName(Rise rise);
LEDGE_MODEL_EXPORT std::optional<Rise> riseFromName(QStringView name);
// '.', '#', '=', '^' as in a tile row; nullopt for any other character.
LEDGE_MODEL_EXPORT std::optional<TileKind> tileKindFromChar(QChar c);
inline QChar tileKindChar(TileKind k) { return QChar(static_cast<char>(k)); }

struct LevelObject {
    ObjectId id = 0;
    QString name;
    Role role = Role::Solid;
    Shape shape = Box{};
    QVariantMap properties; // string, number or boolean values
    QString type;           // a custom type of the level's "types" (ObjectTypes.h); empty: none
    QJsonObject extra;      // members this version does not know, written back unchanged
    QJsonObject shapeExtra; // unknown members of the "shape" object, written back unchanged

    friend bool operator==(const LevelObject&, const LevelObject&) = default;
};

enum class LayerType { Objects, Tiles };
LEDGE_MODEL_EXPORT QString layerTypeName(LayerType t);                        // "objects", "tiles"
LEDGE_MODEL_EXPORT std::optional<LayerType> layerTypeFromName(QStringView name);

struct LayerInfo {
    LayerId id = 0;
    QString name;
    LayerType type = LayerType::Objects;
    bool visible = true;
    bool locked = false;
    bool collides = true;
    QJsonObject extra;

    friend bool operator==(const LayerInfo&, const LayerInfo&) = default;
};

struct GridSettings {
    double cellSize = 32;
    int columns = 64;
    int rows = 24;
    QJsonObject extra;

    Aabb bounds() const { return {0, 0, columns * cellSize, rows * cellSize}; }
    friend bool operator==(const GridSettings&, const GridSettings&) = default;
};

enum class MovementMode { Platformer, TopDown };
LEDGE_MODEL_EXPORT QString movementModeName(MovementMode m);                  // "platformer", "topdown"
LEDGE_MODEL_EXPORT std::optional<MovementMode> movementModeFromName(QStringView name);

// The defaults are the movement model's (collision/Movement.h, PlayerParams).
struct PlayerSettings {
    MovementMode mode = MovementMode::Platformer;
    double width = PlayerParams{}.width;
    double height = PlayerParams{}.height;
    double runSpeed = PlayerParams{}.runSpeed;
    double jumpHeight = PlayerParams{}.jumpHeight;
    double gravity = PlayerParams{}.gravity;
    double maxFallSpeed = PlayerParams{}.maxFallSpeed;
    // Steepest surface the player stands on, degrees from horizontal (the standing rule).
    double maxFloorAngle = PlayerParams{}.maxFloorAngle;
    QJsonObject extra;

    friend bool operator==(const PlayerSettings&, const PlayerSettings&) = default;
};

// maxFloorAngle takes any number of degrees from 0 (only flat tops are floors) to 89.
inline bool isValidFloorAngle(double degrees) { return degrees >= 0 && degrees <= 89; }

// rules.tightJumpShare is a share of the player's ability, from 0 to 1.
inline bool isValidTightJumpShare(double share) { return share >= 0 && share <= 1; }

enum class Severity { Off, Warning, Error };
LEDGE_MODEL_EXPORT QString severityName(Severity s);                          // "off", "warning", "error"
LEDGE_MODEL_EXPORT std::optional<Severity> severityFromName(QStringView name);

struct RuleSettings {
    Severity overlap = Severity::Error;
    Severity outOfBounds = Severity::Warning;
    Severity unreachable = Severity::Error;
    // A reached target whose easiest route needs more than this share of the player's jump
    // height or run speed gets a tight-jump issue of this severity.
    Severity tightJump = Severity::Warning;
    double tightJumpShare = 0.95;
    QJsonObject extra; // rules of plugins, kept as written

    friend bool operator==(const RuleSettings&, const RuleSettings&) = default;
};

} // namespace ledge
