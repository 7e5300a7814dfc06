// Undo proofs: thousands of random edits of every command kind, seeded. Undoing everything
// must give back a level that saves to the very bytes of the original, redoing everything the
// bytes of the final state, and jumping to any step in between the bytes seen at that step.

#include "model/Commands.h"
#include "model/LevelFile.h"

#include <QTest>
#include <QUndoStack>

#include <random>

using namespace ledge;

namespace {

class RandomEditor {
public:
    RandomEditor(Level* level, QUndoStack* stack, unsigned seed) : mLevel(level), mStack(stack), mRng(seed) {}

    void step()
    {
        switch (pick(12)) {
        case 0:
        case 1:
        case 2: addObject(); break;
        case 3: removeObject(); break;
        case 4:
        case 5: changeObject(); break;
        case 6: paintTiles(); break;
        case 7: addLayer(); break;
        case 8: removeLayer(); break;
        case 9: moveLayer(); break;
        case 10: changeLayer(); break;
        default: changeSettings(); break;
        }
    }

private:
    int pick(int n) { return int(mRng() % unsigned(n)); }
    double coordinate() { return pick(64) * 8.0 + (pick(4) == 0 ? 0.5 : 0.0); }

    std::vector<LayerId> layers(LayerType type) const
    {
        std::vector<LayerId> ids;
        for (int i = 0; i < mLevel->layerCount(); ++i)
            if (mLevel->layerAt(i).type == type)
                ids.push_back(mLevel->layerAt(i).id);
        return ids;
    }

    std::vector<ObjectId> objects() const
    {
        std::vector<ObjectId> ids;
        mLevel->forEachObject([&](const LayerInfo&, const LevelObject& o) { ids.push_back(o.id); });
        return ids;
    }

    Shape randomShape()
    {
        const double x = coordinate(), y = coordinate();
        switch (pick(5)) {
        case 0: return Box{x, y, 8.0 + pick(8) * 8, 8.0 + pick(8) * 8};
        case 1: return Circle{x, y, 4.0 + pick(8) * 4};
        case 2: return Polygon{{{x, y}, {x + 40, y + 8}, {x + 16, y + 48}}};
        case 3: return Slope{x, y, 32, 16, pick(2) ? Rise::Left : Rise::Right, pick(2) == 0};
        default: return Point{x, y};
        }
    }

    void addObject()
    {
        const auto ids = layers(LayerType::Objects);
        if (ids.empty())
            return addLayer();
        LevelObject o;
        o.id = mLevel->nextObjectId();
        o.shape = randomShape();
        o.role = std::holds_alternative<Point>(o.shape) ? (pick(2) ? Role::Goal : Role::Spawn)
                                                        : Role(pick(4)); // solid .. trigger
        o.name = pick(3) ? QString() : QStringLiteral("thing %1").arg(o.id);
        if (pick(3) == 0)
            o.properties.insert(QStringLiteral("score"), pick(100));
        mStack->push(new AddObjectCommand(mLevel, ids[std::size_t(pick(int(ids.size())))], o,
                                          pick(3) == 0 ? 0 : -1));
    }

    void removeObject()
    {
        const auto ids = objects();
        if (!ids.empty())
            mStack->push(new RemoveObjectCommand(mLevel, ids[std::size_t(pick(int(ids.size())))]));
    }

    void changeObject()
    {
        const auto ids = objects();
        if (ids.empty())
            return;
        // A drag: several merged moves of the same objects in one session.
        std::vector<ObjectId> chosen{ids[std::size_t(pick(int(ids.size())))]};
        if (ids.size() > 1 && pick(2))
            chosen.push_back(ids[std::size_t(pick(int(ids.size())))]);
        std::sort(chosen.begin(), chosen.end());
        chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
        const int session = nextEditSession();
        const int moves = 1 + pick(4);
        for (int m = 0; m < moves; ++m) {
            std::vector<LevelObject> before, after;
            for (ObjectId id : chosen) {
                before.push_back(*mLevel->object(id));
                LevelObject changed = before.back();
                if (pick(4) == 0)
                    changed.name = QStringLiteral("renamed %1").arg(pick(10));
                changed.shape = translated(changed.shape, {double(pick(5) - 2) * 4, double(pick(5) - 2) * 4});
                after.push_back(changed);
            }
            mStack->push(new ChangeObjectsCommand(mLevel, before, after, QStringLiteral("Move"), session));
        }
    }

    void paintTiles()
    {
        const auto ids = layers(LayerType::Tiles);
        if (ids.empty())
            return addLayer();
        const LayerId layer = ids[std::size_t(pick(int(ids.size())))];
        const TileGrid& grid = mLevel->tiles(layer);
        if (grid.columns == 0 || grid.rows == 0)
            return;
        const int session = nextEditSession();
        const TileKind kind = TileKind(".#=^"[pick(4)]);
        for (int s = 0, n = 1 + pick(5); s < n; ++s) {
            std::vector<Cell> cells;
            for (int c = 0, k = 1 + pick(4); c < k; ++c)
                cells.push_back({pick(grid.columns), pick(grid.rows)});
            mStack->push(new SetTilesCommand(mLevel, layer, cells, kind, session));
        }
    }

    void addLayer()
    {
        LayerInfo info;
        info.id = mLevel->nextLayerId();
        info.name = QStringLiteral("Layer %1").arg(info.id);
        info.type = pick(3) == 0 ? LayerType::Tiles : LayerType::Objects;
        mStack->push(new AddLayerCommand(mLevel, pick(mLevel->layerCount() + 1), info));
    }

    void removeLayer()
    {
        if (mLevel->layerCount() > 2 && pick(2) == 0)
            mStack->push(new RemoveLayerCommand(mLevel, mLevel->layerAt(pick(mLevel->layerCount())).id));
    }

    void moveLayer()
    {
        if (mLevel->layerCount() > 1)
            mStack->push(new MoveLayerCommand(mLevel, mLevel->layerAt(pick(mLevel->layerCount())).id,
                                              pick(mLevel->layerCount())));
    }

    void changeLayer()
    {
        if (mLevel->layerCount() == 0)
            return;
        LayerInfo info = mLevel->layerAt(pick(mLevel->layerCount()));
        switch (pick(4)) {
        case 0: info.visible = !info.visible; break;
        case 1: info.locked = !info.locked; break;
        case 2: info.collides = !info.collides; break;
        default: info.name = QStringLiteral("Renamed %1").arg(pick(100)); break;
        }
        mStack->push(new ChangeLayerCommand(mLevel, info));
    }

    void changeSettings()
    {
        LevelSettings s = settingsOf(*mLevel);
        switch (pick(5)) {
        case 0: s.name = QStringLiteral("Level %1").arg(pick(100)); break;
        case 1: // shrinking drops cells: undo must bring them back
            s.grid.columns = 4 + pick(20);
            s.grid.rows = 4 + pick(12);
            break;
        case 2: s.player.jumpHeight = 40 + pick(100); break;
        case 3: s.player.mode = pick(2) ? MovementMode::TopDown : MovementMode::Platformer; break;
        default: s.rules.overlap = Severity(pick(3)); break;
        }
        mStack->push(new ChangeSettingsCommand(mLevel, s));
    }

    Level* mLevel;
    QUndoStack* mStack;
    std::mt19937 mRng;
};

std::unique_ptr<Level> startingLevel()
{
    // A saved file as the starting point, so unknown members are in play too.
    const QByteArray json = R"({
      "format": "ledge-level", "version": 1, "name": "Start", "futureMember": {"keep": [1, 2]},
      "grid": { "cellSize": 16, "columns": 16, "rows": 10 },
      "layers": [
        { "id": 1, "name": "Objects", "type": "objects", "objects": [
          { "id": 1, "role": "solid", "shape": { "type": "box", "x": 0, "y": 144, "w": 256, "h": 16 } },
          { "id": 2, "role": "spawn", "shape": { "type": "point", "x": 20, "y": 144 }, "colour": "red" } ] },
        { "id": 2, "name": "Tiles", "type": "tiles", "cells": [
          "................", "................", "................", "....##..........", "................",
          "................", "..........==....", "................", "^^^^............", "################" ] }
      ] })";
    LoadResult loaded = readLevel(json, QStringLiteral("start.ledge"));
    return std::move(loaded.level);
}

} // namespace

class TestUndoRandom : public QObject {
    Q_OBJECT

private slots:
    void undoAndRedoEverything_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("steps");
        for (unsigned seed = 1; seed <= 6; ++seed)
            QTest::addRow("seed %u", seed) << seed << 1500;
    }
    void undoAndRedoEverything()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, steps);
        auto level = startingLevel();
        QVERIFY(level);
        QUndoStack stack;
        const QByteArray original = writeLevel(*level);

        // The bytes at each index of the stack (a merged command replaces its index's state).
        std::vector<QByteArray> states{original};
        RandomEditor editor(level.get(), &stack, seed);
        for (int i = 0; i < steps; ++i) {
            editor.step();
            states.resize(std::size_t(stack.index()) + 1);
            states.back() = writeLevel(*level);
        }
        QVERIFY2(stack.count() > steps / 4, "the random edits should make many undo steps");
        const QByteArray final = writeLevel(*level);
        QVERIFY(final != original);

        stack.setIndex(0);
        QCOMPARE(writeLevel(*level), original);
        stack.setIndex(stack.count());
        QCOMPARE(writeLevel(*level), final);

        std::mt19937 rng(seed * 7919u);
        for (int jump = 0; jump < 40; ++jump) {
            const int index = int(rng() % unsigned(stack.count() + 1));
            stack.setIndex(index);
            QCOMPARE(writeLevel(*level), states[std::size_t(index)]);
        }
    }
};

QTEST_GUILESS_MAIN(TestUndoRandom)
#include "tst_undorandom.moc"
