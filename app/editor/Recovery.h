#pragma once
// Crash recovery: a modified level is autosaved now and then to a recovery copy, so a crash
// loses at most one interval of work; the next start finds the copies and offers them back.
//
// Files live in QStandardPaths::AppDataLocation/recovery/, one set per open document:
//   <document>-<tag>.ledge   the level, written atomically by saveLevel()
//   <document>-<tag>.json    sidecar: {"format":"ledge-recovery","version":1,"original":path,
//                            "name":level name,"savedAt":ISO 8601 UTC}
//   <document>-<tag>.lock    QLockFile held while the owning editor runs, so a second running
//                            editor never offers a live document's copy as a crash leftover.
// <document> is the file's base name ("untitled" for a new level), <tag> random.
//
// Wiring (MainWindow): setDocument() when a level is opened or created, markModified() on every
// change, documentSaved() after a successful save, cleanClose() when the document is closed
// normally. Destroying a Recovery without cleanClose() keeps the copy, as a crash would.

#include "model/LevelFile.h"

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <memory>

namespace ledge {

class Level;

struct RecoveryEntry {
    QString levelPath;    // the recovery copy (.ledge)
    QString sidecarPath;  // its description (.json)
    QString originalPath; // the document's own file, "" for a level never saved
    QString name;         // the level's name when it was autosaved
    QDateTime savedAt;    // UTC
};

class Recovery : public QObject {
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds kDefaultInterval{60000};

    explicit Recovery(QObject* parent = nullptr);
    ~Recovery() override; // keeps the files: only cleanClose() and documentSaved() remove them

    // The level to watch (must outlive this object or be replaced first) and its file ("" for
    // an untitled level). A previous document's copy is removed: it was closed by choice.
    void setDocument(const Level* level, const QString& originalPath);
    // After "Save As": the same level now belongs to another file.
    void setOriginalPath(const QString& originalPath);
    QString originalPath() const { return mOriginalPath; }

    // Autosave interval; zero or less turns the timer off (autosaveNow() still works).
    void setInterval(std::chrono::milliseconds interval);
    std::chrono::milliseconds interval() const { return mInterval; }

    // The level changed since the last autosave or save.
    void markModified();
    bool isModifiedSinceAutosave() const { return mModified; }
    // The user saved the document: the copy is stale and removed.
    void documentSaved();
    // Writes the copy if the level changed since the last autosave; true when written.
    bool autosaveNow();
    // The document closes normally: its copy is removed.
    void cleanClose();

    // The current copy, "" before the first autosave.
    QString recoveryFilePath() const { return mLevelPath; }

    static QString recoveryDirectory();
    // Copies left behind by editors that did not close cleanly (crashed or killed), newest
    // first; copies of documents open in a running editor are not listed.
    static QList<RecoveryEntry> pendingRecoveries();
    // The level of a copy, or why it cannot be read.
    static LoadResult restore(const RecoveryEntry& entry);
    // Removes the copy and its sidecar; true when nothing of it is left.
    static bool discard(const RecoveryEntry& entry);

signals:
    void autosaved(const QString& recoveryFilePath);
    void autosaveFailed(const QString& message);

private:
    void removeFiles();
    bool writeSidecar();

    const Level* mLevel = nullptr;
    QString mOriginalPath;
    QString mLevelPath; // "" until the first autosave
    QString mSidecarPath;
    std::unique_ptr<QLockFile> mLock;
    QDateTime mSavedAt;
    bool mModified = false;
    std::chrono::milliseconds mInterval = kDefaultInterval;
    QTimer mTimer;
};

} // namespace ledge
