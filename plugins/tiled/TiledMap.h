#pragma once
// The part of a Tiled map (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/)
// Ledge reads and writes, as plain data. TmxFormat and TmjFormat turn it into XML and JSON;
// TiledConvert turns it into a Level and back, so both encodings share one mapping.

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstdint>
#include <vector>

namespace ledge::tiled {

// A custom property; `type` is Tiled's ("string", "int", "float", "bool", "color", "file",
// "object", "class").
struct Property {
    QString name;
    QString type = QStringLiteral("string");
    QVariant value;
};
using Properties = QList<Property>;

const Property* findProperty(const Properties& properties, const QString& name);

struct Object {
    enum class Kind { Rectangle, Ellipse, Point, Polygon, Polyline, Text, Tile, Template };
    int id = 0; // 0 when the file has none
    QString name;
    QString cls; // Tiled 1.9+ "class", older "type"
    Kind kind = Kind::Rectangle;
    double x = 0, y = 0, width = 0, height = 0, rotation = 0; // rotation in degrees, clockwise
    bool visible = true;
    QList<QPointF> points; // polygon or polyline, relative to x,y
    Properties properties;
};

struct Layer {
    enum class Type { Objects, Tiles, Image, Group };
    Type type = Type::Objects;
    int id = 0;
    QString name;
    bool visible = true;
    bool locked = false;
    Properties properties;
    QList<Object> objects; // Objects
    int width = 0, height = 0;   // Tiles
    std::vector<std::uint32_t> gids; // Tiles, row-major, flip flags kept
    QString dataProblem;  // Tiles: why the cells could not be read (empty when fine)
    QList<Layer> layers;  // Group
};

struct Tileset {
    int firstGid = 1;
    QString name;
    QString source;      // external tileset file, empty when embedded
    int tileWidth = 0, tileHeight = 0;
    int tileCount = 0;
    int columns = 0;
    QMap<int, Properties> tileProperties; // by local tile id
};

struct Map {
    QString orientation = QStringLiteral("orthogonal");
    int width = 0, height = 0;         // in tiles
    int tileWidth = 0, tileHeight = 0; // in pixels
    bool infinite = false;
    int nextLayerId = 1;
    int nextObjectId = 1;
    Properties properties;
    QList<Tileset> tilesets;
    QList<Layer> layers;
};

// The flags Tiled keeps in a gid's top bits (flips, rotation); the rest is the tile.
inline constexpr std::uint32_t kGidFlags = 0xF0000000u;

// Result of decoding a file: the map, or why there is none, plus what was lost on the way.
struct ParseResult {
    bool ok = false;
    Map map;
    QString error;
    QStringList warnings;
};

// Tile data of a layer in the base64 encoding, with compression "", "zlib" or "gzip"
// (others unsupported); appends 32-bit little-endian gids or sets `problem`.
void decodeBase64Tiles(const QByteArray& text, const QString& compression, int count,
                       std::vector<std::uint32_t>& gids, QString& problem);

ParseResult parseTmx(const QByteArray& data, const QString& fileName);
ParseResult parseTmj(const QByteArray& data, const QString& fileName);
// A Tiled tileset file (.tsx or .tsj) into `tileset` (keeps its firstGid); false on failure.
bool parseExternalTileset(const QString& path, Tileset& tileset);

QByteArray writeTmx(const Map& map);
QByteArray writeTmj(const Map& map);

} // namespace ledge::tiled
