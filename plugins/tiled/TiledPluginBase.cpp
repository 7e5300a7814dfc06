#include "TiledPluginBase.h"

#include "TiledConvert.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

#include <functional>

namespace ledge::tiled {

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
    ParseResult parsed = mParse(data, fileName);
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
    return saveExport(mEncode(map), path);
}

} // namespace ledge::tiled
