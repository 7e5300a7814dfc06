#pragma once

// Edits on a set of objects that menus, keys and quick fixes share. Each is one undo step.

#include "model/Issue.h"
#include "model/LevelTypes.h"

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace ledge {

class Document;
class Level;

namespace ops {

void deleteObjects(Document& doc, const QList<ObjectId>& ids);

// Copies of the objects with new ids, moved by offset, in the layer of each original (or the
// layer for new objects when that one is not editable). Returns the new ids.
QList<ObjectId> duplicate(Document& doc, const QList<ObjectId>& ids, QPointF offset);

// The objects as a small .ledge document (the clipboard format, ObjectClipboard.h) with the
// custom types they use, and back: pasting adds them with new ids to the layer for new objects,
// and the types the level lacks, in one undo step.
QByteArray serialise(const Document& doc, const QList<ObjectId>& ids);
QList<ObjectId> paste(Document& doc, const QByteArray& data, QPointF offset);
// The bounds of what a clipboard document holds (null when it holds nothing readable).
QRectF clipBounds(const QByteArray& data);

// Where a duplicate of the objects goes: the nearest offset (whole cells, to the right, left,
// above or below, growing) at which no copy meets another object or a tile, inside the level.
// One cell down-right when there is no such place.
QPointF freeOffset(const Document& doc, const QList<ObjectId>& ids);
inline constexpr char kMimeType[] = "application/x-ledge-objects";

// Lines the objects' bounds up on the selection's left, centre or right edge (top, middle,
// bottom); spreads them so the gaps between neighbouring bounds are equal (the outermost two
// stay). One undo step each.
enum class Align { Left, CentreX, Right, Top, CentreY, Bottom };
void align(Document& doc, const QList<ObjectId>& ids, Align how);
void distribute(Document& doc, const QList<ObjectId>& ids, Qt::Orientation orientation);
// Moves the objects to another objects layer, keeping their ids (one undo step).
void moveToLayer(Document& doc, const QList<ObjectId>& ids, LayerId layer);

// Flips the rise of the selected slopes.
void flipSlopes(Document& doc, const QList<ObjectId>& ids);

// Quick fixes for an overlap of two objects. Separate moves `moving` out of `other` by the
// push-out vector; Merge replaces both by their union polygon. They return an error message
// (empty on success).
QString separate(Document& doc, ObjectId moving, ObjectId other);
QString merge(Document& doc, ObjectId a, ObjectId b);

// A fix of an unreachable target (docs/cli.md, "Fixes"), applied as one undo step: `add` goes
// into the first objects layer that collides. Returns an error message (empty on success).
QString applyFix(Document& doc, const IssueFix& fix);
// The fix in words for a menu: "Fix: move Solid #12 by (0, -32)".
QString describeFix(const Level& level, const IssueFix& fix);

} // namespace ops
} // namespace ledge
