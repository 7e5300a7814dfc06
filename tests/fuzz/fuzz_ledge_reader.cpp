// Fuzzes the .ledge reader: any bytes must give a Level or a LoadError, never a crash, and a
// level that loads must survive writing and reading back; so must its art, read as the editor
// reads it (pictures are not opened: the paths are the fuzzer's).

#include "model/LevelArt.h"
#include "model/LevelFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    ledge::LoadResult loaded = ledge::readLevel(bytes, QStringLiteral("fuzz.ledge"));
    if (!loaded) {
        (void)loaded.error.toString();
        return 0;
    }
    const ledge::LevelArt art = ledge::levelArt(*loaded.level);
    (void)art.bounds();
    if (const auto back = ledge::LevelArt::fromJson(art.toJson()); !back || !(*back == art))
        __builtin_trap(); // art read must write and read back unchanged
    const QByteArray written = ledge::writeLevel(*loaded.level);
    ledge::LoadResult again = ledge::readLevel(written, QStringLiteral("again.ledge"));
    if (!again || ledge::writeLevel(*again.level) != written)
        __builtin_trap(); // what we write, we must read back to the same document
    return 0;
}
