#pragma once
// What the TMX and TMJ plugins share: read = parse + map to a Level, write = map + encode,
// saved atomically.

#include "TiledMap.h"
#include "plugins/sdk/PluginApi.h"

namespace ledge::tiled {

using Parser = ParseResult (*)(const QByteArray&, const QString&);
using Encoder = QByteArray (*)(const Map&);

// Applies the import profile of `options` (or ledge-profile.json beside the map).
ImportResult importMap(Parser parse, const QByteArray& data, const QString& fileName,
                       const ImportOptions& options = {});
ExportResult exportMap(Encoder encode, const Level& level, const QString& path);

} // namespace ledge::tiled
