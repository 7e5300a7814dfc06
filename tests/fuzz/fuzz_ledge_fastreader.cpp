// Differential fuzzing of the one-pass .ledge reader against the QJsonDocument reader, which
// defines what loads: for any bytes the fast path must either decline, or accept a file the
// reference accepts too and build the same Level (same bytes written, same objects with the
// same property types, same layers, settings and unknown members).

#include "model/LevelFastReader.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

[[noreturn]] void disagree(const char* what)
{
    std::fprintf(stderr, "fast reader and reference disagree: %s\n", what);
    __builtin_trap();
}

bool sameObjects(const ledge::Level& fast, const ledge::Level& reference)
{
    if (fast.objectCount() != reference.objectCount() || fast.layerCount() != reference.layerCount())
        return false;
    for (int i = 0; i < fast.layerCount(); ++i)
        if (!(fast.layerAt(i) == reference.layerAt(i)))
            return false;
    bool same = true;
    fast.forEachObject([&](const ledge::LayerInfo&, const ledge::LevelObject& o) {
        const ledge::LevelObject* r = reference.object(o.id);
        if (!r || !(*r == o)) {
            same = false;
            return;
        }
        // Equal QVariants may still hold different types (2 and 2.0): the writer keeps them apart.
        for (auto it = o.properties.begin(); it != o.properties.end(); ++it)
            if (it.value().typeId() != r->properties.value(it.key()).typeId())
                same = false;
    });
    return same;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const std::unique_ptr<ledge::Level> fast = ledge::readLevelFast(bytes);
    if (!fast)
        return 0; // declined: the reference decides alone
    const ledge::LoadResult reference = ledge::readLevelWithDocument(bytes);
    if (!reference)
        disagree("the fast path accepts a file the reference rejects");
    const ledge::Level& r = *reference.level;
    if (ledge::writeLevel(*fast) != ledge::writeLevel(r))
        disagree("the levels write different bytes");
    if (!sameObjects(*fast, r))
        disagree("different layers or objects");
    if (fast->extra() != r.extra() || !(fast->grid() == r.grid()) || !(fast->player() == r.player())
        || !(fast->rules() == r.rules()))
        disagree("different settings or unknown members");
    return 0;
}
