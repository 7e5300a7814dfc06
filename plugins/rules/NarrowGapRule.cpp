#include "NarrowGapRule.h"

#include <QCoreApplication>

#include <algorithm>

namespace ledge {

namespace {

struct Piece {
    Aabb box;
    ObjectId id = 0; // 0 for tile runs
    LayerId layer = 0;
};

} // namespace

QString NarrowGapRule::description() const
{
    return tr("Two solids leave a gap narrower than the player without touching.");
}

std::vector<Issue> NarrowGapRule::run(const Level& level) const
{
    std::vector<Piece> pieces;
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (!info.collides)
            continue;
        if (info.type == LayerType::Tiles) {
            const TileGrid& grid = level.tiles(info.id);
            for (const CellRect& r : mergeCells(grid))
                if (r.kind == TileKind::Solid)
                    pieces.push_back({{r.column0 * grid.cellSize, r.row0 * grid.cellSize, r.column1 * grid.cellSize,
                                       r.row1 * grid.cellSize},
                                      0, info.id});
            continue;
        }
        for (ObjectId id : level.objectIds(info.id)) {
            const LevelObject* o = level.object(id);
            if (o && (o->role == Role::Solid || o->role == Role::OneWay))
                pieces.push_back({bounds(o->shape), id, info.id});
        }
    }
    const double pw = level.player().width, ph = level.player().height;
    // Sweep along x: only pieces whose x ranges come within the player's width can form a gap.
    std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.box.minX < b.box.minX; });
    std::vector<Issue> issues;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Aabb& a = pieces[i].box;
        for (std::size_t j = i + 1; j < pieces.size() && pieces[j].box.minX < a.maxX + pw; ++j) {
            const Aabb& b = pieces[j].box;
            if (pieces[i].id == 0 && pieces[j].id == 0)
                continue; // tile runs of a grid: their gaps are whole cells, drawn on purpose
            // Positive: the boxes are that far apart along the axis; <= 0: their ranges meet.
            const double gapX = std::max(a.minX - b.maxX, b.minX - a.maxX);
            const double gapY = std::max(a.minY - b.maxY, b.minY - a.maxY);
            double gap = 0;
            QString axis;
            if (gapY < 0 && gapX > 0 && gapX < pw) {
                gap = gapX;
                axis = tr("wide");
            } else if (gapX < 0 && gapY > 0 && gapY < ph) {
                gap = gapY;
                axis = tr("high");
            } else {
                continue;
            }
            Issue issue;
            issue.code = code();
            issue.severity = defaultSeverity();
            for (const Piece* p : {&pieces[i], &pieces[j]})
                if (p->id)
                    issue.objects.push_back(p->id);
            std::sort(issue.objects.begin(), issue.objects.end());
            QStringList names;
            for (ObjectId id : issue.objects)
                names << QStringLiteral("#%1").arg(id);
            if (issue.objects.size() < 2)
                names << tr("tiles");
            issue.message = tr("%1 and %2 leave a gap %3 units %4, too narrow for the player")
                                .arg(names.value(0), names.value(1))
                                .arg(gap)
                                .arg(axis);
            issue.focus = {std::min(a.minX, b.minX), std::min(a.minY, b.minY), std::max(a.maxX, b.maxX),
                           std::max(a.maxY, b.maxY)};
            issues.push_back(std::move(issue));
        }
    }
    std::sort(issues.begin(), issues.end(), [](const Issue& a, const Issue& b) { return a.objects < b.objects; });
    return issues;
}

} // namespace ledge
