// Top-down reachability: connectivity of the free configuration space, found by one
// left-to-right sweep over a vertical cell decomposition with a union-find over its cells, and
// a second identical sweep for the region, the nearest positions and the paths. The algorithm,
// why it is exact and what it costs: docs/movement.md "Top-down".

#include "Reachability.h"
#include "TopDownReach.h"

#include <algorithm>
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
    void noteCurvedStep(const CurvedState& st, const CurvedStep& step);
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
    bool coveredStep(Window& w, double x);
    void blockers(const Window& w, const std::vector<Element>& extra);
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

    // Where the pass is: this line, the one before, whether this is the right bound.
    double mX = 0.0, mPrev = 0.0;
    bool mLast = false;
    // The next box to start (mByStart), to end (mByEnd), curved shape to start (mCurved),
    // forced line (mForced) and target to come in reach (mGoalOrder).
    std::size_t mNextStart = 0, mNextEnd = 0, mNextCurved = 0, mNextForced = 0, mNextGoal = 0;
    // The curved shapes being cut, by the x of their next cut; freed states are reused.
    std::vector<CurvedState> mCurvedStates;
    std::vector<std::uint32_t> mFreeStates;
    using Due = std::pair<double, std::uint32_t>;
    std::priority_queue<Due, std::vector<Due>, std::greater<>> mDue;
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

// Cells of the window's line and new intervals (docs/movement.md "Top-down"), joins, records.
// The window's intervals, old then line then new, have local indices 0 .. a + b + c - 1.
void Sweep::group(const Window& w, double x)
{
    if (w.fast) {
        keepChains(w, x);
        return;
    }
    linkWindow(w);
    classifyGroups(w);
    if (mPass == Pass::Trace) {
        for (std::size_t i = w.i0; i < w.i1; ++i)
            record(mCur[i].cell, mCur[i].since, x, mCur[i].lo, mCur[i].hi);
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
            record(O[k].cell, O[k].since, x, O[k].lo, O[k].hi);
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

// The local groups of the window: old-line pairs, then line-new pairs.
void Sweep::linkWindow(const Window& w)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0, c = w.n1 - w.n0;
    const std::size_t total = a + b + c;
    mLocal.resize(total);
    for (std::size_t i = 0; i < total; ++i)
        mLocal[i] = static_cast<std::uint32_t>(i);
    mPairs.clear();
    pairUp(mCur.data() + w.i0, a, 0, mLine.data() + w.l0, b, static_cast<std::uint32_t>(a));
    pairUp(mLine.data() + w.l0, b, static_cast<std::uint32_t>(a), mNew.data() + w.n0, c,
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
        N[k].cell = single(r) ? mGroupCell[r] : newCell();
        N[k].since = x;
    }
}

// Connect: every pair of meeting intervals in different cells joins them, touching on line x.
void Sweep::joinPairs(const Window& w, double x)
{
    const std::size_t a = w.i1 - w.i0, b = w.l1 - w.l0;
    const Run* O = mCur.data() + w.i0;
    const Run* L = mLine.data() + w.l0;
    const Run* N = mNew.data() + w.n0;
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
    while (mNextCurved < mCurved.size() && std::max(mWalls.shape(mCurved[mNextCurved]).bounds.minX, mCx0) == mX) {
        const std::uint32_t shape = mCurved[mNextCurved++];
        OwnCuts cuts(mWalls, mWalls.shape(shape), mCx0, mCx1);
        std::uint32_t k;
        if (mFreeStates.empty()) {
            k = static_cast<std::uint32_t>(mCurvedStates.size());
            mCurvedStates.push_back({shape, std::move(cuts), false, {}, false, {}});
        } else {
            k = mFreeStates.back();
            mFreeStates.pop_back();
            mCurvedStates[k] = {shape, std::move(cuts), false, {}, false, {}};
        }
        mDue.push({mX, k});
    }
}

// Every curved shape with a cut on this line steps to its next sub-slab; one past its last
// cut frees its state.
void Sweep::stepDueCurved()
{
    while (!mDue.empty() && mDue.top().first == mX) {
        const std::uint32_t k = mDue.top().second;
        mDue.pop();
        const double nx = stepCurved(mCurvedStates[k]);
        if (nx < kInf)
            mDue.push({nx, k});
        else
            mFreeStates.push_back(k);
    }
}

// A curved shape on one of its cuts: its open chord on the line, and the y-range it blocks
// over the sub-slab up to its next cut. Returns that next cut (infinity after the last).
double Sweep::stepCurved(CurvedState& st)
{
    const ConfigShape& s = mWalls.shape(st.shape);
    const Chord here = st.primed ? st.ahead : mWalls.verticalChord(s, mX);
    CurvedStep step;
    if (s.bounds.minX < mX && mX < s.bounds.maxX && here.open) {
        step.line = {here.lo, here.hi};
        step.hasLine = true;
    }
    const double nx = mLast ? kInf : st.cuts.next(mX);
    if (nx < kInf) {
        // The y-range blocked over the whole sub-slab: both chords' intersection.
        st.ahead = mWalls.verticalChord(s, nx);
        st.primed = true;
        if (here.valid && st.ahead.valid) {
            step.span = {std::max(here.lo, st.ahead.lo), std::min(here.hi, st.ahead.hi)};
            step.has = step.span.lo < step.span.hi;
        }
    }
    noteCurvedStep(st, step);
    st.has = step.has;
    st.span = step.span;
    return nx;
}

// The changes, line blockers and element moves of a curved shape's step. A step that keeps
// the same range on the line and after it changes nothing; one with an old range, a chord and
// a new range is a "solo" that fastStep() may handle alone.
void Sweep::noteCurvedStep(const CurvedState& st, const CurvedStep& step)
{
    const bool same = st.has && step.has && st.span == step.span && step.hasLine && step.line == step.span;
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
        blockers(w, mLineEls);
        freeIntervals(mScratch, w.lo, w.hi, [&](double lo, double hi) { mLine.push_back({lo, hi, kNone, mX}); });
        w.l1 = mLine.size();
        w.n0 = mNew.size();
        if (!mLast) {
            blockers(w, mStarts);
            freeIntervals(mScratch, w.lo, w.hi, [&](double lo, double hi) { mNew.push_back({lo, hi, kNone, mX}); });
        }
        w.n1 = mNew.size();
    }
}

// Trace, on the last line: the runs outside every window end here too.
void Sweep::recordUnchangedRuns()
{
    std::size_t next = 0;
    auto close = [&](std::size_t end) {
        for (; next < end; ++next)
            record(mCur[next].cell, mCur[next].since, mX, mCur[next].lo, mCur[next].hi);
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
        if (oldCount == newCount) {
            std::copy(src, src + static_cast<std::ptrdiff_t>(newCount), first);
        } else {
            mCur.erase(first, first + static_cast<std::ptrdiff_t>(oldCount));
            mCur.insert(mCur.begin() + static_cast<std::ptrdiff_t>(w->i0), src,
                        src + static_cast<std::ptrdiff_t>(newCount));
        }
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
        nx = std::min(nx, std::max(mWalls.shape(mCurved[mNextCurved]).bounds.minX, mCx0));
    if (!mDue.empty())
        nx = std::min(nx, mDue.top().first);
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
    explicit TopDownSolver(const ReachProblem& problem)
        : mProblem(problem), mPlayer(topDownPlayer(problem.player)), mHw(mPlayer.width * 0.5),
          mHh(mPlayer.height * 0.5), mWalls(mPlayer), mGoals(mPlayer)
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
    ConfigSpace mWalls;
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
    Sweep& sweep = mSweep.emplace(mWalls, mGoals, Aabb{cx0, cy0, cx1, cy1}, spawn, mHw, mHh);
    sweep.stopWhenAllJoined = mProblem.stopWhenAllReached;
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
    for (const Body& b : mProblem.bodies)
        mWalls.add(b.shape, b.kind, b.key);
    for (std::size_t i = 0; i < mProblem.tiles.size(); ++i)
        mWalls.addTiles(mProblem.tiles[i], -1 - static_cast<std::int64_t>(i));
    for (std::size_t i = 0; i < mProblem.targets.size(); ++i)
        mGoals.add(mProblem.targets[i].shape, BodyKind::Solid, static_cast<std::int64_t>(i));
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
    return TopDownSolver(problem).solve(cancel);
}

} // namespace ledge
