// Fuzzes the Tiled .tmx importer and exporter (see TiledFuzz.h).
#include "TiledFuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return ledge::tiled::fuzzTiledFormat(data, size, ledge::tiled::parseTmx, ledge::tiled::writeTmx);
}
