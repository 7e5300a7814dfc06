// File > Export as a designer uses it: the extension typed in the dialog decides the format
// (and the type box follows it), and a PNG exported from the editor is the very picture
// `ledge-cli render` draws of the same level.

#include "Document.h"
#include "MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ledge;

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void typedExtensionWins_data();
    void typedExtensionWins();
    void pngMatchesCliRender();
};

void TestExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_export"));
    QSettings().clear();
}

void TestExport::typedExtensionWins_data()
{
    QTest::addColumn<QString>("typeBox");  // the exporter chosen in the type box first
    QTest::addColumn<QString>("fileName"); // what the designer types
    QTest::addColumn<QString>("followed"); // the type box afterwards (a suffix it lists)
    QTest::addColumn<QByteArray>("start"); // how the written file begins
    QTest::newRow("godot box, .tmx typed") << QStringLiteral("tscn") << QStringLiteral("level.tmx")
                                           << QStringLiteral("*.tmx") << QByteArray("<?xml");
    QTest::newRow("tmx box, .tscn typed") << QStringLiteral("tmx") << QStringLiteral("level.tscn")
                                          << QStringLiteral("*.tscn") << QByteArray("[gd_scene");
    QTest::newRow("tmx box, .png typed") << QStringLiteral("tmx") << QStringLiteral("level.png")
                                         << QStringLiteral("*.png") << QByteArray("\x89PNG");
}

void TestExport::typedExtensionWins()
{
    QFETCH(QString, typeBox);
    QFETCH(QString, fileName);
    QFETCH(QString, followed);
    QFETCH(QByteArray, start);

    MainWindow window;
    QString error;
    QVERIFY2(window.loadFile(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), &error), qPrintable(error));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(fileName);

    QString filterAfterTyping;
    bool shown = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        shown = true;
        for (const QString& f : dialog->nameFilters())
            if (f.contains(QStringLiteral("*.") + typeBox))
                dialog->selectNameFilter(f);
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        // The name alone, typed in the folder: a whole path typed key by key meets the name
        // completer, whose pop-up over a crowded /tmp takes keys of its own.
        dialog->setDirectory(dir.path());
        name->clear();
        QTest::keyClicks(name, fileName);
        filterAfterTyping = dialog->selectedNameFilter();
        QTest::keyClick(name, Qt::Key_Return);
    });
    window.action(QStringLiteral("actionExport"))->trigger();
    QVERIFY(shown);
    QVERIFY2(filterAfterTyping.contains(followed), qPrintable(filterAfterTyping));
    QFile f(target);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(target));
    const QByteArray head = f.read(64);
    QVERIFY2(head.startsWith(start), head.constData());
}

void TestExport::pngMatchesCliRender()
{
    MainWindow window;
    const QString level = QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge");
    QString error;
    QVERIFY2(window.loadFile(level, &error), qPrintable(error));
    QTemporaryDir dir;
    const QString fromEditor = dir.filePath(QStringLiteral("editor.png"));
    const QString fromCli = dir.filePath(QStringLiteral("cli.png"));
    QVERIFY(window.exportLevel(fromEditor));

    QProcess cli;
    cli.start(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"),
              {QStringLiteral("render"), level, fromCli, QStringLiteral("--overlay"), QStringLiteral("issues,reach")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);

    const QImage a = QImage(fromEditor).convertToFormat(QImage::Format_ARGB32);
    const QImage b = QImage(fromCli).convertToFormat(QImage::Format_ARGB32);
    QVERIFY(!a.isNull());
    QCOMPARE(a.size(), b.size());
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            differing += a.pixel(x, y) != b.pixel(x, y);
    QCOMPARE(differing, 0);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
