#include "ReachController.h"

#include "Document.h"
#include "Icons.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "PlayPreview.h"
#include "ReachOverlay.h"
#include "model/LevelReach.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QToolBar>

namespace ledge {

ReachController::ReachController(Document* document, LevelScene* scene, LevelView* view, QWidget* window)
    : QObject(window), mDocument(document), mScene(scene), mView(view), mPreview(new PlayPreview(this)),
      mShowAction(new QAction(window)), mPlayAction(new QAction(window))
{
    setObjectName(QStringLiteral("reachController"));
    mPool.setMaxThreadCount(1); // a cancelled run ends quickly; runs never pile up

    mShowAction->setObjectName(QStringLiteral("actionShowReach"));
    mShowAction->setCheckable(true);
    mShowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    mShowAction->setIcon(icons::icon(icons::Glyph::Reach));
    connect(mShowAction, &QAction::toggled, this, &ReachController::setEnabled);
    window->addAction(mShowAction);

    mPlayAction->setObjectName(QStringLiteral("actionPlayPath"));
    mPlayAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    mPlayAction->setIcon(icons::icon(icons::Glyph::PlayPath));
    mPlayAction->setEnabled(false);
    connect(mPlayAction, &QAction::triggered, this, &ReachController::playPath);
    window->addAction(mPlayAction);

    retranslate();
    window->installEventFilter(this);

    mDebounce.setSingleShot(true);
    mDebounce.setInterval(300);
    connect(&mDebounce, &QTimer::timeout, this, &ReachController::start);

    bindDocument();
}

void ReachController::bindDocument()
{
    mView->installEventFilter(mPreview);
    // The scene is rebuilt (and its items deleted) when a level is opened: follow the new one.
    connect(mDocument, &Document::levelReplaced, this, [this] {
        watchLevel();
        levelChanged();
    });
    connect(mScene, &QGraphicsScene::selectionChanged, this, &ReachController::updateSelection);
    connect(mDocument, &Document::validated, this, &ReachController::updateFindings);
    watchLevel();
}

void ReachController::updateFindings()
{
    // Hidden, the overlay needs none (turning it on hands them over).
    if (!mOverlay || !mEnabled)
        return;
    // Drawn only while the report describes the level as it is: an explanation of an older
    // state would point at places the level has left.
    if (mDocument->isReachabilityPending())
        mOverlay->clearFindings();
    else
        mOverlay->setFindings(mDocument->report());
}

void ReachController::setDocument(Document* document, LevelScene* scene, LevelView* view)
{
    if (document == mDocument && scene == mScene && view == mView)
        return;
    levelChanged(); // drops what runs or waits for the old level
    mDebounce.stop();
    mView->removeEventFilter(mPreview);
    disconnect(mDocument, nullptr, this, nullptr);
    disconnect(mDocument->level(), nullptr, this, nullptr);
    disconnect(mScene, nullptr, this, nullptr);
    delete mOverlay.data(); // leaves the old scene
    mDocument = document;
    mScene = scene;
    mView = view;
    bindDocument();
    mPlayAction->setEnabled(false);
    if (mEnabled)
        start();
}

void ReachController::retranslate()
{
    mShowAction->setText(tr("Show &Reachability"));
    mShowAction->setToolTip(tr("Show where the player can go and the path to each goal and pickup (%1)")
                                .arg(mShowAction->shortcut().toString(QKeySequence::NativeText)));
    mPlayAction->setText(tr("&Play Path"));
    mPlayAction->setToolTip(tr("Move the player along the path to the selected target (%1); Esc stops")
                                .arg(mPlayAction->shortcut().toString(QKeySequence::NativeText)));
}

bool ReachController::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

ReachController::~ReachController()
{
    // The scene (and the overlay) may be gone already; only the worker is stopped here.
    if (mCancel)
        mCancel->store(true);
    mPool.waitForDone();
}

ReachOverlay* ReachController::overlay() const
{
    return mOverlay.data();
}

void ReachController::addTo(QMenu* viewMenu, QToolBar* toolBar)
{
    for (auto* w : {static_cast<QWidget*>(viewMenu), static_cast<QWidget*>(toolBar)}) {
        if (!w)
            continue;
        if (auto* menu = qobject_cast<QMenu*>(w))
            menu->addSeparator();
        else
            static_cast<QToolBar*>(w)->addSeparator();
        w->addAction(mShowAction);
        w->addAction(mPlayAction);
    }
}

void ReachController::watchLevel()
{
    const Level* l = mDocument->level();
    connect(l, &Level::settingsChanged, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::layerInserted, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::layerRemoved, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::layerMoved, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::layerChanged, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::objectInserted, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::objectRemoved, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::objectChanged, this, &ReachController::levelChanged, Qt::UniqueConnection);
    connect(l, &Level::tilesChanged, this, &ReachController::levelChanged, Qt::UniqueConnection);
}

void ReachController::ensureOverlay()
{
    if (mOverlay && mOverlay->scene() == mScene)
        return;
    mOverlay = new ReachOverlay;
    mScene->addItem(mOverlay);
    mPreview->setOverlay(mOverlay);
    mOverlay->setVisible(mEnabled);
    updateSelection();
    updateFindings();
}

void ReachController::setEnabled(bool on)
{
    if (mShowAction->isChecked() != on)
        mShowAction->setChecked(on); // comes back here through toggled
    if (on == mEnabled)
        return;
    mEnabled = on;
    ensureOverlay();
    mOverlay->setVisible(on);
    if (on) {
        levelChanged();
        updateFindings(); // the level did not change: the report still describes it
        mDebounce.stop();
        start(); // at once: the user asked for it
    } else {
        mPreview->stop();
        mDebounce.stop();
        if (mCancel)
            mCancel->store(true);
        ++mSerial; // whatever is in flight is now stale
        mPlayAction->setEnabled(false);
    }
}

void ReachController::levelChanged()
{
    ++mSerial;
    if (mCancel)
        mCancel->store(true); // the running search answers an old question
    mPreview->stop();
    if (mOverlay)
        mOverlay->clearFindings();
    if (mEnabled)
        mDebounce.start();
}

void ReachController::start()
{
    if (!mEnabled)
        return;
    ensureOverlay();
    const Level& level = *mDocument->level();
    const LevelObject* spawn = singleSpawn(level);
    if (!spawn) {
        // Nothing to compute (no spawn or several): the Issues list says why.
        mOverlay->clearResult();
        mPlayAction->setEnabled(false);
        emit resultReady();
        return;
    }
    // The problem is a plain value built here; the worker owns its copy.
    auto problem = std::make_shared<ReachProblem>(reachProblem(level, *spawn));
    problem->stopWhenAllReached = false; // the overlay wants the whole region
    // ...but on a huge open level the whole region is hundreds of millions of states
    // (gigabytes): past the budget the answer is partial, targets not reached undecided.
    problem->maxStates = kReachStateBudget;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    mCancel = cancel;
    const int serial = mSerial;
    ++mRunning;
    ++mStarted;
    mPool.start([this, problem, cancel, serial] {
        ReachResult result = solveReachability(*problem, cancel.get());
        QMetaObject::invokeMethod(this, [this, result = std::move(result), problem, serial]() mutable {
            finish(std::move(result), std::move(problem), serial);
        }, Qt::QueuedConnection);
    });
}

void ReachController::finish(ReachResult result, std::shared_ptr<const ReachProblem> problem, int serial)
{
    --mRunning;
    if (result.cancelled || serial != mSerial || !mEnabled) {
        ++mDropped;
        return;
    }
    ensureOverlay();
    mOverlay->setResult(result, *problem);
    if (result.truncated)
        emit statusMessage(tr("Reachability: the region shown is partial; the search stopped at "
                              "its limit of %L1 states").arg(qulonglong(problem->maxStates)));
    mPlayAction->setEnabled(mOverlay->pathTarget() != nullptr);
    emit resultReady();
}

void ReachController::updateSelection()
{
    if (!mOverlay)
        return;
    const QList<ObjectId> ids = mScene->selectedIds();
    mOverlay->setSelectedTarget(ids.isEmpty() ? 0 : ids.first());
}

bool ReachController::playPath()
{
    if (!mOverlay || !mEnabled)
        return false;
    const ReachOverlay::Target* target = mOverlay->pathTarget();
    if (!target || target->path.isEmpty())
        return false;
    const PlayerSettings& player = mDocument->level()->player();
    // Platformer paths hold one position per fixed step already.
    const double step = player.mode == MovementMode::Platformer ? 0.0 : player.runSpeed * kStepSeconds;
    mPreview->play(target->path, step);
    return true;
}

} // namespace ledge
