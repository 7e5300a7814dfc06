#include "SpatialIndex.h"

#include <bit>
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
// Levels at most (a ratio of 4 per level: 4^15 spans any sane extent in cells of one level).
constexpr std::size_t kMaxLevels = 16;

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
        mEntries[i].state = hasNaN(boxes[i]) ? State::Dead : State::Placed;
    }
    mCount = boxes.size();
    rebuild();
}

void SpatialIndex::rebuild()
{
    // 1. The grids' shape from the finite entries: level 0's cell size = median extent, the
    //    extent = the bulk of the boxes.
    std::vector<double> extents;
    extents.reserve(mCount);
    for (const Entry& e : mEntries) {
        if (e.state == State::Placed && isFinite(e.box))
            extents.push_back(std::max(e.box.width(), e.box.height()));
    }
    double minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0;
    double cell = 1.0;
    const std::size_t finite = extents.size();
    if (finite > 0) {
        cell = quantile(extents, 0.5);
        std::vector<double>& lows = extents; // reused
        std::vector<double> highs;
        highs.reserve(finite);
        auto bound = [&](double Aabb::*lo, double Aabb::*hi, double& outLo, double& outHi) {
            lows.clear();
            highs.clear();
            for (const Entry& e : mEntries) {
                if (e.state == State::Placed && isFinite(e.box)) {
                    lows.push_back(e.box.*lo);
                    highs.push_back(e.box.*hi);
                }
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
        // Too fine: grow the cells until the grid fits (infinite spans end in one cell).
        cell *= std::sqrt(cols * rows / maxCells);
        cols = std::ceil(spanX / cell);
        rows = std::ceil(spanY / cell);
        if (!(cols * rows <= 2.0 * maxCells) || !std::isfinite(cell))
            cols = rows = 1.0;
    }
    mOriginX = std::isfinite(minX) ? minX : 0.0;
    mOriginY = std::isfinite(minY) ? minY : 0.0;
    if (!std::isfinite(cell) || !(cell > 0.0))
        cell = 1.0;

    // 2. The levels: cells kLevelRatio times larger each time, down to a single cell.
    mLevels.clear();
    std::size_t cellTotal = 0;
    for (;;) {
        Level l;
        l.cellSize = cell;
        l.invCellSize = 1.0 / cell;
        l.columns = static_cast<int>(std::clamp(cols, 1.0, maxCells));
        l.rows = static_cast<int>(std::clamp(rows, 1.0, maxCells));
        l.firstCell = cellTotal;
        cellTotal += static_cast<std::size_t>(l.columns) * static_cast<std::size_t>(l.rows);
        mLevels.push_back(l);
        if ((l.columns == 1 && l.rows == 1) || mLevels.size() == kMaxLevels)
            break;
        cell *= kLevelRatio;
        cols = std::ceil(spanX / cell);
        rows = std::ceil(spanY / cell);
    }
    mExtentX = mLevels.front().columns * mLevels.front().cellSize;
    mExtentY = mLevels.front().rows * mLevels.front().cellSize;

    // 3. Put every entry on its level; count the members of each cell.
    mCells.assign(cellTotal, CellSlice{});
    mOutside = 0;
    mGarbage = 0;
    for (auto& free : mFreeSlices)
        free.clear();
    for (Entry& e : mEntries) {
        if (e.state != State::Placed)
            continue;
        e.level = static_cast<std::uint8_t>(levelFor(e.box, e.cells));
        e.outside = isOutside(e.box);
        mOutside += e.outside ? 1 : 0;
        Level& l = mLevels[e.level];
        ++l.count;
        for (int y = e.cells.y0; y <= e.cells.y1; ++y)
            for (int x = e.cells.x0; x <= e.cells.x1; ++x)
                ++mCells[l.firstCell + static_cast<std::size_t>(y) * l.columns + x].capacity;
    }
    // 4. Prefix sums give every cell its slice, then fill (capacity = count: tight).
    std::uint32_t total = 0;
    for (CellSlice& c : mCells) {
        c.begin = total;
        total += c.capacity;
    }
    mSlots.assign(total, Slot{});
    for (EntryId id = 0; id < mEntries.size(); ++id) {
        const Entry& e = mEntries[id];
        if (e.state != State::Placed)
            continue;
        const Level& l = mLevels[e.level];
        const Slot slot{e.box, id, e.cells.x0, e.cells.y0};
        for (int y = e.cells.y0; y <= e.cells.y1; ++y)
            for (int x = e.cells.x0; x <= e.cells.x1; ++x) {
                CellSlice& c = mCells[l.firstCell + static_cast<std::size_t>(y) * l.columns + x];
                mSlots[c.begin + c.count++] = slot;
            }
    }
    mBuiltCount = mCount;
    mBuiltOutside = mOutside;
}

std::size_t SpatialIndex::levelFor(const Aabb& b, CellRange& cells) const
{
    for (std::size_t l = 0; l < mLevels.size(); ++l) {
        cells = cellRange(mLevels[l], b);
        if (cellCount(cells) <= kMaxCellsPerEntry)
            return l;
    }
    return mLevels.size() - 1; // the last level has few cells: anything fits there
}

bool SpatialIndex::isOutside(const Aabb& b) const
{
    return !(b.minX >= mOriginX && b.minY >= mOriginY && b.maxX <= mOriginX + mExtentX
             && b.maxY <= mOriginY + mExtentY);
}

void SpatialIndex::addToCell(std::size_t index, const Slot& slot)
{
    CellSlice& c = mCells[index];
    if (c.count == c.capacity) {
        // Move the slice to one of the next power-of-two capacity, recycled when one is free;
        // the old slice is recycled too when its capacity is a power of two (else garbage).
        const std::uint32_t capacity = std::bit_ceil(std::max<std::uint32_t>(2, c.capacity + 1));
        auto& free = mFreeSlices[static_cast<std::size_t>(std::countr_zero(capacity))];
        std::uint32_t begin;
        if (!free.empty()) {
            begin = free.back();
            free.pop_back();
        } else {
            begin = static_cast<std::uint32_t>(mSlots.size());
            mSlots.resize(mSlots.size() + capacity);
        }
        std::copy_n(mSlots.begin() + c.begin, c.count, mSlots.begin() + begin);
        if (c.capacity >= 2 && std::has_single_bit(c.capacity))
            mFreeSlices[static_cast<std::size_t>(std::countr_zero(c.capacity))].push_back(c.begin);
        else
            mGarbage += c.capacity;
        c.begin = begin;
        c.capacity = capacity;
    }
    mSlots[c.begin + c.count++] = slot;
}

void SpatialIndex::removeFromCell(std::size_t index, EntryId id)
{
    CellSlice& c = mCells[index];
    Slot* s = mSlots.data() + c.begin;
    for (std::uint32_t i = 0; i < c.count; ++i) {
        if (s[i].id == id) {
            s[i] = s[--c.count];
            return;
        }
    }
}

void SpatialIndex::updateInCell(std::size_t index, const Slot& slot)
{
    CellSlice& c = mCells[index];
    Slot* s = mSlots.data() + c.begin;
    for (std::uint32_t i = 0; i < c.count; ++i) {
        if (s[i].id == slot.id) {
            s[i] = slot;
            return;
        }
    }
}

void SpatialIndex::compactSlots()
{
    std::vector<Slot> slots;
    std::size_t total = 0;
    for (const CellSlice& c : mCells)
        total += c.count;
    slots.reserve(total);
    for (CellSlice& c : mCells) {
        const auto begin = static_cast<std::uint32_t>(slots.size());
        slots.insert(slots.end(), mSlots.begin() + c.begin, mSlots.begin() + c.begin + c.count);
        c.capacity = c.count;
        c.begin = begin;
    }
    mSlots = std::move(slots);
    mGarbage = 0;
    for (auto& free : mFreeSlices)
        free.clear();
}

void SpatialIndex::place(EntryId id)
{
    Entry& e = mEntries[id];
    e.state = State::Placed;
    e.level = static_cast<std::uint8_t>(levelFor(e.box, e.cells));
    e.outside = isOutside(e.box);
    mOutside += e.outside ? 1 : 0;
    Level& l = mLevels[e.level];
    ++l.count;
    const Slot slot{e.box, id, e.cells.x0, e.cells.y0};
    for (int y = e.cells.y0; y <= e.cells.y1; ++y)
        for (int x = e.cells.x0; x <= e.cells.x1; ++x)
            addToCell(l.firstCell + static_cast<std::size_t>(y) * l.columns + x, slot);
}

void SpatialIndex::unplace(EntryId id)
{
    Entry& e = mEntries[id];
    if (e.state != State::Placed)
        return;
    Level& l = mLevels[e.level];
    --l.count;
    for (int y = e.cells.y0; y <= e.cells.y1; ++y)
        for (int x = e.cells.x0; x <= e.cells.x1; ++x)
            removeFromCell(l.firstCell + static_cast<std::size_t>(y) * l.columns + x, id);
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
    } else if (mLevels.empty()) {
        // Never built: the first entry shapes the grids.
        e.state = State::Placed;
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
    if (e.state == State::Placed && !hasNaN(box)) {
        CellRange r;
        const std::size_t level = levelFor(box, r);
        const CellRange o = e.cells;
        if (level == e.level && r.x0 <= o.x1 && o.x0 <= r.x1 && r.y0 <= o.y1 && o.y0 <= r.y1) {
            // Same level, overlapping cell ranges: leave the old-only cells, update the shared
            // ones, join the new-only ones. A drag by a few units touches no slice at all.
            const Level& l = mLevels[level];
            const Slot slot{box, id, r.x0, r.y0};
            auto inRange = [](const CellRange& c, int x, int y) {
                return c.x0 <= x && x <= c.x1 && c.y0 <= y && y <= c.y1;
            };
            for (int y = o.y0; y <= o.y1; ++y)
                for (int x = o.x0; x <= o.x1; ++x) {
                    const std::size_t cell = l.firstCell + static_cast<std::size_t>(y) * l.columns + x;
                    if (inRange(r, x, y))
                        updateInCell(cell, slot);
                    else
                        removeFromCell(cell, id);
                }
            for (int y = r.y0; y <= r.y1; ++y)
                for (int x = r.x0; x <= r.x1; ++x)
                    if (!inRange(o, x, y))
                        addToCell(l.firstCell + static_cast<std::size_t>(y) * l.columns + x, slot);
            e.box = box;
            e.cells = r;
            const bool outside = isOutside(box);
            mOutside = mOutside - (e.outside ? 1 : 0) + (outside ? 1 : 0);
            e.outside = outside;
            maybeRebuild();
            return;
        }
    }
    unplace(id);
    e.box = box;
    if (hasNaN(box)) {
        e.state = State::Dead;
    } else if (mLevels.empty()) {
        e.state = State::Placed;
        rebuild();
        return;
    } else {
        place(id);
    }
    maybeRebuild();
}

void SpatialIndex::maybeRebuild()
{
    // Rebuild when the grids no longer fit the set: it doubled or shrank to a quarter since
    // the build, or many more entries fell outside the grids. Each trigger needs a number of
    // edits proportional to the set, so the O(n) rebuild is amortised O(1).
    const std::size_t slack = 64 + mBuiltCount / 8;
    if (mCount > 2 * mBuiltCount + 64 || 4 * mCount + 256 < mBuiltCount
        || mOutside > 2 * mBuiltOutside + slack) {
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
