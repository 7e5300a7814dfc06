#pragma once
// `ledge-cli export LEVEL OUT.json --format collision`: the level's collision geometry for a
// game engine (CollisionExport.h).

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class CollisionExportPlugin : public QObject, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_EXPORTER_IID FILE "collision.json")
    Q_INTERFACES(ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("collision"); }
    QString description() const override;
    // Never chosen by a file's suffix (.json is a Tiled map): only by --format collision.
    QStringList suffixes() const override { return {QStringLiteral("collision")}; }
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
