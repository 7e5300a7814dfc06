#include "TmjPlugin.h"

#include "TiledPluginBase.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ledge {

QString TmjPlugin::description() const
{
    return QCoreApplication::translate("TmjPlugin", "Tiled map (JSON)");
}

bool TmjPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    // Tiled writes its members in alphabetical order, so "layers" comes early; a .tmj is
    // Tiled's by name.
    if (QFileInfo(fileName).suffix().compare(u"tmj", Qt::CaseInsensitive) == 0)
        return true;
    return head.trimmed().startsWith('{') && !head.contains("\"ledge-level\"")
        && (head.contains("\"tiledversion\"") || head.contains("\"layers\""));
}

ImportResult TmjPlugin::read(const QByteArray& data, const QString& fileName) const
{
    return tiled::importMap(&tiled::parseTmj, data, fileName);
}

ImportResult TmjPlugin::readWithOptions(const QByteArray& data, const QString& fileName,
                                      const ImportOptions& options) const
{
    return tiled::importMap(&tiled::parseTmj, data, fileName, options);
}

ExportResult TmjPlugin::write(const Level& level, const QString& path) const
{
    return tiled::exportMap(&tiled::writeTmj, level, path);
}

} // namespace ledge
