#include "CommandLine.h"

#include "Commands.h"

#include <QCoreApplication>

namespace ledge {

namespace {

// ledge-cli's translation context, shared with Commands.cpp.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

void say(QIODevice& err, const QString& line) { err.write((line + u'\n').toUtf8()); }

} // namespace

std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int positionals,
                                    const QString& synopsis, QIODevice& err, bool orMore)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    parser.addOption(help);
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList{QStringLiteral("ledge-cli")} + arguments)) {
        say(err, Text::tr("ledge-cli: %1").arg(parser.errorText()));
        say(err, synopsis);
        return ExitCode::BadInput;
    }
    if (parser.isSet(help)) {
        say(err, synopsis);
        say(err, parser.helpText().section(u'\n', 2));
        return ExitCode::Ok;
    }
    const qsizetype given = parser.positionalArguments().size();
    if (orMore ? given < positionals : given != positionals) {
        say(err, (orMore ? Text::tr("ledge-cli: expected at least %1 file arguments, got %2")
                         : Text::tr("ledge-cli: expected %1 file arguments, got %2"))
                     .arg(positionals)
                     .arg(given));
        say(err, synopsis);
        return ExitCode::BadInput;
    }
    return std::nullopt;
}

} // namespace ledge
