// The --html page built from single-level JSON reports: the difficulty curve drawn from
// reachability.margins when reports carry them (and the "no difficulty data" state when none
// does), the issues table and its filters, escaping, well-formed self-contained markup.

#include "app/cli/HtmlReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using ledge::HtmlLevel;

namespace {

QJsonObject report(const QString& file, const QJsonObject& margins, const QJsonArray& issues = {})
{
    int errors = 0, warnings = 0;
    for (const QJsonValue& issue : issues)
        (issue.toObject().value("severity") == QLatin1String("error") ? errors : warnings) += 1;
    QJsonObject reachability{{"mode", "platformer"}, {"spawn", 1}, {"reached", QJsonArray{}}, {"unreachable", QJsonArray{}}};
    if (!margins.isEmpty())
        reachability.insert("margins", margins);
    return QJsonObject{{"file", file},
                       {"ok", errors == 0},
                       {"summary", QJsonObject{{"errors", errors}, {"warnings", warnings}}},
                       {"issues", issues},
                       {"reachability", reachability}};
}

QJsonObject issue(const char* severity, const char* code, const QString& message)
{
    return QJsonObject{{"severity", severity}, {"code", code}, {"message", message}, {"objects", QJsonArray{3, 4}}};
}

// The points of the curve: series name -> (level index -> value).
QMap<QString, QMap<int, double>> points(const QByteArray& html)
{
    QMap<QString, QMap<int, double>> found;
    QXmlStreamReader xml(html);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"circle")
            continue;
        const auto a = xml.attributes();
        found[a.value("data-series").toString()][a.value("data-level").toInt()] = a.value("data-value").toDouble();
    }
    return found;
}

void checkWellFormed(const QByteArray& html)
{
    QXmlStreamReader xml(html);
    while (!xml.atEnd())
        xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
}

} // namespace

class TestHtmlReport : public QObject {
    Q_OBJECT

private slots:
    void levelDifficulty_data()
    {
        QTest::addColumn<QJsonObject>("margins");
        QTest::addColumn<bool>("present");
        QTest::addColumn<double>("jump");
        QTest::addColumn<double>("run");
        QTest::addColumn<QString>("target");
        QTest::newRow("no margins") << QJsonObject{} << false << 0.0 << 0.0 << QString();
        QTest::newRow("one target") << QJsonObject{{"31", QJsonObject{{"jumpHeight", 0.97}, {"runSpeed", 0.8}}}} << true
                                    << 0.97 << 0.8 << QStringLiteral("31");
        QTest::newRow("hardest jump and fastest run differ")
            << QJsonObject{{"4", QJsonObject{{"jumpHeight", 0.5}, {"runSpeed", 0.9}}},
                           {"12", QJsonObject{{"jumpHeight", 0.75}, {"runSpeed", 0.2}}}}
            << true << 0.75 << 0.9 << QStringLiteral("12");
        QTest::newRow("entries without numbers ignored")
            << QJsonObject{{"4", QJsonObject{{"note", "x"}}}} << false << 0.0 << 0.0 << QString();
    }
    void levelDifficulty()
    {
        QFETCH(QJsonObject, margins);
        QFETCH(bool, present);
        QFETCH(double, jump);
        QFETCH(double, run);
        QFETCH(QString, target);
        const auto d = ledge::levelDifficulty(report(QStringLiteral("a.ledge"), margins));
        QCOMPARE(d.has_value(), present);
        if (!d)
            return;
        QCOMPARE(d->jumpHeight, jump);
        QCOMPARE(d->runSpeed, run);
        QCOMPARE(d->target, target);
    }

    // Random margins on random levels: every level with margins is a point at the largest
    // share of any of its targets (brute force over the margins), the others are gaps.
    void curveFromMargins()
    {
        QRandomGenerator random(19);
        for (int round = 0; round < 20; ++round) {
            std::vector<HtmlLevel> levels;
            QMap<int, double> jumps, runs;
            const int count = 1 + int(random.bounded(12));
            for (int i = 0; i < count; ++i) {
                QJsonObject margins;
                const int targets = int(random.bounded(4)); // 0: a level without margins
                double jump = 0, run = 0;
                for (int t = 0; t < targets; ++t) {
                    const double j = double(random.bounded(1, 121)) / 100.0, r = double(random.bounded(1, 121)) / 100.0;
                    margins.insert(QString::number(10 + t), QJsonObject{{"jumpHeight", j}, {"runSpeed", r}});
                    jump = std::max(jump, j);
                    run = std::max(run, r);
                }
                if (targets > 0) {
                    jumps[i] = jump;
                    runs[i] = run;
                }
                levels.push_back({QStringLiteral("level%1.ledge").arg(i), report(QStringLiteral("level%1.ledge").arg(i), margins), {}, {}});
            }
            const QByteArray html = ledge::htmlReport(levels, QStringLiteral("Report"), false);
            checkWellFormed(html);
            const auto found = points(html);
            QCOMPARE(found.value("jumpHeight"), jumps);
            QCOMPARE(found.value("runSpeed"), runs);
            QCOMPARE(html.contains("id=\"no-difficulty\""), jumps.isEmpty());
        }
    }

    void noDifficultyData()
    {
        const std::vector<HtmlLevel> levels{{QStringLiteral("a.ledge"), report(QStringLiteral("a.ledge"), {}), {}, {}},
                                            {QStringLiteral("b.ledge"), {}, QStringLiteral("b.ledge:1:1: not valid JSON"), {}}};
        const QByteArray html = ledge::htmlReport(levels, QStringLiteral("Report"), false);
        checkWellFormed(html);
        QVERIFY(html.contains("id=\"no-difficulty\""));
        QVERIFY(!html.contains("<svg"));
        QVERIFY(html.contains("not valid JSON"));
    }

    // A row per issue with its level, severity and code as filter keys; a filter option for
    // every level and every code present.
    void issuesTableAndFilters()
    {
        const QJsonArray first{issue("error", "overlap", QStringLiteral("A overlaps B")),
                               issue("warning", "out-of-bounds", QStringLiteral("C lies outside"))};
        const QJsonArray second{issue("error", "narrow-gap", QStringLiteral("gap"))};
        const std::vector<HtmlLevel> levels{{QStringLiteral("one.ledge"), report(QStringLiteral("one.ledge"), {}, first), {}, {}},
                                            {QStringLiteral("two.ledge"), report(QStringLiteral("two.ledge"), {}, second), {}, {}}};
        const QByteArray html = ledge::htmlReport(levels, QStringLiteral("Report"), true);
        checkWellFormed(html);
        QXmlStreamReader xml(html);
        QStringList rows, codeOptions;
        int levelOptions = 0;
        QString select;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == u"select")
                select = a.value("id").toString();
            if (xml.name() == u"option" && !a.value("value").isEmpty()) {
                if (select == u"filter-level")
                    ++levelOptions;
                if (select == u"filter-code")
                    codeOptions << a.value("value").toString();
            }
            if (xml.name() == u"tr" && a.hasAttribute("data-level") && !a.hasAttribute("data-more"))
                rows << QStringLiteral("%1 %2 %3").arg(a.value("data-level"), a.value("data-severity"), a.value("data-code"));
        }
        // Errors of every level first, then warnings.
        QCOMPARE(rows, (QStringList{"0 error overlap", "1 error narrow-gap", "0 warning out-of-bounds"}));
        QCOMPARE(levelOptions, 2);
        QCOMPARE(codeOptions, (QStringList{"narrow-gap", "out-of-bounds", "overlap"}));
        QVERIFY(html.contains("interrupted"));
    }

    // A level with more issues than the table lists: the first 200 rows, then one row saying
    // how many more there are.
    void longIssueListsAreCut()
    {
        QJsonArray many;
        for (int i = 0; i < 450; ++i)
            many.append(issue("warning", "narrow-gap", QStringLiteral("gap %1").arg(i)));
        const std::vector<HtmlLevel> levels{{QStringLiteral("big.ledge"), report(QStringLiteral("big.ledge"), {}, many), {}, {}}};
        const QByteArray html = ledge::htmlReport(levels, QStringLiteral("Report"), false);
        checkWellFormed(html);
        QCOMPARE(html.count("data-code=\"narrow-gap\""), 200);
        QVERIFY(html.contains("gap 199<"));
        QVERIFY(!html.contains("gap 200<"));
        QVERIFY(html.contains("data-more=\"250\""));
    }

    // A report cut to the rows shown (as ledge-cli passes them): the summary gives the rest.
    void cutReportsCountTheRestFromTheSummary()
    {
        QJsonArray shown;
        for (int i = 0; i < 200; ++i)
            shown.append(issue("warning", "narrow-gap", QStringLiteral("gap %1").arg(i)));
        QJsonObject cut = report(QStringLiteral("big.ledge"), {}, shown);
        cut.insert("summary", QJsonObject{{"errors", 0}, {"warnings", 1234}});
        const QByteArray html = ledge::htmlReport({{QStringLiteral("big.ledge"), cut, {}, {}}}, QStringLiteral("Report"), false);
        QCOMPARE(html.count("data-code=\"narrow-gap\""), 200);
        QVERIFY(html.contains("data-more=\"1034\""));
    }

    void namesAndMessagesAreEscaped()
    {
        const QString nasty = QStringLiteral("a<b>&\"c\" ]]> %1.ledge");
        const std::vector<HtmlLevel> levels{
            {nasty, report(nasty, QJsonObject{{"7", QJsonObject{{"jumpHeight", 0.5}, {"runSpeed", 0.5}}}},
                           QJsonArray{issue("error", "overlap", QStringLiteral("<script>alert(1)</script>"))}),
             {}, {}}};
        const QByteArray html = ledge::htmlReport(levels, nasty, false);
        checkWellFormed(html);
        QVERIFY(!html.contains("<script>alert"));
        QVERIFY(html.contains("a&lt;b&gt;&amp;&quot;c&quot;"));
        QCOMPARE(html.count("<script>"), 1);
    }
};

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "tst_htmlreport.moc"
