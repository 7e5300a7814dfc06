// ledge-cli validate/export given many levels: files, folders, unreadable inputs among good ones,
// the combined reports, the HTML page, and Ctrl+C. Each per-level verdict is checked against
// the oracle of the single-file command run on that file alone.

#include "tests/common/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <unistd.h>

namespace {

using Run = ledge::test::CliRun;

Run runCli(const QStringList& arguments)
{
    return ledge::test::runCliProcess(arguments);
}

QString example(const char* name)
{
    return QStringLiteral(LEDGE_EXAMPLES "/") + QLatin1String(name);
}

QString data(const char* name)
{
    return QStringLiteral(LEDGE_TEST_DATA "/") + QLatin1String(name);
}

bool copy(const QString& from, const QString& to)
{
    QDir().mkpath(QFileInfo(to).path());
    return QFile::copy(from, to);
}

bool write(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A folder of levels: two clean ones, one with errors in a subfolder, an unreadable one, a Tiled
// map, and files no importer claims (skipped). Named so that natural order differs from
// plain string order (level2 before level10).
struct Game {
    QTemporaryDir dir;
    QString root() const { return dir.filePath(QStringLiteral("levels")); }
    QString path(const char* relative) const { return root() + u'/' + QLatin1String(relative); }
    // The levels, in the order the batch reports them.
    QStringList levels() const
    {
        return {path("level2.ledge"), path("level10.ledge"), path("map.tmx"), path("world2/broken.ledge"),
                path("world2/problems.ledge")};
    }
    bool make() const
    {
        return copy(example("platformer.ledge"), path("level2.ledge"))
               && copy(example("topdown.ledge"), path("level10.ledge"))
               && copy(data("tiled/melonjs_melonJS__map1.tmx"), path("map.tmx"))
               && copy(example("problems/problems.ledge"), path("world2/problems.ledge"))
               && write(path("world2/broken.ledge"), "{\n  \"format\": \"ledge\",\n")
               && write(path("notes.txt"), "not a level")
               && write(path("report.json"), "{ \"not\": \"a map\" }");
    }
};

QJsonObject json(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

// The single-file report of one level: the oracle for each entry of the combined report.
QJsonObject singleReport(const QString& file, const QString& nameInReport)
{
    QJsonObject report = json(runCli({QStringLiteral("validate"), file, QStringLiteral("--format"), QStringLiteral("json")}).out);
    report.insert(QStringLiteral("file"), nameInReport);
    return report;
}

// Well-formed XML with no reference outside the page: every src and href is a data URI or an
// anchor, and there is no <link>, no <iframe>, no external script.
void checkSelfContainedPage(const QByteArray& html, int* images = nullptr, int* rows = nullptr)
{
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QXmlStreamReader xml(html);
    int imageCount = 0, rowCount = 0;
    bool inBody = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        QVERIFY2(name != u"link" && name != u"iframe" && name != u"object" && name != u"embed", qPrintable(name));
        for (const QXmlStreamAttribute& a : xml.attributes()) {
            if (a.name() == u"src" || a.name() == u"href") {
                const QString value = a.value().toString();
                QVERIFY2(value.startsWith(u"data:") || value.startsWith(u'#'), qPrintable(value));
            }
        }
        if (name == u"img")
            ++imageCount;
        if (name == u"tbody")
            inBody = true;
        if (name == u"tr" && inBody && !xml.attributes().hasAttribute("data-more"))
            ++rowCount;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
    if (images)
        *images = imageCount;
    if (rows)
        *rows = rowCount;
}

} // namespace

class TestBatch : public QObject {
    Q_OBJECT

private slots:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        // A small valid level: eleven runs of the platformer example would dominate the test's
        // time under the sanitizers, and the exit codes do not depend on the level's size.
        const QString clean = data("cli/clean.ledge"), topdown = example("topdown.ledge");
        const QString errors = example("problems/problems.ledge"), broken = data("cli/not-json.ledge");
        QTest::newRow("clean levels") << QStringList{"validate", clean, topdown} << 0;
        QTest::newRow("warnings only") << QStringList{"validate", clean, data("cli/warnings-only.ledge")} << 0;
        QTest::newRow("one with errors") << QStringList{"validate", clean, errors} << 1;
        QTest::newRow("unreadable among good") << QStringList{"validate", clean, broken, topdown} << 2;
        QTest::newRow("unreadable and errors") << QStringList{"validate", errors, broken} << 2;
        QTest::newRow("missing among good") << QStringList{"validate", clean, data("cli/nothing-here.ledge")} << 2;
        QTest::newRow("folder of examples") << QStringList{"validate", QStringLiteral(LEDGE_EXAMPLES)} << 1;
        QTest::newRow("bad jobs") << QStringList{"validate", clean, topdown, "--jobs", "many"} << 2;
        QTest::newRow("one job") << QStringList{"validate", clean, topdown, "--jobs", "1"} << 0;
        QTest::newRow("json") << QStringList{"validate", clean, errors, "--format", "json"} << 1;
        QTest::newRow("junit") << QStringList{"validate", clean, broken, "--format", "junit"} << 2;
    }
    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode == 2)
            QVERIFY2(!run.err.isEmpty(), "bad input is explained on stderr");
    }

    void emptyFolderIsAnError()
    {
        QTemporaryDir dir;
        const Run run = runCli({QStringLiteral("validate"), dir.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("no levels"));
    }

    // The folder is searched recursively, in natural order, for every format an importer
    // reads; the unreadable level is reported while the others are still checked; each entry
    // is exactly the single-file report of that level.
    void jsonReportOfAFolder()
    {
        Game game;
        QVERIFY(game.make());
        const Run run = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 2);
        const QJsonObject report = json(run.out);
        QCOMPARE(report.value("format").toString(), QStringLiteral("ledge-batch-report"));
        QCOMPARE(report.value("version").toInt(), 1);
        QCOMPARE(report.value("ok").toBool(true), false);
        const QList<QByteArray> order{"\"format\"", "\"version\"", "\"ok\"", "\"summary\"", "\"levels\"",
                                      "\"unreadable\"", "\"notChecked\""};
        qsizetype last = -1;
        for (const QByteArray& key : order) {
            const qsizetype at = run.out.indexOf(key);
            QVERIFY2(at > last, key.constData());
            last = at;
        }

        const QStringList levels = game.levels();
        const QJsonArray checked = report.value("levels").toArray();
        QStringList files;
        int errors = 0, warnings = 0, withErrors = 0;
        for (const QJsonValue& v : checked) {
            const QJsonObject level = v.toObject();
            const QString file = level.value("file").toString();
            files << file;
            QCOMPARE(level, singleReport(file, file));
            errors += level.value("summary").toObject().value("errors").toInt();
            warnings += level.value("summary").toObject().value("warnings").toInt();
            withErrors += level.value("ok").toBool() ? 0 : 1;
        }
        QCOMPARE(files, (QStringList{levels[0], levels[1], levels[2], levels[4]}));
        const QJsonArray unreadable = report.value("unreadable").toArray();
        QCOMPARE(unreadable.size(), 1);
        QCOMPARE(unreadable[0].toObject().value("file").toString(), levels[3]);
        QVERIFY(unreadable[0].toObject().value("error").toString().contains(QStringLiteral("broken.ledge")));
        QCOMPARE(report.value("notChecked").toArray().size(), 0);

        const QJsonObject summary = report.value("summary").toObject();
        QCOMPARE(summary.value("levels").toInt(), 5);
        QCOMPARE(summary.value("checked").toInt(), 4);
        QCOMPARE(summary.value("unreadable").toInt(), 1);
        QCOMPARE(summary.value("notChecked").toInt(), 0);
        QCOMPARE(summary.value("withErrors").toInt(), withErrors);
        QCOMPARE(summary.value("errors").toInt(), errors);
        QCOMPARE(summary.value("warnings").toInt(), warnings);
        QCOMPARE(summary.value("interrupted").toBool(true), false);
        QVERIFY(!summary.contains("seconds"));
    }

    // Named files keep their command-line order; a file named twice is checked once.
    void namedFilesInOrderOnce()
    {
        const QString a = example("topdown.ledge"), b = example("platformer.ledge");
        const Run run = runCli({QStringLiteral("validate"), a, b, a, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray levels = json(run.out).value("levels").toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[0].toObject().value("file").toString(), a);
        QCOMPARE(levels[1].toObject().value("file").toString(), b);
    }

    void timingsInEveryLevelAndTheSummary()
    {
        const Run run = runCli({QStringLiteral("validate"), example("topdown.ledge"), example("platformer.ledge"),
                                QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--timings")});
        const QJsonObject report = json(run.out);
        QVERIFY(report.value("summary").toObject().contains("seconds"));
        for (const QJsonValue& level : report.value("levels").toArray())
            QVERIFY(level.toObject().value("timings").toObject().contains("reachMs"));
    }

    void textLinePerLevelThenSummary()
    {
        Game game;
        QVERIFY(game.make());
        const Run run = runCli({QStringLiteral("validate"), game.root()});
        QCOMPARE(run.exitCode, 2);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        const QStringList levels = game.levels();
        QCOMPARE(lines.size(), levels.size() + 1);
        for (qsizetype i = 0; i < levels.size(); ++i) {
            QVERIFY2(lines[i].startsWith(levels[i] + QStringLiteral(": ")), qPrintable(lines[i]));
            const QJsonObject single = json(runCli({QStringLiteral("validate"), levels[i], QStringLiteral("--format"),
                                                    QStringLiteral("json")}).out);
            if (single.isEmpty()) {
                QVERIFY2(lines[i].contains(QStringLiteral("unreadable")), qPrintable(lines[i]));
                continue;
            }
            const int errors = single.value("summary").toObject().value("errors").toInt();
            QVERIFY2(lines[i].contains(QStringLiteral(": %1 error").arg(errors)), qPrintable(lines[i]));
        }
        const QJsonObject summary = json(runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"),
                                                 QStringLiteral("json")}).out).value("summary").toObject();
        QVERIFY2(lines.last().startsWith(QStringLiteral("5 levels: %1 with errors, 1 unreadable; %2 errors in all")
                                             .arg(summary.value("withErrors").toInt())
                                             .arg(summary.value("errors").toInt())),
                 qPrintable(lines.last()));
        // Not a terminal: a plain progress line per level on stderr.
        QCOMPARE(QString::fromUtf8(run.err).count(QRegularExpression(QStringLiteral("^\\[\\d+/5\\] "),
                                                                      QRegularExpression::MultilineOption)),
                 5);
    }

    void junitSuitePerLevel()
    {
        Game game;
        QVERIFY(game.make());
        const Run run = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(run.exitCode, 2);
        QXmlStreamReader xml(run.out);
        QStringList suites;
        QMap<QString, int> failures, errors;
        QString suite;
        int topFailures = -1;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"testsuites")
                topFailures = xml.attributes().value("failures").toInt();
            if (xml.name() == u"testsuite") {
                suite = xml.attributes().value("name").toString();
                suites << suite;
            }
            if (xml.name() == u"failure")
                ++failures[suite];
            if (xml.name() == u"error")
                ++errors[suite];
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(suites, game.levels());
        int total = 0;
        for (const QString& level : game.levels()) {
            const QJsonObject single = json(runCli({QStringLiteral("validate"), level, QStringLiteral("--format"),
                                                    QStringLiteral("json")}).out);
            if (single.isEmpty()) {
                QCOMPARE(errors.value(level), 1);
                continue;
            }
            QCOMPARE(failures.value(level), single.value("summary").toObject().value("errors").toInt());
            total += failures.value(level);
        }
        QCOMPARE(topFailures, total);
    }

    void htmlPageSelfContained()
    {
        Game game;
        QVERIFY(game.make());
        const QString page = game.dir.filePath(QStringLiteral("report.html"));
        const Run run = runCli({QStringLiteral("validate"), game.root(), QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--html"), page});
        QCOMPARE(run.exitCode, 2);
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        int images = 0, rows = 0;
        checkSelfContainedPage(html, &images, &rows);
        const QJsonObject report = json(run.out);
        QCOMPARE(images, report.value("summary").toObject().value("checked").toInt());
        int issues = 0;
        for (const QJsonValue& level : report.value("levels").toArray())
            issues += level.toObject().value("issues").toArray().size();
        QCOMPARE(rows, issues);
        // Every level is a card, the unreadable one with its reason; the platformer levels'
        // reports hold margins, so the difficulty curve is drawn from them.
        QCOMPARE(html.count("<figure "), 5);
        QVERIFY(!html.contains("id=\"no-difficulty\""));
        QVERIFY(html.contains("<circle"));
        QVERIFY(html.contains("not valid JSON") || html.contains("broken.ledge:"));
        // A PNG thumbnail decodes.
        const qsizetype at = html.indexOf("data:image/png;base64,");
        QVERIFY(at > 0);
        const qsizetype start = at + qsizetype(qstrlen("data:image/png;base64,"));
        const QByteArray png = QByteArray::fromBase64(html.mid(start, html.indexOf('"', start) - start));
        QVERIFY(png.startsWith("\x89PNG"));
    }

    // One file with --html: the stdout report is the single-file one, and the page is written.
    void singleFileWithHtml()
    {
        QTemporaryDir dir;
        const QString page = dir.filePath(QStringLiteral("one.html"));
        const QString level = example("problems/problems.ledge");
        const Run plain = runCli({QStringLiteral("validate"), level, QStringLiteral("--format"), QStringLiteral("json")});
        const Run withPage = runCli({QStringLiteral("validate"), level, QStringLiteral("--format"), QStringLiteral("json"),
                                     QStringLiteral("--html"), page});
        QCOMPARE(withPage.exitCode, 1);
        QCOMPARE(withPage.out, plain.out);
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        checkSelfContainedPage(file.readAll());
    }

    void exportManyToAFolder()
    {
        Game game;
        QVERIFY(game.make());
        QFile::remove(game.path("world2/broken.ledge"));
        QFile::remove(game.path("map.tmx"));
        const QString out = game.dir.filePath(QStringLiteral("out"));
        Run run = runCli({QStringLiteral("export"), game.root(), out, QStringLiteral("--format"), QStringLiteral("tmj")});
        QCOMPARE(run.exitCode, 1); // problems.ledge has errors: refused
        QVERIFY(QFile::exists(out + QStringLiteral("/level2.tmj")));
        QVERIFY(QFile::exists(out + QStringLiteral("/level10.tmj")));
        QVERIFY(!QFile::exists(out + QStringLiteral("/world2/problems.tmj")));
        QVERIFY(run.err.contains("export refused"));
        run = runCli({QStringLiteral("export"), game.root(), out, QStringLiteral("--format"), QStringLiteral("tmj"),
                      QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFile::exists(out + QStringLiteral("/world2/problems.tmj")));
        // What was written reads back as the same level would: the converted copy validates alike.
        QCOMPARE(json(runCli({QStringLiteral("validate"), out + QStringLiteral("/level2.tmj"), QStringLiteral("--format"),
                              QStringLiteral("json")}).out).value("ok").toBool(), true);
    }

    void exportManyRefusesAFileAsFolder()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plain.txt"));
        QVERIFY(write(file, "x"));
        const Run run = runCli({QStringLiteral("export"), example("platformer.ledge"), example("topdown.ledge"), file});
        QCOMPARE(run.exitCode, 2);
    }

    // stderr on a terminal: a bar redrawn in place (levels done, levels with errors), erased at
    // the end, instead of a line per level.
    void progressBarOnATerminal()
    {
        int master = -1, slave = -1;
        QCOMPARE(::openpty(&master, &slave, nullptr, nullptr, nullptr), 0);
        QProcess process;
        process.setProgram(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"));
        process.setArguments({QStringLiteral("validate"), example("platformer.ledge"), example("topdown.ledge"),
                              example("problems/problems.ledge"), QStringLiteral("--jobs"), QStringLiteral("1")});
        process.setChildProcessModifier([slave] { ::dup2(slave, STDERR_FILENO); });
        process.start();
        QVERIFY(process.waitForFinished(120000));
        ::close(slave);
        QByteArray terminal;
        ::fcntl(master, F_SETFL, O_NONBLOCK);
        char buffer[4096];
        for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
            terminal.append(buffer, qsizetype(n));
        ::close(master);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(terminal.contains("3/3 levels, 1 with errors"), terminal.constData());
        QVERIFY2(terminal.contains("\r\x1b[K"), "the bar is redrawn in place");
        QVERIFY2(!terminal.contains("[1/3] "), "no plain progress lines on a terminal");
    }

    // Ctrl+C on a big batch: the process stops early (before every level is checked), exits 130
    // and still prints a well-formed partial report and page.
    void interruptPrintsPartialReport()
    {
        QTemporaryDir dir;
        const QString levels = dir.filePath(QStringLiteral("many"));
        QDir().mkpath(levels);
        constexpr int kLevels = 40;
        for (int i = 0; i < kLevels; ++i)
            QCOMPARE(runCli({QStringLiteral("generate"), levels + QStringLiteral("/level%1.ledge").arg(i), QStringLiteral("--shapes"),
                             QStringLiteral("5000"), QStringLiteral("--seed"), QString::number(i + 1)})
                         .exitCode,
                     0);
        const QString page = dir.filePath(QStringLiteral("partial.html"));
        QProcess process;
        process.setProgram(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"));
        process.setArguments({QStringLiteral("validate"), levels, QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--jobs"), QStringLiteral("1"), QStringLiteral("--html"), page});
        process.start();
        QVERIFY(process.waitForStarted());
        // Wait for the first finished level (its progress line), then press Ctrl+C.
        process.setReadChannel(QProcess::StandardError);
        QByteArray err;
        while (!err.contains("[1/")) {
            QVERIFY2(process.waitForReadyRead(60000), "no progress line");
            err += process.readAllStandardError();
        }
        QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(120000));
        err += process.readAllStandardError();
        QVERIFY2(process.exitStatus() == QProcess::NormalExit, err.constData());
        QCOMPARE(process.exitCode(), 130);
        err += process.readAllStandardError();
        QVERIFY(err.contains("interrupted"));

        const QJsonObject report = json(process.readAllStandardOutput());
        const QJsonObject summary = report.value("summary").toObject();
        QCOMPARE(summary.value("interrupted").toBool(), true);
        QCOMPARE(report.value("ok").toBool(true), false);
        const int checked = summary.value("checked").toInt(), notChecked = summary.value("notChecked").toInt();
        QVERIFY(checked >= 1);
        QVERIFY2(notChecked >= 1, "stopped before the end");
        QCOMPARE(checked + notChecked, kLevels);
        QCOMPARE(report.value("levels").toArray().size(), checked);
        QCOMPARE(report.value("notChecked").toArray().size(), notChecked);
        for (const QJsonValue& level : report.value("levels").toArray())
            QVERIFY(level.toObject().contains("issues"));

        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        checkSelfContainedPage(html);
        QCOMPARE(html.count("<figure "), kLevels);
        // These levels have thousands of warnings: the page lists 200 a level and says how many
        // more the report holds.
        const QJsonArray checkedLevels = report.value("levels").toArray();
        for (qsizetype i = 0; i < checkedLevels.size(); ++i) {
            const qsizetype issues = checkedLevels[i].toObject().value("issues").toArray().size();
            QVERIFY(issues > 200);
            QVERIFY2(html.contains(QStringLiteral("data-more=\"%1\"").arg(issues - 200).toUtf8()), qPrintable(QString::number(i)));
        }
    }
};

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
