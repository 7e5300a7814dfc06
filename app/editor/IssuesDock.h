#pragma once
// The Issues dock: what is wrong with the level, updated as it changes. Clicking an issue
// selects its objects and centres the view on it; overlaps and unreachable targets offer quick
// fixes.

#include "DocumentDock.h"
#include "model/Issue.h"

#include <optional>

class QAction;
class QLabel;
class QMenu;
class QListView;

namespace ledge {

class Document;
class IssuesModel;

class IssuesDock : public DocumentDock {
    Q_OBJECT

public:
    IssuesDock(Document* document, QWidget* parent = nullptr);
    IssuesModel* model() const { return mModel; }
    QListView* view() const { return mView; }

signals:
    void issueActivated(const ledge::Issue& issue);
    void statusMessage(const QString& message);
    // A fix's menu entry is hovered (its ghost should show), or the menu closed (nullopt).
    void fixHovered(const std::optional<ledge::IssueFix>& fix);

public:
    // Lists another document's issues (the current tab's).
    void setDocument(Document* document);
    // Sets the texts again in the current language (on QEvent::LanguageChange).
    void retranslateUi() override;
    // One action per fix of an unreachable target (its context menu); each applies the fix as
    // one undo step and, hovered, emits fixHovered.
    QList<QAction*> fixActions(const Issue& issue, QObject* parent);
    // The quick fixes of an issue added to a menu (the Issues list's or the canvas's): an
    // overlap's Separate and Merge, an unreachable target's fixes (with fixHovered(nullopt) when
    // the menu closes). False when the issue has none.
    bool addFixes(QMenu* menu, const Issue& issue);

private:
    void refresh();
    void showContextMenu(const QPoint& pos);

    IssuesModel* mModel;
    QListView* mView;
    QLabel* mSummary;
    QLabel* mPlaceholder; // shown while the list is empty
};

} // namespace ledge
