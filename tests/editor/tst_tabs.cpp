// Several levels open at once (tabs) on the real window (offscreen): the docks, the tools and
// Undo/Redo follow the current tab; objects copied in one tab paste into another with fresh
// ids, at the cursor, as one undo step, leaving the source untouched; a modified tab asks
// before it closes (the prompt is replaced by the test, no modal dialog); opening a file that
// is already open switches to its tab. Expected values come from the levels themselves.

#include "Document.h"
#include "DocumentTabs.h"
#include "IssuesDock.h"
#include "IssuesModel.h"
#include "LayersDock.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "ObjectClipboard.h"
#include "ObjectOps.h"
#include "OutlinerDock.h"
#include "ShapeGeometry.h"
#include "SettingsDock.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <set>

using namespace ledge;

namespace {

LevelObject solidBox(ObjectId id, double x, double y, double w, double h)
{
    LevelObject o;
    o.id = id;
    o.role = Role::Solid;
    o.shape = Box{x, y, w, h};
    return o;
}

// The layer names the Layers dock lists, top first, and the same from the level.
QStringList dockLayers(LayersDock* dock)
{
    QStringList out;
    for (int i = 0; i < dock->tree()->topLevelItemCount(); ++i)
        out << dock->tree()->topLevelItem(i)->text(0);
    return out;
}

QStringList levelLayers(const Level& level)
{
    QStringList out;
    for (int i = level.layerCount() - 1; i >= 0; --i)
        out << level.layerAt(i).name;
    return out;
}

std::vector<ObjectId> objectIds(const Level& level)
{
    std::vector<ObjectId> ids;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) { ids.push_back(o.id); });
    return ids;
}

} // namespace

class TestTabs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void docksAndUndoFollowTheTab();
    void copyInOneTabPasteInAnother();
    void pastedTypesTravel();
    void closeModifiedTab_data();
    void closeModifiedTab();
    void closingTheWindowAsksForEachLevel();
    void openingAnOpenFileSwitchesToIt();
    void tabTextAndTitle();
    void fieldBeingTypedCommitsBeforeTheWindowCloses();

private:
    QString copyOf(const QString& example)
    {
        const QString path = mFiles.filePath(example);
        QFile::remove(path);
        QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/") + example, path);
        QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return path;
    }
    void open(const QString& path)
    {
        QString error;
        QVERIFY2(mWindow->loadFile(path, &error), qPrintable(error));
    }
    void switchTo(Document* doc)
    {
        for (EditorTab* t : mWindow->tabs()->tabs())
            if (t->document() == doc)
                mWindow->tabs()->setCurrent(t);
        QCOMPARE(mWindow->document(), doc);
    }

    MainWindow* mWindow = nullptr;
    QTemporaryDir mSettingsDir;
    QTemporaryDir mFiles;
    QList<QString> mAsked; // names of the levels the prompt was asked about
};

void TestTabs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tabs"));
}

void TestTabs::init()
{
    mWindow = new MainWindow;
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    mAsked.clear();
    // No modal dialog in a test: any unexpected question fails it.
    mWindow->tabs()->setPrompt([this](EditorTab* tab) {
        mAsked << tab->document()->displayName();
        return DocumentTabs::CloseAnswer::Discard;
    });
}

void TestTabs::cleanup()
{
    if (!mWindow)
        return;
    for (EditorTab* t : mWindow->tabs()->tabs())
        t->document()->undoStack()->setClean();
    delete mWindow;
    mWindow = nullptr;
}

void TestTabs::docksAndUndoFollowTheTab()
{
    open(copyOf(QStringLiteral("platformer.ledge")));
    QCOMPARE(mWindow->tabs()->count(), 1); // the untouched start level made way
    Document* a = mWindow->document();
    open(copyOf(QStringLiteral("topdown.ledge")));
    QCOMPARE(mWindow->tabs()->count(), 2);
    Document* b = mWindow->document();
    QVERIFY(a != b);
    QVERIFY(mWindow->tabs()->tabBar()->isVisible());

    const auto checkDocks = [this](Document* doc) {
        QCOMPARE(mWindow->document(), doc);
        QCOMPARE(mWindow->view(), mWindow->tabs()->current()->view());
        QCOMPARE(dockLayers(mWindow->layersDock()), levelLayers(*doc->level()));
        // Every object of the current level has its row in the Objects list, no other level's.
        mWindow->outlinerDock()->rebuild();
        int rows = 0;
        doc->level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
            QVERIFY(mWindow->outlinerDock()->itemOf(o.id));
            ++rows;
        });
        QVERIFY(rows > 0);
        doc->validateNow();
        QCOMPARE(mWindow->issuesDock()->model()->issues(), doc->report().issues);
        auto* name = mWindow->findChild<SettingsDock*>()->findChild<QLineEdit*>();
        QVERIFY(name);
        // The tools draw into the current level's view.
        QCOMPARE(mWindow->currentTool(), mWindow->tool(ToolId::Select));
        QCOMPARE(mWindow->view()->tool(), mWindow->tool(ToolId::Select));
    };
    checkDocks(b);
    QVERIFY(dockLayers(mWindow->layersDock()) != levelLayers(*a->level())
            || objectIds(*a->level()) != objectIds(*b->level()));

    // An edit in B; A's Undo knows nothing of it.
    b->push(new AddObjectCommand(b->level(), b->layerForNewObjects(), solidBox(b->level()->nextObjectId(), 0, 0, 32, 32)));
    QVERIFY(mWindow->action(QStringLiteral("actionUndo"))->isEnabled());
    const int aSteps = a->undoStack()->count();
    mWindow->action(QStringLiteral("actionPreviousTab"))->trigger();
    checkDocks(a);
    QCOMPARE(mWindow->action(QStringLiteral("actionUndo"))->isEnabled(), a->undoStack()->canUndo());
    mWindow->action(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(a->undoStack()->count(), aSteps);
    QCOMPARE(b->undoStack()->index(), 1);

    // Ctrl+Tab back to B; Undo undoes B's edit.
    QTest::keyClick(mWindow, Qt::Key_Tab, Qt::ControlModifier);
    checkDocks(b);
    QVERIFY(mWindow->action(QStringLiteral("actionUndo"))->text().contains(b->undoStack()->undoText()));
    mWindow->action(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(b->undoStack()->index(), 0);
    QVERIFY(b->undoStack()->isClean());
    QTest::keyClick(mWindow, Qt::Key_Tab, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(mWindow->document(), a);
}

void TestTabs::copyInOneTabPasteInAnother()
{
    open(copyOf(QStringLiteral("platformer.ledge")));
    Document* a = mWindow->document();
    const QByteArray aBefore = writeLevel(*a->level());
    const int aSteps = a->undoStack()->count();
    // Three objects of A, copied with the Copy action.
    std::vector<ObjectId> all = objectIds(*a->level());
    QVERIFY(all.size() >= 3);
    const QList<ObjectId> copied{all[0], all[1], all[2]};
    mWindow->scene()->setSelectedIds(copied);
    mWindow->action(QStringLiteral("actionCopy"))->trigger();
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime && mime->hasFormat(QString::fromLatin1(ops::kMimeType)));
    QVERIFY(mime->hasText());
    const LoadResult clip = readLevel(mime->text().toUtf8()); // the plain text is the same document
    QVERIFY2(clip, qPrintable(clip.error.toString()));
    QCOMPARE(clip.level->objectCount(), 3);

    // B: a new level holding objects whose ids the copies had in A.
    GridSettings grid;
    grid.cellSize = 32;
    grid.columns = 30;
    grid.rows = 20;
    mWindow->newLevel(QStringLiteral("target"), grid, MovementMode::Platformer);
    Document* b = mWindow->document();
    QVERIFY(b != a);
    for (ObjectId id : copied)
        b->level()->insertObject(b->layerForNewObjects(), solidBox(id, 900, 600, 16, 16));
    b->undoStack()->clear();
    const std::vector<ObjectId> bIds = objectIds(*b->level());
    mWindow->view()->setZoom(1.0);
    mWindow->view()->centerOn(QPointF(480, 320));
    // The cursor over B's canvas: the paste lands there.
    const QPoint at = mWindow->view()->mapFromScene(QPointF(400, 300));
    QTest::mouseMove(mWindow->view()->viewport(), at);
    const QPointF cursor = mWindow->view()->mapToScene(at);

    mWindow->action(QStringLiteral("actionPaste"))->trigger();
    QCOMPARE(b->undoStack()->count(), 1); // one step
    QCOMPARE(b->level()->objectCount(), int(bIds.size()) + 3);
    const QList<ObjectId> pasted = mWindow->scene()->selectedIds();
    QCOMPARE(pasted.size(), 3);
    std::set<ObjectId> ids(bIds.begin(), bIds.end());
    QRectF pastedBounds;
    for (ObjectId id : pasted) {
        QVERIFY2(ids.insert(id).second, "a pasted object reuses an id");
        pastedBounds |= toQt(bounds(b->level()->object(id)->shape));
    }
    // The same shapes, moved together so their centre is at the cursor (to the snap step).
    QRectF copiedBounds;
    for (ObjectId id : copied)
        copiedBounds |= toQt(bounds(a->level()->object(id)->shape));
    const QPointF shift = pastedBounds.center() - copiedBounds.center();
    const double step = b->snapStep();
    QVERIFY(std::abs(pastedBounds.center().x() - cursor.x()) <= step / 2 + 1e-9);
    QVERIFY(std::abs(pastedBounds.center().y() - cursor.y()) <= step / 2 + 1e-9);
    for (ObjectId id : copied) {
        const LevelObject& original = *a->level()->object(id);
        bool found = false;
        for (ObjectId p : pasted) {
            const LevelObject& copy = *b->level()->object(p);
            found |= copy.role == original.role && copy.name == original.name
                     && copy.shape == translated(original.shape, toVec(shift));
        }
        QVERIFY2(found, qPrintable(QStringLiteral("no copy of #%1").arg(id)));
    }
    // A is unchanged: its level and its history.
    QCOMPARE(writeLevel(*a->level()), aBefore);
    QCOMPARE(a->undoStack()->count(), aSteps);
    // One Undo in B removes the whole paste.
    mWindow->action(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(objectIds(*b->level()), bIds);
}

void TestTabs::pastedTypesTravel()
{
    // A level with a custom type and an object of it; the target level lacks the type.
    Document* a = mWindow->document();
    ObjectType coin{QStringLiteral("Coin"), {FieldDef{QStringLiteral("value"), FieldType::Number, 5.0}}};
    LevelSettings settings = settingsOf(*a->level());
    settings.types = {coin};
    a->push(new ChangeSettingsCommand(a->level(), settings));
    LevelObject o = solidBox(a->level()->nextObjectId(), 64, 64, 32, 32);
    o.role = Role::Pickup;
    o.type = QStringLiteral("Coin");
    o.properties.insert(QStringLiteral("value"), 7.0);
    a->push(new AddObjectCommand(a->level(), a->layerForNewObjects(), o));
    QVERIFY(clipboard::copyObjects(*a, {o.id}));

    mWindow->newLevel(QStringLiteral("other"), a->level()->grid(), MovementMode::Platformer);
    Document* b = mWindow->document();
    QVERIFY(b != a);
    QVERIFY(b->level()->objectTypes().empty());
    const QList<ObjectId> pasted = clipboard::pasteObjects(*b, QPointF(200, 200));
    QCOMPARE(pasted.size(), 1);
    QCOMPARE(b->undoStack()->count(), 1);
    QCOMPARE(b->level()->objectTypes(), std::vector<ObjectType>{coin});
    QCOMPARE(b->level()->object(pasted.first())->type, QStringLiteral("Coin"));
    QCOMPARE(b->level()->object(pasted.first())->properties.value(QStringLiteral("value")).toDouble(), 7.0);
    b->undoStack()->undo();
    QVERIFY(b->level()->objectTypes().empty());
    QCOMPARE(b->level()->objectCount(), 0);
}

void TestTabs::closeModifiedTab_data()
{
    QTest::addColumn<int>("answer"); // DocumentTabs::CloseAnswer
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<bool>("written");
    for (const char* how : {"action", "button"}) {
        QTest::addRow("save (%s)", how) << int(DocumentTabs::CloseAnswer::Save) << QString::fromLatin1(how) << true << true;
        QTest::addRow("discard (%s)", how) << int(DocumentTabs::CloseAnswer::Discard) << QString::fromLatin1(how) << true << false;
        QTest::addRow("cancel (%s)", how) << int(DocumentTabs::CloseAnswer::Cancel) << QString::fromLatin1(how) << false << false;
    }
}

void TestTabs::closeModifiedTab()
{
    QFETCH(int, answer);
    QFETCH(QString, how);
    QFETCH(bool, closes);
    QFETCH(bool, written);
    const QString path = copyOf(QStringLiteral("platformer.ledge"));
    open(path);
    open(copyOf(QStringLiteral("topdown.ledge")));
    mWindow->tabs()->setCurrent(mWindow->tabs()->find(path));
    Document* doc = mWindow->document();
    const QByteArray onDisk = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
    LevelSettings settings = settingsOf(*doc->level());
    settings.name = QStringLiteral("Renamed");
    doc->push(new ChangeSettingsCommand(doc->level(), settings));
    mWindow->tabs()->setPrompt([&](EditorTab* tab) {
        mAsked << tab->document()->displayName();
        return DocumentTabs::CloseAnswer(answer);
    });

    if (how == u"action")
        mWindow->action(QStringLiteral("actionCloseTab"))->trigger();
    else
        emit mWindow->tabs()->tabCloseRequested(mWindow->tabs()->currentIndex());
    QCOMPARE(mAsked, QList<QString>{QStringLiteral("platformer.ledge")});
    QCOMPARE(mWindow->tabs()->count(), closes ? 1 : 2);
    QCOMPARE(mWindow->tabs()->find(path) == nullptr, closes);
    QVERIFY(mWindow->document() != nullptr);
    if (closes)
        QCOMPARE(mWindow->document()->displayName(), QStringLiteral("topdown.ledge"));
    const LoadResult saved = loadLevel(path);
    QVERIFY(saved);
    QCOMPARE(saved.level->name() == u"Renamed", written);
    if (!written) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), onDisk);
    }

    // An unmodified tab closes without a question; the last one leaves an untitled level.
    mAsked.clear();
    while (mWindow->tabs()->count() > 1 || !mWindow->tabs()->current()->isUntouched()) {
        mWindow->document()->undoStack()->setClean();
        QVERIFY(mWindow->tabs()->closeTab(mWindow->tabs()->current()));
    }
    QVERIFY(mAsked.isEmpty());
    QCOMPARE(mWindow->tabs()->count(), 1);
    QVERIFY(mWindow->document()->filePath().isEmpty());
}

void TestTabs::closingTheWindowAsksForEachLevel()
{
    open(copyOf(QStringLiteral("platformer.ledge")));
    open(copyOf(QStringLiteral("topdown.ledge")));
    for (EditorTab* t : mWindow->tabs()->tabs()) {
        Document* doc = t->document();
        doc->push(new AddObjectCommand(doc->level(), doc->layerForNewObjects(), solidBox(doc->level()->nextObjectId(), 0, 0, 8, 8)));
    }
    // Cancel on the second question keeps the window.
    mWindow->tabs()->setPrompt([this](EditorTab* tab) {
        mAsked << tab->document()->displayName();
        return mAsked.size() == 1 ? DocumentTabs::CloseAnswer::Discard : DocumentTabs::CloseAnswer::Cancel;
    });
    QVERIFY(!mWindow->close());
    QCOMPARE(mAsked, (QList<QString>{QStringLiteral("topdown.ledge"), QStringLiteral("platformer.ledge")}));
    QVERIFY(mWindow->isVisible());
    // Discarding both closes it.
    mAsked.clear();
    mWindow->tabs()->setPrompt([this](EditorTab* tab) {
        mAsked << tab->document()->displayName();
        return DocumentTabs::CloseAnswer::Discard;
    });
    QVERIFY(mWindow->close());
    QCOMPARE(mAsked.size(), 2);
}

void TestTabs::openingAnOpenFileSwitchesToIt()
{
    const QString path = copyOf(QStringLiteral("platformer.ledge"));
    open(path);
    Document* a = mWindow->document();
    const Level* level = a->level();
    a->push(new AddObjectCommand(a->level(), a->layerForNewObjects(), solidBox(a->level()->nextObjectId(), 0, 0, 8, 8)));
    open(copyOf(QStringLiteral("topdown.ledge")));
    QCOMPARE(mWindow->tabs()->count(), 2);
    // Another spelling of the same file: its tab comes forward, edits kept, nothing reloaded.
    open(mFiles.filePath(QStringLiteral("sub/../platformer.ledge")));
    QCOMPARE(mWindow->tabs()->count(), 2);
    QCOMPARE(mWindow->document(), a);
    QCOMPARE(a->level(), level);
    QVERIFY(!a->undoStack()->isClean());
    // Through File > Open Recent too.
    mWindow->tabs()->setCurrentIndex(1);
    mWindow->openFile(path);
    QCOMPARE(mWindow->document(), a);
    QCOMPARE(mWindow->tabs()->count(), 2);
}

void TestTabs::tabTextAndTitle()
{
    const QString path = copyOf(QStringLiteral("platformer.ledge"));
    open(path);
    Document* doc = mWindow->document();
    DocumentTabs* tabs = mWindow->tabs();
    const int index = tabs->currentIndex();
    const QString name = doc->level()->name();
    QVERIFY(!name.isEmpty());
    QCOMPARE(tabs->tabText(index), name);
    QCOMPARE(tabs->tabToolTip(index), QDir::toNativeSeparators(path));
    QVERIFY(mWindow->windowTitle().contains(QStringLiteral("platformer.ledge")));
    doc->push(new AddObjectCommand(doc->level(), doc->layerForNewObjects(), solidBox(doc->level()->nextObjectId(), 0, 0, 8, 8)));
    QCOMPARE(tabs->tabText(index), name + QLatin1Char('*'));
    QVERIFY(mWindow->isWindowModified());
    GridSettings grid;
    mWindow->newLevel(QStringLiteral("Second"), grid, MovementMode::TopDown);
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Second"));
    QVERIFY(!mWindow->isWindowModified()); // the title follows the current level
    QVERIFY(!mWindow->windowTitle().contains(QStringLiteral("platformer.ledge")));
    doc->undoStack()->undo();
    QCOMPARE(tabs->tabText(index), name);
}

// A name typed into the Properties dock and never confirmed commits when the field loses the
// focus. Closing the window takes it away: the edit must reach the level while the level still
// exists (it once reached a document the closing tabs had already deleted).
void TestTabs::fieldBeingTypedCommitsBeforeTheWindowCloses()
{
    open(copyOf(QStringLiteral("platformer.ledge")));
    Document* doc = mWindow->document();
    const ObjectId id = doc->level()->nextObjectId();
    doc->push(new AddObjectCommand(doc->level(), doc->layerForNewObjects(), solidBox(id, 0, 0, 8, 8)));
    mWindow->scene()->setSelectedIds({id});
    auto* name = mWindow->findChild<QLineEdit*>(QStringLiteral("propName"));
    QVERIFY(name && name->isVisibleTo(mWindow));
    mWindow->activateWindow();
    name->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return name->hasFocus(); }));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("crate"));
    QString committed;
    connect(doc->level(), &Level::objectChanged, this, [&](ObjectId changed) {
        if (changed == id)
            committed = doc->level()->object(id)->name;
    });
    for (EditorTab* t : mWindow->tabs()->tabs())
        t->document()->undoStack()->setClean();
    delete mWindow;
    mWindow = nullptr;
    QCOMPARE(committed, QStringLiteral("crate"));
}

QTEST_MAIN(TestTabs)
#include "tst_tabs.moc"
