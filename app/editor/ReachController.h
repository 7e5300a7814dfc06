#pragma once
// Keeps the reachability overlay up to date: a short while after the level stops changing
// (debounce), the problem is built from the level here in the GUI thread and solved on a
// worker thread; a change while it runs cancels it (the solver polls an atomic flag) and
// answers for states the level has left are dropped. It also owns the View menu's
// "Show Reachability" toggle and the "Play Path" preview. The Issues list keeps reporting
// target-unreachable from the Validator; this only draws, with the Validator's explanations
// and margins once the document's report is current.

#include "collision/Reachability.h"
#include "model/LevelTypes.h"

#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace ledge {

class Document;
class LevelScene;
class LevelView;
class PlayPreview;
class ReachOverlay;

class ReachController : public QObject {
    Q_OBJECT

public:
    // Actions are added to `window` (so their shortcuts work everywhere in it).
    ReachController(Document* document, LevelScene* scene, LevelView* view, QWidget* window);
    ~ReachController() override;

    // Follows another document, its scene and view (the current tab's): what ran for the old
    // one is dropped, its overlay removed; with the overlay on, the new level is solved at once.
    void setDocument(Document* document, LevelScene* scene, LevelView* view);

    // Puts the actions at the end of the View menu and of the tool bar (either may be null).
    void addTo(QMenu* viewMenu, QToolBar* toolBar);

    QAction* showAction() const { return mShowAction; }
    QAction* playAction() const { return mPlayAction; }
    ReachOverlay* overlay() const;
    PlayPreview* preview() const { return mPreview; }

    bool isEnabled() const { return mEnabled; }
    void setEnabled(bool on);
    // A run is scheduled or in flight for the current state of the level.
    bool isBusy() const { return mDebounce.isActive() || mRunning > 0; }
    void setDebounceInterval(int ms) { mDebounce.setInterval(ms); }

    // Statistics for tests and the curious.
    int runsStarted() const { return mStarted; }
    int runsDropped() const { return mDropped; } // cancelled or stale when they came back

    // Plays the path of the selected target, else of the first reached one. False if none.
    bool playPath();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // LanguageChange of the window

signals:
    // The overlay shows the answer for the current state of the level.
    void resultReady();
    // Something to tell the user in the status bar (a partial answer).
    void statusMessage(const QString& message);

private:
    void retranslate();
    void watchLevel();
    void bindDocument();
    void levelChanged();
    void start();
    void finish(ReachResult result, std::shared_ptr<const ReachProblem> problem, int serial);
    void ensureOverlay();
    void updateSelection();
    // Hands the overlay what the latest validation says about the targets (why, margins).
    void updateFindings();

    Document* mDocument;
    LevelScene* mScene;
    LevelView* mView;
    QPointer<ReachOverlay> mOverlay;
    PlayPreview* mPreview;
    QAction* mShowAction;
    QAction* mPlayAction;
    QTimer mDebounce;
    QThreadPool mPool;
    std::shared_ptr<std::atomic<bool>> mCancel; // of the newest run
    bool mEnabled = false;
    int mSerial = 0;  // of the level's state; a run's answer is kept only if it still matches
    int mRunning = 0; // runs in flight
    int mStarted = 0;
    int mDropped = 0;
};

} // namespace ledge
