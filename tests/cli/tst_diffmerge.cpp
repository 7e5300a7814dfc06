// `ledge-cli diff` and `ledge-cli merge` as real processes (exit codes, stdout, what is written),
// and git itself running ledge-cli as the merge driver and the diff command of *.ledge files in
// a temporary repository, as docs/teams.md sets them up.

#include "model/LevelDiff.h"
#include "model/LevelDiffImage.h"
#include "model/LevelFile.h"
#include "tests/common/CliProcess.h"
#include "tests/common/LevelEdits.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;
using namespace ledge::test;

namespace {

const QString kCli = QStringLiteral(LEDGE_BIN_DIR "/ledge-cli");

QByteArray levelBytes(const QString& script)
{
    auto level = makeBaseLevel();
    if (!applyEdits(*level, parseEdits(script)))
        qWarning("edit does not apply: %s", qPrintable(script));
    return writeLevel(*level);
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Git {
    QString dir;
    QByteArray out;
    int run(const QStringList& arguments)
    {
        QProcess p;
        p.setWorkingDirectory(dir);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("git"), QStringList{"-c", "user.name=Ledge Test", "-c", "user.email=test@example.com",
                                                   "-c", "init.defaultBranch=main", "-c", "core.pager=cat"}
                                           + arguments);
        if (!p.waitForFinished(60000))
            return -1;
        out = p.readAll();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
};

} // namespace

class TestDiffMerge : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void diffJsonOnStdout();
    void diffPngMarksChanges();
    void mergeWritesOursByDefault();
    void mergeConflictWritesNothing();
    void mergeReportsNewErrors();
    void gitMergeDriver_data();
    void gitMergeDriver();
    void gitDiffCommand();

private:
    QTemporaryDir mDir;
    QString file(const QString& name, const QString& script)
    {
        const QString path = mDir.filePath(name);
        if (!writeFile(path, levelBytes(script)))
            qWarning("cannot write %s", qPrintable(path));
        return path;
    }
};

void TestDiffMerge::initTestCase()
{
    QVERIFY(mDir.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty(), "git is needed for the driver tests");
}

void TestDiffMerge::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString base = file("base.ledge", ""), moved = file("moved.ledge", "move 2 10 0");
    const QString bad = mDir.filePath("bad.ledge");
    writeFile(bad, "{ not json");
    QTest::newRow("diff: same") << QStringList{"diff", base, base} << 0;
    QTest::newRow("diff: different") << QStringList{"diff", base, moved} << 1;
    QTest::newRow("diff: json, different") << QStringList{"diff", base, moved, "--format", "json"} << 1;
    QTest::newRow("diff: missing file") << QStringList{"diff", base, mDir.filePath("none.ledge")} << 2;
    QTest::newRow("diff: malformed file") << QStringList{"diff", bad, base} << 2;
    QTest::newRow("diff: unknown format") << QStringList{"diff", base, moved, "--format", "yaml"} << 2;
    QTest::newRow("diff: one file") << QStringList{"diff", base} << 2;
    QTest::newRow("diff: help") << QStringList{"diff", "--help"} << 0;
    QTest::newRow("merge: two files") << QStringList{"merge", base, moved} << 2;
    QTest::newRow("merge: malformed file") << QStringList{"merge", base, bad, moved, "-o", mDir.filePath("x.ledge")} << 2;
    QTest::newRow("merge: unknown option") << QStringList{"merge", base, base, base, "--theirs"} << 2;
}

void TestDiffMerge::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CliRun run = runCliProcess(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 2 && !arguments.contains("--help"))
        QVERIFY2(!run.err.isEmpty(), "bad input is explained on stderr");
}

void TestDiffMerge::diffJsonOnStdout()
{
    const CliRun run = runCliProcess({"diff", file("a.ledge", ""), file("b.ledge", "remove 3; name 2 left; tile 2 0 0 ^"),
                                      "--format", "json"});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value("removed").toArray(), QJsonArray{3});
    QCOMPARE(json.value("changed").toArray().at(0).toObject().value("fields").toArray(), QJsonArray{"name"});
    QCOMPARE(json.value("cells").toArray().at(0).toObject().value("cells").toArray(), (QJsonArray{QJsonArray{0, 0}}));
}

void TestDiffMerge::diffPngMarksChanges()
{
    const QString png = mDir.filePath("diff.png");
    const QString a = file("pa.ledge", ""), b = file("pb.ledge", "add 1 20 200 200 64 64; move 2 0 -100; remove 9");
    const CliRun run = runCliProcess({"diff", a, b, "--png", png});
    QCOMPARE(run.exitCode, 1);
    const QImage image(png);
    QVERIFY(!image.isNull());
    const auto levelB = loadLevel(b).level;
    const QImage plain = renderLevel(*levelB);
    QCOMPARE(image.size(), plain.size());
    // The added box is tinted green, the removed one (A's shape) outlined red.
    const QColor inside = image.pixelColor(232, 232);
    QVERIFY2(inside.green() > inside.red() + 40, qPrintable(inside.name()));
    QVERIFY(plain.pixelColor(232, 232) != inside);
    int red = 0; // along the left edge of the removed box (x = 1000, y 100-132), dashed
    for (int y = 100; y < 132; ++y)
        for (int x = 998; x <= 1002; ++x)
            if (const QColor c = image.pixelColor(x, y); c.red() > c.green() + 60)
                ++red;
    QVERIFY2(red > 10, qPrintable(QString::number(red)));
}

void TestDiffMerge::mergeWritesOursByDefault()
{
    const QString base = file("m-base.ledge", ""), ours = file("m-ours.ledge", "move 2 10 0; add 1 20 0 0 8 8");
    const QString theirs = file("m-theirs.ledge", "role 3 hazard; add 1 20 40 0 8 8");
    const CliRun run = runCliProcess({"merge", base, ours, theirs});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("their new object 20 is now object 21"), run.err.constData());
    QCOMPARE(QString::fromUtf8(readFile(ours)),
             QString::fromUtf8(levelBytes("move 2 10 0; add 1 20 0 0 8 8; role 3 hazard; add 1 21 40 0 8 8")));
}

void TestDiffMerge::mergeConflictWritesNothing()
{
    const QString base = file("c-base.ledge", ""), ours = file("c-ours.ledge", "move 2 10 0; tile 2 1 1 #");
    const QString theirs = file("c-theirs.ledge", "move 2 20 0; tile 2 1 1 =");
    const QByteArray before = readFile(ours);
    const QString out = mDir.filePath("c-out.ledge");
    CliRun run = runCliProcess({"merge", base, ours, theirs, "-o", out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!QFile::exists(out));
    QVERIFY2(run.out.contains("object 2, shape: ours box 110,500 64x32, theirs box 120,500 64x32"), run.out.constData());
    QVERIFY2(run.out.contains("tiles of layer 2, column 1, row 1: ours #, theirs ="), run.out.constData());
    run = runCliProcess({"merge", base, ours, theirs});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readFile(ours), before);
}

void TestDiffMerge::mergeReportsNewErrors()
{
    // Each side adds a platform where the other added one: fine alone, overlapping together.
    const QString base = file("e-base.ledge", ""), ours = file("e-ours.ledge", "add 1 20 200 200 64 32");
    const QString theirs = file("e-theirs.ledge", "add 1 21 220 210 64 32");
    const CliRun run = runCliProcess({"merge", base, ours, theirs});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("the merge makes a new error: overlap"), run.err.constData());
    QVERIFY2(run.err.contains("#20") && run.err.contains("#21"), run.err.constData());
    // An error both sides already had is not new.
    const QString base2 = file("e-base2.ledge", "add 1 20 200 200 64 32; add 1 21 220 210 64 32");
    const QString ours2 = file("e-ours2.ledge", "add 1 20 200 200 64 32; add 1 21 220 210 64 32; move 2 1 0");
    const QString theirs2 = file("e-theirs2.ledge", "add 1 20 200 200 64 32; add 1 21 220 210 64 32; move 3 1 0");
    const CliRun again = runCliProcess({"merge", base2, ours2, theirs2});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(!again.err.contains("new error"), again.err.constData());
}

void TestDiffMerge::gitMergeDriver_data()
{
    QTest::addColumn<QString>("ours");
    QTest::addColumn<QString>("theirs");
    QTest::addColumn<bool>("clean");
    QTest::addColumn<QString>("expected"); // the merged level when clean
    QTest::newRow("both add a platform with the same id") << "add 1 20 0 0 8 8" << "add 1 20 40 0 8 8" << true
                                                          << "add 1 20 0 0 8 8; add 1 21 40 0 8 8";
    QTest::newRow("different fields") << "move 2 10 0; set player.gravity 1000" << "name 2 left; tile 2 3 3 #" << true
                                      << "move 2 10 0; set player.gravity 1000; name 2 left; tile 2 3 3 #";
    QTest::newRow("conflict") << "move 2 10 0" << "move 2 20 0" << false << "";
}

void TestDiffMerge::gitMergeDriver()
{
    QFETCH(QString, ours);
    QFETCH(QString, theirs);
    QFETCH(bool, clean);
    QFETCH(QString, expected);
    QTemporaryDir repo;
    QVERIFY(repo.isValid());
    Git git{repo.path(), {}};
    QCOMPARE(git.run({"init", "-q"}), 0);
    QVERIFY(writeFile(repo.filePath(".gitattributes"), "*.ledge merge=ledge diff=ledge\n"));
    QCOMPARE(git.run({"config", "merge.ledge.name", "Ledge level merge"}), 0);
    QCOMPARE(git.run({"config", "merge.ledge.driver", kCli + " merge %O %A %B -o %A"}), 0);
    const QString level = repo.filePath("caves.ledge");
    QVERIFY(writeFile(level, levelBytes("")));
    QCOMPARE(git.run({"add", "."}), 0);
    QCOMPARE(git.run({"commit", "-q", "-m", "base"}), 0);
    QCOMPARE(git.run({"checkout", "-q", "-b", "theirs"}), 0);
    QVERIFY(writeFile(level, levelBytes(theirs)));
    QCOMPARE(git.run({"commit", "-q", "-am", "theirs"}), 0);
    QCOMPARE(git.run({"checkout", "-q", "main"}), 0);
    QVERIFY(writeFile(level, levelBytes(ours)));
    QCOMPARE(git.run({"commit", "-q", "-am", "ours"}), 0);

    const int merged = git.run({"merge", "--no-edit", "theirs"});
    if (clean) {
        QVERIFY2(merged == 0, git.out.constData());
        QCOMPARE(QString::fromUtf8(readFile(level)), QString::fromUtf8(levelBytes(expected)));
        return;
    }
    QVERIFY2(merged != 0, git.out.constData());
    QVERIFY2(git.out.contains("object 2, shape"), git.out.constData()); // the driver's listing
    QCOMPARE(git.run({"diff", "--name-only", "--diff-filter=U"}), 0);
    QCOMPARE(git.out.trimmed(), QByteArray("caves.ledge"));
    QCOMPARE(readFile(level), levelBytes(ours)); // nothing written over ours
}

void TestDiffMerge::gitDiffCommand()
{
    QTemporaryDir repo;
    QVERIFY(repo.isValid());
    Git git{repo.path(), {}};
    QCOMPARE(git.run({"init", "-q"}), 0);
    QVERIFY(writeFile(repo.filePath(".gitattributes"), "*.ledge merge=ledge diff=ledge\n"));
    // git calls the command with: path old-file old-hex old-mode new-file new-hex new-mode;
    // ledge-cli diff exits 1 for "different", which git would take for a failure.
    QCOMPARE(git.run({"config", "diff.ledge.command", QStringLiteral("sh -c 'echo \"ledge diff $1\"; \"%1\" diff \"$2\" \"$5\" || test $? -eq 1' --").arg(kCli)}), 0);
    const QString level = repo.filePath("caves.ledge");
    QVERIFY(writeFile(level, levelBytes("")));
    QCOMPARE(git.run({"add", "."}), 0);
    QCOMPARE(git.run({"commit", "-q", "-m", "base"}), 0);
    QVERIFY(writeFile(level, levelBytes("move 2 10 0; remove 3")));
    QVERIFY2(git.run({"diff"}) == 0, git.out.constData());
    QVERIFY2(git.out.contains("ledge diff caves.ledge\n"), git.out.constData());
    QVERIFY2(git.out.contains("- object 3: solid box in layer 1"), git.out.constData());
    QVERIFY2(git.out.contains("~ object 2: shape"), git.out.constData());
    // A new file: git hands /dev/null as the old side.
    QVERIFY(writeFile(repo.filePath("new.ledge"), levelBytes("")));
    QCOMPARE(git.run({"add", "-N", "new.ledge"}), 0);
    QVERIFY2(git.run({"diff", "--", "new.ledge"}) == 0, git.out.constData());
    QVERIFY2(git.out.contains("+ layer 1 \"Walls\""), git.out.constData());
}

QTEST_GUILESS_MAIN(TestDiffMerge)
#include "tst_diffmerge.moc"
