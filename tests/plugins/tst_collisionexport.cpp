// The collision export: per role, the union of the exported pieces is exactly the union of the
// level's collision geometry (checked point by point against the level drawn independently),
// runs of tiles become single boxes, and what does not collide is left out.

#include "PluginTestSupport.h"
#include "collision/Validity.h"
#include "model/LevelGenerator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;
using namespace ledge::test;

namespace {

QPainterPath shapePath(const Shape& s)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    if (const Box* b = std::get_if<Box>(&s))
        path.addRect(b->x, b->y, b->w, b->h);
    else if (const Circle* c = std::get_if<Circle>(&s))
        path.addEllipse(QPointF(c->x, c->y), c->r, c->r);
    else if (const Polygon* p = std::get_if<Polygon>(&s)) {
        QPolygonF poly;
        for (Vec2 q : p->points)
            poly << QPointF(q.x, q.y);
        path.addPolygon(poly);
        path.closeSubpath();
    } else if (const Slope* sl = std::get_if<Slope>(&s)) {
        QPolygonF poly;
        for (Vec2 q : slopeTriangle(*sl))
            poly << QPointF(q.x, q.y);
        path.addPolygon(poly);
        path.closeSubpath();
    }
    return path;
}

// The level's own geometry of one role, asked point by point: tile cells by their grid, shapes
// by Qt's path containment.
struct LevelSide {
    const Level* level;
    std::map<QString, std::vector<QPainterPath>> paths; // by role name
    explicit LevelSide(const Level& l) : level(&l)
    {
        l.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
            // Unsound shapes (a negative radius) take part in no collision.
            if (layer.collides && isCollidable(o.role) && !std::holds_alternative<Point>(o.shape)
                && checkShape(o.shape) == ShapeProblem::None)
                paths[roleName(o.role)].push_back(shapePath(o.shape));
        });
    }
    bool inside(const QString& role, QPointF p) const
    {
        for (int i = 0; i < level->layerCount(); ++i) {
            const LayerInfo& info = level->layerAt(i);
            if (info.type != LayerType::Tiles || !info.collides)
                continue;
            const TileGrid& g = level->tiles(info.id);
            const int c = int(std::floor(p.x() / g.cellSize)), r = int(std::floor(p.y() / g.cellSize));
            if (c >= 0 && r >= 0 && c < g.columns && r < g.rows) {
                const TileKind k = g.at(c, r);
                if ((k == TileKind::Solid && role == u"solid") || (k == TileKind::OneWay && role == u"oneway")
                    || (k == TileKind::Hazard && role == u"hazard"))
                    return true;
            }
        }
        auto it = paths.find(role);
        if (it == paths.end())
            return false;
        for (const QPainterPath& path : it->second)
            if (path.contains(p))
                return true;
        return false;
    }
};

struct Exported {
    QJsonObject root;
    std::map<QString, std::vector<QPainterPath>> paths;
    int pieces = 0;
    bool inside(const QString& role, QPointF p) const
    {
        auto it = paths.find(role);
        if (it == paths.end())
            return false;
        for (const QPainterPath& path : it->second)
            if (path.contains(p))
                return true;
        return false;
    }
};

Exported exportLevel(const Level& level, QString& error)
{
    Exported e;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    ExporterInterface* exporter = builtInPlugins().exporterFor(path, QStringLiteral("collision"));
    if (!exporter) {
        error = QStringLiteral("no collision exporter");
        return e;
    }
    const ExportResult written = exporter->write(level, path);
    if (!written.ok) {
        error = written.message;
        return e;
    }
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    e.root = QJsonDocument::fromJson(f.readAll()).object();
    for (const QJsonValue& v : e.root.value(QLatin1String("shapes")).toArray()) {
        const QJsonObject s = v.toObject();
        const QString type = s.value(QLatin1String("type")).toString();
        Shape shape;
        if (type == u"box")
            shape = Box{s[QLatin1String("x")].toDouble(), s[QLatin1String("y")].toDouble(), s[QLatin1String("w")].toDouble(),
                        s[QLatin1String("h")].toDouble()};
        else if (type == u"circle")
            shape = Circle{s[QLatin1String("x")].toDouble(), s[QLatin1String("y")].toDouble(), s[QLatin1String("r")].toDouble()};
        else {
            Polygon p;
            for (const QJsonValue& q : s[QLatin1String("points")].toArray())
                p.points.push_back({q.toArray()[0].toDouble(), q.toArray()[1].toDouble()});
            shape = p;
        }
        e.paths[s.value(QLatin1String("role")).toString()].push_back(shapePath(shape));
        ++e.pieces;
    }
    return e;
}

LevelObject object(ObjectId id, Role role, Shape shape)
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = std::move(shape);
    return o;
}

std::unique_ptr<Level> handMade()
{
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = 16;
    grid.columns = 40;
    grid.rows = 20;
    level->setGrid(grid);
    level->insertLayer(0, LayerInfo{1, QStringLiteral("Tiles"), LayerType::Tiles, true, false, true, {}});
    level->insertLayer(1, LayerInfo{2, QStringLiteral("Walls"), LayerType::Objects, true, false, true, {}});
    level->insertLayer(2, LayerInfo{3, QStringLiteral("Off"), LayerType::Objects, true, false, false, {}});
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int c = 0; c < 10; ++c)
        cells.push_back({Cell{c, 19}, TileKind::Solid}); // one run: one box
    for (int c = 20; c < 23; ++c)
        for (int r = 17; r < 19; ++r)
            cells.push_back({Cell{c, r}, TileKind::Hazard}); // a block: one box
    for (int c = 30; c < 35; ++c)
        cells.push_back({Cell{c, 10}, TileKind::OneWay});
    level->setTiles(1, cells);
    level->insertObject(2, object(1, Role::Solid, Box{160, 304, 32, 16}));  // continues the tile run
    level->insertObject(2, object(2, Role::Solid, Circle{300, 100, 20}));
    level->insertObject(2, object(3, Role::Solid, Slope{400, 200, 64, 32, Rise::Right, false}));
    level->insertObject(2, object(4, Role::Hazard, Polygon{{{500, 50}, {560, 50}, {560, 110}, {530, 80}, {500, 110}}}));
    level->insertObject(2, object(5, Role::Trigger, Box{0, 0, 100, 100}));
    level->insertObject(2, object(6, Role::Solid, Circle{50, 50, -3})); // invalid: not collision
    level->insertObject(2, object(7, Role::OneWay, Box{100, 100, 50, 50}));
    level->insertObject(2, object(8, Role::Solid, Box{120, 120, 50, 50})); // overlaps nothing of its role
    level->insertObject(3, object(9, Role::Solid, Box{200, 0, 50, 50}));   // a layer that does not collide
    return level;
}

} // namespace

class TestCollisionExport : public QObject {
    Q_OBJECT

private slots:
    void unionIsExact_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("hand made") << QString();
        QTest::newRow("generated with tiles") << QStringLiteral("generated");
        QTest::newRow("bevy infinite (tile shapes)") << QStringLiteral(LEDGE_TEST_DATA "/tiled/bevy/maps/orthogonal/infinite.tmx");
        QTest::newRow("sticker knight") << QStringLiteral(LEDGE_TEST_DATA "/tiled/sticker-knight/sandbox.tmx");
    }
    // Per role, a point is inside the exported pieces exactly when it is inside the level's
    // geometry: random points, and points just inside and outside every cell corner.
    void unionIsExact()
    {
        QFETCH(QString, source);
        std::unique_ptr<Level> level;
        if (source.isEmpty()) {
            level = handMade();
        } else if (source == u"generated") {
            GeneratorOptions options;
            options.shapes = 400;
            options.tiles = true;
            level = generateLevel(options);
        } else {
            ImportResult imported = PluginManager::read(*builtInPlugins().importerFor(source), source);
            QVERIFY2(imported.level, qPrintable(imported.error));
            level = std::move(imported.level);
        }
        QString error;
        const Exported e = exportLevel(*level, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(e.root.value(QLatin1String("format")).toString(), QStringLiteral("ledge-collision"));
        QCOMPARE(e.root.value(QLatin1String("version")).toInt(), 1);
        const QJsonArray b = e.root.value(QLatin1String("bounds")).toArray();
        QCOMPARE(b.size(), 4);
        QCOMPARE(b[2].toDouble(), level->bounds().maxX);
        const LevelSide side(*level);
        const Aabb box = level->bounds();
        std::vector<QPointF> points;
        QRandomGenerator random(7);
        for (int i = 0; i < 20000; ++i)
            points.emplace_back(box.minX + random.generateDouble() * (box.maxX - box.minX),
                                box.minY + random.generateDouble() * (box.maxY - box.minY));
        const double s = level->grid().cellSize;
        for (int r = 0; r <= level->grid().rows && points.size() < 200000; ++r)
            for (int c = 0; c <= level->grid().columns; ++c)
                for (double dx : {-0.25, 0.25})
                    for (double dy : {-0.25, 0.25})
                        points.emplace_back(c * s + dx, r * s + dy);
        for (const QString& role : {QStringLiteral("solid"), QStringLiteral("oneway"), QStringLiteral("hazard")})
            for (const QPointF& p : points)
                if (side.inside(role, p) != e.inside(role, p))
                    QFAIL(qPrintable(QStringLiteral("%1 at (%2, %3): level %4, export %5").arg(role).arg(p.x()).arg(p.y())
                                         .arg(side.inside(role, p)).arg(e.inside(role, p))));
        if (source.isEmpty()) {
            // Tile run + the box that continues it, the hazard block, the one-way row and box,
            // the solid box, circle, slope and hazard polygon: 8 pieces.
            QCOMPARE(e.pieces, 8);
        }
    }

    // ledge-cli export ... --format collision; a .json name alone still means a Tiled map.
    void throughTheCli()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("level.json"));
        QVERIFY(builtInPlugins().exporterFor(out)->name() != u"collision");
        QCOMPARE(builtInPlugins().exporterFor(out, QStringLiteral("collision"))->name(), QStringLiteral("collision"));
    }
};

QTEST_MAIN(TestCollisionExport)
#include "tst_collisionexport.moc"
