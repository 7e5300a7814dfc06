// Top-down reachability: connectivity of the free configuration space, found by one
// left-to-right sweep over a vertical cell decomposition with a union-find over its cells, and
// a second identical sweep for the region, the nearest positions and the paths. The algorithm,
// why it is exact and what it costs: docs/movement.md "Top-down".

#include "Exact.h"
#include "Reachability.h"
#include "Sat.h"
#include "TopDownReach.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <queue>
#include <unordered_map>

namespace ledge {

namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr double kInf = std::numeric_limits<double>::infinity();

struct Span {
    double lo = 0.0;
    double hi = 0.0;
};

bool operator==(const Span& a, const Span& b) { return a.lo == b.lo && a.hi == b.hi; }

// A free interval of the current slab (or of a line) and the cell it belongs to.
struct Run {
    double lo = 0.0;
    double hi = 0.0;
    std::uint32_t cell = kNone;
    // Trace, beside a coarse piece that began at `since`: its wider extent there (an index in
    // Sweep::mWideStarts; kNone: none).
    std::uint32_t wide = kNone;
    double since = 0.0; // slab intervals: the x where it began
};

// Where a slab interval beside a coarse piece reaches past its range: [lo, hi] up to x.
struct Wide {
    double lo, hi, x;
};

// An active blocker: open y-range of shape index `shape` over the current slab.
struct Element {
    double lo = 0.0;
    double hi = 0.0;
    std::uint32_t shape = 0;
};

// The most triangles of a concave polygon swept as one blocker (docs/movement.md "Top-down").
constexpr std::uint32_t kMaxMembers = 4;

// A curved blocker's chords on one vertical line: one shape's, or for a polygon swept whole
// (its triangles, the members) each member's and their union (docs/movement.md "Top-down",
// "Whole polygons").
struct Section {
    struct Part {
        double lo, hi; // a member's chord, rounded outwards
        bool valid, open;
    };
    Chord all;           // one shape: its chord; members: lo, hi the union of theirs
    std::uint32_t n = 0; // members (0: one shape)
    std::array<Part, kMaxMembers> part; // part[0, n) (copies copy only those: most are of one shape)

    Section() = default;
    Section(const Section& o) : all(o.all), n(o.n)
    {
        for (std::uint32_t m = 0; m < n; ++m)
            part[m] = o.part[m];
    }
    Section& operator=(const Section& o)
    {
        all = o.all;
        n = o.n;
        for (std::uint32_t m = 0; m < n; ++m)
            part[m] = o.part[m];
        return *this;
    }
};

// The union of open intervals (lo < hi each): whether they form one interval, and it (or the
// longest of the intervals it is made of); empty (lo == hi) when there are none.
struct Union {
    Span span{0.0, 0.0};
    bool one = true;
    bool any = false;
};

template <std::size_t N>
Union joinSpans(std::array<Span, N>& spans, std::uint32_t n)
{
    Union u;
    if (n == 0)
        return u;
    for (std::uint32_t i = 1; i < n; ++i) // a few: insertion sort by lo
        for (std::uint32_t j = i; j > 0 && spans[j].lo < spans[j - 1].lo; --j)
            std::swap(spans[j], spans[j - 1]);
    u.any = true;
    Span cur = spans[0];
    u.span = cur;
    for (std::uint32_t i = 1; i < n; ++i) {
        if (spans[i].lo < cur.hi) {
            cur.hi = std::max(cur.hi, spans[i].hi);
        } else {
            u.one = false;
            cur = spans[i];
        }
        if (cur.hi - cur.lo > u.span.hi - u.span.lo || (cur.lo == u.span.lo))
            u.span = cur;
    }
    return u;
}

// One closed piece of a cell's geometry: a slab run [x0, x1] x [lo, hi] or a line (x0 == x1).
struct Piece {
    double x0 = 0.0;
    double x1 = 0.0;
    double lo = 0.0;
    double hi = 0.0;
};

struct Edge {
    std::uint32_t a = 0;
    std::uint32_t b = 0;
    Vec2 at;
};

bool meets(double alo, double ahi, double blo, double bhi) { return alo <= bhi && blo <= ahi; }

// The complement of open intervals (sorted by lo) inside [y0, y1] as closed intervals.
template <typename Blockers, typename Out>
void freeIntervals(const Blockers& blocked, double y0, double y1, Out&& out)
{
    double cur = y0;
    for (const auto& b : blocked) {
        if (b.lo > y1)
            break;
        if (b.lo >= cur)
            out(cur, b.lo);
        cur = std::max(cur, b.hi);
        if (cur > y1)
            return;
    }
    if (cur <= y1)
        out(cur, y1);
}

// The cuts of a circle, polygon or slope along x, clamped to [cx0, cx1], produced in order:
// its sides, vertices and rounded core (its corners), and the uniform cuts at most kCurvedSlab
// apart (the same numbers, computed the same way, as docs/movement.md states). Between two
// corners each end of the shape's chord moves one way only.
class OwnCuts {
public:
    OwnCuts(const ConfigSpace& space, const ConfigShape& s, double cx0, double cx1)
        : OwnCuts(space, &s, 1, s.bounds, cx0, cx1)
    {
    }
    // A blocker of `count` shapes (consecutive in the space, bounds their union): its cuts are
    // over its bounds and its corners are all of theirs.
    OwnCuts(const ConfigSpace& space, const ConfigShape* shapes, std::uint32_t count, const Aabb& bounds, double cx0,
            double cx1)
    {
        assign(space, shapes, count, bounds, cx0, cx1);
    }
    // The same, reusing this one's storage.
    void assign(const ConfigSpace& space, const ConfigShape* shapes, std::uint32_t count, const Aabb& bounds,
                double cx0, double cx1)
    {
        mExtra.clear();
        mK = 1;
        mE = 0;
        mA = std::max(bounds.minX, cx0);
        mB = std::min(bounds.maxX, cx1);
        mCuts = mA < mB ? static_cast<int>(std::ceil((mB - mA) / kCurvedSlab)) : 0;
        mExtra.push_back(std::clamp(bounds.minX, cx0, cx1));
        mExtra.push_back(std::clamp(bounds.maxX, cx0, cx1));
        for (std::uint32_t m = 0; m < count; ++m) {
            const ConfigShape& s = shapes[m];
            if (count > 1) {
                mExtra.push_back(std::clamp(s.bounds.minX, cx0, cx1));
                mExtra.push_back(std::clamp(s.bounds.maxX, cx0, cx1));
            }
            for (Vec2 v : space.vertices(s))
                mExtra.push_back(std::clamp(v.x, cx0, cx1));
            if (s.kind == ConfigShape::Kind::Rounded) {
                mExtra.push_back(std::clamp(s.core.minX, cx0, cx1));
                mExtra.push_back(std::clamp(s.core.maxX, cx0, cx1));
            }
        }
        std::sort(mExtra.begin(), mExtra.end());
        mExtra.erase(std::unique(mExtra.begin(), mExtra.end()), mExtra.end());
    }
    double first() const { return mExtra.front(); }
    // The smallest cut after x (infinity after the last), for x that never decrease.
    double next(double x)
    {
        if (mK < mCuts && uniform(mK) <= x)
            mK = uniformAfter(x, false); // a coarse piece may have skipped many
        while (mK < mCuts && uniform(mK) <= x)
            ++mK;
        while (mE < mExtra.size() && mExtra[mE] <= x)
            ++mE;
        return std::min(mK < mCuts ? uniform(mK) : kInf, mE < mExtra.size() ? mExtra[mE] : kInf);
    }
    // The same for any x, and the largest cut before x / at or before x (x after / at or after
    // the first).
    double after(double x) const
    {
        const int k = uniformAfter(x, false);
        const auto e = std::upper_bound(mExtra.begin(), mExtra.end(), x);
        return std::min(k < mCuts ? uniform(k) : kInf, e != mExtra.end() ? *e : kInf);
    }
    double atOrBefore(double x) const
    {
        const int k = uniformAfter(x, false) - 1;
        const auto e = std::upper_bound(mExtra.begin(), mExtra.end(), x);
        return std::max(k >= 1 ? uniform(k) : -kInf, e != mExtra.begin() ? *(e - 1) : -kInf);
    }
    double before(double x) const
    {
        const int k = uniformAfter(x, true) - 1;
        const auto e = std::lower_bound(mExtra.begin(), mExtra.end(), x);
        return std::max(k >= 1 ? uniform(k) : -kInf, e != mExtra.begin() ? *(e - 1) : -kInf);
    }
    // The first corner after x (infinity after the last).
    double cornerAfter(double x) const
    {
        const auto e = std::upper_bound(mExtra.begin(), mExtra.end(), x);
        return e != mExtra.end() ? *e : kInf;
    }
    // The uniform cuts are uniform(k) for 1 <= k < mCuts, ascending; uniformAfter is the first
    // k whose cut is after x (at or after x when orAt), mCuts when none is.
    double uniform(int k) const { return mA + (mB - mA) * k / mCuts; }
    int uniformAfter(double x, bool orAt) const
    {
        if (mCuts <= 1)
            return mCuts;
        auto past = [&](int k) { return orAt ? uniform(k) >= x : uniform(k) > x; };
        const double guess = std::floor((x - mA) / (mB - mA) * mCuts);
        int k = static_cast<int>(std::clamp(guess, 1.0, static_cast<double>(mCuts)));
        while (k > 1 && past(k - 1))
            --k;
        while (k < mCuts && !past(k))
            ++k;
        return k;
    }

private:
    double mA = 0.0;
    double mB = 0.0;
    int mCuts = 0;
    int mK = 1;
    std::vector<double> mExtra;
    std::size_t mE = 0;
};

class Sweep {
public:
    enum class Pass { Connect, Trace };

    // members: per wall, how many walls from it on are the triangles of one polygon swept as
    // one blocker (0 for all but its first; empty: every wall is its own blocker).
    Sweep(const ConfigSpace& walls, const ConfigSpace& goals, const Aabb& c, Vec2 spawn, double hw, double hh,
          std::vector<std::uint8_t> members)
        : mWalls(walls), mGoals(goals), mCx0(c.minX), mCx1(c.maxX), mCy0(c.minY), mCy1(c.maxY), mSpawn(spawn),
          mHw(hw), mHh(hh), mMembers(std::move(members))
    {
        if (mMembers.size() != walls.size())
            mMembers.assign(walls.size(), 1);
        mBounds.resize(walls.size());
        for (std::uint32_t i = 0; i < walls.size(); ++i) {
            mBounds[i] = walls.shape(i).bounds;
            for (std::uint32_t m = 1; m < mMembers[i]; ++m)
                mBounds[i] = mBounds[i].united(walls.shape(i + m).bounds);
        }
        for (std::uint32_t i = 0; i < walls.size(); ++i) {
            const ConfigShape& s = walls.shape(i);
            if (mMembers[i] == 0 || !(mBounds[i].maxX > mCx0 && mBounds[i].minX < mCx1))
                continue;
            if (s.kind != ConfigShape::Kind::Box) {
                mCurved.push_back(i);
                continue;
            }
            if (s.bounds.minX < mCx0)
                mBefore.push_back(i);
            else
                mByStart.push_back(i);
            if (s.bounds.maxX <= mCx1)
                mByEnd.push_back(i);
        }
        auto minX = [&](std::uint32_t a, std::uint32_t b) { return mBounds[a].minX < mBounds[b].minX; };
        std::sort(mByStart.begin(), mByStart.end(), minX);
        std::sort(mCurved.begin(), mCurved.end(), minX);
        std::sort(mByEnd.begin(), mByEnd.end(),
                  [&](std::uint32_t a, std::uint32_t b) { return walls.shape(a).bounds.maxX < walls.shape(b).bounds.maxX; });
        mEnding.assign(walls.size(), 0);
        mStateOf.assign(walls.size(), kNone);

        // Lines the sweep must stop on although nothing starts or ends there: the bounds, the
        // spawn, and the targets' sides and cuts (where they are probed, column by column).
        mForced = {mCx0, mCx1};
        if (spawn.x >= mCx0 && spawn.x <= mCx1)
            mForced.push_back(spawn.x);
        for (std::uint32_t g = 0; g < goals.size(); ++g) {
            const ConfigShape& t = goals.shape(g);
            mGoalOrder.push_back(g);
            mForced.push_back(std::clamp(t.bounds.minX, mCx0, mCx1));
            mForced.push_back(std::clamp(t.bounds.maxX, mCx0, mCx1));
            if (t.kind == ConfigShape::Kind::Box || t.bounds.minX >= mCx1 || t.bounds.maxX <= mCx0)
                continue;
            OwnCuts cuts(goals, t, mCx0, mCx1);
            for (double x = cuts.first(); x < kInf; x = cuts.next(x))
                mForced.push_back(x);
        }
        std::sort(mForced.begin(), mForced.end());
        mForced.erase(std::unique(mForced.begin(), mForced.end()), mForced.end());

        // Where no coarse piece whose range meets them may reach: the targets' boxes and the
        // spawn, where the sweep probes (by x; mZones: their x ranges merged, ascending).
        if (spawn.x >= mCx0 && spawn.x <= mCx1)
            mZoneBoxes.push_back({spawn.x, spawn.y, spawn.x, spawn.y});
        for (std::uint32_t g = 0; g < goals.size(); ++g) {
            const Aabb& b = goals.shape(g).bounds;
            mZoneBoxes.push_back({std::clamp(b.minX, mCx0, mCx1), b.minY, std::clamp(b.maxX, mCx0, mCx1), b.maxY});
        }
        std::sort(mZoneBoxes.begin(), mZoneBoxes.end(), [](const Aabb& a, const Aabb& b) { return a.minX < b.minX; });
        for (const Aabb& z : mZoneBoxes) {
            if (!mZones.empty() && z.minX <= mZones.back().hi)
                mZones.back().hi = std::max(mZones.back().hi, z.maxX);
            else
                mZones.push_back({z.minX, z.maxX});
        }
        std::sort(mGoalOrder.begin(), mGoalOrder.end(), [&](std::uint32_t a, std::uint32_t b) {
            return goals.shape(a).bounds.minX < goals.shape(b).bounds.minX;
        });
    }

    // Pass::Connect: cells, union-find, spanning forest, spawn's cell, target contacts.
    // Pass::Trace (after Connect, same cells): region, nearest, geometry of tracked cells.
    // False when cancelled.
    bool run(Pass pass, const std::atomic<bool>* cancel);

    // Connect's results.
    std::uint32_t find(std::uint32_t c)
    {
        while (mParent[c] != c) {
            mParent[c] = mParent[mParent[c]];
            c = mParent[c];
        }
        return c;
    }
    std::uint32_t cellCount() const { return mCells; }
    std::uint32_t spawnCell() const { return mSpawnCell; }
    const std::vector<Edge>& edges() const { return mEdges; }
    struct Contact {
        std::uint32_t cell;
        Vec2 at;
    };
    const std::vector<Contact>& contacts(std::size_t target) const { return mContacts[target]; }

    // Connect: stop once the spawn's component holds every target (only the verdicts are
    // wanted). Union-find only ever merges and contacts only accumulate, so what a later
    // event could add cannot change a verdict that is already "reached".
    bool stopWhenAllJoined = false;
    // Curved shapes may block over coarse pieces (docs/movement.md "Top-down"); without, every
    // piece is one sub-slab (the tests compare the two).
    bool coarse = true;
    TopDownStats* stats = nullptr;

    // Trace's inputs and results.
    std::vector<std::uint8_t> reached;        // per cell
    std::vector<std::uint32_t> tracked;       // per cell: index into pieces, or kNone
    std::vector<std::vector<Piece>> pieces;   // of the tracked cells, ascending x
    ReachRegion* region = nullptr;
    std::size_t reachedPieces = 0;
    struct Nearest {
        std::size_t target;
        Aabb goal;
        Vec2 centre;
        double best = kInf;
        Vec2 at;
    };
    std::vector<Nearest> nearest;

private:
    struct Window {
        std::size_t i0 = 0, i1 = 0; // old intervals cur[i0, i1)
        double lo = 0.0, hi = 0.0;
        bool fromStart = false;      // no free interval below: blockers from the bottom up
        std::size_t l0 = 0, l1 = 0;  // mLine[l0, l1)
        std::size_t n0 = 0, n1 = 0;  // mNew[n0, n1)
        std::uint32_t solo = kNone;  // the only change: this curved step (index in mSolo)
        bool fast = false;           // ... which only moved the two intervals beside it, or
                                     // changed nothing (each old interval goes on unchanged)
    };
    // A curved shape's step from one sub-slab to the next with a chord on the line between.
    struct Solo {
        std::uint32_t shape;
        Span old, line, next;
    };
    struct Change {
        double lo, hi;
        std::uint32_t solo;
    };
    // A coarse piece ending or starting on this line with a free side: its range, and its exact
    // range over the sub-slab beside the line (from x to the line when it ends, from the line
    // to x when it starts), where the free interval beside that side reaches further than
    // beside its range (docs/movement.md "Top-down").
    struct Fringe {
        Span range, exact;
        double x;
        bool starts, low, high; // low, high: that side is free
    };
    // What a coarse piece's side is (sideOf()).
    enum class Side : std::uint8_t { None, Free, Covered, Unsafe };
    // A curved shape being cut. Its current piece runs from `from` to the cut where it is due:
    // one sub-slab, blocking `span`, its exact range there, or a coarse piece of several,
    // blocking `span`, the union of their ranges, within which it blocks at least `core`, their
    // intersection, all along (docs/movement.md "Top-down").
    struct CurvedState {
        std::uint32_t shape;
        OwnCuts cuts;
        bool has = false;
        Span span;
        bool coarse = false;
        Span core;
        double from = 0.0;
        Section start; // at `from`
        Span first;   // coarse: the exact range of its first sub-slab, up to firstTo
        double firstTo = 0.0;
        Side low = Side::None, high = Side::None; // coarse: its sides
        bool primed = false;
        Section ahead; // at the piece's end (each chord is computed once)
        std::uint32_t turn = 0; // counts the pieces: a due entry of an earlier one is stale
        CurvedState(std::uint32_t s, OwnCuts c) : shape(s), cuts(std::move(c)) {}
    };
    // What a curved shape blocks on its cut (line) and over the sub-slab after it (span).
    struct CurvedStep {
        bool hasLine = false;
        Span line;
        bool has = false;
        Span span;
    };

    std::uint32_t newCell()
    {
        if (mPass == Pass::Connect)
            mParent.push_back(mCells);
        return mCells++;
    }
    void unite(std::uint32_t a, std::uint32_t b, Vec2 at)
    {
        const std::uint32_t ra = find(a), rb = find(b);
        if (ra == rb)
            return;
        mParent[ra] = rb;
        mEdges.push_back({a, b, at});
    }
    void record(std::uint32_t cell, double x0, double x1, double lo, double hi);
    void recordRun(const Run& r, double x, const Run& wide, double wideFrom);
    void noteFringe(const CurvedState& st, Span exact, double x, bool starts);
    void widen(const Window& w);
    void markFree(double x0, double x1, double lo, double hi);
    void contact(std::size_t target, std::uint32_t cell, Vec2 at)
    {
        auto& list = mContacts[target];
        if (list.empty() || list.back().cell != cell)
            list.push_back({cell, at});
    }
    void change(Span s, std::uint32_t solo = kNone)
    {
        if (s.hi <= mCy0 || s.lo >= mCy1)
            return;
        mChanges.push_back({std::max(s.lo, mCy0), std::min(s.hi, mCy1), solo});
    }
    // The steps of run(), in order.
    void startPass(Pass pass);
    void beginEvent(bool first);
    void admitGoals();
    void takeBoxEvents();
    void admitCurved();
    void stepDueCurved();
    double stepCurved(CurvedState& st);
    bool lengthen(const CurvedState& st, const Section& here, double& nx, Section& ahead, Span& span, Span& core);
    Section section(std::uint32_t shape, double x) const;
    bool lineOf(std::uint32_t shape, const Section& c, double x, Span& line);
    Span rangeOf(const Section& a, const Section& b, bool piece = false);
    std::optional<Span> coverAt(double y, std::uint32_t shape);
    double zoneCap(double x, double ylo, double yhi, double limit) const;
    void due(std::uint32_t k, double x);
    double nextDue();
    void noteCurvedStep(const CurvedState& st, const CurvedStep& step, bool coarsePiece);
    void buildWindows();
    void buildLineAndNextSlab();
    void recordUnchangedRuns();
    void spliceNextSlab();
    void updateActive();
    void advance();

    std::vector<Element>::iterator findActive(double lo, std::uint32_t shape);
    void insertActive(const Element& e);
    void collect(const Window& w);
    bool fastStep(Window& w, double x);
    bool checkCoarse(const Window& w);
    Span coreOf(const Element& e);
    void prefixTops();
    Side sideOf(std::size_t self, double a, double b, bool high);
    bool sidesSafe(std::size_t i, bool starts);
    Side side(double a, double b) const;
    CurvedState* coarseState(std::uint32_t shape);
    void shrinkCoarse(CurvedState& st);
    void splitCoarse(CurvedState& st);
    void markFringes(const CurvedState& st, double x);
    bool coveredStep(Window& w, double x);
    void blockers(const Window& w, const std::vector<Element>& extra, std::vector<Element>& out);
    void group(const Window& w, double x);
    void keepChains(const Window& w, double x);
    void linkWindow(const Window& w);
    void pairUp(const Run* left, std::size_t nl, std::uint32_t offL, const Run* right, std::size_t nr,
                std::uint32_t offR);
    void classifyGroups(const Window& w);
    void assignCells(const Window& w, double x);
    void joinPairs(const Window& w, double x);
    std::uint32_t localRoot(std::uint32_t i);
    // Calls f(lo, hi, cell) for the line's intervals meeting [lo, hi] (call after group()).
    template <typename F>
    void forLine(double lo, double hi, F&& f) const;
    void probeSlab(double x0, double x1);
    void probeLine(double x);
    bool allJoined();

    const ConfigSpace& mWalls;
    const ConfigSpace& mGoals;
    const double mCx0, mCx1, mCy0, mCy1;
    const Vec2 mSpawn;
    const double mHw, mHh;
    std::vector<std::uint8_t> mMembers; // per wall (see the constructor)
    std::vector<Aabb> mBounds;          // per wall: of its blocker (its members' union)
    std::vector<std::uint32_t> mBefore, mByStart, mByEnd, mCurved, mGoalOrder;
    std::vector<double> mForced;
    std::vector<Span> mZones;
    std::vector<Aabb> mZoneBoxes; // by minX
    std::vector<std::uint8_t> mEnding;
    std::vector<std::uint32_t> mStateOf; // per shape: its curved state while it is cut

    Pass mPass = Pass::Connect;
    std::uint32_t mCells = 0;
    std::vector<std::uint32_t> mParent;
    std::vector<Edge> mEdges;
    std::uint32_t mSpawnCell = kNone;
    std::vector<std::vector<Contact>> mContacts;
    std::vector<std::size_t> mPending; // targets not yet joined to the spawn (stopWhenAllJoined)

    // Per event (reused).
    std::vector<Element> mActive; // sorted by lo
    std::vector<Run> mCur;        // the current slab's free intervals, ascending
    std::vector<Change> mChanges;
    std::vector<Solo> mSolo;
    std::vector<Element> mStarts, mLineEls;
    std::vector<Element> mEnds;
    struct Replace {
        std::uint32_t shape;
        double oldLo;
        Span span;
    };
    std::vector<Replace> mReplaces;
    std::vector<Window> mWindows;
    std::vector<Fringe> mFringes;
    // The window's old and new intervals with their exact extent beside coarse pieces that end
    // or start here (mOldFrom: from where an old one's holds, kInf when it is not wider).
    std::vector<Run> mOldWide, mNewWide;
    std::vector<double> mOldFrom, mNewTo;
    std::vector<Wide> mWideStarts; // trace
    std::vector<Element> mBase, mScratch, mLineSet, mNextSet;
    std::vector<double> mPrefixHi;      // the largest hi of mScratch[0, i)
    std::vector<std::size_t> mPrefixTop; // ... and where it is
    std::vector<std::uint32_t> mSplits;
    std::vector<Run> mLine, mNew;
    std::vector<std::uint32_t> mLocal, mGroupCell;
    std::vector<std::uint8_t> mGroupO, mGroupL, mGroupN;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> mPairs;
    std::vector<std::uint32_t> mActiveGoals;

    // Where the pass is: this line, the one before, whether this is the right bound.
    double mX = 0.0, mPrev = 0.0;
    bool mLast = false;
    // The next box to start (mByStart), to end (mByEnd), curved shape to start (mCurved),
    // forced line (mForced) and target to come in reach (mGoalOrder).
    std::size_t mNextStart = 0, mNextEnd = 0, mNextCurved = 0, mNextForced = 0, mNextGoal = 0;
    // The curved shapes being cut, by the x where their piece ends; freed states are reused.
    std::vector<CurvedState> mCurvedStates;
    std::vector<std::uint32_t> mFreeStates;
    struct Due {
        double x;
        std::uint32_t k, turn;
        bool operator>(const Due& o) const { return x != o.x ? x > o.x : k > o.k; }
    };
    std::priority_queue<Due, std::vector<Due>, std::greater<>> mDue;
};

void Sweep::record(std::uint32_t cell, double x0, double x1, double lo, double hi)
{

    if (!reached[cell])
        return;
    ++reachedPieces;
    markFree(x0, x1, lo, hi);
    if (tracked[cell] != kNone)
        pieces[tracked[cell]].push_back({x0, x1, lo, hi});
}

// Trace: a reached closed piece of the free space, for the region and the nearest positions.
void Sweep::markFree(double x0, double x1, double lo, double hi)
{

    if (region)
        region->mark({x0 - mHw, lo - mHh, x1 + mHw, hi + mHh});
    for (Nearest& n : nearest) {
        const Vec2 p{std::clamp(n.centre.x, x0, x1), std::clamp(n.centre.y, lo, hi)};
        const double dx = std::max({0.0, n.goal.minX - p.x, p.x - n.goal.maxX});
        const double dy = std::max({0.0, n.goal.minY - p.y, p.y - n.goal.maxY});
        if (dx * dx + dy * dy < n.best) {
            n.best = dx * dx + dy * dy;
            n.at = p;
        }
    }
}

void Sweep::buildWindows()
{
    mWindows.clear();
    std::sort(mChanges.begin(), mChanges.end(), [](const Change& a, const Change& b) { return a.lo < b.lo; });
    std::size_t k = 0;
    while (k < mChanges.size()) {
        double ylo = mChanges[k].lo, yhi = mChanges[k].hi;
        std::uint32_t solo = mChanges[k].solo;
        for (++k; k < mChanges.size() && mChanges[k].lo <= yhi; ++k) {
            yhi = std::max(yhi, mChanges[k].hi);
            if (mChanges[k].solo != solo)
                solo = kNone;
        }
        // Widen to whole free intervals: the last one starting at or below ylo and the first
        // one ending at or above yhi. Their outer ends stay free and stay ends.
        Window w;
        w.solo = solo;
        const auto p = std::upper_bound(mCur.begin(), mCur.end(), ylo, [](double y, const Run& r) { return y < r.lo; });
        if (p == mCur.begin()) {
            w.i0 = 0;
            w.lo = mCy0;
            w.fromStart = true;
        } else {
            w.i0 = static_cast<std::size_t>(p - mCur.begin()) - 1;
            w.lo = mCur[w.i0].lo;
        }
        const auto q = std::lower_bound(mCur.begin(), mCur.end(), yhi, [](const Run& r, double y) { return r.hi < y; });
        if (q == mCur.end()) {
            w.i1 = mCur.size();
            w.hi = mCy1;
        } else {
            w.i1 = static_cast<std::size_t>(q - mCur.begin()) + 1;
            w.hi = q->hi;
        }
        if (!mWindows.empty() && w.lo <= mWindows.back().hi) {
            Window& b = mWindows.back();
            b.i1 = std::max(b.i1, w.i1);
            b.hi = std::max(b.hi, w.hi);
            b.solo = kNone;
        } else {
            mWindows.push_back(w);
        }
    }
}

// The common step of a curved shape alone between two free intervals A (below) and B (above)
// that it bounds, with nothing else in A or B or under it: the line and the next slab are A and
// B cut back to the chord and the next sub-slab's range (the general case computes the same).
bool Sweep::fastStep(Window& w, double x)
{
    const Solo& t = mSolo[w.solo];
    if (w.i1 - w.i0 != 2)
        return coveredStep(w, x);
    const Run& A = mCur[w.i0];
    const Run& B = mCur[w.i0 + 1];
    if (!(A.hi == t.old.lo && B.lo == t.old.hi && A.lo <= t.line.lo && t.line.hi <= B.hi && A.lo <= t.next.lo
          && t.next.hi <= B.hi))
        return coveredStep(w, x);
    auto it = std::lower_bound(mActive.begin(), mActive.end(), t.old.lo,
                               [](const Element& e, double y) { return e.lo < y; });
    while (it != mActive.end() && it->shape != t.shape)
        ++it;
    if (it == mActive.end() || (it != mActive.begin() && (it - 1)->lo >= A.lo)
        || (it + 1 != mActive.end() && (it + 1)->lo < B.hi))
        return false;
    mLine.push_back({A.lo, t.line.lo, kNone, kNone, x});
    mLine.push_back({t.line.hi, B.hi, kNone, kNone, x});
    w.l1 = mLine.size();
    w.n0 = mNew.size();
    mNew.push_back({A.lo, t.next.lo, kNone, kNone, x});
    mNew.push_back({t.next.hi, B.hi, kNone, kNone, x});
    w.n1 = mNew.size();
    w.fast = true;
    return true;
}

// A curved step inside one other blocker that stays (its old range, the chord on the line and
// the next range all within that blocker's range, both open; within a coarse piece's core, so
// that its sides stay clear): the free space is the same on the line and the next slab as on
// this slab, so the window's intervals go on with their cells (what the general case finds, at
// the cost of a short look at the blockers below). A coarse next piece takes the general case,
// which checks its sides.
bool Sweep::coveredStep(Window& w, double x)
{
    const Solo& t = mSolo[w.solo];
    if (mCurvedStates[mStateOf[t.shape]].coarse)
        return false;
    const double lo = std::min({t.old.lo, t.line.lo, t.next.lo});
    const double hi = std::max({t.old.hi, t.line.hi, t.next.hi});
    auto j = std::upper_bound(mActive.begin(), mActive.end(), lo, [](double y, const Element& e) { return y < e.lo; });
    bool covered = false;
    for (int n = 0; n < 8 && j != mActive.begin() && !covered; ++n) {
        --j;
        const CurvedState* c = coarseState(j->shape);
        const double jlo = c ? c->core.lo : j->lo, jhi = c ? c->core.hi : j->hi;
        covered = j->shape != t.shape && !mEnding[j->shape] && jlo <= lo && hi <= jhi;
    }
    if (!covered)
        return false;
    for (std::size_t i = w.i0; i < w.i1; ++i)
        mLine.push_back({mCur[i].lo, mCur[i].hi, kNone, kNone, x});
    w.l1 = mLine.size();
    w.n0 = mNew.size();
    for (std::size_t i = w.i0; i < w.i1; ++i)
        mNew.push_back({mCur[i].lo, mCur[i].hi, kNone, kNone, x});
    w.n1 = mNew.size();
    w.fast = true;
    return true;
}

// A coarse piece ending (starts = false) or starting on this line, with `exact` its exact
// range over the sub-slab from x to the line or from the line to x: the free intervals beside
// its free sides reach into them there.
void Sweep::noteFringe(const CurvedState& st, Span exact, double x, bool starts)
{
    if (st.low == Side::Free || st.high == Side::Free)
        mFringes.push_back({st.span, exact, x, starts, st.low == Side::Free, st.high == Side::Free});
}

// mOldWide, mNewWide: window w's old and new intervals with the extent they have next to this
// line where a coarse piece beside them ends or starts here: its exact range on that sub-slab.
// The sweep joins intervals by these extents (the exact free space's adjacency, which the
// coarse range alone can miss: another shape's chord on this line may lie within the piece's
// side), and a path reaches the contact points through them.
void Sweep::widen(const Window& w)
{
    mOldWide.assign(mCur.begin() + static_cast<std::ptrdiff_t>(w.i0), mCur.begin() + static_cast<std::ptrdiff_t>(w.i1));
    mNewWide.assign(mNew.begin() + static_cast<std::ptrdiff_t>(w.n0), mNew.begin() + static_cast<std::ptrdiff_t>(w.n1));
    mOldFrom.assign(mOldWide.size(), kInf);
    mNewTo.assign(mNewWide.size(), -kInf);
    if (mFringes.empty())
        return;
    auto f = w.fromStart ? mFringes.begin()
                         : std::lower_bound(mFringes.begin(), mFringes.end(), w.lo,
                                            [](const Fringe& a, double y) { return a.range.lo < y; });
    for (; f != mFringes.end() && f->range.lo < w.hi; ++f) {
        std::vector<Run>& runs = f->starts ? mNewWide : mOldWide;
        auto widenRun = [&](std::size_t k, bool up) {
            Run& r = runs[k];

            if (up)
                r.lo = std::max(f->exact.hi, mCy0);
            else
                r.hi = std::min(f->exact.lo, mCy1);
            if (f->starts) {
                mNewTo[k] = mNewTo[k] == -kInf ? f->x : std::min(mNewTo[k], f->x);
            } else {
                mOldFrom[k] = mOldFrom[k] == kInf ? f->x : std::max(mOldFrom[k], f->x);
            }
        };
        if (f->high) {
            const auto r = std::lower_bound(runs.begin(), runs.end(), f->range.hi, [](const Run& a, double y) { return a.lo < y; });
            if (r != runs.end() && r->lo == f->range.hi)
                widenRun(static_cast<std::size_t>(r - runs.begin()), true);
        }
        if (f->low) {
            const auto r = std::lower_bound(runs.begin(), runs.end(), f->range.lo, [](const Run& a, double y) { return a.hi < y; });
            if (r != runs.end() && r->hi == f->range.lo)
                widenRun(static_cast<std::size_t>(r - runs.begin()), false);
        }
    }
}

// Trace: a slab interval that ends on line x, with its exact extent where it is wider beside a
// coarse piece that began at its start (r.wide) or ends on x (wide, from wideFrom): ascending
// pieces that share their lines, as walkCell() needs.
void Sweep::recordRun(const Run& r, double x, const Run& wide, double wideFrom)
{
    const Wide start = r.wide != kNone ? mWideStarts[r.wide] : Wide{r.lo, r.hi, r.since};
    const double a = start.x > r.since ? std::min(start.x, x) : r.since;
    const double b = wideFrom < x ? std::max(wideFrom, r.since) : x;
    auto piece = [&](double x0, double x1, bool atStart, bool atEnd) {
        if (!(x0 < x1))
            return;
        double lo = r.lo, hi = r.hi;
        if (atStart) {
            lo = std::min(lo, start.lo);
            hi = std::max(hi, start.hi);
        }
        if (atEnd) {
            lo = std::min(lo, wide.lo);
            hi = std::max(hi, wide.hi);
        }
        record(r.cell, x0, x1, lo, hi);
    };
    if (a <= b) {
        piece(r.since, a, true, false);
        piece(a, b, false, false);
        piece(b, x, false, true);
    } else {
        piece(r.since, b, true, false);
        piece(b, a, true, true);
        piece(a, x, false, true);
    }
}

Sweep::CurvedState* Sweep::coarseState(std::uint32_t shape)
{
    if (mStateOf[shape] == kNone)
        return nullptr;
    CurvedState& st = mCurvedStates[mStateOf[shape]];
    return st.coarse ? &st : nullptr;
}

// A side [a, b] of a coarse piece with no width, or outside the bounds, is none; one across a
// bound is unsafe; one inside them is free or covered, or unsafe (sideOf()).
Sweep::Side Sweep::side(double a, double b) const
{
    if (!(a < b) || b <= mCy0 || a >= mCy1)
        return Side::None;
    return a < mCy0 || b > mCy1 ? Side::Unsafe : Side::Free;
}

// The range a blocker of mScratch blocks all along the slab: a coarse piece's core.
Span Sweep::coreOf(const Element& e)
{
    const CurvedState* st = coarseState(e.shape);
    return st ? st->core : Span{e.lo, e.hi};
}

// mPrefixHi[i], mPrefixTop[i]: the largest hi of mScratch[0, i) and where it is.
void Sweep::prefixTops()
{
    mPrefixHi.resize(mScratch.size() + 1);
    mPrefixTop.resize(mScratch.size() + 1);
    mPrefixHi[0] = -kInf;
    mPrefixTop[0] = 0;
    for (std::size_t i = 0; i < mScratch.size(); ++i) {
        const bool higher = mScratch[i].hi > mPrefixHi[i];
        mPrefixHi[i + 1] = higher ? mScratch[i].hi : mPrefixHi[i];
        mPrefixTop[i + 1] = higher ? i : mPrefixTop[i];
    }
}

// What side [a, b] of the coarse piece mScratch[self] (its high side, or its low side) is among
// the blockers of mScratch (after prefixTops()): none when it has no width or lies outside the
// bounds; free when no other blocker meets it (the free space beside the piece reaches into it
// whatever the shape does there); covered when another blocker's core covers what the piece's
// range may block there and the shape may not ([a, b) on the high side, (a, b] on the low
// one), which blocks it whatever the shape does; else unsafe.
Sweep::Side Sweep::sideOf(std::size_t self, double a, double b, bool high)
{
    const Side k = side(a, b);
    if (k != Side::Free)
        return k;
    // Others before self start at or below it; of those after it only those below b can meet.
    bool meets = mPrefixHi[self] > a;
    for (std::size_t j = self + 1; j < mScratch.size() && mScratch[j].lo < b && !meets; ++j)
        meets = mScratch[j].hi > a;
    if (!meets)
        return Side::Free;
    // A cover starts below a: the one reaching highest among those, or one of the last few.
    const std::size_t below = static_cast<std::size_t>(
        std::lower_bound(mScratch.begin(), mScratch.end(), a, [](const Element& e, double y) { return e.lo < y; })
        - mScratch.begin());
    auto covers = [&](std::size_t j) {
        if (j == self)
            return false;
        const Span c = coreOf(mScratch[j]);
        return high ? c.lo < a && b <= c.hi : c.lo <= a && b < c.hi;
    };
    if (below > 0 && covers(mPrefixTop[below]))
        return Side::Covered;
    for (std::size_t j = below, n = 0; j > 0 && n < 8; --j, ++n)
        if (covers(j - 1))
            return Side::Covered;
    return Side::Unsafe;
}

// Are both sides of the coarse piece mScratch[i] free, covered or none: for a piece starting
// here, as they become; for one going on, as they were (a side that turns from free to covered
// or back ends the piece, so that each side is one or the other all along it).
bool Sweep::sidesSafe(std::size_t i, bool starts)
{
    CurvedState& st = mCurvedStates[mStateOf[mScratch[i].shape]];
    const Side low = sideOf(i, st.span.lo, st.core.lo, false), high = sideOf(i, st.core.hi, st.span.hi, true);
    if (starts) {
        st.low = low;
        st.high = high;
    }
    return low != Side::Unsafe && high != Side::Unsafe && low == st.low && high == st.high;
}

// The coarse pieces of window w (docs/movement.md "Top-down"): both sides of each must be safe
// (sideSafe()) on the next slab and, for a piece that goes on past this line, on the line.
// Pieces starting here are checked first and give way: one that fails is cut back to one
// sub-slab. Then the pieces going on: one that fails is split here. Neither makes a range
// larger or a core smaller, so what was found safe stays so. Reads the line's and the next
// slab's blockers from mLineSet and mNextSet; true when it changed some (they are then stale).
bool Sweep::checkCoarse(const Window& w)
{
    bool fresh = false, going = false;
    for (const Element& e : mStarts) {
        const CurvedState* st = coarseState(e.shape);
        fresh = fresh || (st && st->from == mX && e.lo < w.hi && e.hi > w.lo);
    }
    for (const Element& e : mBase)
        going = going || coarseState(e.shape);
    bool shrunk = false;
    if (fresh) {
        mScratch.swap(mNextSet);
        prefixTops();
        for (std::size_t i = 0; i < mScratch.size(); ++i) {
            CurvedState* st = coarseState(mScratch[i].shape);
            if (!st || st->from != mX)
                continue;
            if (sidesSafe(i, true)) {
                noteFringe(*st, st->first, st->firstTo, true);
            } else {
                shrinkCoarse(*st);
                shrunk = true;
            }
        }
        mScratch.swap(mNextSet);
        if (shrunk)
            blockers(w, mStarts, mNextSet);
    }
    if (!going)
        return shrunk;
    mSplits.clear();
    for (std::vector<Element>* set : {&mNextSet, &mLineSet}) {
        mScratch.swap(*set);
        prefixTops();
        for (std::size_t i = 0; i < mScratch.size(); ++i) {
            const CurvedState* st = coarseState(mScratch[i].shape);
            if (st && st->from != mX && !mEnding[st->shape] && !sidesSafe(i, false))
                mSplits.push_back(st->shape);
        }
        mScratch.swap(*set);
    }
    for (std::uint32_t shape : mSplits)
        if (!mEnding[shape])
            splitCoarse(mCurvedStates[mStateOf[shape]]);
    if (!mSplits.empty())
        std::erase_if(mBase, [&](const Element& e) { return mEnding[e.shape] != 0; });
    return shrunk || !mSplits.empty();
}

// A coarse piece starting here that does not fit: back to one sub-slab, its exact range up to
// the next cut (inside the piece's range, so inside its window).
void Sweep::shrinkCoarse(CurvedState& st)
{
    const double nx = st.cuts.after(mX);
    st.ahead = section(st.shape, nx);
    const Span span = rangeOf(st.start, st.ahead);
    for (Element& e : mStarts)
        if (e.shape == st.shape) {
            e.lo = span.lo;
            e.hi = span.hi;
        }
    for (Replace& r : mReplaces)
        if (r.shape == st.shape)
            r.span = span;
    st.span = span;
    st.coarse = false;
    st.core = {};
    due(mStateOf[st.shape], nx);
    if (stats)
        ++stats->shrunk;
}

// A coarse piece going on past this line that something here meets: it ends here. On the line
// the shape blocks what it blocks there exactly (its chord on one of its cuts, else the range of
// the sub-slab around the line), then the exact range of the sub-slab after the line up to its
// next cut. Both lie inside the piece's range, so inside its window.
void Sweep::splitCoarse(CurvedState& st)
{
    if (mPass == Pass::Trace)
        markFringes(st, mX);
    const double lastFrom = st.cuts.before(mX), nx = st.cuts.after(mX);
    const Section last = lastFrom == st.from ? st.start : section(st.shape, lastFrom);
    st.ahead = section(st.shape, nx);
    Span before = rangeOf(last, st.ahead), span = before, line = before;
    if (st.cuts.atOrBefore(mX) == mX) {
        const Section here = section(st.shape, mX);
        before = rangeOf(last, here);
        span = rangeOf(here, st.ahead);
        if (here.n == 0)
            line = {here.all.lo, here.all.hi};
        else if (!lineOf(st.shape, here, mX, line))
            line = {span.lo, span.lo}; // not reached: inside a piece the chord holds its core
    }
    noteFringe(st, before, lastFrom, false);
    mEnding[st.shape] = 1;
    mLineEls.push_back({line.lo, line.hi, st.shape});
    mStarts.push_back({span.lo, span.hi, st.shape});
    mReplaces.push_back({st.shape, st.span.lo, span});
    st.span = span;
    st.coarse = false;
    st.core = {};
    st.from = mX;
    due(mStateOf[st.shape], nx);
    if (stats)
        ++stats->split;
}

// Trace: the free space that a coarse piece from where it began to x hid, between its range and
// its exact range on each sub-slab (its fringes), marked when the free interval beside it is
// reached: each fringe is joined to that interval all along (docs/movement.md "Top-down").
void Sweep::markFringes(const CurvedState& st, double x)
{

    auto reachedRun = [&](double y, bool above) {
        const auto r = above ? std::lower_bound(mCur.begin(), mCur.end(), y, [](const Run& a, double v) { return a.lo < v; })
                             : std::lower_bound(mCur.begin(), mCur.end(), y, [](const Run& a, double v) { return a.hi < v; });
        return r != mCur.end() && (above ? r->lo : r->hi) == y && reached[r->cell];
    };
    const bool up = st.high == Side::Free && reachedRun(st.span.hi, true);
    const bool down = st.low == Side::Free && reachedRun(st.span.lo, false);
    if (!up && !down)
        return;
    Section c = st.start;
    for (double x0 = st.from; x0 < x;) {
        const double x1 = st.cuts.after(x0);
        const Section n = section(st.shape, x1);
        const Span r = rangeOf(c, n);
        const double lo = r.lo, hi = r.hi;
        if (up && std::max(hi, mCy0) <= std::min(st.span.hi, mCy1))
            markFree(x0, std::min(x1, x), std::max(hi, mCy0), std::min(st.span.hi, mCy1));
        if (down && std::max(st.span.lo, mCy0) <= std::min(lo, mCy1))
            markFree(x0, std::min(x1, x), std::max(st.span.lo, mCy0), std::min(lo, mCy1));
        x0 = x1;
        c = n;
    }
}

// mBase = the active blockers of window w that do not end here.
void Sweep::collect(const Window& w)
{
    mBase.clear();
    auto j = w.fromStart ? mActive.begin()
                         : std::lower_bound(mActive.begin(), mActive.end(), w.lo,
                                            [](const Element& e, double y) { return e.lo < y; });
    for (; j != mActive.end() && j->lo < w.hi; ++j)
        if (!mEnding[j->shape])
            mBase.push_back(*j);
}

// out = mBase plus the extra blockers that meet window w, by lo.
void Sweep::blockers(const Window& w, const std::vector<Element>& extra, std::vector<Element>& out)
{
    out.assign(mBase.begin(), mBase.end());
    // The extra ones are few: insert each in place.
    for (const Element& e : extra) {
        if (!(e.lo < w.hi && e.hi > w.lo))
            continue;
        out.push_back(e);
        for (std::size_t k = out.size() - 1; k > 0 && out[k - 1].lo > out[k].lo; --k)
            std::swap(out[k - 1], out[k]);
    }
}

// Cells of the window's line and new intervals (docs/movement.md "Top-down"), joins, records.
// The window's intervals, old then line then new, have local indices 0 .. a + b + c - 1.
void Sweep::group(const Window& w, double x)
{
    if (w.fast) {
        keepChains(w, x);
        return;
    }
    widen(w);
    linkWindow(w);
    classifyGroups(w);
    if (mPass == Pass::Trace) {
        for (std::size_t i = w.i0; i < w.i1; ++i)
            recordRun(mCur[i], x, mOldWide[i - w.i0], mOldFrom[i - w.i0]);
    }
    assignCells(w, x);
    if (mPass == Pass::Connect)
        joinPairs(w, x);
}

// Chains of one old, one line and one new interval, each keeping its cell (what the general
// case finds).
void Sweep::keepChains(const Window& w, double x)
{
    const std::size_t a = w.i1 - w.i0;
    Run* O = mCur.data() + w.i0;
    Run* L = mLine.data() + w.l0;
    Run* N = mNew.data() + w.n0;
    if (mPass == Pass::Trace)
        for (std::size_t k = 0; k < a; ++k)
            recordRun(O[k], x, O[k], kInf);
    for (std::size_t k = 0; k < a; ++k) {
        L[k].cell = N[k].cell = O[k].cell;
        N[k].since = x;
        if (mPass == Pass::Trace)
            record(L[k].cell, x, x, L[k].lo, L[k].hi);
    }
}

std::uint32_t Sweep::localRoot(std::uint32_t i)
{
    while (mLocal[i] != i)
        i = mLocal[i] = mLocal[mLocal[i]];
    return i;
}

// The pairs of intervals that meet, left[k] with right[j] (both ascending and disjoint), in
// mPairs by local index, and joined in the local union-find.
void Sweep::pairUp(const Run* left, std::size_t nl, std::uint32_t offL, const Run* right, std::size_t nr,
                   std::uint32_t offR)
{
    std::size_t i = 0;
    for (std::size_t j = 0; j < nr; ++j) {
        while (i < nl && left[i].hi < right[j].lo)
            ++i;
        for (std::size_t k = i; k < nl && left[k].lo <= right[j].hi; ++k) {
            mPairs.push_back({offL + static_cast<std::uint32_t>(k), offR + static_cast<std::uint32_t>(j)});
            const std::uint32_t ra = localRoot(offL + static_cast<std::uint32_t>(k)),
                                rb = localRoot(offR + static_cast<std::uint32_t>(j));
            if (ra != rb)
                mLocal[ra] = rb;
        }
    }
}

// The local groups of the window: old-line pairs, then line-new pairs (the old and new
// intervals by their extent next to the line, widen()).
void Sweep::linkWindow(const Window& w)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0, c = w.n1 - w.n0;
    const std::size_t total = a + b + c;
    mLocal.resize(total);
    for (std::size_t i = 0; i < total; ++i)
        mLocal[i] = static_cast<std::uint32_t>(i);
    mPairs.clear();
    pairUp(mOldWide.data(), a, 0, mLine.data() + w.l0, b, static_cast<std::uint32_t>(a));
    pairUp(mLine.data() + w.l0, b, static_cast<std::uint32_t>(a), mNewWide.data(), c,
           static_cast<std::uint32_t>(a + b));
}

// Per group root: how many old, line and new intervals it holds (0, 1 or "2 or more"), and
// its old interval's cell (meaningful only for a single chain).
void Sweep::classifyGroups(const Window& w)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0, c = w.n1 - w.n0;
    const std::size_t total = a + b + c;
    mGroupO.assign(total, 0);
    mGroupL.assign(total, 0);
    mGroupN.assign(total, 0);
    mGroupCell.assign(total, kNone);
    for (std::size_t i = 0; i < total; ++i) {
        const std::uint32_t r = localRoot(static_cast<std::uint32_t>(i));
        auto bump = [](std::uint8_t& v) { v = static_cast<std::uint8_t>(std::min(2, v + 1)); };
        bump(i < a ? mGroupO[r] : i < a + b ? mGroupL[r] : mGroupN[r]);
        if (i < a)
            mGroupCell[r] = mCur[w.i0 + i].cell; // a single chain keeps its old interval's cell
    }
}

// A single chain (one line interval, at most one old and one new) keeps one cell, its old
// interval's or a new one; any other group gets a new cell per interval, joined later.
void Sweep::assignCells(const Window& w, double x)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0, c = w.n1 - w.n0;
    auto single = [&](std::uint32_t r) { return mGroupL[r] == 1 && mGroupO[r] <= 1 && mGroupN[r] <= 1; };
    Run* L = mLine.data() + w.l0;
    Run* N = mNew.data() + w.n0;
    for (std::size_t j = 0; j < b; ++j) {
        const std::uint32_t r = localRoot(static_cast<std::uint32_t>(a + j));
        if (single(r)) {
            if (mGroupCell[r] == kNone)
                mGroupCell[r] = newCell();
            L[j].cell = mGroupCell[r];
        } else {
            L[j].cell = newCell();
        }
        if (mPass == Pass::Trace)
            record(L[j].cell, x, x, L[j].lo, L[j].hi);
    }
    for (std::size_t k = 0; k < c; ++k) {
        const std::uint32_t r = localRoot(static_cast<std::uint32_t>(a + b + k));
        N[k].cell = mNewWide[k].cell = single(r) ? mGroupCell[r] : newCell();
        N[k].since = x;
        N[k].wide = kNone;
        if (mPass == Pass::Trace && mNewTo[k] > x) {
            N[k].wide = static_cast<std::uint32_t>(mWideStarts.size());
            mWideStarts.push_back({mNewWide[k].lo, mNewWide[k].hi, mNewTo[k]});
        }
    }
}

// Connect: every pair of meeting intervals in different cells joins them, touching on line x.
void Sweep::joinPairs(const Window& w, double x)
{

    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0;
    const Run* O = mOldWide.data();
    const Run* L = mLine.data() + w.l0;
    const Run* N = mNewWide.data();
    auto run = [&](std::uint32_t i) -> const Run& { return i < a ? O[i] : i < a + b ? L[i - a] : N[i - a - b]; };
    for (const auto& [u, v] : mPairs) {
        const Run& ru = run(u);
        const Run& rv = run(v);
        if (ru.cell != rv.cell)
            unite(ru.cell, rv.cell, {x, std::max(ru.lo, rv.lo)});
    }
}

template <typename F>
void Sweep::forLine(double lo, double hi, F&& f) const
{
    std::size_t next = 0;
    auto fromCur = [&](std::size_t end) {
        auto it = std::lower_bound(mCur.begin() + static_cast<std::ptrdiff_t>(next),
                                   mCur.begin() + static_cast<std::ptrdiff_t>(end), lo,
                                   [](const Run& r, double y) { return r.hi < y; });
        for (; it != mCur.begin() + static_cast<std::ptrdiff_t>(end) && it->lo <= hi; ++it)
            f(it->lo, it->hi, it->cell);
    };
    for (const Window& w : mWindows) {
        fromCur(w.i0);
        for (std::size_t j = w.l0; j < w.l1; ++j)
            if (meets(mLine[j].lo, mLine[j].hi, lo, hi))
                f(mLine[j].lo, mLine[j].hi, mLine[j].cell);
        next = w.i1;
    }
    fromCur(mCur.size());
}

void Sweep::probeSlab(double x0, double x1)
{
    for (std::uint32_t g : mActiveGoals) {
        const ConfigShape& t = mGoals.shape(g);
        double x = 0, tlo = 0, thi = 0;
        if (t.kind == ConfigShape::Kind::Box) {
            if (!(t.bounds.minX < x1 && t.bounds.maxX > x0))
                continue;
            x = (std::max(x0, t.bounds.minX) + std::min(x1, t.bounds.maxX)) * 0.5;
            tlo = t.bounds.minY;
            thi = t.bounds.maxY;
        } else {
            x = (x0 + x1) * 0.5;
            const Chord ch = mGoals.verticalChord(t, x);
            if (!ch.valid)
                continue;
            tlo = ch.lo;
            thi = ch.hi;
        }
        auto it = std::lower_bound(mCur.begin(), mCur.end(), tlo, [](const Run& r, double y) { return r.hi < y; });
        for (; it != mCur.end() && it->lo <= thi; ++it)
            contact(static_cast<std::size_t>(t.key), it->cell, {x, std::max(it->lo, tlo)});
    }
}

void Sweep::probeLine(double x)
{
    if (x == mSpawn.x && mSpawnCell == kNone)
        forLine(mSpawn.y, mSpawn.y, [&](double, double, std::uint32_t cell) { mSpawnCell = cell; });
    for (std::uint32_t g : mActiveGoals) {
        const ConfigShape& t = mGoals.shape(g);
        const Chord ch = mGoals.verticalChord(t, x);
        if (!ch.valid)
            continue;
        forLine(ch.lo, ch.hi, [&](double lo, double, std::uint32_t cell) {
            contact(static_cast<std::size_t>(t.key), cell, {x, std::max(lo, ch.lo)});
        });
    }
}

bool Sweep::allJoined()
{
    if (mSpawnCell == kNone)
        return false;
    const std::uint32_t root = find(mSpawnCell);
    std::erase_if(mPending, [&](std::size_t t) {
        for (const Contact& c : mContacts[t])
            if (find(c.cell) == root)
                return true;
        return false;
    });
    return mPending.empty();
}

bool Sweep::run(Pass pass, const std::atomic<bool>* cancel)
{
    startPass(pass);
    for (std::size_t event = 0;; ++event) {
        if (cancel && (event & 4095) == 0 && cancel->load(std::memory_order_relaxed))
            return false;
        mLast = mX == mCx1;
        beginEvent(event == 0);
        admitGoals();
        if (pass == Pass::Connect && event > 0)
            probeSlab(mPrev, mX);
        takeBoxEvents();
        admitCurved();
        stepDueCurved();
        buildWindows();
        buildLineAndNextSlab();
        for (const Window& w : mWindows)
            group(w, mX);
        if (pass == Pass::Connect) {
            probeLine(mX);
            // Checked now and then: a check walks the pending targets' contacts.
            if (stopWhenAllJoined && (event & 255) == 0 && allJoined())
                return true;
        }
        if (mLast) {
            if (pass == Pass::Trace)
                recordUnchangedRuns();
            return true;
        }
        spliceNextSlab();
        updateActive();
        std::erase_if(mActiveGoals, [&](std::uint32_t g) { return mGoals.shape(g).bounds.maxX <= mX; });
        advance();
    }
}

void Sweep::startPass(Pass pass)
{
    mPass = pass;
    mCells = 0;
    mWideStarts.clear();
    if (pass == Pass::Connect) {
        mParent.clear();
        mEdges.clear();
        mSpawnCell = kNone;
        mContacts.assign(mGoals.size(), {});
        mPending.clear();
        for (std::uint32_t g = 0; g < mGoals.size(); ++g)
            mPending.push_back(static_cast<std::size_t>(mGoals.shape(g).key));
        std::sort(mPending.begin(), mPending.end());
        mPending.erase(std::unique(mPending.begin(), mPending.end()), mPending.end());
    }
    mActive.clear();
    mCur.clear();
    std::fill(mEnding.begin(), mEnding.end(), std::uint8_t{0});
    mActiveGoals.clear();
    for (std::uint32_t i : mBefore)
        mActive.push_back({mWalls.shape(i).bounds.minY, mWalls.shape(i).bounds.maxY, i});
    std::sort(mActive.begin(), mActive.end(), [](const Element& a, const Element& b) { return a.lo < b.lo; });

    mCurvedStates.clear();
    mFreeStates.clear();
    std::fill(mStateOf.begin(), mStateOf.end(), kNone);
    mDue = {};
    mNextStart = mNextEnd = mNextCurved = mNextForced = mNextGoal = 0;
    mX = mPrev = mCx0;
}

void Sweep::beginEvent(bool first)
{
    mChanges.clear();
    mSolo.clear();
    mStarts.clear();
    mLineEls.clear();
    mEnds.clear();
    mReplaces.clear();
    mFringes.clear();
    if (first)
        mChanges.push_back({mCy0, mCy1, kNone}); // the first line and slab are built whole
}

// Targets in reach of this line or of the slab just swept.
void Sweep::admitGoals()
{
    while (mNextGoal < mGoalOrder.size() && mGoals.shape(mGoalOrder[mNextGoal]).bounds.minX <= mX)
        mActiveGoals.push_back(mGoalOrder[mNextGoal++]);
}

// The boxes that end or start on this line (a box starting on the last line blocks nothing).
void Sweep::takeBoxEvents()
{
    while (mNextEnd < mByEnd.size() && mWalls.shape(mByEnd[mNextEnd]).bounds.maxX == mX) {
        const std::uint32_t i = mByEnd[mNextEnd++];
        mEnding[i] = 1;
        mEnds.push_back({mWalls.shape(i).bounds.minY, 0.0, i});
        change({mWalls.shape(i).bounds.minY, mWalls.shape(i).bounds.maxY});
    }
    while (mNextStart < mByStart.size() && mWalls.shape(mByStart[mNextStart]).bounds.minX == mX) {
        const std::uint32_t i = mByStart[mNextStart++];
        if (mLast)
            continue;
        const Aabb& bb = mWalls.shape(i).bounds;
        mStarts.push_back({bb.minY, bb.maxY, i});
        change({bb.minY, bb.maxY});
    }
}

// Curved shapes whose first cut is this line get a state (a freed one when there is one),
// due now.
void Sweep::admitCurved()
{
    while (mNextCurved < mCurved.size() && std::max(mBounds[mCurved[mNextCurved]].minX, mCx0) == mX) {
        const std::uint32_t shape = mCurved[mNextCurved++];
        std::uint32_t k;
        if (mFreeStates.empty()) {
            k = static_cast<std::uint32_t>(mCurvedStates.size());
            mCurvedStates.emplace_back(
                shape, OwnCuts(mWalls, &mWalls.shape(shape), mMembers[shape], mBounds[shape], mCx0, mCx1));
        } else {
            // A freed state: everything as new but its turn, and its cuts' storage reused.
            k = mFreeStates.back();
            mFreeStates.pop_back();
            CurvedState& st = mCurvedStates[k];
            st.cuts.assign(mWalls, &mWalls.shape(shape), mMembers[shape], mBounds[shape], mCx0, mCx1);
            st.shape = shape;
            st.has = st.coarse = st.primed = false;
            st.span = st.core = st.first = Span{};
            st.from = st.firstTo = 0.0;
            st.low = st.high = Side::None;
        }
        mStateOf[shape] = k;
        due(k, mX);
    }
}

// State k's piece now ends at x (an earlier end it had is dropped).
void Sweep::due(std::uint32_t k, double x)
{
    const std::uint32_t turn = ++mCurvedStates[k].turn;
    mDue.push({x, k, turn});
}

// Where the first curved piece ends (infinity when none is being cut).
double Sweep::nextDue()
{
    while (!mDue.empty() && mDue.top().turn != mCurvedStates[mDue.top().k].turn)
        mDue.pop();
    return mDue.empty() ? kInf : mDue.top().x;
}

// Every curved shape with a cut on this line steps to its next sub-slab; one past its last
// cut frees its state.
void Sweep::stepDueCurved()
{
    while (nextDue() == mX) {
        const std::uint32_t k = mDue.top().k;
        mDue.pop();
        const double nx = stepCurved(mCurvedStates[k]);
        if (nx < kInf) {
            due(k, nx);
        } else {
            mStateOf[mCurvedStates[k].shape] = kNone;
            mFreeStates.push_back(k);
        }
    }
}

// A curved shape on one of its cuts: its open chord on the line, and the y-range it blocks
// over the piece up to the cut where it is next due: one sub-slab, or a coarse piece where
// lengthen() finds one. Returns that cut (infinity after the last).
double Sweep::stepCurved(CurvedState& st)
{
    const Section here = st.primed ? st.ahead : section(st.shape, mX);
    if (st.coarse) {
        // The coarse piece ends: beside a free side, its exact range over its last sub-slab.
        if (mPass == Pass::Trace)
            markFringes(st, mX);
        if (st.low == Side::Free || st.high == Side::Free) {
            const double lastFrom = st.cuts.before(mX);
            noteFringe(st, rangeOf(section(st.shape, lastFrom), here), lastFrom, false);
        }
    }
    CurvedStep step;
    step.hasLine = lineOf(st.shape, here, mX, step.line);
    double nx = mLast ? kInf : st.cuts.next(mX);
    bool coarsePiece = false;
    Span core;
    if (nx < kInf) {
        // The y-range blocked over the whole sub-slab: both chords' intersection.
        st.ahead = section(st.shape, nx);
        st.primed = true;
        if (here.all.valid && st.ahead.all.valid) {
            step.span = rangeOf(here, st.ahead);
            step.has = step.span.lo < step.span.hi;
        }
        st.first = step.span;
        st.firstTo = nx;
        coarsePiece = step.has && coarse && lengthen(st, here, nx, st.ahead, step.span, core);
    }
    noteCurvedStep(st, step, coarsePiece);
    if (stats) {
        ++stats->pieces;
        stats->coarsePieces += coarsePiece;
    }
    st.has = step.has;
    st.span = step.span;
    st.coarse = coarsePiece;
    st.core = core;
    st.low = side(step.span.lo, core.lo);
    st.high = side(core.hi, step.span.hi);
    st.from = mX;
    st.start = here;
    return nx;
}

// The chords of curved blocker `shape` on the line at x: its members' and their union.
Section Sweep::section(std::uint32_t shape, double x) const
{
    Section r;
    const std::uint32_t n = mMembers[shape];
    if (n <= 1) {
        r.all = mWalls.verticalChord(mWalls.shape(shape), x);
        return r;
    }
    r.n = n;
    for (std::uint32_t m = 0; m < n; ++m) {
        const ConfigShape& s = mWalls.shape(shape + m);
        r.part[m] = {0.0, 0.0, false, false};
        if (!(s.bounds.minX <= x && x <= s.bounds.maxX))
            continue;
        const Chord c = mWalls.verticalChord(s, x);
        r.part[m] = {c.lo, c.hi, c.valid, c.open};
        if (!c.valid)
            continue;
        if (!r.all.valid) {
            r.all = c;
            continue;
        }
        r.all.lo = std::min(r.all.lo, c.lo);
        r.all.hi = std::max(r.all.hi, c.hi);
        r.all.loIn = std::min(r.all.loIn, c.loIn);
        r.all.hiIn = std::max(r.all.hiIn, c.hiIn);
        r.all.open = r.all.open || c.open;
    }
    return r;
}

// What blocker `shape` blocks on its cut x, with chords c there: its open chord when x is
// inside it (for a polygon swept whole, the union of its members' open chords, one interval).
bool Sweep::lineOf(std::uint32_t shape, const Section& c, double x, Span& line)
{
    if (c.n == 0) {
        const Aabb& b = mBounds[shape];
        if (!(b.minX < x && x < b.maxX && c.all.open))
            return false;
        line = {c.all.lo, c.all.hi};
        return true;
    }
    std::array<Span, kMaxMembers> spans;
    std::uint32_t k = 0;
    for (std::uint32_t m = 0; m < c.n; ++m) {
        const Aabb& b = mWalls.shape(shape + m).bounds;
        if (b.minX < x && x < b.maxX && c.part[m].open && c.part[m].lo < c.part[m].hi)
            spans[k++] = {c.part[m].lo, c.part[m].hi};
    }
    const Union u = joinSpans(spans, k);
    if (!u.one && stats)
        ++stats->gaps;
    line = u.span;
    return u.any;
}

// The y-range a curved blocker blocks over the sub-slab between two of its cuts, with chords a
// and b there (valid both): for one shape, the two chords' intersection; for a polygon swept
// whole, the union of its members' (one interval, docs/movement.md "Whole polygons"). piece:
// a and b are a coarse piece's ends, and this is its core for a polygon swept whole: what every
// member blocks all along (the longest interval of their union, which need not be one there).
Span Sweep::rangeOf(const Section& a, const Section& b, bool piece)
{
    if (a.n == 0 || b.n == 0)
        return {std::max(a.all.lo, b.all.lo), std::min(a.all.hi, b.all.hi)};
    std::array<Span, kMaxMembers> spans;
    std::uint32_t k = 0;
    for (std::uint32_t m = 0; m < a.n; ++m) {
        const Section::Part &p = a.part[m], &q = b.part[m];
        if (!p.valid || !q.valid)
            continue;
        const Span r{std::max(p.lo, q.lo), std::min(p.hi, q.hi)};
        if (r.lo < r.hi)
            spans[k++] = r;
    }
    const Union u = joinSpans(spans, k);
    if (!u.one && !piece && stats)
        ++stats->gaps;
    if (!u.any) {
        const double y = std::max(a.all.lo, b.all.lo);
        return {y, y};
    }
    return u.span;
}

// The core of a blocker other than `shape` with y inside, on the next slab as far as it is
// known (a curved shape that stepped here already has its next piece), if any: one of the few
// starting just below y on this slab.
std::optional<Span> Sweep::coverAt(double y, std::uint32_t shape)
{
    auto j = std::lower_bound(mActive.begin(), mActive.end(), y, [](const Element& e, double v) { return e.lo < v; });
    for (int n = 0; n < 8 && j != mActive.begin(); ++n) {
        --j;
        if (j->shape == shape)
            continue;
        Span c{j->lo, j->hi};
        if (mStateOf[j->shape] != kNone) {
            const CurvedState& o = mCurvedStates[mStateOf[j->shape]];
            if (!o.has)
                continue;
            c = o.coarse ? o.core : o.span;
        } else if (mEnding[j->shape]) {
            continue;
        }
        if (c.lo < y && y < c.hi)
            return c;
    }
    return std::nullopt;
}

// The first x after x where a coarse piece whose range lies within [ylo, yhi] must end: the x
// range of a target or the spawn's line whose y range meets it (x itself when x is inside
// one), where the sweep probes the exact free space; limit (or more) when there is none before
// it. The probes look only at the free intervals meeting the target's (the spawn's) y range,
// and beside a piece clear of it those are the exact ones there (docs/movement.md "Coarse
// pieces").
double Sweep::zoneCap(double x, double ylo, double yhi, double limit) const
{
    const auto z = std::upper_bound(mZones.begin(), mZones.end(), x, [](double v, const Span& s) { return v < s.hi; });
    if (z == mZones.end() || z->lo >= limit)
        return kInf;
    // The boxes of the merged zones from z on, ascending by minX.
    auto b = std::lower_bound(mZoneBoxes.begin(), mZoneBoxes.end(), z->lo,
                              [](const Aabb& a, double v) { return a.minX < v; });
    for (; b != mZoneBoxes.end() && b->minX < limit; ++b)
        if (b->maxX > x && b->minY <= yhi && ylo <= b->maxY)
            return std::max(b->minX, x);
    return kInf;
}

// A coarse piece from this cut (chord `here`) to a later cut nx no further than the next corner,
// where the shape's chords change one way only: the piece blocks the union of the two end
// chords and blocks at least their intersection all along. How far each end may move is
// judged from the slab before (checkCoarse() then checks against everything), and the piece's
// end predicted from how the chords move (ahead: at the first cut), one exact chord per try.
// False when none is longer than the first sub-slab (nx, ahead and span are then left as
// they are).
bool Sweep::lengthen(const CurvedState& st, const Section& whole, double& nx, Section& ahead, Span& span, Span& core)
{
    const Chord& here = whole.all;
    const double corner = st.cuts.cornerAfter(mX);
    if (!(nx < corner))
        return false;

    // How far each end of the chord may move over the piece (bounds for the far chord's end):
    // beside a free interval, up to half of it (the rest is left to what is on its other side)
    // or back into the shape; inside another blocker's core, half way to either end of it;
    // else not at all.
    Span top{here.hi, here.hi}, bottom{here.lo, here.lo};
    {
        const double anchor = st.has ? st.span.hi : here.hi, y = std::max(anchor, here.hi);
        const auto r = std::lower_bound(mCur.begin(), mCur.end(), y, [](const Run& a, double v) { return a.hi < v; });
        if (r != mCur.end() && r->lo <= anchor)
            top = {-kInf, here.hi + (r->hi - here.hi) * 0.75};
        else if (const std::optional<Span> c = coverAt(here.hi, st.shape))
            top = {here.hi - (here.hi - c->lo) * 0.75, here.hi + (c->hi - here.hi) * 0.75};
    }
    {
        const double anchor = st.has ? st.span.lo : here.lo, y = std::min(anchor, here.lo);
        auto r = std::upper_bound(mCur.begin(), mCur.end(), y, [](double v, const Run& a) { return v < a.lo; });
        if (r != mCur.begin() && (--r)->hi >= anchor)
            bottom = {here.lo - (here.lo - r->lo) * 0.75, kInf};
        else if (const std::optional<Span> c = coverAt(here.lo, st.shape))
            bottom = {here.lo - (here.lo - c->lo) * 0.75, here.lo + (c->hi - here.lo) * 0.75};
    }
    // A free side must also stay clear of what lies within the shape's range (a shape it
    // overlaps, say another piece of a concave polygon).
    if (st.has) {
        const bool lowFree = bottom.hi == kInf, highFree = top.lo == -kInf;
        auto e = std::lower_bound(mActive.begin(), mActive.end(), st.span.lo,
                                  [](const Element& a, double y) { return a.lo < y; });
        for (; e != mActive.end() && e->lo < st.span.hi; ++e) {
            if (e->shape == st.shape)
                continue;
            if (lowFree)
                bottom.hi = std::min(bottom.hi, e->lo);
            if (highFree)
                top.lo = std::max(top.lo, e->hi);
        }
    }
    // The piece's range lies within [min(here.lo, bottom.lo), max(here.hi, top.hi)] (fits()).
    const double cap = zoneCap(mX, std::min(here.lo, bottom.lo), std::max(here.hi, top.hi), corner);
    if (!(nx < cap))
        return false;
    // The candidates, ascending from nx: the uniform cuts before the corner and not past the
    // cap, then the corner when it is not past the cap.
    const int k0 = st.cuts.uniformAfter(mX, false);
    const int k1 = corner <= cap ? st.cuts.uniformAfter(corner, true) : st.cuts.uniformAfter(cap, false);
    const int uniformCount = std::max(0, k1 - k0);
    const int last = uniformCount + (corner <= cap ? 1 : 0) - 1;
    if (last < 1)
        return false;
    auto candidate = [&](int m) { return m < uniformCount ? st.cuts.uniform(k0 + m) : corner; };
    auto fits = [&](const Section& w) {
        const Chord& c = w.all;
        if (!(c.valid && std::max(here.lo, c.lo) < std::min(here.hi, c.hi) && top.lo <= c.hi && c.hi <= top.hi
              && bottom.lo <= c.lo && c.lo <= bottom.hi))
            return false;
        if (w.n == 0)
            return true;
        const Span k = rangeOf(whole, w, true); // the members' core
        return k.lo < k.hi;
    };
    // The farthest x where the chords, moving on straight as from here to `ref` at refX, still
    // fit; the last candidate before it.
    auto predict = [&](const Chord& ref, double refX) {
        const double d = refX - mX, up = (ref.hi - here.hi) / d, down = (ref.lo - here.lo) / d;
        double far = kInf;
        auto within = [&](double v, double slope, Span room) {
            if (slope > 0)
                far = std::min(far, mX + (room.hi - v) / slope);
            else if (slope < 0)
                far = std::min(far, mX + (room.lo - v) / slope);
        };
        within(here.hi, up, top);
        within(here.lo, down, bottom);
        const double closing = std::max(down, 0.0) - std::min(up, 0.0);
        if (closing > 0)
            far = std::min(far, mX + (here.hi - here.lo) / closing);
        if (corner <= cap && corner <= far)
            return last;
        return std::min(st.cuts.uniformAfter(far, false) - k0, uniformCount) - 1;
    };
    // Predicted from the first sub-slab, then from each chord that did not fit (a secant),
    // then by bisection; the first piece that fits is taken.
    int good = 0, bad = last + 1;
    Section goodChord;
    Chord ref = ahead.all;
    double refX = nx;
    for (int tries = 0; good + 1 < bad; ++tries) {
        const int m = std::min(tries < 3 ? predict(ref, refX) : good + (bad - good) / 2, bad - 1);
        if (m <= good)
            break;
        const Section c = section(st.shape, candidate(m));
        if (fits(c)) {
            good = m;
            goodChord = c;
            break;
        }
        bad = m;
        ref = c.all;
        refX = candidate(m);
    }
    if (good == 0)
        return false;
    nx = candidate(good);
    ahead = goodChord;
    span = {std::min(here.lo, goodChord.all.lo), std::max(here.hi, goodChord.all.hi)};
    core = rangeOf(whole, goodChord, true);
    return true;
}

// The changes, line blockers and element moves of a curved shape's step. A step that keeps
// the same range on the line and after it changes nothing (unless it starts a coarse piece,
// whose sides checkCoarse() must see); one with an old range, a chord and a new range is a
// "solo" that fastStep() may handle alone.
void Sweep::noteCurvedStep(const CurvedState& st, const CurvedStep& step, bool coarsePiece)
{
    const bool same = !coarsePiece && st.has && step.has && st.span == step.span && step.hasLine && step.line == step.span;
    if (same)
        return;
    if (st.has || step.has || step.hasLine) {
        std::uint32_t solo = kNone;
        if (st.has && step.has && step.hasLine) {
            solo = static_cast<std::uint32_t>(mSolo.size());
            mSolo.push_back({st.shape, st.span, step.line, step.span});
        }
        if (st.has) {
            mEnding[st.shape] = 1;
            change(st.span, solo);
            if (step.has)
                mReplaces.push_back({st.shape, st.span.lo, step.span});
            else
                mEnds.push_back({st.span.lo, 0.0, st.shape});
        }
        if (step.hasLine) {
            mLineEls.push_back({step.line.lo, step.line.hi, st.shape});
            change(step.line, solo);
        }
        if (step.has) {
            mStarts.push_back({step.span.lo, step.span.hi, st.shape});
            change(step.span, solo);
        }
    }
    if (!st.has && step.has)
        mReplaces.push_back({st.shape, kInf, step.span}); // a new element (inserted below)
}

// The free intervals of each window on this line (mLine) and on the next slab (mNew).
void Sweep::buildLineAndNextSlab()
{
    mLine.clear();
    mNew.clear();
    for (Window& w : mWindows) {
        w.l0 = mLine.size();
        if (w.solo != kNone && !mLast && fastStep(w, mX))
            continue;
        collect(w);
        blockers(w, mLineEls, mLineSet);
        if (!mLast) {
            blockers(w, mStarts, mNextSet);
            if (checkCoarse(w)) {
                blockers(w, mLineEls, mLineSet);
                blockers(w, mStarts, mNextSet);
            }
        }
        freeIntervals(mLineSet, w.lo, w.hi, [&](double lo, double hi) { mLine.push_back({lo, hi, kNone, kNone, mX}); });
        w.l1 = mLine.size();
        w.n0 = mNew.size();
        if (!mLast)
            freeIntervals(mNextSet, w.lo, w.hi, [&](double lo, double hi) { mNew.push_back({lo, hi, kNone, kNone, mX}); });
        w.n1 = mNew.size();
    }
    std::sort(mFringes.begin(), mFringes.end(), [](const Fringe& a, const Fringe& b) { return a.range.lo < b.range.lo; });
}

// Trace, on the last line: the runs outside every window end here too.
void Sweep::recordUnchangedRuns()
{
    std::size_t next = 0;
    auto close = [&](std::size_t end) {
        for (; next < end; ++next)
            recordRun(mCur[next], mX, mCur[next], kInf);
    };
    for (const Window& w : mWindows) {
        close(w.i0);
        next = w.i1;
    }
    close(mCur.size());
}

// The next slab's intervals: each window's new ones replace its old ones (back to front, so
// the indices of the windows before stay valid).
void Sweep::spliceNextSlab()
{
    for (auto w = mWindows.rbegin(); w != mWindows.rend(); ++w) {
        const auto first = mCur.begin() + static_cast<std::ptrdiff_t>(w->i0);
        const std::size_t oldCount = w->i1 - w->i0, newCount = w->n1 - w->n0;
        const auto src = mNew.begin() + static_cast<std::ptrdiff_t>(w->n0);
        // Overwrite what both have, then move the rest of the slab once (by the difference).
        const auto common = static_cast<std::ptrdiff_t>(std::min(oldCount, newCount));
        std::copy(src, src + common, first);
        if (newCount > oldCount)
            mCur.insert(first + common, src + common, src + static_cast<std::ptrdiff_t>(newCount));
        else if (newCount < oldCount)
            mCur.erase(first + common, first + static_cast<std::ptrdiff_t>(oldCount));
    }
}

std::vector<Element>::iterator Sweep::findActive(double lo, std::uint32_t shape)
{
    auto it = std::lower_bound(mActive.begin(), mActive.end(), lo, [](const Element& e, double y) { return e.lo < y; });
    while (it->shape != shape)
        ++it;
    return it;
}

void Sweep::insertActive(const Element& e)
{
    mActive.insert(std::upper_bound(mActive.begin(), mActive.end(), e.lo,
                                    [](double y, const Element& a) { return y < a.lo; }),
                   e);
}

// The next slab's blockers: what ended leaves, boxes that started come in, and curved shapes
// move to their new range.
void Sweep::updateActive()
{
    for (const Element& e : mEnds) {
        mActive.erase(findActive(e.lo, e.shape));
        mEnding[e.shape] = 0;
    }
    for (const Element& e : mStarts) {
        if (mWalls.shape(e.shape).kind != ConfigShape::Kind::Box)
            continue; // curved: through mReplaces
        insertActive(e);
    }
    for (const Replace& r : mReplaces) {
        mEnding[r.shape] = 0;
        if (r.oldLo == kInf) {
            insertActive({r.span.lo, r.span.hi, r.shape});
            continue;
        }
        // Usually a small move: shift it into place.
        auto it = findActive(r.oldLo, r.shape);
        it->lo = r.span.lo;
        it->hi = r.span.hi;
        while (it != mActive.begin() && (it - 1)->lo > it->lo) {
            std::iter_swap(it - 1, it);
            --it;
        }
        while (it + 1 != mActive.end() && (it + 1)->lo < it->lo) {
            std::iter_swap(it + 1, it);
            ++it;
        }
    }
}

// Moves to the next event: the nearest x where a box or a curved shape starts or ends, a
// curved shape has a cut, or a forced line is (the last one is the right bound).
void Sweep::advance()
{
    double nx = mCx1;
    if (mNextStart < mByStart.size())
        nx = std::min(nx, mWalls.shape(mByStart[mNextStart]).bounds.minX);
    if (mNextEnd < mByEnd.size())
        nx = std::min(nx, mWalls.shape(mByEnd[mNextEnd]).bounds.maxX);
    if (mNextCurved < mCurved.size())
        nx = std::min(nx, std::max(mBounds[mCurved[mNextCurved]].minX, mCx0));
    nx = std::min(nx, nextDue());
    while (mNextForced < mForced.size() && mForced[mNextForced] <= mX)
        ++mNextForced;
    if (mNextForced < mForced.size())
        nx = std::min(nx, mForced[mNextForced]);
    mPrev = mX;
    mX = nx;
}

// A polyline of free positions under construction: the points it goes through, skipping
// repeats.
class Polyline {
public:
    Polyline(std::vector<PathStep>& path, Vec2 from) : mPath(path), mCur(from) { mPath.push_back({from, Input::None}); }
    Vec2 at() const { return mCur; }
    void go(Vec2 p)
    {
        if (p != mCur)
            mPath.push_back({p, Input::None});
        mCur = p;
    }
    // To p inside piece q. Along one of a run's end lines it steps into the slab first: the
    // line itself may be blocked between the two points (only the slab is convex and free).
    void move(const Piece& q, Vec2 p)
    {
        if (q.x0 < q.x1 && mCur.x == p.x && (p.x == q.x0 || p.x == q.x1) && mCur.y != p.y) {
            const double xm = (q.x0 + q.x1) * 0.5;
            go({xm, mCur.y});
            go({xm, p.y});
        }
        go(p);
    }

private:
    std::vector<PathStep>& mPath;
    Vec2 mCur;
};

// The piece of a cell holding a point: the line piece on its x, else a run around it
// (ps.size() when none does).
std::size_t pieceAt(const std::vector<Piece>& ps, Vec2 p)
{
    std::size_t found = ps.size();
    for (std::size_t k = 0; k < ps.size(); ++k) {
        const Piece& q = ps[k];
        if (q.x0 <= p.x && p.x <= q.x1 && q.lo <= p.y && p.y <= q.hi) {
            if (q.x0 == q.x1)
                return k;
            if (found == ps.size())
                found = k;
        }
    }
    return found;
}

// Walks a polyline from where it is to `to` through one cell's pieces (ascending x, each
// sharing a line with the next). False when a point is in none of them (cannot happen: every
// point of a cell's path is in the cell).
bool walkCell(Polyline& line, const std::vector<Piece>& ps, Vec2 to)
{
    std::size_t k = pieceAt(ps, line.at());
    const std::size_t end = pieceAt(ps, to);
    if (k == ps.size() || end == ps.size())
        return false;
    while (k != end) {
        const std::size_t n = end > k ? k + 1 : k - 1;
        const Piece& a = ps[k];
        const Piece& b = ps[n];
        // Crossing from a to b on the line between them, inside both y-ranges.
        const double lx = a.x0 == a.x1 ? a.x0 : b.x0 == b.x1 ? b.x0 : (end > k ? a.x1 : a.x0);
        line.move(a, {lx, std::clamp(line.at().y, std::max(a.lo, b.lo), std::min(a.hi, b.hi))});
        k = n;
    }
    line.move(ps[end], to);
    return true;
}

// The top-down solve: the configuration spaces, the first sweep's verdicts, then (unless only
// the verdicts are wanted) paths through the sweep's spanning forest, and the second sweep
// for the region, the nearest positions and the geometry the paths need.
class TopDownSolver {
public:
    TopDownSolver(const ReachProblem& problem, const TopDownOptions& options, TopDownStats* stats)
        : mProblem(problem), mPlayer(topDownPlayer(problem.player)), mHw(mPlayer.width * 0.5),
          mHh(mPlayer.height * 0.5), mOptions(options), mStats(stats), mWalls(mPlayer), mGoals(mPlayer)
    {
    }

    ReachResult solve(const std::atomic<bool>* cancel);

private:
    static PlayerParams topDownPlayer(PlayerParams player)
    {
        player.platformer = false;
        return player;
    }
    void addShapes();
    bool sweptWhole(const Polygon& polygon) const;
    bool exactlyInflated(Vec2 p) const;
    std::size_t cutAtReflexVertices(const std::vector<Vec2>& pts);
    void initTargets();
    void markReachedCells();
    void findReachedTargets();
    void buildForest();
    void trackReachedChains();
    void aimAtUnreached();
    void buildPath(std::size_t target);

    const ReachProblem& mProblem;
    const PlayerParams mPlayer;
    const double mHw, mHh;
    const TopDownOptions mOptions;
    TopDownStats* mStats;
    ConfigSpace mWalls;
    std::vector<std::uint8_t> mMembers; // Sweep's members
    // cutAtReflexVertices()'s pieces (the first it returns), and storage it reuses.
    std::vector<std::vector<Vec2>> mPieces;
    std::vector<double> mCuts;
    std::vector<Vec2> mClipped;
    ConfigSpace mGoals;
    ReachResult mResult;
    std::optional<Sweep> mSweep;
    std::uint32_t mStart = kNone; // the spawn's cell
    // Per target: the first contact with a reached cell (null when not reached).
    std::vector<const Sweep::Contact*> mReachedAt;
    bool mAnyReached = false;
    std::vector<std::uint32_t> mVia; // per cell: the forest edge it is entered by from the spawn's
};

ReachResult TopDownSolver::solve(const std::atomic<bool>* cancel)
{
    addShapes();
    initTargets();
    // Free positions of the centre: the box inside the bounds.
    const double cx0 = mProblem.bounds.minX + mHw, cx1 = mProblem.bounds.maxX - mHw;
    const double cy0 = mProblem.bounds.minY + mHh, cy1 = mProblem.bounds.maxY - mHh;
    if (!(cx0 <= cx1 && cy0 <= cy1))
        return std::move(mResult);

    const Vec2 spawn = mProblem.spawn;
    Sweep& sweep = mSweep.emplace(mWalls, mGoals, Aabb{cx0, cy0, cx1, cy1}, spawn, mHw, mHh, std::move(mMembers));
    sweep.stopWhenAllJoined = mProblem.stopWhenAllReached;
    sweep.coarse = mOptions.coarse;
    sweep.stats = mStats;
    if (!sweep.run(Sweep::Pass::Connect, cancel)) {
        mResult.cancelled = true;
        return std::move(mResult);
    }
    mStart = sweep.spawnCell();
    if (mStart == kNone) {
        if (spawn.x >= cx0 && spawn.x <= cx1 && spawn.y >= cy0 && spawn.y <= cy1)
            mResult.spawnBlocked = true;
        return std::move(mResult);
    }
    markReachedCells();
    findReachedTargets();
    if (mProblem.stopWhenAllReached) {
        // Only the verdicts are wanted (the validator's call): no second sweep, so no region,
        // no nearest positions and no paths (see ReachProblem::stopWhenAllReached).
        for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
            mResult.targets[i].reached = mReachedAt[i] != nullptr;
        return std::move(mResult);
    }

    sweep.tracked.assign(sweep.cellCount(), kNone);
    if (mAnyReached) {
        buildForest();
        trackReachedChains();
    }
    // The second sweep: region, nearest positions, the tracked cells' geometry.
    ReachRegion region(mProblem.bounds);
    sweep.region = &region;
    aimAtUnreached();
    if (!sweep.run(Sweep::Pass::Trace, cancel)) {
        mResult.cancelled = true;
        return std::move(mResult);
    }
    mResult.region = region.boxes();
    for (const Sweep::Nearest& n : sweep.nearest)
        if (n.best < kInf)
            mResult.targets[n.target].nearest = n.at;
    for (std::size_t i = 0; i < mResult.targets.size(); ++i)
        if (mReachedAt[i])
            buildPath(i);
    return std::move(mResult);
}

// Every shape inflated by the player's box: walls (solid, one-way and hazard all block
// top-down) and targets.
void TopDownSolver::addShapes()
{
    std::vector<sat::Triangle> triangles;
    Shape piece = Polygon{};
    for (const Body& b : mProblem.bodies) {
        const std::size_t first = mWalls.size();
        const auto* polygon = std::get_if<Polygon>(&b.shape);
        triangles.clear(); // triangulate() appends
        // A concave polygon that ear clipping accepts (so simple) and that sweptWhole() allows.
        const bool whole = polygon && polygon->points.size() > 3 && sat::convexWinding(polygon->points) == 0
                           && sweptWhole(*polygon) && sat::triangulate(polygon->points, triangles);
        if (const std::size_t pieces = whole ? cutAtReflexVertices(polygon->points) : 0) {
            for (std::size_t k = 0; k < pieces; ++k) {
                std::get<Polygon>(piece).points.assign(mPieces[k].begin(), mPieces[k].end());
                mWalls.add(piece, b.kind, b.key);
            }
        } else {
            mWalls.add(b.shape, b.kind, b.key);
        }
        const std::size_t count = mWalls.size() - first;
        if (!whole || count < 2 || count > kMaxMembers)
            continue;
        // The triangles of a concave polygon, swept as one blocker.
        mMembers.resize(mWalls.size(), 1);
        mMembers[first] = static_cast<std::uint8_t>(count);
        std::fill(mMembers.begin() + static_cast<std::ptrdiff_t>(first) + 1, mMembers.end(), std::uint8_t{0});
        if (mStats)
            ++mStats->wholePolygons;
    }
    for (std::size_t i = 0; i < mProblem.tiles.size(); ++i)
        mWalls.addTiles(mProblem.tiles[i], -1 - static_cast<std::int64_t>(i));
    if (!mMembers.empty())
        mMembers.resize(mWalls.size(), 1);
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
        mGoals.add(mProblem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
}

// Whether the triangles of a concave polygon (ear clipped, so simple) may be swept as one
// blocker (docs/movement.md "Whole polygons"): the polygon is vertically convex (x-monotone:
// going round it, x turns from increasing to decreasing at most twice), so the union of its
// inflated triangles is too and its members' ranges over a sub-slab no wider than the player
// form one interval; the inflation is exact (every corner plus or minus the player's half size
// is a double), so that union is the inflated polygon itself.
bool TopDownSolver::sweptWhole(const Polygon& polygon) const
{
    if (!mOptions.wholePolygons || !(mPlayer.width >= 2 * kCurvedSlab))
        return false;
    const auto& pts = polygon.points;
    int first = 0, last = 0, turns = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const Vec2 a = pts[i], b = pts[(i + 1) % pts.size()];
        if (!exactlyInflated(a))
            return false;
        const int d = b.x > a.x ? 1 : b.x < a.x ? -1 : 0;
        if (d == 0)
            continue;
        if (first == 0)
            first = d;
        else if (d != last)
            ++turns;
        last = d;
    }
    if (last != first)
        ++turns;
    return turns <= 2;
}

// p plus and minus the player's half size are doubles (the inflation adds no rounding).
bool TopDownSolver::exactlyInflated(Vec2 p) const
{
    auto exactSum = [](double a, double c) {
        const double s = a + c, bv = s - a, av = s - bv;
        return (a - av) + (c - bv) == 0;
    };
    return exactSum(p.x, mHw) && exactSum(p.x, -mHw) && exactSum(p.y, mHh) && exactSum(p.y, -mHh);
}

// A vertically convex polygon (sweptWhole()) cut by the vertical lines through its reflex
// vertices into convex pieces, left to right (mPieces[0, returned count)): fewer members than
// its triangles, most x inside only one of them. 0 when a cut meets an edge at a point that is
// not a pair of doubles, or a piece is not convex or not exactly inflated: the polygon is then
// swept as its triangles.
std::size_t TopDownSolver::cutAtReflexVertices(const std::vector<Vec2>& pts)
{
    const std::size_t n = pts.size();
    const int w = sat::winding(pts);
    double minX = kInf, maxX = -kInf;
    for (Vec2 p : pts) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
    }
    std::vector<double>& cuts = mCuts;
    cuts.assign(1, minX);
    for (std::size_t i = 0; i < n; ++i) {
        const int o = exact::orient(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]);
        if (o * w < 0 && minX < pts[i].x && pts[i].x < maxX)
            cuts.push_back(pts[i].x);
    }
    cuts.push_back(maxX);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    if (cuts.size() < 3 || cuts.size() - 1 > kMaxMembers)
        return 0;
    // Sutherland-Hodgman against x >= a, then x <= b; each crossing must be exact.
    auto clip = [](const std::vector<Vec2>& in, double x, bool keepRight, std::vector<Vec2>& out) {
        out.clear();
        auto keep = [&](Vec2 p) { return keepRight ? p.x >= x : p.x <= x; };
        for (std::size_t i = 0; i < in.size(); ++i) {
            const Vec2 p = in[i], q = in[(i + 1) % in.size()];
            const bool kp = keep(p), kq = keep(q);
            if (kp != kq) {
                const Vec2 c{x, p.y + (x - p.x) * ((q.y - p.y) / (q.x - p.x))};
                if (exact::orient(p, q, c) != 0)
                    return false;
                out.push_back(c);
            }
            if (kq)
                out.push_back(q);
        }
        return true;
    };
    if (mPieces.size() < cuts.size() - 1)
        mPieces.resize(cuts.size() - 1);
    for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
        std::vector<Vec2>& piece = mPieces[k];
        if (!clip(pts, cuts[k], true, mClipped) || !clip(mClipped, cuts[k + 1], false, piece))
            return 0;
        piece.erase(std::unique(piece.begin(), piece.end()), piece.end());
        while (piece.size() > 1 && piece.front() == piece.back())
            piece.pop_back();
        if (piece.size() < 3 || sat::convexWinding(piece) == 0)
            return 0;
        for (Vec2 p : piece)
            if (!exactlyInflated(p))
                return 0;
    }
    return cuts.size() - 1;
}

void TopDownSolver::initTargets()
{
    mResult.targets.resize(mProblem.targets.size());
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i) {
        mResult.targets[i].key = mProblem.targets[i].key;
        mResult.targets[i].nearest = mProblem.spawn;
    }
}

// The cells with the spawn's root are reached; they are the states explored.
void TopDownSolver::markReachedCells()
{
    Sweep& sweep = *mSweep;
    const std::uint32_t cells = sweep.cellCount();
    const std::uint32_t root = sweep.find(mStart);
    sweep.reached.assign(cells, 0);
    for (std::uint32_t c = 0; c < cells; ++c)
        if (sweep.find(c) == root) {
            sweep.reached[c] = 1;
            ++mResult.statesExplored;
        }
}

// A target is reached at its first contact with a reached cell.
void TopDownSolver::findReachedTargets()
{
    const Sweep& sweep = *mSweep;
    mReachedAt.assign(mProblem.targets.size(), nullptr);
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
        for (const Sweep::Contact& c : sweep.contacts(i))
            if (sweep.reached[c.cell]) {
                mReachedAt[i] = &c;
                mAnyReached = true;
                break;
            }
}

// Breadth first over the spanning forest from the spawn's cell: mVia, the edge each cell is
// entered by.
void TopDownSolver::buildForest()
{
    const std::vector<Edge>& edges = mSweep->edges();
    const std::uint32_t cells = mSweep->cellCount();
    // Adjacency in compressed rows: the edges of cell c are adj[first[c], first[c + 1]).
    std::vector<std::uint32_t> first(cells + 1, 0), adj(edges.size() * 2);
    for (const Edge& e : edges) {
        ++first[e.a + 1];
        ++first[e.b + 1];
    }
    for (std::uint32_t c = 0; c < cells; ++c)
        first[c + 1] += first[c];
    {
        std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
        for (std::uint32_t e = 0; e < edges.size(); ++e) {
            adj[fill[edges[e].a]++] = e;
            adj[fill[edges[e].b]++] = e;
        }
    }
    mVia.assign(cells, kNone);
    std::vector<std::uint32_t> queue{mStart};
    std::vector<std::uint8_t> seen(cells, 0);
    seen[mStart] = 1;
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::uint32_t c = queue[q];
        for (std::uint32_t k = first[c]; k < first[c + 1]; ++k) {
            const Edge& e = edges[adj[k]];
            const std::uint32_t o = e.a == c ? e.b : e.a;
            if (!seen[o]) {
                seen[o] = 1;
                mVia[o] = adj[k];
                queue.push_back(o);
            }
        }
    }
}

// The cells on the reached targets' chains back to the spawn's get their geometry traced.
void TopDownSolver::trackReachedChains()
{
    Sweep& sweep = *mSweep;
    const std::vector<Edge>& edges = sweep.edges();
    for (const Sweep::Contact* c : mReachedAt) {
        if (!c)
            continue;
        for (std::uint32_t cell = c->cell;;) {
            if (sweep.tracked[cell] == kNone) {
                sweep.tracked[cell] = static_cast<std::uint32_t>(sweep.pieces.size());
                sweep.pieces.emplace_back();
            }
            if (cell == mStart)
                break;
            const Edge& e = edges[mVia[cell]];
            cell = e.a == cell ? e.b : e.a;
        }
    }
}

// The second sweep looks for the reached position nearest each unreached target (the bounds
// of its inflated pieces).
void TopDownSolver::aimAtUnreached()
{
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i) {
        if (mReachedAt[i])
            continue;
        Aabb goal{};
        bool any = false;
        for (std::size_t g = 0; g < mGoals.size(); ++g)
            if (mGoals.shape(g).key == static_cast<std::int64_t>(i)) {
                goal = any ? goal.united(mGoals.shape(g).bounds) : mGoals.shape(g).bounds;
                any = true;
            }
        if (any)
            mSweep->nearest.push_back({i, goal, goal.centre(), kInf, {}});
    }
}

// The path to a reached target: through the chain of cells from the spawn's to the
// target's, entering each at its forest edge's contact point.
void TopDownSolver::buildPath(std::size_t target)
{
    const Sweep& sweep = *mSweep;
    const std::vector<Edge>& edges = sweep.edges();
    const Sweep::Contact& hit = *mReachedAt[target];
    std::vector<std::uint32_t> chain;
    std::vector<Vec2> entry;
    for (std::uint32_t cell = hit.cell; cell != mStart;) {
        const Edge& e = edges[mVia[cell]];
        chain.push_back(cell);
        entry.push_back(e.at);
        cell = e.a == cell ? e.b : e.a;
    }
    chain.push_back(mStart);
    entry.push_back(mProblem.spawn);
    std::reverse(chain.begin(), chain.end());
    std::reverse(entry.begin(), entry.end());

    TargetResult& tr = mResult.targets[target];
    tr.reached = true;
    Polyline line(tr.path, mProblem.spawn);
    for (std::size_t j = 0; j < chain.size(); ++j) {
        const Vec2 to = j + 1 < chain.size() ? entry[j + 1] : hit.at;
        if (!walkCell(line, sweep.pieces[sweep.tracked[chain[j]]], to))
            break;
    }
    tr.nearest = line.at();
}

} // namespace

ReachResult solveTopDownReach(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    return TopDownSolver(problem, TopDownOptions{}, nullptr).solve(cancel);
}

ReachResult solveTopDownReachWith(const ReachProblem& problem, bool coarse, TopDownStats* stats,
                                  const std::atomic<bool>* cancel)
{
    TopDownOptions options;
    options.coarse = coarse;
    return TopDownSolver(problem, options, stats).solve(cancel);
}

ReachResult solveTopDownReachWith(const ReachProblem& problem, const TopDownOptions& options, TopDownStats* stats,
                                  const std::atomic<bool>* cancel)
{
    return TopDownSolver(problem, options, stats).solve(cancel);
}

} // namespace ledge
