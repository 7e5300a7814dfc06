#pragma once
// Tiled map (JSON): read and write, see docs/formats.md.

#include "TiledPluginBase.h"

namespace ledge {

class TmjPlugin : public tiled::TiledPlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID FILE "tmj.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface)

public:
    TmjPlugin();
    QString name() const override { return QStringLiteral("tmj"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("tmj"), QStringLiteral("json")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
};

} // namespace ledge
