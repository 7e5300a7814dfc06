// The generator behind `ledge-cli generate` and the big-level benchmarks: the same options give
// the same level, the shape count is what was asked, the overlap share is about what was asked,
// and the level is a fair test: the spawn is free and every target can be reached, in both
// movement modes, with and without tiles.

#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/Validator.h"

#include <QTest>

using namespace ledge;

Q_DECLARE_METATYPE(ledge::MovementMode)

class TestLevelGenerator : public QObject {
    Q_OBJECT

private slots:
    void fairLevel_data();
    void fairLevel();
};

void TestLevelGenerator::fairLevel_data()
{
    QTest::addColumn<MovementMode>("mode");
    QTest::addColumn<bool>("tiles");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("shapes");
    for (MovementMode mode : {MovementMode::Platformer, MovementMode::TopDown})
        for (bool tiles : {false, true})
            for (unsigned seed : {1u, 2u})
                QTest::addRow("%s%s seed %u", mode == MovementMode::Platformer ? "platformer" : "top-down",
                              tiles ? " tiles" : "", seed)
                    << mode << tiles << seed << 400;
}

void TestLevelGenerator::fairLevel()
{
    QFETCH(MovementMode, mode);
    QFETCH(bool, tiles);
    QFETCH(unsigned, seed);
    QFETCH(int, shapes);
    GeneratorOptions options;
    options.mode = mode;
    options.tiles = tiles;
    options.seed = seed;
    options.shapes = shapes;
    const std::unique_ptr<Level> level = generateLevel(options);
    QCOMPARE(writeLevel(*level), writeLevel(*generateLevel(options)));
    // The shapes, the floor, the spawn and the targets.
    QCOMPARE(level->objectCount(), shapes + 1 + 1 + options.targets);

    const ValidationReport report = Validator(*level).run();
    int overlaps = 0;
    for (const Issue& issue : report.issues) {
        QVERIFY2(issue.code != QLatin1String(IssueCode::SpawnBlocked), qPrintable(issue.message));
        QVERIFY2(issue.code != QLatin1String(IssueCode::TargetUnreachable), qPrintable(issue.message));
        QVERIFY2(issue.code != QLatin1String(IssueCode::OutOfBounds), qPrintable(issue.message));
        if (issue.code == QLatin1String(IssueCode::Overlap) && issue.objects.size() == 2)
            ++overlaps;
    }
    QVERIFY(report.reachability);
    QCOMPARE(int(report.reachability->reached.size()), options.targets);
    // 5% of the shapes grow into their neighbour; most of those then overlap it.
    QVERIFY2(overlaps >= shapes * 2 / 100 && overlaps <= shapes * 8 / 100, qPrintable(QString::number(overlaps)));
}

QTEST_GUILESS_MAIN(TestLevelGenerator)
#include "tst_levelgenerator.moc"
