// LDtk projects in batch runs: a project given (or found in a folder) expands to every level it
// holds, each reported as "world.ldtk#Level_3" in the text, JSON, JUnit and HTML reports; --level
// NAME still picks one; the exit codes follow the batch rule (0 clean, 1 errors, 2 unreadable).
// The oracle for the level list is the project files' own JSON (levels[].identifier, or the
// levels of each world), and for each entry the single-level report of `validate --level`.

#include "tests/common/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

using Run = ledge::test::CliRun;

Run runCli(const QStringList& arguments)
{
    return ledge::test::runCliProcess(arguments);
}

QString data(const QString& name)
{
    return QStringLiteral(LEDGE_TEST_DATA "/ldtk/") + name;
}

bool copyTree(const QString& from, const QString& to)
{
    const QFileInfo info(from);
    if (info.isFile())
        return QDir().mkpath(QFileInfo(to).path()) && QFile::copy(from, to);
    for (const QString& entry : QDir(from).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot))
        if (!copyTree(from + u'/' + entry, to + u'/' + entry))
            return false;
    return true;
}

QJsonObject json(const QByteArray& bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

// The level identifiers a project file lists, read straight from its JSON.
QStringList levelsOf(const QString& project)
{
    QFile file(project);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = json(file.readAll());
    QJsonArray levels = root.value("levels").toArray();
    for (const QJsonValue& world : root.value("worlds").toArray())
        for (const QJsonValue& level : world.toObject().value("levels").toArray())
            levels.append(level);
    QStringList names;
    for (const QJsonValue& level : levels)
        names << level.toObject().value("identifier").toString();
    return names;
}

// A game folder: two LDtk projects (one with its levels in separate files) and a .ledge level.
struct Game {
    QTemporaryDir dir;
    QString root() const { return dir.filePath(QStringLiteral("game")); }
    QString handmade() const { return root() + QStringLiteral("/a/handmade_platformer.ldtk"); }
    QString separate() const { return root() + QStringLiteral("/b/SeparateLevelFiles.ldtk"); }
    bool make() const
    {
        return copyTree(data("handmade_platformer.ldtk"), handmade())
               && copyTree(data("SeparateLevelFiles.ldtk"), separate())
               && copyTree(data("SeparateLevelFiles"), root() + QStringLiteral("/b/SeparateLevelFiles"))
               && copyTree(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), root() + QStringLiteral("/c.ledge"));
    }
    // Every level's label, in the order the batch reports them (folders in natural order).
    QStringList labels() const
    {
        QStringList out;
        for (const QString& project : {handmade(), separate()})
            for (const QString& level : levelsOf(project))
                out << project + u'#' + level;
        out << root() + QStringLiteral("/c.ledge");
        return out;
    }
};

} // namespace

class TestBatchProjects : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The oracle itself: the test projects hold several levels each.
        QCOMPARE(levelsOf(data("handmade_platformer.ldtk")).size(), 2);
        QCOMPARE(levelsOf(data("SeparateLevelFiles.ldtk")).size(), 3);
    }

    // Every level of every project is an entry, and each entry is exactly the single-level report.
    void jsonListsEveryLevel()
    {
        Game game;
        QVERIFY(game.make());
        const Run run = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1); // Level_2 has an unreachable exit, SeparateLevelFiles no spawn
        const QJsonObject report = json(run.out);
        QStringList files;
        for (const QJsonValue& v : report.value("levels").toArray()) {
            const QJsonObject level = v.toObject();
            const QString file = level.value("file").toString();
            files << file;
            const qsizetype hash = file.indexOf(u'#');
            QStringList single{QStringLiteral("validate"), file.left(hash), QStringLiteral("--format"), QStringLiteral("json")};
            if (hash > 0)
                single << QStringLiteral("--level") << file.mid(hash + 1);
            QJsonObject oracle = json(runCli(single).out);
            QVERIFY2(!oracle.isEmpty(), qPrintable(file));
            oracle.insert(QStringLiteral("file"), file);
            QCOMPARE(level, oracle);
        }
        QCOMPARE(files, game.labels());
        QCOMPARE(report.value("summary").toObject().value("levels").toInt(), int(game.labels().size()));
    }

    void textAndJUnitNameEveryLevel()
    {
        Game game;
        QVERIFY(game.make());
        const Run text = runCli({QStringLiteral("validate"), game.root()});
        QCOMPARE(text.exitCode, 1);
        const QStringList lines = QString::fromUtf8(text.out).split(u'\n', Qt::SkipEmptyParts);
        const QStringList labels = game.labels();
        QCOMPARE(lines.size(), labels.size() + 1);
        for (qsizetype i = 0; i < labels.size(); ++i)
            QVERIFY2(lines[i].startsWith(labels[i] + QStringLiteral(": ")), qPrintable(lines[i]));

        const Run junit = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(junit.exitCode, 1);
        QXmlStreamReader xml(junit.out);
        QStringList suites;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"testsuite")
                suites << xml.attributes().value("name").toString();
        QVERIFY(!xml.hasError());
        QCOMPARE(suites, labels);
    }

    void htmlCardPerLevel()
    {
        Game game;
        QVERIFY(game.make());
        const QString page = game.dir.filePath(QStringLiteral("report.html"));
        const Run run = runCli({QStringLiteral("validate"), game.separate(), QStringLiteral("--level"),
                                QStringLiteral("*"), QStringLiteral("--html"), page});
        QCOMPARE(run.exitCode, 1);
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        QCOMPARE(html.count(QStringLiteral("<figure ")), 3);
        for (const QString& level : levelsOf(game.separate()))
            QVERIFY2(html.contains(game.separate() + u'#' + level), qPrintable(level));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("levels"); // entries of the combined report, -1: a single-level report
        const QString handmade = data("handmade_platformer.ldtk"), separate = data("SeparateLevelFiles.ldtk");
        const QString clean = QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge");
        // Alone, a project is its first level (the contract's default for --level); "*" asks
        // for every level of it.
        QTest::newRow("one project: its first level") << QStringList{"validate", handmade} << 0 << -1;
        QTest::newRow("one project, --level '*': every level") << QStringList{"validate", handmade, "--level", "*"} << 1 << 2;
        QTest::newRow("--level picks the clean one") << QStringList{"validate", handmade, "--level", "Level_1"} << 0 << -1;
        QTest::newRow("--level picks the one with errors") << QStringList{"validate", handmade, "--level", "Level_2"} << 1 << -1;
        QTest::newRow("--level in a batch") << QStringList{"validate", handmade, clean, "--level", "Level_1"} << 0 << 2;
        QTest::newRow("--level a project lacks: unreadable")
            << QStringList{"validate", handmade, separate, "--level", "Level_1"} << 2 << 1;
        QTest::newRow("projects and a level") << QStringList{"validate", handmade, separate, clean} << 1 << 6;
        QTest::newRow("a broken project among good levels")
            << QStringList{"validate", clean, QStringLiteral(LEDGE_TEST_DATA "/cli/not-json.ledge"), handmade, "--level", "Level_1"}
            << 2 << 2;
    }
    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(int, levels);
        arguments << QStringLiteral("--format") << QStringLiteral("json");
        const Run run = runCli(arguments);
        QVERIFY2(run.exitCode == exitCode, run.err.constData());
        const QJsonObject report = json(run.out);
        if (levels < 0)
            QVERIFY(!report.contains("levels")); // the single-level report
        else
            QCOMPARE(report.value("levels").toArray().size(), levels);
    }

    // A project that cannot be listed stays one entry under its file name, reported unreadable
    // with the reason, while the other projects' levels are still checked.
    void unreadableProjectAmongGood()
    {
        Game game;
        QVERIFY(game.make());
        const QString broken = game.root() + QStringLiteral("/z/broken.ldtk");
        QVERIFY(QDir().mkpath(QFileInfo(broken).path()));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ \"__header__\": { \"fileType\": \"LDtk Project JSON\" }, \"levels\": [");
        file.close();
        const Run run = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 2);
        const QJsonObject report = json(run.out);
        QCOMPARE(report.value("levels").toArray().size(), game.labels().size());
        const QJsonArray unreadable = report.value("unreadable").toArray();
        QCOMPARE(unreadable.size(), 1);
        QCOMPARE(unreadable[0].toObject().value("file").toString(), broken);
        QVERIFY(unreadable[0].toObject().value("error").toString().contains(QStringLiteral("broken.ldtk")));
    }

    // export: each level of a project to OUTDIR/<project>/<level>.<suffix>.
    void exportEveryLevel()
    {
        Game game;
        QVERIFY(game.make());
        const QString out = game.dir.filePath(QStringLiteral("out"));
        const Run run = runCli({QStringLiteral("export"), game.handmade(), game.separate(), out, QStringLiteral("--format"),
                                QStringLiteral("ledge"), QStringLiteral("--force")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const QString& project : {game.handmade(), game.separate()})
            for (const QString& level : levelsOf(project)) {
                const QString written = out + u'/' + QFileInfo(project).completeBaseName() + u'/' + level + QStringLiteral(".ledge");
                QVERIFY2(QFile::exists(written), qPrintable(written));
            }
    }
};

QTEST_GUILESS_MAIN(TestBatchProjects)
#include "tst_batchprojects.moc"
