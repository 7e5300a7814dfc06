// File > Export in the editor refuses a level with errors unless the designer chooses
// "Export anyway", as ledge-cli export does without --force; the target stays untouched when
// cancelled.

#include "Document.h"
#include "MainWindow.h"
#include "model/LevelFile.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ledge;

class TestExportGate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gate_data();
    void gate();
};

void TestExportGate::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportgate"));
    QSettings().clear();
}

void TestExportGate::gate_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("button");  // clicked in the gate dialog; "" = no dialog expected
    QTest::addColumn<bool>("written");
    QTest::newRow("errors, cancelled") << QStringLiteral(LEDGE_EXAMPLES "/problems/problems.ledge") << QStringLiteral("cancel") << false;
    QTest::newRow("errors, export anyway") << QStringLiteral(LEDGE_EXAMPLES "/problems/problems.ledge") << QStringLiteral("exportAnyway") << true;
    QTest::newRow("valid level, no question") << QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge") << QString() << true;
}

void TestExportGate::gate()
{
    QFETCH(QString, level);
    QFETCH(QString, button);
    QFETCH(bool, written);

    MainWindow window;
    QString error;
    QVERIFY2(window.loadFile(level, &error), qPrintable(error));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("out.ledge"));
    const QByteArray before = "previous contents\n";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
    }

    // Answers the gate once it is shown: the event runs inside the dialog's own event loop.
    bool asked = false;
    QString askedName;
    QTimer::singleShot(0, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = true;
        askedName = box->objectName();
        if (auto* b = box->findChild<QPushButton*>(button.isEmpty() ? QStringLiteral("cancel") : button))
            b->click();
        else
            box->reject();
    });
    const bool result = window.exportLevel(target);
    QCoreApplication::processEvents(); // the answer timer fires here when no dialog was shown

    QCOMPARE(asked, !button.isEmpty());
    if (asked)
        QCOMPARE(askedName, QStringLiteral("exportGate"));
    QCOMPARE(result, written);
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray after = f.readAll();
    if (written) {
        QVERIFY(after != before);
        const LoadResult reloaded = loadLevel(target);
        QVERIFY2(reloaded, qPrintable(reloaded.error.toString()));
        QCOMPARE(reloaded.level->name(), window.document()->level()->name());
    } else {
        QCOMPARE(after, before);
    }
}

QTEST_MAIN(TestExportGate)
#include "tst_exportgate.moc"
