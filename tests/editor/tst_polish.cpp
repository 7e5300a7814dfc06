// What a designer new to Ledge hit in an afternoon, each driven on the real window (offscreen)
// with mouse and keys: rule plugins' findings in the Issues dock, the Properties fields' limits
// and undo, paste and duplicate placement, opening other formats, merged polygons, the tool
// bar and the Issues dock's looks.

#include "Document.h"
#include "IssuesDock.h"
#include "IssuesModel.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "PropertiesDock.h"
#include "model/Validator.h"
#include "model/LevelRenderer.h"
#include "model/Palette.h"
#include "LayersDock.h"
#include "collision/Validity.h"
#include "model/Commands.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QToolBar>
#include <QAbstractButton>
#include <QTreeWidget>
#include <QHeaderView>
#include <QSignalSpy>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMessageBox>
#include <QTimer>
#include <QSettings>
#include <QStandardPaths>
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

int rowOf(const IssuesModel* model, const QString& code, std::vector<ObjectId> objects)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->issue(row).code == code && model->issue(row).objects == objects)
            return row;
    return -1;
}
} // namespace

class TestPolish : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ruleFindingsLive();
    void propertiesRefuseInvalid_data();
    void propertiesRefuseInvalid();
    void undoAfterFieldEdit_data();
    void undoAfterFieldEdit();
    void pasteAtCursor();
    void duplicateToFreeSpace_data();
    void duplicateToFreeSpace();
    void mergeSimplified();
    void openAnyMap_data();
    void openAnyMap();
    void distinctIcons();
    void toolBarStaysPut();
    void layersHeader();
    void emptyIssuesPlaceholder();
    void renderPaletteIsCanvas();
    void eraserOffUnderSelect();

private:
    QPoint at(QPointF levelPos) const { return mView->mapFromScene(levelPos); }
    QWidget* viewport() const { return mView->viewport(); }
    Level* level() const { return mWindow->document()->level(); }
    LayerId objectsLayer() const { return mWindow->document()->layerForNewObjects(); }
    void drag(QPointF from, QPointF to);
    // Replaces the text of a Properties field as typed, then Enter.
    void typeInto(QWidget* field, const QString& text);

    MainWindow* mWindow = nullptr;
    LevelView* mView = nullptr;
    QTemporaryDir mSettingsDir;
};

void TestPolish::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_polish"));
}

void TestPolish::init()
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
    mView->setZoom(1.0);
    mView->centerOn(QPointF(320, 192));
    mWindow->document()->setSnapEnabled(true);
    mWindow->document()->setSnapSubdivisions(2);
}

void TestPolish::cleanup()
{
    mWindow->document()->undoStack()->setClean(); // no "unsaved changes" prompt
    delete mWindow;
    mWindow = nullptr;
}

void TestPolish::drag(QPointF from, QPointF to)
{
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at(from));
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(viewport(), at(from + (to - from) * (i / 4.0)));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(to));
}

// Broken 3: the narrow-gap rule plugin's findings are listed live, and clicking one jumps to it.
void TestPolish::ruleFindingsLive()
{
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 192, 64, 64)));
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(2, 320, 192, 64, 64)));
    const IssuesModel* model = mWindow->issuesDock()->model();
    const QString code = QStringLiteral("narrow-gap");
    QTRY_VERIFY(doc->isReportCurrent());
    QCOMPARE(rowOf(model, code, {1, 2}), -1);

    // Drag box 2 to 16 units from box 1: narrower than the player (24).
    mWindow->setTool(ToolId::Select);
    drag({352, 224}, {176, 224});
    QCOMPARE(std::get<Box>(level()->object(2)->shape).x, 144.0);
    QTRY_VERIFY(rowOf(model, code, {1, 2}) >= 0);

    LevelScene* scene = mWindow->scene();
    scene->setSelectedIds({});
    QListView* list = mWindow->issuesDock()->view();
    const int row = rowOf(model, code, {1, 2});
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(model->index(row)).center());
    QCOMPARE(scene->selectedIds(), (QList<ObjectId>{1, 2}));

    // Moved away, the finding goes.
    scene->setSelectedIds({});
    drag({176, 224}, {400, 224});
    QTRY_COMPARE(rowOf(model, code, {1, 2}), -1);
}

void TestPolish::typeInto(QWidget* field, const QString& text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier); // select all
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

void TestPolish::propertiesRefuseInvalid_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Shape>("accepted"); // after typing a sound value, "5"
    QTest::newRow("box height -50") << Shape(Box{64, 64, 64, 64}) << QStringLiteral("propH") << QStringLiteral("-50")
                                    << Shape(Box{64, 64, 64, 5});
    QTest::newRow("box width 0") << Shape(Box{64, 64, 64, 64}) << QStringLiteral("propW") << QStringLiteral("0")
                                 << Shape(Box{64, 64, 5, 64});
    QTest::newRow("circle radius -5") << Shape(Circle{96, 96, 32}) << QStringLiteral("propR") << QStringLiteral("-5")
                                      << Shape(Circle{96, 96, 5});
    QTest::newRow("slope height 0") << Shape(Slope{64, 64, 64, 64, Rise::Right, false}) << QStringLiteral("propH")
                                    << QStringLiteral("0") << Shape(Slope{64, 64, 64, 5, Rise::Right, false});
}

// Broken 5: Properties refuses what `invalid-shape` would flag, with the reason beside the field.
void TestPolish::propertiesRefuseInvalid()
{
    QFETCH(Shape, shape);
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(Shape, accepted);
    Document* doc = mWindow->document();
    LevelObject o = solidBox(1, 0, 0, 1, 1);
    o.shape = shape;
    doc->push(new AddObjectCommand(level(), objectsLayer(), o));
    mWindow->setTool(ToolId::Select);
    const Aabb b = bounds(shape);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(QPointF(b.minX + b.width() * 0.6, b.maxY - 4)));
    QCOMPARE(mWindow->scene()->selectedIds(), QList<ObjectId>{1});
    auto* properties = mWindow->findChild<PropertiesDock*>();
    auto* spin = properties->findChild<QDoubleSpinBox*>(field);
    QVERIFY(spin && spin->isVisible());
    const int steps = doc->undoStack()->count();

    typeInto(spin, typed);
    QVERIFY(level()->object(1)->shape == shape); // refused
    QCOMPARE(doc->undoStack()->count(), steps);
    QLabel* reason = properties->errorLabel(spin);
    QVERIFY(reason && reason->isVisible());
    QCOMPARE(reason->text(), describeShapeProblem(ShapeProblem::NonPositiveSize));
    // Beside the field: right under it, in the same row.
    QCOMPARE(reason->parentWidget(), spin->parentWidget());
    QVERIFY(reason->geometry().top() >= spin->geometry().bottom());

    typeInto(spin, QStringLiteral("5"));
    QVERIFY(level()->object(1)->shape == accepted);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(!reason->isVisible());
}

void TestPolish::undoAfterFieldEdit_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::newRow("x") << QStringLiteral("propX") << QStringLiteral("96");
    QTest::newRow("width") << QStringLiteral("propW") << QStringLiteral("128");
    QTest::newRow("name") << QStringLiteral("propName") << QStringLiteral("ledge");
}

// Broken 6: Ctrl+Z right after a committed field edit undoes the level (the edit is in
// History), with the focus still in the field; typing not yet applied is still the field's.
void TestPolish::undoAfterFieldEdit()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    const LevelObject before = *level()->object(1);
    mWindow->setTool(ToolId::Select);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({96, 96}));
    auto* properties = mWindow->findChild<PropertiesDock*>();
    auto* widget = properties->findChild<QWidget*>(field);
    QVERIFY(widget && widget->isVisible());
    const int steps = doc->undoStack()->count();

    typeInto(widget, typed);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(!(*level()->object(1) == before));
    QVERIFY(QApplication::focusWidget() == widget || widget->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->undoStack()->index(), steps);
    QVERIFY(*level()->object(1) == before);

    // While typing, Ctrl+Z is the field's: the level stays.
    widget->setFocus();
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->undoStack()->index(), steps);
    QVERIFY(*level()->object(1) == before);
}

// Confusing 7: Ctrl+V puts the copy's centre at the cursor (snapped), not one cell off.
void TestPolish::pasteAtCursor()
{
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 64, 64)));
    mWindow->setTool(ToolId::Select);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({96, 96}));
    QCOMPARE(mWindow->scene()->selectedIds(), QList<ObjectId>{1});
    QTest::keyClick(viewport(), Qt::Key_C, Qt::ControlModifier);
    QTest::mouseMove(viewport(), at({322, 226}));
    QTest::keyClick(viewport(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(level()->objectCount(), 2);
    const QList<ObjectId> pasted = mWindow->scene()->selectedIds();
    QCOMPARE(pasted.size(), 1);
    QVERIFY(std::get<Box>(level()->object(pasted.first())->shape) == (Box{288, 192, 64, 64}));
}

void TestPolish::duplicateToFreeSpace_data()
{
    QTest::addColumn<QList<QRectF>>("others"); // solid boxes besides box 1 at (64, 256, 64, 64)
    QTest::addColumn<bool>("floor");           // solid tiles on the two bottom rows (from y 320)
    QTest::newRow("open space") << QList<QRectF>{} << false;
    QTest::newRow("wall to the right") << QList<QRectF>{{128, 192, 64, 128}} << false;
    QTest::newRow("on a tile floor, wall right") << QList<QRectF>{{128, 192, 64, 128}} << true;
    QTest::newRow("boxed in but above") << QList<QRectF>{{128, 192, 64, 128}, {0, 256, 64, 64}, {64, 320, 64, 64}} << false;
}

// Confusing 7: Ctrl+D puts the copy where it meets nothing (checked against every object's
// bounds and every tile), inside the level, never on top of the original.
void TestPolish::duplicateToFreeSpace()
{
    QFETCH(QList<QRectF>, others);
    QFETCH(bool, floor);
    Document* doc = mWindow->document();
    doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 256, 64, 64)));
    ObjectId id = 2;
    for (const QRectF& r : others)
        doc->push(new AddObjectCommand(level(), objectsLayer(), solidBox(id++, r.x(), r.y(), r.width(), r.height())));
    LayerId tiles = 0;
    for (int i = 0; i < level()->layerCount(); ++i)
        if (level()->layerAt(i).type == LayerType::Tiles)
            tiles = level()->layerAt(i).id;
    if (floor) {
        std::vector<Cell> cells;
        for (int c = 0; c < level()->grid().columns; ++c)
            for (int r = 10; r < 12; ++r)
                cells.push_back({c, r});
        doc->push(new SetTilesCommand(level(), tiles, cells, TileKind::Solid));
    }
    mWindow->setTool(ToolId::Select);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({96, 288}));
    QCOMPARE(mWindow->scene()->selectedIds(), QList<ObjectId>{1});
    QTest::keyClick(viewport(), Qt::Key_D, Qt::ControlModifier);
    const QList<ObjectId> copies = mWindow->scene()->selectedIds();
    QCOMPARE(copies.size(), 1);
    const Aabb copy = bounds(level()->object(copies.first())->shape);
    // Brute force: the copy's box against every other object's box and every tile cell.
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.id == copies.first())
            return;
        const Aabb b = bounds(o.shape);
        QVERIFY2(!(copy.minX < b.maxX && b.minX < copy.maxX && copy.minY < b.maxY && b.minY < copy.maxY),
                 qPrintable(QStringLiteral("copy meets #%1").arg(o.id)));
    });
    const TileGrid& grid = level()->tiles(tiles);
    for (int r = 0; r < grid.rows; ++r)
        for (int c = 0; c < grid.columns; ++c)
            if (grid.at(c, r) != TileKind::Empty) {
                const Aabb b = grid.cellBounds(c, r);
                QVERIFY(!(copy.minX < b.maxX && b.minX < copy.maxX && copy.minY < b.maxY && b.minY < copy.maxY));
            }
    const Aabb area = level()->bounds();
    QVERIFY(copy.minX >= area.minX && copy.minY >= area.minY && copy.maxX <= area.maxX && copy.maxY <= area.maxY);
    QCOMPARE(copy.width(), 64.0);
}

// Confusing 9: merging a circle and a triangle gives a tidy polygon: the circle's arc in a few
// edges, the triangle's corners exact, every other vertex a whole number, no collinear or
// repeated vertices; and its area is the union's (measured by sampling, within 2%).
void TestPolish::mergeSimplified()
{
    Document* doc = mWindow->document();
    LevelObject circle = solidBox(1, 0, 0, 1, 1);
    circle.shape = Circle{200, 200, 48};
    LevelObject triangle = solidBox(2, 0, 0, 1, 1);
    const Polygon tri{{{200, 170}, {330, 250}, {150, 290}}};
    triangle.shape = tri;
    doc->push(new AddObjectCommand(level(), objectsLayer(), circle));
    doc->push(new AddObjectCommand(level(), objectsLayer(), triangle));
    const IssuesModel* model = mWindow->issuesDock()->model();
    QTRY_VERIFY(rowOf(model, QStringLiteral("overlap"), {1, 2}) >= 0);

    // Right-click the overlap row, choose Merge.
    QListView* list = mWindow->issuesDock()->view();
    const QRect row = list->visualRect(model->index(rowOf(model, QStringLiteral("overlap"), {1, 2})));
    bool chosen = false;
    QTimer::singleShot(0, this, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->text() == QCoreApplication::translate("ledge::IssuesDock", "Merge into one polygon")) {
                chosen = true;
                a->trigger();
            }
        menu->close();
    });
    // The right button's context menu event, as the window system sends it on a right click.
    QTest::mousePress(list->viewport(), Qt::RightButton, {}, row.center());
    QContextMenuEvent event(QContextMenuEvent::Mouse, row.center(), list->viewport()->mapToGlobal(row.center()));
    QCoreApplication::sendEvent(list->viewport(), &event);
    QTest::mouseRelease(list->viewport(), Qt::RightButton, {}, row.center());
    QTRY_VERIFY(chosen);
    QCOMPARE(level()->objectCount(), 1);
    const LevelObject* merged = nullptr;
    level()->forEachObject([&](const LayerInfo&, const LevelObject& o) { merged = &o; });
    const auto* poly = std::get_if<Polygon>(&merged->shape);
    QVERIFY(poly);
    QCOMPARE(checkShape(*poly), ShapeProblem::None);
    QVERIFY2(poly->points.size() <= 32, qPrintable(QString::number(poly->points.size())));
    const std::size_t n = poly->points.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = poly->points[(i + n - 1) % n], b = poly->points[i], c = poly->points[(i + 1) % n];
        const bool corner = std::find(tri.points.begin(), tri.points.end(), b) != tri.points.end();
        QVERIFY2(corner || (b.x == std::round(b.x) && b.y == std::round(b.y)),
                 qPrintable(QStringLiteral("%1, %2").arg(b.x, 0, 'f', 6).arg(b.y, 0, 'f', 6)));
        QVERIFY(!(a == b));
        QVERIFY((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) != 0);
    }
    // Area: the shoelace formula against sampling the union on a 1/2-unit lattice.
    double area = 0;
    for (std::size_t i = 0; i < n; ++i)
        area += poly->points[i].x * poly->points[(i + 1) % n].y - poly->points[(i + 1) % n].x * poly->points[i].y;
    area = std::abs(area) / 2;
    const QPolygonF triangleQt{QPointF(200, 170), QPointF(330, 250), QPointF(150, 290)};
    double sampled = 0;
    for (double y = 140.25; y < 300; y += 0.5)
        for (double x = 140.25; x < 340; x += 0.5)
            if ((x - 200) * (x - 200) + (y - 200) * (y - 200) < 48 * 48 || triangleQt.containsPoint({x, y}, Qt::OddEvenFill))
                sampled += 0.25;
    QVERIFY2(std::abs(area - sampled) < 0.02 * sampled, qPrintable(QStringLiteral("%1 vs %2").arg(area).arg(sampled)));
}

void TestPolish::openAnyMap_data()
{
    QTest::addColumn<QString>("file"); // in tests/data, or "" for a picture made here
    QTest::addColumn<bool>("opens");
    QTest::newRow("Tiled .tmx") << QStringLiteral("tiled/fallahn_tmxlite__platform.tmx") << true;
    QTest::newRow("Tiled .tmj") << QStringLiteral("tiled/excaliburjs_excalibur-tiled__example-city.tmj") << true;
    QTest::newRow("a picture") << QString() << false;
}

// Confusing 8: File > Open reads any map an importer reads; anything else is said to be no
// level (not "not valid JSON").
void TestPolish::openAnyMap()
{
    QFETCH(QString, file);
    QFETCH(bool, opens);
    QTemporaryDir dir;
    QString path = QStringLiteral(LEDGE_TEST_DATA "/") + file;
    if (file.isEmpty()) {
        path = dir.filePath(QStringLiteral("photo.png"));
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(path));
    }
    mWindow->document()->undoStack()->setClean();
    const int before = level()->objectCount();
    QString errorShown;
    const auto answer = [&] {
        // Answers whatever modal window shows: the file dialog, then an error or warnings.
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            QVERIFY(name);
            // The name alone, typed in its folder: a whole path typed key by key meets the name
            // completer, whose pop-up over a crowded folder takes keys of its own.
            const QFileInfo info(path);
            dialog->setDirectory(info.absolutePath());
            QTest::keyClicks(name, info.fileName());
            QTest::keyClick(name, Qt::Key_Return);
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            if (box->objectName() == u"openError")
                errorShown = box->text();
            box->accept();
        }
    };
    QSignalSpy replaced(mWindow->document(), &Document::levelReplaced);
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, answer);
    timer.start(10);
    mWindow->action(QStringLiteral("actionOpen"))->trigger();
    timer.stop();
    if (opens) {
        QVERIFY2(errorShown.isEmpty(), qPrintable(errorShown));
        QCOMPARE(replaced.count(), 1);
        QVERIFY(level()->objectCount() > 0);
        QVERIFY(mWindow->document()->filePath().isEmpty()); // an imported map: Save asks where
    } else {
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(level()->objectCount(), before);
        QVERIFY2(errorShown.contains(QStringLiteral("photo.png is not a level")), qPrintable(errorShown));
        QVERIFY(!errorShown.contains(QStringLiteral("JSON")));
    }
}

// Confusing 10: no two tool bar buttons share an icon (Goal tool / Show Reachability and
// Spawn tool / Play Path did).
void TestPolish::distinctIcons()
{
    auto* bar = mWindow->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(bar);
    QList<QPair<QString, QImage>> seen;
    for (QAction* a : bar->actions()) {
        if (a->isSeparator() || a->icon().isNull())
            continue;
        const QImage image = a->icon().pixmap(24).toImage();
        for (const auto& [name, other] : std::as_const(seen))
            QVERIFY2(image != other, qPrintable(name + QStringLiteral(" / ") + a->objectName()));
        seen.append({a->objectName(), image});
    }
    QVERIFY(seen.size() >= 14);
}

// Confusing 10: an edit (which changes the undo text) moves no tool bar button.
void TestPolish::toolBarStaysPut()
{
    auto* bar = mWindow->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    const auto geometries = [&] {
        QList<QRect> out;
        for (QAction* a : bar->actions())
            if (QWidget* w = bar->widgetForAction(a))
                out << w->geometry();
        return out;
    };
    const QList<QRect> before = geometries();
    mWindow->setTool(ToolId::Box);
    drag({64, 64}, {160, 128});
    QCOMPARE(level()->objectCount(), 1);
    QCoreApplication::processEvents();
    QVERIFY(!mWindow->action(QStringLiteral("actionUndo"))->text().isEmpty());
    QCOMPARE(geometries(), before);
    mWindow->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(geometries(), before);
}

// Confusing 10: the Layers header has no abbreviations ("Col."): the check box columns show
// icons, with what they mean in the tool tip.
void TestPolish::layersHeader()
{
    QTreeWidgetItem* header = mWindow->layersDock()->tree()->headerItem();
    for (int c = 1; c < header->columnCount(); ++c) {
        QVERIFY(header->text(c).isEmpty());
        QVERIFY(!header->icon(c).isNull());
        QVERIFY(!header->toolTip(c).isEmpty());
    }
    QVERIFY(!header->text(0).endsWith(QLatin1Char('.')));
}

// Confusing 10: an empty Issues list says what would be listed there.
void TestPolish::emptyIssuesPlaceholder()
{
    auto* placeholder = mWindow->issuesDock()->findChild<QLabel*>(QStringLiteral("issuesPlaceholder"));
    QVERIFY(placeholder);
    // A fresh level has no spawn: make it valid first.
    LevelObject spawn = solidBox(1, 0, 0, 1, 1);
    spawn.role = Role::Spawn;
    spawn.shape = Point{64, 320};
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), spawn));
    QTRY_COMPARE(mWindow->issuesDock()->model()->rowCount(), 0);
    QVERIFY(placeholder->isVisible());
    QVERIFY(!placeholder->text().isEmpty());
    QVERIFY(placeholder->width() > 0 && placeholder->fontMetrics().horizontalAdvance(placeholder->text()) > 0);
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(2, 64, 64, 64, 64)));
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(3, 96, 96, 64, 64)));
    QTRY_VERIFY(mWindow->issuesDock()->model()->rowCount() > 0);
    QVERIFY(!placeholder->isVisible());
}

// Confusing 10: the PNG export paints a solid in the canvas's colour.
void TestPolish::renderPaletteIsCanvas()
{
    mWindow->document()->push(new AddObjectCommand(level(), objectsLayer(), solidBox(1, 64, 64, 128, 128)));
    QCoreApplication::processEvents();
    const QImage canvas = mView->viewport()->grab().toImage();
    const QColor onCanvas = canvas.pixelColor(at({128, 128}));
    const QImage picture = renderLevel(*level());
    const QColor inPicture = picture.pixelColor(128, 128); // the level starts at 0, 0; scale 1
    QCOMPARE(onCanvas.name(), palette::roleFill(Role::Solid).name());
    QCOMPARE(inPicture.name(), onCanvas.name());
    QCOMPARE(picture.pixelColor(400, 300).name(), palette::levelArea.name()); // empty level area
}

// Confusing 10: the eraser is a mode of the tile brush, not highlighted under other tools.
void TestPolish::eraserOffUnderSelect()
{
    QAction* eraser = mWindow->action(QStringLiteral("actionEraser"));
    QTest::keyClick(viewport(), Qt::Key_X);
    QVERIFY(eraser->isChecked());
    QCOMPARE(mWindow->currentTool(), mWindow->tool(ToolId::Tiles));
    QTest::keyClick(viewport(), Qt::Key_S);
    QCOMPARE(mWindow->currentTool(), mWindow->tool(ToolId::Select));
    QVERIFY(!eraser->isChecked());
    auto* bar = mWindow->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    auto* button = qobject_cast<QAbstractButton*>(bar->widgetForAction(eraser));
    QVERIFY(button && !button->isChecked());
}

QTEST_MAIN(TestPolish)
#include "tst_polish.moc"
