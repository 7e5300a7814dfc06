#pragma once
// Many levels in one ledge-cli call: `validate` and `export` given several files or directories.
//
// The inputs expand to a list of LevelSources (collectLevels); runBatch checks them on a
// QThreadPool, one level per task, and keeps only what the reports need (BatchLevel: the
// ValidationReport, the messages, an optional thumbnail), never the Level itself, so memory
// grows with the levels in flight, not with the number of levels. Progress goes to stderr: a
// bar on a terminal, a line per level otherwise. SIGINT (Ctrl+C) stops the batch: levels not
// started are left unchecked, running reachability searches are cancelled, and the caller still
// prints the (partial) report.
//
// Thread safety: a task loads its own Level and runs a Validator on it (no state shared between
// Validators); importers, exporters and rules are called through their const interface from
// several threads at once (docs/plugins.md requires plugins to allow that). The PluginManager
// is loaded before the first task starts and only read afterwards.

#include "model/LevelRenderer.h"
#include "model/Validator.h"

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ledge {

// One level to check. A file holds one level, except a project file of a multi-level importer
// (an LDtk project), which expandProjects turns into one source per level.
struct LevelSource {
    QString file;     // as the user named it, or found under a named directory
    QString level;    // the level's name within a multi-level file; empty for a single-level file
    QString relative; // path below the named directory (the file name for a named file)

    // How reports name the level: the file, or "file#level".
    QString displayName() const { return level.isEmpty() ? file : file + u'#' + level; }
};

// What the inputs expand to: levels in order (named files in command-line order, a directory's
// levels in natural order, level2 before level10) and the inputs that do not exist.
struct LevelInputs {
    std::vector<LevelSource> levels;
    QStringList missing;
};

// Directories are searched recursively for files whose suffix is in `suffixes` (lower case,
// without the dot) and that `claims` accepts (an importer's canRead). A file named on the
// command line is always taken (its loading explains what is wrong with it). A file reached
// twice is taken once.
LevelInputs collectLevels(const QStringList& paths, const QStringList& suffixes,
                          const std::function<bool(const QString&)>& claims);

// Each project file (a file holding several levels, an LDtk project) becomes one source per
// level, in the project's order. `levelsOf` gives a file's level names, nullopt for a file that
// is no project (an empty list: a project that cannot be listed, kept as one source so its
// loading explains why). `only` (--level NAME), when not empty, picks that level of every
// project instead of them all.
void expandProjects(LevelInputs& inputs, const std::function<std::optional<QStringList>(const QString&)>& levelsOf,
                    const QString& only = {});

// What checking one level gave, from the command's own loader, validator and writer.
struct LevelCheck {
    std::unique_ptr<Level> level; // null when the level could not be read
    ValidationReport report;
    double loadMs = 0;
    QString messages;   // for a person (stderr): loading warnings, rule failures, the reason
                        // it could not be read, what an export did
    int exitCode = 0;   // ExitCode of this level alone
    bool cancelled = false; // the reachability search was stopped by SIGINT: report incomplete
};
// Called on a pool thread; must not touch shared state. `cancel` turns true on SIGINT.
using LevelChecker = std::function<LevelCheck(const LevelSource&, const std::atomic<bool>& cancel)>;

// What is kept of one level after its check.
struct BatchLevel {
    enum class State { NotChecked, Checked, Unreadable };
    LevelSource source;
    State state = State::NotChecked;
    ValidationReport report; // when Checked
    double loadMs = 0;
    QString messages;
    int exitCode = 0;
    QByteArray thumbnail; // PNG with the issues drawn, when asked for
};

struct BatchResult {
    std::vector<BatchLevel> levels; // in the order of the sources
    QStringList missing;            // inputs that do not exist
    bool interrupted = false;       // SIGINT arrived: some levels were not checked
    double seconds = 0;             // wall time of the checks

    int checked() const;
    int unreadable() const; // missing inputs included
    int notChecked() const;
    int withErrors() const;
    int errors() const;
    int warnings() const;
    // 2 when any input is unreadable, else 1 when any level has errors (or an export was
    // refused), else 0; 130 (128 + SIGINT) when interrupted.
    int exitCode() const;
};

struct BatchOptions {
    int threads = 0; // 0: one per core
    bool thumbnails = false;
};

// A level's picture with its issues and reachability drawn, at most `maxSide` pixels a side, as PNG.
QByteArray thumbnailPng(const Level& level, const ValidationReport& report, int maxSide = 240);

// While one exists, SIGINT (Ctrl+C) asks a running batch to stop instead of ending the process;
// a second SIGINT ends it. Hold one from before the batch until its report is written, so a
// Ctrl+C during the writing does not cut the report short.
class InterruptScope {
public:
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

private:
    void (*mPrevious)(int) = nullptr;
};

// Runs `check` on every source in parallel; progress and each level's messages go to `err`.
BatchResult runBatch(const LevelInputs& inputs, const LevelChecker& check, const BatchOptions& options,
                     QIODevice& err);

// The exit code of an interrupted batch (128 + SIGINT, as shells report it).
inline constexpr int kInterruptedExitCode = 130;

} // namespace ledge
