#include "LdtkMapping.h"

namespace ledge::ldtk {

namespace {

bool containsAny(const QString& text, std::initializer_list<const char*> words)
{
    for (const char* w : words)
        if (text.contains(QLatin1String(w), Qt::CaseInsensitive))
            return true;
    return false;
}

CellRole defaultRole(const QString& name)
{
    if (name.isEmpty())
        return std::nullopt;
    if (containsAny(name, {"spike", "lava", "death", "hazard"}))
        return TileKind::Hazard;
    if (containsAny(name, {"platform", "oneway"}))
        return TileKind::OneWay;
    if (containsAny(name, {"wall", "ground", "solid", "block", "terrain"}))
        return TileKind::Solid;
    return std::nullopt;
}

// Ranks for "hazard wins over one-way, which wins over solid".
int rank(const CellRole& r)
{
    if (!r)
        return 0;
    switch (*r) {
    case TileKind::Hazard: return 3;
    case TileKind::OneWay: return 2;
    case TileKind::Solid: return 1;
    case TileKind::Empty: break;
    }
    return 0;
}

} // namespace

ImportProfile::LayerRule layerRule(const ImportProfile* profile, const QString& layer)
{
    return profile ? profile->layerRule(layer) : ImportProfile::LayerRule::Default;
}

CellRole intGridRole(const ImportProfile* profile, const QString& layer, int value, const QString& identifier,
                     const QString& group, bool collideLayer)
{
    const QString number = QString::number(value);
    for (const QString& key : {layer + u':' + number, identifier, group, number}) {
        if (key.isEmpty() || !profile)
            continue;
        if (const std::optional<CellRole> stated = profile->intGridRole(key))
            return *stated;
    }
    const CellRole byIdentifier = defaultRole(identifier);
    const CellRole byGroup = defaultRole(group);
    const CellRole byWords = rank(byGroup) > rank(byIdentifier) ? byGroup : byIdentifier;
    if (!byWords && collideLayer)
        return TileKind::Solid;
    return byWords;
}

std::optional<Role> entityRole(const ImportProfile* profile, const QString& identifier)
{
    if (const std::optional<Role> stated = profile ? profile->classRole(identifier) : std::nullopt)
        return stated;
    if (containsAny(identifier, {"player", "start", "spawn"}))
        return Role::Spawn;
    if (containsAny(identifier, {"goal", "exit", "finish"}))
        return Role::Goal;
    if (containsAny(identifier, {"coin", "gem", "pickup", "collectible"}))
        return Role::Pickup;
    return std::nullopt;
}

} // namespace ledge::ldtk
