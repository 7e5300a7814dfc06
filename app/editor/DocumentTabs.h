#pragma once
// The editor's central area: one tab per open level, as in Tiled and LDtk. Each tab owns its
// Document (undo stack, file, modified state, validation), its scene and view, its autosave
// (Recovery) and its file watcher; the main window points its docks, tools and actions at the
// current tab. The tab's text is the level's name with "*" while it has unsaved changes, its tip
// the file. Closing a modified tab asks Save / Discard / Cancel through a prompt that tests can
// replace. There is always one tab: closing the last one leaves an untitled level.

#include "Retranslate.h"

#include <QTabWidget>

#include <functional>

class QAction;
class QUndoGroup;

namespace ledge {

class Document;
class FileWatcher;
class LevelScene;
class LevelView;
class Recovery;

// What one tab holds. The view is the tab's page; the rest are children of the tab.
class EditorTab : public QObject {
    Q_OBJECT

public:
    explicit EditorTab(QObject* parent = nullptr);
    ~EditorTab() override;

    Document* document() const { return mDocument; }
    LevelScene* scene() const { return mScene; }
    LevelView* view() const { return mView; }
    Recovery* recovery() const { return mRecovery; }
    FileWatcher* fileWatcher() const { return mWatcher; }
    // The level as it was made: no file, no edit, no object (a replaceable start page).
    bool isUntouched() const;

private:
    Document* mDocument;
    LevelScene* mScene;
    LevelView* mView;
    Recovery* mRecovery;
    FileWatcher* mWatcher;
};

class DocumentTabs : public Retranslating<QTabWidget> {
    Q_OBJECT

public:
    enum class CloseAnswer { Save, Discard, Cancel };
    // Asks what to do with a tab's unsaved changes (the default shows a message box).
    using Prompt = std::function<CloseAnswer(EditorTab*)>;
    // Saves a tab (Save or Save As); false when it was not saved.
    using Saver = std::function<bool(EditorTab*)>;

    // Actions (Close Level, Next Level, Previous Level) go to `window` so their shortcuts work
    // everywhere in it.
    explicit DocumentTabs(QWidget* window);

    // A new tab with an untitled empty level, made current. Emits tabCreated first.
    EditorTab* createTab();
    EditorTab* current() const;
    EditorTab* tab(int index) const;
    QList<EditorTab*> tabs() const;
    void setCurrent(EditorTab* tab);
    // The tab of a file (compared by canonical path), or null.
    EditorTab* find(const QString& path) const;
    // Where a level being opened or created goes: the current tab when it is untouched, else
    // a new one (made current).
    EditorTab* tabForNewLevel();

    QUndoGroup* undoGroup() const { return mUndoGroup; }
    void setPrompt(Prompt prompt) { mPrompt = std::move(prompt); }
    void setSaver(Saver saver) { mSaver = std::move(saver); }

    // Asks about unsaved changes (Save, Discard, Cancel); true when the tab may close.
    bool maybeSave(EditorTab* tab);
    // Closes a tab after maybeSave(); false when cancelled.
    bool closeTab(EditorTab* tab);
    // Asks about every modified tab, the current first; false when one answer was Cancel.
    // Nothing is closed: the window does that.
    bool maybeSaveAll();
    // The window is closing: every autosave copy is removed (the levels were saved or discarded).
    void cleanCloseAll();
    // Deletes every tab's view and scene while the window's docks still exist (the window's
    // destructor).
    void tearDown();

    void retranslateUi() override;

signals:
    // A tab was made (before it becomes current): the window wires its signals.
    void tabCreated(ledge::EditorTab* tab);
    // The current tab is another one (also when the previous one is being closed).
    void currentTabChanged(ledge::EditorTab* tab);

private:
    void updateTabText(EditorTab* tab);
    CloseAnswer askToSave(EditorTab* tab);
    int indexOf(const EditorTab* tab) const;

    QList<EditorTab*> mTabs; // in creation order; the tab bar's order is indexOf()
    QUndoGroup* mUndoGroup;
    Prompt mPrompt;
    Saver mSaver;
    EditorTab* mCurrent = nullptr;
};

} // namespace ledge
