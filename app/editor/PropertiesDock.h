#pragma once
// The Properties dock: name, role, exact geometry and custom properties of the selected object.
// Every edit is one undo command.

#include "model/LevelTypes.h"

#include <QDockWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace ledge {

class Document;
class LevelScene;

class PropertiesDock : public QDockWidget {
    Q_OBJECT

public:
    PropertiesDock(Document* document, LevelScene* scene, QWidget* parent = nullptr);
    ObjectId objectId() const { return mId; }

public:
    // Sets the texts again in the current language (on QEvent::LanguageChange).
    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void setObject(ObjectId id);
    void load();
    void apply();
    void watchLevel();
    QDoubleSpinBox* addNumber(const char* label); // label: a QT_TR_NOOP source text

    Document* mDocument;
    LevelScene* mScene;
    ObjectId mId = 0;
    bool mLoading = false;

    QLabel* mHeader;
    QWidget* mForm;
    QFormLayout* mGeometry;
    QLineEdit* mName;
    QComboBox* mRole;
    QDoubleSpinBox* mX;
    QDoubleSpinBox* mY;
    QDoubleSpinBox* mW;
    QDoubleSpinBox* mH;
    QDoubleSpinBox* mR;
    QComboBox* mRise;
    QCheckBox* mCeiling;
    QTableWidget* mPoints;
    QTableWidget* mProperties;
};

} // namespace ledge
