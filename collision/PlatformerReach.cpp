// Platformer reachability: breadth-first search over inputs with MovementWorld::step, states
// deduplicated per quantum cell (docs/movement.md "Platformer search").

#include "PlatformerReach.h"

#include "AddressSanitizer.h"
#include "CoarseGrids.h"
#include "FlatSet.h"
#include "HugePages.h"
#include "JumpEnvelope.h"
#include "PathSmoothing.h"
#include "Reachability.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <type_traits>

#ifdef LEDGE_ADDRESS_SANITIZER
#include <sanitizer/asan_interface.h>
#endif

namespace ledge {

namespace {

constexpr std::uint32_t kNoParent = std::numeric_limits<std::uint32_t>::max();
// Up to this many open target pieces, every step looks at each instead of asking a bucket grid.
constexpr std::size_t kScanTargets = 32;
// The nearest node to each target not reached: one pass over the nodes for up to this many
// targets or fewer than kNearestGridFrom nodes, a grid of the nodes otherwise (NearestGrid).
constexpr std::size_t kNearestByPass = 2;
constexpr std::size_t kNearestGridFrom = 4096;

// A state and how it was reached: `steps` steps holding `input` from the parent's state.
struct SearchNode {
    PlayerState state;
    std::uint32_t parent = kNoParent;
    std::uint8_t input = Input::None;
    std::uint8_t steps = 0;
};

// The cell keys that fall outside VisitedCells' arrays (platformerStateKey).
struct CellKeyTraits {
    static std::uint64_t empty() { return std::numeric_limits<std::uint64_t>::max(); }
    static std::uint64_t hash(std::uint64_t k) { return mixBits(k); }
};
using KeySet = FlatSet<std::uint64_t, CellKeyTraits>;

// Raw memory kept from one search for the next: `Kept` pieces of `Bytes` each, shared by the
// threads. Fresh memory is mapped anew and each of its pages faults on first touch, which under
// a hypervisor costs more than a small search's own work: the probes of "Why, fixes and
// margins" are dozens of searches of a few thousand states each. Pieces of a huge page or more
// are in huge pages (HugePages.h): a fault per 2 MB, not per 4 KB. Kept memory is as it was
// left (the caller writes before it reads); what is beyond `Kept` goes back. Under
// AddressSanitizer kept memory is poisoned, so a search that reads what it gave back is caught
// as a use after free would be.
template <std::size_t Bytes, std::size_t Kept>
class MemoryCache {
public:
    static void* take()
    {
        {
            Shelf& shelf = instance();
            const std::lock_guard lock(shelf.mutex);
            if (!shelf.pieces.empty()) {
                void* p = shelf.pieces.back();
                shelf.pieces.pop_back();
#ifdef LEDGE_ADDRESS_SANITIZER
                ASAN_UNPOISON_MEMORY_REGION(p, Bytes);
#endif
                return p;
            }
        }
        return allocateLarge(Bytes);
    }
    static void give(void* p) noexcept
    {
        Shelf& shelf = instance();
        const std::lock_guard lock(shelf.mutex);
        if (shelf.pieces.size() < Kept) {
            shelf.pieces.push_back(p); // reserved: never allocates
#ifdef LEDGE_ADDRESS_SANITIZER
            ASAN_POISON_MEMORY_REGION(p, Bytes);
#endif
            return;
        }
        freeLarge(p, Bytes);
    }

private:
    struct Shelf {
        std::mutex mutex;
        std::vector<void*> pieces;
    };
    // Never destroyed: a search still running on another thread as the program ends may give
    // its memory back after static destructors have run.
    static Shelf& instance()
    {
        static Shelf* shelf = [] {
            auto* s = new Shelf;
            s->pieces.reserve(Kept);
            return s;
        }();
        return *shelf;
    }
};

// The nodes of a search: blocks of one huge page (2 MB, HugePages.h), so growing never copies
// what is there nor holds the old and the new array at once (a vector's doubling did: its peak
// was up to twice the nodes). A block fills its page but for a few bytes: blocks of 64 Ki nodes
// (2.6 MB) took two huge pages each, and a lean search of a big level held a third more memory.
class NodeStore {
public:
    static constexpr std::size_t blockNodes() { return kNodes; }
    std::size_t size() const { return mSize; }
    std::size_t firstHeld() const { return mFirstHeld; } // forEach starts there
    SearchNode& operator[](std::size_t i) { return mBlocks[i / kNodes][i % kNodes]; }
    const SearchNode& operator[](std::size_t i) const { return mBlocks[i / kNodes][i % kNodes]; }
    void push_back(const SearchNode& n)
    {
        if (mSize % kNodes == 0) {
            Block block(static_cast<SearchNode*>(Blocks::take()));
            mBlocks.push_back(std::move(block)); // owned before the vector may throw
        }
        new (&mBlocks.back()[mSize % kNodes]) SearchNode(n);
        ++mSize;
    }
    // Block by block: no division per node.
    template <typename F>
    void forEach(F&& f) const
    {
        for (std::size_t b = mFirstHeld / kNodes, first = mFirstHeld % kNodes; b * kNodes < mSize; ++b, first = 0) {
            const SearchNode* block = mBlocks[b].get();
            const std::size_t end = std::min(kNodes, mSize - b * kNodes);
            for (std::size_t i = first; i < end; ++i)
                f(block[i]);
        }
    }
    // Frees the blocks wholly before node `index` (a lean search's expanded nodes); they
    // must not be read again. seen(node), when given, is called for each node freed.
    void releaseBefore(std::size_t index, const std::function<void(const SearchNode&)>& seen = {})
    {
        for (std::size_t b = mFirstHeld / kNodes; b < index / kNodes; ++b) {
            if (seen)
                for (std::size_t i = 0; i < kNodes; ++i)
                    seen(mBlocks[b][i]);
            mBlocks[b].reset();
        }
        mFirstHeld = std::max(mFirstHeld, index / kNodes * kNodes);
    }

private:
    static constexpr std::size_t kNodes = kHugePage / sizeof(SearchNode);
    // A block is raw storage, each node made as it is pushed: a value-initialised block (2.6 MB
    // then) was written up front, whose first touch of every page (a fault, costly under a
    // hypervisor) was a sixth of a small search (a probe of examples/platformer.ledge: some
    // 15 ms of each for a few thousand states). SearchNode is trivially destructible.
    struct Release {
        void operator()(SearchNode* p) const { Blocks::give(p); }
    };
    static_assert(std::is_trivially_destructible_v<SearchNode> && std::is_trivially_copyable_v<SearchNode>);
    // Eight blocks (16 MB) are kept: a bisection round runs two searches side by side, each
    // holding up to four on the 1,000-shape level of the why's benchmark (173,000 states).
    using Blocks = MemoryCache<kHugePage, 8>;
    static_assert(sizeof(SearchNode) * kNodes <= kHugePage);
    using Block = std::unique_ptr<SearchNode[], Release>;
    std::vector<Block> mBlocks;
    std::size_t mSize = 0;
    std::size_t mFirstHeld = 0; // nodes before it were released
};

// The box of no point, which any box united with it leaves as it was.
constexpr Aabb kNoBox{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
                      -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};

constexpr Aabb pointBox(Vec2 p) { return {p.x, p.y, p.x, p.y}; }

} // namespace

// The set of visited cells. Same cells as platformerStateKey; they live in flat arrays (a bit
// per standing cell, a 64-bit mask of vertical speed cells per airborne position cell), which
// keeps the look-ups in cache: a hash table of a few hundred thousand random keys was a fifth
// of the search's time. The arrays are paged: a page is allocated when a state first falls in
// it, so a 30,000-unit level whose search stays near its floor costs the pages it touched, not
// the whole level. Anything outside the arrays (extreme levels or speeds) goes to the hash set.
class VisitedCells {
public:
    VisitedCells(const Aabb& bounds, const PlatformerQuantum& q, double jumpSpeed, double maxFall)
        : mQ(q)
    {
        if (q.exact)
            return; // every state is its own: a hash set of the exact states
        // Bounds the page tables (8 bytes per page of 4 KB), not the memory the pages take.
        constexpr double kMaxBytes = 16.0 * 1024 * 1024 * 1024;
        mGx0 = std::floor(bounds.minX / q.groundX);
        mGy0 = std::floor(bounds.minY / q.groundX);
        mAx0 = std::floor(bounds.minX / q.airX);
        mAy0 = std::floor(bounds.minY / q.airY);
        const double gw = std::floor(bounds.maxX / q.groundX) - mGx0 + 1;
        const double gh = std::floor(bounds.maxY / q.groundX) - mGy0 + 1;
        const double aw = std::floor(bounds.maxX / q.airX) - mAx0 + 1;
        const double ah = std::floor(bounds.maxY / q.airY) - mAy0 + 1;
        mV0 = std::floor(-jumpSpeed / (q.stepWhileRising ? q.risingVy : q.vy)) - 1;
        const double bins = std::floor(maxFall / q.vy) - mV0 + 1;
        if (gw * gh / 8 <= kMaxBytes && aw * ah * 8 <= kMaxBytes && bins <= 64 && gw > 0 && gh > 0 && aw > 0
            && ah > 0) {
            mGw = static_cast<std::int64_t>(gw);
            mGh = static_cast<std::int64_t>(gh);
            mAw = static_cast<std::int64_t>(aw);
            mAh = static_cast<std::int64_t>(ah);
            mGround.resize(static_cast<std::size_t>((mGw * mGh + 63) / 64 / kPageWords + 1));
            mAir.resize(static_cast<std::size_t>(mAw * mAh / kPageWords + 1));
        }
    }

    // True when the state's cell was not visited before.
    bool insert(const PlayerState& s)
    {
        if (mQ.exact)
            return insertExact(s);
        if (s.standing) {
            const double cx = floorOf(cell(s.position.x, mQ.groundX, mInvGroundX)) - mGx0;
            const double cy = floorOf(cell(s.position.y, mQ.groundX, mInvGroundX)) - mGy0;
            if (cx >= 0 && cy >= 0 && cx < static_cast<double>(mGw) && cy < static_cast<double>(mGh)) {
                const auto i = static_cast<std::int64_t>(cy) * mGw + static_cast<std::int64_t>(cx);
                std::uint64_t& word = at(mGround, static_cast<std::size_t>(i >> 6));
                const std::uint64_t bit = std::uint64_t(1) << (i & 63);
                const bool fresh = !(word & bit);
                word |= bit;
                return fresh;
            }
        } else {
            const double cx = floorOf(cell(s.position.x, mQ.airX, mInvAirX)) - mAx0;
            const double cy = floorOf(cell(s.position.y, mQ.airY, mInvAirY)) - mAy0;
            const double qv = s.vy < 0 && mQ.stepWhileRising ? mQ.risingVy : mQ.vy;
            const double cv = floorOf(s.vy / qv) - mV0;
            if (cx >= 0 && cy >= 0 && cv >= 0 && cx < static_cast<double>(mAw) && cy < static_cast<double>(mAh)
                && cv < 64) {
                std::uint64_t& mask = at(mAir, static_cast<std::size_t>(static_cast<std::int64_t>(cy) * mAw
                                                                        + static_cast<std::int64_t>(cx)));
                const std::uint64_t bit = std::uint64_t(1) << static_cast<int>(cv);
                const bool fresh = !(mask & bit);
                mask |= bit;
                return fresh;
            }
        }
        return mOthers.insert(platformerStateKey(s, mQ));
    }

    // Pages allocated so far, in bytes.
    std::size_t pageBytes() const { return mPages * kPageWords * sizeof(std::uint64_t); }

private:
    // v / q. When q is a power of two, 1 / q is a double and v * (1 / q) is the same correctly
    // rounded quotient, without a division (inv is then 1 / q, else 0).
    static double cell(double v, double q, double inv) { return inv != 0 ? v * inv : v / q; }
    static double inverseIfPowerOfTwo(double q)
    {
        int exponent = 0;
        return q > 0 && std::frexp(q, &exponent) == 0.5 ? 1.0 / q : 0.0;
    }

    static constexpr std::size_t kPageWords = 512;
    // Pages come from a cache of 8 MB shared by the searches (MemoryCache), cleared when taken.
    using Pages = MemoryCache<kPageWords * sizeof(std::uint64_t), 2048>;
    struct Release {
        void operator()(std::uint64_t* p) const { Pages::give(p); }
    };
    using Page = std::unique_ptr<std::uint64_t[], Release>;
    std::uint64_t& at(std::vector<Page>& pages, std::size_t word)
    {
        Page& page = pages[word / kPageWords];
        if (!page) {
            page.reset(static_cast<std::uint64_t*>(Pages::take()));
            std::fill_n(page.get(), kPageWords, std::uint64_t(0));
            ++mPages;
        }
        return page[word % kPageWords];
    }

    const PlatformerQuantum& mQ;
    const double mInvGroundX = inverseIfPowerOfTwo(mQ.groundX), mInvAirX = inverseIfPowerOfTwo(mQ.airX),
                 mInvAirY = inverseIfPowerOfTwo(mQ.airY);
    double mGx0 = 0, mGy0 = 0, mAx0 = 0, mAy0 = 0, mV0 = 0;
    std::int64_t mGw = 0, mGh = 0, mAw = 0, mAh = 0;
    std::vector<Page> mGround;
    std::vector<Page> mAir;
    std::size_t mPages = 0;
    KeySet mOthers{1u << 8}; // rarely used: small until it grows
    // Exact states, bit for bit, in three words: the position, and the vertical speed or, for a
    // standing player (whose vertical speed is always 0: only a stopped fall stands), a NaN
    // pattern no speed takes with the slope bit in it. A fourth word for the flags made the
    // table a third larger, and its misses are most of an exact search's inserts.
    struct ExactKey {
        std::uint64_t x, y, v;
        friend bool operator==(const ExactKey&, const ExactKey&) = default;
    };
    static constexpr std::uint64_t kStandingTag = 0x7FF8'5EED'0000'0000ULL; // a quiet NaN
    struct ExactKeyTraits {
        static ExactKey empty() { return {kStandingTag | 0xFF, 0, 0}; } // x is never a NaN
        static std::uint64_t hash(const ExactKey& k)
        {
            return mixBits(k.x * 0x9E3779B97F4A7C15ULL ^ k.y ^ mixBits(k.v));
        }
    };
    FlatSet<ExactKey, ExactKeyTraits> mExact{16}; // grows only in an exact search
    bool insertExact(const PlayerState& s)
    {
        assert(!s.standing || s.vy == 0);
        const std::uint64_t v = s.standing ? kStandingTag | (s.onSlope ? 1 : 0) : std::bit_cast<std::uint64_t>(s.vy);
        return mExact.insert(
            {std::bit_cast<std::uint64_t>(s.position.x), std::bit_cast<std::uint64_t>(s.position.y), v});
    }
};

std::size_t searchBlockNodes() { return NodeStore::blockNodes(); }

std::uint64_t platformerStateKey(const PlayerState& s, const PlatformerQuantum& q)
{
    // 24 bits x cell, 24 bits y cell, 14 bits vertical speed bin, 1 bit standing. Positions
    // are inside the level (the path ends outside it), so the cells stay small; the offsets
    // keep slightly negative cells apart from large ones.
    const double qx = s.standing ? q.groundX : q.airX;
    const double qy = s.standing ? q.groundX : q.airY;
    const auto cx = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.x / qx)) + (1 << 22)) & 0xFFFFFF;
    const auto cy = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.position.y / qy)) + (1 << 22)) & 0xFFFFFF;
    const double qv = s.vy < 0 && q.stepWhileRising ? q.risingVy : q.vy;
    const auto cv = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::floor(s.vy / qv)) + (1 << 12)) & 0x3FFF;
    return (cx << 39) | (cy << 15) | (cv << 1) | (s.standing ? 1u : 0u);
}

// The smallest cell quantumFor makes (a run of about 1 unit/s): the cells' keys hold 2^24 of
// them across the level (platformerStateKey).
constexpr double kSmallestCell = 1.0 / 64;

PlatformerQuantum quantumFor(const ReachProblem& problem)
{
    PlatformerQuantum quantum;
    if (!problem.exhaustive)
        quantum.exactBudget = 0;
    // The cells are sized for the default player's moves: a walk step (4 units) crosses a
    // standing cell (2 units); siblings in the air (left, none, right) holding their input for
    // two steps lie two steps apart, a cell (4 units) or more; each step changes the vertical
    // speed by gravity (30 units/s), a cell; and a held pair of steps at the fall speed cap
    // (15 units each) crosses a cell of height (8 units). So no step folds a state onto its
    // parent. Another player keeps that: each cell shrinks to just under its move when the
    // move is smaller. Without this, at 90 units/s a walk step stayed in its own cell and was
    // dropped, so a tunnel the player's exact height stopped the search; at a gravity of 900,
    // the top of every jump folded onto itself, and a ledge 60 units up went unreached. The
    // states grow as the cells shrink, as the steps to cross the level do.
    const PlayerParams& player = problem.player;
    const auto within = [](double cell, double move, double smallest) {
        return move >= cell || !(move > 0) || !std::isfinite(move) ? cell : std::max(smallest, 0.99 * move);
    };
    const double run = player.runSpeed * kStepSeconds, pull = player.gravity * kStepSeconds;
    const double fall = player.maxFallSpeed * kStepSeconds;
    // The speed's key holds 2^12 cells either way of 0.
    const double fastest = std::max(std::sqrt(2.0 * player.gravity * player.jumpHeight), player.maxFallSpeed);
    const double smallestVy = std::isfinite(fastest) ? std::max(kSmallestCell, fastest / 4000) : kSmallestCell;
    quantum.groundX = within(quantum.groundX, run, kSmallestCell);
    quantum.airX = within(quantum.airX, 2 * run, kSmallestCell);
    quantum.risingVy = within(quantum.risingVy, pull, smallestVy);
    quantum.vy = within(quantum.vy, 2 * pull, smallestVy);
    quantum.airY = within(quantum.airY, 2 * fall, kSmallestCell);
    return quantum;
}

ReachResult solvePlatformerReach(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    return solvePlatformerReachWith(problem, quantumFor(problem), cancel);
}

namespace {

// The steps a state may take from a node: a standing or rising state gets one step per choice,
// other airborne states hold the input for airSteps steps or until they land.
constexpr int kDirections[3] = {Input::Right, Input::Left, Input::None};

// The scout's pace: eight of its expansions per breadth-first one.
constexpr int kScoutEvery = 8;

// The climber (ReachProblem::climbAfter) takes up to kClimbShare steps of the movement model for
// each the breadth-first search takes after it starts (on the generated levels with a goal high
// above, a tenth to a quarter fewer states than with a share of 3, the same answers; where it
// runs out of moves soon, as often, the share makes no difference). Its estimate counts a unit up as
// kClimbRise units across (climbing through a level takes many moves per unit of height, so a
// lower bound would have it fan out over the whole level), weighted kClimbWeight times the steps
// so far: nearly greedy. It keeps at most kClimbNodesPerBody nodes per body, and no fewer than
// kClimbNodes, so a level whose targets it cannot reach costs it a bounded share.
constexpr double kClimbShare = 10.0;
constexpr double kClimbRise = 8.0;
constexpr double kClimbWeight = 10.0;
constexpr std::size_t kClimbNodesPerBody = 16;
constexpr std::size_t kClimbNodes = 100'000;
// The climber's stages: a held jump rises to its top in the first; in the second it rises four
// steps at a time, then goes on rising (either way) or lets go (the hops cut short and the
// turns in mid-rise that some ways up need), and it walks a step at a time over the verdict's
// standing cells (the jumps that must start at a ledge's very edge); the third chooses at every
// step of a rise, over the verdict's cells in the air too (a wiggle of a step left, then right,
// up a chimney). Each is the cheaper where it gets through (the second took two to three times
// the first's time on the generated levels with a goal high above); where the first ran out of
// moves (five 3,000-shape levels of seven, the one 1,000-shape level of seven whose goal can be
// reached), the second got through on every one, in a sixth to an eighteenth of the states the
// breadth-first search then took; of five more 1,000-shape levels, the two stages ran out on
// one, the third got through in a fifth of its states. A stage that finds nothing costs its
// nodes (the goals that cannot be reached: 10-14% more states for the three than the first).
constexpr int kClimberRises[] = {255, 4, 1};
constexpr std::size_t kClimberStages = std::size(kClimberRises);
// The last chance (PlatformerSolver::climbAtLast) runs the stages left, then the first
// kClimberStagesAtLast again with the estimate weighted kClimbWeightAtLast. A climber keeps the
// first state of each of its cells, and which state comes first, so which ways up it keeps,
// follows the weight: of 189 generated levels of 1,000 and 2,000 shapes with a goal high above,
// weight 10 missed three goals that these reach (two in the first stage, one in the second, in
// 6,900-15,600 states); weight 1 alone missed one that weight 10 reaches. A third stage found
// none and cost twice the other two (tests/bench/README.md, "Morning of 7 December").
constexpr double kClimbWeightAtLast = 1.0;
constexpr std::size_t kClimberStagesAtLast = 2;
// On a level of kClimbSoonerFrom shapes or more the climber sets out after kClimbSooner states
// (or ReachProblem::climbAfter, if fewer): a breadth-first search that has not reached its
// targets by then has most of such a level ahead of it. At 100,000, on the generated levels
// with a goal high above of 3,000 and 10,000 shapes, the verdict took 5-40% less time than at
// 200,000 (and on one of them reached the goal its cells had dropped); at 25,000, 10-55% less
// again where the goal is reached, the same states where it is not, and the same verdicts on
// 93 levels of 2,000 to 10,000 shapes (tests/bench/README.md, "Morning of 7 December"). On a
// level of 1,000 shapes whose targets no one reaches, the breadth-first search ends at 173,000
// states, and a climber setting out at 100,000 took 65% more ("Night of 6 December").
constexpr std::size_t kClimbSoonerFrom = 2'000;
constexpr std::size_t kClimbSooner = 25'000;

// One search over the shared world: breadth first (nodes are the queue) or directed (a heap
// ordered by steps + weight * estimate). Both keep the first state of a cell, exactly.
class Search {
public:
    // Lower bound of the steps from a position to the nearest unreached target.
    using Estimate = std::function<double(Vec2)>;

    Search(const MovementWorld& world, const ReachProblem& problem, const PlatformerQuantum& quantum,
           const Estimate* estimate)
        : mWorld(world),
          mQuantum(quantum),
          mEstimate(estimate),
          mLean(problem.lean && !estimate),
          mSeen(problem.bounds, quantum, std::sqrt(2.0 * problem.player.gravity * problem.player.jumpHeight),
                problem.player.maxFallSpeed)
    {
    }

    // States whose feet leave this box are not kept (platformerReachesAlong's window).
    void confineTo(const Aabb& box) { mConfine = box; }
    // Lean: called for every node as its block is freed behind the front.
    void onRelease(std::function<void(const SearchNode&)> f) { mReleased = std::move(f); }
    // From now on, breadth first and lean (ReachProblem::leanPastLimit).
    void goLean()
    {
        assert(!mEstimate);
        mLean = true;
    }

    // A state to start from: the spawn, or one of several (platformerReachesAlong).
    void start(const PlayerState& s)
    {
        if (!mSeen.insert(s))
            return;
        nodes.push_back({s, kNoParent, Input::None, 0});
        if (mEstimate)
            push(static_cast<std::uint32_t>(nodes.size() - 1), 0);
    }

    bool open() const { return mEstimate ? !mHeap.empty() : mNext < nodes.size(); }
    // Directed: where the most promising open state is (what the search is heading for).
    std::optional<Vec2> frontPosition() const
    {
        if (!mEstimate || mHeap.empty())
            return std::nullopt;
        return nodes[mHeap.front().node].state.position;
    }
    std::size_t expanded() const { return mExpanded; }
    // Steps of the movement model taken so far (what its time follows).
    std::size_t steps() const { return mSteps; }

    // Expands the next node: every choice of input from its state. touch(path, length, node
    // expanded, input, steps held so far) is called for every step taken when `touching`.
    template <typename Touch>
    void expandOne(Touch&& touch, bool touching)
    {
        std::uint32_t index = 0;
        std::uint32_t depth = 0;
        takeNext(index, depth);
        ++mExpanded;
        if (mQuantum.climber) {
            expandMoves(touch, index, depth);
            return;
        }
        const PlayerState state = nodes[index].state;
        // Standing, or rising on a held jump: one step per choice, so a jump can start from
        // every position of a walk and be cut at any step. Otherwise in the air the input is
        // held for airSteps steps, or until landing (docs/movement.md "Platformer search").
        const int hold = mQuantum.exact || state.standing || (mQuantum.stepWhileRising && state.vy < 0)
                             ? 1
                             : std::max(1, mQuantum.airSteps);
        // Jump matters when standing (start one) or rising (keep holding or cut).
        const bool jumpMatters = state.standing || state.vy < 0;
        MovementWorld::Nearby nearby; // shared by the steps of every input from `state`
        nearby.chords = &mChords;
        // Moving first: when a sibling that stood still falls in the same cell, the moving one
        // is kept, so cells wider than one step never stop a walk or a drift.
        for (int jump = 0; jump < (jumpMatters ? 2 : 1); ++jump) {
            for (int d : kDirections) {
                const int input = d | (jump ? Input::Jump : 0);
                PlayerState s = state;
                int k = 0;
                if (holdInput(s, input, hold, k, index, touch, touching, nearby) && confined(s.position)
                    && mSeen.insert(s)) {
                    nodes.push_back({s, index, static_cast<std::uint8_t>(input), static_cast<std::uint8_t>(k)});
                    if (mEstimate)
                        push(static_cast<std::uint32_t>(nodes.size() - 1), depth + static_cast<std::uint32_t>(k));
                }
            }
        }
    }

    // The climber's expansion: whole moves instead of steps. Standing: a walk of a few steps
    // either way, and a jump held to its top (left, right or straight up); in the air: left,
    // right or none held until landing. Every step is the step model's, so what it touches is
    // reached; what it leaves out it decides nothing about.
    template <typename Touch>
    void expandMoves(Touch& touch, std::uint32_t index, std::uint32_t depth)
    {
        const PlayerState state = nodes[index].state;
        MovementWorld::Nearby nearby;
        nearby.chords = &mChords;
        const auto keep = [&](const PlayerState& s, int input, int k) {
            if (confined(s.position) && mSeen.insert(s)) {
                nodes.push_back({s, index, static_cast<std::uint8_t>(input), static_cast<std::uint8_t>(k)});
                push(static_cast<std::uint32_t>(nodes.size() - 1), depth + static_cast<std::uint32_t>(k));
            }
        };
        if (state.standing) {
            for (int d : {Input::Right, Input::Left}) {
                PlayerState s = state;
                int k = 0;
                if (holdMove(s, d, Move::Walk, k, index, touch, nearby))
                    keep(s, d, k);
            }
            for (int d : kDirections) {
                PlayerState s = state;
                int k = 0;
                if (holdMove(s, d | Input::Jump, Move::Rise, k, index, touch, nearby))
                    keep(s, d | Input::Jump, k);
            }
            return;
        }
        if (state.vy < 0 && mQuantum.riseSteps < 255) {
            for (int d : kDirections) {
                PlayerState s = state;
                int k = 0;
                if (holdMove(s, d | Input::Jump, Move::Rise, k, index, touch, nearby))
                    keep(s, d | Input::Jump, k);
            }
        }
        for (int d : kDirections) {
            PlayerState s = state;
            int k = 0;
            if (holdMove(s, d, Move::Fall, k, index, touch, nearby))
                keep(s, d, k);
        }
    }
    enum class Move { Walk, Rise, Fall };
    // Steps s holding input for one move of the climber; k counts the steps. False when it
    // died or left the level.
    template <typename Touch>
    bool holdMove(PlayerState& s, int input, Move move, int& k, std::uint32_t index, Touch& touch,
                  MovementWorld::Nearby& nearby)
    {
        const int most = move == Move::Walk   ? mQuantum.airSteps
                         : move == Move::Fall ? mQuantum.fallSteps
                                              : mQuantum.riseSteps;
        while (k < most) {
            const StepResult r = mWorld.step(s, input, &nearby);
            ++mSteps;
            ++k;
            passedThrough = passedThrough.united(pointBox(r.state.position));
            touch(r.path.data(), r.pathLength, index, input, k);
            if (r.outcome != StepOutcome::Alive) {
                metHazard = metHazard || r.outcome == StepOutcome::HitHazard;
                // A rise that dies (out through the top, into spikes) is cut a step before.
                if (move == Move::Rise && k > 2) {
                    --k;
                    return true;
                }
                return false;
            }
            const bool landed = r.state.standing && !s.standing;
            s = r.state;
            if (landed || (move == Move::Rise && (s.standing || s.vy >= 0)))
                break;
        }
        return true;
    }

    // The estimates changed (a target was reached): open entries are re-estimated lazily.
    void reorder() { ++mGeneration; }

    // Gives up: no more expansions; the nodes stay (paths are rebuilt from them).
    void stop()
    {
        mHeap.clear();
        mHeap.shrink_to_fit();
        mNext = nodes.size();
    }

    NodeStore nodes;
    // A step of this search died on a hazard.
    bool metHazard = false;
    // The climber: the box of the positions its moves passed through between its nodes (a
    // rise of many steps goes far above both ends); empty (min > max) before its first move.
    Aabb passedThrough = kNoBox;

private:
    // The node to expand: the next in breadth-first order, or the most promising open one.
    void takeNext(std::uint32_t& index, std::uint32_t& depth)
    {
        if (!mEstimate) {
            index = static_cast<std::uint32_t>(mNext++);
            if (mLean && (mNext & 0xFFFF) == 0)
                nodes.releaseBefore(index, mReleased); // the node expanded now is still read
            return;
        }
        // Estimates only grow (the nearest unreached target can only get farther), so an entry
        // made before the last target was reached is brought up to date when it comes first,
        // and put back if it is no longer first.
        for (;;) {
            std::pop_heap(mHeap.begin(), mHeap.end(), later);
            Open top = mHeap.back();
            mHeap.pop_back();
            if (top.generation == mGeneration) {
                index = top.node;
                depth = top.depth;
                return;
            }
            push(top.node, top.depth);
        }
    }
    // Steps s holding input up to `hold` times, or until it lands; k counts the steps taken.
    // False when it died or left the level.
    template <typename Touch>
    bool holdInput(PlayerState& s, int input, int hold, int& k, std::uint32_t index, Touch& touch, bool touching,
                   MovementWorld::Nearby& nearby)
    {
        while (k < hold) {
            const StepResult r = mWorld.step(s, input, &nearby);
            ++mSteps;
            ++k;
            if (touching)
                touch(r.path.data(), r.pathLength, index, input, k);
            if (r.outcome != StepOutcome::Alive) {
                metHazard = metHazard || r.outcome == StepOutcome::HitHazard;
                return false;
            }
            const bool landed = r.state.standing && !s.standing;
            s = r.state;
            if (landed)
                break;
        }
        return true;
    }
    struct Open {
        double priority;
        std::uint32_t depth;
        std::uint32_t node;
        std::uint32_t generation; // of the estimate the priority was made with
    };
    // Heap order: the smallest priority first, then the deeper node (it is nearer the goal
    // along the same estimate), then the older one.
    static bool later(const Open& a, const Open& b)
    {
        if (a.priority != b.priority)
            return a.priority > b.priority;
        if (a.depth != b.depth)
            return a.depth < b.depth;
        return a.node > b.node;
    }
    double priority(std::uint32_t node, std::uint32_t depth) const
    {
        return depth + mQuantum.directedWeight * (*mEstimate)(nodes[node].state.position);
    }
    void push(std::uint32_t node, std::uint32_t depth)
    {
        mHeap.push_back({priority(node, depth), depth, node, mGeneration});
        std::push_heap(mHeap.begin(), mHeap.end(), later);
    }

    bool confined(Vec2 p) const { return !mConfine || mConfine->contains(p); }

    const MovementWorld& mWorld;
    const PlatformerQuantum& mQuantum;
    const Estimate* mEstimate;
    std::optional<Aabb> mConfine;
    bool mLean; // breadth first, nodes freed behind the front (ReachProblem::lean)
    VisitedCells mSeen;
    MovementWorld::ChordCache mChords; // lent to every step this search takes
    std::size_t mNext = 0;
    std::size_t mExpanded = 0;
    std::size_t mSteps = 0;
    std::vector<Open> mHeap;
    std::uint32_t mGeneration = 0;
    std::function<void(const SearchNode&)> mReleased; // lean: sees each node freed
};

// One platformer solve: the breadth-first cell search (the reference, its answer is the one
// documented), beside it the directed search when the caller stops at the last target, then
// the exhaustive pass over exact states, and finally the paths, nearest positions and region.
class PlatformerSolver {
public:
    PlatformerSolver(const ReachProblem& problem, const PlatformerQuantum& quantum, const std::atomic<bool>* cancel,
                     const SearchCheckpoint* checkpoint, const std::vector<PathStep>* along = nullptr,
                     const Aabb& window = {})
        : mProblem(problem),
          mAlong(along),
          mWindow(window),
          mQuantum(quantum),
          mCancel(cancel),
          mCheckpoint(checkpoint),
          mWorld(problem.bounds, problem.bodies, problem.tiles, problem.player),
          mTargets(problem.player),
          mRunStep(std::max(1e-9, problem.player.runSpeed * kStepSeconds)),
          mClimbStep(std::max({1e-9, std::sqrt(2.0 * problem.player.gravity * problem.player.jumpHeight) * kStepSeconds,
                               problem.player.maxFallSpeed * kStepSeconds})),
          mEstimate([this](Vec2 p) {
              const std::size_t i = headingFor(p);
              return i < mGoals.size() ? stepsTo(i, p) : 0.0;
          }),
          mClimbAfter(mWorld.space().size() >= kClimbSoonerFrom ? std::min(problem.climbAfter, kClimbSooner)
                                                                : problem.climbAfter)
    {
    }
    // The searches keep pointers to the quanta and the estimate.
    PlatformerSolver(const PlatformerSolver&) = delete;
    PlatformerSolver& operator=(const PlatformerSolver&) = delete;

    ReachResult solve();
    // The cell searches alone, from the states along mAlong: which targets they touch
    // (platformerReachesAlong).
    ReachResult solveAlong();

private:
    // Per target: the search and node the winning move started from (kNoParent = the spawn
    // itself), its input and after how many steps of it the target was touched.
    struct Hit {
        int search = 0;
        std::uint32_t from = kNoParent;
        int input = Input::None;
        int steps = 0;
    };

    void addTargets();
    void settleOutOfReach();
    void startSearches();
    void touchTargets(int search, const Vec2* path, int length, std::uint32_t from, int input, int steps);
    // The toucher of search i, for Search::expandOne.
    auto toucher(int search)
    {
        return [this, search](const Vec2* path, int length, std::uint32_t from, int input, int steps) {
            touchTargets(search, path, length, from, input, steps);
        };
    }
    double stepsTo(std::size_t i, Vec2 p) const;
    std::size_t headingFor(Vec2 p) const;
    bool cancelledAt(std::size_t round);
    std::size_t statesSoFar() const;
    std::size_t statesTowardsLimit() const;
    void runCellSearches();
    bool pauseToSettle();
    bool directedGaveUp(std::size_t round) const;
    void directedRound();
    void restartPatience(Search& d);
    void checkPatience(Search& d, Vec2 front);
    void runExhaustivePass();
    void climbAtLast();
    void markRegion();
    // The box every step of the searches looked within (ReachResult::lookedAt), if any ran.
    std::optional<Aabb> lookedAtBox() const;
    void buildPath(std::size_t target);
    void findNearest();
    std::vector<PathStep> replayTo(const Search& search, const SearchNode& last) const;

    const ReachProblem& mProblem;
    // Null: the search starts at the spawn. Else at every state of the replay of these inputs
    // from the spawn whose feet lie in mWindow.
    const std::vector<PathStep>* mAlong;
    const Aabb mWindow;
    const PlatformerQuantum& mQuantum;
    const PlatformerQuantum mExactQuantum = exactQuantum();
    const std::atomic<bool>* mCancel;
    const SearchCheckpoint* mCheckpoint; // the next pause; null once the last has settled
    const MovementWorld mWorld;
    // Targets, inflated like obstacles so that "the box touches it" is "the point is in it".
    ConfigSpace mTargets;
    std::vector<Aabb> mTargetBounds; // mTargets' shapes' bounds, in their order
    // The pieces of the targets not decided yet, and their bounds side by side: most targets
    // are reached early, and every step looks at the rest (touchTargets).
    std::vector<std::uint32_t> mOpenPieces;
    std::vector<Aabb> mOpenBounds;
    std::size_t mOpenFor = std::numeric_limits<std::size_t>::max(); // mRemaining when they were listed
    // Which coarse cells of the level the open pieces' bounds meet (CoarseGrids.h): a step
    // whose box meets none of them touches no target, and most steps are far from any.
    OpenTargetCells mOpenCells{mProblem.bounds};
    // Per target, the bounds of its inflated pieces (none for a degenerate shape).
    std::vector<std::optional<Aabb>> mGoals;
    ReachResult mResult;
    std::size_t mRemaining = 0; // targets not reached yet
    std::vector<Hit> mHits;
    bool mReachedNew = false; // a target was reached since the directed search last looked
    bool mOutOfReachSettled = false; // the envelope's answer does not change: asked once

    // The estimate of the directed search: the fewest steps that could cover the distance to
    // the nearest unreached target's inflated bounds, running along x and at the fastest
    // vertical speed (a jump's start or the fall cap) along y. Targets the directed search has
    // given up on do not count.
    const double mRunStep;
    const double mClimbStep;
    std::vector<char> mGivenUp;
    const Search::Estimate mEstimate;
    // When the climber sets out: ReachProblem::climbAfter, sooner on a big level (kClimbSooner).
    const std::size_t mClimbAfter;
    // The climber's: the moves, in run steps, to the nearest target not decided, a unit up
    // counting as kClimbRise across. Not a lower bound: a guide.
    const Search::Estimate mClimbEstimate = [this](Vec2 p) {
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < mGoals.size(); ++i)
            if (!mResult.targets[i].decided() && mGoals[i]) {
                const Aabb& g = *mGoals[i];
                const double dx = std::max({0.0, g.minX - p.x, p.x - g.maxX});
                const double dy = std::max({0.0, g.minY - p.y, p.y - g.maxY});
                best = std::min(best, (dx + kClimbRise * dy) / mRunStep);
            }
        return std::isfinite(best) ? best : 0.0;
    };

    // A lean search frees its nodes behind the front, so findNearest has none to read: the
    // position closest to each target not reached yet is kept as the nodes are freed.
    void keepNearestOf(Search& search);
    void keepNearest(Vec2 p);
    std::vector<double> mNearestSoFar;  // squared distance, per target
    std::vector<std::size_t> mOpenGoals; // the targets not reached when mRemaining was...
    std::size_t mOpenGoalsAt = std::numeric_limits<std::size_t>::max(); // ... this
    // ReachProblem::leanPastLimit: past the limit, the breadth-first search goes on lean.
    void goLean();
    bool mLeanNow = false;

    // [0] breadth first, then the directed search if any; the scout and the climber's stages,
    // if any, in the order they set out; then the exhaustive pass if any.
    std::vector<std::unique_ptr<Search>> mSearches;
    // The scout (ReachProblem::scoutAfter): its index in mSearches (0: none), its cells.
    void scoutRound();
    bool helpersMaySetOut() const;
    PlatformerQuantum scoutCells() const;
    // The climber (ReachProblem::climbAfter): its stage's index in mSearches (0: none), the
    // stages' cells, the breadth-first search's steps when it started, and mRemaining when it
    // last reordered.
    // A climber that runs out of moves or nodes with targets left is followed by the next
    // stage (kClimberRises), a new search from the spawn; the stages before keep their nodes
    // (the paths of what they reached). mClimbers: their indices; mClimbed: the steps of those
    // done.
    void climberRound();
    bool startClimberStage();
    std::size_t mClimber = 0;
    bool mClimberDone = false;
    std::array<PlatformerQuantum, kClimberStages + kClimberStagesAtLast> mClimberQuanta;
    bool mClimbingAtLast = false; // the last chance: the second series may set out
    std::vector<std::size_t> mClimbers;
    std::size_t mClimbed = 0;
    std::size_t mClimbFrom = 0;
    std::size_t mClimberFor = 0;
    std::size_t mScout = 0;
    bool mScoutDone = false;
    PlatformerQuantum mScoutQuantum;
    bool mDirected = false;
    bool mSpawnInHazard = false;
    // Patience of the directed search: the target it heads for, the fewest steps its open
    // front has come to it, and for how many expansions that has not improved.
    std::size_t mHeading = 0;
    double mClosest = std::numeric_limits<double>::infinity();
    std::size_t mStale = 0;

    static PlatformerQuantum exactQuantum()
    {
        PlatformerQuantum q;
        q.exact = true;
        q.airSteps = 1;
        q.stepWhileRising = true;
        q.directed = false;
        return q;
    }
};

ReachResult PlatformerSolver::solve()
{
    addTargets();
    // The probes of ReachAnalysis (verdict calls without the exhaustive pass) ask the envelope
    // first: they search changed problems for targets the verdict missed, which are often out
    // of reach again (a lower jump, say), and each would otherwise search until the pause. The
    // verdict itself waits for the pause: on most levels every target is reached before it, and
    // the envelope costs a pass over the shapes (some 50-100 ms at 100,000).
    if (mCheckpoint && !mProblem.exhaustive)
        settleOutOfReach();
    startSearches();
    runCellSearches();
    runExhaustivePass();
    climbAtLast();
    // Hazards may be why a target is missed unless the search ran to its end and met none.
    bool hazardsMatter = mSpawnInHazard || mResult.spawnBlocked || mResult.truncated || mResult.cancelled;
    for (const auto& search : mSearches) {
        mResult.statesExplored += search->nodes.size();
        hazardsMatter = hazardsMatter || search->metHazard;
    }
    mResult.hazardsMatter = hazardsMatter;
    if (mProblem.lean || mLeanNow) {
        // Verdicts, and the nearest positions kept as the nodes behind the front were freed
        // (the paths of the targets reached before the search went lean were made then).
        for (const auto& search : mSearches)
            search->nodes.forEach([&](const SearchNode& n) { keepNearest(n.state.position); });
        return std::move(mResult);
    }
    // Only a breadth-first search that ran to its end has met everything it ever will: one that
    // stopped once the targets left were proven sealed or out of reach has not looked beyond.
    if (mProblem.attempts && !mResult.truncated && !mResult.cancelled && !mSearches.empty() && !mSearches.front()->open())
        mResult.lookedAt = lookedAtBox();
    else if (mProblem.attempts && mResult.truncated && !mResult.cancelled
             && std::none_of(mResult.targets.begin(), mResult.targets.end(),
                             [](const TargetResult& t) { return t.sealed || t.outOfReach; }))
        mResult.lookedAtToLimit = lookedAtBox();
    if (!mProblem.stopWhenAllReached)
        markRegion(); // the overlay draws it; a search that stops early has only part of it
    for (std::size_t i = 0; i < mResult.targets.size(); ++i)
        if (mResult.targets[i].reached)
            buildPath(i);
    findNearest();
    return std::move(mResult);
}

ReachResult PlatformerSolver::solveAlong()
{
    addTargets();
    startSearches();
    runCellSearches();
    for (const auto& search : mSearches)
        mResult.statesExplored += search->nodes.size();
    return std::move(mResult);
}

void PlatformerSolver::addTargets()
{
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
        mTargets.add(mProblem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
    mTargets.finish();
    for (std::size_t k = 0; k < mTargets.size(); ++k)
        mTargetBounds.push_back(mTargets.shape(k).bounds);
    mGoals.resize(mProblem.targets.size());
    for (std::size_t k = 0; k < mTargets.size(); ++k) {
        auto& g = mGoals[static_cast<std::size_t>(mTargets.shape(k).key)];
        g = g ? g->united(mTargets.shape(k).bounds) : mTargets.shape(k).bounds;
    }
    mResult.targets.resize(mProblem.targets.size());
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
        mResult.targets[i].key = mProblem.targets[i].key;
    mRemaining = mProblem.targets.size();
    mHits.resize(mProblem.targets.size());
    mGivenUp.assign(mGoals.size(), 0);
    mHeading = mGoals.size();
}

// Targets the search has not reached after a while may lie above every jump from anything the
// player can stand on (JumpEnvelope.h): those are decided from the shapes' bounds, the search
// no longer waits for them, and their "unreachable" is exact without the exhaustive pass.
// Asked once: before any search in a probe, else at the pause, before the exhaustive pass and
// when a state limit cut the search short (most levels have reached every target before, and
// then it costs nothing).
void PlatformerSolver::settleOutOfReach()
{
    if (mOutOfReachSettled)
        return;
    mOutOfReachSettled = true;
    // A probe (no exhaustive pass) whose whole budget is fewer states than the level has shapes
    // does without: the pass would cost about as much as the search it could save, and a probe
    // counts a target out of reach as not reached anyway.
    if (!mProblem.exhaustive && mProblem.maxStates > 0 && mWorld.space().size() >= mProblem.maxStates)
        return;
    std::vector<bool> left(mResult.targets.size());
    bool any = false;
    for (std::size_t i = 0; i < left.size(); ++i) {
        const TargetResult& t = mResult.targets[i];
        left[i] = !t.decided();
        any = any || left[i];
    }
    if (!any)
        return;
    const std::vector<bool> out = findOutOfReach(mWorld, mProblem.spawn, mGoals, &left);
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i]) {
            mResult.targets[i].outOfReach = true;
            --mRemaining;
        }
}

// The breadth-first search, and the directed one only when the caller stops at the last
// target (it only adds targets). Both start at the spawn unless it is blocked, in a hazard or
// outside the level; targets touching the spawn are reached there.
void PlatformerSolver::startSearches()
{
    mSearches.push_back(std::make_unique<Search>(mWorld, mProblem, mQuantum, nullptr));
    keepNearestOf(*mSearches.back());
    mDirected = mQuantum.directed && mProblem.stopWhenAllReached && !mProblem.targets.empty() && !mProblem.lean;
    if (mDirected)
        mSearches.push_back(std::make_unique<Search>(mWorld, mProblem, mQuantum, &mEstimate));

    if (mAlong) {
        const Vec2 spawn = mProblem.spawn;
        if (mWorld.blocked(spawn) || mWorld.touchesHazard(spawn) || !mWorld.insideBounds(spawn))
            return;
        // Every state of the replay is one an input sequence reaches: the search goes on
        // from those near the window as it would have from the spawn.
        PlayerState s = mWorld.spawnState(spawn);
        for (std::size_t k = 0;; ++k) {
            if (mWindow.contains(s.position)) {
                touchTargets(0, &s.position, 1, kNoParent, Input::None, 0);
                for (auto& search : mSearches) {
                    search->confineTo(mWindow);
                    search->start(s);
                }
            }
            if (k + 1 >= mAlong->size())
                break;
            const StepResult r = mWorld.step(s, (*mAlong)[k + 1].input);
            if (r.outcome != StepOutcome::Alive)
                break;
            s = r.state;
        }
        return;
    }
    const Vec2 spawn = mProblem.spawn;
    if (mWorld.blocked(spawn)) {
        mResult.spawnBlocked = true;
        return;
    }
    const PlayerState start = mWorld.spawnState(spawn);
    touchTargets(0, &spawn, 1, kNoParent, Input::None, 0);
    mSpawnInHazard = mWorld.touchesHazard(spawn);
    if (!mSpawnInHazard && mWorld.insideBounds(spawn))
        for (auto& search : mSearches)
            search->start(start);
}

// The targets a step of search `search` touches (its swept positions) are reached by it.
void PlatformerSolver::touchTargets(int search, const Vec2* path, int length, std::uint32_t from, int input,
                                    int steps)
{
    // One look-up for the whole step; most steps have no target near.
    Aabb box{path[0].x, path[0].y, path[0].x, path[0].y};
    for (int k = 1; k < length; ++k)
        box = box.united({path[k].x, path[k].y, path[k].x, path[k].y});
    // Target shape i, whose bounds meet the step's.
    const auto touch = [&](std::uint32_t i) {
        const ConfigShape& s = mTargets.shape(i);
        auto& t = mResult.targets[static_cast<std::size_t>(s.key)];
        if (t.decided())
            return;
        for (int k = 0; k < length; ++k) {
            const Vec2 a = path[k], b = path[k + 1 < length ? k + 1 : k];
            if (!mTargets.segmentTouches(s, a, b))
                continue;
            t.reached = true;
            const auto helper = static_cast<std::size_t>(search);
            t.climbed = std::find(mClimbers.begin(), mClimbers.end(), helper) != mClimbers.end();
            t.scouted = t.climbed || (mScout != 0 && helper == mScout);
            mHits[static_cast<std::size_t>(s.key)] = {search, from, input, steps};
            --mRemaining;
            mReachedNew = true;
            return;
        }
    };
    // A handful of open targets: looking at each is cheaper than the bucket grid. Their
    // bounds lie side by side, where this loop (run for every step) reads nothing else. The
    // list is made again when a target was decided (it may hold decided ones until then:
    // touch skips them). A level with many targets scans too once most are reached (the
    // benchmark level's overlay: 41 targets, 18 left for most of the search).
    const bool few = mRemaining <= kScanTargets; // more targets have more pieces
    if (few && mOpenFor != mRemaining) {
        mOpenPieces.clear();
        mOpenBounds.clear();
        for (std::uint32_t i = 0; i < mTargetBounds.size(); ++i)
            if (!mResult.targets[static_cast<std::size_t>(mTargets.shape(i).key)].decided()) {
                mOpenPieces.push_back(i);
                mOpenBounds.push_back(mTargetBounds[i]);
            }
        mOpenCells.mark(mOpenBounds);
        mOpenFor = mRemaining;
    }
    if (few && mOpenBounds.size() <= kScanTargets) {
        if (!mOpenCells.meets(box))
            return;
        for (std::size_t k = 0; k < mOpenBounds.size(); ++k)
            if (mOpenBounds[k].intersects(box))
                touch(mOpenPieces[k]);
    } else {
        mTargets.forEachNear(box, [&](std::uint32_t i) {
            if (mTargetBounds[i].intersects(box))
                touch(i);
        });
    }
}

void PlatformerSolver::keepNearestOf(Search& search)
{
    if (!mProblem.lean && !mLeanNow)
        return;
    if (mNearestSoFar.empty()) {
        mNearestSoFar.assign(mResult.targets.size(), std::numeric_limits<double>::infinity());
        for (TargetResult& t : mResult.targets)
            t.nearest = mProblem.spawn;
    }
    search.onRelease([this](const SearchNode& n) { keepNearest(n.state.position); });
}

// Reads only the targets not reached (a lean search of a huge level passes every node through
// here).
void PlatformerSolver::keepNearest(Vec2 p)
{
    if (mOpenGoalsAt != mRemaining) {
        mOpenGoals.clear();
        for (std::size_t i = 0; i < mGoals.size(); ++i)
            if (mGoals[i] && !mResult.targets[i].reached) // sealed or out of reach: still wanted
                mOpenGoals.push_back(i);
        mOpenGoalsAt = mRemaining;
    }
    for (std::size_t i : mOpenGoals)
        if (const double d = boxDistance2(pointBox(p), *mGoals[i]); d < mNearestSoFar[i]) {
            mNearestSoFar[i] = d;
            mResult.targets[i].nearest = p;
        }
}

double PlatformerSolver::stepsTo(std::size_t i, Vec2 p) const
{
    const Aabb& g = *mGoals[i];
    const double dx = std::max({0.0, g.minX - p.x, p.x - g.maxX});
    const double dy = std::max({0.0, g.minY - p.y, p.y - g.maxY});
    return std::max(dx / mRunStep, dy / mClimbStep);
}

// The target the estimate heads for from p (mGoals.size() when none is left).
std::size_t PlatformerSolver::headingFor(Vec2 p) const
{
    std::size_t target = mGoals.size();
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < mGoals.size(); ++i) {
        if (mResult.targets[i].decided() || !mGoals[i] || mGivenUp[i])
            continue;
        if (const double d = stepsTo(i, p); d < best) {
            best = d;
            target = i;
        }
    }
    return target;
}

// Checked every 1024 rounds: an atomic load is cheap, but not free in the hot loop.
bool PlatformerSolver::cancelledAt(std::size_t round)
{
    if (mCancel && (round & 1023) == 0 && mCancel->load(std::memory_order_relaxed))
        mResult.cancelled = true;
    return mResult.cancelled;
}

std::size_t PlatformerSolver::statesSoFar() const
{
    std::size_t n = 0;
    for (const auto& search : mSearches)
        n += search->nodes.size();
    return n;
}

// What ReachProblem::maxStates bounds. In a probe (no exhaustive pass), the climber's stages
// do not count: each has its own bound (kClimbNodes), and the breadth-first search takes the
// states it took without them, so the climber only adds to what a probe reaches.
std::size_t PlatformerSolver::statesTowardsLimit() const
{
    std::size_t n = statesSoFar();
    if (!mProblem.exhaustive)
        for (std::size_t i : mClimbers)
            n -= mSearches[i]->nodes.size();
    return n;
}

// The breadth-first search expands a node every round, the directed one every directedEvery
// rounds: when some target cannot be reached the directed search is wasted, and this bounds
// what it costs. The breadth-first search alone decides when the reachable space is
// exhausted; the directed one stops at its limit or when it has nothing left.
void PlatformerSolver::runCellSearches()
{
    const std::size_t every = static_cast<std::size_t>(std::max(1, mQuantum.directedEvery));
    Search& bfs = *mSearches.front();
    for (std::size_t round = 0;; ++round) {
        if (mProblem.stopWhenAllReached && mRemaining == 0)
            break;
        if (cancelledAt(round))
            break;
        if (!bfs.open())
            break;
        const std::size_t states = statesTowardsLimit();
        const bool atLimit = mProblem.maxStates > 0 && states >= mProblem.maxStates && !mLeanNow;
        // At its limit the verdict has the targets left checked for a seal (decided whatever
        // the limit); a probe (no exhaustive pass) counts them as not reached either way.
        const bool settleAtLimit = atLimit && mProblem.exhaustive;
        // The directed search giving up calls only the pauses that allow it (not the dearest).
        const bool gaveUp = mCheckpoint && mCheckpoint->onGiveUp && directedGaveUp(round);
        if (mCheckpoint && mRemaining > 0 && (settleAtLimit || states >= mCheckpoint->states || gaveUp)) {
            if (!pauseToSettle())
                break;
            continue; // the targets left may all be settled now
        }
        if (atLimit) {
            if (mProblem.leanPastLimit) {
                goLean();
                continue;
            }
            mResult.truncated = true;
            break;
        }
        bfs.expandOne(toucher(0), mRemaining > 0);
        if (mDirected && round % every == 0)
            directedRound();
        if (!mScoutDone && mProblem.scoutAfter > 0 && bfs.nodes.size() >= mProblem.scoutAfter)
            scoutRound();
        if (!mClimberDone && mClimbAfter > 0 && bfs.nodes.size() >= mClimbAfter) {
            if (mClimber == 0)
                mClimbFrom = bfs.steps();
            const auto climberBehind = [&] {
                const double since = static_cast<double>(bfs.steps() - mClimbFrom);
                return mClimber == 0 || static_cast<double>(mClimbed + mSearches[mClimber]->steps()) <= kClimbShare * since;
            };
            while (!mClimberDone && mRemaining > 0 && climberBehind())
                climberRound();
        }
    }
}

// The scout's cells: the verdict's, twice as wide and twice as high in the air, the vertical
// speed's twice as tall, no choice every step while rising; breadth first.
PlatformerQuantum PlatformerSolver::scoutCells() const
{
    PlatformerQuantum q = mQuantum;
    q.airX *= 2;
    q.airY *= 2;
    q.vy *= 2;
    q.stepWhileRising = false;
    q.directed = false;
    return q;
}

// The scout and the climber set out from the spawn, with targets left, in a search that stops
// at the last target. The climber sets out in the probes too (no exhaustive pass), beside a
// breadth-first search bounded as before (statesTowardsLimit): a target the probe reached it
// still reaches, and one at the end of a long climb is found in a fraction of the states. The
// scout, whose nodes have no bound of their own, stays the verdict's.
bool PlatformerSolver::helpersMaySetOut() const
{
    return mRemaining > 0 && mProblem.stopWhenAllReached && !mAlong && !mResult.spawnBlocked && !mSpawnInHazard
           && mWorld.insideBounds(mProblem.spawn);
}

// The scout (ReachProblem::scoutAfter): started once the breadth-first search has taken that
// many states with targets left, then kScoutEvery expansions of it per round until it has
// reached every target left or has nothing left (then, having reached nothing, it is freed).
// Its cells are twice as wide and twice as high in the air, its vertical speed cells twice as
// tall, and while rising it has no choice every step: about a third of the breadth-first
// search's states for the same ground, which drop more routes (it decides nothing about what
// it misses). A lean search's scout is lean (no paths), and goes on lean with it past its
// limit (goLean).
void PlatformerSolver::scoutRound()
{
    if (mScout == 0) {
        if (!helpersMaySetOut() || !mProblem.exhaustive) {
            mScoutDone = true;
            return;
        }
        mScoutQuantum = scoutCells();
        mSearches.push_back(std::make_unique<Search>(mWorld, mProblem, mScoutQuantum, nullptr));
        mScout = mSearches.size() - 1;
        Search& scout = *mSearches[mScout];
        if (mLeanNow)
            scout.goLean();
        keepNearestOf(scout);
        scout.start(mWorld.spawnState(mProblem.spawn));
    }
    Search& scout = *mSearches[mScout];
    for (int k = 0; k < kScoutEvery && mRemaining > 0 && scout.open(); ++k)
        scout.expandOne(toucher(static_cast<int>(mScout)), true);
    if (mRemaining > 0 && scout.open())
        return;
    mScoutDone = true;
    const bool reachedAny = std::any_of(mResult.targets.begin(), mResult.targets.end(),
                                        [](const TargetResult& t) { return t.scouted; });
    if (reachedAny) {
        scout.stop();
    } else if (mScout + 1 == mSearches.size()) {
        mSearches.pop_back(); // its states led nowhere: their memory goes back
        mScout = 0;
    }
}

// The climber (ReachProblem::climbAfter): started once the breadth-first search has taken that
// many states with targets left, then expanding whenever it has taken fewer than
// kClimbShare steps for each of the breadth-first search's since (its stages together), until it
// has reached every target left; a stage that has nothing left or holds its most nodes makes way
// for the next (kClimberRises), the last ends it. Best first, towards the nearest target
// left (mClimbEstimate), over whole moves (Search::expandMoves) in cells of about three walk
// steps on the ground and twice the air cells. It keeps its nodes (paths are rebuilt from them)
// and does not go lean.
void PlatformerSolver::climberRound()
{
    if (mClimber == 0 && !(helpersMaySetOut() && startClimberStage())) {
        mClimberDone = true;
        return;
    }
    Search& climber = *mSearches[mClimber];
    if (mClimberFor != mRemaining) {
        mClimberFor = mRemaining; // a target was decided: the estimates changed
        climber.reorder();
    }
    if (mRemaining > 0 && climber.open())
        climber.expandOne(toucher(static_cast<int>(mClimber)), true);
    const std::size_t most = std::max(kClimbNodes, kClimbNodesPerBody * mProblem.bodies.size());
    if (mRemaining > 0 && climber.open() && climber.nodes.size() < most)
        return;
    climber.stop();
    mClimbed += climber.steps();
    if (mRemaining == 0 || !startClimberStage())
        mClimberDone = true;
}

// The next stage of the climber, if there is one: its cells (the scout's in the air, about
// three walk steps on the ground) and its moves.
bool PlatformerSolver::startClimberStage()
{
    if (mClimbers.size() >= (mClimbingAtLast ? mClimberQuanta.size() : kClimberStages))
        return false;
    PlatformerQuantum& q = mClimberQuanta[mClimbers.size()];
    const bool again = mClimbers.size() >= kClimberStages; // the last chance's series
    const std::size_t stage = mClimbers.size() % kClimberStages;
    q = scoutCells();
    q.climber = true;
    q.airSteps = 2; // a walk: two steps, so a walk leaves its cell
    q.groundX = std::min(3 * mQuantum.groundX, 0.99 * 2 * mRunStep);
    // A fall is held for as long as a jump rises: a long fall (a move down, so seldom the
    // way) is taken further only if its end is expanded, not whenever its start is.
    const PlayerParams& player = mProblem.player;
    const double rise = std::ceil(std::sqrt(2.0 * player.gravity * player.jumpHeight) / (player.gravity * kStepSeconds));
    q.fallSteps = std::isnan(rise) ? 4 : static_cast<int>(std::clamp(rise, 4.0, 255.0));
    q.riseSteps = kClimberRises[stage];
    if (stage > 0) {
        // Later stages stand where the verdict's search does: a jump from a ledge's very edge.
        q.groundX = mQuantum.groundX;
        q.airSteps = 1;
    }
    if (stage > 1) {
        // The last flies over the verdict's cells too: with the scout's, a choice at every step
        // of a rise mostly lands in the cell of another, and is dropped.
        q.airX = mQuantum.airX;
        q.airY = mQuantum.airY;
        q.vy = mQuantum.vy;
    }
    q.directedWeight = again ? kClimbWeightAtLast : kClimbWeight;
    mSearches.push_back(std::make_unique<Search>(mWorld, mProblem, q, &mClimbEstimate));
    mClimber = mSearches.size() - 1;
    mClimbers.push_back(mClimber);
    mClimberFor = mRemaining;
    mSearches[mClimber]->start(mWorld.spawnState(mProblem.spawn));
    return true;
}

// At the state limit with ReachProblem::leanPastLimit: the targets reached so far get their
// paths now, the directed search stops (its nodes stay: nearest positions are read from them at
// the end), and the breadth-first search goes on lean, keeping the nearest positions.
void PlatformerSolver::goLean()
{
    mLeanNow = true;
    mResult.leanFrom = statesSoFar();
    for (std::size_t i = 0; i < mResult.targets.size(); ++i)
        if (mResult.targets[i].reached)
            buildPath(i);
    if (mDirected) {
        mSearches[1]->stop();
        mDirected = false;
    }
    if (mScout != 0) {
        mSearches[mScout]->goLean();
        keepNearestOf(*mSearches[mScout]);
    }
    Search& bfs = *mSearches.front();
    bfs.goLean();
    keepNearestOf(bfs);
}

// The directed search has given up every target left (looked at every 1024 rounds): those
// may be sealed, and a search that waits for them would cover the level; the checkpoint says.
bool PlatformerSolver::directedGaveUp(std::size_t round) const
{
    return mDirected && (round & 1023) == 0 && headingFor(mProblem.spawn) == mGoals.size();
}

// The checkpoint: targets proven unreachable otherwise stop counting as left. False when that
// was cancelled.
bool PlatformerSolver::pauseToSettle()
{
    if (mCheckpoint->envelope)
        settleOutOfReach();
    if (mRemaining == 0) {
        mCheckpoint = nullptr;
        return true;
    }
    std::vector<bool> left(mResult.targets.size());
    for (std::size_t i = 0; i < left.size(); ++i)
        left[i] = !mResult.targets[i].decided();
    const std::vector<bool> settled = mCheckpoint->settle(left);
    mCheckpoint = mCheckpoint->then;
    if (settled.size() != mResult.targets.size()) {
        mResult.cancelled = true;
        return false;
    }
    for (std::size_t i = 0; i < settled.size(); ++i) {
        TargetResult& t = mResult.targets[i];
        if (settled[i] && !t.decided()) {
            t.sealed = true;
            --mRemaining;
        }
    }
    if (mDirected)
        mSearches[1]->reorder(); // their estimates no longer count the settled targets
    return true;
}

// One expansion of the directed search, re-aimed when a target was reached.
void PlatformerSolver::directedRound()
{
    Search& d = *mSearches[1];
    if (mReachedNew)
        restartPatience(d);
    if (d.open() && mRemaining > 0) {
        d.expandOne(toucher(1), true);
        if (d.nodes.size() >= mQuantum.directedLimit)
            d.stop();
    }
    if (mReachedNew)
        restartPatience(d);
    else if (const std::optional<Vec2> front = d.frontPosition())
        checkPatience(d, *front);
}

// A target was reached: the estimates changed, and patience starts over.
void PlatformerSolver::restartPatience(Search& d)
{
    mReachedNew = false;
    mStale = 0;
    mHeading = mGoals.size();
    d.reorder();
}

// The target the directed search heads for must come closer (the best estimate of the open
// front shrinks); after directedPatience expansions without that, the target is given up. A
// far target it keeps running towards is never given up.
void PlatformerSolver::checkPatience(Search& d, Vec2 front)
{
    const std::size_t target = headingFor(front);
    const double left = target < mGoals.size() ? stepsTo(target, front) : 0.0;
    if (target != mHeading) {
        mHeading = target;
        mClosest = left;
        mStale = 0;
    } else if (left < mClosest) {
        mClosest = left;
        mStale = 0;
    } else if (++mStale >= mQuantum.directedPatience && target < mGoals.size()) {
        mGivenUp[target] = 1;
        mStale = 0;
        mHeading = mGoals.size();
        if (headingFor(mProblem.spawn) == mGoals.size())
            d.stop(); // every target left is given up
        else
            d.reorder();
    }
}

// The exhaustive pass: what the cells may have dropped (docs/movement.md "Exhaustive pass").
void PlatformerSolver::runExhaustivePass()
{
    const Search& bfs = *mSearches.front();
    if (!mQuantum.exact && !mResult.cancelled && mRemaining > 0 && bfs.nodes.size() > 0)
        settleOutOfReach();
    const bool exhaustive = !mQuantum.exact && mQuantum.exactBudget > 0 && !mResult.cancelled && !mResult.truncated;
    if (!(exhaustive && mRemaining > 0 && bfs.nodes.size() > 0)) {
        // Nothing left to find, or no search at all (a blocked spawn): the verdicts are exact.
        mResult.exhaustive = exhaustive && (mRemaining == 0 || bfs.nodes.size() == 0);
        return;
    }
    // Each state the breadth-first search kept is one the player reaches from the spawn, and
    // no two are the same exact state (they lie in different cells). When they are as many as
    // the budget, the pass cannot visit every exact state within it: it would prove nothing,
    // and in its budget it gets a few dozen steps from the spawn (22 on the 256 x 32 level of
    // bench_reach, 250,000 states), where the cells have rarely missed a target. It is not
    // run; the climber's last chance still is (climbAtLast).
    if (bfs.nodes.size() >= mQuantum.exactBudget)
        return;
    mSearches.push_back(std::make_unique<Search>(mWorld, mProblem, mExactQuantum, nullptr));
    Search& ex = *mSearches.back();
    keepNearestOf(ex);
    const auto touch = toucher(static_cast<int>(mSearches.size() - 1));
    ex.start(mWorld.spawnState(mProblem.spawn));
    for (std::size_t round = 0; mRemaining > 0 && ex.open(); ++round) {
        if (cancelledAt(round))
            break;
        if (ex.nodes.size() >= mQuantum.exactBudget)
            break;
        ex.expandOne(touch, true);
    }
    mResult.exhaustive = !mResult.cancelled && !ex.open();
    mResult.exactStatesExplored = ex.nodes.size();
}

// The last chance (the verdict's call): the exhaustive pass stopped at its budget, or was left
// out (runExhaustivePass), with targets left that nothing has proven unreachable. The
// climber's stages not run yet (the breadth-first search ended before climbAfter, or before
// the climber's share) run now, from the spawn, to their end, then a second series, weighted
// otherwise (kClimbWeightAtLast). A route the cells dropped and the exact states did not get
// to is still found then, with a path; what the climbers miss stays unreachable on the cells'
// word. Its states are ReachResult::lastChanceStates.
void PlatformerSolver::climbAtLast()
{
    if (!mProblem.exhaustive || mResult.exhaustive || mResult.cancelled || mResult.truncated || mRemaining == 0
        || mClimbAfter == 0)
        return;
    const std::size_t before = statesSoFar();
    mClimbingAtLast = true;
    if (mClimberDone) {
        // The first series ran to its end beside the breadth-first search: the second sets out.
        if (mClimber == 0 || !startClimberStage())
            return;
        mClimberDone = false;
    }
    for (std::size_t round = 0; !mClimberDone && mRemaining > 0; ++round) {
        if (cancelledAt(round))
            break;
        climberRound();
    }
    mResult.lastChanceStates = statesSoFar() - before;
}

// The region: every state's box, united with its parent's (the step between them).
void PlatformerSolver::markRegion()
{
    ReachRegion region(mProblem.bounds);
    for (const auto& search : mSearches) {
        const auto& nodes = search->nodes;
        nodes.forEach([&](const SearchNode& n) {
            const Aabb box = mWorld.playerBox(n.state.position);
            region.mark(n.parent == kNoParent ? box : box.united(mWorld.playerBox(nodes[n.parent].state.position)));
        });
    }
    mResult.region = region.boxes();
}

// Every step starts from a node's position or, held, within one step of it, and looks around
// its start by the world's lookout, twice that when it gathers for the steps held after it:
// three lookouts around the nodes hold all it met.
std::optional<Aabb> PlatformerSolver::lookedAtBox() const
{
    Aabb seen = kNoBox;
    for (const auto& search : mSearches) {
        search->nodes.forEach([&](const SearchNode& n) { seen = seen.united(pointBox(n.state.position)); });
        seen = seen.united(search->passedThrough);
    }
    if (seen.minX > seen.maxX)
        return std::nullopt; // no search: the spawn is blocked
    const Vec2 look = mWorld.stepLookout();
    return Aabb{seen.minX - 3 * look.x, seen.minY - 3 * look.y, seen.maxX + 3 * look.x, seen.maxY + 3 * look.y};
}

// Replays the chain of held inputs from the spawn (the step is deterministic), then walks
// where the search hopped.
void PlatformerSolver::buildPath(std::size_t target)
{
    TargetResult& t = mResult.targets[target];
    const Hit& h = mHits[target];
    const auto& nodes = mSearches[static_cast<std::size_t>(h.search)]->nodes;
    std::vector<std::uint32_t> chain;
    for (std::uint32_t k = h.from; k != kNoParent; k = nodes[k].parent)
        chain.push_back(k);
    t.path.push_back({mProblem.spawn, Input::None});
    PlayerState s = mWorld.spawnState(mProblem.spawn);
    auto replay = [&](int input, int steps) {
        for (int k = 0; k < steps; ++k) {
            s = mWorld.step(s, input).state;
            t.path.push_back({s.position, input});
        }
    };
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        replay(nodes[*it].input, nodes[*it].steps);
    replay(h.input, h.steps);
    const auto touchesThisTarget = [&](const StepResult& r) {
        bool touched = false;
        for (std::size_t k = 0; k < mTargets.size() && !touched; ++k) {
            const ConfigShape& shape = mTargets.shape(k);
            if (static_cast<std::size_t>(shape.key) != target)
                continue;
            for (int n = 0; n < r.pathLength && !touched; ++n)
                touched = mTargets.segmentTouches(shape, r.path[static_cast<std::size_t>(n)],
                                                  r.path[static_cast<std::size_t>(n + 1 < r.pathLength ? n + 1 : n)]);
        }
        return touched;
    };
    t.path = walkInsteadOfHops(mWorld, mWorld.spawnState(mProblem.spawn), std::move(t.path), touchesThisTarget);
    t.nearest = t.path.back().position;
}

// Each target not reached gets the first node, in the searches' order, closest to its inflated
// bounds (the nearest position, and the best attempt ends there); the spawn when there is no
// node at all. With a few targets, one pass over the nodes for all of them; with more, a grid
// of the nodes (NearestGrid, CoarseGrids.h): the overlay of the 256 x 32 benchmark level
// leaves 18 targets and 593,000 nodes, and a distance from every node to every target was a
// tenth of its time.
void PlatformerSolver::findNearest()
{
    struct Closest {
        std::size_t target;
        Aabb goal;
        NearestGrid::Found found;
    };
    std::vector<Closest> open;
    for (std::size_t i = 0; i < mResult.targets.size(); ++i) {
        TargetResult& t = mResult.targets[i];
        if (t.reached)
            continue;
        t.nearest = mProblem.spawn;
        if (mGoals[i])
            open.push_back({i, *mGoals[i], {}});
    }
    if (open.empty())
        return;
    // A node's place in the searches' order: its index, after the nodes of the searches before.
    std::vector<std::uint32_t> first{0};
    for (const auto& search : mSearches)
        first.push_back(first.back() + static_cast<std::uint32_t>(search->nodes.size()));
    const auto nodeAt = [&](std::uint32_t place) -> std::pair<const Search*, const SearchNode*> {
        std::size_t s = 0;
        while (place >= first[s + 1])
            ++s;
        return {mSearches[s].get(), &mSearches[s]->nodes[place - first[s]]};
    };
    if (open.size() <= kNearestByPass || first.back() < kNearestGridFrom) {
        for (std::size_t s = 0; s < mSearches.size(); ++s) {
            auto place = static_cast<std::uint32_t>(first[s] + mSearches[s]->nodes.firstHeld());
            mSearches[s]->nodes.forEach([&](const SearchNode& n) {
                const Aabb p = pointBox(n.state.position);
                for (Closest& c : open)
                    c.found.offer(boxDistance2(p, c.goal), place);
                ++place;
            });
        }
    } else {
        NearestGrid grid(mProblem.bounds, first.back());
        for (const auto& search : mSearches)
            search->nodes.forEach([&](const SearchNode& n) { grid.count(n.state.position); });
        grid.startFilling();
        for (std::size_t s = 0; s < mSearches.size(); ++s) {
            auto place = static_cast<std::uint32_t>(first[s] + mSearches[s]->nodes.firstHeld());
            mSearches[s]->nodes.forEach([&](const SearchNode& n) { grid.add(n.state.position, place++); });
        }
        for (Closest& c : open)
            c.found = grid.nearest(c.goal, [&](std::uint32_t place) { return nodeAt(place).second->state.position; });
    }
    for (const Closest& c : open) {
        if (!c.found.any())
            continue;
        const auto [in, node] = nodeAt(c.found.place);
        TargetResult& t = mResult.targets[c.target];
        t.nearest = node->state.position;
        if (mProblem.attempts)
            t.attempt = replayTo(*in, *node);
    }
}

// The positions from the spawn along the chain of held inputs that ends at `last`, one per
// step (the best attempt at a target not reached).
std::vector<PathStep> PlatformerSolver::replayTo(const Search& search, const SearchNode& last) const
{
    std::vector<const SearchNode*> chain;
    for (const SearchNode* n = &last; n; n = n->parent == kNoParent ? nullptr : &search.nodes[n->parent])
        chain.push_back(n);
    std::vector<PathStep> steps{{mProblem.spawn, Input::None}};
    PlayerState s = mWorld.spawnState(mProblem.spawn);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        for (int k = 0; k < (*it)->steps; ++k) {
            s = mWorld.step(s, (*it)->input).state;
            steps.push_back({s.position, (*it)->input});
        }
    return steps;
}

} // namespace

ReachResult solvePlatformerReachWith(const ReachProblem& problem, const PlatformerQuantum& quantum,
                                     const std::atomic<bool>* cancel, const SearchCheckpoint* checkpoint)
{
    return PlatformerSolver(problem, quantum, cancel, checkpoint).solve();
}

std::vector<bool> platformerReachesAlong(ReachProblem p, const std::vector<PathStep>& path, const Aabb& window,
                                         const std::atomic<bool>* cancel)
{
    std::vector<bool> out(p.targets.size(), false);
    p.stopWhenAllReached = true;
    p.exhaustive = false;
    p.lean = false;
    p.leanPastLimit = false; // a look stops at its bound
    p.attempts = false;
    const PlatformerQuantum quantum = quantumFor(p);
    const ReachResult r = PlatformerSolver(p, quantum, cancel, nullptr, &path, window).solveAlong();
    for (std::size_t i = 0; i < out.size() && i < r.targets.size(); ++i)
        out[i] = r.targets[i].reached && !r.cancelled;
    return out;
}

} // namespace ledge
