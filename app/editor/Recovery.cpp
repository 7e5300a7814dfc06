#include "Recovery.h"

#include "model/Level.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace ledge {

namespace {

const QString kSidecarFormat = QStringLiteral("ledge-recovery");
constexpr int kSidecarVersion = 1;

// A file name stem from the document: its base name with anything unusual replaced.
QString stemFor(const QString& originalPath)
{
    QString base = QFileInfo(originalPath).completeBaseName();
    static const QRegularExpression unusual(QStringLiteral("[^A-Za-z0-9_.-]"));
    base.replace(unusual, QStringLiteral("_"));
    if (base.isEmpty())
        base = QStringLiteral("untitled");
    return base.left(64);
}

QString lockPathOf(const QString& sidecarPath)
{
    return sidecarPath.chopped(int(qstrlen(".json"))) + QStringLiteral(".lock");
}

} // namespace

Recovery::Recovery(QObject* parent) : QObject(parent)
{
    mTimer.setInterval(mInterval);
    connect(&mTimer, &QTimer::timeout, this, [this] { autosaveNow(); });
}

Recovery::~Recovery() = default;

QString Recovery::recoveryDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/recovery");
}

void Recovery::setDocument(const Level* level, const QString& originalPath)
{
    removeFiles();
    mLevel = level;
    mOriginalPath = originalPath;
    mModified = false;
    if (mLevel && mInterval.count() > 0)
        mTimer.start();
    else
        mTimer.stop();
}

void Recovery::setOriginalPath(const QString& originalPath)
{
    mOriginalPath = originalPath;
    if (!mSidecarPath.isEmpty())
        writeSidecar();
}

void Recovery::setInterval(std::chrono::milliseconds interval)
{
    mInterval = interval;
    if (mInterval.count() > 0) {
        mTimer.setInterval(mInterval);
        if (mLevel)
            mTimer.start();
    } else {
        mTimer.stop();
    }
}

void Recovery::markModified()
{
    mModified = true;
}

void Recovery::documentSaved()
{
    removeFiles();
    mModified = false;
}

void Recovery::cleanClose()
{
    removeFiles();
    mModified = false;
    mLevel = nullptr;
    mTimer.stop();
}

bool Recovery::autosaveNow()
{
    if (!mLevel || !mModified)
        return false;
    if (mLevelPath.isEmpty()) {
        // First autosave of this document: pick names and take the lock before writing.
        const QDir dir(recoveryDirectory());
        if (!dir.mkpath(QStringLiteral("."))) {
            emit autosaveFailed(tr("cannot create the recovery folder %1").arg(dir.path()));
            return false;
        }
        const QString stem = stemFor(mOriginalPath);
        for (int attempt = 0; attempt < 16 && mLevelPath.isEmpty(); ++attempt) {
            const QString base = dir.filePath(
                stem + u'-'
                + QString::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, u'0'));
            if (QFileInfo::exists(base + QStringLiteral(".ledge"))
                || QFileInfo::exists(base + QStringLiteral(".json")))
                continue;
            auto lock = std::make_unique<QLockFile>(base + QStringLiteral(".lock"));
            lock->setStaleLockTime(0);
            if (!lock->tryLock(0))
                continue;
            mLock = std::move(lock);
            mLevelPath = base + QStringLiteral(".ledge");
            mSidecarPath = base + QStringLiteral(".json");
        }
        if (mLevelPath.isEmpty()) {
            emit autosaveFailed(tr("cannot create a recovery file in %1").arg(dir.path()));
            return false;
        }
    }
    const SaveResult saved = saveLevel(*mLevel, mLevelPath);
    if (!saved.ok) {
        emit autosaveFailed(saved.message);
        return false; // still modified: the next interval tries again
    }
    mSavedAt = QDateTime::currentDateTimeUtc();
    if (!writeSidecar()) {
        emit autosaveFailed(tr("cannot write %1").arg(mSidecarPath));
        return false;
    }
    mModified = false;
    emit autosaved(mLevelPath);
    return true;
}

bool Recovery::writeSidecar()
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), kSidecarFormat);
    o.insert(QStringLiteral("version"), kSidecarVersion);
    o.insert(QStringLiteral("original"), mOriginalPath);
    o.insert(QStringLiteral("name"), mLevel ? mLevel->name() : QString());
    o.insert(QStringLiteral("savedAt"), mSavedAt.toString(Qt::ISODateWithMs));
    QSaveFile file(mSidecarPath);
    file.setDirectWriteFallback(false);
    return file.open(QIODevice::WriteOnly)
        && file.write(QJsonDocument(o).toJson()) >= 0 && file.commit();
}

void Recovery::removeFiles()
{
    if (!mLevelPath.isEmpty()) {
        QFile::remove(mLevelPath);
        QFile::remove(mSidecarPath);
    }
    mLock.reset(); // unlocks and removes the lock file
    mLevelPath.clear();
    mSidecarPath.clear();
}

QList<RecoveryEntry> Recovery::pendingRecoveries()
{
    QList<RecoveryEntry> entries;
    const QDir dir(recoveryDirectory());
    const QStringList sidecars =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::NoDotAndDotDot);
    for (const QString& name : sidecars) {
        RecoveryEntry e;
        e.sidecarPath = dir.filePath(name);
        e.levelPath = e.sidecarPath.chopped(int(qstrlen(".json"))) + QStringLiteral(".ledge");
        if (!QFileInfo::exists(e.levelPath))
            continue;
        // A running editor holds the lock: its document is not a leftover. A lock left by a
        // process that no longer runs is stale, and tryLock() takes it over.
        QLockFile lock(lockPathOf(e.sidecarPath));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile file(e.sidecarPath);
        if (!file.open(QIODevice::ReadOnly) || file.size() > 65536)
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        if (o.value(QStringLiteral("format")).toString() != kSidecarFormat)
            continue;
        e.originalPath = o.value(QStringLiteral("original")).toString();
        e.name = o.value(QStringLiteral("name")).toString();
        e.savedAt = QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(),
                                          Qt::ISODateWithMs);
        entries << e;
    }
    std::sort(entries.begin(), entries.end(), [](const RecoveryEntry& a, const RecoveryEntry& b) {
        return a.savedAt > b.savedAt;
    });
    return entries;
}

LoadResult Recovery::restore(const RecoveryEntry& entry)
{
    return loadLevel(entry.levelPath);
}

bool Recovery::discard(const RecoveryEntry& entry)
{
    QFile::remove(entry.levelPath);
    QFile::remove(entry.sidecarPath);
    QFile::remove(lockPathOf(entry.sidecarPath));
    return !QFileInfo::exists(entry.levelPath) && !QFileInfo::exists(entry.sidecarPath);
}

} // namespace ledge
