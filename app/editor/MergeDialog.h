#pragma once
// "Merge their changes": the fields that both the designer (mine) and the other program
// (theirs) changed differently since the file was last saved, one row each, with a choice per
// row of which value to keep. The merge is then done again with these choices.

#include "model/LevelMerge.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace ledge {

class MergeDialog : public QDialog {
    Q_OBJECT

public:
    explicit MergeDialog(const std::vector<MergeConflict>& conflicts, QWidget* parent = nullptr);

    // Every row's choice, by conflict key.
    MergeResolutions resolutions() const;
    void chooseAll(MergeSide side);
    void choose(int row, MergeSide side);
    int rowCount() const;

private:
    std::vector<MergeConflict> mConflicts;
    QTableWidget* mTable;
};

} // namespace ledge
