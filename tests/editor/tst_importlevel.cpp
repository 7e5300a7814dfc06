// File > Import of a project with several levels (LDtk) asks which level to import, from the
// project's own list; a Godot scene imports without the question.

#include "Document.h"
#include "MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

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
        const QString project = QStringLiteral(LEDGE_TEST_DATA "/ldtk/SeparateLevelFiles.ldtk");
        QStringList offered;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            QCOMPARE(dialog->objectName(), QStringLiteral("chooseLevel"));
            offered = dialog->comboBoxItems();
            if (pick.isEmpty()) {
                dialog->reject();
                return;
            }
            dialog->setTextValue(pick);
            dialog->accept();
        });
        const std::optional<QString> level = window.chooseLevel(project);
        QCOMPARE(offered, (QStringList{"World_Level_0", "World_Level_1", "World_Level_2"}));
        if (pick.isEmpty()) {
            QVERIFY(!level);
            return;
        }
        QVERIFY(level);
        QCOMPARE(*level, pick);
        QString error;
        QVERIFY2(window.importFile(project, &error, nullptr, *level), qPrintable(error));
        QCOMPARE(window.document()->level()->name(), pick);
    }

    void singleLevelFilesAreNotAsked()
    {
        MainWindow window;
        const QString scene = QStringLiteral(LEDGE_TEST_DATA "/godot/physics_platformer/background/seesaw.tscn");
        bool asked = false;
        QTimer::singleShot(0, this, [&] {
            if (auto* w = QApplication::activeModalWidget()) {
                asked = true;
                w->close();
            }
        });
        const std::optional<QString> level = window.chooseLevel(scene);
        QVERIFY(level && level->isEmpty());
        QString error;
        QStringList warnings;
        QVERIFY2(window.importFile(scene, &error, &warnings), qPrintable(error));
        QCOMPARE(window.document()->level()->name(), QStringLiteral("Seesaw"));
        QVERIFY(warnings.join(u'\n').contains(QStringLiteral("Plank")));
        QCoreApplication::processEvents();
        QVERIFY(!asked);
    }
};

QTEST_MAIN(TestImportLevel)
#include "tst_importlevel.moc"
