// In the editor, an unreachable target explains itself once the background passes are done, and
// each fix offered for it is an action of its Issues row that applies it as one undo step, after
// which the target is reached; undoing it brings the level and the verdict back. Reached targets
// of a platformer level get their margins and tight jumps the same way.

#include "tests/common/TestLevels.h"
#include "Document.h"
#include "IssuesDock.h"
#include "model/Validator.h"

#include <QAction>
#include <QTest>
#include <QUndoStack>

using namespace ledge;
using test::object;

namespace {

constexpr ObjectId kGoal = 50;
constexpr ObjectId kHazard = 2;

// A floor, a hazard carpet too long to jump over, and a goal beyond it.
std::unique_ptr<Level> hazardLevel()
{
    auto level = test::makeLevel(60, 40, 16, {test::objectsLayer(1, QStringLiteral("Objects"))});
    level->insertObject(1, object(1, Role::Solid, Box{0, 600, 960, 40}, QStringLiteral("floor")));
    level->insertObject(1, object(kHazard, Role::Hazard, Box{300, 590, 400, 10}));
    level->insertObject(1, object(100, Role::Spawn, Point{100, 600}));
    level->insertObject(1, object(kGoal, Role::Goal, Point{800, 590}));
    return level;
}

const Issue* unreachable(const ValidationReport& report, ObjectId id)
{
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(IssueCode::TargetUnreachable) && issue.objects == std::vector<ObjectId>{id})
            return &issue;
    return nullptr;
}

bool reached(const Document& doc, ObjectId id)
{
    const auto& r = doc.report().reachability;
    return r && std::find(r->reached.begin(), r->reached.end(), id) != r->reached.end();
}

} // namespace

class TestReachFixes : public QObject {
    Q_OBJECT

private slots:
    void fixFromTheIssuesRow()
    {
        Document doc;
        doc.setLevel(hazardLevel());
        IssuesDock dock(&doc);
        QTRY_VERIFY_WITH_TIMEOUT(doc.isReportCurrent(), 60000);
        const Issue* issue = unreachable(doc.report(), kGoal);
        QVERIFY(issue);
        QVERIFY2(issue->message.contains(QStringLiteral("crosses hazard #2")), qPrintable(issue->message));
        QVERIFY(issue->nearest);
        QVERIFY(!issue->fixes.empty());
        const QList<QAction*> actions = dock.fixActions(*issue, &dock);
        QCOMPARE(actions.size(), int(issue->fixes.size()));
        for (QAction* a : actions)
            QVERIFY2(a->text().startsWith(QStringLiteral("Fix: ")), qPrintable(a->text()));
        // The removal of the hazard is among them, named as the level names it.
        const auto removal = std::find_if(actions.begin(), actions.end(), [](QAction* a) {
            return a->text() == QStringLiteral("Fix: remove Hazard #2");
        });
        QVERIFY(removal != actions.end());

        for (int i = 0; i < actions.size(); ++i) {
            const QString what = actions[i]->text();
            const int steps = doc.undoStack()->count();
            actions[i]->trigger();
            QCOMPARE(doc.undoStack()->count(), steps + 1);
            QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Apply fix"));
            QTRY_VERIFY_WITH_TIMEOUT(doc.isReportCurrent(), 60000);
            QVERIFY2(reached(doc, kGoal), qPrintable(what));
            doc.undoStack()->undo();
            QVERIFY(doc.level()->object(kHazard));
            QCOMPARE(std::get<Box>(doc.level()->object(kHazard)->shape), (Box{300, 590, 400, 10}));
            QTRY_VERIFY_WITH_TIMEOUT(doc.isReportCurrent(), 60000);
            QVERIFY2(!reached(doc, kGoal), qPrintable(what));
        }
    }

    void reachedTargetsGetMargins()
    {
        auto level = hazardLevel();
        level->removeObject(kHazard);
        Document doc;
        doc.setLevel(std::move(level));
        QTRY_VERIFY_WITH_TIMEOUT(doc.isReportCurrent(), 60000);
        QVERIFY(reached(doc, kGoal));
        const auto& margins = doc.report().reachability->margins;
        QVERIFY(margins.count(kGoal));
        QVERIFY(margins.at(kGoal).runSpeed > 0 && margins.at(kGoal).runSpeed <= 1);
    }
};

QTEST_MAIN(TestReachFixes)
#include "tst_reachfixes.moc"
