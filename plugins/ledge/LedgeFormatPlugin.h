#pragma once
// The native .ledge format (docs/file-format.md) as a plugin, over model/LevelFile.h.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class LedgeFormatPlugin : public QObject, public ImporterInterface, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID FILE "ledge.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("ledge"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("ledge")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
