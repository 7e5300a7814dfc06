#pragma once
// Properties of several selected objects at once (shown by the Properties dock when more than
// one object is selected): role, layer, name, a custom property, a move by an offset, and
// align / distribute. Each change is one undo step for all of them.

#include "Retranslate.h"
#include "model/LevelTypes.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPushButton;

namespace ledge {

class Document;

class MultiEditPanel : public Retranslating<QWidget> {
    Q_OBJECT

public:
    MultiEditPanel(Document* document, QWidget* parent = nullptr);
    // The objects edited; their common values are shown, differing ones as "mixed".
    void setObjects(const QList<ObjectId>& ids);
    // Edits objects of another document (the current tab's); none are shown until setObjects().
    void setDocument(Document* document)
    {
        mDocument = document;
        mIds.clear();
    }
    void retranslateUi() override;

private:
    void load();
    // Applies `change` to a copy of every object; one undo command when any changed.
    template <typename F> void changeAll(const QString& text, F change);

    Document* mDocument;
    QList<ObjectId> mIds;
    bool mLoading = false;
    QComboBox* mRole;
    QComboBox* mLayer;
    QLineEdit* mName;
    QLineEdit* mKey;
    QLineEdit* mValue;
    QDoubleSpinBox* mDx;
    QDoubleSpinBox* mDy;
};

} // namespace ledge
