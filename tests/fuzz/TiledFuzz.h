// The body of both Tiled fuzz targets (plugins/tiled, linked statically): any bytes must give a
// map or an error, never a crash; a map that parses goes on through the Level mapping, and a
// level that comes out must be writable as .ledge and exportable in the same format again.
#pragma once

#include "TiledConvert.h"
#include "TiledMap.h"
#include "model/LevelFile.h"

#include <cstddef>
#include <cstdint>

namespace ledge::tiled {

template <typename Parse, typename Write>
int fuzzTiledFormat(const std::uint8_t* data, std::size_t size, Parse parse, Write write)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const ParseResult parsed = parse(bytes, QString());
    if (!parsed.ok)
        return 0;
    // External tilesets named by the input are only ever read (relative to the working directory).
    const ToLevelResult converted = toLevel(parsed.map, QString());
    if (!converted.level)
        return 0;
    (void)ledge::writeLevel(*converted.level);
    // Export goes through the mapping back (the writer's input is always fromLevel's map).
    (void)write(fromLevel(*converted.level));
    return 0;
}

} // namespace ledge::tiled
