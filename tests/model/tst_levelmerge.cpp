// Three-way merge of levels (model/LevelMerge.h): a table of base/ours/theirs edits for every
// kind of change and conflict, choices resolving conflicts, and random edit sequences on both
// sides touching different objects, whose merge must equal applying both edit lists one after
// the other, with no conflict.

#include "model/LevelFile.h"
#include "model/LevelDiff.h"
#include "model/LevelGenerator.h"
#include "model/LevelMerge.h"
#include "tests/common/LevelEdits.h"

#include <QFile>
#include <QTest>

#include <random>
#include <set>

using namespace ledge;
using namespace ledge::test;

namespace {

std::unique_ptr<Level> edited(const Level& base, const QString& script)
{
    LoadResult copy = readLevel(writeLevel(base));
    QString failed;
    if (!applyEdits(*copy.level, parseEdits(script), &failed))
        qWarning("edit does not apply: %s", qPrintable(failed));
    return std::move(copy.level);
}

QStringList keys(const std::vector<MergeConflict>& conflicts)
{
    QStringList k;
    for (const MergeConflict& c : conflicts)
        k << c.key();
    k.sort();
    return k;
}

} // namespace

class TestLevelMerge : public QObject {
    Q_OBJECT

private slots:
    void merge_data();
    void merge();
    void resolutions_data();
    void resolutions();
    void conflictsDescribeBothSides();
    void renumbersAboveEveryId();
    void randomEditsOnDifferentObjects_data();
    void randomEditsOnDifferentObjects();
};

void TestLevelMerge::merge_data()
{
    QTest::addColumn<QString>("ours");
    QTest::addColumn<QString>("theirs");
    QTest::addColumn<QString>("expected"); // applied to the base; ignored when conflicts
    QTest::addColumn<QStringList>("conflicts");
    const QStringList none;
    // One side only, or different fields: both changes are taken.
    QTest::newRow("nothing changed") << "" << "" << "" << none;
    QTest::newRow("ours only") << "move 2 10 0" << "" << "move 2 10 0" << none;
    QTest::newRow("theirs only") << "" << "role 3 hazard" << "role 3 hazard" << none;
    QTest::newRow("different objects") << "move 2 10 0" << "role 3 hazard" << "move 2 10 0; role 3 hazard" << none;
    QTest::newRow("same object, shape and name") << "move 2 10 0" << "name 2 left" << "move 2 10 0; name 2 left" << none;
    QTest::newRow("same object, shape and role") << "move 4 0 -8" << "role 4 hazard" << "move 4 0 -8; role 4 hazard" << none;
    QTest::newRow("same change on both sides") << "move 2 10 0" << "move 2 10 0" << "move 2 10 0" << none;
    QTest::newRow("different properties") << "prop 6 score 20" << "prop 6 kind gem" << "prop 6 score 20; prop 6 kind gem" << none;
    QTest::newRow("property removed, shape moved") << "unprop 6 score" << "move 6 5 0" << "unprop 6 score; move 6 5 0" << none;
    QTest::newRow("removed on one side") << "remove 3" << "" << "remove 3" << none;
    QTest::newRow("removed, other side changed another") << "remove 3" << "move 2 1 1" << "remove 3; move 2 1 1" << none;
    QTest::newRow("removed, other side only reordered it") << "remove 3" << "raise 3" << "remove 3" << none;
    QTest::newRow("removed on both sides") << "remove 3" << "remove 3" << "remove 3" << none;
    QTest::newRow("added, different ids") << "add 1 20 0 0 8 8" << "add 1 21 40 0 8 8"
                                          << "add 1 20 0 0 8 8; add 1 21 40 0 8 8" << none;
    QTest::newRow("added, same id, same object") << "add 1 20 0 0 8 8" << "add 1 20 0 0 8 8" << "add 1 20 0 0 8 8" << none;
    QTest::newRow("added, same id, different objects") << "add 1 20 0 0 8 8" << "add 1 20 40 0 8 8"
                                                       << "add 1 20 0 0 8 8; add 1 21 40 0 8 8" << none;
    QTest::newRow("added into other layers") << "add 3 20 0 0 8 8" << "add 1 21 40 0 8 8"
                                             << "add 3 20 0 0 8 8; add 1 21 40 0 8 8" << none;
    QTest::newRow("moved to another layer, moved") << "tolayer 2 3" << "move 2 0 5" << "tolayer 2 3; move 2 0 5" << none;
    QTest::newRow("moved to the same layer on both sides") << "tolayer 2 3" << "tolayer 2 3" << "tolayer 2 3" << none;
    QTest::newRow("raised, other side added") << "raise 2" << "add 1 20 0 0 8 8" << "raise 2; add 1 20 0 0 8 8" << none;
    QTest::newRow("added, other side raised") << "add 1 20 0 0 8 8" << "raise 2" << "add 1 20 0 0 8 8; raise 2" << none;
    QTest::newRow("raised different objects") << "raise 2" << "raise 4" << "raise 2; raise 4" << none;
    QTest::newRow("lowered, other side changed it") << "lower 5" << "name 5 ramp" << "lower 5; name 5 ramp" << none;
    QTest::newRow("raised the same way on both sides") << "raise 3" << "raise 3" << "raise 3" << none;
    QTest::newRow("tiles, different cells") << "tile 2 1 1 #" << "tile 2 2 1 ^" << "tile 2 1 1 #; tile 2 2 1 ^" << none;
    QTest::newRow("tiles, same cell alike") << "tile 2 1 1 =" << "tile 2 1 1 =" << "tile 2 1 1 =" << none;
    QTest::newRow("tiles, cleared and painted elsewhere") << "tile 2 10 15 ." << "tile 2 14 14 #"
                                                         << "tile 2 10 15 .; tile 2 14 14 #" << none;
    QTest::newRow("settings, different members") << "set player.gravity 1000" << "set player.jumpHeight 90"
                                                 << "set player.gravity 1000; set player.jumpHeight 90" << none;
    QTest::newRow("level name") << "set name Caves" << "move 2 1 0" << "set name Caves; move 2 1 0" << none;
    QTest::newRow("grid grown, cell painted") << "set grid.columns 50" << "tile 2 3 3 #"
                                              << "set grid.columns 50; tile 2 3 3 #" << none;
    QTest::newRow("layer renamed, object added in it") << "layername 1 Ground" << "add 1 20 0 0 8 8"
                                                       << "layername 1 Ground; add 1 20 0 0 8 8" << none;
    QTest::newRow("layer hidden and renamed") << "layerhide 3" << "layername 3 Back" << "layerhide 3; layername 3 Back" << none;
    QTest::newRow("layer removed, untouched on the other side") << "removelayer 3" << "move 2 1 0"
                                                                << "removelayer 3; move 2 1 0" << none;
    QTest::newRow("layers added, different ids") << "addlayer 4 objects A" << "addlayer 5 tiles B"
                                                 << "addlayer 4 objects A; addlayer 5 tiles B" << none;
    QTest::newRow("layers added, same id, different") << "addlayer 4 objects A; add 4 20 0 0 8 8"
                                                      << "addlayer 4 objects B; add 4 21 0 0 8 8"
                                                      << "addlayer 4 objects A; add 4 20 0 0 8 8; addlayer 5 objects B; add 5 21 0 0 8 8"
                                                      << none;
    QTest::newRow("layer moved, renamed") << "movelayer 3 0" << "layername 3 Back" << "movelayer 3 0; layername 3 Back" << none;

    // The same field changed differently on both sides.
    QTest::newRow("conflict: shape") << "move 2 10 0" << "move 2 20 0" << "" << QStringList{"object/2/shape"};
    QTest::newRow("conflict: role") << "role 3 oneway" << "role 3 hazard" << "" << QStringList{"object/3/role"};
    QTest::newRow("conflict: name") << "name 4 rock" << "name 4 stone" << "" << QStringList{"object/4/name"};
    QTest::newRow("conflict: property") << "prop 6 score 20" << "prop 6 score 30" << "" << QStringList{"object/6/properties.score"};
    QTest::newRow("conflict: property removed and changed") << "unprop 6 score" << "prop 6 score 30" << ""
                                                            << QStringList{"object/6/properties.score"};
    QTest::newRow("conflict: removed and changed") << "remove 4" << "move 4 1 1" << "" << QStringList{"object/4/removed"};
    QTest::newRow("conflict: changed and removed") << "role 4 hazard" << "remove 4" << "" << QStringList{"object/4/removed"};
    QTest::newRow("conflict: removed and moved to another layer") << "remove 2" << "tolayer 2 3" << ""
                                                                  << QStringList{"object/2/removed"};
    QTest::newRow("conflict: moved to different layers") << "tolayer 2 3" << "addlayer 4 objects X; tolayer 2 4" << ""
                                                         << QStringList{"object/2/layer"};
    QTest::newRow("conflict: order") << "raise 4" << "lower 4" << "" << QStringList{"object/4/order"};
    QTest::newRow("conflict: tile cell") << "tile 2 1 1 #" << "tile 2 1 1 ^" << "" << QStringList{"cell/2/1,1"};
    QTest::newRow("conflict: setting") << "set player.gravity 1000" << "set player.gravity 1200" << ""
                                       << QStringList{"settings/player.gravity"};
    QTest::newRow("conflict: layer name") << "layername 1 Ground" << "layername 1 Rock" << "" << QStringList{"layer/1/name"};
    QTest::newRow("conflict: layer removed, object added in it") << "removelayer 3" << "add 3 20 0 0 8 8" << ""
                                                                 << QStringList{"layer/3/removed"};
    QTest::newRow("conflict: layer removed, cell painted") << "removelayer 2" << "tile 2 0 0 #" << ""
                                                           << QStringList{"layer/2/removed"};
    QTest::newRow("conflict: several") << "move 2 10 0; set name X; tile 2 5 5 #; prop 6 score 1"
                                       << "move 2 0 10; set name Y; tile 2 5 5 =; prop 6 score 2; move 3 1 1"
                                       << "" << QStringList{"cell/2/5,5", "object/2/shape", "object/6/properties.score", "settings/name"};
}

void TestLevelMerge::merge()
{
    QFETCH(QString, ours);
    QFETCH(QString, theirs);
    QFETCH(QString, expected);
    QFETCH(QStringList, conflicts);
    const auto base = makeBaseLevel();
    const auto o = edited(*base, ours), t = edited(*base, theirs);
    const MergeResult result = mergeLevels(*base, *o, *t);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(keys(result.conflicts), conflicts);
    if (!conflicts.isEmpty()) {
        QVERIFY(!result.level);
        return;
    }
    QVERIFY(result.level);
    QCOMPARE(QString::fromUtf8(writeLevel(*result.level)), QString::fromUtf8(writeLevel(*edited(*base, expected))));
}

void TestLevelMerge::resolutions_data()
{
    QTest::addColumn<QString>("ours");
    QTest::addColumn<QString>("theirs");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("takeTheirs");
    QTest::addColumn<QString>("expected");
    QTest::newRow("shape, ours") << "move 2 10 0" << "move 2 20 0; name 3 x" << "object/2/shape" << false << "move 2 10 0; name 3 x";
    QTest::newRow("shape, theirs") << "move 2 10 0" << "move 2 20 0; name 3 x" << "object/2/shape" << true << "move 2 20 0; name 3 x";
    QTest::newRow("removed, keep the removal") << "remove 4" << "move 4 1 1" << "object/4/removed" << false << "remove 4";
    QTest::newRow("removed, keep the change") << "remove 4" << "move 4 1 1" << "object/4/removed" << true << "move 4 1 1";
    QTest::newRow("cell, theirs") << "tile 2 1 1 #" << "tile 2 1 1 ^" << "cell/2/1,1" << true << "tile 2 1 1 ^";
    QTest::newRow("setting, theirs") << "set player.gravity 1000" << "set player.gravity 1200" << "settings/player.gravity"
                                     << true << "set player.gravity 1200";
    QTest::newRow("layer removal, ours") << "removelayer 3" << "add 3 20 0 0 8 8" << "layer/3/removed" << false
                                         << "removelayer 3";
    QTest::newRow("layer removal, theirs keeps it") << "removelayer 3" << "add 3 20 0 0 8 8" << "layer/3/removed" << true
                                                    << "add 3 20 0 0 8 8";
    QTest::newRow("order, theirs") << "raise 4" << "lower 4" << "object/4/order" << true << "lower 4";
}

void TestLevelMerge::resolutions()
{
    QFETCH(QString, ours);
    QFETCH(QString, theirs);
    QFETCH(QString, key);
    QFETCH(bool, takeTheirs);
    QFETCH(QString, expected);
    const auto base = makeBaseLevel();
    const auto o = edited(*base, ours), t = edited(*base, theirs);
    const MergeResult first = mergeLevels(*base, *o, *t);
    QCOMPARE(keys(first.conflicts), QStringList{key});
    const MergeResult result = mergeLevels(*base, *o, *t, {{key, takeTheirs ? MergeSide::Theirs : MergeSide::Ours}});
    QVERIFY(result.conflicts.empty());
    QVERIFY(result.level);
    QCOMPARE(QString::fromUtf8(writeLevel(*result.level)), QString::fromUtf8(writeLevel(*edited(*base, expected))));
}

void TestLevelMerge::conflictsDescribeBothSides()
{
    const auto base = makeBaseLevel();
    const MergeResult result = mergeLevels(*base, *edited(*base, "move 2 10 0"), *edited(*base, "move 2 20 0"));
    QCOMPARE(result.conflicts.size(), std::size_t(1));
    const MergeConflict& c = result.conflicts.front();
    QCOMPARE(c.base, QStringLiteral("box 100,500 64x32"));
    QCOMPARE(c.ours, QStringLiteral("box 110,500 64x32"));
    QCOMPARE(c.theirs, QStringLiteral("box 120,500 64x32"));
    QVERIFY(c.describe().contains(c.ours) && c.describe().contains(c.theirs));
}

void TestLevelMerge::renumbersAboveEveryId()
{
    // THEIRS' colliding additions go above the largest id of all three levels, even one only
    // BASE held (removed on both sides) or only THEIRS added.
    const auto base = makeBaseLevel();
    const auto o = edited(*base, "add 1 20 0 0 8 8; add 1 21 0 0 8 8");
    const auto t = edited(*base, "add 1 21 50 0 8 8; add 1 20 60 0 8 8; add 3 30 0 0 8 8");
    const MergeResult result = mergeLevels(*base, *o, *t);
    QVERIFY(result.conflicts.empty());
    const std::vector<std::pair<ObjectId, ObjectId>> expected{{21, 31}, {20, 32}};
    QCOMPARE(result.renumbered, expected);
    QVERIFY(result.level->object(20) && result.level->object(21) && result.level->object(30));
    QCOMPARE(std::get<Box>(result.level->object(31)->shape).x, 50.0);
    QCOMPARE(std::get<Box>(result.level->object(32)->shape).x, 60.0);
}

void TestLevelMerge::randomEditsOnDifferentObjects_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<bool>("sameNewIds"); // both sides number their additions alike
    for (unsigned seed = 1; seed <= 200; ++seed)
        QTest::addRow("seed %u%s", seed, seed % 3 == 0 ? ", same new ids" : "") << seed << (seed % 3 == 0);
}

namespace {

// Edits that change something, each on an object of the side's own share. A merge sees only
// the end states, so every edit must show in the end state of its side for "apply both edit
// lists" to be the right answer: the edits come in three phases (field edits, removals and
// moves to another layer; then raises; then additions), an object is placed (raised or moved
// to another layer) at most once, and a raise must leave the object moved in its layer's
// order without undoing an earlier raise.
Edits randomEdits(std::mt19937& rng, const Level& start, std::vector<ObjectId> mine, ObjectId firstNewId, int count,
                  int tileParity, const QString& setting)
{
    auto level = readLevel(writeLevel(start)).level;
    Edits edits;
    auto pick = [&](std::size_t n) { return std::size_t(rng() % n); };
    ObjectId nextNew = firstNewId;
    std::set<ObjectId> placed;
    // Objects of BASE's layer `layer` that left the longest run of BASE's order there.
    auto movedIn = [&](LayerId layer, const std::vector<ObjectId>& order) {
        std::vector<qint64> before, after;
        for (ObjectId id : start.objectIds(layer))
            if (std::find(order.begin(), order.end(), id) != order.end())
                before.push_back(id);
        for (ObjectId id : order)
            if (start.layerOf(id) == layer)
                after.push_back(id);
        const std::vector<bool> flags = movedInOrder(before, after);
        std::set<ObjectId> moved;
        for (std::size_t i = 0; i < after.size(); ++i)
            if (flags[i])
                moved.insert(after[i]);
        return moved;
    };
    const int phaseCounts[3] = {count - count / 3, count / 6, count / 3 - count / 6};
    for (int phase = 0; phase < 3; ++phase) {
        const std::size_t target = edits.size() + std::size_t(phaseCounts[phase]);
        for (int attempts = 0; edits.size() < target && attempts < count * 20; ++attempts) {
            static const int phaseKinds[3][9] = {{0, 1, 2, 3, 4, 5, 7, 9, 10}, {8, 8, 8, 8, 8, 8, 8, 8, 8}, {6, 6, 6, 6, 6, 6, 6, 6, 6}};
            const int kind = phaseKinds[phase][pick(9)];
            const ObjectId id = mine.empty() ? 0 : mine[pick(mine.size())];
            const LevelObject* o = id ? level->object(id) : nullptr;
            if (!o && kind != 6 && kind != 9 && kind != 10)
                continue;
            const QString sid = QString::number(id);
            Edit e;
            switch (kind) {
            case 0: e.words = QStringList{"move", sid, QString::number(1 + int(rng() % 20)), QString::number(int(rng() % 9) - 4)}; break;
            case 1:
                if (shapeType(o->shape) == ShapeType::Point)
                    continue;
                e.words = QStringList{"role", sid, o->role == Role::Hazard ? "solid" : "hazard"};
                break;
            case 2: e.words = QStringList{"name", sid, QStringLiteral("n%1").arg(rng() % 100000)}; break;
            case 3: e.words = QStringList{"prop", sid, QStringLiteral("k%1").arg(rng() % 3), QString::number(rng() % 100000 + 1)}; break;
            case 4:
                if (o->properties.isEmpty())
                    continue;
                e.words = QStringList{"unprop", sid, o->properties.firstKey()};
                break;
            case 5: e.words = QStringList{"remove", sid}; break;
            case 6:
                e.words = QStringList{"add", rng() % 2 ? "1" : "2", QString::number(nextNew++), QString::number(rng() % 2000),
                                      QString::number(rng() % 2000), "16", "16"};
                break;
            case 7:
                if (placed.count(id))
                    continue;
                e.words = QStringList{"tolayer", sid, level->layerOf(id) == 1 ? "2" : "1"};
                break;
            case 8: {
                const LayerId layer = level->layerOf(id);
                if (placed.count(id) || start.layerOf(id) != layer)
                    continue;
                std::vector<ObjectId> order = level->objectIds(layer);
                const std::set<ObjectId> before = movedIn(layer, order);
                order.erase(std::find(order.begin(), order.end(), id));
                order.push_back(id);
                std::set<ObjectId> wanted = before;
                wanted.insert(id);
                if (movedIn(layer, order) != wanted || before.count(id))
                    continue;
                e.words = QStringList{"raise", sid};
                break;
            }
            case 9: {
                const TileGrid& g = level->tiles(3);
                const int c = int(pick(std::size_t(g.columns / 2))) * 2 + tileParity, r = int(pick(std::size_t(g.rows)));
                const char kinds[] = {'.', '#', '=', '^'};
                char k = kinds[pick(4)];
                if (tileKindChar(level->tile(3, c, r)) == QLatin1Char(k))
                    k = level->tile(3, c, r) == TileKind::Empty ? '#' : '.';
                e.words = QStringList{"tile", "3", QString::number(c), QString::number(r), QString(QLatin1Char(k))};
                break;
            }
            case 10: e.words = QStringList{"set", setting, QString::number(500 + rng() % 1000)}; break;
            }
            if (!applyEdit(*level, e))
                continue;
            if (kind == 5)
                mine.erase(std::find(mine.begin(), mine.end(), id));
            if (kind == 6)
                mine.push_back(e.words[2].toLongLong());
            if (kind == 7 || kind == 8)
                placed.insert(id);
            edits.push_back(e);
        }
    }
    return edits;
}

} // namespace

void TestLevelMerge::randomEditsOnDifferentObjects()
{
    QFETCH(unsigned, seed);
    QFETCH(bool, sameNewIds);
    GeneratorOptions options;
    options.shapes = 60;
    options.seed = seed;
    options.tiles = true;
    const auto base = generateLevel(options);
    std::mt19937 rng(seed);
    // Each object belongs to one side.
    std::vector<ObjectId> ours, theirs;
    base->forEachObject([&](const LayerInfo&, const LevelObject& o) { (rng() % 2 ? ours : theirs).push_back(o.id); });
    const int count = 1 + int(rng() % 25);
    const Edits ourEdits = randomEdits(rng, *base, ours, 1000, count, 0, QStringLiteral("player.gravity"));
    const Edits theirEdits =
        randomEdits(rng, *base, theirs, sameNewIds ? 1000 : 2000, 1 + int(rng() % 25), 1, QStringLiteral("player.jumpHeight"));
    auto o = readLevel(writeLevel(*base)).level;
    auto t = readLevel(writeLevel(*base)).level;
    QVERIFY(applyEdits(*o, ourEdits));
    QVERIFY(applyEdits(*t, theirEdits));

    const MergeResult result = mergeLevels(*base, *o, *t);
    QStringList script;
    for (const Edit& e : ourEdits)
        script << QStringLiteral("ours: ") + e.toString();
    for (const Edit& e : theirEdits)
        script << QStringLiteral("theirs: ") + e.toString();
    if (!result.conflicts.empty())
        QFAIL(qPrintable(result.conflicts.front().describe() + u'\n' + script.join(u'\n')));
    QVERIFY(result.level);
    if (!sameNewIds)
        QVERIFY(result.renumbered.empty());

    // The oracle: OURS' edits, then THEIRS' (their renumbered additions under the new ids).
    const std::map<qint64, qint64> ids(result.renumbered.begin(), result.renumbered.end());
    auto expected = readLevel(writeLevel(*o)).level;
    for (const Edit& e : theirEdits)
        QVERIFY2(applyEdit(*expected, renumbered(e, ids)), qPrintable(e.toString()));
    const QString merged = QString::fromUtf8(writeLevel(*result.level));
    const QString wanted = QString::fromUtf8(writeLevel(*expected));
    if (merged != wanted) {
        qWarning("%s", qPrintable(script.join(u'\n')));
        if (qEnvironmentVariableIsSet("LEDGE_DUMP")) {
            QFile a(QStringLiteral("/tmp/merged.ledge")), b(QStringLiteral("/tmp/wanted.ledge"));
            if (a.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly)) {
                a.write(merged.toUtf8());
                b.write(wanted.toUtf8());
            }
        }
    }
    QCOMPARE(merged, wanted);
}

QTEST_GUILESS_MAIN(TestLevelMerge)
#include "tst_levelmerge.moc"
