// The fast path of readLevel() (model/LevelFastReader.h) against the QJsonDocument reader it
// stands in for: it may decline anything, but what it accepts the reference must accept too,
// as the very same Level. Tables of hand-made variants, every .ledge file of the repository,
// a generated level and a few thousand seeded random mutations; plus Level::insertObjects.

#include "model/LevelFastReader.h"
#include "model/LevelFile.h"
#include "model/LevelGenerator.h"

#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace ledge;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Why a and b differ, "" when they hold the same document (property types included, which
// QVariant's == and the written bytes both overlook).
QString difference(const Level& a, const Level& b)
{
    if (a.name() != b.name() || !(a.grid() == b.grid()) || !(a.player() == b.player())
        || !(a.rules() == b.rules()) || a.extra() != b.extra())
        return QStringLiteral("settings");
    if (a.objectTypes() != b.objectTypes())
        return QStringLiteral("object types");
    if (a.layerCount() != b.layerCount() || a.objectCount() != b.objectCount()
        || a.nextObjectId() != b.nextObjectId() || a.nextLayerId() != b.nextLayerId())
        return QStringLiteral("counts");
    for (int i = 0; i < a.layerCount(); ++i) {
        const LayerInfo& info = a.layerAt(i);
        if (!(info == b.layerAt(i)))
            return QStringLiteral("layer %1").arg(i);
        const TileGrid& ta = a.tiles(info.id);
        const TileGrid& tb = b.tiles(info.id);
        if (ta.columns != tb.columns || ta.rows != tb.rows || ta.cellSize != tb.cellSize
            || ta.cells != tb.cells)
            return QStringLiteral("tiles of layer %1").arg(i);
        if (a.objectIds(info.id) != b.objectIds(info.id))
            return QStringLiteral("object order of layer %1").arg(i);
        for (ObjectId id : a.objectIds(info.id)) {
            const LevelObject& oa = *a.object(id);
            const LevelObject& ob = *b.object(id);
            if (!(oa == ob) || a.objectIndex(id) != b.objectIndex(id))
                return QStringLiteral("object %1").arg(id);
            for (auto it = oa.properties.begin(); it != oa.properties.end(); ++it)
                if (it.value().typeId() != ob.properties.value(it.key()).typeId())
                    return QStringLiteral("type of property %1 of object %2").arg(it.key()).arg(id);
        }
    }
    return {};
}

LayerInfo info(LayerId id, LayerType type)
{
    LayerInfo i;
    i.id = id;
    i.type = type;
    return i;
}

// Signed zeros compare equal; the reference reads "-0.0" as +0.
bool sameSigns(const Level& a, const Level& b)
{
    bool same = true;
    a.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        const Shape& other = b.object(o.id)->shape;
        if (const auto* box = std::get_if<Box>(&o.shape))
            same = same && std::signbit(box->x) == std::signbit(std::get<Box>(other).x);
    });
    return same;
}

const char* const kBase = R"({
  "format": "ledge-level",
  "version": 1,
  "name": "Base",
  "grid": { "cellSize": 32, "columns": 4, "rows": 2 },
  "player": { "mode": "platformer", "width": 24, "height": 40 },
  "rules": { "overlap": "error" },
  "layers": [
    { "id": 1, "name": "Walls", "type": "objects", "visible": true, "locked": false,
      "objects": [
        { "id": 1, "name": "floor", "role": "solid", "shape": { "type": "box", "x": 0, "y": 44, "w": 128, "h": 20 } },
        { "id": 2, "role": "hazard", "shape": { "type": "circle", "x": 30.5, "y": 20, "r": 4 } },
        { "id": 3, "role": "oneway", "shape": { "type": "polygon", "points": [[1, 2], [3, 4.25], [5, 6]] } },
        { "id": 4, "role": "solid", "shape": { "type": "slope", "x": 64, "y": 0, "w": 32, "h": 32, "rise": "left", "ceiling": true } },
        { "id": 5, "role": "spawn", "shape": { "type": "point", "x": 8, "y": 44 } },
        { "id": 6, "role": "pickup", "shape": { "type": "point", "x": 60, "y": 10 }, "properties": { "score": 10, "ratio": 0.5, "rare": true, "label": "gold" } }
      ] },
    { "id": 2, "name": "Tiles", "type": "tiles", "collides": true,
      "cells": ["..#=", "^^.."] }
  ]
}
)";

// What the test checks for each input: the fast path either declines or agrees with the
// reference, and readLevel() gives the reference's answer. Returns whether the fast path
// answered; *why is set when something disagrees.
bool compare(const QByteArray& json, QString* why)
{
    const LoadResult reference = readLevelWithDocument(json, QStringLiteral("t.ledge"));
    const std::unique_ptr<Level> fast = readLevelFast(json);
    const LoadResult combined = readLevel(json, QStringLiteral("t.ledge"));
    why->clear();
    if (fast && !reference)
        *why = QStringLiteral("fast path accepts what the reference rejects: ")
            + reference.error.toString();
    else if (fast && !difference(*fast, *reference.level).isEmpty())
        *why = QStringLiteral("fast path builds another level: ")
            + difference(*fast, *reference.level);
    else if (fast && !sameSigns(*fast, *reference.level))
        *why = QStringLiteral("fast path reads another signed zero");
    else if (bool(combined) != bool(reference))
        *why = QStringLiteral("readLevel accepts differently");
    else if (!reference && combined.error.toString() != reference.error.toString())
        *why = QStringLiteral("error differs: ") + combined.error.toString();
    else if (reference && writeLevel(*combined.level) != writeLevel(*reference.level))
        *why = QStringLiteral("written bytes differ");
    return fast != nullptr;
}

QByteArray base() { return QByteArray(kBase); }

// The base level with a "types" member (none when types is empty) and `object` (e.g. a "type"
// member) put in the pickup's members.
const char* const kTypes = R"([{"name": "door", "fields": [{"name": "hp", "type": "number", "default": 3}, {"name": "locked", "type": "bool", "default": false}, {"name": "key", "type": "string", "default": "red"}]}])";
QByteArray typed(const char* types, const char* object)
{
    QByteArray b = base();
    if (*types)
        b.replace("\"layers\": [", QByteArray("\"types\": ") + types + ",\n  \"layers\": [");
    return b.replace("{ \"id\": 6, ", QByteArray("{ \"id\": 6, ") + object + ' ');
}
QByteArray replaced(const char* from, const char* to)
{
    QByteArray b = base();
    const qsizetype at = b.indexOf(from);
    Q_ASSERT(at >= 0);
    return b.replace(at, qsizetype(std::strlen(from)), to);
}

} // namespace

class TestLevelFastReader : public QObject {
    Q_OBJECT

private slots:
    void variants_data();
    void variants();
    void repositoryFiles();
    void generatedLevelRoundTrip();
    void randomMutations();
    void insertObjectsSignals();
    void insertObjectsStopsWhenLayerGoes();
};

void TestLevelFastReader::variants_data()
{
    QTest::addColumn<QByteArray>("json");
    // 1: the fast path must answer (a common file), 0: it may decline.
    QTest::addColumn<bool>("mustBeFast");

    QTest::newRow("base") << base() << true;
    QTest::newRow("unknown top member") << replaced("\"name\": \"Base\"", "\"name\": \"Base\", \"zz\": {\"a\": [1, 2.5, null, \"x\"], \"b\": false}") << true;
    QTest::newRow("unknown object member") << replaced("\"id\": 2,", "\"id\": 2, \"tag\": [1, {\"k\": 1e300}],") << true;
    QTest::newRow("unknown shape member") << replaced("\"r\": 4", "\"r\": 4, \"note\": \"round\"") << true;
    QTest::newRow("r on a box is unknown") << replaced("\"h\": 20", "\"h\": 20, \"r\": 3") << true;
    QTest::newRow("objects on a tiles layer is unknown") << replaced("\"collides\": true,", "\"collides\": true, \"objects\": 5,") << true;
    QTest::newRow("cells on an objects layer is unknown") << replaced("\"locked\": false,", "\"locked\": false, \"cells\": [\"x\"],") << true;
    QTest::newRow("unicode name") << replaced("\"Base\"", "\"H\xc3\xb6hle \xe2\x82\xac \xf0\x9f\x98\x80\"") << true;
    QTest::newRow("escaped name") << replaced("\"Base\"", R"("a\"b\\c\/d\n\t\u00e9\u20ac")") << true;
    QTest::newRow("id as 1.0") << replaced("\"id\": 2,", "\"id\": 2.0,") << true;
    QTest::newRow("id as 2e0") << replaced("\"id\": 2,", "\"id\": 2e0,") << true;
    QTest::newRow("negative zero") << replaced("\"x\": 0,", "\"x\": -0,") << true;
    QTest::newRow("negative zero double") << replaced("\"x\": 0,", "\"x\": -0.0,") << true;
    QTest::newRow("exponents") << replaced("\"y\": 44,", "\"y\": 4.4E+1,") << true;
    QTest::newRow("integral property double") << replaced("\"ratio\": 0.5", "\"ratio\": 2.0") << true;
    QTest::newRow("big integer property") << replaced("\"score\": 10", "\"score\": 123456789012345678") << true;
    QTest::newRow("members reordered") << replaced("\"id\": 1, \"name\": \"floor\", \"role\": \"solid\",", "\"role\": \"solid\", \"name\": \"floor\", \"id\": 1,") << true;
    QTest::newRow("no optional members") << QByteArray(R"({"format":"ledge-level","version":1,"grid":{"cellSize":1,"columns":1,"rows":1},"layers":[]})") << true;
    QTest::newRow("empty properties") << replaced("\"score\": 10, \"ratio\": 0.5, \"rare\": true, \"label\": \"gold\"", "") << true;
    QTest::newRow("object types") << typed(kTypes, "\"type\": \"door\",") << true;

    // Declined or rejected: the reference decides, readLevel must say the same.
    QTest::newRow("not json") << QByteArray("{ nope") << false;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("array") << QByteArray("[]") << false;
    QTest::newRow("bom") << (QByteArray("\xef\xbb\xbf") + base()) << false;
    QTest::newRow("garbage after") << (base() + "x") << false;
    QTest::newRow("wrong format") << replaced("ledge-level", "ledge-levels") << false;
    QTest::newRow("escaped format") << replaced("ledge-level", R"(ledge\u002dlevel)") << false;
    QTest::newRow("version 2") << replaced("\"version\": 1", "\"version\": 2") << false;
    QTest::newRow("version 0") << replaced("\"version\": 1", "\"version\": 0") << false;
    QTest::newRow("version 1.5") << replaced("\"version\": 1", "\"version\": 1.5") << false;
    QTest::newRow("version string") << replaced("\"version\": 1", "\"version\": \"1\"") << false;
    QTest::newRow("no grid") << replaced("\"grid\": { \"cellSize\": 32, \"columns\": 4, \"rows\": 2 },", "") << false;
    QTest::newRow("grid after layers") << replaced("\"grid\": { \"cellSize\": 32, \"columns\": 4, \"rows\": 2 },\n", "").replace("\n}\n", ", \"grid\": { \"cellSize\": 32, \"columns\": 4, \"rows\": 2 }\n}\n") << false;
    QTest::newRow("cellSize 0") << replaced("\"cellSize\": 32", "\"cellSize\": 0") << false;
    QTest::newRow("cellSize huge") << replaced("\"cellSize\": 32", "\"cellSize\": 1e308") << false;
    QTest::newRow("columns too many") << replaced("\"columns\": 4", "\"columns\": 100001") << false;
    QTest::newRow("columns 4.5") << replaced("\"columns\": 4", "\"columns\": 4.5") << false;
    QTest::newRow("bad mode") << replaced("\"platformer\"", "\"sideways\"") << false;
    QTest::newRow("bad severity") << replaced("\"overlap\": \"error\"", "\"overlap\": \"fatal\"") << false;
    QTest::newRow("width string") << replaced("\"width\": 24", "\"width\": \"24\"") << false;
    QTest::newRow("duplicate top member") << replaced("\"name\": \"Base\"", "\"name\": \"Base\", \"name\": \"Other\"") << false;
    QTest::newRow("duplicate unknown member") << replaced("\"name\": \"Base\"", "\"name\": \"Base\", \"q\": 1, \"q\": 2") << false;
    QTest::newRow("duplicate shape member") << replaced("\"r\": 4", "\"r\": 4, \"r\": 5") << false;
    QTest::newRow("duplicate property") << replaced("\"score\": 10", "\"score\": 10, \"score\": 11") << false;
    QTest::newRow("duplicate object id") << replaced("\"id\": 2,", "\"id\": 1,") << false;
    QTest::newRow("duplicate layer id") << replaced("\"id\": 2, \"name\": \"Tiles\"", "\"id\": 1, \"name\": \"Tiles\"") << false;
    QTest::newRow("object id 0") << replaced("\"id\": 2,", "\"id\": 0,") << false;
    QTest::newRow("object id too big") << replaced("\"id\": 2,", "\"id\": 9007199254740992,") << false;
    QTest::newRow("object id huge integer") << replaced("\"id\": 2,", "\"id\": 99999999999999999999,") << false;
    QTest::newRow("missing role") << replaced("\"role\": \"hazard\", ", "") << false;
    QTest::newRow("bad role") << replaced("\"hazard\"", "\"lava\"") << false;
    QTest::newRow("point on a solid") << replaced("\"role\": \"spawn\"", "\"role\": \"solid\"") << false;
    QTest::newRow("missing r") << replaced(", \"r\": 4", "") << false;
    QTest::newRow("shape type last") << replaced("{ \"type\": \"circle\", \"x\": 30.5,", "{ \"x\": 30.5, \"type\": \"circle\",") << false;
    QTest::newRow("point with 3 numbers") << replaced("[3, 4.25]", "[3, 4.25, 1]") << false;
    QTest::newRow("points not array") << replaced("[[1, 2], [3, 4.25], [5, 6]]", "{}") << false;
    QTest::newRow("bad rise") << replaced("\"left\"", "\"up\"") << false;
    QTest::newRow("ceiling not bool") << replaced("\"ceiling\": true", "\"ceiling\": 1") << false;
    QTest::newRow("property null") << replaced("\"score\": 10", "\"score\": null") << false;
    QTest::newRow("property array") << replaced("\"score\": 10", "\"score\": [1]") << false;
    QTest::newRow("short tile row") << replaced("\"^^..\"", "\"^^.\"") << false;
    QTest::newRow("bad tile") << replaced("\"^^..\"", "\"^^.x\"") << false;
    QTest::newRow("escaped tile") << replaced("\"^^..\"", R"("^^.\u002e")") << false;
    QTest::newRow("too few rows") << replaced(", \"^^..\"", "") << false;
    QTest::newRow("too many rows") << replaced("\"^^..\"", "\"^^..\", \"....\"") << false;
    QTest::newRow("cells before type") << replaced("\"type\": \"tiles\", \"collides\": true,\n      \"cells\": [\"..#=\", \"^^..\"]", "\"cells\": [\"..#=\", \"^^..\"], \"type\": \"tiles\", \"collides\": true") << false;
    QTest::newRow("layer missing objects") << replaced("\"locked\": false,", "\"locked\": false, \"objects2\": [],").replace("\"objects\": [", "\"objectz\": [") << false;
    QTest::newRow("NaN") << replaced("\"x\": 30.5", "\"x\": NaN") << false;
    QTest::newRow("overflow") << replaced("\"x\": 30.5", "\"x\": 1e400") << false;
    QTest::newRow("underflow") << replaced("\"x\": 30.5", "\"x\": 1e-400") << false;
    QTest::newRow("subnormal") << replaced("\"x\": 30.5", "\"x\": 4e-320") << false;
    QTest::newRow("leading zero") << replaced("\"x\": 30.5", "\"x\": 030.5") << false;
    QTest::newRow("trailing dot") << replaced("\"x\": 30.5", "\"x\": 30.") << false;
    QTest::newRow("plus sign") << replaced("\"x\": 30.5", "\"x\": +30.5") << false;
    QTest::newRow("trailing comma") << replaced("\"h\": 20 }", "\"h\": 20, }") << false;
    QTest::newRow("control char") << replaced("\"Base\"", "\"Ba\tse\"") << false;
    QTest::newRow("bad escape") << replaced("\"Base\"", R"("Ba\qse")") << false;
    QTest::newRow("lone surrogate") << replaced("\"Base\"", R"("Ba\ud800se")") << false;
    QTest::newRow("surrogate pair") << replaced("\"Base\"", R"("Ba\ud83d\ude00se")") << false;
    QTest::newRow("escaped NUL") << replaced("\"Base\"", R"("Ba\u0000se")") << false;
    QTest::newRow("overlong utf-8") << replaced("\"Base\"", "\"Ba\xc0\xafse\"") << false;
    QTest::newRow("invalid utf-8") << replaced("\"Base\"", "\"Ba\xff" "se\"") << false;
    QTest::newRow("utf-8 surrogate") << replaced("\"Base\"", "\"Ba\xed\xa0\x80se\"") << false;
    QTest::newRow("noncharacter") << replaced("\"Base\"", "\"Ba\xef\xbf\xbfse\"") << false;
    QTest::newRow("delete char") << replaced("\"Base\"", "\"Ba\x7fse\"") << false;
    QTest::newRow("tab in key") << replaced("\"name\": \"Base\"", "\"na\tme\": \"Base\"") << false;
    QTest::newRow("unicode key") << replaced("\"name\": \"Base\"", "\"n\xc3\xa4me\": \"Base\"") << false;
    QTest::newRow("escaped key") << replaced("\"name\": \"Base\"", R"("n\u0061me": "Base")") << false;
    QTest::newRow("deep unknown") << replaced("\"name\": \"Base\"", ("\"name\": \"Base\", \"deep\": " + QByteArray(2000, '[') + QByteArray(2000, ']')).constData()) << false;
    QTest::newRow("truncated") << base().left(base().size() / 2) << false;
    // Malformed types: the reference names the place (tst_objecttypes), the fast path declines.
    QTest::newRow("unknown type on an object") << typed("", "\"type\": \"door\",") << false;
    QTest::newRow("field kind") << typed(R"([{"name": "door", "fields": [{"name": "hp", "type": "int"}]}])", "") << false;
    QTest::newRow("default of another kind") << typed(R"([{"name": "door", "fields": [{"name": "hp", "type": "number", "default": "3"}]}])", "") << false;
    QTest::newRow("a type twice") << typed(R"([{"name": "door"}, {"name": "door"}])", "") << false;
}

void TestLevelFastReader::variants()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, mustBeFast);
    QString why;
    const bool fast = compare(json, &why);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    if (mustBeFast)
        QVERIFY2(fast, "the fast path declined a common file");
}

void TestLevelFastReader::repositoryFiles()
{
    int files = 0, fast = 0;
    for (const QString& root : {QStringLiteral(LEDGE_TEST_DATA), QStringLiteral(LEDGE_EXAMPLES)}) {
        QDirIterator it(root, {QStringLiteral("*.ledge")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QString why;
            fast += compare(readAll(path), &why) ? 1 : 0;
            QVERIFY2(why.isEmpty(), qPrintable(path + QStringLiteral(": ") + why));
            ++files;
        }
    }
    QVERIFY(files >= 5);
    QVERIFY(fast >= 3);
}

void TestLevelFastReader::generatedLevelRoundTrip()
{
    for (MovementMode mode : {MovementMode::Platformer, MovementMode::TopDown}) {
        GeneratorOptions options;
        options.shapes = 10000;
        options.mode = mode;
        options.tiles = true;
        const auto generated = generateLevel(options);
        const QByteArray first = writeLevel(*generated);
        QString why;
        QVERIFY(compare(first, &why));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const LoadResult loaded = readLevel(first);
        QVERIFY(loaded);
        QCOMPARE(difference(*loaded.level, *generated), QString());
        QCOMPARE(writeLevel(*loaded.level), first);
    }
}

// Seeded random edits of valid files: deleted, inserted, replaced and repeated bytes and
// lines. Most break the file; some keep it valid with other values. Either way the fast path
// must decline or agree.
void TestLevelFastReader::randomMutations()
{
    GeneratorOptions options;
    options.shapes = 40;
    options.tiles = true;
    const QByteArray generated = writeLevel(*generateLevel(options));
    const QList<QByteArray> seeds = {base(), readAll(QStringLiteral(LEDGE_TEST_DATA "/levelfile/rich.ledge")),
                                     generated};
    const QByteArray alphabet = QByteArrayLiteral("{}[]:,\" .-+0123456789eE\\tfnrul#=^xy\n\xc3\xa9");
    QRandomGenerator random(20261129);
    int fast = 0, accepted = 0;
    const int kMutations = 4000;
    for (int i = 0; i < kMutations; ++i) {
        QByteArray json = seeds[int(random.bounded(seeds.size()))];
        const int edits = 1 + int(random.bounded(3));
        for (int e = 0; e < edits; ++e) {
            const qsizetype at = random.bounded(json.size());
            const char c = alphabet[random.bounded(alphabet.size())];
            switch (random.bounded(5)) {
            case 0: json.remove(at, 1 + random.bounded(3)); break;
            case 1: json.insert(at, c); break;
            case 2: json[at] = c; break;
            case 3: { // repeat a line (a member twice, an element twice)
                const qsizetype start = json.lastIndexOf('\n', at) + 1;
                const qsizetype end = json.indexOf('\n', at);
                if (end > start)
                    json.insert(start, json.mid(start, end - start + 1));
                break;
            }
            default: // a digit becomes another number
                if (json[at] >= '0' && json[at] <= '9')
                    json.insert(at, random.bounded(2) ? "1." : "-");
                break;
            }
        }
        QString why;
        fast += compare(json, &why) ? 1 : 0;
        accepted += readLevel(json) ? 1 : 0;
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("mutation %1: %2\n%3")
                                               .arg(i)
                                               .arg(why, QString::fromUtf8(json.left(3000)))));
    }
    // The mutations must exercise both answers of the fast path.
    QVERIFY2(fast > kMutations / 20, qPrintable(QString::number(fast)));
    QVERIFY(accepted < kMutations);
    qInfo("%d mutations: %d accepted by the reference, %d of them by the fast path",
          kMutations, accepted, fast);
}

void TestLevelFastReader::insertObjectsSignals()
{
    Level level;
    level.insertLayer(0, info(1, LayerType::Objects));
    level.insertLayer(1, info(2, LayerType::Tiles));
    LevelObject existing;
    existing.id = 5;
    level.insertObject(1, existing);
    QSignalSpy spy(&level, &Level::objectInserted);
    std::vector<LevelObject> objects(5);
    objects[0].id = 7;
    objects[1].id = 5; // in use: skipped
    objects[2].id = 0; // not positive: skipped
    objects[3].id = 3;
    objects[3].name = QStringLiteral("three");
    objects[4].id = 7; // repeated: skipped
    // Each signal comes after its object is in place, as with insertObject.
    QList<int> countsAtSignal;
    connect(&level, &Level::objectInserted, this,
            [&](ObjectId id) { countsAtSignal << (level.object(id) ? level.objectCount() : -1); });
    level.insertObjects(1, std::move(objects));
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy.at(0).at(0).value<ObjectId>(), ObjectId(7));
    QCOMPARE(spy.at(1).at(0).value<ObjectId>(), ObjectId(3));
    QCOMPARE(countsAtSignal, QList<int>({2, 3}));
    QCOMPARE(level.objectIds(1), std::vector<ObjectId>({5, 7, 3}));
    QCOMPARE(level.objectIndex(3), 2);
    QCOMPARE(level.object(3)->name, QStringLiteral("three"));
    QCOMPARE(level.layerOf(7), LayerId(1));
    QCOMPARE(level.nextObjectId(), ObjectId(8));

    // A tiles layer or an unknown layer takes nothing and says nothing.
    std::vector<LevelObject> more(1);
    more[0].id = 9;
    level.insertObjects(2, std::move(more));
    std::vector<LevelObject> other(1);
    other[0].id = 9;
    level.insertObjects(42, std::move(other));
    QCOMPARE(spy.size(), 2);
    QVERIFY(!level.object(9));
}

void TestLevelFastReader::insertObjectsStopsWhenLayerGoes()
{
    Level level;
    level.insertLayer(0, info(1, LayerType::Objects));
    // A slot removing the layer after the first insertion: the rest are not inserted.
    connect(&level, &Level::objectInserted, this, [&] { level.removeLayer(1); });
    std::vector<LevelObject> objects(3);
    for (int i = 0; i < 3; ++i)
        objects[std::size_t(i)].id = i + 1;
    QSignalSpy inserted(&level, &Level::objectInserted);
    level.insertObjects(1, std::move(objects));
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(level.objectCount(), 0);
    QCOMPARE(level.layerCount(), 0);
}

QTEST_GUILESS_MAIN(TestLevelFastReader)
#include "tst_levelfastreader.moc"
