// The import profile in the editor: File > Import (and File > Open of a map) applies the
// ledge-profile.json beside the map and says so in the status bar; the import options let the
// designer pick another profile file or none, remembered per map folder; a bad profile is an
// error naming the file and the JSON pointer, and the open level is kept.
//
// The map is an LDtk project whose only IntGrid value is "dirt", which by the defaults does not
// collide: only a profile makes its cell collide (solid by layers.collide, hazard by intGrid).

#include "Document.h"
#include "ImportOptionsDialog.h"
#include "MainWindow.h"
#include "model/Level.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ledge;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// One level, 2 x 1 cells of 16 px: the IntGrid layer "Collisions" with value 1 "dirt" at (0, 0).
QByteArray project()
{
    const QJsonArray values{QJsonObject{{"value", 1}, {"identifier", "dirt"}, {"color", "#000000"}}};
    const QJsonObject def{{"__type", "IntGrid"}, {"identifier", "Collisions"}, {"type", "IntGrid"}, {"uid", 1},
                          {"gridSize", 16}, {"intGridValues", values}, {"intGridValuesGroups", QJsonArray()}};
    const QJsonObject layer{{"__identifier", "Collisions"}, {"__type", "IntGrid"}, {"__cWid", 2}, {"__cHei", 1},
                            {"__gridSize", 16}, {"__pxTotalOffsetX", 0}, {"__pxTotalOffsetY", 0}, {"layerDefUid", 1},
                            {"visible", true}, {"intGridCsv", QJsonArray{1, 0}}, {"entityInstances", QJsonArray()}};
    const QJsonObject level{{"identifier", "Level_0"}, {"iid", "a"}, {"uid", 0}, {"worldX", 0}, {"worldY", 0},
                            {"pxWid", 32}, {"pxHei", 16}, {"layerInstances", QJsonArray{layer}}};
    const QJsonObject root{{"__header__", QJsonObject{{"fileType", "LDtk Project JSON"}}}, {"jsonVersion", "1.5.3"},
                           {"defaultGridSize", 16},
                           {"defs", QJsonObject{{"layers", QJsonArray{def}}, {"entities", QJsonArray()}}},
                           {"levels", QJsonArray{level}}, {"worlds", QJsonArray()}};
    return QJsonDocument(root).toJson();
}

// What cell (0, 0) became in the open level: '#', '=', '^', or '.' when no tiles layer has it.
QChar cellOfDirt(const Level& level)
{
    for (int i = 0; i < level.layerCount(); ++i)
        if (level.layerAt(i).type == LayerType::Tiles && level.tile(level.layerAt(i).id, 0, 0) != TileKind::Empty)
            return tileKindChar(level.tile(level.layerAt(i).id, 0, 0));
    return u'.';
}

struct Map {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("world.ldtk")); }
    QString beside() const { return dir.filePath(QStringLiteral("ledge-profile.json")); }
    QString other() const { return dir.filePath(QStringLiteral("hazards.json")); }
    bool make(const QByteArray& besideProfile = R"({ "layers": { "collide": ["Collisions"] } })") const
    {
        return writeFile(path(), project()) && (besideProfile.isEmpty() || writeFile(beside(), besideProfile))
               && writeFile(other(), R"({ "intGrid": { "dirt": "hazard" } })");
    }
};

} // namespace

class TestImportProfile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_importprofile"));
    }
    void init() { QSettings().clear(); }

    // What the designer picks in the import options, and what cell the "dirt" value becomes.
    void choice_data()
    {
        QTest::addColumn<int>("choice"); // ImportOptionsDialog::ProfileChoice
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("status"); // in the status bar message
        QTest::newRow("the profile beside the map: its collide layer is solid")
            << int(ImportOptionsDialog::BesideMap) << "#" << "ledge-profile.json";
        QTest::newRow("no profile: the defaults, dirt does not collide")
            << int(ImportOptionsDialog::NoProfile) << "." << "without an import profile";
        QTest::newRow("another profile file") << int(ImportOptionsDialog::OtherFile) << "^" << "hazards.json";
    }
    void choice()
    {
        QFETCH(int, choice);
        QFETCH(QString, cell);
        QFETCH(QString, status);
        Map map;
        QVERIFY(map.make());
        MainWindow window;
        bool asked = false;
        window.setImportOptionsAsker([&](const QString& path, const ImportOptions& proposed, const QStringList& levels,
                                         bool profiles) -> std::optional<ImportOptions> {
            asked = true;
            if (path != map.path() || !profiles || !levels.isEmpty())
                return std::nullopt;
            // The asker stands for the dialog: pick in the real one, hand back what it gives.
            ImportOptionsDialog dialog(path, proposed, levels, profiles);
            if (dialog.profileChoice() != ImportOptionsDialog::BesideMap) // the proposal without a memory
                return std::nullopt;
            dialog.setProfileChoice(ImportOptionsDialog::ProfileChoice(choice), map.other());
            return dialog.options();
        });
        QString error;
        QVERIFY2(window.importWithOptions(map.path(), &error), qPrintable(error));
        QVERIFY(asked);
        QCOMPARE(QString(cellOfDirt(*window.document()->level())), cell);
        QVERIFY2(window.statusBar()->currentMessage().contains(status), qPrintable(window.statusBar()->currentMessage()));

        // Remembered for the folder: File > Open of the map (no question) applies the same choice,
        // and the next import proposes it.
        MainWindow again;
        QVERIFY2(again.loadFile(map.path(), &error), qPrintable(error));
        QCOMPARE(QString(cellOfDirt(*again.document()->level())), cell);
        std::optional<ImportOptions> proposedAgain;
        again.setImportOptionsAsker([&](const QString&, const ImportOptions& proposed, const QStringList&, bool) {
            proposedAgain = proposed;
            return std::optional<ImportOptions>();
        });
        QVERIFY(!again.importWithOptions(map.path(), &error));
        QVERIFY(proposedAgain);
        QCOMPARE(ImportOptionsDialog(map.path(), *proposedAgain, {}, true).profileChoice(),
                 ImportOptionsDialog::ProfileChoice(choice));
    }

    // File > Open of a map with a profile beside it applies the profile and says so.
    void openAppliesTheProfileBeside()
    {
        Map map;
        QVERIFY(map.make());
        MainWindow window;
        QString error;
        QVERIFY2(window.loadFile(map.path(), &error), qPrintable(error));
        QCOMPARE(cellOfDirt(*window.document()->level()), u'#');
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("ledge-profile.json beside it")));
    }

    // A bad profile: the import stops with the file and the JSON pointer, and the open level stays.
    void badProfileKeepsTheLevel_data()
    {
        QTest::addColumn<QByteArray>("besideProfile");
        QTest::addColumn<bool>("named"); // the bad profile chosen as "another file" instead
        QTest::addColumn<QString>("pointer");
        QTest::newRow("beside the map") << QByteArray("{ \"intGrid\": {\n  \"dirt\": \"lava\" } }") << false << "/intGrid/dirt";
        QTest::newRow("chosen file") << QByteArray("{ \"layers\": { \"collide\": 3 } }") << true << "/layers/collide";
    }
    void badProfileKeepsTheLevel()
    {
        QFETCH(QByteArray, besideProfile);
        QFETCH(bool, named);
        QFETCH(QString, pointer);
        Map map;
        QVERIFY(map.make(besideProfile));
        MainWindow window;
        window.newLevel(QStringLiteral("Mine"), GridSettings{}, MovementMode::Platformer);
        const Level* before = window.document()->level();
        window.setImportOptionsAsker([&](const QString&, const ImportOptions& proposed, const QStringList&, bool) {
            ImportOptions chosen = proposed;
            if (named)
                chosen.profile = map.beside();
            return std::optional<ImportOptions>(chosen);
        });
        QString error;
        QVERIFY(!window.importWithOptions(map.path(), &error));
        QVERIFY2(error.contains(map.beside()) && error.contains(pointer), qPrintable(error));
        QCOMPARE(window.document()->level(), before);
        QCOMPARE(window.document()->level()->name(), QStringLiteral("Mine"));
        // A failed import is not remembered.
        QCOMPARE(rememberedImportOptions(map.path()).profile, QString());
        QVERIFY(rememberedImportOptions(map.path()).profileBesideMap);
    }

    // The dialog: "Another file" needs a file before OK; the choices give the options.
    void dialogChoices()
    {
        Map map;
        QVERIFY(map.make());
        ImportOptionsDialog dialog(map.path(), ImportOptions(), {}, true);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QCOMPARE(dialog.profileChoice(), ImportOptionsDialog::BesideMap);
        QVERIFY(dialog.options().profileBesideMap);
        dialog.setProfileChoice(ImportOptionsDialog::OtherFile);
        QVERIFY(!ok->isEnabled());
        dialog.setProfileChoice(ImportOptionsDialog::OtherFile, map.other());
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.options().profile, map.other());
        dialog.setProfileChoice(ImportOptionsDialog::NoProfile);
        QVERIFY(!dialog.options().profileBesideMap);
        QVERIFY(dialog.options().profile.isEmpty());
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("profileChoice"));
        QVERIFY(combo && combo->itemText(0).contains(QStringLiteral("ledge-profile.json")));
    }

    // Without an asker, File > Import's flow shows the "importOptions" dialog.
    void defaultAskerIsTheDialog()
    {
        Map map;
        QVERIFY(map.make());
        MainWindow window;
        bool shown = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ImportOptionsDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            shown = dialog->objectName() == u"importOptions";
            dialog->setProfileChoice(ImportOptionsDialog::NoProfile);
            dialog->accept();
        });
        QString error;
        QVERIFY2(window.importWithOptions(map.path(), &error), qPrintable(error));
        QVERIFY(shown);
        QCOMPARE(cellOfDirt(*window.document()->level()), u'.');
    }
};

QTEST_MAIN(TestImportProfile)
#include "tst_importprofile.moc"
