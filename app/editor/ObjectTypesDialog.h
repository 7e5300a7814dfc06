#pragma once
// Edit > Object Types: the level's custom object types (ObjectTypes.h), each with typed fields
// and their defaults. Accepting applies every change as one undo step; objects of a type get
// the fields they lack, at their defaults.

#include "model/ObjectTypes.h"

#include <QDialog>

class QListWidget;
class QTableWidget;

namespace ledge {

class Document;

class ObjectTypesDialog : public QDialog {
    Q_OBJECT

public:
    ObjectTypesDialog(Document* document, QWidget* parent = nullptr);
    // The types as edited so far.
    std::vector<ObjectType> types() const;
    // Applies them to the document (one undo step); false when nothing changed.
    bool apply();

    QListWidget* typeList() const { return mTypes; }
    QTableWidget* fieldTable() const { return mFields; }
    void addType(const QString& name);
    void addField(const QString& name, FieldType type, const QString& defaultText);

private:
    void showType(int row);
    void storeFields();

    Document* mDocument;
    std::vector<ObjectType> mEdited;
    int mShown = -1;
    QListWidget* mTypes;
    QTableWidget* mFields;
};

} // namespace ledge
