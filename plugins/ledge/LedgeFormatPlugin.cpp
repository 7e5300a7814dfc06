#include "LedgeFormatPlugin.h"

#include "model/LevelFile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ledge {

QString LedgeFormatPlugin::description() const
{
    return QCoreApplication::translate("LedgeFormatPlugin", "Ledge level");
}

bool LedgeFormatPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    // The suffix, or the format marker near the top of the JSON.
    return QFileInfo(fileName).suffix().compare(u"ledge", Qt::CaseInsensitive) == 0
        || head.contains("\"ledge-level\"");
}

ImportResult LedgeFormatPlugin::read(const QByteArray& data, const QString& fileName) const
{
    ImportResult result;
    LoadResult loaded = readLevel(data, fileName);
    if (!loaded)
        result.error = loaded.error.toString();
    result.level = std::move(loaded.level);
    return result;
}

ExportResult LedgeFormatPlugin::write(const Level& level, const QString& path) const
{
    const SaveResult saved = saveLevel(level, path);
    return {saved.ok, saved.message, {}};
}

} // namespace ledge
