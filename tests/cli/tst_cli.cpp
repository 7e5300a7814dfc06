// ledge-cli as a game's CI sees it: a real process, its exit codes, stdout and stderr.

#include "tests/common/CliProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

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
    return QStringLiteral(LEDGE_TEST_DATA "/cli/") + QLatin1String(name);
}

QJsonObject jsonReport(const QString& level, const QStringList& extra = {})
{
    const Run run = runCli(QStringList{QStringLiteral("validate"), level, QStringLiteral("--format"),
                                       QStringLiteral("json")} + extra);
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("clean platformer") << QStringList{"validate", example("platformer.ledge")} << 0;
        QTest::newRow("clean top-down") << QStringList{"validate", example("topdown.ledge")} << 0;
        QTest::newRow("warnings only") << QStringList{"validate", data("warnings-only.ledge")} << 0;
        QTest::newRow("errors") << QStringList{"validate", example("problems/problems.ledge")} << 1;
        QTest::newRow("no spawn") << QStringList{"validate", example("problems/no-spawn.ledge")} << 1;
        QTest::newRow("two spawns") << QStringList{"validate", example("problems/two-spawns.ledge")} << 1;
        QTest::newRow("missing file") << QStringList{"validate", data("does-not-exist.ledge")} << 2;
        QTest::newRow("not JSON") << QStringList{"validate", data("not-json.ledge")} << 2;
        QTest::newRow("mistyped field") << QStringList{"validate", data("bad-radius.ledge")} << 2;
        QTest::newRow("no arguments") << QStringList{} << 2;
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2;
        QTest::newRow("validate without level") << QStringList{"validate"} << 2;
        QTest::newRow("two clean levels") << QStringList{"validate", example("platformer.ledge"), example("topdown.ledge")} << 0;
        QTest::newRow("unknown format") << QStringList{"validate", example("platformer.ledge"), "--format", "yaml"} << 2;
        QTest::newRow("unknown option") << QStringList{"validate", example("platformer.ledge"), "--colour"} << 2;
        QTest::newRow("help") << QStringList{"--help"} << 0;
        QTest::newRow("generate without target") << QStringList{"generate"} << 2;
        QTest::newRow("generate with bad count") << QStringList{"generate", "x.ledge", "--shapes", "many"} << 2;
        QTest::newRow("generate with bad mode") << QStringList{"generate", "x.ledge", "--mode", "racing"} << 2;
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

    void malformedInputNamesThePlace_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("parse error has a line") << data("not-json.ledge") << QStringLiteral("not-json.ledge:3:");
        QTest::newRow("pointer and line") << data("bad-radius.ledge")
                                          << QStringLiteral("bad-radius.ledge:7:") ;
        QTest::newRow("pointer") << data("bad-radius.ledge") << QStringLiteral("/layers/0/objects/0/shape/r");
    }
    void malformedInputNamesThePlace()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const Run run = runCli({QStringLiteral("validate"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(expected), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void jsonReportMembersInContractOrder()
    {
        const QString level = example("problems/problems.ledge");
        const Run run = runCli({QStringLiteral("validate"), level, QStringLiteral("--format"),
                                QStringLiteral("json"), QStringLiteral("--timings")});
        QCOMPARE(run.exitCode, 1);
        const QByteArray text = run.out;
        const QList<QByteArray> order{"\"file\"", "\"ok\"", "\"summary\"", "\"issues\"",
                                      "\"reachability\"", "\"timings\""};
        qsizetype last = -1;
        for (const QByteArray& key : order) {
            const qsizetype at = text.indexOf(key);
            QVERIFY2(at > last, key.constData());
            last = at;
        }
        const QJsonObject report = QJsonDocument::fromJson(text).object();
        QCOMPARE(report.value("file").toString(), level);
        QCOMPARE(report.value("ok").toBool(true), false);
        const QJsonArray issues = report.value("issues").toArray();
        int errors = 0, warnings = 0;
        bool seenWarning = false;
        for (const QJsonValue& v : issues) {
            const QJsonObject issue = v.toObject();
            const QString severity = issue.value("severity").toString();
            QVERIFY(severity == "error" || severity == "warning");
            if (severity == "error") {
                QVERIFY2(!seenWarning, "errors come before warnings");
                ++errors;
            } else {
                seenWarning = true;
                ++warnings;
            }
            QVERIFY(!issue.value("code").toString().isEmpty());
            QVERIFY(!issue.value("message").toString().isEmpty());
            const QJsonArray objects = issue.value("objects").toArray();
            for (qsizetype i = 1; i < objects.size(); ++i)
                QVERIFY(objects[i - 1].toInteger() < objects[i].toInteger());
            const QJsonArray cells = issue.value("cells").toArray();
            for (qsizetype i = 1; i < cells.size(); ++i) {
                const QJsonArray a = cells[i - 1].toArray(), b = cells[i].toArray();
                QVERIFY(a[1].toInt() < b[1].toInt() || (a[1].toInt() == b[1].toInt() && a[0].toInt() < b[0].toInt()));
            }
        }
        QCOMPARE(report.value("summary").toObject().value("errors").toInt(), errors);
        QCOMPARE(report.value("summary").toObject().value("warnings").toInt(), warnings);
        const QJsonObject timings = report.value("timings").toObject();
        QVERIFY(timings.contains("loadMs") && timings.contains("overlapMs") && timings.contains("reachMs"));
        QVERIFY(report.value("reachability").toObject().value("spawn").toInteger() == 10);
    }

    void timingsOnlyWhenAsked()
    {
        QVERIFY(!jsonReport(example("platformer.ledge")).contains("timings"));
        QVERIFY(jsonReport(example("platformer.ledge"), {QStringLiteral("--timings")}).contains("timings"));
    }

    void reachabilityOnlyWithExactlyOneSpawn()
    {
        QVERIFY(jsonReport(example("platformer.ledge")).contains("reachability"));
        QVERIFY(!jsonReport(example("problems/no-spawn.ledge")).contains("reachability"));
        QVERIFY(!jsonReport(example("problems/two-spawns.ledge")).contains("reachability"));
    }

    void problemLevelsShowEveryCode()
    {
        QSet<QString> codes;
        for (const char* file : {"problems/problems.ledge", "problems/no-spawn.ledge", "problems/two-spawns.ledge"})
            for (const QJsonValue& v : jsonReport(example(file)).value("issues").toArray())
                codes.insert(v.toObject().value("code").toString());
        for (const char* code : {"overlap", "invalid-shape", "out-of-bounds", "spawn-missing",
                                 "spawn-multiple", "spawn-blocked"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
    }

    void overlapIssuesOfProblemLevel()
    {
        const QJsonArray issues = jsonReport(example("problems/problems.ledge")).value("issues").toArray();
        bool pair = false, cells = false;
        for (const QJsonValue& v : issues) {
            const QJsonObject issue = v.toObject();
            if (issue.value("code") != QLatin1String("overlap"))
                continue;
            if (issue.value("objects").toArray() == QJsonArray{1, 2})
                pair = true;
            if (issue.value("objects").toArray() == QJsonArray{2}) {
                QCOMPARE(issue.value("cells").toArray(), (QJsonArray{QJsonArray{6, 13}, QJsonArray{7, 13}}));
                cells = true;
            }
        }
        QVERIFY2(pair, "the crate overlaps the floor");
        QVERIFY2(cells, "the crate overlaps two solid tiles");
    }

    void textReportOneLinePerIssue()
    {
        const QString level = example("problems/problems.ledge");
        const Run run = runCli({QStringLiteral("validate"), level});
        const QJsonArray issues = jsonReport(level).value("issues").toArray();
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), issues.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QJsonObject issue = issues[i].toObject();
            QCOMPARE(lines[i], QStringLiteral("%1:%2:%3: %4").arg(level, issue.value("severity").toString(),
                                                                  issue.value("code").toString(),
                                                                  issue.value("message").toString()));
        }
        QVERIFY(run.err.contains("error"));
    }

    void junitOneTestCasePerRuleAndAFailurePerError()
    {
        const QString level = example("problems/problems.ledge");
        const Run run = runCli({QStringLiteral("validate"), level, QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(run.exitCode, 1);
        const int errors = jsonReport(level).value("summary").toObject().value("errors").toInt();
        QXmlStreamReader xml(run.out);
        int testCases = 0, failures = 0;
        QSet<QString> names;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"testcase") {
                ++testCases;
                names.insert(xml.attributes().value("name").toString());
            } else if (xml.name() == u"failure") {
                ++failures;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // The seven built-in rules, and the rules of plugins (narrow-gap is built in as a plugin).
        QCOMPARE(names.size(), testCases);
        for (const char* rule : {"overlap", "invalid-shape", "out-of-bounds", "spawn-missing", "spawn-multiple",
                                 "spawn-blocked", "target-unreachable", "narrow-gap"})
            QVERIFY2(names.contains(QLatin1String(rule)), rule);
        QCOMPARE(failures, errors);
    }

    void convertRoundTrip()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("copy.ledge"));
        QCOMPARE(runCli({QStringLiteral("convert"), example("platformer.ledge"), out}).exitCode, 0);
        const QString again = dir.filePath(QStringLiteral("again.ledge"));
        QCOMPARE(runCli({QStringLiteral("convert"), out, again}).exitCode, 0);
        QFile a(out), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
        QCOMPARE(jsonReport(out).value("issues"), jsonReport(example("platformer.ledge")).value("issues"));
    }

    void generateWritesAReproducibleLevel()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.ledge")), b = dir.filePath(QStringLiteral("b.ledge"));
        const QStringList options{QStringLiteral("--shapes"), QStringLiteral("300"), QStringLiteral("--seed"),
                                  QStringLiteral("7"), QStringLiteral("--tiles")};
        QCOMPARE(runCli(QStringList{QStringLiteral("generate"), a} + options).exitCode, 0);
        QCOMPARE(runCli(QStringList{QStringLiteral("generate"), b} + options).exitCode, 0);
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray bytes = fa.readAll();
        QCOMPARE(bytes, fb.readAll());
        const QJsonObject level = QJsonDocument::fromJson(bytes).object();
        qsizetype objects = 0;
        for (const QJsonValue& layer : level.value("layers").toArray())
            objects += layer.toObject().value("objects").toArray().size();
        QVERIFY2(objects >= 300, "the shapes asked for, plus the floor and markers");
        const QJsonObject report = jsonReport(a);
        QVERIFY(report.contains("reachability"));
    }

    void convertRefusesBadInputAndUnknownTargets()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.ledge"));
        QCOMPARE(runCli({QStringLiteral("convert"), data("not-json.ledge"), out}).exitCode, 2);
        QVERIFY(!QFile::exists(out));
        QCOMPARE(runCli({QStringLiteral("convert"), example("platformer.ledge"), dir.filePath("x.unknown")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("convert"), example("platformer.ledge")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
