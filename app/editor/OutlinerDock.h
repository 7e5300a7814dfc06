#pragma once
// The Objects dock (an outliner, as in Tiled and LDtk): every object of every objects layer,
// grouped by layer, with a search field. Selecting rows selects the objects on the canvas (and
// back); clicking a row centres the view on it; F2 or a double-click renames (one undo step).

#include "DocumentDock.h"
#include "model/LevelTypes.h"

#include <QList>
#include <QTimer>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace ledge {

class Document;
class LevelScene;

class OutlinerDock : public DocumentDock {
    Q_OBJECT

public:
    OutlinerDock(Document* document, LevelScene* scene, QWidget* parent = nullptr);
    QTreeWidget* tree() const { return mTree; }
    QLineEdit* searchField() const { return mSearch; }
    // The row of an object, or null (also while a rebuild is pending: call rebuild() first).
    QTreeWidgetItem* itemOf(ObjectId id) const;
    // Lists the level's objects again now (it also follows every change, a moment later).
    void rebuild();
    void retranslateUi() override;

signals:
    // The view should show these objects (a row was clicked).
    void jumpRequested(const QList<ledge::ObjectId>& ids);

public:
    // Lists another document's objects (the current tab's).
    void setDocument(Document* document, LevelScene* scene);

private:
    void bindDocument();
    void scheduleRebuild();
    void applyFilter();
    void selectionFromTree();
    void selectionFromScene();
    void renamed(QTreeWidgetItem* item, int column);

    QLineEdit* mSearch;
    QTreeWidget* mTree;
    QTimer mRebuildTimer;
    bool mSyncing = false;
};

} // namespace ledge
