// The ledge-cli commands that work through plugins, as a game's pipeline runs them:
// export (with its validation gate), convert, render and formats.

#include "tests/common/CliProcess.h"
#include "model/LevelFile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QDir>
#include <QImage>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = ledge::test::CliRun;

Run runCli(const QStringList& arguments, const QByteArray& pluginPath = {})
{
    return ledge::test::runCliProcess(arguments, {QStringLiteral("LEDGE_PLUGIN_PATH=") + QString::fromUtf8(pluginPath)});
}

QString example(const char* name)
{
    return QStringLiteral(LEDGE_EXAMPLES "/") + QLatin1String(name);
}

QString data(const char* name)
{
    return QStringLiteral(LEDGE_TEST_DATA "/../plugins/data/") + QLatin1String(name);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestCliPlugins : public QObject {
    Q_OBJECT

private slots:
    void exportGate_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("written");
        QTest::newRow("errors refuse tmj") << example("problems/problems.ledge") << "out.tmj" << QStringList{} << 1 << false;
        QTest::newRow("errors refuse godot") << example("problems/no-spawn.ledge") << "out.tscn" << QStringList{} << 1 << false;
        QTest::newRow("errors refuse ledge") << example("problems/two-spawns.ledge") << "out.ledge" << QStringList{} << 1 << false;
        QTest::newRow("force writes despite errors") << example("problems/problems.ledge") << "out.tmx"
                                                     << QStringList{"--force"} << 0 << true;
        QTest::newRow("clean level exports tmx") << example("platformer.ledge") << "out.tmx" << QStringList{} << 0 << true;
        QTest::newRow("clean level exports godot") << example("platformer.ledge") << "out.tscn" << QStringList{} << 0 << true;
        QTest::newRow("clean level exports png") << example("topdown.ledge") << "out.png" << QStringList{} << 0 << true;
        QTest::newRow("format by name") << example("platformer.ledge") << "out.txt" << QStringList{"--format", "tmj"} << 0 << true;
        QTest::newRow("unknown format name") << example("platformer.ledge") << "out.tmj" << QStringList{"--format", "nope"} << 2 << false;
        QTest::newRow("unknown suffix") << example("platformer.ledge") << "out.xyz" << QStringList{} << 2 << false;
        QTest::newRow("malformed level") << QStringLiteral(LEDGE_TEST_DATA "/cli/not-json.ledge") << "out.tmj"
                                         << QStringList{} << 2 << false;
    }
    // Errors block the export and leave the target byte-for-byte as it was.
    void exportGate()
    {
        QFETCH(QString, level);
        QFETCH(QString, target);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(bool, written);
        QTemporaryDir dir;
        const QString out = dir.filePath(target);
        const QByteArray before = "previous contents\n";
        writeFile(out, before);
        const Run run = runCli(QStringList{QStringLiteral("export"), level, out} + options);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(run.out.isEmpty());
        const QByteArray after = readAll(out);
        QCOMPARE(after != before, written);
        if (exitCode == 1) {
            QVERIFY2(run.err.contains(":error:"), run.err.constData()); // the errors themselves
            QVERIFY(run.err.contains("--force"));
        }
        if (exitCode == 2)
            QVERIFY(!run.err.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
    }

    void godotScene()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("level.tscn"));
        QCOMPARE(runCli({QStringLiteral("export"), example("platformer.ledge"), out}).exitCode, 0);
        const QByteArray scene = readAll(out);
        QVERIFY(scene.startsWith("[gd_scene load_steps="));
        QVERIFY(scene.contains("format=3"));
        QVERIFY(scene.contains("type=\"StaticBody2D\""));
        QVERIFY(scene.contains("type=\"RectangleShape2D\""));
        QVERIFY(scene.contains("type=\"CircleShape2D\""));
        QVERIFY(scene.contains("type=\"CollisionPolygon2D\""));
        QVERIFY(scene.contains("type=\"Marker2D\""));
        QVERIFY(scene.contains("one_way_collision = true"));
        // load_steps counts the sub-resources plus the scene.
        const int resources = int(scene.count("[sub_resource "));
        QVERIFY(scene.startsWith(QStringLiteral("[gd_scene load_steps=%1 ").arg(resources + 1).toUtf8()));
    }

    void convertThroughPlugins_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::addColumn<int>("exitCode");
        const QString tiled = QStringLiteral(LEDGE_TEST_DATA "/tiled/");
        QTest::newRow("tmx to ledge") << tiled + "melonjs_melonJS__map1.tmx" << "map.ledge" << 0;
        QTest::newRow("tmj to ledge") << tiled + "excaliburjs_excalibur-tiled__example-city.tmj" << "city.ledge" << 0;
        QTest::newRow("json map to tmx") << tiled + "melonjs_melonJS__map1.json" << "map.tmx" << 0;
        QTest::newRow("ledge to tmj") << example("topdown.ledge") << "topdown.tmj" << 0;
        QTest::newRow("ledge to png") << example("topdown.ledge") << "topdown.png" << 0;
        QTest::newRow("no importer") << QStringLiteral(LEDGE_TEST_DATA "/tiled/SOURCES.txt") << "x.ledge" << 2;
        QTest::newRow("no exporter") << example("topdown.ledge") << "x.doc" << 2;
    }
    void convertThroughPlugins()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        const Run run = runCli({QStringLiteral("convert"), in, dir.filePath(out)});
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(QFile::exists(dir.filePath(out)), exitCode == 0);
        if (in.contains(u"melonjs") && exitCode == 0)
            QVERIFY2(run.err.contains("external tileset 'tileset.tsx' could not be read"), run.err.constData()); // warnings name what was lost
    }

    void profileOption_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expect"); // in stderr, or "!Player" for a layer left out
        QTest::newRow("convert, ignore a layer") << "convert" << QByteArray(R"({"layers": {"ignore": ["Player"]}})") << 0 << "!Player";
        QTest::newRow("convert, bad role") << "convert" << QByteArray(R"({"classes": {"x": "wall"}})") << 2 << "/classes/x";
        QTest::newRow("validate, bad role") << "validate" << QByteArray(R"({"classes": {"x": "wall"}})") << 2 << "/classes/x";
        QTest::newRow("export, not json") << "export" << QByteArray("[") << 2 << "profile.json:1:";
    }
    // --profile on convert, validate and export reaches the Tiled importer.
    void profileOption()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, profile);
        QFETCH(int, exitCode);
        QFETCH(QString, expect);
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("profile.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(profile);
        f.close();
        QStringList args{command, QStringLiteral(LEDGE_TEST_DATA "/tiled/melonjs_melonJS__map1.tmx")};
        if (command != u"validate")
            args << dir.filePath(QStringLiteral("out.ledge"));
        args << QStringLiteral("--profile") << f.fileName();
        if (command == u"export")
            args << QStringLiteral("--force");
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, exitCode);
        if (expect.startsWith(u'!')) {
            const ledge::LoadResult loaded = ledge::loadLevel(dir.filePath(QStringLiteral("out.ledge")));
            QVERIFY(loaded.level);
            for (int i = 0; i < loaded.level->layerCount(); ++i)
                QVERIFY(loaded.level->layerAt(i).name != expect.mid(1));
            QVERIFY(loaded.level->layerCount() > 0);
        } else {
            QVERIFY2(run.err.contains(expect.toUtf8()), run.err.constData());
        }
    }

    void render_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QSize>("size");
        QTest::newRow("plain") << QStringList{} << 0 << QSize(1024, 512);
        QTest::newRow("half scale with overlays") << QStringList{"--scale", "0.5", "--overlay", "issues,reach"} << 0
                                                  << QSize(512, 256);
        QTest::newRow("bad scale") << QStringList{"--scale", "zero"} << 2 << QSize();
        QTest::newRow("unknown overlay") << QStringList{"--overlay", "fog"} << 2 << QSize();
    }
    void render()
    {
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QSize, size);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("level.png"));
        const Run run = runCli(QStringList{QStringLiteral("render"), example("problems/problems.ledge"), out} + options);
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode != 0) {
            QVERIFY(!QFile::exists(out));
            return;
        }
        QImage image(out);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), size);
    }

    void validateReadsTiledMaps_data()
    {
        QTest::addColumn<QString>("map");
        const QString tiled = QStringLiteral(LEDGE_TEST_DATA "/tiled/");
        for (const QString& name : QDir(tiled).entryList({QStringLiteral("*.tmx"), QStringLiteral("*.tmj"),
                                                          QStringLiteral("*.json")}))
            QTest::newRow(qPrintable(name)) << tiled + name;
    }
    // Any importable map validates: a report on stdout, warnings about the import on stderr.
    void validateReadsTiledMaps()
    {
        QFETCH(QString, map);
        const Run run = runCli({QStringLiteral("validate"), map, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
        QVERIFY(QJsonDocument::fromJson(run.out).isObject());
        QVERIFY2(run.err.contains(": warning: "), run.err.constData());
    }

    void formatsListsPluginsAndTheirFiles()
    {
        const Run run = runCli({QStringLiteral("formats")});
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        for (const char* expected : {"importers:", "exporters:", "rules:", "narrow-gap", "libledge_format_tmx.so",
                                     "libledge_format_godot.so", ".tscn", ".tmj"})
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
    }

    // Bad plugins on LEDGE_PLUGIN_PATH are listed with the reason and change nothing else.
    void badPluginsOnThePathAreReported()
    {
        const Run run = runCli({QStringLiteral("formats")}, QByteArrayLiteral(LEDGE_TEST_PLUGIN_DIR));
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("wrong-api-version +\\S*libledge_test_wrong_api.so"))),
                 qPrintable(text));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("not-a-plugin +\\S*libledge_test_not_a_plugin.so"))));
        QVERIFY(text.contains(QStringLiteral("libledge_format_tmx.so")));
        // The convert still works with the bad ones around.
        QTemporaryDir dir;
        QCOMPARE(runCli({QStringLiteral("convert"), example("platformer.ledge"), dir.filePath(QStringLiteral("p.tmx"))},
                        QByteArrayLiteral(LEDGE_TEST_PLUGIN_DIR))
                     .exitCode,
                 0);
    }

    // The rule plugin's findings take part in the export gate; the level's rules set their severity.
    void rulePluginInTheGate_data()
    {
        QTest::addColumn<QString>("severity"); // rules.narrow-gap, empty: the default (warning)
        QTest::addColumn<int>("exitCode");
        QTest::newRow("default warning passes") << QString() << 0;
        QTest::newRow("raised to error blocks") << "error" << 1;
        QTest::newRow("off passes") << "off" << 0;
    }
    void rulePluginInTheGate()
    {
        QFETCH(QString, severity);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        QByteArray level = readAll(data("narrow-gap.ledge"));
        QVERIFY(!level.isEmpty());
        if (!severity.isEmpty())
            level.replace("\"layers\":", "\"rules\": { \"narrow-gap\": \"" + severity.toUtf8() + "\" },\n  \"layers\":");
        const QString in = dir.filePath(QStringLiteral("gap.ledge"));
        writeFile(in, level);
        const Run run = runCli({QStringLiteral("export"), in, dir.filePath(QStringLiteral("gap.tmj"))});
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode == 1)
            QVERIFY2(run.err.contains(":error:narrow-gap: #2 and #3 leave a gap 10"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPlugins)
#include "tst_cliplugins.moc"
