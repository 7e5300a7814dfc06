#pragma once
// Two coarse grids over a level that the platformer search asks on every step or for every
// node (PlatformerReach.cpp): which cells some open target meets, and which nodes lie where.
// Both place a coordinate in its cell with coarseCell() (Vec2.h), a product and a truncation
// that is monotone in the coordinate: two intervals that meet get cell ranges that meet, so
// neither grid ever hides what a look at everything would find. tst_coarsegrids holds them to
// that.

#include "Vec2.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace ledge {

// The squared distance between two boxes (0 when they meet).
inline double boxDistance2(const Aabb& a, const Aabb& b)
{
    const Vec2 gap = gapBetween(a, b);
    return gap.x * gap.x + gap.y * gap.y;
}

// A grid of at most 4,096 cells, a flag per cell: set where the bounds of some box given to
// mark() meet the cell. meets() is never false for a box that meets one of them.
class OpenTargetCells {
public:
    explicit OpenTargetCells(const Aabb& level)
        : mX0(level.minX), mY0(level.minY)
    {
        const double w = level.width(), h = level.height();
        double cell = 32;
        while (std::isfinite(w) && std::isfinite(h) && (w / cell) * (h / cell) > 4096)
            cell *= 2;
        mInverse = 1 / cell;
        // Clamped before the conversion: a level very long and very flat makes w / cell huge.
        mColumns = std::isfinite(w) && w > 0 ? static_cast<int>(std::clamp(std::ceil(w / cell), 1.0, 4096.0)) : 1;
        mRows = std::isfinite(h) && h > 0 ? static_cast<int>(std::clamp(std::ceil(h / cell), 1.0, 4096.0)) : 1;
        mFlags.assign(static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows), 0);
    }
    void mark(const std::vector<Aabb>& boxes)
    {
        std::fill(mFlags.begin(), mFlags.end(), std::uint8_t(0));
        for (const Aabb& b : boxes)
            for (int r = row(b.minY), r1 = row(b.maxY); r <= r1; ++r)
                for (int c = column(b.minX), c1 = column(b.maxX); c <= c1; ++c)
                    mFlags[index(c, r)] = 1;
    }
    bool meets(const Aabb& b) const
    {
        for (int r = row(b.minY), r1 = row(b.maxY); r <= r1; ++r)
            for (int c = column(b.minX), c1 = column(b.maxX); c <= c1; ++c)
                if (mFlags[index(c, r)])
                    return true;
        return false;
    }

private:
    int column(double x) const { return coarseCell((x - mX0) * mInverse, mColumns); }
    int row(double y) const { return coarseCell((y - mY0) * mInverse, mRows); }
    std::size_t index(int c, int r) const { return static_cast<std::size_t>(r) * mColumns + static_cast<std::size_t>(c); }

    double mX0, mY0, mInverse = 1;
    int mColumns = 1, mRows = 1;
    std::vector<std::uint8_t> mFlags;
};

// Points by position, for the point nearest a box: the closest, and the first in the points'
// order among equals, exactly what a look at every point finds. About kPointsPerCell points per
// cell; a cell keeps its points' places in the order side by side (4 bytes a point: the points
// themselves stay where they are, asked for by place) and their bounds. nearest() looks at the
// cells in rings around the box, skips a cell whose points' bounds lie farther than the best
// so far (the bounds are the points' own, so that is exact), and stops when every ring beyond
// lies farther (a ring's distance is counted two cells short, whatever rounded a point or the
// box into the next cell).
class NearestGrid {
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    struct Found {
        double distance2 = std::numeric_limits<double>::infinity();
        std::uint32_t place = kNone; // in the points' order
        bool any() const { return place != kNone; }
        void offer(double d, std::uint32_t at)
        {
            if (d < distance2 || (d == distance2 && at < place))
                *this = {d, at};
        }
    };

    // Every point is counted, then the filling starts, then every point is added with its
    // place in the order (fewer than 2^32 points).
    NearestGrid(const Aabb& level, std::size_t points)
        : mX0(level.minX), mY0(level.minY)
    {
        const double w = std::isfinite(level.width()) ? std::max(level.width(), 1.0) : 1.0;
        const double h = std::isfinite(level.height()) ? std::max(level.height(), 1.0) : 1.0;
        const double cells = std::clamp(static_cast<double>(points) / kPointsPerCell, 1.0, kMostCells);
        const double cell = std::max(1.0, std::sqrt(w * h / cells));
        mColumns = static_cast<int>(std::clamp(std::ceil(w / cell), 1.0, kMostCells));
        mRows = static_cast<int>(std::clamp(std::ceil(h / cell), 1.0, std::max(1.0, kMostCells / mColumns)));
        mCell = cell;
        mInverse = 1 / cell;
        const std::size_t n = static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows);
        mStart.assign(n + 1, 0);
        constexpr double inf = std::numeric_limits<double>::infinity();
        mBounds.assign(n, Aabb{inf, inf, -inf, -inf});
    }
    void count(Vec2 p) { ++mStart[cellOf(p) + 1]; }
    void startFilling()
    {
        for (std::size_t c = 1; c < mStart.size(); ++c)
            mStart[c] += mStart[c - 1];
        mPlaces.resize(mStart.back());
        mNext.assign(mStart.begin(), mStart.end() - 1);
    }
    void add(Vec2 p, std::uint32_t place)
    {
        const std::size_t c = cellOf(p);
        mPlaces[mNext[c]++] = place;
        mBounds[c] = mBounds[c].united({p.x, p.y, p.x, p.y});
    }

    // positionOf(place): the point at that place, as it was added.
    template <typename PositionOf>
    Found nearest(const Aabb& box, PositionOf&& positionOf) const
    {
        Found found;
        const auto look = [&](int c, int r) {
            if (c < 0 || c >= mColumns || r < 0 || r >= mRows)
                return;
            const std::size_t cell = static_cast<std::size_t>(r) * mColumns + static_cast<std::size_t>(c);
            if (mStart[cell] == mStart[cell + 1] || boxDistance2(mBounds[cell], box) > found.distance2)
                return;
            for (std::uint32_t e = mStart[cell]; e < mStart[cell + 1]; ++e) {
                const Vec2 p = positionOf(mPlaces[e]);
                found.offer(boxDistance2({p.x, p.y, p.x, p.y}, box), mPlaces[e]);
            }
        };
        const int c0 = column(box.minX), c1 = column(box.maxX), r0 = row(box.minY), r1 = row(box.maxY);
        const int rings = std::max({c0, mColumns - 1 - c1, r0, mRows - 1 - r1});
        for (int k = 0; k <= rings; ++k) {
            const double apart = (k - 2) * mCell;
            if (k > 2 && apart * apart > found.distance2)
                break;
            for (int r = r0 - k; r <= r1 + k; ++r) {
                if (k == 0 || r == r0 - k || r == r1 + k) {
                    for (int c = c0 - k; c <= c1 + k; ++c)
                        look(c, r);
                } else {
                    look(c0 - k, r);
                    look(c1 + k, r);
                }
            }
        }
        return found;
    }

private:
    static constexpr double kPointsPerCell = 16;
    static constexpr double kMostCells = 1 << 20;
    int column(double x) const { return coarseCell((x - mX0) * mInverse, mColumns); }
    int row(double y) const { return coarseCell((y - mY0) * mInverse, mRows); }
    std::size_t cellOf(Vec2 p) const
    {
        return static_cast<std::size_t>(row(p.y)) * static_cast<std::size_t>(mColumns) + static_cast<std::size_t>(column(p.x));
    }

    double mX0, mY0, mCell = 1, mInverse = 1;
    int mColumns = 1, mRows = 1;
    std::vector<std::uint32_t> mStart; // cell c's points: [mStart[c], mStart[c + 1])
    std::vector<std::uint32_t> mNext;
    std::vector<std::uint32_t> mPlaces;
    std::vector<Aabb> mBounds; // of each cell's points
};

} // namespace ledge
