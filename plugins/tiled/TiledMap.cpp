#include "TiledMap.h"

#include <QCoreApplication>
#include <QtEndian>

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
        qToBigEndian<quint32>(quint32(count) * 4u, prefixed.data());
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
