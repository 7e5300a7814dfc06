#pragma once
// The Layers dock: the layer stack (top layer first) with visibility, lock and collides toggles,
// rename in place, add objects or tiles layer, delete, raise and lower. Every change is undoable.

#include "DocumentDock.h"
#include "model/LevelTypes.h"

class QTreeWidget;
class QTreeWidgetItem;

namespace ledge {

class Document;

class LayersDock : public DocumentDock {
    Q_OBJECT

public:
    LayersDock(Document* document, QWidget* parent = nullptr);
    QTreeWidget* tree() const { return mTree; }

    // Shows and edits another document's layers (the current tab's).
    void setDocument(Document* document);

    void addLayer(LayerType type);
    void removeCurrentLayer();
    void moveCurrentLayer(int delta);

public:
    // Sets the texts again in the current language (on QEvent::LanguageChange).
    void retranslateUi() override;

private:
    void setHeaderTexts();
    enum Column { NameColumn, VisibleColumn, LockedColumn, CollidesColumn };
    void rebuild();
    void onItemChanged(QTreeWidgetItem* item, int column);
    void watchLevel();
    void bindDocument();

    QTreeWidget* mTree;
    bool mUpdating = false;
};

} // namespace ledge
