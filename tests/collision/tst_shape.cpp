// bounds(), slopeTriangle() and translated() for every shape kind.

#include "collision/Shape.h"

#include <QTest>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::Shape)
Q_DECLARE_METATYPE(ledge::Aabb)
Q_DECLARE_METATYPE(ledge::Slope)

namespace {
using Corners = std::array<Vec2, 3>;
}
Q_DECLARE_METATYPE(Corners)

class TestShape : public QObject {
    Q_OBJECT

private slots:
    void boundsOf_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<Aabb>("expected");
        QTest::newRow("box") << Shape(Box{1, 2, 3, 4}) << Aabb{1, 2, 4, 6};
        QTest::newRow("circle") << Shape(Circle{10, 20, 5}) << Aabb{5, 15, 15, 25};
        QTest::newRow("slope is its box") << Shape(Slope{0, 0, 32, 16, Rise::Left, true})
                                          << Aabb{0, 0, 32, 16};
        QTest::newRow("concave polygon")
            << Shape(Polygon{{{0, 0}, {4, 2}, {8, 0}, {6, 9}, {-1, 5}}}) << Aabb{-1, 0, 8, 9};
        QTest::newRow("point is an empty box") << Shape(Point{3, 7}) << Aabb{3, 7, 3, 7};
        QTest::newRow("polygon without points") << Shape(Polygon{}) << Aabb{};
        QTest::newRow("box at 1e6") << Shape(Box{1e6, 1e6, 0.5, 0.25})
                                    << Aabb{1e6, 1e6, 1e6 + 0.5, 1e6 + 0.25};
    }
    void boundsOf()
    {
        QFETCH(Shape, shape);
        QFETCH(Aabb, expected);
        QCOMPARE(bounds(shape), expected);
    }

    // Inexact sums round outwards, so the bounds always contain the circle.
    void circleBoundsContainInexactCircles_data()
    {
        QTest::addColumn<double>("c");
        QTest::addColumn<double>("r");
        QTest::newRow("0.1 r 0.2") << 0.1 << 0.2;
        QTest::newRow("0.7 r 0.1") << 0.7 << 0.1;
        QTest::newRow("1e6+0.1 r 1e-4") << 1e6 + 0.1 << 1e-4;
    }
    void circleBoundsContainInexactCircles()
    {
        QFETCH(double, c);
        QFETCH(double, r);
        const Aabb b = bounds(Circle{c, c, r});
        // c + r == s + e exactly (TwoSum); maxX and s are neighbours, so maxX - s is exact.
        auto twoSumError = [](double x, double y, double s) {
            const double yv = s - x;
            return (x - (s - yv)) + (y - yv);
        };
        const double hi = c + r;
        QVERIFY(b.maxX - hi >= twoSumError(c, r, hi));
        const double lo = c - r;
        QVERIFY(lo - b.minX >= -twoSumError(c, -r, lo));
    }

    void slopeCorners_data()
    {
        QTest::addColumn<Slope>("slope");
        QTest::addColumn<Corners>("corners");
        QTest::newRow("rise right") << Slope{1, 2, 10, 20, Rise::Right, false}
                                    << Corners{Vec2{1, 22}, Vec2{11, 2}, Vec2{11, 22}};
        QTest::newRow("rise left") << Slope{1, 2, 10, 20, Rise::Left, false}
                                   << Corners{Vec2{1, 2}, Vec2{11, 22}, Vec2{1, 22}};
        QTest::newRow("rise right, ceiling") << Slope{1, 2, 10, 20, Rise::Right, true}
                                             << Corners{Vec2{1, 2}, Vec2{11, 2}, Vec2{11, 22}};
        QTest::newRow("rise left, ceiling") << Slope{1, 2, 10, 20, Rise::Left, true}
                                            << Corners{Vec2{1, 2}, Vec2{11, 2}, Vec2{1, 22}};
    }
    void slopeCorners()
    {
        QFETCH(Slope, slope);
        QFETCH(Corners, corners);
        QCOMPARE(slopeTriangle(slope), corners);
    }

    void translate_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<Shape>("expected");
        QTest::newRow("box") << Shape(Box{1, 2, 3, 4}) << Shape(Box{4, 0, 3, 4});
        QTest::newRow("circle keeps its radius") << Shape(Circle{1, 2, 5}) << Shape(Circle{4, 0, 5});
        QTest::newRow("slope keeps rise and ceiling") << Shape(Slope{1, 2, 3, 4, Rise::Left, true})
                                                      << Shape(Slope{4, 0, 3, 4, Rise::Left, true});
        QTest::newRow("polygon moves every point")
            << Shape(Polygon{{{0, 0}, {1, 0}, {0, 1}}})
            << Shape(Polygon{{{3, -2}, {4, -2}, {3, -1}}});
        QTest::newRow("point") << Shape(Point{1, 1}) << Shape(Point{4, -1});
    }
    void translate()
    {
        QFETCH(Shape, shape);
        QFETCH(Shape, expected);
        QCOMPARE(translated(shape, Vec2{3, -2}), expected);
        QCOMPARE(shapeType(translated(shape, Vec2{3, -2})), shapeType(shape));
    }
};

QTEST_APPLESS_MAIN(TestShape)
#include "tst_shape.moc"
