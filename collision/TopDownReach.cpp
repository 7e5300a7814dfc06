// Top-down reachability: connectivity of the free configuration space by one left-to-right
// sweep over a vertical cell decomposition (docs/movement.md "Top-down").
//
// Every shape is inflated by the player's box (ConfigSpace), so the player is a point and the
// free space F is the closed set "inside the inflated bounds, outside every open inflated
// blocker". Blockers are open boxes (l, r) x (lo, hi) and open vertical segments {x} x (lo, hi):
// an inflated box or tile run is one box; a circle, polygon or slope is cut along x at its own
// cuts (its sides, vertices, rounded core, and at most kCurvedSlab apart) and blocks, between
// two consecutive cuts, the y-range it blocks over that whole sub-slab (the intersection of
// its chords at both cuts; an approximation on the optimistic side, within kCurvedSlab of
// horizontal travel along a sloped or curved face) and, on each interior cut, its open chord
// there (so the pieces never leave a crack between them).
//
// The x coordinates where some blocker starts or ends (events) cut the plane into vertical
// lines and open slabs. On a slab F is (open x-range) x (closed y-intervals), the same for
// every x; on a line it is a union of closed y-intervals. A slab interval and a line interval
// beside it are connected exactly when their closed y-intervals meet (a degenerate interval,
// a single y, is the corridor exactly as tall as the player; two boxes touching at a corner
// leave a single free point on the line), so these intervals and that adjacency are the
// components of F exactly, with no epsilon: each comparison is between two numbers computed
// once from the same inputs.
//
// The sweep keeps only the current slab's free intervals, ascending, each in a "cell" (a
// union-find node). At an event only the y-range of the blockers that start, end or sit on the
// line changes: the old intervals meeting it (widened to whole free intervals on both sides,
// whose ends stay free) are replaced by the line's intervals and the next slab's, computed from
// the active blockers in that window only. A window whose old interval, line interval and new
// interval form a single chain keeps the cell; otherwise the line's and the new slab's
// intervals get new cells, joined to their neighbours (union-find; the joins that merge two
// components are kept as a spanning forest with their contact points, for paths). So time is
// O((n + curved cuts) log n) and memory O(cells): nothing per column is stored.
//
// Reached: the spawn's and a target's cells have the same root. A second, identical sweep then
// marks the overlay region, finds the nearest reached position to each unreached target and
// records the geometry of the few cells that the reached targets' paths cross; a path runs
// through the forest from the spawn's cell to the target's. A caller that wants only the
// verdicts (stopWhenAllReached, the validator) gets no second sweep, and the first one stops
// as soon as every target's cell has the spawn's root (merges are never undone).

#include "Reachability.h"
#include "TopDownReach.h"

#include <algorithm>
#include <cmath>
#include <limits>
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
    double since = 0.0; // slab intervals: the x where it began
};

// An active blocker: open y-range of shape index `shape` over the current slab.
struct Element {
    double lo = 0.0;
    double hi = 0.0;
    std::uint32_t shape = 0;
};

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
// its sides, vertices and rounded core, and the uniform cuts at most kCurvedSlab apart (the
// same numbers, computed the same way, as docs/movement.md states).
class OwnCuts {
public:
    OwnCuts(const ConfigSpace& space, const ConfigShape& s, double cx0, double cx1)
    {
        mA = std::max(s.bounds.minX, cx0);
        mB = std::min(s.bounds.maxX, cx1);
        mCuts = mA < mB ? static_cast<int>(std::ceil((mB - mA) / kCurvedSlab)) : 0;
        mExtra.push_back(std::clamp(s.bounds.minX, cx0, cx1));
        mExtra.push_back(std::clamp(s.bounds.maxX, cx0, cx1));
        for (Vec2 v : space.vertices(s))
            mExtra.push_back(std::clamp(v.x, cx0, cx1));
        if (s.kind == ConfigShape::Kind::Rounded) {
            mExtra.push_back(std::clamp(s.core.minX, cx0, cx1));
            mExtra.push_back(std::clamp(s.core.maxX, cx0, cx1));
        }
        std::sort(mExtra.begin(), mExtra.end());
        mExtra.erase(std::unique(mExtra.begin(), mExtra.end()), mExtra.end());
    }
    double first() const { return mExtra.front(); }
    // The smallest cut after x (infinity after the last).
    double next(double x)
    {
        while (mK < mCuts && uniform(mK) <= x)
            ++mK;
        while (mE < mExtra.size() && mExtra[mE] <= x)
            ++mE;
        return std::min(mK < mCuts ? uniform(mK) : kInf, mE < mExtra.size() ? mExtra[mE] : kInf);
    }

private:
    double uniform(int k) const { return mA + (mB - mA) * k / mCuts; }

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

    Sweep(const ConfigSpace& walls, const ConfigSpace& goals, const Aabb& c, Vec2 spawn, double hw, double hh)
        : mWalls(walls), mGoals(goals), mCx0(c.minX), mCx1(c.maxX), mCy0(c.minY), mCy1(c.maxY), mSpawn(spawn),
          mHw(hw), mHh(hh)
    {
        for (std::uint32_t i = 0; i < walls.size(); ++i) {
            const ConfigShape& s = walls.shape(i);
            if (!(s.bounds.maxX > mCx0 && s.bounds.minX < mCx1))
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
        auto minX = [&](std::uint32_t a, std::uint32_t b) { return walls.shape(a).bounds.minX < walls.shape(b).bounds.minX; };
        std::sort(mByStart.begin(), mByStart.end(), minX);
        std::sort(mCurved.begin(), mCurved.end(), minX);
        std::sort(mByEnd.begin(), mByEnd.end(),
                  [&](std::uint32_t a, std::uint32_t b) { return walls.shape(a).bounds.maxX < walls.shape(b).bounds.maxX; });
        mEnding.assign(walls.size(), 0);

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
    struct CurvedState {
        std::uint32_t shape;
        OwnCuts cuts;
        bool has = false;
        Span span;
        bool primed = false;
        Chord ahead; // at the next cut (each chord is computed once)
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
    void buildWindows();
    void collect(const Window& w);
    bool fastStep(Window& w, double x);
    bool coveredStep(Window& w, double x);
    void blockers(const Window& w, const std::vector<Element>& extra);
    void group(const Window& w, double x);
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
    std::vector<std::uint32_t> mBefore, mByStart, mByEnd, mCurved, mGoalOrder;
    std::vector<double> mForced;
    std::vector<std::uint8_t> mEnding;

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
    std::vector<Element> mBase, mScratch;
    std::vector<Run> mLine, mNew;
    std::vector<std::uint32_t> mLocal, mGroupCell;
    std::vector<std::uint8_t> mGroupO, mGroupL, mGroupN;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> mPairs;
    std::vector<std::uint32_t> mActiveGoals;
};

void Sweep::record(std::uint32_t cell, double x0, double x1, double lo, double hi)
{
    if (!reached[cell])
        return;
    ++reachedPieces;
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
    if (tracked[cell] != kNone)
        pieces[tracked[cell]].push_back({x0, x1, lo, hi});
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
    if (!(A.hi == t.old.lo && B.lo == t.old.hi && A.lo <= t.line.lo && t.line.hi <= B.hi))
        return coveredStep(w, x);
    auto it = std::lower_bound(mActive.begin(), mActive.end(), t.old.lo,
                               [](const Element& e, double y) { return e.lo < y; });
    while (it != mActive.end() && it->shape != t.shape)
        ++it;
    if (it == mActive.end() || (it != mActive.begin() && (it - 1)->lo >= A.lo)
        || (it + 1 != mActive.end() && (it + 1)->lo < B.hi))
        return false;
    mLine.push_back({A.lo, t.line.lo, kNone, x});
    mLine.push_back({t.line.hi, B.hi, kNone, x});
    w.l1 = mLine.size();
    w.n0 = mNew.size();
    mNew.push_back({A.lo, t.next.lo, kNone, x});
    mNew.push_back({t.next.hi, B.hi, kNone, x});
    w.n1 = mNew.size();
    w.fast = true;
    return true;
}

// A curved step inside one other blocker that stays (its old range, the chord on the line and
// the next range all within that blocker's range, both open): the free space is the same on
// the line and the next slab as on this slab, so the window's intervals go on with their cells
// (what the general case finds, at the cost of a short look at the blockers below).
bool Sweep::coveredStep(Window& w, double x)
{
    const Solo& t = mSolo[w.solo];
    const double lo = std::min({t.old.lo, t.line.lo, t.next.lo});
    const double hi = std::max({t.old.hi, t.line.hi, t.next.hi});
    auto j = std::upper_bound(mActive.begin(), mActive.end(), lo, [](double y, const Element& e) { return y < e.lo; });
    bool covered = false;
    for (int n = 0; n < 8 && j != mActive.begin() && !covered; ++n) {
        --j;
        covered = j->shape != t.shape && !mEnding[j->shape] && j->lo <= lo && hi <= j->hi;
    }
    if (!covered)
        return false;
    for (std::size_t i = w.i0; i < w.i1; ++i)
        mLine.push_back({mCur[i].lo, mCur[i].hi, kNone, x});
    w.l1 = mLine.size();
    w.n0 = mNew.size();
    for (std::size_t i = w.i0; i < w.i1; ++i)
        mNew.push_back({mCur[i].lo, mCur[i].hi, kNone, x});
    w.n1 = mNew.size();
    w.fast = true;
    return true;
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

// mScratch = mBase plus the extra blockers that meet window w, by lo.
void Sweep::blockers(const Window& w, const std::vector<Element>& extra)
{
    mScratch.assign(mBase.begin(), mBase.end());
    // The extra ones are few: insert each in place.
    for (const Element& e : extra) {
        if (!(e.lo < w.hi && e.hi > w.lo))
            continue;
        mScratch.push_back(e);
        for (std::size_t k = mScratch.size() - 1; k > 0 && mScratch[k - 1].lo > mScratch[k].lo; --k)
            std::swap(mScratch[k - 1], mScratch[k]);
    }
}

// Cells of the window's line and new intervals (see the header comment), joins, records.
void Sweep::group(const Window& w, double x)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0, c = w.n1 - w.n0;
    if (w.fast) {
        // Chains of one old, one line and one new interval, each keeping its cell (what the
        // general case below finds).
        Run* O = mCur.data() + w.i0;
        Run* L = mLine.data() + w.l0;
        Run* N = mNew.data() + w.n0;
        if (mPass == Pass::Trace)
            for (std::size_t k = 0; k < a; ++k)
                record(O[k].cell, O[k].since, x, O[k].lo, O[k].hi);
        for (std::size_t k = 0; k < a; ++k) {
            L[k].cell = N[k].cell = O[k].cell;
            N[k].since = x;
            if (mPass == Pass::Trace)
                record(L[k].cell, x, x, L[k].lo, L[k].hi);
        }
        return;
    }
    const std::size_t total = a + b + c;
    mLocal.resize(total);
    for (std::size_t i = 0; i < total; ++i)
        mLocal[i] = static_cast<std::uint32_t>(i);
    auto root = [&](std::uint32_t i) {
        while (mLocal[i] != i)
            i = mLocal[i] = mLocal[mLocal[i]];
        return i;
    };
    mPairs.clear();
    // Old-line pairs, then line-new pairs: each list is ascending and disjoint.
    auto pairUp = [&](const Run* left, std::size_t nl, std::uint32_t offL, const Run* right, std::size_t nr,
                      std::uint32_t offR) {
        std::size_t i = 0;
        for (std::size_t j = 0; j < nr; ++j) {
            while (i < nl && left[i].hi < right[j].lo)
                ++i;
            for (std::size_t k = i; k < nl && left[k].lo <= right[j].hi; ++k) {
                mPairs.push_back({offL + static_cast<std::uint32_t>(k), offR + static_cast<std::uint32_t>(j)});
                const std::uint32_t ra = root(offL + static_cast<std::uint32_t>(k)),
                                    rb = root(offR + static_cast<std::uint32_t>(j));
                if (ra != rb)
                    mLocal[ra] = rb;
            }
        }
    };
    const Run* O = mCur.data() + w.i0;
    Run* L = mLine.data() + w.l0;
    Run* N = mNew.data() + w.n0;
    pairUp(O, a, 0, L, b, static_cast<std::uint32_t>(a));
    pairUp(L, b, static_cast<std::uint32_t>(a), N, c, static_cast<std::uint32_t>(a + b));

    mGroupO.assign(total, 0);
    mGroupL.assign(total, 0);
    mGroupN.assign(total, 0);
    mGroupCell.assign(total, kNone);
    for (std::size_t i = 0; i < total; ++i) {
        const std::uint32_t r = root(static_cast<std::uint32_t>(i));
        auto bump = [](std::uint8_t& v) { v = static_cast<std::uint8_t>(std::min(2, v + 1)); };
        bump(i < a ? mGroupO[r] : i < a + b ? mGroupL[r] : mGroupN[r]);
        if (i < a)
            mGroupCell[r] = O[i].cell; // a single chain keeps its old interval's cell
    }
    auto simple = [&](std::uint32_t r) { return mGroupL[r] == 1 && mGroupO[r] <= 1 && mGroupN[r] <= 1; };

    if (mPass == Pass::Trace) {
        for (std::size_t i = 0; i < a; ++i)
            record(O[i].cell, O[i].since, x, O[i].lo, O[i].hi);
    }
    for (std::size_t j = 0; j < b; ++j) {
        const std::uint32_t r = root(static_cast<std::uint32_t>(a + j));
        if (simple(r)) {
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
        const std::uint32_t r = root(static_cast<std::uint32_t>(a + b + k));
        N[k].cell = simple(r) ? mGroupCell[r] : newCell();
        N[k].since = x;
    }
    if (mPass != Pass::Connect)
        return;
    auto cellOf = [&](std::uint32_t i) { return i < a ? O[i].cell : i < a + b ? L[i - a].cell : N[i - a - b].cell; };
    auto spanOf = [&](std::uint32_t i) -> const Run& { return i < a ? O[i] : i < a + b ? L[i - a] : N[i - a - b]; };
    for (const auto& [u, v] : mPairs) {
        const std::uint32_t cu = cellOf(u), cv = cellOf(v);
        if (cu != cv)
            unite(cu, cv, {x, std::max(spanOf(u).lo, spanOf(v).lo)});
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
    mPass = pass;
    mCells = 0;
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

    std::vector<CurvedState> curved;
    std::vector<std::uint32_t> freeStates;
    using Due = std::pair<double, std::uint32_t>;
    std::priority_queue<Due, std::vector<Due>, std::greater<>> due;
    std::size_t bs = 0, be = 0, cs = 0, fi = 0, gi = 0;

    double x = mCx0, prev = mCx0;
    for (std::size_t event = 0;; ++event) {
        if (cancel && (event & 4095) == 0 && cancel->load(std::memory_order_relaxed))
            return false;
        const bool last = x == mCx1;
        mChanges.clear();
        mSolo.clear();
        mStarts.clear();
        mLineEls.clear();
        mEnds.clear();
        mReplaces.clear();
        if (event == 0)
            mChanges.push_back({mCy0, mCy1, kNone}); // the first line and slab are built whole

        // Targets in reach of this line or of the slab just swept.
        while (gi < mGoalOrder.size() && mGoals.shape(mGoalOrder[gi]).bounds.minX <= x)
            mActiveGoals.push_back(mGoalOrder[gi++]);
        if (pass == Pass::Connect && event > 0)
            probeSlab(prev, x);

        // What starts, ends or sits on this line.
        while (be < mByEnd.size() && mWalls.shape(mByEnd[be]).bounds.maxX == x) {
            const std::uint32_t i = mByEnd[be++];
            mEnding[i] = 1;
            mEnds.push_back({mWalls.shape(i).bounds.minY, 0.0, i});
            change({mWalls.shape(i).bounds.minY, mWalls.shape(i).bounds.maxY});
        }
        while (bs < mByStart.size() && mWalls.shape(mByStart[bs]).bounds.minX == x) {
            const std::uint32_t i = mByStart[bs++];
            if (last)
                continue;
            const Aabb& bb = mWalls.shape(i).bounds;
            mStarts.push_back({bb.minY, bb.maxY, i});
            change({bb.minY, bb.maxY});
        }
        while (cs < mCurved.size() && std::max(mWalls.shape(mCurved[cs]).bounds.minX, mCx0) == x) {
            OwnCuts cuts(mWalls, mWalls.shape(mCurved[cs]), mCx0, mCx1);
            std::uint32_t k;
            if (freeStates.empty()) {
                k = static_cast<std::uint32_t>(curved.size());
                curved.push_back({mCurved[cs], std::move(cuts), false, {}, false, {}});
            } else {
                k = freeStates.back();
                freeStates.pop_back();
                curved[k] = {mCurved[cs], std::move(cuts), false, {}, false, {}};
            }
            due.push({x, k});
            ++cs;
        }
        while (!due.empty() && due.top().first == x) {
            const std::uint32_t k = due.top().second;
            due.pop();
            CurvedState& st = curved[k];
            const ConfigShape& s = mWalls.shape(st.shape);
            const Chord here = st.primed ? st.ahead : mWalls.verticalChord(s, x);
            Span line{0.0, 0.0};
            bool hasLine = false;
            if (s.bounds.minX < x && x < s.bounds.maxX && here.open) {
                line = {here.lo, here.hi};
                hasLine = true;
            }
            const double nx = last ? kInf : st.cuts.next(x);
            Span span{0.0, 0.0};
            bool has = false;
            if (nx < kInf) {
                // The y-range blocked over the whole sub-slab: both chords' intersection.
                st.ahead = mWalls.verticalChord(s, nx);
                st.primed = true;
                if (here.valid && st.ahead.valid) {
                    span = {std::max(here.lo, st.ahead.lo), std::min(here.hi, st.ahead.hi)};
                    has = span.lo < span.hi;
                }
            }
            const bool same = st.has && has && st.span == span && hasLine && line == span;
            if (!same && (st.has || has || hasLine)) {
                std::uint32_t solo = kNone;
                if (st.has && has && hasLine) {
                    solo = static_cast<std::uint32_t>(mSolo.size());
                    mSolo.push_back({st.shape, st.span, line, span});
                }
                if (st.has) {
                    mEnding[st.shape] = 1;
                    change(st.span, solo);
                    if (has)
                        mReplaces.push_back({st.shape, st.span.lo, span});
                    else
                        mEnds.push_back({st.span.lo, 0.0, st.shape});
                }
                if (hasLine) {
                    mLineEls.push_back({line.lo, line.hi, st.shape});
                    change(line, solo);
                }
                if (has) {
                    mStarts.push_back({span.lo, span.hi, st.shape});
                    change(span, solo);
                }
            }
            if (!same && !st.has && has)
                mReplaces.push_back({st.shape, kInf, span}); // a new element (inserted below)
            st.has = has;
            st.span = span;
            if (nx < kInf)
                due.push({nx, k});
            else
                freeStates.push_back(k);
        }

        // The windows, their line and next-slab intervals, cells.
        buildWindows();
        mLine.clear();
        mNew.clear();
        for (Window& w : mWindows) {
            w.l0 = mLine.size();
            if (w.solo != kNone && !last && fastStep(w, x))
                continue;
            collect(w);
            blockers(w, mLineEls);
            freeIntervals(mScratch, w.lo, w.hi, [&](double lo, double hi) { mLine.push_back({lo, hi, kNone, x}); });
            w.l1 = mLine.size();
            w.n0 = mNew.size();
            if (!last) {
                blockers(w, mStarts);
                freeIntervals(mScratch, w.lo, w.hi, [&](double lo, double hi) { mNew.push_back({lo, hi, kNone, x}); });
            }
            w.n1 = mNew.size();
        }
        for (const Window& w : mWindows)
            group(w, x);
        if (pass == Pass::Connect) {
            probeLine(x);
            // Checked now and then: a check walks the pending targets' contacts.
            if (stopWhenAllJoined && (event & 255) == 0 && allJoined())
                return true;
        }

        if (last) {
            if (pass == Pass::Trace) {
                std::size_t next = 0;
                auto close = [&](std::size_t end) {
                    for (; next < end; ++next)
                        record(mCur[next].cell, mCur[next].since, x, mCur[next].lo, mCur[next].hi);
                };
                for (const Window& w : mWindows) {
                    close(w.i0);
                    next = w.i1;
                }
                close(mCur.size());
            }
            return true;
        }

        // The next slab: splice the new intervals in (back to front: indices stay valid).
        for (auto w = mWindows.rbegin(); w != mWindows.rend(); ++w) {
            const auto first = mCur.begin() + static_cast<std::ptrdiff_t>(w->i0);
            const std::size_t oldCount = w->i1 - w->i0, newCount = w->n1 - w->n0;
            const auto src = mNew.begin() + static_cast<std::ptrdiff_t>(w->n0);
            if (oldCount == newCount) {
                std::copy(src, src + static_cast<std::ptrdiff_t>(newCount), first);
            } else {
                mCur.erase(first, first + static_cast<std::ptrdiff_t>(oldCount));
                mCur.insert(mCur.begin() + static_cast<std::ptrdiff_t>(w->i0), src,
                            src + static_cast<std::ptrdiff_t>(newCount));
            }
        }
        // And its blockers.
        auto byLo = [](const Element& e, double y) { return e.lo < y; };
        auto locate = [&](double lo, std::uint32_t shape) {
            auto it = std::lower_bound(mActive.begin(), mActive.end(), lo, byLo);
            while (it->shape != shape)
                ++it;
            return it;
        };
        for (const Element& e : mEnds) {
            mActive.erase(locate(e.lo, e.shape));
            mEnding[e.shape] = 0;
        }
        for (const Element& e : mStarts) {
            if (mWalls.shape(e.shape).kind != ConfigShape::Kind::Box)
                continue; // curved: through mReplaces
            mActive.insert(std::upper_bound(mActive.begin(), mActive.end(), e.lo,
                                            [](double y, const Element& a) { return y < a.lo; }),
                           e);
        }
        for (const Replace& r : mReplaces) {
            mEnding[r.shape] = 0;
            if (r.oldLo == kInf) {
                mActive.insert(std::upper_bound(mActive.begin(), mActive.end(), r.span.lo,
                                                [](double y, const Element& a) { return y < a.lo; }),
                               Element{r.span.lo, r.span.hi, r.shape});
                continue;
            }
            // Usually a small move: shift it into place.
            auto it = locate(r.oldLo, r.shape);
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
        std::erase_if(mActiveGoals, [&](std::uint32_t g) { return mGoals.shape(g).bounds.maxX <= x; });

        // The next event.
        double nx = mCx1;
        if (bs < mByStart.size())
            nx = std::min(nx, mWalls.shape(mByStart[bs]).bounds.minX);
        if (be < mByEnd.size())
            nx = std::min(nx, mWalls.shape(mByEnd[be]).bounds.maxX);
        if (cs < mCurved.size())
            nx = std::min(nx, std::max(mWalls.shape(mCurved[cs]).bounds.minX, mCx0));
        if (!due.empty())
            nx = std::min(nx, due.top().first);
        while (fi < mForced.size() && mForced[fi] <= x)
            ++fi;
        if (fi < mForced.size())
            nx = std::min(nx, mForced[fi]);
        prev = x;
        x = nx;
    }
}

} // namespace

ReachResult solveTopDownReach(const ReachProblem& problem, const std::atomic<bool>* cancel)
{
    ReachResult result;
    PlayerParams player = problem.player;
    player.platformer = false;
    const double hw = player.width * 0.5, hh = player.height * 0.5;

    ConfigSpace walls(player);
    for (const Body& b : problem.bodies)
        walls.add(b.shape, b.kind, b.key); // solid, one-way and hazard all block top-down
    for (std::size_t i = 0; i < problem.tiles.size(); ++i)
        walls.addTiles(problem.tiles[i], -1 - static_cast<std::int64_t>(i));
    ConfigSpace goals(player);
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        goals.add(problem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));

    result.targets.resize(problem.targets.size());
    for (std::size_t i = 0; i < problem.targets.size(); ++i) {
        result.targets[i].key = problem.targets[i].key;
        result.targets[i].nearest = problem.spawn;
    }

    // Free positions of the centre: the box inside the bounds.
    const double cx0 = problem.bounds.minX + hw, cx1 = problem.bounds.maxX - hw;
    const double cy0 = problem.bounds.minY + hh, cy1 = problem.bounds.maxY - hh;
    if (!(cx0 <= cx1 && cy0 <= cy1))
        return result;

    const Vec2 spawn = problem.spawn;
    Sweep sweep(walls, goals, {cx0, cy0, cx1, cy1}, spawn, hw, hh);
    sweep.stopWhenAllJoined = problem.stopWhenAllReached;
    if (!sweep.run(Sweep::Pass::Connect, cancel)) {
        result.cancelled = true;
        return result;
    }
    const std::uint32_t start = sweep.spawnCell();
    if (start == kNone) {
        if (spawn.x >= cx0 && spawn.x <= cx1 && spawn.y >= cy0 && spawn.y <= cy1)
            result.spawnBlocked = true;
        return result;
    }

    // Reached cells and targets.
    const std::uint32_t cells = sweep.cellCount();
    const std::uint32_t root = sweep.find(start);
    sweep.reached.assign(cells, 0);
    for (std::uint32_t c = 0; c < cells; ++c)
        if (sweep.find(c) == root) {
            sweep.reached[c] = 1;
            ++result.statesExplored;
        }
    std::vector<const Sweep::Contact*> reachedAt(problem.targets.size(), nullptr);
    bool anyReached = false;
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        for (const Sweep::Contact& c : sweep.contacts(i))
            if (sweep.reached[c.cell]) {
                reachedAt[i] = &c;
                anyReached = true;
                break;
            }

    if (problem.stopWhenAllReached) {
        // Only the verdicts are wanted (the validator's call): no second sweep, so no region,
        // no nearest positions and no paths (see ReachProblem::stopWhenAllReached).
        for (std::size_t i = 0; i < problem.targets.size(); ++i)
            result.targets[i].reached = reachedAt[i] != nullptr;
        return result;
    }

    // Paths: breadth-first over the spanning forest from the spawn's cell; the cells on the
    // reached targets' chains are traced in the second sweep.
    const std::vector<Edge>& edges = sweep.edges();
    std::vector<std::uint32_t> via; // per cell: the edge it was entered by
    sweep.tracked.assign(cells, kNone);
    if (anyReached) {
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
        via.assign(cells, kNone);
        std::vector<std::uint32_t> queue{start};
        std::vector<std::uint8_t> seen(cells, 0);
        seen[start] = 1;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const std::uint32_t c = queue[q];
            for (std::uint32_t k = first[c]; k < first[c + 1]; ++k) {
                const Edge& e = edges[adj[k]];
                const std::uint32_t o = e.a == c ? e.b : e.a;
                if (!seen[o]) {
                    seen[o] = 1;
                    via[o] = adj[k];
                    queue.push_back(o);
                }
            }
        }
        for (const Sweep::Contact* c : reachedAt) {
            if (!c)
                continue;
            for (std::uint32_t cell = c->cell;;) {
                if (sweep.tracked[cell] == kNone) {
                    sweep.tracked[cell] = static_cast<std::uint32_t>(sweep.pieces.size());
                    sweep.pieces.emplace_back();
                }
                if (cell == start)
                    break;
                const Edge& e = edges[via[cell]];
                cell = e.a == cell ? e.b : e.a;
            }
        }
    }

    // The second sweep: region, nearest positions, the tracked cells' geometry.
    ReachRegion region(problem.bounds);
    sweep.region = &region;
    for (std::size_t i = 0; i < problem.targets.size(); ++i) {
        if (reachedAt[i])
            continue;
        Aabb goal{};
        bool any = false;
        for (std::size_t g = 0; g < goals.size(); ++g)
            if (goals.shape(g).key == static_cast<std::int64_t>(i)) {
                goal = any ? goal.united(goals.shape(g).bounds) : goals.shape(g).bounds;
                any = true;
            }
        if (any)
            sweep.nearest.push_back({i, goal, goal.centre(), kInf, {}});
    }
    if (!sweep.run(Sweep::Pass::Trace, cancel)) {
        result.cancelled = true;
        return result;
    }
    result.region = region.boxes();
    for (const Sweep::Nearest& n : sweep.nearest)
        if (n.best < kInf)
            result.targets[n.target].nearest = n.at;

    for (std::size_t i = 0; i < result.targets.size(); ++i) {
        if (!reachedAt[i])
            continue;
        TargetResult& tr = result.targets[i];
        tr.reached = true;
        // Cells from the spawn's to the target's, and where each is entered.
        std::vector<std::uint32_t> chain;
        std::vector<Vec2> entry;
        for (std::uint32_t cell = reachedAt[i]->cell; cell != start;) {
            const Edge& e = edges[via[cell]];
            chain.push_back(cell);
            entry.push_back(e.at);
            cell = e.a == cell ? e.b : e.a;
        }
        chain.push_back(start);
        entry.push_back(spawn);
        std::reverse(chain.begin(), chain.end());
        std::reverse(entry.begin(), entry.end());

        Vec2 cur = spawn;
        tr.path.push_back({cur, Input::None});
        auto go = [&](Vec2 p) {
            if (p != cur)
                tr.path.push_back({p, Input::None});
            cur = p;
        };
        for (std::size_t j = 0; j < chain.size(); ++j) {
            const std::vector<Piece>& ps = sweep.pieces[sweep.tracked[chain[j]]];
            const Vec2 to = j + 1 < chain.size() ? entry[j + 1] : reachedAt[i]->at;
            // The piece holding a point: the line piece on its x, else a run around it.
            auto locate = [&](Vec2 p) {
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
            };
            std::size_t k = locate(cur);
            const std::size_t end = locate(to);
            if (k == ps.size() || end == ps.size())
                break; // cannot happen: every point is in its cell
            // Within a run, a move along one of its end lines steps into the slab first.
            auto move = [&](const Piece& q, Vec2 p) {
                if (q.x0 < q.x1 && cur.x == p.x && (p.x == q.x0 || p.x == q.x1) && cur.y != p.y) {
                    const double xm = (q.x0 + q.x1) * 0.5;
                    go({xm, cur.y});
                    go({xm, p.y});
                }
                go(p);
            };
            while (k != end) {
                const std::size_t n = end > k ? k + 1 : k - 1;
                const Piece& a = ps[k];
                const Piece& b = ps[n];
                const double lx = a.x0 == a.x1 ? a.x0 : b.x0 == b.x1 ? b.x0 : (end > k ? a.x1 : a.x0);
                move(a, {lx, std::clamp(cur.y, std::max(a.lo, b.lo), std::min(a.hi, b.hi))});
                k = n;
            }
            move(ps[end], to);
        }
        tr.nearest = cur;
    }
    return result;
}

} // namespace ledge
