#pragma once
// What the docks that show the current tab's document share: the document (and the scene, for
// the docks that follow the selection), switching to another tab's, and setting their texts
// again on a language switch (Retranslating).

#include "Retranslate.h"

#include <QDockWidget>

#include <functional>

namespace ledge {

class Document;
class LevelScene;

class DocumentDock : public Retranslating<QDockWidget> {
public:
    // `context`: the dock's translation context ("ledge::LayersDock"), whose last part is its
    // object name (which the window's saved layout goes by); `title`: its QT_TR_NOOP title.
    DocumentDock(Document* document, LevelScene* scene, const char* context, const char* title,
                 QWidget* parent);

protected:
    // False when `document` and `scene` are the ones shown. Else drops every connection from the
    // old document, its level and scene to this dock and takes the new ones: the dock then
    // connects to them and shows what they hold.
    bool followDocument(Document* document, LevelScene* scene = nullptr);
    // Calls `showLevel` now and again whenever the document's level is replaced (a file opened
    // or reloaded into it): it connects to that level and shows what it holds. Dropped with the
    // document's other connections by followDocument().
    void onEachLevel(const std::function<void()>& showLevel);

    Document* mDocument;
    LevelScene* mScene; // null in the docks that do not follow the selection
};

} // namespace ledge
