#include "LevelTypes.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace ledge {

namespace {

// One table per enumeration: the file's spelling of each value, in declaration order, so
// name(value) is an index and fromName(name) a short linear search.
template <typename E, std::size_t N>
QString nameOf(const std::array<const char*, N>& names, E value)
{
    const auto i = static_cast<std::size_t>(value);
    return i < N ? QString::fromLatin1(names[i]) : QString();
}

template <typename E, std::size_t N>
std::optional<E> valueOf(const std::array<const char*, N>& names, QStringView name)
{
    for (std::size_t i = 0; i < N; ++i)
        if (name == QLatin1String(names[i]))
            return static_cast<E>(i);
    return std::nullopt;
}

constexpr std::array<const char*, 7> kRoleNames = {"solid", "oneway", "hazard", "trigger",
                                                   "spawn", "goal",   "pickup"};
constexpr std::array<const char*, 2> kLayerTypeNames = {"objects", "tiles"};
constexpr std::array<const char*, 2> kModeNames = {"platformer", "topdown"};
constexpr std::array<const char*, 3> kSeverityNames = {"off", "warning", "error"};
constexpr std::array<const char*, 5> kShapeTypeNames = {"box", "circle", "polygon", "slope",
                                                        "point"};
constexpr std::array<const char*, 2> kRiseNames = {"right", "left"};

} // namespace

QString roleName(Role role) { return nameOf(kRoleNames, role); }
std::optional<Role> roleFromName(QStringView name) { return valueOf<Role>(kRoleNames, name); }

QString roleDisplayName(Role role)
{
    switch (role) {
    case Role::Solid: return QCoreApplication::translate("Role", "Solid");
    case Role::OneWay: return QCoreApplication::translate("Role", "One-way");
    case Role::Hazard: return QCoreApplication::translate("Role", "Hazard");
    case Role::Trigger: return QCoreApplication::translate("Role", "Trigger");
    case Role::Spawn: return QCoreApplication::translate("Role", "Spawn");
    case Role::Goal: return QCoreApplication::translate("Role", "Goal");
    case Role::Pickup: return QCoreApplication::translate("Role", "Pickup");
    }
    return {};
}

QString shapeTypeName(ShapeType type) { return nameOf(kShapeTypeNames, type); }
std::optional<ShapeType> shapeTypeFromName(QStringView name)
{
    return valueOf<ShapeType>(kShapeTypeNames, name);
}

QString riseName(Rise rise) { return nameOf(kRiseNames, rise); }
std::optional<Rise> riseFromName(QStringView name) { return valueOf<Rise>(kRiseNames, name); }

std::optional<TileKind> tileKindFromChar(QChar c)
{
    switch (c.unicode()) {
    case '.': return TileKind::Empty;
    case '#': return TileKind::Solid;
    case '=': return TileKind::OneWay;
    case '^': return TileKind::Hazard;
    default: return std::nullopt;
    }
}

QString layerTypeName(LayerType t) { return nameOf(kLayerTypeNames, t); }
std::optional<LayerType> layerTypeFromName(QStringView name)
{
    return valueOf<LayerType>(kLayerTypeNames, name);
}

QString movementModeName(MovementMode m) { return nameOf(kModeNames, m); }
std::optional<MovementMode> movementModeFromName(QStringView name)
{
    return valueOf<MovementMode>(kModeNames, name);
}

QString severityName(Severity s) { return nameOf(kSeverityNames, s); }
std::optional<Severity> severityFromName(QStringView name)
{
    return valueOf<Severity>(kSeverityNames, name);
}

} // namespace ledge
