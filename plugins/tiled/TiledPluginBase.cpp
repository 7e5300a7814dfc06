#include "TiledPluginBase.h"

#include "TiledConvert.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ledge::tiled {

ImportResult importMap(Parser parse, const QByteArray& data, const QString& fileName, const ImportOptions& options)
{
    ImportResult result;
    LoadError profileError;
    const std::optional<ImportProfile> profile = ImportProfile::forMap(fileName, options.profile, profileError);
    if (!profile && !profileError.message.isEmpty()) {
        result.error = QCoreApplication::translate("TiledFormat", "import profile %1").arg(profileError.toString());
        return result;
    }
    ParseResult parsed = parse(data, fileName);
    if (!parsed.ok) {
        result.error = fileName.isEmpty() ? parsed.error : fileName + QStringLiteral(": ") + parsed.error;
        return result;
    }
    ToLevelResult converted = toLevel(parsed.map, fileName, profile ? &*profile : nullptr);
    result.level = std::move(converted.level);
    result.warnings = parsed.warnings + converted.warnings;
    return result;
}

ExportResult exportMap(Encoder encode, const Level& level, const QString& path)
{
    ExportResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(encode(fromLevel(level))) < 0 || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge::tiled
