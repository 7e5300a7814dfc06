#pragma once
// Godot 4 scenes (.tscn, format=3): read (GodotImport.h) and write (GodotScene.h).

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class GodotPlugin : public QObject, public ImporterInterface, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_EXPORTER_IID FILE "godot.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("godot"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("tscn")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
