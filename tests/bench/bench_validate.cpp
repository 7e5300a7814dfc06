// Full validation of big generated levels, step by step, as the editor and ledge-cli run it.
//
// For each size and movement mode (levels from model/LevelGenerator, with a tile layer):
//   snapshot          cloneLevel: the copy the editor hands to its validation thread
//   live overlaps     LiveOverlaps built from the level (what opening a level costs)
//   checks            Validator without reachability, reusing those live overlaps
//                     (shapes, bounds, overlaps, spawn: the editor's first pass)
//   checks, one shot  the same checks from the level alone, as `ledge-cli validate` runs them
//   reachability      the reachability pass alone
//   full validation   Validator().run() from scratch, as `ledge-cli validate` does
// Baseline, same run: the overlap pass any validator needs at the least, done the textbook way:
// a packed Boost.Geometry R-tree over the same shapes' bounds, one query per shape, each
// candidate confirmed by ledge::overlaps. `ratio` = ledge / baseline.
//
// Times are medians of `repeats` runs of this thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so
// other processes on a shared machine do not count; wall time is printed beside them.
//
//   reach, 1 buried   reachability with one more goal buried in the floor, so the search
//                     cannot stop early: under the editor's state budget (marked *), or with
//                     --unbounded as ledge-cli runs it (the whole level; lean past 3,000,000 states)
//
// Usage: bench_validate [--repeats N] [--modes platformer,topdown] [--no-reach] [--unbounded]
//        [shapes...]   (default: 3 repeats, both modes, 10000 100000)

#include "BenchTiming.h"
#include "collision/Overlap.h"
#include "model/LevelClone.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QCoreApplication>
#include <QStringList>

#include <boost/function_output_iterator.hpp>
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace ledge;
namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace {

using bench::measure;
using bench::peakRssMb;
using Sample = bench::Timing;

// The baseline: object pairs found with a packed Boost R-tree and confirmed exactly.
std::size_t rtreeOverlapPass(const Level& level)
{
    using BgPoint = bg::model::point<double, 2, bg::cs::cartesian>;
    using BgBox = bg::model::box<BgPoint>;
    using Value = std::pair<BgBox, std::uint32_t>;
    std::vector<const Shape*> shapes;
    std::vector<Aabb> boxes;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (takesPartInOverlaps(level, o)) {
            shapes.push_back(&o.shape);
            boxes.push_back(bounds(o.shape));
        }
    });
    std::vector<Value> values;
    values.reserve(boxes.size());
    for (std::size_t i = 0; i < boxes.size(); ++i)
        values.emplace_back(BgBox{{boxes[i].minX, boxes[i].minY}, {boxes[i].maxX, boxes[i].maxY}},
                            std::uint32_t(i));
    const bgi::rtree<Value, bgi::quadratic<16>> tree(values.begin(), values.end());
    std::size_t pairs = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const Aabb& a = boxes[i];
        tree.query(bgi::intersects(values[i].first), boost::make_function_output_iterator([&](const Value& v) {
            const std::size_t j = v.second;
            if (j > i && a.overlapsInterior(boxes[j]) && overlaps(*shapes[i], *shapes[j]))
                ++pairs;
        }));
    }
    return pairs;
}

void row(int shapes, const char* mode, const char* step, Sample s, const Sample* baseline = nullptr,
         const QString& note = {})
{
    std::printf("%-7d %-11s %-18s %10.1f %10.1f", shapes, mode, step, s.cpuMs, s.wallMs);
    if (baseline)
        std::printf(" %12.1f %7.2f", baseline->cpuMs, s.cpuMs / std::max(baseline->cpuMs, 1e-9));
    else
        std::printf(" %12s %7s", "-", "-");
    std::printf("  %s\n", qPrintable(note));
    std::fflush(stdout);
}

// This process's CPU time, user and system, in ms: the why and the margins run searches on
// other threads too (ReachProbe::smallestSteps), which a thread's clock would leave out.
double processCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

// Issue 13's cost rows, as `ledge-cli validate` runs them (explain on; margins on the second):
// the why and the fixes of a 1,000-shape generated level (seed 3) with five goals added in
// the open air at its top, far above everything the player reaches; the margins of
// examples/platformer.ledge. Baseline: the same validation without the explanations (the
// verdicts, as the export gate runs them). Median process CPU (user + system) of the repeats.
int runWhy(int repeats)
{
    GeneratorOptions options;
    options.shapes = 1000;
    options.seed = 3;
    std::unique_ptr<Level> far = generateLevel(options);
    for (int k = 0; k < 5; ++k) {
        LevelObject goal;
        goal.id = far->nextObjectId();
        goal.role = Role::Goal;
        goal.shape = Point{300.0 + 600.0 * k, 10.0};
        far->insertObject(2, goal);
    }
    LoadResult example = loadLevel(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"));
    if (!example) {
        std::fprintf(stderr, "cannot read %s\n", LEDGE_EXAMPLES "/platformer.ledge");
        return 2;
    }
    const auto median = [&](const Level& level, const ValidationOptions& o, ValidationReport& report) {
        std::vector<double> cpu, wall;
        for (int i = 0; i < repeats; ++i) {
            const double c0 = processCpuMs(), w0 = bench::wallMs();
            report = Validator(level, o).run();
            wall.push_back(bench::wallMs() - w0);
            cpu.push_back(processCpuMs() - c0);
        }
        std::sort(cpu.begin(), cpu.end());
        std::sort(wall.begin(), wall.end());
        return Sample{cpu[cpu.size() / 2], wall[wall.size() / 2]};
    };
    std::printf("%-7s %-11s %-18s %10s %10s %12s %7s\n", "shapes", "mode", "step", "cpu ms", "wall ms",
                "baseline ms", "ratio");
    const auto rows = [&](const Level& level, bool margins, const char* step) {
        ValidationOptions verdicts;
        ValidationReport report;
        const Sample base = median(level, verdicts, report);
        ValidationOptions explain;
        explain.explain = true;
        explain.margins = margins;
        const Sample s = median(level, explain, report);
        std::size_t unreachable = 0, fixes = 0;
        for (const Issue& issue : report.issues)
            if (issue.code == QLatin1String(IssueCode::TargetUnreachable)) {
                ++unreachable;
                fixes += issue.fixes.size();
            }
        int shapes = 0;
        level.forEachObject([&](const LayerInfo&, const LevelObject&) { ++shapes; });
        row(shapes, "platformer", step, s, &base,
            QStringLiteral("%1 unreachable, %2 fixes, %3 margins; peak %4 MB")
                .arg(unreachable)
                .arg(fixes)
                .arg(report.reachability ? report.reachability->margins.size() : 0)
                .arg(bench::peakRssMb()));
    };
    rows(*far, false, "why, 5 far goals");
    rows(*example.level, true, "margins, example");
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (app.arguments().contains(QStringLiteral("--why"))) {
        const int at = int(app.arguments().indexOf(QStringLiteral("--repeats")));
        return runWhy(at > 0 && at + 1 < app.arguments().size() ? std::max(1, app.arguments()[at + 1].toInt()) : 3);
    }
    int repeats = 3;
    bool reach = true;
    bool unbounded = false;
    double overlapShare = GeneratorOptions().overlapShare;
    QStringList modes{QStringLiteral("platformer"), QStringLiteral("topdown")};
    std::vector<int> sizes;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--repeats") && i + 1 < args.size())
            repeats = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--modes") && i + 1 < args.size())
            modes = args[++i].split(QLatin1Char(','));
        else if (args[i] == QLatin1String("--no-reach"))
            reach = false;
        else if (args[i] == QLatin1String("--unbounded"))
            unbounded = true;
        else if (args[i] == QLatin1String("--overlap") && i + 1 < args.size())
            overlapShare = args[++i].toDouble();
        else
            sizes.push_back(args[i].toInt());
    }
    if (sizes.empty())
        sizes = {10000, 100000};

    std::printf("%-7s %-11s %-18s %10s %10s %12s %7s\n", "shapes", "mode", "step", "cpu ms", "wall ms",
                "baseline ms", "ratio");
    for (int n : sizes) {
        for (const QString& modeName : modes) {
            GeneratorOptions options;
            options.shapes = n;
            options.tiles = true;
            options.overlapShare = overlapShare;
            options.mode = modeName == QLatin1String("topdown") ? MovementMode::TopDown
                                                                : MovementMode::Platformer;
            const std::unique_ptr<Level> level = generateLevel(options);
            const QByteArray modeText = modeName.toUtf8();
            const char* mode = modeText.constData();

            std::size_t basePairs = 0;
            const Sample baseline = measure(repeats, [&] { basePairs = rtreeOverlapPass(*level); });
            row(n, mode, "baseline (rtree)", baseline, nullptr,
                QStringLiteral("%1 object pairs").arg(basePairs));

            row(n, mode, "snapshot", measure(repeats, [&] { cloneLevel(*level); }), &baseline);
            std::unique_ptr<LiveOverlaps> live;
            const Sample build = measure(repeats, [&] {
                live.reset();
                live = std::make_unique<LiveOverlaps>(level.get());
            });
            row(n, mode, "live overlaps", build, &baseline,
                QStringLiteral("%1 object pairs").arg(live->pairCount()));

            ValidationReport checks;
            const Sample first = measure(repeats, [&] {
                ValidationOptions o;
                o.reachability = false;
                o.overlaps = live.get();
                checks = Validator(*level, o).run();
            });
            row(n, mode, "checks", first, &baseline, QStringLiteral("%1 issues").arg(checks.issues.size()));
            // The same checks as `ledge-cli validate` runs them: one shot, nothing to reuse.
            ValidationReport oneShot;
            const Sample once = measure(repeats, [&] {
                ValidationOptions o;
                o.reachability = false;
                oneShot = Validator(*level, o).run();
            });
            row(n, mode, "checks, one shot", once, &baseline,
                QStringLiteral("%1 issues").arg(oneShot.issues.size()));
            if (!reach)
                continue;

            ValidationReport full;
            const Sample all = measure(repeats, [&] { full = Validator(*level).run(); });
            const int reached = full.reachability ? int(full.reachability->reached.size()) : 0;
            const int missed = full.reachability ? int(full.reachability->unreachable.size()) : 0;
            row(n, mode, "reachability", {full.timings.reachMs, full.timings.reachMs}, &baseline,
                QStringLiteral("%1 reached, %2 not (wall time of the last run)").arg(reached).arg(missed));
            row(n, mode, "full validation", all, &baseline,
                QStringLiteral("%1 issues").arg(full.issues.size()));

            // The hard case: one more goal buried in the floor, so the search cannot stop
            // early. The editor's budget (kReachStateBudget) bounds it; unbounded, as
            // ledge-cli runs, a platformer search explores the whole level (--unbounded).
            const LayerId markers = level->layerAt(level->layerCount() - 1).id;
            LevelObject buried;
            buried.id = level->nextObjectId();
            buried.role = Role::Goal;
            buried.shape = Point{level->bounds().centre().x, level->bounds().maxY - 16};
            level->insertObject(markers, buried);
            ValidationOptions bounded;
            bounded.checks = false;
            bounded.maxReachStates = unbounded ? 0 : kReachStateBudget;
            ValidationReport hard;
            const Sample hardTime = measure(1, [&] { hard = Validator(*level, bounded).run(); });
            const auto* summary = hard.reachability ? &*hard.reachability : nullptr;
            row(n, mode, unbounded ? "reach, 1 buried" : "reach, 1 buried*", hardTime, &baseline,
                QStringLiteral("%1 reached, %2 unreachable, %3 undecided%4")
                    .arg(summary ? summary->reached.size() : 0)
                    .arg(summary ? summary->unreachable.size() : 0)
                    .arg(summary ? summary->undecided.size() : 0)
                    .arg(unbounded ? QString() : QStringLiteral(" (* editor budget)")));
            level->removeObject(buried.id);
        }
    }
    std::printf("peak memory: %ld MB\n", peakRssMb());
    return 0;
}
