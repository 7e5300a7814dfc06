#include "IssuesDock.h"
#include "Retranslate.h"

#include "Document.h"
#include "IssuesModel.h"
#include "ObjectOps.h"

#include <QLabel>
#include <QListView>
#include <QAction>
#include <QMenu>
#include <QVBoxLayout>

namespace ledge {

IssuesDock::IssuesDock(Document* document, QWidget* parent)
    : DocumentDock(document, nullptr, "ledge::IssuesDock", QT_TR_NOOP("Issues"), parent), mModel(new IssuesModel(this))
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    mSummary = new QLabel(box);
    mView = new QListView(box);
    mView->setModel(mModel);
    mView->setUniformItemSizes(true);
    mView->setWordWrap(true);
    mView->setContextMenuPolicy(Qt::CustomContextMenu);
    layout->addWidget(mSummary);
    layout->addWidget(mView);
    setWidget(box);
    // An empty list says so, and what would appear in it, instead of being a blank box.
    mPlaceholder = new QLabel(mView->viewport());
    mPlaceholder->setObjectName(QStringLiteral("issuesPlaceholder"));
    trTag(mPlaceholder, "ledge::IssuesDock",
          QT_TR_NOOP("Nothing to fix. Overlaps, shapes out of bounds and targets the player cannot reach are listed here as you edit."));
    mPlaceholder->setWordWrap(true);
    mPlaceholder->setAlignment(Qt::AlignCenter);
    mPlaceholder->setEnabled(false); // drawn greyed
    auto* placeholderLayout = new QVBoxLayout(mView->viewport());
    placeholderLayout->addWidget(mPlaceholder);

    connect(mView, &QListView::clicked, this,
            [this](const QModelIndex& index) { emit issueActivated(mModel->issue(index.row())); });
    connect(mView, &QListView::activated, this,
            [this](const QModelIndex& index) { emit issueActivated(mModel->issue(index.row())); });
    connect(mView, &QListView::customContextMenuRequested, this, &IssuesDock::showContextMenu);
    connect(document, &Document::validated, this, &IssuesDock::refresh);
    refresh();
}

void IssuesDock::setDocument(Document* document)
{
    if (!followDocument(document))
        return;
    connect(mDocument, &Document::validated, this, &IssuesDock::refresh);
    refresh();
}

void IssuesDock::refresh()
{
    const ValidationReport& report = mDocument->report();
    mModel->setIssues(report.issues);
    mPlaceholder->setVisible(mModel->rowCount() == 0);
    const int errors = report.errorCount();
    const int warnings = report.warningCount();
    if (errors == 0 && warnings == 0)
        mSummary->setText(tr("No issues: the level is valid."));
    else
        mSummary->setText(tr("Errors: %1    Warnings: %2").arg(errors).arg(warnings));
}

void IssuesDock::showContextMenu(const QPoint& pos)
{
    const QModelIndex index = mView->indexAt(pos);
    if (!index.isValid())
        return;
    const Issue issue = mModel->issue(index.row());
    QMenu menu(this);
    menu.addAction(tr("Go to"), this, [this, issue] { emit issueActivated(issue); });
    menu.addSeparator();
    addFixes(&menu, issue);
    menu.exec(mView->viewport()->mapToGlobal(pos));
}

QList<QAction*> IssuesDock::fixActions(const Issue& issue, QObject* parent)
{
    QList<QAction*> actions;
    for (const IssueFix& fix : issue.fixes) {
        auto* action = new QAction(ops::describeFix(*mDocument->level(), fix), parent);
        connect(action, &QAction::triggered, this, [this, fix] {
            emit fixHovered(std::nullopt);
            const QString error = ops::applyFix(*mDocument, fix);
            if (!error.isEmpty())
                emit statusMessage(error);
        });
        connect(action, &QAction::hovered, this, [this, fix] { emit fixHovered(fix); });
        actions << action;
    }
    return actions;
}

bool IssuesDock::addFixes(QMenu* menu, const Issue& issue)
{
    if (issue.code == QLatin1String(IssueCode::Overlap) && issue.objects.size() == 2) {
        const ObjectId a = issue.objects[0];
        const ObjectId b = issue.objects[1];
        // The later object is usually the one just placed: move that one.
        menu->addAction(tr("Separate (move #%1 out)").arg(b), this, [this, a, b] {
            const QString error = ops::separate(*mDocument, b, a);
            if (!error.isEmpty())
                emit statusMessage(error);
        });
        menu->addAction(tr("Merge into one polygon"), this, [this, a, b] {
            const QString error = ops::merge(*mDocument, a, b);
            if (!error.isEmpty())
                emit statusMessage(error);
        });
        return true;
    }
    const QList<QAction*> fixes = fixActions(issue, menu);
    if (fixes.isEmpty())
        return false;
    menu->addActions(fixes);
    connect(menu, &QMenu::aboutToHide, this, [this] { emit fixHovered(std::nullopt); });
    return true;
}

void IssuesDock::retranslateUi()
{
    retranslateTagged(this, "ledge::IssuesDock");
    refresh();
}

} // namespace ledge
