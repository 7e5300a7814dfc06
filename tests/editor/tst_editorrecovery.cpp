// The editor window wired to crash recovery (Recovery.h): an edit makes the document due for
// autosave, a save or a clean close removes the recovery copy.

#include "Document.h"
#include "MainWindow.h"
#include "Recovery.h"
#include "model/Commands.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ledge;

class TestEditorRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void copyRemoved_data();
    void copyRemoved();
};

void TestEditorRecovery::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editorrecovery"));
    QSettings().clear();
}

void TestEditorRecovery::copyRemoved_data()
{
    QTest::addColumn<bool>("byClose"); // else by saving
    QTest::newRow("saved") << false;
    QTest::newRow("closed cleanly") << true;
}

void TestEditorRecovery::copyRemoved()
{
    QFETCH(bool, byClose);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("level.ledge"));
    QVERIFY(QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), path));

    MainWindow window;
    QString error;
    QVERIFY2(window.loadFile(path, &error), qPrintable(error));
    QVERIFY(!window.recovery()->isModifiedSinceAutosave());

    // An edit: rename the level through the undo stack.
    LevelSettings after = settingsOf(*window.document()->level());
    after.name = QStringLiteral("Renamed");
    window.document()->push(new ChangeSettingsCommand(window.document()->level(), after));
    QVERIFY(window.recovery()->isModifiedSinceAutosave());
    QVERIFY(window.recovery()->autosaveNow());
    const QString copy = window.recovery()->recoveryFilePath();
    QVERIFY(QFile::exists(copy));

    if (byClose) {
        window.document()->undoStack()->setClean(); // nothing to ask about
        QVERIFY(window.close());
    } else {
        QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    }
    QVERIFY(!QFile::exists(copy));
}

QTEST_MAIN(TestEditorRecovery)
#include "tst_editorrecovery.moc"
