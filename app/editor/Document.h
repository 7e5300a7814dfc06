#pragma once
// The open level and everything the editor's parts share about it: the undo stack, the live
// overlaps, the latest validation report, the current layer and the snapping settings.
// One Document lives as long as the main window; opening a file replaces its Level.

#include "model/Level.h"
#include "model/LevelClone.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QObject>
#include <QPointF>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <memory>

namespace ledge {

class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    Level* level() const { return mLevel.get(); }
    QUndoStack* undoStack() const { return mUndoStack; }
    LiveOverlaps* overlaps() const { return mOverlaps.get(); }
    void push(QUndoCommand* command) { mUndoStack->push(command); }

    // Takes over a level (a new or loaded one); clears the history.
    void setLevel(std::unique_ptr<Level> level, const QString& filePath = {});
    // A new level with what a designer starts from: a tiles layer under an objects layer.
    static std::unique_ptr<Level> makeEmptyLevel();
    QString filePath() const { return mFilePath; }
    void setFilePath(const QString& path);
    QString displayName() const;

    // --- layers
    LayerId currentLayer() const { return mCurrentLayer; }
    void setCurrentLayer(LayerId id);
    // Where new objects go: the current layer when it takes objects, else the topmost
    // unlocked objects layer; 0 when there is none.
    LayerId layerForNewObjects() const;
    bool isLayerEditable(LayerId id) const; // exists, visible, not locked

    // --- role of newly drawn shapes
    Role newShapeRole() const { return mNewShapeRole; }
    void setNewShapeRole(Role role) { mNewShapeRole = role; }

    // --- snapping
    bool snapEnabled() const { return mSnap; }
    void setSnapEnabled(bool on);
    int snapSubdivisions() const { return mSubdivisions; }
    void setSnapSubdivisions(int n);
    double snapStep() const;
    QPointF snap(QPointF p) const;
    double snapLength(double v) const;

    // --- validation: runs shortly after the level changes, on a snapshot of the level in a
    // worker thread, so editing never waits. Two passes, each published as it ends: the checks
    // (shapes, bounds, overlaps, spawn), then reachability, which can take seconds on a huge
    // level and is cancelled by the next edit. Until the second pass ends, the report keeps the
    // previous reachability findings (for objects that still exist) and
    // isReachabilityPending() is true. Opening a level runs the checks at once, in this thread
    // (reusing the live overlaps), and reachability in the background.
    const ValidationReport& report() const { return mReport; }
    // Extra rules (the rule plugins) run with the checks pass, on the same level or snapshot, so
    // their findings are listed live like the built-in checks. Called from a worker thread.
    using RuleRunner = std::function<std::vector<Issue>(const Level&)>;
    void setRuleRunner(RuleRunner runner);
    // Validates again as when the level was opened (the checks at once, reachability in the
    // background), e.g. so that the issues' messages follow a language switch.
    void revalidate();
    // Validates both passes in this thread and publishes the report at once (tests).
    void validateNow();
    bool isValidating() const { return mRunning; }
    // The background reachability pass's state budget (kReachStateBudget); past it a lean
    // search decides what is left undecided. Tests set a small one.
    void setReachStateBudget(std::size_t states) { mReachBudget = states; }
    // The report's reachability part describes an older state of the level (or none yet).
    bool isReachabilityPending() const { return mReachPending; }
    // Both passes have run on the level as it is now: nothing scheduled, running or stale.
    bool isReportCurrent() const
    {
        return !mReachPending && !mRunning && !mValidateTimer.isActive();
    }

signals:
    void levelReplaced();
    void filePathChanged();
    void currentLayerChanged(ledge::LayerId id);
    void snapChanged();
    void validated();

private:
    void watchLevel();
    void scheduleValidation();
    // Starts the background passes on a snapshot; with checksDone only reachability.
    void validateInBackground(bool checksDone = false);
    void cancelRunning();
    // The checks pass in this thread, on the level itself, reusing its live overlaps.
    void checkHere();
    // Drops the running validation and the reachability report, checks here, reports.
    void restartValidation();
    // A finished reachability pass: its result, and the report's reachability is current.
    void setReach(ValidationReport reach);
    void composeReport();

    std::unique_ptr<Level> mLevel;
    std::unique_ptr<LiveOverlaps> mOverlaps;
    QUndoStack* mUndoStack;
    QString mFilePath;
    LayerId mCurrentLayer = 0;
    Role mNewShapeRole = Role::Solid;
    bool mSnap = true;
    int mSubdivisions = 2;
    ValidationReport mReport;
    RuleRunner mRules;
    ValidationReport mChecks; // the latest first pass
    ValidationReport mReach;  // the latest reachability pass (its issues and summary)
    bool mReachPending = false;
    std::shared_ptr<std::atomic<bool>> mCancel; // of the run in flight
    QTimer mValidateTimer;
    QThreadPool mPool;
    std::size_t mReachBudget = kReachStateBudget;
    int mSerial = 0;       // of the latest level state validated or being validated
    bool mRunning = false; // a background run is in flight
    bool mPending = false; // the level changed during that run
};

} // namespace ledge
