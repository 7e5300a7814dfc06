#pragma once
// Tiled map (XML): read and write, see docs/formats.md.

#include "TiledPluginBase.h"

namespace ledge {

class TmxPlugin : public tiled::TiledPlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID FILE "tmx.json")
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface)

public:
    TmxPlugin();
    QString name() const override { return QStringLiteral("tmx"); }
    QString description() const override;
    QStringList suffixes() const override { return {QStringLiteral("tmx")}; }
    bool canRead(const QString& fileName, const QByteArray& head) const override;
};

} // namespace ledge
