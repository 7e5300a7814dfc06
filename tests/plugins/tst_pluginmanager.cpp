// The plugin host: what it loads, what it refuses and why, and that a bad plugin never
// takes the program down.

#include "plugins/host/PluginManager.h"

#include "model/LevelFile.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;

namespace {

const QString kBuiltIn = QStringLiteral(LEDGE_BIN_DIR "/plugins");
const QString kTestPlugins = QStringLiteral(LEDGE_TEST_PLUGIN_DIR);

QString pluginFile(const QString& folder, const char* base)
{
    return folder + QStringLiteral("/lib") + QLatin1String(base) + QStringLiteral(".so");
}

const PluginInfo* find(const PluginManager& m, const QString& fileName)
{
    for (const PluginInfo& p : m.plugins())
        if (p.file.endsWith(u'/' + fileName))
            return &p;
    return nullptr;
}

} // namespace

class TestPluginManager : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Settings and the per-user folder in a scratch place, never the user's own.
        QVERIFY(mHome.isValid());
        qputenv("XDG_CONFIG_HOME", mHome.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", mHome.filePath(QStringLiteral("data")).toUtf8());
        QStandardPaths::setTestModeEnabled(true);
    }

    void builtInPluginsLoad_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("importers");
        QTest::addColumn<QStringList>("exporters");
        QTest::addColumn<QStringList>("rules");
        QTest::newRow("ledge") << "libledge_format_ledge.so" << QStringList{"ledge"} << QStringList{"ledge"} << QStringList{};
        QTest::newRow("tmx") << "libledge_format_tmx.so" << QStringList{"tmx"} << QStringList{"tmx"} << QStringList{};
        QTest::newRow("tmj") << "libledge_format_tmj.so" << QStringList{"tmj"} << QStringList{"tmj"} << QStringList{};
        QTest::newRow("godot") << "libledge_format_godot.so" << QStringList{"godot"} << QStringList{"godot"} << QStringList{};
        QTest::newRow("ldtk") << "libledge_format_ldtk.so" << QStringList{"ldtk"} << QStringList{"ldtk"} << QStringList{};
        QTest::newRow("png") << "libledge_format_png.so" << QStringList{} << QStringList{"png"} << QStringList{};
        QTest::newRow("narrow-gap") << "libledge_rule_narrow_gap.so" << QStringList{} << QStringList{}
                                    << QStringList{"narrow-gap"};
    }
    void builtInPluginsLoad()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, importers);
        QFETCH(QStringList, exporters);
        QFETCH(QStringList, rules);
        PluginManager m;
        m.setSearchPaths({kBuiltIn});
        m.setDisabled({});
        m.load();
        const PluginInfo* info = find(m, file);
        QVERIFY2(info, qPrintable(file));
        QCOMPARE(pluginStatusName(info->status), QStringLiteral("loaded"));
        QVERIFY(info->reason.isEmpty());
        QCOMPARE(info->importers, importers);
        QCOMPARE(info->exporters, exporters);
        QCOMPARE(info->rules, rules);
    }

    void badFilesAreReportedAndSkipped_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("reasonContains");
        QTest::newRow("wrong API version") << pluginFile(kTestPlugins, "ledge_test_wrong_api")
                                           << "wrong-api-version" << "version 99";
        QTest::newRow("shared library without plugin metadata")
            << pluginFile(kTestPlugins, "ledge_test_not_a_plugin") << "not-a-plugin" << "not a Qt plugin";
        QTest::newRow("text file named like a library") << QString() << "not-a-plugin" << "not a Qt plugin";
    }
    void badFilesAreReportedAndSkipped()
    {
        QFETCH(QString, path);
        QFETCH(QString, status);
        QFETCH(QString, reasonContains);
        QTemporaryDir dir;
        if (path.isEmpty()) {
            path = dir.filePath(QStringLiteral("libfake.so"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a shared library\n");
        }
        QVERIFY2(QFile::exists(path), qPrintable(path));
        PluginManager m;
        m.setSearchPaths({});
        const PluginInfo info = m.loadFile(path);
        QCOMPARE(pluginStatusName(info.status), status);
        QVERIFY2(info.reason.contains(reasonContains), qPrintable(info.reason));
        QVERIFY(m.importers().empty());
        QVERIFY(m.exporters().empty());
    }

    // A whole folder of bad plugins next to good ones: every file is listed, the good ones work.
    void mixedFolder()
    {
        PluginManager m;
        m.setSearchPaths({kBuiltIn, kTestPlugins});
        m.setDisabled({});
        m.load();
        QVERIFY(find(m, QStringLiteral("libledge_test_wrong_api.so")));
        QCOMPARE(find(m, QStringLiteral("libledge_test_wrong_api.so"))->status, PluginInfo::Status::WrongApiVersion);
        QCOMPARE(find(m, QStringLiteral("libledge_test_not_a_plugin.so"))->status, PluginInfo::Status::NotAPlugin);
        QCOMPARE(find(m, QStringLiteral("libledge_format_tmx.so"))->status, PluginInfo::Status::Loaded);
        QVERIFY(m.exporterFor(QStringLiteral("x.tmj")));
    }

    void disabledPluginsAreListedNotLoaded()
    {
        PluginManager m;
        m.setSearchPaths({kBuiltIn});
        m.setDisabled({QStringLiteral("libledge_format_godot.so")});
        m.load();
        const PluginInfo* info = find(m, QStringLiteral("libledge_format_godot.so"));
        QVERIFY(info);
        QCOMPARE(info->status, PluginInfo::Status::Disabled);
        QVERIFY(!m.exporterFor(QStringLiteral("level.tscn")));
        QVERIFY(m.exporterFor(QStringLiteral("level.tmx")));
    }

    void disabledListLivesInSettings()
    {
        QSettings().remove(QStringLiteral("plugins/disabled"));
        PluginManager::setDisabledInSettings(QStringLiteral("libledge_format_png.so"), true);
        QCOMPARE(PluginManager::disabledInSettings(), QStringList{QStringLiteral("libledge_format_png.so")});
        PluginManager m; // reads the settings
        m.setSearchPaths({kBuiltIn});
        m.load();
        QCOMPARE(find(m, QStringLiteral("libledge_format_png.so"))->status, PluginInfo::Status::Disabled);
        PluginManager::setDisabledInSettings(QStringLiteral("libledge_format_png.so"), false);
        QVERIFY(PluginManager::disabledInSettings().isEmpty());
    }

    void searchPathsIncludeEnvironment()
    {
        qputenv("LEDGE_PLUGIN_PATH", "/tmp/a:/tmp/b");
        const QStringList paths = PluginManager::defaultSearchPaths();
        qunsetenv("LEDGE_PLUGIN_PATH");
        QVERIFY(paths.size() >= 4);
        QVERIFY(paths.first().endsWith(QStringLiteral("/plugins")));
        QCOMPARE(paths.mid(paths.size() - 2), (QStringList{"/tmp/a", "/tmp/b"}));
    }

    void exceptionsBecomeMessages_data()
    {
        QTest::addColumn<QString>("call");
        QTest::newRow("read") << "read";
        QTest::newRow("write") << "write";
        QTest::newRow("rule") << "rule";
        QTest::newRow("canRead") << "canRead";
    }
    void exceptionsBecomeMessages()
    {
        QFETCH(QString, call);
        PluginManager m;
        m.setSearchPaths({});
        m.setDisabled({});
        const PluginInfo info = m.loadFile(pluginFile(kTestPlugins, "ledge_test_throwing"));
        QCOMPARE(info.status, PluginInfo::Status::Loaded);
        QCOMPARE(m.importers().size(), std::size_t(1));
        Level level;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.boom"));
        if (call == u"read") {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("boom");
            file.close();
            const ImportResult r = PluginManager::read(*m.importers()[0].object, path);
            QVERIFY(!r.level);
            QVERIFY2(r.error.contains(QStringLiteral("read exploded")), qPrintable(r.error));
        } else if (call == u"write") {
            const ExportResult r = PluginManager::write(*m.exporters()[0].object, level, path);
            QVERIFY(!r.ok);
            QVERIFY2(r.message.contains(QStringLiteral("write exploded")), qPrintable(r.message));
            QVERIFY(!QFile::exists(path));
        } else if (call == u"rule") {
            QStringList errors;
            const std::vector<Issue> issues = m.runRules(level, &errors);
            QVERIFY(issues.empty());
            QCOMPARE(errors.size(), 1);
            QVERIFY2(errors[0].contains(QStringLiteral("unknown exception")), qPrintable(errors[0]));
        } else {
            // The importer's canRead throws: it simply does not claim the file.
            QCOMPARE(m.importerFor(path), nullptr);
        }
    }

private:
    QTemporaryDir mHome;
};

QTEST_GUILESS_MAIN(TestPluginManager)
#include "tst_pluginmanager.moc"
