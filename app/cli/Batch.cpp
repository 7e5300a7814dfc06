#include "Batch.h"

#include "Commands.h"

#include <QBuffer>
#include <QCollator>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QSet>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <climits>
#include <condition_variable>
#include <csignal>
#include <deque>
#include <mutex>

#include <unistd.h>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

// Set by the SIGINT handler; std::atomic<bool> is lock-free here, so setting it is
// async-signal-safe.
std::atomic<bool> gInterrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    gInterrupted.store(true);
    // A second Ctrl+C ends the process at once, as a person pressing it twice expects.
    std::signal(SIGINT, SIG_DFL);
}

// stderr is a buffered QFile: what a person should see now must not wait for the batch to end.
void writeNow(QIODevice& device, const QString& text)
{
    device.write(text.toUtf8());
    if (auto* file = qobject_cast<QFile*>(&device))
        file->flush();
}

bool isTerminal(QIODevice& device)
{
    const auto* file = qobject_cast<QFile*>(&device);
    return file && file->handle() >= 0 && ::isatty(file->handle());
}

// "1 min 05 s", "12 s": an estimate needs no more precision than that.
QString duration(double seconds)
{
    const int s = int(std::max(0.0, seconds) + 0.5);
    if (s < 60)
        return Text::tr("%1 s").arg(s);
    return Text::tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// The progress on stderr: a bar redrawn in place on a terminal, else one line per level.
class Progress {
public:
    Progress(QIODevice& err, int total) : mErr(err), mTotal(total), mBar(isTerminal(err)) { mClock.start(); }

    void levelDone(const BatchLevel& level)
    {
        ++mDone;
        if (level.state == BatchLevel::State::Checked && !level.report.ok())
            ++mFailed;
        if (level.state == BatchLevel::State::Unreadable)
            ++mUnreadable;
        if (mBar)
            clearBar();
        // A level's own messages (importer warnings, the reason it is unreadable) always show.
        if (!level.messages.isEmpty())
            write(level.messages.endsWith(u'\n') ? level.messages : level.messages + u'\n');
        if (!mBar && level.state != BatchLevel::State::NotChecked)
            write(QStringLiteral("[%1/%2] %3\n").arg(mDone).arg(mTotal).arg(summaryOf(level)));
        if (mBar)
            drawBar();
    }
    void tick()
    {
        if (mBar && mClock.elapsed() - mLastDraw >= 200) {
            clearBar();
            drawBar();
        }
    }
    void finish()
    {
        if (mBar)
            clearBar();
    }

    static QString summaryOf(const BatchLevel& level)
    {
        const QString name = level.source.displayName();
        if (level.state == BatchLevel::State::Unreadable)
            return Text::tr("%1: unreadable").arg(name);
        if (level.state == BatchLevel::State::NotChecked)
            return Text::tr("%1: not checked (interrupted)").arg(name);
        return Text::tr("%1: %n error(s)", nullptr, level.report.errorCount()).arg(name)
               + Text::tr(", %n warning(s)", nullptr, level.report.warningCount());
    }

private:
    void write(const QString& text) { writeNow(mErr, text); }
    void clearBar()
    {
        if (mDrawn)
            write(QStringLiteral("\r\x1b[K"));
        mDrawn = false;
    }
    void drawBar()
    {
        constexpr int kWidth = 24;
        const int filled = mTotal > 0 ? kWidth * mDone / mTotal : kWidth;
        QString line = QStringLiteral("[%1%2] ").arg(QString(filled, u'#'), QString(kWidth - filled, u'.'));
        line += Text::tr("%1/%2 levels").arg(mDone).arg(mTotal);
        line += QStringLiteral(", ") + Text::tr("%n with errors", nullptr, mFailed);
        if (mUnreadable > 0)
            line += QStringLiteral(", ") + Text::tr("%n unreadable", nullptr, mUnreadable);
        const double elapsed = double(mClock.elapsed()) / 1000.0;
        if (mDone > 0 && mDone < mTotal)
            line += QStringLiteral(", ") + Text::tr("about %1 left").arg(duration(elapsed / mDone * (mTotal - mDone)));
        write(line);
        mDrawn = true;
        mLastDraw = mClock.elapsed();
    }

    QIODevice& mErr;
    int mTotal = 0;
    int mDone = 0;
    int mFailed = 0;
    int mUnreadable = 0;
    bool mBar = false;
    bool mDrawn = false;
    qint64 mLastDraw = 0;
    QElapsedTimer mClock;
};

} // namespace

InterruptScope::InterruptScope()
{
    gInterrupted.store(false);
    mPrevious = std::signal(SIGINT, onInterrupt);
}

InterruptScope::~InterruptScope()
{
    std::signal(SIGINT, mPrevious == SIG_ERR ? SIG_DFL : mPrevious);
}

QByteArray thumbnailPng(const Level& level, const ValidationReport& report, int maxSide)
{
    RenderOptions options;
    options.scale = 64; // shrunk to maxSide
    options.maxSide = maxSide;
    options.issues = true;
    options.reachability = true;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    // A thumbnail needs no more than 256 colours: its own most frequent ones (the palette Qt
    // would pick is a fixed one that dithers the background), each pixel mapped to the nearest.
    // The indexed PNG is about a seventh of the size of the full-colour one.
    const QImage image = renderLevel(level, options, &report).convertToFormat(QImage::Format_RGB32);
    // Runs of one colour are the rule (background, filled shapes): count them per run.
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width();) {
            int end = x + 1;
            while (end < image.width() && line[end] == line[x])
                ++end;
            counts[line[x]] += end - x;
            x = end;
        }
    }
    std::vector<std::pair<int, QRgb>> byCount;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byCount.emplace_back(-it.value(), it.key());
    std::sort(byCount.begin(), byCount.end());
    QList<QRgb> palette;
    QHash<QRgb, uchar> index; // colour -> palette entry, the nearest one for colours left out
    for (std::size_t i = 0; i < std::min<std::size_t>(byCount.size(), 256); ++i) {
        index.insert(byCount[i].second, uchar(palette.size()));
        palette << byCount[i].second;
    }
    auto nearest = [&](QRgb c) {
        int best = 0, bestDistance = INT_MAX;
        for (int i = 0; i < palette.size(); ++i) {
            const int dr = qRed(c) - qRed(palette[i]), dg = qGreen(c) - qGreen(palette[i]), db = qBlue(c) - qBlue(palette[i]);
            const int distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return uchar(best);
    };
    QImage indexed(image.size(), QImage::Format_Indexed8);
    indexed.setColorTable(palette);
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        uchar* out = indexed.scanLine(y);
        for (int x = 0; x < image.width(); ++x) {
            if (x > 0 && line[x] == line[x - 1]) {
                out[x] = out[x - 1];
                continue;
            }
            auto it = index.constFind(line[x]);
            if (it == index.constEnd())
                it = index.insert(line[x], nearest(line[x]));
            out[x] = it.value();
        }
    }
    indexed.save(&buffer, "PNG");
    return bytes;
}

LevelInputs collectLevels(const QStringList& paths, const QStringList& suffixes,
                          const std::function<bool(const QString&)>& claims)
{
    LevelInputs inputs;
    QSet<QString> seen;
    auto add = [&](const QString& file, const QString& relative) {
        const QFileInfo info(file);
        const QString key = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
        if (seen.contains(key))
            return;
        seen.insert(key);
        inputs.levels.push_back({file, QString(), relative});
    };
    QCollator natural;
    natural.setNumericMode(true);
    natural.setCaseSensitivity(Qt::CaseInsensitive);
    QStringList filters;
    for (const QString& suffix : suffixes)
        filters << QStringLiteral("*.") + suffix;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            inputs.missing << path;
            continue;
        }
        if (!info.isDir()) {
            add(path, info.fileName());
            continue;
        }
        QStringList found;
        QDirIterator it(path, filters, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
        const QDir root(info.absoluteFilePath());
        while (it.hasNext())
            found << root.relativeFilePath(QFileInfo(it.next()).absoluteFilePath());
        std::sort(found.begin(), found.end(), [&](const QString& a, const QString& b) { return natural.compare(a, b) < 0; });
        for (const QString& relative : std::as_const(found)) {
            const QString file = QDir::cleanPath(path + u'/' + relative);
            if (claims(file))
                add(file, relative);
        }
    }
    return inputs;
}

void expandProjects(LevelInputs& inputs, const std::function<std::optional<QStringList>(const QString&)>& levelsOf,
                    const QString& only)
{
    std::vector<LevelSource> expanded;
    expanded.reserve(inputs.levels.size());
    for (const LevelSource& source : inputs.levels) {
        const std::optional<QStringList> names = levelsOf(source.file);
        if (!names) {
            expanded.push_back(source);
            continue;
        }
        const QStringList levels = !only.isEmpty() ? QStringList{only} : names->isEmpty() ? QStringList{QString()} : *names;
        for (const QString& level : levels)
            expanded.push_back({source.file, level, source.relative});
    }
    inputs.levels = std::move(expanded);
}

int BatchResult::checked() const
{
    return int(std::count_if(levels.begin(), levels.end(),
                             [](const BatchLevel& l) { return l.state == BatchLevel::State::Checked; }));
}
int BatchResult::unreadable() const
{
    return int(missing.size()) + int(std::count_if(levels.begin(), levels.end(), [](const BatchLevel& l) {
               return l.state == BatchLevel::State::Unreadable;
           }));
}
int BatchResult::notChecked() const
{
    return int(std::count_if(levels.begin(), levels.end(),
                             [](const BatchLevel& l) { return l.state == BatchLevel::State::NotChecked; }));
}
int BatchResult::withErrors() const
{
    return int(std::count_if(levels.begin(), levels.end(), [](const BatchLevel& l) {
        return l.state == BatchLevel::State::Checked && !l.report.ok();
    }));
}
int BatchResult::errors() const
{
    int n = 0;
    for (const BatchLevel& l : levels)
        n += l.report.errorCount();
    return n;
}
int BatchResult::warnings() const
{
    int n = 0;
    for (const BatchLevel& l : levels)
        n += l.report.warningCount();
    return n;
}
int BatchResult::exitCode() const
{
    if (interrupted)
        return kInterruptedExitCode;
    int code = missing.isEmpty() ? ExitCode::Ok : ExitCode::BadInput;
    for (const BatchLevel& l : levels)
        code = std::max(code, l.exitCode);
    return code;
}

BatchResult runBatch(const LevelInputs& inputs, const LevelChecker& check, const BatchOptions& options,
                     QIODevice& err)
{
    BatchResult result;
    result.missing = inputs.missing;
    result.levels.resize(inputs.levels.size());
    for (std::size_t i = 0; i < inputs.levels.size(); ++i)
        result.levels[i].source = inputs.levels[i];
    for (const QString& path : inputs.missing)
        writeNow(err, Text::tr("ledge-cli: %1: no such file or directory").arg(path) + u'\n');

    QElapsedTimer clock;
    clock.start();
    std::atomic<bool> cancel{false};
    std::mutex mutex;
    std::condition_variable finished;
    std::deque<std::size_t> done; // indices finished since the main thread last looked

    QThreadPool pool;
    pool.setMaxThreadCount(options.threads > 0 ? options.threads : QThread::idealThreadCount());
    for (std::size_t i = 0; i < result.levels.size(); ++i) {
        pool.start([&, i] {
            BatchLevel level;
            if (!cancel.load()) {
                LevelCheck c = check(inputs.levels[i], cancel);
                level.messages = std::move(c.messages);
                level.exitCode = c.exitCode;
                level.loadMs = c.loadMs;
                if (!c.level) {
                    level.state = BatchLevel::State::Unreadable;
                    level.exitCode = ExitCode::BadInput;
                } else if (!c.cancelled) {
                    level.state = BatchLevel::State::Checked;
                    if (options.thumbnails)
                        level.thumbnail = thumbnailPng(*c.level, c.report);
                    level.report = std::move(c.report);
                } else {
                    level.exitCode = ExitCode::Ok;
                }
                // The Level is freed here, on the pool thread: only report data is kept.
            }
            const std::lock_guard lock(mutex);
            level.source = std::move(result.levels[i].source);
            result.levels[i] = std::move(level);
            done.push_back(i);
            finished.notify_one();
        });
    }

    Progress progress(err, int(result.levels.size()));
    std::size_t reported = 0;
    while (reported < result.levels.size()) {
        std::deque<std::size_t> batch;
        {
            std::unique_lock lock(mutex);
            finished.wait_for(lock, std::chrono::milliseconds(100), [&] { return !done.empty(); });
            batch.swap(done);
        }
        // Each finished level is written by its task before its index is queued, under the
        // mutex: reading it here, after taking the index under the same mutex, is ordered.
        for (std::size_t i : batch)
            progress.levelDone(result.levels[i]);
        reported += batch.size();
        if (gInterrupted.load() && !cancel.load()) {
            cancel.store(true);
            progress.finish();
            writeNow(err, Text::tr("ledge-cli: interrupted: finishing the levels in progress") + u'\n');
        }
        progress.tick();
    }
    pool.waitForDone();
    progress.finish();
    result.interrupted = cancel.load();
    result.seconds = double(clock.nsecsElapsed()) / 1e9;
    return result;
}

} // namespace ledge
