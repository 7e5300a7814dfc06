// ledge [LEVEL...]: the level editor; each level opens in a tab.

#include "MainWindow.h"
#include "Preferences.h"
#include "collision/HugePages.h"
#include "translations/Language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QScreen>

int main(int argc, char* argv[])
{
    // A big level's load faults in its memory a 4 KB page at a time: the heap in huge pages
    // faults a tenth as often.
    ledge::restartWithHugePageHeap(argv);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Ledge"));
    QApplication::setOrganizationName(QStringLiteral("Ledge"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Level editor for 2D games"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"),
                            QApplication::translate("main", "Language of the interface (en, fr, pt_BR, de, es); default: the system's."),
                            QStringLiteral("language"));
    parser.addOption(lang);
    parser.addPositionalArgument(QStringLiteral("level"), QApplication::translate("main", "The levels to open, each in a tab."),
                                 QStringLiteral("[level...]"));
    parser.process(app);
    // --lang wins over the language chosen in the preferences.
    ledge::setLanguage(parser.isSet(lang) ? parser.value(lang) : ledge::EditorPreferences::load().language);

    ledge::MainWindow window;
    if (const QScreen* screen = window.screen())
        window.resize(screen->availableGeometry().size() * 0.92);
    window.show();
    window.offerRecoveries();
    for (const QString& level : parser.positionalArguments())
        window.openFile(level);
    return app.exec();
}
