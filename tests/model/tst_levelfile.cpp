// The .ledge reader and writer: what is rejected (with pointer and line), what loads,
// round trips that keep every member, the writer's number and string forms, atomic saving.

#include "model/LevelFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cmath>
#include <limits>
#include <grp.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ledge;

namespace {

QString dataPath(const QString& name)
{
    return QStringLiteral(LEDGE_TEST_DATA "/levelfile/") + name;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// saveLevel as a user who may not write to a read-only folder. Root may write anywhere, so
// as root the save runs in a child process that first becomes "nobody" (uid 65534).
SaveResult saveWithoutRoot(const Level& level, const QString& path)
{
    if (geteuid() != 0)
        return saveLevel(level, path);
    int fds[2];
    if (pipe(fds) != 0)
        return {false, QStringLiteral("pipe failed")};
    const pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        if (setgroups(0, nullptr) != 0 || setresgid(65534, 65534, 65534) != 0
            || setresuid(65534, 65534, 65534) != 0)
            _exit(3);
        const SaveResult s = saveLevel(level, path);
        const QByteArray message = s.message.toUtf8();
        const bool sent = write(fds[1], message.constData(), size_t(message.size()))
            == ssize_t(message.size());
        _exit(sent ? (s.ok ? 0 : 1) : 4);
    }
    close(fds[1]);
    QByteArray message;
    char buffer[512];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        message.append(buffer, qsizetype(n));
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code != 0 && code != 1)
        return {false, QStringLiteral("child failed with %1").arg(code)};
    return {code == 0, QString::fromUtf8(message)};
}

// A valid level whose members sit on known lines; malformed cases edit one spot of it.
const char kBase[] = R"({
  "format": "ledge-level",
  "version": 1,
  "name": "t",
  "grid": { "cellSize": 16, "columns": 4, "rows": 2 },
  "player": { "mode": "platformer" },
  "rules": { "overlap": "error" },
  "layers": [
    { "id": 1, "type": "objects", "objects": [
      { "id": 1, "role": "solid", "shape": { "type": "box", "x": 0, "y": 0, "w": 8, "h": 8 } },
      { "id": 2, "role": "spawn", "shape": { "type": "point", "x": 4, "y": 4 } },
      { "id": 3, "role": "solid", "shape": { "type": "circle", "x": 4, "y": 4, "r": 2 } },
      { "id": 4, "role": "solid", "shape": { "type": "polygon", "points": [[0,0],[8,0],[0,8]] } }
    ] },
    { "id": 2, "type": "tiles", "cells": [
      "..#.",
      "^^=="
    ] }
  ]
}
)";

// The first difference between two levels, "" when they hold the same document.
QString difference(const Level& a, const Level& b)
{
    if (a.name() != b.name())
        return "name";
    if (!(a.grid() == b.grid()))
        return "grid";
    if (!(a.player() == b.player()))
        return "player";
    if (!(a.rules() == b.rules()))
        return "rules";
    if (a.extra() != b.extra())
        return "extra";
    if (a.layerCount() != b.layerCount())
        return "layer count";
    for (int i = 0; i < a.layerCount(); ++i) {
        const LayerInfo& la = a.layerAt(i);
        if (!(la == b.layerAt(i)))
            return QStringLiteral("layer %1").arg(i);
        if (a.objectIds(la.id) != b.objectIds(la.id))
            return QStringLiteral("object order of layer %1").arg(la.id);
        for (ObjectId id : a.objectIds(la.id))
            if (!b.object(id) || !(*a.object(id) == *b.object(id)))
                return QStringLiteral("object %1").arg(id);
        const TileGrid& ta = a.tiles(la.id);
        const TileGrid& tb = b.tiles(la.id);
        if (ta.columns != tb.columns || ta.rows != tb.rows || ta.cells != tb.cells)
            return QStringLiteral("tiles of layer %1").arg(la.id);
    }
    return {};
}

std::unique_ptr<Level> oneObjectLevel(const LevelObject& o)
{
    auto level = std::make_unique<Level>();
    LayerInfo layer;
    layer.id = 1;
    level->insertLayer(0, layer);
    level->insertObject(1, o);
    return level;
}

} // namespace

class TestLevelFile : public QObject {
    Q_OBJECT

private slots:
    void malformed_data();
    void malformed();
    void degenerateGeometryLoads_data();
    void degenerateGeometryLoads();
    void defaults();
    void formatExample();
    void damagedTextNeverCrashes_data();
    void damagedTextNeverCrashes();
    void handwrittenKeepsEveryMember();
    void writtenFileIsFixedPoint_data();
    void writtenFileIsFixedPoint();
    void memberOrderAndLayout();
    void numbers_data();
    void numbers();
    void strings_data();
    void strings();
    void propertiesOfEachType();
    void extraCannotShadowKnownMembers();
    void errorText_data();
    void errorText();
    void missingFile();
    void saveReplacesAtomically();
    void failedSaveKeepsOldFile_data();
    void failedSaveKeepsOldFile();
};

void TestLevelFile::malformed_data()
{
    QTest::addColumn<QByteArray>("from"); // "*" replaces the whole document
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column"); // 0: not checked
    QTest::addColumn<QString>("mentions"); // the message contains this ("" = not checked)

    // Not JSON, or not an object.
    QTest::newRow("not json: double comma") << QByteArray("\"version\": 1,") << QByteArray("\"version\": 1,,") << "" << 3 << 0 << "JSON";
    QTest::newRow("not json: unterminated") << QByteArray("*") << QByteArray("{\n  \"format\": \"ledge-level\",\n") << "" << 3 << 0 << "JSON";
    QTest::newRow("not json: empty file") << QByteArray("*") << QByteArray() << "" << 1 << 1 << "JSON";
    QTest::newRow("not json: text") << QByteArray("*") << QByteArray("hello") << "" << 1 << 0 << "JSON";
    QTest::newRow("top level is an array") << QByteArray("*") << QByteArray("\n  [1, 2]") << "" << 2 << 3 << "";
    // Header.
    QTest::newRow("format wrong") << QByteArray("\"ledge-level\"") << QByteArray("\"tiled-map\"") << "/format" << 2 << 13 << "ledge-level";
    QTest::newRow("format missing") << QByteArray("\"format\": \"ledge-level\",") << QByteArray() << "/format" << 1 << 1 << "";
    QTest::newRow("format not a string") << QByteArray("\"ledge-level\"") << QByteArray("1") << "/format" << 2 << 13 << "";
    QTest::newRow("version newer") << QByteArray("\"version\": 1") << QByteArray("\"version\": 2") << "/version" << 3 << 14 << "2";
    QTest::newRow("version zero") << QByteArray("\"version\": 1") << QByteArray("\"version\": 0") << "/version" << 3 << 14 << "";
    QTest::newRow("version fraction") << QByteArray("\"version\": 1") << QByteArray("\"version\": 1.5") << "/version" << 3 << 14 << "";
    QTest::newRow("version string") << QByteArray("\"version\": 1") << QByteArray("\"version\": \"1\"") << "/version" << 3 << 14 << "";
    QTest::newRow("version missing") << QByteArray("\"version\": 1,") << QByteArray() << "/version" << 1 << 1 << "";
    QTest::newRow("name not a string") << QByteArray("\"name\": \"t\"") << QByteArray("\"name\": 5") << "/name" << 4 << 11 << "";
    // Grid, player, rules.
    QTest::newRow("grid missing") << QByteArray("\"grid\": { \"cellSize\": 16, \"columns\": 4, \"rows\": 2 },") << QByteArray() << "/grid" << 1 << 1 << "";
    QTest::newRow("grid not an object") << QByteArray("{ \"cellSize\": 16, \"columns\": 4, \"rows\": 2 }") << QByteArray("[]") << "/grid" << 5 << 11 << "";
    QTest::newRow("cellSize string") << QByteArray("\"cellSize\": 16") << QByteArray("\"cellSize\": \"16\"") << "/grid/cellSize" << 5 << 25 << "";
    QTest::newRow("cellSize zero") << QByteArray("\"cellSize\": 16") << QByteArray("\"cellSize\": 0") << "/grid/cellSize" << 5 << 25 << "";
    QTest::newRow("columns fraction") << QByteArray("\"columns\": 4") << QByteArray("\"columns\": 4.5") << "/grid/columns" << 5 << 0 << "";
    QTest::newRow("columns negative") << QByteArray("\"columns\": 4") << QByteArray("\"columns\": -4") << "/grid/columns" << 5 << 0 << "";
    QTest::newRow("rows missing") << QByteArray(", \"rows\": 2") << QByteArray() << "/grid/rows" << 5 << 11 << "";
    QTest::newRow("rows huge") << QByteArray("\"rows\": 2") << QByteArray("\"rows\": 2000000000") << "/grid/rows" << 5 << 0 << "";
    QTest::newRow("player not an object") << QByteArray("{ \"mode\": \"platformer\" }") << QByteArray("3") << "/player" << 6 << 13 << "";
    QTest::newRow("mode unknown") << QByteArray("\"platformer\"") << QByteArray("\"racing\"") << "/player/mode" << 6 << 23 << "racing";
    QTest::newRow("maxFloorAngle too steep") << QByteArray("\"mode\": \"platformer\"") << QByteArray("\"maxFloorAngle\": 90") << "/player/maxFloorAngle" << 6 << 0 << "";
    QTest::newRow("maxFloorAngle negative") << QByteArray("\"mode\": \"platformer\"") << QByteArray("\"maxFloorAngle\": -1") << "/player/maxFloorAngle" << 6 << 0 << "";
    QTest::newRow("maxFloorAngle mistyped") << QByteArray("\"mode\": \"platformer\"") << QByteArray("\"maxFloorAngle\": \"45\"") << "/player/maxFloorAngle" << 6 << 0 << "";
    QTest::newRow("player number mistyped") << QByteArray("\"mode\": \"platformer\"") << QByteArray("\"gravity\": true") << "/player/gravity" << 6 << 0 << "";
    QTest::newRow("severity unknown") << QByteArray("\"overlap\": \"error\"") << QByteArray("\"overlap\": \"fatal\"") << "/rules/overlap" << 7 << 25 << "fatal";
    QTest::newRow("severity not a string") << QByteArray("\"overlap\": \"error\"") << QByteArray("\"overlap\": 2") << "/rules/overlap" << 7 << 25 << "";
    // Layers.
    QTest::newRow("layers missing") << QByteArray("\"layers\"") << QByteArray("\"strata\"") << "/layers" << 1 << 1 << "";
    QTest::newRow("layers not an array") << QByteArray("\"layers\": [") << QByteArray("\"layers\": 0, \"x\": [") << "/layers" << 8 << 13 << "";
    QTest::newRow("layer not an object") << QByteArray("\"layers\": [") << QByteArray("\"layers\": [ 7,") << "/layers/0" << 8 << 15 << "";
    QTest::newRow("layer id missing") << QByteArray("{ \"id\": 1, \"type\": \"objects\"") << QByteArray("{ \"type\": \"objects\"") << "/layers/0/id" << 9 << 5 << "";
    QTest::newRow("layer id zero") << QByteArray("{ \"id\": 1, \"type\": \"objects\"") << QByteArray("{ \"id\": 0, \"type\": \"objects\"") << "/layers/0/id" << 9 << 13 << "";
    QTest::newRow("layer id duplicate") << QByteArray("{ \"id\": 2, \"type\": \"tiles\"") << QByteArray("{ \"id\": 1, \"type\": \"tiles\"") << "/layers/1/id" << 15 << 13 << "/layers/0/id";
    QTest::newRow("layer type unknown") << QByteArray("\"type\": \"objects\"") << QByteArray("\"type\": \"sprites\"") << "/layers/0/type" << 9 << 24 << "sprites";
    QTest::newRow("layer type missing") << QByteArray("\"type\": \"objects\", ") << QByteArray() << "/layers/0/type" << 9 << 5 << "";
    QTest::newRow("layer flag mistyped") << QByteArray("\"type\": \"objects\",") << QByteArray("\"type\": \"objects\", \"visible\": \"yes\",") << "/layers/0/visible" << 9 << 0 << "";
    QTest::newRow("layer name mistyped") << QByteArray("\"type\": \"objects\",") << QByteArray("\"type\": \"objects\", \"name\": [],") << "/layers/0/name" << 9 << 0 << "";
    QTest::newRow("objects missing") << QByteArray("\"objects\": [") << QByteArray("\"things\": [") << "/layers/0/objects" << 9 << 5 << "";
    // Objects.
    QTest::newRow("object not an object") << QByteArray("\"objects\": [") << QByteArray("\"objects\": [ \"box\",") << "/layers/0/objects/0" << 9 << 48 << "";
    QTest::newRow("object id missing") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"role\": \"solid\"") << "/layers/0/objects/0/id" << 10 << 7 << "";
    QTest::newRow("object id zero") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": 0, \"role\": \"solid\"") << "/layers/0/objects/0/id" << 10 << 15 << "";
    QTest::newRow("object id negative") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": -1, \"role\": \"solid\"") << "/layers/0/objects/0/id" << 10 << 15 << "";
    QTest::newRow("object id fraction") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": 1.25, \"role\": \"solid\"") << "/layers/0/objects/0/id" << 10 << 15 << "";
    QTest::newRow("object id string") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": \"1\", \"role\": \"solid\"") << "/layers/0/objects/0/id" << 10 << 15 << "";
    QTest::newRow("object id duplicate") << QByteArray("{ \"id\": 3, \"role\": \"solid\"") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << "/layers/0/objects/2/id" << 12 << 15 << "/layers/0/objects/0/id";
    QTest::newRow("role unknown") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": 1, \"role\": \"wall\"") << "/layers/0/objects/0/role" << 10 << 26 << "wall";
    QTest::newRow("role missing") << QByteArray("{ \"id\": 1, \"role\": \"solid\",") << QByteArray("{ \"id\": 1,") << "/layers/0/objects/0/role" << 10 << 7 << "";
    QTest::newRow("object name mistyped") << QByteArray("{ \"id\": 1, \"role\": \"solid\"") << QByteArray("{ \"id\": 1, \"name\": false, \"role\": \"solid\"") << "/layers/0/objects/0/name" << 10 << 0 << "";
    QTest::newRow("shape missing") << QByteArray("\"role\": \"spawn\", \"shape\"") << QByteArray("\"role\": \"spawn\", \"form\"") << "/layers/0/objects/1/shape" << 11 << 7 << "";
    QTest::newRow("shape not an object") << QByteArray("\"shape\": { \"type\": \"point\", \"x\": 4, \"y\": 4 }") << QByteArray("\"shape\": \"point\"") << "/layers/0/objects/1/shape" << 11 << 44 << "";
    QTest::newRow("shape type unknown") << QByteArray("\"type\": \"box\"") << QByteArray("\"type\": \"triangle\"") << "/layers/0/objects/0/shape/type" << 10 << 0 << "triangle";
    QTest::newRow("shape type missing") << QByteArray("{ \"type\": \"box\", ") << QByteArray("{ ") << "/layers/0/objects/0/shape/type" << 10 << 0 << "";
    QTest::newRow("box w missing") << QByteArray("\"w\": 8, ") << QByteArray() << "/layers/0/objects/0/shape/w" << 10 << 0 << "";
    QTest::newRow("circle r missing") << QByteArray(", \"r\": 2") << QByteArray() << "/layers/0/objects/2/shape/r" << 12 << 44 << "";
    QTest::newRow("circle r string") << QByteArray("\"r\": 2") << QByteArray("\"r\": \"2\"") << "/layers/0/objects/2/shape/r" << 12 << 85 << "number";
    QTest::newRow("circle x null") << QByteArray("\"type\": \"circle\", \"x\": 4") << QByteArray("\"type\": \"circle\", \"x\": null") << "/layers/0/objects/2/shape/x" << 12 << 0 << "";
    QTest::newRow("polygon points missing") << QByteArray("\"points\"") << QByteArray("\"corners\"") << "/layers/0/objects/3/shape/points" << 13 << 44 << "";
    QTest::newRow("polygon points not an array") << QByteArray("\"points\": [[0,0],[8,0],[0,8]]") << QByteArray("\"points\": 3") << "/layers/0/objects/3/shape/points" << 13 << 0 << "";
    QTest::newRow("polygon point of three") << QByteArray("[8,0]") << QByteArray("[8,0,1]") << "/layers/0/objects/3/shape/points/1" << 13 << 82 << "";
    QTest::newRow("polygon point not an array") << QByteArray("[8,0]") << QByteArray("8") << "/layers/0/objects/3/shape/points/1" << 13 << 82 << "";
    QTest::newRow("polygon coordinate string") << QByteArray("[0,0]") << QByteArray("[0,\"0\"]") << "/layers/0/objects/3/shape/points/0/1" << 13 << 79 << "";
    const QByteArray circle("{ \"type\": \"circle\", \"x\": 4, \"y\": 4, \"r\": 2 }");
    QTest::newRow("slope rise unknown") << circle << QByteArray("{ \"type\": \"slope\", \"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8, \"rise\": \"up\" }") << "/layers/0/objects/2/shape/rise" << 12 << 0 << "up";
    QTest::newRow("slope rise missing") << circle << QByteArray("{ \"type\": \"slope\", \"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8 }") << "/layers/0/objects/2/shape/rise" << 12 << 44 << "";
    QTest::newRow("slope ceiling mistyped") << circle << QByteArray("{ \"type\": \"slope\", \"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8, \"rise\": \"left\", \"ceiling\": 1 }") << "/layers/0/objects/2/shape/ceiling" << 12 << 0 << "";
    QTest::newRow("point for a solid") << QByteArray("\"role\": \"spawn\"") << QByteArray("\"role\": \"solid\"") << "/layers/0/objects/1/shape/type" << 11 << 0 << "solid";
    QTest::newRow("point for a trigger") << QByteArray("\"role\": \"spawn\"") << QByteArray("\"role\": \"trigger\"") << "/layers/0/objects/1/shape/type" << 11 << 0 << "trigger";
    const QByteArray firstObject("{ \"id\": 1, \"role\": \"solid\",");
    QTest::newRow("properties not an object") << firstObject << QByteArray("{ \"id\": 1, \"properties\": [], \"role\": \"solid\",") << "/layers/0/objects/0/properties" << 10 << 0 << "";
    QTest::newRow("property array") << firstObject << QByteArray("{ \"id\": 1, \"properties\": { \"a\": 1, \"tags\": [1] }, \"role\": \"solid\",") << "/layers/0/objects/0/properties/tags" << 10 << 0 << "";
    QTest::newRow("property null") << firstObject << QByteArray("{ \"id\": 1, \"properties\": { \"gone\": null }, \"role\": \"solid\",") << "/layers/0/objects/0/properties/gone" << 10 << 0 << "";
    QTest::newRow("property key escaped") << firstObject << QByteArray("{ \"id\": 1, \"properties\": { \"a/b~c\": {} }, \"role\": \"solid\",") << "/layers/0/objects/0/properties/a~1b~0c" << 10 << 43 << "";
    // Tile layers.
    QTest::newRow("cells missing") << QByteArray("\"cells\"") << QByteArray("\"tiles\"") << "/layers/1/cells" << 15 << 5 << "";
    QTest::newRow("cells not an array") << QByteArray("\"cells\": [") << QByteArray("\"cells\": 4, \"x\": [") << "/layers/1/cells" << 15 << 42 << "";
    QTest::newRow("too few rows") << QByteArray(",\n      \"^^==\"") << QByteArray() << "/layers/1/cells" << 15 << 42 << "2";
    QTest::newRow("too many rows") << QByteArray("\"^^==\"") << QByteArray("\"^^==\", \"....\"") << "/layers/1/cells" << 15 << 42 << "3";
    QTest::newRow("row too short") << QByteArray("\"..#.\"") << QByteArray("\"..#\"") << "/layers/1/cells/0" << 16 << 7 << "4";
    QTest::newRow("row too long") << QByteArray("\"^^==\"") << QByteArray("\"^^===\"") << "/layers/1/cells/1" << 17 << 7 << "5";
    QTest::newRow("row not a string") << QByteArray("\"^^==\"") << QByteArray("[1, 2, 3, 4]") << "/layers/1/cells/1" << 17 << 7 << "";
    QTest::newRow("tile unknown") << QByteArray("\"..#.\"") << QByteArray("\"..x.\"") << "/layers/1/cells/0" << 16 << 10 << "x";
    QTest::newRow("tile unknown after escape") << QByteArray("\"..#.\"") << QByteArray("\"\\u002e.#?\"") << "/layers/1/cells/0" << 16 << 16 << "?";
}

void TestLevelFile::malformed()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, pointer);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, mentions);
    QByteArray json(kBase);
    if (from == "*") {
        json = to;
    } else {
        const auto at = json.indexOf(from);
        QVERIFY2(at >= 0, "the edit must apply to the base document");
        json.replace(at, from.size(), to);
    }
    const LoadResult r = readLevel(json, QStringLiteral("bad.ledge"));
    QVERIFY2(!r, "the file must be rejected");
    QCOMPARE(r.error.pointer, pointer);
    QCOMPARE(r.error.line, line);
    if (column > 0)
        QCOMPARE(r.error.column, column);
    QVERIFY(!r.error.message.isEmpty());
    if (!mentions.isEmpty())
        QVERIFY2(r.error.message.contains(mentions), qPrintable(r.error.message));
    QCOMPARE(r.error.file, QStringLiteral("bad.ledge"));
}

void TestLevelFile::degenerateGeometryLoads_data()
{
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<QByteArray>("role");
    QTest::newRow("negative size box") << QByteArray(R"({ "type": "box", "x": 0, "y": 0, "w": -8, "h": 8 })") << QByteArray("solid");
    QTest::newRow("zero size box") << QByteArray(R"({ "type": "box", "x": 0, "y": 0, "w": 0, "h": 0 })") << QByteArray("solid");
    QTest::newRow("zero radius") << QByteArray(R"({ "type": "circle", "x": 4, "y": 4, "r": 0 })") << QByteArray("hazard");
    QTest::newRow("negative radius") << QByteArray(R"({ "type": "circle", "x": 4, "y": 4, "r": -3 })") << QByteArray("solid");
    QTest::newRow("self-intersecting polygon") << QByteArray(R"({ "type": "polygon", "points": [[0,0],[8,8],[0,8],[8,0]] })") << QByteArray("solid");
    QTest::newRow("two-point polygon") << QByteArray(R"({ "type": "polygon", "points": [[0,0],[8,8]] })") << QByteArray("solid");
    QTest::newRow("empty polygon") << QByteArray(R"({ "type": "polygon", "points": [] })") << QByteArray("oneway");
    QTest::newRow("flat slope") << QByteArray(R"({ "type": "slope", "x": 0, "y": 0, "w": 8, "h": 0, "rise": "left" })") << QByteArray("solid");
    QTest::newRow("far outside the level") << QByteArray(R"({ "type": "box", "x": -1e9, "y": 1e9, "w": 8, "h": 8 })") << QByteArray("goal");
    QTest::newRow("spawn as a box") << QByteArray(R"({ "type": "box", "x": 0, "y": 0, "w": 8, "h": 8 })") << QByteArray("spawn");
}

void TestLevelFile::degenerateGeometryLoads()
{
    QFETCH(QByteArray, shape);
    QFETCH(QByteArray, role);
    QByteArray json(kBase);
    const QByteArray from(R"({ "type": "box", "x": 0, "y": 0, "w": 8, "h": 8 })");
    QVERIFY(json.contains(from));
    json.replace(from, shape);
    json.replace(R"("id": 1, "role": "solid")", R"("id": 1, "role": ")" + role + '"');
    const LoadResult r = readLevel(json);
    QVERIFY2(r, qPrintable(r.error.toString()));
    const LevelObject* o = r.level->object(1);
    QVERIFY(o);
    QCOMPARE(roleName(o->role), QString::fromLatin1(role));
    // It saves back to the same shape.
    const LoadResult again = readLevel(writeLevel(*r.level));
    QVERIFY(again);
    QVERIFY(again.level->object(1)->shape == o->shape);
}

void TestLevelFile::defaults()
{
    const LoadResult r = loadLevel(dataPath("minimal.ledge"));
    QVERIFY2(r, qPrintable(r.error.toString()));
    const Level& l = *r.level;
    QCOMPARE(l.name(), QString());
    QCOMPARE(l.grid().cellSize, 32.0);
    QCOMPARE(l.grid().columns, 3);
    QCOMPARE(l.grid().rows, 2);
    QVERIFY(l.player() == PlayerSettings());
    QCOMPARE(l.player().mode, MovementMode::Platformer);
    QVERIFY(l.rules() == RuleSettings());
    QVERIFY(l.extra().isEmpty());
    QCOMPARE(l.layerCount(), 2);
    const LayerInfo& objects = l.layerAt(0);
    QCOMPARE(objects.id, LayerId(7));
    QCOMPARE(objects.name, QString());
    QVERIFY(objects.visible);
    QVERIFY(!objects.locked);
    QVERIFY(objects.collides);
    QVERIFY(objects.extra.isEmpty());
    QCOMPARE(l.objectIds(7), (std::vector<ObjectId>{1, 2}));
    const LevelObject* spawn = l.object(1);
    QVERIFY(spawn);
    QCOMPARE(spawn->role, Role::Spawn);
    QVERIFY(spawn->shape == Shape(Point{16, 64}));
    QVERIFY(spawn->name.isEmpty());
    QVERIFY(spawn->properties.isEmpty());
    const LevelObject* slope = l.object(2);
    QVERIFY(slope);
    QVERIFY(slope->shape == Shape(Slope{32, 32, 32, 32, Rise::Right, false}));
    QCOMPARE(l.layerAt(1).type, LayerType::Tiles);
    QCOMPARE(l.tile(8, 0, 0), TileKind::Empty);
    QCOMPARE(l.tile(8, 0, 1), TileKind::Solid);
    QCOMPARE(l.tile(8, 1, 1), TileKind::OneWay);
    QCOMPARE(l.tile(8, 2, 1), TileKind::Hazard);
    QCOMPARE(l.nextObjectId(), ObjectId(3));
    QCOMPARE(l.nextLayerId(), LayerId(9));
}

void TestLevelFile::formatExample()
{
    // the example in docs/file-format.md with its tile rows written out in full.
    const LoadResult r = loadLevel(dataPath("format_example.ledge"));
    QVERIFY2(r, qPrintable(r.error.toString()));
    const Level& l = *r.level;
    QCOMPARE(l.name(), QString("Caves 1"));
    QCOMPARE(l.bounds(), (Aabb{0, 0, 2048, 768}));
    QCOMPARE(l.objectCount(), 7);
    QCOMPARE(l.objectIds(1), (std::vector<ObjectId>{1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(l.object(1)->name, QString("floor"));
    QVERIFY(l.object(1)->shape == Shape(Box{0, 704, 2048, 64}));
    QVERIFY(l.object(2)->shape == Shape(Circle{300, 600, 24}));
    QVERIFY(l.object(3)->shape == Shape(Polygon{{{400, 704}, {480, 640}, {520, 704}}}));
    QVERIFY(l.object(4)->shape == Shape(Slope{640, 640, 64, 64, Rise::Right, false}));
    QCOMPARE(l.object(5)->role, Role::Spawn);
    QCOMPARE(l.object(6)->role, Role::Goal);
    QCOMPARE(l.object(7)->properties.value("score").toInt(), 10);
    QCOMPARE(l.tile(2, 4, 1), TileKind::Solid);
    QCOMPARE(l.tile(2, 12, 1), TileKind::OneWay);
    QCOMPARE(l.tile(2, 0, 23), TileKind::Hazard);
    QCOMPARE(l.tile(2, 0, 0), TileKind::Empty);
    QCOMPARE(l.player(), PlayerSettings());
    QCOMPARE(l.rules(), RuleSettings());
}

void TestLevelFile::damagedTextNeverCrashes_data()
{
    QTest::addColumn<int>("damage");
    QTest::newRow("cut at every byte") << 0;
    QTest::newRow("each byte replaced by a quote") << 1;
    QTest::newRow("each byte replaced by a digit") << 2;
}

void TestLevelFile::damagedTextNeverCrashes()
{
    // Every damaged copy is either a level or an error located inside the text.
    QFETCH(int, damage);
    const QByteArray good = readAll(dataPath("handwritten.ledge"));
    QVERIFY(!good.isEmpty());
    const int lines = int(good.count('\n')) + 1;
    int rejected = 0;
    for (qsizetype i = 0; i < good.size(); ++i) {
        QByteArray bad = damage == 0 ? good.left(i) : good;
        if (damage == 1)
            bad[i] = '"';
        else if (damage == 2)
            bad[i] = '7';
        const LoadResult r = readLevel(bad);
        if (r)
            continue;
        ++rejected;
        QVERIFY(!r.error.message.isEmpty());
        QVERIFY2(r.error.line >= 1 && r.error.line <= lines, qPrintable(r.error.toString()));
        QVERIFY(r.error.column >= 1);
    }
    QVERIFY(rejected > 0);
}

void TestLevelFile::handwrittenKeepsEveryMember()
{
    const LoadResult r = loadLevel(dataPath("handwritten.ledge"));
    QVERIFY2(r, qPrintable(r.error.toString()));
    const Level& l = *r.level;
    // Known members.
    QCOMPARE(l.name(), QString::fromUtf8("Hand \"written\" \xc3\xa9t\xc3\xa9 / caves"));
    QCOMPARE(l.player().mode, MovementMode::TopDown);
    QCOMPARE(l.player().width, 12.5);
    QCOMPARE(l.player().gravity, 0.0);
    QCOMPARE(l.rules().overlap, Severity::Warning);
    QCOMPARE(l.rules().outOfBounds, Severity::Warning);
    QCOMPARE(l.rules().unreachable, Severity::Off);
    QCOMPARE(l.layerAt(0).id, LayerId(3));
    QCOMPARE(l.layerAt(1).id, LayerId(1));
    QVERIFY(!l.layerAt(1).visible);
    QVERIFY(l.layerAt(1).locked);
    QVERIFY(!l.layerAt(1).collides);
    QVERIFY(l.object(14)->shape == Shape(Slope{96, 32, 16, 16, Rise::Left, false}));
    QVERIFY(l.object(15)->shape == Shape(Slope{80, 0, -16, 16, Rise::Right, true}));
    QCOMPARE(std::get<Polygon>(l.object(13)->shape).points.size(), std::size_t(4));
    QCOMPARE(l.object(18)->name, QString("door"));
    // Unknown members at every level.
    QCOMPARE(l.extra().value("comment").toString(), QString("top-level unknown member"));
    QCOMPARE(l.extra().value("tool").toObject().value("name").toString(), QString("sketch"));
    QCOMPARE(l.grid().extra.value("origin").toString(), QString("top-left"));
    QCOMPARE(l.player().extra.value("speedCurve").toArray().size(), 3);
    QCOMPARE(l.rules().extra.value("no-tiny-gaps").toString(), QString("error"));
    QCOMPARE(l.rules().extra.value("x.plugin").toObject().value("min").toInt(), 3);
    QCOMPARE(l.layerAt(0).extra.value("opacity").toDouble(), 0.5);
    QVERIFY(l.layerAt(1).extra.contains("tileset"));
    QVERIFY(l.layerAt(1).extra.value("tileset").isNull());
    QCOMPARE(l.object(16)->extra.value("editorColour").toString(), QString("#ff0000"));
    QCOMPARE(l.object(12)->shapeExtra.value("note").toString(), QString("zero radius"));
    // Properties of each type.
    const QVariantMap& p = l.object(11)->properties;
    QCOMPARE(p.value("score").typeId(), int(QMetaType::LongLong));
    QCOMPARE(p.value("score").toLongLong(), 10);
    QCOMPARE(p.value("ratio").typeId(), int(QMetaType::Double));
    QCOMPARE(p.value("ratio").toDouble(), 0.1);
    QCOMPARE(p.value("label").toString(), QString("gold\tcoin"));
    QCOMPARE(p.value("rare").typeId(), int(QMetaType::Bool));
    QCOMPARE(p.value("big").toLongLong(), 12345678901234LL);
    // Save and load again: the same document.
    const LoadResult again = readLevel(writeLevel(l));
    QVERIFY2(again, qPrintable(again.error.toString()));
    QCOMPARE(difference(l, *again.level), QString());
}

void TestLevelFile::writtenFileIsFixedPoint_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("rich (written by writeLevel)") << "rich.ledge";
    QTest::newRow("hand-written") << "handwritten.ledge";
    QTest::newRow("minimal") << "minimal.ledge";
}

void TestLevelFile::writtenFileIsFixedPoint()
{
    QFETCH(QString, source);
    const LoadResult first = loadLevel(dataPath(source));
    QVERIFY2(first, qPrintable(first.error.toString()));
    const QByteArray written = writeLevel(*first.level);
    const LoadResult second = readLevel(written);
    QVERIFY2(second, qPrintable(second.error.toString()));
    QCOMPARE(difference(*first.level, *second.level), QString());
    QCOMPARE(writeLevel(*second.level), written);
    if (source == "rich.ledge")
        QCOMPARE(written, readAll(dataPath(source)));
    // rich.ledge is exactly what the writer makes of the hand-written file.
    if (source == "handwritten.ledge")
        QCOMPARE(written, readAll(dataPath("rich.ledge")));
}

void TestLevelFile::memberOrderAndLayout()
{
    const LoadResult r = loadLevel(dataPath("minimal.ledge"));
    QVERIFY(r);
    const QByteArray out = writeLevel(*r.level);
    QVERIFY(out.endsWith("}\n"));
    QVERIFY(!out.endsWith("\n\n"));
    QVERIFY(out.startsWith("{\n  \"format\": \"ledge-level\",\n  \"version\": 1,\n  \"name\": \"\",\n"
                           "  \"grid\": {\n    \"cellSize\": 32,\n"));
    // Top-level members in docs/file-format.md's order.
    const QList<QByteArray> order = {"\"format\"", "\"version\"", "\"name\"", "\"grid\"",
                                     "\"player\"", "\"rules\"", "\"layers\""};
    qsizetype last = -1;
    for (const QByteArray& key : order) {
        const qsizetype at = out.indexOf("\n  " + key);
        QVERIFY2(at > last, key.constData());
        last = at;
    }
    QVERIFY(out.contains("\"player\": {\n    \"mode\": \"platformer\",\n    \"width\": 24,\n"
                         "    \"height\": 40,\n    \"runSpeed\": 240,\n    \"jumpHeight\": 104,\n"
                         "    \"gravity\": 1800,\n    \"maxFallSpeed\": 900,\n    \"maxFloorAngle\": 45\n  }"));
    QVERIFY(out.contains("\"rules\": {\n    \"overlap\": \"error\",\n    \"outOfBounds\": "
                         "\"warning\",\n    \"unreachable\": \"error\"\n  }"));
    QVERIFY(out.contains("      \"id\": 7,\n      \"name\": \"\",\n      \"type\": \"objects\",\n"
                         "      \"visible\": true,\n      \"locked\": false,\n      \"collides\": "
                         "true,\n      \"objects\": ["));
    QVERIFY(out.contains("\"shape\": { \"type\": \"slope\", \"x\": 32, \"y\": 32, \"w\": 32, "
                         "\"h\": 32, \"rise\": \"right\", \"ceiling\": false }"));
    QVERIFY(out.contains("\"cells\": [\n        \"...\",\n        \"#=^\"\n      ]"));
    QVERIFY(!out.contains('\t'));
    QVERIFY(!out.contains(".0,"));
}

void TestLevelFile::numbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("readBack");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("integer") << 64.0 << QByteArray("64") << 64.0;
    QTest::newRow("negative integer") << -3.0 << QByteArray("-3") << -3.0;
    QTest::newRow("zero") << 0.0 << QByteArray("0") << 0.0;
    QTest::newRow("negative zero") << -0.0 << QByteArray("0") << 0.0;
    QTest::newRow("tenth") << 0.1 << QByteArray("0.1") << 0.1;
    QTest::newRow("sum not a tenth") << 0.1 + 0.2 << QByteArray("0.30000000000000004") << 0.1 + 0.2;
    QTest::newRow("small") << 1.5e-7 << QByteArray("1.5e-07") << 1.5e-7;
    QTest::newRow("largest exact integer - 1") << 9007199254740991.0 << QByteArray("9007199254740991") << 9007199254740991.0;
    QTest::newRow("2^53") << 9007199254740992.0 << QByteArray("9007199254740992") << 9007199254740992.0;
    QTest::newRow("huge") << 1e300 << QByteArray("1e+300") << 1e300;
    QTest::newRow("third") << 1.0 / 3.0 << QByteArray("0.3333333333333333") << 1.0 / 3.0;
    QTest::newRow("nan") << nan << QByteArray("0") << 0.0;
    QTest::newRow("infinity") << inf << QByteArray("0") << 0.0;
    QTest::newRow("-infinity") << -inf << QByteArray("0") << 0.0;
}

void TestLevelFile::numbers()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QFETCH(double, readBack);
    LevelObject o;
    o.id = 1;
    o.shape = Circle{value, 1, 2};
    const auto level = oneObjectLevel(o);
    const QByteArray out = writeLevel(*level);
    const QByteArray expected = "\"type\": \"circle\", \"x\": " + text + ", \"y\": 1, \"r\": 2 }";
    QVERIFY2(out.contains(expected), out.constData());
    const LoadResult r = readLevel(out);
    QVERIFY2(r, qPrintable(r.error.toString()));
    const double x = std::get<Circle>(r.level->object(1)->shape).x;
    QCOMPARE(std::signbit(x), std::signbit(readBack));
    QVERIFY2(x == readBack, qPrintable(QString::number(x, 'g', 17))); // bit-exact, no fuzz
}

void TestLevelFile::strings_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("escaped");
    QTest::newRow("plain") << "Caves 1" << QByteArray("\"Caves 1\"");
    QTest::newRow("quote and backslash") << "a\"b\\c" << QByteArray("\"a\\\"b\\\\c\"");
    QTest::newRow("newline tab cr") << "a\nb\tc\rd" << QByteArray("\"a\\nb\\tc\\rd\"");
    QTest::newRow("other control") << QString("x") + QChar(1) + QChar(0x1f) << QByteArray("\"x\\u0001\\u001f\"");
    QTest::newRow("backspace formfeed") << "\b\f" << QByteArray("\"\\b\\f\"");
    QTest::newRow("non-ascii raw utf-8") << QString::fromUtf8("h\xc3\xb6hle \xe2\x86\x92 \xf0\x9f\x8c\x8b")
                                      << QByteArray("\"h\xc3\xb6hle \xe2\x86\x92 \xf0\x9f\x8c\x8b\"");
    QTest::newRow("slash unescaped") << "a/b" << QByteArray("\"a/b\"");
    QTest::newRow("empty") << "" << QByteArray("\"\"");
}

void TestLevelFile::strings()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, escaped);
    LevelObject o;
    o.id = 1;
    o.name = name.isEmpty() ? QStringLiteral("x") : name;
    o.properties.insert(name, name);
    auto level = oneObjectLevel(o);
    level->setName(name);
    const QByteArray out = writeLevel(*level);
    QVERIFY2(out.contains("\"name\": " + escaped + ",\n"), out.constData());
    const LoadResult r = readLevel(out);
    QVERIFY2(r, qPrintable(r.error.toString()));
    QCOMPARE(r.level->name(), name);
    QCOMPARE(r.level->object(1)->name, o.name);
    QCOMPARE(r.level->object(1)->properties.value(name).toString(), name);
}

void TestLevelFile::propertiesOfEachType()
{
    // Values as the editor may set them, of several QVariant types.
    LevelObject o;
    o.id = 5;
    o.role = Role::Trigger;
    o.properties = {{"int", 42},
                    {"longlong", qlonglong(1) << 40},
                    {"uint", 7u},
                    {"double", 2.5},
                    {"whole double", 3.0},
                    {"float", 0.5f},
                    {"bool", false},
                    {"string", QString("on")},
                    {"bytes", QByteArray("raw")}};
    const auto level = oneObjectLevel(o);
    const QByteArray out = writeLevel(*level);
    QVERIFY(out.contains("\"int\": 42"));
    QVERIFY(out.contains("\"longlong\": 1099511627776"));
    QVERIFY(out.contains("\"uint\": 7"));
    QVERIFY(out.contains("\"double\": 2.5"));
    QVERIFY(out.contains("\"whole double\": 3\n"));
    QVERIFY(out.contains("\"float\": 0.5"));
    QVERIFY(out.contains("\"bool\": false"));
    QVERIFY(out.contains("\"string\": \"on\""));
    QVERIFY(out.contains("\"bytes\": \"raw\"")); // other types are written as their text
    const LoadResult r = readLevel(out);
    QVERIFY2(r, qPrintable(r.error.toString()));
    const QVariantMap& p = r.level->object(5)->properties;
    QCOMPARE(p.size(), 9);
    QCOMPARE(p.value("int").toLongLong(), 42);
    QCOMPARE(p.value("longlong").toLongLong(), qlonglong(1) << 40);
    QCOMPARE(p.value("double").toDouble(), 2.5);
    QCOMPARE(p.value("whole double").toDouble(), 3.0);
    QCOMPARE(p.value("bool").typeId(), int(QMetaType::Bool));
    QCOMPARE(p.value("bool").toBool(), false);
    QCOMPARE(p.value("string").toString(), QString("on"));
    // Numbers compare equal across integer and double types, so the object is unchanged.
    QCOMPARE(writeLevel(*r.level), out);
}

void TestLevelFile::extraCannotShadowKnownMembers()
{
    LevelObject o;
    o.id = 3;
    o.shape = Box{1, 2, 3, 4};
    o.extra = QJsonObject{{"id", 99}, {"role", "goal"}, {"zz", 1}};
    o.shapeExtra = QJsonObject{{"x", 500}, {"type", "circle"}, {"tint", "red"}};
    auto level = oneObjectLevel(o);
    GridSettings g = level->grid();
    g.extra = QJsonObject{{"rows", 1}};
    level->setGrid(g);
    level->setExtra(QJsonObject{{"version", 9}, {"layers", 0}});
    const QByteArray out = writeLevel(*level);
    QCOMPARE(out.count("\"id\""), 2); // the layer's and the object's
    QCOMPARE(out.count("\"version\""), 1);
    QCOMPARE(out.count("\"rows\""), 1);
    QVERIFY(out.contains("\"shape\": { \"type\": \"box\", \"x\": 1, \"y\": 2, \"w\": 3, \"h\": 4, "
                         "\"tint\": \"red\" },\n"));
    QVERIFY(out.contains("\"zz\": 1"));
    const LoadResult r = readLevel(out);
    QVERIFY2(r, qPrintable(r.error.toString()));
    QVERIFY(r.level->object(3)->shape == Shape(Box{1, 2, 3, 4}));
}

void TestLevelFile::errorText_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::newRow("everything") << "caves.ledge" << "/layers/0/objects/3/shape/r" << 12 << 5
                                << "caves.ledge:12:5: /layers/0/objects/3/shape/r: msg";
    QTest::newRow("no column") << "caves.ledge" << "/grid" << 3 << 0 << "caves.ledge:3: /grid: msg";
    QTest::newRow("no line") << "caves.ledge" << "/grid" << 0 << 0 << "caves.ledge: /grid: msg";
    QTest::newRow("whole document") << "caves.ledge" << "" << 1 << 1 << "caves.ledge:1:1: msg";
    QTest::newRow("no file") << "" << "/version" << 3 << 14 << ":3:14: /version: msg";
    QTest::newRow("nothing known") << "" << "" << 0 << 0 << "msg";
}

void TestLevelFile::errorText()
{
    QFETCH(QString, file);
    QFETCH(QString, pointer);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, text);
    LoadError e;
    e.file = file;
    e.pointer = pointer;
    e.line = line;
    e.column = column;
    e.message = "msg";
    QCOMPARE(e.toString(), text);
}

void TestLevelFile::missingFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("absent.ledge");
    const LoadResult r = loadLevel(path);
    QVERIFY(!r);
    QCOMPARE(r.error.file, path);
    QCOMPARE(r.error.line, 0);
    QVERIFY(!r.error.message.isEmpty());
    QVERIFY(r.error.toString().startsWith(path + ": "));
}

void TestLevelFile::saveReplacesAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("level.ledge");
    const LoadResult r = loadLevel(dataPath("handwritten.ledge"));
    QVERIFY(r);
    SaveResult s = saveLevel(*r.level, path);
    QVERIFY2(s.ok, qPrintable(s.message));
    QVERIFY(s.message.isEmpty());
    QCOMPARE(readAll(path), writeLevel(*r.level));
    r.level->setName("changed");
    s = saveLevel(*r.level, path);
    QVERIFY2(s.ok, qPrintable(s.message));
    QCOMPARE(readAll(path), writeLevel(*r.level));
    // Nothing else is left behind in the directory.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{"level.ledge"});
    const LoadResult back = loadLevel(path);
    QVERIFY(back);
    QCOMPARE(back.level->name(), QString("changed"));
}

void TestLevelFile::failedSaveKeepsOldFile_data()
{
    QTest::addColumn<int>("how");
    // Each fails for root too: no permission tricks.
    QTest::newRow("target is a directory") << 0;
    QTest::newRow("parent is a regular file") << 1;
    QTest::newRow("write fails (file size limit)") << 2;
    QTest::newRow("level would not load again (solid point)") << 3;
    QTest::newRow("level would not load again (no columns)") << 4;
    QTest::newRow("folder is read-only") << 5;
}

void TestLevelFile::failedSaveKeepsOldFile()
{
    QFETCH(int, how);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray old = "old contents, not a level\n";
    const LoadResult r = loadLevel(dataPath("rich.ledge"));
    QVERIFY(r);
    QString target;
    QString witness; // a file whose bytes must survive
    switch (how) {
    case 0:
        target = dir.filePath("level.ledge");
        QVERIFY(QDir(dir.path()).mkdir("level.ledge"));
        witness = target + "/inside.txt";
        break;
    case 1:
        witness = dir.filePath("plain");
        target = witness + "/level.ledge";
        break;
    case 2:
    case 3:
    case 4:
        target = witness = dir.filePath("level.ledge");
        break;
    case 5:
        QVERIFY(QDir(dir.path()).mkdir("readonly"));
        target = witness = dir.filePath("readonly/level.ledge");
        break;
    }
    if (how == 3) {
        LevelObject spawn = *r.level->object(16);
        QVERIFY(std::holds_alternative<Point>(spawn.shape));
        spawn.role = Role::Solid;
        r.level->setObject(spawn);
        QVERIFY(unloadableReason(*r.level).contains("16"));
    } else if (how == 4) {
        GridSettings g = r.level->grid();
        g.columns = 0;
        r.level->setGrid(g);
        QVERIFY(!unloadableReason(*r.level).isEmpty());
    } else {
        QCOMPARE(unloadableReason(*r.level), QString());
    }
    QVERIFY(writeFile(witness, old));

    SaveResult s;
    if (how == 2) {
        // Writes beyond 64 bytes fail with EFBIG instead of raising SIGXFSZ.
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 64;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        s = saveLevel(*r.level, target);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
    } else if (how == 5) {
        // Others may enter the test folder (root made it 0700), nobody may write in readonly/.
        const auto rx = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
            | QFile::ReadOther | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(dir.path(), rx | QFile::WriteOwner));
        const QString folder = dir.filePath("readonly");
        QVERIFY(QFile::setPermissions(folder, rx));
        s = saveWithoutRoot(*r.level, target);
        QVERIFY(QFile::setPermissions(folder, rx | QFile::WriteOwner));
        // "Existing file ... is not writable" or "Permission denied"
        QVERIFY2(s.message.contains("writable") || s.message.contains("ermission"),
                 qPrintable(s.message));
    } else {
        s = saveLevel(*r.level, target);
    }
    QVERIFY(!s.ok);
    QVERIFY(!s.message.isEmpty());
    QVERIFY2(s.message.contains(target), qPrintable(s.message));
    QCOMPARE(readAll(witness), old);
    if (how == 0)
        QVERIFY(QFileInfo(target).isDir());
    // No temporary file is left behind.
    const QStringList left = QDir(how == 5 ? dir.filePath("readonly") : dir.path())
                                 .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    QCOMPARE(left.size(), 1);
}

QTEST_GUILESS_MAIN(TestLevelFile)
#include "tst_levelfile.moc"
