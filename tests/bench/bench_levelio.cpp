// Large levels: load, save and validate a generated level of 10,000 and 100,000 shapes, each
// beside a named baseline measured in the same run:
//   load     vs "QJsonDocument::fromJson" of the same bytes (parsing alone, no model)
//   save     vs "QJsonDocument::toJson" of the same document
//   overlaps vs nothing: the figure itself (LiveOverlaps built from scratch)
// Usage: bench_levelio [shapes...]   (default 10000 100000)

#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

double medianMs(int repeats, const std::function<void()>& work)
{
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

long peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty())
        sizes = {10000, 100000};
    QTemporaryDir dir;

    std::printf("%-8s %-28s %12s %14s %8s\n", "shapes", "step", "ledge ms", "baseline ms", "ratio");
    for (int n : sizes) {
        ledge::GeneratorOptions options;
        options.shapes = n;
        auto level = ledge::generateLevel(options);
        const QString path = dir.filePath(QStringLiteral("level-%1.ledge").arg(n));
        const int repeats = n > 50000 ? 3 : 7;

        const double saveMs = medianMs(repeats, [&] { ledge::saveLevel(*level, path); });
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        const QByteArray bytes = file.readAll();
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        const double toJsonMs = medianMs(repeats, [&] { (void)document.toJson(); });
        const double loadMs = medianMs(repeats, [&] { (void)ledge::loadLevel(path); });
        const double parseMs = medianMs(repeats, [&] { (void)QJsonDocument::fromJson(bytes); });
        const double overlapsMs = medianMs(repeats, [&] { ledge::LiveOverlaps live(level.get()); });
        ledge::ValidationReport report;
        const double validateMs = medianMs(1, [&] { report = ledge::Validator(*level).run(); });

        std::printf("%-8d %-28s %12.1f %14.1f %8.2f\n", n, "save (vs toJson)", saveMs, toJsonMs, saveMs / toJsonMs);
        std::printf("%-8d %-28s %12.1f %14.1f %8.2f\n", n, "load (vs fromJson)", loadMs, parseMs, loadMs / parseMs);
        std::printf("%-8d %-28s %12.1f %14s %8s\n", n, "all overlaps (LiveOverlaps)", overlapsMs, "-", "-");
        std::printf("%-8d %-28s %12.1f %14s %8s   (overlaps %.1f ms, reachability %.1f ms, %d issues)\n",
                    n, "full validation", validateMs, "-", "-", report.timings.overlapMs,
                    report.timings.reachMs, int(report.issues.size()));
        std::printf("%-8d %-28s %12.1f MB\n", n, "file size", double(bytes.size()) / 1e6);
    }
    std::printf("peak memory: %ld MB\n", peakRssMb());
    return 0;
}
