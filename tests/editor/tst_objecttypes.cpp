// Custom object types: defined in Edit > Object Types (typed fields with defaults), given to an
// object in Properties (its fields appear at their defaults), kept in the .ledge file (the
// reference reader, the fast reader and the writer agree), exported as properties, one undo
// step each. Driven on the real window (offscreen).

#include "Document.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "ObjectTypesDialog.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QScopeGuard>

using namespace ledge;

class TestObjectTypes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void defineAssignSaveExport();
    void badTypesNamePlace_data();
    void badTypesNamePlace();
};

void TestObjectTypes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_objecttypes"));
    QSettings().clear();
}

void TestObjectTypes::defineAssignSaveExport()
{
    MainWindow window;
    GridSettings grid;
    window.newLevel(QStringLiteral("types"), grid, MovementMode::Platformer);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Document* doc = window.document();
    LevelObject door;
    door.id = 1;
    door.role = Role::Trigger;
    door.shape = Box{64, 64, 32, 64};
    doc->push(new AddObjectCommand(doc->level(), doc->layerForNewObjects(), door));
    LevelObject spawn; // a valid level: the export gate has nothing to ask
    spawn.id = 2;
    spawn.role = Role::Spawn;
    spawn.shape = Point{200, 200};
    doc->push(new AddObjectCommand(doc->level(), doc->layerForNewObjects(), spawn));
    const int steps = doc->undoStack()->count();

    // Edit > Object Types: a type "door" with a true/false field and a number field.
    bool answered = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<ObjectTypesDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        // Whatever happens below, the dialog closes (a failed check would leave it open).
        const auto closer = qScopeGuard([dialog] {
            if (dialog->isVisible())
                dialog->reject();
        });
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("addType")), Qt::LeftButton);
        QCOMPARE(dialog->typeList()->count(), 1);
        dialog->typeList()->item(0)->setText(QStringLiteral("door")); // as the in-place editor does
        QPushButton* addField = dialog->findChild<QPushButton*>(QStringLiteral("addField"));
        QTest::mouseClick(addField, Qt::LeftButton);
        QTest::mouseClick(addField, Qt::LeftButton);
        QTableWidget* fields = dialog->fieldTable();
        QCOMPARE(fields->rowCount(), 2);
        fields->item(0, 0)->setText(QStringLiteral("locked"));
        static_cast<QComboBox*>(fields->cellWidget(0, 1))->setCurrentIndex(2); // true/false
        fields->item(0, 1 + 1)->setText(QStringLiteral("true"));
        fields->item(1, 0)->setText(QStringLiteral("hp"));
        static_cast<QComboBox*>(fields->cellWidget(1, 1))->setCurrentIndex(1); // number
        fields->item(1, 2)->setText(QStringLiteral("3"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        answered = true;
    });
    window.action(QStringLiteral("actionObjectTypes"))->trigger();
    QVERIFY(answered);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->level()->objectTypes().size(), std::size_t(1));
    const ObjectType& type = doc->level()->objectTypes().front();
    QCOMPARE(type.name, QStringLiteral("door"));
    QCOMPARE(type.fields.size(), std::size_t(2));
    QCOMPARE(type.fields[0].type, FieldType::Bool);
    QCOMPARE(type.fields[0].defaultValue, QVariant(true));
    QCOMPARE(type.fields[1].type, FieldType::Number);
    QCOMPARE(type.fields[1].defaultValue, QVariant(3.0));

    // Properties: pick the type for the door; its fields appear at their defaults.
    LevelView* view = window.view();
    window.setTool(ToolId::Select);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(80, 96)));
    QCOMPARE(window.scene()->selectedIds(), QList<ObjectId>{1});
    auto* typeCombo = window.findChild<QComboBox*>(QStringLiteral("propType"));
    QVERIFY(typeCombo && typeCombo->isVisible());
    typeCombo->setFocus();
    QTest::keyClicks(typeCombo, QStringLiteral("door"));
    const LevelObject* typed = doc->level()->object(1);
    QCOMPARE(typed->type, QStringLiteral("door"));
    QCOMPARE(typed->properties.value(QStringLiteral("locked")), QVariant(true));
    QCOMPARE(typed->properties.value(QStringLiteral("hp")), QVariant(3.0));
    QCOMPARE(doc->undoStack()->count(), steps + 2);

    // Kept in the file: read back as written (both readers agree on types: tst_levelfastreader).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("types.ledge"));
    QString error;
    QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("types")).toArray().size(), 1);
    const LoadResult reference = readLevel(bytes);
    QVERIFY2(reference, qPrintable(reference.error.toString()));
    QVERIFY(reference.level->objectTypes() == doc->level()->objectTypes());
    QVERIFY(*reference.level->object(1) == *typed);
    QCOMPARE(writeLevel(*reference.level), bytes);

    // Exported as properties (Tiled).
    const QString tmx = dir.filePath(QStringLiteral("types.tmx"));
    QVERIFY(window.exportLevel(tmx));
    QFile exported(tmx);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QByteArray xml = exported.readAll();
    QVERIFY2(xml.contains("name=\"hp\"") && xml.contains("name=\"locked\""), xml.right(900).constData());

    // One undo each: the type assignment, then the definitions.
    doc->undoStack()->undo();
    QVERIFY(doc->level()->object(1)->type.isEmpty());
    doc->undoStack()->undo();
    QVERIFY(doc->level()->objectTypes().empty());
    doc->undoStack()->setClean();
}

void TestObjectTypes::badTypesNamePlace_data()
{
    QTest::addColumn<QByteArray>("types");  // the "types" member, or empty for none
    QTest::addColumn<QByteArray>("object"); // the object's "type" member, or empty
    QTest::addColumn<QString>("pointer");
    QTest::newRow("unknown type on an object") << QByteArray() << QByteArray("\"type\": \"door\",")
                                               << QStringLiteral("/layers/0/objects/0/type");
    QTest::newRow("field kind") << QByteArray("[{\"name\": \"door\", \"fields\": [{\"name\": \"hp\", \"type\": \"int\"}]}]")
                                << QByteArray() << QStringLiteral("/types/0/fields/0/type");
    QTest::newRow("default of another kind") << QByteArray("[{\"name\": \"door\", \"fields\": [{\"name\": \"hp\", \"type\": \"number\", \"default\": \"3\"}]}]")
                                             << QByteArray() << QStringLiteral("/types/0/fields/0/default");
    QTest::newRow("a type twice") << QByteArray("[{\"name\": \"door\"}, {\"name\": \"door\"}]") << QByteArray()
                                  << QStringLiteral("/types/1/name");
}

// A malformed "types" or "type" is refused with the JSON pointer of the place.
void TestObjectTypes::badTypesNamePlace()
{
    QFETCH(QByteArray, types);
    QFETCH(QByteArray, object);
    QFETCH(QString, pointer);
    QByteArray json = "{\"format\": \"ledge-level\", \"version\": 1, \"grid\": {\"cellSize\": 32, \"columns\": 4, \"rows\": 4},"
                      + (types.isEmpty() ? QByteArray() : "\"types\": " + types + ",")
                      + "\"layers\": [{\"id\": 1, \"name\": \"a\", \"type\": \"objects\", \"objects\": [{\"id\": 1, " + object
                      + "\"role\": \"solid\", \"shape\": {\"type\": \"box\", \"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}}]}]}";
    const LoadResult result = readLevel(json);
    QVERIFY(!result);
    QVERIFY2(result.error.toString().contains(pointer), qPrintable(result.error.toString()));
}

QTEST_MAIN(TestObjectTypes)
#include "tst_objecttypes.moc"
