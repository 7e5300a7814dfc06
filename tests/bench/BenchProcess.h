#pragma once
// Running another program of the build as a child process and taking its own resources from
// wait4(): wall time, CPU time (user + system of the child alone) and peak resident memory.
// For the benchmarks that time `ledge-cli` (or another benchmark) as a user runs it.

#include <QElapsedTimer>
#include <QFile>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

extern char** environ;

namespace ledge::bench {

struct Measured {
    double wall = 0; // s
    double cpu = 0;  // s, user + system
    long maxRssKb = 0;
    int exitCode = -1;
};

// Runs `program` with `arguments`; its standard output goes to `outputFile` (or is dropped when
// empty), its standard error is dropped. exitCode stays -1 when it could not be started.
inline Measured runProcess(const QString& program, const QStringList& arguments, const QString& outputFile = {})
{
    std::vector<QByteArray> storage{program.toLocal8Bit()};
    for (const QString& a : arguments)
        storage.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    const QByteArray out = outputFile.isEmpty() ? QByteArray("/dev/null") : outputFile.toLocal8Bit();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QElapsedTimer clock;
    clock.start();
    pid_t pid = 0;
    Measured m;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return m;
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    m.wall = double(clock.nsecsElapsed()) / 1e9;
    m.cpu = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    m.maxRssKb = usage.ru_maxrss;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return m;
}

// The machine's load average over 1, 5 and 15 minutes: figures compare only on a quiet machine.
inline QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll()).section(u' ', 0, 2) : QStringLiteral("?");
}

} // namespace ledge::bench
