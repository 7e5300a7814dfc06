#pragma once
// What the TMX and TMJ plugins share: read = parse + map to a Level, write = map + encode,
// saved atomically.

#include "TiledMap.h"
#include "plugins/sdk/PluginApi.h"

namespace ledge::tiled {

using Parser = ParseResult (*)(const QByteArray&, const QString&);
using Encoder = QByteArray (*)(const Map&);

ImportResult importMap(Parser parse, const QByteArray& data, const QString& fileName);
ExportResult exportMap(Encoder encode, const Level& level, const QString& path);

} // namespace ledge::tiled
