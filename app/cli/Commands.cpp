#include "Commands.h"

#include "ReportFormat.h"
#include "model/LevelFile.h"
#include "model/Validator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

namespace ledge {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("ledge-cli", text);
}

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
    return tr("Usage: ledge-cli COMMAND ...\n"
              "Commands:\n"
              "  validate LEVEL [--format text|json|junit] [--timings]\n"
              "                   check a level; exit 0 when it has no errors, 1 when it has, 2 on bad input\n"
              "  convert IN OUT   read IN and write OUT (.ledge)\n"
              "Run 'ledge-cli COMMAND --help' for the options of a command.");
}

// Parses a command's options; returns false (after explaining on `err`) on bad usage.
bool parse(QCommandLineParser& parser, const QStringList& arguments, int positionals,
           const QString& synopsis, Io& io, bool& helpShown)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOption(help);
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList{QStringLiteral("ledge-cli")} + arguments)) {
        io.err(tr("ledge-cli: %1").arg(parser.errorText()));
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
        io.err(tr("ledge-cli: expected %1 file arguments, got %2")
                   .arg(positionals)
                   .arg(parser.positionalArguments().size()));
        io.err(synopsis);
        return false;
    }
    return true;
}

int validate(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("Report format: text, json or junit (default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption timings(QStringLiteral("timings"), tr("Report how long each phase took."));
    parser.addOption(format);
    parser.addOption(timings);
    parser.addPositionalArgument(QStringLiteral("LEVEL"), tr("The level to check."));
    const QString synopsis = tr("Usage: ledge-cli validate LEVEL [--format text|json|junit] [--timings]");
    bool helpShown = false;
    if (!parse(parser, arguments, 1, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
    const QString kind = parser.value(format);
    if (kind != u"text" && kind != u"json" && kind != u"junit") {
        io.err(tr("ledge-cli: unknown report format '%1' (use text, json or junit)").arg(kind));
        return ExitCode::BadInput;
    }

    const QString file = parser.positionalArguments().constFirst();
    QElapsedTimer timer;
    timer.start();
    LoadResult loaded = loadLevel(file);
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    if (!loaded) {
        io.err(loaded.error.toString());
        return ExitCode::BadInput;
    }
    const ValidationReport report = Validator(*loaded.level).run();

    ReportContext context{file, loadMs, parser.isSet(timings)};
    if (kind == u"json")
        io.out(reportJson(report, context));
    else if (kind == u"junit")
        io.out(reportJUnit(report, context));
    else
        io.out(reportText(report, context));

    io.err(QCoreApplication::translate("ledge-cli", "%1: %n error(s)", nullptr, report.errorCount())
               .arg(file)
           + QCoreApplication::translate("ledge-cli", ", %n warning(s)", nullptr, report.warningCount()));
    if (context.timings && kind != u"json")
        io.err(tr("timings: load %1 ms, overlaps %2 ms, reachability %3 ms")
                   .arg(loadMs, 0, 'f', 1)
                   .arg(report.timings.overlapMs, 0, 'f', 1)
                   .arg(report.timings.reachMs, 0, 'f', 1));
    return report.ok() ? ExitCode::Ok : ExitCode::Errors;
}

int convert(const QStringList& arguments, Io& io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("IN"), tr("The file to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), tr("The file to write."));
    const QString synopsis = tr("Usage: ledge-cli convert IN OUT");
    bool helpShown = false;
    if (!parse(parser, arguments, 2, synopsis, io, helpShown))
        return ExitCode::BadInput;
    if (helpShown)
        return ExitCode::Ok;
    const QString in = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    if (QFileInfo(out).suffix().compare(u"ledge", Qt::CaseInsensitive) != 0) {
        io.err(tr("ledge-cli: no exporter writes '%1' (known: .ledge)").arg(out));
        return ExitCode::BadInput;
    }
    LoadResult loaded = loadLevel(in);
    if (!loaded) {
        io.err(loaded.error.toString());
        return ExitCode::BadInput;
    }
    const SaveResult saved = saveLevel(*loaded.level, out);
    if (!saved.ok) {
        io.err(tr("ledge-cli: cannot write %1: %2").arg(out, saved.message));
        return ExitCode::BadInput;
    }
    return ExitCode::Ok;
}

} // namespace

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
    if (command == u"--help" || command == u"-h" || command == u"help") {
        io.err(usage());
        return ExitCode::Ok;
    }
    if (command == u"--version") {
        io.out(QStringLiteral("ledge-cli %1\n").arg(QCoreApplication::applicationVersion()).toUtf8());
        return ExitCode::Ok;
    }
    io.err(tr("ledge-cli: unknown command '%1'").arg(command));
    io.err(usage());
    return ExitCode::BadInput;
}

} // namespace ledge
