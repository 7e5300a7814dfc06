// Fuzzes the LDtk importer (plugins/ldtk, linked statically): any bytes must give a level or an
// error, never a crash; the level names are listed, the first level is read with the default
// mapping (no import profile), and a level that comes out must be writable as .ledge and as an LDtk project again.
// Without a file name, external levels are never opened (they are an error).

#include "LdtkExport.h"
#include "LdtkImport.h"
#include "model/LevelFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const QStringList names = ledge::ldtk::levelNames(bytes, QString(), &error);
    const ledge::ImportResult result =
        ledge::ldtk::importLevel(bytes, QString(), names.isEmpty() ? QString() : names.back(), nullptr);
    if (!result.level)
        return 0;
    (void)ledge::writeLevel(*result.level);
    QStringList warnings;
    (void)ledge::ldtk::writeProject(*result.level, &warnings);
    return 0;
}
