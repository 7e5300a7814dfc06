// overlaps(), touches() and contact() for every pair of shape kinds (docs/file-format.md, "Roles"):
// interiors intersect = overlap; touching along an edge, at a corner or tangentially is not;
// containment (either way) is; a Point never overlaps but touches a shape containing it.
//
// Most rows are generated from a small oracle that does not use the code under test: each
// kind is drawn in a square and described by where it meets each side of the square and which
// corners of the square it contains. Two squares placed side by side or corner to corner then
// touch iff those sets meet, and never overlap. Containment rows put a kind inside a square of
// side 4 around a "deep" point of the other kind (at distance >= 3 from its boundary).
// Every row is repeated at 1e6 (with polygons wound the other way), scaled down to shapes
// smaller than 1e-3 (by 2^-14, exact), and both.

#include "collision/Overlap.h"

#include <QTest>

#include <cmath>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Shape)
Q_DECLARE_METATYPE(ledge::Aabb)

namespace {

enum class Kind { Box, Circle, Octagon, Concave, SlopeRR, SlopeRL, SlopeRRc, SlopeRLc, Point };
constexpr Kind kKinds[] = {Kind::Box, Kind::Circle, Kind::Octagon, Kind::Concave, Kind::SlopeRR,
    Kind::SlopeRL, Kind::SlopeRRc, Kind::SlopeRLc, Kind::Point};

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Box: return "box";
    case Kind::Circle: return "circle";
    case Kind::Octagon: return "octagon";
    case Kind::Concave: return "concave";
    case Kind::SlopeRR: return "slopeRight";
    case Kind::SlopeRL: return "slopeLeft";
    case Kind::SlopeRRc: return "ceilingRight";
    case Kind::SlopeRLc: return "ceilingLeft";
    case Kind::Point: return "point";
    }
    return "?";
}

// The shape of kind k drawn in the square x, y, s.
Shape make(Kind k, double x, double y, double s)
{
    const double q = s / 4;
    switch (k) {
    case Kind::Box: return Box{x, y, s, s};
    case Kind::Circle: return Circle{x + s / 2, y + s / 2, s / 2};
    case Kind::Octagon:
        return Polygon{{{x + q, y}, {x + 3 * q, y}, {x + s, y + q}, {x + s, y + 3 * q},
            {x + 3 * q, y + s}, {x + q, y + s}, {x, y + 3 * q}, {x, y + q}}};
    case Kind::Concave: // a U: notch from the top, x in [s/4, 3s/4], depth s/2
        return Polygon{{{x, y}, {x + q, y}, {x + q, y + 2 * q}, {x + 3 * q, y + 2 * q},
            {x + 3 * q, y}, {x + s, y}, {x + s, y + s}, {x, y + s}}};
    case Kind::SlopeRR: return Slope{x, y, s, s, Rise::Right, false};
    case Kind::SlopeRL: return Slope{x, y, s, s, Rise::Left, false};
    case Kind::SlopeRRc: return Slope{x, y, s, s, Rise::Right, true};
    case Kind::SlopeRLc: return Slope{x, y, s, s, Rise::Left, true};
    case Kind::Point: return Point{x + s / 2, y + s / 2};
    }
    return Point{};
}

enum Side { Left, Right, Top, Bottom };
struct Span {
    double lo, hi;
};

// Where kind k meets a side of its unit square, as positions along that side (y for left and
// right, x for top and bottom), in units of the side.
std::vector<Span> sideSet(Kind k, Side side)
{
    const Span all{0, 1};
    const Span start{0, 0};
    const Span end{1, 1};
    switch (k) {
    case Kind::Box: return {all};
    case Kind::Circle: return {{0.5, 0.5}};
    case Kind::Octagon: return {{0.25, 0.75}};
    case Kind::Concave:
        if (side == Top)
            return {{0, 0.25}, {0.75, 1}};
        return {all};
    case Kind::SlopeRR: // (x,y+h) (x+w,y) (x+w,y+h)
        return {side == Left || side == Top ? end : all};
    case Kind::SlopeRL: // (x,y) (x+w,y+h) (x,y+h)
        return {side == Right ? end : side == Top ? start : all};
    case Kind::SlopeRRc: // (x,y) (x+w,y) (x+w,y+h)
        return {side == Left ? start : side == Bottom ? end : all};
    case Kind::SlopeRLc: // (x,y) (x+w,y) (x,y+h)
        return {side == Right || side == Bottom ? start : all};
    case Kind::Point: return {};
    }
    return {};
}

enum Corner { TopLeft, TopRight, BottomRight, BottomLeft };

bool hasCorner(Kind k, Corner c)
{
    switch (k) {
    case Kind::Box:
    case Kind::Concave: return true;
    case Kind::Circle:
    case Kind::Octagon:
    case Kind::Point: return false;
    case Kind::SlopeRR: return c != TopLeft;
    case Kind::SlopeRL: return c != TopRight;
    case Kind::SlopeRRc: return c != BottomLeft;
    case Kind::SlopeRLc: return c != BottomRight;
    }
    return false;
}

// A point at distance >= 3/12 of the square from the kind's boundary, in units of the square.
Vec2 deepPoint(Kind k)
{
    switch (k) {
    case Kind::Concave: return {0.5, 0.75};
    case Kind::SlopeRR: return {0.75, 0.75};
    case Kind::SlopeRL: return {0.25, 0.75};
    case Kind::SlopeRRc: return {0.75, 0.25};
    case Kind::SlopeRLc: return {0.25, 0.25};
    default: return {0.5, 0.5};
    }
}

// Variants of a row: the same geometry scaled, moved and with polygons wound the other way.
struct Variant {
    const char* name;
    double scale;
    double offset;
    bool reverse;
};
constexpr Variant kVariants[] = {{"", 1.0, 0.0, false}, {" @1e6", 1.0, 1e6, true},
    {" tiny", 1.0 / 16384, 0.0, false}, {" tiny@1e6", 1.0 / 16384, 1e6, true}};

Shape transformed(const Shape& shape, const Variant& v)
{
    auto tx = [&](double c) { return c * v.scale + v.offset; };
    return std::visit(
        [&](const auto& s) -> Shape {
            using T = std::decay_t<decltype(s)>;
            T t = s;
            if constexpr (std::is_same_v<T, Polygon>) {
                for (Vec2& p : t.points)
                    p = {tx(p.x), tx(p.y)};
                if (v.reverse)
                    std::reverse(t.points.begin(), t.points.end());
            } else {
                t.x = tx(s.x);
                t.y = tx(s.y);
                if constexpr (std::is_same_v<T, Circle>)
                    t.r = s.r * v.scale;
                if constexpr (std::is_same_v<T, Box> || std::is_same_v<T, Slope>) {
                    t.w = s.w * v.scale;
                    t.h = s.h * v.scale;
                }
            }
            return t;
        },
        shape);
}

QByteArray dump(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> QByteArray {
            using T = std::decay_t<decltype(s)>;
            auto n = [](double v) { return QByteArray::number(v, 'g', 17); };
            if constexpr (std::is_same_v<T, Box>)
                return "box " + n(s.x) + "," + n(s.y) + " " + n(s.w) + "x" + n(s.h);
            else if constexpr (std::is_same_v<T, Circle>)
                return "circle " + n(s.x) + "," + n(s.y) + " r" + n(s.r);
            else if constexpr (std::is_same_v<T, Slope>)
                return "slope " + n(s.x) + "," + n(s.y) + " " + n(s.w) + "x" + n(s.h)
                    + (s.rise == Rise::Right ? " right" : " left") + (s.ceiling ? " ceiling" : "");
            else if constexpr (std::is_same_v<T, Point>)
                return "point " + n(s.x) + "," + n(s.y);
            else {
                QByteArray out = "polygon";
                for (const Vec2 p : s.points)
                    out += " " + n(p.x) + "," + n(p.y);
                return out;
            }
        },
        shape);
}

double magnitude(const Shape& s)
{
    const Aabb b = bounds(s);
    return std::max({std::fabs(b.minX), std::fabs(b.minY), std::fabs(b.maxX), std::fabs(b.maxY)});
}

} // namespace

class TestOverlap : public QObject {
    Q_OBJECT

private:
    // Adds one row in every variant; depth < 0 means "not pinned down".
    void addRow(const QByteArray& name, const Shape& a, const Shape& b, bool overlap, bool touch,
        double depth = -1.0)
    {
        for (const Variant& v : kVariants) {
            QTest::newRow((name + v.name).constData())
                << transformed(a, v) << transformed(b, v) << overlap << touch
                << (depth < 0 ? -1.0 : depth * v.scale);
        }
    }

    void checkContact(const Shape& a, const Shape& b, bool overlap, double depth)
    {
        const auto c = contact(a, b);
        QCOMPARE(c.has_value(), overlap);
        if (!c)
            return;
        QVERIFY2(std::fabs(length(c->normal) - 1.0) < 1e-12, "normal is not unit");
        QVERIFY(c->depth > 0.0);
        if (depth >= 0.0) {
            QVERIFY2(std::fabs(c->depth - depth) <= 1e-9 * std::max(depth, 1e-3),
                QByteArray("depth " + QByteArray::number(c->depth, 'g', 17) + " expected "
                    + QByteArray::number(depth, 'g', 17))
                    .constData());
        }
        // Pushing `a` out by the normal and a hair more than the depth separates the shapes.
        const double scale = std::max(magnitude(a), magnitude(b));
        const double tiny = c->depth * 1e-9 + 16 * scale * std::numeric_limits<double>::epsilon();
        const Shape moved = translated(a, c->normal * (c->depth + tiny));
        QVERIFY2(!overlaps(moved, b),
            QByteArray("still overlapping after push-out: " + dump(moved) + " normal "
                + QByteArray::number(c->normal.x) + "," + QByteArray::number(c->normal.y)
                + " depth " + QByteArray::number(c->depth, 'g', 17))
                .constData());
        // The contact point lies in both shapes.
        const Shape p = Point{c->point.x, c->point.y};
        QVERIFY2(touches(p, a) && touches(p, b), dump(p).constData());
    }

private slots:
    void pairs_data()
    {
        QTest::addColumn<Shape>("a");
        QTest::addColumn<Shape>("b");
        QTest::addColumn<bool>("overlap");
        QTest::addColumn<bool>("touch");
        QTest::addColumn<double>("depth");

        constexpr double S = 12; // side of the generated squares
        for (std::size_t i = 0; i < std::size(kKinds); ++i) {
            for (std::size_t j = i; j < std::size(kKinds); ++j) {
                const Kind ka = kKinds[i];
                const Kind kb = kKinds[j];
                const QByteArray pair = QByteArray(kindName(ka)) + "-" + kindName(kb) + ": ";
                const Shape a = make(ka, 0, 0, S);
                const bool solid = ka != Kind::Point && kb != Kind::Point;

                addRow(pair + "disjoint", a, make(kb, 3 * S, S / 2, S), false, false);

                // Squares side by side: touching where the two side sets meet.
                struct Adjacent {
                    const char* where;
                    double dx, dy;
                    Side sa, sb;
                };
                for (const Adjacent& adj : {Adjacent{"right", S, 0, Right, Left},
                         Adjacent{"left", -S, 0, Left, Right}, Adjacent{"below", 0, S, Bottom, Top},
                         Adjacent{"above", 0, -S, Top, Bottom}}) {
                    bool touch = false;
                    bool edge = false;
                    for (const Span sa : sideSet(ka, adj.sa)) {
                        for (const Span sb : sideSet(kb, adj.sb)) {
                            const double lo = std::max(sa.lo, sb.lo);
                            const double hi = std::min(sa.hi, sb.hi);
                            touch = touch || lo <= hi;
                            edge = edge || lo < hi;
                        }
                    }
                    const char* how = edge ? "edge contact" : touch ? "point contact" : "no contact";
                    addRow(pair + "side by side " + adj.where + ", " + how, a,
                        make(kb, adj.dx, adj.dy, S), false, touch);
                }
                // Squares corner to corner: touching iff both contain the shared corner.
                struct Diagonal {
                    const char* where;
                    double dx, dy;
                    Corner ca, cb;
                };
                for (const Diagonal& d : {Diagonal{"below right", S, S, BottomRight, TopLeft},
                         Diagonal{"below left", -S, S, BottomLeft, TopRight},
                         Diagonal{"above right", S, -S, TopRight, BottomLeft},
                         Diagonal{"above left", -S, -S, TopLeft, BottomRight}}) {
                    const bool touch = hasCorner(ka, d.ca) && hasCorner(kb, d.cb);
                    addRow(pair + "corner to corner " + d.where + (touch ? ", touching" : ", apart"),
                        a, make(kb, d.dx, d.dy, S), false, touch);
                }

                // Containment both ways: a small square of side S/3 around the deep point.
                if (ka != Kind::Point) {
                    const Vec2 p = deepPoint(ka) * S;
                    addRow(pair + "second inside first", a, make(kb, p.x - 2, p.y - 2, 4), solid,
                        true);
                }
                if (kb != Kind::Point) {
                    const Vec2 p = deepPoint(kb) * S;
                    addRow(pair + "first inside second", make(ka, p.x - 2, p.y - 2, 4),
                        make(kb, 0, 0, S), solid, true);
                }
                // Partial overlap: the deep points made to coincide.
                const Vec2 shift = (deepPoint(ka) - deepPoint(kb)) * S;
                addRow(pair + "overlapping at the deep points", a, make(kb, shift.x, shift.y, S),
                    solid, true);
                if (ka == kb) {
                    addRow(pair + "identical", a, a, solid, true);
                    addRow(pair + "shifted by one", a, make(kb, 1, 1, S), solid, solid);
                }
                // The other kind in the notch of the concave polygon: touching its walls and
                // floor, then pushed one unit into the floor.
                if (ka == Kind::Concave || kb == Kind::Concave) {
                    const Kind other = ka == Kind::Concave ? kb : ka;
                    const Shape u = make(Kind::Concave, 0, 0, S);
                    const bool otherSolid = other != Kind::Point;
                    const QByteArray n = QByteArray(kindName(other)) + " in the notch of concave";
                    addRow(pair + n + ", touching the walls", make(other, S / 4, 0, S / 2), u, false,
                        otherSolid);
                    addRow(pair + n + ", pushed in", make(other, S / 4, 1, S / 2), u, otherSolid,
                        otherSolid);
                }
            }
        }

        // Rows whose depth and contact are known exactly.
        addRow("box-box: overlap by 2 on x", Box{0, 0, 10, 10}, Box{8, 2, 10, 10}, true, true, 2);
        addRow("box-box: identical", Box{0, 0, 10, 10}, Box{0, 0, 10, 10}, true, true, 10);
        addRow("box-box: sharing half an edge", Box{0, 0, 10, 10}, Box{10, 5, 10, 10}, false, true);
        addRow("box-box: thin box inside", Box{0, 0, 10, 10}, Box{4, 0, 1, 10}, true, true, 5);
        addRow("circle-circle: overlap by 2", Circle{0, 0, 5}, Circle{8, 0, 5}, true, true, 2);
        addRow("circle-circle: tangent on a diagonal", Circle{0, 0, 5}, Circle{6, 8, 5}, false, true);
        addRow("circle-circle: overlap on a diagonal", Circle{0, 0, 5}, Circle{6, 8, 6}, true, true, 1);
        addRow("circle-circle: concentric", Circle{0, 0, 5}, Circle{0, 0, 2}, true, true, 7);
        addRow("circle-circle: inside, tangent from within", Circle{0, 0, 5}, Circle{3, 0, 2}, true,
            true, 4);
        addRow("circle-box: overlap by 1", Circle{0, 5, 3}, Box{2, 0, 10, 10}, true, true, 1);
        addRow("circle-box: tangent at a corner", Circle{0, 0, 5}, Box{3, 4, 10, 10}, false, true);
        addRow("circle-box: near a corner, inside its bounds", Circle{0, 0, 5}, Box{4, 4, 10, 10},
            false, false);
        addRow("slope-box: box on the hypotenuse, pushed in", Slope{0, 0, 10, 10, Rise::Right, false},
            Box{4, 4, 2, 2}, true, true, std::sqrt(2.0));
        addRow("slope-box: box corner on the hypotenuse", Slope{0, 0, 10, 10, Rise::Right, false},
            Box{3, 3, 2, 2}, false, true);
        addRow("slope-circle: tangent to the hypotenuse", Slope{0, 0, 8, 6, Rise::Right, false},
            Circle{1, -1, 5}, false, true);
        addRow("slope-circle: 1/64 past the hypotenuse", Slope{0, 0, 8, 6, Rise::Right, false},
            Circle{1, -1, 5 + 1.0 / 64}, true, true, 1.0 / 64);
        addRow("slope-slope: sharing the hypotenuse", Slope{0, 0, 8, 6, Rise::Right, false},
            Slope{0, 0, 8, 6, Rise::Left, true}, false, true);
        addRow("slope-slope: left floor and right ceiling sharing the hypotenuse",
            Slope{0, 0, 8, 6, Rise::Left, false}, Slope{0, 0, 8, 6, Rise::Right, true}, false, true);
        addRow("octagon-box: box corner on a diagonal edge, bounds overlapping",
            make(Kind::Octagon, 0, 0, 12), Box{11, -2, 4, 4}, false, true);
        addRow("octagon-box: box corner 1/256 past a diagonal edge", make(Kind::Octagon, 0, 0, 12),
            Box{11 - 1.0 / 256, -2, 4, 4}, true, true);
        addRow("slope-slope: hypotenuses crossing", Slope{0, 0, 8, 8, Rise::Right, false},
            Slope{0, 0, 8, 8, Rise::Right, true}, true, true);
        addRow("octagon-octagon: vertex on an edge",
            Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}}, Polygon{{{4, 2}, {6, 0}, {8, 2}, {6, 4}}},
            false, true);
        addRow("polygon-box: triangle tip into a box by 1",
            Polygon{{{0, 0}, {4, 2}, {0, 4}}}, Box{3, -10, 10, 20}, true, true, 1);
        addRow("concave: box in the notch pushed down by 1", Box{3, 1, 6, 6},
            make(Kind::Concave, 0, 0, 12), true, true, 1);
        addRow("concave: polygon wrapping a box, touching inside", make(Kind::Concave, 0, 0, 12),
            Box{3, 6, 6, 6}, true, true);
        addRow("concave-polygon: tall rectangle filling the notch",
            make(Kind::Concave, 0, 0, 12),
            Polygon{{{3, -6}, {9, -6}, {9, 6}, {3, 6}}}, false, true);
        // A concave polygon too large for ear clipping (Boost.Geometry path, bounds push-out).
        const Polygon bigStar = [] {
            Polygon p;
            for (int i = 0; i < 1000; ++i) {
                const double t = 2.0 * 3.14159265358979323846 * i / 1000;
                const double r = i % 2 == 0 ? 100.0 : 50.0;
                p.points.push_back({r * std::cos(t), r * std::sin(t)});
            }
            return p;
        }();
        addRow("large concave: box well inside", bigStar, Box{-20, -20, 40, 40}, true, true);
        addRow("large concave: box across the tips", bigStar, Box{90, -20, 40, 40}, true, true);
        addRow("large concave: box outside, bounds overlapping", bigStar, Box{90, 90, 40, 40}, false,
            false);
        addRow("large concave: triangle just beyond a tip", bigStar,
            Polygon{{{110, -10}, {120, 0}, {110, 10}}}, false, false);

        addRow("point-point: same point", Point{1, 2}, Point{1, 2}, false, true);
        addRow("point-point: different points", Point{1, 2}, Point{1, 3}, false, false);
        addRow("point-circle: on the rim", Point{3, 4}, Circle{0, 0, 5}, false, true);
        addRow("point-circle: just outside the rim", Point{3, 4 + 1.0 / 1024}, Circle{0, 0, 5},
            false, false);
        addRow("point-slope: on the hypotenuse", Point{4, 3}, Slope{0, 0, 8, 6, Rise::Right, false},
            false, true);
        addRow("point-slope: above the hypotenuse", Point{4, 3 - 1.0 / 1024},
            Slope{0, 0, 8, 6, Rise::Right, false}, false, false);
        addRow("point-concave: on the notch floor", Point{6, 6}, make(Kind::Concave, 0, 0, 12),
            false, true);
        addRow("point-concave: in the notch", Point{6, 5}, make(Kind::Concave, 0, 0, 12), false,
            false);
    }

    // Invalid shapes give unspecified answers but never crash; a Point still never overlaps
    // and contact() still exists exactly when overlaps() says so.
    void invalidShapesDoNotCrash_data()
    {
        QTest::addColumn<Shape>("bad");
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("box with NaN") << Shape(Box{nan, 0, 4, 4});
        QTest::newRow("negative box") << Shape(Box{0, 0, -4, -4});
        QTest::newRow("zero circle") << Shape(Circle{2, 2, 0});
        QTest::newRow("circle with infinite radius")
            << Shape(Circle{2, 2, std::numeric_limits<double>::infinity()});
        QTest::newRow("polygon without points") << Shape(Polygon{});
        QTest::newRow("polygon with two points") << Shape(Polygon{{{0, 0}, {4, 4}}});
        QTest::newRow("collinear polygon") << Shape(Polygon{{{0, 0}, {2, 2}, {4, 4}}});
        QTest::newRow("bowtie") << Shape(Polygon{{{0, 0}, {4, 4}, {4, 0}, {0, 4}}});
        QTest::newRow("polygon with NaN") << Shape(Polygon{{{0, 0}, {nan, 4}, {4, 0}, {2, 1}}});
        QTest::newRow("figure eight") << Shape(Polygon{{{0, 0}, {4, 0}, {2, 2}, {4, 4}, {0, 4}, {2, 2}}});
    }
    void invalidShapesDoNotCrash()
    {
        QFETCH(Shape, bad);
        for (Kind k : kKinds) {
            const Shape other = make(k, 1, 1, 2);
            for (const auto& [x, y] : {std::pair{bad, other}, std::pair{other, bad}}) {
                const bool o = overlaps(x, y);
                touches(x, y);
                QCOMPARE(contact(x, y).has_value(), o);
                if (k == Kind::Point)
                    QVERIFY(!o);
            }
        }
    }

    // Kettner et al.'s classroom example: p = (0.5 + i*2^-53, 0.5 + j*2^-53) against the line
    // through q = (12,12) and r = (24,24). cross(q - p, r - p) = 12 (py - px) exactly, so p is
    // on the side of s = (24,12) iff j < i, but evaluated in plain doubles the sign comes out
    // wrong for many (i, j). The thin triangle p q r overlaps the triangle q r s iff p is on
    // s's side; otherwise they only share the edge q r.
    void nearlyCollinear_data()
    {
        QTest::addColumn<int>("i");
        QTest::addColumn<int>("j");
        for (int i = -3; i <= 3; ++i)
            for (int j = -3; j <= 3; ++j)
                if (i != j)
                    QTest::addRow("p off (0.5,0.5) by (%d,%d) ulp", i, j) << i << j;
    }
    void nearlyCollinear()
    {
        QFETCH(int, i);
        QFETCH(int, j);
        const double u = std::ldexp(1.0, -53);
        const Shape thin = Polygon{{{0.5 + i * u, 0.5 + j * u}, {12, 12}, {24, 24}}};
        const Shape other = Polygon{{{12, 12}, {24, 24}, {24, 12}}};
        const bool sameSide = j < i;
        QCOMPARE(overlaps(thin, other), sameSide);
        QCOMPARE(overlaps(other, thin), sameSide);
        QVERIFY(touches(thin, other));
        QVERIFY(touches(other, thin));
        // The same through a slope: ceiling rising right in the box (12,12,12,12) is q r s.
        const Shape slope = Slope{12, 12, 12, 12, Rise::Right, true};
        QCOMPARE(overlaps(thin, slope), sameSide);
        QCOMPARE(overlaps(slope, thin), sameSide);
    }

    // insideInterior: every point of the closed box in the shape's open interior. A box that
    // meets the boundary (an edge, a corner on a circle, the hypotenuse of a slope) is not
    // inside; a box of no size is a point. A concave polygon counts a box inside one of its
    // triangles only: across the diagonal from its reflex corner gives false (documented).
    void insideInterior_data()
    {
        QTest::addColumn<Aabb>("box");
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<bool>("inside");
        const Shape box = Box{0, 0, 10, 10};
        QTest::newRow("box in a box") << Aabb{1, 1, 9, 9} << box << true;
        QTest::newRow("box on a box's edge") << Aabb{0, 1, 9, 9} << box << false;
        QTest::newRow("box past a box's edge") << Aabb{1, 1, 11, 9} << box << false;
        QTest::newRow("point in a box") << Aabb{5, 5, 5, 5} << box << true;
        QTest::newRow("point on a box's edge") << Aabb{10, 5, 10, 5} << box << false;
        QTest::newRow("no box (inverted)") << Aabb{6, 6, 4, 4} << box << false;
        const Shape circle = Circle{0, 0, 5};
        QTest::newRow("box in a circle") << Aabb{-3, -3, 3, 3} << circle << true;
        QTest::newRow("box with a corner on the circle") << Aabb{-3, -4, 3, 4} << circle << false;
        QTest::newRow("box in the circle's bounds, a corner out") << Aabb{0, 0, 4, 4} << circle << false;
        const Shape slope = Slope{0, 0, 10, 10, Rise::Right, false}; // (0,10) (10,0) (10,10)
        QTest::newRow("box under a slope's surface") << Aabb{7, 7, 9, 9} << slope << true;
        QTest::newRow("box touching the surface") << Aabb{4, 6, 6, 8} << slope << false;
        QTest::newRow("box above the surface") << Aabb{1, 1, 3, 3} << slope << false;
        const Shape hexagon = Polygon{{{4, 0}, {8, 0}, {12, 4}, {8, 8}, {4, 8}, {0, 4}}};
        QTest::newRow("box in a convex polygon") << Aabb{3, 2, 9, 6} << hexagon << true;
        QTest::newRow("box over a convex polygon's corner") << Aabb{0, 3, 2, 5} << hexagon << false;
        // A chevron: its one reflex corner (100,100) and the apex (100,0) make the diagonal.
        const Shape chevron = Polygon{{{0, 168}, {100, 0}, {200, 168}, {100, 100}}};
        QTest::newRow("box in one triangle of a concave polygon") << Aabb{78, 76, 82, 84} << chevron << true;
        QTest::newRow("box across its diagonal") << Aabb{96, 40, 104, 44} << chevron << false;
        QTest::newRow("box in its notch") << Aabb{96, 130, 104, 140} << chevron << false;
        QTest::newRow("a point has no interior") << Aabb{0, 0, 0, 0} << Shape(Point{0, 0}) << false;
    }
    void insideInterior()
    {
        QFETCH(Aabb, box);
        QFETCH(Shape, shape);
        QFETCH(bool, inside);
        QCOMPARE(ledge::insideInterior(box, shape), inside);
        if (!inside)
            return;
        // What that promises, by the other predicates: every point of the box is in the shape,
        // and a box of some size overlaps it.
        for (double fx : {0.0, 0.5, 1.0})
            for (double fy : {0.0, 0.5, 1.0})
                QVERIFY(touches(Point{box.minX + fx * box.width(), box.minY + fy * box.height()}, shape));
        if (box.width() > 0 && box.height() > 0)
            QVERIFY(overlaps(Box{box.minX, box.minY, box.width(), box.height()}, shape));
    }

    void pairs()
    {
        QFETCH(Shape, a);
        QFETCH(Shape, b);
        QFETCH(bool, overlap);
        QFETCH(bool, touch);
        QFETCH(double, depth);

        QCOMPARE(overlaps(a, b), overlap);
        QCOMPARE(overlaps(b, a), overlap);
        QCOMPARE(touches(a, b), touch);
        QCOMPARE(touches(b, a), touch);
        checkContact(a, b, overlap, depth);
        checkContact(b, a, overlap, depth);
    }
};

QTEST_APPLESS_MAIN(TestOverlap)
#include "tst_overlap.moc"
