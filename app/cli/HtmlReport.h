#pragma once
// `--html OUT.html`: one self-contained page about many levels, for a designer opening a CI
// artifact. Everything is inline (CSS, a little JavaScript for the filters, thumbnails as PNG
// data URIs): the page opens from disk with no network and no other file. The markup is also
// well-formed XML (every element closed, scripts and styles in CDATA sections), so tools and
// tests can read it with an XML parser.
//
// It is built from the single-level JSON reports (docs/cli.md), not from Levels: what a report
// holds is what the page shows, and a member a later report gains shows without changes here.
// The difficulty curve reads `reachability.margins`: per level, the hardest jump its reached
// targets demand (the largest `jumpHeight` share, with the largest `runSpeed` share beside it);
// without margins in any report the page says there is no difficulty data. The table lists at
// most kRowsPerLevel issues a level, then says how many more the JSON report holds.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace ledge {

// Issues listed per level: beyond this, a level is broken in a way a table does not help with
// (the JSON report has them all) and the page would grow past what a browser shows comfortably.
// A caller may pass reports whose `issues` are cut to this many: the count of the rest comes
// from their `summary`.
inline constexpr qsizetype kRowsPerLevel = 200;

struct HtmlLevel {
    QString file;         // the level's name in reports
    QJsonObject report;   // its single-level JSON report; empty when it was not checked
    QString problem;      // why there is no report: unreadable (the reason) or not checked
    QByteArray thumbnail; // PNG with the issues drawn; may be empty
};

// The hardest demand of a level's reached targets, from reachability.margins: the largest
// share of jumpHeight and of runSpeed any target needs, and the target needing that jump.
// Empty when the report has no margins.
struct Difficulty {
    double jumpHeight = 0;
    double runSpeed = 0;
    QString target; // id of the target with the hardest jump
};
std::optional<Difficulty> levelDifficulty(const QJsonObject& report);

// The page, UTF-8. `title` heads it; `interrupted` notes a partial report.
QByteArray htmlReport(const std::vector<HtmlLevel>& levels, const QString& title, bool interrupted);

} // namespace ledge
