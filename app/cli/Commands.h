#pragma once
// ledge-cli's commands (docs/cli.md), callable in-process so tests and the fuzzer can
// drive them without starting a process.

#include <QIODevice>
#include <QStringList>

namespace ledge {

namespace ExitCode {
inline constexpr int Ok = 0;
inline constexpr int Errors = 1;     // validation found errors / export refused
inline constexpr int BadInput = 2;   // unreadable or malformed input, or bad usage
} // namespace ExitCode

// arguments excludes the program name: {"validate", "level.ledge", "--format", "json"}.
// Machine output goes to `out`, messages for a person to `err`.
int runCli(const QStringList& arguments, QIODevice& out, QIODevice& err);

} // namespace ledge
