// Fuzzes the Godot scene importer (plugins/godot, linked statically): any bytes must give a
// level or an error, never a crash; a level that comes out must be writable as .ledge and as a
// Godot scene again.

#include "GodotImport.h"
#include "GodotScene.h"
#include "model/LevelFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const ledge::ImportResult result = ledge::godot::readScene(bytes, QString());
    if (!result.level)
        return 0;
    (void)ledge::writeLevel(*result.level);
    (void)ledge::godot::writeScene(*result.level);
    return 0;
}
