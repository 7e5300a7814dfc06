// Replays every input the fuzzers ever crashed on (tests/data/fuzz-regressions/<target>/), in
// the ordinary build, so a fixed crash stays fixed:
//   fuzz_ledge_reader  readLevel in process: a Level or a LoadError, and what loads is written
//                      and read back to the same bytes;
//   fuzz_cli_args      ledge-cli run with the arguments (NUL-separated) in a scratch folder
//                      holding a.ledge: it exits normally with 0, 1 or 2;
//   fuzz_tiled_tmj/tmx ledge-cli convert of the file through the Tiled plugins: exits normally
//                      with 0, 1 or 2;
//   fuzz_ldtk          ledge-cli convert of the file as an LDtk project to an LDtk project
//                      (import and export): exits normally with 0, 1 or 2;
//   fuzz_godot_tscn    ledge-cli convert of the file as a Godot scene: the same.
// The last two run the built ledge-cli, so the Tiled code is exercised as users meet it.

#include "model/LevelFile.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;

namespace {

const QString kRoot = QStringLiteral(LEDGE_TEST_DATA "/fuzz-regressions");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Runs ledge-cli in `dir`; the exit code, or -1 when it crashed or hung.
int runCli(const QStringList& arguments, const QString& dir, QString* output)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"), arguments);
    if (!p.waitForStarted(60000))
        return -2;
    p.closeWriteChannel();
    const bool finished = p.waitForFinished(120000);
    *output = QString::fromUtf8(p.readAll().left(4000));
    if (!finished) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    int rows = 0;
    const QStringList targets = QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& target : targets) {
        QDir dir(kRoot + u'/' + target);
        const QStringList files = dir.entryList(QDir::Files | QDir::Hidden, QDir::Name);
        for (const QString& file : files) {
            if (file == QLatin1String("README.md"))
                continue;
            QTest::newRow(qPrintable(target + u'/' + file)) << target << dir.filePath(file);
            ++rows;
        }
    }
    QVERIFY2(rows > 0, "no regression inputs found");
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    const QByteArray bytes = readAll(path);
    QVERIFY(QFileInfo(path).size() == bytes.size());

    // The fast reader's disagreements are replayed like reader crashes: readLevel (fast path
    // first) must load or refuse them cleanly, and what loads must write back stably.
    if (target == QLatin1String("fuzz_ledge_reader") || target == QLatin1String("fuzz_ledge_fastreader")) {
        const LoadResult loaded = readLevel(bytes, QStringLiteral("fuzz.ledge"));
        if (!loaded) {
            QVERIFY(!loaded.error.message.isEmpty());
            QVERIFY(loaded.error.toString().startsWith(QStringLiteral("fuzz.ledge")));
            return;
        }
        const QByteArray written = writeLevel(*loaded.level);
        const LoadResult again = readLevel(written);
        QVERIFY2(again, qPrintable(again.error.toString()));
        QCOMPARE(writeLevel(*again.level), written);
        return;
    }

    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    QStringList arguments;
    if (target == QLatin1String("fuzz_cli_args")) {
        QVERIFY(QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"),
                            scratch.filePath(QStringLiteral("a.ledge"))));
        for (const QByteArray& part : bytes.split('\0'))
            arguments << QString::fromUtf8(part);
    } else if (target.startsWith(QLatin1String("fuzz_tiled_"))) {
        const QString input = QStringLiteral("map.") + target.mid(int(qstrlen("fuzz_tiled_")));
        QFile out(scratch.filePath(input));
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(bytes), bytes.size());
        out.close();
        arguments << QStringLiteral("convert") << input << QStringLiteral("out.ledge");
    } else if (target == QLatin1String("fuzz_ldtk") || target == QLatin1String("fuzz_godot_tscn")) {
        // LDtk: read as a project and written back as one (the fuzzer's import and export);
        // Godot: a scene read and written back as one.
        const bool ldtk = target == QLatin1String("fuzz_ldtk");
        const QString input = ldtk ? QStringLiteral("map.ldtk") : QStringLiteral("scene.tscn");
        QFile out(scratch.filePath(input));
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(bytes), bytes.size());
        out.close();
        arguments << QStringLiteral("convert") << input << (ldtk ? QStringLiteral("out.ldtk") : QStringLiteral("out.tscn"));
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown fuzz target %1").arg(target)));
    }
    QString output;
    const int code = runCli(arguments, scratch.path(), &output);
    QVERIFY2(code >= 0 && code <= 2, qPrintable(QStringLiteral("exit %1: %2").arg(code).arg(output)));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
