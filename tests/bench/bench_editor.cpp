// Editor canvas benchmark: a generated 100,000-shape level (with tiles) in the real editor
// canvas (Document + LevelScene + LevelView, Qt offscreen), against the classic design of one
// QGraphicsPathItem per shape in a plain QGraphicsScene measured in the same run.
//
//   bench_editor [repeats=5] [shapes=100000]
//
// Figures are medians of the repeats, wall clock and this thread's CPU time
// (CLOCK_THREAD_CPUTIME_ID). Paints are forced with viewport()->repaint() on a 1600x1000 view.
// Speed is never asserted; see tests/bench/README.md ("Editor canvas").

#include "BenchTiming.h"
#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "ObjectLayerItem.h"
#include "OverlapItem.h"
#include "ShapeGeometry.h"
#include "Style.h"
#include "model/Commands.h"
#include "model/LevelGenerator.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QScrollBar>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace ledge;

namespace {

constexpr int kViewWidth = 1600;
constexpr int kViewHeight = 1000;

using bench::peakRssMb;
using bench::wallMs;

double cpuMs()
{
    return bench::threadCpuMs();
}

struct Figure {
    double wall = 0;
    double cpu = 0;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// Median wall and CPU time of `body` over `repeats` runs; `setup` runs untimed before each.
Figure measure(int repeats, const std::function<void()>& setup, const std::function<void()>& body)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < repeats; ++i) {
        if (setup)
            setup();
        const double w0 = wallMs(), c0 = cpuMs();
        body();
        cpu.push_back(cpuMs() - c0);
        wall.push_back(wallMs() - w0);
    }
    return {median(wall), median(cpu)};
}

void row(const char* what, Figure ledge, Figure base)
{
    auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    std::printf("%-34s %10.2f %10.2f | %10.2f %10.2f | %8.3f %8.3f\n", what, ledge.wall, ledge.cpu, base.wall,
                base.cpu, ratio(ledge.wall, base.wall), ratio(ledge.cpu, base.cpu));
}

void fitWhole(QGraphicsView& view, const QRectF& bounds)
{
    view.fitInView(bounds, Qt::KeepAspectRatio);
}

void centreAt100(QGraphicsView& view, QPointF centre)
{
    view.setTransform(QTransform());
    view.centerOn(centre);
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int shapes = argc > 2 ? std::max(10, std::atoi(argv[2])) : 100000;

    GeneratorOptions options;
    options.shapes = shapes;
    options.tiles = true;
    const std::unique_ptr<Level> source = generateLevel(options);
    const QRectF bounds = toQt(source->bounds());
    std::printf("level: %d objects, %d layers, %.0f x %.0f units, grid %d x %d cells; view %dx%d, %d repeats\n",
                source->objectCount(), source->layerCount(), bounds.width(), bounds.height(),
                source->grid().columns, source->grid().rows, kViewWidth, kViewHeight, repeats);

    // ---------------------------------------------------------------- ledge canvas
    Document document;
    double levelReplacedAt = 0;
    QObject::connect(&document, &Document::levelReplaced, [&] { levelReplacedAt = wallMs(); });
    LevelScene scene(&document);
    LevelView view(&scene);
    view.resize(kViewWidth, kViewHeight);
    view.show();
    QApplication::processEvents();

    // (a) open: setLevel (the Document's part: live overlaps and whatever it validates on open),
    // the scene build (its levelReplaced slot) and the first paint fitting the whole level.
    std::vector<double> openWall, openCpu, docWall, sceneWall, paintWall;
    for (int i = 0; i < repeats; ++i) {
        std::unique_ptr<Level> copy = cloneLevel(*source);
        const double w0 = wallMs(), c0 = cpuMs();
        double sceneStart = 0;
        {
            // The scene rebuilds in its own levelReplaced slot, connected before this one:
            // time the document part up to the signal with a slot connected first.
            document.setLevel(std::move(copy));
        }
        const double w1 = wallMs();
        sceneStart = levelReplacedAt;
        view.fitToLevel();
        view.viewport()->repaint();
        const double w2 = wallMs();
        openCpu.push_back(cpuMs() - c0);
        openWall.push_back(w2 - w0);
        docWall.push_back(sceneStart - w0);
        sceneWall.push_back(w1 - sceneStart);
        paintWall.push_back(w2 - w1);
    }
    const Figure open{median(openWall), median(openCpu)};
    std::printf("ledge open parts (wall ms, median): Document::setLevel before levelReplaced %.1f, "
                "scene build %.1f, fit + first paint %.1f\n",
                median(docWall), median(sceneWall), median(paintWall));
    const double zoomFit = view.zoom();

    // (b) fully zoomed out (whole level in the view), cold then warm tile cache.
    view.fitToLevel();
    const Figure outCold = measure(repeats, [&] { scene.tileCache().clear(); }, [&] { view.viewport()->repaint(); });
    const std::size_t coldTiles = std::size_t(scene.tileCache().renderCount());
    scene.resetPaintVisits();
    scene.tileCache().resetStats();
    const Figure outWarm = measure(repeats, nullptr, [&] { view.viewport()->repaint(); });
    const long long warmVisits = scene.paintVisits() / repeats;
    const int warmRenders = scene.tileCache().renderCount();
    const std::size_t cacheBytes = scene.tileCache().bytes();
    // Without the cache (LOD only), for reference.
    scene.setCacheMode(LevelScene::CacheMode::Never);
    const Figure outNoCache = measure(std::max(1, repeats / 2), nullptr, [&] { view.viewport()->repaint(); });
    scene.setCacheMode(LevelScene::CacheMode::Auto);

    // (c) 100% zoom, centred on the level.
    const QPointF centre = bounds.center();
    view.setZoom(1.0);
    view.centerOn(centre);
    view.viewport()->repaint();
    scene.resetPaintVisits();
    const Figure at100 = measure(repeats, nullptr, [&] { view.viewport()->repaint(); });
    const long long visits100 = scene.paintVisits() / repeats;

    // (d) one drag step: the select tool's ChangeObjectsCommand (merged in one session), live
    // overlaps following it, and the repaint of the whole view; at 100% and zoomed out.
    const QRectF around(centre - QPointF(200, 200), QSizeF(400, 400));
    const QList<ObjectId> near = scene.objectsIn(around);
    ObjectId dragged = 0;
    for (ObjectId id : near)
        if (!std::holds_alternative<Point>(document.level()->object(id)->shape))
            dragged = id;
    if (!dragged) {
        std::fprintf(stderr, "no shape near the centre\n");
        return 1;
    }
    scene.setSelectedIds({dragged});
    const LevelObject original = *document.level()->object(dragged);
    int step = 0;
    auto dragStep = [&] {
        ++step;
        LevelObject moved = original;
        // Back and forth by a few units, as a mouse drag.
        moved.shape = translated(original.shape, Vec2{double(step % 7) * 4.0, double(step % 5) * 2.0});
        document.push(new ChangeObjectsCommand(document.level(), {original}, {moved}, QStringLiteral("Move"), 4242));
        view.viewport()->repaint();
    };
    dragStep();
    const Figure drag100 = measure(repeats * 4, nullptr, dragStep);
    view.fitToLevel();
    view.viewport()->repaint();
    const Figure dragOut = measure(repeats * 4, nullptr, dragStep);
    const long ledgeRss = peakRssMb();

    // ---------------------------------------------------------------- baseline
    // One QGraphicsPathItem per shape in a plain scene (default BSP index), as Tiled does.
    QGraphicsScene base;
    QGraphicsView baseView(&base);
    baseView.setRenderHints(QPainter::Antialiasing);
    baseView.resize(kViewWidth, kViewHeight);
    baseView.show();
    QApplication::processEvents();
    std::vector<QGraphicsPathItem*> items;
    auto buildBase = [&] {
        base.clear();
        items.clear();
        base.setSceneRect(bounds.adjusted(-bounds.width() / 2, -bounds.height() / 2, bounds.width() / 2,
                                          bounds.height() / 2));
        source->forEachObject([&](const LayerInfo&, const LevelObject& o) {
            QPainterPath path = shapePath(o.shape);
            if (const auto* pt = std::get_if<Point>(&o.shape)) // markers: a small square
                path.addRect(QRectF(pt->x - 8, pt->y - 8, 16, 16));
            auto* item = new QGraphicsPathItem(path);
            QPen pen(style::roleOutline(o.role), 1.2);
            pen.setCosmetic(true);
            item->setPen(pen);
            item->setBrush(style::roleFill(o.role));
            base.addItem(item);
            items.push_back(item);
        });
        fitWhole(baseView, bounds);
        baseView.viewport()->repaint();
    };
    const int baseRepeats = std::max(1, (repeats + 1) / 2);
    const Figure baseOpen = measure(baseRepeats, nullptr, buildBase);
    fitWhole(baseView, bounds);
    const Figure baseOut = measure(baseRepeats, nullptr, [&] { baseView.viewport()->repaint(); });
    centreAt100(baseView, centre);
    baseView.viewport()->repaint();
    const Figure base100 = measure(repeats, nullptr, [&] { baseView.viewport()->repaint(); });
    QGraphicsPathItem* baseItem = nullptr;
    for (QGraphicsItem* it : base.items(around))
        if ((baseItem = dynamic_cast<QGraphicsPathItem*>(it)))
            break;
    int baseStep = 0;
    auto baseDrag = [&] {
        ++baseStep;
        baseItem->setPos(double(baseStep % 7) * 4.0, double(baseStep % 5) * 2.0);
        baseView.viewport()->repaint();
    };
    const Figure baseDrag100 = measure(repeats * 4, nullptr, baseDrag);
    fitWhole(baseView, bounds);
    baseView.viewport()->repaint();
    const Figure baseDragOut = measure(baseRepeats * 2, nullptr, baseDrag);

    std::printf("\nzoom fit = %.4f (%.1f px per 1000 units); tile cache after warm paints: %.1f MB, "
                "cold paint rendered %zu tiles, warm paint rendered %d, visited %lld objects\n",
                zoomFit, zoomFit * 1000, double(cacheBytes) / (1 << 20), coldTiles, warmRenders, warmVisits);
    std::printf("100%% paint visited %lld objects; overlap pairs %d\n\n", visits100,
                scene.overlapItem()->pairCount());
    std::printf("%-34s %10s %10s | %10s %10s | %8s %8s\n", "ms (median)", "ledge wall", "ledge cpu", "base wall",
                "base cpu", "ratio w", "ratio c");
    row("open (build + first fit paint)", open, baseOpen);
    row("paint zoomed out, cold cache", outCold, baseOut);
    row("paint zoomed out, warm cache", outWarm, baseOut);
    row("paint zoomed out, no cache (LOD)", outNoCache, baseOut);
    row("paint at 100%", at100, base100);
    row("drag step at 100% (+ repaint)", drag100, baseDrag100);
    row("drag step zoomed out (+ repaint)", dragOut, baseDragOut);
    std::printf("\nratio = ledge / baseline. peak RSS: %ld MB after the ledge canvas, %ld MB at the end "
                "(with the baseline)\n",
                ledgeRss, peakRssMb());
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3)
        std::printf("load average: %.2f %.2f %.2f\n", load[0], load[1], load[2]);
    return 0;
}
