#include "CollisionExport.h"

#include "collision/Validity.h"
#include "model/JsonWriter.h"

#include <algorithm>
#include <tuple>

namespace ledge::collisionexport {

namespace {

// Joins boxes that share a whole edge: first along rows (same top and height, touching sides),
// then along columns (same left and width, touching tops). Each join replaces two boxes by
// their union, so the union of all never changes; boxes that overlap are left as they are.
std::vector<Box> mergeBoxes(std::vector<Box> boxes)
{
    const auto pass = [](std::vector<Box>& in, bool alongX) {
        std::sort(in.begin(), in.end(), [&](const Box& a, const Box& b) {
            return alongX ? std::tie(a.y, a.h, a.x, a.w) < std::tie(b.y, b.h, b.x, b.w)
                          : std::tie(a.x, a.w, a.y, a.h) < std::tie(b.x, b.w, b.y, b.h);
        });
        std::vector<Box> out;
        for (const Box& b : in) {
            if (!out.empty()) {
                Box& last = out.back();
                if (alongX && last.y == b.y && last.h == b.h && last.x + last.w == b.x) {
                    last.w = b.x + b.w - last.x;
                    continue;
                }
                if (!alongX && last.x == b.x && last.w == b.w && last.y + last.h == b.y) {
                    last.h = b.y + b.h - last.y;
                    continue;
                }
            }
            out.push_back(b);
        }
        in = std::move(out);
    };
    pass(boxes, true);
    pass(boxes, false);
    return boxes;
}

} // namespace

std::vector<Piece> collisionPieces(const Level& level)
{
    std::vector<Piece> out;
    for (Role role : {Role::Solid, Role::OneWay, Role::Hazard}) {
        std::vector<Box> boxes;
        std::vector<Shape> others;
        for (int i = 0; i < level.layerCount(); ++i) {
            const LayerInfo& layer = level.layerAt(i);
            if (!layer.collides)
                continue;
            if (layer.type == LayerType::Tiles) {
                const TileGrid& grid = level.tiles(layer.id);
                const TileKind kind = role == Role::Solid ? TileKind::Solid
                                    : role == Role::OneWay ? TileKind::OneWay
                                                           : TileKind::Hazard;
                const double s = grid.cellSize;
                for (const CellRect& r : mergeCells(grid))
                    if (r.kind == kind)
                        boxes.push_back({r.column0 * s, r.row0 * s, (r.column1 - r.column0) * s, (r.row1 - r.row0) * s});
                continue;
            }
            for (ObjectId id : level.objectIds(layer.id)) {
                const LevelObject* o = level.object(id);
                if (!o || o->role != role || checkShape(o->shape) != ShapeProblem::None)
                    continue;
                if (const Box* b = std::get_if<Box>(&o->shape))
                    boxes.push_back(*b);
                else if (const Slope* s = std::get_if<Slope>(&o->shape)) {
                    const auto t = slopeTriangle(*s);
                    others.push_back(Polygon{{t.begin(), t.end()}});
                } else if (!std::holds_alternative<Point>(o->shape))
                    others.push_back(o->shape);
            }
        }
        for (const Box& b : mergeBoxes(std::move(boxes)))
            out.push_back({role, b});
        for (Shape& s : others)
            out.push_back({role, std::move(s)});
    }
    return out;
}

QByteArray collisionJson(const Level& level)
{
    const std::vector<Piece> pieces = collisionPieces(level);
    JsonWriter w;
    w.reserve(qsizetype(pieces.size()) * 80 + 200);
    w.beginObject();
    w.key("format");
    w.string(QStringLiteral("ledge-collision"));
    w.key("version");
    w.integer(1);
    const Aabb b = level.bounds();
    w.key("bounds");
    w.beginArray(true);
    for (double v : {b.minX, b.minY, b.maxX, b.maxY})
        w.number(v);
    w.endArray();
    w.key("shapes");
    w.beginArray();
    for (const Piece& p : pieces) {
        w.beginObject(true);
        w.key("role");
        w.string(roleName(p.role));
        if (const Box* box = std::get_if<Box>(&p.shape)) {
            w.key("type"), w.string(QStringLiteral("box"));
            w.key("x"), w.number(box->x);
            w.key("y"), w.number(box->y);
            w.key("w"), w.number(box->w);
            w.key("h"), w.number(box->h);
        } else if (const Circle* c = std::get_if<Circle>(&p.shape)) {
            w.key("type"), w.string(QStringLiteral("circle"));
            w.key("x"), w.number(c->x);
            w.key("y"), w.number(c->y);
            w.key("r"), w.number(c->r);
        } else if (const Polygon* poly = std::get_if<Polygon>(&p.shape)) {
            w.key("type"), w.string(QStringLiteral("polygon"));
            w.key("points");
            w.beginArray(true);
            for (Vec2 q : poly->points) {
                w.beginArray(true);
                w.number(q.x);
                w.number(q.y);
                w.endArray();
            }
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.finish();
}

} // namespace ledge::collisionexport
