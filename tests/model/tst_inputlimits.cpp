// Hostile and extreme input to the .ledge reader (docs/file-format.md, "Limits"): each case is
// either rejected with an error naming the place, or loads and then validates and overlaps
// without a crash, reporting what is unsound as invalid-shape.

#include "collision/Overlap.h"
#include "model/LevelFile.h"
#include "model/Validator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace ledge;

namespace {

// A level with one object layer holding `objects` (JSON text of the objects, comma separated),
// and `extra` inserted as further top-level members.
QByteArray level(const QByteArray& objects, const QByteArray& extra = {},
                 const QByteArray& grid = R"({ "cellSize": 16, "columns": 8, "rows": 8 })",
                 const QByteArray& layerId = "1")
{
    return R"({ "format": "ledge-level", "version": 1, "grid": )" + grid
        + R"(, "layers": [ { "id": )" + layerId + R"(, "type": "objects", "objects": [ )"
        + objects + " ] } ]" + extra + " }";
}

QByteArray box(const QByteArray& id, const QByteArray& x, const QByteArray& w)
{
    return R"({ "id": )" + id + R"(, "role": "solid", "shape": { "type": "box", "x": )" + x
        + R"(, "y": 0, "w": )" + w + R"(, "h": 8 } })";
}

QByteArray nested(char open, char close, int depth)
{
    QByteArray inner = open == '{' ? QByteArray() : QByteArray("0");
    QByteArray s;
    for (int i = 0; i < depth; ++i)
        s += open == '{' ? QByteArray("{\"a\":") : QByteArray(1, open);
    s += open == '{' ? QByteArray("0") : inner;
    s += QByteArray(depth, close);
    return s;
}

bool hasIssue(const ValidationReport& report, const char* code, ObjectId id)
{
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(code)
            && std::find(issue.objects.begin(), issue.objects.end(), id) != issue.objects.end())
            return true;
    return false;
}

// A star-shaped (concave) polygon of n points around (cx, cy), alternating radii r and r/2.
QByteArray starPolygon(int n, double cx, double cy, double r)
{
    QByteArray s = "[";
    for (int i = 0; i < n; ++i) {
        const double a = 2 * std::numbers::pi * i / n;
        const double radius = i % 2 == 0 ? r : r / 2;
        if (i > 0)
            s += ',';
        s += '[' + QByteArray::number(cx + radius * std::cos(a), 'g', 17) + ','
            + QByteArray::number(cy + radius * std::sin(a), 'g', 17) + ']';
    }
    return s + ']';
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT

private slots:
    void rejected_data();
    void rejected();
    void accepted_data();
    void accepted();
    void fileLargerThanLimit_data();
    void fileLargerThanLimit();
    void hugePolygon_data();
    void hugePolygon();
    void unsavableIds_data();
    void unsavableIds();
};

void TestInputLimits::rejected_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("message"); // a fragment of the message
    QTest::addColumn<int>("line");        // 0: not checked

    const QByteArray ok = box("1", "0", "8");
    const QString idPtr = "/layers/0/objects/0/id";
    const QString range = "from 1 to 9007199254740991";

    QTest::newRow("arrays nested 100,000 deep")
        << level(ok, ", \"deep\": " + nested('[', ']', 100000)) << "" << "nested" << 1;
    QTest::newRow("objects nested 100,000 deep")
        << level(ok, ", \"deep\": " + nested('{', '}', 100000)) << "" << "nested" << 1;
    QTest::newRow("NaN") << level(box("1", "NaN", "8")) << "" << "NaN and Infinity" << 1;
    QTest::newRow("Infinity") << level(box("1", "Infinity", "8")) << "" << "NaN and Infinity" << 1;
    QTest::newRow("-Infinity") << level(box("1", "0", "-Infinity")) << "" << "NaN and Infinity"
                               << 1;
    QTest::newRow("1e400 (beyond a double)") << level(box("1", "1e400", "8")) << ""
                                             << "fit in a double" << 1;
    QTest::newRow("-1e400") << level(box("1", "0", "-1e400")) << "" << "fit in a double" << 1;
    QTest::newRow("object id 2^53") << level(box("9007199254740992", "0", "8")) << idPtr << range
                                    << 1;
    QTest::newRow("object id 2^63-1") << level(box("9223372036854775807", "0", "8")) << idPtr
                                      << range << 1;
    QTest::newRow("object id 2^63") << level(box("9223372036854775808", "0", "8")) << idPtr
                                    << range << 1;
    QTest::newRow("object id 2^64") << level(box("18446744073709551616", "0", "8")) << idPtr
                                    << range << 1;
    QTest::newRow("object id 1e300") << level(box("1e300", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id -1") << level(box("-1", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id -2^63") << level(box("-9223372036854775808", "0", "8")) << idPtr
                                     << range << 1;
    QTest::newRow("object id 0") << level(box("0", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id -0") << level(box("-0", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id 1.5") << level(box("1.5", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id 5e-324") << level(box("5e-324", "0", "8")) << idPtr << range << 1;
    QTest::newRow("object id as string") << level(box("\"1\"", "0", "8")) << idPtr << range << 1;
    QTest::newRow("layer id 2^53") << level(ok, {}, R"({ "cellSize": 16, "columns": 8, "rows": 8 })",
                                            "9007199254740992")
                                   << "/layers/0/id" << range << 1;
    QTest::newRow("version 2^63-1")
        << QByteArray(R"({ "format": "ledge-level", "version": 9223372036854775807 })")
        << "/version" << "newer" << 1;
    QTest::newRow("grid extent overflows (cellSize 1e308)")
        << level(ok, {}, R"({ "cellSize": 1e308, "columns": 8, "rows": 2 })") << "/grid/cellSize"
        << "exceeds the largest number" << 1;
    QTest::newRow("grid columns 2^31")
        << level(ok, {}, R"({ "cellSize": 16, "columns": 2147483648, "rows": 2 })")
        << "/grid/columns" << "from 1 to 100000" << 1;
    QTest::newRow("grid rows 1e9")
        << level(ok, {}, R"({ "cellSize": 16, "columns": 2, "rows": 1e9 })") << "/grid/rows"
        << "from 1 to 100000" << 1;
    QTest::newRow("cellSize 0")
        << level(ok, {}, R"({ "cellSize": 0, "columns": 2, "rows": 2 })") << "/grid/cellSize"
        << "positive" << 1;
}

void TestInputLimits::rejected()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, pointer);
    QFETCH(QString, message);
    QFETCH(int, line);
    const LoadResult r = readLevel(json, "limits.ledge");
    QVERIFY(!r);
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    QCOMPARE(r.error.pointer, pointer);
    if (line > 0)
        QCOMPARE(r.error.line, line);
    QVERIFY(r.error.column > 0);
    QVERIFY(r.error.toString().startsWith("limits.ledge:"));
}

void TestInputLimits::accepted_data()
{
    // Decision (docs/file-format.md, Limits): any finite double loads; a shape whose derived
    // extent (x + w, y + h, x +- r) is not finite is invalid-shape; one whose extent is finite
    // is judged like any other, even where its area w * h overflows.
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<ObjectId>("id");
    QTest::addColumn<bool>("invalidShape");

    auto obj = [](const QByteArray& id, const QByteArray& shape) {
        return R"({ "id": )" + id + R"(, "role": "solid", "shape": )" + shape + " }";
    };
    QTest::newRow("object id 2^53-1") << level(box("9007199254740991", "0", "8"))
                                      << ObjectId(9007199254740991) << false;
    QTest::newRow("object id 1.0") << level(box("1.0", "0", "8")) << ObjectId(1) << false;
    QTest::newRow("object id 1e2") << level(box("1e2", "0", "8")) << ObjectId(100) << false;
    QTest::newRow("box x 1e308 w 1e308 (x + w overflows)")
        << level(box("1", "1e308", "1e308")) << ObjectId(1) << true;
    QTest::newRow("box x -1.7976931348623157e308 w 1e308")
        << level(box("1", "-1.7976931348623157e308", "1e308")) << ObjectId(1) << false;
    QTest::newRow("box w 1e200 h 1e200 (area overflows)")
        << level(obj("1", R"({ "type": "box", "x": 0, "y": 0, "w": 1e200, "h": 1e200 })"))
        << ObjectId(1) << false;
    QTest::newRow("box of 5e-324 (subnormal)")
        << level(obj("1", R"({ "type": "box", "x": 0, "y": 0, "w": 5e-324, "h": 5e-324 })"))
        << ObjectId(1) << false;
    QTest::newRow("circle r 1e308 at 1e308 (x + r overflows)")
        << level(obj("1", R"({ "type": "circle", "x": 1e308, "y": 0, "r": 1e308 })"))
        << ObjectId(1) << true;
    QTest::newRow("circle r 1e300")
        << level(obj("1", R"({ "type": "circle", "x": 0, "y": 0, "r": 1e300 })")) << ObjectId(1)
        << false;
    QTest::newRow("slope y 1e308 h 1e308")
        << level(obj("1", R"({ "type": "slope", "x": 0, "y": 1e308, "w": 8, "h": 1e308, "rise": "left" })"))
        << ObjectId(1) << true;
    QTest::newRow("polygon spanning the doubles")
        << level(obj("1", R"({ "type": "polygon", "points": [[-1e308,-1e308],[1e308,-1e308],[0,1e308]] })"))
        << ObjectId(1) << true; // edge vectors of 2e308 overflow
    QTest::newRow("polygon spanning 1e150")
        << level(obj("1", R"({ "type": "polygon", "points": [[-1e150,-1e150],[1e150,-1e150],[0,1e150]] })"))
        << ObjectId(1) << false;
    QTest::newRow("polygon of 1e-300 steps")
        << level(obj("1", R"({ "type": "polygon", "points": [[0,0],[1e-300,0],[0,1e-300]] })"))
        << ObjectId(1) << true; // its area, 5e-601, underflows: no area a double can hold
    QTest::newRow("polygon of 1e-150 steps")
        << level(obj("1", R"({ "type": "polygon", "points": [[0,0],[1e-150,0],[0,1e-150]] })"))
        << ObjectId(1) << false;
    QTest::newRow("point at 1.7976931348623157e308")
        << level(R"({ "id": 1, "role": "spawn", "shape": { "type": "point", "x": 1.7976931348623157e308, "y": 0 } })")
        << ObjectId(1) << false;
    QTest::newRow("player gravity 1e308 and size 1e-300")
        << level(box("1", "0", "8"),
                 R"(, "player": { "width": 1e-300, "height": 1e-300, "gravity": 1e308, "runSpeed": 1e308, "jumpHeight": 1e308, "maxFallSpeed": 1e308 })")
        << ObjectId(1) << false;
    QTest::newRow("arrays nested 500 deep in an unknown member")
        << level(box("1", "0", "8"), ", \"deep\": " + nested('[', ']', 500)) << ObjectId(1)
        << false;
}

void TestInputLimits::accepted()
{
    QFETCH(QByteArray, json);
    QFETCH(ObjectId, id);
    QFETCH(bool, invalidShape);
    const LoadResult r = readLevel(json, "limits.ledge");
    QVERIFY2(r, qPrintable(r.error.toString()));
    QVERIFY(r.level->object(id));
    const ValidationReport report = Validator(*r.level).run();
    QCOMPARE(hasIssue(report, IssueCode::InvalidShape, id), invalidShape);
    // What loads is written and read back unchanged.
    const QByteArray written = writeLevel(*r.level);
    const LoadResult again = readLevel(written);
    QVERIFY2(again, qPrintable(again.error.toString()));
    QCOMPARE(writeLevel(*again.level), written);
}

void TestInputLimits::fileLargerThanLimit_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<bool>("tooLarge");
    QTest::newRow("limit + 1 byte") << kLedgeMaxFileBytes + 1 << true;
    QTest::newRow("4 GiB") << qint64(4) * 1024 * 1024 * 1024 << true;
    QTest::newRow("1 MiB of spaces (within the limit)") << qint64(1024 * 1024) << false;
}

void TestInputLimits::fileLargerThanLimit()
{
    QFETCH(qint64, size);
    QFETCH(bool, tooLarge);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("big.ledge");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (tooLarge) {
            // Sparse: takes no disk space; the reader must refuse it before reading any of it.
            QVERIFY(f.resize(size));
        } else {
            QVERIFY(f.write(QByteArray(size, ' ')) == size);
        }
    }
    const LoadResult r = loadLevel(path);
    QVERIFY(!r);
    QVERIFY(r.error.toString().startsWith(path + ":"));
    if (tooLarge) {
        QVERIFY2(r.error.message.contains("256 MiB"), qPrintable(r.error.message));
        QVERIFY2(r.error.message.contains(QString::number(size)), qPrintable(r.error.message));
    } else {
        QVERIFY2(r.error.message.contains("not valid JSON"), qPrintable(r.error.message));
    }
}

void TestInputLimits::hugePolygon_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("convex");
    QTest::newRow("100,000-point convex polygon") << 100000 << true;
    QTest::newRow("100,000-point star (concave)") << 100000 << false;
}

void TestInputLimits::hugePolygon()
{
    // Accepted and fast: timings are printed for the report, not asserted.
    QFETCH(int, points);
    QFETCH(bool, convex);
    QByteArray pts;
    if (convex) {
        pts = "[";
        for (int i = 0; i < points; ++i) {
            const double a = 2 * std::numbers::pi * i / points;
            pts += (i ? ",[" : "[") + QByteArray::number(500 + 400 * std::cos(a), 'g', 17) + ','
                + QByteArray::number(500 + 400 * std::sin(a), 'g', 17) + ']';
        }
        pts += ']';
    } else {
        pts = starPolygon(points, 500, 500, 400);
    }
    const QByteArray json =
        level(R"({ "id": 1, "role": "solid", "shape": { "type": "polygon", "points": )" + pts
                  + R"( } }, { "id": 2, "role": "solid", "shape": { "type": "box", "x": 480, "y": 480, "w": 40, "h": 40 } })",
              {}, R"({ "cellSize": 16, "columns": 64, "rows": 64 })");
    QElapsedTimer timer;
    timer.start();
    const LoadResult r = readLevel(json);
    const qint64 loadMs = timer.restart();
    QVERIFY2(r, qPrintable(r.error.toString()));
    const auto* poly = std::get_if<Polygon>(&r.level->object(1)->shape);
    QVERIFY(poly);
    QCOMPARE(int(poly->points.size()), points);
    const ValidationReport report = Validator(*r.level).run();
    const qint64 validateMs = timer.restart();
    QVERIFY(!hasIssue(report, IssueCode::InvalidShape, 1));
    QVERIFY(hasIssue(report, IssueCode::Overlap, 1)); // the box sits at the centre
    const bool overlapping = overlaps(r.level->object(1)->shape, r.level->object(2)->shape);
    const qint64 overlapMs = timer.restart();
    QVERIFY(overlapping);
    qInfo("%d points: load %lld ms, validate %lld ms, one overlap test %lld ms (%d bytes)",
          points, loadMs, validateMs, overlapMs, int(json.size()));
}

void TestInputLimits::unsavableIds_data()
{
    QTest::addColumn<ObjectId>("id");
    QTest::addColumn<bool>("savable");
    QTest::newRow("1") << ObjectId(1) << true;
    QTest::newRow("2^53-1") << kLedgeMaxId << true;
    QTest::newRow("2^53") << kLedgeMaxId + 1 << false;
    QTest::newRow("2^63-1") << std::numeric_limits<ObjectId>::max() << false;
}

void TestInputLimits::unsavableIds()
{
    // What the reader rejects, saving refuses to write, so every saved file opens again.
    QFETCH(ObjectId, id);
    QFETCH(bool, savable);
    const LoadResult r = readLevel(level(box("1", "0", "8")));
    QVERIFY(r);
    LevelObject o = *r.level->object(1);
    r.level->removeObject(1);
    o.id = id;
    r.level->insertObject(r.level->layerAt(0).id, o);
    QCOMPARE(unloadableReason(*r.level).isEmpty(), savable);
    if (!savable)
        QVERIFY(unloadableReason(*r.level).contains(QString::number(id)));
    QCOMPARE(bool(readLevel(writeLevel(*r.level))), savable);
}

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
