#pragma once
// What the docks that show the current tab's document share: the document (and the scene, for
// the docks that follow the selection), switching to another tab's, and setting their texts
// again on a language switch (Retranslating).

#include "Retranslate.h"

#include <QDockWidget>

namespace ledge {

class Document;
class LevelScene;

class DocumentDock : public Retranslating<QDockWidget> {
public:
    DocumentDock(Document* document, LevelScene* scene, QWidget* parent);

protected:
    // False when `document` and `scene` are the ones shown. Else drops every connection from the
    // old document, its level and scene to this dock and takes the new ones: the dock then
    // connects to them and shows what they hold.
    bool followDocument(Document* document, LevelScene* scene = nullptr);

    Document* mDocument;
    LevelScene* mScene; // null in the docks that do not follow the selection
};

} // namespace ledge
