#include "TiledMap.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>

namespace ledge::tiled {

const Property* findProperty(const Properties& properties, const QString& name)
{
    for (const Property& p : properties)
        if (p.name == name)
            return &p;
    return nullptr;
}

void decodeBase64Tiles(const QByteArray& text, const QString& compression, int count,
                       std::vector<std::uint32_t>& gids, QString& problem)
{
    QByteArray bytes = QByteArray::fromBase64(text);
    if (compression == u"zlib") {
        // qUncompress wants the expected size as a 4-byte big-endian prefix before the zlib stream.
        QByteArray prefixed(4, '\0');
        // The size is only the first allocation (qUncompress grows it when short); zlib expands
        // at most about 1032:1, so a larger claim from the map's width and height is capped
        // rather than allocated (fuzz-regressions/fuzz_tiled_tmj/edge-zlib-huge-layer: 4 GB).
        const qint64 claimed = std::max<qint64>(0, qint64(count) * 4);
        const qint64 possible = qint64(bytes.size()) * 1032 + 64;
        qToBigEndian<quint32>(quint32(std::min(claimed, possible)), prefixed.data());
        bytes = qUncompress(prefixed + bytes);
        if (bytes.isEmpty()) {
            problem = QCoreApplication::translate("TiledFormat", "the zlib-compressed tile data is damaged");
            return;
        }
    } else if (!compression.isEmpty()) {
        problem = QCoreApplication::translate("TiledFormat", "tile data compressed with %1 is not supported "
                                                             "(save the map with CSV or zlib)")
                      .arg(compression);
        return;
    }
    if (bytes.size() != qsizetype(count) * 4) {
        problem = QCoreApplication::translate("TiledFormat", "the layer has %1 cells, expected %2")
                      .arg(bytes.size() / 4)
                      .arg(count);
        return;
    }
    gids.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i)
        gids.push_back(qFromLittleEndian<quint32>(bytes.constData() + 4 * i));
}

} // namespace ledge::tiled
