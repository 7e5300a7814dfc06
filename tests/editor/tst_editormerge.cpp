// The editor's "Merge their changes" (offscreen): the open level has unsaved edits when another
// program rewrites its file; the question offers Merge their changes, Reload and Keep mine;
// merging is three-way against the file as last saved, conflicts are listed and resolved per
// field in a dialog, and the merge is one undo step.

#include "Document.h"
#include "FileWatcher.h"
#include "MainWindow.h"
#include "MergeDialog.h"
#include "model/LevelFile.h"
#include "model/LevelSync.h"
#include "tests/common/LevelEdits.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace ledge;
using namespace ledge::test;

namespace {

std::unique_ptr<Level> edited(const QString& script)
{
    auto level = makeBaseLevel();
    if (!applyEdits(*level, parseEdits(script)))
        qWarning("edit does not apply: %s", qPrintable(script));
    return level;
}

QString bytes(const Level& level) { return QString::fromUtf8(writeLevel(level)); }

} // namespace

class TestEditorMerge : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mergeTheirChanges_data();
    void mergeTheirChanges();
};

void TestEditorMerge::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editormerge"));
    QSettings().clear();
}

void TestEditorMerge::mergeTheirChanges_data()
{
    QTest::addColumn<QString>("mine");
    QTest::addColumn<QString>("theirs");
    QTest::addColumn<QString>("button");   // in the question
    QTest::addColumn<QString>("choice"); // in the conflicts dialog: allMine, allTheirs, perField, cancel; "" = none
    QTest::addColumn<QString>("expected"); // the document afterwards
    QTest::newRow("merge, no conflict") << "move 2 10 0" << "role 3 hazard; add 1 20 0 0 8 8" << "mergeTheirs" << ""
                                        << "move 2 10 0; role 3 hazard; add 1 20 0 0 8 8";
    QTest::newRow("merge, same new id") << "add 1 20 0 0 8 8" << "add 1 20 40 0 8 8" << "mergeTheirs" << ""
                                        << "add 1 20 0 0 8 8; add 1 21 40 0 8 8";
    QTest::newRow("merge, conflicts resolved with theirs") << "move 2 10 0; name 4 mine; tile 2 1 1 #"
                                                           << "move 2 20 0; name 5 theirs; tile 2 1 1 ^" << "mergeTheirs"
                                                           << "allTheirs" << "move 2 20 0; name 4 mine; name 5 theirs; tile 2 1 1 ^";
    QTest::newRow("merge, conflicts resolved per field") << "move 2 10 0; name 4 mine; tile 2 1 1 #"
                                                         << "move 2 20 0; name 5 theirs; tile 2 1 1 ^" << "mergeTheirs"
                                                         << "perField" << "move 2 20 0; name 4 mine; name 5 theirs; tile 2 1 1 #";
    QTest::newRow("merge, conflicts resolved with mine") << "move 2 10 0; name 4 mine" << "move 2 20 0; name 5 theirs"
                                                         << "mergeTheirs" << "allMine" << "move 2 10 0; name 4 mine; name 5 theirs";
    QTest::newRow("merge, conflicts cancelled") << "move 2 10 0" << "move 2 20 0" << "mergeTheirs" << "cancel" << "move 2 10 0";
    QTest::newRow("reload") << "move 2 10 0" << "role 3 hazard" << "reload" << "" << "role 3 hazard";
    QTest::newRow("keep mine") << "move 2 10 0" << "role 3 hazard" << "keepMine" << "" << "move 2 10 0";
}

void TestEditorMerge::mergeTheirChanges()
{
    QFETCH(QString, mine);
    QFETCH(QString, theirs);
    QFETCH(QString, button);
    QFETCH(QString, choice);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("level.ledge"));
    QVERIFY(saveLevel(*makeBaseLevel(), path).ok);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.loadFile(path, &error), qPrintable(error));
    Document* document = window.document();
    // The designer's unsaved edits.
    document->push(new ReplaceLevelCommand(document->level(), edited(mine), QStringLiteral("edits")));
    QVERIFY(!document->undoStack()->isClean());
    const int stepsBefore = document->undoStack()->count();

    // Answers each dialog as it comes up (they run their own event loops).
    QStringList seen;
    int conflictRows = 0;
    QTimer answer;
    answer.setInterval(10);
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || seen.contains(modal->objectName()))
            return;
        seen << modal->objectName();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            if (auto* b = box->findChild<QPushButton*>(button))
                b->click();
        } else if (auto* dialog = qobject_cast<MergeDialog*>(modal)) {
            conflictRows = dialog->rowCount();
            if (choice == u"cancel") {
                dialog->reject();
                return;
            }
            if (choice == u"perField") { // rows: object 2's shape, then the cell
                dialog->choose(0, MergeSide::Theirs);
                dialog->choose(1, MergeSide::Ours);
            } else {
                dialog->findChild<QPushButton*>(choice)->click();
            }
            dialog->accept();
        }
    });
    answer.start();
    QSignalSpy changed(window.fileWatcher(), &FileWatcher::changedOnDisk);
    QVERIFY(saveLevel(*edited(theirs), path).ok); // another program saves (atomically)
    QVERIFY(changed.wait(10000));
    answer.stop();

    QCOMPARE(seen.value(0), QStringLiteral("reloadQuestion"));
    QCOMPARE(seen.contains(QStringLiteral("mergeConflicts")), !choice.isEmpty());
    if (!choice.isEmpty())
        QVERIFY(conflictRows >= 1);
    QCOMPARE(bytes(*document->level()), bytes(*edited(expected)));
    if (button == u"mergeTheirs" && choice != u"cancel") {
        // One undo step, the document still modified; undo brings my edits back.
        QCOMPARE(document->undoStack()->count(), stepsBefore + 1);
        QCOMPARE(document->undoStack()->text(stepsBefore), QStringLiteral("Merge their changes"));
        QVERIFY(!document->undoStack()->isClean());
        document->undoStack()->undo();
        QCOMPARE(bytes(*document->level()), bytes(*edited(mine)));
        document->undoStack()->redo();
        QCOMPARE(bytes(*document->level()), bytes(*edited(expected)));
        // The file merged in is the next base: a second change merges against it.
        QCOMPARE(window.fileWatcher()->baseContents(), writeLevel(*edited(theirs)));
    }
}

QTEST_MAIN(TestEditorMerge)
#include "tst_editormerge.moc"
