// Fuzzes the Tiled .tmj importer (plugins/tiled, linked statically): any bytes must give a map or
// an error, never a crash; a map that parses goes on through the Level mapping, and a level
// that comes out must be writable as .ledge and exportable as .tmj again.

#include "TiledConvert.h"
#include "TiledMap.h"
#include "model/LevelFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const ledge::tiled::ParseResult parsed = ledge::tiled::parseTmj(bytes, QString());
    if (!parsed.ok)
        return 0;
    // External tilesets named by the input are only ever read (relative to the working directory).
    const ledge::tiled::ToLevelResult converted = ledge::tiled::toLevel(parsed.map, QString());
    if (!converted.level)
        return 0;
    (void)ledge::writeLevel(*converted.level);
    // Export goes through the mapping back (the writer's input is always fromLevel's map).
    (void)ledge::tiled::writeTmj(ledge::tiled::fromLevel(*converted.level));
    return 0;
}
