// The art a level keeps from Tiled and LDtk: what the importers describe (tiles, flips, tile
// objects, image layers, offsets, opacities, infinite maps, LDtk's tile and auto-layers and
// entities' tiles), how it travels in the .ledge file, and how ArtPainter draws it, pixel for
// pixel against the tileset pictures read directly.

#include "PluginTestSupport.h"
#include "model/LevelArt.h"
#include "model/LevelRenderer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace ledge;
using namespace ledge::test;

namespace {

// A 2 x 2 tile picture whose quadrants are red, green (top), blue, white (bottom), so that
// every mirror and turn shows as a different arrangement.
QImage quadrants(int size)
{
    QImage image(size, size, QImage::Format_ARGB32);
    const int h = size / 2;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            image.setPixel(x, y, y < h ? (x < h ? qRgb(255, 0, 0) : qRgb(0, 255, 0)) : (x < h ? qRgb(0, 0, 255) : qRgb(255, 255, 255)));
    return image;
}

// Paints the art (or one of its layers) at one pixel per unit over a transparent picture.
QImage render(const LevelArt& art, const QRectF& area, const QString& onlyLayer = {})
{
    LevelArt chosen = art;
    if (!onlyLayer.isEmpty())
        chosen.layers.removeIf([&](const ArtLayer& l) { return l.name != onlyLayer; });
    QImage out(area.size().toSize(), QImage::Format_ARGB32);
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.translate(-area.topLeft());
    ArtPainter(chosen).paint(p, area);
    return out;
}

// The pixel of a tile's picture that Tiled shows at (x, y) of a cell: the flips undone in
// reverse order, written out per pixel (independent of ArtPainter's transforms).
QRgb expectedPixel(const QImage& sheet, QPoint tileOrigin, int size, int x, int y, bool h, bool v, bool d)
{
    int a = x, b = y;
    if (h)
        a = size - 1 - a;
    if (v)
        b = size - 1 - b;
    if (d)
        std::swap(a, b);
    return sheet.pixel(tileOrigin.x() + a, tileOrigin.y() + b);
}

// Equal once premultiplied, to the unit: a nearly transparent pixel's colour has no more
// precision than its alpha after drawing.
bool samePixel(QRgb a, QRgb b)
{
    const QRgb pa = qPremultiply(a), pb = qPremultiply(b);
    for (int shift : {0, 8, 16, 24})
        if (std::abs(int((pa >> shift) & 0xff) - int((pb >> shift) & 0xff)) > 1)
            return false;
    return true;
}

int mismatches(const QImage& got, QPoint at, const QImage& sheet, QPoint tileOrigin, int size, bool h, bool v, bool d)
{
    int wrong = 0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (!samePixel(got.pixel(at.x() + x, at.y() + y), expectedPixel(sheet, tileOrigin, size, x, y, h, v, d)))
                ++wrong;
    return wrong;
}

} // namespace

class TestArt : public QObject {
    Q_OBJECT

private slots:
    // The eight flip combinations of Tiled (diagonal first, then horizontal and vertical),
    // turned by hand: H mirrors left-right, V top-bottom, D swaps the top-right and
    // bottom-left quadrants, D+H turns a quarter clockwise, D+V a quarter anticlockwise.
    void flipsDrawAsTiledDefinesThem_data()
    {
        QTest::addColumn<int>("flips");
        QTest::addColumn<QList<QRgb>>("quadrants"); // top-left, top-right, bottom-left, bottom-right
        const QRgb r = qRgb(255, 0, 0), g = qRgb(0, 255, 0), b = qRgb(0, 0, 255), w = qRgb(255, 255, 255);
        QTest::newRow("none") << 0 << QList<QRgb>{r, g, b, w};
        QTest::newRow("H") << int(FlipHorizontal) << QList<QRgb>{g, r, w, b};
        QTest::newRow("V") << int(FlipVertical) << QList<QRgb>{b, w, r, g};
        QTest::newRow("H+V (half turn)") << int(FlipHorizontal | FlipVertical) << QList<QRgb>{w, b, g, r};
        QTest::newRow("D") << int(FlipDiagonal) << QList<QRgb>{r, b, g, w};
        QTest::newRow("D+H (quarter clockwise)") << int(FlipDiagonal | FlipHorizontal) << QList<QRgb>{b, r, w, g};
        QTest::newRow("D+V (quarter anticlockwise)") << int(FlipDiagonal | FlipVertical) << QList<QRgb>{g, w, r, b};
        QTest::newRow("D+H+V") << int(FlipDiagonal | FlipHorizontal | FlipVertical) << QList<QRgb>{w, g, b, r};
    }
    void flipsDrawAsTiledDefinesThem()
    {
        QFETCH(int, flips);
        QFETCH(QList<QRgb>, quadrants);
        QTemporaryDir dir;
        QVERIFY(::quadrants(16).save(dir.filePath(QStringLiteral("q.png"))));
        LevelArt art;
        art.folder = dir.path();
        art.pictures << QStringLiteral("q.png");
        art.tiles.push_back({0, QRect(0, 0, 16, 16), QPointF()});
        ArtLayer layer;
        layer.name = QStringLiteral("sprites");
        // Drawn twice its size: the quadrants are 16 pixels.
        layer.sprites.push_back({0, std::uint8_t(flips), QRectF(0, 0, 32, 32), 0});
        art.layers << layer;
        const QImage got = render(art, QRectF(0, 0, 32, 32));
        const QPoint centres[] = {{8, 8}, {24, 8}, {8, 24}, {24, 24}};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QColor(got.pixel(centres[i])).name(), QColor(quadrants[i]).name());
    }

    void rotationTurnsAboutTheBottomLeftCorner()
    {
        QTemporaryDir dir;
        QVERIFY(quadrants(16).save(dir.filePath(QStringLiteral("q.png"))));
        LevelArt art;
        art.folder = dir.path();
        art.pictures << QStringLiteral("q.png");
        art.tiles.push_back({0, QRect(), QPointF()}); // the whole picture
        ArtLayer layer;
        // A tile object at (16, 32) of 16 x 16, turned 90 degrees clockwise about (16, 32):
        // it covers (16..32, 32..48), its top-left (red) quadrant now top-right.
        layer.sprites.push_back({0, 0, QRectF(16, 16, 16, 16), 90});
        art.layers << layer;
        const QRectF bounds = art.bounds();
        QVERIFY(bounds.contains(QRectF(16, 32, 16, 16)));
        const QImage got = render(art, QRectF(0, 0, 64, 64));
        QCOMPARE(QColor(got.pixel(28, 36)).name(), QColor(Qt::red).name());
        QCOMPARE(QColor(got.pixel(20, 36)).name(), QColor(Qt::blue).name());
        QCOMPARE(QColor(got.pixel(28, 44)).name(), QColor(Qt::green).name());
        QCOMPARE(qAlpha(got.pixel(20, 20)), 0); // where it stood before turning
    }

    void jsonRoundTripAndErrorsNameThePlace()
    {
        LevelArt art;
        art.folder = QStringLiteral("/maps");
        art.pictures << QStringLiteral("a.png") << QStringLiteral("sub/b.png");
        art.tiles.push_back({0, QRect(0, 0, 16, 16), QPointF(0, 4)});
        art.tiles.push_back({1, QRect(16, 0, 16, 16), QPointF()});
        ArtLayer grid;
        grid.name = QStringLiteral("ground");
        grid.opacity = 0.5;
        grid.grid.origin = QPointF(-32, 16);
        grid.grid.cellWidth = 16, grid.grid.cellHeight = 16;
        grid.grid.columns = 3, grid.grid.rows = 2;
        grid.grid.cells = {0, 1, 2u | (std::uint32_t(FlipHorizontal | FlipDiagonal) << ArtGrid::kFlipShift), 0, 0, 1};
        ArtLayer sprites;
        sprites.name = QStringLiteral("things");
        sprites.sprites.push_back({1, FlipVertical, QRectF(1.5, 2, 16, 32), 45});
        art.layers << grid << sprites;
        const QJsonObject json = art.toJson();
        const auto back = LevelArt::fromJson(QJsonDocument::fromJson(QJsonDocument(json).toJson()).object());
        QVERIFY(back.has_value());
        QVERIFY(*back == art);

        // Each malformed member is named by its pointer.
        const auto errorOf = [&](auto change) {
            QJsonObject bad = json;
            change(bad);
            QString error;
            const auto read = LevelArt::fromJson(bad, &error);
            return read ? QString() : error;
        };
        QCOMPARE(errorOf([](QJsonObject& j) {
                     QJsonArray layers = j[QStringLiteral("layers")].toArray();
                     QJsonObject l = layers[1].toObject();
                     l[QStringLiteral("sprites")] = QJsonArray{QJsonArray{7, 0, 0, 0, 1, 1}};
                     layers[1] = l;
                     j[QStringLiteral("layers")] = layers;
                 }).section(u':', 0, 0),
                 QStringLiteral("/art/layers/1/sprites/0/0"));
        QVERIFY(errorOf([](QJsonObject& j) {
                    QJsonArray tiles = j[QStringLiteral("tiles")].toArray();
                    tiles[0] = QJsonArray{0, 0, 0};
                    j[QStringLiteral("tiles")] = tiles;
                }).startsWith(QStringLiteral("/art/tiles/0:")));
        QVERIFY(errorOf([](QJsonObject& j) {
                    QJsonArray layers = j[QStringLiteral("layers")].toArray();
                    QJsonObject l = layers[0].toObject();
                    QJsonObject g = l[QStringLiteral("grid")].toObject();
                    g[QStringLiteral("cells")] = QStringLiteral("AAAA");
                    l[QStringLiteral("grid")] = g;
                    layers[0] = l;
                    j[QStringLiteral("layers")] = layers;
                }).startsWith(QStringLiteral("/art/layers/0/grid/cells:")));
        QVERIFY(errorOf([](QJsonObject& j) { j.remove(QStringLiteral("pictures")); }).startsWith(QStringLiteral("/art/pictures:")));
        // Numbers that cannot stand for what they name: flips beyond the three bits, pixels
        // beyond an int.
        QVERIFY(errorOf([](QJsonObject& j) {
                    QJsonArray layers = j[QStringLiteral("layers")].toArray();
                    QJsonObject l = layers[1].toObject();
                    l[QStringLiteral("sprites")] = QJsonArray{QJsonArray{0, 9, 0, 0, 1, 1}};
                    layers[1] = l;
                    j[QStringLiteral("layers")] = layers;
                }).startsWith(QStringLiteral("/art/layers/1/sprites/0/1:")));
        QVERIFY(errorOf([](QJsonObject& j) {
                    QJsonArray tiles = j[QStringLiteral("tiles")].toArray();
                    tiles[1] = QJsonArray{0, 1e300, 0, 16, 16};
                    j[QStringLiteral("tiles")] = tiles;
                }).startsWith(QStringLiteral("/art/tiles/1/1:")));
    }

    // A hand-written file with art (also a seed of the .ledge fuzzer): read as written.
    void fileWithArtReads()
    {
        const LoadResult loaded = loadLevel(QStringLiteral(LEDGE_TEST_DATA "/levelfile/with-art.ledge"));
        QVERIFY2(loaded.level, qPrintable(loaded.error.toString()));
        const LevelArt art = levelArt(*loaded.level);
        QCOMPARE(art.layers.size(), 2);
        QCOMPARE(art.layers[0].opacity, 0.8);
        const ArtGrid& g = art.layers[0].grid;
        QCOMPARE(g.columns, 3);
        QCOMPARE(g.cells[2], 2u | (std::uint32_t(FlipHorizontal) << ArtGrid::kFlipShift));
        QCOMPARE(g.cells[4], 1u | (std::uint32_t(FlipVertical | FlipDiagonal) << ArtGrid::kFlipShift));
        QCOMPARE(art.tiles[1].offset, QPointF(0, -4));
        QCOMPARE(art.layers[1].sprites[0].rotation, 90.0);
        QCOMPARE(art.layers[1].sprites[0].flips, std::uint8_t(FlipHorizontal));
    }

    // The example map: a tileset picture with a flipped slope, an image layer repeated across
    // the map, tile objects. Each cell is compared pixel for pixel with the tileset.
    void tiledExampleDrawsEveryCellFromItsTile()
    {
        const QString map = QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx");
        const ImportResult result = importWith(map);
        QVERIFY2(result, qPrintable(result.error));
        const LevelArt art = levelArt(*result.level);
        QStringList names;
        for (const ArtLayer& l : art.layers)
            names << l.name;
        QCOMPARE(names, (QStringList{"sky", "decor", "ground", "things"}));
        // The sky repeats along x: two copies of 640 cover the 1280 of the map.
        QCOMPARE(art.layers[0].sprites.size(), std::size_t(2));
        QCOMPARE(art.layers[0].sprites[1].target, QRectF(640, 0, 640, 360));
        // Five tile objects: four coins and the flag, standing on their positions.
        const ArtLayer& things = art.layers[3];
        QCOMPARE(things.sprites.size(), std::size_t(5));
        QCOMPARE(things.sprites.back().target, QRectF(33 * 32, 8 * 32 - 32, 32, 32));

        const QImage sheet(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave-tiles.png"));
        QVERIFY(!sheet.isNull());
        const ArtGrid& ground = art.layers[2].grid;
        QCOMPARE(ground.columns, 40);
        const QImage got = render(art, QRectF(0, 0, 1280, 480), QStringLiteral("ground"));
        int cells = 0, flipped = 0;
        for (int r = 0; r < ground.rows; ++r) {
            for (int c = 0; c < ground.columns; ++c) {
                const std::uint32_t v = ground.cells[std::size_t(r * ground.columns + c)];
                if (v == 0) {
                    QCOMPARE(qAlpha(got.pixel(c * 32 + 16, r * 32 + 16)), 0);
                    continue;
                }
                const ArtTile& tile = art.tiles[(v & ArtGrid::kTileMask) - 1];
                const int flips = int(v >> ArtGrid::kFlipShift);
                flipped += flips != 0;
                ++cells;
                QCOMPARE(mismatches(got, QPoint(c * 32, r * 32), sheet, tile.source.topLeft(), 32, flips & FlipHorizontal,
                                    flips & FlipVertical, flips & FlipDiagonal),
                         0);
            }
        }
        QCOMPARE(flipped, 1); // the right-hand slope is the left one mirrored
        QVERIFY(cells > 100);
    }

    // Art and collision line up on an infinite map whose chunks start left of and above
    // the origin: every cell with a tile is a collision cell and the other way round.
    void infiniteMapArtLinesUpWithItsCells()
    {
        QTemporaryDir dir;
        QVERIFY(quadrants(16).save(dir.filePath(QStringLiteral("t.png"))));
        QByteArray chunkA, chunkB;
        for (int i = 0; i < 16; ++i) {
            chunkA += (i % 3 == 0 ? "1" : "0") + QByteArray(i < 15 ? "," : "");
            chunkB += (i % 5 == 1 ? "2" : "0") + QByteArray(i < 15 ? "," : "");
        }
        const QByteArray tmx = "<?xml version=\"1.0\"?>\n"
                               "<map version=\"1.10\" orientation=\"orthogonal\" width=\"4\" height=\"4\" tilewidth=\"8\""
                               " tileheight=\"8\" infinite=\"1\">\n"
                               " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"8\" tileheight=\"8\" tilecount=\"4\" columns=\"2\">\n"
                               "  <image source=\"t.png\" width=\"16\" height=\"16\"/>\n"
                               " </tileset>\n"
                               " <layer id=\"1\" name=\"walls\" width=\"4\" height=\"4\">\n"
                               "  <properties><property name=\"collides\" type=\"bool\" value=\"true\"/></properties>\n"
                               "  <data encoding=\"csv\">\n"
                               "   <chunk x=\"-4\" y=\"-8\" width=\"4\" height=\"4\">" + chunkA + "</chunk>\n"
                               "   <chunk x=\"4\" y=\"0\" width=\"4\" height=\"4\">" + chunkB + "</chunk>\n"
                               "  </data>\n"
                               " </layer>\n"
                               "</map>\n";
        writeFile(dir.filePath(QStringLiteral("inf.tmx")), tmx);
        const ImportResult result = importWith(dir.filePath(QStringLiteral("inf.tmx")));
        QVERIFY2(result, qPrintable(result.error));
        const Level& level = *result.level;
        const LevelArt art = levelArt(level);
        QCOMPARE(art.layers.size(), 1);
        const ArtGrid& grid = art.layers[0].grid;
        const LayerId walls = level.layerAt(0).id;
        const TileGrid& tiles = level.tiles(walls);
        int both = 0;
        for (int r = 0; r < tiles.rows; ++r)
            for (int c = 0; c < tiles.columns; ++c) {
                // The art cell covering the centre of the level's cell (c, r).
                const double x = (c + 0.5) * tiles.cellSize, y = (r + 0.5) * tiles.cellSize;
                const int ac = int(std::floor((x - grid.origin.x()) / grid.cellWidth));
                const int ar = int(std::floor((y - grid.origin.y()) / grid.cellHeight));
                const bool art = ac >= 0 && ar >= 0 && ac < grid.columns && ar < grid.rows
                    && grid.cells[std::size_t(ar * grid.columns + ac)] != 0;
                QCOMPARE(art, tiles.at(c, r) != TileKind::Empty);
                both += art;
            }
        QCOMPARE(both, 6 + 3);
    }

    // An image-collection tileset: one picture per tile, each drawn at its own size from its
    // cell's bottom-left corner (a tall picture reaches into the rows above).
    void imageCollectionTilesStandOnTheirCells()
    {
        QTemporaryDir dir;
        QImage tall(16, 24, QImage::Format_ARGB32), small(8, 8, QImage::Format_ARGB32);
        tall.fill(Qt::red);
        small.fill(Qt::blue);
        QVERIFY(tall.save(dir.filePath(QStringLiteral("tall.png"))));
        QVERIFY(small.save(dir.filePath(QStringLiteral("small.png"))));
        const QByteArray tmx = R"(<?xml version="1.0"?>
<map version="1.10" orientation="orthogonal" width="4" height="4" tilewidth="8" tileheight="8" infinite="0">
 <tileset firstgid="1" name="collection" tilewidth="16" tileheight="24" tilecount="2" columns="0">
  <grid orientation="orthogonal" width="1" height="1"/>
  <tile id="0"><image source="tall.png" width="16" height="24"/></tile>
  <tile id="1"><image source="small.png"/></tile>
 </tileset>
 <layer id="1" name="props" width="4" height="4">
  <data encoding="csv">0,0,0,2,0,0,0,0,0,0,0,0,0,1,0,0</data>
 </layer>
</map>
)";
        writeFile(dir.filePath(QStringLiteral("c.tmx")), tmx);
        const ImportResult result = importWith(dir.filePath(QStringLiteral("c.tmx")));
        QVERIFY2(result, qPrintable(result.error));
        const LevelArt art = levelArt(*result.level);
        QCOMPARE(art.pictures, (QStringList{"small.png", "tall.png"}));
        // The small picture's size was read from the file (the tileset does not state it).
        QCOMPARE(art.tiles[0].source, QRect(0, 0, 8, 8));
        const QImage got = render(art, QRectF(0, 0, 32, 32));
        QCOMPARE(QColor(got.pixel(28, 4)).name(), QColor(Qt::blue).name());   // cell (3, 0)
        QCOMPARE(QColor(got.pixel(9, 30)).name(), QColor(Qt::red).name());    // cell (1, 3), its foot
        QCOMPARE(QColor(got.pixel(23, 9)).name(), QColor(Qt::red).name());    // two rows up, a cell right
        QCOMPARE(qAlpha(got.pixel(9, 6)), 0);                                 // above its 24 units
    }

    // Tile objects from templates (Tiled's own Sticker Knight example): every one is drawn,
    // at its position, with its size and turn; hidden layers draw nothing.
    void templateTileObjectsAreDrawn()
    {
        const ImportResult result = importWith(QStringLiteral(LEDGE_TEST_DATA "/tiled/sticker-knight/sandbox.tmx"));
        QVERIFY2(result, qPrintable(result.error));
        const LevelArt art = levelArt(*result.level);
        std::size_t sprites = 0;
        bool turned = false;
        for (const ArtLayer& l : art.layers) {
            sprites += l.sprites.size();
            for (const ArtSprite& s : l.sprites)
                turned = turned || s.rotation != 0;
        }
        // Independent count: tile objects and template instances of the map's visible layers
        // (each of its templates is a tile object).
        QFile file(QStringLiteral(LEDGE_TEST_DATA "/tiled/sticker-knight/sandbox.tmx"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        std::size_t expected = 0;
        int hiddenDepth = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && (xml.name() == u"objectgroup" || xml.name() == u"group")) {
                if (hiddenDepth > 0 || xml.attributes().value(QStringLiteral("visible")) == u"0")
                    ++hiddenDepth;
            } else if (xml.isEndElement() && (xml.name() == u"objectgroup" || xml.name() == u"group")) {
                if (hiddenDepth > 0)
                    --hiddenDepth;
            } else if (xml.isStartElement() && xml.name() == u"object" && hiddenDepth == 0
                       && xml.attributes().value(QStringLiteral("visible")) != u"0"
                       && (xml.attributes().hasAttribute(QStringLiteral("gid")) || xml.attributes().hasAttribute(QStringLiteral("template")))) {
                ++expected;
            }
        }
        QVERIFY(expected > 50);
        QCOMPARE(sprites, expected);
        QVERIFY(turned);
        QVERIFY(art.pictures.size() > 5);
    }

    // LDtk: a tile layer with mirrored tiles, an auto-layer with an offset and an opacity, an
    // entity drawn by a tile, the level's background; hidden layers draw nothing.
    void ldtkTileLayersAutoLayersAndEntities()
    {
        QTemporaryDir dir;
        QVERIFY(quadrants(16).save(dir.filePath(QStringLiteral("tiles.png"))));
        QVERIFY(quadrants(4).save(dir.filePath(QStringLiteral("bg.png"))));
        const auto tile = [](int x, int y, int sx, int sy, int f) {
            return QJsonObject{{"px", QJsonArray{x, y}}, {"src", QJsonArray{sx, sy}}, {"f", f}, {"t", 0}};
        };
        const auto layer = [](const char* name, const char* type, QJsonObject extra) {
            QJsonObject l{{"__identifier", name}, {"__type", type}, {"__gridSize", 8}, {"__cWid", 4}, {"__cHei", 2},
                          {"__opacity", 1}, {"__pxTotalOffsetX", 0}, {"__pxTotalOffsetY", 0}, {"visible", true},
                          {"__tilesetRelPath", "tiles.png"}, {"gridTiles", QJsonArray{}}, {"autoLayerTiles", QJsonArray{}},
                          {"entityInstances", QJsonArray{}}, {"intGridCsv", QJsonArray{}}, {"layerDefUid", 1}};
            for (auto it = extra.begin(); it != extra.end(); ++it)
                l.insert(it.key(), it.value());
            return l;
        };
        QJsonObject entity{{"__identifier", "Chest"}, {"px", QJsonArray{16, 16}}, {"__pivot", QJsonArray{0.5, 1}},
                           {"width", 8}, {"height", 8}, {"fieldInstances", QJsonArray{}},
                           {"__tile", QJsonObject{{"tilesetUid", 7}, {"x", 8}, {"y", 0}, {"w", 8}, {"h", 8}}}};
        const QJsonArray layers{
            layer("Entities", "Entities", {{"__tilesetRelPath", QJsonValue()}, {"entityInstances", QJsonArray{entity}}}),
            layer("Hidden", "Tiles", {{"visible", false}, {"gridTiles", QJsonArray{tile(0, 0, 0, 0, 0)}}}),
            layer("Decor", "AutoLayer", {{"__opacity", 0.5}, {"__pxTotalOffsetX", 4}, {"__pxTotalOffsetY", -2},
                                          {"autoLayerTiles", QJsonArray{tile(8, 0, 0, 8, 0), tile(8, 0, 8, 8, 3)}}}),
            layer("Ground", "Tiles", {{"gridTiles", QJsonArray{tile(0, 8, 0, 0, 1), tile(24, 8, 8, 0, 2)}}}),
        };
        const QJsonObject level{{"identifier", "Level_0"}, {"iid", "a"}, {"uid", 0}, {"pxWid", 32}, {"pxHei", 16},
                                {"worldX", 0}, {"worldY", 0}, {"bgRelPath", "bg.png"},
                                {"__bgPos", QJsonObject{{"topLeftPx", QJsonArray{0, 0}}, {"scale", QJsonArray{8, 4}},
                                                        {"cropRect", QJsonArray{0, 0, 4, 4}}}},
                                {"layerInstances", layers}, {"fieldInstances", QJsonArray{}}};
        const QJsonObject project{
            {"jsonVersion", "1.5.3"}, {"defaultGridSize", 8}, {"externalLevels", false}, {"worlds", QJsonArray{}},
            {"defs", QJsonObject{{"layers", QJsonArray{}}, {"entities", QJsonArray{}}, {"enums", QJsonArray{}},
                                 {"tilesets", QJsonArray{QJsonObject{{"uid", 7}, {"identifier", "Tiles"},
                                                                     {"relPath", "tiles.png"}, {"tileGridSize", 8}}}}}},
            {"levels", QJsonArray{level}}};
        writeFile(dir.filePath(QStringLiteral("p.ldtk")), QJsonDocument(project).toJson());
        const ImportResult result = importWith(dir.filePath(QStringLiteral("p.ldtk")));
        QVERIFY2(result, qPrintable(result.error));
        const LevelArt art = levelArt(*result.level);
        QStringList names;
        for (const ArtLayer& l : art.layers)
            names << l.name;
        // Bottom first: the background, then LDtk's layers from the last listed up.
        QCOMPARE(names, (QStringList{"background", "Ground", "Decor", "Entities"}));
        QCOMPARE(art.layers[0].sprites.front().target, QRectF(0, 0, 32, 16));
        const ArtLayer& ground = art.layers[1];
        QCOMPARE(ground.sprites.size(), std::size_t(2));
        QCOMPARE(ground.sprites[0].flips, std::uint8_t(FlipHorizontal));
        QCOMPARE(ground.sprites[1].flips, std::uint8_t(FlipVertical));
        QCOMPARE(ground.sprites[1].target, QRectF(24, 8, 8, 8));
        QCOMPARE(art.tiles[ground.sprites[1].tile].source, QRect(8, 0, 8, 8));
        const ArtLayer& decor = art.layers[2];
        QCOMPARE(decor.opacity, 0.5);
        QCOMPARE(decor.sprites[1].target, QRectF(12, -2, 8, 8));
        QCOMPARE(decor.sprites[1].flips, std::uint8_t(FlipHorizontal | FlipVertical));
        // The chest's pivot is its bottom centre: its box is (12, 8) to (20, 16).
        QCOMPARE(art.layers[3].sprites.front().target, QRectF(12, 8, 8, 8));

        // Drawn where they stand (each 8 x 8 tile is one colour of the picture); the background
        // shows its four quadrants stretched over the level.
        const QImage got = render(art, QRectF(0, 0, 32, 16), QStringLiteral("Ground"));
        QCOMPARE(QColor(got.pixel(2, 10)).name(), QColor(Qt::red).name());
        QCOMPARE(QColor(got.pixel(26, 10)).name(), QColor(Qt::green).name());
        const QImage back = render(art, QRectF(0, 0, 32, 16), QStringLiteral("background"));
        QCOMPARE(QColor(back.pixel(4, 2)).name(), QColor(Qt::red).name());
        QCOMPARE(QColor(back.pixel(28, 14)).name(), QColor(Qt::white).name());
    }

    // The art travels in the .ledge file as it was imported.
    void artSurvivesSaveAndLoad()
    {
        const ImportResult result = importWith(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx"));
        QVERIFY2(result, qPrintable(result.error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cave.ledge"));
        QVERIFY(saveLevel(*result.level, path).ok);
        const LoadResult loaded = loadLevel(path);
        QVERIFY2(loaded.level, qPrintable(loaded.error.toString()));
        QVERIFY(levelArt(*loaded.level) == levelArt(*result.level));
        QVERIFY(!levelArt(*loaded.level).isEmpty());
    }

    // Rendered pictures (PNG export, ledge-cli render) show the art as the canvas does: dimmed
    // under a translucent collision; without art, as before.
    void rendererDrawsTheArtUnderTheCollision()
    {
        const ImportResult result = importWith(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx"));
        QVERIFY2(result, qPrintable(result.error));
        RenderOptions options;
        const QImage with = renderLevel(*result.level, options);
        options.art = false;
        const QImage without = renderLevel(*result.level, options);
        QCOMPARE(with.size(), without.size());
        const QRgb sky = with.pixel(100, 100);
        QVERIFY2(qBlue(sky) - qRed(sky) > 40, qPrintable(QColor(sky).name()));
        QCOMPARE(QColor(without.pixel(100, 100)).name(), palette::levelArea.name());
        // A solid cell of grass: the tile's green shows through the translucent solid.
        const QRgb grass = with.pixel(80, 386), plain = without.pixel(80, 386);
        QVERIFY2(qGreen(grass) > qRed(grass) + 20, qPrintable(QColor(grass).name()));
        QCOMPARE(QColor(plain).name(), palette::tileFill(TileKind::Solid).name());
    }

    // A teammate's clone: the .ledge file and the pictures moved together to another folder
    // (the recorded folder gone); the pictures are found beside the level file. A folder that
    // still holds them keeps them.
    void picturesFollowTheLevelFile()
    {
        QTemporaryDir importDir, cloneDir;
        for (const char* name : {"cave.tmx", "cave-tiles.png", "cave-backdrop.png"})
            QVERIFY(QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/tiled/") + QLatin1String(name),
                                importDir.filePath(QLatin1String(name))));
        const ImportResult result = importWith(importDir.filePath(QStringLiteral("cave.tmx")));
        QVERIFY2(result, qPrintable(result.error));
        const QString level = cloneDir.filePath(QStringLiteral("levels/cave.ledge"));
        QVERIFY(QDir().mkpath(cloneDir.filePath(QStringLiteral("levels"))));
        QVERIFY(saveLevel(*result.level, level).ok);
        for (const char* name : {"cave-tiles.png", "cave-backdrop.png"})
            QVERIFY(QFile::copy(importDir.filePath(QLatin1String(name)), cloneDir.filePath(QStringLiteral("levels/") + QLatin1String(name))));

        LevelArt art = levelArt(*loadLevel(level).level);
        locatePictures(art, level);
        QCOMPARE(art.folder, importDir.path()); // still there: kept
        QVERIFY(importDir.remove());
        art = levelArt(*loadLevel(level).level);
        locatePictures(art, level);
        QCOMPARE(art.folder, QFileInfo(level).absolutePath());
        const QImage got = render(art, QRectF(96, 96, 8, 8), QStringLiteral("sky"));
        QVERIFY(qBlue(got.pixel(4, 4)) > qRed(got.pixel(4, 4)) + 40);
        // ledge-cli render passes the level's file: the same pictures.
        RenderOptions options;
        options.levelFile = level;
        const QImage rendered = renderLevel(*loadLevel(level).level, options);
        QVERIFY(qBlue(rendered.pixel(100, 100)) > qRed(rendered.pixel(100, 100)) + 40);
    }

    // A picture that cannot be read is left out; the rest is drawn.
    void missingPicturesAreListedAndSkipped()
    {
        QTemporaryDir dir;
        QVERIFY(quadrants(8).save(dir.filePath(QStringLiteral("here.png"))));
        LevelArt art;
        art.folder = dir.path();
        art.pictures << QStringLiteral("gone.png") << QStringLiteral("here.png");
        art.tiles.push_back({0, QRect(0, 0, 8, 8), QPointF()});
        art.tiles.push_back({1, QRect(0, 0, 8, 8), QPointF()});
        ArtLayer layer;
        layer.sprites.push_back({0, 0, QRectF(0, 0, 8, 8), 0});
        layer.sprites.push_back({1, 0, QRectF(8, 0, 8, 8), 0});
        art.layers << layer;
        QImage out(16, 8, QImage::Format_ARGB32);
        out.fill(Qt::transparent);
        ArtPainter painter(art);
        {
            QPainter p(&out);
            painter.paint(p, QRectF(0, 0, 16, 8));
        }
        QCOMPARE(painter.missingPictures(), QStringList{dir.filePath(QStringLiteral("gone.png"))});
        QCOMPARE(qAlpha(out.pixel(2, 2)), 0);
        QCOMPARE(QColor(out.pixel(10, 2)).name(), QColor(Qt::red).name());
    }
};

QTEST_MAIN(TestArt)
#include "tst_art.moc"
