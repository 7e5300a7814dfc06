// Test-only reference: the first top-down solver (one set of pieces per column over every
// cut of every shape, breadth-first over all of them), kept verbatim as an oracle for the
// sweep of collision/TopDownReach.cpp. Quadratic-ish in time and memory: small levels only.
//
// The sweep treats a circle, polygon or slope as blocking a constant y-range between two of
// its own cuts; this solver between any two consecutive cuts of all shapes. The two agree
// whenever no other shape's cut falls strictly between two cuts of a curved shape (for
// example when every coordinate and the player's size are whole numbers); otherwise the
// sweep's free space is a superset of this one's, within kCurvedSlab of a curved face.

#include "TopDownReference.h"

#include "collision/TopDownReach.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ledge {

namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

struct Piece {
    double lo = 0.0;
    double hi = 0.0;
};

// The complement of open intervals inside [y0, y1] as closed intervals, ascending.
void freeIntervals(std::vector<Piece>& blocked, double y0, double y1, std::vector<Piece>& out)
{
    std::sort(blocked.begin(), blocked.end(), [](const Piece& a, const Piece& b) { return a.lo < b.lo; });
    double cur = y0;
    bool done = false;
    for (const Piece& b : blocked) {
        if (b.lo > y1)
            break;
        if (b.lo >= cur)
            out.push_back({cur, b.lo});
        cur = std::max(cur, b.hi);
        if (cur > y1) {
            done = true;
            break;
        }
    }
    if (!done && cur <= y1)
        out.push_back({cur, y1});
}

bool meets(double alo, double ahi, double blo, double bhi) { return alo <= bhi && blo <= ahi; }

} // namespace

ReachResult solveTopDownReference(const ReachProblem& problem, const std::atomic<bool>* cancel)
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

    // Columns: line X[0], slab (X[0], X[1]), line X[1], ...
    std::vector<double> xs{cx0, cx1};
    auto addCuts = [&](const ConfigSpace& space) {
        for (std::size_t i = 0; i < space.size(); ++i) {
            const ConfigShape& s = space.shape(i);
            xs.push_back(std::clamp(s.bounds.minX, cx0, cx1));
            xs.push_back(std::clamp(s.bounds.maxX, cx0, cx1));
            if (s.kind == ConfigShape::Kind::Box)
                continue;
            for (Vec2 v : space.vertices(s))
                xs.push_back(std::clamp(v.x, cx0, cx1));
            if (s.kind == ConfigShape::Kind::Rounded) {
                xs.push_back(std::clamp(s.core.minX, cx0, cx1));
                xs.push_back(std::clamp(s.core.maxX, cx0, cx1));
            }
            const double a = std::max(s.bounds.minX, cx0), b = std::min(s.bounds.maxX, cx1);
            const int cuts = static_cast<int>(std::ceil((b - a) / kCurvedSlab));
            for (int k = 1; k < cuts; ++k)
                xs.push_back(a + (b - a) * k / cuts);
        }
    };
    addCuts(walls);
    addCuts(goals);
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    const std::size_t lines = xs.size();
    const std::size_t columns = lines * 2 - 1;

    // Sweep: shapes by left side; active = left side <= X[i] < right side.
    std::vector<std::uint32_t> order(walls.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return walls.shape(a).bounds.minX < walls.shape(b).bounds.minX; });
    std::vector<std::uint32_t> active;
    std::size_t nextShape = 0;
    std::vector<Piece> pieces;
    std::vector<std::uint32_t> columnStart(columns + 1, 0);
    std::vector<Piece> blocked;
    for (std::size_t i = 0; i < lines; ++i) {
        if (cancel && (i & 255) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return result;
        }
        const double x = xs[i];
        while (nextShape < order.size() && walls.shape(order[nextShape]).bounds.minX <= x)
            active.push_back(order[nextShape++]);
        std::erase_if(active, [&](std::uint32_t k) { return walls.shape(k).bounds.maxX <= x; });
        // The line x = X[i]: shapes whose open x-range contains it.
        blocked.clear();
        for (std::uint32_t k : active) {
            const ConfigShape& s = walls.shape(k);
            if (!(s.bounds.minX < x))
                continue;
            const Chord c = walls.verticalChord(s, x);
            if (c.open)
                blocked.push_back({c.lo, c.hi});
        }
        columnStart[2 * i] = static_cast<std::uint32_t>(pieces.size());
        freeIntervals(blocked, cy0, cy1, pieces);
        if (i + 1 == lines)
            break;
        // The slab X[i] < x < X[i+1]: every active shape spans it.
        const double r = xs[i + 1];
        blocked.clear();
        for (std::uint32_t k : active) {
            const ConfigShape& s = walls.shape(k);
            if (s.kind == ConfigShape::Kind::Box) {
                blocked.push_back({s.bounds.minY, s.bounds.maxY});
                continue;
            }
            const Chord a = walls.verticalChord(s, x), b = walls.verticalChord(s, r);
            if (!a.valid || !b.valid)
                continue;
            const double lo = std::max(a.lo, b.lo), hi = std::min(a.hi, b.hi);
            if (lo < hi)
                blocked.push_back({lo, hi});
        }
        columnStart[2 * i + 1] = static_cast<std::uint32_t>(pieces.size());
        freeIntervals(blocked, cy0, cy1, pieces);
    }
    columnStart[columns] = static_cast<std::uint32_t>(pieces.size());
    std::vector<std::uint32_t> columnOf(pieces.size());
    for (std::size_t c = 0; c < columns; ++c)
        for (std::uint32_t k = columnStart[c]; k < columnStart[c + 1]; ++k)
            columnOf[k] = static_cast<std::uint32_t>(c);
    auto columnX = [&](std::size_t c) { return xs[c / 2]; };
    auto isLine = [](std::size_t c) { return c % 2 == 0; };

    // The spawn's piece.
    const Vec2 spawn = problem.spawn;
    std::uint32_t start = kNone;
    if (spawn.x >= cx0 && spawn.x <= cx1) {
        const auto it = std::lower_bound(xs.begin(), xs.end(), spawn.x);
        const auto li = static_cast<std::size_t>(it - xs.begin());
        const std::size_t c = (it != xs.end() && *it == spawn.x) ? 2 * li : 2 * li - 1;
        for (std::uint32_t k = columnStart[c]; k < columnStart[c + 1]; ++k)
            if (pieces[k].lo <= spawn.y && spawn.y <= pieces[k].hi)
                start = k;
        if (start == kNone && spawn.y >= cy0 && spawn.y <= cy1)
            result.spawnBlocked = true;
    }

    // Breadth-first over pieces.
    std::vector<std::uint32_t> parent(pieces.size(), kNone);
    std::vector<std::uint8_t> seen(pieces.size(), 0);
    std::vector<std::uint32_t> queue;
    if (start != kNone) {
        seen[start] = 1;
        queue.push_back(start);
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        if (cancel && (q & 4095) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        const std::uint32_t k = queue[q];
        const std::size_t c = columnOf[k];
        for (int side = -1; side <= 1; side += 2) {
            if ((side < 0 && c == 0) || (side > 0 && c + 1 == columns))
                continue;
            const std::size_t n = c + side;
            // Pieces of a column are ascending and disjoint: start at the first one that
            // ends at or after this one's bottom.
            auto first = std::lower_bound(pieces.begin() + columnStart[n], pieces.begin() + columnStart[n + 1],
                                          pieces[k].lo, [](const Piece& p, double y) { return p.hi < y; });
            for (auto it = first; it != pieces.begin() + columnStart[n + 1] && it->lo <= pieces[k].hi; ++it) {
                const auto m = static_cast<std::uint32_t>(it - pieces.begin());
                if (seen[m])
                    continue;
                seen[m] = 1;
                parent[m] = k;
                queue.push_back(m);
            }
        }
    }
    result.statesExplored = queue.size();

    // The region the player's box sweeps.
    ReachRegion region(problem.bounds);
    for (std::uint32_t k : queue) {
        const std::size_t c = columnOf[k];
        const double l = columnX(c), r = isLine(c) ? l : columnX(c + 1);
        region.mark({l - hw, pieces[k].lo - hh, r + hw, pieces[k].hi + hh});
    }
    result.region = region.boxes();

    // Targets: a reached piece whose positions touch the inflated target.
    auto touchPoint = [&](const ConfigShape& t, std::uint32_t k, Vec2* at) {
        const std::size_t c = columnOf[k];
        const Piece& p = pieces[k];
        double x = columnX(c), tlo = 0, thi = 0;
        if (isLine(c)) {
            const Chord ch = goals.verticalChord(t, x);
            if (!ch.valid)
                return false;
            tlo = ch.lo;
            thi = ch.hi;
        } else {
            const double l = x, r = columnX(c + 1);
            if (t.kind == ConfigShape::Kind::Box) {
                if (!(t.bounds.minX < r && t.bounds.maxX > l))
                    return false;
                x = (std::max(l, t.bounds.minX) + std::min(r, t.bounds.maxX)) * 0.5;
                tlo = t.bounds.minY;
                thi = t.bounds.maxY;
            } else {
                x = (l + r) * 0.5;
                const Chord ch = goals.verticalChord(t, x);
                if (!ch.valid)
                    return false;
                tlo = ch.lo;
                thi = ch.hi;
            }
        }
        if (!meets(p.lo, p.hi, tlo, thi))
            return false;
        *at = {x, std::max(p.lo, tlo)};
        return true;
    };
    std::vector<std::uint32_t> reachedAt(problem.targets.size(), kNone);
    std::vector<Vec2> reachedPoint(problem.targets.size());
    for (std::size_t g = 0; g < goals.size(); ++g) {
        const ConfigShape& t = goals.shape(g);
        const auto ti = static_cast<std::size_t>(t.key);
        if (reachedAt[ti] != kNone)
            continue;
        const auto lo = std::lower_bound(xs.begin(), xs.end(), t.bounds.minX);
        const auto hi = std::upper_bound(xs.begin(), xs.end(), t.bounds.maxX);
        const std::size_t c0 = lo == xs.begin() ? 0 : 2 * static_cast<std::size_t>(lo - xs.begin()) - 1;
        const std::size_t c1 = std::min(columns - 1, 2 * static_cast<std::size_t>(hi - xs.begin()));
        for (std::size_t c = c0; c <= c1 && reachedAt[ti] == kNone; ++c)
            for (std::uint32_t k = columnStart[c]; k < columnStart[c + 1]; ++k) {
                Vec2 at;
                if (seen[k] && touchPoint(t, k, &at)) {
                    reachedAt[ti] = k;
                    reachedPoint[ti] = at;
                    break;
                }
            }
    }

    for (std::size_t i = 0; i < result.targets.size(); ++i) {
        TargetResult& tr = result.targets[i];
        if (reachedAt[i] != kNone) {
            tr.reached = true;
            std::vector<std::uint32_t> chain;
            for (std::uint32_t k = reachedAt[i]; k != kNone; k = parent[k])
                chain.push_back(k);
            std::reverse(chain.begin(), chain.end());
            Vec2 cur = spawn;
            tr.path.push_back({cur, Input::None});
            auto go = [&](Vec2 p) {
                if (p != cur)
                    tr.path.push_back({p, Input::None});
                cur = p;
            };
            for (std::size_t j = 1; j < chain.size(); ++j) {
                const Piece& a = pieces[chain[j - 1]];
                const Piece& b = pieces[chain[j]];
                const std::size_t ca = columnOf[chain[j - 1]], cb = columnOf[chain[j]];
                const double x = columnX(isLine(ca) ? ca : cb);
                const double y = std::clamp(cur.y, std::max(a.lo, b.lo), std::min(a.hi, b.hi));
                go({x, y});
            }
            go(reachedPoint[i]);
            tr.nearest = cur;
            continue;
        }
        // Nearest reached position to the inflated target.
        Aabb goal{};
        bool any = false;
        for (std::size_t g = 0; g < goals.size(); ++g)
            if (goals.shape(g).key == static_cast<std::int64_t>(i)) {
                goal = any ? goal.united(goals.shape(g).bounds) : goals.shape(g).bounds;
                any = true;
            }
        if (!any)
            continue;
        const Vec2 gc = goal.centre();
        double best = std::numeric_limits<double>::infinity();
        for (std::uint32_t k : queue) {
            const std::size_t c = columnOf[k];
            const double l = columnX(c), r = isLine(c) ? l : columnX(c + 1);
            const Vec2 p{std::clamp(gc.x, l, r), std::clamp(gc.y, pieces[k].lo, pieces[k].hi)};
            const double dx = std::max({0.0, goal.minX - p.x, p.x - goal.maxX});
            const double dy = std::max({0.0, goal.minY - p.y, p.y - goal.maxY});
            if (dx * dx + dy * dy < best) {
                best = dx * dx + dy * dy;
                tr.nearest = p;
            }
        }
    }
    return result;
}

} // namespace ledge
