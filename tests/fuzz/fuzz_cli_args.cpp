// Fuzzes ledge-cli's argument handling in-process: the input is split at NUL bytes into
// arguments. Paths are confined to a scratch directory (no argument may contain '/' or be
// ".."), so the fuzzer cannot read or write outside it.

#include "app/cli/Commands.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static QTemporaryDir scratch;
    // One real level in the scratch directory, so commands get past "file not found": a small
    // one with errors, so that `validate` explaining its targets stays well inside the
    // per-input time limit even when the fuzzer names it eight times.
    static const bool entered = QDir::setCurrent(scratch.path())
                                && QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/problems/problems.ledge"),
                                               QStringLiteral("a.ledge"));
    if (!entered)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QStringList arguments;
    for (const QByteArray& part : bytes.split('\0')) {
        const QString argument = QString::fromUtf8(part);
        // ".." would let `validate ..` search the scratch directory's parent for levels.
        if (argument.contains(u'/') || argument == u"..")
            return 0;
        arguments << argument;
    }
    if (arguments.size() > 8)
        return 0;
    QBuffer out, err;
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    const int code = ledge::runCli(arguments, out, err);
    if (code < 0 || code > 2)
        __builtin_trap(); // exit codes are 0, 1 or 2 (docs/cli.md)
    return 0;
}
