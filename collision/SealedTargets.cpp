#include "SealedTargets.h"

#include "Overlap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <variant>
#include <vector>

namespace ledge {

// Why a relaxation decides "unreachable" exactly. Every state of the platformer model has its
// player box inside the level bounds and meeting no solid's interior. Only solids count here:
// one-ways are passed from below, and a hazard ends a path only after the step that enters it,
// whose swept box may already touch a target inside the hazard. Two
// consecutive states are joined by free positions: the x move and the y move are sweeps that
// stop at contact, and walking keeps the feet on the surface, so the box slides along it. So
// every position the player ever holds, and every box that touches a target, lies in the
// component of the top-down free space that holds the spawn. A target that component does not
// touch is unreachable, whatever the inputs.
//
// Except on the way out of the level: leaving the bounds ends a path after the step that does
// it, and that step's box touches what it meets out there (a goal just above the top edge, met
// by a jump through it). That box is no position of the free space, but the step began at a
// state, at most stepReach away. So a target such a box can touch (one within the player's size
// of the level's edge) is grown by stepReach before the sweep: the state the step began at
// touches the grown target.
//
// The top-down sweep compares numbers it computes from the inputs, the platformer its own; to
// keep an ulp of difference from ever sealing a corridor the player fits exactly, the relaxed
// player is a hair smaller and every target a hair larger than the real ones. Both only add
// free space and contact, so the relaxation stays a superset of the platformer's reach.

namespace {

double hairFor(const Aabb& bounds)
{
    const double scale = std::max({1.0, std::abs(bounds.minX), std::abs(bounds.maxX), std::abs(bounds.minY),
                                   std::abs(bounds.maxY)});
    return 1e-7 * scale;
}

// The relaxed player: the same box, a hair smaller, centred where the platformer's feet are
// minus half its height.
PlayerParams relaxedPlayer(const PlayerParams& player, double hair)
{
    PlayerParams r = player;
    r.platformer = false;
    r.width = std::max(player.width - hair, hair);
    r.height = std::max(player.height - hair, hair);
    return r;
}

Vec2 relaxedSpawn(const ReachProblem& problem) { return {problem.spawn.x, problem.spawn.y - problem.player.height / 2}; }

// The target as the sweep sees it: a hair larger, and grown by one step's reach when a box
// leaving the level may touch it (above).
ReachTarget relaxedTarget(const ReachProblem& problem, std::size_t target, double hair)
{
    const ReachTarget& t = problem.targets[target];
    const Aabb b = bounds(t.shape);
    const Aabb& level = problem.bounds;
    const double w = problem.player.width, h = problem.player.height;
    const bool nearTheEdge = b.minX < level.minX + w || b.maxX > level.maxX - w || b.minY < level.minY + h
                             || b.maxY > level.maxY - h;
    const Vec2 grow = nearTheEdge ? stepReach(problem.player, level) : Vec2{0, 0};
    return {t.key, Box{b.minX - grow.x - hair, b.minY - grow.y - hair, b.width() + 2 * (grow.x + hair),
                       b.height() + 2 * (grow.y + hair)}};
}

// The whole level relaxed, with the targets `which` (in that order).
ReachProblem relaxed(const ReachProblem& problem, double hair, const std::vector<std::size_t>& which)
{
    ReachProblem r;
    r.bounds = problem.bounds;
    r.player = relaxedPlayer(problem.player, hair);
    r.spawn = relaxedSpawn(problem);
    r.stopWhenAllReached = true;
    for (const Body& b : problem.bodies)
        if (b.kind == BodyKind::Solid)
            r.bodies.push_back(b);
    r.tiles = problem.tiles;
    for (TileGrid& grid : r.tiles)
        for (TileKind& cell : grid.cells)
            if (cell != TileKind::Solid)
                cell = TileKind::Empty;
    for (std::size_t i : which)
        r.targets.push_back(relaxedTarget(problem, i, hair));
    return r;
}

// Why a target inside a solid is sealed, whatever the free space around the spawn: no box the
// player holds, nor any box swept along a step (the one that leaves the level too), overlaps a
// solid's interior, since the sweeps stop at contact; and a box touching a point of a solid's
// open interior overlaps it. So a target that lies, grown by a hair, in the interior of one
// solid, or in the union of solid boxes and solid tile cells, is touched by no box. Not when
// the spawn's own box overlaps a solid already (the solver reports that spawn as blocked):
// spawnClear says. burialWithin below is that test (SealedTargets.h, Burial).

// The cells of g that the closed box meets, clamped to the grid; none when it misses the grid.
struct CellRange {
    int c0 = 0, r0 = 0, c1 = -1, r1 = -1;
};
std::optional<CellRange> cellsMeeting(const TileGrid& g, const Aabb& box)
{
    if (!(g.cellSize > 0) || g.columns <= 0 || g.rows <= 0)
        return std::nullopt;
    const auto cell = [&](double v, int n) { return std::clamp(std::floor(v / g.cellSize), -1.0, double(n)); };
    const double c0 = cell(box.minX, g.columns), c1 = cell(box.maxX, g.columns);
    const double r0 = cell(box.minY, g.rows), r1 = cell(box.maxY, g.rows);
    if (!(c1 >= 0 && r1 >= 0 && c0 < g.columns && r0 < g.rows))
        return std::nullopt;
    return CellRange{std::max(0, int(c0)), std::max(0, int(r0)), std::min(g.columns - 1, int(c1)),
                     std::min(g.rows - 1, int(r1))};
}

bool spawnClear(const ReachProblem& problem, const Aabb& spawnBox)
{
    const Shape box = Box{spawnBox.minX, spawnBox.minY, spawnBox.width(), spawnBox.height()};
    for (const Body& b : problem.bodies)
        if (b.kind == BodyKind::Solid && bounds(b.shape).overlapsInterior(spawnBox) && overlaps(box, b.shape))
            return false;
    for (const TileGrid& g : problem.tiles)
        if (const std::optional<CellRange> cells = cellsMeeting(g, spawnBox))
            for (int r = cells->r0; r <= cells->r1; ++r)
                for (int c = cells->c0; c <= cells->c1; ++c)
                    if (g.at(c, r) == TileKind::Solid && g.cellBounds(c, r).overlapsInterior(spawnBox))
                        return false;
    return true;
}

// The closed box is covered by the union of the closed rectangles: each rectangle is taken
// out of what is left, which is kept as closed rectangles of some area (the points of a piece's
// edge that a rectangle cuts off lie in that rectangle). Comparisons only: exact.
bool coveredBy(const Aabb& box, const std::vector<Aabb>& rects)
{
    std::vector<Aabb> left{box}, next;
    for (const Aabb& r : rects) {
        next.clear();
        for (const Aabb& p : left) {
            if (!p.intersects(r)) {
                next.push_back(p);
                continue;
            }
            if (p.minX < r.minX)
                next.push_back({p.minX, p.minY, r.minX, p.maxY});
            if (r.maxX < p.maxX)
                next.push_back({r.maxX, p.minY, p.maxX, p.maxY});
            const double x0 = std::max(p.minX, r.minX), x1 = std::min(p.maxX, r.maxX);
            if (p.minY < r.minY)
                next.push_back({x0, p.minY, x1, r.minY});
            if (r.maxY < p.maxY)
                next.push_back({x0, r.maxY, x1, p.maxY});
        }
        std::swap(left, next);
        if (left.empty())
            return true;
    }
    return false;
}

// At most this many solid boxes and tile cells are pieced together around one target.
constexpr std::size_t kMostPieces = 256;

// The target, grown by a hair, in one solid's interior, or covered by solid boxes and solid
// tile cells: then each of its points has a disc around it inside the solids' union, and a box
// touching the point overlaps one of them (the union is finite).
Burial burialWithin(const ReachProblem& problem, std::size_t target, double hair)
{
    const Aabb t = bounds(problem.targets[target].shape);
    const Aabb grown{t.minX - hair, t.minY - hair, t.maxX + hair, t.maxY + hair};
    std::vector<Aabb> pieces;
    std::optional<std::size_t> holder; // a box holding the target's centre, to name
    const Vec2 centre{(t.minX + t.maxX) / 2, (t.minY + t.maxY) / 2};
    for (std::size_t i = 0; i < problem.bodies.size(); ++i) {
        const Body& b = problem.bodies[i];
        if (b.kind != BodyKind::Solid)
            continue;
        const Aabb bb = bounds(b.shape);
        if (!bb.intersects(grown))
            continue;
        if (insideInterior(grown, b.shape))
            return {true, i};
        if (std::holds_alternative<Box>(b.shape)) {
            pieces.push_back(bb);
            if (!holder && bb.contains(centre))
                holder = i;
        }
    }
    for (const TileGrid& g : problem.tiles)
        if (const std::optional<CellRange> cells = cellsMeeting(g, grown))
            for (int r = cells->r0; r <= cells->r1 && pieces.size() <= kMostPieces; ++r)
                for (int c = cells->c0; c <= cells->c1 && pieces.size() <= kMostPieces; ++c)
                    if (g.at(c, r) == TileKind::Solid)
                        pieces.push_back(g.cellBounds(c, r));
    if (pieces.empty() || pieces.size() > kMostPieces || !coveredBy(grown, pieces))
        return {};
    return {true, holder};
}

// Targets asked at most this many at once are first tried alone, in windows around them.
constexpr std::size_t kMostLocal = 32;

// Why a window decides "sealed" (docs/movement.md, "Sealed targets"). Let W be a rectangle of
// centre positions that holds every position whose box touches the target. Build a small
// problem from the solids whose inflated bounds lie inside W (every other one left out, which
// only adds free space), bounded by W grown by a ring at least one player wide on each side
// where W does not already meet the level's own edge. Nothing blocks the ring, so it is one
// connected free band beside every point of W's edge that is inside the level. A path of the
// real free space from the target to any position outside W leaves W through such a point, and
// each of its positions up to there is free in the small problem too: the target would be
// joined to the ring. So when a sweep from the ring does not touch the target, the target's
// component of the real free space lies inside W; and when the spawn is inside W, a second
// sweep from the spawn that does not touch it either shows that component holds no spawn.
// The target is then sealed. A window that cannot say (the target is joined to the ring) grows,
// up to an eighth of the level (a 64th when no whole-level sweep follows); what no window
// decides, the whole level's sweep does.
class LocalSeal {
public:
    enum class Verdict { Sealed, Unknown, Cancelled };

    // A window grows up to 1/share of the level's area.
    LocalSeal(const ReachProblem& problem, double hair, double share)
        : mProblem(problem), mHair(hair), mShare(share), mPlayer(relaxedPlayer(problem.player, hair)),
          mSpawn(relaxedSpawn(problem))
    {
        // Inflated by the full box and a hair more: bounds the solvers' own inflation surely.
        const double hw = problem.player.width / 2 + hair, hh = problem.player.height / 2 + hair;
        for (std::size_t i = 0; i < problem.bodies.size(); ++i) {
            if (problem.bodies[i].kind != BodyKind::Solid)
                continue;
            const Aabb b = bounds(problem.bodies[i].shape);
            mSolids.push_back(i);
            mInflated.push_back({b.minX - hw, b.minY - hh, b.maxX + hw, b.maxY + hh});
        }
        mCentres = {problem.bounds.minX + mPlayer.width / 2, problem.bounds.minY + mPlayer.height / 2,
                    problem.bounds.maxX - mPlayer.width / 2, problem.bounds.maxY - mPlayer.height / 2};
    }

    Verdict decide(std::size_t target, const std::atomic<bool>* cancel) const
    {
        const Aabb t = bounds(relaxedTarget(mProblem, target, mHair).shape);
        const double hw = mProblem.player.width / 2, hh = mProblem.player.height / 2;
        const Aabb touching{t.minX - hw, t.minY - hh, t.maxX + hw, t.maxY + hh};
        const double levelArea = std::max(0.0, mCentres.width()) * std::max(0.0, mCentres.height());
        for (double margin = 4 * std::max(mPlayer.width, mPlayer.height);; margin *= 2) {
            const Aabb w{touching.minX - margin, touching.minY - margin, touching.maxX + margin,
                         touching.maxY + margin};
            const Attempt a = attempt(target, w, cancel);
            if (a != Attempt::Grow)
                return a == Attempt::Sealed ? Verdict::Sealed
                                            : a == Attempt::Cancelled ? Verdict::Cancelled : Verdict::Unknown;
            if (w.width() * w.height() * mShare > levelArea)
                return Verdict::Unknown;
        }
    }

private:
    enum class Attempt { Sealed, Grow, GiveUp, Cancelled };

    Attempt attempt(std::size_t target, Aabb w, const std::atomic<bool>* cancel) const
    {
        // W within the level's positions; which sides meet the level's edge.
        const bool left = w.minX <= mCentres.minX, top = w.minY <= mCentres.minY;
        const bool right = w.maxX >= mCentres.maxX, bottom = w.maxY >= mCentres.maxY;
        if ((left && right) || (top && bottom))
            return Attempt::GiveUp; // the ring would fall apart: the whole level's sweep decides
        w = {std::max(w.minX, mCentres.minX), std::max(w.minY, mCentres.minY), std::min(w.maxX, mCentres.maxX),
             std::min(w.maxY, mCentres.maxY)};
        const double ring = std::max(mProblem.player.width, mProblem.player.height);
        const double hw = mPlayer.width / 2, hh = mPlayer.height / 2;
        ReachProblem p;
        p.player = mPlayer;
        p.stopWhenAllReached = true;
        // Box bounds: the level's own edge where W meets it, else the ring's outer edge.
        p.bounds = {left ? mProblem.bounds.minX : w.minX - ring - hw, top ? mProblem.bounds.minY : w.minY - ring - hh,
                    right ? mProblem.bounds.maxX : w.maxX + ring + hw,
                    bottom ? mProblem.bounds.maxY : w.maxY + ring + hh};
        // Solids kept: inside W, or reaching past the level's edge where W meets it (no ring
        // there to keep free).
        constexpr double kInf = std::numeric_limits<double>::infinity();
        const Aabb inside{left ? -kInf : w.minX + mHair, top ? -kInf : w.minY + mHair, right ? kInf : w.maxX - mHair,
                          bottom ? kInf : w.maxY - mHair};
        for (std::size_t k = 0; k < mSolids.size(); ++k)
            if (inside.contains(mInflated[k]))
                p.bodies.push_back(mProblem.bodies[mSolids[k]]);
        addTiles(p, inside);
        p.targets.push_back(relaxedTarget(mProblem, target, mHair));
        // From a corner of the ring (on sides that have one).
        p.spawn = {left ? w.maxX + ring / 2 : w.minX - ring / 2, top ? w.maxY + ring / 2 : w.minY - ring / 2};
        const ReachResult fromRing = solveTopDownReach(p, cancel);
        if (fromRing.cancelled)
            return Attempt::Cancelled;
        if (fromRing.spawnBlocked || fromRing.targets[0].reached)
            return Attempt::Grow;
        if (w.minX <= mSpawn.x && mSpawn.x <= w.maxX && w.minY <= mSpawn.y && mSpawn.y <= w.maxY) {
            p.spawn = mSpawn;
            const ReachResult fromSpawn = solveTopDownReach(p, cancel);
            if (fromSpawn.cancelled)
                return Attempt::Cancelled;
            if (fromSpawn.spawnBlocked || fromSpawn.targets[0].reached)
                return Attempt::Grow;
        }
        return Attempt::Sealed;
    }

    // Solid tile cells whose inflated bounds lie inside `inside`, as boxes (runs along rows).
    void addTiles(ReachProblem& p, const Aabb& inside) const
    {
        const double hw = mProblem.player.width / 2 + mHair, hh = mProblem.player.height / 2 + mHair;
        for (const TileGrid& g : mProblem.tiles) {
            if (g.cellSize <= 0)
                continue;
            // Clamped before the conversion: `inside` is unbounded on the sides at the level's edge.
            auto index = [&](double v, int most) { return static_cast<int>(std::clamp(v, 0.0, double(most))); };
            const int c0 = index(std::floor((inside.minX + hw) / g.cellSize), g.columns);
            const int c1 = index(std::ceil((inside.maxX - hw) / g.cellSize), g.columns);
            const int r0 = index(std::floor((inside.minY + hh) / g.cellSize), g.rows);
            const int r1 = index(std::ceil((inside.maxY - hh) / g.cellSize), g.rows);
            auto fits = [&](int c, int r) {
                const Aabb b = g.cellBounds(c, r);
                return g.at(c, r) == TileKind::Solid
                       && inside.contains({b.minX - hw, b.minY - hh, b.maxX + hw, b.maxY + hh});
            };
            for (int r = r0; r < r1; ++r)
                for (int c = c0; c < c1;) {
                    if (!fits(c, r)) {
                        ++c;
                        continue;
                    }
                    int e = c;
                    while (e < c1 && fits(e, r))
                        ++e;
                    const Aabb a = g.cellBounds(c, r), b = g.cellBounds(e - 1, r);
                    p.bodies.push_back({0, Box{a.minX, a.minY, b.maxX - a.minX, a.height()}, BodyKind::Solid});
                    c = e;
                }
        }
    }

    const ReachProblem& mProblem;
    double mHair;
    double mShare;
    PlayerParams mPlayer;
    Vec2 mSpawn;
    Aabb mCentres;
    std::vector<std::size_t> mSolids;
    std::vector<Aabb> mInflated;
};

} // namespace

std::size_t sweepShapes(const ReachProblem& problem)
{
    std::size_t shapes = problem.bodies.size();
    for (const TileGrid& g : problem.tiles)
        shapes += g.cells.size() / 8;
    return shapes;
}

namespace {

// A window grows up to 1/windowShare of the level's area. Without the whole level's sweep
// behind them, the windows stay smaller: the question is meant to be cheap.
double windowShare(SealScope scope)
{
    switch (scope) {
    case SealScope::WholeLevel: return 8;
    case SealScope::WideWindows: return 16;
    case SealScope::Windows: return 64;
    case SealScope::Pockets: return 256;
    }
    return 64;
}

} // namespace

Burial burialOf(const ReachProblem& problem, std::size_t target)
{
    return burialWithin(problem, target, hairFor(problem.bounds));
}

SealedTargets findSealedTargets(const ReachProblem& problem, const std::atomic<bool>* cancel,
                                const std::vector<bool>* only, bool windows, SealScope scope)
{
    const bool wholeLevel = scope == SealScope::WholeLevel;
    SealedTargets out;
    out.sealed.assign(problem.targets.size(), false);
    // A spawn whose box leaves the level still touches what it stands on: leave that to the
    // platformer solver.
    const Aabb spawnBox{problem.spawn.x - problem.player.width / 2, problem.spawn.y - problem.player.height,
                        problem.spawn.x + problem.player.width / 2, problem.spawn.y};
    if (problem.targets.empty() || !problem.bounds.contains(spawnBox))
        return out;
    std::vector<std::size_t> asked;
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        if (!only || (i < only->size() && (*only)[i]))
            asked.push_back(i);
    if (asked.empty())
        return out;
    const double hair = hairFor(problem.bounds);
    // A target inside a solid needs neither a window nor the sweep (buried, above). The spawn
    // is looked at only when some target is buried.
    std::vector<std::size_t> buried;
    for (std::size_t i : asked)
        if (burialWithin(problem, i, hair).buried)
            buried.push_back(i);
    if (!buried.empty() && spawnClear(problem, spawnBox)) {
        for (std::size_t i : buried)
            out.sealed[i] = true;
        std::erase_if(asked, [&](std::size_t i) { return out.sealed[i]; });
        if (asked.empty())
            return out;
    }

    // First around each target alone, while few are asked: a pocket is decided by the shapes
    // near it, whatever the size of the level.
    std::vector<std::size_t> left;
    if (windows && asked.size() <= kMostLocal) {
        const LocalSeal local(problem, hair, windowShare(scope));
        for (std::size_t i : asked) {
            const LocalSeal::Verdict v = local.decide(i, cancel);
            if (v == LocalSeal::Verdict::Cancelled) {
                out.cancelled = true;
                return out;
            }
            if (v == LocalSeal::Verdict::Sealed) {
                out.sealed[i] = true;
                ++out.inWindows;
            } else {
                left.push_back(i);
            }
        }
    } else {
        left = asked;
    }
    if (left.empty() || !wholeLevel)
        return out;

    const ReachResult free = solveTopDownReach(relaxed(problem, hair, left), cancel);
    out.cancelled = free.cancelled;
    // A blocked relaxed spawn proves nothing about the targets (the real spawn is blocked too,
    // and the platformer solver says so itself).
    if (free.cancelled || free.spawnBlocked)
        return out;
    for (std::size_t k = 0; k < left.size(); ++k)
        out.sealed[left[k]] = !free.targets[k].reached;
    return out;
}

} // namespace ledge
