#include "NarrowGapRule.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ledge {

namespace {

struct Piece {
    Aabb box;
    ObjectId id = 0; // 0 for tile runs
    LayerId layer = 0;
};

// The pieces in a uniform grid, so that each is paired only with those near it: a sweep along x
// alone paired each with every piece in a band the level's height (20 million pairs at 100,000
// shapes). Pieces whose boxes are not finite (invalid shapes, reported by their own rule) and
// grids too big to keep fall back to that sweep.
class PieceGrid {
public:
    PieceGrid(const std::vector<Piece>& pieces, double pw, double ph) : mPieces(pieces), mReach{pw, ph}
    {
        if (pieces.empty())
            return;
        Aabb extent = pieces.front().box;
        for (const Piece& p : pieces) {
            if (!std::isfinite(p.box.minX + p.box.minY + p.box.maxX + p.box.maxY))
                return;
            extent = extent.united(p.box);
        }
        // About two pieces per cell, and at most four million cells.
        const double area = std::max(1.0, extent.width()) * std::max(1.0, extent.height());
        mCell = std::max({std::sqrt(2 * area / double(pieces.size())), std::sqrt(area / 4e6), 1.0});
        mOrigin = {extent.minX, extent.minY};
        mColumns = int(extent.width() / mCell) + 1;
        mRows = int(extent.height() / mCell) + 1;
        mStart.assign(std::size_t(mColumns) * std::size_t(mRows) + 1, 0);
        for (const Piece& p : pieces)
            eachCell(p.box, [&](std::size_t c) { ++mStart[c]; });
        for (std::size_t c = 0; c + 1 < mStart.size(); ++c)
            mStart[c + 1] += mStart[c];
        mItems.resize(mStart.back());
        for (std::size_t i = pieces.size(); i-- > 0;)
            eachCell(pieces[i].box, [&](std::size_t c) { mItems[--mStart[c]] = std::uint32_t(i); });
        mSeen.assign(pieces.size(), kNone);
        mGridded = true;
    }

    // The pieces j > i, in order, whose boxes start before piece i's right edge plus the
    // player's width and come within its width and height of piece i.
    void pairsOf(std::size_t i, std::vector<std::size_t>& out)
    {
        out.clear();
        const Aabb& a = mPieces[i].box;
        const auto paired = [&](std::size_t j) {
            const Aabb& b = mPieces[j].box;
            return b.minX < a.maxX + mReach.x && b.maxX > a.minX - mReach.x && b.minY < a.maxY + mReach.y
                   && b.maxY > a.minY - mReach.y;
        };
        if (!mGridded) {
            for (std::size_t j = i + 1; j < mPieces.size() && mPieces[j].box.minX < a.maxX + mReach.x; ++j)
                out.push_back(j);
            return;
        }
        const Aabb around{a.minX - mReach.x, a.minY - mReach.y, a.maxX + mReach.x, a.maxY + mReach.y};
        eachCell(around, [&](std::size_t c) {
            for (std::uint32_t k = mStart[c]; k < mStart[c + 1]; ++k) {
                const std::uint32_t j = mItems[k];
                if (j > i && mSeen[j] != i && paired(j)) {
                    mSeen[j] = std::uint32_t(i);
                    out.push_back(j);
                }
            }
        });
        std::sort(out.begin(), out.end());
    }

private:
    static constexpr std::uint32_t kNone = ~std::uint32_t(0);

    template <typename F>
    void eachCell(const Aabb& box, F&& f) const
    {
        const auto cell = [&](double v, double origin, int count) {
            return std::clamp(int(std::floor((v - origin) / mCell)), 0, count - 1);
        };
        const int c0 = cell(box.minX, mOrigin.x, mColumns), c1 = cell(box.maxX, mOrigin.x, mColumns);
        const int r0 = cell(box.minY, mOrigin.y, mRows), r1 = cell(box.maxY, mOrigin.y, mRows);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                f(std::size_t(r) * std::size_t(mColumns) + std::size_t(c));
    }

    const std::vector<Piece>& mPieces;
    const Vec2 mReach;
    bool mGridded = false;
    double mCell = 1;
    Vec2 mOrigin;
    int mColumns = 0, mRows = 0;
    std::vector<std::uint32_t> mStart; // per cell, where its pieces start in mItems
    std::vector<std::uint32_t> mItems;
    std::vector<std::uint32_t> mSeen; // per piece, the last piece it was paired with
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
    // In order of the left edges: a gap is only between pieces whose x ranges come within the
    // player's width, so piece i is paired with the pieces j > i starting before a.maxX + pw.
    std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.box.minX < b.box.minX; });
    PieceGrid grid(pieces, pw, ph);
    std::vector<Issue> issues;
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Aabb& a = pieces[i].box;
        grid.pairsOf(i, near);
        for (std::size_t j : near) {
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
