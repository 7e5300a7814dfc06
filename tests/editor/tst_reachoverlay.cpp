// The reachability overlay on the real editor window (offscreen): answers computed in the
// background after edits settle, stale runs dropped, the unreachable marks, the play preview.

#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "OverlayWindow.h"
#include "PlayPreview.h"
#include "ReachController.h"
#include "ReachOverlay.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::MovementMode)

namespace {
constexpr double kCell = 32;
// A corridor 20 x 10 cells: floor along the bottom, spawn at the left, goal A near it, goal B
// at the right behind a wall whose lower end is `wallBottom` (288 = it stands on the floor).
constexpr ObjectId kFloor = 1, kWall = 2, kSpawn = 3, kGoalNear = 4, kGoalFar = 5;
constexpr double kFloorTop = 288;

LevelObject object(ObjectId id, Role role, Shape shape)
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = std::move(shape);
    return o;
}

// The wall spans x 384..416 and y 0..wallBottom.
LevelObject wall(double wallBottom)
{
    return object(kWall, Role::Solid, Box{384, 0, 32, wallBottom});
}

// Top-down, the spawn is the centre of the player's box: it goes a little above the floor.
void buildLevel(MainWindow& window, double wallBottom, MovementMode mode = MovementMode::Platformer)
{
    const double spawnY = mode == MovementMode::Platformer ? kFloorTop : kFloorTop - 40;
    window.newLevel(QStringLiteral("reach"), GridSettings{kCell, 20, 10, {}}, mode);
    Level* level = window.document()->level();
    const LayerId layer = window.document()->layerForNewObjects();
    level->insertObject(layer, object(kFloor, Role::Solid, Box{0, kFloorTop, 640, 32}));
    level->insertObject(layer, wall(wallBottom));
    level->insertObject(layer, object(kSpawn, Role::Spawn, Point{48, spawnY}));
    level->insertObject(layer, object(kGoalNear, Role::Goal, Point{200, kFloorTop - 20}));
    level->insertObject(layer, object(kGoalFar, Role::Goal, Point{560, kFloorTop - 20}));
}

using test::overlayReached;
} // namespace

class TestReachOverlay : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        test::OverlayWindow shown;
        QVERIFY(shown.open());
        mWindow = std::move(shown.window);
        mReach = shown.reach;
    }
    void cleanup()
    {
        mWindow.reset();
        mReach = nullptr;
    }

    // A search stopped at its state budget: targets it did not reach are undecided, so they
    // get no unreachable mark; reached ones show as usual.
    void partialAnswerMarksNothingUnreachable_data()
    {
        QTest::addColumn<bool>("truncated");
        QTest::newRow("complete search") << false;
        QTest::newRow("stopped at the budget") << true;
    }
    void partialAnswerMarksNothingUnreachable()
    {
        QFETCH(bool, truncated);
        ReachProblem problem;
        problem.targets = {ReachTarget{kGoalNear, Point{200, 268}}, ReachTarget{kGoalFar, Point{560, 268}}};
        ReachResult result;
        result.truncated = truncated;
        result.targets.resize(2);
        result.targets[0].key = kGoalNear;
        result.targets[0].reached = true;
        result.targets[0].path = {PathStep{{48, 288}}, PathStep{{200, 288}}};
        result.targets[1].key = kGoalFar;
        result.targets[1].nearest = {370, 288};
        ReachOverlay overlay;
        overlay.setResult(result, problem);
        QCOMPARE(overlay.reachedCount(), 1);
        QCOMPARE(overlay.unreachableCount(), truncated ? 0 : 1);
        QCOMPARE(overlay.unreachableMark(kGoalFar).isNull(), truncated);
        QCOMPARE(overlay.targets()[1].undecided, truncated);
    }

    void menuAndToolBar()
    {
        QAction* show = mWindow->action(QStringLiteral("actionShowReach"));
        QVERIFY(show);
        QVERIFY(show->isCheckable());
        QCOMPARE(show->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        QVERIFY(!show->associatedObjects().isEmpty());
        QVERIFY(mWindow->action(QStringLiteral("actionPlayPath")));
        // No other action of the window takes the same shortcut.
        for (QAction* a : mWindow->findChildren<QAction*>())
            if (a != show)
                QVERIFY2(!a->shortcuts().contains(show->shortcut()), qPrintable(a->objectName()));
    }

    void answer_data()
    {
        QTest::addColumn<double>("wallBottom");
        QTest::addColumn<bool>("farReached");
        QTest::addColumn<MovementMode>("mode");
        QTest::newRow("wall blocks the way") << kFloorTop << false << MovementMode::Platformer;
        QTest::newRow("wall leaves room below") << 120.0 << true << MovementMode::Platformer;
        QTest::newRow("top-down, wall blocks") << kFloorTop << false << MovementMode::TopDown;
        QTest::newRow("top-down, room below") << 120.0 << true << MovementMode::TopDown;
    }
    void answer()
    {
        QFETCH(double, wallBottom);
        QFETCH(bool, farReached);
        QFETCH(MovementMode, mode);
        buildLevel(*mWindow, wallBottom, mode);
        QSignalSpy ready(mReach, &ReachController::resultReady);
        mWindow->action(QStringLiteral("actionShowReach"))->trigger();
        QVERIFY(mReach->isEnabled());
        QVERIFY(ready.wait(30000));
        const ReachOverlay* overlay = mReach->overlay();
        QVERIFY(overlay->isVisible());
        QCOMPARE(overlay->targets().size(), std::size_t(2));
        QVERIFY(overlayReached(overlay, kGoalNear));
        QCOMPARE(overlayReached(overlay, kGoalFar), farReached);
        QCOMPARE(overlay->reachedCount(), farReached ? 2 : 1);
        QCOMPARE(overlay->unreachableCount(), farReached ? 0 : 1);
        QCOMPARE(overlay->unreachableMark(kGoalFar).isNull(), farReached);
        QVERIFY(!overlay->region().empty());
        if (!farReached) {
            // The nearest reached position is on the near side of the wall.
            const ReachOverlay::Target& far = overlay->targets()[1];
            QCOMPARE(far.id, kGoalFar);
            QVERIFY(far.nearest.x() <= 384);
            QVERIFY(overlay->unreachableMark(kGoalFar).contains(QPointF(560, kFloorTop - 20)));
        }
    }

    void editRecomputes_data()
    {
        QTest::addColumn<double>("before");
        QTest::addColumn<double>("after");
        QTest::newRow("block the way") << 120.0 << kFloorTop;
        QTest::newRow("open the way") << kFloorTop << 120.0;
    }
    void editRecomputes()
    {
        QFETCH(double, before);
        QFETCH(double, after);
        buildLevel(*mWindow, before);
        mReach->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000); // the answer for the level as it is now
        QCOMPARE(overlayReached(mReach->overlay(), kGoalFar), before < kFloorTop);
        const int started = mReach->runsStarted();
        QSignalSpy ready(mReach, &ReachController::resultReady);
        mWindow->document()->level()->setObject(wall(after));
        QVERIFY(mReach->isBusy());
        QVERIFY(ready.wait(30000));
        QCOMPARE(mReach->runsStarted(), started + 1);
        QCOMPARE(overlayReached(mReach->overlay(), kGoalFar), after < kFloorTop);
    }

    void staleRunsDropped_data()
    {
        QTest::addColumn<int>("edits");
        QTest::newRow("two edits") << 2;
        QTest::newRow("seven edits") << 7;
    }
    void staleRunsDropped()
    {
        QFETCH(int, edits);
        buildLevel(*mWindow, kFloorTop);
        mReach->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000); // the answer for the level as it is now
        // No debounce: each edit starts a run as soon as the event loop turns, so later edits
        // land while earlier runs are in flight.
        mReach->setDebounceInterval(0);
        QSignalSpy ready(mReach, &ReachController::resultReady);
        const int started = mReach->runsStarted();
        const int dropped = mReach->runsDropped();
        for (int i = 0; i < edits; ++i) {
            // Alternate open and blocked, ending blocked when edits is odd, open when even.
            mWindow->document()->level()->setObject(wall(i % 2 == 0 ? 120.0 : kFloorTop));
            QTRY_VERIFY(mReach->runsStarted() > started + i);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000); // the answer for the level as it is now
        const bool finalOpen = edits % 2 == 1;
        QCOMPARE(overlayReached(mReach->overlay(), kGoalFar), finalOpen);
        // Every run either published the answer for the final level or was dropped.
        QCOMPARE(mReach->runsStarted() - started, edits);
        QCOMPARE(mReach->runsDropped() - dropped + int(ready.count()), edits);
        QVERIFY(ready.count() >= 1);
    }

    void playMovesGhostToEnd_data()
    {
        QTest::addColumn<ObjectId>("selected");
        QTest::newRow("selected near goal") << kGoalNear;
        QTest::newRow("nothing selected (first reached)") << ObjectId(0);
    }
    void playMovesGhostToEnd()
    {
        QFETCH(ObjectId, selected);
        buildLevel(*mWindow, kFloorTop);
        mReach->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000); // the answer for the level as it is now
        if (selected)
            mWindow->scene()->setSelectedIds({selected});
        QAction* play = mWindow->action(QStringLiteral("actionPlayPath"));
        QVERIFY(play->isEnabled());
        const ReachOverlay* overlay = mReach->overlay();
        const ReachOverlay::Target* target = overlay->pathTarget();
        QVERIFY(target);
        QCOMPARE(target->id, kGoalNear);
        QVERIFY(target->path.size() > 2);
        QSignalSpy finished(mReach->preview(), &PlayPreview::finished);
        play->trigger();
        QVERIFY(mReach->preview()->isPlaying());
        QVERIFY(overlay->ghost().has_value());
        QCOMPARE(*overlay->ghost(), target->path.front());
        QVERIFY(finished.wait(30000));
        QVERIFY(overlay->ghost().has_value());
        QCOMPARE(*overlay->ghost(), target->path.back());
        // Esc on the canvas stops the preview and hides the ghost.
        QTest::keyClick(mWindow->view(), Qt::Key_Escape);
        QVERIFY(!overlay->ghost().has_value());
    }

    // The drawn path walks where walking reaches the same place: to goals on the flat floor,
    // every point of it is on the floor (no hops).
    void walksOnFlatGround_data()
    {
        QTest::addColumn<ObjectId>("selected");
        QTest::newRow("near goal") << kGoalNear;
        QTest::newRow("far goal, no wall") << kGoalFar;
    }
    void walksOnFlatGround()
    {
        QFETCH(ObjectId, selected);
        buildLevel(*mWindow, 64); // the wall hangs from the ceiling, far above the player
        mReach->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000);
        mWindow->scene()->setSelectedIds({selected});
        const ReachOverlay::Target* target = mReach->overlay()->pathTarget();
        QVERIFY(target);
        QCOMPARE(target->id, selected);
        QVERIFY(target->path.size() > 2);
        for (const QPointF& p : target->path)
            QVERIFY2(p.y() == kFloorTop, qPrintable(QStringLiteral("a hop to y %1 at x %2").arg(p.y()).arg(p.x())));
    }

    void escStopsPlaying()
    {
        buildLevel(*mWindow, kFloorTop);
        mReach->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!mReach->isBusy(), 30000); // the answer for the level as it is now
        QVERIFY(mReach->playPath());
        QVERIFY(mReach->preview()->isPlaying());
        QTest::keyClick(mWindow->view(), Qt::Key_Escape);
        QVERIFY(!mReach->preview()->isPlaying());
        QVERIFY(!mReach->overlay()->ghost().has_value());
    }

    void sampleTopDownPolyline_data()
    {
        QTest::addColumn<QPolygonF>("polyline");
        QTest::addColumn<double>("step");
        QTest::addColumn<int>("count");
        QTest::newRow("one segment") << QPolygonF{QPointF(0, 0), QPointF(10, 0)} << 4.0 << 4;
        QTest::newRow("corner") << QPolygonF{QPointF(0, 0), QPointF(3, 0), QPointF(3, 3)} << 2.0 << 4;
    }
    void sampleTopDownPolyline()
    {
        QFETCH(QPolygonF, polyline);
        QFETCH(double, step);
        QFETCH(int, count);
        const std::vector<QPointF> s = PlayPreview::sample(polyline, step);
        QCOMPARE(int(s.size()), count);
        QCOMPARE(s.front(), polyline.front());
        QCOMPARE(s.back(), polyline.back());
    }

private:
    std::unique_ptr<MainWindow> mWindow;
    ReachController* mReach = nullptr;
};

QTEST_MAIN(TestReachOverlay)
#include "tst_reachoverlay.moc"
