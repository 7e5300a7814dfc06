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
// Level 0's cell size: this quantile of the entries' extents (max of width and height), so
// that most entries live on level 0.
constexpr double kCellQuantile = 0.9;
// Levels at most; the last one is always a single cell, where anything fits.
constexpr std::size_t kMaxLevels = 24;

} // namespace

void SpatialIndex::clear()
{
    *this = SpatialIndex();
}

void SpatialIndex::build(std::span<const Aabb> boxes)
{
    mEntries.assign(boxes.size(), Entry{});
    mBoxes.assign(boxes.begin(), boxes.end());
    for (std::size_t i = 0; i < boxes.size(); ++i) {
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
    for (std::size_t id = 0; id < mEntries.size(); ++id) {
        const Aabb& b = mBoxes[id];
        if (mEntries[id].state == State::Placed && isFinite(b))
            extents.push_back(std::max(b.width(), b.height()));
    }
    double minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0;
    double cell = 1.0;
    const std::size_t finite = extents.size();
    if (finite > 0) {
        cell = quantile(extents, kCellQuantile);
        std::vector<double>& lows = extents; // reused
        std::vector<double> highs;
        highs.reserve(finite);
        auto bound = [&](double Aabb::*lo, double Aabb::*hi, double& outLo, double& outHi) {
            lows.clear();
            highs.clear();
            for (std::size_t id = 0; id < mEntries.size(); ++id) {
                const Aabb& b = mBoxes[id];
                if (mEntries[id].state == State::Placed && isFinite(b)) {
                    lows.push_back(b.*lo);
                    highs.push_back(b.*hi);
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
        if (l.columns == 1 && l.rows == 1)
            break;
        cell *= kLevelRatio;
        cols = std::ceil(spanX / cell);
        rows = std::ceil(spanY / cell);
        if (mLevels.size() + 1 == kMaxLevels || !std::isfinite(cell))
            cols = rows = 1.0;
    }
    mExtentX = mLevels.front().columns * mLevels.front().cellSize;
    mExtentY = mLevels.front().rows * mLevels.front().cellSize;

    // 3. Put every entry in its cell; count the members of each cell.
    mCells.assign(cellTotal, CellSlice{});
    mOutside = 0;
    mGarbage = 0;
    for (auto& free : mFreeSlices)
        free.clear();
    for (std::size_t id = 0; id < mEntries.size(); ++id) {
        Entry& e = mEntries[id];
        if (e.state != State::Placed)
            continue;
        const auto [level, cellIndex] = home(mBoxes[id]);
        e.level = static_cast<std::uint8_t>(level);
        e.cell = cellIndex;
        e.outside = isOutside(mBoxes[id]);
        mOutside += e.outside ? 1 : 0;
        ++mLevels[level].count;
        ++mCells[cellIndex].capacity;
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
        CellSlice& c = mCells[e.cell];
        mSlots[c.begin + c.count++] = Slot{mBoxes[id], id};
        c.widen(mBoxes[id]);
    }
    mBuiltCount = mCount;
    mBuiltOutside = mOutside;
}

std::pair<std::size_t, std::uint32_t> SpatialIndex::home(const Aabb& b) const
{
    for (std::size_t i = 0; i < mLevels.size(); ++i) {
        const Level& l = mLevels[i];
        const int x0 = cellX(l, b.minX);
        const int y0 = cellY(l, b.minY);
        if (cellX(l, b.maxX) <= x0 + 1 && cellY(l, b.maxY) <= y0 + 1)
            return {i, static_cast<std::uint32_t>(l.firstCell + static_cast<std::size_t>(y0) * l.columns + x0)};
    }
    return {mLevels.size() - 1, static_cast<std::uint32_t>(mLevels.back().firstCell)}; // single cell
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
    c.widen(slot.box);
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
            c.widen(slot.box);
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
        c.reachX = c.reachY = -std::numeric_limits<float>::infinity(); // tightened again
        for (std::uint32_t i = 0; i < c.count; ++i)
            c.widen(slots[begin + i].box);
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
    const Aabb& box = mBoxes[id];
    const auto [level, cell] = home(box);
    e.level = static_cast<std::uint8_t>(level);
    e.cell = cell;
    e.outside = isOutside(box);
    mOutside += e.outside ? 1 : 0;
    ++mLevels[level].count;
    addToCell(cell, Slot{box, id});
}

void SpatialIndex::unplace(EntryId id)
{
    Entry& e = mEntries[id];
    if (e.state != State::Placed)
        return;
    --mLevels[e.level].count;
    removeFromCell(e.cell, id);
    mOutside -= e.outside ? 1 : 0;
    e.outside = false;
}

void SpatialIndex::insert(EntryId id, const Aabb& box)
{
    if (contains(id)) {
        move(id, box);
        return;
    }
    if (id >= mEntries.size()) {
        mEntries.resize(static_cast<std::size_t>(id) + 1);
        mBoxes.resize(static_cast<std::size_t>(id) + 1);
    }
    mBoxes[id] = box;
    ++mCount;
    file(id);
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
        const auto [level, cell] = home(box);
        const bool outside = isOutside(box);
        if (cell == e.cell && outside == e.outside) {
            // Same cell (so same level): rewrite the copy in place.
            mBoxes[id] = box;
            updateInCell(cell, Slot{box, id});
            return;
        }
    }
    unplace(id);
    mBoxes[id] = box;
    file(id);
}

void SpatialIndex::file(EntryId id)
{
    Entry& e = mEntries[id];
    if (hasNaN(mBoxes[id])) {
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
