#include "Commands.h"
#include "CommandLine.h"

#include "Batch.h"
#include "BatchReport.h"
#include "DiffMergeCommands.h"
#include "ReportFormat.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LevelRenderer.h"
#include "model/Validator.h"
#include "plugins/host/PluginManager.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageWriter>
#include <QLocale>
#include <QSaveFile>

namespace ledge {

namespace {

// The translation context of ledge-cli's messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

class Io {
public:
    Io(QIODevice& out, QIODevice& err) : mOut(out), mErr(err) {}
    void out(const QByteArray& bytes) { mOut.write(bytes); }
    void err(const QString& line) { mErr.write((line + u'\n').toUtf8()); }
    QIODevice& errDevice() { return mErr; }

private:
    QIODevice& mOut;
    QIODevice& mErr;
};

QString usage()
{
    return Text::tr("Usage: ledge-cli COMMAND ...\n"
              "Commands:\n"
              "  validate LEVEL... [--format text|json|junit] [--timings] [--html OUT.html] [--jobs N]\n"
              "                   check levels (files or folders, in parallel); exit 0 when none has errors,\n"
              "                   1 when any has, 2 when any input is unreadable\n"
              "  export LEVEL OUT [--format NAME] [--force]\n"
              "  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]\n"
              "                   validate, then write OUT with an exporter; refuses (exit 1) on errors\n"
              "  convert IN OUT [--profile FILE] [--level NAME]\n"
              "                   read IN with an importer (e.g. a Tiled map, an LDtk level) and write OUT\n"
              "  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]\n"
              "                   draw the level (over its art), its overlaps and reachability as a picture\n"
              "  formats          list importers, exporters and rules, with their plugin file\n"
              "  diff A B [--format text|json] [--png OUT.png]\n"
              "                   what changed from A to B; exit 0 same, 1 different, 2 on bad input\n"
              "  merge BASE OURS THEIRS [-o OUT]\n"
              "                   three-way merge (a git merge driver); exit 1 on conflicts, nothing written\n"
              "  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]\n"
              "                   write a large generated level, for benchmarks and stress tests\n"
              "Run 'ledge-cli COMMAND --help' for the options of a command.");
}

// Defined with the plugin commands below.
bool isLedgeFile(const QString& path);
std::unique_ptr<Level> loadAny(const QString& path, Io& io, const ImportOptions& options = {});

// --level NAME: which level of a project file (LDtk) to read; the first when not given.
QCommandLineOption levelOption()
{
    return QCommandLineOption(QStringLiteral("level"), Text::tr("The level of a project file to read (default: the first)."),
                              QStringLiteral("name"));
}

// Explains on `err` that `path` holds one level, so --level does not apply.
void singleLevelFile(const QString& path, Io& io)
{
    io.err(Text::tr("ledge-cli: %1 holds a single level; --level picks one of a project's levels (LDtk)").arg(path));
}

// --profile FILE: how another editor's map says what collides (docs/formats.md).
QCommandLineOption profileOption()
{
    return QCommandLineOption(QStringLiteral("profile"),
                              Text::tr("Import profile for another editor's map (default: ledge-profile.json beside it)."),
                              QStringLiteral("file"));
}

// What a validation adds to the verdicts (docs/cli.md): `validate` explains unreachable targets
// (why, nearest, fixes); --margins (or --html) also measures the margins and the tight-jump
// rule. An export's gate needs only the verdicts.
enum class Explain { No, Why, WhyAndMargins };
ValidationReport validateWithRules(const Level& level, Io& io, Explain explain, const std::atomic<bool>* cancel = nullptr,
                                   bool* cancelled = nullptr);
int validateMany(const QStringList& inputs, const QString& kind, bool timings, const QString& html, int jobs,
                 const ImportOptions& options, Explain explain, Io& io);
bool writeHtml(const QString& path, const BatchResult& batch, bool timings, Io& io);
BatchResult oneLevel(const QString& file, const Level& level, const ValidationReport& report, double loadMs);
std::optional<int> jobsOption(const QString& value, Io& io);

int validate(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Text::tr("Report format: text, json or junit (default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption timings(QStringLiteral("timings"), Text::tr("Report how long each phase took."));
    const QCommandLineOption html(QStringLiteral("html"), Text::tr("Also write a self-contained HTML report."),
                                  QStringLiteral("OUT.html"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), Text::tr("Levels checked at once (default: one per core)."),
                                  QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption margins(QStringLiteral("margins"),
                                     Text::tr("Measure how much jump and run each reached target needs (slower)."));
    const QCommandLineOption level = levelOption();
    parser.addOption(format);
    parser.addOption(timings);
    parser.addOption(html);
    parser.addOption(jobs);
    parser.addOption(margins);
    const QCommandLineOption profile = profileOption();
    parser.addOption(profile);
    parser.addOption(level);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The levels to check: files or folders."));
    const QString synopsis = Text::tr("Usage: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] "
                                      "[--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 1, synopsis, io.errDevice(), true))
        return *exit;
    const QString kind = parser.value(format);
    if (kind != u"text" && kind != u"json" && kind != u"junit") {
        io.err(Text::tr("ledge-cli: unknown report format '%1' (use text, json or junit)").arg(kind));
        return ExitCode::BadInput;
    }
    const std::optional<int> jobCount = jobsOption(parser.value(jobs), io);
    if (!jobCount)
        return ExitCode::BadInput;
    // Several levels, a folder or every level of a project (--level '*'): one combined report
    // (Batch.h). One level keeps its own report; a project alone is its first level.
    const QStringList inputs = parser.positionalArguments();
    const bool everyLevel = parser.value(level) == u"*";
    // The HTML page draws the difficulty curve from the margins.
    const Explain explain = parser.isSet(margins) || parser.isSet(html) ? Explain::WhyAndMargins : Explain::Why;
    if (inputs.size() > 1 || QFileInfo(inputs.constFirst()).isDir() || everyLevel)
        return validateMany(inputs, kind, parser.isSet(timings), parser.value(html), *jobCount,
                            {parser.value(profile), everyLevel ? QString() : parser.value(level)}, explain, io);

    const QString file = parser.positionalArguments().constFirst();
    QElapsedTimer timer;
    timer.start();
    LoadResult loaded;
    if ((isLedgeFile(file) || !QFileInfo::exists(file)) && parser.isSet(level)) {
        singleLevelFile(file, io);
        return ExitCode::BadInput;
    } else if (isLedgeFile(file) || !QFileInfo::exists(file)) {
        loaded = loadLevel(file);
    } else {
        // Another format (a Tiled map): through its importer plugin.
        loaded.level = loadAny(file, io, {parser.value(profile), parser.value(level)});
        if (!loaded.level)
            return ExitCode::BadInput;
    }
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    if (!loaded) {
        io.err(loaded.error.toString());
        return ExitCode::BadInput;
    }
    const ValidationReport report = validateWithRules(*loaded.level, io, explain);

    ReportContext context{file, loadMs, parser.isSet(timings)};
    if (kind == u"json")
        io.out(reportJson(report, context));
    else if (kind == u"junit")
        io.out(reportJUnit(report, context));
    else
        io.out(reportText(report, context));

    io.err(Text::tr("%1: %n error(s)", nullptr, report.errorCount())
               .arg(file)
           + Text::tr(", %n warning(s)", nullptr, report.warningCount()));
    if (context.timings && kind != u"json")
        io.err(Text::tr("timings: load %1 ms, overlaps %2 ms, reachability %3 ms")
                   .arg(QLocale().toString(loadMs, 'f', 1))
                   .arg(QLocale().toString(report.timings.overlapMs, 'f', 1))
                   .arg(QLocale().toString(report.timings.reachMs, 'f', 1)));
    if (parser.isSet(html) && !writeHtml(parser.value(html), oneLevel(file, *loaded.level, report, loadMs), context.timings, io))
        return ExitCode::BadInput;
    return report.ok() ? ExitCode::Ok : ExitCode::Errors;
}

// The plugins of this process, loaded once: built-in folder, per-user folder, LEDGE_PLUGIN_PATH.
PluginManager& plugins()
{
    static PluginManager manager;
    manager.load();
    return manager;
}

// The Validator's issues and those of the rule plugins, in report order. A rule that fails is
// reported on stderr and skipped.
ValidationReport validateWithRules(const Level& level, Io& io, Explain explain, const std::atomic<bool>* cancel, bool* cancelled)
{
    ValidationOptions options;
    options.cancel = cancel;
    options.explain = explain != Explain::No;
    options.margins = explain == Explain::WhyAndMargins;
    QStringList ruleErrors;
    ValidationReport report = plugins().validate(level, &ruleErrors, options, cancelled);
    for (const QString& e : std::as_const(ruleErrors))
        io.err(Text::tr("ledge-cli: %1").arg(e));
    return report;
}

bool isLedgeFile(const QString& path)
{
    return QFileInfo(path).suffix().compare(u"ledge", Qt::CaseInsensitive) == 0;
}

// Reads any format an importer understands; .ledge also without its plugin. Warnings (what
// the importer skipped) go to stderr. Null after explaining on stderr.
std::unique_ptr<Level> loadAny(const QString& path, Io& io, const ImportOptions& options)
{
    ImporterInterface* importer = plugins().importerFor(path);
    ProjectImporterInterface* project = importer ? plugins().projectImporter(importer) : nullptr;
    if (!options.level.isEmpty() && !project) {
        singleLevelFile(path, io);
        return nullptr;
    }
    if (!importer) {
        if (isLedgeFile(path) || !QFileInfo::exists(path)) {
            LoadResult loaded = loadLevel(path);
            if (!loaded)
                io.err(loaded.error.toString());
            return std::move(loaded.level);
        }
        io.err(Text::tr("ledge-cli: no importer reads '%1' (see 'ledge-cli formats')").arg(path));
        return nullptr;
    }
    ImportResult result = plugins().read(*importer, path, options);
    for (const QString& warning : std::as_const(result.warnings))
        io.err(Text::tr("%1: warning: %2").arg(path, warning));
    if (!result.level)
        io.err(result.error.startsWith(path) ? result.error : Text::tr("%1: %2").arg(path, result.error));
    return std::move(result.level);
}

// Writes with the exporter for `name` or OUT's suffix; .ledge also without its plugin.
int writeAny(const Level& level, const QString& path, const QString& name, Io& io)
{
    ExporterInterface* exporter = plugins().exporterFor(path, name);
    if (!exporter && name.isEmpty() && isLedgeFile(path)) {
        const SaveResult saved = saveLevel(level, path);
        if (!saved.ok) {
            io.err(Text::tr("ledge-cli: cannot write %1: %2").arg(path, saved.message));
            return ExitCode::BadInput;
        }
        return ExitCode::Ok;
    }
    if (!exporter) {
        QStringList known;
        for (const auto& e : plugins().exporters())
            known << e.object->name();
        io.err((name.isEmpty() ? Text::tr("ledge-cli: no exporter writes '%1' (known: %2)").arg(path)
                               : Text::tr("ledge-cli: no exporter named '%1' (known: %2)").arg(name))
                   .arg(known.isEmpty() ? QStringLiteral(".ledge") : known.join(QStringLiteral(", "))));
        return ExitCode::BadInput;
    }
    const ExportResult written = PluginManager::write(*exporter, level, path);
    for (const QString& warning : written.warnings)
        io.err(Text::tr("%1: warning: %2").arg(path, warning));
    if (!written.ok) {
        io.err(Text::tr("ledge-cli: cannot write %1: %2").arg(path, written.message));
        return ExitCode::BadInput;
    }
    return ExitCode::Ok;
}

// --- Many levels at once (Batch.h) ---

std::optional<int> jobsOption(const QString& value, Io& io)
{
    bool ok = false;
    const int jobs = value.toInt(&ok);
    if (!ok || jobs < 0 || jobs > 1024) {
        io.err(Text::tr("ledge-cli: --jobs wants a whole number from 0 (one per core) to 1024, not '%1'").arg(value));
        return std::nullopt;
    }
    return jobs;
}

// The importer for a project file (one holding several levels: an LDtk project), or null.
ProjectImporterInterface* projectImporterFor(const QString& path)
{
    ImporterInterface* importer = isLedgeFile(path) ? nullptr : plugins().importerFor(path);
    return importer ? plugins().projectImporter(importer) : nullptr;
}

// Files and folders to levels: a folder gives every file of a format an importer reads, a
// project file every level it holds (`level`: only that one of each project).
LevelInputs collectInputs(const QStringList& inputs, const QString& level)
{
    QStringList suffixes{QStringLiteral("ledge")};
    for (const auto& importer : plugins().importers())
        for (const QString& suffix : importer.object->suffixes())
            suffixes << suffix.toLower();
    suffixes.removeDuplicates();
    LevelInputs found = collectLevels(inputs, suffixes,
                                      [](const QString& path) { return isLedgeFile(path) || plugins().importerFor(path); });
    expandProjects(
        found,
        [](const QString& path) -> std::optional<QStringList> {
            const ProjectImporterInterface* project = projectImporterFor(path);
            if (!project)
                return std::nullopt;
            return PluginManager::levelNames(*project, path, nullptr);
        },
        level);
    return found;
}

// A folder without levels is a mistake worth stopping a CI job for.
bool anyLevel(const LevelInputs& levels, Io& io)
{
    if (!levels.levels.empty() || !levels.missing.isEmpty())
        return true;
    io.err(Text::tr("ledge-cli: no levels found in the folders given (see 'ledge-cli formats' for the formats read)"));
    return false;
}

// Loads and validates one level on a pool thread, its messages kept apart; `after` (export)
// runs on the validated level and gives the level's exit code.
using AfterCheck = std::function<int(const Level&, const ValidationReport&, const LevelSource&, Io&)>;
LevelChecker levelChecker(const QString& profile, Explain explain, AfterCheck after = {})
{
    return [profile, explain, after](const LevelSource& source, const std::atomic<bool>& cancel) {
        QBuffer out, err;
        out.open(QIODevice::WriteOnly);
        err.open(QIODevice::WriteOnly);
        Io io(out, err);
        LevelCheck check;
        QElapsedTimer timer;
        timer.start();
        if (isLedgeFile(source.file)) {
            LoadResult loaded = loadLevel(source.file);
            if (!loaded)
                io.err(loaded.error.toString());
            check.level = std::move(loaded.level);
        } else {
            check.level = loadAny(source.file, io, {profile, source.level});
        }
        check.loadMs = double(timer.nsecsElapsed()) / 1e6;
        if (check.level) {
            check.report = validateWithRules(*check.level, io, after ? Explain::No : explain, &cancel, &check.cancelled);
            check.exitCode = check.report.ok() ? ExitCode::Ok : ExitCode::Errors;
            if (after && !check.cancelled)
                check.exitCode = after(*check.level, check.report, source, io);
        }
        check.messages = QString::fromUtf8(err.data());
        return check;
    };
}

// One level given alone, as a batch of one: for its --html page.
BatchResult oneLevel(const QString& file, const Level& level, const ValidationReport& report, double loadMs)
{
    BatchResult one;
    BatchLevel& only = one.levels.emplace_back();
    only.source = LevelSource{file, {}, QFileInfo(file).fileName()};
    only.state = BatchLevel::State::Checked;
    only.report = report;
    only.loadMs = loadMs;
    only.thumbnail = thumbnailPng(level, report);
    return one;
}

bool writeHtml(const QString& path, const BatchResult& batch, bool timings, Io& io)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(batchHtml(batch, timings)) < 0 || !file.commit()) {
        io.err(Text::tr("ledge-cli: cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

int validateMany(const QStringList& inputs, const QString& kind, bool timings, const QString& html, int jobs,
                 const ImportOptions& options, Explain explain, Io& io)
{
    const LevelInputs levels = collectInputs(inputs, options.level);
    if (!anyLevel(levels, io))
        return ExitCode::BadInput;
    const InterruptScope interrupts;
    const BatchResult batch = runBatch(levels, levelChecker(options.profile, explain), {jobs, !html.isEmpty()}, io.errDevice());
    io.out(kind == u"json" ? batchJson(batch, timings) : kind == u"junit" ? batchJUnit(batch) : batchText(batch));
    if (!html.isEmpty() && !writeHtml(html, batch, timings, io))
        return ExitCode::BadInput;
    io.err(Text::tr("ledge-cli: %n level(s) checked in %1 s", nullptr, batch.checked())
               .arg(QLocale().toString(batch.seconds, 'f', 1)));
    return batch.exitCode();
}

// `export LEVEL... OUTDIR --format NAME`: each level to OUTDIR, under its path below the
// folder it was found in, with the exporter's suffix.
int exportMany(const QStringList& inputs, const QString& outDir, const QString& name, bool force,
               const QString& html, int jobs, const ImportOptions& options, Io& io)
{
    ExporterInterface* exporter = name.isEmpty() ? nullptr : plugins().exporterFor(QString(), name);
    if (!name.isEmpty() && !exporter) {
        io.err(Text::tr("ledge-cli: no exporter named '%1' (see 'ledge-cli formats')").arg(name));
        return ExitCode::BadInput;
    }
    if (QFileInfo(outDir).exists() && !QFileInfo(outDir).isDir()) {
        io.err(Text::tr("ledge-cli: %1 is not a folder: with several levels, the last argument is the "
                        "folder to write them to").arg(outDir));
        return ExitCode::BadInput;
    }
    const QString suffix = exporter ? exporter->suffixes().value(0) : QStringLiteral("ledge");
    const LevelInputs levels = collectInputs(inputs, options.level);
    if (!anyLevel(levels, io))
        return ExitCode::BadInput;
    QHash<QString, QString> targets; // level's display name -> file to write
    QSet<QString> taken;
    const QDir out(outDir);
    for (const LevelSource& source : levels.levels) {
        // A project's level goes to a folder named after the project: world.ldtk#Level_3 -> world/Level_3.
        const QFileInfo relative(source.relative);
        const QString base = source.level.isEmpty() ? relative.completeBaseName()
                                                    : relative.completeBaseName() + u'/' + source.level;
        const QString target = QDir::cleanPath(out.filePath(relative.path() + u'/' + base + u'.' + suffix));
        if (taken.contains(target)) {
            io.err(Text::tr("ledge-cli: two levels would be written to %1; export them separately").arg(target));
            return ExitCode::BadInput;
        }
        taken.insert(target);
        targets.insert(source.displayName(), target);
        if (!QDir().mkpath(QFileInfo(target).path())) {
            io.err(Text::tr("ledge-cli: cannot create the folder %1").arg(QFileInfo(target).path()));
            return ExitCode::BadInput;
        }
    }
    const AfterCheck write = [&targets, name, force](const Level& level, const ValidationReport& report,
                                                     const LevelSource& source, Io& levelIo) {
        const int errors = report.errorCount();
        for (const Issue& issue : report.issues)
            if (issue.severity == Severity::Error)
                levelIo.err(QStringLiteral("%1:error:%2: %3").arg(source.displayName(), issue.code, issue.message));
        if (errors > 0 && !force) {
            levelIo.err(Text::tr("ledge-cli: export refused: %n error(s); fix them or use --force", nullptr, errors));
            return ExitCode::Errors;
        }
        return writeAny(level, targets.value(source.displayName()), name, levelIo);
    };
    const InterruptScope interrupts;
    const BatchResult batch = runBatch(levels, levelChecker(options.profile, Explain::No, write), {jobs, !html.isEmpty()}, io.errDevice());
    io.out(batchText(batch));
    if (!html.isEmpty() && !writeHtml(html, batch, false, io))
        return ExitCode::BadInput;
    return batch.exitCode();
}

int convert(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption profile = profileOption();
    parser.addOption(profile);
    const QCommandLineOption level = levelOption();
    parser.addOption(level);
    parser.addPositionalArgument(QStringLiteral("IN"), Text::tr("The file to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The file to write."));
    const QString synopsis = Text::tr("Usage: ledge-cli convert IN OUT [--profile FILE] [--level NAME]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 2, synopsis, io.errDevice()))
        return *exit;
    const QString in = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    if (!isLedgeFile(out) && !plugins().exporterFor(out)) {
        QStringList known{QStringLiteral(".ledge")};
        for (const auto& e : plugins().exporters())
            known << e.object->suffixes().value(0).prepend(u'.');
        known.removeDuplicates();
        io.err(Text::tr("ledge-cli: no exporter writes '%1' (known: %2)").arg(out, known.join(QStringLiteral(", "))));
        return ExitCode::BadInput;
    }
    const std::unique_ptr<Level> loaded = loadAny(in, io, {parser.value(profile), parser.value(level)});
    if (!loaded)
        return ExitCode::BadInput;
    return writeAny(*loaded, out, QString(), io);
}

int exportLevel(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), Text::tr("The exporter to use (see 'ledge-cli formats')."),
                                    QStringLiteral("name"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Write even when validation finds errors."));
    const QCommandLineOption html(QStringLiteral("html"), Text::tr("Also write a self-contained HTML report."),
                                  QStringLiteral("OUT.html"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), Text::tr("Levels checked at once (default: one per core)."),
                                  QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption levelName = levelOption();
    parser.addOption(format);
    parser.addOption(force);
    parser.addOption(html);
    parser.addOption(jobs);
    const QCommandLineOption profile = profileOption();
    parser.addOption(profile);
    parser.addOption(levelName);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The level to export."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The file to write."));
    const QString synopsis = Text::tr("Usage: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]\n"
                                      "       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] "
                                      "[--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 2, synopsis, io.errDevice(), true))
        return *exit;
    const QString name = parser.value(format);
    // Several levels or a folder: OUT is a folder and every level goes there (exportMany).
    QStringList inputs = parser.positionalArguments();
    if (inputs.size() > 2 || QFileInfo(inputs.constFirst()).isDir() || QFileInfo(inputs.constLast()).isDir()) {
        const std::optional<int> jobCount = jobsOption(parser.value(jobs), io);
        if (!jobCount)
            return ExitCode::BadInput;
        const QString outDir = inputs.takeLast();
        return exportMany(inputs, outDir, name, parser.isSet(force), parser.value(html), *jobCount,
                          {parser.value(profile), parser.value(levelName)}, io);
    }
    const QString file = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    if (!plugins().exporterFor(out, name) && !(name.isEmpty() && isLedgeFile(out))) {
        io.err(name.isEmpty() ? Text::tr("ledge-cli: no exporter writes '%1' (see 'ledge-cli formats')").arg(out)
                              : Text::tr("ledge-cli: no exporter named '%1' (see 'ledge-cli formats')").arg(name));
        return ExitCode::BadInput;
    }
    const std::unique_ptr<Level> level = loadAny(file, io, {parser.value(profile), parser.value(levelName)});
    if (!level)
        return ExitCode::BadInput;

    // The gate (docs/architecture.md): validation first, rule plugins included; errors block the export.
    const ValidationReport report = validateWithRules(*level, io, Explain::No);
    if (parser.isSet(html) && !writeHtml(parser.value(html), oneLevel(file, *level, report, 0), false, io))
        return ExitCode::BadInput;
    const int errors = report.errorCount();
    const bool forced = parser.isSet(force);
    for (const Issue& issue : report.issues)
        if (issue.severity == Severity::Error)
            io.err(QStringLiteral("%1:error:%2: %3").arg(file, issue.code, issue.message));
    if (errors > 0 && !forced) {
        io.err(Text::tr("ledge-cli: export refused: %n error(s); fix them or use --force",
                                           nullptr, errors));
        return ExitCode::Errors;
    }
    if (errors > 0)
        io.err(Text::tr("ledge-cli: exporting despite %n error(s) (--force)", nullptr,
                                           errors));
    return writeAny(*level, out, name, io);
}

int render(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption scale(QStringLiteral("scale"), Text::tr("Image pixels per level unit (default 1)."),
                                   QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption overlay(QStringLiteral("overlay"),
                                     Text::tr("Comma-separated overlays: issues, reach (default none)."),
                                     QStringLiteral("list"));
    const QCommandLineOption noArt(QStringLiteral("no-art"),
                                   Text::tr("Leave out the pictures a map came with from Tiled or LDtk."));
    parser.addOption(scale);
    parser.addOption(overlay);
    parser.addOption(noArt);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The level to draw."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The picture to write (.png)."));
    const QString synopsis = Text::tr("Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 2, synopsis, io.errDevice()))
        return *exit;
    RenderOptions options;
    options.art = !parser.isSet(noArt);
    bool ok = false;
    options.scale = parser.value(scale).toDouble(&ok);
    if (!ok || !(options.scale > 0) || options.scale > 64) {
        io.err(Text::tr("ledge-cli: --scale wants a number above 0 and at most 64, not '%1'").arg(parser.value(scale)));
        return ExitCode::BadInput;
    }
    const QStringList overlays = parser.value(overlay).split(u',', Qt::SkipEmptyParts);
    for (const QString& o : overlays) {
        if (o.trimmed() == u"issues")
            options.issues = true;
        else if (o.trimmed() == u"reach" || o.trimmed() == u"reachability")
            options.reachability = true;
        else {
            io.err(Text::tr("ledge-cli: unknown overlay '%1' (use issues, reach)").arg(o));
            return ExitCode::BadInput;
        }
    }
    const QString out = parser.positionalArguments().at(1);
    QByteArray imageFormat = QFileInfo(out).suffix().toLower().toLatin1();
    if (imageFormat.isEmpty())
        imageFormat = "png";
    if (!QImageWriter::supportedImageFormats().contains(imageFormat)) {
        io.err(Text::tr("ledge-cli: cannot write pictures of type '%1' (use .png)").arg(QString::fromLatin1(imageFormat)));
        return ExitCode::BadInput;
    }
    const std::unique_ptr<Level> level = loadAny(parser.positionalArguments().at(0), io);
    if (!level)
        return ExitCode::BadInput;
    options.levelFile = parser.positionalArguments().at(0);
    const QImage image = renderLevel(*level, options);
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, imageFormat.constData()) || !file.commit()) {
        io.err(Text::tr("ledge-cli: cannot write %1: %2").arg(out, file.errorString()));
        return ExitCode::BadInput;
    }
    return ExitCode::Ok;
}

int formats(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 0, Text::tr("Usage: ledge-cli formats"), io.errDevice()))
        return *exit;
    PluginManager& manager = plugins();
    QString text;
    auto row = [&](const QString& name, const QStringList& suffixes, const QString& description, const QString& file) {
        QStringList dotted;
        for (const QString& s : suffixes)
            dotted << u'.' + s;
        text += QStringLiteral("  %1 %2 %3 %4\n")
                    .arg(name, -12)
                    .arg(dotted.join(u' '), -14)
                    .arg(description, -36)
                    .arg(file);
    };
    text += QStringLiteral("importers:\n");
    for (const auto& p : manager.importers())
        row(p.object->name(), p.object->suffixes(), p.object->description(), p.file);
    text += QStringLiteral("exporters:\n");
    for (const auto& p : manager.exporters())
        row(p.object->name(), p.object->suffixes(), p.object->description(), p.file);
    text += QStringLiteral("rules:\n");
    for (const auto& p : manager.rules())
        row(p.object->code(), {}, p.object->description(), p.file);
    text += QStringLiteral("plugins:\n");
    for (const PluginInfo& info : manager.plugins())
        text += QStringLiteral("  %1 %2%3\n")
                    .arg(pluginStatusName(info.status), -18)
                    .arg(info.file, info.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(info.reason));
    io.out(text.toUtf8());
    return ExitCode::Ok;
}

} // namespace

int generate(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption shapes(QStringLiteral("shapes"), Text::tr("Number of solid shapes (default 10000)."),
                                    QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption seed(QStringLiteral("seed"), Text::tr("Random seed (default 1)."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption mode(QStringLiteral("mode"), Text::tr("platformer or topdown (default platformer)."),
                                  QStringLiteral("mode"), QStringLiteral("platformer"));
    const QCommandLineOption overlap(QStringLiteral("overlap"),
                                     Text::tr("Share of shapes grown into a neighbour, 0 to 1 (default 0.05)."),
                                     QStringLiteral("F"), QStringLiteral("0.05"));
    const QCommandLineOption tiles(QStringLiteral("tiles"), Text::tr("Add a tile layer."));
    for (const QCommandLineOption& option : {shapes, seed, mode, overlap, tiles})
        parser.addOption(option);
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The level to write."));
    const QString synopsis = Text::tr("Usage: ledge-cli generate OUT [--shapes N] [--seed S] "
                                      "[--mode platformer|topdown] [--overlap F] [--tiles]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 1, synopsis, io.errDevice()))
        return *exit;
    GeneratorOptions options;
    bool okShapes = false, okSeed = false, okOverlap = false;
    options.shapes = parser.value(shapes).toInt(&okShapes);
    options.seed = parser.value(seed).toUInt(&okSeed);
    options.overlapShare = parser.value(overlap).toDouble(&okOverlap);
    const std::optional<MovementMode> movement = movementModeFromName(parser.value(mode));
    options.tiles = parser.isSet(tiles);
    if (!okShapes || options.shapes < 1 || options.shapes > 10'000'000 || !okSeed || !okOverlap
        || !(options.overlapShare >= 0 && options.overlapShare <= 1) || !movement) {
        io.err(Text::tr("ledge-cli: generate: --shapes must be 1 to 10000000, --seed a whole number, "
                        "--overlap between 0 and 1, --mode platformer or topdown"));
        return ExitCode::BadInput;
    }
    options.mode = *movement;
    const std::unique_ptr<Level> level = generateLevel(options);
    const QString out = parser.positionalArguments().constFirst();
    const SaveResult saved = saveLevel(*level, out);
    if (!saved.ok) {
        io.err(Text::tr("ledge-cli: cannot write %1: %2").arg(out, saved.message));
        return ExitCode::BadInput;
    }
    return ExitCode::Ok;
}

int runCli(const QStringList& arguments, QIODevice& out, QIODevice& err)
{
    Io io(out, err);
    if (arguments.isEmpty()) {
        io.err(usage());
        return ExitCode::BadInput;
    }
    const QString command = arguments.constFirst();
    const QStringList rest = arguments.mid(1);
    if (command == u"validate")
        return validate(rest, io);
    if (command == u"convert")
        return convert(rest, io);
    if (command == u"export")
        return exportLevel(rest, io);
    if (command == u"render")
        return render(rest, io);
    if (command == u"formats")
        return formats(rest, io);
    if (command == u"generate")
        return generate(rest, io);
    if (command == u"diff")
        return runDiff(rest, out, err);
    if (command == u"merge")
        return runMerge(rest, out, err);
    if (command == u"--help" || command == u"-h" || command == u"help") {
        io.err(usage());
        return ExitCode::Ok;
    }
    if (command == u"--version") {
        io.out(QStringLiteral("ledge-cli %1\n").arg(QCoreApplication::applicationVersion()).toUtf8());
        return ExitCode::Ok;
    }
    io.err(Text::tr("ledge-cli: unknown command '%1'").arg(command));
    io.err(usage());
    return ExitCode::BadInput;
}

} // namespace ledge
