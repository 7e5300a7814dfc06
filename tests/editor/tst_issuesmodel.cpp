// The Issues list model updates rows, never resets: random old/new lists end in exactly the new
// list, a mirror kept only from the model's signals ends equal too (so no change went
// unsignalled), Qt's model tester finds no inconsistency, and one change among 50,000 issues
// costs one signal.

#include "IssuesModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace ledge;

namespace {

Issue overlap(ObjectId a, ObjectId b, const QString& wording = {})
{
    Issue i;
    i.code = QStringLiteral("overlap");
    i.objects = {a, b};
    i.message = wording.isEmpty() ? QStringLiteral("#%1 overlaps #%2").arg(a).arg(b) : wording;
    return i;
}

Issue cells(LayerId layer, std::vector<Cell> c)
{
    Issue i;
    i.code = QStringLiteral("overlap");
    i.tileLayer = layer;
    i.cells = std::move(c);
    i.message = QStringLiteral("layer %1").arg(layer);
    return i;
}

// A copy of the model's rows kept up to date from its signals alone.
class Mirror {
public:
    explicit Mirror(const IssuesModel* model) : mModel(model)
    {
        QObject::connect(model, &QAbstractItemModel::rowsInserted, model,
                         [this](const QModelIndex&, int first, int last) {
                             for (int r = first; r <= last; ++r)
                                 mRows.insert(mRows.begin() + r, text(r));
                         });
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, model,
                         [this](const QModelIndex&, int first, int last) {
                             mRows.erase(mRows.begin() + first, mRows.begin() + last + 1);
                         });
        QObject::connect(model, &QAbstractItemModel::dataChanged, model,
                         [this](const QModelIndex& from, const QModelIndex& to) {
                             for (int r = from.row(); r <= to.row(); ++r)
                                 mRows[std::size_t(r)] = text(r);
                         });
        for (int r = 0; r < model->rowCount(); ++r)
            mRows.push_back(text(r));
    }
    const std::vector<QString>& rows() const { return mRows; }

private:
    QString text(int row) const
    {
        return mModel->data(mModel->index(row), Qt::ToolTipRole).toString();
    }
    const IssuesModel* mModel;
    std::vector<QString> mRows;
};

std::vector<QString> texts(const std::vector<Issue>& issues)
{
    std::vector<QString> out;
    for (const Issue& i : issues)
        out.push_back(QStringLiteral("%1 (%2)").arg(i.message, i.code));
    return out;
}

} // namespace

class TestIssuesModel : public QObject {
    Q_OBJECT

private slots:
    void transitions_data();
    void transitions();
    void randomLists_data();
    void randomLists();
    void oneChangeAmongMany_data();
    void oneChangeAmongMany();
};

void TestIssuesModel::transitions_data()
{
    QTest::addColumn<std::vector<Issue>>("before");
    QTest::addColumn<std::vector<Issue>>("after");
    QTest::addColumn<int>("inserts");
    QTest::addColumn<int>("removes");
    QTest::addColumn<int>("changes");
    const Issue a = overlap(1, 2), b = overlap(3, 4), c = overlap(5, 6), d = overlap(7, 8);
    QTest::newRow("empty to empty") << std::vector<Issue>{} << std::vector<Issue>{} << 0 << 0 << 0;
    QTest::newRow("fill: one insert") << std::vector<Issue>{} << std::vector<Issue>{a, b, c} << 1 << 0 << 0;
    QTest::newRow("clear: one removal") << std::vector<Issue>{a, b, c} << std::vector<Issue>{} << 0 << 1 << 0;
    QTest::newRow("same: nothing") << std::vector<Issue>{a, b} << std::vector<Issue>{a, b} << 0 << 0 << 0;
    QTest::newRow("one replaced") << std::vector<Issue>{a, b} << std::vector<Issue>{a, c} << 1 << 1 << 0;
    QTest::newRow("middle removed") << std::vector<Issue>{a, b, c} << std::vector<Issue>{a, c} << 0 << 1 << 0;
    QTest::newRow("two runs removed") << std::vector<Issue>{a, b, c, d} << std::vector<Issue>{b, d} << 0 << 2 << 0;
    QTest::newRow("inserted at front") << std::vector<Issue>{b, c} << std::vector<Issue>{a, b, c} << 1 << 0 << 0;
    QTest::newRow("reworded: data changed") << std::vector<Issue>{a, b}
                                            << std::vector<Issue>{a, overlap(3, 4, QStringLiteral("new words"))}
                                            << 0 << 0 << 1;
    QTest::newRow("reordered: rows rewritten") << std::vector<Issue>{a, b, c} << std::vector<Issue>{c, b, a}
                                               << 0 << 0 << 2; // rows 0 and 2, not row 1
    QTest::newRow("cells tell subjects apart")
        << std::vector<Issue>{cells(1, {{0, 0}}), cells(1, {{1, 0}})}
        << std::vector<Issue>{cells(1, {{1, 0}}), cells(2, {{1, 0}})} << 1 << 1 << 0;
    QTest::newRow("repeated subject") << std::vector<Issue>{a} << std::vector<Issue>{a, a} << 1 << 0 << 0;
    QTest::newRow("repeat dropped") << std::vector<Issue>{a, a, b} << std::vector<Issue>{a, b} << 0 << 1 << 1;
}

void TestIssuesModel::transitions()
{
    QFETCH(std::vector<Issue>, before);
    QFETCH(std::vector<Issue>, after);
    QFETCH(int, inserts);
    QFETCH(int, removes);
    QFETCH(int, changes);
    IssuesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIssues(before);
    Mirror mirror(&model);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setIssues(after);
    QVERIFY(model.issues() == after);
    QCOMPARE(mirror.rows(), texts(after));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), inserts);
    QCOMPARE(removed.count(), removes);
    QCOMPARE(changed.count(), changes);
}

void TestIssuesModel::randomLists_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 8; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void TestIssuesModel::randomLists()
{
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    IssuesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Mirror mirror(&model);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    for (int round = 0; round < 60; ++round) {
        // Subjects from a small pool, so lists share many; wording varies now and then.
        std::vector<Issue> next;
        const int count = int(rng() % 40);
        for (int k = 0; k < count; ++k) {
            const ObjectId a = ObjectId(rng() % 30 + 1);
            next.push_back(rng() % 5 == 0 ? overlap(a, a + 1, QStringLiteral("v%1").arg(rng() % 3))
                                          : overlap(a, a + 1));
        }
        model.setIssues(next);
        QVERIFY(model.issues() == next);
        QCOMPARE(mirror.rows(), texts(next));
    }
    QCOMPARE(reset.count(), 0);
}

void TestIssuesModel::oneChangeAmongMany_data()
{
    QTest::addColumn<int>("at");
    QTest::newRow("first") << 0;
    QTest::newRow("middle") << 25000;
    QTest::newRow("last") << 49999;
}

// A drag that ends one overlap and starts another among 50,000 issues: one removal, one
// insertion, no rewrite of the other rows.
void TestIssuesModel::oneChangeAmongMany()
{
    QFETCH(int, at);
    std::vector<Issue> issues;
    for (int i = 0; i < 50000; ++i)
        issues.push_back(overlap(ObjectId(2 * i + 1), ObjectId(2 * i + 2)));
    IssuesModel model;
    model.setIssues(issues);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    issues[std::size_t(at)] = overlap(1000001, 1000002);
    model.setIssues(issues);
    QVERIFY(model.issues() == issues);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(inserted.first().at(1).toInt(), at);
    QCOMPARE(removed.first().at(1).toInt(), at);
}

QTEST_MAIN(TestIssuesModel)
#include "tst_issuesmodel.moc"
