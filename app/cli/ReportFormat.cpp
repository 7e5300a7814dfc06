#include "ReportFormat.h"

#include "model/JsonWriter.h"
#include "model/LevelFile.h"

#include <QXmlStreamWriter>

#include <cmath>

namespace ledge {

QByteArray reportText(const ValidationReport& report, const ReportContext& context)
{
    QByteArray out;
    for (const Issue& issue : report.issues)
        out += QStringLiteral("%1:%2:%3: %4\n")
                   .arg(context.file, severityName(issue.severity), issue.code, issue.message)
                   .toUtf8();
    return out;
}

namespace {

// Milliseconds to the microsecond: more digits would be noise.
double roundedMs(double ms)
{
    return std::round(ms * 1000.0) / 1000.0;
}

void writeIds(JsonWriter& json, const std::vector<ObjectId>& ids)
{
    json.beginArray(true);
    for (ObjectId id : ids)
        json.integer(id);
    json.endArray();
}

// `fixes` of a target-unreachable issue (docs/cli.md): always present once explained, maybe empty.
void writeFixes(JsonWriter& json, const std::vector<IssueFix>& fixes)
{
    json.key(QStringLiteral("fixes"));
    json.beginArray();
    for (const IssueFix& f : fixes) {
        json.beginObject(true);
        json.key(QStringLiteral("kind"));
        switch (f.kind) {
        case IssueFix::Kind::Move:
            json.string(QStringLiteral("move"));
            json.key(QStringLiteral("object"));
            json.integer(f.object);
            json.key(QStringLiteral("dx"));
            json.number(f.dx);
            json.key(QStringLiteral("dy"));
            json.number(f.dy);
            break;
        case IssueFix::Kind::Add:
            json.string(QStringLiteral("add"));
            json.key(QStringLiteral("role"));
            json.string(roleName(f.role));
            json.key(QStringLiteral("shape"));
            writeShapeJson(json, f.shape);
            break;
        case IssueFix::Kind::Remove:
            json.string(QStringLiteral("remove"));
            json.key(QStringLiteral("object"));
            json.integer(f.object);
            break;
        }
        json.endObject();
    }
    json.endArray();
}

} // namespace

// The layout of the example in docs/file-format.md: one line per issue, small objects on one line.
QByteArray reportJson(const ValidationReport& report, const ReportContext& context)
{
    JsonWriter json;
    json.beginObject();
    json.key(QStringLiteral("file"));
    json.string(context.file);
    json.key(QStringLiteral("ok"));
    json.boolean(report.ok());
    json.key(QStringLiteral("summary"));
    json.beginObject(true);
    json.key(QStringLiteral("errors"));
    json.integer(report.errorCount());
    json.key(QStringLiteral("warnings"));
    json.integer(report.warningCount());
    json.endObject();
    json.key(QStringLiteral("issues"));
    json.beginArray();
    for (const Issue& issue : report.issues) {
        json.beginObject(true);
        json.key(QStringLiteral("severity"));
        json.string(severityName(issue.severity));
        json.key(QStringLiteral("code"));
        json.string(issue.code);
        json.key(QStringLiteral("message"));
        json.string(issue.message);
        json.key(QStringLiteral("objects"));
        writeIds(json, issue.objects);
        if (!issue.cells.empty()) {
            json.key(QStringLiteral("cells"));
            json.beginArray(true);
            for (const Cell& c : issue.cells) {
                json.beginArray(true);
                json.integer(c.column);
                json.integer(c.row);
                json.endArray();
            }
            json.endArray();
        }
        if (issue.nearest) {
            json.key(QStringLiteral("nearest"));
            json.beginObject(true);
            json.key(QStringLiteral("x"));
            json.number(issue.nearest->x);
            json.key(QStringLiteral("y"));
            json.number(issue.nearest->y);
            json.endObject();
        }
        if (issue.code == QLatin1String(IssueCode::TargetUnreachable) && issue.nearest)
            writeFixes(json, issue.fixes);
        json.endObject();
    }
    json.endArray();
    if (report.reachability) {
        const ReachabilitySummary& r = *report.reachability;
        json.key(QStringLiteral("reachability"));
        json.beginObject(true);
        json.key(QStringLiteral("mode"));
        json.string(movementModeName(r.mode));
        json.key(QStringLiteral("spawn"));
        json.integer(r.spawn);
        json.key(QStringLiteral("reached"));
        writeIds(json, r.reached);
        json.key(QStringLiteral("unreachable"));
        writeIds(json, r.unreachable);
        if (!r.margins.empty()) {
            json.key(QStringLiteral("margins"));
            json.beginObject(true);
            for (const auto& [id, margin] : r.margins) {
                json.key(QString::number(id));
                json.beginObject(true);
                json.key(QStringLiteral("jumpHeight"));
                json.number(margin.jumpHeight);
                json.key(QStringLiteral("runSpeed"));
                json.number(margin.runSpeed);
                json.endObject();
            }
            json.endObject();
        }
        json.endObject();
    }
    if (context.timings) {
        json.key(QStringLiteral("timings"));
        json.beginObject(true);
        json.key(QStringLiteral("loadMs"));
        json.number(roundedMs(context.loadMs.value_or(0.0)));
        json.key(QStringLiteral("overlapMs"));
        json.number(roundedMs(report.timings.overlapMs));
        json.key(QStringLiteral("reachMs"));
        json.number(roundedMs(report.timings.reachMs));
        json.endObject();
    }
    json.endObject();
    return json.finish();
}

QStringList junitTestCases(const ValidationReport& report)
{
    // One test case per rule; each error of that rule is a failure, warnings are its output.
    static const char* const rules[] = {IssueCode::InvalidShape, IssueCode::SpawnMissing,
                                        IssueCode::SpawnMultiple, IssueCode::SpawnBlocked,
                                        IssueCode::Overlap, IssueCode::OutOfBounds,
                                        IssueCode::TargetUnreachable};
    QStringList codes;
    for (const char* rule : rules)
        codes << QString::fromLatin1(rule);
    for (const Issue& issue : report.issues)
        if (!codes.contains(issue.code))
            codes << issue.code; // rules added by plugins
    return codes;
}

void writeJUnitSuite(QXmlStreamWriter& xml, const ValidationReport& report, const ReportContext& context)
{
    const QStringList codes = junitTestCases(report);
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), context.file);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(codes.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(report.errorCount()));
    xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    for (const QString& code : codes) {
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), context.file);
        xml.writeAttribute(QStringLiteral("name"), code);
        QStringList warnings;
        for (const Issue& issue : report.issues) {
            if (issue.code != code)
                continue;
            if (issue.severity == Severity::Error) {
                xml.writeStartElement(QStringLiteral("failure"));
                xml.writeAttribute(QStringLiteral("type"), code);
                xml.writeAttribute(QStringLiteral("message"), issue.message);
                xml.writeCharacters(QStringLiteral("%1:error:%2: %3").arg(context.file, code, issue.message));
                xml.writeEndElement();
            } else if (issue.severity == Severity::Warning) {
                warnings << QStringLiteral("%1:warning:%2: %3").arg(context.file, code, issue.message);
            }
        }
        if (!warnings.isEmpty())
            xml.writeTextElement(QStringLiteral("system-out"), warnings.join(u'\n'));
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void startJUnitDocument(QXmlStreamWriter& xml, qsizetype tests, qsizetype failures)
{
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("ledge validate"));
    xml.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
}

QByteArray reportJUnit(const ValidationReport& report, const ReportContext& context)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    startJUnitDocument(xml, junitTestCases(report).size(), report.errorCount());
    writeJUnitSuite(xml, report, context);
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace ledge
