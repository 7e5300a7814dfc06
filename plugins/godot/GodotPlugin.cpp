#include "GodotPlugin.h"

#include "GodotImport.h"
#include "GodotScene.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ledge {

QString GodotPlugin::description() const
{
    return QCoreApplication::translate("GodotExportPlugin", "Godot 4 scene");
}

bool GodotPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    if (QFileInfo(fileName).suffix().compare(u"tscn", Qt::CaseInsensitive) == 0)
        return true;
    return head.startsWith("[gd_scene");
}

ImportResult GodotPlugin::read(const QByteArray& data, const QString& fileName) const
{
    return godot::readScene(data, fileName);
}

ExportResult GodotPlugin::write(const Level& level, const QString& path) const
{
    return saveExport(godot::writeScene(level), path);
}

} // namespace ledge
