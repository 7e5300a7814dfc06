#include "TmxPlugin.h"

#include "TiledPluginBase.h"

#include <QCoreApplication>

namespace ledge {

QString TmxPlugin::description() const
{
    return QCoreApplication::translate("TmxPlugin", "Tiled map (XML)");
}

bool TmxPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    Q_UNUSED(fileName);
    return head.contains("<map");
}

ImportResult TmxPlugin::read(const QByteArray& data, const QString& fileName) const
{
    return tiled::importMap(&tiled::parseTmx, data, fileName);
}

ImportResult TmxPlugin::readWithOptions(const QByteArray& data, const QString& fileName,
                                      const ImportOptions& options) const
{
    return tiled::importMap(&tiled::parseTmx, data, fileName, options);
}

ExportResult TmxPlugin::write(const Level& level, const QString& path) const
{
    return tiled::exportMap(&tiled::writeTmx, level, path);
}

} // namespace ledge
