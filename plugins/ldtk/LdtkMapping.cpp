#include "LdtkMapping.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ledge::ldtk {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LdtkFormat)
};

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

QStringList stringList(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& item : v.toArray())
        if (item.isString())
            out << item.toString();
    return out;
}

} // namespace

bool matchesAny(const QStringList& patterns, const QString& name)
{
    for (const QString& p : patterns) {
        const QRegularExpression re(QRegularExpression::anchoredPattern(
                                        QRegularExpression::escape(p).replace(QStringLiteral("\\*"), QStringLiteral(".*"))),
                                    QRegularExpression::CaseInsensitiveOption);
        if (re.match(name).hasMatch())
            return true;
    }
    return false;
}

CellRole intGridRole(const LdtkMapping& mapping, const QString& layer, int value, const QString& identifier,
                     const QString& group, bool collideLayer)
{
    const QString number = QString::number(value);
    for (const QString& key : {layer + u':' + number, identifier, group, number}) {
        if (key.isEmpty())
            continue;
        const auto it = mapping.intGrid.constFind(key.toLower());
        if (it != mapping.intGrid.constEnd())
            return *it;
    }
    const CellRole byIdentifier = defaultRole(identifier);
    const CellRole byGroup = defaultRole(group);
    const CellRole byWords = rank(byGroup) > rank(byIdentifier) ? byGroup : byIdentifier;
    if (!byWords && collideLayer)
        return TileKind::Solid;
    return byWords;
}

std::optional<Role> entityRole(const LdtkMapping& mapping, const QString& identifier)
{
    const auto it = mapping.classes.constFind(identifier.toLower());
    if (it != mapping.classes.constEnd())
        return *it;
    if (containsAny(identifier, {"player", "start", "spawn"}))
        return Role::Spawn;
    if (containsAny(identifier, {"goal", "exit", "finish"}))
        return Role::Goal;
    if (containsAny(identifier, {"coin", "gem", "pickup", "collectible"}))
        return Role::Pickup;
    return std::nullopt;
}

std::optional<LdtkMapping> readLdtkMapping(const QString& path, QString* error)
{
    LdtkMapping mapping;
    QFile file(path);
    if (!file.exists())
        return mapping;
    auto fail = [&](const QString& why) -> std::optional<LdtkMapping> {
        if (error)
            *error = Text::tr("%1: %2").arg(path, why);
        return std::nullopt;
    };
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject())
        return fail(Text::tr("not a JSON object (%1)").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != u"ledge-import-profile")
        return fail(Text::tr("/format: expected \"ledge-import-profile\""));
    const QJsonObject layers = root.value(QStringLiteral("layers")).toObject();
    mapping.collideLayers = stringList(layers.value(QStringLiteral("collide")));
    mapping.ignoreLayers = stringList(layers.value(QStringLiteral("ignore")));
    const QJsonObject intGrid = root.value(QStringLiteral("intGrid")).toObject();
    for (auto it = intGrid.begin(); it != intGrid.end(); ++it) {
        const QString role = it.value().toString().toLower();
        if (role == u"solid")
            mapping.intGrid.insert(it.key().toLower(), TileKind::Solid);
        else if (role == u"oneway")
            mapping.intGrid.insert(it.key().toLower(), TileKind::OneWay);
        else if (role == u"hazard")
            mapping.intGrid.insert(it.key().toLower(), TileKind::Hazard);
        else if (role == u"none" || role == u"empty")
            mapping.intGrid.insert(it.key().toLower(), std::nullopt);
        else
            return fail(Text::tr("/intGrid/%1: expected solid, oneway, hazard or none").arg(it.key()));
    }
    const QJsonObject classes = root.value(QStringLiteral("classes")).toObject();
    for (auto it = classes.begin(); it != classes.end(); ++it) {
        const std::optional<Role> role = roleFromName(it.value().toString());
        if (!role)
            return fail(Text::tr("/classes/%1: unknown role '%2'").arg(it.key(), it.value().toString()));
        mapping.classes.insert(it.key().toLower(), *role);
    }
    return mapping;
}

} // namespace ledge::ldtk
