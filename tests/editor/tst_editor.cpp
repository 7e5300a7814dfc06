// The editor driven like a designer drives it: mouse and key events on the real canvas
// (offscreen), checked against the level model, the overlap highlights and the Issues list.

#include "Document.h"
#include "IssuesDock.h"
#include "IssuesModel.h"
#include "LayersDock.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "ObjectOps.h"
#include "OverlapItem.h"
#include "PolygonTool.h"
#include "ShapeGeometry.h"
#include "ShapeTool.h"
#include "TileTool.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QListView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Shape)

namespace {
constexpr double kCell = 32;

LevelObject solidBox(ObjectId id, double x, double y, double w, double h)
{
    LevelObject o;
    o.id = id;
    o.role = Role::Solid;
    o.shape = Box{x, y, w, h};
    return o;
}

int overlapRows(const IssuesModel* model, ObjectId a, ObjectId b)
{
    int n = 0;
    for (const Issue& i : model->issues())
        if (i.code == QLatin1String(IssueCode::Overlap) && i.objects == std::vector<ObjectId>{a, b})
            ++n;
    return n;
}
} // namespace

class TestEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void drawShape_data();
    void drawShape();
    void placeMarker_data();
    void placeMarker();
    void polygonTool_data();
    void polygonTool();
    void moveOntoAnotherHighlights();
    void dragIsOneUndoStep();
    void undoRedoEveryStep();
    void resizeHandle();
    void tilePaintAndErase_data();
    void tilePaintAndErase();
    void saveReopenIdentical();
    void badFileNamesField_data();
    void badFileNamesField();
    void quickFixes_data();
    void quickFixes();
    void modifiedMarker();
    void polygonVertexEdits();
    void rubberBandSelects_data();
    void rubberBandSelects();
    void copyPasteNewIds();
    void layerDockEdits();
    void issuesModelUpdatesRows();
    void dragInLargeLevel();
    void propertiesEditsAreUndoable_data();
    void propertiesEditsAreUndoable();

private:
    QPoint at(QPointF levelPos) const { return mView->mapFromScene(levelPos); }
    QWidget* viewport() const { return mView->viewport(); }
    Level* level() const { return mWindow->document()->level(); }
    LayerId objectsLayer() const { return mWindow->document()->layerForNewObjects(); }
    void drag(QPointF from, QPointF to, Qt::MouseButton button = Qt::LeftButton);

    MainWindow* mWindow = nullptr;
    LevelView* mView = nullptr;
    QTemporaryDir mSettingsDir;
};

void TestEditor::initTestCase()
{
    // Recent files go to a throwaway settings file, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
}

void TestEditor::init()
{
    mWindow = new MainWindow;
    GridSettings grid;
    grid.cellSize = kCell;
    grid.columns = 20;
    grid.rows = 12;
    mWindow->newLevel(QStringLiteral("test"), grid, MovementMode::Platformer);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    mView = mWindow->view();
    // A known mapping: 1 screen pixel per level unit, level centred.
    mView->setZoom(1.0);
    mView->centerOn(QPointF(320, 192));
    mWindow->document()->setSnapEnabled(true);
    mWindow->document()->setSnapSubdivisions(2);
}

void TestEditor::cleanup()
{
    mWindow->document()->undoStack()->setClean(); // no "unsaved changes" prompt
    delete mWindow;
    mWindow = nullptr;
}

void TestEditor::drag(QPointF from, QPointF to, Qt::MouseButton button)
{
    QTest::mousePress(viewport(), button, {}, at(from));
    const int steps = 4;
    for (int i = 1; i <= steps; ++i)
        QTest::mouseMove(viewport(), at(from + (to - from) * (double(i) / steps)));
    QTest::mouseRelease(viewport(), button, {}, at(to));
}

void TestEditor::drawShape_data()
{
    QTest::addColumn<int>("tool");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<bool>("flip");
    QTest::addColumn<Shape>("expected");

    QTest::newRow("box") << int(ToolId::Box) << QPointF(64, 96) << QPointF(160, 160) << false
                         << Shape(Box{64, 96, 96, 64});
    QTest::newRow("box dragged up-left") << int(ToolId::Box) << QPointF(161, 159) << QPointF(63, 95) << false
                                         << Shape(Box{64, 96, 96, 64});
    QTest::newRow("box snapped to half cells") << int(ToolId::Box) << QPointF(66, 99) << QPointF(110, 143) << false
                                               << Shape(Box{64, 96, 48, 48});
    QTest::newRow("circle") << int(ToolId::Circle) << QPointF(192, 192) << QPointF(240, 192) << false
                            << Shape(Circle{192, 192, 48});
    QTest::newRow("slope rising right") << int(ToolId::Slope) << QPointF(64, 128) << QPointF(128, 192) << false
                                        << Shape(Slope{64, 128, 64, 64, Rise::Right, false});
    QTest::newRow("slope flipped with F") << int(ToolId::Slope) << QPointF(64, 128) << QPointF(128, 192) << true
                                          << Shape(Slope{64, 128, 64, 64, Rise::Left, false});
    QTest::newRow("click makes one cell") << int(ToolId::Box) << QPointF(100, 100) << QPointF(100, 100) << false
                                          << Shape(Box{96, 96, 32, 32});
}

void TestEditor::drawShape()
{
    QFETCH(int, tool);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(bool, flip);
    QFETCH(Shape, expected);

    mWindow->setTool(ToolId(tool));
    if (flip)
        QTest::keyClick(mWindow, Qt::Key_F);
    const int before = level()->objectCount();
    drag(from, to);
    QCOMPARE(level()->objectCount(), before + 1);
    const std::vector<ObjectId>& ids = level()->objectIds(objectsLayer());
    const LevelObject* o = level()->object(ids.back());
    QVERIFY(o);
    QCOMPARE(o->role, Role::Solid);
    QVERIFY2(o->shape == expected, "unexpected shape");
    // The new object is selected and has an item on the canvas.
    QCOMPARE(mWindow->scene()->selectedIds(), QList<ObjectId>{o->id});
    QVERIFY(mWindow->scene()->hasObject(o->id));
}

void TestEditor::placeMarker_data()
{
    QTest::addColumn<int>("tool");
    QTest::addColumn<int>("role");
    QTest::newRow("spawn") << int(ToolId::Spawn) << int(Role::Spawn);
    QTest::newRow("goal") << int(ToolId::Goal) << int(Role::Goal);
    QTest::newRow("pickup") << int(ToolId::Pickup) << int(Role::Pickup);
}

void TestEditor::placeMarker()
{
    QFETCH(int, tool);
    QFETCH(int, role);
    mWindow->setTool(ToolId(tool));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({113, 250}));
    QCOMPARE(level()->objectCount(), 1);
    const LevelObject* o = level()->object(level()->objectIds(objectsLayer()).back());
    QCOMPARE(int(o->role), role);
    QVERIFY(o->shape == Shape(Point{112, 256}));
    // A second spawn click moves the one spawn instead of adding another.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({300, 300}));
    QCOMPARE(level()->objectCount(), role == int(Role::Spawn) ? 1 : 2);
}

void TestEditor::polygonTool_data()
{
    QTest::addColumn<QString>("finish"); // how the polygon ends
    QTest::addColumn<int>("expectedPoints"); // 0 = no polygon
    QTest::newRow("enter closes") << "enter" << 4;
    QTest::newRow("double-click closes") << "dclick" << 4;
    QTest::newRow("click on first vertex closes") << "first" << 4;
    QTest::newRow("backspace drops last vertex") << "backspace" << 3;
    QTest::newRow("escape cancels") << "escape" << 0;
    QTest::newRow("two vertices do not make a polygon") << "two" << 0;
}

void TestEditor::polygonTool()
{
    QFETCH(QString, finish);
    QFETCH(int, expectedPoints);
    mWindow->setTool(ToolId::Polygon);
    auto* tool = static_cast<PolygonTool*>(mWindow->currentTool());
    const QPointF pts[] = {{64, 64}, {192, 64}, {192, 160}, {64, 192}};
    const int count = finish == QLatin1String("two") ? 2 : 4;
    for (int i = 0; i < count; ++i)
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(pts[i]));
    if (finish == QLatin1String("enter") || finish == QLatin1String("two")) {
        QTest::keyClick(viewport(), Qt::Key_Return);
    } else if (finish == QLatin1String("dclick")) {
        // A widget sees press, release, double-click, release: the first click added the
        // vertex, the double-click closes without adding another.
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(pts[3]));
    } else if (finish == QLatin1String("first")) {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(pts[0]));
    } else if (finish == QLatin1String("backspace")) {
        QTest::keyClick(viewport(), Qt::Key_Backspace);
        QCOMPARE(tool->points().size(), 3);
        QTest::keyClick(viewport(), Qt::Key_Return);
    } else if (finish == QLatin1String("escape")) {
        QTest::keyClick(viewport(), Qt::Key_Escape);
        QVERIFY(tool->points().isEmpty());
    }
    if (expectedPoints == 0) {
        QCOMPARE(level()->objectCount(), 0);
        return;
    }
    QCOMPARE(level()->objectCount(), 1);
    QVERIFY(tool->points().isEmpty());
    const LevelObject* o = level()->object(level()->objectIds(objectsLayer()).back());
    const auto* poly = std::get_if<Polygon>(&o->shape);
    QVERIFY(poly);
    QCOMPARE(int(poly->points.size()), expectedPoints);
    for (int i = 0; i < expectedPoints; ++i)
        QCOMPARE(toQt(poly->points[std::size_t(i)]), pts[i]);
}

void TestEditor::moveOntoAnotherHighlights()
{
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(2, 320, 64, 64, 64)));
    LevelScene* scene = mWindow->scene();
    QVERIFY(!scene->isOverlapping(1));
    mWindow->setTool(ToolId::Select);

    // Drag box 2 onto box 1, checking the highlight during the drag (before the release).
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at({350, 90}));
    QTest::mouseMove(viewport(), at({250, 90}));
    QTest::mouseMove(viewport(), at({126, 90})); // box 2 now at x = 96 (snapped)
    QVERIFY(scene->isOverlapping(1));
    QVERIFY(scene->isOverlapping(2));
    QCOMPARE(scene->overlapItem()->pairCount(), 1);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({126, 90}));
    QVERIFY(std::get<Box>(level()->object(2)->shape) == (Box{96, 64, 64, 64}));
    QTRY_COMPARE(overlapRows(mWindow->issuesDock()->model(), 1, 2), 1);

    // Clicking the row selects both objects.
    scene->setSelectedIds({});
    QListView* list = mWindow->issuesDock()->view();
    const IssuesModel* model = mWindow->issuesDock()->model();
    int row = 0;
    while (model->issue(row).code != QLatin1String(IssueCode::Overlap))
        ++row;
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(model->index(row)).center());
    QCOMPARE(scene->selectedIds(), (QList<ObjectId>{1, 2}));
    scene->setSelectedIds({});

    // Move it away again: highlights and the issue go.
    drag({130, 90}, {330, 90});
    QVERIFY(!scene->isOverlapping(1));
    QVERIFY(!scene->isOverlapping(2));
    QCOMPARE(scene->overlapItem()->pairCount(), 0);
    QTRY_COMPARE(overlapRows(mWindow->issuesDock()->model(), 1, 2), 0);
}

void TestEditor::dragIsOneUndoStep()
{
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    const int steps = doc->undoStack()->count();
    mWindow->setTool(ToolId::Select);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at({90, 90}));
    for (int x = 100; x <= 300; x += 20)
        QTest::mouseMove(viewport(), at({double(x), 90}));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({300, 90}));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(std::get<Box>(level()->object(1)->shape) != (Box{64, 64, 64, 64}));
    doc->undoStack()->undo();
    QVERIFY(std::get<Box>(level()->object(1)->shape) == (Box{64, 64, 64, 64}));
}

void TestEditor::undoRedoEveryStep()
{
    // Several kinds of edit through the UI; undoing all restores the empty level, redoing
    // all restores the final file byte for byte, and every intermediate state too.
    QUndoStack* stack = mWindow->document()->undoStack();
    std::vector<QByteArray> states{writeLevel(*level())};
    auto record = [&] { states.push_back(writeLevel(*level())); };

    mWindow->setTool(ToolId::Box);
    drag({64, 64}, {128, 128});
    record();
    mWindow->setTool(ToolId::Circle);
    drag({320, 160}, {352, 160});
    record();
    mWindow->setTool(ToolId::Tiles);
    drag({16, 368}, {300, 368});
    record();
    mWindow->setTool(ToolId::Select);
    drag({90, 90}, {190, 120});
    record();
    QTest::keyClick(viewport(), Qt::Key_Right, Qt::ShiftModifier);
    record();
    mWindow->scene()->setSelectedIds({level()->objectIds(objectsLayer()).front()});
    mWindow->action("actionDelete")->trigger();
    record();
    mWindow->scene()->setSelectedIds({level()->objectIds(objectsLayer()).front()});
    mWindow->action("actionDuplicate")->trigger();
    record();
    QCOMPARE(stack->count(), int(states.size()) - 1);

    for (int i = int(states.size()) - 1; i > 0; --i) {
        QCOMPARE(writeLevel(*level()), states[std::size_t(i)]);
        stack->undo();
    }
    QCOMPARE(writeLevel(*level()), states.front());
    for (std::size_t i = 1; i < states.size(); ++i) {
        stack->redo();
        QCOMPARE(writeLevel(*level()), states[i]);
    }
}

void TestEditor::resizeHandle()
{
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    mWindow->setTool(ToolId::Select);
    mWindow->scene()->setSelectedIds({1});
    // Bottom-right corner handle to (192, 160).
    drag({128, 128}, {192, 160});
    QVERIFY(std::get<Box>(level()->object(1)->shape) == (Box{64, 64, 128, 96}));
}

void TestEditor::tilePaintAndErase_data()
{
    QTest::addColumn<bool>("eraserToggle");
    QTest::newRow("right button erases") << false;
    QTest::newRow("eraser toggle erases") << true;
}

void TestEditor::tilePaintAndErase()
{
    QFETCH(bool, eraserToggle);
    mWindow->setTool(ToolId::Tiles);
    auto* tool = static_cast<TileTool*>(mWindow->currentTool());
    const LayerId layer = tool->targetLayer();
    QVERIFY(layer != 0);
    QUndoStack* stack = mWindow->document()->undoStack();
    // A fast stroke along row 5 from column 1 to column 8: no gaps.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at({48, 176}));
    QTest::mouseMove(viewport(), at({272, 176}));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({272, 176}));
    for (int c = 1; c <= 8; ++c)
        QCOMPARE(level()->tile(layer, c, 5), TileKind::Solid);
    QCOMPARE(level()->tile(layer, 0, 5), TileKind::Empty);
    QCOMPARE(level()->tile(layer, 9, 5), TileKind::Empty);
    QCOMPARE(stack->count(), 1); // one stroke, one step

    if (eraserToggle) {
        tool->setEraser(true);
        drag({112, 176}, {176, 176});
    } else {
        drag({112, 176}, {176, 176}, Qt::RightButton);
    }
    for (int c = 3; c <= 5; ++c)
        QCOMPARE(level()->tile(layer, c, 5), TileKind::Empty);
    QCOMPARE(level()->tile(layer, 2, 5), TileKind::Solid);
    QCOMPARE(level()->tile(layer, 6, 5), TileKind::Solid);
    QCOMPARE(stack->count(), 2);
    stack->undo();
    QCOMPARE(level()->tile(layer, 4, 5), TileKind::Solid);
}

void TestEditor::saveReopenIdentical()
{
    mWindow->setTool(ToolId::Box);
    drag({64, 64}, {128, 128});
    mWindow->setTool(ToolId::Polygon);
    for (QPointF p : {QPointF(200, 200), QPointF(260, 200), QPointF(230, 250)})
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(p));
    QTest::keyClick(viewport(), Qt::Key_Return);
    mWindow->setTool(ToolId::Tiles);
    drag({16, 368}, {200, 368});
    mWindow->setTool(ToolId::Spawn);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({40, 352}));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("level.ledge"));
    QString error;
    QVERIFY2(mWindow->saveFile(path, &error), qPrintable(error));
    QVERIFY(mWindow->document()->undoStack()->isClean());
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0),
             QFileInfo(path).absoluteFilePath());
    const QByteArray saved = writeLevel(*level());
    // The snapshot background validation reads is the same level.
    QCOMPARE(writeLevel(*cloneLevel(*level())), saved);

    MainWindow other;
    QVERIFY2(other.loadFile(path, &error), qPrintable(error));
    QCOMPARE(writeLevel(*other.document()->level()), saved);
    QCOMPARE(other.document()->level()->objectCount(), 3);
    QCOMPARE(other.document()->filePath(), path);
}

void TestEditor::badFileNamesField_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mention");
    QTest::newRow("not json") << QByteArray("{ nope") << QString("bad.ledge");
    QTest::newRow("circle radius is a string")
        << QByteArray(R"({"format":"ledge-level","version":1,"grid":{"cellSize":32,"columns":4,"rows":2},
            "layers":[{"id":1,"type":"objects","objects":[{"id":1,"role":"solid","shape":{"type":"circle","x":1,"y":1,"r":"big"}}]}]})")
        << QString("/layers/0/objects/0/shape/r");
}

void TestEditor::badFileNamesField()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mention);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.ledge"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const QByteArray before = writeLevel(*level());
    QString error;
    QVERIFY(!mWindow->loadFile(path, &error));
    QVERIFY2(error.contains(mention), qPrintable(error));
    QCOMPARE(writeLevel(*level()), before); // the open level is untouched
}

void TestEditor::quickFixes_data()
{
    QTest::addColumn<bool>("merge");
    QTest::newRow("separate") << false;
    QTest::newRow("merge") << true;
}

void TestEditor::quickFixes()
{
    QFETCH(bool, merge);
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(2, 112, 64, 64, 64)));
    QVERIFY(doc->overlaps()->isOverlapping(1));
    const int steps = doc->undoStack()->count();
    const QString error = merge ? ops::merge(*doc, 1, 2) : ops::separate(*doc, 2, 1);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    if (merge) {
        QCOMPARE(level()->objectCount(), 1);
        const LevelObject* o = level()->object(level()->objectIds(objectsLayer()).front());
        QVERIFY(std::holds_alternative<Polygon>(o->shape));
        QCOMPARE(toQt(bounds(o->shape)), QRectF(64, 64, 112, 64));
    } else {
        QVERIFY(std::get<Box>(level()->object(2)->shape) == (Box{128, 64, 64, 64}));
        QVERIFY(!doc->overlaps()->isOverlapping(1));
    }
    doc->undoStack()->undo();
    QCOMPARE(level()->objectCount(), 2);
    QVERIFY(doc->overlaps()->isOverlapping(1));
}

void TestEditor::modifiedMarker()
{
    QVERIFY(!mWindow->isWindowModified());
    mWindow->setTool(ToolId::Box);
    drag({64, 64}, {128, 128});
    QVERIFY(mWindow->isWindowModified());
    mWindow->document()->undoStack()->undo();
    QVERIFY(!mWindow->isWindowModified());
}

void TestEditor::polygonVertexEdits()
{
    LevelObject tri;
    tri.id = 1;
    tri.shape = Polygon{{{64, 64}, {192, 64}, {64, 192}}};
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), tri));
    mWindow->setTool(ToolId::Select);
    mWindow->scene()->setSelectedIds({1});
    auto points = [&] { return std::get<Polygon>(level()->object(1)->shape).points; };

    // Double-click the top edge: a vertex is inserted after vertex 0.
    QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at({128, 64}));
    QCOMPARE(points().size(), std::size_t(4));
    QVERIFY(points()[1] == (Vec2{128, 64}));
    // Drag the new vertex up.
    drag({128, 64}, {128, 32});
    QVERIFY(points()[1] == (Vec2{128, 32}));
    // Select it (click) and delete it.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({128, 32}));
    mWindow->action("actionDelete")->trigger();
    QCOMPARE(points().size(), std::size_t(3));
    QCOMPARE(level()->objectCount(), 1);
    // A triangle keeps its vertices: Delete on a vertex of it removes nothing.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({192, 64}));
    mWindow->action("actionDelete")->trigger();
    QCOMPARE(points().size(), std::size_t(3));
}

void TestEditor::rubberBandSelects_data()
{
    QTest::addColumn<QRectF>("band");
    QTest::addColumn<QList<ObjectId>>("expected");
    QTest::newRow("both") << QRectF(40, 40, 400, 100) << QList<ObjectId>{1, 2};
    QTest::newRow("first only") << QRectF(40, 40, 100, 100) << QList<ObjectId>{1};
    QTest::newRow("empty area clears") << QRectF(40, 300, 100, 40) << QList<ObjectId>{};
}

void TestEditor::rubberBandSelects()
{
    QFETCH(QRectF, band);
    QFETCH(QList<ObjectId>, expected);
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(2, 320, 64, 64, 64)));
    mWindow->setTool(ToolId::Select);
    mWindow->scene()->setSelectedIds({2});
    drag(band.topLeft(), band.bottomRight());
    QCOMPARE(mWindow->scene()->selectedIds(), expected);
}

void TestEditor::copyPasteNewIds()
{
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    mWindow->scene()->setSelectedIds({1});
    mWindow->action("actionCopy")->trigger();
    mWindow->action("actionPaste")->trigger();
    QCOMPARE(level()->objectCount(), 2);
    const QList<ObjectId> pasted = mWindow->scene()->selectedIds();
    QCOMPARE(pasted.size(), 1);
    QVERIFY(pasted.first() != 1);
    // No cursor on the canvas yet: pasted in the middle of the view (320, 192), snapped.
    QVERIFY(std::get<Box>(level()->object(pasted.first())->shape) == (Box{288, 160, 64, 64}));
    mWindow->action("actionDuplicate")->trigger();
    QCOMPARE(level()->objectCount(), 3);
    mWindow->document()->undoStack()->undo();
    mWindow->document()->undoStack()->undo();
    QCOMPARE(level()->objectCount(), 1);
}

void TestEditor::layerDockEdits()
{
    LayersDock* dock = mWindow->layersDock();
    const int layers = level()->layerCount();
    dock->addLayer(LayerType::Objects);
    QCOMPARE(level()->layerCount(), layers + 1);
    const LayerId added = mWindow->document()->currentLayer();
    QCOMPARE(level()->layer(added)->type, LayerType::Objects);
    // Hide it from the tree's check box: one undoable command.
    QTreeWidgetItem* item = dock->tree()->currentItem();
    QVERIFY(item);
    item->setCheckState(1, Qt::Unchecked);
    QTRY_VERIFY(!level()->layer(added)->visible);
    // New shapes skip the hidden layer.
    QVERIFY(mWindow->document()->layerForNewObjects() != added);
    mWindow->document()->undoStack()->undo();
    QVERIFY(level()->layer(added)->visible);
    dock->moveCurrentLayer(-1);
    QCOMPARE(level()->layerIndex(added), layers - 1);
    dock->removeCurrentLayer();
    QCOMPARE(level()->layerCount(), layers);
}

void TestEditor::issuesModelUpdatesRows()
{
    IssuesModel model;
    auto issue = [](ObjectId a, ObjectId b) {
        Issue i;
        i.code = QString::fromLatin1(IssueCode::Overlap);
        i.objects = {a, b};
        i.message = QStringLiteral("%1/%2").arg(a).arg(b);
        return i;
    };
    model.setIssues({issue(1, 2), issue(3, 4)});
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setIssues({issue(1, 2), issue(5, 6)});
    QCOMPARE(reset.count(), 0);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.issue(1).objects, (std::vector<ObjectId>{5, 6}));
    model.setIssues({issue(1, 2), issue(5, 6)});
    QCOMPARE(removed.count(), 1); // unchanged: no row traffic
    QCOMPARE(inserted.count(), 1);
}

void TestEditor::dragInLargeLevel()
{
    // 4,800 boxes on a 80 x 60 lattice (touching, never overlapping), then one dragged across
    // them: the highlight stays exact on every move. Prints the cost per mouse move.
    GridSettings grid;
    grid.cellSize = 16;
    grid.columns = 400;
    grid.rows = 300;
    mWindow->newLevel(QStringLiteral("large"), grid, MovementMode::TopDown);
    const LayerId layer = objectsLayer();
    ObjectId id = 1;
    for (int r = 0; r < 60; ++r)
        for (int c = 0; c < 80; ++c)
            level()->insertObject(layer, solidBox(id++, c * 64.0, r * 64.0, 64, 32));
    QElapsedTimer validation;
    validation.start();
    mWindow->document()->validateNow();
    qInfo("full validation of the 4,800-object level (no spawn, so no reachability): %.1f ms", double(validation.nsecsElapsed()) / 1e6);
    mView->setZoom(1.0);
    mView->centerOn(QPointF(300, 300));
    mWindow->setTool(ToolId::Select);
    // Box 1 at (0,0); drag it down into the free band y in [32, 64) (snapped to 8 px) and along it.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at({10, 10}));
    QTest::mouseMove(viewport(), at({10, 30}));
    QTest::mouseMove(viewport(), at({10, 43}));
    QCOMPARE(std::get<Box>(level()->object(1)->shape).y, 32.0);
    QVERIFY(!mWindow->document()->overlaps()->isOverlapping(1));
    QElapsedTimer timer;
    timer.start();
    int moves = 0;
    for (int x = 12; x < 500; x += 4, ++moves)
        QTest::mouseMove(viewport(), at({double(x), 43}));
    const double msPerMove = double(timer.nsecsElapsed()) / 1e6 / moves;
    QVERIFY(!mWindow->document()->overlaps()->isOverlapping(1));
    // Now down into the next row of boxes: overlapping.
    QTest::mouseMove(viewport(), at({500, 80}));
    QVERIFY(mWindow->document()->overlaps()->isOverlapping(1));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({500, 80}));
    qInfo("drag in a 4,800-object level: %.3f ms per mouse move (%d moves)", msPerMove, moves);
}

void TestEditor::propertiesEditsAreUndoable_data()
{
    QTest::addColumn<QString>("field"); // object name of the widget in the Properties dock
    QTest::addColumn<QString>("text");
    QTest::addColumn<Shape>("expected");
    QTest::newRow("x") << "propX" << "100" << Shape(Box{100, 64, 64, 64});
    QTest::newRow("height") << "propH" << "16.5" << Shape(Box{64, 64, 64, 16.5});
}

void TestEditor::propertiesEditsAreUndoable()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(Shape, expected);
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    mWindow->scene()->setSelectedIds({1});
    auto* spin = mWindow->findChild<QDoubleSpinBox*>(field);
    QVERIFY(spin);
    QVERIFY(spin->isVisibleTo(mWindow));
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    QVERIFY2(level()->object(1)->shape == expected, "the field did not reach the model");
    // The name field: one more step.
    auto* name = mWindow->findChild<QLineEdit*>(QStringLiteral("propName"));
    QVERIFY(name);
    name->setFocus();
    name->setText(QStringLiteral("crate"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(level()->object(1)->name, QStringLiteral("crate"));
    QUndoStack* stack = mWindow->document()->undoStack();
    stack->undo();
    QCOMPARE(level()->object(1)->name, QString());
    stack->undo();
    QVERIFY(std::get<Box>(level()->object(1)->shape) == (Box{64, 64, 64, 64}));
    QCOMPARE(spin->value(), 64.0); // the dock follows the undo
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
