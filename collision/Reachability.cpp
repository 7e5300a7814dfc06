#include "Reachability.h"

#include <algorithm>
#include <cmath>

namespace ledge {

ReachResult solveReachability(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    return problem.player.platformer ? solvePlatformerReach(problem, cancel)
                                     : solveTopDownReach(problem, cancel);
}

ReachRegion::ReachRegion(const Aabb& bounds, double cell) : mBounds(bounds), mCell(cell)
{
    const double w = std::max(0.0, bounds.width()), h = std::max(0.0, bounds.height());
    // A very large level gets coarser cells rather than a huge grid.
    while ((w / mCell) * (h / mCell) > 16.0e6)
        mCell *= 2;
    mColumns = std::max(1, static_cast<int>(std::ceil(w / mCell)));
    mRows = std::max(1, static_cast<int>(std::ceil(h / mCell)));
    mCells.assign(static_cast<std::size_t>(mColumns) * static_cast<std::size_t>(mRows), 0);
}

void ReachRegion::mark(const Aabb& box)
{
    auto col = [&](double x) {
        return std::clamp(static_cast<int>(std::floor((x - mBounds.minX) / mCell)), 0, mColumns - 1);
    };
    auto row = [&](double y) {
        return std::clamp(static_cast<int>(std::floor((y - mBounds.minY) / mCell)), 0, mRows - 1);
    };
    const int c0 = col(box.minX), c1 = col(box.maxX), r0 = row(box.minY), r1 = row(box.maxY);
    for (int r = r0; r <= r1; ++r)
        std::fill_n(mCells.begin() + static_cast<std::ptrdiff_t>(r) * mColumns + c0, c1 - c0 + 1, 1);
}

std::vector<Aabb> ReachRegion::boxes() const
{
    std::vector<Aabb> out;
    for (int r = 0; r < mRows; ++r) {
        const std::uint8_t* line = mCells.data() + static_cast<std::ptrdiff_t>(r) * mColumns;
        for (int c = 0; c < mColumns;) {
            if (!line[c]) {
                ++c;
                continue;
            }
            int e = c;
            while (e < mColumns && line[e])
                ++e;
            out.push_back({mBounds.minX + c * mCell, mBounds.minY + r * mCell,
                           std::min(mBounds.maxX, mBounds.minX + e * mCell),
                           std::min(mBounds.maxY, mBounds.minY + (r + 1) * mCell)});
            c = e;
        }
    }
    return out;
}

} // namespace ledge
