#pragma once
// What the TMX and TMJ plugins share: read = parse + map to a Level, write = map + encode,
// saved atomically.

#include "TiledMap.h"
#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge::tiled {

using Parser = ParseResult (*)(const QByteArray&, const QString&);
using Encoder = QByteArray (*)(const Map&);

// The importer and exporter of one encoding of a Tiled map, given its parser and encoder. The
// plugin classes add their names, suffixes and canRead(); Q_OBJECT, Q_PLUGIN_METADATA and
// Q_INTERFACES stay in them, where moc reads them.
class TiledPlugin : public QObject, public ImporterInterface, public ExporterInterface {
public:
    ImportResult read(const QByteArray& data, const QString& fileName) const override;
    // Applies the import profile of `options` (or ledge-profile.json beside the map).
    ImportResult readWithOptions(const QByteArray& data, const QString& fileName,
                                 const ImportOptions& options) const override;
    ExportResult write(const Level& level, const QString& path) const override;

protected:
    TiledPlugin(Parser parse, Encoder encode) : mParse(parse), mEncode(encode) {}

private:
    Parser mParse;
    Encoder mEncode;
};

} // namespace ledge::tiled
