// Exact slow paths of Exact.h: floating-point expansions.
//
// An expansion is a sum of doubles c[0] + c[1] + ... stored in increasing magnitude with no
// two components overlapping in their bits, so its sign is the sign of its last component.
// Adding a double keeps that form (grow: carry the running sum through TwoSum with each
// component, keep the non-zero round-off terms). Products of doubles enter as the exact pair
// TwoProduct(a, b) = (a*b rounded, its exact error by Dekker's split). Differences of coordinates enter as
// the exact pair TwoSum(a, -b), so nothing is assumed about the inputs beyond finiteness.

#include "Exact.h"

#include <array>
#include <cassert>
#include <cmath>

namespace ledge::exact {
namespace {

// Dekker's TwoProduct without fma (a call into libm unless the build targets FMA hardware,
// too slow for a hot path): a = hi + lo with halves of 26 bits, so every partial product is
// exact. Valid for |a| < 2^996.
struct Split {
    double hi, lo;
    explicit Split(double a)
    {
        const double c = 134217729.0 * a; // 2^27 + 1
        hi = c - (c - a);
        lo = a - hi;
    }
};
// a * b = p + e exactly, a given with its halves.
inline void twoProduct(double a, double aHi, double aLo, double b, double& p, double& e)
{
    const Split bs(b);
    p = a * b;
    e = ((aHi * bs.hi - p) + aHi * bs.lo + aLo * bs.hi) + aLo * bs.lo;
}

template <int N>
struct Expansion {
    std::array<double, N> c; // only c[0..n) is meaningful: no zeroing in the hot path
    int n = 0;

    // this += b, exactly.
    void add(double b)
    {
        double q = b;
        int k = 0;
        for (int i = 0; i < n; ++i) {
            double s, h;
            twoSum(q, c[i], s, h);
            q = s;
            if (h != 0.0)
                c[k++] = h;
        }
        if (q != 0.0) {
            assert(k < N);
            c[k++] = q;
        }
        n = k;
    }
    // this += a * b, exactly.
    void addProduct(double a, double b)
    {
        const Split as(a);
        double p, e;
        twoProduct(a, as.hi, as.lo, b, p, e);
        add(e);
        add(p);
    }
    template <int M, int K>
    void addProduct(const Expansion<M>& a, const Expansion<K>& b, double scale = 1.0)
    {
        // scale is +-1 or +-2 here: exact.
        for (int i = 0; i < a.n; ++i)
            for (int j = 0; j < b.n; ++j)
                addProduct(a.c[i] * scale, b.c[j]);
    }
    int sign() const { return n == 0 ? 0 : signOf(c[n - 1]); }
};

// a - b as an exact two-component expansion.
inline Expansion<2> diff(double a, double b)
{
    Expansion<2> e;
    e.add(a);
    e.add(-b);
    return e;
}

// cross(b - a, c - a) exactly.
Expansion<32> crossExpansion(Vec2 a, Vec2 b, Vec2 c)
{
    Expansion<32> e;
    e.addProduct(diff(b.x, a.x), diff(c.y, a.y));
    e.addProduct(diff(b.y, a.y), diff(c.x, a.x), -1.0);
    return e;
}

// |a - b|^2 exactly, with room for a few products more.
Expansion<32> squaredDistance(Vec2 a, Vec2 b)
{
    const auto dx = diff(a.x, b.x);
    const auto dy = diff(a.y, b.y);
    Expansion<32> e;
    e.addProduct(dx, dx);
    e.addProduct(dy, dy);
    return e;
}

} // namespace

int orientSlow(Vec2 a, Vec2 b, Vec2 c)
{
    // Three points on one horizontal or vertical line (common in hulls of box corners, where
    // the filter of orient() always fails) are collinear.
    if ((a.x == b.x && a.x == c.x) || (a.y == b.y && a.y == c.y))
        return 0;
    return crossExpansion(a, b, c).sign();
}

int dotSignSlow(Vec2 a, Vec2 b, Vec2 c)
{
    Expansion<32> e;
    e.addProduct(diff(b.x, a.x), diff(c.x, a.x));
    e.addProduct(diff(b.y, a.y), diff(c.y, a.y));
    return e.sign();
}

OrientAlongLine::OrientAlongLine(Vec2 a, Vec2 b, double t, bool horizontal)
    : mA(a), mB(b), mT(t), mHorizontal(horizontal)
{
    // Horizontal: orient(a, b, (u, t)) = (b.x - a.x)(t - a.y) - (b.y - a.y)(u - a.x).
    // Vertical:   orient(a, b, (t, u)) = -[(b.y - a.y)(t - a.x) - (b.x - a.x)(u - a.y)].
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double across = horizontal ? t - a.y : t - a.x;
    if (sumError(b.x, -a.x) != 0 || sumError(b.y, -a.y) != 0 || sumError(t, horizontal ? -a.y : -a.x) != 0)
        return; // not the usual case: every sign goes through orient
    const double k1 = horizontal ? dx : dy;
    mK = horizontal ? dy : dx;
    const Split k(mK);
    mKHi = k.hi;
    mKLo = k.lo;
    mU0 = horizontal ? a.x : a.y;
    mSign = horizontal ? 1 : -1;
    const Split k1s(k1);
    twoProduct(k1, k1s.hi, k1s.lo, across, mP, mPe);
    mSplit = true;
}

int OrientAlongLine::sign(double u) const
{
    if (!mSplit)
        return orient(mA, mB, mHorizontal ? Vec2{u, mT} : Vec2{mT, u});
    // u - u0 = d + de, P = p + pe and K d = q + qe exactly, so the value is
    // (p - q) + pe - qe - K de, whose first term is s + se exactly.
    double d, de, q, qe, s, se;
    twoSum(u, -mU0, d, de);
    twoProduct(mK, mKHi, mKLo, d, q, qe);
    twoSum(mP, -q, s, se);
    const double kde = mK * de;
    const double rest = std::fabs(se) + std::fabs(mPe) + std::fabs(qe) + std::fabs(kde);
    if (std::fabs(s) > rest * (1.0 + 8.0 * kEps))
        return mSign * signOf(s);
    // Too close to call: the exact sum of the parts.
    double r, re;
    twoProduct(mK, mKHi, mKLo, de, r, re);
    Expansion<8> e;
    e.add(mP);
    e.add(mPe);
    e.add(-q);
    e.add(-qe);
    e.add(-r);
    e.add(-re);
    return mSign * e.sign();
}

int distanceSignSlow(Vec2 a, Vec2 b, double r)
{
    auto e = squaredDistance(a, b);
    e.addProduct(-r, r);
    return e.sign();
}

int circlesSignSlow(Vec2 a, Vec2 b, double ra, double rb)
{
    // |a - b|^2 - ra^2 - 2 ra rb - rb^2
    auto e = squaredDistance(a, b);
    e.addProduct(-ra, ra);
    e.addProduct(-2.0 * ra, rb);
    e.addProduct(-rb, rb);
    return e.sign();
}

int lineDistanceSignSlow(Vec2 a, Vec2 b, Vec2 c, double r)
{
    // cross(u, c - a)^2 - r^2 |u|^2 with u = b - a.
    const auto cr = crossExpansion(a, b, c);
    const auto u2 = squaredDistance(b, a);
    Expansion<2> r2;
    r2.addProduct(r, r);
    Expansion<1200> e;
    e.addProduct(cr, cr);
    e.addProduct(r2, u2, -1.0);
    return e.sign();
}

int slopeSign(Vec2 a, Vec2 b, double t)
{
    if (std::isinf(t))
        return b.x != a.x ? 1 : (b.y != a.y ? -1 : 0);
    // |b.x - a.x| and |b.y - a.y| as exact expansions: the sign of a difference of doubles is
    // the comparison's.
    const double sx = b.x >= a.x ? 1.0 : -1.0, sy = b.y >= a.y ? 1.0 : -1.0;
    Expansion<16> e;
    e.addProduct(t * sx, b.x);
    e.addProduct(-t * sx, a.x);
    e.add(-sy * b.y);
    e.add(sy * a.y);
    return e.sign();
}

int arcSlopeSignSlow(double cx, double x, double r, double t)
{
    if (std::isinf(t))
        return -distanceSign({x, 0.0}, {cx, 0.0}, r); // any point but the vertical ends
    // t^2 r^2 - (t^2 + 1) d^2, d = x - cx exactly as an expansion.
    const auto d = diff(x, cx);
    Expansion<2> tt;
    tt.addProduct(t, t);
    Expansion<2> rr;
    rr.addProduct(r, r);
    Expansion<16> d2;
    d2.addProduct(d, d);
    Expansion<600> e;
    e.addProduct(tt, rr);
    e.addProduct(tt, d2, -1.0);
    for (int i = 0; i < d2.n; ++i)
        e.add(-d2.c[i]);
    return e.sign();
}

} // namespace ledge::exact
