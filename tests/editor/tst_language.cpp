// Switching the language at run time retranslates the open window at once: menus, actions and
// dock titles, the Issues rows, the undo texts and History rows, the Level Settings combos and
// the status bar follow ledge::setLanguage() without a restart; no text is clipped in any
// language; and each language has one word for reachability.

#include "Document.h"
#include "IssuesDock.h"
#include "IssuesModel.h"
#include "LayersDock.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "model/Validator.h"
#include "translations/Language.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QUndoStack>
#include <QUndoView>
#include <QXmlStreamReader>

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
    void everythingFollows_data();
    void everythingFollows();
    void nothingClipped_data();
    void nothingClipped();
    void oneWordForReachability_data();
    void oneWordForReachability();
};

namespace {
void switchTo(const QString& language)
{
    QCOMPARE(setLanguage(language), language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

QString translated(const char* context, const char* source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

void addLanguages()
{
    QTest::addColumn<QString>("language");
    for (const char* l : {"fr", "de", "es", "pt_BR"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

// The width of the part of `w` its ancestors let show, in pixels (only sideways: a row
// scrolled out of sight below is not cut).
int visibleWidth(const QWidget* w)
{
    const QWidget* top = w->window();
    int left = w->mapTo(top, QPoint(0, 0)).x();
    int right = left + w->width();
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget()) {
        const int x = p->mapTo(top, QPoint(0, 0)).x();
        left = std::max(left, x);
        right = std::min(right, x + p->width());
    }
    return std::max(0, right - left);
}
} // namespace

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

void TestLanguage::everythingFollows_data()
{
    addLanguages();
}

// Made in English, then switched: every text the designer sees is in the new language.
void TestLanguage::everythingFollows()
{
    QFETCH(QString, language);
    setLanguage(QStringLiteral("en"));
    MainWindow window;
    GridSettings grid;
    window.newLevel(QStringLiteral("test"), grid, MovementMode::Platformer);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LevelView* view = window.view();
    view->setZoom(1.0);
    view->centerOn(QPointF(320, 192));
    // Two overlapping boxes drawn with the Box tool: two History rows and an overlap row.
    window.setTool(ToolId::Box);
    const auto drawBox = [&](QPointF a, QPointF b) {
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(a));
        QTest::mouseMove(view->viewport(), view->mapFromScene((a + b) / 2));
        QTest::mouseMove(view->viewport(), view->mapFromScene(b));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(b));
    };
    drawBox({64, 64}, {160, 160});
    drawBox({128, 128}, {224, 224});
    QUndoStack* stack = window.document()->undoStack();
    QCOMPARE(stack->count(), 2);
    QTest::mouseMove(view->viewport(), view->mapFromScene(QPointF(100, 300)));
    auto* position = window.statusBar()->findChildren<QLabel*>().value(0);
    QVERIFY(position);
    const QString englishPosition = position->text();
    QVERIFY2(englishPosition.contains(QStringLiteral("cell")), qPrintable(englishPosition));
    QTRY_VERIFY(window.document()->isReportCurrent());

    switchTo(language);

    // The undo action's text and prefix, and the History rows.
    const QString added = translated("Commands", "Add %1").arg(QStringLiteral("solid"));
    QVERIFY(added != QStringLiteral("Add solid"));
    QCOMPARE(window.action(QStringLiteral("actionUndo"))->text(), translated("ledge::MainWindow", "&Undo %1").arg(added));
    auto* history = window.findChild<QUndoView*>();
    QVERIFY(history);
    QCOMPARE(history->model()->index(1, 0).data().toString(), added);
    QCOMPARE(history->model()->index(0, 0).data().toString(), translated("ledge::MainWindow", "<opened>"));
    // The Issues rows say what a validation in the new language says.
    const ValidationReport fresh = Validator(*window.document()->level()).run();
    QStringList expected;
    for (const Issue& i : fresh.issues)
        expected << i.message;
    QVERIFY(!expected.isEmpty());
    const auto shown = [&] {
        QStringList rows;
        for (const Issue& i : window.issuesDock()->model()->issues())
            rows << i.message;
        return rows;
    };
    QTRY_COMPARE(shown(), expected);
    // The Level Settings mode combo.
    auto* settings = window.findChild<QDockWidget*>(QStringLiteral("SettingsDock"));
    QStringList modes;
    for (QComboBox* c : settings->findChildren<QComboBox*>())
        for (int i = 0; i < c->count(); ++i)
            modes << c->itemText(i);
    QVERIFY(modes.contains(translated("ledge::SettingsDock", "Platformer")));
    QVERIFY(modes.contains(translated("ledge::SettingsDock", "Top-down")));
    if (translated("ledge::SettingsDock", "Top-down") != u"Top-down")
        QVERIFY(!modes.contains(QStringLiteral("Top-down")));
    // The status bar's cursor position, numbers unchanged.
    const QRegularExpression numbers(QStringLiteral("-?[0-9.]+"));
    QStringList n;
    for (auto it = numbers.globalMatch(englishPosition); it.hasNext();)
        n << it.next().captured();
    QCOMPARE(n.size(), 4);
    QCOMPARE(position->text(), translated("ledge::MainWindow", "%1, %2 px   cell %3, %4").arg(n[0], n[1], n[2], n[3]));
}

void TestLanguage::nothingClipped_data()
{
    addLanguages();
}

// Every label, check box, button and combo of the window and its docks (Level Settings and
// Properties raised in turn) has the room its text needs, measured with its font metrics.
void TestLanguage::nothingClipped()
{
    QFETCH(QString, language);
    setLanguage(QStringLiteral("en"));
    MainWindow window;
    QString error;
    QVERIFY2(window.loadFile(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    switchTo(language);

    for (const char* dock : {"SettingsDock", "PropertiesDock"}) {
        window.findChild<QDockWidget*>(QString::fromLatin1(dock))->raise();
        QCoreApplication::processEvents();
        QStringList clipped;
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || w->inherits("QToolButton") || w->inherits("QTabBar"))
                continue;
            int needed = 0;
            QString text;
            if (auto* label = qobject_cast<QLabel*>(w); label && !label->wordWrap() && label->pixmap().isNull()) {
                text = label->text();
                if (Qt::mightBeRichText(text) || text.isEmpty())
                    continue;
                needed = label->fontMetrics().horizontalAdvance(text) + label->margin() * 2
                         + label->contentsMargins().left() + label->contentsMargins().right();
            } else if (auto* button = qobject_cast<QAbstractButton*>(w); button && !button->text().isEmpty()) {
                text = button->text();
                needed = button->sizeHint().width();
            } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
                // What QComboBox::sizeHint asks for its longest item, not its cached hint.
                int widest = 0;
                for (int i = 0; i < combo->count(); ++i)
                    if (const int width = combo->fontMetrics().horizontalAdvance(combo->itemText(i)); width > widest) {
                        widest = width;
                        text = combo->itemText(i);
                    }
                QStyleOptionComboBox option;
                option.initFrom(combo);
                option.editable = combo->isEditable();
                // Less 2 px: the style's own measure of the text may round the other way.
                needed = combo->style()
                             ->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(widest, combo->fontMetrics().height()), combo)
                             .width() - 2;
            } else {
                continue;
            }
            if (visibleWidth(w) < needed)
                clipped << QStringLiteral("%1 \"%2\" %3 < %4").arg(QString::fromLatin1(w->metaObject()->className()), text).arg(visibleWidth(w)).arg(needed);
        }
        QVERIFY2(clipped.isEmpty(), qPrintable(QString::fromLatin1(dock) + QStringLiteral(": ") + clipped.join(QStringLiteral("; "))));
    }
}

void TestLanguage::oneWordForReachability_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("stem"); // of the one word for "reach" in every form
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("attei"); // atteindre: atteint, atteignable
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("erreich");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("alcanz");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("alcan");
}

// Every message about reaching (reachability, unreachable, cannot be reached) uses the same
// word in the translation, read from the shipped .ts file.
void TestLanguage::oneWordForReachability()
{
    QFETCH(QString, language);
    QFETCH(QString, stem);
    QFile file(QStringLiteral(LEDGE_TEST_DATA "/../../translations/ledge_%1.ts").arg(language));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int checked = 0;
    QStringList stray;
    QString source;
    for (QXmlStreamReader xml(&file); !xml.atEnd();) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"source") {
            source = xml.readElementText();
            // "reach" as a command-line value (--overlay issues,reach) is not a word to translate.
            source.remove(QStringLiteral("issues,reach")).remove(QStringLiteral("issues, reach"));
        } else if (xml.name() == u"translation" && source.contains(QStringLiteral("reach"), Qt::CaseInsensitive)) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements).remove(QLatin1Char('&'));
            ++checked;
            if (!translation.contains(stem, Qt::CaseInsensitive))
                stray << translation;
        }
    }
    QVERIFY(checked >= 5);
    QVERIFY2(stray.isEmpty(), qPrintable(stray.join(QStringLiteral(" | "))));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
