// Simple-polygon test: see SimplePolygon.h.
//
// The sweep. Each edge runs from its lexicographically smaller endpoint l (smaller x, then
// smaller y) to the larger r; events are those endpoints in lexicographic order, removals
// before insertions at the same point (so the two edges of a straight corner are never in the
// status together). The status orders the edges crossing the sweep line from below to above;
// comparing two edges uses the one that starts first as the reference line: the other is
// above it when its l (or, when l lies on the reference line, its r) is on the positive side
// of orient(). Before the leftmost forbidden contact point q no two edges in the status cross,
// so that order is consistent; every two edges that meet at q are, just before q or when
// inserted at q, neighbours in the status or separated only by edges that pass through q
// as well (which are forbidden contacts of their own), and every pair of edges that becomes
// neighbouring is tested exactly. Adjacent edges (sharing a vertex) are never tested: the
// spike check has already ensured they meet only at that vertex. An insertion that compares
// equal to a present edge means the two are collinear and overlap: also a forbidden contact.

#include "SimplePolygon.h"

#include "Exact.h"

#include <algorithm>
#include <set>
#include <vector>

namespace ledge {
namespace {

using exact::orient;

// Up to this many edges, isSimplePolygon tests every pair instead of sweeping.
constexpr std::size_t kFewEdges = 16;

bool lexLess(Vec2 a, Vec2 b)
{
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

struct Edge {
    Vec2 l;
    Vec2 r;
};

// +1: `other` is above the reference edge, -1 below, 0 collinear.
int side(const Edge& ref, const Edge& other)
{
    const int o = orient(ref.l, ref.r, other.l);
    return o != 0 ? o : orient(ref.l, ref.r, other.r);
}

bool onSegment(Vec2 p, const Edge& e)
{
    // p is known to be on the line of e.
    return !lexLess(p, e.l) && !lexLess(e.r, p);
}

// Closed segments intersect.
bool intersect(const Edge& a, const Edge& b)
{
    const int o1 = orient(a.l, a.r, b.l);
    const int o2 = orient(a.l, a.r, b.r);
    const int o3 = orient(b.l, b.r, a.l);
    const int o4 = orient(b.l, b.r, a.r);
    if (o1 * o2 < 0 && o3 * o4 < 0)
        return true;
    return (o1 == 0 && onSegment(b.l, a)) || (o2 == 0 && onSegment(b.r, a))
        || (o3 == 0 && onSegment(a.l, b)) || (o4 == 0 && onSegment(a.r, b));
}

struct Below {
    const std::vector<Edge>* edges;
    bool operator()(std::size_t a, std::size_t b) const
    {
        const Edge& ea = (*edges)[a];
        const Edge& eb = (*edges)[b];
        if (!lexLess(eb.l, ea.l))
            return side(ea, eb) > 0; // a starts first: b above a means a < b
        return side(eb, ea) < 0;
    }
};

} // namespace

namespace detail {

bool sweepFindsContact(std::span<const Vec2> p)
{
    const std::size_t n = p.size();
    std::vector<Edge> edges(n);
    struct Event {
        Vec2 at;
        bool insert;
        std::size_t edge;
    };
    std::vector<Event> events;
    events.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        Vec2 a = p[i];
        Vec2 b = p[i + 1 == n ? 0 : i + 1];
        if (lexLess(b, a))
            std::swap(a, b);
        edges[i] = {a, b};
        events.push_back({a, true, i});
        events.push_back({b, false, i});
    }
    std::sort(events.begin(), events.end(), [](const Event& x, const Event& y) {
        if (x.at != y.at)
            return lexLess(x.at, y.at);
        return !x.insert && y.insert;
    });

    auto adjacent = [n](std::size_t i, std::size_t j) {
        return j == (i + 1) % n || i == (j + 1) % n;
    };
    auto contact = [&](std::size_t i, std::size_t j) {
        return !adjacent(i, j) && intersect(edges[i], edges[j]);
    };

    using Status = std::set<std::size_t, Below>;
    Status status(Below{&edges});
    std::vector<Status::iterator> where(n, status.end());
    for (const Event& e : events) {
        if (e.insert) {
            const auto [it, inserted] = status.insert(e.edge);
            if (!inserted)
                return true; // collinear with an edge present: they overlap
            where[e.edge] = it;
            if (it != status.begin() && contact(*std::prev(it), e.edge))
                return true;
            if (std::next(it) != status.end() && contact(*std::next(it), e.edge))
                return true;
        } else {
            const auto it = where[e.edge];
            if (it != status.begin() && std::next(it) != status.end()
                && contact(*std::prev(it), *std::next(it)))
                return true;
            status.erase(it);
        }
    }
    return false;
}

bool pairsFindContact(std::span<const Vec2> p)
{
    const std::size_t n = p.size();
    auto edge = [&](std::size_t i) {
        Vec2 a = p[i];
        Vec2 b = p[i + 1 == n ? 0 : i + 1];
        if (lexLess(b, a))
            std::swap(a, b);
        return Edge{a, b};
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Edge ei = edge(i);
        // Edges i+2 .. n-1, leaving out i's neighbours (i-1 is n-1 when i is 0).
        for (std::size_t j = i + 2; j < (i == 0 ? n - 1 : n); ++j)
            if (intersect(ei, edge(j)))
                return true;
    }
    return false;
}

} // namespace detail

namespace {

// A vertex that appears twice (the ring touches itself there).
bool hasRepeatedVertex(std::span<const Vec2> p)
{
    const std::size_t n = p.size();
    if (n <= kFewEdges) {
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (p[i] == p[j])
                    return true;
        return false;
    }
    std::vector<Vec2> sorted;
    sorted.assign(p.begin(), p.end());
    std::sort(sorted.begin(), sorted.end(), lexLess);
    return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}

} // namespace

bool isSimplePolygon(std::span<const Vec2> p)
{
    const std::size_t n = p.size();
    if (hasRepeatedVertex(p))
        return false; // a repeated vertex touches itself
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 prev = p[(i + n - 1) % n];
        const Vec2 next = p[(i + 1) % n];
        if (orient(prev, p[i], next) == 0 && exact::dotSign(p[i], prev, next) > 0)
            return false; // the two edges at p[i] fold onto each other
    }
    // Most polygons of a level have a handful of vertices: testing every pair of edges directly
    // allocates nothing and beats the sweep there.
    return n <= kFewEdges ? !detail::pairsFindContact(p) : !detail::sweepFindsContact(p);
}

} // namespace ledge
