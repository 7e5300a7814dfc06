#include "PngExportPlugin.h"

#include "model/LevelRenderer.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ledge {

QString PngExportPlugin::description() const
{
    return QCoreApplication::translate("PngExportPlugin", "Picture of the level (PNG)");
}

ExportResult PngExportPlugin::write(const Level& level, const QString& path) const
{
    RenderOptions options;
    options.issues = true;
    options.reachability = true;
    const QImage image = renderLevel(level, options);
    ExportResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge
