#pragma once
// The broad phase: which entries' bounds overlap, over axis-aligned bounds keyed by a dense
// entry id (0, 1, 2, ...). Bounds overlap when their interiors intersect
// (Aabb::overlapsInterior), so bounds that only touch are never reported: the shapes inside
// them cannot overlap either.
//
// A uniform grid with a hybrid "large" list:
// - the cell size is the median entry extent (max of width and height), so a typical entry
//   spans one to four cells; the grid covers the bulk of the entries (outliers are clamped
//   into the border cells, which keeps the answers exact and only costs some speed);
// - each cell holds a slice of one flat slot array, with a copy of every member's bounds, so
//   the all-pairs scan walks memory in order;
// - an entry spanning more than kMaxCellsPerEntry cells (or with infinite bounds) lives in a
//   separate large list and is tested against the grid by a query;
// - a pair (or a query hit) is reported only from the cell holding the minimum corner of the
//   two boxes' intersection, max(a.min, b.min): both boxes contain that cell (cell indices are
//   monotone in the coordinate and the corner is inside both interiors' closures), so each
//   pair is reported exactly once without a "seen" set;
// - entries with a NaN bound overlap nothing (every comparison with NaN is false) and are kept
//   out of everything.
// Bulk build is O(n) after two nth_element passes; insert, remove and move touch only the
// entry's cells; the grid is rebuilt (amortised O(1)) when incremental edits have made it
// a poor fit (the set doubled, or many entries fell outside it or became large).

#include "Vec2.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace ledge {

using EntryId = std::uint32_t;

class SpatialIndex {
public:
    // Entries spanning more cells than this go into the large list.
    static constexpr int kMaxCellsPerEntry = 16;

    SpatialIndex() = default;

    // Replaces everything: entry i gets boxes[i].
    void build(std::span<const Aabb> boxes);
    // Rebuilds the grid for the current entries (ids are kept).
    void rebuild();
    void clear();

    // Adds entry id (which must not be present); ids need not be consecutive, but the index
    // keeps an array as long as the largest id.
    void insert(EntryId id, const Aabb& box);
    // Removes entry id if present.
    void remove(EntryId id);
    // Changes the bounds of a present entry (remove + insert).
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

    // For tests and benchmarks: the grid's shape.
    double cellSize() const { return mCellSize; }
    int columns() const { return mColumns; }
    int rows() const { return mRows; }
    std::size_t largeCount() const { return mLarge.size(); }

private:
    enum class State : std::uint8_t { Absent, Grid, Large, Dead };

    struct CellRange {
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    struct Entry {
        Aabb box;
        CellRange cells;
        std::uint32_t largeIndex = 0; // position in mLarge when State::Large
        State state = State::Absent;
        bool outside = false; // in the grid but (partly) beyond its extent, clamped
    };
    // A member of one cell: a copy of its bounds and its first cell, for the dedup test.
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
    CellRange cellRange(const Aabb& b) const
    {
        return {clampCell((b.minX - mOriginX) * mInvCellSize, mColumns),
                clampCell((b.minY - mOriginY) * mInvCellSize, mRows),
                clampCell((b.maxX - mOriginX) * mInvCellSize, mColumns),
                clampCell((b.maxY - mOriginY) * mInvCellSize, mRows)};
    }
    static long long cellCount(const CellRange& r)
    {
        return static_cast<long long>(r.x1 - r.x0 + 1) * static_cast<long long>(r.y1 - r.y0 + 1);
    }
    bool isOutside(const Aabb& b) const;
    void place(EntryId id);   // puts a present entry into the grid or the large list
    void unplace(EntryId id); // takes it out again
    void addToCell(std::size_t cell, const Slot& slot);
    void compactSlots();
    void maybeRebuild();

    // Visits grid members overlapping box, each once (the dedup rule with the box's own first
    // cell r.x0, r.y0), skipping none.
    template <class Visit> void queryGrid(const Aabb& box, const CellRange& r, Visit&& visit) const;

    std::vector<Entry> mEntries;
    std::vector<CellSlice> mCells; // row-major, mColumns * mRows
    std::vector<Slot> mSlots;
    std::vector<EntryId> mLarge;
    std::size_t mCount = 0;
    std::size_t mGridCount = 0;   // entries in State::Grid
    std::size_t mGarbage = 0;     // slots abandoned by relocated cells
    std::size_t mOutside = 0;     // entries with Entry::outside
    std::size_t mBuiltOutside = 0; // ... at the last build
    std::size_t mBuiltCount = 0;  // entries at the last build
    std::size_t mBuiltLarge = 0;  // large entries at the last build
    double mOriginX = 0.0, mOriginY = 0.0;
    double mCellSize = 1.0, mInvCellSize = 1.0;
    int mColumns = 1, mRows = 1;
};

template <class Visit>
void SpatialIndex::queryGrid(const Aabb& box, const CellRange& r, Visit&& visit) const
{
    if (cellCount(r) > static_cast<long long>(mGridCount)) {
        // Cheaper to test every grid entry once than to walk more cells than there are entries.
        for (EntryId id = 0; id < mEntries.size(); ++id) {
            const Entry& e = mEntries[id];
            if (e.state == State::Grid && e.box.overlapsInterior(box))
                visit(id);
        }
        return;
    }
    for (int y = r.y0; y <= r.y1; ++y) {
        const CellSlice* row = mCells.data() + static_cast<std::size_t>(y) * mColumns;
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
    if (mGridCount > 0)
        queryGrid(box, cellRange(box), visit);
    for (EntryId id : mLarge) {
        if (mEntries[id].box.overlapsInterior(box))
            visit(id);
    }
}

template <class Visit> void SpatialIndex::forEachPair(Visit&& visit) const
{
    if (mCount == 0)
        return;
    // Grid against grid: pairs inside each cell, reported from the minimum-corner cell.
    const CellSlice* cells = mCells.data();
    const Slot* slots = mSlots.data();
    for (int y = 0; y < mRows && mGridCount > 0; ++y) {
        for (int x = 0; x < mColumns; ++x) {
            const CellSlice& c = cells[static_cast<std::size_t>(y) * mColumns + x];
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
    // Large against grid, then large against large.
    for (std::size_t i = 0; i < mLarge.size(); ++i) {
        const EntryId l = mLarge[i];
        const Entry& e = mEntries[l];
        if (mGridCount > 0) {
            queryGrid(e.box, e.cells, [&](EntryId g) {
                if (g < l)
                    visit(g, l);
                else
                    visit(l, g);
            });
        }
        for (std::size_t j = i + 1; j < mLarge.size(); ++j) {
            const EntryId m = mLarge[j];
            if (e.box.overlapsInterior(mEntries[m].box)) {
                if (l < m)
                    visit(l, m);
                else
                    visit(m, l);
            }
        }
    }
}

} // namespace ledge
