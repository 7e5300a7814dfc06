#pragma once
// The movement model of docs/movement.md as a single fixed step, and the level seen from
// the player (its configuration space). See docs/movement.md.
//
// Configuration space: the player is a box B of width x height attached to a reference point
// p (the feet = bottom-centre in a platformer, the centre top-down). The box at p overlaps a
// shape O exactly when p lies in the interior of O (+) (-B) (Minkowski sum), and touches it
// exactly when p lies in that closed set. So every shape is inflated once, when the world is
// built, and from then on the player is a point: moving along an axis is a ray against
// intervals ("chords") of the inflated shapes. A position is only ever set to a chord end
// that was computed from the same inflated shape, so a player pushed against a surface sits
// exactly on it (touching, not overlapping) and the next query sees the same number: no
// epsilon, no gap that grows.

#include "collision/CollisionExport.h"
#include "HugePages.h"
#include "Shape.h"
#include "TileGrid.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace ledge {

enum class BodyKind : std::uint8_t { Solid, OneWay, Hazard };

// A collidable thing of the level. key is the caller's (object id; tiles use their own).
struct Body {
    std::int64_t key = 0;
    Shape shape;
    BodyKind kind = BodyKind::Solid;
};

// The player of docs/file-format.md, "player": platformer = false means top-down.
struct PlayerParams {
    bool platformer = true;
    double width = 24;
    double height = 40;
    double runSpeed = 240;
    double jumpHeight = 104;
    double gravity = 1800;
    double maxFallSpeed = 900;
    // The standing rule: a surface at most this many degrees from horizontal is a floor.
    double maxFloorAngle = 45;
};

// Bit flags of one step's input.
namespace Input {
enum : int { None = 0, Left = 1, Right = 2, Jump = 4 };
}

// The fixed step of the platformer model, seconds.
inline constexpr double kStepSeconds = 1.0 / 60.0;

// tan(maxFloorAngle): a surface rising at most this many units per unit of run is a floor.
// 45 degrees gives exactly 1 (a 45-degree slope is a floor), 0 only flat tops; at or above
// 90 degrees, +inf (every surface that stops a fall). Walking climbs and follows floors; the
// feet follow a floor down by at most this rise per unit walked.
LEDGE_COLLISION_EXPORT double floorTangent(double degrees);

// How far from where a step starts its path can take the feet, along x and along y, for any
// state whose vertical speed is no faster than the jump's or the fall cap (every state a step
// makes), a unit to spare: every point of the step's path, and every shape it meets (inflated),
// lies within that box around the start. The level's bounds cap how far a walk may climb or
// follow a floor down.
LEDGE_COLLISION_EXPORT Vec2 stepReach(const PlayerParams& player, const Aabb& level);

// One inflated shape: a box, a convex polygon, or a rounded box (a circle inflated by a box).
struct ConfigShape {
    enum class Kind : std::uint8_t { Box, Polygon, Rounded };
    Kind kind = Kind::Box;
    BodyKind body = BodyKind::Solid;
    std::int64_t key = 0;
    Aabb bounds;          // of the inflated shape (for Box: the box itself)
    Aabb core;            // Rounded: the box that is rounded by radius
    double radius = 0.0;  // Rounded
    double topEdge = 0.0; // the original shape's top (smallest y), for one-way platforms
    std::uint32_t firstVertex = 0; // Polygon: convex, no repeated or collinear vertices,
    std::uint32_t vertexCount = 0; // every corner turning so that exact::orient is > 0
};

// A closed interval of a line through a shape. valid: the line meets the closed shape.
// open: the line meets the interior, whose part on the line is then (lo, hi).
// The true ends are often irrational (a sloped edge, an arc): lo and hi are rounded outwards
// (the largest double at or below the true lo, the smallest at or above the true hi), loIn
// and hiIn inwards. So for a double v: v > lo exactly when v is beyond the true lo, and
// loIn <= v exactly when v is at or beyond it; a point stopped at lo is never inside.
struct Chord {
    double lo = 0.0, hi = 0.0;     // rounded outwards
    double loIn = 0.0, hiIn = 0.0; // rounded inwards
    bool valid = false;
    bool open = false;
};

// Inflated shapes with a uniform bucket grid over them. Built once, then read-only.
class LEDGE_COLLISION_EXPORT ConfigSpace {
public:
    // The player's box relative to its position is [-w/2, w/2] x [-h, 0] in a platformer
    // (position = feet), [-w/2, w/2] x [-h/2, h/2] top-down (position = centre). cellSize is
    // the bucket size (doubled for huge levels).
    ConfigSpace(const PlayerParams& player, double cellSize = 64.0);

    // Inflates a shape (a concave polygon becomes several convex pieces, all with this key;
    // a degenerate shape adds nothing). Tiles: one box per run of equal cells along a row.
    void add(const Shape& shape, BodyKind kind, std::int64_t key);
    // Room for the shapes `add` makes of these ones (at most), so that it never moves them.
    void reserveFor(std::span<const Body> bodies);
    void addTiles(const TileGrid& grid, std::int64_t key);
    // Builds the bucket grid; call once after the last add().
    void finish();

    std::size_t size() const { return mShapes.size(); }
    const ConfigShape& shape(std::size_t i) const { return mShapes[i]; }
    std::span<const Vec2> vertices(const ConfigShape& s) const
    {
        return {mVertices.data() + s.firstVertex, s.vertexCount};
    }

    // Chord of shape s on the horizontal line at y / the vertical line at x.
    Chord horizontalChord(const ConfigShape& s, double y) const;
    Chord verticalChord(const ConfigShape& s, double x) const;
    // A cheap look before the exact chord: true when the open chord of s on the line at t
    // (horizontal: y = t) certainly does not meet the open interval (l, h), or there is none;
    // the sweeps then need not bracket its ends. False when it may (the exact chord decides).
    bool openChordMisses(const ConfigShape& s, double t, bool horizontal, double l, double h) const;
    // The standing rule at the top of s above x (where a downward move stopped on s): the
    // surface there is a floor (at most the floor angle from horizontal; at a vertex, every
    // surface meeting there). *sloped: that floor is not flat.
    bool floorAt(const ConfigShape& s, double x, bool* sloped = nullptr) const;
    // The face of s that stopped a move along x (direction > 0: moving right) at p is a
    // floor rising away from the player: a walk climbs it.
    bool climbable(const ConfigShape& s, Vec2 p, int direction) const;
    double floorTangentValue() const { return mFloorTangent; }

    // Calls f(index) for the shapes whose bucket meets the closed box (may repeat an index).
    template <typename F>
    void forEachNear(const Aabb& box, F&& f) const
    {
        forEachBucketItem(box, [&](const BucketItem& item, int, int, int, int) { f(item.shape); });
    }

    // Calls f(index, body kind) once for each shape whose bounds meet the closed box, in no set
    // order. Reads the bounds kept in the buckets, side by side, and calls a shape from the
    // first of its buckets the box covers only.
    template <typename F>
    void forEachMeeting(const Aabb& box, F&& f) const
    {
        forEachBucketItem(box, [&](const BucketItem& item, int c, int r, int c0, int r0) {
            if (std::max(c0, item.column) == c && std::max(r0, item.row) == r && item.bounds.intersects(box))
                f(item.shape, item.body);
        });
    }

    // Does the closed segment a-b (axis-aligned) meet the closed shape s?
    bool segmentTouches(const ConfigShape& s, Vec2 a, Vec2 b) const;

    double halfWidth() const { return mHalfWidth; }
    double boxTop() const { return mTop; }
    double boxBottom() const { return mBottom; }

private:
    struct BucketItem;
    // f(item, column, row, first column, first row) for every entry of the buckets the box covers.
    template <typename F>
    void forEachBucketItem(const Aabb& box, F&& f) const
    {
        if (mShapes.empty())
            return;
        const int c0 = clampColumn(box.minX), c1 = clampColumn(box.maxX);
        const int r0 = clampRow(box.minY), r1 = clampRow(box.maxY);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c) {
                const std::size_t b = static_cast<std::size_t>(r) * mColumns + c;
                for (std::uint32_t k = mBucketStart[b]; k < mBucketStart[b + 1]; ++k)
                    f(mBucketItems[k], c, r, c0, r0);
            }
    }
    // Inline: forEachNear runs several times per step of the platformer search. The buckets
    // are filled and read with these same functions, monotone in the coordinate, so a shape
    // is always found in the buckets of a box that meets its bounds. A product by the inverse
    // and coarseCell's truncation, not a division and std::floor: the gather was a tenth of a
    // search.
    int clampColumn(double x) const { return coarseCell((x - mExtent.minX) * mInverseCell, mColumns); }
    int clampRow(double y) const { return coarseCell((y - mExtent.minY) * mInverseCell, mRows); }
    // edgeFloor(i, j): the edge of the original shape from points[i] to points[j] is a floor.
    template <typename EdgeFloor>
    void addConvex(std::span<const Vec2> points, BodyKind kind, std::int64_t key, double topEdge,
                   EdgeFloor&& edgeFloor);

    double mHalfWidth = 0.0;
    double mTop = 0.0;    // player box top relative to the reference point
    double mBottom = 0.0; // player box bottom relative to the reference point
    double mCell = 64.0;
    double mInverseCell = 1.0 / 64; // 1 / mCell
    double mFloorTangent = 1.0;
    // In huge pages (HugePages.h) when big: a world of 100,000 shapes is some 40 MB, which in
    // 4 KB pages took ten thousand page faults to build, for every probe of the why again.
    LargeVector<ConfigShape> mShapes;
    LargeVector<Vec2> mVertices;
    LargeVector<std::uint8_t> mEdgeFloor; // per vertex: the edge from it to the next is a floor
    Aabb mExtent;
    int mColumns = 0;
    int mRows = 0;
    LargeVector<std::uint32_t> mBucketStart;
    // A shape in a bucket, with its bounds and its first bucket (the searches read these side
    // by side instead of each shape's record).
    struct BucketItem {
        Aabb bounds;
        std::uint32_t shape = 0;
        std::int32_t column = 0, row = 0;
        BodyKind body = BodyKind::Solid;
    };
    LargeVector<BucketItem> mBucketItems;
};

struct PlayerState {
    Vec2 position;          // feet (bottom-centre)
    double vy = 0.0;        // level units per second, down positive
    bool standing = false;  // the last step ended on a floor (or the spawn is on one)
    bool onSlope = false;   // ... and that floor is not flat
    // Makes the members fill all 32 bytes: a copy (member by member) is then two whole 16-byte
    // moves. Without it the copy was two overlapping ones, and reading the position right after
    // stalled on the store forward (3% of a search, perf).
    std::uint8_t spare[6] = {};
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

enum class StepOutcome : std::uint8_t { Alive, HitHazard, LeftBounds };

// What one step did. The player moved along the polyline path[0..pathLength) (axis-aligned
// pieces: x, an optional climb, then y), which is what targets and hazards are tested on.
struct StepResult {
    // path is left unwritten until the step writes it: only path[0..pathLength) is read.
    // Zeroing it cost a block store per step, some 4% of a search (perf).
    StepResult() {}
    PlayerState state;
    StepOutcome outcome = StepOutcome::Alive;
    union {
        std::array<Vec2, 5> path;
    };
    int pathLength = 0;
};

// The platformer level in configuration space, and the step of docs/movement.md.
class LEDGE_COLLISION_EXPORT MovementWorld {
public:
    MovementWorld(const Aabb& bounds, std::span<const Body> bodies,
                  std::span<const TileGrid> tiles, const PlayerParams& player);

    const PlayerParams& player() const { return mPlayer; }
    const Aabb& bounds() const { return mBounds; }
    const ConfigSpace& space() const { return mSpace; }

    // The state at the spawn: at rest, standing when a floor is right under the feet.
    PlayerState spawnState(Vec2 feet) const;
    // The player's box at feet overlaps a solid (the spawn-blocked check).
    bool blocked(Vec2 feet) const;
    // The closed player box at feet touches a hazard / lies outside the bounds.
    bool touchesHazard(Vec2 feet) const;
    bool insideBounds(Vec2 feet) const { return mBounds.contains(playerBox(feet)); }
    // Resting on a floor (a downward move is stopped at once); returns whether, and the
    // floor's slope in onSlope.
    bool supported(Vec2 feet, double startY, bool* onSlope = nullptr) const;

    // The chords of sloped and curved shapes a search's steps have met, by shape and line. The
    // steps of a search meet the same lines again and again (every state standing on a floor
    // sweeps along the floor's height, a walk or a fall goes on along one x), and such a chord
    // costs exact brackets (Chord). Direct-mapped: a chord takes its slot from the one before.
    // One world's, one thread's: a search keeps one and lends it to its steps through Nearby.
    class ChordCache {
    public:
        struct Entry {
            double t = 0.0;
            std::uint32_t tag = 0; // 0: empty; else 2 * shape + horizontal + 1
            Chord chord;
        };
        // The slot of this shape's chord on the line at t (horizontal: y = t); it holds that
        // chord when its tag is tagOf(shape, horizontal) and its t is t.
        Entry& slot(std::uint32_t shape, double t, bool horizontal);
        static std::uint32_t tagOf(std::uint32_t shape, bool horizontal) { return 2 * shape + (horizontal ? 2 : 1); }

    private:
        std::vector<Entry> mEntries; // allocated on first use
    };

    // The shapes near one step, gathered once (a step reads them several times). A step given
    // one reuses it when it was gathered for a box holding the step's own, and gathers it anew
    // (for twice the step's reach) otherwise: so every step taken from one state, the first of
    // each input and the ones an input is held after, shares one gather.
    struct Nearby {
        std::array<std::uint32_t, 120> items;
        int count = 0;
        bool overflow = false; // too many: fall back to the bucket grid
        bool hazards = false;  // one of the items is a hazard (else no segment can hit one)
        bool valid = false;
        Aabb box;
        ChordCache* chords = nullptr; // the search's, when it keeps one
    };

    // One fixed step.
    StepResult step(const PlayerState& state, int input, Nearby* nearby = nullptr) const;
    // How far from the feet it starts at a step looks for shapes: stepReach of this world's
    // player and bounds. A step that gathers for the steps held after it looks twice as far.
    Vec2 stepLookout() const;

    // The player's box (closed) at a position.
    Aabb playerBox(Vec2 feet) const
    {
        const double hw = mSpace.halfWidth();
        return {feet.x - hw, feet.y + mSpace.boxTop(), feet.x + hw, feet.y + mSpace.boxBottom()};
    }

private:
    using Candidates = Nearby;
    void gather(const Aabb& box, Candidates& out) const;
    template <typename F>
    void forEachCandidate(const Candidates* c, const Aabb& box, F&& f) const;

    // The open chord of shape i on the line at t (horizontal: y = t), or none (not open) when
    // it certainly does not meet the open interval (l, h) (ConfigSpace::openChordMisses); from
    // c's chord cache when it has one.
    Chord openChordNear(std::uint32_t i, double t, bool horizontal, double l, double h, const Candidates* c) const;
    // Moves the point from p along x by dx; returns the new x; *blockedBy the shape stopped at.
    double sweepX(Vec2 p, double dx, int* blockedBy, const Candidates* c = nullptr) const;
    // Moves along y by dy; startY decides one-way platforms. What stopped it: every shape
    // whose surface is at the stop (a few; more are not needed to decide standing).
    struct Stop {
        bool hit = false;
        int count = 0;
        std::array<int, 6> shapes{};
    };
    double sweepY(Vec2 p, double dy, double startY, Stop* stop, const Candidates* c = nullptr) const;
    // The standing rule after a downward move stopped at p by `stop`.
    bool standsOn(const Stop& stop, double x, bool* sloped) const;
    bool segmentHitsHazard(Vec2 a, Vec2 b, const Candidates* c = nullptr) const;

    PlayerParams mPlayer;
    Aabb mBounds;
    Aabb mFeetBounds; // positions whose closed box lies inside mBounds
    double mJumpSpeed = 0.0;
    ConfigSpace mSpace;
};

} // namespace ledge
