// Crash recovery (autosave copies found and restored after a crash, removed on a clean close)
// and the file watcher (external changes noticed, also after atomic renames; our own saves not).

#include "FileWatcher.h"
#include "Recovery.h"

#include "model/LevelFile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<Level> richLevel()
{
    LoadResult r = loadLevel(QStringLiteral(LEDGE_TEST_DATA "/levelfile/rich.ledge"));
    return std::move(r.level);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeInPlace(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

bool writeAtomically(const QString& path, const QByteArray& data)
{
    QSaveFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.commit();
}

QStringList recoveryFiles()
{
    return QDir(Recovery::recoveryDirectory())
        .entryList(QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden);
}

// Generous: file system notifications arrive through the event loop, usually within
// milliseconds, but a loaded CI machine can be slow.
constexpr int kEventTimeoutMs = 10000;
// How long to wait for a notification that must not come.
constexpr int kQuietMs = 1500;

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void roundTripAfterCrash_data();
    void roundTripAfterCrash();
    void liveDocumentIsNotPending();
    void unmodifiedIsNotAutosaved();
    void timerAutosaves();
    void closingRemovesCopy_data();
    void closingRemovesCopy();
    void externalChangeNoticed_data();
    void externalChangeNoticed();
    void ownSaveNotReported_data();
    void ownSaveNotReported();
};

void TestRecovery::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // recovery folder under ~/.qttest
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_recovery"));
}

void TestRecovery::init()
{
    QDir(Recovery::recoveryDirectory()).removeRecursively();
    QVERIFY(Recovery::pendingRecoveries().isEmpty());
}

void TestRecovery::roundTripAfterCrash_data()
{
    QTest::addColumn<QString>("originalPath");
    QTest::addColumn<QString>("stem");
    QTest::newRow("untitled level") << QString() << "untitled-";
    QTest::newRow("saved document") << "/home/someone/levels/caves.ledge" << "caves-";
    QTest::newRow("unusual file name") << "/tmp/my lévél (2).ledge" << "my_l_v_l__2_-";
}

void TestRecovery::roundTripAfterCrash()
{
    QFETCH(QString, originalPath);
    QFETCH(QString, stem);
    std::unique_ptr<Level> level = richLevel();
    QVERIFY(level);
    QByteArray expected;
    {
        Recovery recovery;
        recovery.setDocument(level.get(), originalPath);
        level->setName(QStringLiteral("changed before the crash"));
        recovery.markModified();
        QSignalSpy autosaved(&recovery, &Recovery::autosaved);
        QVERIFY(recovery.autosaveNow());
        QCOMPARE(autosaved.count(), 1);
        QVERIFY(!recovery.autosaveNow()); // nothing changed since
        QVERIFY(QFileInfo(recovery.recoveryFilePath()).fileName().startsWith(stem));
        expected = writeLevel(*level);
        QCOMPARE(readAll(recovery.recoveryFilePath()), expected);
        // The crash: the editor goes away without a clean close.
    }
    const QList<RecoveryEntry> pending = Recovery::pendingRecoveries();
    QCOMPARE(pending.size(), 1);
    const RecoveryEntry& e = pending.first();
    QCOMPARE(e.originalPath, originalPath);
    QCOMPARE(e.name, QStringLiteral("changed before the crash"));
    QVERIFY(e.savedAt.isValid());
    QVERIFY(qAbs(e.savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 24 * 3600);
    const LoadResult restored = Recovery::restore(e);
    QVERIFY2(restored, qPrintable(restored.error.toString()));
    QCOMPARE(writeLevel(*restored.level), expected);

    QVERIFY(Recovery::discard(e));
    QVERIFY(Recovery::pendingRecoveries().isEmpty());
    QCOMPARE(recoveryFiles(), QStringList());
}

void TestRecovery::liveDocumentIsNotPending()
{
    std::unique_ptr<Level> level = richLevel();
    Recovery recovery;
    recovery.setDocument(level.get(), QStringLiteral("/levels/open.ledge"));
    recovery.markModified();
    QVERIFY(recovery.autosaveNow());
    QVERIFY(QFileInfo::exists(recovery.recoveryFilePath()));
    // Another editor (or this one) starting now must not offer a document that is still open.
    QVERIFY(Recovery::pendingRecoveries().isEmpty());
    recovery.cleanClose();
}

void TestRecovery::unmodifiedIsNotAutosaved()
{
    std::unique_ptr<Level> level = richLevel();
    Recovery recovery;
    recovery.setDocument(level.get(), QString());
    QVERIFY(!recovery.autosaveNow());
    QVERIFY(recovery.recoveryFilePath().isEmpty());
    QCOMPARE(recoveryFiles(), QStringList());
}

void TestRecovery::timerAutosaves()
{
    std::unique_ptr<Level> level = richLevel();
    Recovery recovery;
    QVERIFY(recovery.interval() == 60000ms);
    recovery.setInterval(50ms);
    recovery.setDocument(level.get(), QString());
    recovery.markModified();
    QSignalSpy autosaved(&recovery, &Recovery::autosaved);
    QVERIFY(autosaved.wait(kEventTimeoutMs));
    QVERIFY(!recovery.isModifiedSinceAutosave());
    QCOMPARE(readAll(recovery.recoveryFilePath()), writeLevel(*level));
    recovery.cleanClose();
}

void TestRecovery::closingRemovesCopy_data()
{
    QTest::addColumn<bool>("byClose"); // else by saving the document
    QTest::newRow("clean close") << true;
    QTest::newRow("document saved") << false;
}

void TestRecovery::closingRemovesCopy()
{
    QFETCH(bool, byClose);
    std::unique_ptr<Level> level = richLevel();
    {
        Recovery recovery;
        recovery.setDocument(level.get(), QStringLiteral("/levels/a.ledge"));
        recovery.markModified();
        QVERIFY(recovery.autosaveNow());
        QVERIFY(!recoveryFiles().isEmpty());
        if (byClose)
            recovery.cleanClose();
        else
            recovery.documentSaved();
        QCOMPARE(recoveryFiles(), QStringList());
    }
    QVERIFY(Recovery::pendingRecoveries().isEmpty());
}

void TestRecovery::externalChangeNoticed_data()
{
    QTest::addColumn<int>("how");
    QTest::newRow("rewritten in place") << 0;
    QTest::newRow("replaced by an atomic rename") << 1;
    QTest::newRow("removed") << 2;
}

void TestRecovery::externalChangeNoticed()
{
    QFETCH(int, how);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("level.ledge"));
    QVERIFY(writeInPlace(path, "first\n"));
    FileWatcher watcher;
    watcher.setPath(path);
    QSignalSpy changed(&watcher, &FileWatcher::changedOnDisk);

    switch (how) {
    case 0: QVERIFY(writeInPlace(path, "second\n")); break;
    case 1: QVERIFY(writeAtomically(path, "second\n")); break;
    case 2: QVERIFY(QFile::remove(path)); break;
    }
    QVERIFY(changed.wait(kEventTimeoutMs));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toString(), path);
    QCOMPARE(changed.first().at(1).toBool(), how != 2);

    // Still watching afterwards (the watch is re-armed on the new file): a second external
    // atomic save is noticed too.
    changed.clear();
    QVERIFY(writeAtomically(path, "third\n"));
    QVERIFY(changed.wait(kEventTimeoutMs));
    QCOMPARE(changed.last().at(1).toBool(), true);
}

void TestRecovery::ownSaveNotReported_data()
{
    QTest::addColumn<bool>("changeContents"); // else the same bytes are written again
    QTest::newRow("our save with new contents") << true;
    QTest::newRow("our save with the same contents") << false;
}

void TestRecovery::ownSaveNotReported()
{
    QFETCH(bool, changeContents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("level.ledge"));
    std::unique_ptr<Level> level = richLevel();
    QVERIFY(saveLevel(*level, path).ok);
    FileWatcher watcher;
    watcher.setPath(path);
    QSignalSpy changed(&watcher, &FileWatcher::changedOnDisk);

    if (changeContents)
        level->setName(QStringLiteral("saved by us"));
    const SaveResult saved = saveLevel(*level, path); // atomic: a new inode
    QVERIFY2(saved.ok, qPrintable(saved.message));
    watcher.noteSaved();
    QVERIFY(!changed.wait(kQuietMs));
    QCOMPARE(changed.count(), 0);

    // The watch survived our atomic save: an external change afterwards is noticed.
    QVERIFY(writeInPlace(path, "edited elsewhere\n"));
    QVERIFY(changed.wait(kEventTimeoutMs));
    QCOMPARE(changed.count(), 1);
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
