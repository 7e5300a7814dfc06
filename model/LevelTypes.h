#pragma once
// The value types of a level document (FORMAT.md section 1). Plain data; the Level owns them
// and announces every change.

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
QString roleName(Role role);
std::optional<Role> roleFromName(QStringView name);
// Blocks or hurts: takes part in overlaps (FORMAT.md section 2).
constexpr bool isCollidable(Role r) { return r == Role::Solid || r == Role::OneWay || r == Role::Hazard; }
// Must be reachable from the spawn.
constexpr bool isTarget(Role r) { return r == Role::Goal || r == Role::Pickup; }

struct LevelObject {
    ObjectId id = 0;
    QString name;
    Role role = Role::Solid;
    Shape shape = Box{};
    QVariantMap properties; // string, number or boolean values
    QJsonObject extra;      // members this version does not know, written back unchanged

    friend bool operator==(const LevelObject&, const LevelObject&) = default;
};

enum class LayerType { Objects, Tiles };

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
QString movementModeName(MovementMode m);                  // "platformer", "topdown"
std::optional<MovementMode> movementModeFromName(QStringView name);

struct PlayerSettings {
    MovementMode mode = MovementMode::Platformer;
    double width = 24;
    double height = 40;
    double runSpeed = 240;
    double jumpHeight = 104;
    double gravity = 1800;
    double maxFallSpeed = 900;
    QJsonObject extra;

    friend bool operator==(const PlayerSettings&, const PlayerSettings&) = default;
};

enum class Severity { Off, Warning, Error };
QString severityName(Severity s);                          // "off", "warning", "error"
std::optional<Severity> severityFromName(QStringView name);

struct RuleSettings {
    Severity overlap = Severity::Error;
    Severity outOfBounds = Severity::Warning;
    Severity unreachable = Severity::Error;
    QJsonObject extra; // rules of plugins, kept as written

    friend bool operator==(const RuleSettings&, const RuleSettings&) = default;
};

} // namespace ledge
