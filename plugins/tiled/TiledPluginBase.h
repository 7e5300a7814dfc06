#pragma once
// What the TMX and TMJ plugins share: read = parse + map to a Level, write = map + encode,
// saved atomically. What tells them apart is data (kEncodings in TiledPluginBase.cpp); their
// classes, which moc needs one per plugin, come from TiledFormatPlugin.h.in (CMakeLists.txt).

#include "TiledMap.h"
#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge::tiled {

// The encodings of a Tiled map, one plugin each.
enum class Encoding { Tmx, Tmj };

// The importer and exporter of one encoding of a Tiled map. Q_OBJECT, Q_PLUGIN_METADATA and
// Q_INTERFACES stay in the classes made from TiledFormatPlugin.h.in, where moc reads them.
class TiledPlugin : public QObject, public ImporterInterface, public ExporterInterface {
public:
    QString name() const override;
    QString description() const override;
    QStringList suffixes() const override;
    bool canRead(const QString& fileName, const QByteArray& head) const override;
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    // Applies the import profile of `options` (or ledge-profile.json beside the map).
    ImportResult readWithOptions(const QByteArray& data, const QString& fileName,
                                 const ImportOptions& options) const override;
    ExportResult write(const Level& level, const QString& path) const override;

protected:
    explicit TiledPlugin(Encoding encoding) : mEncoding(encoding) {}

private:
    Encoding mEncoding;
};

} // namespace ledge::tiled
