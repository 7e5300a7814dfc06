#include "ObjectOps.h"

#include "Document.h"
#include "model/CommandText.h"
#include "ShapeGeometry.h"
#include "collision/Overlap.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <vector>

namespace ledge::ops {

namespace {
// The translation context of these texts; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ObjectOps)
};
} // namespace

void deleteObjects(Document& doc, const QList<ObjectId>& ids)
{
    if (ids.isEmpty())
        return;
    // Top first: each removal then leaves the indices of those still to go as they were, so
    // none of them renumbers the layer (Level::objectIndex), however many objects go.
    const Level& level = *doc.level();
    std::vector<std::pair<std::pair<int, int>, ObjectId>> order;
    order.reserve(std::size_t(ids.size()));
    for (ObjectId id : ids)
        order.push_back({{level.layerIndex(level.layerOf(id)), level.objectIndex(id)}, id});
    std::sort(order.begin(), order.end(), std::greater<>());
    auto* macro = new QUndoCommand(commandText("ObjectOps", QT_TRANSLATE_N_NOOP("ObjectOps", "Delete %n object(s)"), int(ids.size())));
    for (const auto& entry : order)
        new RemoveObjectCommand(doc.level(), entry.second, macro);
    doc.push(macro);
}

QList<ObjectId> duplicate(Document& doc, const QList<ObjectId>& ids, QPointF offset)
{
    Level* level = doc.level();
    QList<ObjectId> created;
    if (ids.isEmpty())
        return created;
    auto* macro = new QUndoCommand(commandText("ObjectOps", QT_TRANSLATE_N_NOOP("ObjectOps", "Duplicate %n object(s)"), int(ids.size())));
    ObjectId next = level->nextObjectId();
    for (ObjectId id : ids) {
        const LevelObject* o = level->object(id);
        if (!o)
            continue;
        LayerId layer = level->layerOf(id);
        if (!doc.isLayerEditable(layer))
            layer = doc.layerForNewObjects();
        if (!layer)
            continue;
        LevelObject copy = *o;
        copy.id = next++;
        copy.shape = translated(copy.shape, toVec(offset));
        new AddObjectCommand(level, layer, copy, -1, macro);
        created.append(copy.id);
    }
    doc.push(macro);
    return created;
}

QByteArray serialise(const Document& doc, const QList<ObjectId>& ids)
{
    // A level with the same grid and one objects layer holding copies of the objects.
    Level clip;
    clip.setGrid(doc.level()->grid());
    LayerInfo layer;
    layer.id = 1;
    layer.name = QStringLiteral("clipboard");
    clip.insertLayer(0, layer);
    for (ObjectId id : ids)
        if (const LevelObject* o = doc.level()->object(id))
            clip.insertObject(1, *o);
    return writeLevel(clip);
}

QList<ObjectId> paste(Document& doc, const QByteArray& data, QPointF offset)
{
    QList<ObjectId> created;
    LoadResult clip = readLevel(data);
    const LayerId layer = doc.layerForNewObjects();
    if (!clip || !layer)
        return created;
    Level* level = doc.level();
    auto* macro = new QUndoCommand(commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Paste")));
    ObjectId next = level->nextObjectId();
    clip.level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        LevelObject copy = o;
        copy.id = next++;
        copy.shape = translated(copy.shape, toVec(offset));
        new AddObjectCommand(level, layer, copy, -1, macro);
        created.append(copy.id);
    });
    if (created.isEmpty()) {
        delete macro;
        return created;
    }
    doc.push(macro);
    return created;
}

void flipSlopes(Document& doc, const QList<ObjectId>& ids)
{
    std::vector<LevelObject> before, after;
    for (ObjectId id : ids) {
        const LevelObject* o = doc.level()->object(id);
        if (!o || !std::holds_alternative<Slope>(o->shape))
            continue;
        before.push_back(*o);
        LevelObject flipped = *o;
        Slope& s = std::get<Slope>(flipped.shape);
        s.rise = s.rise == Rise::Right ? Rise::Left : Rise::Right;
        after.push_back(flipped);
    }
    if (!before.empty())
        doc.push(new ChangeObjectsCommand(doc.level(), before, after, commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Flip slope"))));
}

QString separate(Document& doc, ObjectId moving, ObjectId other)
{
    Level* level = doc.level();
    const LevelObject* a = level->object(moving);
    const LevelObject* b = level->object(other);
    if (!a || !b)
        return Text::tr("The objects no longer exist.");
    const auto c = contact(a->shape, b->shape);
    if (!c)
        return Text::tr("The objects no longer overlap.");
    LevelObject moved = *a;
    moved.shape = translated(a->shape, c->normal * c->depth);
    // Curved contacts come out of a square root: push on by tiny steps until clear.
    for (double extra = 1e-9; overlaps(moved.shape, b->shape) && extra < 1; extra *= 10)
        moved.shape = translated(a->shape, c->normal * (c->depth + extra));
    doc.push(new ChangeObjectsCommand(level, {*a}, {moved}, commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Separate objects"))));
    return {};
}

QString merge(Document& doc, ObjectId ida, ObjectId idb)
{
    Level* level = doc.level();
    const LevelObject* a = level->object(ida);
    const LevelObject* b = level->object(idb);
    if (!a || !b)
        return Text::tr("The objects no longer exist.");
    if (std::holds_alternative<Point>(a->shape) || std::holds_alternative<Point>(b->shape))
        return Text::tr("Markers cannot be merged.");
    // The union outline; a circle's arcs become polygon edges.
    const QPainterPath united = shapePath(a->shape).united(shapePath(b->shape)).simplified();
    const QList<QPolygonF> polygons = united.toFillPolygons();
    if (polygons.size() != 1)
        return Text::tr("The union of these shapes is not one simple polygon.");
    Polygon poly = polygonFromQt(polygons.first());
    if (poly.points.size() < 3)
        return Text::tr("The union of these shapes is degenerate.");
    LevelObject merged = *a;
    merged.id = level->nextObjectId();
    merged.shape = poly;
    const LayerId layer = level->layerOf(ida);
    const int index = level->objectIndex(ida);
    auto* macro = new QUndoCommand(commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Merge objects")));
    new RemoveObjectCommand(level, ida, macro);
    new RemoveObjectCommand(level, idb, macro);
    new AddObjectCommand(level, layer, merged, index, macro);
    doc.push(macro);
    return {};
}

} // namespace ledge::ops
