#pragma once
// The Properties dock: name, role, exact geometry and custom properties of the selected object.
// Every edit is one undo command.

#include "DocumentDock.h"
#include "model/LevelTypes.h"

#include <map>

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
class MultiEditPanel;

class PropertiesDock : public DocumentDock {
    Q_OBJECT

public:
    PropertiesDock(Document* document, LevelScene* scene, QWidget* parent = nullptr);
    ObjectId objectId() const { return mId; }
    // Shows another document's selection (the current tab's).
    void setDocument(Document* document, LevelScene* scene);

public:
    // Sets the texts again in the current language (on QEvent::LanguageChange).
    void retranslateUi() override;

    // The label under `field` that says why a value was refused (hidden when none was).
    QLabel* errorLabel(const QWidget* field) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setObject(ObjectId id);
    void load();
    void apply();
    void watchLevel();
    void bindDocument();
    void selectionChanged();
    QDoubleSpinBox* addNumber(const char* label); // label: a QT_TR_NOOP source text
    QWidget* withErrorLabel(QWidget* field);
    void showError(QWidget* field, const QString& reason); // null field: no error
    QWidget* fieldAtFault(const LevelObject& before, const LevelObject& after) const;

    ObjectId mId = 0;
    bool mLoading = false;
    bool mTyping = false; // a field holds typed text not applied yet
    std::map<QWidget*, QLabel*> mErrors; // field -> its refusal label

    QLabel* mHeader;
    QWidget* mForm;
    QFormLayout* mGeometry;
    QLineEdit* mName;
    QComboBox* mRole;
    QComboBox* mType;
    QDoubleSpinBox* mX;
    QDoubleSpinBox* mY;
    QDoubleSpinBox* mW;
    QDoubleSpinBox* mH;
    QDoubleSpinBox* mR;
    QComboBox* mRise;
    QCheckBox* mCeiling;
    QTableWidget* mPoints;
    QTableWidget* mProperties;
    MultiEditPanel* mMulti;
};

} // namespace ledge
