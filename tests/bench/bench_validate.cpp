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
//        bench_validate --why [--repeats N]     issue 13's cost rows in this process (runWhy)
//        bench_validate --goals [--repeats N]   every timed goal row of issues 12 and 13 (runGoals)

#include "BenchProcess.h"
#include "BenchTiming.h"
#include "collision/Overlap.h"
#include "model/LevelClone.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>

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

// The why's level: a 1,000-shape generated level (seed 3) with five goals added in the open air
// at its top, far above everything the player reaches.
std::unique_ptr<Level> whyLevel()
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
    return far;
}

// Issue 13's cost rows, as `ledge-cli validate` runs them (explain on; margins on the second):
// the why and the fixes of whyLevel(); the margins of examples/platformer.ledge. Baseline: the
// same validation without the explanations (the verdicts, as the export gate runs them).
// Median process CPU (user + system) of the repeats.
int runWhy(int repeats)
{
    const std::unique_ptr<Level> far = whyLevel();
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

// The goals of issue 12's hard rows, added to a generated level: `High`, a goal at (width/2,
// 10) that only a long climb through the level could reach, if anything does; `Sealed`, a goal
// at (width/2, 60) in a pocket of three solid boxes against the top edge, which nothing
// reaches; and `Buried`, a goal inside the floor, 16 units above the bottom edge (a pickup
// placed a little too low), which nothing reaches either.
enum class HardGoal {
    High,
    Sealed,
    Buried,
};

// `ledge-cli generate OUT --shapes N` (seed 1) with that goal in its first objects layer.
std::unique_ptr<Level> hardGoalLevel(int shapes, HardGoal goal)
{
    GeneratorOptions options;
    options.shapes = shapes;
    std::unique_ptr<Level> level = generateLevel(options);
    LayerId layer = 0;
    for (int i = 0; i < level->layerCount() && layer == 0; ++i)
        if (level->layerAt(i).type == LayerType::Objects)
            layer = level->layerAt(i).id;
    const double middle = level->bounds().width() / 2;
    const auto add = [&](Role role, const Shape& shape) {
        LevelObject o;
        o.id = level->nextObjectId();
        o.role = role;
        o.shape = shape;
        level->insertObject(layer, o);
    };
    switch (goal) {
    case HardGoal::High: add(Role::Goal, Point{middle, 10}); break;
    case HardGoal::Sealed:
        add(Role::Solid, Box{middle - 48, 0, 16, 112});
        add(Role::Solid, Box{middle + 32, 0, 16, 112});
        add(Role::Solid, Box{middle - 48, 112, 96, 16});
        add(Role::Goal, Point{middle, 60});
        break;
    case HardGoal::Buried: add(Role::Goal, Point{middle, level->bounds().maxY - 16}); break;
    }
    return level;
}

// bench_validate --goals [--repeats N]: every timed goal row of issues 12 and 13, as a user
// meets it: `ledge-cli validate` processes (their own CPU time, user + system, and peak memory
// from wait4(), loading the level included), and the two rows stated for bench_reach, run as
// processes too (the figure each prints: the overlay's best of ten, the top-down validator's
// call). The goal in the floor is not one of the issue's rows: it holds the buried goal to its
// family's goal. Each row runs once untimed, then N times (default 5); min, median and max are
// printed, and a row is met when its max is within the goal ("median" when only the median is).
int runGoals(int repeats)
{
    const QString bin = QCoreApplication::applicationDirPath();
    QTemporaryDir dir;
    struct Row {
        QString name;
        double goal = 0;   // s
        double goalMb = 0; // 0: no memory goal
        QString program;   // under bin
        QStringList arguments;
        bool reported = false; // the time is the "cpu X ms" the program prints, not its own
    };
    std::vector<Row> rows;
    const QString cli = QStringLiteral("ledge-cli"), validate = QStringLiteral("validate");
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const std::pair<HardGoal, const char*> goals[] = {
        {HardGoal::High, "high above"}, {HardGoal::Sealed, "sealed in"}, {HardGoal::Buried, "in the floor"}};
    for (const int shapes : {10000, 100000})
        for (const auto& [goal, what] : goals) {
            const QString file = dir.filePath(QStringLiteral("%1-%2.ledge").arg(int(goal)).arg(shapes));
            if (!saveLevel(*hardGoalLevel(shapes, goal), file).ok) {
                std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
                return 2;
            }
            rows.push_back({QStringLiteral("validate, %1 shapes + goal %2")
                                .arg(QLocale(QLocale::English).toString(shapes), QLatin1String(what)),
                            shapes > 10000 ? 1.0 : 0.2, shapes > 10000 ? 300.0 : 0.0, cli,
                            QStringList{validate, file} + json, false});
        }
    rows.push_back({QStringLiteral("256 x 32 overlay (bench_reach --overlay)"), 0.05, 0, QStringLiteral("bench_reach"), {QStringLiteral("--overlay")}, true});
    rows.push_back({QStringLiteral("top-down 100,000, validator (bench_reach)"), 0.5, 0, QStringLiteral("bench_reach"), {QStringLiteral("--topdown"), QStringLiteral("100000"), QStringLiteral("validator")}, true});
    const QString why = dir.filePath(QStringLiteral("why.ledge"));
    if (!saveLevel(*whyLevel(), why).ok) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(why));
        return 2;
    }
    rows.push_back({QStringLiteral("validate, the why (1,000 shapes, 5 far goals)"), 1.0, 0, cli,
                    QStringList{validate, why} + json, false});
    rows.push_back({QStringLiteral("validate --margins, examples/platformer.ledge"), 0.2, 0, cli,
                    QStringList{validate, QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), QStringLiteral("--margins")} + json,
                    false});

    std::printf("bench_validate --goals: %d runs a row, %d cores, load average before: %s\n", repeats,
                QThread::idealThreadCount(), qPrintable(bench::loadAverage()));
    std::printf("%-48s %7s %24s %8s  %s\n", "row", "goal s", "cpu s: min / median / max", "peak MB", "met");
    const QString output = dir.filePath(QStringLiteral("output.txt"));
    for (const Row& r : rows) {
        std::vector<double> cpu;
        long peakKb = 0;
        // One untimed run first: the first process to read a level just written, or to load the
        // libraries, paid up to a third more on the first row.
        bench::runProcess(bin + u'/' + r.program, r.arguments, output);
        for (int i = 0; i < repeats; ++i) {
            const bench::Measured m = bench::runProcess(bin + u'/' + r.program, r.arguments, output);
            if (m.exitCode < 0 || m.exitCode > 1) { // validate: 1 when the level has errors
                std::fprintf(stderr, "%s failed (exit %d)\n", qPrintable(r.program), m.exitCode);
                return 2;
            }
            double seconds = m.cpu;
            if (r.reported) {
                QFile f(output);
                const QString text = f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
                const QRegularExpressionMatch cpuMs = QRegularExpression(QStringLiteral("cpu +([0-9.]+) ms")).match(text);
                if (!cpuMs.hasMatch()) {
                    std::fprintf(stderr, "no cpu figure in the output of %s\n", qPrintable(r.program));
                    return 2;
                }
                seconds = cpuMs.captured(1).toDouble() / 1000;
            }
            cpu.push_back(seconds);
            peakKb = std::max(peakKb, m.maxRssKb);
        }
        std::sort(cpu.begin(), cpu.end());
        const double median = cpu[cpu.size() / 2];
        const bool memoryMet = r.goalMb == 0 || double(peakKb) / 1024 <= r.goalMb;
        const char* met = !memoryMet ? "no (memory)" : cpu.back() <= r.goal ? "yes"
                                                   : median <= r.goal       ? "median"
                                                                            : "no";
        std::printf("%-48s %7.2f %7.3f / %6.3f / %6.3f %8.0f  %s\n", qPrintable(r.name), r.goal, cpu.front(), median,
                    cpu.back(), double(peakKb) / 1024, met);
        std::fflush(stdout);
    }
    std::printf("load average after: %s\n", qPrintable(bench::loadAverage()));
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const auto repeatsOr = [&](int fallback) {
        const int at = int(app.arguments().indexOf(QStringLiteral("--repeats")));
        return at > 0 && at + 1 < app.arguments().size() ? std::max(1, app.arguments()[at + 1].toInt()) : fallback;
    };
    if (app.arguments().contains(QStringLiteral("--why")))
        return runWhy(repeatsOr(3));
    if (app.arguments().contains(QStringLiteral("--goals")))
        return runGoals(repeatsOr(5));
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
