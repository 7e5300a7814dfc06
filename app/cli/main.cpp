// ledge-cli: validation and conversion of levels, headless, for a game's CI.

#include "Commands.h"

#include <QCoreApplication>
#include <QFile>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ledge-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LEDGE_VERSION));
    QFile out;
    QFile err;
    if (!out.open(stdout, QIODevice::WriteOnly) || !err.open(stderr, QIODevice::WriteOnly))
        return ledge::ExitCode::BadInput;
    return ledge::runCli(app.arguments().mid(1), out, err);
}
