#include "TmxPlugin.h"

#include <QCoreApplication>

namespace ledge {

TmxPlugin::TmxPlugin() : TiledPlugin(&tiled::parseTmx, &tiled::writeTmx) {}

QString TmxPlugin::description() const
{
    return QCoreApplication::translate("TmxPlugin", "Tiled map (XML)");
}

bool TmxPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    Q_UNUSED(fileName);
    return head.contains("<map");
}

} // namespace ledge
