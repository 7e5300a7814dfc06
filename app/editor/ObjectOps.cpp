#include "ObjectOps.h"

#include "Document.h"
#include "model/CommandText.h"
#include "ShapeGeometry.h"
#include "Style.h"
#include "collision/Overlap.h"
#include "collision/Validity.h"
#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <vector>

namespace ledge::ops {

namespace {
// The translation context of these texts; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ObjectOps)
};

// The outline a merge works on: a circle as a regular polygon whose edges stray at most
// kArcTolerance from the arc. An edge of angle 2a on radius r strays r (1 - cos a), so
// n = ceil(pi / acos(1 - tol / r)) edges keep within tol (8 to 64 of them).
constexpr double kArcTolerance = 0.5;

QPainterPath mergeOutline(const Shape& shape)
{
    const auto* c = std::get_if<Circle>(&shape);
    if (!c || !(c->r > kArcTolerance))
        return shapePath(shape);
    const int n = std::clamp(int(std::ceil(std::numbers::pi / std::acos(1 - kArcTolerance / c->r))), 8, 64);
    QPolygonF poly;
    for (int i = 0; i < n; ++i)
        poly << QPointF(c->x + c->r * std::cos(2 * std::numbers::pi * i / n), c->y + c->r * std::sin(2 * std::numbers::pi * i / n));
    QPainterPath path;
    path.addPolygon(poly);
    path.closeSubpath();
    return path;
}

std::vector<Vec2> cornersOf(const Shape& shape)
{
    std::vector<Vec2> out;
    if (const auto* b = std::get_if<Box>(&shape))
        out = {{b->x, b->y}, {b->x + b->w, b->y}, {b->x + b->w, b->y + b->h}, {b->x, b->y + b->h}};
    else if (const auto* p = std::get_if<Polygon>(&shape))
        out = p->points;
    else if (const auto* s = std::get_if<Slope>(&shape))
        for (Vec2 v : slopeTriangle(*s))
            out.push_back(v);
    return out;
}

// A union outline made tidy: the input shapes' own corners kept exactly, every other vertex
// (edge crossings, arc points) rounded to whole units, repeated and collinear vertices dropped
// (cross product of the two edges at a vertex zero).
Polygon tidyUnion(const Polygon& raw, const std::vector<Vec2>& corners)
{
    std::vector<Vec2> pts;
    for (Vec2 v : raw.points) {
        Vec2 kept{std::round(v.x), std::round(v.y)};
        for (Vec2 c : corners)
            if (std::abs(c.x - v.x) < 1e-6 && std::abs(c.y - v.y) < 1e-6)
                kept = c;
        if (pts.empty() || !(pts.back() == kept))
            pts.push_back(kept);
    }
    while (pts.size() > 1 && pts.front() == pts.back())
        pts.pop_back();
    for (bool changed = true; changed && pts.size() > 3;) {
        changed = false;
        for (std::size_t i = 0; i < pts.size() && pts.size() > 3; ++i) {
            const Vec2 a = pts[(i + pts.size() - 1) % pts.size()];
            const Vec2 b = pts[i];
            const Vec2 c = pts[(i + 1) % pts.size()];
            const double cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
            if (b == a || b == c || std::abs(cross) <= 1e-9 * (std::abs(b.x) + std::abs(b.y) + 1)) {
                pts.erase(pts.begin() + std::ptrdiff_t(i));
                changed = true;
                --i;
            }
        }
    }
    Polygon out;
    out.points = std::move(pts);
    return out;
}
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
    std::vector<ObjectType> types;
    for (ObjectId id : ids)
        if (const LevelObject* o = doc.level()->object(id)) {
            clip.insertObject(1, *o);
            // The custom types the objects use travel with them (another level may lack them).
            const ObjectType* type = findType(doc.level()->objectTypes(), o->type);
            if (type && !findType(types, type->name))
                types.push_back(*type);
        }
    clip.setObjectTypes(types);
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
    // Types the target level lacks come along, in the same undo step; its own types win.
    LevelSettings settings = settingsOf(*level);
    for (const ObjectType& type : clip.level->objectTypes())
        if (!findType(settings.types, type.name))
            settings.types.push_back(type);
    if (settings.types != level->objectTypes())
        new ChangeSettingsCommand(level, settings, macro);
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

QRectF clipBounds(const QByteArray& data)
{
    const LoadResult clip = readLevel(data);
    QRectF out;
    if (clip)
        clip.level->forEachObject([&](const LayerInfo&, const LevelObject& o) { out |= toQt(bounds(o.shape)); });
    return out;
}

QPointF freeOffset(const Document& doc, const QList<ObjectId>& ids)
{
    const Level& level = *doc.level();
    const double cell = level.grid().cellSize;
    std::vector<Aabb> copies;
    for (ObjectId id : ids)
        if (const LevelObject* o = level.object(id))
            copies.push_back(bounds(o->shape));
    // Everything a copy must not meet: every object (the originals too) and every tile.
    std::vector<Aabb> taken;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) { taken.push_back(bounds(o.shape)); });
    const auto interiorsMeet = [](const Aabb& a, const Aabb& b) {
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
    };
    const auto tileIn = [&](const Aabb& b) {
        for (int i = 0; i < level.layerCount(); ++i) {
            if (level.layerAt(i).type != LayerType::Tiles)
                continue;
            const TileGrid& tiles = level.tiles(level.layerAt(i).id);
            if (tiles.cellSize <= 0)
                continue;
            const int c0 = std::max(0, int(std::floor(b.minX / tiles.cellSize)));
            const int c1 = std::min(tiles.columns, int(std::ceil(b.maxX / tiles.cellSize)));
            const int r0 = std::max(0, int(std::floor(b.minY / tiles.cellSize)));
            const int r1 = std::min(tiles.rows, int(std::ceil(b.maxY / tiles.cellSize)));
            for (int r = r0; r < r1; ++r)
                for (int c = c0; c < c1; ++c)
                    if (tiles.at(c, r) != TileKind::Empty)
                        return true;
        }
        return false;
    };
    const Aabb area = level.bounds();
    const auto fits = [&](QPointF offset) {
        for (Aabb b : copies) {
            b = {b.minX + offset.x(), b.minY + offset.y(), b.maxX + offset.x(), b.maxY + offset.y()};
            if (b.minX < area.minX || b.minY < area.minY || b.maxX > area.maxX || b.maxY > area.maxY)
                return false;
            for (const Aabb& t : taken)
                if (interiorsMeet(b, t))
                    return false;
            if (tileIn(b))
                return false;
        }
        return true;
    };
    if (!copies.empty() && cell > 0) {
        const int reach = std::max(level.grid().columns, level.grid().rows);
        for (int k = 1; k <= reach; ++k)
            for (QPointF dir : {QPointF(1, 0), QPointF(-1, 0), QPointF(0, -1), QPointF(0, 1)})
                if (fits(dir * (k * cell)))
                    return dir * (k * cell);
    }
    return {cell, cell};
}

void align(Document& doc, const QList<ObjectId>& ids, Align how)
{
    const Level& level = *doc.level();
    std::vector<LevelObject> before, after;
    Aabb all{};
    bool first = true;
    for (ObjectId id : ids)
        if (const LevelObject* o = level.object(id)) {
            const Aabb b = bounds(o->shape);
            all = first ? b : Aabb{std::min(all.minX, b.minX), std::min(all.minY, b.minY), std::max(all.maxX, b.maxX), std::max(all.maxY, b.maxY)};
            first = false;
            before.push_back(*o);
        }
    if (before.size() < 2)
        return;
    for (const LevelObject& o : before) {
        const Aabb b = bounds(o.shape);
        Vec2 d{0, 0};
        switch (how) {
        case Align::Left: d.x = all.minX - b.minX; break;
        case Align::CentreX: d.x = (all.minX + all.maxX) / 2 - (b.minX + b.maxX) / 2; break;
        case Align::Right: d.x = all.maxX - b.maxX; break;
        case Align::Top: d.y = all.minY - b.minY; break;
        case Align::CentreY: d.y = (all.minY + all.maxY) / 2 - (b.minY + b.maxY) / 2; break;
        case Align::Bottom: d.y = all.maxY - b.maxY; break;
        }
        LevelObject moved = o;
        moved.shape = translated(o.shape, d);
        after.push_back(moved);
    }
    if (before == after)
        return;
    doc.push(new ChangeObjectsCommand(doc.level(), before, after, commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Align objects"))));
}

void distribute(Document& doc, const QList<ObjectId>& ids, Qt::Orientation orientation)
{
    // Sorted by their near edge; the first and last stay, the others move so that every gap
    // between neighbours is (span - sum of sizes) / (n - 1).
    const Level& level = *doc.level();
    const bool horizontal = orientation == Qt::Horizontal;
    std::vector<LevelObject> before;
    for (ObjectId id : ids)
        if (const LevelObject* o = level.object(id))
            before.push_back(*o);
    if (before.size() < 3)
        return;
    const auto lo = [&](const LevelObject& o) { const Aabb b = bounds(o.shape); return horizontal ? b.minX : b.minY; };
    const auto hi = [&](const LevelObject& o) { const Aabb b = bounds(o.shape); return horizontal ? b.maxX : b.maxY; };
    std::stable_sort(before.begin(), before.end(), [&](const LevelObject& a, const LevelObject& b) { return lo(a) < lo(b); });
    double sizes = 0;
    for (const LevelObject& o : before)
        sizes += hi(o) - lo(o);
    const double span = hi(before.back()) - lo(before.front());
    const double gap = (span - sizes) / double(before.size() - 1);
    std::vector<LevelObject> after;
    double at = lo(before.front());
    for (const LevelObject& o : before) {
        LevelObject moved = o;
        const double d = at - lo(o);
        moved.shape = translated(o.shape, horizontal ? Vec2{d, 0} : Vec2{0, d});
        at += hi(o) - lo(o) + gap;
        after.push_back(moved);
    }
    if (before == after)
        return;
    doc.push(new ChangeObjectsCommand(doc.level(), before, after, commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Distribute objects"))));
}

void moveToLayer(Document& doc, const QList<ObjectId>& ids, LayerId layer)
{
    Level* level = doc.level();
    const LayerInfo* info = level->layer(layer);
    if (!info || info->type != LayerType::Objects)
        return;
    auto* macro = new QUndoCommand(commandText("ObjectOps", QT_TRANSLATE_N_NOOP("ObjectOps", "Move %n object(s) to another layer"), int(ids.size())));
    int moved = 0;
    for (ObjectId id : ids) {
        const LevelObject* o = level->object(id);
        if (!o || level->layerOf(id) == layer)
            continue;
        const LevelObject copy = *o;
        new RemoveObjectCommand(level, id, macro);
        new AddObjectCommand(level, layer, copy, -1, macro);
        ++moved;
    }
    if (moved == 0) {
        delete macro;
        return;
    }
    doc.push(macro);
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

namespace {
// Runs a quick fix for an overlap on its two objects, looked up again: the overlap was found
// before the latest edits, which may have removed either. Returns the fix's error message.
template <typename Fix>
QString fixOverlap(Document& doc, ObjectId ida, ObjectId idb, Fix fix)
{
    const LevelObject* a = doc.level()->object(ida);
    const LevelObject* b = doc.level()->object(idb);
    if (!a || !b)
        return Text::tr("The objects no longer exist.");
    return fix(doc.level(), *a, *b);
}
} // namespace

QString separate(Document& doc, ObjectId moving, ObjectId other)
{
    return fixOverlap(doc, moving, other, [&](Level* level, const LevelObject& a, const LevelObject& b) -> QString {
        const auto c = contact(a.shape, b.shape);
        if (!c)
            return Text::tr("The objects no longer overlap.");
        LevelObject moved = a;
        moved.shape = translated(a.shape, c->normal * c->depth);
        // Curved contacts come out of a square root: push on by tiny steps until clear.
        for (double extra = 1e-9; overlaps(moved.shape, b.shape) && extra < 1; extra *= 10)
            moved.shape = translated(a.shape, c->normal * (c->depth + extra));
        doc.push(new ChangeObjectsCommand(level, {a}, {moved}, commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Separate objects"))));
        return {};
    });
}

QString merge(Document& doc, ObjectId ida, ObjectId idb)
{
    return fixOverlap(doc, ida, idb, [&](Level* level, const LevelObject& a, const LevelObject& b) -> QString {
        if (std::holds_alternative<Point>(a.shape) || std::holds_alternative<Point>(b.shape))
            return Text::tr("Markers cannot be merged.");
        // The union outline; a circle's arcs become a few polygon edges.
        const QPainterPath united = mergeOutline(a.shape).united(mergeOutline(b.shape)).simplified();
        const QList<QPolygonF> polygons = united.toFillPolygons();
        if (polygons.size() != 1)
            return Text::tr("The union of these shapes is not one simple polygon.");
        const Polygon raw = polygonFromQt(polygons.first());
        std::vector<Vec2> corners = cornersOf(a.shape);
        for (Vec2 v : cornersOf(b.shape))
            corners.push_back(v);
        Polygon poly = tidyUnion(raw, corners);
        if (checkShape(poly) != ShapeProblem::None)
            poly = raw; // rounding folded it: keep the exact outline
        if (poly.points.size() < 3)
            return Text::tr("The union of these shapes is degenerate.");
        LevelObject merged = a;
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
    });
}

QString applyFix(Document& doc, const IssueFix& fix)
{
    Level* level = doc.level();
    const QString text = commandText("ObjectOps", QT_TRANSLATE_NOOP("ObjectOps", "Apply fix"));
    switch (fix.kind) {
    case IssueFix::Kind::Move: {
        const LevelObject* o = level->object(fix.object);
        if (!o)
            return Text::tr("The object no longer exists.");
        LevelObject moved = *o;
        moved.shape = translated(o->shape, {fix.dx, fix.dy});
        doc.push(new ChangeObjectsCommand(level, {*o}, {moved}, text));
        return {};
    }
    case IssueFix::Kind::Add:
        for (int i = 0; i < level->layerCount(); ++i) {
            const LayerInfo& layer = level->layerAt(i);
            if (layer.type != LayerType::Objects || !layer.collides)
                continue;
            LevelObject o;
            o.id = level->nextObjectId();
            o.role = fix.role;
            o.shape = fix.shape;
            auto* add = new AddObjectCommand(level, layer.id, o);
            add->setText(text);
            doc.push(add);
            return {};
        }
        return Text::tr("The level has no objects layer that collides.");
    case IssueFix::Kind::Remove:
        if (!level->object(fix.object))
            return Text::tr("The object no longer exists.");
        auto* remove = new RemoveObjectCommand(level, fix.object);
        remove->setText(text);
        doc.push(remove);
        return {};
    }
    return {};
}

QString describeFix(const Level& level, const IssueFix& fix)
{
    const auto name = [&](ObjectId id) {
        const LevelObject* o = level.object(id);
        return o ? Text::tr("%1 #%2").arg(style::roleLabel(o->role)).arg(id) : QStringLiteral("#%1").arg(id);
    };
    const auto number = [](double v) { return QLocale().toString(v, 'g', 10); };
    switch (fix.kind) {
    case IssueFix::Kind::Move:
        return Text::tr("Fix: move %1 by (%2, %3)").arg(name(fix.object), number(fix.dx), number(fix.dy));
    case IssueFix::Kind::Add: {
        const Aabb b = bounds(fix.shape);
        return Text::tr("Fix: add a solid step at (%1, %2), %3 by %4")
            .arg(number(b.minX), number(b.minY), number(b.width()), number(b.height()));
    }
    case IssueFix::Kind::Remove: return Text::tr("Fix: remove %1").arg(name(fix.object));
    }
    return {};
}

} // namespace ledge::ops
