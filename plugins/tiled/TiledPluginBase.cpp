#include "TiledPluginBase.h"

#include "TiledConvert.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

#include <functional>

namespace ledge::tiled {

namespace {

// A TMX file is XML with its <map> element in the first bytes.
bool isTmx(const QString&, const QByteArray& head)
{
    return head.contains("<map");
}

// Tiled writes its members in alphabetical order, so "layers" comes early; a .tmj is Tiled's
// by name.
bool isTmj(const QString& fileName, const QByteArray& head)
{
    if (QFileInfo(fileName).suffix().compare(u"tmj", Qt::CaseInsensitive) == 0)
        return true;
    return head.trimmed().startsWith('{') && !head.contains("\"ledge-level\"")
        && (head.contains("\"tiledversion\"") || head.contains("\"layers\""));
}

// What tells one encoding from the other.
struct EncodingInfo {
    QString name;
    QStringList suffixes; // the first is written
    const char* context;  // of the description: the plugin's class
    const char* description;
    bool (*recognizes)(const QString& fileName, const QByteArray& head);
    ParseResult (*parse)(const QByteArray& data, const QString& fileName);
    QByteArray (*encode)(const Map& map);
};

// By Encoding.
const EncodingInfo kEncodings[] = {
    {QStringLiteral("tmx"), {QStringLiteral("tmx")}, "TmxPlugin", QT_TRANSLATE_NOOP("TmxPlugin", "Tiled map (XML)"),
     &isTmx, &parseTmx, &writeTmx},
    {QStringLiteral("tmj"), {QStringLiteral("tmj"), QStringLiteral("json")}, "TmjPlugin",
     QT_TRANSLATE_NOOP("TmjPlugin", "Tiled map (JSON)"), &isTmj, &parseTmj, &writeTmj},
};

const EncodingInfo& info(Encoding encoding)
{
    return kEncodings[int(encoding)];
}

} // namespace

QString TiledPlugin::name() const
{
    return info(mEncoding).name;
}

QString TiledPlugin::description() const
{
    return QCoreApplication::translate(info(mEncoding).context, info(mEncoding).description);
}

QStringList TiledPlugin::suffixes() const
{
    return info(mEncoding).suffixes;
}

bool TiledPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    return info(mEncoding).recognizes(fileName, head);
}

ImportResult TiledPlugin::read(const QByteArray& data, const QString& fileName) const
{
    return readWithOptions(data, fileName, {});
}

ImportResult TiledPlugin::readWithOptions(const QByteArray& data, const QString& fileName,
                                          const ImportOptions& options) const
{
    ImportResult result;
    LoadError profileError;
    const std::optional<ImportProfile> profile = ImportProfile::forMap(fileName, options.profile, profileError, options.profileBesideMap);
    if (!profile && !profileError.message.isEmpty()) {
        result.error = QCoreApplication::translate("TiledFormat", "import profile %1").arg(profileError.toString());
        return result;
    }
    ParseResult parsed = info(mEncoding).parse(data, fileName);
    if (!parsed.ok) {
        result.error = fileName.isEmpty() ? parsed.error : fileName + QStringLiteral(": ") + parsed.error;
        return result;
    }
    ToLevelResult converted = toLevel(parsed.map, fileName, profile ? &*profile : nullptr);
    result.level = std::move(converted.level);
    result.warnings = parsed.warnings + converted.warnings;
    return result;
}

namespace {

// A map that came from a file elsewhere keeps naming the same tilesets, pictures and templates
// from where it is written: relative paths are rebased from the old folder to the new.
void rebase(Map& map, const Level& level, const QString& path)
{
    const QString from = level.extra().value(QLatin1String(kSourceMember)).toObject()
                             .value(QLatin1String("ledge")).toObject().value(QLatin1String("folder")).toString();
    if (from.isEmpty())
        return;
    const QDir old(from), now(QFileInfo(path).absolutePath());
    const auto fix = [&](QString& p) {
        if (!p.isEmpty() && QDir::isRelativePath(p))
            p = now.relativeFilePath(old.absoluteFilePath(p));
    };
    for (Tileset& t : map.tilesets) {
        fix(t.source);
        fix(t.image.source);
        for (Image& i : t.tileImages)
            fix(i.source);
    }
    std::function<void(QList<Layer>&)> walk = [&](QList<Layer>& layers) {
        for (Layer& l : layers) {
            fix(l.image.source);
            for (Object& o : l.objects)
                fix(o.templatePath);
            walk(l.layers);
        }
    };
    walk(map.layers);
}

} // namespace

ExportResult TiledPlugin::write(const Level& level, const QString& path) const
{
    Map map = fromLevel(level);
    rebase(map, level, path);
    return saveExport(info(mEncoding).encode(map), path);
}

} // namespace ledge::tiled
