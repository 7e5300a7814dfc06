// File > Import of a project with several levels (LDtk) asks which level to import, from the
// project's own list (through the import options asker); a Godot scene imports without asking.

#include "Document.h"
#include "ImportOptionsDialog.h"
#include "MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace ledge;

class TestImportLevel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_importlevel"));
        QSettings().clear();
    }

    void chooseLevel_data()
    {
        QTest::addColumn<QString>("pick"); // "" = cancel
        QTest::newRow("third level") << QStringLiteral("World_Level_2");
        QTest::newRow("second level") << QStringLiteral("World_Level_1");
        QTest::newRow("cancelled") << QString();
    }
    void chooseLevel()
    {
        QFETCH(QString, pick);
        MainWindow window;
        const QString before = window.document()->level()->name();
        const QString project = QStringLiteral(LEDGE_TEST_DATA "/ldtk/SeparateLevelFiles.ldtk");
        QStringList offered;
        window.setImportOptionsAsker([&](const QString&, const ImportOptions& proposed, const QStringList& levels,
                                         bool) -> std::optional<ImportOptions> {
            offered = levels;
            if (pick.isEmpty())
                return std::nullopt;
            ImportOptions chosen = proposed;
            chosen.level = pick;
            return chosen;
        });
        QString error;
        const bool imported = window.importWithOptions(project, &error);
        QCOMPARE(offered, (QStringList{"World_Level_0", "World_Level_1", "World_Level_2"}));
        if (pick.isEmpty()) {
            QVERIFY(!imported);
            QVERIFY(error.isEmpty());
            QCOMPARE(window.document()->level()->name(), before);
            return;
        }
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(window.document()->level()->name(), pick);
    }

    // The dialog the asker stands for lists the levels and gives back the one picked.
    void dialogListsLevels()
    {
        const QStringList levels{"World_Level_0", "World_Level_1", "World_Level_2"};
        ImportOptionsDialog dialog(QStringLiteral(LEDGE_TEST_DATA "/ldtk/SeparateLevelFiles.ldtk"), ImportOptions(), levels,
                                   true);
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("level"));
        QVERIFY(combo);
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items << combo->itemText(i);
        QCOMPARE(items, levels);
        dialog.setLevel(QStringLiteral("World_Level_1"));
        QCOMPARE(dialog.options().level, QStringLiteral("World_Level_1"));
    }

    void singleLevelFilesAreNotAsked()
    {
        MainWindow window;
        const QString scene = QStringLiteral(LEDGE_TEST_DATA "/godot/physics_platformer/background/seesaw.tscn");
        bool asked = false;
        window.setImportOptionsAsker([&](const QString&, const ImportOptions& proposed, const QStringList&, bool) {
            asked = true;
            return std::optional<ImportOptions>(proposed);
        });
        QString error;
        QStringList warnings;
        QVERIFY2(window.importWithOptions(scene, &error, &warnings), qPrintable(error));
        QCOMPARE(window.document()->level()->name(), QStringLiteral("Seesaw"));
        QVERIFY(warnings.join(u'\n').contains(QStringLiteral("Plank")));
        QVERIFY(!asked); // a Godot scene: one level and no import profile, nothing to ask
    }
};

QTEST_MAIN(TestImportLevel)
#include "tst_importlevel.moc"
