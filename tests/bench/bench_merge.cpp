// Diff and merge of two edits of a generated level (`ledge-cli generate --shapes N --tiles`):
//   OURS   moves every 100th object (the objects of each side are disjoint), changes the role of 50, removes 200, adds 200, paints a
//          row of tiles;
//   THEIRS moves other objects, sets a property on 500, removes 200 others, adds 200 with the
//          same new ids as OURS (all renumbered), paints another row, changes the gravity.
// In process (this thread's CPU time and wall time, medians): diffLevels(BASE, OURS) and
// mergeLevels(BASE, OURS, THEIRS), beside loading one of the files. As processes (wall time,
// medians): `ledge-cli diff` and `ledge-cli merge` end to end (loading, validating the result
// and the sides, saving), beside the textual tools on the same files: GNU `diff` and
// `git merge-file`.
// Usage: bench_merge [repeats=5] [shapes=100000]

#include "BenchTiming.h"
#include "model/LevelDiff.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LevelMerge.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using ledge::bench::Timing;

void edit(ledge::Level& level, bool ours)
{
    using namespace ledge;
    std::vector<ObjectId> ids;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) { ids.push_back(o.id); });
    const ObjectId firstNew = level.nextObjectId();
    const std::size_t offset = ours ? 0 : 50;
    int roles = 0, properties = 0;
    for (std::size_t i = offset; i < ids.size(); i += 100) {
        LevelObject o = *level.object(ids[i]);
        o.shape = translated(o.shape, {ours ? 3.0 : 0.0, ours ? 0.0 : -2.0});
        if (ours && roles < 50 && shapeType(o.shape) != ShapeType::Point && ++roles)
            o.role = Role::Hazard;
        level.setObject(o);
    }
    for (std::size_t i = offset + 7; !ours && properties < 500 && i < ids.size(); i += 100, ++properties) {
        LevelObject o = *level.object(ids[i]);
        o.properties.insert(QStringLiteral("friction"), 0.25);
        level.setObject(o);
    }
    for (std::size_t i = 0; i < 200; ++i)
        level.removeObject(ids[(ours ? 13 : 29) + i * 100]);
    for (int i = 0; i < 200; ++i) {
        LevelObject o;
        o.id = firstNew + i;
        o.shape = Box{double(40 * i), ours ? 8.0 : 24.0, 16, 8};
        level.insertObject(1, o);
    }
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int c = 0; c < 500 && c < level.grid().columns; ++c)
        cells.push_back({Cell{c, ours ? 5 : 7}, TileKind::Solid});
    level.setTiles(3, cells);
    if (!ours) {
        PlayerSettings p = level.player();
        p.gravity = 1500;
        level.setPlayer(p);
    }
}

double childrenCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

// Medians of the wall time and of the process's CPU time (user + system).
Timing processTime(const QString& program, const QStringList& arguments, int repeats, int* exitCode)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < repeats; ++i) {
        QProcess p;
        p.setStandardOutputFile(QProcess::nullDevice());
        p.setStandardErrorFile(QProcess::nullDevice());
        const double cpu0 = childrenCpuMs();
        QElapsedTimer timer;
        timer.start();
        p.start(program, arguments);
        p.waitForFinished(-1);
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(childrenCpuMs() - cpu0);
        *exitCode = p.exitCode();
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {cpu[cpu.size() / 2], wall[wall.size() / 2]};
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int shapes = argc > 2 ? std::max(10, std::atoi(argv[2])) : 100000;
    QTemporaryDir dir;
    const QString base = dir.filePath("base.ledge"), ours = dir.filePath("ours.ledge"), theirs = dir.filePath("theirs.ledge");
    ledge::GeneratorOptions options;
    options.shapes = shapes;
    options.tiles = true;
    {
        auto level = ledge::generateLevel(options);
        ledge::saveLevel(*level, base);
        edit(*level, true);
        ledge::saveLevel(*level, ours);
    }
    {
        auto level = ledge::generateLevel(options);
        edit(*level, false);
        ledge::saveLevel(*level, theirs);
    }
    const auto b = ledge::loadLevel(base).level, o = ledge::loadLevel(ours).level, t = ledge::loadLevel(theirs).level;
    std::printf("level: %d objects, %d x %d cells; %lld bytes\n", b->objectCount(), b->grid().columns, b->grid().rows,
                static_cast<long long>(QFileInfo(base).size()));

    ledge::LevelDiff diff;
    const Timing load = ledge::bench::measure(repeats, [&] { ledge::loadLevel(ours); });
    const Timing diffTime = ledge::bench::measure(repeats, [&] { diff = ledge::diffLevels(*b, *o); });
    std::size_t conflicts = 0, renumbered = 0;
    const Timing mergeTime = ledge::bench::measure(repeats, [&] {
        const ledge::MergeResult r = ledge::mergeLevels(*b, *o, *t);
        conflicts = r.conflicts.size();
        renumbered = r.renumbered.size();
    });
    std::printf("diff: %zu added, %zu removed, %zu changed, %zu cell layers; merge: %zu conflicts, %zu renumbered\n",
                diff.added.size(), diff.removed.size(), diff.changed.size(), diff.cells.size(), conflicts, renumbered);
    std::printf("%-40s %9s %9s\n", "in process (median of repeats)", "cpu ms", "wall ms");
    std::printf("%-40s %9.1f %9.1f\n", "loadLevel (one file, for scale)", load.cpuMs, load.wallMs);
    std::printf("%-40s %9.1f %9.1f\n", "diffLevels(base, ours)", diffTime.cpuMs, diffTime.wallMs);
    std::printf("%-40s %9.1f %9.1f\n", "mergeLevels(base, ours, theirs)", mergeTime.cpuMs, mergeTime.wallMs);

    const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/ledge-cli");
    int code = 0;
    std::printf("%-44s %9s %9s %5s\n", "processes (median of repeats)", "cpu ms", "wall ms", "exit");
    auto run = [&](const char* label, const QString& program, const QStringList& arguments) {
        const Timing t = processTime(program, arguments, repeats, &code);
        std::printf("%-44s %9.1f %9.1f %5d\n", label, t.cpuMs, t.wallMs, code);
    };
    run("ledge-cli diff base ours --format json", cli, {"diff", base, ours, "--format", "json"});
    run("ledge-cli merge base ours theirs -o merged", cli, {"merge", base, ours, theirs, "-o", dir.filePath("merged.ledge")});
    run("ledge-cli validate ours (for scale)", cli, {"validate", ours});
    run("baseline: GNU diff base ours", QStringLiteral("diff"), {base, ours});
    run("baseline: git merge-file -p ours base theirs", QStringLiteral("git"), {"merge-file", "-p", ours, base, theirs});
    return 0;
}
