#pragma once
// Godot 4 scenes (.tscn, format=3), write only; the mapping is in GodotScene.h.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class GodotExportPlugin : public QObject, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_EXPORTER_IID FILE "godot.json")
    Q_INTERFACES(ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("godot"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("tscn")}; }
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
