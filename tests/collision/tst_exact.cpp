// The exact predicates of collision/Exact.h against exact rational arithmetic
// (Boost.Multiprecision), an independent oracle: every sign must agree, on inputs built to sit
// on or a few ulps beside the zero set, where rounding decides wrongly if anything does.

#include "collision/Exact.h"

#include <QtTest>

#include <boost/multiprecision/cpp_int.hpp>

#include <cmath>
#include <limits>
#include <random>

using namespace ledge;
using Rational = boost::multiprecision::cpp_rational;

namespace {

Rational q(double v) { return Rational(v); } // every finite double is a rational, exactly

int sign(const Rational& v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

int orientOracle(Vec2 a, Vec2 b, Vec2 c)
{
    return sign((q(b.x) - q(a.x)) * (q(c.y) - q(a.y)) - (q(b.y) - q(a.y)) * (q(c.x) - q(a.x)));
}

// Points of the kinds levels hold: whole units, halves and quarters (grid levels), and any
// double (a foot stopped on a slope), at the magnitudes of a big level.
double coordinate(std::mt19937_64& rng, int kind)
{
    std::uniform_real_distribution<double> any(-40000.0, 40000.0);
    std::uniform_int_distribution<int> whole(-40000, 40000);
    switch (kind) {
    case 0: return whole(rng);
    case 1: return whole(rng) / 4.0;
    default: return any(rng);
    }
}

} // namespace

class TestExact : public QObject {
    Q_OBJECT

private slots:
    // The directed sums (exact::addDown, addUp) bracket the true sum by the two doubles around
    // it, and are the sum itself when it is a double: the inflation's and the bounds' rounding.
    void directedSums()
    {
        std::mt19937_64 rng(20261207);
        int exactSums = 0, rounded = 0;
        for (int round = 0; round < 20000; ++round) {
            const double a = coordinate(rng, round % 3);
            double c = coordinate(rng, (round / 3) % 3);
            if (round % 7 == 0)
                c = std::ldexp(c, -30); // far smaller: the sum rounds
            const Rational sum = q(a) + q(c);
            const double down = exact::addDown(a, c), up = exact::addUp(a, c);
            QVERIFY(q(down) <= sum && sum <= q(up));
            if (exact::sumIsExact(a, c)) {
                ++exactSums;
                QCOMPARE(down, a + c);
                QCOMPARE(up, a + c);
                QVERIFY(q(a + c) == sum);
            } else {
                ++rounded;
                QVERIFY(q(a + c) != sum);
                QCOMPARE(std::nextafter(down, std::numeric_limits<double>::infinity()), up);
            }
        }
        QVERIFY(exactSums > 1000 && rounded > 1000);
    }

    // Along an edge's crossing with a line, at the doubles around the crossing and at the
    // crossing itself when it is a double: the line-restricted orientation agrees with the
    // oracle and with orient.
    void orientAlongLineNearTheRoot()
    {
        std::mt19937_64 rng(20261202);
        int checked = 0, zeros = 0;
        for (int round = 0; round < 4000; ++round) {
            const int kind = round % 3;
            const Vec2 a{coordinate(rng, kind), coordinate(rng, kind)};
            Vec2 b{coordinate(rng, kind), coordinate(rng, kind)};
            if (round % 5 == 0)
                b = {a.x + 32, a.y - 32}; // a 45-degree slope: crossings land on doubles
            const bool horizontal = round % 2 == 0;
            const double lo = horizontal ? std::min(a.y, b.y) : std::min(a.x, b.x);
            const double hi = horizontal ? std::max(a.y, b.y) : std::max(a.x, b.x);
            if (!(lo < hi))
                continue;
            // A line through the edge's span: a whole number, or any double (after a slope stop).
            std::uniform_real_distribution<double> along(lo, hi);
            const double t = round % 4 < 2 ? std::floor(along(rng)) : along(rng);
            if (t < lo)
                continue;
            const double est = horizontal ? a.x + (t - a.y) * ((b.x - a.x) / (b.y - a.y))
                                          : a.y + (t - a.x) * ((b.y - a.y) / (b.x - a.x));
            const exact::OrientAlongLine line(a, b, t, horizontal);
            double u = est;
            for (int k = 0; k < 6; ++k)
                u = std::nextafter(u, -std::numeric_limits<double>::infinity());
            for (int k = 0; k < 13; ++k, u = std::nextafter(u, std::numeric_limits<double>::infinity())) {
                const Vec2 p = horizontal ? Vec2{u, t} : Vec2{t, u};
                const int want = orientOracle(a, b, p);
                zeros += want == 0;
                QCOMPARE(line.sign(u), want);
                QCOMPARE(exact::orient(a, b, p), want);
                ++checked;
            }
            // Far from the root too (the quick path's other side).
            for (double far : {est - 1000.0, est + 1000.0}) {
                const Vec2 p = horizontal ? Vec2{far, t} : Vec2{t, far};
                QCOMPARE(line.sign(far), orientOracle(a, b, p));
            }
        }
        QVERIFY(checked > 30000);
        QVERIFY2(zeros > 100, "the rounds must include crossings that are doubles");
    }

    // Inputs whose differences are not exact doubles take the general path; still exact.
    void orientAlongLineInexactDifferences()
    {
        const Vec2 a{0.1, 1e17}, b{3.3, -7.7};
        for (double t : {0.3, 1.0, 1e16}) {
            const exact::OrientAlongLine line(a, b, t, true);
            for (double u : {-5.0, 0.0, 1.7, 2.9999999999999996, 1e15})
                QCOMPARE(line.sign(u), orientOracle(a, b, {u, t}));
        }
    }

    // orient itself on nearly collinear triples (the classic failure of a plain determinant).
    void orientNearlyCollinear()
    {
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        for (int round = 0; round < 20000; ++round) {
            const Vec2 a{coordinate(rng, 2), coordinate(rng, 2)}, b{coordinate(rng, 2), coordinate(rng, 2)};
            const double s = unit(rng);
            Vec2 c{a.x + s * (b.x - a.x), a.y + s * (b.y - a.y)};
            c.x = std::nextafter(c.x, round % 2 ? 1e300 : -1e300);
            QCOMPARE(exact::orient(a, b, c), orientOracle(a, b, c));
        }
    }

    // The circle predicates on points at, and an ulp beside, the distance they compare with
    // (Pythagorean triples make exact zeros; random ones the near misses).
    void distancesAtTheBoundary()
    {
        std::mt19937_64 rng(11);
        std::uniform_int_distribution<int> small(1, 60);
        std::uniform_real_distribution<double> any(-5000.0, 5000.0);
        int zeros = 0;
        for (int round = 0; round < 20000; ++round) {
            Vec2 a{any(rng), any(rng)}, b;
            double r = 0;
            if (round % 2 == 0) {
                const int m = small(rng), n = small(rng) % m + 1; // (m^2 - n^2, 2mn, m^2 + n^2)
                a = {std::floor(a.x), std::floor(a.y)};
                b = {a.x + m * m - n * n, a.y + 2.0 * m * n};
                r = m * m + n * n;
            } else {
                b = {any(rng), any(rng)};
                r = std::hypot(b.x - a.x, b.y - a.y);
            }
            for (int k = -1; k <= 1; ++k) {
                const double rk = k < 0 ? std::nextafter(r, 0.0) : (k > 0 ? std::nextafter(r, 1e300) : r);
                const Rational dx = q(a.x) - q(b.x), dy = q(a.y) - q(b.y);
                const int want = sign(dx * dx + dy * dy - q(rk) * q(rk));
                zeros += want == 0;
                QCOMPARE(exact::distanceSign(a, b, rk), want);
                // Two circles whose radii add up to rk: the same sign.
                const double ra = std::floor(rk / 3);
                const Rational s = q(ra) + q(rk - ra);
                if (q(rk - ra) + q(ra) == q(rk))
                    QCOMPARE(exact::circlesSign(a, b, ra, rk - ra), sign(dx * dx + dy * dy - s * s));
            }
        }
        QVERIFY(zeros > 1000);
    }

    // The standing rule on an arc: at the x where the circle's slope is exactly the floor
    // tangent, and at the doubles a few ulps either side (3-4-5 triangles at t = 0.75 make
    // exact zeros), the filtered sign agrees with the oracle and with the exact sum alone.
    void arcSlopeAtTheBoundary()
    {
        std::mt19937_64 rng(17);
        std::uniform_int_distribution<int> small(1, 60);
        std::uniform_real_distribution<double> any(0.01, 6.0);
        const double tangents[] = {1.0, 0.75, 0.5, std::tan(30.0 * M_PI / 180.0), std::tan(60.0 * M_PI / 180.0)};
        int zeros = 0, checked = 0;
        for (int round = 0; round < 6000; ++round) {
            const int kind = round % 3;
            const double cx = coordinate(rng, kind);
            double t = round % 7 == 6 ? any(rng) : tangents[round % 5];
            double r = kind == 2 ? any(rng) * 40 : small(rng);
            double root = r * t / std::sqrt(1 + t * t); // |x - cx| where the slope is t
            if (round % 4 == 0) {
                t = 0.75;
                r = 5.0 * small(rng);
                root = 0.6 * r; // a 3-4-5 triangle: the slope is exactly t there
            }
            for (int side : {-1, 1}) {
                double x = cx + side * root;
                for (int k = 0; k < 2; ++k)
                    x = std::nextafter(x, -1e300);
                for (int k = 0; k < 5; ++k, x = std::nextafter(x, 1e300)) {
                    const Rational d = q(x) - q(cx), tt = q(t) * q(t);
                    if (d * d > q(r) * q(r))
                        continue; // off the circle: outside the predicate's domain
                    const int want = sign(tt * (q(r) * q(r) - d * d) - d * d);
                    zeros += want == 0;
                    ++checked;
                    QCOMPARE(exact::arcSlopeSign(cx, x, r, t), want);
                    QCOMPARE(exact::arcSlopeSignSlow(cx, x, r, t), want);
                }
            }
        }
        QVERIFY(checked > 50000);
        QVERIFY(zeros > 1000);
    }

    // Distance from a point to a line against r, for points placed at distance r of the line.
    void lineDistanceAtTheBoundary()
    {
        std::mt19937_64 rng(13);
        std::uniform_int_distribution<int> whole(-3000, 3000);
        for (int round = 0; round < 20000; ++round) {
            const Vec2 a{double(whole(rng)), double(whole(rng))};
            // A 3-4-5 direction: the unit normal is rational, so points at distance r exist.
            const Vec2 b{a.x + 4.0 * (round % 7 + 1), a.y + 3.0 * (round % 7 + 1)};
            const double r = whole(rng) % 50 + 1 + (round % 3) * 0.25;
            Vec2 c{a.x + 8.0 - 0.6 * r, a.y + 6.0 + 0.8 * r}; // on the normal through a + (8, 6)
            if (round % 4 == 1)
                c.y = std::nextafter(c.y, 1e300);
            const Rational ux = q(b.x) - q(a.x), uy = q(b.y) - q(a.y);
            const Rational cr = ux * (q(c.y) - q(a.y)) - uy * (q(c.x) - q(a.x));
            QCOMPARE(exact::lineDistanceSign(a, b, c, r), sign(cr * cr - q(r) * q(r) * (ux * ux + uy * uy)));
        }
    }
};

QTEST_APPLESS_MAIN(TestExact)
#include "tst_exact.moc"
