#pragma once
// Exact signs of the few polynomials the narrow phase decides on (internal to collision/).
//
// Every predicate first evaluates its polynomial in plain doubles and returns that sign when
// it is larger than a bound on the rounding error (the usual case, a handful of flops). Only
// when the value is too close to zero does it recompute the polynomial exactly as a floating
// point expansion (a sum of non-overlapping doubles built with error-free TwoSum and
// Dekker's TwoProduct), whose sign is the sign of its largest component. So the answers are
// exact for every finite input (no epsilon anywhere), including coordinates around 1e6 and
// shapes smaller than 1e-3; only overflow/underflow (|x| > 1e150 or < 1e-150) is out of scope.

#include "Vec2.h"

#include <cmath>
#include <limits>

namespace ledge::exact {

// Unit roundoff of double (2^-53).
inline constexpr double kEps = 1.1102230246251565e-16;

int orientSlow(Vec2 a, Vec2 b, Vec2 c);
int dotSignSlow(Vec2 a, Vec2 b, Vec2 c);
int distanceSignSlow(Vec2 a, Vec2 b, double r);
int circlesSignSlow(Vec2 a, Vec2 b, double ra, double rb);
int lineDistanceSignSlow(Vec2 a, Vec2 b, Vec2 c, double r);
int arcSlopeSignSlow(double cx, double x, double r, double t);

// Sign of t |b.x - a.x| - |b.y - a.y|: >= 0 when the segment ab rises at most t units per
// unit of run (a floor for a floor tangent t). Exact; t = +inf accepts every non-vertical
// segment.
int slopeSign(Vec2 a, Vec2 b, double t);
inline int signOf(double v) { return (v > 0.0) - (v < 0.0); }

// a + b = s + e exactly (Knuth's TwoSum, no branch): the expansions of Exact.cpp and the
// directed sums below are built on it.
inline void twoSum(double a, double b, double& s, double& e)
{
    s = a + b;
    const double bv = s - a;
    const double av = s - bv;
    e = (a - av) + (b - bv);
}

// The error of the rounded a + c: zero exactly when the sum is a double.
inline double sumError(double a, double c)
{
    double s, e;
    twoSum(a, c, s, e);
    return e;
}

// Directed rounding, written once: a + c rounded down / up (the rounded sum, moved one ulp when
// the rounding went the other way, which sumError tells). Both are the sum itself when it is a
// double (sumIsExact).
inline double addDown(double a, double c)
{
    const double s = a + c;
    return sumError(a, c) < 0 ? std::nextafter(s, -std::numeric_limits<double>::infinity()) : s;
}
inline double addUp(double a, double c)
{
    const double s = a + c;
    return sumError(a, c) > 0 ? std::nextafter(s, std::numeric_limits<double>::infinity()) : s;
}
inline bool sumIsExact(double a, double c) { return sumError(a, c) == 0; }

// Sign of t^2 (r^2 - d^2) - d^2 with d = x - cx, |d| <= r: >= 0 when the circle of radius r
// centred at cx (in x) rises at most t units per unit of run at the point of its upper half
// above x. Exact.
inline int arcSlopeSign(double cx, double x, double r, double t)
{
    // t^2 r^2 - (t^2 + 1) d^2 in doubles: each product within 3 (the first) and 6 (the second)
    // roundings of the true one, the difference one more, so the error is below
    // 8 eps (A + B); twice that for the bound. An infinite t (or an overflow) makes a NaN or an
    // infinite bound, and the exact sum decides.
    const double d = x - cx;
    const double tt = t * t;
    const double a = tt * (r * r);
    const double b = (tt + 1.0) * (d * d);
    const double v = a - b;
    const double bound = 16.0 * kEps * (a + b);
    if (v > bound || -v > bound)
        return signOf(v);
    return arcSlopeSignSlow(cx, x, r, t);
}

// Sign of cross(b - a, c - a): > 0 when c is on the left of a->b in y-up maths terms
// (clockwise on screen), 0 when the three points are collinear.
inline int orient(Vec2 a, Vec2 b, Vec2 c)
{
    const double l = (b.x - a.x) * (c.y - a.y);
    const double r = (b.y - a.y) * (c.x - a.x);
    const double det = l - r;
    // Error of the double evaluation: <= (3 eps + 16 eps^2) (|l| + |r|) (Shewchuk's bound).
    const double bound = 3.0000000000000018 * kEps * (std::fabs(l) + std::fabs(r));
    if (det > bound || -det > bound)
        return signOf(det);
    return orientSlow(a, b, c);
}

// orient(a, b, q) for the points q of one axis-parallel line: q = (u, t) when horizontal, (t, u)
// otherwise. On the line the polynomial is linear in u, P - K (u - u0), so what does not depend
// on u is computed once; bracketing a crossing evaluates it many times at points a few ulps
// from its root, where the general filter of orient always fails. Exact like orient.
class OrientAlongLine {
public:
    OrientAlongLine(Vec2 a, Vec2 b, double t, bool horizontal);
    int sign(double u) const;

private:
    Vec2 mA, mB;
    double mT;
    bool mHorizontal;
    bool mSplit = false; // the differences are exact, P is mP + mPe exactly
    double mP = 0, mPe = 0, mK = 0, mU0 = 0;
    double mKHi = 0, mKLo = 0; // mK in two halves of 26 bits (Dekker's split)
    int mSign = 1;             // +1 horizontal, -1 vertical: orient = mSign (P - K (u - u0))
};

// Sign of dot(b - a, c - a).
inline int dotSign(Vec2 a, Vec2 b, Vec2 c)
{
    const double l = (b.x - a.x) * (c.x - a.x);
    const double r = (b.y - a.y) * (c.y - a.y);
    const double v = l + r;
    const double bound = 8.0 * kEps * (std::fabs(l) + std::fabs(r));
    if (v > bound || -v > bound)
        return signOf(v);
    return dotSignSlow(a, b, c);
}

// Sign of |a - b|^2 - r^2.
inline int distanceSign(Vec2 a, Vec2 b, double r)
{
    const double dx = a.x - b.x;
    const double dy = a.y - b.y;
    const double d2 = dx * dx + dy * dy;
    const double r2 = r * r;
    const double v = d2 - r2;
    const double bound = 8.0 * kEps * (d2 + r2);
    if (v > bound || -v > bound)
        return signOf(v);
    return distanceSignSlow(a, b, r);
}

// Sign of |a - b|^2 - (ra + rb)^2 (two circles: < 0 overlap, 0 tangent, > 0 apart).
inline int circlesSign(Vec2 a, Vec2 b, double ra, double rb)
{
    const double dx = a.x - b.x;
    const double dy = a.y - b.y;
    const double d2 = dx * dx + dy * dy;
    const double s = ra + rb;
    const double s2 = s * s;
    const double v = d2 - s2;
    const double bound = 8.0 * kEps * (d2 + s2);
    if (v > bound || -v > bound)
        return signOf(v);
    return circlesSignSlow(a, b, ra, rb);
}

// Sign of dist(c, line ab)^2 - r^2, computed without division as
// cross(b - a, c - a)^2 - r^2 |b - a|^2. a != b.
inline int lineDistanceSign(Vec2 a, Vec2 b, Vec2 c, double r)
{
    const double ux = b.x - a.x, uy = b.y - a.y;
    const double l = ux * (c.y - a.y);
    const double rr = uy * (c.x - a.x);
    const double cr = l - rr;
    const double m = std::fabs(l) + std::fabs(rr);
    const double u2 = ux * ux + uy * uy;
    const double r2u2 = r * r * u2;
    const double v = cr * cr - r2u2;
    // cr has absolute error <= 3 eps m; squaring adds <= 7 eps m^2; r^2 |u|^2 has relative
    // error <= 6 eps. 16 eps covers both with room.
    const double bound = 16.0 * kEps * (m * m + r2u2);
    if (v > bound || -v > bound)
        return signOf(v);
    return lineDistanceSignSlow(a, b, c, r);
}

} // namespace ledge::exact
