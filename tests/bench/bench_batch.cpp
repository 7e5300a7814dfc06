// bench_batch [levels=200] [shapes=1000] [repeats=3]: a whole game in one `ledge-cli validate`
// call against the shell loop a studio writes without it (one process per level).
//
// Generates `levels` levels of `shapes` shapes with `ledge-cli generate` (seeds 1..levels) in a
// temporary folder, then measures, each `repeats` times (the best wall time is reported):
// - loop: `ledge-cli validate LEVEL --format json`, one process per level, one after another;
// - batch --jobs 1: `ledge-cli validate FOLDER --format json --jobs 1` (start-up paid once);
// - batch: the same on every core (the default);
// - batch + --html: with the HTML page (a thumbnail rendered per level).
// Wall time, CPU time (user + system of the process) and peak resident memory come from wait4().
// Peak memory is also measured for a batch of a quarter of the levels: bounded by the levels in
// flight, it should not grow with the number of levels. The machine's load average is printed
// before and after, since the figures are only comparable on a quiet machine.

#include "BenchProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

using ledge::bench::loadAverage;
using ledge::bench::Measured;

const QString kCli = QStringLiteral(LEDGE_BIN_DIR "/ledge-cli");

// One `ledge-cli` process, its output dropped.
Measured run(const QStringList& arguments)
{
    return ledge::bench::runProcess(kCli, arguments);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int levels = argc > 1 ? std::atoi(argv[1]) : 200;
    const int shapes = argc > 2 ? std::atoi(argv[2]) : 1000;
    const int repeats = argc > 3 ? std::atoi(argv[3]) : 3;
    QTemporaryDir dir;
    const QString all = dir.filePath(QStringLiteral("all"));
    const QString quarter = dir.filePath(QStringLiteral("quarter"));
    QDir().mkpath(all);
    QDir().mkpath(quarter);
    std::printf("bench_batch: %d levels of %d shapes, %d cores, load average before: %s\n", levels, shapes,
                QThread::idealThreadCount(), qPrintable(loadAverage()));
    QStringList files;
    for (int i = 1; i <= levels; ++i) {
        const QString file = all + QStringLiteral("/level%1.ledge").arg(i);
        if (run({QStringLiteral("generate"), file, QStringLiteral("--shapes"), QString::number(shapes), QStringLiteral("--seed"),
                 QString::number(i)})
                .exitCode
            != 0) {
            std::fprintf(stderr, "generate failed\n");
            return 1;
        }
        files << file;
        if (i <= levels / 4)
            QFile::copy(file, quarter + QStringLiteral("/level%1.ledge").arg(i));
    }
    std::printf("levels written to a temporary folder; timing (best of %d)\n\n", repeats);

    auto best = [&](const std::function<Measured()>& once) {
        Measured b;
        b.wall = 1e300;
        for (int r = 0; r < repeats; ++r) {
            const Measured m = once();
            if (m.wall < b.wall)
                b = m;
        }
        return b;
    };
    const Measured loop = best([&] {
        Measured sum;
        sum.exitCode = 0;
        QElapsedTimer clock;
        clock.start();
        for (const QString& file : std::as_const(files)) {
            const Measured m = run({QStringLiteral("validate"), file, QStringLiteral("--format"), QStringLiteral("json")});
            sum.cpu += m.cpu;
            sum.maxRssKb = std::max(sum.maxRssKb, m.maxRssKb);
            sum.exitCode = std::max(sum.exitCode, m.exitCode);
        }
        sum.wall = double(clock.nsecsElapsed()) / 1e9;
        return sum;
    });
    const QStringList batchArgs{QStringLiteral("validate"), all, QStringLiteral("--format"), QStringLiteral("json")};
    const Measured one = best([&] { return run(batchArgs + QStringList{QStringLiteral("--jobs"), QStringLiteral("1")}); });
    const Measured batch = best([&] { return run(batchArgs); });
    const Measured html = best([&] {
        return run(batchArgs + QStringList{QStringLiteral("--html"), dir.filePath(QStringLiteral("report.html"))});
    });
    const Measured small = best([&] {
        return run({QStringLiteral("validate"), quarter, QStringLiteral("--format"), QStringLiteral("json")});
    });

    std::printf("%-34s %9s %9s %10s %6s %10s\n", "method", "wall s", "cpu s", "peak MB", "exit", "x loop");
    auto row = [&](const char* name, const Measured& m) {
        std::printf("%-34s %9.2f %9.2f %10.1f %6d %10.2f\n", name, m.wall, m.cpu, double(m.maxRssKb) / 1024.0,
                    m.exitCode, loop.wall / m.wall);
    };
    row("loop: one process per level", loop);
    row("batch, --jobs 1", one);
    row("batch, all cores", batch);
    row("batch, all cores, --html", html);
    std::printf("%-34s %9.2f %9.2f %10.1f %6d\n", qPrintable(QStringLiteral("batch of %1 levels (memory check)").arg(levels / 4)),
                small.wall, small.cpu, double(small.maxRssKb) / 1024.0, small.exitCode);
    std::printf("\nHTML page: %.1f MB\n", double(QFileInfo(dir.filePath(QStringLiteral("report.html"))).size()) / 1e6);
    std::printf("load average after: %s\n", qPrintable(loadAverage()));
    return 0;
}
