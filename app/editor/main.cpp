// ledge [LEVEL]: the level editor.

#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QScreen>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Ledge"));
    QApplication::setOrganizationName(QStringLiteral("Ledge"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Level editor for 2D games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("level"), QApplication::translate("main", "The .ledge file to open."));
    parser.process(app);

    ledge::MainWindow window;
    if (const QScreen* screen = window.screen())
        window.resize(screen->availableGeometry().size() * 0.92);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    return app.exec();
}
