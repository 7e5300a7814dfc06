#pragma once
// The broad phase: which entries' bounds overlap, over axis-aligned bounds keyed by a dense
// entry id (0, 1, 2, ...). Bounds overlap when their interiors intersect
// (Aabb::overlapsInterior), so bounds that only touch are never reported: the shapes inside
// them cannot overlap either.
//
// A hierarchy of uniform grids over flat arrays:
// - level 0's cell size is the median entry extent (max of width and height), so a typical
//   entry spans one to four cells; each further level has cells kLevelRatio times larger, up
//   to a last level of a single cell. An entry lives on the finest level where it spans at
//   most kMaxCellsPerEntry cells, so a floor 2048 units wide neither fills hundreds of small
//   cells nor sits in a list that every query scans;
// - the grids cover the bulk of the entries (a few outliers each side are left out and
//   clamped into the border cells: that keeps every answer exact and only costs some speed);
// - each cell is a slice of one flat slot array holding a copy of every member's bounds, so
//   the all-pairs scan walks memory in order and allocates nothing;
// - a pair (or a query hit) is reported only from the cell holding the minimum corner of the
//   two boxes' intersection, max(a.min, b.min). Cell indices are monotone in the coordinate
//   (clamping included) and that corner lies in both closed boxes, so both boxes cover that
//   cell: each pair is reported exactly once, without a "seen" set. Pairs across levels come
//   from each entry querying the coarser levels;
// - entries with a NaN bound overlap nothing (every comparison with NaN is false) and are kept
//   out of the grids. Infinite and huge bounds clamp to the border and rise to coarse levels.
// Bulk build is O(n) after a few nth_element passes; insert, remove and move touch only the
// entry's cells; the grids are rebuilt (amortised O(1)) when incremental edits have made them
// a poor fit (the set doubled or shrank to a quarter, or many entries fell outside).

#include "Vec2.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace ledge {

using EntryId = std::uint32_t;

class SpatialIndex {
public:
    // An entry spanning more cells than this goes one level up.
    static constexpr int kMaxCellsPerEntry = 16;
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
    const Aabb& bounds(EntryId id) const { return mEntries[id].box; }
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

    struct CellRange {
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    struct Entry {
        Aabb box;
        CellRange cells;         // on its level
        std::uint8_t level = 0;
        State state = State::Absent;
        bool outside = false;    // (partly) beyond the grids' extent, clamped
    };
    // A member of one cell: a copy of its bounds and its first cell, for the dedup rule.
    struct Slot {
        Aabb box;
        EntryId id = 0;
        int x0 = 0, y0 = 0;
    };
    struct CellSlice {
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
        std::uint32_t capacity = 0;
    };
    struct Level {
        double cellSize = 1.0;
        double invCellSize = 1.0;
        int columns = 1;
        int rows = 1;
        std::size_t firstCell = 0; // into mCells
        std::size_t count = 0;     // entries on this level
    };

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
    CellRange cellRange(const Level& l, const Aabb& b) const
    {
        return {clampCell((b.minX - mOriginX) * l.invCellSize, l.columns),
                clampCell((b.minY - mOriginY) * l.invCellSize, l.rows),
                clampCell((b.maxX - mOriginX) * l.invCellSize, l.columns),
                clampCell((b.maxY - mOriginY) * l.invCellSize, l.rows)};
    }
    static long long cellCount(const CellRange& r)
    {
        return static_cast<long long>(r.x1 - r.x0 + 1) * static_cast<long long>(r.y1 - r.y0 + 1);
    }
    // The finest level where the box spans few enough cells, and its cells there.
    std::size_t levelFor(const Aabb& b, CellRange& cells) const;
    bool isOutside(const Aabb& b) const;
    void place(EntryId id);   // puts a present entry into the grids
    void unplace(EntryId id); // takes it out again
    void addToCell(std::size_t cell, const Slot& slot);
    void removeFromCell(std::size_t cell, EntryId id);
    void updateInCell(std::size_t cell, const Slot& slot); // the slot with the same id
    void compactSlots();
    void maybeRebuild();

    // Visits the members of one level overlapping box (cells r on that level), each once.
    template <class Visit>
    void queryLevel(std::size_t level, const Aabb& box, const CellRange& r, Visit&& visit) const;

    std::vector<Entry> mEntries;
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
void SpatialIndex::queryLevel(std::size_t level, const Aabb& box, const CellRange& r,
                              Visit&& visit) const
{
    const Level& l = mLevels[level];
    if (cellCount(r) > static_cast<long long>(mEntries.size())) {
        // Cheaper to test every entry than to walk more cells than there are entries.
        for (EntryId id = 0; id < mEntries.size(); ++id) {
            const Entry& e = mEntries[id];
            if (e.state == State::Placed && e.level == level && e.box.overlapsInterior(box))
                visit(id);
        }
        return;
    }
    for (int y = r.y0; y <= r.y1; ++y) {
        const CellSlice* row = mCells.data() + l.firstCell + static_cast<std::size_t>(y) * l.columns;
        for (int x = r.x0; x <= r.x1; ++x) {
            const CellSlice& c = row[x];
            const Slot* s = mSlots.data() + c.begin;
            for (std::uint32_t i = 0; i < c.count; ++i) {
                // Report in the cell of the intersection's minimum corner only.
                if (std::max(s[i].x0, r.x0) == x && std::max(s[i].y0, r.y0) == y
                    && s[i].box.overlapsInterior(box))
                    visit(s[i].id);
            }
        }
    }
}

template <class Visit> void SpatialIndex::query(const Aabb& box, Visit&& visit) const
{
    if (mCount == 0 || hasNaN(box))
        return;
    for (std::size_t l = 0; l < mLevels.size(); ++l)
        if (mLevels[l].count > 0)
            queryLevel(l, box, cellRange(mLevels[l], box), visit);
}

template <class Visit> void SpatialIndex::forEachPair(Visit&& visit) const
{
    if (mCount == 0)
        return;
    // Pairs on one level: inside each cell, reported from the minimum-corner cell.
    std::size_t usedLevels = 0;
    for (const Level& l : mLevels) {
        if (l.count == 0)
            continue;
        ++usedLevels;
        const CellSlice* cells = mCells.data() + l.firstCell;
        const Slot* slots = mSlots.data();
        for (int y = 0; y < l.rows; ++y) {
            for (int x = 0; x < l.columns; ++x) {
                const CellSlice& c = cells[static_cast<std::size_t>(y) * l.columns + x];
                if (c.count < 2)
                    continue;
                const Slot* s = slots + c.begin;
                for (std::uint32_t i = 0; i + 1 < c.count; ++i) {
                    const Slot& a = s[i];
                    for (std::uint32_t j = i + 1; j < c.count; ++j) {
                        const Slot& b = s[j];
                        if (std::max(a.x0, b.x0) == x && std::max(a.y0, b.y0) == y
                            && a.box.overlapsInterior(b.box)) {
                            if (a.id < b.id)
                                visit(a.id, b.id);
                            else
                                visit(b.id, a.id);
                        }
                    }
                }
            }
        }
    }
    if (usedLevels < 2)
        return;
    // Pairs across levels: every entry queries the coarser levels.
    for (EntryId id = 0; id < mEntries.size(); ++id) {
        const Entry& e = mEntries[id];
        if (e.state != State::Placed)
            continue;
        for (std::size_t m = e.level + 1u; m < mLevels.size(); ++m) {
            if (mLevels[m].count == 0)
                continue;
            queryLevel(m, e.box, cellRange(mLevels[m], e.box), [&](EntryId other) {
                if (id < other)
                    visit(id, other);
                else
                    visit(other, id);
            });
        }
    }
}

} // namespace ledge
