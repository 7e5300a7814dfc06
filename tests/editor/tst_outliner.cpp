// The Objects dock (outliner), driven with mouse and keys on the real window (offscreen): one
// row per object of each objects layer, search, selection both ways (several rows at once),
// jump to the object, rename as one undo step.

#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "OutlinerDock.h"
#include "ShapeGeometry.h"
#include "Style.h"

#include <QApplication>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ledge;

class TestOutliner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void listsEveryObjectPerLayer();
    void search_data();
    void search();
    void selectJumpAndMultiSelect();
    void renameIsUndoable();

private:
    Level* level() const { return mWindow->document()->level(); }
    QTreeWidget* tree() const { return mDock->tree(); }
    QPoint rowPoint(ObjectId id) const
    {
        QTreeWidgetItem* item = mDock->itemOf(id);
        tree()->scrollToItem(item);
        return tree()->visualItemRect(item).center();
    }

    MainWindow* mWindow = nullptr;
    OutlinerDock* mDock = nullptr;
    QTemporaryDir mSettingsDir;
};

void TestOutliner::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_outliner"));
}

void TestOutliner::init()
{
    mWindow = new MainWindow;
    QString error;
    QVERIFY2(mWindow->loadFile(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), &error), qPrintable(error));
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    mDock = mWindow->outlinerDock();
    QVERIFY(mDock);
    mDock->raise();
    mDock->rebuild();
    QCoreApplication::processEvents();
    QVERIFY(tree()->isVisible());
}

void TestOutliner::cleanup()
{
    mWindow->document()->undoStack()->setClean();
    delete mWindow;
    mWindow = nullptr;
}

// Against the level itself: each objects layer is a group holding exactly its objects, in order.
void TestOutliner::listsEveryObjectPerLayer()
{
    int groups = 0;
    for (int i = 0; i < level()->layerCount(); ++i) {
        const LayerInfo& info = level()->layerAt(i);
        if (info.type != LayerType::Objects)
            continue;
        ++groups;
        const std::vector<ObjectId>& ids = level()->objectIds(info.id);
        QVERIFY(!ids.empty());
        QTreeWidgetItem* group = mDock->itemOf(ids.front())->parent();
        QCOMPARE(group->text(0), info.name);
        QCOMPARE(group->childCount(), int(ids.size()));
        for (std::size_t k = 0; k < ids.size(); ++k)
            QCOMPARE(group->child(int(k)), mDock->itemOf(ids[k]));
    }
    QCOMPARE(tree()->topLevelItemCount(), groups);
    // And it follows edits: a deleted object's row goes.
    const ObjectId first = level()->objectIds(level()->layerAt(level()->layerCount() - 1).id).front();
    mWindow->scene()->setSelectedIds({first});
    mWindow->action(QStringLiteral("actionDelete"))->trigger();
    QTRY_VERIFY(!mDock->itemOf(first));
}

void TestOutliner::search_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("a name") << QStringLiteral("ledge");
    QTest::newRow("a role") << QStringLiteral("pickup");
    QTest::newRow("an id") << QStringLiteral("#3 ");
    QTest::newRow("nothing") << QStringLiteral("zzz");
}

// The rows left are exactly the objects whose name, "#id", role or shape holds the text.
void TestOutliner::search()
{
    QFETCH(QString, typed);
    QTest::keyClicks(mDock->searchField(), typed);
    const QString needle = typed.trimmed();
    int shown = 0;
    level()->forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (layer.type != LayerType::Objects)
            return;
        QTreeWidgetItem* item = mDock->itemOf(o.id);
        QVERIFY(item);
        const bool expected = o.name.contains(needle, Qt::CaseInsensitive)
                              || QStringLiteral("#%1 ").arg(o.id).contains(needle, Qt::CaseInsensitive)
                              || style::roleLabel(o.role).contains(needle, Qt::CaseInsensitive)
                              || item->text(1).contains(needle, Qt::CaseInsensitive);
        QCOMPARE(!item->isHidden(), expected);
        shown += expected;
    });
    if (typed == u"zzz")
        QCOMPARE(shown, 0);
    else
        QVERIFY(shown > 0);
}

void TestOutliner::selectJumpAndMultiSelect()
{
    // Two objects far apart: the view follows a click on each.
    ObjectId a = 0, b = 0;
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.name == u"start")
            a = o.id;
        if (o.name == u"exit")
            b = o.id;
    });
    QVERIFY(a && b);
    LevelView* view = mWindow->view();
    view->setZoom(4.0); // close in, so the view has to move
    for (ObjectId id : {a, b}) {
        QTest::mouseClick(tree()->viewport(), Qt::LeftButton, {}, rowPoint(id));
        QCOMPARE(mWindow->scene()->selectedIds(), QList<ObjectId>{id});
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY2(shown.contains(toQt(bounds(level()->object(id)->shape)).center()),
                 qPrintable(QStringLiteral("%1 %2 %3 %4").arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height())));
    }
    // Ctrl+click adds the other one.
    QTest::mouseClick(tree()->viewport(), Qt::LeftButton, Qt::ControlModifier, rowPoint(a));
    QList<ObjectId> both = mWindow->scene()->selectedIds();
    std::sort(both.begin(), both.end());
    QCOMPARE(both, (QList<ObjectId>{std::min(a, b), std::max(a, b)}));
    // And the canvas's selection shows in the list.
    mWindow->scene()->setSelectedIds({b});
    QVERIFY(mDock->itemOf(b)->isSelected());
    QVERIFY(!mDock->itemOf(a)->isSelected());
}

void TestOutliner::renameIsUndoable()
{
    ObjectId id = 0;
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.name == u"boulder")
            id = o.id;
    });
    QVERIFY(id);
    QTest::mouseClick(tree()->viewport(), Qt::LeftButton, {}, rowPoint(id));
    const int steps = mWindow->document()->undoStack()->count();
    tree()->setFocus();
    QTest::keyClick(tree(), Qt::Key_F2);
    QWidget* editor = QApplication::focusWidget();
    QVERIFY(qobject_cast<QLineEdit*>(editor));
    QVERIFY2(tree()->isAncestorOf(editor), qPrintable(editor->objectName()));
    QCOMPARE(static_cast<QLineEdit*>(editor)->selectedText(), QStringLiteral("boulder")); // typing replaces it
    QTest::keyClicks(editor, QStringLiteral("rolling rock"));
    QTest::keyClick(editor, Qt::Key_Return); // the delegate commits from the event loop
    QTRY_COMPARE(level()->object(id)->name, QStringLiteral("rolling rock"));
    QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(level()->object(id)->name, QStringLiteral("boulder"));
    QTRY_COMPARE(mDock->itemOf(id)->text(0), QStringLiteral("boulder"));
}

QTEST_MAIN(TestOutliner)
#include "tst_outliner.moc"
