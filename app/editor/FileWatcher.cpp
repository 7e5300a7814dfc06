#include "FileWatcher.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace ledge {

FileWatcher::FileWatcher(QObject* parent) : QObject(parent)
{
    mSettle.setSingleShot(true);
    mSettle.setInterval(kSettleMs);
    connect(&mSettle, &QTimer::timeout, this, &FileWatcher::check);
    auto settle = [this] {
        rearm();
        mSettle.start();
    };
    connect(&mWatcher, &QFileSystemWatcher::fileChanged, this, settle);
    connect(&mWatcher, &QFileSystemWatcher::directoryChanged, this, settle);
}

void FileWatcher::setPath(const QString& path)
{
    if (!mWatcher.files().isEmpty())
        mWatcher.removePaths(mWatcher.files());
    if (!mWatcher.directories().isEmpty())
        mWatcher.removePaths(mWatcher.directories());
    mSettle.stop();
    mPath = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    mDirectory.clear();
    mKnownDigest.clear();
    mBaseContents.clear();
    if (mPath.isEmpty())
        return;
    mDirectory = QFileInfo(mPath).absolutePath();
    mWatcher.addPath(mDirectory);
    readBase();
    rearm();
}

void FileWatcher::noteSaved()
{
    if (mPath.isEmpty())
        return;
    readBase();
    rearm();
}

void FileWatcher::readBase()
{
    QFile file(mPath);
    mBaseContents = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    mKnownDigest = file.isOpen() && file.error() == QFileDevice::NoError
        ? QByteArrayLiteral("f") + QCryptographicHash::hash(mBaseContents, QCryptographicHash::Sha1)
        : QByteArray();
}

void FileWatcher::rearm()
{
    // After an atomic rename the watched inode is gone and the watcher dropped the path;
    // watch the file now in its place.
    if (!mWatcher.files().contains(mPath) && QFileInfo::exists(mPath))
        mWatcher.addPath(mPath);
}

QByteArray FileWatcher::currentDigest() const
{
    QFile file(mPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    if (!hash.addData(&file))
        return {};
    // Prefixed so the digest of an empty file is not mistaken for "no file".
    return QByteArrayLiteral("f") + hash.result();
}

void FileWatcher::check()
{
    if (mPath.isEmpty())
        return;
    rearm();
    const QByteArray digest = currentDigest();
    if (digest == mKnownDigest)
        return;
    mKnownDigest = digest;
    emit changedOnDisk(mPath, !digest.isEmpty());
}

} // namespace ledge
