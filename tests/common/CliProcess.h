#pragma once
// Runs the built ledge-cli as a real process, the way a game's CI does: exit code, stdout and
// stderr. Shared by the CLI and plugin tests.

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace ledge::test {

struct CliRun {
    int exitCode = -1; // -1 when it crashed or did not finish
    QByteArray out;
    QByteArray err;
};

// extraEnvironment: NAME=value pairs added to the caller's environment.
inline CliRun runCliProcess(const QStringList& arguments, const QStringList& extraEnvironment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& pair : extraEnvironment)
        env.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    process.setProcessEnvironment(env);
    process.setProgram(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"));
    process.setArguments(arguments);
    process.start();
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace ledge::test
