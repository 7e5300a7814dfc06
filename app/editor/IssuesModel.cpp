#include "IssuesModel.h"

#include "Icons.h"

#include <algorithm>

namespace ledge {

namespace {
// Identity of an issue across validations: what it is about, not its wording.
bool sameSubject(const Issue& a, const Issue& b)
{
    return a.code == b.code && a.objects == b.objects && a.tileLayer == b.tileLayer
           && a.cells == b.cells;
}
} // namespace

void IssuesModel::setIssues(const std::vector<Issue>& issues)
{
    // 1. Remove rows whose subject is gone (from the bottom, so indices stay valid).
    for (int row = int(mIssues.size()) - 1; row >= 0; --row) {
        const Issue& old = mIssues[std::size_t(row)];
        const bool kept = std::any_of(issues.begin(), issues.end(),
                                      [&](const Issue& n) { return sameSubject(old, n); });
        if (!kept) {
            beginRemoveRows({}, row, row);
            mIssues.erase(mIssues.begin() + row);
            endRemoveRows();
        }
    }
    // 2. Insert new subjects where the new list has them.
    for (std::size_t i = 0; i < issues.size(); ++i) {
        const bool known = std::any_of(mIssues.begin(), mIssues.end(),
                                       [&](const Issue& o) { return sameSubject(o, issues[i]); });
        if (known)
            continue;
        const int row = int(std::min(i, mIssues.size()));
        beginInsertRows({}, row, row);
        mIssues.insert(mIssues.begin() + row, issues[i]);
        endInsertRows();
    }
    // 3. Same count now: bring each row to the new content (order or wording may differ).
    for (std::size_t i = 0; i < issues.size() && i < mIssues.size(); ++i) {
        if (!(mIssues[i] == issues[i])) {
            mIssues[i] = issues[i];
            emit dataChanged(index(int(i)), index(int(i)));
        }
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
