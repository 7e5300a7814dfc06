// Tiled maps' collision as the game sees it: tile collision shapes through flips, offsets,
// tile objects, templates, groups and infinite maps; the defaults of what collides; import
// profiles; and on real maps, the solid area against an independent rasterisation of the
// engine's own rule (Qt's painter drawing Tiled's objects, true ellipses included).

#include "PluginTestSupport.h"
#include "TiledMap.h"
#include "collision/Validity.h"
#include "model/ImportProfile.h"

#include <QPainter>
#include <QPainterPath>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ledge;
using namespace ledge::test;

namespace {

ImportResult importFile(const QString& path, const QString& profile = {})
{
    ImportOptions options;
    options.profile = profile;
    return importWith(path, options);
}

// Every collidable object shape of the level, in layer order.
std::vector<std::pair<Role, Shape>> collidableShapes(const Level& level)
{
    std::vector<std::pair<Role, Shape>> out;
    level.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (layer.collides && isCollidable(o.role))
            out.emplace_back(o.role, o.shape);
    });
    return out;
}

std::vector<Vec2> sortedPoints(std::vector<Vec2> p)
{
    std::sort(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    return p;
}

QPainterPath pathOf(const Shape& s)
{
    QPainterPath path;
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Box>)
                path.addRect(v.x, v.y, v.w, v.h);
            else if constexpr (std::is_same_v<T, Circle>)
                path.addEllipse(QPointF(v.x, v.y), v.r, v.r);
            else if constexpr (std::is_same_v<T, Polygon>) {
                QPolygonF poly;
                for (Vec2 p : v.points)
                    poly << QPointF(p.x, p.y);
                path.addPolygon(poly);
                path.closeSubpath();
            } else if constexpr (std::is_same_v<T, Slope>) {
                QPolygonF poly;
                for (Vec2 p : slopeTriangle(v))
                    poly << QPointF(p.x, p.y);
                path.addPolygon(poly);
                path.closeSubpath();
            }
        },
        s);
    return path;
}

// A picture of the union of `paths` over `area` at `scale` pixels per unit: one bit per pixel.
QImage rasterise(const QList<QPainterPath>& paths, const QRectF& area, double scale)
{
    QImage image(int(std::ceil(area.width() * scale)), int(std::ceil(area.height() * scale)), QImage::Format_Grayscale8);
    image.fill(0);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.scale(scale, scale);
    painter.translate(-area.topLeft());
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    for (const QPainterPath& p : paths) {
        QPainterPath filled = p;
        filled.setFillRule(Qt::WindingFill);
        painter.drawPath(filled);
    }
    return image;
}

struct Coverage {
    qint64 a = 0, b = 0, both = 0;
};
Coverage compare(const QImage& a, const QImage& b)
{
    Coverage c;
    for (int y = 0; y < a.height(); ++y) {
        const uchar* ra = a.constScanLine(y);
        const uchar* rb = b.constScanLine(y);
        for (int x = 0; x < a.width(); ++x) {
            c.a += ra[x] != 0, c.b += rb[x] != 0, c.both += ra[x] != 0 && rb[x] != 0;
        }
    }
    return c;
}

// ------------------------------------------------------------------ the oracle
// What bevy_ecs_tiled's physics (its default filters: every object and every tile's own
// collision shapes) collides with, drawn with QPainterPath and QTransform from the raw map.

QPainterPath tiledObjectPath(const tiled::Object& o)
{
    QPainterPath path;
    switch (o.kind) {
    case tiled::Object::Kind::Rectangle: path.addRect(0, 0, o.width, o.height); break;
    case tiled::Object::Kind::Ellipse: path.addEllipse(0, 0, o.width, o.height); break;
    case tiled::Object::Kind::Polygon: {
        QPolygonF poly(o.points.begin(), o.points.end());
        path.addPolygon(poly);
        path.closeSubpath();
        break;
    }
    default: break;
    }
    QTransform t;
    t.translate(o.x, o.y);
    t.rotate(o.rotation);
    return t.map(path);
}

// Tiled's renderer: flipped diagonally = mirrored about the main diagonal, then the
// horizontal and vertical flips inside the (swapped) tile size.
QTransform tiledFlips(std::uint32_t gid, double w, double h)
{
    QTransform t;
    if (gid & 0x20000000u) {
        t = QTransform(0, 1, 1, 0, 0, 0);
        std::swap(w, h);
    }
    if (gid & 0x80000000u)
        t = t * QTransform(-1, 0, 0, 1, w, 0);
    if (gid & 0x40000000u)
        t = t * QTransform(1, 0, 0, -1, 0, h);
    return t;
}

struct OracleTile {
    QPainterPath shapes; // tile frame
    double w = 0, h = 0;
};

QList<QPainterPath> bevyOracle(const QString& mapPath, QRectF& area)
{
    QFile f(mapPath);
    f.open(QIODevice::ReadOnly);
    const tiled::ParseResult parsed = tiled::parseTmx(f.readAll(), mapPath);
    const tiled::Map& map = parsed.map;
    std::map<std::uint32_t, OracleTile> tiles;
    for (tiled::Tileset t : map.tilesets) {
        if (!t.source.isEmpty())
            tiled::parseExternalTileset(QFileInfo(mapPath).absoluteDir().filePath(t.source), t);
        for (auto it = t.tileShapes.cbegin(); it != t.tileShapes.cend(); ++it) {
            OracleTile& tile = tiles[std::uint32_t(t.firstGid + it.key())];
            tile.w = t.tileImages.value(it.key()).width;
            tile.h = t.tileImages.value(it.key()).height;
            for (const tiled::Object& o : it.value())
                tile.shapes.addPath(tiledObjectPath(o));
        }
    }
    QList<QPainterPath> out;
    int minX = 0, minY = 0;
    if (map.infinite)
        for (const tiled::Layer& l : map.layers)
            for (const tiled::Chunk& c : l.chunks)
                minX = std::min(minX, c.x), minY = std::min(minY, c.y);
    const QTransform origin = QTransform::fromTranslate(-minX * map.tileWidth, -minY * map.tileHeight);
    std::function<void(const QList<tiled::Layer>&)> walk = [&](const QList<tiled::Layer>& layers) {
        for (const tiled::Layer& l : layers) {
            walk(l.layers);
            const auto cell = [&](int c, int r, std::uint32_t gid) {
                auto it = tiles.find(gid & 0x0FFFFFFFu);
                if (it == tiles.end())
                    return;
                const QTransform t = tiledFlips(gid, it->second.w, it->second.h)
                    * QTransform::fromTranslate(c * map.tileWidth, (r + 1) * map.tileHeight - it->second.h);
                out << (t * origin).map(it->second.shapes);
            };
            for (int r = 0; r < l.height && !l.gids.empty(); ++r)
                for (int c = 0; c < l.width; ++c)
                    cell(c, r, l.gids[std::size_t(r * l.width + c)]);
            for (const tiled::Chunk& ch : l.chunks)
                for (int r = 0; r < ch.height; ++r)
                    for (int c = 0; c < ch.width; ++c)
                        cell(ch.x + c, ch.y + r, ch.gids[std::size_t(r * ch.width + c)]);
            for (const tiled::Object& o : l.objects) {
                if (o.kind == tiled::Object::Kind::Tile) {
                    auto it = tiles.find(o.gid & 0x0FFFFFFFu);
                    if (it == tiles.end())
                        continue;
                    QTransform t = tiledFlips(o.gid & 0xC0000000u, it->second.w, it->second.h);
                    t *= QTransform::fromScale(o.width / it->second.w, o.height / it->second.h);
                    t *= QTransform::fromTranslate(0, -o.height);
                    QTransform place;
                    place.translate(o.x, o.y);
                    place.rotate(o.rotation);
                    out << (t * place * origin).map(it->second.shapes);
                } else {
                    out << origin.map(tiledObjectPath(o));
                }
            }
        }
    };
    walk(map.layers);
    QRectF bounds;
    for (const QPainterPath& p : out)
        bounds |= p.boundingRect();
    area = bounds.adjusted(-4, -4, 4, 4);
    return out;
}

// What ponytiled (Solar2D, Sticker Knight's engine) collides with: every object with a
// "bodyType" property is a physics body the size of its picture.
QList<QPainterPath> ponytiledOracle(const QString& mapPath, QRectF& area)
{
    QFile f(mapPath);
    f.open(QIODevice::ReadOnly);
    const tiled::ParseResult parsed = tiled::parseTmx(f.readAll(), mapPath);
    QList<QPainterPath> out;
    for (const tiled::Layer& l : parsed.map.layers)
        for (tiled::Object o : l.objects) {
            if (!o.templatePath.isEmpty()) {
                tiled::Template t;
                tiled::parseTemplate(QFileInfo(mapPath).absoluteDir().filePath(o.templatePath), t);
                if (!(o.given & tiled::Object::GivenSize))
                    o.width = t.object.width, o.height = t.object.height;
                o.properties += t.object.properties;
                o.kind = t.object.kind;
            }
            if (!tiled::findProperty(o.properties, QStringLiteral("bodyType")))
                continue;
            QPainterPath p; // tile objects hang from their bottom-left corner, others from the top-left
            p.addRect(0, o.kind == tiled::Object::Kind::Tile ? -o.height : 0, o.width, o.height);
            QTransform place;
            place.translate(o.x, o.y);
            place.rotate(o.rotation);
            out << place.map(p);
        }
    QRectF bounds;
    for (const QPainterPath& p : out)
        bounds |= p.boundingRect();
    area = bounds.adjusted(-4, -4, 4, 4);
    return out;
}

// What melonJS collides with: the objects of the layer named "collision" (its polylines are
// lines, with no area).
QList<QPainterPath> melonOracle(const QString& mapPath, QRectF& area)
{
    QFile f(mapPath);
    f.open(QIODevice::ReadOnly);
    const tiled::ParseResult parsed = tiled::parseTmx(f.readAll(), mapPath);
    QList<QPainterPath> out;
    for (const tiled::Layer& l : parsed.map.layers)
        if (l.name.compare(u"collision", Qt::CaseInsensitive) == 0)
            for (const tiled::Object& o : l.objects)
                out << tiledObjectPath(o);
    QRectF bounds;
    for (const QPainterPath& p : out)
        bounds |= p.boundingRect();
    area = bounds.adjusted(-4, -4, 4, 4);
    return out;
}

const char kTriangleTiles[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="4" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="shapes" tilewidth="32" tileheight="32" tilecount="4" columns="2">
  <tile id="0"><objectgroup><object id="1" x="0" y="0"><polygon points="0,0 32,0 0,16"/></object></objectgroup></tile>
 </tileset>
 <layer id="1" name="Ground" width="4" height="4"><data encoding="csv">
0,0,0,0,
0,GID,0,0,
0,0,0,0,
0,0,0,0</data></layer>
</map>
)";

} // namespace

class TestTiledCollision : public QObject {
    Q_OBJECT

private slots:
    void flips_data()
    {
        QTest::addColumn<quint32>("flags");
        QTest::addColumn<QList<QPointF>>("expected"); // the triangle at cell (1, 1)
        using P = QPointF;
        QTest::newRow("none") << 0u << QList<P>{P(32, 32), P(64, 32), P(32, 48)};
        QTest::newRow("horizontal") << 0x80000000u << QList<P>{P(64, 32), P(32, 32), P(64, 48)};
        QTest::newRow("vertical") << 0x40000000u << QList<P>{P(32, 64), P(64, 64), P(32, 48)};
        QTest::newRow("both") << 0xC0000000u << QList<P>{P(64, 64), P(32, 64), P(64, 48)};
        QTest::newRow("diagonal") << 0x20000000u << QList<P>{P(32, 32), P(32, 64), P(48, 32)};
        QTest::newRow("turned right (diagonal + horizontal)") << 0xA0000000u << QList<P>{P(64, 32), P(64, 64), P(48, 32)};
        QTest::newRow("turned left (diagonal + vertical)") << 0x60000000u << QList<P>{P(32, 64), P(32, 32), P(48, 64)};
        QTest::newRow("all three") << 0xE0000000u << QList<P>{P(64, 64), P(64, 32), P(48, 64)};
    }
    // A tile's collision polygon lands on the cell through each combination of flips.
    void flips()
    {
        QFETCH(quint32, flags);
        QFETCH(QList<QPointF>, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flips.tmx"));
        writeFile(path, QByteArray(kTriangleTiles).replace("GID", QByteArray::number(1u | flags)));
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const auto shapes = collidableShapes(*result.level);
        QCOMPARE(shapes.size(), std::size_t(1));
        QCOMPARE(shapes[0].first, Role::Solid);
        const Polygon* poly = std::get_if<Polygon>(&shapes[0].second);
        QVERIFY(poly);
        std::vector<Vec2> want;
        for (const QPointF& p : expected)
            want.push_back({p.x(), p.y()});
        QCOMPARE(sortedPoints(poly->points), sortedPoints(want));
    }

    // Tiles taller than the grid sit on the cell's bottom-left corner, moved by the tileset's
    // offset; a shape that covers the whole cell is a cell; a layer offset moves cells.
    void offsetsAndWholeCells()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("offsets.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="6" height="4" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="big" tilewidth="64" tileheight="64" tilecount="1" columns="1">
  <tileoffset x="4" y="-2"/>
  <tile id="0"><objectgroup><object id="1" x="0" y="0" width="64" height="8"/></objectgroup></tile>
 </tileset>
 <tileset firstgid="2" name="blocks" tilewidth="32" tileheight="32" tilecount="2" columns="2">
  <tile id="0"><objectgroup><object id="1" x="0" y="0" width="32" height="32"/></objectgroup></tile>
  <tile id="1"><properties><property name="hazard" type="bool" value="true"/></properties></tile>
 </tileset>
 <layer id="1" name="Big" width="6" height="4"><data encoding="csv">
0,0,0,0,0,0,
0,0,0,0,0,0,
1,0,0,0,0,0,
0,0,0,0,0,0</data></layer>
 <group id="5" name="Moved" offsetx="32" offsety="0">
  <layer id="2" name="Blocks" width="6" height="4"><data encoding="csv">
0,0,0,0,0,0,
0,0,0,0,0,0,
0,0,0,0,0,0,
2,3,0,0,0,0</data></layer>
  <layer id="3" name="Half" width="6" height="4" offsetx="16"><data encoding="csv">
0,0,0,0,2,0,
0,0,0,0,0,0,
0,0,0,0,0,0,
0,0,0,0,0,0</data></layer>
 </group>
</map>
)");
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        const auto shapes = collidableShapes(level);
        QCOMPARE(shapes.size(), std::size_t(2));
        QCOMPARE(shapes[0].second, Shape(Box{4, 30, 64, 8}));  // (0, 96 - 64 - 2)
        QCOMPARE(shapes[1].second, Shape(Box{176, 0, 32, 32})); // 4*32 + 32 + 16: not on the grid
        LayerId blocks = 0;
        for (int i = 0; i < level.layerCount(); ++i)
            if (level.layerAt(i).name == u"Moved/Blocks")
                blocks = level.layerAt(i).id;
        QVERIFY(blocks != 0);
        QCOMPARE(level.tile(blocks, 0, 3), TileKind::Empty);
        QCOMPARE(level.tile(blocks, 1, 3), TileKind::Solid);  // a whole-cell shape, moved one cell
        QCOMPARE(level.tile(blocks, 2, 3), TileKind::Hazard); // a hazard property, no shapes
    }

    // A tile object collides with its tile's shapes, scaled to the object, flipped and turned.
    void tileObjects()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("objects.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="10" height="10" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="c" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><image source="crate.png" width="16" height="8"/>
   <objectgroup><object id="1" x="0" y="0" width="8" height="8"/></objectgroup></tile>
 </tileset>
 <objectgroup id="1" name="Collision">
  <object id="7" name="plain" gid="1" x="100" y="50" width="32" height="16"/>
  <object id="8" name="flipped" gid="2147483649" x="100" y="100" width="32" height="16"/>
  <object id="9" name="turned" gid="1" x="200" y="100" width="32" height="16" rotation="90"/>
 </objectgroup>
</map>
)");
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        QCOMPARE(level.object(7)->shape, Shape(Box{100, 34, 16, 16}));  // left half, scaled 2x
        QCOMPARE(level.object(8)->shape, Shape(Box{116, 84, 16, 16}));  // right half when flipped
        // Turned 90 degrees clockwise about the bottom-left corner (200, 100): the picture
        // (200..232, 84..100) goes to (200..216, 100..132); its left half to y 100..116.
        QCOMPARE(level.object(9)->shape, Shape(Box{200, 100, 16, 16}));
        QCOMPARE(level.object(7)->name, QStringLiteral("plain"));
    }

    // Templates (.tx and .tj) resolve; the instance's own members win; an external JSON
    // tileset (.tsj) gives the template's tile its shape.
    void templates()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("crates.tsj")), R"({ "type": "tileset", "name": "crates",
            "tilewidth": 32, "tileheight": 32, "tilecount": 1, "columns": 0,
            "tiles": [ { "id": 0, "image": "crate.png", "imagewidth": 32, "imageheight": 32,
              "objectgroup": { "objects": [ { "id": 1, "x": 0, "y": 16, "width": 32, "height": 16 } ] } } ] })");
        writeFile(dir.filePath(QStringLiteral("crate.tj")), R"({ "type": "template",
            "tileset": { "firstgid": 1, "source": "crates.tsj" },
            "object": { "name": "crate", "gid": 1, "width": 32, "height": 32 } })");
        writeFile(dir.filePath(QStringLiteral("coin.tx")), R"(<?xml version="1.0" encoding="UTF-8"?>
<template><object name="coin" type="coin" width="16" height="16"/></template>)");
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="10" height="10" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="5" source="crates.tsj"/>
 <objectgroup id="1" name="Things">
  <object id="3" template="crate.tj" x="64" y="96"/>
  <object id="4" template="crate.tj" name="big crate" x="128" y="96" width="64" height="64"/>
  <object id="5" template="coin.tx" x="10" y="10"/>
  <object id="6" template="missing.tx" x="10" y="10"/>
 </objectgroup>
</map>
)");
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        QVERIFY(level.object(3));
        QCOMPARE(level.object(3)->name, QStringLiteral("crate"));
        QCOMPARE(level.object(3)->shape, Shape(Box{64, 80, 32, 16}));
        QCOMPARE(level.object(4)->name, QStringLiteral("big crate"));
        QCOMPARE(level.object(4)->shape, Shape(Box{128, 64, 64, 32}));
        QCOMPARE(level.object(5)->role, Role::Pickup);
        QCOMPARE(level.object(5)->shape, Shape(Box{10, 10, 16, 16}));
        QVERIFY(!level.object(6));
        QVERIFY2(result.warnings.join(u'\n').contains(QStringLiteral("object 6 skipped: its template 'missing.tx'")),
                 qPrintable(result.warnings.join(u'\n')));
    }

    void defaults_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("role"); // "" when not imported
        QTest::newRow("wall in a collision layer") << "wall" << "solid";
        QTest::newRow("sensor rectangle elsewhere") << "sensor" << "trigger";
        QTest::newRow("name says player") << "mainPlayer" << "spawn";
        QTest::newRow("class says coin") << "c1" << "pickup";
        QTest::newRow("class says platform") << "ledge" << "oneway";
        QTest::newRow("hidden helper layer") << "guide" << "";
        QTest::newRow("hidden collision layer") << "bound" << "solid";
        QTest::newRow("polyline wall") << "line" << "solid";
    }
    // Without a profile: layers say what collides by name or property; tiles by their
    // shapes or properties; objects elsewhere are sensors unless their class or name says more.
    void defaults()
    {
        QFETCH(QString, object);
        QFETCH(QString, role);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("defaults.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="10" height="10" tilewidth="32" tileheight="32" infinite="0">
 <objectgroup id="1" name="Collision">
  <object id="1" name="wall" x="0" y="288" width="320" height="32"/>
  <object id="2" name="line" x="0" y="100"><polyline points="0,0 50,0 80,-20"/></object>
  <object id="3" name="ledge" type="platform" x="100" y="200" width="64" height="8"/>
 </objectgroup>
 <objectgroup id="2" name="Entities">
  <object id="4" name="sensor" x="10" y="10" width="20" height="20"/>
  <object id="5" name="mainPlayer" x="40" y="250" width="20" height="36"/>
  <object id="6" name="c1" type="Coin" x="200" y="150" width="16" height="16"/>
 </objectgroup>
 <objectgroup id="3" name="Guides" visible="0">
  <object id="7" name="guide" x="0" y="0" width="320" height="320"/>
 </objectgroup>
 <objectgroup id="4" name="Bounds" visible="0">
  <properties><property name="collides" type="bool" value="true"/></properties>
  <object id="8" name="bound" x="-32" y="0" width="32" height="320"/>
 </objectgroup>
</map>
)");
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const LevelObject* found = nullptr;
        result.level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
            if (o.name == object)
                found = &o;
        });
        if (role.isEmpty()) {
            QVERIFY(!found);
            return;
        }
        QVERIFY(found);
        QCOMPARE(roleName(found->role), role);
        if (object == u"line") {
            // A wall drawn as a line: a ribbon one unit thick below it.
            const Aabb b = bounds(found->shape);
            QCOMPARE(b.minX, 0.0);
            QVERIFY(b.maxX >= 80.0 && b.maxX <= 81.0);
            QCOMPARE(b.minY, 80.0);
            QVERIFY(b.maxY > 100.0 && b.maxY < 102.0);
            QCOMPARE(checkShapeOk(found->shape), true);
        }
    }

    // The editor's "no profile" choice (profileBesideMap false) leaves ledge-profile.json beside
    // the map unread; by default it applies.
    void noProfileChoiceLeavesTheOneBesideTheMap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="1" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="1" columns="1"/>
 <layer id="1" name="Middle" width="2" height="1"><data encoding="csv">1,0</data></layer>
</map>
)");
        writeFile(dir.filePath(QStringLiteral("ledge-profile.json")), R"({"layers": {"collide": ["Middle"]}})");
        for (bool beside : {true, false}) {
            ImportOptions options;
            options.profileBesideMap = beside;
            const ImportResult result = importWith(path, options);
            QVERIFY2(result.level, qPrintable(result.error));
            const LayerId middle = result.level->layerAt(0).id;
            QCOMPARE(result.level->tile(middle, 0, 0), beside ? TileKind::Solid : TileKind::Empty);
        }
    }

    void profiles_data()
    {
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<bool>("beside"); // as ledge-profile.json beside the map, else --profile
        QTest::addColumn<QString>("expect"); // "cells:ROLE@c,r ..." and "object NAME ROLE|-" facts
        QTest::newRow("none") << QByteArray() << false
                              << "cell Deco 0 0 . ; cell Middle 1 0 . ; cell Middle 2 0 . ; object hero spawn ; object spikes hazard";
        QTest::newRow("collide pattern") << QByteArray(R"({"layers": {"collide": ["mid*"]}})") << true
                                         << "cell Middle 1 0 # ; cell Deco 0 0 . ; object door trigger";
        QTest::newRow("ignore wins") << QByteArray("{\"layers\": {\"collide\": [\"*\"], \"ignore\": [\"deco\", \"Group/" "*\"]}}")
                                     << false << "cell Middle 1 0 # ; nolayer Deco ; nolayer Group/Marks";
        QTest::newRow("tile properties") << QByteArray(R"({"tileProperties": {"solid": "blocks", "hazard": "hurts"}})")
                                         << false << "cell Deco 0 0 # ; cell Middle 2 0 ^ ; cell Middle 1 0 .";
        QTest::newRow("classes") << QByteArray(R"({"format": "ledge-import-profile", "version": 1,
                                                  "classes": {"Hero": "spawn", "door": "goal"}})")
                                 << false << "object hero spawn ; object spikes trigger ; object door goal";
    }
    // Import profiles say what collides, on top of the defaults.
    void profiles()
    {
        QFETCH(QByteArray, profile);
        QFETCH(bool, beside);
        QFETCH(QString, expect);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="2" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="3" columns="3">
  <tile id="0"><properties><property name="blocks" type="bool" value="true"/></properties></tile>
  <tile id="2"><properties><property name="hurts" type="bool" value="true"/></properties></tile>
 </tileset>
 <layer id="1" name="Deco" width="4" height="2"><data encoding="csv">1,0,0,0,0,0,0,0</data></layer>
 <layer id="2" name="Middle" width="4" height="2"><data encoding="csv">0,2,3,0,0,0,0,0</data></layer>
 <group id="5" name="Group">
  <objectgroup id="3" name="Marks">
   <object id="1" name="hero" type="Hero" x="10" y="10" width="10" height="10"/>
   <object id="2" name="spikes" type="Spikes" x="40" y="40" width="10" height="10"/>
   <object id="3" name="door" type="Door" x="60" y="40" width="10" height="10"/>
  </objectgroup>
 </group>
</map>
)");
        QString profilePath;
        if (!profile.isEmpty()) {
            profilePath = dir.filePath(beside ? QStringLiteral("ledge-profile.json") : QStringLiteral("project.json"));
            writeFile(profilePath, profile);
        }
        const ImportResult result = importFile(path, beside ? QString() : profilePath);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        const auto layerNamed = [&](const QString& name) -> const LayerInfo* {
            for (int i = 0; i < level.layerCount(); ++i)
                if (level.layerAt(i).name == name)
                    return &level.layerAt(i);
            return nullptr;
        };
        for (const QString& fact : expect.split(u';')) {
            const QStringList w = fact.split(u' ', Qt::SkipEmptyParts);
            if (w[0] == u"cell") {
                const LayerInfo* l = layerNamed(w[1]);
                QVERIFY2(l, qPrintable(fact));
                const TileKind k = level.tile(l->id, w[2].toInt(), w[3].toInt());
                QVERIFY2(tileKindChar(k) == w[4][0] && (k == TileKind::Empty || l->collides), qPrintable(fact));
            } else if (w[0] == u"nolayer") {
                QVERIFY2(!layerNamed(w[1]), qPrintable(fact));
            } else {
                const LevelObject* found = nullptr;
                level.forEachObject([&](const LayerInfo&, const LevelObject& o) {
                    if (o.name == w[1])
                        found = &o;
                });
                QVERIFY2(found && roleName(found->role) == w[2], qPrintable(fact));
            }
        }
    }

    void badProfile_data()
    {
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{ oops") << "project.json:1:";
        QTest::newRow("bad role") << QByteArray(R"({"classes": {"Hero": "player"}})") << "/classes/Hero: expected a role";
        QTest::newRow("bad pattern") << QByteArray(R"({"layers": {"collide": [1]}})") << "/layers/collide/0: expected a string";
        QTest::newRow("wrong format") << QByteArray(R"({"format": "ledge-level"})") << "/format";
        QTest::newRow("newer version") << QByteArray(R"({"version": 2})") << "/version";
    }
    // A profile that cannot be read stops the import with a message naming the place.
    void badProfile()
    {
        QFETCH(QByteArray, profile);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        writeFile(path, QByteArray(kTriangleTiles).replace("GID", "1"));
        writeFile(dir.filePath(QStringLiteral("project.json")), profile);
        const ImportResult result = importFile(path, dir.filePath(QStringLiteral("project.json")));
        QVERIFY(!result.level);
        QVERIFY2(result.error.contains(message), qPrintable(result.error));
    }

    // Infinite maps: the level spans the chunks, from the top-left one.
    void infinite()
    {
        const ImportResult result = importFile(QStringLiteral(LEDGE_TEST_DATA "/tiled/bevy/maps/orthogonal/infinite.tmx"));
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        QCOMPARE(level.grid().columns, 32);
        QCOMPARE(level.grid().rows, 32);
        // gid 2 is tile 1, a whole-cell rectangle: chunk (-16,-16) at its (0, 0) -> cell (0, 0).
        QCOMPARE(level.tile(level.layerAt(0).id, 0, 0), TileKind::Solid);
        // gid 3 is tile 2, a polygon: a shape, not a cell (chunk (-16,-16) row 10 column 6).
        QCOMPARE(level.tile(level.layerAt(0).id, 6, 10), TileKind::Empty);
        // The rectangle object at (-128, 97) moves with the origin (512, 512).
        QCOMPARE(level.object(1)->shape, Shape(Box{384, 609, 223, 157}));
    }

    // An infinite map's tile layer with no chunk and no data is an empty layer, not cells read
    // past the end of nothing (found by fuzz_tiled_tmx); a finite one without data is named.
    void tileLayerWithoutData_data()
    {
        QTest::addColumn<QByteArray>("infinite");
        QTest::addColumn<bool>("warned");
        QTest::newRow("infinite: empty") << QByteArray("1") << false;
        QTest::newRow("finite: skipped, named") << QByteArray("0") << true;
    }

    void tileLayerWithoutData()
    {
        QFETCH(QByteArray, infinite);
        QFETCH(bool, warned);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        writeFile(path, QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16" infinite="INF">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="4" columns="2"/>
 <layer id="1" name="Ground" width="4" height="4">
  <properties><property name="collides" type="bool" value="true"/></properties>
 </layer>
</map>
)").replace("INF", infinite));
        const ImportResult result = importFile(path);
        QVERIFY2(result.level, qPrintable(result.error));
        const QString warnings = result.warnings.join(u'\n');
        QCOMPARE(warnings.contains(QStringLiteral("no tile data for its 4x4 cells")), warned);
        const Level& level = *result.level;
        for (int l = 0; l < level.layerCount(); ++l)
            if (level.layerAt(l).type == LayerType::Tiles)
                for (int r = 0; r < level.grid().rows; ++r)
                    for (int c = 0; c < level.grid().columns; ++c)
                        QCOMPARE(level.tile(level.layerAt(l).id, c, r), TileKind::Empty);
    }

    void realMaps_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("engine");
        const QString d = QStringLiteral(LEDGE_TEST_DATA "/tiled/bevy/maps/orthogonal/");
        QTest::newRow("bevy finite") << d + "finite.tmx" << "bevy";
        QTest::newRow("bevy infinite") << d + "infinite.tmx" << "bevy";
        QTest::newRow("bevy group layers") << d + "group_layers.tmx" << "bevy";
        QTest::newRow("bevy multiple layers with colliders") << d + "multiple_layers_with_colliders.tmx" << "bevy";
        QTest::newRow("sticker knight") << QStringLiteral(LEDGE_TEST_DATA "/tiled/sticker-knight/sandbox.tmx") << "ponytiled";
        QTest::newRow("melonJS map1") << QStringLiteral(LEDGE_TEST_DATA "/tiled/melonjs_melonJS__map1.tmx") << "melonjs";
    }
    // The solid area imported against the engine's own collision, drawn independently: the
    // union areas within 1% and the pictures differ on under 1% of it.
    void realMaps()
    {
        QFETCH(QString, file);
        QFETCH(QString, engine);
        const ImportResult result = importFile(file);
        QVERIFY2(result.level, qPrintable(result.error));
        QRectF area;
        const QList<QPainterPath> expected = engine == u"bevy"        ? bevyOracle(file, area)
                                           : engine == u"ponytiled" ? ponytiledOracle(file, area)
                                                                    : melonOracle(file, area);
        QList<QPainterPath> imported;
        for (const auto& [role, shape] : collidableShapes(*result.level))
            imported << pathOf(shape);
        const Level& level = *result.level;
        for (int i = 0; i < level.layerCount(); ++i) {
            const LayerInfo& l = level.layerAt(i);
            if (l.type != LayerType::Tiles || !l.collides)
                continue;
            const TileGrid& g = level.tiles(l.id);
            for (int r = 0; r < g.rows; ++r)
                for (int c = 0; c < g.columns; ++c)
                    if (g.at(c, r) != TileKind::Empty) {
                        QPainterPath p;
                        p.addRect(c * g.cellSize, r * g.cellSize, g.cellSize, g.cellSize);
                        imported << p;
                    }
        }
        const double scale = 4;
        const Coverage c = compare(rasterise(expected, area, scale), rasterise(imported, area, scale));
        QVERIFY(c.a > 0);
        const double areaA = double(c.a) / (scale * scale), areaB = double(c.b) / (scale * scale);
        const double differ = double(c.a + c.b - 2 * c.both) / double(c.a);
        qInfo("%s: game %.0f, imported %.0f square units (%+.2f%%), pictures differ on %.2f%%",
              qPrintable(QFileInfo(file).fileName()), areaA, areaB, 100 * (areaB - areaA) / areaA, 100 * differ);
        QVERIFY2(std::abs(areaB - areaA) / areaA < 0.01, qPrintable(QString::number(areaB / areaA)));
        QVERIFY2(differ < 0.01, qPrintable(QString::number(differ)));
    }

private:
    static bool checkShapeOk(const Shape& s) { return ledge::checkShape(s) == ShapeProblem::None; }
};

QTEST_MAIN(TestTiledCollision)
#include "tst_tiledcollision.moc"
