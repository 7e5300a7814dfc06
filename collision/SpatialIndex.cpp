#include "SpatialIndex.h"

#include <cassert>
#include <cmath>

namespace ledge {

namespace {

bool isFinite(const Aabb& b)
{
    return std::isfinite(b.minX) && std::isfinite(b.minY) && std::isfinite(b.maxX)
        && std::isfinite(b.maxY);
}

// The value of rank floor(q * (n - 1)) in v (reorders v).
double quantile(std::vector<double>& v, double q)
{
    const auto k = static_cast<std::ptrdiff_t>(q * static_cast<double>(v.size() - 1));
    std::nth_element(v.begin(), v.begin() + k, v.end());
    return v[static_cast<std::size_t>(k)];
}

// Grid cells per entry at most this factor times the entry count (plus a constant): bounds the
// memory and the all-pairs walk over empty cells.
constexpr double kCellsPerEntry = 8.0;
// Share of entries cut off each side when choosing the grid's extent: a few far-away entries
// must not stretch the grid over empty space (they are clamped into the border cells).
constexpr double kOutlierShare = 0.002;

} // namespace

void SpatialIndex::clear()
{
    *this = SpatialIndex();
}

void SpatialIndex::build(std::span<const Aabb> boxes)
{
    mEntries.assign(boxes.size(), Entry{});
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        mEntries[i].box = boxes[i];
        mEntries[i].state = hasNaN(boxes[i]) ? State::Dead : State::Grid;
    }
    mCount = boxes.size();
    rebuild();
}

void SpatialIndex::rebuild()
{
    // 1. The grid's shape from the finite entries: cell size = median extent, extent = the
    //    bulk of the boxes.
    std::vector<double> extents;
    std::vector<double> lows;
    std::vector<double> highs;
    extents.reserve(mCount);
    for (const Entry& e : mEntries) {
        if (e.state == State::Absent || e.state == State::Dead || !isFinite(e.box))
            continue;
        extents.push_back(std::max(e.box.width(), e.box.height()));
    }
    double minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0;
    double cell = 1.0;
    const std::size_t finite = extents.size();
    if (finite > 0) {
        cell = quantile(extents, 0.5);
        lows.reserve(finite);
        highs.reserve(finite);
        auto bound = [&](double Aabb::*lo, double Aabb::*hi, double& outLo, double& outHi) {
            lows.clear();
            highs.clear();
            for (const Entry& e : mEntries) {
                if (e.state == State::Absent || e.state == State::Dead || !isFinite(e.box))
                    continue;
                lows.push_back(e.box.*lo);
                highs.push_back(e.box.*hi);
            }
            outLo = quantile(lows, kOutlierShare);
            outHi = quantile(highs, 1.0 - kOutlierShare);
            if (!(outHi > outLo))
                outHi = outLo + 1.0;
        };
        bound(&Aabb::minX, &Aabb::maxX, minX, maxX);
        bound(&Aabb::minY, &Aabb::maxY, minY, maxY);
    }
    const double spanX = maxX - minX;
    const double spanY = maxY - minY;
    const double maxCells = kCellsPerEntry * static_cast<double>(mCount) + 64.0;
    if (!(cell > 0.0) || !std::isfinite(cell)) // all points, or degenerate: cells of mean area
        cell = std::sqrt(spanX * spanY / std::max<double>(1.0, static_cast<double>(finite)));
    if (!(cell > 0.0) || !std::isfinite(cell))
        cell = std::max(spanX, spanY);
    if (!(cell > 0.0) || !std::isfinite(cell))
        cell = 1.0;
    double cols = std::ceil(spanX / cell);
    double rows = std::ceil(spanY / cell);
    if (!(cols * rows <= maxCells)) {
        // Too fine: grow the cells until the grid fits (inf spans end in a 1 x 1 grid).
        cell *= std::sqrt(cols * rows / maxCells);
        cols = std::ceil(spanX / cell);
        rows = std::ceil(spanY / cell);
        if (!(cols * rows <= 2.0 * maxCells))
            cols = rows = 1.0;
    }
    mColumns = static_cast<int>(std::clamp(cols, 1.0, maxCells));
    mRows = static_cast<int>(std::clamp(rows, 1.0, maxCells));
    mOriginX = std::isfinite(minX) ? minX : 0.0;
    mOriginY = std::isfinite(minY) ? minY : 0.0;
    mCellSize = std::isfinite(cell) && cell > 0.0 ? cell : 1.0;
    mInvCellSize = 1.0 / mCellSize;

    // 2. Sort entries into grid and large list; count the members of each cell.
    mCells.assign(static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows),
                  CellSlice{});
    mLarge.clear();
    mGridCount = 0;
    mOutside = 0;
    mGarbage = 0;
    for (EntryId id = 0; id < mEntries.size(); ++id) {
        Entry& e = mEntries[id];
        if (e.state == State::Absent || e.state == State::Dead)
            continue;
        e.cells = cellRange(e.box);
        e.outside = isOutside(e.box);
        mOutside += e.outside ? 1 : 0;
        if (cellCount(e.cells) > kMaxCellsPerEntry) {
            e.state = State::Large;
            e.largeIndex = static_cast<std::uint32_t>(mLarge.size());
            mLarge.push_back(id);
            continue;
        }
        e.state = State::Grid;
        ++mGridCount;
        for (int y = e.cells.y0; y <= e.cells.y1; ++y)
            for (int x = e.cells.x0; x <= e.cells.x1; ++x)
                ++mCells[static_cast<std::size_t>(y) * mColumns + x].capacity;
    }
    // 3. Prefix sums give every cell its slice, then fill (capacity = count: tight).
    std::uint32_t total = 0;
    for (CellSlice& c : mCells) {
        c.begin = total;
        total += c.capacity;
    }
    mSlots.assign(total, Slot{});
    for (EntryId id = 0; id < mEntries.size(); ++id) {
        const Entry& e = mEntries[id];
        if (e.state != State::Grid)
            continue;
        const Slot slot{e.box, id, e.cells.x0, e.cells.y0};
        for (int y = e.cells.y0; y <= e.cells.y1; ++y)
            for (int x = e.cells.x0; x <= e.cells.x1; ++x) {
                CellSlice& c = mCells[static_cast<std::size_t>(y) * mColumns + x];
                mSlots[c.begin + c.count++] = slot;
            }
    }
    mBuiltCount = mCount;
    mBuiltLarge = mLarge.size();
    mBuiltOutside = mOutside;
}

bool SpatialIndex::isOutside(const Aabb& b) const
{
    return !(b.minX >= mOriginX && b.minY >= mOriginY && b.maxX <= mOriginX + mColumns * mCellSize
             && b.maxY <= mOriginY + mRows * mCellSize);
}

void SpatialIndex::addToCell(std::size_t index, const Slot& slot)
{
    CellSlice& c = mCells[index];
    if (c.count == c.capacity) {
        if (c.begin + c.capacity == mSlots.size()) {
            // The last slice grows in place.
            const std::uint32_t grow = std::max<std::uint32_t>(4, c.capacity);
            mSlots.resize(mSlots.size() + grow);
            c.capacity += grow;
        } else {
            // Move the slice to the end with twice the room; the old one becomes garbage.
            const std::uint32_t capacity = std::max<std::uint32_t>(4, c.capacity * 2);
            const auto begin = static_cast<std::uint32_t>(mSlots.size());
            mSlots.resize(mSlots.size() + capacity);
            std::copy_n(mSlots.begin() + c.begin, c.count, mSlots.begin() + begin);
            mGarbage += c.capacity;
            c.begin = begin;
            c.capacity = capacity;
        }
    }
    mSlots[c.begin + c.count++] = slot;
}

void SpatialIndex::compactSlots()
{
    std::vector<Slot> slots;
    std::size_t total = 0;
    for (const CellSlice& c : mCells)
        total += c.count + (c.count > 0 ? 2 : 0);
    slots.reserve(total);
    for (CellSlice& c : mCells) {
        const auto begin = static_cast<std::uint32_t>(slots.size());
        slots.insert(slots.end(), mSlots.begin() + c.begin, mSlots.begin() + c.begin + c.count);
        c.capacity = c.count + (c.count > 0 ? 2 : 0);
        slots.resize(begin + c.capacity);
        c.begin = begin;
    }
    mSlots = std::move(slots);
    mGarbage = 0;
}

void SpatialIndex::place(EntryId id)
{
    Entry& e = mEntries[id];
    e.cells = cellRange(e.box);
    e.outside = isOutside(e.box);
    mOutside += e.outside ? 1 : 0;
    if (cellCount(e.cells) > kMaxCellsPerEntry) {
        e.state = State::Large;
        e.largeIndex = static_cast<std::uint32_t>(mLarge.size());
        mLarge.push_back(id);
        return;
    }
    e.state = State::Grid;
    ++mGridCount;
    const Slot slot{e.box, id, e.cells.x0, e.cells.y0};
    for (int y = e.cells.y0; y <= e.cells.y1; ++y)
        for (int x = e.cells.x0; x <= e.cells.x1; ++x)
            addToCell(static_cast<std::size_t>(y) * mColumns + x, slot);
}

void SpatialIndex::unplace(EntryId id)
{
    Entry& e = mEntries[id];
    if (e.state == State::Large) {
        const EntryId last = mLarge.back();
        mLarge[e.largeIndex] = last;
        mEntries[last].largeIndex = e.largeIndex;
        mLarge.pop_back();
    } else if (e.state == State::Grid) {
        --mGridCount;
        for (int y = e.cells.y0; y <= e.cells.y1; ++y)
            for (int x = e.cells.x0; x <= e.cells.x1; ++x) {
                CellSlice& c = mCells[static_cast<std::size_t>(y) * mColumns + x];
                Slot* s = mSlots.data() + c.begin;
                for (std::uint32_t i = 0; i < c.count; ++i) {
                    if (s[i].id == id) {
                        s[i] = s[--c.count];
                        break;
                    }
                }
            }
    }
    if (e.state == State::Grid || e.state == State::Large)
        mOutside -= e.outside ? 1 : 0;
    e.outside = false;
}

void SpatialIndex::insert(EntryId id, const Aabb& box)
{
    if (contains(id)) {
        move(id, box);
        return;
    }
    if (id >= mEntries.size())
        mEntries.resize(static_cast<std::size_t>(id) + 1);
    Entry& e = mEntries[id];
    e.box = box;
    ++mCount;
    if (hasNaN(box)) {
        e.state = State::Dead;
    } else if (mCells.empty()) {
        // Never built: the first entry shapes the grid.
        e.state = State::Grid;
        rebuild();
        return;
    } else {
        place(id);
    }
    maybeRebuild();
}

void SpatialIndex::remove(EntryId id)
{
    if (!contains(id))
        return;
    unplace(id);
    mEntries[id].state = State::Absent;
    --mCount;
    maybeRebuild();
}

void SpatialIndex::move(EntryId id, const Aabb& box)
{
    if (!contains(id)) {
        insert(id, box);
        return;
    }
    Entry& e = mEntries[id];
    if (e.state == State::Grid && !hasNaN(box)) {
        const CellRange r = cellRange(box);
        if (r.x0 == e.cells.x0 && r.y0 == e.cells.y0 && r.x1 == e.cells.x1
            && r.y1 == e.cells.y1 && isOutside(box) == e.outside) {
            // Same cells: update the copies in place.
            e.box = box;
            for (int y = r.y0; y <= r.y1; ++y)
                for (int x = r.x0; x <= r.x1; ++x) {
                    CellSlice& c = mCells[static_cast<std::size_t>(y) * mColumns + x];
                    Slot* s = mSlots.data() + c.begin;
                    for (std::uint32_t i = 0; i < c.count; ++i) {
                        if (s[i].id == id) {
                            s[i].box = box;
                            break;
                        }
                    }
                }
            return;
        }
    }
    unplace(id);
    e.box = box;
    if (hasNaN(box))
        e.state = State::Dead;
    else
        place(id);
    maybeRebuild();
}

void SpatialIndex::maybeRebuild()
{
    // Rebuild when the grid no longer fits the set: it doubled or shrank to a quarter since
    // the build, or many more entries became large or fell outside the grid. Each trigger
    // needs a number of edits proportional to the set, so the O(n) rebuild is amortised O(1).
    const std::size_t slack = 64 + mBuiltCount / 8;
    if (mCount > 2 * mBuiltCount + 64 || 4 * mCount + 256 < mBuiltCount
        || mLarge.size() > 2 * mBuiltLarge + slack || mOutside > 2 * mBuiltOutside + slack) {
        rebuild();
        return;
    }
    if (mGarbage > 1024 && mGarbage > mSlots.size() / 2)
        compactSlots();
}

void SpatialIndex::query(const Aabb& box, std::vector<EntryId>& out) const
{
    query(box, [&out](EntryId id) { out.push_back(id); });
}

void SpatialIndex::pairs(std::vector<std::pair<EntryId, EntryId>>& out) const
{
    forEachPair([&out](EntryId a, EntryId b) { out.emplace_back(a, b); });
}

} // namespace ledge
