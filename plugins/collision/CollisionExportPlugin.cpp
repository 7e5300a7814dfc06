#include "CollisionExportPlugin.h"

#include "CollisionExport.h"

#include <QCoreApplication>

namespace ledge {

QString CollisionExportPlugin::description() const
{
    return QCoreApplication::translate("CollisionExportPlugin", "Collision geometry for game engines (JSON)");
}

ExportResult CollisionExportPlugin::write(const Level& level, const QString& path) const
{
    return saveExport(collisionexport::collisionJson(level), path);
}

} // namespace ledge
