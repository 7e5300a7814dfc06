#pragma once
// The part of a Tiled map (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/)
// Ledge reads and writes, as plain data. TmxFormat and TmjFormat turn it into XML and JSON;
// TiledConvert turns it into a Level and back, so both encodings share one mapping.

#include <utility>
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
    // Which members the file states (a template instance overrides only those).
    enum Given : unsigned { GivenName = 1, GivenClass = 2, GivenSize = 4, GivenShape = 8, GivenGid = 16,
                            GivenRotation = 32, GivenVisible = 64 };
    // The Given bits of the members the file states; `has` answers for a member name ("gid").
    template <typename Has> static unsigned givenMembers(Has has)
    {
        static constexpr std::pair<const char*, unsigned> members[] = {
            {"name", GivenName}, {"type", GivenClass}, {"class", GivenClass}, {"width", GivenSize},
            {"height", GivenSize}, {"rotation", GivenRotation}, {"visible", GivenVisible}, {"gid", GivenGid}};
        unsigned given = 0;
        for (const auto& [name, bit] : members)
            if (has(name))
                given |= bit;
        return given;
    }
    int id = 0; // 0 when the file has none
    QString name;
    QString cls; // Tiled 1.9+ "class", older "type"
    Kind kind = Kind::Rectangle;
    double x = 0, y = 0, width = 0, height = 0, rotation = 0; // rotation in degrees, clockwise
    bool visible = true;
    QList<QPointF> points; // polygon or polyline, relative to x,y
    Properties properties;
    std::uint32_t gid = 0;  // tile objects: the tile, flip flags kept
    QString templatePath;   // template instances: the .tx / .tj file, relative to the map
    QVariantMap text;       // text objects: "text" and the font members, kept as read
    unsigned given = 0;     // Given bits
};

// A picture: a file relative to the map or tileset that names it, and its size.
struct Image {
    QString source;
    int width = 0, height = 0;
    bool isNull() const { return source.isEmpty(); }
};

// Part of an infinite map's tile layer: a rectangle of cells at (x, y) in cells.
struct Chunk {
    int x = 0, y = 0, width = 0, height = 0;
    std::vector<std::uint32_t> gids;
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
    QList<Chunk> chunks;  // Tiles of an infinite map (gids then empty)
    QList<Layer> layers;  // Group
    double offsetX = 0, offsetY = 0; // drawing offset in pixels (groups add theirs)
    double opacity = 1;
    Image image;          // Image
    // Members kept as read and written back: repeatx, repeaty (bool), parallaxx, parallaxy
    // (number), tintcolor, class (string).
    QMap<QString, QVariant> kept;
};

// The layer members of Layer::kept, and how each is typed.
inline const char* const kKeptLayerMembers[] = {"repeatx", "repeaty", "parallaxx", "parallaxy", "tintcolor", "class",
                                                "color", "x", "y"};

struct Tileset {
    int firstGid = 1;
    QString name;
    QString source;      // external tileset file, empty when embedded
    int tileWidth = 0, tileHeight = 0;
    int tileCount = 0;
    int columns = 0;
    QMap<int, Properties> tileProperties; // by local tile id
    QMap<int, QList<Object>> tileShapes;  // the tile's collision objects, relative to its top-left
    QMap<int, QString> tileClasses;       // the tile's class (Tiled "type" before 1.9)
    QMap<int, Image> tileImages;          // image collection tilesets: one picture per tile
    Image image;                          // single-image tilesets
    int margin = 0, spacing = 0;
    int tileOffsetX = 0, tileOffsetY = 0; // drawing offset of every tile
    QString resolvedPath;                 // external tilesets: the file read (absolute)
};

// A template file (.tx, .tj): one object and, for a tile object, the tileset of its gid.
struct Template {
    Object object;
    bool hasTileset = false;
    Tileset tileset; // source relative to the template
};

struct Map {
    QString orientation = QStringLiteral("orthogonal");
    QString renderOrder = QStringLiteral("right-down");
    QString backgroundColor; // "#rrggbb" or "#aarrggbb", empty when none
    int width = 0, height = 0;         // in tiles
    int tileWidth = 0, tileHeight = 0; // in pixels
    bool infinite = false;
    int nextLayerId = 1;
    int nextObjectId = 1;
    Properties properties;
    QList<Tileset> tilesets;
    QList<Layer> layers;
};

// A whole-number member that TMX and TMJ name alike, and the value it takes when a file leaves it out.
template <typename Owner>
struct IntMember {
    const char* name;
    int Owner::*member;
    int fallback = 0;
};

// The whole-number members of a map and of an embedded tileset: the TMX and TMJ readers and the
// TMJ writer go through these lists (the TMX writer keeps Tiled's attribute order of its own).
inline constexpr IntMember<Map> kMapInts[] = {
    {"width", &Map::width},       {"height", &Map::height},          {"tilewidth", &Map::tileWidth},
    {"tileheight", &Map::tileHeight}, {"nextlayerid", &Map::nextLayerId, 1}, {"nextobjectid", &Map::nextObjectId, 1}};
inline constexpr IntMember<Tileset> kTilesetInts[] = {
    {"tilewidth", &Tileset::tileWidth}, {"tileheight", &Tileset::tileHeight}, {"tilecount", &Tileset::tileCount},
    {"columns", &Tileset::columns},     {"margin", &Tileset::margin},         {"spacing", &Tileset::spacing}};

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
// A template file (.tx XML or .tj JSON); false on failure.
bool parseTemplate(const QString& path, Template& out);
bool parseTemplateJson(const QByteArray& data, Template& out); // .tj contents

QByteArray writeTmx(const Map& map);
QByteArray writeTmj(const Map& map);

} // namespace ledge::tiled
