#include "LevelFile.h"

#include "JsonLocator.h"
#include "LevelFastReader.h"
#include "JsonWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>

namespace ledge {

namespace {

const QString kFormatName = QStringLiteral("ledge-level");
// Largest accepted grid side, so a hostile file cannot make tile layers allocate without bound.
constexpr int kMaxGridSide = kLedgeMaxGridSide;

QStringList keys(std::initializer_list<const char*> names)
{
    QStringList l;
    for (const char* n : names)
        l << QString::fromLatin1(n);
    return l;
}

// The members each object of the file has; any other is kept (extra) and written back. The
// reader and the writer both go by these lists. Layers and shapes: the members of all their
// kinds (the reader allows each kind only its own).
const QStringList kTopKeys = keys({"format", "version", "name", "grid", "player", "rules", "types", "layers"});
const QStringList kGridKeys = keys({"cellSize", "columns", "rows"});
const QStringList kPlayerKeys = keys({"mode", "width", "height", "runSpeed", "jumpHeight", "gravity",
                                      "maxFallSpeed", "maxFloorAngle"});
const QStringList kRuleKeys = keys({"overlap", "outOfBounds", "unreachable", "tightJump", "tightJumpShare"});
const QStringList kLayerKeys = keys({"id", "name", "type", "visible", "locked", "collides",
                                     "objects", "cells"});
const QStringList kObjectKeys = keys({"id", "name", "role", "shape", "properties", "type"});
const QStringList kShapeKeys = keys({"type", "x", "y", "w", "h", "r", "points", "rise", "ceiling"});

// ---------------------------------------------------------------------------------------
// Reading. The parsed QJsonDocument is walked top-down; the first problem found throws a
// Failure (caught in readLevel, never escapes this file) naming the JSON pointer. Only then
// is the pointer spelled out and the text scanned again for its line and column, so a
// successful load builds no pointer strings at all.

struct Failure {
    QString pointer;
    QString message;
    qsizetype charIndex = -1; // for a string value: the offending character
};

// A JSON pointer as a chain of frames on the reader's stack: a member name or an index
// below its parent. Key views must outlive the frame (string literals, or a local QString).
struct Ptr {
    const Ptr* parent = nullptr; // nullptr: the whole document
    QStringView key;
    qsizetype index = -1; // >= 0: an array element

    Ptr operator/(QStringView member) const { return {this, member, -1}; }
    Ptr operator/(qsizetype element) const { return {this, {}, element}; }
    QString toString() const
    {
        if (!parent)
            return {};
        return parent->toString() + u'/'
            + (index >= 0 ? QString::number(index) : escapePointerToken(key.toString()));
    }
};

// The members of o that are not in known, kept so saving writes them back.
QJsonObject extraOf(const QJsonObject& o, const QStringList& known)
{
    QJsonObject extra;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            extra.insert(it.key(), it.value());
    return extra;
}

bool gridExtentIsFinite(const GridSettings& g)
{
    return std::isfinite(g.cellSize * double(std::max(g.columns, g.rows)));
}

class Reader {
    Q_DECLARE_TR_FUNCTIONS(LevelFile)

public:
    std::unique_ptr<Level> read(const QJsonObject& root);

private:
    [[noreturn]] static void fail(const Ptr& ptr, const QString& message,
                                  qsizetype charIndex = -1)
    {
        throw Failure{ptr.toString(), message, charIndex};
    }

    static QJsonValue required(const QJsonObject& o, const Ptr& ptr, QStringView key)
    {
        const auto it = o.constFind(key);
        if (it == o.constEnd())
            fail(ptr / key, tr("required member is missing"));
        return *it;
    }
    static std::optional<QJsonValue> optional(const QJsonObject& o, QStringView key)
    {
        const auto it = o.constFind(key);
        return it == o.constEnd() ? std::nullopt : std::optional<QJsonValue>(*it);
    }

    static double number(const QJsonValue& v, const Ptr& ptr)
    {
        if (!v.isDouble())
            fail(ptr, tr("expected a number"));
        return v.toDouble(); // always finite: the parser rejects what a double cannot hold
    }
    static double numberMember(const QJsonObject& o, const Ptr& ptr, QStringView key)
    {
        return number(required(o, ptr, key), ptr / key);
    }
    static double numberMember(const QJsonObject& o, const Ptr& ptr, QStringView key,
                               double fallback)
    {
        const auto v = optional(o, key);
        return v ? number(*v, ptr / key) : fallback;
    }
    static QString string(const QJsonValue& v, const Ptr& ptr)
    {
        if (!v.isString())
            fail(ptr, tr("expected a string"));
        return v.toString();
    }
    static QString stringMember(const QJsonObject& o, const Ptr& ptr, QStringView key)
    {
        const auto v = optional(o, key);
        return v ? string(*v, ptr / key) : QString();
    }
    static bool boolMember(const QJsonObject& o, const Ptr& ptr, QStringView key, bool fallback)
    {
        const auto v = optional(o, key);
        if (!v)
            return fallback;
        if (!v->isBool())
            fail(ptr / key, tr("expected true or false"));
        return v->toBool();
    }
    // A whole number in [1, max]; 1.0 counts as 1.
    static qint64 positiveInteger(const QJsonValue& v, const Ptr& ptr,
                                  qint64 max = std::numeric_limits<qint64>::max())
    {
        const qint64 i = v.isDouble() ? v.toInteger(0) : 0;
        if (i < 1 || i > max) {
            if (max == std::numeric_limits<qint64>::max())
                fail(ptr, tr("expected a positive integer"));
            fail(ptr, tr("expected an integer from 1 to %1").arg(max));
        }
        return i;
    }
    static QJsonObject object(const QJsonValue& v, const Ptr& ptr)
    {
        if (!v.isObject())
            fail(ptr, tr("expected an object"));
        return v.toObject();
    }
    static QJsonArray array(const QJsonValue& v, const Ptr& ptr)
    {
        if (!v.isArray())
            fail(ptr, tr("expected an array"));
        return v.toArray();
    }
    // A string that names a value of an enumeration.
    template <typename E>
    static E named(const QJsonValue& v, const Ptr& ptr, std::optional<E> (*fromName)(QStringView),
                   const char* choices)
    {
        const QString s = string(v, ptr);
        const std::optional<E> e = fromName(s);
        if (!e)
            fail(ptr, tr("unknown value \"%1\"; expected one of: %2")
                          .arg(s, QString::fromLatin1(choices)));
        return *e;
    }
    template <typename E>
    static E namedMember(const QJsonObject& o, const Ptr& ptr, QStringView key,
                         std::optional<E> (*fromName)(QStringView), const char* choices,
                         E fallback)
    {
        const auto v = optional(o, key);
        return v ? named(*v, ptr / key, fromName, choices) : fallback;
    }

    // The "id" member: a whole number from 1 to kLedgeMaxId that no earlier layer (or object)
    // has; `seen` maps each id read so far to where it was. Else the message is `taken` (in the
    // LevelFile context) with the id and the pointer that `at` spells from where it was seen.
    template <typename Where, typename At>
    static qint64 uniqueId(const QJsonObject& o, const Ptr& ptr, const QHash<qint64, Where>& seen,
                           const char* taken, At at)
    {
        const Ptr idPtr = ptr / u"id";
        const qint64 id = positiveInteger(required(o, ptr, u"id"), idPtr, kLedgeMaxId);
        if (const auto it = seen.constFind(id); it != seen.constEnd())
            fail(idPtr, QCoreApplication::translate("LevelFile", taken).arg(id).arg(at(*it)));
        return id;
    }

    // An optional settings object of the root ("player", "rules"): absent, its defaults stand;
    // present, readMembers reads the members it knows over them and the others are kept.
    template <typename Settings>
    static Settings readSettings(const QJsonObject& root, const Ptr& rootPtr, QStringView name,
                                 const QStringList& known,
                                 void (*readMembers)(Settings&, const QJsonObject&, const Ptr&))
    {
        Settings s;
        const auto v = optional(root, name);
        if (!v)
            return s;
        const Ptr ptr = rootPtr / name;
        const QJsonObject o = object(*v, ptr);
        readMembers(s, o, ptr);
        s.extra = extraOf(o, known);
        return s;
    }

    void readHeader(const QJsonObject& root, const Ptr& ptr);
    GridSettings readGrid(const QJsonObject& root, const Ptr& rootPtr);
    static void readPlayer(PlayerSettings& p, const QJsonObject& o, const Ptr& ptr);
    static void readRules(RuleSettings& r, const QJsonObject& o, const Ptr& ptr);
    void readLayer(Level& level, const QJsonValue& v, const Ptr& ptr);
    LevelObject readObject(const QJsonValue& v, const Ptr& ptr);
    Shape readShape(const QJsonValue& v, const Ptr& ptr, QJsonObject* extra);
    QVariantMap readProperties(const QJsonObject& o, const Ptr& ptr);
    std::vector<std::pair<Cell, TileKind>> readCells(const QJsonObject& o, const Ptr& ptr,
                                                     const GridSettings& grid);

    // Where each id was first seen, spelled out only for a duplicate.
    QHash<ObjectId, std::pair<qsizetype, qsizetype>> mObjectIdAt; // layer, object index
    QHash<LayerId, qsizetype> mLayerIdAt;                         // layer index
    qsizetype mLayerIndex = 0;
    std::vector<ObjectType> mTypes; // read before the layers: objects name them
};

std::unique_ptr<Level> Reader::read(const QJsonObject& root)
{
    const Ptr ptr;
    readHeader(root, ptr);
    auto level = std::make_unique<Level>();
    level->setName(stringMember(root, ptr, u"name"));
    level->setGrid(readGrid(root, ptr));
    level->setPlayer(readSettings(root, ptr, u"player", kPlayerKeys, &readPlayer));
    level->setRules(readSettings(root, ptr, u"rules", kRuleKeys, &readRules));
    if (const auto types = optional(root, u"types")) {
        TypesError error;
        const auto read = objectTypesFromJson(*types, &error);
        if (!read)
            throw Failure{(ptr / u"types").toString() + error.pointer, error.reason, -1};
        mTypes = *read;
        level->setObjectTypes(mTypes);
    }
    level->setExtra(extraOf(root, kTopKeys));
    const Ptr layersPtr = ptr / u"layers";
    const QJsonArray layers = array(required(root, ptr, u"layers"), layersPtr);
    for (mLayerIndex = 0; mLayerIndex < layers.size(); ++mLayerIndex)
        readLayer(*level, layers[mLayerIndex], layersPtr / mLayerIndex);
    return level;
}

void Reader::readHeader(const QJsonObject& root, const Ptr& ptr)
{
    const Ptr formatPtr = ptr / u"format";
    const QString format = string(required(root, ptr, u"format"), formatPtr);
    if (format != kFormatName)
        fail(formatPtr, tr("expected \"%1\": this is not a Ledge level").arg(kFormatName));
    const Ptr versionPtr = ptr / u"version";
    const qint64 version = positiveInteger(required(root, ptr, u"version"), versionPtr);
    if (version > kLedgeFormatVersion)
        fail(versionPtr, tr("version %1 is newer than this program supports (%2)")
                             .arg(version)
                             .arg(kLedgeFormatVersion));
}

GridSettings Reader::readGrid(const QJsonObject& root, const Ptr& rootPtr)
{
    const Ptr ptr = rootPtr / u"grid";
    const QJsonObject o = object(required(root, rootPtr, u"grid"), ptr);
    GridSettings g;
    g.cellSize = numberMember(o, ptr, u"cellSize");
    if (!(g.cellSize > 0))
        fail(ptr / u"cellSize", tr("expected a positive number"));
    g.columns = int(positiveInteger(required(o, ptr, u"columns"), ptr / u"columns", kMaxGridSide));
    g.rows = int(positiveInteger(required(o, ptr, u"rows"), ptr / u"rows", kMaxGridSide));
    // The level's extent is cellSize * columns by cellSize * rows; a cell size so large that
    // this overflows to infinity would leave no finite bounds to validate against.
    if (!gridExtentIsFinite(g))
        fail(ptr / u"cellSize", tr("the cell size %1 times %2 cells exceeds the largest number")
                                    .arg(g.cellSize)
                                    .arg(std::max(g.columns, g.rows)));
    g.extra = extraOf(o, kGridKeys);
    return g;
}

void Reader::readPlayer(PlayerSettings& p, const QJsonObject& o, const Ptr& ptr)
{
    p.mode = namedMember(o, ptr, u"mode", &movementModeFromName, "platformer, topdown", p.mode);
    p.width = numberMember(o, ptr, u"width", p.width);
    p.height = numberMember(o, ptr, u"height", p.height);
    p.runSpeed = numberMember(o, ptr, u"runSpeed", p.runSpeed);
    p.jumpHeight = numberMember(o, ptr, u"jumpHeight", p.jumpHeight);
    p.gravity = numberMember(o, ptr, u"gravity", p.gravity);
    p.maxFallSpeed = numberMember(o, ptr, u"maxFallSpeed", p.maxFallSpeed);
    p.maxFloorAngle = numberMember(o, ptr, u"maxFloorAngle", p.maxFloorAngle);
    if (!isValidFloorAngle(p.maxFloorAngle))
        fail(ptr / u"maxFloorAngle", tr("expected an angle in degrees from 0 to 89"));
}

void Reader::readRules(RuleSettings& r, const QJsonObject& o, const Ptr& ptr)
{
    const char* choices = "off, warning, error";
    r.overlap = namedMember(o, ptr, u"overlap", &severityFromName, choices, r.overlap);
    r.outOfBounds = namedMember(o, ptr, u"outOfBounds", &severityFromName, choices,
                                r.outOfBounds);
    r.unreachable = namedMember(o, ptr, u"unreachable", &severityFromName, choices,
                                r.unreachable);
    r.tightJump = namedMember(o, ptr, u"tightJump", &severityFromName, choices, r.tightJump);
    r.tightJumpShare = numberMember(o, ptr, u"tightJumpShare", r.tightJumpShare);
    if (!isValidTightJumpShare(r.tightJumpShare))
        fail(ptr / u"tightJumpShare", tr("expected a share from 0 to 1"));
}

void Reader::readLayer(Level& level, const QJsonValue& v, const Ptr& ptr)
{
    const QJsonObject o = object(v, ptr);
    LayerInfo info;
    info.id = uniqueId(o, ptr, mLayerIdAt, QT_TRANSLATE_NOOP("LevelFile", "layer id %1 is already used at %2"),
                       [](qsizetype layer) { return QStringLiteral("/layers/%1/id").arg(layer); });
    mLayerIdAt.insert(info.id, mLayerIndex);
    info.type = named(required(o, ptr, u"type"), ptr / u"type", &layerTypeFromName,
                      "objects, tiles");
    info.name = stringMember(o, ptr, u"name");
    info.visible = boolMember(o, ptr, u"visible", true);
    info.locked = boolMember(o, ptr, u"locked", false);
    info.collides = boolMember(o, ptr, u"collides", true);

    if (info.type == LayerType::Tiles) {
        static const QStringList known =
            keys({"id", "name", "type", "visible", "locked", "collides", "cells"});
        info.extra = extraOf(o, known);
        const auto cells = readCells(o, ptr, level.grid());
        level.insertLayer(level.layerCount(), info);
        level.setTiles(info.id, cells);
        return;
    }
    static const QStringList known =
        keys({"id", "name", "type", "visible", "locked", "collides", "objects"});
    info.extra = extraOf(o, known);
    const Ptr objectsPtr = ptr / u"objects";
    const QJsonArray objects = array(required(o, ptr, u"objects"), objectsPtr);
    std::vector<LevelObject> read;
    read.reserve(std::size_t(objects.size()));
    for (qsizetype i = 0; i < objects.size(); ++i) {
        read.push_back(readObject(objects[i], objectsPtr / i));
        mObjectIdAt.insert(read.back().id, {mLayerIndex, i});
    }
    level.insertLayer(level.layerCount(), info);
    for (const LevelObject& obj : read)
        level.insertObject(info.id, obj);
}

std::vector<std::pair<Cell, TileKind>> Reader::readCells(const QJsonObject& o, const Ptr& ptr,
                                                         const GridSettings& grid)
{
    const Ptr cellsPtr = ptr / u"cells";
    const QJsonArray rows = array(required(o, ptr, u"cells"), cellsPtr);
    if (rows.size() != grid.rows)
        fail(cellsPtr, tr("expected %1 rows of tiles (grid rows), found %2")
                           .arg(grid.rows)
                           .arg(rows.size()));
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int r = 0; r < grid.rows; ++r) {
        const Ptr rowPtr = cellsPtr / qsizetype(r);
        const QString row = string(rows[r], rowPtr);
        if (row.size() != grid.columns)
            fail(rowPtr, tr("expected %1 tiles (grid columns), found %2")
                             .arg(grid.columns)
                             .arg(row.size()));
        for (int c = 0; c < grid.columns; ++c) {
            const auto kind = tileKindFromChar(row[c]);
            if (!kind)
                fail(rowPtr,
                     tr("unknown tile \"%1\" in column %2; expected one of: . # = ^")
                         .arg(row[c])
                         .arg(c),
                     c);
            if (*kind != TileKind::Empty)
                cells.push_back({Cell{c, r}, *kind});
        }
    }
    return cells;
}

LevelObject Reader::readObject(const QJsonValue& v, const Ptr& ptr)
{
    const QJsonObject o = object(v, ptr);
    LevelObject obj;
    obj.id = uniqueId(o, ptr, mObjectIdAt, QT_TRANSLATE_NOOP("LevelFile", "object id %1 is already used at %2"),
                      [](const std::pair<qsizetype, qsizetype>& at) {
                          return QStringLiteral("/layers/%1/objects/%2/id").arg(at.first).arg(at.second);
                      });
    obj.name = stringMember(o, ptr, u"name");
    obj.role = named(required(o, ptr, u"role"), ptr / u"role", &roleFromName,
                     "solid, oneway, hazard, trigger, spawn, goal, pickup");
    const Ptr shapePtr = ptr / u"shape";
    obj.shape = readShape(required(o, ptr, u"shape"), shapePtr, &obj.shapeExtra);
    if (shapeType(obj.shape) == ShapeType::Point && !allowsPoint(obj.role))
        fail(shapePtr / u"type",
             tr("a point is only allowed for spawn, goal and pickup, not for %1")
                 .arg(roleName(obj.role)));
    if (const auto props = optional(o, u"properties")) {
        const Ptr propsPtr = ptr / u"properties";
        obj.properties = readProperties(object(*props, propsPtr), propsPtr);
    }
    if (const auto type = optional(o, u"type")) {
        obj.type = string(*type, ptr / u"type");
        if (!findType(mTypes, obj.type))
            fail(ptr / u"type", tr("no type \"%1\" in /types").arg(obj.type));
    }
    obj.extra = extraOf(o, kObjectKeys);
    return obj;
}

QVariantMap Reader::readProperties(const QJsonObject& o, const Ptr& ptr)
{
    QVariantMap map;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        const QJsonValue v = it.value();
        if (!v.isString() && !v.isDouble() && !v.isBool())
            fail(ptr / key, tr("expected a string, a number or true or false"));
        // Whole numbers become qlonglong, others double, as QJsonValue::toVariant does.
        map.insert(key, v.toVariant());
    }
    return map;
}

Shape Reader::readShape(const QJsonValue& v, const Ptr& ptr, QJsonObject* extra)
{
    const QJsonObject o = object(v, ptr);
    const ShapeType type = named(required(o, ptr, u"type"), ptr / u"type", &shapeTypeFromName,
                                 "box, circle, polygon, slope, point");
    auto num = [&](QStringView key) { return numberMember(o, ptr, key); };
    switch (type) {
    case ShapeType::Box: {
        Box b{num(u"x"), num(u"y"), num(u"w"), num(u"h")};
        static const QStringList known = keys({"type", "x", "y", "w", "h"});
        *extra = extraOf(o, known);
        return b;
    }
    case ShapeType::Circle: {
        Circle c{num(u"x"), num(u"y"), num(u"r")};
        static const QStringList known = keys({"type", "x", "y", "r"});
        *extra = extraOf(o, known);
        return c;
    }
    case ShapeType::Polygon: {
        const Ptr pointsPtr = ptr / u"points";
        const QJsonArray points = array(required(o, ptr, u"points"), pointsPtr);
        Polygon p;
        p.points.reserve(std::size_t(points.size()));
        for (qsizetype i = 0; i < points.size(); ++i) {
            const Ptr pointPtr = pointsPtr / i;
            const QJsonArray xy = array(points[i], pointPtr);
            if (xy.size() != 2)
                fail(pointPtr, tr("expected a point [x, y]"));
            p.points.push_back(
                {number(xy[0], pointPtr / qsizetype(0)), number(xy[1], pointPtr / qsizetype(1))});
        }
        static const QStringList known = keys({"type", "points"});
        *extra = extraOf(o, known);
        return p;
    }
    case ShapeType::Slope: {
        Slope s{num(u"x"), num(u"y"), num(u"w"), num(u"h")};
        s.rise = named(required(o, ptr, u"rise"), ptr / u"rise", &riseFromName, "right, left");
        s.ceiling = boolMember(o, ptr, u"ceiling", false);
        static const QStringList known = keys({"type", "x", "y", "w", "h", "rise", "ceiling"});
        *extra = extraOf(o, known);
        return s;
    }
    case ShapeType::Point: {
        Point p{num(u"x"), num(u"y")};
        static const QStringList known = keys({"type", "x", "y"});
        *extra = extraOf(o, known);
        return p;
    }
    }
    return Box{};
}

// ---------------------------------------------------------------------------------------
// Writing, with JsonWriter: the file's member order is part of its readability contract.


} // namespace

namespace {

QString tooLargeMessage(qint64 bytes)
{
    return QCoreApplication::translate("LevelFile",
                                       "the file has %1 bytes, more than the %2 MiB a level may have")
        .arg(bytes)
        .arg(kLedgeMaxFileBytes / (1024 * 1024));
}

// What the parser's terse message means for the errors people actually make.
QString parseErrorHint(const QByteArray& json, const QJsonParseError& e)
{
    // The parser stops at or just after the start of the offending word.
    const qsizetype from = std::max<qsizetype>(0, e.offset - 10);
    const QByteArray around = json.mid(from, 20);
    if (e.error == QJsonParseError::IllegalValue || e.error == QJsonParseError::IllegalNumber) {
        if (around.contains("NaN") || around.contains("Infinity") || around.contains("nan")
            || around.contains("inf"))
            return QCoreApplication::translate("LevelFile",
                                               "NaN and Infinity are not JSON numbers");
    }
    switch (e.error) {
    case QJsonParseError::DeepNesting:
        return QCoreApplication::translate("LevelFile",
                                           "arrays and objects nested more deeply than a "
                                           "JSON reader accepts");
    case QJsonParseError::IllegalNumber:
        return QCoreApplication::translate("LevelFile",
                                           "numbers must fit in a double, at most about 1.8e308");
    default: return {};
    }
}

} // namespace

QString LoadError::toString() const
{
    QString where = file;
    if (line > 0) {
        where += u':' + QString::number(line);
        if (column > 0)
            where += u':' + QString::number(column);
    }
    QString s;
    if (!where.isEmpty())
        s += where + QStringLiteral(": ");
    if (!pointer.isEmpty())
        s += pointer + QStringLiteral(": ");
    return s + message;
}

LoadResult readLevel(const QByteArray& json, const QString& fileName)
{
    // The fast path builds the level straight from the bytes; anything it is not sure about,
    // every error included, goes to the reference below, which alone words the errors.
    if (std::unique_ptr<Level> level = readLevelFast(json)) {
        LoadResult result;
        result.error.file = fileName;
        result.level = std::move(level);
        return result;
    }
    return readLevelWithDocument(json, fileName);
}

LoadResult readLevelWithDocument(const QByteArray& json, const QString& fileName)
{
    LoadResult result;
    result.error.file = fileName;
    if (json.size() > kLedgeMaxFileBytes) {
        result.error.message = tooLargeMessage(json.size());
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const TextPosition p = positionOfOffset(json, parseError.offset);
        result.error.line = p.line;
        result.error.column = p.column;
        result.error.message = QCoreApplication::translate("LevelFile", "not valid JSON: %1")
                                   .arg(parseError.errorString());
        if (const QString hint = parseErrorHint(json, parseError); !hint.isEmpty())
            result.error.message += QStringLiteral(" (") + hint + u')';
        return result;
    }
    try {
        if (!doc.isObject())
            throw Failure{QString(),
                          QCoreApplication::translate("LevelFile",
                                                      "expected an object at the top level")};
        result.level = Reader().read(doc.object());
    } catch (const Failure& f) {
        result.error.pointer = f.pointer;
        result.error.message = f.message;
        bool exact = false;
        TextPosition p = locateJsonPointer(json, f.pointer, &exact);
        if (exact && f.charIndex >= 0) {
            const TextPosition inString = positionInString(json, p.offset, f.charIndex);
            if (inString.line > 0)
                p = inString;
        }
        result.error.line = p.line;
        result.error.column = p.column;
    }
    return result;
}

LoadResult loadLevel(const QString& path)
{
    QFile file(path);
    LoadResult result;
    result.error.file = path;
    if (!file.open(QIODevice::ReadOnly)) {
        result.error.message =
            QCoreApplication::translate("LevelFile", "cannot open the file: %1")
                .arg(file.errorString());
        return result;
    }
    // Checked before reading: a regular file by its size, anything else (a pipe, a device)
    // by reading at most one byte more than the limit.
    if (!file.isSequential() && file.size() > kLedgeMaxFileBytes) {
        result.error.message = tooLargeMessage(file.size());
        return result;
    }
    const QByteArray bytes = file.read(kLedgeMaxFileBytes + 1);
    if (bytes.size() > kLedgeMaxFileBytes) {
        result.error.message = tooLargeMessage(bytes.size());
        return result;
    }
    if (file.error() != QFileDevice::NoError) {
        result.error.message = QCoreApplication::translate("LevelFile", "cannot read the file: %1")
                                   .arg(file.errorString());
        return result;
    }
    return readLevel(bytes, path);
}

namespace {

// The file's spelling of an enumeration value, made once per value: a QString shared by
// every use instead of one allocated per object.
template <std::size_t N, typename E> const QString& cachedName(E value, QString (*name)(E))
{
    static const std::array<QString, N> names = [&] {
        std::array<QString, N> all;
        for (std::size_t i = 0; i < all.size(); ++i)
            all[i] = name(static_cast<E>(i));
        return all;
    }();
    return names[std::size_t(value)];
}

void writeNumberMember(JsonWriter& w, const char* key, double value)
{
    w.key(key);
    w.number(value);
}

void writeStringMember(JsonWriter& w, const char* key, const QString& value)
{
    w.key(key);
    w.string(value);
}

// A settings object of the root ("grid", "player", "rules"): the members writeMembers writes,
// then the unknown ones the file came with.
template <typename WriteMembers>
void writeSettings(JsonWriter& w, const char* name, const QJsonObject& extra, const QStringList& known,
                   WriteMembers writeMembers)
{
    w.key(name);
    w.beginObject();
    writeMembers();
    w.extraMembers(extra, known);
    w.endObject();
}

// On one line: { "type": "box", "x": 0, "y": 704, "w": 2048, "h": 64 }
void writeShape(JsonWriter& w, const Shape& shape, const QJsonObject& extra)
{
    w.beginObject(true);
    w.key("type");
    w.string(cachedName<5>(shapeType(shape), &shapeTypeName));
    if (const auto* b = std::get_if<Box>(&shape)) {
        writeNumberMember(w, "x", b->x);
        writeNumberMember(w, "y", b->y);
        writeNumberMember(w, "w", b->w);
        writeNumberMember(w, "h", b->h);
    } else if (const auto* c = std::get_if<Circle>(&shape)) {
        writeNumberMember(w, "x", c->x);
        writeNumberMember(w, "y", c->y);
        writeNumberMember(w, "r", c->r);
    } else if (const auto* p = std::get_if<Polygon>(&shape)) {
        w.key("points");
        w.beginArray();
        for (const Vec2& v : p->points) {
            w.beginArray();
            w.number(v.x);
            w.number(v.y);
            w.endArray();
        }
        w.endArray();
    } else if (const auto* s = std::get_if<Slope>(&shape)) {
        writeNumberMember(w, "x", s->x);
        writeNumberMember(w, "y", s->y);
        writeNumberMember(w, "w", s->w);
        writeNumberMember(w, "h", s->h);
        w.key("rise");
        w.string(cachedName<2>(s->rise, &riseName));
        w.key("ceiling");
        w.boolean(s->ceiling);
    } else if (const auto* pt = std::get_if<Point>(&shape)) {
        writeNumberMember(w, "x", pt->x);
        writeNumberMember(w, "y", pt->y);
    }
    w.extraMembers(extra, kShapeKeys);
    w.endObject();
}

// Properties hold strings, numbers and booleans; anything else is written as its string.
void writeProperty(JsonWriter& w, const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Bool: w.boolean(v.toBool()); break;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::ULong:
        w.integer(v.toLongLong());
        break;
    case QMetaType::ULongLong:
        if (v.toULongLong() <= quint64(std::numeric_limits<qint64>::max()))
            w.integer(v.toLongLong());
        else
            w.number(v.toDouble());
        break;
    case QMetaType::Double:
    case QMetaType::Float: w.number(v.toDouble()); break;
    default: w.string(v.toString()); break;
    }
}

void writeObject(JsonWriter& w, const LevelObject& o)
{
    w.beginObject();
    w.key("id");
    w.integer(o.id);
    if (!o.name.isEmpty()) {
        w.key("name");
        w.string(o.name);
    }
    w.key("role");
    w.string(cachedName<std::size(kAllRoles)>(o.role, &roleName));
    w.key("shape");
    writeShape(w, o.shape, o.shapeExtra);
    if (!o.properties.isEmpty()) {
        w.key("properties");
        w.beginObject();
        for (auto it = o.properties.begin(); it != o.properties.end(); ++it) {
            w.key(it.key());
            writeProperty(w, it.value());
        }
        w.endObject();
    }
    if (!o.type.isEmpty()) {
        w.key("type");
        w.string(o.type);
    }
    w.extraMembers(o.extra, kObjectKeys);
    w.endObject();
}

void writeLayer(JsonWriter& w, const Level& level, const LayerInfo& info)
{
    w.beginObject();
    w.key("id");
    w.integer(info.id);
    w.key("name");
    w.string(info.name);
    w.key("type");
    w.string(cachedName<2>(info.type, &layerTypeName));
    w.key("visible");
    w.boolean(info.visible);
    w.key("locked");
    w.boolean(info.locked);
    w.key("collides");
    w.boolean(info.collides);
    if (info.type == LayerType::Tiles) {
        const TileGrid& t = level.tiles(info.id);
        w.key("cells");
        w.beginArray();
        for (int r = 0; r < t.rows; ++r) {
            QString row(t.columns, QChar(u'.'));
            for (int c = 0; c < t.columns; ++c)
                row[c] = tileKindChar(t.at(c, r));
            w.string(row);
        }
        w.endArray();
    } else {
        w.key("objects");
        w.beginArray();
        for (ObjectId id : level.objectIds(info.id))
            if (const LevelObject* o = level.object(id))
                writeObject(w, *o);
        w.endArray();
    }
    w.extraMembers(info.extra, kLayerKeys);
    w.endObject();
}

} // namespace

void writeShapeJson(JsonWriter& w, const Shape& shape)
{
    writeShape(w, shape, {});
}

QByteArray writeLevel(const Level& level)
{
    JsonWriter w;
    // About 170 bytes per object in a generated level; tile rows as many as cells.
    qsizetype tileCells = 0;
    for (int i = 0; i < level.layerCount(); ++i)
        if (level.layerAt(i).type == LayerType::Tiles)
            tileCells += qsizetype(level.grid().columns + 8) * level.grid().rows;
    w.reserve(4096 + qsizetype(level.objectCount()) * 192 + tileCells);
    w.beginObject();
    w.key("format");
    w.string(kFormatName);
    w.key("version");
    w.integer(kLedgeFormatVersion);
    w.key("name");
    w.string(level.name());

    const GridSettings& g = level.grid();
    writeSettings(w, "grid", g.extra, kGridKeys, [&] {
        writeNumberMember(w, "cellSize", g.cellSize);
        w.key("columns");
        w.integer(g.columns);
        w.key("rows");
        w.integer(g.rows);
    });

    const PlayerSettings& p = level.player();
    writeSettings(w, "player", p.extra, kPlayerKeys, [&] {
        writeStringMember(w, "mode", movementModeName(p.mode));
        writeNumberMember(w, "width", p.width);
        writeNumberMember(w, "height", p.height);
        writeNumberMember(w, "runSpeed", p.runSpeed);
        writeNumberMember(w, "jumpHeight", p.jumpHeight);
        writeNumberMember(w, "gravity", p.gravity);
        writeNumberMember(w, "maxFallSpeed", p.maxFallSpeed);
        writeNumberMember(w, "maxFloorAngle", p.maxFloorAngle);
    });

    const RuleSettings& r = level.rules();
    writeSettings(w, "rules", r.extra, kRuleKeys, [&] {
        writeStringMember(w, "overlap", severityName(r.overlap));
        writeStringMember(w, "outOfBounds", severityName(r.outOfBounds));
        writeStringMember(w, "unreachable", severityName(r.unreachable));
        // Written only when set: files from before the rule stay byte for byte as they were.
        const RuleSettings defaults;
        if (r.tightJump != defaults.tightJump)
            writeStringMember(w, "tightJump", severityName(r.tightJump));
        if (r.tightJumpShare != defaults.tightJumpShare)
            writeNumberMember(w, "tightJumpShare", r.tightJumpShare);
    });

    if (!level.objectTypes().empty()) {
        w.key("types");
        w.value(objectTypesToJson(level.objectTypes()));
    }

    w.key("layers");
    w.beginArray();
    for (int i = 0; i < level.layerCount(); ++i)
        writeLayer(w, level, level.layerAt(i));
    w.endArray();

    w.extraMembers(level.extra(), kTopKeys);
    w.endObject();
    return w.finish();
}

QJsonObject settingsJsonObject(const Level& level)
{
    // The writer knows every member and its spelling: write a level of the settings alone and
    // read it back, rather than listing the members a second time.
    Level settings;
    settings.setName(level.name());
    settings.setGrid(level.grid());
    settings.setPlayer(level.player());
    settings.setRules(level.rules());
    settings.setExtra(level.extra());
    QJsonObject root = QJsonDocument::fromJson(writeLevel(settings)).object();
    root.remove(QStringLiteral("layers"));
    return root;
}

QString unloadableReason(const Level& level)
{
    const GridSettings& g = level.grid();
    if (!(g.cellSize > 0) || !std::isfinite(g.cellSize))
        return QCoreApplication::translate("LevelFile", "the grid cell size must be positive");
    if (g.columns < 1 || g.columns > kMaxGridSide || g.rows < 1 || g.rows > kMaxGridSide)
        return QCoreApplication::translate("LevelFile",
                                           "the grid needs 1 to %1 columns and rows")
            .arg(kMaxGridSide);
    if (!gridExtentIsFinite(g))
        return QCoreApplication::translate("LevelFile",
                                           "the grid cell size times the cells exceeds the "
                                           "largest number");
    for (int i = 0; i < level.layerCount(); ++i)
        if (const LayerId id = level.layerAt(i).id; id < 1 || id > kLedgeMaxId)
            return QCoreApplication::translate("LevelFile", "layer id %1 is not from 1 to %2")
                .arg(id)
                .arg(kLedgeMaxId);
    QString reason;
    level.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (reason.isEmpty() && (o.id < 1 || o.id > kLedgeMaxId))
            reason = QCoreApplication::translate("LevelFile", "object id %1 is not from 1 to %2")
                         .arg(o.id)
                         .arg(kLedgeMaxId);
        if (reason.isEmpty() && shapeType(o.shape) == ShapeType::Point && !allowsPoint(o.role))
            reason = QCoreApplication::translate(
                         "LevelFile",
                         "object %1 is a point, which only spawn, goal and pickup may be")
                         .arg(o.id);
    });
    return reason;
}

SaveResult saveLevel(const Level& level, const QString& path)
{
    auto failure = [&](const QString& reason) {
        return SaveResult{false, QCoreApplication::translate("LevelFile", "cannot save %1: %2")
                                     .arg(path, reason)};
    };
    if (const QString reason = unloadableReason(level); !reason.isEmpty())
        return failure(reason);
    const QByteArray data = writeLevel(level);
    // QSaveFile writes a temporary file beside the target and renames it over the target
    // only in commit(); it never falls back to writing the target in place.
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    // Unbuffered, so write() reports what reached the file: Qt treats a short write (file
    // size limit, quota) as success when flushing its buffer, and commit() would then put a
    // truncated file in place of the old one.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return failure(file.errorString());
    const qint64 written = file.write(data);
    if (written != data.size() || file.size() != data.size()) {
        const QString reason = written < 0
            ? file.errorString()
            : QCoreApplication::translate("LevelFile", "only %1 of %2 bytes could be written")
                  .arg(std::max<qint64>(written, 0))
                  .arg(data.size());
        file.cancelWriting();
        return failure(reason);
    }
    if (!file.commit())
        return failure(file.errorString());
    return {true, {}};
}

} // namespace ledge
