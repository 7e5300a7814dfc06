// Several objects edited at once in Properties (role, layer, name, a property, a move by an
// offset) and align / distribute, driven with mouse and keys on the real window (offscreen),
// each change checked against the level and as one undo step.

#include "Document.h"
#include "LayersDock.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "model/Commands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ledge;

class TestMultiEdit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void sharedFields();
    void moveToAnotherLayer();
    void align_data();
    void align();
    void distribute_data();
    void distribute();

private:
    QPoint at(QPointF p) const { return mView->mapFromScene(p); }
    Level* level() const { return mWindow->document()->level(); }
    int steps() const { return mWindow->document()->undoStack()->count(); }
    template <typename T> T* field(const char* name) const
    {
        T* w = mWindow->findChild<T*>(QString::fromLatin1(name));
        return w && w->isVisible() ? w : nullptr;
    }
    // Boxes 1..n, then all selected with a rubber band over them.
    void addAndSelect(const QList<QRectF>& boxes);

    MainWindow* mWindow = nullptr;
    LevelView* mView = nullptr;
    QTemporaryDir mSettingsDir;
};

void TestMultiEdit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_multiedit"));
}

void TestMultiEdit::init()
{
    mWindow = new MainWindow;
    GridSettings grid;
    grid.cellSize = 32;
    grid.columns = 20;
    grid.rows = 12;
    mWindow->newLevel(QStringLiteral("test"), grid, MovementMode::Platformer);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    mView = mWindow->view();
    mView->setZoom(1.0);
    mView->centerOn(QPointF(320, 192));
    mWindow->setTool(ToolId::Select);
}

void TestMultiEdit::cleanup()
{
    mWindow->document()->undoStack()->setClean();
    delete mWindow;
    mWindow = nullptr;
}

void TestMultiEdit::addAndSelect(const QList<QRectF>& boxes)
{
    ObjectId id = 1;
    const LayerId layer = mWindow->document()->layerForNewObjects();
    for (const QRectF& r : boxes) {
        LevelObject o;
        o.id = id++;
        o.shape = Box{r.x(), r.y(), r.width(), r.height()};
        mWindow->document()->push(new AddObjectCommand(level(), layer, o));
    }
    // A rubber band from the level's top-left corner over everything.
    QTest::mousePress(mView->viewport(), Qt::LeftButton, {}, at({2, 2}));
    QTest::mouseMove(mView->viewport(), at({300, 200}));
    QTest::mouseMove(mView->viewport(), at({630, 374}));
    QTest::mouseRelease(mView->viewport(), Qt::LeftButton, {}, at({630, 374}));
    QCOMPARE(mWindow->scene()->selectedIds().size(), boxes.size());
}

void TestMultiEdit::sharedFields()
{
    addAndSelect({{64, 64, 64, 64}, {192, 96, 32, 32}, {320, 64, 64, 96}});
    QVERIFY(field<QWidget>("multiEdit"));

    // Role: typed in the combo, as a keyboard user picks it.
    auto* role = field<QComboBox>("multiRole");
    QVERIFY(role);
    int before = steps();
    role->setFocus();
    QTest::keyClicks(role, QStringLiteral("Haz"));
    QCOMPARE(steps(), before + 1);
    level()->forEachObject([](const LayerInfo&, const LevelObject& o) { QCOMPARE(o.role, Role::Hazard); });

    // Name.
    auto* name = field<QLineEdit>("multiName");
    before = steps();
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("brick"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(steps(), before + 1);
    level()->forEachObject([](const LayerInfo&, const LevelObject& o) { QCOMPARE(o.name, QStringLiteral("brick")); });

    // A property on all.
    before = steps();
    QTest::keyClicks(field<QLineEdit>("multiKey"), QStringLiteral("points"));
    QTest::keyClicks(field<QLineEdit>("multiValue"), QStringLiteral("10"));
    QTest::mouseClick(field<QPushButton>("multiSetProperty"), Qt::LeftButton);
    QCOMPARE(steps(), before + 1);
    level()->forEachObject([](const LayerInfo&, const LevelObject& o) { QCOMPARE(o.properties.value(QStringLiteral("points")), QVariant(10.0)); });

    // Move by an offset.
    std::map<ObjectId, Aabb> was;
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) { was[o.id] = bounds(o.shape); });
    before = steps();
    auto* dx = field<QDoubleSpinBox>("multiDx");
    dx->setFocus();
    QTest::keyClick(dx, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(dx, QStringLiteral("32"));
    QTest::keyClick(dx, Qt::Key_Tab);
    QTest::mouseClick(field<QPushButton>("multiMove"), Qt::LeftButton);
    QCOMPARE(steps(), before + 1);
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        QCOMPARE(bounds(o.shape).minX, was[o.id].minX + 32);
        QCOMPARE(bounds(o.shape).minY, was[o.id].minY);
    });
    // One undo takes the move back for all of them.
    mWindow->document()->undoStack()->undo();
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) { QCOMPARE(bounds(o.shape).minX, was[o.id].minX); });
}

void TestMultiEdit::moveToAnotherLayer()
{
    addAndSelect({{64, 64, 64, 64}, {192, 96, 32, 32}});
    const LayerId from = level()->layerOf(1);
    mWindow->layersDock()->addLayer(LayerType::Objects);
    const LayerId to = mWindow->document()->currentLayer();
    QVERIFY(to != from);
    mWindow->scene()->setSelectedIds({1, 2});
    auto* layer = field<QComboBox>("multiLayer");
    QVERIFY(layer);
    const int before = steps();
    layer->setFocus();
    // The new layer is on top, so first in the list: one step up.
    QTest::keyClick(layer, Qt::Key_Up);
    QCOMPARE(steps(), before + 1);
    QCOMPARE(level()->layerOf(1), to);
    QCOMPARE(level()->layerOf(2), to);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(level()->layerOf(1), from);
}

void TestMultiEdit::align_data()
{
    QTest::addColumn<QString>("button");
    for (const char* b : {"alignLeft", "alignCentreX", "alignRight", "alignTop", "alignCentreY", "alignBottom"})
        QTest::newRow(b) << QString::fromLatin1(b);
}

// After a click each object's edge (or centre) sits on the selection's, and only along that axis.
void TestMultiEdit::align()
{
    QFETCH(QString, button);
    const QList<QRectF> boxes{{64, 64, 64, 64}, {192, 96, 32, 32}, {320, 40, 64, 96}};
    addAndSelect(boxes);
    const double left = 64, right = 384, top = 40, bottom = 136;
    const int before = steps();
    QTest::mouseClick(field<QPushButton>(button.toLatin1().constData()), Qt::LeftButton);
    QCOMPARE(steps(), before + 1);
    for (int i = 0; i < boxes.size(); ++i) {
        const Aabb b = bounds(level()->object(ObjectId(i + 1))->shape);
        const QRectF was = boxes[i];
        const bool horizontal = button.endsWith(u"Left") || button.endsWith(u"Right") || button.endsWith(u"CentreX");
        if (horizontal)
            QCOMPARE(b.minY, was.y());
        else
            QCOMPARE(b.minX, was.x());
        if (button == u"alignLeft") QCOMPARE(b.minX, left);
        if (button == u"alignRight") QCOMPARE(b.maxX, right);
        if (button == u"alignCentreX") QCOMPARE((b.minX + b.maxX) / 2, (left + right) / 2);
        if (button == u"alignTop") QCOMPARE(b.minY, top);
        if (button == u"alignBottom") QCOMPARE(b.maxY, bottom);
        if (button == u"alignCentreY") QCOMPARE((b.minY + b.maxY) / 2, (top + bottom) / 2);
    }
}

void TestMultiEdit::distribute_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QList<QRectF>>("boxes");
    QTest::newRow("across, uneven gaps") << QStringLiteral("distributeX")
                                         << QList<QRectF>{{64, 64, 64, 64}, {150, 96, 32, 32}, {480, 64, 64, 96}, {300, 200, 16, 16}};
    QTest::newRow("down, uneven gaps") << QStringLiteral("distributeY")
                                       << QList<QRectF>{{64, 20, 64, 40}, {200, 70, 32, 32}, {320, 300, 64, 50}};
}

// Neighbouring bounds end up with equal gaps; the first and the last stay where they were.
void TestMultiEdit::distribute()
{
    QFETCH(QString, button);
    QFETCH(QList<QRectF>, boxes);
    addAndSelect(boxes);
    const bool across = button == u"distributeX";
    const int before = steps();
    QTest::mouseClick(field<QPushButton>(button.toLatin1().constData()), Qt::LeftButton);
    QCOMPARE(steps(), before + 1);
    std::vector<std::pair<double, double>> spans; // (near, far) along the axis, sorted
    for (int i = 0; i < boxes.size(); ++i) {
        const Aabb b = bounds(level()->object(ObjectId(i + 1))->shape);
        spans.push_back(across ? std::pair{b.minX, b.maxX} : std::pair{b.minY, b.maxY});
        // Only along the axis.
        QCOMPARE(across ? b.minY : b.minX, across ? boxes[i].y() : boxes[i].x());
    }
    std::sort(spans.begin(), spans.end());
    const double gap = spans[1].first - spans[0].second;
    for (std::size_t i = 1; i < spans.size(); ++i)
        QVERIFY(std::abs((spans[i].first - spans[i - 1].second) - gap) < 1e-9);
    double nearest = 1e9, farthest = -1e9;
    for (const QRectF& r : boxes) {
        nearest = std::min(nearest, across ? r.left() : r.top());
        farthest = std::max(farthest, across ? r.right() : r.bottom());
    }
    QCOMPARE(spans.front().first, nearest);
    QCOMPARE(spans.back().second, farthest);
}

QTEST_MAIN(TestMultiEdit)
#include "tst_multiedit.moc"
