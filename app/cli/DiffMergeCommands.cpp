#include "DiffMergeCommands.h"

#include "Commands.h"
#include "CommandLine.h"
#include "model/LevelDiff.h"
#include "model/LevelDiffImage.h"
#include "model/LevelFile.h"
#include "model/LevelMerge.h"
#include "model/Validator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QSaveFile>

#include <map>
#include <set>
#include <tuple>

namespace ledge {

namespace {

// ledge-cli's translation context, shared with Commands.cpp.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LedgeCli)
};

void say(QIODevice& err, const QString& line) { err.write((line + u'\n').toUtf8()); }

// A .ledge file whatever its name (git hands the merge driver temporary files without the
// suffix). For diff, an empty file (git's /dev/null for a file added or deleted) is an empty
// level. Null after explaining on `err`.
std::unique_ptr<Level> load(const QString& path, QIODevice& err, bool emptyIsLevel = false)
{
    if (emptyIsLevel && QFileInfo(path).exists() && QFileInfo(path).size() == 0)
        return std::make_unique<Level>();
    LoadResult loaded = loadLevel(path);
    if (!loaded)
        say(err, loaded.error.toString());
    return std::move(loaded.level);
}

bool writeImage(const QImage& image, const QString& path, QIODevice& err)
{
    QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (format.isEmpty())
        format = "png";
    QSaveFile file(path);
    if (!QImageWriter::supportedImageFormats().contains(format) || !file.open(QIODevice::WriteOnly)
        || !image.save(&file, format.constData()) || !file.commit()) {
        say(err, Text::tr("ledge-cli: cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

// What identifies an issue across the three levels: its code, objects and cells.
using IssueKey = std::tuple<QString, std::vector<ObjectId>, LayerId, std::vector<std::pair<int, int>>>;

IssueKey keyOf(const Issue& issue, const std::map<ObjectId, ObjectId>& renumbered = {})
{
    std::vector<ObjectId> objects;
    for (ObjectId id : issue.objects) {
        const auto it = renumbered.find(id);
        objects.push_back(it == renumbered.end() ? id : it->second);
    }
    std::sort(objects.begin(), objects.end());
    std::vector<std::pair<int, int>> cells;
    for (const Cell& c : issue.cells)
        cells.push_back({c.column, c.row});
    return {issue.code, objects, issue.tileLayer, cells};
}

} // namespace

int runDiff(const QStringList& arguments, QIODevice& out, QIODevice& err)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), Text::tr("Output format: text or json (default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption png(QStringLiteral("png"), Text::tr("Also draw B with the changes marked."),
                                 QStringLiteral("OUT.png"));
    parser.addOption(format);
    parser.addOption(png);
    parser.addPositionalArgument(QStringLiteral("A"), Text::tr("The level before."));
    parser.addPositionalArgument(QStringLiteral("B"), Text::tr("The level after."));
    const QString synopsis = Text::tr("Usage: ledge-cli diff A B [--format text|json] [--png OUT.png]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 2, synopsis, err))
        return *exit;
    const QString kind = parser.value(format);
    if (kind != u"text" && kind != u"json") {
        say(err, Text::tr("ledge-cli: unknown output format '%1' (use text or json)").arg(kind));
        return ExitCode::BadInput;
    }
    const std::unique_ptr<Level> a = load(parser.positionalArguments().at(0), err, true);
    if (!a)
        return ExitCode::BadInput;
    const std::unique_ptr<Level> b = load(parser.positionalArguments().at(1), err, true);
    if (!b)
        return ExitCode::BadInput;
    const LevelDiff diff = diffLevels(*a, *b);
    if (kind == u"json")
        out.write(diffJson(diff));
    else
        out.write(diffText(diff, *a, *b).toUtf8());
    if (parser.isSet(png) && !writeImage(renderDiff(*a, *b, diff), parser.value(png), err))
        return ExitCode::BadInput;
    if (diff.isEmpty())
        say(err, Text::tr("the levels are the same"));
    return diff.isEmpty() ? ExitCode::Ok : ExitCode::Errors;
}

int runMerge(const QStringList& arguments, QIODevice& out, QIODevice& err)
{
    QCommandLineParser parser;
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("Where to write the merged level (default OURS)."),
                                    QStringLiteral("OUT"));
    parser.addOption(output);
    parser.addPositionalArgument(QStringLiteral("BASE"), Text::tr("The common ancestor."));
    parser.addPositionalArgument(QStringLiteral("OURS"), Text::tr("Our edit of it."));
    parser.addPositionalArgument(QStringLiteral("THEIRS"), Text::tr("Their edit of it."));
    const QString synopsis = Text::tr("Usage: ledge-cli merge BASE OURS THEIRS [-o OUT]");
    if (const std::optional<int> exit = parseCommandLine(parser, arguments, 3, synopsis, err))
        return *exit;
    const QStringList files = parser.positionalArguments();
    std::unique_ptr<Level> levels[3];
    for (int i = 0; i < 3; ++i)
        if (!(levels[i] = load(files[i], err)))
            return ExitCode::BadInput;
    const Level &base = *levels[0], &ours = *levels[1], &theirs = *levels[2];
    const MergeResult merged = mergeLevels(base, ours, theirs);
    if (!merged.error.isEmpty()) {
        say(err, Text::tr("ledge-cli: cannot merge: %1").arg(merged.error));
        return ExitCode::BadInput;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : files[1];
    if (!merged.conflicts.empty()) {
        QString text;
        for (const MergeConflict& c : merged.conflicts)
            text += Text::tr("conflict: %1").arg(c.describe()) + u'\n';
        out.write(text.toUtf8());
        say(err, Text::tr("ledge-cli: %n conflict(s); %1 left unchanged", nullptr, int(merged.conflicts.size())).arg(target));
        return ExitCode::Errors;
    }
    for (const auto& [from, to] : merged.renumberedLayers)
        say(err, Text::tr("their new layer %1 is now layer %2 (our new layer has the same id)").arg(from).arg(to));
    for (const auto& [from, to] : merged.renumbered)
        say(err, Text::tr("their new object %1 is now object %2 (our new object has the same id)").arg(from).arg(to));

    // Errors the merge made: in the result, but in neither side on its own.
    const ValidationReport report = Validator(*merged.level).run();
    if (report.errorCount() > 0) {
        // The sides' reachability is only needed when the result has a reachability error.
        ValidationOptions sides;
        sides.reachability = std::any_of(report.issues.begin(), report.issues.end(), [](const Issue& issue) {
            return issue.severity == Severity::Error && issue.code == QLatin1String(IssueCode::TargetUnreachable);
        });
        std::map<ObjectId, ObjectId> renumbered(merged.renumbered.begin(), merged.renumbered.end());
        std::set<IssueKey> before;
        for (const Issue& issue : Validator(ours, sides).run().issues)
            before.insert(keyOf(issue));
        for (const Issue& issue : Validator(theirs, sides).run().issues)
            before.insert(keyOf(issue, renumbered));
        for (const Issue& issue : report.issues)
            if (issue.severity == Severity::Error && !before.count(keyOf(issue)))
                say(err, Text::tr("warning: the merge makes a new error: %1: %2").arg(issue.code, issue.message));
    }
    const SaveResult saved = saveLevel(*merged.level, target);
    if (!saved.ok) {
        say(err, Text::tr("ledge-cli: cannot write %1: %2").arg(target, saved.message));
        return ExitCode::BadInput;
    }
    return ExitCode::Ok;
}

} // namespace ledge
