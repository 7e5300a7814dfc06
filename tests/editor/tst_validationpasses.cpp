// The Document's two validation passes: opening a level publishes the checks at once and
// reachability later; an edit publishes fresh checks while the last reachability findings
// stay (unless their object is gone); the report always ends equal to a from-scratch
// Validator run of the level as it is now, however edits and passes interleave.

#include "Document.h"

#include "model/Validator.h"

#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace ledge;

namespace {
constexpr ObjectId kFloor = 1, kWall = 2, kSpawn = 3, kGoalNear = 4, kGoalFar = 5;
constexpr ObjectId kCrateA = 6, kCrateB = 7;

LevelObject object(ObjectId id, Role role, Shape shape)
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = std::move(shape);
    return o;
}

// A platformer corridor 640 x 320: the far goal sits behind a wall to the ceiling (so it is
// unreachable), and two crates overlap each other.
std::unique_ptr<Level> corridor()
{
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = 32;
    grid.columns = 20;
    grid.rows = 10;
    level->setGrid(grid);
    LayerInfo layer;
    layer.id = 1;
    layer.name = QStringLiteral("objects");
    level->insertLayer(0, layer);
    level->insertObject(1, object(kFloor, Role::Solid, Box{0, 288, 640, 32}));
    level->insertObject(1, object(kWall, Role::Solid, Box{384, 0, 32, 288}));
    level->insertObject(1, object(kSpawn, Role::Spawn, Point{48, 288}));
    level->insertObject(1, object(kGoalNear, Role::Goal, Point{200, 268}));
    level->insertObject(1, object(kGoalFar, Role::Goal, Point{560, 268}));
    level->insertObject(1, object(kCrateA, Role::Solid, Box{100, 100, 40, 40}));
    level->insertObject(1, object(kCrateB, Role::Solid, Box{120, 120, 40, 40}));
    return level;
}

int count(const ValidationReport& report, const char* code, ObjectId id = 0)
{
    int n = 0;
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(code)
            && (!id || std::find(issue.objects.begin(), issue.objects.end(), id) != issue.objects.end()))
            ++n;
    return n;
}

// What the editor's passes end on, computed in one go: the checks, the verdicts, and then the
// explanations of the unreachable targets and the margins (Document's third pass).
ValidationReport oracle(const Level& level)
{
    ValidationOptions options;
    options.maxReachStates = kReachStateBudget;
    options.explain = true;
    options.margins = true;
    options.explainUpTo = kExplainStateLimit;
    options.attempts = true;
    return Validator(level, options).run();
}

bool sameFindings(const ValidationReport& a, const ValidationReport& b)
{
    if (a.issues != b.issues || a.reachability.has_value() != b.reachability.has_value())
        return false;
    return !a.reachability
           || (a.reachability->reached == b.reachability->reached
               && a.reachability->unreachable == b.reachability->unreachable);
}
} // namespace

class TestValidationPasses : public QObject {
    Q_OBJECT

private slots:
    void openPublishesChecksFirst();
    void editKeepsReachFindings_data();
    void editKeepsReachFindings();
    void randomEditsSettleOnFreshReport_data();
    void randomEditsSettleOnFreshReport();
    void budgetNeverLeavesATargetUndecided();
};

void TestValidationPasses::openPublishesChecksFirst()
{
    Document doc;
    doc.setLevel(corridor());
    // The checks are there the moment the level is: the overlap of the crates.
    QCOMPARE(count(doc.report(), IssueCode::Overlap), 1);
    QVERIFY(doc.isReachabilityPending());
    QVERIFY(!doc.isReportCurrent());
    QVERIFY(!doc.report().reachability);
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable), 0);
    // Reachability follows in the background.
    QTRY_VERIFY(doc.isReportCurrent());
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable, kGoalFar), 1);
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable, kGoalNear), 0);
    QVERIFY(doc.report().reachability);
    QVERIFY(sameFindings(doc.report(), oracle(*doc.level())));
}

void TestValidationPasses::editKeepsReachFindings_data()
{
    QTest::addColumn<bool>("removeFarGoal");
    QTest::addColumn<int>("unreachableDuringPass");
    QTest::newRow("unrelated edit: finding stays") << false << 1;
    QTest::newRow("its object removed: finding goes at once") << true << 0;
}

void TestValidationPasses::editKeepsReachFindings()
{
    QFETCH(bool, removeFarGoal);
    QFETCH(int, unreachableDuringPass);
    Document doc;
    doc.setLevel(corridor());
    QTRY_VERIFY(doc.isReportCurrent());

    // Separate the crates: the first report after the edit is the checks pass.
    QSignalSpy validated(&doc, &Document::validated);
    LevelObject crate = *doc.level()->object(kCrateB);
    crate.shape = Box{200, 100, 40, 40};
    doc.level()->setObject(crate);
    if (removeFarGoal)
        doc.level()->removeObject(kGoalFar);
    QVERIFY(validated.wait());
    QCOMPARE(count(doc.report(), IssueCode::Overlap), 0);
    if (doc.isReachabilityPending()) // the checks pass: the old findings, filtered
        QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable), unreachableDuringPass);
    QTRY_VERIFY(doc.isReportCurrent());
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable), removeFarGoal ? 0 : 1);
    QVERIFY(sameFindings(doc.report(), oracle(*doc.level())));
}

void TestValidationPasses::randomEditsSettleOnFreshReport_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 4; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

// Edits arrive while passes run (some get cancelled, some reports are dropped as stale); once
// quiet, the report must be exactly what validating the final level gives.
void TestValidationPasses::randomEditsSettleOnFreshReport()
{
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    Document doc;
    doc.setLevel(corridor());
    for (int step = 0; step < 40; ++step) {
        LevelObject o = *doc.level()->object(std::vector<ObjectId>{kWall, kCrateA, kCrateB, kGoalFar}[rng() % 4]);
        if (Box* box = std::get_if<Box>(&o.shape)) {
            box->x = double(rng() % 600);
            box->y = double(rng() % 280);
        } else if (Point* p = std::get_if<Point>(&o.shape)) {
            p->x = double(rng() % 600 + 20);
        }
        doc.level()->setObject(o);
        // Not a synchronisation: a random pause so that passes start, finish or get cancelled
        // at different points of the sequence.
        if (rng() % 3 == 0)
            QTest::qWait(int(rng() % 200));
    }
    QTRY_VERIFY_WITH_TIMEOUT(doc.isReportCurrent(), 20000);
    QVERIFY(sameFindings(doc.report(), oracle(*doc.level())));
}


// A search stopped by the editor's state budget leaves targets undecided; the background pass
// then decides them with a lean search of the whole level: none stays undecided, and the
// verdicts are those of a search without a budget.
void TestValidationPasses::budgetNeverLeavesATargetUndecided()
{
    constexpr ObjectId kGoalInTheAir = 20;
    auto level = corridor();
    // Far above every jump but open to the air: not sealed, so only a search can say.
    level->insertObject(1, object(kGoalInTheAir, Role::Goal, Point{300, 24}));
    const ValidationReport truth = Validator(*level).run();
    QCOMPARE(count(truth, IssueCode::TargetUnreachable, kGoalInTheAir), 1);
    QCOMPARE(count(truth, IssueCode::TargetUnreachable, kGoalNear), 0);

    Document doc;
    doc.setReachStateBudget(300);
    ValidationOptions capped;
    capped.checks = false;
    capped.maxReachStates = 300;
    QVERIFY2(count(Validator(*level, capped).run(), IssueCode::ReachUndecided) > 0,
             "the budget must leave something undecided for this test to mean anything");
    doc.setLevel(std::move(level));
    QTRY_VERIFY(doc.isReportCurrent());
    QCOMPARE(count(doc.report(), IssueCode::ReachUndecided), 0);
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable, kGoalInTheAir), 1);
    QCOMPARE(count(doc.report(), IssueCode::TargetUnreachable, kGoalNear), 0);
    QCOMPARE(doc.report().reachability->unreachable, truth.reachability->unreachable);
    QCOMPARE(doc.report().reachability->reached, truth.reachability->reached);
}

QTEST_MAIN(TestValidationPasses)
#include "tst_validationpasses.moc"
