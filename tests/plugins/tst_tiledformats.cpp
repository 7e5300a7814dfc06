// Tiled maps: lossless round trips, the mapping of Tiled features Ledge cannot represent,
// real maps from the wild, and Tiled itself reading what Ledge writes.

#include "PluginTestSupport.h"
#include "model/Validator.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace ledge;
using namespace ledge::test;

namespace {

QStringList exampleLevels()
{
    QStringList files;
    for (const QString& name : QDir(QStringLiteral(LEDGE_EXAMPLES)).entryList({QStringLiteral("*.ledge")}))
        files << QStringLiteral(LEDGE_EXAMPLES "/") + name;
    for (const QString& name : QDir(QStringLiteral(LEDGE_EXAMPLES "/problems")).entryList({QStringLiteral("*.ledge")}))
        files << QStringLiteral(LEDGE_EXAMPLES "/problems/") + name;
    return files;
}

std::unique_ptr<Level> levelFor(const QString& source)
{
    if (source.isEmpty())
        return everyFeatureLevel();
    return std::move(loadLevel(source).level);
}

ImportResult importText(const char* suffix, const QByteArray& text)
{
    for (const auto& p : builtInPlugins().importers())
        if (p.object->name() == QLatin1String(suffix))
            return p.object->read(text, QString());
    return {};
}

const LevelObject* objectNamed(const Level& level, const QString& name)
{
    const LevelObject* found = nullptr;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.name == name)
            found = &o;
    });
    return found;
}

} // namespace

class TestTiledFormats : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("source"); // empty: the every-feature level
        QTest::addColumn<QString>("format");
        for (const char* format : {"tmj", "tmx"}) {
            QTest::addRow("every feature via %s", format) << QString() << QString::fromLatin1(format);
            for (const QString& file : exampleLevels())
                QTest::addRow("%s via %s", qPrintable(QFileInfo(file).fileName()), format)
                    << file << QString::fromLatin1(format);
        }
    }
    // .ledge -> Tiled -> .ledge keeps every shape, role, property, layer and setting.
    void roundTrip()
    {
        QFETCH(QString, source);
        QFETCH(QString, format);
        const std::unique_ptr<Level> original = levelFor(source);
        QVERIFY(original);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.") + format);
        ExporterInterface* exporter = builtInPlugins().exporterFor(path);
        QVERIFY(exporter);
        QCOMPARE(exporter->name(), format);
        const ExportResult written = exporter->write(*original, path);
        QVERIFY2(written.ok, qPrintable(written.message));
        ImporterInterface* importer = builtInPlugins().importerFor(path);
        QVERIFY(importer);
        QCOMPARE(importer->name(), format);
        const ImportResult back = importer->readFile(path);
        QVERIFY2(back.level, qPrintable(back.error));
        QVERIFY2(back.warnings.isEmpty(), qPrintable(back.warnings.join(u'\n')));
        const QString diff = difference(*original, *back.level);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // And the .ledge written from both is the same text.
        QCOMPARE(writeLevel(*back.level), writeLevel(*original));
    }

    void tiledFeatures_data()
    {
        QTest::addColumn<QString>("object");   // name of the imported object, empty when skipped
        QTest::addColumn<QString>("shape");    // its shape type
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("warning");  // a warning that must appear ("" for none about it)
        QTest::newRow("rotated rectangle") << "turned" << "polygon" << "solid" << "object 1 'turned': rotated";
        QTest::newRow("unequal ellipse") << "oval" << "polygon" << "solid" << "object 2 'oval': ellipse with unequal";
        QTest::newRow("equal ellipse") << "disc" << "circle" << "hazard" << "";
        QTest::newRow("polyline: a wall") << "path" << "polygon" << "solid" << "";
        QTest::newRow("text") << "" << "" << "" << "object 5 'label' skipped: text";
        QTest::newRow("tile object") << "tree" << "box" << "solid" << "";
        QTest::newRow("slope triangle without properties") << "ramp" << "slope" << "solid" << "";
        QTest::newRow("old type attribute") << "plank" << "box" << "oneway" << "";
        QTest::newRow("foreign class kept as a property") << "enemy" << "box" << "trigger" << "";
        QTest::newRow("point without a marker class") << "" << "" << "" << "object 10 'camera' skipped: a point";
        QTest::newRow("spawn point") << "start" << "point" << "spawn" << "";
        QTest::newRow("gzip layer") << "" << "" << "" << "layer 3 'Gz' skipped: tile data compressed with gzip";
    }
    void tiledFeatures()
    {
        QFETCH(QString, object);
        QFETCH(QString, shape);
        QFETCH(QString, role);
        QFETCH(QString, warning);
        // zlib layer: 4x2 cells, the "kind" tileset maps gid 1 to solid and 2 to hazard.
        QByteArray cells(8 * 4, '\0');
        const quint32 gids[8] = {1, 0, 0, 2, 0, 1 | 0x80000000u, 0, 0};
        for (int i = 0; i < 8; ++i)
            qToLittleEndian(gids[i], cells.data() + 4 * i);
        const QByteArray zlib = qCompress(cells).mid(4).toBase64();
        const QByteArray tmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="2" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="kinds" tilewidth="32" tileheight="32" tilecount="2" columns="0">
  <tile id="0"><properties><property name="kind" value="solid"/></properties></tile>
  <tile id="1"><properties><property name="kind" value="hazard"/></properties></tile>
 </tileset>
 <layer id="2" name="Zlib" width="4" height="2"><data encoding="base64" compression="zlib">)" + zlib + R"(</data></layer>
 <layer id="3" name="Gz" width="4" height="2"><data encoding="base64" compression="gzip">H4sIAAAAAAAAA2NgYGBgBGIQAAA=</data></layer>
 <objectgroup id="1" name="Objects">
  <object id="1" name="turned" x="10" y="10" width="20" height="10" rotation="90"/>
  <object id="2" name="oval" x="40" y="10" width="20" height="10"><ellipse/></object>
  <object id="3" name="disc" class="hazard" x="70" y="10" width="10" height="10"><ellipse/></object>
  <object id="4" name="path" x="0" y="0"><polyline points="0,0 10,10"/></object>
  <object id="5" name="label" x="0" y="0" width="50" height="20"><text>hello</text></object>
  <object id="6" name="tree" gid="1" x="0" y="32" width="32" height="32"/>
  <object id="7" name="ramp" class="slope" x="0" y="64"><polygon points="0,32 64,0 64,32"/></object>
  <object id="8" name="plank" type="oneway" x="90" y="40" width="30" height="4"/>
  <object id="9" name="enemy" class="Slime" x="100" y="10" width="16" height="16"/>
  <object id="10" name="camera" x="5" y="5"><point/></object>
  <object id="11" name="start" class="spawn" x="6" y="60"><point/></object>
 </objectgroup>
</map>
)";
        const ImportResult result = importText("tmx", tmx);
        QVERIFY2(result.level, qPrintable(result.error));
        const Level& level = *result.level;
        if (!warning.isEmpty()) {
            bool seen = false;
            for (const QString& w : result.warnings)
                seen = seen || w.contains(warning);
            QVERIFY2(seen, qPrintable(result.warnings.join(u'\n')));
        }
        if (!object.isEmpty()) {
            const LevelObject* o = objectNamed(level, object);
            QVERIFY2(o, qPrintable(object));
            QCOMPARE(shapeTypeName(shapeType(o->shape)), shape);
            QCOMPARE(roleName(o->role), role);
        }
        // Fixed facts of this map, checked on every row.
        const LevelObject* turned = objectNamed(level, QStringLiteral("turned"));
        QVERIFY(turned);
        const auto& quad = std::get<Polygon>(turned->shape).points;
        QCOMPARE(quad.size(), std::size_t(4));
        QVERIFY(qAbs(quad[2].x - 0.0) < 1e-9 && qAbs(quad[2].y - 30.0) < 1e-9); // (20,10) turned 90 deg about (10,10)
        const Slope ramp = std::get<Slope>(objectNamed(level, QStringLiteral("ramp"))->shape);
        QCOMPARE(ramp, (Slope{0, 64, 64, 32, Rise::Right, false}));
        QCOMPARE(objectNamed(level, QStringLiteral("enemy"))->properties.value(QStringLiteral("class")).toString(),
                 QStringLiteral("Slime"));
        QCOMPARE(level.layerCount(), 2); // Zlib tiles and Objects; Gz skipped
        const LayerId zlibLayer = level.layerAt(0).id;
        QCOMPARE(level.tile(zlibLayer, 0, 0), TileKind::Solid);
        QCOMPARE(level.tile(zlibLayer, 3, 0), TileKind::Hazard);
        QCOMPARE(level.tile(zlibLayer, 1, 1), TileKind::Solid); // flip flag ignored
        QCOMPARE(level.tile(zlibLayer, 1, 0), TileKind::Empty);
        QVERIFY(level.layerAt(0).collides);
    }

    void tmjTileData_data()
    {
        QTest::addColumn<QByteArray>("layer");   // the tile layer's JSON members after "type"
        QTest::addColumn<bool>("infinite");
        QTest::addColumn<QString>("warning");    // "" when the cells must be read
        QByteArray raw(4 * 4, '\0');
        raw[0] = 1; // gid 1 at (0,0), little endian
        QTest::newRow("csv array") << QByteArray(R"("data": [1, 0, 0, 0])") << false << "";
        QTest::newRow("base64") << QByteArray(R"("encoding": "base64", "data": ")") + raw.toBase64() + "\"" << false << "";
        QTest::newRow("zlib") << QByteArray(R"("encoding": "base64", "compression": "zlib", "data": ")")
                                     + qCompress(raw).mid(4).toBase64() + "\"" << false << "";
        QTest::newRow("zstd") << QByteArray(R"("encoding": "base64", "compression": "zstd", "data": "AAAA")") << false
                              << "layer 1 'T' skipped: tile data compressed with zstd";
        QTest::newRow("infinite chunks") << QByteArray(R"("chunks": [{"x": 0, "y": 0, "width": 2, "height": 2, "data": [1, 0, 0, 0]}])")
                                         << true << "";
        QTest::newRow("wrong cell count") << QByteArray(R"("data": [1, 0])") << false << "has 2 cells, expected 4";
        QTest::newRow("no data") << QByteArray(R"("opacity": 1)") << false << "the layer has no tile data";
    }
    void tmjTileData()
    {
        QFETCH(QByteArray, layer);
        QFETCH(bool, infinite);
        QFETCH(QString, warning);
        const QByteArray tmj = R"({ "type": "map", "orientation": "orthogonal", "width": 2, "height": 2,
            "tilewidth": 16, "tileheight": 16, "infinite": )" + QByteArray(infinite ? "true" : "false") + R"(,
            "tilesets": [ { "firstgid": 1, "name": "k", "tilecount": 1, "tiles": [ { "id": 0,
                "properties": [ { "name": "kind", "type": "string", "value": "oneway" } ] } ] } ],
            "layers": [ { "id": 1, "name": "T", "type": "tilelayer", "width": 2, "height": 2, )" + layer + R"( } ] })";
        const ImportResult result = importText("tmj", tmj);
        QVERIFY2(result.level, qPrintable(result.error));
        if (warning.isEmpty()) {
            QVERIFY2(result.warnings.isEmpty(), qPrintable(result.warnings.join(u'\n')));
            QCOMPARE(result.level->layerCount(), 1);
            const LayerId id = result.level->layerAt(0).id;
            QCOMPARE(result.level->tile(id, 0, 0), TileKind::OneWay);
            QCOMPARE(result.level->tile(id, 1, 1), TileKind::Empty);
        } else {
            QVERIFY2(result.warnings.join(u'\n').contains(warning), qPrintable(result.warnings.join(u'\n')));
            QCOMPARE(result.level->layerCount(), 0);
        }
    }

    void realMaps_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("warnings"); // each must appear in some warning
        const QString d = QStringLiteral(LEDGE_TEST_DATA "/tiled/");
        QTest::newRow("tmxlite platform") << d + "fallahn_tmxlite__platform.tmx"
                                          << QStringList{"object 6: ellipse with unequal sides"};
        QTest::newRow("melonJS map1 tmx") << d + "melonjs_melonJS__map1.tmx"
                                          << QStringList{"external tileset 'tileset.tsx'"};
        QTest::newRow("melonJS map1 json") << d + "melonjs_melonJS__map1.json"
                                           << QStringList{"external tileset 'tileset.tsx'"};
        QTest::newRow("excalibur city tmj") << d + "excaliburjs_excalibur-tiled__example-city.tmj"
                                            << QStringList{"object 13 skipped: text",
                                                           "object 44 skipped: its template 'cone.tx'",
                                                           "object 14 'box2': rotated rectangle"};
        QTest::newRow("excalibur objects tmx") << d + "excaliburjs_excalibur-tiled__objects.tmx"
                                               << QStringList{"object 6 skipped: text",
                                                              "object 1 skipped: a point"};
        QTest::newRow("libtmx csv") << d + "baylej_tmx__csv.tmx"
                                    << QStringList{"object 1 'square': rotated", "object 3 'polyline' skipped",
                                                   "object 5 'text' skipped"};
        QTest::newRow("bevy finite") << d + "bevy/maps/orthogonal/finite.tmx"
                                     << QStringList{"object 3: ellipse with unequal"};
        QTest::newRow("tile layer without data") << QStringLiteral(LEDGE_TEST_DATA "/../plugins/data/tile-layer-without-data.tmx")
                                                 << QStringList{"layer 1 'Empty' skipped: it has no tile data",
                                                                "layer 2 'Short' skipped: the layer has 2 cells"};
        QTest::newRow("bevy colliders") << d + "bevy/maps/orthogonal/multiple_layers_with_colliders.tmx"
                                        << QStringList{};
    }
    // Maps from other projects import, say what they skipped, and validate without a crash.
    void realMaps()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, warnings);
        ImporterInterface* importer = builtInPlugins().importerFor(file);
        QVERIFY2(importer, qPrintable(file));
        const ImportResult result = PluginManager::read(*importer, file);
        QVERIFY2(result.level, qPrintable(result.error));
        for (const QString& expected : warnings) {
            bool seen = false;
            for (const QString& w : result.warnings)
                seen = seen || w.contains(expected);
            QVERIFY2(seen, qPrintable(expected + QStringLiteral("\nnot in:\n") + result.warnings.join(u'\n')));
        }
        // Every skipped object is named by its id.
        for (const QString& w : result.warnings)
            if (w.contains(QStringLiteral(" skipped: ")) && !w.contains(QStringLiteral("layer")))
                QVERIFY2(w.startsWith(QStringLiteral("object ")), qPrintable(w));
        QVERIFY(result.level->objectCount() > 0);
        const ValidationReport report = Validator(*result.level).run();
        QVERIFY(report.errorCount() + report.warningCount() >= 0);
        // And it survives a .ledge save and load.
        const LoadResult again = readLevel(writeLevel(*result.level));
        QVERIFY2(again.level, qPrintable(again.error.toString()));
        QVERIFY2(difference(*result.level, *again.level).isEmpty(), qPrintable(difference(*result.level, *again.level)));
    }

    void tiledReadsWhatLedgeWrites_data()
    {
        roundTrip_data();
    }
    // Tiled 1.8 (the Debian package) converts every map Ledge writes and sees every object;
    // the map Tiled writes imports back into the same level.
    void tiledReadsWhatLedgeWrites()
    {
        QFETCH(QString, source);
        QFETCH(QString, format);
        const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        if (tiled.isEmpty())
            QSKIP("the tiled binary is not installed");
        const std::unique_ptr<Level> level = levelFor(source);
        QVERIFY(level);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("level.") + format);
        const QString out = dir.filePath(QStringLiteral("tiled-out.tmx"));
        QVERIFY(builtInPlugins().exporterFor(in)->write(*level, in).ok);
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), dir.path()); // Tiled's own settings stay in the scratch folder
        process.setProcessEnvironment(env);
        process.start(tiled, {QStringLiteral("--export-map"), in, out});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QFile result(out);
        QVERIFY(result.open(QIODevice::ReadOnly));
        const QByteArray xml = result.readAll();
        QCOMPARE(int(xml.count("<object ")), level->objectCount());
        // And what Tiled saved comes back as the same level: nothing was lost on the way.
        const ImportResult back = builtInPlugins().importerFor(out)->readFile(out);
        QVERIFY2(back.level, qPrintable(back.error));
        QVERIFY2(back.warnings.isEmpty(), qPrintable(back.warnings.join(u'\n')));
        const QString diff = difference(*level, *back.level);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestTiledFormats)
#include "tst_tiledformats.moc"
