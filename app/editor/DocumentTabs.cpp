#include "DocumentTabs.h"

#include "Document.h"
#include "FileWatcher.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "Recovery.h"
#include "Retranslate.h"

#include <QAction>
#include <QFileInfo>
#include <QMessageBox>
#include <QDir>
#include <QTabBar>
#include <QUndoGroup>

namespace ledge {

// --- EditorTab

EditorTab::EditorTab(QObject* parent)
    : QObject(parent), mDocument(new Document(this)), mScene(new LevelScene(mDocument, this)),
      mView(new LevelView(mScene)), mRecovery(new Recovery(this)), mWatcher(new FileWatcher(this))
{
    Document* doc = mDocument;
    // Fit once the view has its final size, and again for each level the tab opens.
    QMetaObject::invokeMethod(mView, &LevelView::fitToLevel, Qt::QueuedConnection);
    connect(doc, &Document::levelReplaced, mView,
            [view = mView] { QMetaObject::invokeMethod(view, &LevelView::fitToLevel, Qt::QueuedConnection); });
    // The current layer follows the selection, as in Tiled: new shapes go beside what you picked.
    connect(mScene, &QGraphicsScene::selectionChanged, doc, [doc, scene = mScene] {
        const QList<ObjectId> ids = scene->selectedIds();
        if (ids.isEmpty())
            return;
        const LayerId layer = doc->level()->layerOf(ids.first());
        for (ObjectId id : ids)
            if (doc->level()->layerOf(id) != layer)
                return;
        doc->setCurrentLayer(layer);
    });
    // Crash recovery and external changes (Recovery.h, FileWatcher.h), one of each per level.
    const auto watchDocument = [doc, recovery = mRecovery, watcher = mWatcher] {
        recovery->setDocument(doc->level(), doc->filePath());
        watcher->setPath(doc->filePath());
    };
    watchDocument();
    connect(doc, &Document::levelReplaced, mRecovery, watchDocument);
    connect(doc->undoStack(), &QUndoStack::indexChanged, mRecovery, [doc, recovery = mRecovery] {
        if (!doc->undoStack()->isClean())
            recovery->markModified();
    });
}

EditorTab::~EditorTab()
{
    // Clearing the history as the document goes is no change to autosave.
    disconnect(mDocument->undoStack(), nullptr, mRecovery, nullptr);
    // The scene's items go while the document still exists, without selection signals.
    if (mScene)
        mScene->blockSignals(true);
    delete mView;
    delete mScene;
}

bool EditorTab::isUntouched() const
{
    return mDocument->filePath().isEmpty() && mDocument->undoStack()->count() == 0
           && mDocument->level()->objectCount() == 0;
}

// --- DocumentTabs

namespace {
QString canonical(const QString& path)
{
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}
} // namespace

DocumentTabs::DocumentTabs(QWidget* window) : Retranslating(window), mUndoGroup(new QUndoGroup(this))
{
    setObjectName(QStringLiteral("documentTabs"));
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    // One level needs no tab bar; a second one shows it.
    tabBar()->setAutoHide(true);
    tabBar()->setExpanding(false);

    auto make = [this, window](const char* name, const char* source, const QList<QKeySequence>& keys) {
        auto* a = new QAction(window);
        a->setObjectName(QString::fromLatin1(name));
        trTag(a, "ledge::DocumentTabs", source);
        a->setShortcuts(keys);
        window->addAction(a);
        return a;
    };
    connect(make("actionCloseTab", QT_TR_NOOP("&Close Level"), {QKeySequence(Qt::CTRL | Qt::Key_W)}),
            &QAction::triggered, this, [this] { closeTab(current()); });
    connect(make("actionNextTab", QT_TR_NOOP("&Next Level"), {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)}),
            &QAction::triggered, this, [this] { setCurrentIndex((currentIndex() + 1) % count()); });
    connect(make("actionPreviousTab", QT_TR_NOOP("&Previous Level"),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                  QKeySequence(Qt::CTRL | Qt::Key_PageUp)}),
            &QAction::triggered, this, [this] { setCurrentIndex((currentIndex() + count() - 1) % count()); });

    connect(this, &QTabWidget::tabCloseRequested, this, [this](int index) { closeTab(tab(index)); });
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        EditorTab* now = tab(index);
        if (!now || now == mCurrent)
            return;
        mCurrent = now;
        mUndoGroup->setActiveStack(now->document()->undoStack());
        emit currentTabChanged(now);
    });
}

EditorTab* DocumentTabs::createTab()
{
    auto* t = new EditorTab(this);
    mTabs.append(t);
    mUndoGroup->addStack(t->document()->undoStack());
    Document* doc = t->document();
    const auto text = [this, t] { updateTabText(t); };
    const auto watchName = [this, t, text] {
        connect(t->document()->level(), &Level::settingsChanged, this, text);
        text();
    };
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, text);
    connect(doc, &Document::filePathChanged, this, text);
    connect(doc, &Document::levelReplaced, this, watchName);
    watchName();
    emit tabCreated(t);
    const int index = addTab(t->view(), QString());
    updateTabText(t);
    setCurrentIndex(index);
    return t;
}

EditorTab* DocumentTabs::current() const
{
    return mCurrent;
}

EditorTab* DocumentTabs::tab(int index) const
{
    QWidget* page = widget(index);
    for (EditorTab* t : mTabs)
        if (t->view() == page)
            return t;
    return nullptr;
}

QList<EditorTab*> DocumentTabs::tabs() const
{
    QList<EditorTab*> out;
    for (int i = 0; i < count(); ++i)
        if (EditorTab* t = tab(i))
            out.append(t);
    return out;
}

int DocumentTabs::indexOf(const EditorTab* t) const
{
    return t ? QTabWidget::indexOf(t->view()) : -1;
}

void DocumentTabs::setCurrent(EditorTab* t)
{
    if (const int index = indexOf(t); index >= 0)
        setCurrentIndex(index);
}

EditorTab* DocumentTabs::find(const QString& path) const
{
    if (path.isEmpty())
        return nullptr;
    const QString wanted = canonical(path);
    for (EditorTab* t : mTabs)
        if (!t->document()->filePath().isEmpty() && canonical(t->document()->filePath()) == wanted)
            return t;
    return nullptr;
}

EditorTab* DocumentTabs::tabForNewLevel()
{
    if (mCurrent && mCurrent->isUntouched())
        return mCurrent;
    return createTab();
}

void DocumentTabs::updateTabText(EditorTab* t)
{
    const int index = indexOf(t);
    if (index < 0)
        return;
    const Document* doc = t->document();
    const QString name = doc->level()->name().isEmpty() ? doc->displayName() : doc->level()->name();
    setTabText(index, doc->undoStack()->isClean() ? name : name + QLatin1Char('*'));
    setTabToolTip(index, doc->filePath().isEmpty() ? tr("%1 (not saved yet)").arg(name)
                                                   : QDir::toNativeSeparators(doc->filePath()));
}

DocumentTabs::CloseAnswer DocumentTabs::askToSave(EditorTab* t)
{
    if (mPrompt)
        return mPrompt(t);
    setCurrent(t); // the question is about what the user sees
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("%1 has unsaved changes. Save them?").arg(t->document()->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window());
    box.setObjectName(QStringLiteral("unsavedQuestion"));
    switch (box.exec()) {
    case QMessageBox::Save: return CloseAnswer::Save;
    case QMessageBox::Discard: return CloseAnswer::Discard;
    default: return CloseAnswer::Cancel;
    }
}

bool DocumentTabs::maybeSave(EditorTab* t)
{
    if (!t || t->document()->undoStack()->isClean())
        return true;
    switch (askToSave(t)) {
    case CloseAnswer::Save: return mSaver && mSaver(t);
    case CloseAnswer::Discard: return true;
    case CloseAnswer::Cancel: return false;
    }
    return false;
}

bool DocumentTabs::closeTab(EditorTab* t)
{
    if (!t || !maybeSave(t))
        return false;
    t->recovery()->cleanClose();
    if (count() == 1)
        createTab(); // never without a level: the docks and tools always have one
    // Removing the page makes another tab current first, so nothing points at this one.
    if (mCurrent == t)
        setCurrentIndex(indexOf(t) == count() - 1 ? indexOf(t) - 1 : indexOf(t) + 1);
    removeTab(indexOf(t));
    mTabs.removeAll(t);
    delete t;
    return true;
}

bool DocumentTabs::maybeSaveAll()
{
    QList<EditorTab*> order = tabs();
    if (mCurrent) {
        order.removeAll(mCurrent);
        order.prepend(mCurrent);
    }
    for (EditorTab* t : order)
        if (!maybeSave(t))
            return false;
    return true;
}

void DocumentTabs::cleanCloseAll()
{
    for (EditorTab* t : mTabs)
        t->recovery()->cleanClose();
}

void DocumentTabs::tearDown()
{
    disconnect(this, nullptr, nullptr, nullptr);
    for (EditorTab* t : mTabs)
        t->view()->setTool(nullptr);
    qDeleteAll(mTabs);
    mTabs.clear();
    mCurrent = nullptr;
}

void DocumentTabs::retranslateUi()
{
    retranslateTagged(parentWidget(), "ledge::DocumentTabs"); // the actions
    for (EditorTab* t : mTabs)
        updateTabText(t);
}

} // namespace ledge
