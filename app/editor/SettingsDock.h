#pragma once
// The Level settings dock: name, grid, the player's movement values and rule severities.
// Each change is one ChangeSettingsCommand.

#include "DocumentDock.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace ledge {

class Document;

class SettingsDock : public DocumentDock {
    Q_OBJECT

public:
    SettingsDock(Document* document, QWidget* parent = nullptr);
    // Sets the texts again in the current language (on QEvent::LanguageChange).
    void retranslateUi() override;
    // Shows and edits another document's settings (the current tab's).
    void setDocument(Document* document);

private:
    void bindDocument();
    void load();
    void apply();
    QDoubleSpinBox* number(double min, double max, const QString& suffix);
    QComboBox* severity();

    bool mLoading = false;
    QLineEdit* mName;
    QDoubleSpinBox* mCellSize;
    QSpinBox* mColumns;
    QSpinBox* mRows;
    QComboBox* mMode;
    QDoubleSpinBox* mWidth;
    QDoubleSpinBox* mHeight;
    QDoubleSpinBox* mRunSpeed;
    QDoubleSpinBox* mJumpHeight;
    QDoubleSpinBox* mGravity;
    QDoubleSpinBox* mMaxFall;
    QDoubleSpinBox* mMaxFloorAngle;
    QComboBox* mOverlap;
    QComboBox* mOutOfBounds;
    QComboBox* mUnreachable;
};

} // namespace ledge
