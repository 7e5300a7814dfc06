#include "ImportProfile.h"

#include "JsonLocator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ImportProfile)
};

// '*' = any run of characters (slashes included); everything else literal; case-insensitive.
bool matchesPattern(const QString& pattern, const QString& name)
{
    QString rx;
    const QStringList parts = pattern.split(u'*');
    for (int i = 0; i < parts.size(); ++i) {
        if (i > 0)
            rx += QStringLiteral(".*");
        rx += QRegularExpression::escape(parts[i]);
    }
    const QRegularExpression re(QRegularExpression::anchoredPattern(rx), QRegularExpression::CaseInsensitiveOption);
    return re.match(name).hasMatch();
}

class Parser {
public:
    Parser(const QByteArray& json, const QString& fileName, LoadError& error) : mJson(json), mError(error)
    {
        mError = LoadError();
        mError.file = fileName;
    }

    bool fail(const QString& pointer, const QString& message)
    {
        mError.pointer = pointer;
        mError.message = message;
        bool exact = false;
        const TextPosition at = locateJsonPointer(mJson, pointer, &exact);
        mError.line = at.line;
        mError.column = at.column;
        return false;
    }

    bool role(const QJsonValue& v, const QString& pointer, Role& out)
    {
        const std::optional<Role> r = v.isString() ? roleFromName(v.toString().toLower()) : std::nullopt;
        if (!r)
            return fail(pointer, Text::tr("expected a role (solid, oneway, hazard, trigger, spawn, goal or pickup)"));
        out = *r;
        return true;
    }

    bool patterns(const QJsonObject& layers, const char* key, QStringList& out)
    {
        const QString pointer = QStringLiteral("/layers/") + QLatin1String(key);
        const QJsonValue v = layers.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (v.isString()) {
            out << v.toString();
            return true;
        }
        if (!v.isArray())
            return fail(pointer, Text::tr("expected an array of layer name patterns"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isString())
                return fail(pointer + u'/' + QString::number(i), Text::tr("expected a string"));
            out << a[i].toString();
        }
        return true;
    }

    std::optional<ImportProfile> run(ImportProfile& p, QStringList& collide, QStringList& ignore, bool& hasClasses,
                                     QList<QPair<QString, Role>>& classes, QList<QPair<Role, QString>>& tileProperties,
                                     QList<QPair<QString, ImportProfile::CellRole>>& intGrid)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(mJson, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const TextPosition at = positionOfOffset(mJson, parseError.offset);
            mError.line = at.line;
            mError.column = at.column;
            mError.message = Text::tr("not JSON: %1").arg(parseError.errorString());
            return std::nullopt;
        }
        if (!doc.isObject()) {
            fail(QString(), Text::tr("expected an object"));
            return std::nullopt;
        }
        const QJsonObject root = doc.object();
        if (root.contains(QLatin1String("format")) && root.value(QLatin1String("format")).toString() != u"ledge-import-profile") {
            fail(QStringLiteral("/format"), Text::tr("expected \"ledge-import-profile\""));
            return std::nullopt;
        }
        if (root.contains(QLatin1String("version")) && root.value(QLatin1String("version")).toInt(-1) != 1) {
            fail(QStringLiteral("/version"), Text::tr("this version of Ledge reads import profiles of version 1"));
            return std::nullopt;
        }
        if (root.contains(QLatin1String("layers"))) {
            if (!root.value(QLatin1String("layers")).isObject()) {
                fail(QStringLiteral("/layers"), Text::tr("expected an object with \"collide\" and \"ignore\""));
                return std::nullopt;
            }
            const QJsonObject layers = root.value(QLatin1String("layers")).toObject();
            if (!patterns(layers, "collide", collide) || !patterns(layers, "ignore", ignore))
                return std::nullopt;
        }
        if (root.contains(QLatin1String("tileProperties"))) {
            const QJsonValue v = root.value(QLatin1String("tileProperties"));
            if (!v.isObject()) {
                fail(QStringLiteral("/tileProperties"), Text::tr("expected an object from role to property name"));
                return std::nullopt;
            }
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString pointer = QStringLiteral("/tileProperties/") + escapePointerToken(it.key());
                Role r{};
                if (!role(QJsonValue(it.key()), pointer, r))
                    return std::nullopt;
                if (!it.value().isString()) {
                    fail(pointer, Text::tr("expected a property name"));
                    return std::nullopt;
                }
                tileProperties << qMakePair(r, it.value().toString());
            }
            // hazard wins over oneway, which wins over solid.
            const auto rank = [](Role r) { return r == Role::Hazard ? 0 : r == Role::OneWay ? 1 : r == Role::Solid ? 2 : 3; };
            std::stable_sort(tileProperties.begin(), tileProperties.end(),
                             [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
        }
        if (root.contains(QLatin1String("classes"))) {
            const QJsonValue v = root.value(QLatin1String("classes"));
            if (!v.isObject()) {
                fail(QStringLiteral("/classes"), Text::tr("expected an object from class to role"));
                return std::nullopt;
            }
            hasClasses = true;
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                Role r{};
                if (!role(it.value(), QStringLiteral("/classes/") + escapePointerToken(it.key()), r))
                    return std::nullopt;
                classes << qMakePair(it.key().toLower(), r);
            }
        }
        if (root.contains(QLatin1String("intGrid"))) {
            const QJsonValue v = root.value(QLatin1String("intGrid"));
            if (!v.isObject()) {
                fail(QStringLiteral("/intGrid"), Text::tr("expected an object from value to role"));
                return std::nullopt;
            }
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                // Cells are tiles: only the tile roles, or none (does not collide).
                const QString name = it.value().toString().toLower();
                ImportProfile::CellRole r;
                if (name == u"solid")
                    r = TileKind::Solid;
                else if (name == u"oneway")
                    r = TileKind::OneWay;
                else if (name == u"hazard")
                    r = TileKind::Hazard;
                else if (name != u"none" && name != u"empty") {
                    fail(QStringLiteral("/intGrid/") + escapePointerToken(it.key()),
                         Text::tr("expected solid, oneway, hazard or none"));
                    return std::nullopt;
                }
                intGrid << qMakePair(it.key(), r);
            }
        }
        return p;
    }

private:
    const QByteArray& mJson;
    LoadError& mError;
};

} // namespace

ImportProfile::LayerRule ImportProfile::layerRule(const QString& layerName) const
{
    for (const QString& p : mIgnore)
        if (matchesPattern(p, layerName))
            return LayerRule::Ignore;
    for (const QString& p : mCollide)
        if (matchesPattern(p, layerName))
            return LayerRule::Collide;
    return LayerRule::Default;
}

std::optional<Role> ImportProfile::classRole(const QString& cls) const
{
    const QString lower = cls.toLower();
    for (const auto& [name, role] : mClasses)
        if (name == lower)
            return role;
    return std::nullopt;
}

std::optional<ImportProfile::CellRole> ImportProfile::intGridRole(const QString& key) const
{
    for (const auto& [k, role] : mIntGrid)
        if (k.compare(key, Qt::CaseInsensitive) == 0)
            return role;
    return std::nullopt;
}

std::optional<ImportProfile> ImportProfile::parse(const QByteArray& json, const QString& fileName, LoadError& error)
{
    ImportProfile p;
    p.mFile = fileName;
    Parser parser(json, fileName, error);
    if (!parser.run(p, p.mCollide, p.mIgnore, p.mHasClasses, p.mClasses, p.mTileProperties, p.mIntGrid))
        return std::nullopt;
    return p;
}

std::optional<ImportProfile> ImportProfile::load(const QString& path, LoadError& error)
{
    error = LoadError();
    error.file = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error.message = file.errorString();
        return std::nullopt;
    }
    return parse(file.read(1 << 20), path, error);
}

std::optional<ImportProfile> ImportProfile::forMap(const QString& mapPath, const QString& explicitPath, LoadError& error,
                                                  bool besideMap)
{
    error = LoadError();
    if (!explicitPath.isEmpty())
        return load(explicitPath, error);
    if (mapPath.isEmpty() || !besideMap)
        return std::nullopt;
    const QString beside = QFileInfo(mapPath).absoluteDir().filePath(QLatin1String(kBesideMapName));
    if (!QFileInfo::exists(beside))
        return std::nullopt;
    return load(beside, error);
}

} // namespace ledge
