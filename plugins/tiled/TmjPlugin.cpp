#include "TmjPlugin.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ledge {

TmjPlugin::TmjPlugin() : TiledPlugin(&tiled::parseTmj, &tiled::writeTmj) {}

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

} // namespace ledge
