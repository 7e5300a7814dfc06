// The Preferences dialog keeps its values in QSettings: what is applied comes back in a new
// dialog and in EditorPreferences::load(), and an unchecked plugin joins "plugins/disabled".

#include "Preferences.h"
#include "plugins/host/PluginManager.h"

#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace ledge;

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void persists_data();
    void persists();
    void defaultsWithoutSettings();
};

void TestPreferences::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
}

void TestPreferences::persists_data()
{
    QTest::addColumn<double>("cellSize");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("snap");
    QTest::addColumn<int>("subdivisions");
    QTest::addColumn<int>("autosave");
    QTest::addColumn<QStringList>("paths");
    QTest::newRow("top-down, snapping off") << 16.0 << 40 << 30 << int(MovementMode::TopDown) << false << 4 << 0
                                            << QStringList{QStringLiteral("/opt/ledge-plugins")};
    QTest::newRow("platformer, halves") << 48.0 << 100 << 12 << int(MovementMode::Platformer) << true << 2 << 120
                                        << QStringList{QStringLiteral("/a"), QStringLiteral("/b")};
}

void TestPreferences::persists()
{
    QFETCH(double, cellSize);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, mode);
    QFETCH(bool, snap);
    QFETCH(int, subdivisions);
    QFETCH(int, autosave);
    QFETCH(QStringList, paths);

    EditorPreferences p;
    p.language = QStringLiteral("de");
    p.grid.cellSize = cellSize;
    p.grid.columns = columns;
    p.grid.rows = rows;
    p.mode = MovementMode(mode);
    p.snap = snap;
    p.snapSubdivisions = subdivisions;
    p.autosaveSeconds = autosave;
    p.pluginPaths = paths;
    {
        PreferencesDialog dialog(nullptr);
        dialog.setPreferences(p);
        dialog.apply();
    }
    const EditorPreferences loaded = EditorPreferences::load();
    QCOMPARE(loaded.language, QStringLiteral("de"));
    QCOMPARE(loaded.grid.cellSize, cellSize);
    QCOMPARE(loaded.grid.columns, columns);
    QCOMPARE(loaded.grid.rows, rows);
    QCOMPARE(int(loaded.mode), mode);
    QCOMPARE(loaded.snap, snap);
    QCOMPARE(loaded.snapSubdivisions, subdivisions);
    QCOMPARE(loaded.autosaveSeconds, autosave);
    QCOMPARE(loaded.pluginPaths, paths);

    // A new dialog shows what was stored.
    PreferencesDialog again(nullptr);
    const EditorPreferences shown = again.preferences();
    QCOMPARE(shown.grid.columns, columns);
    QCOMPARE(shown.snapSubdivisions, subdivisions);
    QCOMPARE(shown.pluginPaths, paths);
    QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("languageCombo"))->currentData().toString(), QStringLiteral("de"));
}

void TestPreferences::defaultsWithoutSettings()
{
    const EditorPreferences p = EditorPreferences::load();
    QCOMPARE(p.language, QString());
    QCOMPARE(p.grid.cellSize, 32.0);
    QCOMPARE(p.snapSubdivisions, 2);
    QVERIFY(p.pluginPaths.isEmpty());
    QVERIFY(PluginManager::disabledInSettings().isEmpty());
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
