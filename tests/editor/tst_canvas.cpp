// The canvas without an item per object: hit testing through the spatial index and exact
// shapes, rubber-band queries, the selection held by the scene, the tile cache's
// invalidation (exactly the tiles an edit touched; a warm cache after random edits renders
// the same pixels as a fresh one) and painting that visits only the objects in view.

#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "ObjectLayerItem.h"
#include "ShapeGeometry.h"
#include "TileCache.h"
#include "model/Commands.h"
#include "model/LevelGenerator.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include <random>
#include <set>

using namespace ledge;

namespace {
constexpr LayerId kTiles = 1;
constexpr LayerId kLower = 2; // objects layer A
constexpr LayerId kUpper = 3; // objects layer B, above A

LevelObject object(ObjectId id, Shape shape, Role role = Role::Solid)
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = shape;
    return o;
}

// Tiles at the bottom, then two objects layers. Objects (id: what):
//  1 box (0,0,100,100) in A; 5 box (50,50,100,100) in A above 1
//  2 circle at (300,50) r 40; 3 triangle (500,0) (600,0) (500,100); 4 slope (700,0,100,100)
//  6 box (1000,0,100,100) in B; 7 the same box in A, after 6 in time (higher index, lower layer)
//  8 pickup marker at (1500,50)
std::unique_ptr<Level> fixtureLevel()
{
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = 32;
    grid.columns = 64;
    grid.rows = 32;
    level->setGrid(grid);
    LayerInfo tiles;
    tiles.id = kTiles;
    tiles.name = QStringLiteral("Tiles");
    tiles.type = LayerType::Tiles;
    level->insertLayer(0, tiles);
    LayerInfo a;
    a.id = kLower;
    a.name = QStringLiteral("A");
    level->insertLayer(1, a);
    LayerInfo b;
    b.id = kUpper;
    b.name = QStringLiteral("B");
    level->insertLayer(2, b);
    level->insertObject(kLower, object(1, Box{0, 0, 100, 100}));
    level->insertObject(kLower, object(2, Circle{300, 50, 40}));
    level->insertObject(kLower, object(3, Polygon{{{500, 0}, {600, 0}, {500, 100}}}));
    level->insertObject(kLower, object(4, Slope{700, 0, 100, 100, Rise::Right, false}));
    level->insertObject(kLower, object(5, Box{50, 50, 100, 100}));
    level->insertObject(kUpper, object(6, Box{1000, 0, 100, 100}));
    level->insertObject(kLower, object(7, Box{1000, 0, 100, 100}));
    level->insertObject(kLower, object(8, Point{1500, 50}, Role::Pickup));
    return level;
}

QImage render(LevelView& view)
{
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter p(&image);
    view.render(&p, QRectF(), view.viewport()->rect());
    return image;
}

bool inTriangle(QPointF p, const std::array<Vec2, 3>& t)
{
    QPolygonF poly{toQt(t[0]), toQt(t[1]), toQt(t[2])};
    return poly.containsPoint(p, Qt::OddEvenFill);
}
} // namespace

class TestCanvas : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void hitTest_data();
    void hitTest();
    void slopeHit();
    void objectsIn_data();
    void objectsIn();
    void selectionSurvivesUndoRedo();
    void hiddenLayerDropsSelection();
    void invalidatesOnlyTouchedTiles();
    void tileEditInvalidatesItsCells();
    void cachedRenderEqualsFresh();
    void paintVisitsOnlyExposed();
    void tileCacheStaysInBudget();

private:
    void setLayer(LayerId id, bool visible, bool locked);

    Document* mDocument = nullptr;
    LevelScene* mScene = nullptr;
    LevelView* mView = nullptr;
};

void TestCanvas::init()
{
    mDocument = new Document;
    mDocument->setLevel(fixtureLevel());
    mScene = new LevelScene(mDocument);
    mView = new LevelView(mScene);
    mView->resize(800, 500);
    mView->show();
    QVERIFY(QTest::qWaitForWindowExposed(mView));
}

void TestCanvas::cleanup()
{
    delete mView;
    delete mScene;
    delete mDocument;
}

void TestCanvas::setLayer(LayerId id, bool visible, bool locked)
{
    LayerInfo info = *mDocument->level()->layer(id);
    info.visible = visible;
    info.locked = locked;
    mDocument->push(new ChangeLayerCommand(mDocument->level(), info));
}

void TestCanvas::hitTest_data()
{
    QTest::addColumn<QPointF>("pos");
    QTest::addColumn<QString>("upperLayer"); // "", "hidden" or "locked"
    QTest::addColumn<ObjectId>("expected");

    QTest::newRow("box inside") << QPointF(20, 20) << QString() << ObjectId(1);
    QTest::newRow("box outside") << QPointF(-5, 20) << QString() << ObjectId(0);
    QTest::newRow("topmost in layer") << QPointF(75, 75) << QString() << ObjectId(5);
    QTest::newRow("circle centre") << QPointF(300, 50) << QString() << ObjectId(2);
    QTest::newRow("circle bounds corner") << QPointF(265, 15) << QString() << ObjectId(0);
    QTest::newRow("triangle inside") << QPointF(520, 20) << QString() << ObjectId(3);
    QTest::newRow("triangle bounds corner") << QPointF(590, 90) << QString() << ObjectId(0);
    QTest::newRow("upper layer wins") << QPointF(1050, 50) << QString() << ObjectId(6);
    QTest::newRow("upper layer hidden") << QPointF(1050, 50) << QStringLiteral("hidden") << ObjectId(7);
    QTest::newRow("upper layer locked") << QPointF(1050, 50) << QStringLiteral("locked") << ObjectId(7);
    QTest::newRow("marker inside") << QPointF(1505, 55) << QString() << ObjectId(8);
    QTest::newRow("marker outside") << QPointF(1520, 50) << QString() << ObjectId(0);
    QTest::newRow("empty space") << QPointF(1200, 300) << QString() << ObjectId(0);
}

void TestCanvas::hitTest()
{
    QFETCH(QPointF, pos);
    QFETCH(QString, upperLayer);
    QFETCH(ObjectId, expected);
    if (upperLayer == QLatin1String("hidden"))
        setLayer(kUpper, false, false);
    else if (upperLayer == QLatin1String("locked"))
        setLayer(kUpper, true, true);
    QCOMPARE(mScene->objectAt(pos), expected);
    if (!upperLayer.isEmpty())
        QVERIFY(!mScene->isSelectable(6));
}

void TestCanvas::slopeHit()
{
    const Slope s{700, 0, 100, 100, Rise::Right, false};
    const auto t = slopeTriangle(s);
    const QPointF centroid = (toQt(t[0]) + toQt(t[1]) + toQt(t[2])) / 3;
    QCOMPARE(mScene->objectAt(centroid), ObjectId(4));
    // A corner of the slope's box that is not a corner of its triangle, nudged inwards.
    const QRectF box(700, 0, 100, 100);
    int outside = 0;
    for (QPointF corner : {box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()}) {
        const QPointF p = corner + (box.center() - corner) * 0.1;
        if (!inTriangle(p, t)) {
            QCOMPARE(mScene->objectAt(p), ObjectId(0));
            ++outside;
        }
    }
    QCOMPARE(outside, 1);
}

void TestCanvas::objectsIn_data()
{
    QTest::addColumn<QRectF>("rect");
    QTest::addColumn<QList<ObjectId>>("expected");
    QTest::newRow("two boxes") << QRectF(40, 40, 20, 20) << QList<ObjectId>{1, 5};
    QTest::newRow("whole fixture") << QRectF(-10, -10, 2000, 200) << QList<ObjectId>{1, 2, 3, 4, 5, 7, 8, 6};
    QTest::newRow("circle bounds corner only") << QRectF(261, 11, 8, 8) << QList<ObjectId>{};
    QTest::newRow("circle edge") << QRectF(335, 45, 10, 10) << QList<ObjectId>{2};
    QTest::newRow("triangle hypotenuse side") << QRectF(580, 80, 15, 15) << QList<ObjectId>{};
    QTest::newRow("nothing") << QRectF(1200, 200, 50, 50) << QList<ObjectId>{};
}

void TestCanvas::objectsIn()
{
    QFETCH(QRectF, rect);
    QFETCH(QList<ObjectId>, expected);
    QCOMPARE(mScene->objectsIn(rect), expected);
}

void TestCanvas::selectionSurvivesUndoRedo()
{
    QSignalSpy changed(mScene, &QGraphicsScene::selectionChanged);
    mScene->setSelectedIds({5, 1});
    QCOMPARE(mScene->selectedIds(), (QList<ObjectId>{1, 5})); // drawing order
    QCOMPARE(changed.count(), 1);

    Level* level = mDocument->level();
    const LevelObject before = *level->object(1);
    LevelObject after = before;
    after.shape = translated(before.shape, Vec2{64, 0});
    mDocument->push(new ChangeObjectsCommand(level, {before}, {after}, QStringLiteral("Move")));
    QCOMPARE(mScene->selectedIds(), (QList<ObjectId>{1, 5}));
    mDocument->undoStack()->undo();
    QCOMPARE(mScene->selectedIds(), (QList<ObjectId>{1, 5}));
    QCOMPARE(mScene->objectAt(QPointF(20, 20)), ObjectId(1));
    mDocument->undoStack()->redo();
    QCOMPARE(mScene->selectedIds(), (QList<ObjectId>{1, 5}));
    QCOMPARE(mScene->objectAt(QPointF(20, 20)), ObjectId(0));
    QCOMPARE(mScene->objectAt(QPointF(84, 20)), ObjectId(1));

    // A removed object leaves the selection (with a signal); undo brings the object back.
    mDocument->push(new RemoveObjectCommand(level, 5));
    QCOMPARE(mScene->selectedIds(), QList<ObjectId>{1});
    QCOMPARE(changed.count(), 2);
    mDocument->undoStack()->undo();
    QVERIFY(mScene->hasObject(5));
    QCOMPARE(mScene->objectAt(QPointF(140, 140)), ObjectId(5));
}

void TestCanvas::hiddenLayerDropsSelection()
{
    mScene->setSelectedIds({6, 1});
    QCOMPARE(mScene->selectedIds(), (QList<ObjectId>{1, 6}));
    QSignalSpy changed(mScene, &QGraphicsScene::selectionChanged);
    setLayer(kUpper, false, false);
    QCOMPARE(mScene->selectedIds(), QList<ObjectId>{1});
    QCOMPARE(changed.count(), 1);
    // Not selectable while hidden; locked it stays unselectable.
    mScene->setSelectedIds({6});
    QVERIFY(mScene->selectedIds().isEmpty());
    setLayer(kUpper, true, true);
    mScene->setSelectedIds({6});
    QVERIFY(mScene->selectedIds().isEmpty());
    setLayer(kUpper, true, false);
    mScene->setSelectedIds({6});
    QCOMPARE(mScene->selectedIds(), QList<ObjectId>{6});
}

void TestCanvas::invalidatesOnlyTouchedTiles()
{
    mScene->setCacheMode(LevelScene::CacheMode::Always);
    mView->setZoom(0.25);
    mView->centerOn(QPointF(800, 300));
    render(*mView);
    TileCache& cache = mScene->tileCache();
    const std::vector<TileCache::Key> before = cache.keys();
    int upperTiles = 0;
    for (const TileCache::Key& k : before)
        upperTiles += k.owner == kUpper;
    QVERIFY(upperTiles > 4);

    // Move box 6 (layer B, not selected) by 300 units, off box 7 (layer A) that it covered:
    // the tiles of 6's old and new place go, and those of 7, which lost its overlap.
    QVERIFY(mScene->isOverlapping(7));
    const QRectF oldBounds = mScene->entry(6)->bounds;
    const QRectF bounds7 = mScene->entry(7)->bounds;
    LevelObject moved = *mDocument->level()->object(6);
    moved.shape = Box{1300, 200, 100, 100};
    cache.resetStats();
    mDocument->level()->setObject(moved);
    const QRectF newBounds = mScene->entry(6)->bounds;
    QVERIFY(!mScene->isOverlapping(7));

    std::set<TileCache::Key> expected;
    for (const TileCache::Key& k : before) {
        const double m = LevelScene::kPenMarginPx / TileCache::scaleOf(k.level);
        const QRectF tile = TileCache::tileRect(k);
        const QRectF grownTile = tile.adjusted(-m, -m, m, m);
        if (k.owner == kUpper && (grownTile.intersects(oldBounds) || grownTile.intersects(newBounds)))
            expected.insert(k);
        if (k.owner == kLower && grownTile.intersects(bounds7))
            expected.insert(k);
    }
    const std::set<TileCache::Key> dropped(cache.invalidated().begin(), cache.invalidated().end());
    QVERIFY(!dropped.empty());
    QCOMPARE(dropped, expected);
    QVERIFY(int(dropped.size()) < int(before.size()) / 2);
    // Every other tile is still there.
    for (const TileCache::Key& k : before)
        QCOMPARE(cache.contains(k), !expected.count(k));
}

void TestCanvas::tileEditInvalidatesItsCells()
{
    mView->setZoom(0.125); // cells of 4 px: the tile layer paints from the cache
    mView->centerOn(QPointF(1024, 512));
    render(*mView);
    TileCache& cache = mScene->tileCache();
    int tileTiles = 0;
    for (const TileCache::Key& k : cache.keys())
        tileTiles += k.owner == kTiles;
    QVERIFY(tileTiles > 0);
    cache.resetStats();
    mDocument->level()->setTile(kTiles, 3, 2, TileKind::Solid);
    QVERIFY(!cache.invalidated().empty());
    for (const TileCache::Key& k : cache.invalidated()) {
        QCOMPARE(k.owner, kTiles);
        QVERIFY(TileCache::tileRect(k).adjusted(-64, -64, 64, 64).intersects(QRectF(96, 64, 32, 32)));
    }
    QVERIFY(int(cache.invalidated().size()) < tileTiles);
}

void TestCanvas::cachedRenderEqualsFresh()
{
    GeneratorOptions options;
    options.shapes = 1500;
    options.tiles = true;
    options.seed = 7;
    mDocument->setLevel(generateLevel(options));
    mScene->setCacheMode(LevelScene::CacheMode::Always);
    mView->fitToLevel();
    render(*mView);
    QVERIFY(mScene->tileCache().tileCount() > 0);

    Level* level = mDocument->level();
    std::mt19937 rng(11);
    LayerId objectsLayer = 0;
    LayerId tileLayer = 0;
    for (int i = 0; i < level->layerCount(); ++i) {
        const LayerInfo& info = level->layerAt(i);
        if (info.type == LayerType::Tiles)
            tileLayer = info.id;
        else if (!objectsLayer || level->objectIds(info.id).size() > level->objectIds(objectsLayer).size())
            objectsLayer = info.id;
    }
    QVERIFY(objectsLayer && tileLayer);
    const QRectF b = toQt(level->bounds());
    auto randomId = [&] {
        const std::vector<ObjectId>& ids = level->objectIds(objectsLayer);
        return ids[std::size_t(rng() % ids.size())];
    };
    for (int step = 0; step < 60; ++step) {
        switch (rng() % 6) {
        case 0:
        case 1: { // move (some far, some by a few units), through the undo stack
            const LevelObject o = *level->object(randomId());
            LevelObject moved = o;
            const double far = rng() % 2 ? 1.0 : 0.02;
            moved.shape = translated(o.shape, Vec2{(double(rng() % 2001) - 1000) * far, (double(rng() % 2001) - 1000) * far});
            mDocument->push(new ChangeObjectsCommand(level, {o}, {moved}, QStringLiteral("Move")));
            break;
        }
        case 2: { // add a box somewhere
            LevelObject o = object(level->nextObjectId(), Box{b.left() + double(rng() % int(b.width())),
                                                              b.top() + double(rng() % int(b.height())), 80, 40});
            mDocument->push(new AddObjectCommand(level, objectsLayer, o));
            break;
        }
        case 3: // remove one
            mDocument->push(new RemoveObjectCommand(level, randomId()));
            break;
        case 4: { // select a few (live on top), or none
            QList<ObjectId> ids;
            for (unsigned n = rng() % 3; n > 0; --n)
                ids.append(randomId());
            mScene->setSelectedIds(ids);
            break;
        }
        case 5: { // paint some cells
            const TileGrid& grid = level->tiles(tileLayer);
            std::vector<std::pair<Cell, TileKind>> cells;
            const int c = int(rng() % unsigned(grid.columns)), r = int(rng() % unsigned(grid.rows));
            for (int i = 0; i < 5; ++i)
                cells.push_back({{std::min(grid.columns - 1, c + i), r}, rng() % 2 ? TileKind::Solid : TileKind::Empty});
            level->setTiles(tileLayer, cells);
            break;
        }
        }
        if (step % 7 == 0)
            mDocument->undoStack()->undo();
        render(*mView); // keep the cache warm and incrementally invalidated
    }
    mDocument->validateNow();
    const int rendersBefore = mScene->tileCache().renderCount();
    const QImage warm = render(*mView);
    // Few tiles re-rendered for the last edit: the cache is really being used.
    QVERIFY(mScene->tileCache().renderCount() - rendersBefore < int(mScene->tileCache().tileCount()));
    mScene->tileCache().clear();
    const QImage fresh = render(*mView);
    QCOMPARE(warm.size(), fresh.size());
    int differing = 0;
    for (int y = 0; y < warm.height(); ++y)
        for (int x = 0; x < warm.width(); ++x)
            differing += warm.pixel(x, y) != fresh.pixel(x, y);
    QCOMPARE(differing, 0);
}

void TestCanvas::paintVisitsOnlyExposed()
{
    GeneratorOptions options;
    options.shapes = 5000;
    mDocument->setLevel(generateLevel(options));
    mView->setZoom(1.0);
    const QRectF b = toQt(mDocument->level()->bounds());
    mView->centerOn(b.center());
    const QRectF visible = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    mScene->resetPaintVisits();
    render(*mView);
    const long long visits = mScene->paintVisits();

    // Every object whose painted bounds (plus the pen margin) meet the view, and no others.
    const double m = LevelScene::kPenMarginPx;
    const QRectF grown = visible.adjusted(-m - 1, -m - 1, m + 1, m + 1);
    const QRectF shrunk = visible.adjusted(m + 1, m + 1, -m - 1, -m - 1);
    long long atMost = 0, atLeast = 0;
    mDocument->level()->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        const QRectF e = mScene->entry(o.id)->bounds;
        atMost += e.intersects(grown);
        atLeast += e.intersects(shrunk);
    });
    QVERIFY2(visits >= atLeast && visits <= atMost,
             qPrintable(QStringLiteral("%1 visits, expected %2..%3").arg(visits).arg(atLeast).arg(atMost)));
    QVERIFY(visits > 0);
    QVERIFY(visits < mDocument->level()->objectCount() / 10);
}

void TestCanvas::tileCacheStaysInBudget()
{
    TileCache cache(std::size_t(TileCache::kTileSize) * TileCache::kTileSize * 4 * 10); // 10 tiles
    QImage image(1024, 1024, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    p.scale(0.5, 0.5);
    int rendered = 0;
    cache.paint(&p, 1, QRectF(0, 0, 2048, 2048), [&](QPainter* tp, const QRectF& r, double s) {
        QCOMPARE(s, 0.5);
        tp->fillRect(r, Qt::red);
        ++rendered;
    });
    QCOMPARE(rendered, 10); // 16 tiles in view, 10 fit: no thrashing past the budget
    QVERIFY(cache.bytes() <= cache.budget());
    QCOMPARE(int(cache.tileCount()), 10);
    QCOMPARE(TileCache::levelFor(0.5), -1);
    QCOMPARE(TileCache::levelFor(0.3), -1);
    QCOMPARE(TileCache::levelFor(1.0), 0);
    QCOMPARE(TileCache::levelFor(0.05), -4);
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
