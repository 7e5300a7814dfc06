#include "Commands.h"

#include "ReportFormat.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LevelRenderer.h"
#include "model/Validator.h"
#include "plugins/host/PluginManager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
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

private:
    QIODevice& mOut;
    QIODevice& mErr;
};

QString usage()
{
    return Text::tr("Usage: ledge-cli COMMAND ...\n"
              "Commands:\n"
              "  validate LEVEL [--format text|json|junit] [--timings]\n"
              "                   check a level; exit 0 when it has no errors, 1 when it has, 2 on bad input\n"
              "  export LEVEL OUT [--format NAME] [--force]\n"
              "                   validate, then write OUT with an exporter; refuses (exit 1) on errors\n"
              "  convert IN OUT   read IN with an importer (e.g. a Tiled map) and write OUT\n"
              "  render LEVEL OUT.png [--scale S] [--overlay issues,reach]\n"
              "                   draw the level, its overlaps and reachability as a picture\n"
              "  formats          list importers, exporters and rules, with their plugin file\n"
              "  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]\n"
              "                   write a large generated level, for benchmarks and stress tests\n"
              "Run 'ledge-cli COMMAND --help' for the options of a command.");
}

// Parses a command's options; returns false (after explaining on `err`) on bad usage.
bool parse(QCommandLineParser& parser, const QStringList& arguments, int positionals,
           const QString& synopsis, Io& io, bool& helpShown)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    parser.addOption(help);
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList{QStringLiteral("ledge-cli")} + arguments)) {
        io.err(Text::tr("ledge-cli: %1").arg(parser.errorText()));
        io.err(synopsis);
        return false;
    }
    if (parser.isSet(help)) {
        io.err(synopsis);
        io.err(parser.helpText().section(u'\n', 2));
        helpShown = true;
        return true;
    }
    if (parser.positionalArguments().size() != positionals) {
        io.err(Text::tr("ledge-cli: expected %1 file arguments, got %2")
                   .arg(positionals)
                   .arg(parser.positionalArguments().size()));
        io.err(synopsis);
        return false;
    }
    return true;
}

// Defined with the plugin commands below.
bool isLedgeFile(const QString& path);
std::unique_ptr<Level> loadAny(const QString& path, Io& io);

ValidationReport validateWithRules(const Level& level, Io& io);

int validate(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Text::tr("Report format: text, json or junit (default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption timings(QStringLiteral("timings"), Text::tr("Report how long each phase took."));
    parser.addOption(format);
    parser.addOption(timings);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The level to check."));
    const QString synopsis = Text::tr("Usage: ledge-cli validate LEVEL [--format text|json|junit] [--timings]");
    bool helpShown = false;
    if (!parse(parser, arguments, 1, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
    const QString kind = parser.value(format);
    if (kind != u"text" && kind != u"json" && kind != u"junit") {
        io.err(Text::tr("ledge-cli: unknown report format '%1' (use text, json or junit)").arg(kind));
        return ExitCode::BadInput;
    }

    const QString file = parser.positionalArguments().constFirst();
    QElapsedTimer timer;
    timer.start();
    LoadResult loaded;
    if (isLedgeFile(file) || !QFileInfo::exists(file)) {
        loaded = loadLevel(file);
    } else {
        // Another format (a Tiled map): through its importer plugin.
        loaded.level = loadAny(file, io);
        if (!loaded.level)
            return ExitCode::BadInput;
    }
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    if (!loaded) {
        io.err(loaded.error.toString());
        return ExitCode::BadInput;
    }
    const ValidationReport report = validateWithRules(*loaded.level, io);

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
ValidationReport validateWithRules(const Level& level, Io& io)
{
    QStringList ruleErrors;
    ValidationReport report = plugins().validate(level, &ruleErrors);
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
std::unique_ptr<Level> loadAny(const QString& path, Io& io)
{
    ImporterInterface* importer = plugins().importerFor(path);
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
    ImportResult result = PluginManager::read(*importer, path);
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

int convert(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("IN"), Text::tr("The file to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The file to write."));
    const QString synopsis = Text::tr("Usage: ledge-cli convert IN OUT");
    bool helpShown = false;
    if (!parse(parser, arguments, 2, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
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
    const std::unique_ptr<Level> level = loadAny(in, io);
    if (!level)
        return ExitCode::BadInput;
    return writeAny(*level, out, QString(), io);
}

int exportLevel(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), Text::tr("The exporter to use (see 'ledge-cli formats')."),
                                    QStringLiteral("name"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Write even when validation finds errors."));
    parser.addOption(format);
    parser.addOption(force);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The level to export."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The file to write."));
    const QString synopsis = Text::tr("Usage: ledge-cli export LEVEL OUT [--format NAME] [--force]");
    bool helpShown = false;
    if (!parse(parser, arguments, 2, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
    const QString file = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    const QString name = parser.value(format);
    if (!plugins().exporterFor(out, name) && !(name.isEmpty() && isLedgeFile(out))) {
        io.err(name.isEmpty() ? Text::tr("ledge-cli: no exporter writes '%1' (see 'ledge-cli formats')").arg(out)
                              : Text::tr("ledge-cli: no exporter named '%1' (see 'ledge-cli formats')").arg(name));
        return ExitCode::BadInput;
    }
    const std::unique_ptr<Level> level = loadAny(file, io);
    if (!level)
        return ExitCode::BadInput;

    // The gate (DESIGN.md): validation first, rule plugins included; errors block the export.
    const ValidationReport report = validateWithRules(*level, io);
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
    parser.addOption(scale);
    parser.addOption(overlay);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), Text::tr("The level to draw."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The picture to write (.png)."));
    const QString synopsis = Text::tr("Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach]");
    bool helpShown = false;
    if (!parse(parser, arguments, 2, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
    RenderOptions options;
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
    bool helpShown = false;
    if (!parse(parser, arguments, 0, Text::tr("Usage: ledge-cli formats"), io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
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
    bool helpShown = false;
    if (!parse(parser, arguments, 1, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
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
