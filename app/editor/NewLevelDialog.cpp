#include "NewLevelDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace ledge {

NewLevelDialog::NewLevelDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("New Level"));
    auto* form = new QFormLayout(this);
    mName = new QLineEdit(tr("Untitled"), this);
    mColumns = new QSpinBox(this);
    mColumns->setRange(1, 10000);
    mColumns->setValue(64);
    mRows = new QSpinBox(this);
    mRows->setRange(1, 10000);
    mRows->setValue(24);
    mCellSize = new QSpinBox(this);
    mCellSize->setRange(1, 1024);
    mCellSize->setValue(32);
    mCellSize->setSuffix(tr(" px"));
    mMode = new QComboBox(this);
    mMode->addItem(tr("Platformer"), int(MovementMode::Platformer));
    mMode->addItem(tr("Top-down"), int(MovementMode::TopDown));
    form->addRow(tr("Name"), mName);
    form->addRow(tr("Columns"), mColumns);
    form->addRow(tr("Rows"), mRows);
    form->addRow(tr("Cell size"), mCellSize);
    form->addRow(tr("Movement"), mMode);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString NewLevelDialog::levelName() const
{
    return mName->text();
}

GridSettings NewLevelDialog::grid() const
{
    GridSettings g;
    g.columns = mColumns->value();
    g.rows = mRows->value();
    g.cellSize = mCellSize->value();
    return g;
}

MovementMode NewLevelDialog::mode() const
{
    return MovementMode(mMode->currentData().toInt());
}

void NewLevelDialog::setDefaults(const GridSettings& grid, MovementMode mode)
{
    mColumns->setValue(grid.columns);
    mRows->setValue(grid.rows);
    mCellSize->setValue(int(grid.cellSize));
    mMode->setCurrentIndex(qMax(0, mMode->findData(int(mode))));
}

} // namespace ledge
