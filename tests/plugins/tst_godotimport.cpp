// Godot 4 scenes read in: real scenes from Godot's demo projects (counts and warnings checked
// by reading them), Ledge's own export read back exactly, node transforms composed down the
// tree against Qt's QTransform as the oracle, roles by node type and name, malformed scenes.

#include "PluginTestSupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTransform>

#include <cmath>
#include <numbers>

using namespace ledge;
using namespace ledge::test;

namespace {

const QString kData = QStringLiteral(LEDGE_TEST_DATA "/godot/physics_platformer/");

ImporterInterface* godotImporter()
{
    for (const auto& p : builtInPlugins().importers())
        if (p.object->name() == u"godot")
            return p.object;
    return nullptr;
}

ImportResult importText(const QByteArray& text)
{
    return godotImporter()->read(text, QStringLiteral("scene.tscn"));
}

std::vector<LevelObject> objects(const Level& level)
{
    std::vector<LevelObject> out;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) { out.push_back(o); });
    return out;
}

int count(const QStringList& warnings, const QString& part)
{
    int n = 0;
    for (const QString& w : warnings)
        n += w.contains(part);
    return n;
}

// A scene with the given sub-resources and nodes (after the root "Root").
QByteArray scene(const QByteArray& resources, const QByteArray& nodes)
{
    return "[gd_scene load_steps=3 format=3]\n\n" + resources + "\n[node name=\"Root\" type=\"Node2D\"]\n\n" + nodes;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a) + std::abs(b)); }

} // namespace

class TestGodotImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(godotImporter()); }

    void realScenes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("roles"); // the imported objects' roles, in order
        QTest::addColumn<QStringList>("warningsContain");
        QTest::addColumn<int>("warningCount");
        QTest::newRow("one-way platform") << "platform/one_way_platform.tscn" << "oneway" << QStringList{"moved by"} << 1;
        QTest::newRow("seesaw: the pillar, not the moving plank")
            << "background/seesaw.tscn" << "solid" << QStringList{"body 'Plank' (RigidBody2D) skipped", "moved by"} << 2;
        QTest::newRow("coin: an area named coin is a pickup")
            << "coin/coin.tscn" << "pickup" << QStringList{"node 'Coin' has a script (res://coin/coin.gd)", "moved by"} << 2;
        // Counted by reading the files: three coins, the seesaw's pillar and the one-way platform
        // come from the instanced scenes that are here; the tile map and the five instances of
        // scenes not copied are named, and so are what the instanced scenes themselves skip.
        QTest::newRow("stage: instanced scenes read, the rest named")
            << "stage_trimmed.tscn" << "pickup pickup pickup solid oneway"
            << QStringList{"node 'TileMap' (TileMap) skipped",
                           "node 'Props/MovingPlatform1' is an instance of res://platform/moving_platform.tscn: the scene file is not found",
                           "node 'Player' is an instance of res://player/player.tscn: the scene file is not found",
                           "node 'Enemies/Enemy2' is an instance of res://enemy/enemy.tscn: the scene file",
                           "node 'ParallaxBg' is an instance of res://background/parallax_bg.tscn: the scene file",
                           "in 'Props/Seesaw' (res://background/seesaw.tscn): body 'Plank' (RigidBody2D) skipped",
                           "in 'Coins/Coin2' (res://coin/coin.tscn): node 'Coin2' has a script (res://coin/coin.gd)"}
            << 10;
    }
    void realScenes()
    {
        QFETCH(QString, file);
        QFETCH(QString, roles);
        QFETCH(QStringList, warningsContain);
        QFETCH(int, warningCount);
        const ImportResult r = PluginManager::read(*godotImporter(), kData + file);
        QVERIFY2(r.level, qPrintable(r.error));
        QStringList got;
        for (const LevelObject& o : objects(*r.level))
            got << roleName(o.role);
        QCOMPARE(got.join(u' '), roles);
        for (const QString& w : warningsContain)
            QVERIFY2(count(r.warnings, w) == 1, qPrintable(w + QStringLiteral("\n") + r.warnings.join(u'\n')));
        QCOMPARE(r.warnings.size(), warningCount);
    }

    // The values read off the files: the platform's 110 x 10 rectangle at (0.73152, -6.5836)
    // is moved by its own top-left into the level; the pillar is 16 x 27; the coin has radius 5.
    void realScenesGeometry()
    {
        const ImportResult platform = PluginManager::read(*godotImporter(), kData + "platform/one_way_platform.tscn");
        QVERIFY(platform.level);
        const std::vector<LevelObject> platformObjects = objects(*platform.level);
        const Box* b = std::get_if<Box>(&platformObjects.front().shape);
        QVERIFY(b);
        QVERIFY(near(b->x, 0) && near(b->y, 0) && near(b->w, 110) && near(b->h, 10));
        QVERIFY(platform.warnings.front().contains(QStringLiteral("54.2685")));
        const ImportResult seesaw = PluginManager::read(*godotImporter(), kData + "background/seesaw.tscn");
        const std::vector<LevelObject> seesawObjects = objects(*seesaw.level);
        const Box* pillar = std::get_if<Box>(&seesawObjects.front().shape);
        QVERIFY(pillar);
        QVERIFY(near(pillar->w, 16) && near(pillar->h, 27));
        const ImportResult coin = PluginManager::read(*godotImporter(), kData + "coin/coin.tscn");
        const std::vector<LevelObject> coinObjects = objects(*coin.level);
        const Circle* c = std::get_if<Circle>(&coinObjects.front().shape);
        QVERIFY(c);
        QCOMPARE(c->r, 5.0);
        QCOMPARE(objects(*coin.level).front().name, QStringLiteral("Coin"));

        // The stage places its instances: each coin's circle at the instance's position, the
        // platform's rectangle offset inside its scene, the pillar below the seesaw's origin.
        const ImportResult stage = PluginManager::read(*godotImporter(), kData + "stage_trimmed.tscn");
        QVERIFY2(stage.level, qPrintable(stage.error));
        const std::vector<LevelObject> all = objects(*stage.level);
        QCOMPARE(all.size(), std::size_t(5));
        QCOMPARE(std::get<Circle>(all[1].shape), (Circle{352, 589.5, 5}));
        QCOMPARE(all[1].name, QStringLiteral("Coin2"));
        const Box pillarBox = std::get<Box>(all[3].shape);
        QVERIFY(near(pillarBox.x, 1201.4 - 8) && near(pillarBox.y, 424.76 + 12.5 - 13.5) && near(pillarBox.w, 16));
        const Box oneWay = std::get<Box>(all[4].shape);
        QVERIFY(near(oneWay.x, 465 + 0.73152 - 55) && near(oneWay.y, 560.405 - 6.5836 - 5) && near(oneWay.w, 110));
        QCOMPARE(stage.level->layerCount(), 2);
        QCOMPARE(stage.level->layerAt(0).name, QStringLiteral("Coins"));
        QCOMPARE(stage.level->layerAt(1).name, QStringLiteral("Props"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("source"); // empty: the every-feature level
        QTest::newRow("every feature") << QString();
        for (const QString& dir : {QStringLiteral(LEDGE_EXAMPLES), QStringLiteral(LEDGE_EXAMPLES "/problems")})
            for (const QString& name : QDir(dir).entryList({QStringLiteral("*.ledge")}))
                QTest::newRow(qPrintable(name)) << dir + u'/' + name;
    }
    // .ledge -> Godot (Ledge's exporter) -> .ledge: the same level, field for field.
    void roundTrip()
    {
        QFETCH(QString, source);
        const std::unique_ptr<Level> original = source.isEmpty() ? everyFeatureLevel() : std::move(loadLevel(source).level);
        QVERIFY(original);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.tscn"));
        const ExportResult written = PluginManager::write(*builtInPlugins().exporterFor(path), *original, path);
        QVERIFY2(written.ok, qPrintable(written.message));
        const ImportResult back = PluginManager::read(*godotImporter(), path);
        QVERIFY2(back.level, qPrintable(back.error));
        QVERIFY2(back.warnings.isEmpty(), qPrintable(back.warnings.join(u'\n')));
        const QString diff = difference(*original, *back.level);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(writeLevel(*back.level), writeLevel(*original));
    }

    // Property keys Godot cannot hold as metadata names come back through ledge_keys; an
    // object without a name stays without one.
    void propertyKeysAndNamesSurvive()
    {
        Level level;
        level.insertLayer(0, LayerInfo{3, QStringLiteral("a/b: \"odd\" layer"), LayerType::Objects, true, true, true, {}});
        LevelObject o;
        o.id = 7;
        o.role = Role::Trigger;
        o.shape = Box{10, 10, 20, 20};
        o.properties = {{QStringLiteral("my key"), QStringLiteral("v")}, {QStringLiteral("2nd"), 2},
                        {QStringLiteral("über"), true}};
        level.insertObject(3, o);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("odd.tscn"));
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(path), level, path).ok);
        const ImportResult back = PluginManager::read(*godotImporter(), path);
        QVERIFY2(back.level, qPrintable(back.error));
        const QString diff = difference(level, *back.level);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void transforms_data()
    {
        // Each row: a chain of Node2D transforms from the root down to the collision node
        // (position x, y, rotation in degrees, scale x, y), and the shape's local rectangle size.
        QTest::addColumn<QList<QList<double>>>("chain");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("h");
        using Chain = QList<QList<double>>;
        QTest::newRow("positions add up") << Chain{{100, 50, 0, 1, 1}, {10, 0, 0, 1, 1}, {0, 5, 0, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("parent scale scales the child's position and size")
            << Chain{{100, 50, 0, 2, 3}, {10, 10, 0, 1, 1}, {0, 0, 0, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("mirrored scale stays a box") << Chain{{0, 0, 0, -1, 1}, {40, 0, 0, 1, 1}, {0, 0, 0, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("rotation 90 on the body") << Chain{{0, 0, 0, 1, 1}, {50, 50, 90, 1, 1}, {0, 0, 0, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("45 and 45 make 90") << Chain{{0, 0, 45, 1, 1}, {50, 50, 45, 1, 1}, {0, 0, 0, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("rotation 30 on the shape, offset")
            << Chain{{0, 0, 0, 1, 1}, {50, 50, 0, 1, 1}, {10, 0, 30, 1, 1}} << 20.0 << 10.0;
        QTest::newRow("rotate then scale then rotate, three deep")
            << Chain{{200, 100, 30, 2, 2}, {10, -5, -60, 1.5, 0.5}, {3, 4, 15, 1, 1}} << 8.0 << 6.0;
        QTest::newRow("negative scale and rotation") << Chain{{0, 0, 0, 1, -1}, {50, 50, 20, 1, 1}, {0, 0, 0, 1, 1}} << 20.0 << 10.0;
    }
    // The rectangle's corners against Qt's own composition of translate, rotate and scale.
    void transforms()
    {
        QFETCH(QList<QList<double>>, chain);
        QFETCH(double, w);
        QFETCH(double, h);
        QByteArray nodes;
        QTransform oracle; // p * local(shape) * local(body) * local(parent)
        const char* names[] = {"Group", "Body", "Shape"};
        const char* types[] = {"Node2D", "StaticBody2D", "CollisionShape2D"};
        const char* parents[] = {".", "Group", "Group/Body"};
        QList<QTransform> locals;
        for (int i = 0; i < 3; ++i) {
            const QList<double>& t = chain[i];
            nodes += QStringLiteral("[node name=\"%1\" type=\"%2\" parent=\"%3\"]\nposition = Vector2(%4, %5)\nrotation = %6\n"
                                    "scale = Vector2(%7, %8)\n")
                         .arg(QLatin1String(names[i]), QLatin1String(types[i]), QLatin1String(parents[i]))
                         .arg(t[0], 0, 'g', 17)
                         .arg(t[1], 0, 'g', 17)
                         .arg(t[2] * std::numbers::pi / 180, 0, 'g', 17)
                         .arg(t[3], 0, 'g', 17)
                         .arg(t[4], 0, 'g', 17)
                         .toUtf8();
            if (i == 2)
                nodes += "shape = SubResource(\"R\")\n";
            nodes += "\n";
            QTransform local;
            local.translate(t[0], t[1]);
            local.rotate(t[2]);
            local.scale(t[3], t[4]);
            locals.prepend(local);
        }
        for (const QTransform& l : locals)
            oracle = oracle * l;
        const QByteArray text =
            scene(QStringLiteral("[sub_resource type=\"RectangleShape2D\" id=\"R\"]\nsize = Vector2(%1, %2)\n").arg(w).arg(h).toUtf8(),
                  nodes);
        const ImportResult r = importText(text);
        QVERIFY2(r.level, qPrintable(r.error));
        const std::vector<LevelObject> all = objects(*r.level);
        QCOMPARE(all.size(), std::size_t(1));
        // The expected corners, moved like the importer moves a scene that reaches above or left of 0.
        std::vector<QPointF> corners;
        for (QPointF p : {QPointF(-w / 2, -h / 2), QPointF(w / 2, -h / 2), QPointF(w / 2, h / 2), QPointF(-w / 2, h / 2)})
            corners.push_back(oracle.map(p));
        double minX = 1e300, minY = 1e300;
        for (const QPointF& p : corners) {
            minX = std::min(minX, p.x());
            minY = std::min(minY, p.y());
        }
        const QPointF shift(minX < 0 ? -minX : 0, minY < 0 ? -minY : 0);
        std::vector<Vec2> got;
        if (const Box* b = std::get_if<Box>(&all[0].shape))
            got = {{b->x, b->y}, {b->x + b->w, b->y}, {b->x + b->w, b->y + b->h}, {b->x, b->y + b->h}};
        else if (const Polygon* p = std::get_if<Polygon>(&all[0].shape))
            got = p->points;
        QCOMPARE(got.size(), std::size_t(4));
        // Every expected corner is one of the imported ones (a box lists them in its own order).
        for (const QPointF& c : corners) {
            bool found = false;
            for (const Vec2& g : got)
                found = found || (std::abs(g.x - (c.x() + shift.x())) < 1e-6 && std::abs(g.y - (c.y() + shift.y())) < 1e-6);
            QVERIFY2(found, qPrintable(QStringLiteral("corner %1, %2").arg(c.x() + shift.x()).arg(c.y() + shift.y())));
        }
    }

    void shapes_data()
    {
        QTest::addColumn<QByteArray>("resource");
        QTest::addColumn<QByteArray>("shapeNode"); // lines of the collision node after its header
        QTest::addColumn<QString>("expected");     // "box x y w h", "circle x y r", "polygon N", or "none"
        QTest::addColumn<QString>("warning");      // part of the one warning, or empty
        QTest::newRow("rectangle default size") << QByteArray("[sub_resource type=\"RectangleShape2D\" id=\"S\"]\n")
                                                << QByteArray("position = Vector2(100, 100)\nshape = SubResource(\"S\")\n")
                                                << "box 90 90 20 20" << "";
        QTest::newRow("circle scaled uniformly and turned")
            << QByteArray("[sub_resource type=\"CircleShape2D\" id=\"S\"]\nradius = 4.0\n")
            << QByteArray("position = Vector2(50, 60)\nrotation = 0.7\nscale = Vector2(2, 2)\nshape = SubResource(\"S\")\n")
            << "circle 50 60 8" << "";
        QTest::newRow("circle scaled unevenly: a polygon, named")
            << QByteArray("[sub_resource type=\"CircleShape2D\" id=\"S\"]\nradius = 4.0\n")
            << QByteArray("position = Vector2(50, 60)\nscale = Vector2(2, 1)\nshape = SubResource(\"S\")\n") << "polygon 32"
            << "scaled unevenly";
        QTest::newRow("capsule as a polygon")
            << QByteArray("[sub_resource type=\"CapsuleShape2D\" id=\"S\"]\nradius = 5.0\nheight = 30.0\n")
            << QByteArray("position = Vector2(50, 60)\nshape = SubResource(\"S\")\n") << "polygon 18 bounds 45 45 10 30" << "";
        QTest::newRow("convex polygon shape")
            << QByteArray("[sub_resource type=\"ConvexPolygonShape2D\" id=\"S\"]\npoints = PackedVector2Array(0, 0, 10, 0, 5, 8)\n")
            << QByteArray("position = Vector2(50, 60)\nshape = SubResource(\"S\")\n") << "polygon 3" << "";
        QTest::newRow("segment shape skipped, named")
            << QByteArray("[sub_resource type=\"SegmentShape2D\" id=\"S\"]\n")
            << QByteArray("position = Vector2(50, 60)\nshape = SubResource(\"S\")\n") << "none"
            << "Ledge does not import SegmentShape2D";
        QTest::newRow("disabled shape skipped, named")
            << QByteArray("[sub_resource type=\"RectangleShape2D\" id=\"S\"]\n")
            << QByteArray("position = Vector2(50, 60)\nshape = SubResource(\"S\")\ndisabled = true\n") << "none" << "disabled";
        QTest::newRow("shape from a file skipped, named")
            << QByteArray() << QByteArray("position = Vector2(50, 60)\nshape = ExtResource(\"1\")\n") << "none"
            << "not in the scene";
    }
    void shapes()
    {
        QFETCH(QByteArray, resource);
        QFETCH(QByteArray, shapeNode);
        QFETCH(QString, expected);
        QFETCH(QString, warning);
        const ImportResult r = importText(
            scene(resource, "[node name=\"Wall\" type=\"StaticBody2D\" parent=\".\"]\n\n"
                            "[node name=\"Shape\" type=\"CollisionShape2D\" parent=\"Wall\"]\n" + shapeNode));
        QVERIFY2(r.level, qPrintable(r.error));
        const std::vector<LevelObject> all = objects(*r.level);
        QString got = QStringLiteral("none");
        if (!all.empty()) {
            const Shape& s = all[0].shape;
            if (const Box* b = std::get_if<Box>(&s))
                got = QStringLiteral("box %1 %2 %3 %4").arg(b->x).arg(b->y).arg(b->w).arg(b->h);
            else if (const Circle* c = std::get_if<Circle>(&s))
                got = QStringLiteral("circle %1 %2 %3").arg(c->x).arg(c->y).arg(c->r);
            else if (const Polygon* p = std::get_if<Polygon>(&s)) {
                got = QStringLiteral("polygon %1").arg(p->points.size());
                if (expected.contains(u"bounds")) {
                    const Aabb a = bounds(s);
                    got += QStringLiteral(" bounds %1 %2 %3 %4").arg(std::round(a.minX)).arg(std::round(a.minY))
                               .arg(std::round(a.width())).arg(std::round(a.height()));
                }
            }
        }
        QCOMPARE(got, expected);
        if (warning.isEmpty())
            QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
        else
            QVERIFY2(r.warnings.size() == 1 && r.warnings.front().contains(warning) && r.warnings.front().contains(u"'Wall/Shape'"),
                     qPrintable(r.warnings.join(u'\n')));
    }

    void roles_data()
    {
        QTest::addColumn<QByteArray>("nodes");
        QTest::addColumn<QString>("roles");
        const QByteArray rect = "[node name=\"S\" type=\"CollisionShape2D\" parent=\"%1\"]\nshape = SubResource(\"R\")\n";
        auto body = [&](const char* type, const char* name, const QByteArray& extra = {}) {
            return QStringLiteral("[node name=\"%1\" type=\"%2\" parent=\".\"]\nposition = Vector2(40, 40)\n")
                       .arg(QLatin1String(name), QLatin1String(type)).toUtf8()
                   + extra + "\n" + QString::fromUtf8(rect).arg(QLatin1String(name)).toUtf8() + "\n";
        };
        QTest::newRow("static body: solid") << body("StaticBody2D", "Floor") << "solid";
        QTest::newRow("animatable body: solid") << body("AnimatableBody2D", "Lift") << "solid";
        QTest::newRow("one_way_collision: oneway")
            << QByteArray(body("StaticBody2D", "Ledge") + "").replace("shape = SubResource(\"R\")\n",
                                                                   "shape = SubResource(\"R\")\none_way_collision = true\n")
            << "oneway";
        QTest::newRow("area named Spikes: hazard") << body("Area2D", "Spikes") << "hazard";
        QTest::newRow("area named KillZone: hazard") << body("Area2D", "KillZone") << "hazard";
        QTest::newRow("area named LevelExit: goal") << body("Area2D", "LevelExit") << "goal";
        QTest::newRow("area named Gem: pickup") << body("Area2D", "Gem") << "pickup";
        QTest::newRow("other area: trigger") << body("Area2D", "CameraZone") << "trigger";
        QTest::newRow("metadata role wins") << body("StaticBody2D", "Floor", "metadata/ledge_role = \"hazard\"\n") << "hazard";
        QTest::newRow("Marker2D PlayerStart: spawn")
            << QByteArray("[node name=\"PlayerStart\" type=\"Marker2D\" parent=\".\"]\nposition = Vector2(5, 6)\n") << "spawn";
        QTest::newRow("Marker2D Finish: goal")
            << QByteArray("[node name=\"Finish\" type=\"Marker2D\" parent=\".\"]\nposition = Vector2(5, 6)\n") << "goal";
        QTest::newRow("Marker2D Camera: skipped")
            << QByteArray("[node name=\"Camera\" type=\"Marker2D\" parent=\".\"]\nposition = Vector2(5, 6)\n") << "";
        QTest::newRow("CharacterBody2D Player: spawn")
            << QByteArray("[node name=\"Player\" type=\"CharacterBody2D\" parent=\".\"]\nposition = Vector2(5, 6)\n") << "spawn";
        QTest::newRow("two shapes of one body: two objects")
            << body("StaticBody2D", "Floor") + QByteArray("[node name=\"S2\" type=\"CollisionShape2D\" parent=\"Floor\"]\n"
                                                           "position = Vector2(30, 0)\nshape = SubResource(\"R\")\n")
            << "solid solid";
    }
    void roles()
    {
        QFETCH(QByteArray, nodes);
        QFETCH(QString, roles);
        const ImportResult r = importText(scene("[sub_resource type=\"RectangleShape2D\" id=\"R\"]\nsize = Vector2(8, 8)\n", nodes));
        QVERIFY2(r.level, qPrintable(r.error));
        QStringList got;
        QSet<ObjectId> ids;
        for (const LevelObject& o : objects(*r.level)) {
            got << roleName(o.role);
            ids.insert(o.id);
        }
        QCOMPARE(got.join(u' '), roles);
        QCOMPARE(ids.size(), got.size());
        if (roles.isEmpty())
            QVERIFY(count(r.warnings, QStringLiteral("marker 'Camera' skipped")) == 1);
    }

    // An instanced scene found through project.godot, placed by the instance node under a
    // scaled parent; a scene that instances itself is named, not followed for ever.
    void instancedScenes()
    {
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("project.godot", "config_version=5\n");
        QDir(dir.path()).mkpath("parts");
        write("parts/inner.tscn", "[gd_scene load_steps=2 format=3]\n\n[sub_resource type=\"RectangleShape2D\" id=\"R\"]\n\n"
                                  "[node name=\"Inner\" type=\"StaticBody2D\"]\nposition = Vector2(999, 999)\n\n"
                                  "[node name=\"S\" type=\"CollisionShape2D\" parent=\".\"]\nposition = Vector2(10, 0)\n"
                                  "shape = SubResource(\"R\")\n");
        write("self.tscn", "[gd_scene format=3]\n\n[ext_resource type=\"PackedScene\" path=\"res://self.tscn\" id=\"1\"]\n\n"
                           "[node name=\"Self\" type=\"Node2D\"]\n\n[node name=\"Again\" parent=\".\" instance=ExtResource(\"1\")]\n");
        write("outer.tscn", "[gd_scene format=3]\n\n[ext_resource type=\"PackedScene\" path=\"res://parts/inner.tscn\" id=\"1\"]\n"
                            "[ext_resource type=\"PackedScene\" path=\"res://self.tscn\" id=\"2\"]\n\n"
                            "[node name=\"Outer\" type=\"Node2D\"]\n\n"
                            "[node name=\"Group\" type=\"Node2D\" parent=\".\"]\nposition = Vector2(100, 50)\nscale = Vector2(2, 2)\n\n"
                            "[node name=\"Wall\" parent=\"Group\" instance=ExtResource(\"1\")]\nposition = Vector2(5, 5)\n\n"
                            "[node name=\"Loop\" parent=\".\" instance=ExtResource(\"2\")]\n");
        const ImportResult r = PluginManager::read(*godotImporter(), dir.filePath("outer.tscn"));
        QVERIFY2(r.level, qPrintable(r.error));
        const std::vector<LevelObject> all = objects(*r.level);
        QCOMPARE(all.size(), std::size_t(1));
        // Inner's shape centre (10, 0), in Wall at (5, 5), in Group scaled 2 at (100, 50).
        QCOMPARE(std::get<Box>(all[0].shape), (Box{110, 40, 40, 40}));
        QCOMPARE(all[0].name, QStringLiteral("Wall"));
        QVERIFY2(count(r.warnings, QStringLiteral("contains itself")) == 1, qPrintable(r.warnings.join(u'\n')));
        // Read without its file name, no instance can be found: named, not imported.
        QFile outer(dir.filePath("outer.tscn"));
        QVERIFY(outer.open(QIODevice::ReadOnly));
        const ImportResult anonymous = importText(outer.readAll());
        QVERIFY(anonymous.level);
        QCOMPARE(count(anonymous.warnings, QStringLiteral("the scene file is not found")), 2);
    }

    // Godot's Transform2D property and a plain Node, which does not pass its transform on.
    void transformPropertyAndPlainNode()
    {
        const ImportResult r = importText(scene(
            "[sub_resource type=\"RectangleShape2D\" id=\"R\"]\nsize = Vector2(10, 10)\n",
            "[node name=\"Shifted\" type=\"Node2D\" parent=\".\"]\ntransform = Transform2D(1, 0, 0, 1, 100, 200)\n\n"
            "[node name=\"A\" type=\"StaticBody2D\" parent=\"Shifted\"]\n\n"
            "[node name=\"S\" type=\"CollisionShape2D\" parent=\"Shifted/A\"]\nshape = SubResource(\"R\")\n\n"
            "[node name=\"Plain\" type=\"Node\" parent=\"Shifted\"]\n\n"
            "[node name=\"B\" type=\"StaticBody2D\" parent=\"Shifted/Plain\"]\nposition = Vector2(50, 50)\n\n"
            "[node name=\"S\" type=\"CollisionShape2D\" parent=\"Shifted/Plain/B\"]\nshape = SubResource(\"R\")\n"));
        QVERIFY2(r.level, qPrintable(r.error));
        const std::vector<LevelObject> all = objects(*r.level);
        QCOMPARE(all.size(), std::size_t(2));
        QCOMPARE(std::get<Box>(all[0].shape), (Box{95, 195, 10, 10}));
        QCOMPARE(std::get<Box>(all[1].shape), (Box{45, 45, 10, 10}));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("Godot 3 scene") << QByteArray("[gd_scene load_steps=2 format=2]\n\n[node name=\"A\" type=\"Node2D\"]\n")
                                       << "format=2";
        QTest::newRow("not a scene") << QByteArray("[gd_resource type=\"TileSet\" format=3]\n") << "not a Godot scene";
        QTest::newRow("empty file") << QByteArray() << "not a Godot scene";
        QTest::newRow("string never closed")
            << scene("", "[node name=\"A\" type=\"Node2D\" parent=\".\"]\ntext = \"open\n\n") << "line 7: a string is not closed";
        QTest::newRow("section never closed") << QByteArray("[gd_scene format=3\n\n") << "line 3: expected ']'";
        QTest::newRow("parent undefined") << scene("", "[node name=\"A\" type=\"Node2D\" parent=\"Nowhere\"]\n")
                                          << "line 6: node 'A': its parent 'Nowhere' is not defined";
        QTest::newRow("position not a Vector2")
            << scene("", "[node name=\"A\" type=\"Node2D\" parent=\".\"]\nposition = \"left\"\n") << "line 6: node 'A': 'position'";
        QTest::newRow("two roots") << scene("", "[node name=\"B\" type=\"Node2D\"]\n") << "line 6: node 'B' has no parent";
        QTest::newRow("node twice") << scene("", "[node name=\"A\" type=\"Node2D\" parent=\".\"]\n\n"
                                                 "[node name=\"A\" type=\"Node2D\" parent=\".\"]\n")
                                    << "line 8: node 'A' is defined twice";
        QTest::newRow("deep nesting") << scene("", "[node name=\"A\" type=\"Node2D\" parent=\".\"]\nmetadata/x = "
                                                       + QByteArray(200, '[') + QByteArray(200, ']') + "\n")
                                      << "nested more than 64 deep";
        QTest::newRow("garbage value") << scene("", "[node name=\"A\" type=\"Node2D\" parent=\".\"]\nx = )\n")
                                       << "line 7: unexpected ')'";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, errorContains);
        const ImportResult r = importText(text);
        QVERIFY(!r.level);
        QVERIFY2(r.error.contains(errorContains), qPrintable(r.error));
    }

    // A shape far beyond any int's cell (fuzz_godot_tscn found a size of 3e98): the level's grid
    // is as wide as a level may be, not a conversion with undefined behaviour (release builds
    // made it one column).
    void hugeShapeGetsTheWidestGrid()
    {
        const ImportResult r = importText(
            scene("[sub_resource type=\"RectangleShape2D\" id=\"1\"]\nsize = Vector2(1e100, 64)\n",
                  "[node name=\"Wall\" type=\"StaticBody2D\" parent=\".\"]\n\n"
                  "[node name=\"Shape\" type=\"CollisionShape2D\" parent=\"Wall\"]\n"
                  "position = Vector2(0, 100)\nshape = SubResource(\"1\")\n"));
        QVERIFY2(r.level, qPrintable(r.error));
        QCOMPARE(r.level->grid().columns, kLedgeMaxGridSide);
    }

    // Every prefix of a real scene and of Ledge's own export, and each with a byte changed: a
    // level or an error, never a crash.
    void damagedScenesNeverCrash()
    {
        QTemporaryDir dir;
        const QString exported = dir.filePath(QStringLiteral("every.tscn"));
        QVERIFY(PluginManager::write(*builtInPlugins().exporterFor(exported), *everyFeatureLevel(), exported).ok);
        int runs = 0;
        for (const QString& path : {kData + "coin/coin.tscn", kData + "stage_trimmed.tscn", exported}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray original = f.readAll();
            for (qsizetype cut = 0; cut < original.size(); cut += 5) {
                QByteArray flipped = original;
                flipped[cut] = char(flipped[cut] ^ 0x21);
                for (const QByteArray& damaged : {original.left(cut), flipped}) {
                    const ImportResult r = importText(damaged);
                    QVERIFY(r.level || !r.error.isEmpty());
                    ++runs;
                }
            }
        }
        QVERIFY(runs > 1000);
    }
};

QTEST_GUILESS_MAIN(TestGodotImport)
#include "tst_godotimport.moc"
