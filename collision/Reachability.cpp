#include "Reachability.h"
#include "PlatformerReach.h"
#include "SealedTargets.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace ledge {

namespace {

// States the validator's first platformer search may take before the targets it has not
// reached are checked for a seal: most levels are decided well within it.
constexpr std::size_t kQuickStates = 50'000;

// States it takes before a first look in small windows only (SealScope::Pockets): a goal shut
// in a room is then no longer waited for while the search reaches the others.
constexpr std::size_t kPocketLookStates = 8'192;

// What the whole level's seal sweep costs, in states of a search, per shape it crosses
// (measured at 10,000 shapes: 45 ms for the sweep, 0.74 us a state).
constexpr std::size_t kSweepStatesPerShape = 6;

// Up to this many shapes (sweepShapes) the whole level's sweep comes with the first pause;
// on a bigger level it waits for a second one.
constexpr std::size_t kSweepAtFirstPause = 4096;

void markSealed(ReachResult& result, const SealedTargets& sealed)
{
    for (std::size_t i = 0; i < result.targets.size(); ++i)
        if (sealed.sealed[i] && !result.targets[i].reached)
            result.targets[i].sealed = true;
}

// The validator's case (stop at the last target). A target sealed away from the spawn would
// make the search cover every state of the level before it gives up, so the search pauses
// after a quick start (or at its state limit) to have the targets it has not reached checked
// for a seal, then goes on for the others only.
ReachResult solvePlatformerVerdicts(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    // A seal check whose windows do not decide sweeps the whole level, which costs about as
    // much as a few states per shape: on a big level the search first gets that far.
    const std::size_t shapes = sweepShapes(problem);
    // A probe (a search without the exhaustive pass, ReachAnalysis.h) counts a target it
    // misses as not reached, sealed or not: the whole level's sweep could only stop it early,
    // and is skipped when it would cost more than the probe's whole state budget. Its windows
    // still answer.
    const bool wholeLevel =
        problem.exhaustive || problem.maxStates == 0 || kSweepStatesPerShape * shapes < problem.maxStates;
    const auto settleWith = [&](SealScope scope) {
        return [&problem, cancel, scope](const std::vector<bool>& left) {
            if (!problem.sealCheck)
                return std::vector<bool>(left.size(), false);
            const SealedTargets sealed = findSealedTargets(problem, cancel, &left, true, scope);
            return sealed.cancelled ? std::vector<bool>{} : sealed.sealed;
        };
    };
    // On a big level the whole sweep is dear (0.07-0.15 s at 10,000 shapes, 0.8 s at 100,000)
    // and only proves a seal that no window around the target shows. A target in open air, at
    // the end of a long climb, is what it is asked about far more often, and the climber
    // (ReachProblem::climbAfter) finds that one. So the first pause looks in windows up to a
    // sixteenth of the level (a few ms to 45 ms where the sweep would take 15 times that), and
    // the sweep waits until the search has taken twice what it took before the climber set out
    // (or before the first pause, if later).
    const std::size_t first = quickStates(problem);
    const bool sweepLater = wholeLevel && shapes > kSweepAtFirstPause;
    const SearchCheckpoint sweep{2 * std::max(first, problem.climbAfter), settleWith(SealScope::WholeLevel), nullptr,
                                 false};
    const SearchCheckpoint checkpoint{first,
                                      settleWith(sweepLater   ? SealScope::WideWindows
                                                 : wholeLevel ? SealScope::WholeLevel
                                                              : SealScope::Windows),
                                      sweepLater ? &sweep : nullptr};
    // Before that, a look in small windows around the targets left: a pocket is closed by the
    // shapes around it, and its windows cost little (the first, four player sizes around the
    // target, is always tried). A goal shut in a room at the top of the 10,000-shape generated
    // level was otherwise waited for over 42,000 states, the climber heading for it (at 100,000
    // shapes, 93,000 states and 0.25 s), where the other targets take 14,000. The jump
    // envelope, a pass over every shape, waits for the first pause (at 100,000 shapes it costs
    // more than the look).
    const SearchCheckpoint pockets{kPocketLookStates, settleWith(SealScope::Pockets), &checkpoint, true, false};
    return solvePlatformerReachWith(problem, quantumFor(problem), cancel, &pockets);
}

} // namespace

std::size_t quickStates(const ReachProblem& problem) { return std::max(kQuickStates, 4 * sweepShapes(problem)); }

ReachResult solveReachability(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    if (!problem.player.platformer)
        return solveTopDownReach(problem, cancel);
    if (problem.stopWhenAllReached)
        return solvePlatformerVerdicts(problem, cancel);
    // The overlay's case: the whole region is searched anyway; the seal check only decides
    // the targets a search cut short by its state limit leaves open.
    ReachResult result = solvePlatformerReach(problem, cancel);
    if (result.truncated && !result.cancelled) {
        std::vector<bool> left(result.targets.size());
        for (std::size_t i = 0; i < left.size(); ++i)
            left[i] = !result.targets[i].decided();
        const SealedTargets sealed = findSealedTargets(problem, cancel, &left);
        if (sealed.cancelled)
            result.cancelled = true;
        else
            markSealed(result, sealed);
    }
    return result;
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
    // Every state of the overlay's search is marked. The cell is floor(d / cell) clamped to the
    // grid: a product by the inverse when that is exact (a power of two, as the default 16 and
    // its doublings are), then coarseCell's truncation.
    const bool powerOfTwo = mCell > 0 && (std::bit_cast<std::uint64_t>(mCell) & 0x000F'FFFF'FFFF'FFFFull) == 0;
    const double inverse = 1 / mCell;
    const auto cell = [&](double d, int n) { return coarseCell(powerOfTwo ? d * inverse : d / mCell, n); };
    const auto col = [&](double x) { return cell(x - mBounds.minX, mColumns); };
    const auto row = [&](double y) { return cell(y - mBounds.minY, mRows); };
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
