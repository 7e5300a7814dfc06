#include "IssuesModel.h"

#include "Icons.h"

#include <algorithm>
#include <unordered_set>

namespace ledge {

namespace {

// Identity of an issue across validations: what it is about, not its wording.
struct Subject {
    const Issue* issue;
    friend bool operator==(const Subject& a, const Subject& b)
    {
        return a.issue->code == b.issue->code && a.issue->objects == b.issue->objects
               && a.issue->tileLayer == b.issue->tileLayer && a.issue->cells == b.issue->cells;
    }
};

struct SubjectHash {
    std::size_t operator()(const Subject& s) const
    {
        std::size_t h = qHash(s.issue->code);
        const auto mix = [&h](std::uint64_t v) { h ^= std::hash<std::uint64_t>()(v) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
        for (ObjectId id : s.issue->objects)
            mix(std::uint64_t(id));
        mix(std::uint64_t(s.issue->tileLayer));
        for (const Cell& c : s.issue->cells)
            mix((std::uint64_t(std::uint32_t(c.column)) << 32) | std::uint32_t(c.row));
        return h;
    }
};

using SubjectSet = std::unordered_set<Subject, SubjectHash>;

SubjectSet subjectsOf(const std::vector<Issue>& issues)
{
    SubjectSet set;
    set.reserve(issues.size());
    for (const Issue& issue : issues)
        set.insert({&issue});
    return set;
}

} // namespace

// Linear in the number of issues (hash sets of subjects), with one signal per run of adjacent
// rows: a drag that changes one overlap among 50,000 issues costs one row insert or removal.
void IssuesModel::setIssues(const std::vector<Issue>& issues)
{
    // 1. Remove rows whose subject is gone, a run of adjacent rows at a time, from the bottom
    //    so indices stay valid.
    {
        const SubjectSet incoming = subjectsOf(issues);
        std::vector<char> keep(mIssues.size());
        for (std::size_t i = 0; i < mIssues.size(); ++i)
            keep[i] = incoming.count({&mIssues[i]}) ? 1 : 0;
        for (int last = int(mIssues.size()) - 1; last >= 0; --last) {
            if (keep[std::size_t(last)])
                continue;
            int first = last;
            while (first > 0 && !keep[std::size_t(first - 1)])
                --first;
            beginRemoveRows({}, first, last);
            mIssues.erase(mIssues.begin() + first, mIssues.begin() + last + 1);
            endRemoveRows();
            last = first;
        }
    }
    // 2. Insert new subjects where the new list has them, a run at a time: every issue before
    //    i in the new list has its row by then, so the run goes in at row i.
    {
        std::vector<char> known(issues.size());
        {
            const SubjectSet kept = subjectsOf(mIssues); // points into mIssues: used up first
            for (std::size_t i = 0; i < issues.size(); ++i)
                known[i] = kept.count({&issues[i]}) ? 1 : 0;
        }
        for (std::size_t i = 0; i < issues.size();) {
            if (known[i]) {
                ++i;
                continue;
            }
            std::size_t end = i;
            while (end < issues.size() && !known[end])
                ++end;
            const int at = int(std::min(i, mIssues.size()));
            beginInsertRows({}, at, at + int(end - i) - 1);
            mIssues.insert(mIssues.begin() + at, issues.begin() + std::ptrdiff_t(i),
                           issues.begin() + std::ptrdiff_t(end));
            endInsertRows();
            i = end;
        }
    }
    // 3. Same count now: bring each row to the new content (order or wording may differ),
    //    one dataChanged per run of changed rows.
    for (std::size_t i = 0; i < issues.size() && i < mIssues.size();) {
        if (mIssues[i] == issues[i]) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < issues.size() && end < mIssues.size() && !(mIssues[end] == issues[end])) {
            mIssues[end] = issues[end];
            ++end;
        }
        emit dataChanged(index(int(i)), index(int(end - 1)));
        i = end;
    }
    // 4. Only a list with repeated subjects can leave the counts apart: settle the tail.
    if (mIssues.size() > issues.size()) {
        beginRemoveRows({}, int(issues.size()), int(mIssues.size()) - 1);
        mIssues.resize(issues.size());
        endRemoveRows();
    } else if (mIssues.size() < issues.size()) {
        beginInsertRows({}, int(mIssues.size()), int(issues.size()) - 1);
        mIssues.insert(mIssues.end(), issues.begin() + std::ptrdiff_t(mIssues.size()), issues.end());
        endInsertRows();
    }
}

int IssuesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(mIssues.size());
}

QVariant IssuesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(mIssues.size()))
        return {};
    const Issue& issue = mIssues[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return issue.message;
    case Qt::ToolTipRole: return QStringLiteral("%1 (%2)").arg(issue.message, issue.code);
    case Qt::DecorationRole: {
        static const QIcon error = icons::icon(icons::Glyph::Error);
        static const QIcon warning = icons::icon(icons::Glyph::Warning);
        return issue.severity == Severity::Error ? error : warning;
    }
    case SeverityRole: return int(issue.severity);
    case CodeRole: return issue.code;
    default: return {};
    }
}

} // namespace ledge
