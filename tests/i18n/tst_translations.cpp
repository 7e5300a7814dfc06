// The translations are complete and they load. Every .ts file holds exactly the strings of the
// sources (a fresh lupdate run into a temporary file is the reference, so a new untranslated
// string fails here), nothing is unfinished, vanished or obsolete, placeholders and menu
// accelerators survive, and every compiled language answers through ledge::setLanguage, Qt's
// own strings (button texts) included.

#include "translations/Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished" or "obsolete"
    QStringList translations; // the text, or one entry per numerus form
};

struct TsFile {
    QString error;
    QString language;
    QList<Message> messages;
};

TsFile readTs(const QString& path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == u"context") {
            context.clear();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = Message{};
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"comment") {
            message.comment = xml.readElementText();
        } else if (name == u"translation") {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus) {
                message.translations << xml.readElementText();
                ts.messages << message;
            } else {
                while (xml.readNextStartElement())
                    message.translations << xml.readElementText();
                ts.messages << message;
            }
        }
    }
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}

QString keyOf(const Message& m)
{
    return m.context + u'|' + m.source + u'|' + m.comment + (m.numerus ? QStringLiteral("|numerus") : QString());
}

QString show(const Message& m)
{
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
}

// %1..%99, %L1 and %n: what arg() and translate() substitute.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

// Accelerator marks: '&' not doubled ("&&" is a literal ampersand).
int accelerators(const QString& text)
{
    int count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (i + 1 < text.size() && text[i + 1] == u'&')
            ++i;
        else
            ++count;
    }
    return count;
}

QString lupdatePath()
{
    const QString fromQt = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    if (QFileInfo(fromQt).isExecutable())
        return fromQt;
    return QStringLiteral("/usr/lib/qt6/bin/lupdate");
}

QString tsPath(const QString& language)
{
    return QStringLiteral(LEDGE_SOURCE_DIR "/translations/ledge_%1.ts").arg(language);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void everyStringHasItsContext();
    void tsFileIsFinished_data();
    void tsFileIsFinished();
    void tsFileCoversTheSources_data();
    void tsFileCoversTheSources();
    void placeholdersAndAcceleratorsSurvive_data();
    void placeholdersAndAcceleratorsSurvive();

    void compiledLanguageLoads_data();
    void compiledLanguageLoads();
    void translatesSample_data();
    void translatesSample();
    void acceleratorsUniquePerMenu_data();
    void acceleratorsUniquePerMenu();
    void quantitiesFollowTheLocale_data();
    void quantitiesFollowTheLocale();
    void qtOwnStringsFollow_data();
    void qtOwnStringsFollow();
    void languageChoice_data();
    void languageChoice();

private:
    void languageRows();

    QTemporaryDir mDir;
    QList<Message> mFresh; // what lupdate finds in the sources now
    QString mLupdateWarnings;
};

void TestTranslations::initTestCase()
{
    QVERIFY(mDir.isValid());
    const QString fresh = mDir.filePath(QStringLiteral("fresh.ts"));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(LEDGE_SOURCE_DIR));
    // The same options and folders as the update_translations target.
    lupdate.start(lupdatePath(), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                  QStringLiteral("-silent"), QStringLiteral("model"), QStringLiteral("app"),
                                  QStringLiteral("plugins"), QStringLiteral("-ts"), fresh});
    QVERIFY2(lupdate.waitForFinished(300000), qPrintable(lupdatePath() + QStringLiteral(": ") + lupdate.errorString()));
    QCOMPARE(lupdate.exitStatus(), QProcess::NormalExit);
    mLupdateWarnings = QString::fromLocal8Bit(lupdate.readAllStandardError());
    QVERIFY2(lupdate.exitCode() == 0, qPrintable(mLupdateWarnings));
    const TsFile ts = readTs(fresh);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    mFresh = ts.messages;
    QVERIFY2(mFresh.size() > 100, "lupdate found suspiciously few strings");
}

void TestTranslations::cleanup()
{
    ledge::setLanguage(QStringLiteral("en"));
}

// tr() in a class or namespace without Q_OBJECT or Q_DECLARE_TR_FUNCTIONS (a free helper, say)
// makes lupdate guess a context the program never asks for: the string would never translate.
void TestTranslations::everyStringHasItsContext()
{
    QStringList guessed;
    for (const QString& line : mLupdateWarnings.split(u'\n'))
        if (line.contains(QStringLiteral("lacks Q_OBJECT macro")))
            guessed << line;
    QVERIFY2(guessed.isEmpty(), qPrintable(guessed.join(u'\n')));
}

// English keeps only plural forms (lupdate -pluralonly): its source text is English.
void TestTranslations::languageRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("pluralOnly");
    QTest::newRow("fr") << QStringLiteral("fr") << false;
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << false;
    QTest::newRow("de") << QStringLiteral("de") << false;
    QTest::newRow("es") << QStringLiteral("es") << false;
    QTest::newRow("en") << QStringLiteral("en") << true;
}

void TestTranslations::tsFileIsFinished_data()
{
    languageRows();
}

void TestTranslations::tsFileIsFinished()
{
    QFETCH(QString, language);
    const TsFile ts = readTs(tsPath(language));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, language);
    QVERIFY(!ts.messages.isEmpty());
    QStringList problems;
    for (const Message& m : ts.messages) {
        if (!m.type.isEmpty())
            problems << m.type + QStringLiteral(": ") + show(m);
        else if (m.numerus && m.translations.size() != 2)
            problems << QStringLiteral("%1 numerus forms (2 wanted): ").arg(m.translations.size()) + show(m);
        else if (m.translations.contains(QString()))
            problems << QStringLiteral("empty: ") + show(m);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::tsFileCoversTheSources_data()
{
    languageRows();
}

void TestTranslations::tsFileCoversTheSources()
{
    QFETCH(QString, language);
    QFETCH(bool, pluralOnly);
    const TsFile ts = readTs(tsPath(language));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QSet<QString> wanted;
    QStringList missing;
    QSet<QString> have;
    for (const Message& m : ts.messages)
        have.insert(keyOf(m));
    for (const Message& m : std::as_const(mFresh)) {
        if (pluralOnly && !m.numerus)
            continue;
        wanted.insert(keyOf(m));
        if (!have.contains(keyOf(m)))
            missing << show(m);
    }
    QStringList extra;
    for (const Message& m : ts.messages)
        if (!wanted.contains(keyOf(m)))
            extra << show(m);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the .ts (run update_translations and translate):\n")
                                           + missing.join(u'\n')));
    QVERIFY2(extra.isEmpty(), qPrintable(QStringLiteral("no longer in the sources:\n") + extra.join(u'\n')));
}

void TestTranslations::placeholdersAndAcceleratorsSurvive_data()
{
    languageRows();
}

void TestTranslations::placeholdersAndAcceleratorsSurvive()
{
    QFETCH(QString, language);
    const TsFile ts = readTs(tsPath(language));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QStringList problems;
    for (const Message& m : ts.messages) {
        QStringList wanted = placeholders(m.source);
        if (m.numerus && !wanted.contains(u"n")) {
            wanted << QStringLiteral("n");
            wanted.sort();
        }
        for (const QString& text : m.translations) {
            if (placeholders(text) != wanted)
                problems << QStringLiteral("placeholders %1 instead of %2 in \"%3\" for ")
                                .arg(placeholders(text).join(u','), wanted.join(u','), text)
                            + show(m);
            if (accelerators(text) != accelerators(m.source))
                problems << QStringLiteral("accelerator lost or added in \"%1\" for ").arg(text) + show(m);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::compiledLanguageLoads_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : ledge::availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::compiledLanguageLoads()
{
    QFETCH(QString, language);
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/ledge_%1.qm").arg(language)));
    QCOMPARE(ledge::setLanguage(language), language);
    QCOMPARE(ledge::currentLanguage(), language);
    QCOMPARE(QLocale().name().section(u'_', 0, 0), language.section(u'_', 0, 0));
    QVERIFY(!ledge::nativeLanguageName(language).isEmpty());
}

void TestTranslations::translatesSample_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    const QString mid = QStringLiteral("role in the middle of a sentence");
    const QString spawns = QStringLiteral("The level has %n spawns; it needs exactly one");
    const QString errors = QStringLiteral("%1: %n error(s)");
    auto row = [](const char* name, const char* language, const char* context, const QString& source,
                  const QString& comment, int n, const QString& expected) {
        QTest::newRow(name) << QString::fromLatin1(language) << QString::fromLatin1(context) << source << comment << n
                            << expected;
    };
    row("fr overlap", "fr", "Validator", QStringLiteral("%1 overlaps %2"), {}, -1, QStringLiteral("%1 chevauche %2"));
    row("fr role", "fr", "Role", QStringLiteral("Spawn"), {}, -1, QStringLiteral("Point d'apparition"));
    row("fr plural one", "fr", "Validator", spawns, {}, 1,
        QStringLiteral("Le niveau a 1 point d'apparition ; il en faut exactement un"));
    row("fr plural many", "fr", "Validator", spawns, {}, 3,
        QStringLiteral("Le niveau a 3 points d'apparition ; il en faut exactement un"));
    row("fr cli errors", "fr", "LedgeCli", errors, {}, 2, QStringLiteral("%1 : 2 erreurs"));
    row("pt_BR undo", "pt_BR", "Commands", QStringLiteral("Add layer"), {}, -1, QStringLiteral("Adicionar camada"));
    row("pt_BR load error", "pt_BR", "LevelFile", QStringLiteral("expected a number"), {}, -1,
        QStringLiteral("esperava-se um número"));
    row("pt_BR plural many", "pt_BR", "LedgeCli", errors, {}, 4, QStringLiteral("%1: 4 erros"));
    row("de mid-sentence keeps capital", "de", "Validator", QStringLiteral("solid"), mid, -1,
        QStringLiteral("Festkörper"));
    row("de plural one", "de", "Validator", spawns, {}, 1,
        QStringLiteral("Das Level hat 1 Startpunkt; es braucht genau einen"));
    row("de plural many", "de", "Validator", spawns, {}, 2,
        QStringLiteral("Das Level hat 2 Startpunkte; es braucht genau einen"));
    row("es overlap", "es", "Validator", QStringLiteral("%1 overlaps %2"), {}, -1,
        QStringLiteral("%1 se superpone con %2"));
    row("es plural many", "es", "Validator", QStringLiteral(" and %n more"), {}, 5, QStringLiteral(" y 5 más"));
    row("es mid-sentence", "es", "Validator", QStringLiteral("spawn"), mid, -1, QStringLiteral("punto de aparición"));
    row("en plural one", "en", "Validator", spawns, {}, 1,
        QStringLiteral("The level has 1 spawn; it needs exactly one"));
    row("en plural many", "en", "Validator", spawns, {}, 2,
        QStringLiteral("The level has 2 spawns; it needs exactly one"));
    row("en cli error one", "en", "LedgeCli", errors, {}, 1, QStringLiteral("%1: 1 error"));
    row("en source text", "en", "Validator", QStringLiteral("%1 overlaps %2"), {}, -1,
        QStringLiteral("%1 overlaps %2"));
}

void TestTranslations::translatesSample()
{
    QFETCH(QString, language);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, comment);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(ledge::setLanguage(language), language);
    const QByteArray c = context.toUtf8(), s = source.toUtf8(), d = comment.toUtf8();
    QCOMPARE(QCoreApplication::translate(c.constData(), s.constData(), d.isEmpty() ? nullptr : d.constData(), n),
             expected);
}

void TestTranslations::acceleratorsUniquePerMenu_data()
{
    QTest::addColumn<QString>("language");
    // The editor's entries with accelerators, as MainWindow builds them ("context|text" when the
    // action comes from elsewhere).
    QTest::addColumn<QStringList>("menu");
    const QStringList bar{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"),
                          QStringLiteral("&Tools"), QStringLiteral("&Help")};
    const QStringList file{QStringLiteral("&New…"), QStringLiteral("&Open…"), QStringLiteral("Open &Recent"),
                           QStringLiteral("&Save"), QStringLiteral("Save &As…"), QStringLiteral("&Import…"),
                           QStringLiteral("&Export…"), QStringLiteral("&Quit")};
    const QStringList edit{QStringLiteral("&Undo"), QStringLiteral("&Redo"), QStringLiteral("Cu&t"),
                           QStringLiteral("&Copy"), QStringLiteral("&Paste"), QStringLiteral("D&uplicate"),
                           QStringLiteral("&Delete"), QStringLiteral("Select &All"), QStringLiteral("&Flip Slope"),
                           QStringLiteral("P&references…")};
    const QStringList view{QStringLiteral("Zoom &In"), QStringLiteral("Zoom &Out"), QStringLiteral("&Fit to Level"),
                           QStringLiteral("&Snap to Grid"), QStringLiteral("ledge::ReachController|Show &Reachability"),
                           QStringLiteral("ledge::ReachController|&Play Path")};
    const QStringList help{QStringLiteral("&Keyboard Shortcuts"), QStringLiteral("&About Ledge")};
    for (const char* language : {"fr", "pt_BR", "de", "es"}) {
        QTest::addRow("%s menu bar", language) << QString::fromLatin1(language) << bar;
        QTest::addRow("%s file", language) << QString::fromLatin1(language) << file;
        QTest::addRow("%s edit", language) << QString::fromLatin1(language) << edit;
        QTest::addRow("%s view", language) << QString::fromLatin1(language) << view;
        QTest::addRow("%s help", language) << QString::fromLatin1(language) << help;
    }
}

// Within one menu no two entries may share an accelerator letter, whatever the language.
void TestTranslations::acceleratorsUniquePerMenu()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menu);
    ledge::setLanguage(language);
    QMap<QChar, QString> taken;
    for (const QString& entry : std::as_const(menu)) {
        const QByteArray context = entry.contains(u'|') ? entry.section(u'|', 0, 0).toUtf8() : "ledge::MainWindow";
        const QByteArray source = entry.section(u'|', -1).toUtf8();
        const QString text = QCoreApplication::translate(context.constData(), source.constData());
        QVERIFY2(text != QString::fromUtf8(source), qPrintable(QStringLiteral("untranslated: ") + entry));
        const qsizetype at = text.indexOf(u'&');
        QVERIFY2(at >= 0 && at + 1 < text.size(), qPrintable(QStringLiteral("no accelerator: ") + text));
        const QChar key = text[at + 1].toLower();
        QVERIFY2(!taken.contains(key), qPrintable(text + QStringLiteral(" and ") + taken.value(key)));
        taken.insert(key, text);
    }
}

void TestTranslations::quantitiesFollowTheLocale_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("seuls 123\u202f456 octets sur 200\u202f000 ont pu être écrits");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("só foi possível gravar 123.456 de 200.000 bytes");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("nur 123.456 von 200.000 Bytes konnten geschrieben werden");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("solo se pudieron escribir 123.456 de 200.000 bytes");
}

// Numbers a person reads are written the way the language writes them (%L in the translation);
// files and JSON never pass through here.
void TestTranslations::quantitiesFollowTheLocale()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    ledge::setLanguage(language);
    QCOMPARE(QCoreApplication::translate("LevelFile", "only %1 of %2 bytes could be written").arg(123456).arg(200000),
             expected);
    const QString cell = QCoreApplication::translate("LevelFile", "the cell size %1 times %2 cells exceeds the largest number")
                             .arg(12.5)
                             .arg(3);
    QVERIFY2(cell.contains(QStringLiteral("12,5")), qPrintable(cell));
}

void TestTranslations::qtOwnStringsFollow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Annuler");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("Cancelar");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Cancelar");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Cancel");
}

// QDialogButtonBox takes its texts from QPlatformTheme; qtbase_<lang>.qm must be loaded beside ours.
void TestTranslations::qtOwnStringsFollow()
{
    QFETCH(QString, language);
    QFETCH(QString, cancel);
    ledge::setLanguage(language);
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
}

void TestTranslations::languageChoice_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<QString>("locale"); // what numbers follow
    QTest::newRow("shipped") << QStringLiteral("de") << QStringLiteral("de") << QStringLiteral("de_DE");
    QTest::newRow("region of a shipped language") << QStringLiteral("fr_CA") << QStringLiteral("fr")
                                                  << QStringLiteral("fr_CA");
    QTest::newRow("any Portuguese") << QStringLiteral("pt_PT") << QStringLiteral("pt_BR") << QStringLiteral("pt_PT");
    QTest::newRow("Spanish of Mexico") << QStringLiteral("es_MX") << QStringLiteral("es") << QStringLiteral("es_MX");
    QTest::newRow("British English") << QStringLiteral("en_GB") << QStringLiteral("en") << QStringLiteral("en_GB");
    QTest::newRow("not shipped") << QStringLiteral("ja") << QStringLiteral("en") << QStringLiteral("en_US");
}

void TestTranslations::languageChoice()
{
    QFETCH(QString, asked);
    QFETCH(QString, chosen);
    QFETCH(QString, locale);
    QCOMPARE(ledge::setLanguage(asked), chosen);
    QCOMPARE(ledge::currentLanguage(), chosen);
    QCOMPARE(QLocale().name(), locale);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
