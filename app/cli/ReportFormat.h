#pragma once
// The validation report in the three forms of docs/cli.md: text for people, JSON for
// scripts (member order is part of the contract), JUnit XML for CI servers.

#include "model/Validator.h"

#include <QByteArray>
#include <QStringList>
#include <QXmlStreamWriter>
#include <QString>

#include <optional>

namespace ledge {

struct ReportContext {
    QString file;                 // as the user named it
    std::optional<double> loadMs; // with --timings
    bool timings = false;
};

QByteArray reportText(const ValidationReport& report, const ReportContext& context);
QByteArray reportJson(const ValidationReport& report, const ReportContext& context);
QByteArray reportJUnit(const ValidationReport& report, const ReportContext& context);

// The parts of the JUnit report, for the combined report of many levels: the test cases (one
// per rule) and one level's <testsuite> element.
QStringList junitTestCases(const ValidationReport& report);
void writeJUnitSuite(QXmlStreamWriter& xml, const ValidationReport& report, const ReportContext& context);
// Starts a JUnit document: the root <testsuites> with its name and counts (the caller adds
// the suites, then ends the element and the document).
void startJUnitDocument(QXmlStreamWriter& xml, qsizetype tests, qsizetype failures);

} // namespace ledge
