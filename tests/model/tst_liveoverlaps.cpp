// LiveOverlaps follows edits incrementally; after any sequence of edits its state must equal
// that of a LiveOverlaps built from scratch on the same level.

#include "tests/common/TestLevels.h"
#include "model/LiveOverlaps.h"

#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace ledge;

namespace {

using test::object;

std::unique_ptr<Level> makeLevel()
{
    return test::makeLevel(40, 40, 16, {test::objectsLayer(1, QStringLiteral("A")),
                                        test::objectsLayer(2, QStringLiteral("B")),
                                        test::tilesLayer(3, QStringLiteral("T"))});
}

// Shapes on a 16 px lattice, so many of them touch exactly.
Shape randomShape(std::mt19937& rng)
{
    std::uniform_int_distribution<int> cell(0, 38), size(1, 4), kind(0, 3);
    const double x = cell(rng) * 16, y = cell(rng) * 16;
    switch (kind(rng)) {
    case 0: return Box{x, y, size(rng) * 16.0, size(rng) * 16.0};
    case 1: return Circle{x, y, size(rng) * 8.0};
    case 2: return Slope{x, y, size(rng) * 16.0, size(rng) * 16.0, size(rng) % 2 ? Rise::Left : Rise::Right,
                         size(rng) == 4};
    default: return Polygon{{{x, y}, {x + 48, y}, {x + 48, y + 48}, {x + 24, y + 16}, {x, y + 48}}};
    }
}

// Everything LiveOverlaps knows about the level, in a comparable form.
struct Snapshot {
    std::vector<std::pair<ObjectId, std::vector<ObjectId>>> partners;
    std::vector<std::pair<ObjectId, std::vector<TileOverlap>>> tiles;
    int pairs = 0;
    OverlapSet all;          // LiveOverlaps::all(), cached between changes
    bool consistent = true; // isOverlapping agrees with partners and tiles
    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const LiveOverlaps& live, const Level& level)
{
    Snapshot s;
    std::vector<ObjectId> ids;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) { ids.push_back(o.id); });
    std::sort(ids.begin(), ids.end());
    for (ObjectId id : ids) {
        if (auto p = live.partners(id); !p.empty())
            s.partners.emplace_back(id, p);
        if (auto t = live.tileOverlaps(id); !t.empty())
            s.tiles.emplace_back(id, t);
        s.consistent = s.consistent
                       && live.isOverlapping(id) == (!live.partners(id).empty() || !live.tileOverlaps(id).empty());
    }
    s.pairs = live.pairCount();
    s.all = live.all();
    return s;
}

} // namespace

class TestLiveOverlaps : public QObject {
    Q_OBJECT

private slots:
    void movingOntoAndAway()
    {
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Solid, Box{0, 0, 64, 64}));
        level->insertObject(1, object(2, Role::Solid, Box{128, 0, 64, 64}));
        LiveOverlaps live(level.get());
        QSignalSpy changed(&live, &LiveOverlaps::overlapsChanged);
        QVERIFY(!live.isOverlapping(1));

        level->setObject(object(2, Role::Solid, Box{32, 0, 64, 64}));
        QVERIFY(live.isOverlapping(1) && live.isOverlapping(2));
        QCOMPARE(live.partners(1), std::vector<ObjectId>{2});
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.last().at(0).value<QList<ObjectId>>().contains(1));
        const auto c = live.contactBetween(2, 1);
        QVERIFY(c.has_value());
        QCOMPARE(c->depth, 32.0);
        QCOMPARE(c->normal.x, 1.0);

        level->setObject(object(2, Role::Solid, Box{64, 0, 64, 64})); // touching only
        QVERIFY(!live.isOverlapping(1) && !live.isOverlapping(2));
        QCOMPARE(live.pairCount(), 0);
        QVERIFY(changed.last().at(0).value<QList<ObjectId>>().contains(1));
    }

    void roleAndLayerChanges()
    {
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Solid, Box{0, 0, 64, 64}));
        level->insertObject(2, object(2, Role::Solid, Box{32, 32, 64, 64}));
        LiveOverlaps live(level.get());
        QCOMPARE(live.pairCount(), 1);
        level->setObject(object(2, Role::Trigger, Box{32, 32, 64, 64}));
        QCOMPARE(live.pairCount(), 0);
        level->setObject(object(2, Role::Hazard, Box{32, 32, 64, 64}));
        QCOMPARE(live.pairCount(), 1);
        LayerInfo b = *level->layer(2);
        b.collides = false;
        level->setLayerInfo(2, b);
        QCOMPARE(live.pairCount(), 0);
        b.collides = true;
        level->setLayerInfo(2, b);
        QCOMPARE(live.pairCount(), 1);
        level->removeObject(1);
        QCOMPARE(live.pairCount(), 0);
        QVERIFY(!live.isOverlapping(2));
    }

    void tilesFollowPainting()
    {
        auto level = makeLevel();
        level->insertObject(1, object(1, Role::Solid, Box{20, 20, 20, 20}));
        LiveOverlaps live(level.get());
        QVERIFY(!live.isOverlapping(1));
        level->setTile(3, 1, 1, TileKind::Solid);
        QVERIFY(live.isOverlapping(1));
        QCOMPARE(live.tileOverlaps(1).front().cells, (std::vector<Cell>{{1, 1}}));
        level->setTile(3, 2, 2, TileKind::Hazard);
        QCOMPARE(live.tileOverlaps(1).front().cells, (std::vector<Cell>{{1, 1}, {2, 2}}));
        level->setTiles(3, {{{1, 1}, TileKind::Empty}, {{2, 2}, TileKind::Empty}});
        QVERIFY(!live.isOverlapping(1));
    }

    void randomEditsMatchARebuild_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {1u, 2u, 3u, 4u, 5u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void randomEditsMatchARebuild()
    {
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        auto level = makeLevel();
        LiveOverlaps live(level.get());
        std::vector<ObjectId> ids;
        std::uniform_int_distribution<int> action(0, 9), cellPick(0, 39), kindPick(0, 3);
        for (int step = 0; step < 600; ++step) {
            const int a = action(rng);
            if (a <= 2 || ids.empty()) {
                const ObjectId id = level->nextObjectId();
                const Role role = (a == 0) ? Role::Trigger : (a == 1 ? Role::Hazard : Role::Solid);
                level->insertObject(1 + LayerId(step % 2), object(id, role, randomShape(rng)));
                ids.push_back(id);
            } else if (a <= 6) {
                const ObjectId id = ids[std::size_t(rng() % ids.size())];
                LevelObject o = *level->object(id);
                o.shape = translated(o.shape, {double(int(rng() % 5) - 2) * 8, double(int(rng() % 5) - 2) * 8});
                level->setObject(o);
            } else if (a == 7) {
                const std::size_t i = rng() % ids.size();
                level->removeObject(ids[i]);
                ids.erase(ids.begin() + std::ptrdiff_t(i));
            } else if (a == 8) {
                level->setTile(3, cellPick(rng), cellPick(rng), TileKind(".#=^"[kindPick(rng)]));
            } else {
                const ObjectId id = ids[std::size_t(rng() % ids.size())];
                LevelObject o = *level->object(id);
                o.shape = randomShape(rng);
                level->setObject(o);
            }
            // Now and then fill all()'s cache, so that the next change must reset it.
            if (step % 7 == 3)
                (void)live.all();
            if (step % 50 == 49) {
                LiveOverlaps fresh(level.get());
                QCOMPARE(snapshot(live, *level), snapshot(fresh, *level));
            }
        }
        LiveOverlaps fresh(level.get());
        QCOMPARE(snapshot(live, *level), snapshot(fresh, *level));
        QVERIFY2(live.pairCount() > 0, "the random level should have some overlaps to compare");
    }
};

QTEST_GUILESS_MAIN(TestLiveOverlaps)
#include "tst_liveoverlaps.moc"
