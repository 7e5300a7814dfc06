#include "DocumentDock.h"

#include "Document.h"
#include "LevelScene.h"

namespace ledge {

DocumentDock::DocumentDock(Document* document, LevelScene* scene, QWidget* parent)
    : Retranslating(parent), mDocument(document), mScene(scene)
{
}

bool DocumentDock::followDocument(Document* document, LevelScene* scene)
{
    if (document == mDocument && scene == mScene)
        return false;
    disconnect(mDocument, nullptr, this, nullptr);
    disconnect(mDocument->level(), nullptr, this, nullptr);
    if (mScene)
        disconnect(mScene, nullptr, this, nullptr);
    mDocument = document;
    mScene = scene;
    return true;
}

} // namespace ledge
