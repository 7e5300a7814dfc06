#include "BatchReport.h"

#include "HtmlReport.h"
#include "ReportFormat.h"
#include "model/JsonWriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QXmlStreamWriter>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

using State = BatchLevel::State;

ReportContext contextOf(const BatchLevel& level, bool timings)
{
    return ReportContext{level.source.displayName(), level.loadMs, timings};
}

// The reason an input could not be read, on one line.
QString reasonOf(const BatchLevel& level)
{
    const QString reason = level.messages.trimmed();
    return reason.isEmpty() ? Text::tr("cannot be read") : reason.section(u'\n', -1);
}

QByteArray reindented(const QByteArray& json, int spaces)
{
    QByteArray out;
    const QByteArray pad(spaces, ' ');
    for (const QByteArray& line : json.trimmed().split('\n'))
        out += pad + line + '\n';
    out.chop(1);
    return out;
}

} // namespace

QByteArray batchText(const BatchResult& batch)
{
    QString text;
    for (const QString& path : batch.missing)
        text += Text::tr("%1: unreadable: %2").arg(path, Text::tr("no such file or directory")) + u'\n';
    for (const BatchLevel& level : batch.levels) {
        const QString name = level.source.displayName();
        switch (level.state) {
        case State::Checked:
            text += Text::tr("%1: %n error(s)", nullptr, level.report.errorCount()).arg(name)
                    + Text::tr(", %n warning(s)", nullptr, level.report.warningCount()) + u'\n';
            break;
        case State::Unreadable:
            text += Text::tr("%1: unreadable: %2").arg(name, reasonOf(level)) + u'\n';
            break;
        case State::NotChecked:
            text += Text::tr("%1: not checked (interrupted)").arg(name) + u'\n';
            break;
        }
    }
    text += Text::tr("%n level(s)", nullptr, int(batch.levels.size() + batch.missing.size()))
            + QStringLiteral(": ") + Text::tr("%n with errors", nullptr, batch.withErrors())
            + QStringLiteral(", ") + Text::tr("%n unreadable", nullptr, batch.unreadable());
    if (batch.notChecked() > 0)
        text += QStringLiteral(", ") + Text::tr("%n not checked", nullptr, batch.notChecked());
    text += QStringLiteral("; ") + Text::tr("%n error(s) in all", nullptr, batch.errors())
            + QStringLiteral(", ") + Text::tr("%n warning(s) in all", nullptr, batch.warnings()) + u'\n';
    return text.toUtf8();
}

QJsonObject levelJson(const BatchLevel& level, bool timings)
{
    return QJsonDocument::fromJson(reportJson(level.report, contextOf(level, timings))).object();
}

QByteArray batchHtml(const BatchResult& batch, bool timings)
{
    std::vector<HtmlLevel> levels;
    for (const QString& path : batch.missing)
        levels.push_back({path, {}, Text::tr("no such file or directory"), {}});
    for (const BatchLevel& level : batch.levels) {
        HtmlLevel& html = levels.emplace_back();
        html.file = level.source.displayName();
        if (level.state == State::Checked) {
            // Only the issues the page lists, with the summary of them all: a whole game's
            // parsed reports would take hundreds of megabytes where every level has thousands
            // of warnings.
            if (level.report.issues.size() <= std::size_t(kRowsPerLevel)) {
                html.report = levelJson(level, timings);
            } else {
                BatchLevel cut;
                cut.source = level.source;
                cut.loadMs = level.loadMs;
                cut.report.reachability = level.report.reachability;
                cut.report.timings = level.report.timings;
                cut.report.issues.assign(level.report.issues.begin(), level.report.issues.begin() + kRowsPerLevel);
                html.report = levelJson(cut, timings);
                html.report.insert(QLatin1String("ok"), level.report.ok());
                html.report.insert(QLatin1String("summary"),
                                   QJsonObject{{QLatin1String("errors"), level.report.errorCount()},
                                               {QLatin1String("warnings"), level.report.warningCount()}});
            }
            html.thumbnail = level.thumbnail;
        } else if (level.state == State::Unreadable) {
            html.problem = reasonOf(level);
        }
    }
    return htmlReport(levels, Text::tr("Ledge validation report"), batch.interrupted);
}

QByteArray batchJson(const BatchResult& batch, bool timings)
{
    JsonWriter summary;
    summary.beginObject(true);
    summary.key("levels");
    summary.integer(qint64(batch.levels.size() + batch.missing.size()));
    summary.key("checked");
    summary.integer(batch.checked());
    summary.key("withErrors");
    summary.integer(batch.withErrors());
    summary.key("unreadable");
    summary.integer(batch.unreadable());
    summary.key("notChecked");
    summary.integer(batch.notChecked());
    summary.key("errors");
    summary.integer(batch.errors());
    summary.key("warnings");
    summary.integer(batch.warnings());
    summary.key("interrupted");
    summary.boolean(batch.interrupted);
    if (timings) {
        summary.key("seconds");
        summary.number(std::round(batch.seconds * 1000.0) / 1000.0);
    }
    summary.endObject();

    const bool ok = batch.withErrors() == 0 && batch.unreadable() == 0 && !batch.interrupted;
    QByteArray out = "{\n  \"format\": \"ledge-batch-report\",\n  \"version\": 1,\n  \"ok\": ";
    out += ok ? "true" : "false";
    out += ",\n  \"summary\": " + summary.finish().trimmed() + ",\n  \"levels\": [";
    bool first = true;
    for (const BatchLevel& level : batch.levels) {
        if (level.state != State::Checked)
            continue;
        out += first ? "\n" : ",\n";
        first = false;
        // The single-level report exactly, indented to sit in the array.
        out += reindented(reportJson(level.report, contextOf(level, timings)), 4);
    }
    out += first ? "],\n" : "\n  ],\n";

    JsonWriter rest;
    rest.beginObject();
    rest.key("unreadable");
    rest.beginArray();
    auto unreadable = [&](const QString& file, const QString& error) {
        rest.beginObject(true);
        rest.key("file");
        rest.string(file);
        rest.key("error");
        rest.string(error);
        rest.endObject();
    };
    for (const QString& path : batch.missing)
        unreadable(path, Text::tr("no such file or directory"));
    for (const BatchLevel& level : batch.levels)
        if (level.state == State::Unreadable)
            unreadable(level.source.displayName(), reasonOf(level));
    rest.endArray();
    rest.key("notChecked");
    rest.beginArray(true);
    for (const BatchLevel& level : batch.levels)
        if (level.state == State::NotChecked)
            rest.string(level.source.displayName());
    rest.endArray();
    rest.endObject();
    // `rest` is a whole object: take its members (between the outer braces) as ours.
    QByteArray members = rest.finish().trimmed();
    members = members.mid(2, members.size() - 4);
    out += members + "\n}\n";
    return out;
}

QByteArray batchJUnit(const BatchResult& batch)
{
    int tests = 0, failures = 0;
    for (const BatchLevel& level : batch.levels) {
        tests += level.state == State::Checked ? int(junitTestCases(level.report).size()) : 1;
        failures += level.report.errorCount();
    }
    tests += int(batch.missing.size());

    QByteArray out;
    QXmlStreamWriter xml(&out);
    startJUnitDocument(xml, tests, failures);
    xml.writeAttribute(QStringLiteral("errors"), QString::number(batch.unreadable()));
    // An input that is not a level report: a suite of one test case, in error or skipped.
    auto single = [&](const QString& file, const QString& caseName, const QString& element, const QString& message) {
        xml.writeStartElement(QStringLiteral("testsuite"));
        xml.writeAttribute(QStringLiteral("name"), file);
        xml.writeAttribute(QStringLiteral("tests"), QStringLiteral("1"));
        xml.writeAttribute(QStringLiteral("failures"), QStringLiteral("0"));
        xml.writeAttribute(QStringLiteral("errors"), element == u"error" ? QStringLiteral("1") : QStringLiteral("0"));
        if (element == u"skipped")
            xml.writeAttribute(QStringLiteral("skipped"), QStringLiteral("1"));
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), file);
        xml.writeAttribute(QStringLiteral("name"), caseName);
        xml.writeStartElement(element);
        xml.writeAttribute(QStringLiteral("message"), message);
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement();
    };
    for (const QString& path : batch.missing)
        single(path, QStringLiteral("load"), QStringLiteral("error"), Text::tr("no such file or directory"));
    for (const BatchLevel& level : batch.levels) {
        if (level.state == State::Checked)
            writeJUnitSuite(xml, level.report, contextOf(level, false));
        else if (level.state == State::Unreadable)
            single(level.source.displayName(), QStringLiteral("load"), QStringLiteral("error"), reasonOf(level));
        else
            single(level.source.displayName(), QStringLiteral("validate"), QStringLiteral("skipped"),
                   Text::tr("not checked (interrupted)"));
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace ledge
