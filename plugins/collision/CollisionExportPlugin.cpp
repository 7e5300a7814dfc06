#include "CollisionExportPlugin.h"

#include "CollisionExport.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ledge {

QString CollisionExportPlugin::description() const
{
    return QCoreApplication::translate("CollisionExportPlugin", "Collision geometry for game engines (JSON)");
}

ExportResult CollisionExportPlugin::write(const Level& level, const QString& path) const
{
    ExportResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(collisionexport::collisionJson(level)) < 0 || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge
