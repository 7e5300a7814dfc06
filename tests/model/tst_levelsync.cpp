// syncLevel and ReplaceLevelCommand (model/LevelSync.h): after syncing, a level writes the same
// bytes as its target, for one edit of each kind and for random edit sequences; only what
// differs emits a signal; the command's undo brings the previous level back.

#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "model/LevelSync.h"
#include "tests/common/LevelEdits.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <random>

using namespace ledge;
using namespace ledge::test;

class TestLevelSync : public QObject {
    Q_OBJECT

private slots:
    void sync_data()
    {
        QTest::addColumn<QString>("edits");
        QTest::newRow("nothing") << "";
        QTest::newRow("object fields") << "move 2 10 0; role 3 hazard; name 4 rock; prop 6 score 3; unprop 6 score";
        QTest::newRow("added and removed") << "add 1 20 0 0 8 8; remove 3; add 3 21 5 5 8 8";
        QTest::newRow("order") << "raise 2; lower 5; tolayer 4 3";
        QTest::newRow("tiles and settings") << "tile 2 1 1 #; tile 2 10 15 .; set player.gravity 100; set grid.columns 30";
        QTest::newRow("layers") << "addlayer 4 tiles T; tile 4 0 0 ^; removelayer 3; layername 1 G; movelayer 2 0";
    }
    void sync()
    {
        QFETCH(QString, edits);
        const auto base = makeBaseLevel();
        auto target = readLevel(writeLevel(*base)).level;
        QVERIFY(applyEdits(*target, parseEdits(edits)));
        auto level = readLevel(writeLevel(*base)).level;
        QSignalSpy changed(level.get(), &Level::objectChanged);
        syncLevel(*level, *target);
        QCOMPARE(QString::fromUtf8(writeLevel(*level)), QString::fromUtf8(writeLevel(*target)));
        QVERIFY(changed.size() <= 5); // only the objects that differ
    }
    void randomEdits_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed = 1; seed <= 30; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }
    void randomEdits()
    {
        QFETCH(unsigned, seed);
        GeneratorOptions options;
        options.shapes = 50;
        options.seed = seed;
        options.tiles = true;
        const auto base = generateLevel(options);
        auto target = readLevel(writeLevel(*base)).level;
        std::mt19937 rng(seed);
        const char* ops[] = {"move", "remove", "tolayer", "raise", "lower", "name"};
        for (int i = 0; i < 30; ++i) {
            const QString id = QString::number(1 + rng() % 60);
            const QString op = QLatin1String(ops[rng() % 6]);
            QStringList w{op, id};
            if (op == u"move")
                w << "1" << "2";
            else if (op == u"tolayer")
                w << (rng() % 2 ? "1" : "2");
            else if (op == u"name")
                w << "x";
            applyEdit(*target, {w});
        }
        QUndoStack stack;
        auto level = readLevel(writeLevel(*base)).level;
        stack.push(new ReplaceLevelCommand(level.get(), readLevel(writeLevel(*target)).level, QStringLiteral("merge")));
        QCOMPARE(QString::fromUtf8(writeLevel(*level)), QString::fromUtf8(writeLevel(*target)));
        stack.undo();
        QCOMPARE(QString::fromUtf8(writeLevel(*level)), QString::fromUtf8(writeLevel(*base)));
        stack.redo();
        QCOMPARE(QString::fromUtf8(writeLevel(*level)), QString::fromUtf8(writeLevel(*target)));
    }
};

QTEST_GUILESS_MAIN(TestLevelSync)
#include "tst_levelsync.moc"
