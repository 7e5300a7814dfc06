#pragma once
// `ledge-cli diff A B` and `ledge-cli merge BASE OURS THEIRS` (docs/cli.md, docs/teams.md).
// Called from runCli's dispatcher with the arguments after the command name.

#include <QIODevice>
#include <QStringList>

namespace ledge {

int runDiff(const QStringList& arguments, QIODevice& out, QIODevice& err);
int runMerge(const QStringList& arguments, QIODevice& out, QIODevice& err);

} // namespace ledge
