#include "MergeDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ledge {

namespace {

// The place of a conflict, for people: "Object 4: shape", "Tiles of layer 2: column 3, row 1".
QString placeOf(const MergeConflict& c)
{
    switch (c.kind) {
    case MergeConflict::Kind::Setting: return MergeDialog::tr("Level settings: %1").arg(c.field);
    case MergeConflict::Kind::Layer: return MergeDialog::tr("Layer %1: %2").arg(c.id).arg(c.field);
    case MergeConflict::Kind::Object: return MergeDialog::tr("Object %1: %2").arg(c.id).arg(c.field);
    case MergeConflict::Kind::Cell:
        return MergeDialog::tr("Tiles of layer %1: column %2, row %3").arg(c.id).arg(c.cell.column).arg(c.cell.row);
    }
    return {};
}

} // namespace

MergeDialog::MergeDialog(const std::vector<MergeConflict>& conflicts, QWidget* parent)
    : QDialog(parent), mConflicts(conflicts), mTable(new QTableWidget(int(conflicts.size()), 5, this))
{
    setObjectName(QStringLiteral("mergeConflicts"));
    setWindowTitle(tr("Merge their changes"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("%n change(s) on disk conflict with yours. Choose which to keep for each.", nullptr, int(conflicts.size())), this));
    mTable->setObjectName(QStringLiteral("conflicts"));
    mTable->setHorizontalHeaderLabels({tr("Where"), tr("Saved"), tr("Mine"), tr("Theirs"), tr("Keep")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < int(conflicts.size()); ++row) {
        const MergeConflict& c = conflicts[std::size_t(row)];
        const QString texts[] = {placeOf(c), c.base, c.ours, c.theirs};
        for (int column = 0; column < 4; ++column)
            mTable->setItem(row, column, new QTableWidgetItem(texts[column]));
        auto* keep = new QComboBox(mTable);
        keep->addItem(tr("Mine"), int(MergeSide::Ours));
        keep->addItem(tr("Theirs"), int(MergeSide::Theirs));
        mTable->setCellWidget(row, 4, keep);
    }
    mTable->resizeColumnsToContents();
    mTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(mTable);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Merge"));
    auto* allMine = buttons->addButton(tr("All mine"), QDialogButtonBox::ActionRole);
    auto* allTheirs = buttons->addButton(tr("All theirs"), QDialogButtonBox::ActionRole);
    allMine->setObjectName(QStringLiteral("allMine"));
    allTheirs->setObjectName(QStringLiteral("allTheirs"));
    connect(allMine, &QPushButton::clicked, this, [this] { chooseAll(MergeSide::Ours); });
    connect(allTheirs, &QPushButton::clicked, this, [this] { chooseAll(MergeSide::Theirs); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 420);
}

int MergeDialog::rowCount() const { return mTable->rowCount(); }

void MergeDialog::choose(int row, MergeSide side)
{
    if (auto* keep = qobject_cast<QComboBox*>(mTable->cellWidget(row, 4)))
        keep->setCurrentIndex(keep->findData(int(side)));
}

void MergeDialog::chooseAll(MergeSide side)
{
    for (int row = 0; row < mTable->rowCount(); ++row)
        choose(row, side);
}

MergeResolutions MergeDialog::resolutions() const
{
    MergeResolutions chosen;
    for (int row = 0; row < mTable->rowCount(); ++row)
        if (auto* keep = qobject_cast<QComboBox*>(mTable->cellWidget(row, 4)))
            chosen[mConflicts[std::size_t(row)].key()] = MergeSide(keep->currentData().toInt());
    return chosen;
}

} // namespace ledge
