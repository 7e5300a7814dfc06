// The editor shows why a target cannot be reached and how hard the reached ones are, on the real
// window (offscreen): the overlay draws the best attempt (its last jump from the ledge), the
// shortfall as a dimension line of the right length and the obstacle; a tight target's path is
// marked; hovering an object tells its margins; the canvas menu offers the fixes, hovering one
// shows its ghost, choosing it applies one undo step after which the target is reached.

#include "Document.h"
#include "FixPreviewItem.h"
#include "IssuesDock.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "OverlayWindow.h"
#include "ReachController.h"
#include "ReachOverlay.h"
#include "ShapeGeometry.h"
#include "tests/common/TestLevels.h"

#include <QAction>
#include <QMenu>
#include <QTest>
#include <QUndoStack>

using namespace ledge;
using test::object;

namespace {

constexpr ObjectId kFloor = 1, kLedge = 2, kShelf = 3, kSpawn = 4, kStar = 5, kGem = 6, kCoin = 7;
const Box kLedgeBox{320, 320, 128, 16};
const Box kStarBox{376, 120, 16, 16};

// A floor 416 down, a ledge 96 above it and the star 47 units above the highest jump from it;
// a shelf whose gem needs 98% of the jump (tight at 0.9); a coin on the floor.
void buildPlatformer(MainWindow& window)
{
    window.newLevel(QStringLiteral("why"), GridSettings{32, 30, 14, {}}, MovementMode::Platformer);
    Level* level = window.document()->level();
    RuleSettings rules = level->rules();
    rules.tightJumpShare = 0.9;
    level->setRules(rules);
    const LayerId layer = window.document()->layerForNewObjects();
    level->insertObject(layer, object(kFloor, Role::Solid, Box{0, 416, 960, 32}, QStringLiteral("floor")));
    level->insertObject(layer, object(kLedge, Role::Solid, kLedgeBox, QStringLiteral("ledge")));
    level->insertObject(layer, object(kShelf, Role::Solid, Box{640, 320, 96, 16}, QStringLiteral("shelf")));
    level->insertObject(layer, object(kSpawn, Role::Spawn, Point{64, 416}));
    level->insertObject(layer, object(kStar, Role::Goal, kStarBox, QStringLiteral("star")));
    level->insertObject(layer, object(kGem, Role::Pickup, Point{688, 304}, QStringLiteral("gem")));
    level->insertObject(layer, object(kCoin, Role::Pickup, Point{200, 400}, QStringLiteral("coin")));
}

const Issue* issueOf(const Document& doc, const char* code, ObjectId id)
{
    for (const Issue& issue : doc.report().issues)
        if (issue.code == QLatin1String(code) && issue.objects == std::vector<ObjectId>{id})
            return &issue;
    return nullptr;
}

using test::overlayReached;

} // namespace

class TestWhyOverlay : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        test::OverlayWindow shown;
        QVERIFY(shown.open());
        mWindow = std::move(shown.window);
        mReach = shown.reach;
        mReach->setDebounceInterval(0);
    }
    void cleanup() { mWindow.reset(); }

    // Everything the overlay shows comes once both the overlay's search and the document's
    // explaining pass are done.
    bool settle()
    {
        mReach->setEnabled(true);
        return QTest::qWaitFor([&] { return mWindow->document()->isReportCurrent() && !mReach->isBusy(); }, 60000)
               && mReach->overlay() && mReach->overlay()->hasResult();
    }

    void bestAttemptAndShortfall()
    {
        buildPlatformer(*mWindow);
        QVERIFY(settle());
        const ReachOverlay* overlay = mReach->overlay();
        const Issue* issue = issueOf(*mWindow->document(), IssueCode::TargetUnreachable, kStar);
        QVERIFY(issue && issue->why && issue->nearest);
        QVERIFY2(issue->message.contains(QStringLiteral("47 units above the highest jump from solid #2")),
                 qPrintable(issue->message));

        const IssueWhy* why = overlay->why(kStar);
        QVERIFY(why);
        QCOMPARE(why->cause, IssueWhy::Cause::JumpHeight);
        QCOMPARE(why->amount, 47.0);
        QVERIFY(why->above);
        // The ledge the jump is made from is the obstacle outlined.
        QCOMPARE(why->obstacles.size(), std::size_t(1));
        QCOMPARE(why->obstacles.front(), bounds(Shape(kLedgeBox)));
        // The attempt runs from the spawn to the nearest position; its last jump leaves the
        // ledge's top and peaks below the star.
        QVERIFY(why->attempt.size() > 2);
        QCOMPARE(why->attempt.front(), (Vec2{64, 416}));
        QCOMPARE(why->attempt.back(), *issue->nearest);
        QVERIFY(why->takeOff < why->attempt.size() - 1);
        const Vec2 takeOff = why->attempt[why->takeOff];
        QCOMPARE(takeOff.y, kLedgeBox.y);
        QVERIFY(takeOff.x >= kLedgeBox.x - 12 && takeOff.x <= kLedgeBox.x + kLedgeBox.w + 12);
        for (std::size_t i = why->takeOff + 1; i < why->attempt.size(); ++i)
            QVERIFY(why->attempt[i].y < kLedgeBox.y);

        // The shortfall stands on the top of the player's box at the top of the jump: 47 units up.
        const auto dimension = overlay->dimension(kStar);
        QVERIFY(dimension);
        QCOMPARE(dimension->line.x1(), dimension->line.x2());
        QCOMPARE(dimension->line.y1(), issue->nearest->y - 40);
        QCOMPARE(dimension->line.length(), 47.0);
        QCOMPARE(dimension->label, QStringLiteral("47 units higher"));
        // Reached targets have none.
        QVERIFY(!overlay->dimension(kCoin));
        QVERIFY(!overlay->why(kCoin));
    }

    void tightJumpMarkedAndMarginsOnHover()
    {
        buildPlatformer(*mWindow);
        QVERIFY(settle());
        const ReachOverlay* overlay = mReach->overlay();
        QVERIFY(overlay->isTight(kGem));
        QVERIFY(!overlay->isTight(kCoin));
        QCOMPARE(mWindow->document()->report().reachability->margins.at(kGem).jumpHeight, 0.98);
        // The mark sits at the top of the gem's highest jump: above the floor, at the shelf.
        const auto mark = overlay->tightMark(kGem);
        QVERIFY(mark);
        QVERIFY2(mark->y() <= 320 && mark->y() > 416 - 104 - 1, qPrintable(QString::number(mark->y())));
        QVERIFY(!overlay->tightMark(kCoin));
        QVERIFY(!overlay->tightMark(kStar));

        // Hovering a reached target tells its margins; the tight one says so first.
        const QString coin = mWindow->view()->toolTipAt(QPointF(200, 400));
        QVERIFY2(coin.startsWith(QStringLiteral("Reached: needs 0% of the player's jump height")), qPrintable(coin));
        const QString gem = mWindow->view()->toolTipAt(QPointF(688, 304));
        QVERIFY2(gem.contains(QStringLiteral("needs 98% of the player's jump height: only a perfect jump")), qPrintable(gem));
        QVERIFY2(gem.contains(QStringLiteral("Reached: needs 98%")), qPrintable(gem));
        const QString star = mWindow->view()->toolTipAt(QPointF(384, 128));
        QVERIFY2(star.contains(QStringLiteral("47 units above")), qPrintable(star));
        QVERIFY(mWindow->view()->toolTipAt(QPointF(900, 50)).isEmpty());
    }

    void canvasMenuFixWithGhost()
    {
        buildPlatformer(*mWindow);
        QVERIFY(settle());
        Document* doc = mWindow->document();
        const Issue* issue = issueOf(*doc, IssueCode::TargetUnreachable, kStar);
        QVERIFY(issue && !issue->fixes.empty());
        const IssueFix fix = issue->fixes.front();
        QCOMPARE(fix.kind, IssueFix::Kind::Add);

        // Nothing to offer on empty space or on an object no issue is about.
        QVERIFY(!mWindow->canvasMenu(QPointF(900, 50)));
        QVERIFY(!mWindow->canvasMenu(QPointF(100, 430)));

        const std::unique_ptr<QMenu> menu = mWindow->canvasMenu(QPointF(384, 128));
        QVERIFY(menu);
        QAction* apply = nullptr;
        for (QAction* a : menu->actions())
            if (a->text().startsWith(QStringLiteral("Fix: add a solid step")))
                apply = a;
        QVERIFY(apply);
        // The issue's message heads its fixes.
        QVERIFY(menu->actions().front()->isSeparator());
        QVERIFY(menu->actions().front()->text().startsWith(QStringLiteral("Goal #5 'star' is 47 units")));

        // Hovered, the fix shows its ghost where the step would stand; closing the menu hides it.
        apply->hover();
        const FixPreviewItem* ghost = mWindow->scene()->fixPreview();
        QVERIFY(ghost && ghost->isVisible());
        QCOMPARE(ghost->fix(), std::optional<IssueFix>(fix));
        QCOMPARE(ghost->afterBounds(), toQt(bounds(fix.shape)));
        emit menu->aboutToHide();
        QVERIFY(!ghost->isVisible());

        // Chosen, it is one undo step, and the star is reached once the level settles.
        const int steps = doc->undoStack()->count();
        apply->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        // An explanation of the level before the edit is not drawn on the level after it.
        QVERIFY(!mReach->overlay()->why(kStar));
        QVERIFY(settle());
        QVERIFY(!issueOf(*doc, IssueCode::TargetUnreachable, kStar));
        QVERIFY(overlayReached(mReach->overlay(), kStar));
        doc->undoStack()->undo();
        QVERIFY(settle());
        QVERIFY(issueOf(*doc, IssueCode::TargetUnreachable, kStar));
        QVERIFY(mReach->overlay()->why(kStar));
    }

    // The same ghost from the Issues list's menu, on the current canvas.
    void issuesListFixShowsItsGhost()
    {
        buildPlatformer(*mWindow);
        QVERIFY(settle());
        const Issue* issue = issueOf(*mWindow->document(), IssueCode::TargetUnreachable, kStar);
        QVERIFY(issue && !issue->fixes.empty());
        QMenu menu;
        QVERIFY(mWindow->issuesDock()->addFixes(&menu, *issue));
        QVERIFY(!menu.actions().isEmpty());
        menu.actions().front()->hover();
        const FixPreviewItem* ghost = mWindow->scene()->fixPreview();
        QVERIFY(ghost && ghost->isVisible());
        emit menu.aboutToHide();
        QVERIFY(!ghost->isVisible());
    }

    // A goal far above anything the player reaches: no cause, and the line drawn is the gap
    // between the player's box at its nearest and the goal, as long as the message says.
    void farTargetMeasuresTheGap()
    {
        mWindow->newLevel(QStringLiteral("far"), GridSettings{32, 30, 20, {}}, MovementMode::Platformer);
        Level* level = mWindow->document()->level();
        const LayerId layer = mWindow->document()->layerForNewObjects();
        level->insertObject(layer, object(1, Role::Solid, Box{0, 608, 960, 32}));
        level->insertObject(layer, object(2, Role::Spawn, Point{64, 608}));
        level->insertObject(layer, object(3, Role::Goal, Box{400, 16, 16, 16}));
        QVERIFY(settle());
        const IssueWhy* why = mReach->overlay()->why(3);
        QVERIFY(why);
        QCOMPARE(why->cause, IssueWhy::Cause::Distance);
        const auto dimension = mReach->overlay()->dimension(3);
        QVERIFY(dimension);
        // The amount is the gap rounded up to a whole unit.
        QVERIFY2(dimension->line.length() <= why->amount && dimension->line.length() > why->amount - 1,
                 qPrintable(QStringLiteral("%1 against %2").arg(dimension->line.length()).arg(why->amount)));
        QCOMPARE(dimension->label, QStringLiteral("%1 units away").arg(why->amount));
    }

    // Top-down, the attempt is a polyline to where the player gets closest, and a gap too low
    // for the player is measured across the way.
    void topDownNarrowWay()
    {
        mWindow->newLevel(QStringLiteral("rooms"), GridSettings{32, 20, 10, {}}, MovementMode::TopDown);
        Level* level = mWindow->document()->level();
        const LayerId layer = mWindow->document()->layerForNewObjects();
        // A wall across the level with a 16-unit opening; the player's box is 24 by 40.
        level->insertObject(layer, object(1, Role::Solid, Box{320, 0, 32, 150}));
        level->insertObject(layer, object(2, Role::Solid, Box{320, 166, 32, 154}));
        level->insertObject(layer, object(3, Role::Spawn, Point{80, 160}));
        level->insertObject(layer, object(4, Role::Goal, Point{560, 160}));
        QVERIFY(settle());
        const Issue* issue = issueOf(*mWindow->document(), IssueCode::TargetUnreachable, 4);
        QVERIFY(issue && issue->why && issue->nearest);
        const IssueWhy* why = mReach->overlay()->why(4);
        QVERIFY(why);
        QCOMPARE(why->cause, IssueWhy::Cause::Narrow);
        QVERIFY(why->amount > 0);
        QVERIFY(why->attempt.size() >= 2);
        QCOMPARE(why->attempt.front(), (Vec2{80, 160}));
        QCOMPARE(why->attempt.back(), *issue->nearest);
        const auto dimension = mReach->overlay()->dimension(4);
        QVERIFY(dimension);
        QCOMPARE(dimension->line.length(), why->amount);
        QVERIFY(dimension->label.contains(QStringLiteral("too wide")));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
    ReachController* mReach = nullptr;
};

QTEST_MAIN(TestWhyOverlay)
#include "tst_whyoverlay.moc"
