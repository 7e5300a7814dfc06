#pragma once
// What every ledge-cli command does with its arguments first (Commands.cpp and
// DiffMergeCommands.cpp share it).

#include <QCommandLineParser>
#include <QIODevice>
#include <QStringList>

#include <optional>

namespace ledge {

// Parses a command's options, adding -h/--help. nullopt: go on with the command. Otherwise the
// command's exit code: ExitCode::Ok after the help was written to `err`, ExitCode::BadInput
// after bad usage was explained there. `orMore`: at least `positionals` file arguments rather
// than exactly that many.
std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int positionals,
                                    const QString& synopsis, QIODevice& err, bool orMore = false);

} // namespace ledge
