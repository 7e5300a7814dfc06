// Switching the language at run time retranslates the open window at once: menus, actions and
// dock titles follow ledge::setLanguage() without a restart.

#include "IssuesDock.h"
#include "LayersDock.h"
#include "MainWindow.h"
#include "translations/Language.h"

#include <QAction>
#include <QCoreApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
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
    // Inside a dock too: a form label, a check box and a table header of Properties.
    auto* properties = window.findChild<QDockWidget*>(QStringLiteral("PropertiesDock"));
    QVERIFY(properties);
    const auto labelTexts = [&] {
        QStringList texts;
        for (const QLabel* label : properties->findChildren<QLabel*>())
            texts << label->text();
        for (const QCheckBox* box : properties->findChildren<QCheckBox*>())
            texts << box->text();
        return texts;
    };
    QVERIFY(labelTexts().contains(tr("ledge::PropertiesDock", "Width")));
    QVERIFY(labelTexts().contains(tr("ledge::PropertiesDock", "Custom properties")));
    QVERIFY(labelTexts().contains(tr("ledge::PropertiesDock", "Ceiling (solid above)")));
    if (language != u"en")
        QVERIFY2(!labelTexts().contains(QStringLiteral("Custom properties")), "Properties still in English");

    // And back: nothing is left in the other language.
    setLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    QCOMPARE(file->title(), QStringLiteral("&File"));
    QCOMPARE(window.layersDock()->windowTitle(), QStringLiteral("Layers"));
    QCOMPARE(window.action(QStringLiteral("actionOpen"))->text(), QStringLiteral("&Open…"));
    QVERIFY(labelTexts().contains(QStringLiteral("Custom properties")));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
