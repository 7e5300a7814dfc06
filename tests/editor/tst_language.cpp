// Switching the language at run time retranslates the open window at once: menus, actions and
// dock titles follow ledge::setLanguage() without a restart.

#include "IssuesDock.h"
#include "LayersDock.h"
#include "MainWindow.h"
#include "translations/Language.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QTest>

using namespace ledge;

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { setLanguage(QStringLiteral("en")); }

    void switchesAtOnce_data();
    void switchesAtOnce();
};

void TestLanguage::switchesAtOnce_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu"); // the File menu's title in that language
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("&Fichier");
    QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("&File");
}

void TestLanguage::switchesAtOnce()
{
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);

    setLanguage(QStringLiteral("en"));
    MainWindow window;
    auto* file = window.findChild<QMenu*>(QStringLiteral("menuFile"));
    QVERIFY(file);
    QCOMPARE(file->title(), QStringLiteral("&File"));

    QCOMPARE(setLanguage(language), language);
    // Qt posts LanguageChange to every widget; deliver them.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();

    QCOMPARE(file->title(), fileMenu);
    const auto tr = [](const char* context, const char* source) { return QCoreApplication::translate(context, source); };
    QCOMPARE(window.action(QStringLiteral("actionOpen"))->text(), tr("ledge::MainWindow", "&Open…"));
    QCOMPARE(window.findChild<QMenu*>(QStringLiteral("menuEdit"))->title(), tr("ledge::MainWindow", "&Edit"));
    QCOMPARE(window.layersDock()->windowTitle(), tr("ledge::LayersDock", "Layers"));
    QCOMPARE(window.issuesDock()->windowTitle(), tr("ledge::IssuesDock", "Issues"));
    QCOMPARE(window.findChild<QDockWidget*>(QStringLiteral("HistoryDock"))->windowTitle(), tr("ledge::MainWindow", "History"));
    // The View menu's dock entries follow the titles.
    QCOMPARE(window.layersDock()->toggleViewAction()->text(), window.layersDock()->windowTitle());

    // And back: nothing is left in the other language.
    setLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    QCOMPARE(file->title(), QStringLiteral("&File"));
    QCOMPARE(window.layersDock()->windowTitle(), QStringLiteral("Layers"));
    QCOMPARE(window.action(QStringLiteral("actionOpen"))->text(), QStringLiteral("&Open…"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
