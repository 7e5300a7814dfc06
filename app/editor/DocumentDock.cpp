#include "DocumentDock.h"

#include "Document.h"
#include "LevelScene.h"

namespace ledge {

DocumentDock::DocumentDock(Document* document, LevelScene* scene, const char* context,
                           const char* title, QWidget* parent)
    : Retranslating(parent), mDocument(document), mScene(scene)
{
    trTag(this, context, title);
    setObjectName(QString::fromLatin1(context).section(QStringLiteral("::"), -1));
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

void DocumentDock::onEachLevel(const std::function<void()>& showLevel)
{
    connect(mDocument, &Document::levelReplaced, this, showLevel);
    showLevel();
}

} // namespace ledge
