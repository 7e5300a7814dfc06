#pragma once
// A picture of the level with the overlap and reachability overlays (model/LevelRenderer).

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class PngExportPlugin : public QObject, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_EXPORTER_IID FILE "png.json")
    Q_INTERFACES(ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("png"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("png")}; }
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
