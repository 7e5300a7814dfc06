#pragma once
// The validation issues as a list model. setIssues() updates rows in place: removed issues are
// removed rows, new ones inserted rows, changed ones dataChanged, never a full reset, so the
// view keeps its scroll position and current row while the level changes.

#include "model/Issue.h"

#include <QAbstractListModel>

#include <vector>

namespace ledge {

class IssuesModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Roles { SeverityRole = Qt::UserRole + 1, CodeRole };

    using QAbstractListModel::QAbstractListModel;

    void setIssues(const std::vector<Issue>& issues);
    const Issue& issue(int row) const { return mIssues[std::size_t(row)]; }
    const std::vector<Issue>& issues() const { return mIssues; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::vector<Issue> mIssues;
};

} // namespace ledge
