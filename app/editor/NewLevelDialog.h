#pragma once
// Asks for the grid (columns, rows, cell size) and movement mode of a new level.

#include "model/LevelTypes.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace ledge {

class NewLevelDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewLevelDialog(QWidget* parent = nullptr);

    QString levelName() const;
    GridSettings grid() const;
    MovementMode mode() const;
    // Preset values (the preferences' defaults for new levels).
    void setDefaults(const GridSettings& grid, MovementMode mode);

private:
    QLineEdit* mName;
    QSpinBox* mColumns;
    QSpinBox* mRows;
    QSpinBox* mCellSize;
    QComboBox* mMode;
};

} // namespace ledge
