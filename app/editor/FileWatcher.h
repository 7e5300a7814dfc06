#pragma once
// Notices when the open document's file changes on disk behind the editor's back, so the
// editor can offer to reload it.
//
// QFileSystemWatcher watches an inode: a program that saves atomically (writes a new file and
// renames it over the old, as Ledge and most editors do) replaces the inode and the watch
// ends. This class also watches the parent folder and re-arms the file watch whenever the
// file is back. It compares contents (a SHA-1) with what the editor last loaded or saved, so
// touching a file, or the editor's own save (noteSaved()), is not reported. Notifications are
// gathered for a short moment (kSettle) so a program writing in several steps is reported once.

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

namespace ledge {

class FileWatcher : public QObject {
    Q_OBJECT

public:
    static constexpr int kSettleMs = 100;

    explicit FileWatcher(QObject* parent = nullptr);

    // Starts watching `path` with its current contents as the known state; "" stops watching.
    void setPath(const QString& path);
    QString path() const { return mPath; }

    // Call right after the editor saved the file itself: its new contents are the known state.
    // (Notifications are delivered through the event loop, after a synchronous save returns.)
    void noteSaved();

    // The file as the editor last loaded or saved it (empty when unknown): the base of a
    // three-way merge of the document with the file changed on disk ("Merge their changes").
    const QByteArray& baseContents() const { return mBaseContents; }
    // After merging the file's current contents into the document, they are the next base.
    void setBaseContents(const QByteArray& contents) { mBaseContents = contents; }

signals:
    // The file's contents differ from the known state, or it was removed (`exists` false).
    // Reported once per new state.
    void changedOnDisk(const QString& path, bool exists);

private:
    void check();
    void rearm();
    QByteArray currentDigest() const; // empty when the file cannot be read
    void readBase();                  // mBaseContents and mKnownDigest from the file

    QFileSystemWatcher mWatcher;
    QTimer mSettle;
    QString mPath;
    QString mDirectory;
    QByteArray mKnownDigest; // empty: known not to exist
    QByteArray mBaseContents;
};

} // namespace ledge
