// ledge-cli speaks the language asked with --lang (or the system's): messages on stderr and in
// the text report are translated, while the JSON report keeps its keys, codes and numbers
// exactly as in English; only the `message` values differ (docs/cli.md).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Overlaps, a solid out of bounds and an unreachable goal, whose explanation is translated too.
const QString kLevel = QStringLiteral(LEDGE_I18N_DATA "/overlaps.ledge");
// The same errors and warning with the goal reached: no explanation to search for, so the runs
// that only look at the summary and the timings stay quick under the sanitizers.
const QString kReachedLevel = QStringLiteral(LEDGE_I18N_DATA "/crowded.ledge");

Run runCli(const QStringList& arguments, const QString& lcAll = QStringLiteral("C"))
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("LANG"));
    env.insert(QStringLiteral("LC_ALL"), lcAll);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LEDGE_BIN_DIR "/ledge-cli"), arguments);
    Run run;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The report with every `message` value blanked and every timing zeroed: what must not depend on
// the language.
QJsonValue withoutMessages(const QJsonValue& value)
{
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == u"message") {
                *it = QString();
            } else if (it.key() == u"timings") {
                QJsonObject timings = it->toObject();
                for (auto t = timings.begin(); t != timings.end(); ++t)
                    *t = 0;
                *it = timings;
            } else {
                *it = withoutMessages(*it);
            }
        }
        return o;
    }
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (auto it = a.begin(); it != a.end(); ++it)
            *it = withoutMessages(*it);
        return a;
    }
    return value;
}

QStringList messagesOf(const QJsonObject& report)
{
    QStringList messages;
    for (const QJsonValue& issue : report.value(u"issues").toArray())
        messages << issue.toObject().value(u"message").toString();
    return messages;
}

} // namespace

class TestCliLanguage : public QObject {
    Q_OBJECT

private slots:
    void validateSpeaksTheLanguage_data();
    void validateSpeaksTheLanguage();
    void jsonKeepsKeysAndCodes_data();
    void jsonKeepsKeysAndCodes();
    void importWarningsSpeakTheLanguage_data();
    void importWarningsSpeakTheLanguage();
    void timingsFollowTheLocale_data();
    void timingsFollowTheLocale();
};

void TestCliLanguage::validateSpeaksTheLanguage_data()
{
    QTest::addColumn<QStringList>("languageArguments");
    QTest::addColumn<QString>("lcAll");
    QTest::addColumn<QString>("summary");  // on stderr
    QTest::addColumn<QString>("overlap");  // in the text report on stdout
    QTest::newRow("fr") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")} << QStringLiteral("C")
                        << QStringLiteral(": 2 erreurs, 1 avertissement")
                        << QStringLiteral(":error:overlap: Solide #1 « floor » chevauche solide #2");
    QTest::newRow("fr, --lang=") << QStringList{QStringLiteral("--lang=fr")} << QStringLiteral("C")
                                 << QStringLiteral(": 2 erreurs, 1 avertissement")
                                 << QStringLiteral(":error:overlap: Solide #1 « floor » chevauche solide #2");
    QTest::newRow("pt_BR") << QStringList{QStringLiteral("--lang"), QStringLiteral("pt_BR")} << QStringLiteral("C")
                           << QStringLiteral(": 2 erros, 1 aviso")
                           << QStringLiteral(":error:overlap: Sólido #1 “floor” se sobrepõe a sólido #2");
    QTest::newRow("de") << QStringList{QStringLiteral("--lang"), QStringLiteral("de")} << QStringLiteral("C")
                        << QStringLiteral(": 2 Fehler, 1 Warnung")
                        << QStringLiteral(":error:overlap: Festkörper #1 „floor“ überschneidet sich mit Festkörper #2");
    QTest::newRow("es") << QStringList{QStringLiteral("--lang"), QStringLiteral("es")} << QStringLiteral("C")
                        << QStringLiteral(": 2 errores, 1 advertencia")
                        << QStringLiteral(":error:overlap: Sólido #1 «floor» se superpone con sólido #2");
    QTest::newRow("en") << QStringList{QStringLiteral("--lang"), QStringLiteral("en")} << QStringLiteral("C")
                        << QStringLiteral(": 2 errors, 1 warning")
                        << QStringLiteral(":error:overlap: Solid #1 'floor' overlaps solid #2");
    QTest::newRow("system language") << QStringList{} << QStringLiteral("fr_FR.UTF-8")
                                     << QStringLiteral(": 2 erreurs, 1 avertissement")
                                     << QStringLiteral(":error:overlap: Solide #1 « floor » chevauche solide #2");
}

void TestCliLanguage::validateSpeaksTheLanguage()
{
    QFETCH(QStringList, languageArguments);
    QFETCH(QString, lcAll);
    QFETCH(QString, summary);
    QFETCH(QString, overlap);
    const Run run = runCli(languageArguments + QStringList{QStringLiteral("validate"), kReachedLevel}, lcAll);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(summary), qPrintable(run.err));
    QVERIFY2(run.out.contains(overlap), qPrintable(run.out));
}

void TestCliLanguage::jsonKeepsKeysAndCodes_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("es") << QStringLiteral("es");
}

void TestCliLanguage::jsonKeepsKeysAndCodes()
{
    QFETCH(QString, language);
    const QStringList validate{QStringLiteral("validate"), kLevel, QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--timings")};
    // The English report is the same for every row: asked once.
    static const Run english = runCli(QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + validate);
    const Run translated = runCli(QStringList{QStringLiteral("--lang"), language} + validate);
    QCOMPARE(english.exitCode, 1);
    QCOMPARE(translated.exitCode, english.exitCode);
    QJsonParseError error{};
    const QJsonDocument en = QJsonDocument::fromJson(english.out.toUtf8(), &error);
    QVERIFY2(en.isObject(), qPrintable(error.errorString()));
    // Numbers stay in the C locale whatever the language ("3.1", never "3,1").
    const QJsonDocument tr = QJsonDocument::fromJson(translated.out.toUtf8(), &error);
    QVERIFY2(tr.isObject(), qPrintable(error.errorString() + u'\n' + translated.out));
    QVERIFY(tr.object().value(u"timings").toObject().value(u"reachMs").isDouble());
    QCOMPARE(withoutMessages(tr.object()), withoutMessages(en.object()));
    const QStringList enMessages = messagesOf(en.object());
    const QStringList trMessages = messagesOf(tr.object());
    QCOMPARE(trMessages.size(), enMessages.size());
    QVERIFY(!enMessages.isEmpty());
    for (qsizetype i = 0; i < enMessages.size(); ++i)
        QVERIFY2(trMessages[i] != enMessages[i], qPrintable(QStringLiteral("not translated: ") + trMessages[i]));
}

void TestCliLanguage::importWarningsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("warning");
    QTest::newRow("fr") << QStringLiteral("fr")
                        << QStringLiteral(" : avertissement : objet 1 « label » ignoré : les objets texte ne sont pas pris en charge");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR")
                           << QStringLiteral(": aviso: objeto 1 “label” ignorado: objetos de texto não são suportados");
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringLiteral(": Warnung: Objekt 1 „label“ übersprungen: Textobjekte werden nicht unterstützt");
    QTest::newRow("es") << QStringLiteral("es")
                        << QStringLiteral(": advertencia: objeto 1 «label» omitido: los objetos de texto no son compatibles");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringLiteral(": warning: object 1 'label' skipped: text objects are not supported");
}

// The warnings come from the Tiled importer plugin, through the plugin host.
void TestCliLanguage::importWarningsSpeakTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, warning);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run run = runCli({QStringLiteral("--lang"), language, QStringLiteral("convert"),
                            QStringLiteral(LEDGE_I18N_DATA "/isometric.tmx"), dir.filePath(QStringLiteral("out.ledge"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(warning), qPrintable(run.err));
}

void TestCliLanguage::timingsFollowTheLocale_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("pattern");
    // Decimal comma where the language writes one; the words come from the translation too.
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("chargement \\d[\\d\\s\\x{202f}]*,\\d ms");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("carregamento \\d[\\d.]*,\\d ms");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Laden \\d[\\d.]*,\\d ms");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("carga \\d[\\d.]*,\\d ms");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("load \\d[\\d,]*\\.\\d ms");
}

void TestCliLanguage::timingsFollowTheLocale()
{
    QFETCH(QString, language);
    QFETCH(QString, pattern);
    const Run run = runCli({QStringLiteral("--lang"), language, QStringLiteral("validate"), kReachedLevel,
                            QStringLiteral("--timings")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QRegularExpression(pattern).match(run.err).hasMatch(), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
