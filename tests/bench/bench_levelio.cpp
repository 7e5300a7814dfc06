// Large levels: load, save and validate a generated level of 10,000 and 100,000 shapes, each
// beside a named baseline measured in the same run:
//   load       file -> Level (loadLevel)            vs "QJsonDocument::fromJson" of the same
//              bytes (parsing alone, no model); also the QJsonDocument reader that loadLevel
//              falls back to (readLevelWithDocument), and the Level build part alone (the
//              layers and objects put into an empty Level with insertObjects)
//   save       Level -> file (saveLevel)            vs "QJsonDocument::toJson" of the same document;
//              also writeLevel alone (the bytes, no file)
//   overlaps   vs nothing: the figure itself (LiveOverlaps built from scratch)
// Each IO step: median of the repeats, this thread's CPU time and wall time. Peak memory:
// each of load, old load and save runs once more in a fresh process of this program (peak
// RSS from /proc/self/status VmHWM, minus that of the same process before the step: Qt's own share).
// Usage: bench_levelio [--io] [shapes...]   (default 10000 100000; --io: no overlaps and
// no validation, which take minutes at 100,000 shapes)
//        bench_levelio --child load|document|save FILE   (one step, prints its peak RSS)

#include "BenchTiming.h"
#include "model/LevelFastReader.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LiveOverlaps.h"
#include "model/Validator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>
#include <vector>

namespace {

using Time = ledge::bench::Timing;
using ledge::bench::threadCpuMs;

Time median(int repeats, const std::function<void()>& work)
{
    return ledge::bench::measure(repeats, work);
}

// VmHWM, the peak resident set of this process image (getrusage's ru_maxrss would carry the
// parent's peak across fork and exec).
long peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return 0;
}

// One step in this (fresh) process: prints "before after" peak RSS in kB.
int runChild(const QString& step, const QString& path)
{
    const long before = peakRssKb();
    if (step == u"load") {
        const auto loaded = ledge::loadLevel(path);
        if (!loaded)
            return 1;
    } else if (step == u"document") {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const auto loaded = ledge::readLevelWithDocument(file.readAll(), path);
        if (!loaded)
            return 1;
    } else if (step == u"save") {
        auto loaded = ledge::loadLevel(path);
        if (!loaded)
            return 1;
        const long afterLoad = peakRssKb();
        if (!ledge::saveLevel(*loaded.level, path + QStringLiteral(".saved")).ok)
            return 1;
        std::printf("%ld %ld %ld\n", before, afterLoad, peakRssKb());
        return 0;
    }
    std::printf("%ld %ld %ld\n", before, peakRssKb(), peakRssKb());
    return 0;
}

// Peak RSS of a step in a fresh process, in MB: {process before the step, after it,
// and for save the level's share before saving}.
std::vector<double> childRss(const QString& step, const QString& path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--child"), step, path});
    child.waitForFinished(-1);
    const QList<QByteArray> parts = child.readAllStandardOutput().trimmed().split(' ');
    std::vector<double> mb;
    for (const QByteArray& p : parts)
        mb.push_back(p.toDouble() / 1024.0);
    if (mb.size() != 3)
        mb = {0, 0, 0};
    return mb;
}

void row(int n, const char* step, const Time& t, const Time& base, const char* baseName)
{
    if (base.cpuMs > 0)
        std::printf("%-8d %-30s %9.1f %9.1f   %9.1f %9.1f  %6.2f  %s\n", n, step, t.cpuMs, t.wallMs,
                    base.cpuMs, base.wallMs, t.cpuMs / base.cpuMs, baseName);
    else
        std::printf("%-8d %-30s %9.1f %9.1f   %9s %9s  %6s\n", n, step, t.cpuMs, t.wallMs, "-", "-",
                    "-");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && std::strcmp(argv[1], "--child") == 0)
        return runChild(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    std::vector<int> sizes;
    bool ioOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--io") == 0)
            ioOnly = true;
        else
            sizes.push_back(std::atoi(argv[i]));
    }
    if (sizes.empty())
        sizes = {10000, 100000};
    QTemporaryDir dir;

    std::printf("CPU = this thread's CPU time, wall = elapsed; ms, medians\n");
    std::printf("%-8s %-30s %9s %9s   %9s %9s  %6s  %s\n", "shapes", "step", "cpu", "wall",
                "base cpu", "base wall", "x cpu", "baseline");
    for (int n : sizes) {
        ledge::GeneratorOptions options;
        options.shapes = n;
        options.tiles = true;
        auto level = ledge::generateLevel(options);
        const QString path = dir.filePath(QStringLiteral("level-%1.ledge").arg(n));
        const int repeats = n > 50000 ? 5 : 9;

        const Time save = median(repeats, [&] { ledge::saveLevel(*level, path); });
        const Time write = median(repeats, [&] { (void)ledge::writeLevel(*level); });
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        const QByteArray bytes = file.readAll();
        const Time toJson = [&] {
            const QJsonDocument document = QJsonDocument::fromJson(bytes);
            return median(repeats, [&] { (void)document.toJson(); });
        }();
        const Time load = median(repeats, [&] { (void)ledge::loadLevel(path); });
        const Time parse = median(repeats, [&] { (void)QJsonDocument::fromJson(bytes); });
        const Time documentLoad = median(repeats, [&] { (void)ledge::readLevelWithDocument(bytes); });
        // The Level build part: the same layers and objects into an empty Level.
        const Time build = median(repeats, [&] {
            ledge::Level copy;
            for (int i = 0; i < level->layerCount(); ++i) {
                const ledge::LayerInfo& info = level->layerAt(i);
                copy.insertLayer(i, info);
                std::vector<ledge::LevelObject> objects;
                objects.reserve(level->objectIds(info.id).size());
                for (ledge::ObjectId id : level->objectIds(info.id))
                    objects.push_back(*level->object(id));
                copy.insertObjects(info.id, std::move(objects));
            }
        });
        const bool fast = ledge::readLevelFast(bytes) != nullptr;
        const bool same = ledge::writeLevel(*ledge::loadLevel(path).level) == bytes;

        row(n, "load (vs fromJson)", load, parse, "QJsonDocument::fromJson");
        row(n, "load via QJsonDocument (old)", documentLoad, parse, "QJsonDocument::fromJson");
        row(n, "Level build (copies+insert)", build, {}, "");
        row(n, "save (vs toJson)", save, toJson, "QJsonDocument::toJson");
        row(n, "writeLevel (bytes only)", write, toJson, "QJsonDocument::toJson");
        std::printf("%-8d %-30s %9.2f MB (%lld bytes), fast path taken: %s, load+save same bytes: %s\n",
                    n, "file size", double(bytes.size()) / 1e6, qint64(bytes.size()),
                    fast ? "yes" : "NO", same ? "yes" : "NO");
        const auto rssLoad = childRss(QStringLiteral("load"), path);
        const auto rssDocument = childRss(QStringLiteral("document"), path);
        const auto rssSave = childRss(QStringLiteral("save"), path);
        std::printf("%-8d %-30s %6.1f MB peak RSS (%5.1f MB above the process before it)\n", n,
                    "load, fresh process", rssLoad[1], rssLoad[1] - rssLoad[0]);
        std::printf("%-8d %-30s %6.1f MB peak RSS (%5.1f MB above the process before it)\n", n,
                    "old load, fresh process", rssDocument[1], rssDocument[1] - rssDocument[0]);
        std::printf("%-8d %-30s %6.1f MB peak RSS (%5.1f MB above the peak of the load)\n", n,
                    "load + save, fresh process", rssSave[2], rssSave[2] - rssSave[1]);
        if (ioOnly)
            continue;
        const Time overlaps = median(repeats, [&] { ledge::LiveOverlaps live(level.get()); });
        ledge::ValidationReport report;
        const Time validate = median(1, [&] { report = ledge::Validator(*level).run(); });
        row(n, "all overlaps (LiveOverlaps)", overlaps, {}, "");
        row(n, "full validation", validate, {}, "");
        std::printf("         (overlaps %.1f ms, reachability %.1f ms, %d issues)\n",
                    report.timings.overlapMs, report.timings.reachMs, int(report.issues.size()));
    }
    std::printf("peak memory of this process: %ld MB\n", peakRssKb() / 1024);
    return 0;
}
