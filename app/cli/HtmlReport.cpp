#include "HtmlReport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QMap>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

struct Utf8 {
    QByteArray bytes;
    Utf8& operator+=(const QString& text)
    {
        bytes += text.toUtf8();
        return *this;
    }
};

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

// Numbers inside SVG and data attributes: C locale, at most 2 decimals.
QString num(double v)
{
    return QString::number(std::round(v * 100.0) / 100.0, 'g', 6);
}

// The style sheet and the filter script contain no '<', '&' or "]]>": with the CDATA wrappers
// the page is both valid HTML and well-formed XML.
constexpr char kStyle[] = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; color: #222; background: #fafaf7; }
h1 { font-size: 22px; margin: 20px 0 4px; }
h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
.summary { color: #555; }
.summary b.fail, .fail .state { color: #b3261e; }
.summary b.ok, .ok .state { color: #1b7f3b; }
.unreadable .state, .notchecked .state { color: #8a5a00; }
.nodata { padding: 16px; background: #f0efe9; border: 1px dashed #bbb; color: #555; }
svg.curve { background: #fff; border: 1px solid #ddd; max-width: 100%; height: auto; }
svg.curve text { font-size: 11px; fill: #555; }
.legend span { margin-right: 16px; }
.legend i { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin-right: 4px; }
.levels { display: flex; flex-wrap: wrap; gap: 12px; }
figure { margin: 0; width: 244px; background: #fff; border: 1px solid #ddd; border-radius: 4px; padding: 6px; cursor: pointer; }
figure.fail { border-color: #e0a39e; }
figure.selected { outline: 3px solid #3b6fd8; }
figure img { display: block; max-width: 240px; max-height: 180px; margin: 0 auto; image-rendering: pixelated; }
figcaption { font-size: 12px; word-break: break-all; margin-top: 4px; }
.filters label { margin-right: 12px; }
table { border-collapse: collapse; width: 100%; margin-top: 8px; background: #fff; }
th, td { border: 1px solid #ddd; padding: 3px 6px; text-align: left; vertical-align: top; font-size: 13px; }
th { background: #f0efe9; }
tr.error td.sev { color: #b3261e; font-weight: bold; }
tr.warning td.sev { color: #8a5a00; }
)css";

constexpr char kScript[] = R"js(
(function () {
  var keys = ['level', 'severity', 'code'];
  var selects = keys.map(function (k) { return document.getElementById('filter-' + k); });
  var rows = Array.prototype.slice.call(document.querySelectorAll('#issues tbody tr'));
  var cards = Array.prototype.slice.call(document.querySelectorAll('figure[data-level]'));
  function apply() {
    var shown = 0;
    rows.forEach(function (row) {
      var more = row.hasAttribute('data-more');
      var visible = selects.every(function (s, i) {
        return s.value === '' || row.getAttribute('data-' + keys[i]) === s.value || (more ? i !== 0 : false);
      });
      row.style.display = visible ? '' : 'none';
      if (visible) { shown += more ? 0 : 1; }
    });
    cards.forEach(function (card) {
      card.classList.toggle('selected', card.getAttribute('data-level') === selects[0].value);
    });
    document.getElementById('shown').textContent = String(shown);
  }
  selects.forEach(function (s) { s.addEventListener('change', apply); });
  cards.forEach(function (card) {
    card.addEventListener('click', function () {
      var level = card.getAttribute('data-level');
      selects[0].value = selects[0].value === level ? '' : level;
      apply();
      document.getElementById('issues').scrollIntoView();
    });
  });
  apply();
})();
)js";

QString levelState(const HtmlLevel& level)
{
    if (level.report.isEmpty())
        return level.problem.isEmpty() ? QStringLiteral("notchecked") : QStringLiteral("unreadable");
    return level.report.value(QLatin1String("ok")).toBool() ? QStringLiteral("ok") : QStringLiteral("fail");
}

int summaryCount(const HtmlLevel& level, const char* key)
{
    return level.report.value(QLatin1String("summary")).toObject().value(QLatin1String(key)).toInt();
}

// The difficulty curve: x is the level's position, y the share of the player's ability.
QString curve(const std::vector<HtmlLevel>& levels, const std::vector<std::optional<Difficulty>>& difficulty)
{
    constexpr double kWidth = 820, kHeight = 260, kLeft = 48, kRight = 16, kTop = 16, kBottom = 36;
    double top = 1.0;
    for (const auto& d : difficulty)
        if (d)
            top = std::max({top, d->jumpHeight, d->runSpeed});
    top = std::ceil(top * 4.0) / 4.0;
    const qsizetype n = qsizetype(levels.size());
    auto x = [&](qsizetype i) {
        return n == 1 ? (kLeft + kWidth - kRight) / 2 : kLeft + double(i) * (kWidth - kLeft - kRight) / double(n - 1);
    };
    auto y = [&](double v) { return kTop + (1.0 - v / top) * (kHeight - kTop - kBottom); };

    QString svg = QStringLiteral("<svg class=\"curve\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\" role=\"img\">\n")
                      .arg(num(kWidth), num(kHeight));
    for (double v = 0; v <= top + 1e-9; v += 0.25) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#eee\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(num(kLeft), num(y(v)), num(kWidth - kRight), num(kLeft - 6), num(y(v) + 4),
                        esc(QLocale().toString(v * 100, 'f', 0) + u'%'));
    }
    // The default tight-jump threshold: above it, only a perfect player makes the jump.
    svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#b3261e\" stroke-dasharray=\"4 4\"/>\n")
               .arg(num(kLeft), num(y(0.95)), num(kWidth - kRight));
    // One polyline per run of consecutive levels with data: a level without margins is a gap.
    auto series = [&](auto value, const QString& colour, const QString& dash, const QString& name) {
        QStringList run;
        auto flush = [&] {
            if (run.size() > 1)
                svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"2\" %2points=\"%3\"/>\n")
                           .arg(colour, dash.isEmpty() ? QString() : QStringLiteral("stroke-dasharray=\"%1\" ").arg(dash),
                                run.join(u' '));
            run.clear();
        };
        for (qsizetype i = 0; i < n; ++i) {
            if (!difficulty[std::size_t(i)]) {
                flush();
                continue;
            }
            run << num(x(i)) + u',' + num(y(value(*difficulty[std::size_t(i)])));
        }
        flush();
        for (qsizetype i = 0; i < n; ++i) {
            const auto& d = difficulty[std::size_t(i)];
            if (!d)
                continue;
            const double v = value(*d);
            svg += QStringLiteral("<circle class=\"point\" data-series=\"%1\" data-level=\"%2\" data-value=\"%3\" "
                                  "cx=\"%4\" cy=\"%5\" r=\"4\" fill=\"%6\"><title>%7</title></circle>\n")
                       .arg(name, QString::number(i), num(v), num(x(i)), num(y(v)), colour,
                            esc(Text::tr("%1: %2 of the player's %3").arg(levels[std::size_t(i)].file,
                                                                        QLocale().toString(v * 100, 'f', 0) + u'%',
                                                                        name)));
        }
    };
    series([](const Difficulty& d) { return d.jumpHeight; }, QStringLiteral("#3b6fd8"), QString(), QStringLiteral("jumpHeight"));
    series([](const Difficulty& d) { return d.runSpeed; }, QStringLiteral("#d8893b"), QStringLiteral("5 3"), QStringLiteral("runSpeed"));
    // Level numbers along the x axis, thinned out so that they do not collide.
    const qsizetype step = std::max<qsizetype>(1, n / 20);
    for (qsizetype i = 0; i < n; i += step)
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                   .arg(num(x(i)), num(kHeight - kBottom + 16), QString::number(i + 1));
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
               .arg(num((kLeft + kWidth) / 2), num(kHeight - 4), esc(Text::tr("levels, in order")));
    svg += QStringLiteral("</svg>\n");
    return svg;
}

} // namespace

std::optional<Difficulty> levelDifficulty(const QJsonObject& report)
{
    const QJsonObject margins =
        report.value(QLatin1String("reachability")).toObject().value(QLatin1String("margins")).toObject();
    if (margins.isEmpty())
        return std::nullopt;
    Difficulty d;
    bool any = false;
    for (auto it = margins.begin(); it != margins.end(); ++it) {
        const QJsonObject m = it.value().toObject();
        const QJsonValue jump = m.value(QLatin1String("jumpHeight"));
        const QJsonValue run = m.value(QLatin1String("runSpeed"));
        if (!jump.isDouble() && !run.isDouble())
            continue;
        if (!any || jump.toDouble() > d.jumpHeight) {
            d.jumpHeight = jump.toDouble();
            d.target = it.key();
        }
        d.runSpeed = std::max(d.runSpeed, run.toDouble());
        any = true;
    }
    return any ? std::optional<Difficulty>(d) : std::nullopt;
}

QByteArray htmlReport(const std::vector<HtmlLevel>& levels, const QString& title, bool interrupted)
{
    int failing = 0, unreadable = 0, errors = 0, warnings = 0;
    QStringList codes;
    std::vector<std::optional<Difficulty>> difficulty;
    for (const HtmlLevel& level : levels) {
        const QString state = levelState(level);
        failing += state == u"fail";
        unreadable += state == u"unreadable";
        errors += summaryCount(level, "errors");
        warnings += summaryCount(level, "warnings");
        for (const QJsonValue& issue : level.report.value(QLatin1String("issues")).toArray())
            codes << issue.toObject().value(QLatin1String("code")).toString();
        difficulty.push_back(levelDifficulty(level.report));
    }
    codes.removeDuplicates();
    codes.sort();

    // Appended as UTF-8 as it is built: a page for hundreds of levels is tens of megabytes, and
    // holding it as UTF-16 and then converting would take three times that.
    Utf8 html;
    html.bytes.reserve(qsizetype(levels.size()) * (48 * 1024));
    html += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .arg(esc(QLocale().bcp47Name()));
    html += QStringLiteral("<title>%1</title>\n<style>/*<![CDATA[*/%2/*]]>*/</style>\n</head>\n<body>\n")
                .arg(esc(title), QString::fromUtf8(kStyle));
    html += QStringLiteral("<h1>%1</h1>\n").arg(esc(title));
    html += QStringLiteral("<p class=\"summary\">%1 <b class=\"%2\">%3</b>, %4, %5, %6</p>\n")
                .arg(esc(Text::tr("%n level(s):", nullptr, int(levels.size()))),
                     failing > 0 ? QStringLiteral("fail") : QStringLiteral("ok"),
                     esc(Text::tr("%n with errors", nullptr, failing)), esc(Text::tr("%n unreadable", nullptr, unreadable)),
                     esc(Text::tr("%n error(s)", nullptr, errors)), esc(Text::tr("%n warning(s)", nullptr, warnings)));
    if (interrupted)
        html += QStringLiteral("<p class=\"nodata\">%1</p>\n")
                    .arg(esc(Text::tr("The run was interrupted: this report is partial.")));

    // The difficulty curve.
    html += QStringLiteral("<h2 id=\"difficulty\">%1</h2>\n").arg(esc(Text::tr("Difficulty across the levels")));
    if (std::none_of(difficulty.begin(), difficulty.end(), [](const auto& d) { return d.has_value(); })) {
        html += QStringLiteral("<p class=\"nodata\" id=\"no-difficulty\">%1</p>\n")
                    .arg(esc(Text::tr("No difficulty data: none of these reports holds reachability margins "
                                      "(how much of the player's jump and speed each target needs).")));
    } else {
        html += QStringLiteral("<p class=\"legend\"><span><i style=\"background:#3b6fd8\"></i>%1</span>"
                               "<span><i style=\"background:#d8893b\"></i>%2</span>"
                               "<span><i style=\"background:#b3261e\"></i>%3</span></p>\n")
                    .arg(esc(Text::tr("hardest jump: share of the jump height needed")),
                         esc(Text::tr("share of the run speed needed")), esc(Text::tr("tight-jump threshold (95%)")));
        html += curve(levels, difficulty);
    }

    // One card per level, with its thumbnail.
    html += QStringLiteral("<h2>%1</h2>\n<div class=\"levels\">\n").arg(esc(Text::tr("Levels")));
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const HtmlLevel& level = levels[i];
        const QString state = levelState(level);
        html += QStringLiteral("<figure class=\"%1\" id=\"level-%2\" data-level=\"%2\">\n").arg(state).arg(i);
        if (!level.thumbnail.isEmpty())
            html += QStringLiteral("<img alt=\"%1\" src=\"data:image/png;base64,%2\"/>\n")
                        .arg(esc(level.file), QString::fromLatin1(level.thumbnail.toBase64()));
        QString status;
        if (state == u"unreadable")
            status = Text::tr("unreadable: %1").arg(level.problem);
        else if (state == u"notchecked")
            status = Text::tr("not checked (interrupted)");
        else
            status = Text::tr("%n error(s)", nullptr, summaryCount(level, "errors")) + QStringLiteral(", ")
                     + Text::tr("%n warning(s)", nullptr, summaryCount(level, "warnings"));
        html += QStringLiteral("<figcaption>%1. %2<br/><span class=\"state\">%3</span>")
                    .arg(QString::number(i + 1), esc(level.file), esc(status));
        if (difficulty[i])
            html += QStringLiteral("<br/>%1").arg(esc(Text::tr("hardest jump: %1 of the jump height (target #%2)")
                                                          .arg(QLocale().toString(difficulty[i]->jumpHeight * 100, 'f', 0) + u'%',
                                                               difficulty[i]->target)));
        html += QStringLiteral("</figcaption>\n</figure>\n");
    }
    html += QStringLiteral("</div>\n");

    // The issues, with filters.
    html += QStringLiteral("<h2>%1</h2>\n<p class=\"filters\">").arg(esc(Text::tr("Issues")));
    html += QStringLiteral("<label>%1 <select id=\"filter-level\"><option value=\"\">%2</option>")
                .arg(esc(Text::tr("Level")), esc(Text::tr("all")));
    for (std::size_t i = 0; i < levels.size(); ++i)
        html += QStringLiteral("<option value=\"%1\">%2. %3</option>").arg(i).arg(i + 1).arg(esc(levels[i].file));
    html += QStringLiteral("</select></label>\n<label>%1 <select id=\"filter-severity\"><option value=\"\">%2</option>"
                           "<option value=\"error\">error</option><option value=\"warning\">warning</option></select></label>\n")
                .arg(esc(Text::tr("Severity")), esc(Text::tr("all")));
    html += QStringLiteral("<label>%1 <select id=\"filter-code\"><option value=\"\">%2</option>")
                .arg(esc(Text::tr("Code")), esc(Text::tr("all")));
    for (const QString& code : std::as_const(codes))
        html += QStringLiteral("<option value=\"%1\">%1</option>").arg(esc(code));
    html += QStringLiteral("</select></label>\n%1</p>\n")
                .arg(esc(Text::tr("Issues shown: %1")).replace(QStringLiteral("%1"), QStringLiteral("<b id=\"shown\">0</b>")));
    html += QStringLiteral("<table id=\"issues\">\n<thead><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr></thead>\n<tbody>\n")
                .arg(esc(Text::tr("Level")), esc(Text::tr("Severity")), esc(Text::tr("Code")), esc(Text::tr("Message")),
                     esc(Text::tr("Objects")));
    // Errors of every level first, then warnings, then the "more" notes; levels in order within.
    for (const int pass : {0, 1, 2}) {
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const QJsonArray issues = levels[i].report.value(QLatin1String("issues")).toArray();
            const qsizetype shown = std::min<qsizetype>(issues.size(), kRowsPerLevel);
            if (pass == 2) {
                // The report may come with its issues cut to the rows shown: its summary has the count.
                const qsizetype total = std::max<qsizetype>(issues.size(), summaryCount(levels[i], "errors")
                                                                               + summaryCount(levels[i], "warnings"));
                if (total > shown)
                    html += QStringLiteral("<tr class=\"more\" data-level=\"%1\" data-more=\"%2\"><td colspan=\"5\">%3</td></tr>\n")
                                .arg(QString::number(i), QString::number(total - shown),
                                     esc(Text::tr("%1: %n more issue(s), in the JSON report", nullptr, int(total - shown))
                                             .arg(levels[i].file)));
                continue;
            }
            for (qsizetype k = 0; k < shown; ++k) {
                const QJsonObject issue = issues[k].toObject();
                const QString severity = issue.value(QLatin1String("severity")).toString();
                if ((severity == u"error") != (pass == 0))
                    continue;
                const QString code = issue.value(QLatin1String("code")).toString();
                QStringList objects;
                for (const QJsonValue& id : issue.value(QLatin1String("objects")).toArray())
                    objects << u'#' + QString::number(id.toInteger());
                const qsizetype cells = issue.value(QLatin1String("cells")).toArray().size();
                if (cells > 0)
                    objects << Text::tr("%n cell(s)", nullptr, int(cells));
                html += QStringLiteral("<tr class=\"%1\" data-level=\"%2\" data-severity=\"%1\" data-code=\"%3\">"
                                       "<td><a href=\"#level-%2\">%4</a></td><td class=\"sev\">%1</td><td>%3</td><td>%5</td><td>%6</td></tr>\n")
                            .arg(esc(severity), QString::number(i), esc(code), esc(levels[i].file),
                                 esc(issue.value(QLatin1String("message")).toString()), esc(objects.join(QStringLiteral(", "))));
            }
        }
    }
    html += QStringLiteral("</tbody>\n</table>\n");
    html += QStringLiteral("<script>//<![CDATA[%1//]]></script>\n</body>\n</html>\n").arg(QString::fromUtf8(kScript));
    return html.bytes;
}

} // namespace ledge
