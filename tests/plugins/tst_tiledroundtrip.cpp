// A level that came from Tiled goes back to TMX / TMJ with what Ledge did not change as it was:
// tilesets (external ones as references), gids with their flips, image layers, groups,
// properties, template instances, tile objects, object ids and order. Checked on the files
// Ledge writes and, when Tiled is installed, on what Tiled itself makes of them
// (`tiled --export-map`): the same layers, tilesets, tiles and objects before and after.

#include "PluginTestSupport.h"
#include "TiledConvert.h"
#include "TiledMap.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;
using namespace ledge::test;

namespace {

void copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + u'/' + QDir(from).relativeFilePath(file);
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::copy(file, target);
    }
}

tiled::Map parseAny(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    const QByteArray data = f.readAll();
    return (path.endsWith(u".tmx") ? tiled::parseTmx(data, path) : tiled::parseTmj(data, path)).map;
}

// What Tiled shows of a map, one line per layer, tileset, tile layer and object.
void describe(const QList<tiled::Layer>& layers, const QString& path, QStringList& out)
{
    for (const tiled::Layer& l : layers) {
        out << QStringLiteral("layer %1 %2 type %3 visible %4 offset %5,%6 image %7 props %8")
                   .arg(path + l.name).arg(l.id).arg(int(l.type)).arg(l.visible).arg(l.offsetX).arg(l.offsetY)
                   .arg(l.image.source).arg(l.properties.size());
        if (!l.gids.empty()) {
            QStringList g;
            for (std::uint32_t gid : l.gids)
                g << QString::number(gid);
            out << QStringLiteral("  gids ") + g.join(u',');
        }
        for (const tiled::Chunk& c : l.chunks) {
            QStringList g;
            for (std::uint32_t gid : c.gids)
                g << QString::number(gid);
            out << QStringLiteral("  chunk %1,%2 ").arg(c.x).arg(c.y) + g.join(u',');
        }
        for (const tiled::Object& o : l.objects)
            out << QStringLiteral("  object %1 '%2' '%3' kind %4 gid %5 template %6 at %7,%8 size %9,%10 turned %11 props %12")
                       .arg(o.id).arg(o.name, o.cls).arg(int(o.kind)).arg(o.gid).arg(o.templatePath)
                       .arg(o.x).arg(o.y).arg(o.width).arg(o.height).arg(o.rotation).arg(o.properties.size());
        describe(l.layers, path + l.name + u'/', out);
    }
}

QStringList describe(const tiled::Map& map)
{
    QStringList out;
    out << QStringLiteral("map %1x%2 tiles %3x%4 infinite %5 props %6")
               .arg(map.width).arg(map.height).arg(map.tileWidth).arg(map.tileHeight).arg(map.infinite).arg(map.properties.size());
    for (const tiled::Tileset& t : map.tilesets)
        out << QStringLiteral("tileset %1 %2 %3 tiles with shapes %4").arg(t.firstGid).arg(t.source, t.name).arg(t.tileShapes.size());
    describe(map.layers, QString(), out);
    return out;
}

QString firstDifference(const QStringList& a, const QStringList& b)
{
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("line %1:\n  before: %2\n  after:  %3").arg(i).arg(a.value(i).left(300), b.value(i).left(300));
    return {};
}

QString tiledExport(const QString& tiled, const QString& in, const QString& out)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), QFileInfo(out).absolutePath()); // Tiled's settings stay in the scratch folder
    process.setProcessEnvironment(env);
    process.start(tiled, {QStringLiteral("--export-map"), in, out});
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return QString::fromLocal8Bit(process.readAllStandardError());
    return {};
}

} // namespace

class TestTiledRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void untouched_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("map");
        const QString d = QStringLiteral(LEDGE_TEST_DATA "/tiled");
        for (const char* format : {"tmx", "tmj"}) {
            const auto row = [&](const char* name, const QString& folder, const char* map) {
                QTest::addRow("%s to %s", name, format) << folder << QString::fromLatin1(map) + u'|' + QLatin1String(format);
            };
            row("sticker knight (templates, tile objects, image collection)", d + "/sticker-knight", "sandbox.tmx");
            row("bevy finite (tile shapes, flipped tile objects, image layer)", d + "/bevy", "maps/orthogonal/finite.tmx");
            row("bevy infinite (chunks)", d + "/bevy", "maps/orthogonal/infinite.tmx");
            row("bevy group layers", d + "/bevy", "maps/orthogonal/group_layers.tmx");
            row("melonJS map1 (base64, image layers, polylines)", d, "melonjs_melonJS__map1.tmx");
            row("excalibur city (tmj, embedded tilesets, text)", d, "excaliburjs_excalibur-tiled__example-city.tmj");
        }
    }
    // Imported and exported without an edit: the same map, in Ledge's reading and in Tiled's.
    void untouched()
    {
        QFETCH(QString, folder);
        QFETCH(QString, map);
        const QString file = map.section(u'|', 0, 0), format = map.section(u'|', 1, 1);
        QTemporaryDir dir;
        copyTree(folder, dir.path());
        const QString in = dir.filePath(file);
        const QString out = QFileInfo(in).absolutePath() + QStringLiteral("/back.") + format;
        const ImportResult imported = PluginManager::read(*builtInPlugins().importerFor(in), in);
        QVERIFY2(imported.level, qPrintable(imported.error));
        const ExportResult written = builtInPlugins().exporterFor(out)->write(*imported.level, out);
        QVERIFY2(written.ok, qPrintable(written.message));
        const QString diff = firstDifference(describe(parseAny(in)), describe(parseAny(out)));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        if (tiled.isEmpty())
            QSKIP("the tiled binary is not installed");
        for (const tiled::Tileset& t : parseAny(in).tilesets)
            if (!t.source.isEmpty() && !QFileInfo::exists(QFileInfo(in).absoluteDir().filePath(t.source)))
                QSKIP("the map's external tilesets are not in the repository: Tiled renumbers what it cannot read");
        const QString a = QFileInfo(in).absolutePath() + QStringLiteral("/tiled-before.tmx");
        const QString b = QFileInfo(in).absolutePath() + QStringLiteral("/tiled-after.tmx");
        QString error = tiledExport(tiled, in, a);
        if (!error.isEmpty() && file.endsWith(u".json"))
            QSKIP("Tiled 1.8 cannot read this map itself");
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = tiledExport(tiled, out, b);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString tiledDiff = firstDifference(describe(parseAny(a)), describe(parseAny(b)));
        QVERIFY2(tiledDiff.isEmpty(), qPrintable(tiledDiff));
    }

    // A Ledge edit changes only what was edited: a moved tile object stays a tile object, a
    // deleted one goes, an added one appears, a painted cell changes one gid.
    void edits()
    {
        QTemporaryDir dir;
        copyTree(QStringLiteral(LEDGE_TEST_DATA "/tiled/bevy"), dir.path());
        const QString in = dir.filePath(QStringLiteral("maps/orthogonal/finite.tmx"));
        ImportResult imported = PluginManager::read(*builtInPlugins().importerFor(in), in);
        QVERIFY2(imported.level, qPrintable(imported.error));
        Level& level = *imported.level;
        // Tile object 34 (gid 4, vertically flipped): moved 10 to the right.
        LevelObject moved = *level.object(34);
        moved.shape = translated(moved.shape, {10, 0});
        level.setObject(moved);
        level.removeObject(5); // an ellipse
        LevelObject added;
        added.id = level.nextObjectId();
        added.role = Role::Hazard;
        added.shape = Box{1, 2, 3, 4};
        level.insertObject(level.layerOf(34), added);
        const LayerId tiles = level.layerAt(0).id;
        QCOMPARE(level.layerAt(0).name, QStringLiteral("Tile Layer 1"));
        QCOMPARE(level.tile(tiles, 4, 4), TileKind::Empty);
        level.setTile(tiles, 4, 4, TileKind::Solid);

        const QString out = QFileInfo(in).absolutePath() + QStringLiteral("/back.tmx");
        QVERIFY(builtInPlugins().exporterFor(out)->write(level, out).ok);
        const tiled::Map before = parseAny(in), after = parseAny(out);
        QStringList a = describe(before), b = describe(after);
        const auto objectLine = [](const QStringList& lines, int id) {
            for (const QString& l : lines)
                if (l.startsWith(QStringLiteral("  object %1 ").arg(id)))
                    return l;
            return QString();
        };
        QCOMPARE(objectLine(b, 34), objectLine(a, 34).replace(QStringLiteral("at 357.333,"), QStringLiteral("at 367.333,")));
        QVERIFY(!objectLine(a, 5).isEmpty());
        QVERIFY(objectLine(b, 5).isEmpty());
        QVERIFY(objectLine(b, int(added.id)).contains(QStringLiteral("'hazard' kind 0")));
        // One gid changed, to the solid tile of the appended ledge-kinds tileset.
        const tiled::Tileset& kinds = after.tilesets.constLast();
        QCOMPARE(kinds.name, QString::fromLatin1(tiled::kKindsTilesetName));
        const tiled::Layer* la = nullptr;
        const tiled::Layer* lb = nullptr;
        for (const tiled::Layer& l : before.layers)
            if (l.type == tiled::Layer::Type::Tiles)
                la = &l;
        for (const tiled::Layer& l : after.layers)
            if (l.type == tiled::Layer::Type::Tiles)
                lb = &l;
        QVERIFY(la && lb);
        int changed = 0;
        for (std::size_t i = 0; i < la->gids.size(); ++i)
            changed += la->gids[i] != lb->gids[i];
        QCOMPARE(changed, 1);
        QCOMPARE(lb->gids[4 * 10 + 4], std::uint32_t(kinds.firstGid));
        // And everything else is as it was.
        a.removeIf([&](const QString& l) { return l.contains(u"gids") || l.startsWith(u"tileset") || l.startsWith(u"  object 34 ")
                                                   || l.startsWith(u"  object 5 "); });
        b.removeIf([&](const QString& l) { return l.contains(u"gids") || l.startsWith(u"tileset") || l.startsWith(u"  object 34 ")
                                                   || l.startsWith(QStringLiteral("  object %1 ").arg(added.id)); });
        QCOMPARE(b, a);
    }
};

QTEST_MAIN(TestTiledRoundTrip)
#include "tst_tiledroundtrip.moc"
