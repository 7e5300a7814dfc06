#include "Document.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace ledge {

Document::Document(QObject* parent) : QObject(parent), mUndoStack(new QUndoStack(this))
{
    // Validation follows edits after a short pause, so a drag is not slowed by reachability;
    // the live overlaps follow every mouse move on their own.
    mValidateTimer.setSingleShot(true);
    mValidateTimer.setInterval(120);
    connect(&mValidateTimer, &QTimer::timeout, this, [this] { validateInBackground(); });
    mPool.setMaxThreadCount(1);

    setLevel(makeEmptyLevel());
}

std::unique_ptr<Level> Document::makeEmptyLevel()
{
    auto level = std::make_unique<Level>();
    LayerInfo tiles;
    tiles.id = 1;
    tiles.name = tr("Tiles");
    tiles.type = LayerType::Tiles;
    LayerInfo objects;
    objects.id = 2;
    objects.name = tr("Objects");
    level->insertLayer(0, tiles);
    level->insertLayer(1, objects);
    return level;
}

Document::~Document()
{
    // A running validation posts to this object: stop it and let it finish first.
    cancelRunning();
    mPool.waitForDone();
    // Commands point into the level: drop them first. Whoever listens to the stack (the main
    // window, a child being destroyed before this object) must not hear about it.
    mUndoStack->blockSignals(true);
    mUndoStack->clear();
}

void Document::setLevel(std::unique_ptr<Level> level, const QString& filePath)
{
    mUndoStack->clear();
    mOverlaps.reset();
    mLevel = std::move(level);
    mOverlaps = std::make_unique<LiveOverlaps>(mLevel.get());
    mFilePath = filePath;
    mCurrentLayer = 0;
    for (int i = mLevel->layerCount() - 1; i >= 0 && !mCurrentLayer; --i)
        if (mLevel->layerAt(i).type == LayerType::Objects)
            mCurrentLayer = mLevel->layerAt(i).id;
    if (!mCurrentLayer && mLevel->layerCount() > 0)
        mCurrentLayer = mLevel->layerAt(mLevel->layerCount() - 1).id;
    watchLevel();
    // A fresh level: nothing of the old one's report may survive.
    restartValidation();
    validateInBackground(/*checksDone=*/true);
    emit levelReplaced();
    emit filePathChanged();
    emit currentLayerChanged(mCurrentLayer);
}

void Document::watchLevel()
{
    Level* l = mLevel.get();
    connect(l, &Level::settingsChanged, this, &Document::scheduleValidation);
    connect(l, &Level::layerInserted, this, &Document::scheduleValidation);
    connect(l, &Level::layerRemoved, this, &Document::scheduleValidation);
    connect(l, &Level::layerMoved, this, &Document::scheduleValidation);
    connect(l, &Level::layerChanged, this, &Document::scheduleValidation);
    connect(l, &Level::objectInserted, this, &Document::scheduleValidation);
    connect(l, &Level::objectRemoved, this, &Document::scheduleValidation);
    connect(l, &Level::objectChanged, this, &Document::scheduleValidation);
    connect(l, &Level::tilesChanged, this, &Document::scheduleValidation);
    connect(l, &Level::layerRemoved, this, [this](LayerId id) {
        if (id == mCurrentLayer)
            setCurrentLayer(mLevel->layerCount() ? mLevel->layerAt(mLevel->layerCount() - 1).id : 0);
    });
}

void Document::scheduleValidation()
{
    ++mSerial; // any report in flight now describes an older state
    mReachPending = true;
    cancelRunning();
    mValidateTimer.start();
}

namespace {

// Worth a second pass: something unreachable to explain, or reached platformer targets to
// measure margins of.
bool wantsExplanation(const ValidationReport& reach)
{
    if (!reach.reachability)
        return false;
    const ReachabilitySummary& r = *reach.reachability;
    return !r.unreachable.empty() || (r.mode == MovementMode::Platformer && !r.reached.empty());
}

} // namespace

void Document::cancelRunning()
{
    if (mCancel)
        *mCancel = true;
}

void Document::validateNow()
{
    mValidateTimer.stop();
    cancelRunning();
    ++mSerial;
    checkHere();
    ValidationOptions reach;
    reach.checks = false;
    setReach(Validator(*mLevel, reach).run());
    composeReport();
    emit validated();
}

void Document::revalidate()
{
    restartValidation();
    emit validated();
    validateInBackground(/*checksDone=*/true);
}

void Document::restartValidation()
{
    // Whatever runs belongs to the old state. The checks are quick even at 100,000 shapes with
    // the live overlaps already built; reachability follows in the background.
    cancelRunning();
    mValidateTimer.stop();
    ++mSerial;
    mReach = {};
    checkHere();
    mReachPending = true;
    composeReport();
}

void Document::checkHere()
{
    ValidationOptions options;
    options.reachability = false;
    options.overlaps = mOverlaps.get();
    mChecks = Validator(*mLevel, options).run();
    if (mRules)
        for (Issue& issue : mRules(*mLevel))
            mChecks.issues.push_back(std::move(issue));
}

void Document::setRuleRunner(RuleRunner runner)
{
    mRules = std::move(runner);
    checkHere();
    composeReport();
    emit validated();
}

void Document::setReach(ValidationReport reach)
{
    mReach = std::move(reach);
    mReachPending = false;
}

void Document::composeReport()
{
    ValidationReport report;
    report.issues = mChecks.issues;
    for (const Issue& issue : mReach.issues) {
        // A finding of an older state stays until the new pass ends, unless its object is gone.
        const bool gone = std::any_of(issue.objects.begin(), issue.objects.end(),
                                      [this](ObjectId id) { return !mLevel->object(id); });
        if (!gone)
            report.issues.push_back(issue);
    }
    sortIssues(report.issues);
    report.reachability = mReach.reachability;
    report.timings.overlapMs = mChecks.timings.overlapMs;
    report.timings.reachMs = mReach.timings.reachMs;
    mReport = std::move(report);
}

void Document::validateInBackground(bool checksDone)
{
    if (mRunning) {
        mPending = true; // run again when the current one is done
        return;
    }
    mRunning = true;
    const int serial = mSerial;
    // The snapshot is taken here, in the GUI thread; the worker only reads it.
    std::unique_ptr<Level> copy = cloneLevel(*mLevel);
    // No thread affinity: whichever thread drops the last reference may delete it.
    copy->moveToThread(nullptr);
    std::shared_ptr<const Level> snapshot(copy.release());
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    mCancel = cancel;
    mPool.start([this, snapshot, serial, cancel, checksDone, rules = mRules, budget = mReachBudget] {
        if (!checksDone) {
            ValidationOptions options;
            options.reachability = false;
            ValidationReport checks = Validator(*snapshot, options).run();
            if (rules)
                for (Issue& issue : rules(*snapshot))
                    checks.issues.push_back(std::move(issue));
            QMetaObject::invokeMethod(this, [this, checks = std::move(checks), serial]() mutable {
                // A report of a state the level has already left is dropped.
                if (serial != mSerial)
                    return;
                mChecks = std::move(checks);
                mReachPending = true;
                composeReport();
                emit validated();
            }, Qt::QueuedConnection);
        }
        ValidationOptions options;
        options.checks = false;
        options.cancel = cancel.get();
        options.maxReachStates = budget;
        const Validator validator(*snapshot, options);
        ValidationReport reach = validator.run();
        bool cancelled = validator.cancelled();
        const auto publish = [this, serial](ValidationReport report) {
            QMetaObject::invokeMethod(this, [this, report = std::move(report), serial]() mutable {
                if (serial != mSerial)
                    return;
                setReach(std::move(report));
                composeReport();
                emit validated();
            }, Qt::QueuedConnection);
        };
        if (!cancelled)
            publish(reach);
        // What the budget left undecided (a huge open level) is decided by a lean search of the
        // whole level, whose memory follows the level's area: slower, but it always ends, and
        // the next edit cancels it like the rest. Its report replaces the undecided one.
        const bool undecided = reach.reachability && !reach.reachability->undecided.empty();
        if (!cancelled && undecided) {
            ValidationOptions lean = options;
            lean.maxReachStates = 0;
            lean.leanReach = true;
            const Validator decider(*snapshot, lean);
            ValidationReport decided = decider.run();
            cancelled = decider.cancelled();
            if (!cancelled)
                publish(std::move(decided));
        }
        // Then, the verdict shown, why each unreachable target is not reached, its fixes and the
        // margins (docs/movement.md, "Why, fixes and margins"): dozens more searches, so only
        // after a verdict that was a small search, and cancelled by the next edit like it.
        if (!cancelled && !undecided && wantsExplanation(reach)) {
            options.explain = true;
            options.margins = true;
            options.attempts = true;
            options.explainUpTo = kExplainStateLimit;
            const Validator explainer(*snapshot, options);
            ValidationReport explained = explainer.run();
            cancelled = explainer.cancelled();
            if (!cancelled)
                publish(std::move(explained));
        }
        QMetaObject::invokeMethod(this, [this] {
            mRunning = false;
            if (mPending) {
                mPending = false;
                validateInBackground();
            }
        }, Qt::QueuedConnection);
    });
}

void Document::setFilePath(const QString& path)
{
    mFilePath = path;
    emit filePathChanged();
}

QString Document::displayName() const
{
    return mFilePath.isEmpty() ? tr("Untitled") : QFileInfo(mFilePath).fileName();
}

void Document::setCurrentLayer(LayerId id)
{
    if (id == mCurrentLayer)
        return;
    mCurrentLayer = id;
    emit currentLayerChanged(id);
}

bool Document::isLayerEditable(LayerId id) const
{
    const LayerInfo* info = mLevel->layer(id);
    return info && info->visible && !info->locked;
}

LayerId Document::layerForNewObjects() const
{
    const LayerInfo* current = mLevel->layer(mCurrentLayer);
    if (current && current->type == LayerType::Objects && isLayerEditable(current->id))
        return current->id;
    for (int i = mLevel->layerCount() - 1; i >= 0; --i) {
        const LayerInfo& info = mLevel->layerAt(i);
        if (info.type == LayerType::Objects && isLayerEditable(info.id))
            return info.id;
    }
    return 0;
}

void Document::setSnapEnabled(bool on)
{
    if (on == mSnap)
        return;
    mSnap = on;
    emit snapChanged();
}

void Document::setSnapSubdivisions(int n)
{
    mSubdivisions = std::max(1, n);
    emit snapChanged();
}

double Document::snapStep() const
{
    return mLevel->grid().cellSize / mSubdivisions;
}

QPointF Document::snap(QPointF p) const
{
    if (!mSnap)
        return p;
    return {snapLength(p.x()), snapLength(p.y())};
}

double Document::snapLength(double v) const
{
    if (!mSnap)
        return v;
    const double step = snapStep();
    return step > 0 ? std::round(v / step) * step : v;
}

} // namespace ledge
