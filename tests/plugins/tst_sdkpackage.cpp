// The SDK as a plugin author outside the tree gets it: `cmake --install --component sdk`,
// then find_package(Ledge) in another project builds the plugin of docs/plugins.md, and the
// host loads it and exports with it.

#include "PluginTestSupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;

namespace {

// Runs cmake with arguments; returns its output on failure, an empty string on success.
QString cmake(const QStringList& arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(LEDGE_CMAKE_COMMAND), arguments);
    if (!process.waitForFinished(540000))
        return QStringLiteral("cmake timed out");
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QString::fromLocal8Bit(process.readAll());
    return {};
}

} // namespace

class TestSdkPackage : public QObject {
    Q_OBJECT

private slots:
    void outOfTreePluginBuildsLoadsAndExports()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString prefix = dir.filePath(QStringLiteral("sdk"));
        const QString build = dir.filePath(QStringLiteral("build"));
        QString failure = cmake({QStringLiteral("--install"), QStringLiteral(LEDGE_BUILD_DIR), QStringLiteral("--prefix"),
                                 prefix, QStringLiteral("--component"), QStringLiteral("sdk")});
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(QFile::exists(prefix + QStringLiteral("/lib/cmake/Ledge/LedgeConfig.cmake")));
        QVERIFY(QFile::exists(prefix + QStringLiteral("/include/ledge/plugins/sdk/PluginApi.h")));
        QVERIFY(QFile::exists(prefix + QStringLiteral("/include/ledge/model/Level.h")));
        QVERIFY(QFile::exists(prefix + QStringLiteral("/include/ledge/collision/Shape.h")));
        // The generated export macros the public headers use (LEDGE_MODEL_EXPORT, ...).
        QVERIFY(QFile::exists(prefix + QStringLiteral("/include/ledge/model/ModelExport.h")));
        QVERIFY(QFile::exists(prefix + QStringLiteral("/include/ledge/collision/CollisionExport.h")));
        // Internal headers stay out of the SDK: the plugin below builds without them.
        for (const char* internal : {"collision/Exact.h", "collision/Sat.h", "collision/PolygonBoost.h",
                                     "collision/PlatformerReach.h", "collision/TopDownReach.h",
                                     "model/LevelFastReader.h", "model/JsonText.h"})
            QVERIFY2(!QFile::exists(prefix + QStringLiteral("/include/ledge/") + QLatin1String(internal)), internal);
        failure = cmake({QStringLiteral("-S"), QStringLiteral(LEDGE_SDK_EXAMPLE), QStringLiteral("-B"), build,
                         QStringLiteral("-DCMAKE_PREFIX_PATH=") + prefix, QStringLiteral("-DCMAKE_BUILD_TYPE=Release")});
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        failure = cmake({QStringLiteral("--build"), build});
        QVERIFY2(failure.isEmpty(), qPrintable(failure));

        PluginManager manager;
        manager.setSearchPaths({});
        manager.setDisabled({});
        const PluginInfo info = manager.loadFile(build + QStringLiteral("/libledge_csv.so"));
        QVERIFY2(info.status == PluginInfo::Status::Loaded, qPrintable(info.reason));
        QCOMPARE(info.exporters, QStringList{QStringLiteral("csv")});

        const std::unique_ptr<Level> level = test::everyFeatureLevel();
        const QString out = dir.filePath(QStringLiteral("level.csv"));
        ExporterInterface* exporter = manager.exporterFor(out);
        QVERIFY(exporter);
        const ExportResult written = PluginManager::write(*exporter, *level, out);
        QVERIFY2(written.ok, qPrintable(written.message));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.value(0), QByteArray("id,role,x,y,w,h"));
        QCOMPARE(lines.value(1), QByteArray("1,solid,0,288,640,32"));
        QCOMPARE(int(lines.size()), level->objectCount() + 2); // header, objects, final newline
    }
};

QTEST_GUILESS_MAIN(TestSdkPackage)
#include "tst_sdkpackage.moc"
