// ledge-cli: validation and conversion of levels, headless, for a game's CI.

#include "Commands.h"
#include "collision/HugePages.h"
#include "translations/Language.h"

#include <QCoreApplication>
#include <QFile>

int main(int argc, char* argv[])
{
    // A big level's load and checks fault in their memory a 4 KB page at a time: the heap in huge
    // pages takes a third off a 100,000-shape validation.
    ledge::restartWithHugePageHeap(argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ledge-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LEDGE_VERSION));
    QFile out;
    QFile err;
    if (!out.open(stdout, QIODevice::WriteOnly) || !err.open(stderr, QIODevice::WriteOnly))
        return ledge::ExitCode::BadInput;
    // --lang LANG (or --lang=LANG) anywhere picks the language of messages; the default is the
    // system's. Reports keep their codes and JSON keys in every language.
    QStringList arguments = app.arguments().mid(1);
    QString language;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == u"--lang" && i + 1 < arguments.size()) {
            language = arguments[i + 1];
            arguments.remove(i, 2);
            break;
        }
        if (arguments[i].startsWith(u"--lang=")) {
            language = arguments[i].mid(7);
            arguments.remove(i);
            break;
        }
    }
    ledge::setLanguage(language);
    return ledge::runCli(arguments, out, err);
}
