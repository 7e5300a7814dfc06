// Semantic diff of levels (model/LevelDiff.h): a table of one edit of each kind and what the
// diff says about it, the JSON shape, cells as ranges, and random edits checked against an
// independent oracle that compares the two files as JSON, object by object, with the number of
// objects moved in a layer's order from a quadratic longest-common-subsequence.

#include "model/LevelDiff.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"
#include "tests/common/LevelEdits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
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

// "+20 -3 ~2[shape,name] L+4 L-3 L~1[name] S[player.gravity] C2[1,1 2,1]"
QString summary(const LevelDiff& d)
{
    QStringList parts;
    for (ObjectId id : d.added)
        parts << QStringLiteral("+%1").arg(id);
    for (ObjectId id : d.removed)
        parts << QStringLiteral("-%1").arg(id);
    for (const ObjectChange& c : d.changed)
        parts << QStringLiteral("~%1[%2]").arg(c.id).arg(c.fields.join(u','));
    for (LayerId id : d.layersAdded)
        parts << QStringLiteral("L+%1").arg(id);
    for (LayerId id : d.layersRemoved)
        parts << QStringLiteral("L-%1").arg(id);
    for (const LayerChange& c : d.layersChanged)
        parts << QStringLiteral("L~%1[%2]").arg(c.id).arg(c.fields.join(u','));
    if (!d.settings.isEmpty())
        parts << QStringLiteral("S[%1]").arg(d.settings.join(u','));
    for (const CellChanges& c : d.cells) {
        QStringList cells;
        for (const Cell& cell : c.cells)
            cells << QStringLiteral("%1,%2").arg(cell.column).arg(cell.row);
        parts << QStringLiteral("C%1[%2]").arg(c.layer).arg(cells.join(u' '));
    }
    return parts.join(u' ');
}

// Length of a longest common subsequence, by the textbook quadratic table.
int lcsLength(const std::vector<qint64>& a, const std::vector<qint64>& b)
{
    std::vector<std::vector<int>> t(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j)
            t[i][j] = a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
    return t[a.size()][b.size()];
}

} // namespace

class TestLevelDiff : public QObject {
    Q_OBJECT

private slots:
    void diff_data();
    void diff();
    void jsonShape();
    void textListsCellsAsRanges();
    void movedInOrderMarksTheMovedOne_data();
    void movedInOrderMarksTheMovedOne();
    void randomEditsAgainstJsonOracle_data();
    void randomEditsAgainstJsonOracle();
};

void TestLevelDiff::diff_data()
{
    QTest::addColumn<QString>("edits");
    QTest::addColumn<QString>("expected");
    QTest::newRow("same") << "" << "";
    QTest::newRow("shape") << "move 2 10 0" << "~2[shape]";
    QTest::newRow("role") << "role 3 hazard" << "~3[role]";
    QTest::newRow("name") << "name 4 rock" << "~4[name]";
    QTest::newRow("property changed") << "prop 6 score 20" << "~6[properties.score]";
    QTest::newRow("property added") << "prop 6 kind gem" << "~6[properties.kind]";
    QTest::newRow("property removed") << "unprop 6 score" << "~6[properties.score]";
    QTest::newRow("several fields") << "move 6 1 0; name 6 coin; prop 6 score 5" << "~6[name,shape,properties.score]";
    QTest::newRow("added") << "add 1 20 0 0 8 8" << "+20";
    QTest::newRow("removed") << "remove 3" << "-3";
    QTest::newRow("to another layer") << "tolayer 2 3" << "~2[layer]";
    QTest::newRow("raised: only the raised one") << "raise 2" << "~2[order]";
    QTest::newRow("lowered") << "lower 5" << "~5[order]";
    QTest::newRow("removal does not reorder") << "remove 2" << "-2";
    QTest::newRow("tile") << "tile 2 1 1 #" << "C2[1,1]";
    QTest::newRow("tiles cleared") << "tile 2 10 15 .; tile 2 11 15 ." << "C2[10,15 11,15]";
    QTest::newRow("setting") << "set player.gravity 1000" << "S[player.gravity]";
    QTest::newRow("grid") << "set grid.columns 50" << "S[grid.columns]";
    QTest::newRow("level name") << "set name Caves" << "S[name]";
    QTest::newRow("layer renamed") << "layername 1 Ground" << "L~1[name]";
    QTest::newRow("layer hidden") << "layerhide 3" << "L~3[visible]";
    QTest::newRow("layer added") << "addlayer 4 objects X" << "L+4";
    QTest::newRow("layer removed with its objects") << "removelayer 3" << "-8 -9 L-3";
    QTest::newRow("layer moved") << "movelayer 3 0" << "L~3[order]";
}

void TestLevelDiff::diff()
{
    QFETCH(QString, edits);
    QFETCH(QString, expected);
    const auto base = makeBaseLevel();
    const LevelDiff d = diffLevels(*base, *edited(*base, edits));
    QCOMPARE(summary(d), expected);
    QCOMPARE(d.isEmpty(), expected.isEmpty());
}

void TestLevelDiff::jsonShape()
{
    const auto base = makeBaseLevel();
    const auto after = edited(*base, "add 1 20 0 0 8 8; remove 3; move 4 1 0; prop 4 friction 0.5; tile 2 1 1 #; "
                                     "layername 1 G; addlayer 7 tiles T; set player.jumpHeight 90");
    const QJsonObject json = QJsonDocument::fromJson(diffJson(diffLevels(*base, *after))).object();
    const QJsonObject expected = QJsonDocument::fromJson(R"({
        "added": [20], "removed": [3],
        "changed": [ { "id": 4, "fields": ["shape", "properties.friction"] } ],
        "cells": [ { "layer": 2, "cells": [[1, 1]] } ],
        "layers": { "added": [7], "removed": [], "changed": [ { "id": 1, "fields": ["name"] } ] },
        "settings": ["player.jumpHeight"] })").object();
    QCOMPARE(json, expected);
    QCOMPARE(json.keys(), (QStringList{"added", "cells", "changed", "layers", "removed", "settings"}));
}

void TestLevelDiff::textListsCellsAsRanges()
{
    const auto base = makeBaseLevel();
    const auto after = edited(*base, "tile 2 1 1 #; tile 2 2 1 #; tile 2 3 1 #; tile 2 5 1 #; "
                                     "tile 2 1 2 #; tile 2 2 2 #; tile 2 3 2 #; tile 2 5 2 #; tile 2 7 4 =");
    const QString text = diffText(diffLevels(*base, *after), *base, *after);
    QCOMPARE(text, QStringLiteral("~ tiles of layer 2: rows 1-2, columns 1-3, 5\n~ tiles of layer 2: rows 4, columns 7\n"));
    QCOMPARE(columnRanges({}), QString());
    QCOMPARE(columnRanges({0, 1, 2, 4, 6, 7}), QStringLiteral("0-2, 4, 6-7"));
}

void TestLevelDiff::movedInOrderMarksTheMovedOne_data()
{
    QTest::addColumn<QList<qint64>>("before");
    QTest::addColumn<QList<qint64>>("after");
    QTest::addColumn<QList<qint64>>("moved");
    QTest::newRow("same") << QList<qint64>{1, 2, 3} << QList<qint64>{1, 2, 3} << QList<qint64>{};
    QTest::newRow("first to top") << QList<qint64>{1, 2, 3, 4} << QList<qint64>{2, 3, 4, 1} << QList<qint64>{1};
    QTest::newRow("last to bottom") << QList<qint64>{1, 2, 3, 4} << QList<qint64>{4, 1, 2, 3} << QList<qint64>{4};
    QTest::newRow("raised over its neighbour") << QList<qint64>{1, 2, 3} << QList<qint64>{1, 3, 2} << QList<qint64>{2};
    QTest::newRow("reversed") << QList<qint64>{1, 2, 3} << QList<qint64>{3, 2, 1} << QList<qint64>{2, 1};
    QTest::newRow("new ones ignored") << QList<qint64>{1, 2} << QList<qint64>{9, 2, 1} << QList<qint64>{1};
}

void TestLevelDiff::movedInOrderMarksTheMovedOne()
{
    QFETCH(QList<qint64>, before);
    QFETCH(QList<qint64>, after);
    QFETCH(QList<qint64>, moved);
    const std::vector<qint64> a(before.begin(), before.end()), b(after.begin(), after.end());
    const std::vector<bool> flags = movedInOrder(a, b);
    QList<qint64> got;
    for (std::size_t i = 0; i < b.size(); ++i)
        if (flags[i])
            got << b[i];
    QCOMPARE(got, moved);
}

void TestLevelDiff::randomEditsAgainstJsonOracle_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 40; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void TestLevelDiff::randomEditsAgainstJsonOracle()
{
    QFETCH(unsigned, seed);
    GeneratorOptions options;
    options.shapes = 40;
    options.seed = seed;
    options.tiles = true;
    const auto a = generateLevel(options);
    auto b = readLevel(writeLevel(*a)).level;
    std::mt19937 rng(seed);
    std::vector<ObjectId> ids;
    a->forEachObject([&](const LayerInfo&, const LevelObject& o) { ids.push_back(o.id); });
    const char* ops[] = {"move", "name", "prop", "remove", "tolayer", "raise", "lower", "add", "tile"};
    for (int i = 0; i < 15; ++i) {
        const QString op = QLatin1String(ops[rng() % 9]);
        const QString id = QString::number(ids[rng() % ids.size()]);
        QStringList w{op, id};
        if (op == u"move")
            w << "3" << "0";
        else if (op == u"name" || op == u"prop")
            w << QStringLiteral("x%1").arg(rng() % 5) << "7";
        else if (op == u"tolayer")
            w << (rng() % 2 ? "1" : "2");
        else if (op == u"add")
            w = QStringList{"add", "1", QString::number(500 + i), "0", "0", "8", "8"};
        else if (op == u"tile")
            w = QStringList{"tile", "3", QString::number(rng() % 10), QString::number(rng() % 10), "^"};
        applyEdit(*b, {w});
    }
    const LevelDiff d = diffLevels(*a, *b);

    // The oracle, from the files as JSON.
    auto objects = [](const Level& level) {
        std::map<qint64, std::pair<qint64, QJsonObject>> all; // id -> layer, object
        std::map<qint64, std::vector<qint64>> order;
        for (const QJsonValue& layer : QJsonDocument::fromJson(writeLevel(level)).object().value("layers").toArray())
            for (const QJsonValue& o : layer.toObject().value("objects").toArray()) {
                const qint64 id = o.toObject().value("id").toInteger();
                all[id] = {layer.toObject().value("id").toInteger(), o.toObject()};
                order[layer.toObject().value("id").toInteger()].push_back(id);
            }
        return std::make_pair(all, order);
    };
    const auto [before, beforeOrder] = objects(*a);
    const auto [after, afterOrder] = objects(*b);
    std::set<qint64> added, removed, changedIds;
    std::map<qint64, QStringList> fields;
    for (const auto& [id, entry] : before)
        if (!after.count(id))
            removed.insert(id);
    for (const auto& [id, entry] : after) {
        if (!before.count(id)) {
            added.insert(id);
            continue;
        }
        const QJsonObject x = before.at(id).second, y = entry.second;
        QStringList f;
        if (x.value("name") != y.value("name"))
            f << "name";
        if (x.value("shape") != y.value("shape"))
            f << "shape";
        const QJsonObject px = x.value("properties").toObject(), py = y.value("properties").toObject();
        QStringList keys = px.keys() + py.keys();
        keys.removeDuplicates();
        keys.sort();
        for (const QString& k : keys)
            if (px.value(k) != py.value(k))
                f << "properties." + k;
        if (before.at(id).first != entry.first)
            f << "layer";
        if (!f.isEmpty())
            fields[id] = f;
    }
    QCOMPARE(std::set<qint64>(d.added.begin(), d.added.end()), added);
    QCOMPARE(std::set<qint64>(d.removed.begin(), d.removed.end()), removed);
    int orderMoves = 0;
    for (const ObjectChange& c : d.changed) {
        QStringList f = c.fields;
        orderMoves += int(f.removeAll(QStringLiteral("order")));
        if (f.isEmpty())
            continue;
        f.sort();
        QStringList expected = fields[c.id];
        expected.sort();
        QCOMPARE(f, expected);
        fields.erase(c.id);
    }
    QVERIFY2(fields.empty(), "every changed object is reported");
    // As many order moves as objects outside a longest common subsequence, per layer.
    int expectedMoves = 0;
    for (const auto& [layer, list] : afterOrder) {
        std::vector<qint64> x, y;
        for (qint64 id : beforeOrder.count(layer) ? beforeOrder.at(layer) : std::vector<qint64>{})
            if (after.count(id) && after.at(id).first == layer)
                x.push_back(id);
        for (qint64 id : list)
            if (before.count(id) && before.at(id).first == layer)
                y.push_back(id);
        expectedMoves += int(y.size()) - lcsLength(x, y);
    }
    QCOMPARE(orderMoves, expectedMoves);
}

QTEST_GUILESS_MAIN(TestLevelDiff)
#include "tst_leveldiff.moc"
