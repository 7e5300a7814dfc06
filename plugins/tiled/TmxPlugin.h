#pragma once
// Tiled map (XML): read and write, see docs/formats.md.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class TmxPlugin : public QObject, public ImporterInterface, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID FILE "tmx.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("tmx"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("tmx")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    ImportResult readWithOptions(const QByteArray& data, const QString& fileName,
                                 const ImportOptions& options) const override;
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
