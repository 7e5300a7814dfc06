#pragma once
// The combined report of many levels (docs/cli.md, "Many levels at once"), in the three forms of
// the single-level report:
// - text: a line per level, then a summary line;
// - JSON: { "format": "ledge-batch-report", "version": 1, "ok", "summary", "levels": [the
//   single-level report of each checked level, unchanged], "unreadable": [{ "file", "error" }],
//   "notChecked": [files] };
// - JUnit: one <testsuite> per level (the single-level one), an <error> test case for an
//   unreadable input, a <skipped> one for a level an interruption left unchecked.

#include "Batch.h"

#include <QByteArray>
#include <QJsonObject>

namespace ledge {

QByteArray batchText(const BatchResult& batch);
QByteArray batchJson(const BatchResult& batch, bool timings);
QByteArray batchJUnit(const BatchResult& batch);

// One checked level's single-level JSON report, parsed: what the HTML page reads.
QJsonObject levelJson(const BatchLevel& level, bool timings);
// The --html page of the batch (HtmlReport.h).
QByteArray batchHtml(const BatchResult& batch, bool timings);

} // namespace ledge
