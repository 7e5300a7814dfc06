#include "GodotExportPlugin.h"

#include "GodotScene.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ledge {

QString GodotExportPlugin::description() const
{
    return QCoreApplication::translate("GodotExportPlugin", "Godot 4 scene");
}

ExportResult GodotExportPlugin::write(const Level& level, const QString& path) const
{
    ExportResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(godot::writeScene(level)) < 0 || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge
