#pragma once
// Copy and paste of objects through the system clipboard, so they travel between the tabs of a
// window and between Ledge windows. The clipboard holds the objects twice:
//   application/x-ledge-objects   a small .ledge document: the source level's grid, one objects
//                                 layer "clipboard" with the objects (their ids as in the source)
//                                 and the custom object types they use;
//   text/plain                    the same JSON, for a text editor or a bug report.
// Pasting gives the objects fresh ids in the target level and adds the types it lacks, as one
// undo step.

#include "model/LevelTypes.h"

#include <QByteArray>
#include <QList>
#include <QPointF>

class QClipboard;

namespace ledge {

class Document;

namespace clipboard {

// Puts copies of the objects on `board` (the application's clipboard when null). False when
// none of the ids is an object of the document.
bool copyObjects(const Document& doc, const QList<ObjectId>& ids, QClipboard* board = nullptr);
// The objects the clipboard holds as a .ledge document; empty when it holds none.
QByteArray objects(const QClipboard* board = nullptr);
// Pastes the clipboard's objects into `doc` with the centre of their bounds at `target`
// (the shift snapped to the document's grid). Returns the new ids; empty when there was nothing.
QList<ObjectId> pasteObjects(Document& doc, QPointF target, const QClipboard* board = nullptr);

} // namespace clipboard
} // namespace ledge
