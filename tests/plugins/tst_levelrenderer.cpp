// model/LevelRenderer: what the picture shows where, with and without the overlays.

#include "tests/common/TestLevels.h"
#include "model/LevelRenderer.h"

#include <QTest>

using namespace ledge;

namespace {

// Two solids overlapping in [60,80]x[40,60], a floor, a spawn and two targets: one on the
// floor (reachable), one sealed in a box of solids (unreachable).
std::unique_ptr<Level> makeLevel()
{
    auto level = test::makeLevel(20, 10, 20, {test::objectsLayer(1, QStringLiteral("L"))});
    auto add = [&](ObjectId id, Role role, Shape shape) {
        level->insertObject(1, test::object(id, role, shape));
    };
    add(1, Role::Solid, Box{20, 20, 60, 40});
    add(2, Role::Solid, Box{60, 40, 60, 40});
    add(3, Role::Solid, Box{0, 180, 400, 20});
    add(4, Role::Spawn, Point{200, 180});
    add(5, Role::Goal, Box{300, 160, 10, 20});
    add(6, Role::Solid, Box{340, 20, 60, 10}); // a sealed pocket: roof, walls, floor
    add(7, Role::Solid, Box{340, 30, 10, 40});
    add(8, Role::Solid, Box{390, 30, 10, 40});
    add(9, Role::Solid, Box{340, 70, 60, 10});
    add(10, Role::Pickup, Point{370, 50});
    return level;
}

bool reddish(QRgb c)
{
    return qRed(c) > qGreen(c) + 60 && qRed(c) > qBlue(c) + 60;
}

bool greenish(QRgb c)
{
    return qGreen(c) > qRed(c) + 40 && qGreen(c) > qBlue(c) + 20;
}

} // namespace

class TestLevelRenderer : public QObject {
    Q_OBJECT

private slots:
    void sizeFollowsScale_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<QSize>("size");
        QTest::newRow("1") << 1.0 << QSize(400, 200);
        QTest::newRow("2") << 2.0 << QSize(800, 400);
        QTest::newRow("0.25") << 0.25 << QSize(100, 50);
        QTest::newRow("invalid scale means 1") << -3.0 << QSize(400, 200);
    }
    void sizeFollowsScale()
    {
        QFETCH(double, scale);
        QFETCH(QSize, size);
        const auto level = makeLevel();
        RenderOptions options;
        options.scale = scale;
        QCOMPARE(renderLevel(*level, options).size(), size);
    }

    void overlays_data()
    {
        QTest::addColumn<bool>("issues");
        QTest::addColumn<bool>("reach");
        QTest::addColumn<QPoint>("at");       // level units, scale 1
        QTest::addColumn<QString>("expected"); // "red", "green", "plain" (neither)
        QTest::newRow("overlap region shaded") << true << false << QPoint(70, 50) << "red";
        QTest::newRow("overlap not shaded without overlay") << false << false << QPoint(70, 50) << "plain";
        QTest::newRow("non-overlapping part of a box stays plain") << true << false << QPoint(35, 30) << "plain";
        QTest::newRow("reachable goal tinted green") << false << true << QPoint(305, 170) << "green";
        QTest::newRow("unreachable pickup tinted red") << false << true << QPoint(370, 50) << "red";
        QTest::newRow("no tint without overlay") << false << false << QPoint(305, 170) << "plain";
    }
    void overlays()
    {
        QFETCH(bool, issues);
        QFETCH(bool, reach);
        QFETCH(QPoint, at);
        QFETCH(QString, expected);
        const auto level = makeLevel();
        RenderOptions options;
        options.issues = issues;
        options.reachability = reach;
        const QImage image = renderLevel(*level, options);
        const QRgb c = image.pixel(at);
        if (expected == u"red")
            QVERIFY2(reddish(c), qPrintable(QColor(c).name()));
        else if (expected == u"green")
            QVERIFY2(greenish(c), qPrintable(QColor(c).name()));
        else
            QVERIFY2(!reddish(c) && !greenish(c), qPrintable(QColor(c).name()));
    }

    void hiddenLayersAreNotDrawn()
    {
        auto level = makeLevel();
        LayerInfo info = level->layerAt(0);
        const QImage shown = renderLevel(*level);
        info.visible = false;
        level->setLayerInfo(info.id, info);
        const QImage hidden = renderLevel(*level);
        QVERIFY(shown.pixel(10, 190) != hidden.pixel(10, 190)); // the floor
    }
};

QTEST_GUILESS_MAIN(TestLevelRenderer)
#include "tst_levelrenderer.moc"
