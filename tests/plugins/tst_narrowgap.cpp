// The narrow-gap rule (plugins/rules) against every pair of solid pieces, on seeded random
// levels: the rule pairs each piece only with those its grid puts near it, and must find every
// gap the plain all-pairs check finds, each once.

#include "PluginTestSupport.h"

#include "collision/TileGrid.h"

#include <QObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <tuple>

using namespace ledge;

namespace {

const RulePluginInterface* narrowGapRule()
{
    for (const auto& rule : test::builtInPlugins().rules())
        if (rule.object->code() == QStringLiteral("narrow-gap"))
            return rule.object;
    return nullptr;
}

// What an issue says, in an order that does not depend on how it was found.
using Found = std::tuple<std::vector<ObjectId>, QString, double, double, double, double>;

Found found(const Issue& i)
{
    return {i.objects, i.message, i.focus.minX, i.focus.minY, i.focus.maxX, i.focus.maxY};
}

struct Piece {
    Aabb box;
    ObjectId id = 0;
};

// Every pair of pieces, by the rule's documented test: apart along one axis by less than the
// player's size along it, their ranges overlapping along the other; tile runs of one grid
// are never paired with each other.
std::vector<Found> allPairs(const Level& level)
{
    std::vector<Piece> pieces;
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        if (!info.collides)
            continue;
        if (info.type == LayerType::Tiles) {
            const TileGrid& grid = level.tiles(info.id);
            for (const CellRect& r : mergeCells(grid))
                if (r.kind == TileKind::Solid)
                    pieces.push_back({{r.column0 * grid.cellSize, r.row0 * grid.cellSize, r.column1 * grid.cellSize,
                                       r.row1 * grid.cellSize},
                                      0});
            continue;
        }
        for (ObjectId id : level.objectIds(info.id))
            if (const LevelObject* o = level.object(id); o && (o->role == Role::Solid || o->role == Role::OneWay))
                pieces.push_back({bounds(o->shape), id});
    }
    const double pw = level.player().width, ph = level.player().height;
    std::vector<Found> out;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        for (std::size_t j = i + 1; j < pieces.size(); ++j) {
            if (pieces[i].id == 0 && pieces[j].id == 0)
                continue;
            const Aabb &a = pieces[i].box, &b = pieces[j].box;
            const double gapX = std::max(a.minX - b.maxX, b.minX - a.maxX);
            const double gapY = std::max(a.minY - b.maxY, b.minY - a.maxY);
            double gap = 0;
            QString axis;
            if (gapY < 0 && gapX > 0 && gapX < pw) {
                gap = gapX;
                axis = QStringLiteral("wide");
            } else if (gapX < 0 && gapY > 0 && gapY < ph) {
                gap = gapY;
                axis = QStringLiteral("high");
            } else {
                continue;
            }
            std::vector<ObjectId> objects;
            for (ObjectId id : {pieces[i].id, pieces[j].id})
                if (id)
                    objects.push_back(id);
            std::sort(objects.begin(), objects.end());
            QStringList names;
            for (ObjectId id : objects)
                names << QStringLiteral("#%1").arg(id);
            if (objects.size() < 2)
                names << QStringLiteral("tiles");
            const QString message = QStringLiteral("%1 and %2 leave a gap %3 units %4, too narrow for the player")
                                        .arg(names.value(0), names.value(1))
                                        .arg(gap)
                                        .arg(axis);
            out.emplace_back(objects, message, std::min(a.minX, b.minX), std::min(a.minY, b.minY),
                             std::max(a.maxX, b.maxX), std::max(a.maxY, b.maxY));
        }
    return out;
}

// A crowded level: small boxes, circles, slopes and polygons on a coarse lattice (so that many
// sit a few units apart), a few long floors and walls across it, one-way platforms, shapes
// that do not collide (hazards, a hidden layer that does not collide), and solid tiles.
std::unique_ptr<Level> randomLevel(unsigned seed, int shapes)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = 16;
    grid.columns = 80;
    grid.rows = 60;
    level->setGrid(grid);
    level->insertLayer(0, LayerInfo{1, QStringLiteral("Solids"), LayerType::Objects, true, false, true, {}});
    level->insertLayer(1, LayerInfo{2, QStringLiteral("Ghosts"), LayerType::Objects, true, false, false, {}});
    level->insertLayer(2, LayerInfo{3, QStringLiteral("Tiles"), LayerType::Tiles, true, false, true, {}});
    ObjectId id = 1;
    auto add = [&](LayerId layer, Role role, Shape shape) {
        LevelObject o;
        o.id = id++;
        o.role = role;
        o.shape = std::move(shape);
        level->insertObject(layer, o);
    };
    const double w = grid.cellSize * grid.columns, h = grid.cellSize * grid.rows;
    for (int k = 0; k < shapes; ++k) {
        const double x = std::floor(unit(rng) * w / 8) * 8 + (unit(rng) < 0.3 ? unit(rng) * 8 : 0);
        const double y = std::floor(unit(rng) * h / 8) * 8;
        const double r = unit(rng);
        const Role role = r < 0.08 ? Role::OneWay : r < 0.14 ? Role::Hazard : Role::Solid;
        const int kind = int(unit(rng) * 5);
        if (k % 50 == 0) {
            add(1, Role::Solid, unit(rng) < 0.5 ? Shape{Box{0, y, w, 16}} : Shape{Box{x, 0, 16, h}});
        } else if (kind == 0) {
            add(1, role, Circle{x, y, 4 + unit(rng) * 20});
        } else if (kind == 1) {
            add(1, role, Slope{x, y, 16 + unit(rng) * 48, 8 + unit(rng) * 40, unit(rng) < 0.5 ? Rise::Left : Rise::Right,
                               unit(rng) < 0.3});
        } else if (kind == 2) {
            add(1, role, Polygon{{{x, y}, {x + 30, y + 5}, {x + 20, y + 40}}});
        } else {
            add(unit(rng) < 0.1 ? 2 : 1, role, Box{x, y, 8 + unit(rng) * 56, 8 + unit(rng) * 56});
        }
    }
    for (int k = 0; k < 60; ++k)
        level->setTile(3, int(unit(rng) * grid.columns), int(unit(rng) * grid.rows), TileKind::Solid);
    return level;
}

// The rule's issues and those of every pair, as sets; empty when the same, else what differs.
QString againstEveryPair(const Level& level, std::size_t* gaps = nullptr)
{
    const RulePluginInterface* rule = narrowGapRule();
    if (!rule)
        return QStringLiteral("no narrow-gap rule");
    const RuleResult result = PluginManager::run(*rule, level);
    if (!result.error.isEmpty())
        return result.error;
    // The rule lists its issues by their objects.
    if (!std::is_sorted(result.issues.begin(), result.issues.end(),
                        [](const Issue& a, const Issue& b) { return a.objects < b.objects; }))
        return QStringLiteral("issues not sorted by their objects");
    std::vector<Found> got;
    for (const Issue& i : result.issues)
        got.push_back(found(i));
    std::vector<Found> expected = allPairs(level);
    std::sort(got.begin(), got.end());
    std::sort(expected.begin(), expected.end());
    if (gaps)
        *gaps = expected.size();
    if (got != expected)
        return QStringLiteral("%1 issues, %2 gaps between pairs").arg(got.size()).arg(expected.size());
    return {};
}

} // namespace

class TestNarrowGap : public QObject {
    Q_OBJECT

private slots:
    void sameGapsAsEveryPair()
    {
        std::size_t total = 0;
        for (unsigned seed = 1; seed <= 12; ++seed) {
            std::size_t gaps = 0;
            const QString diff = againstEveryPair(*randomLevel(seed, seed % 3 == 0 ? 1500 : 300), &gaps);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(diff)));
            total += gaps;
        }
        qInfo("%zu gaps on 12 levels", total);
        QVERIFY(total > 1000); // crowded enough to pair many pieces
    }

    // A shape whose bounds are not finite (reported as invalid by its own rule) leaves the rule
    // on the plain sweep, with the same answer for the others.
    void notFiniteBoundsFallBack()
    {
        auto level = randomLevel(99, 200);
        LevelObject bad;
        bad.id = 100000;
        bad.role = Role::Solid;
        bad.shape = Box{std::numeric_limits<double>::infinity(), 10, 10, 10};
        level->insertObject(1, bad);
        std::size_t gaps = 0;
        const QString diff = againstEveryPair(*level, &gaps);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(gaps > 0);
    }
};

QTEST_MAIN(TestNarrowGap)
#include "tst_narrowgap.moc"
