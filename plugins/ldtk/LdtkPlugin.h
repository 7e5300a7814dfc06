#pragma once
// LDtk projects (.ldtk): read any level of a project, write a level as a one-level project.
// The mapping is in LdtkImport.h and LdtkExport.h; docs/formats.md has the tables.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class LdtkPlugin : public QObject, public ImporterInterface, public ProjectImporterInterface, public ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID FILE "ldtk.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ProjectImporterInterface ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("ldtk"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("ldtk")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    // options.level picks the level (empty: the first), options.profile the import profile.
    ImportResult readWithOptions(const QByteArray& data, const QString& fileName,
                                 const ImportOptions& options) const override;
    QStringList levelNames(const QByteArray& data, const QString& fileName, QString* error) const override;
    ImportResult readLevel(const QByteArray& data, const QString& fileName, const QString& level) const override;
    ExportResult write(const Level& level, const QString& path) const override;
};

} // namespace ledge
