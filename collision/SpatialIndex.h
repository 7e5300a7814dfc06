#pragma once
// The broad phase: which entries' bounds overlap, over axis-aligned bounds keyed by a dense
// entry id (0, 1, 2, ...). Bounds overlap when their interiors intersect
// (Aabb::overlapsInterior), so bounds that only touch are never reported: the shapes inside
// them cannot overlap either.
//
// A hierarchy of loose uniform grids over flat arrays:
// - level 0's cells are about as large as most entries (a high quantile of the entries'
//   extents); each further level has cells kLevelRatio times larger, up to a last level of a
//   single cell;
// - an entry lives in exactly one cell: the cell of its minimum corner, on the finest level
//   where its maximum corner falls in the same or the next cell along each axis. With cell(v)
//   the (clamped, monotone) cell index of a coordinate, that means
//   cell(max) <= cell(min) + 1. So a moving entry leaves one cell and joins one, and a small
//   drag only rewrites its copy in place;
// - if a and b overlap, a.min < b.max and b.min < a.max, so by monotonicity
//   cell(a.min) <= cell(b.max) <= cell(b.min) + 1 and the other way round: their cells are
//   neighbours (or the same). All pairs = pairs inside each cell + pairs between each cell
//   and its four "forward" neighbours, each found once, with no "seen" set. A query box q
//   walks the cells [cell(q.min) - 1, cell(q.max)] of each level;
// - each cell is a slice of one flat slot array holding a copy of its members' bounds, so
//   the scans walk memory in order and allocate nothing;
// - the grids cover the bulk of the entries; a few outliers each side are clamped into the
//   border cells (exact answers, some speed lost). Entries with a NaN bound overlap nothing
//   (every comparison with NaN is false) and are kept out; infinite and huge bounds rise to
//   the coarse levels.
// Bulk build is O(n) after a few nth_element passes; insert, remove and move touch one or two
// cells; the grids are rebuilt (amortised O(1)) when incremental edits have made them a poor
// fit (the set doubled or shrank to a quarter, or many entries fell outside).

#include "collision/CollisionExport.h"
#include "Vec2.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

namespace ledge {

using EntryId = std::uint32_t;

class LEDGE_COLLISION_EXPORT SpatialIndex {
public:
    // Cell size ratio between consecutive levels.
    static constexpr int kLevelRatio = 4;

    SpatialIndex() = default;

    // Replaces everything: entry i gets boxes[i].
    void build(std::span<const Aabb> boxes);
    // Rebuilds the grids for the current entries (ids are kept).
    void rebuild();
    void clear();

    // Adds entry id, or moves it if present. Ids need not be consecutive, but the index keeps
    // an array as long as the largest id.
    void insert(EntryId id, const Aabb& box);
    // Removes entry id if present.
    void remove(EntryId id);
    // Changes the bounds of entry id (inserts it if absent).
    void move(EntryId id, const Aabb& box);

    bool contains(EntryId id) const
    {
        return id < mEntries.size() && mEntries[id].state != State::Absent;
    }
    const Aabb& bounds(EntryId id) const { return mBoxes[id]; }
    std::size_t size() const { return mCount; }
    bool empty() const { return mCount == 0; }

    // Calls visit(EntryId) once for every entry whose bounds' interior overlaps box.
    template <class Visit> void query(const Aabb& box, Visit&& visit) const;
    // Calls visit(EntryId a, EntryId b), a < b, once for every pair of entries whose bounds'
    // interiors overlap.
    template <class Visit> void forEachPair(Visit&& visit) const;

    // Conveniences over the two above (they append to out).
    void query(const Aabb& box, std::vector<EntryId>& out) const;
    void pairs(std::vector<std::pair<EntryId, EntryId>>& out) const;

    // For tests and benchmarks: the grids' shape.
    double cellSize() const { return mLevels.empty() ? 0.0 : mLevels.front().cellSize; }
    int levelCount() const { return static_cast<int>(mLevels.size()); }
    std::size_t entriesOnLevel(int level) const { return mLevels[static_cast<std::size_t>(level)].count; }

private:
    enum class State : std::uint8_t { Absent, Placed, Dead };

    // Where an entry lives: 8 bytes, so the array stays in cache better than the boxes.
    struct Entry {
        std::uint32_t cell = 0;  // index into mCells
        std::uint8_t level = 0;
        State state = State::Absent;
        bool outside = false;    // (partly) beyond the grids' extent, clamped
    };
    // A member of one cell: a copy of its bounds.
    struct Slot {
        Aabb box;
        EntryId id = 0;
    };
    struct CellSlice {
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
        std::uint32_t capacity = 0;
        // At least the largest maxX / maxY of the members (floats rounded up; never lowered
        // by a removal until the next rebuild or compaction). A query whose box starts at or
        // beyond it skips the members without reading them: most of the neighbour cells that
        // the loose grid makes a query visit.
        float reachX = -std::numeric_limits<float>::infinity();
        float reachY = -std::numeric_limits<float>::infinity();
        void widen(const Aabb& b)
        {
            reachX = std::max(reachX, roundUp(b.maxX));
            reachY = std::max(reachY, roundUp(b.maxY));
        }
    };
    struct Level {
        double cellSize = 1.0;
        double invCellSize = 1.0;
        int columns = 1;
        int rows = 1;
        std::size_t firstCell = 0; // into mCells
        std::size_t count = 0;     // entries on this level
    };
    struct CellRange {
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };

    // The least float >= v.
    static float roundUp(double v)
    {
        const float f = static_cast<float>(v);
        return static_cast<double>(f) < v ? std::nextafter(f, std::numeric_limits<float>::infinity()) : f;
    }
    static bool hasNaN(const Aabb& b)
    {
        return b.minX != b.minX || b.minY != b.minY || b.maxX != b.maxX || b.maxY != b.maxY;
    }
    static int clampCell(double t, int n)
    {
        // t may be huge or infinite: clamp as a double before converting.
        if (!(t >= 0.0))
            return 0;
        if (t >= static_cast<double>(n - 1))
            return n - 1;
        return static_cast<int>(t);
    }
    int cellX(const Level& l, double x) const { return clampCell((x - mOriginX) * l.invCellSize, l.columns); }
    int cellY(const Level& l, double y) const { return clampCell((y - mOriginY) * l.invCellSize, l.rows); }
    // The cells of a level that may hold entries overlapping b.
    CellRange queryRange(const Level& l, const Aabb& b) const
    {
        return {std::max(0, cellX(l, b.minX) - 1), std::max(0, cellY(l, b.minY) - 1), cellX(l, b.maxX),
                cellY(l, b.maxY)};
    }
    static long long cellCount(const CellRange& r)
    {
        return static_cast<long long>(r.x1 - r.x0 + 1) * static_cast<long long>(r.y1 - r.y0 + 1);
    }
    // The level and cell (index into mCells) an entry with bounds b belongs in.
    std::pair<std::size_t, std::uint32_t> home(const Aabb& b) const;
    bool isOutside(const Aabb& b) const;
    void place(EntryId id);   // puts a present entry into the grids
    void unplace(EntryId id); // takes it out again
    void file(EntryId id);    // a present entry in no cell, its box set: dead or placed
    void addToCell(std::size_t cell, const Slot& slot);
    void removeFromCell(std::size_t cell, EntryId id);
    void updateInCell(std::size_t cell, const Slot& slot); // the slot with the same id
    void compactSlots();
    void maybeRebuild();

    // Visits the members of one level overlapping box, each once.
    template <class Visit> void queryLevel(std::size_t level, const Aabb& box, Visit&& visit) const;
    // Calls visit(slot) for every member of a level.
    template <class Visit> void forEachOnLevel(std::size_t level, Visit&& visit) const;

    std::vector<Entry> mEntries;
    std::vector<Aabb> mBoxes; // by entry id, beside mEntries
    std::vector<Level> mLevels;
    std::vector<CellSlice> mCells; // every level's cells, row-major, level after level
    std::vector<Slot> mSlots;
    std::size_t mCount = 0;        // present entries (placed or dead)
    std::size_t mGarbage = 0;      // slots abandoned by relocated cells
    // Slices left by relocated cells, by log2 of their (power-of-two) capacity, for reuse.
    std::array<std::vector<std::uint32_t>, 32> mFreeSlices;
    std::size_t mOutside = 0;      // entries with Entry::outside
    std::size_t mBuiltCount = 0;   // entries at the last build
    std::size_t mBuiltOutside = 0; // ... of them outside
    double mOriginX = 0.0, mOriginY = 0.0;
    double mExtentX = 1.0, mExtentY = 1.0;
};

template <class Visit>
void SpatialIndex::queryLevel(std::size_t level, const Aabb& box, Visit&& visit) const
{
    const Level& l = mLevels[level];
    const CellRange r = queryRange(l, box);
    if (cellCount(r) > static_cast<long long>(mEntries.size())) {
        // Cheaper to test every entry than to walk more cells than there are entries.
        for (EntryId id = 0; id < mEntries.size(); ++id) {
            const Entry& e = mEntries[id];
            if (e.state == State::Placed && e.level == level && mBoxes[id].overlapsInterior(box))
                visit(id);
        }
        return;
    }
    for (int y = r.y0; y <= r.y1; ++y) {
        const CellSlice* row = mCells.data() + l.firstCell + static_cast<std::size_t>(y) * l.columns;
        for (int x = r.x0; x <= r.x1; ++x) {
            const CellSlice& c = row[x];
            if (c.count == 0 || static_cast<double>(c.reachX) <= box.minX
                || static_cast<double>(c.reachY) <= box.minY)
                continue;
            const Slot* s = mSlots.data() + c.begin;
            for (std::uint32_t i = 0; i < c.count; ++i)
                if (s[i].box.overlapsInterior(box))
                    visit(s[i].id);
        }
    }
}

template <class Visit> void SpatialIndex::forEachOnLevel(std::size_t level, Visit&& visit) const
{
    const Level& l = mLevels[level];
    const std::size_t end = l.firstCell + static_cast<std::size_t>(l.columns) * l.rows;
    for (std::size_t c = l.firstCell; c < end; ++c) {
        const Slot* s = mSlots.data() + mCells[c].begin;
        for (std::uint32_t i = 0; i < mCells[c].count; ++i)
            visit(s[i]);
    }
}

template <class Visit> void SpatialIndex::query(const Aabb& box, Visit&& visit) const
{
    if (mCount == 0 || hasNaN(box))
        return;
    for (std::size_t l = 0; l < mLevels.size(); ++l)
        if (mLevels[l].count > 0)
            queryLevel(l, box, visit);
}

template <class Visit> void SpatialIndex::forEachPair(Visit&& visit) const
{
    if (mCount == 0)
        return;
    auto report = [&visit](EntryId a, EntryId b) {
        if (a < b)
            visit(a, b);
        else
            visit(b, a);
    };
    // Pairs on one level: inside each cell, and between each cell and its forward neighbours
    // (right; below-left, below, below-right), so every neighbouring pair of cells once.
    for (const Level& l : mLevels) {
        if (l.count == 0)
            continue;
        const CellSlice* cells = mCells.data() + l.firstCell;
        const Slot* slotData = mSlots.data();
        auto across = [&](const Slot* a, std::uint32_t na, const CellSlice& other) {
            const Slot* b = slotData + other.begin;
            for (std::uint32_t i = 0; i < na; ++i)
                for (std::uint32_t j = 0; j < other.count; ++j)
                    if (a[i].box.overlapsInterior(b[j].box))
                        report(a[i].id, b[j].id);
        };
        for (int y = 0; y < l.rows; ++y) {
            const CellSlice* row = cells + static_cast<std::size_t>(y) * l.columns;
            const CellSlice* below = y + 1 < l.rows ? row + l.columns : nullptr;
            for (int x = 0; x < l.columns; ++x) {
                const CellSlice& c = row[x];
                if (c.count == 0)
                    continue;
                const Slot* s = slotData + c.begin;
                for (std::uint32_t i = 0; i + 1 < c.count; ++i)
                    for (std::uint32_t j = i + 1; j < c.count; ++j)
                        if (s[i].box.overlapsInterior(s[j].box))
                            report(s[i].id, s[j].id);
                if (x + 1 < l.columns)
                    across(s, c.count, row[x + 1]);
                if (below) {
                    if (x > 0)
                        across(s, c.count, below[x - 1]);
                    across(s, c.count, below[x]);
                    if (x + 1 < l.columns)
                        across(s, c.count, below[x + 1]);
                }
            }
        }
    }
    // Pairs across levels l < m: the members of one level query the other, whichever walks
    // fewer cells (a fine entry meets about 4 coarse cells; a coarse one about
    // (3 * ratio^(m - l))^2 fine cells).
    for (std::size_t l = 0; l < mLevels.size(); ++l) {
        if (mLevels[l].count == 0)
            continue;
        double span = 3.0;
        for (std::size_t m = l + 1; m < mLevels.size(); ++m) {
            span *= kLevelRatio;
            if (mLevels[m].count == 0)
                continue;
            const double fineCost = 4.0 * static_cast<double>(mLevels[l].count);
            const double coarseCost = std::min(span * span, static_cast<double>(mLevels[l].columns) * mLevels[l].rows)
                * static_cast<double>(mLevels[m].count);
            if (coarseCost < fineCost)
                forEachOnLevel(m, [&](const Slot& s) {
                    queryLevel(l, s.box, [&](EntryId other) { report(s.id, other); });
                });
            else
                forEachOnLevel(l, [&](const Slot& s) {
                    queryLevel(m, s.box, [&](EntryId other) { report(s.id, other); });
                });
        }
    }
}

} // namespace ledge
