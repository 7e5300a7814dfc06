#include "LevelFastReader.h"
#include "JsonText.h"

#include <QSet>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <charconv>
#include <cmath>
#include <cstring>
#include <string_view>
#include <system_error>

namespace ledge {

namespace {

// Thrown to give up; caught in readLevelFast() only.
struct Decline {};

[[noreturn]] void decline() { throw Decline{}; }

// A JSON number as the reference parser stores it: a 64-bit integer when the value is whole
// and fits (whatever its spelling: 2, 2.0 and 2e0 alike), a double otherwise.
struct Number {
    bool isInteger = false;
    qint64 integer = 0;
    double value = 0.0; // the double the reference's toDouble() gives, in both cases
};

// What the text of a string looked like: the raw bytes between the quotes, whether it has
// escapes, whether it has bytes beyond ASCII.
struct RawString {
    const char* begin = nullptr;
    const char* end = nullptr;
    bool escaped = false;
    bool wide = false;
    std::string_view view() const { return {begin, std::size_t(end - begin)}; }
};

constexpr int kMaxExtraDepth = 64;

class FastReader {
public:
    explicit FastReader(const QByteArray& json)
        : mBegin(json.constData()), mPos(json.constData()), mEnd(json.constData() + json.size())
    {
    }

    std::unique_ptr<Level> read();

private:
    // --- JSON syntax

    char peek() const { return mPos < mEnd ? *mPos : '\0'; }
    void skipSpace()
    {
        while (mPos < mEnd && (*mPos == ' ' || *mPos == '\n' || *mPos == '\r' || *mPos == '\t'))
            ++mPos;
    }
    // Skips space, then requires c.
    void expect(char c)
    {
        skipSpace();
        if (peek() != c)
            decline();
        ++mPos;
    }
    // After skipping space: true and past c when the next character is c.
    bool accept(char c)
    {
        skipSpace();
        if (peek() != c)
            return false;
        ++mPos;
        return true;
    }

    // One well-formed UTF-8 sequence of a scalar value that is not a noncharacter, starting
    // at a byte >= 0x80; declines anything else (the reference's own view of such bytes is
    // not ours to guess).
    void skipUtf8Sequence()
    {
        const auto b = [&](int i) { return uchar(mPos[i]); };
        const uchar lead = b(0);
        int len = 0;
        char32_t cp = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            len = 2;
            cp = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            len = 3;
            cp = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            len = 4;
            cp = lead & 0x07;
        } else {
            decline();
        }
        if (mEnd - mPos < len)
            decline();
        for (int i = 1; i < len; ++i) {
            if ((b(i) & 0xC0) != 0x80)
                decline();
            cp = (cp << 6) | (b(i) & 0x3F);
        }
        const char32_t minimum = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)
            || (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE)
            decline();
        mPos += len;
    }

    // At an opening quote: past the closing one.
    RawString readRawString()
    {
        if (peek() != '"')
            decline();
        ++mPos;
        RawString s;
        s.begin = mPos;
        while (true) {
            if (mPos >= mEnd)
                decline();
            const uchar c = uchar(*mPos);
            if (c == '"')
                break;
            if (c < 0x20) {
                decline();
            } else if (c == '\\') {
                s.escaped = true;
                if (mEnd - mPos < 2)
                    decline();
                if (mPos[1] == 'u') {
                    if (mEnd - mPos < 6)
                        decline();
                    const char16_t unit = hex4(mPos + 2);
                    // Surrogates (paired or not), NUL and noncharacters: left to the reference.
                    if (unit == 0 || (unit >= 0xD800 && unit <= 0xDFFF)
                        || (unit >= 0xFDD0 && unit <= 0xFDEF) || (unit & 0xFFFE) == 0xFFFE)
                        decline();
                    mPos += 6;
                } else if (json::simpleEscape(mPos[1]) != 0) {
                    mPos += 2;
                } else {
                    decline();
                }
            } else if (c >= 0x80) {
                s.wide = true;
                skipUtf8Sequence();
            } else {
                ++mPos;
            }
        }
        s.end = mPos;
        ++mPos;
        return s;
    }
    static char16_t hex4(const char* p)
    {
        const int value = json::hex4(p);
        if (value < 0)
            decline();
        return char16_t(value);
    }
    static QString decode(const RawString& s)
    {
        if (!s.escaped) {
            const qsizetype n = qsizetype(s.end - s.begin);
            return s.wide ? QString::fromUtf8(s.begin, n) : QString::fromLatin1(s.begin, n);
        }
        QString out;
        const char* run = s.begin; // start of the bytes not yet appended
        const char* p = s.begin;
        while (p < s.end) {
            if (*p != '\\') {
                ++p;
                continue;
            }
            out += QString::fromUtf8(run, qsizetype(p - run));
            char16_t unit = json::simpleEscape(p[1]);
            if (p[1] == 'u') { // checked by readRawString
                unit = hex4(p + 2);
                p += 4;
            }
            out += QChar(unit);
            p += 2;
            run = p;
        }
        out += QString::fromUtf8(run, qsizetype(s.end - run));
        return out;
    }
    QString readString()
    {
        skipSpace();
        return decode(readRawString());
    }
    // A string naming a value of an enumeration, matched by the enumeration's own fromName.
    template <typename E> E readName(std::optional<E> (*fromName)(QStringView))
    {
        skipSpace();
        const RawString s = readRawString();
        char16_t buffer[16];
        const std::size_t n = std::size_t(s.end - s.begin);
        if (s.escaped || s.wide || n > std::size(buffer))
            decline();
        for (std::size_t i = 0; i < n; ++i)
            buffer[i] = char16_t(uchar(s.begin[i]));
        const std::optional<E> e = fromName(QStringView(buffer, qsizetype(n)));
        if (!e)
            decline();
        return *e;
    }
    // A member name; escaped ones are declined, so known names compare as bytes.
    RawString readKey()
    {
        skipSpace();
        const RawString k = readRawString();
        if (k.escaped)
            decline();
        expect(':');
        return k;
    }

    Number readNumber()
    {
        skipSpace();
        const char* start = mPos;
        const char* p = mPos;
        if (p < mEnd && *p == '-')
            ++p;
        const char* digits = p;
        if (p < mEnd && *p == '0') {
            ++p;
        } else {
            if (p >= mEnd || *p < '1' || *p > '9')
                decline();
            while (p < mEnd && *p >= '0' && *p <= '9')
                ++p;
        }
        const char* digitsEnd = p;
        bool isInteger = true;
        bool nonZeroMantissa = false;
        for (const char* q = digits; q < digitsEnd; ++q)
            nonZeroMantissa |= *q != '0';
        if (p < mEnd && *p == '.') {
            isInteger = false;
            ++p;
            if (p >= mEnd || *p < '0' || *p > '9')
                decline();
            while (p < mEnd && *p >= '0' && *p <= '9')
                nonZeroMantissa |= *p++ != '0';
        }
        if (p < mEnd && (*p == 'e' || *p == 'E')) {
            isInteger = false;
            ++p;
            if (p < mEnd && (*p == '+' || *p == '-'))
                ++p;
            if (p >= mEnd || *p < '0' || *p > '9')
                decline();
            while (p < mEnd && *p >= '0' && *p <= '9')
                ++p;
        }
        mPos = p;
        Number n;
        if (isInteger) {
            if (digitsEnd - digits > 18)
                decline(); // may not fit in 64 bits: the reference then stores a double
            qint64 v = 0;
            for (const char* q = digits; q < digitsEnd; ++q)
                v = v * 10 + (*q - '0');
            n.isInteger = true;
            n.integer = *start == '-' ? -v : v;
            n.value = double(n.integer);
            return n;
        }
        const auto [end, ec] = std::from_chars(start, p, n.value);
        if (ec != std::errc() || end != p || !std::isfinite(n.value))
            decline();
        // Underflow to zero or into the subnormals: how the reference rounds those is its own.
        if ((n.value == 0 && nonZeroMantissa) || (n.value != 0 && !std::isnormal(n.value)))
            decline();
        // The reference stores a whole double that fits in 64 bits as that integer ("2.0" is
        // the integer 2, "-0.0" the integer 0, whose double is +0).
        if (n.value == std::trunc(n.value) && n.value >= -9223372036854775808.0
            && n.value < 9223372036854775808.0) {
            n.isInteger = true;
            n.integer = qint64(n.value);
            n.value = double(n.integer);
        }
        return n;
    }
    double readDouble() { return readNumber().value; }
    // A whole number in [1, max], as Reader::positiveInteger accepts it (1.0 counts as 1).
    qint64 readPositiveInteger(qint64 max)
    {
        const Number n = readNumber();
        if (n.isInteger) {
            if (n.integer < 1 || n.integer > max)
                decline();
            return n.integer;
        }
        // Below 2^53 every whole double converts exactly.
        if (!(n.value >= 1 && n.value <= double(max) && n.value <= 9007199254740991.0)
            || n.value != std::trunc(n.value))
            decline();
        return qint64(n.value);
    }
    bool readBool()
    {
        skipSpace();
        if (mEnd - mPos >= 4 && std::memcmp(mPos, "true", 4) == 0) {
            mPos += 4;
            return true;
        }
        if (mEnd - mPos >= 5 && std::memcmp(mPos, "false", 5) == 0) {
            mPos += 5;
            return false;
        }
        decline();
    }

    // Any value, checked to be JSON we read the same way as the reference; its text is
    // then parsed with QJsonDocument so it holds exactly what the reference would hold.
    QJsonValue readAnyValue()
    {
        skipSpace();
        const char* start = mPos;
        skipValue(0);
        QByteArray wrapped;
        wrapped.reserve(qsizetype(mPos - start) + 2);
        wrapped += '[';
        wrapped.append(start, qsizetype(mPos - start));
        wrapped += ']';
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
        if (error.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
            decline();
        return doc.array().at(0);
    }
    void skipValue(int depth)
    {
        if (depth > kMaxExtraDepth)
            decline();
        skipSpace();
        const char c = peek();
        if (c == '"') {
            readRawString();
        } else if (c == '{') {
            ++mPos;
            if (accept('}'))
                return;
            do {
                skipSpace();
                readRawString();
                expect(':');
                skipValue(depth + 1);
            } while (accept(','));
            expect('}');
        } else if (c == '[') {
            ++mPos;
            if (accept(']'))
                return;
            do
                skipValue(depth + 1);
            while (accept(','));
            expect(']');
        } else if (c == 't' || c == 'f') {
            readBool();
        } else if (c == 'n') {
            if (mEnd - mPos < 4 || std::memcmp(mPos, "null", 4) != 0)
                decline();
            mPos += 4;
        } else {
            readNumber();
        }
    }
    // An unknown member: kept, unless its name repeats (the reference keeps only one).
    void readExtra(QJsonObject& extra, const RawString& key)
    {
        const QString name = decode(key);
        if (extra.contains(name))
            decline();
        extra.insert(name, readAnyValue());
    }

    // Runs member(key) for each member of the object at the current position; declines a
    // repeated name among the known ones (bit i of seen = name i of known seen).
    template <typename F> void forEachMember(F&& member)
    {
        expect('{');
        if (accept('}'))
            return;
        do
            member(readKey());
        while (accept(','));
        expect('}');
    }
    template <typename F> void forEachElement(F&& element)
    {
        expect('[');
        if (accept(']'))
            return;
        do
            element();
        while (accept(','));
        expect(']');
    }

    // --- the level's structure

    void readGrid(GridSettings& g);
    void readPlayer(PlayerSettings& p);
    void readRules(RuleSettings& r);
    void readLayer(Level& level);
    void readCells(Level& level, LayerId layer);
    void readObject(LevelObject& o);
    void readShape(LevelObject& o);
    void readProperties(QVariantMap& properties);

    const char* mBegin;
    const char* mPos;
    const char* mEnd;
    qsizetype mObjectsRead = 0;
    QSet<QString> mTypesUsed; // the objects' "type" members, checked against "types" at the end
    qsizetype mLayersRead = 0;
};

// Index of key among names, or -1.
template <std::size_t N>
int indexOf(const RawString& key, const std::array<std::string_view, N>& names)
{
    const std::string_view k = key.view();
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == k)
            return int(i);
    return -1;
}

// Marks bit i of seen; declines when it was set already (a repeated member name).
void markSeen(unsigned& seen, int i)
{
    const unsigned bit = 1u << i;
    if (seen & bit)
        decline();
    seen |= bit;
}

std::unique_ptr<Level> FastReader::read()
{
    // A byte order mark is left to the reference.
    if (mEnd - mPos >= 3 && uchar(mPos[0]) == 0xEF && uchar(mPos[1]) == 0xBB
        && uchar(mPos[2]) == 0xBF)
        decline();
    auto level = std::make_unique<Level>();
    static constexpr std::array<std::string_view, 8> kKeys = {
        "format", "version", "name", "grid", "player", "rules", "types", "layers"};
    enum { Format, Version, Name, Grid, Player, Rules, Types, Layers };
    unsigned seen = 0;
    GridSettings grid;
    PlayerSettings player;
    RuleSettings rules;
    QJsonObject extra;
    forEachMember([&](const RawString& key) {
        const int k = indexOf(key, kKeys);
        if (k < 0)
            return readExtra(extra, key);
        markSeen(seen, k);
        switch (k) {
        case Format: {
            skipSpace();
            const RawString s = readRawString();
            if (s.view() != "ledge-level")
                decline();
            break;
        }
        case Version:
            if (readPositiveInteger(std::numeric_limits<qint64>::max()) > kLedgeFormatVersion)
                decline();
            break;
        case Name: level->setName(readString()); break;
        case Grid:
            readGrid(grid);
            level->setGrid(grid);
            break;
        case Player: readPlayer(player); break;
        case Rules: readRules(rules); break;
        case Types: {
            // Rare and small: parsed by the reference's own function.
            const auto types = objectTypesFromJson(readAnyValue(), nullptr);
            if (!types)
                decline();
            level->setObjectTypes(*types);
            break;
        }
        case Layers:
            // Tile rows are checked against the grid.
            if (!(seen & (1u << Grid)))
                decline();
            forEachElement([&] { readLayer(*level); });
            break;
        }
    });
    skipSpace();
    if (mPos != mEnd)
        decline();
    const unsigned required = (1u << Format) | (1u << Version) | (1u << Grid) | (1u << Layers);
    if ((seen & required) != required)
        decline();
    level->setPlayer(player);
    level->setRules(rules);
    level->setExtra(extra);
    // "types" may come after the layers: the objects' types are checked once all is read.
    for (const QString& type : std::as_const(mTypesUsed))
        if (!findType(level->objectTypes(), type))
            decline();
    // Duplicate ids: Level refuses the second one silently; the reference rejects the file.
    if (level->layerCount() != mLayersRead || level->objectCount() != mObjectsRead)
        decline();
    return level;
}

void FastReader::readGrid(GridSettings& g)
{
    static constexpr std::array<std::string_view, 3> kKeys = {"cellSize", "columns", "rows"};
    unsigned seen = 0;
    forEachMember([&](const RawString& key) {
        const int k = indexOf(key, kKeys);
        if (k < 0)
            return readExtra(g.extra, key);
        markSeen(seen, k);
        if (k == 0)
            g.cellSize = readDouble();
        else
            (k == 1 ? g.columns : g.rows) = int(readPositiveInteger(kLedgeMaxGridSide));
    });
    if (seen != 7 || !(g.cellSize > 0)
        || !std::isfinite(g.cellSize * double(std::max(g.columns, g.rows))))
        decline();
}

void FastReader::readPlayer(PlayerSettings& p)
{
    static constexpr std::array<std::string_view, 8> kKeys = {
        "mode", "width", "height", "runSpeed", "jumpHeight", "gravity", "maxFallSpeed", "maxFloorAngle"};
    double* numbers[] = {nullptr,       &p.width,   &p.height,      &p.runSpeed,
                         &p.jumpHeight, &p.gravity, &p.maxFallSpeed, &p.maxFloorAngle};
    unsigned seen = 0;
    forEachMember([&](const RawString& key) {
        const int k = indexOf(key, kKeys);
        if (k < 0)
            return readExtra(p.extra, key);
        markSeen(seen, k);
        if (k == 0)
            p.mode = readName(&movementModeFromName);
        else
            *numbers[k] = readDouble();
    });
    if (!isValidFloorAngle(p.maxFloorAngle))
        decline(); // the full reader names the field
}

void FastReader::readRules(RuleSettings& r)
{
    static constexpr std::array<std::string_view, 5> kKeys = {"overlap", "outOfBounds", "unreachable",
                                                              "tightJump", "tightJumpShare"};
    Severity* values[] = {&r.overlap, &r.outOfBounds, &r.unreachable, &r.tightJump};
    unsigned seen = 0;
    forEachMember([&](const RawString& key) {
        const int k = indexOf(key, kKeys);
        if (k < 0)
            return readExtra(r.extra, key);
        markSeen(seen, k);
        if (k == 4)
            r.tightJumpShare = readDouble();
        else
            *values[k] = readName(&severityFromName);
    });
    if (!isValidTightJumpShare(r.tightJumpShare))
        decline(); // the full reader names the field
}

// About the fewest bytes an object takes in a file: {"id":1,"shape":{"type":"point","x":0,"y":0}}
// and a comma. Only a capacity hint: shorter objects would make the vector grow, nothing more.
constexpr qsizetype kShortestObject = 48;

void FastReader::readLayer(Level& level)
{
    static constexpr std::array<std::string_view, 8> kKeys = {
        "id", "name", "type", "visible", "locked", "collides", "objects", "cells"};
    enum { Id, Name, Type, Visible, Locked, Collides, Objects, Cells };
    unsigned seen = 0;
    LayerInfo info;
    std::vector<LevelObject> objects;
    bool inserted = false; // the layer is in the level (its tiles were read)
    forEachMember([&](const RawString& key) {
        int k = indexOf(key, kKeys);
        // The member of the other layer type is an unknown one; which is which must be known.
        if (k == Objects || k == Cells) {
            if (!(seen & (1u << Type)))
                decline();
            if ((k == Objects) != (info.type == LayerType::Objects))
                k = -1;
        }
        if (k < 0)
            return readExtra(info.extra, key);
        markSeen(seen, k);
        switch (k) {
        case Id: info.id = readPositiveInteger(kLedgeMaxId); break;
        case Name: info.name = readString(); break;
        case Type: info.type = readName(&layerTypeFromName); break;
        case Visible: info.visible = readBool(); break;
        case Locked: info.locked = readBool(); break;
        case Collides: info.collides = readBool(); break;
        case Objects:
            // Room for as many objects as the bytes left could hold, up to a million: the
            // vector does not grow by copying (two loads of a 100,000-object level took 1,400 page faults more),
            // and the pages it does not fill are never touched.
            objects.reserve(std::size_t(std::min<qsizetype>((mEnd - mPos) / kShortestObject, 1'000'000)));
            forEachElement([&] {
                objects.emplace_back();
                readObject(objects.back());
            });
            break;
        case Cells:
            // The layer goes in first, with a temporary id, so the rows land in its grid
            // without a copy; the id and the rest of its info are set once all is read.
            if (!(seen & (1u << Id)))
                decline();
            level.insertLayer(level.layerCount(), info);
            inserted = true;
            readCells(level, info.id);
            break;
        }
    });
    const unsigned required = (1u << Id) | (1u << Type)
        | (1u << (info.type == LayerType::Objects ? Objects : Cells));
    if ((seen & required) != required)
        decline();
    ++mLayersRead;
    if (inserted) {
        // Members after "cells" (name, flags, unknown ones) complete the info.
        level.setLayerInfo(info.id, info);
        return;
    }
    level.insertLayer(level.layerCount(), info);
    mObjectsRead += qsizetype(objects.size());
    level.insertObjects(info.id, std::move(objects));
}

void FastReader::readCells(Level& level, LayerId layer)
{
    const GridSettings& grid = level.grid();
    const std::size_t columns = std::size_t(grid.columns);
    std::vector<std::pair<Cell, TileKind>> cells;
    int row = 0;
    forEachElement([&] {
        skipSpace();
        const RawString s = readRawString();
        if (row >= grid.rows || s.escaped || s.wide || std::size_t(s.end - s.begin) != columns)
            decline();
        for (std::size_t c = 0; c < columns; ++c) {
            const char k = s.begin[c];
            if (k == '.')
                continue;
            if (k != '#' && k != '=' && k != '^')
                decline();
            cells.push_back({Cell{int(c), row}, TileKind(k)});
        }
        ++row;
    });
    if (row != grid.rows)
        decline();
    // A duplicate layer id leaves the layer out: the reference rejects the file anyway, and
    // read() notices the layer count.
    level.setTiles(layer, cells);
}

void FastReader::readObject(LevelObject& o)
{
    static constexpr std::array<std::string_view, 6> kKeys = {"id", "name", "role", "shape",
                                                              "properties", "type"};
    enum { Id, Name, Role_, Shape_, Properties, Type };
    unsigned seen = 0;
    forEachMember([&](const RawString& key) {
        const int k = indexOf(key, kKeys);
        if (k < 0)
            return readExtra(o.extra, key);
        markSeen(seen, k);
        switch (k) {
        case Id: o.id = readPositiveInteger(kLedgeMaxId); break;
        case Name: o.name = readString(); break;
        case Role_: o.role = readName(&roleFromName); break;
        case Shape_: readShape(o); break;
        case Properties: readProperties(o.properties); break;
        case Type:
            o.type = readString();
            mTypesUsed.insert(o.type);
            break;
        }
    });
    const unsigned required = (1u << Id) | (1u << Role_) | (1u << Shape_);
    if ((seen & required) != required)
        decline();
    if (shapeType(o.shape) == ShapeType::Point && !allowsPoint(o.role))
        decline();
}

void FastReader::readShape(LevelObject& o)
{
    // Which members each type knows; the others are unknown members of the shape.
    static constexpr std::array<std::string_view, 9> kKeys = {
        "type", "x", "y", "w", "h", "r", "points", "rise", "ceiling"};
    enum { Type, X, Y, W, H, R, Points, Rise_, Ceiling };
    constexpr unsigned kKnown[] = {
        /* box */ 0x1F,
        /* circle */ (1u << Type) | (1u << X) | (1u << Y) | (1u << R),
        /* polygon */ (1u << Type) | (1u << Points),
        /* slope */ 0x1F | (1u << Rise_) | (1u << Ceiling),
        /* point */ (1u << Type) | (1u << X) | (1u << Y),
    };
    constexpr unsigned kRequired[] = {kKnown[0], kKnown[1], kKnown[2], kKnown[3] & ~(1u << Ceiling),
                                      kKnown[4]};
    unsigned seen = 0;
    ShapeType type = ShapeType::Box;
    double n[5] = {}; // x, y, w, h, r by member index - 1
    Polygon polygon;
    Rise rise = Rise::Right;
    bool ceiling = false;
    forEachMember([&](const RawString& key) {
        int k = indexOf(key, kKeys);
        if (k > Type) {
            if (!(seen & 1u))
                decline(); // "type" must come first to know which members are known
            if (!(kKnown[std::size_t(type)] & (1u << k)))
                k = -1;
        }
        if (k < 0)
            return readExtra(o.shapeExtra, key);
        markSeen(seen, k);
        switch (k) {
        case Type: type = readName(&shapeTypeFromName); break;
        case Points:
            forEachElement([&] {
                expect('[');
                const double x = readDouble();
                expect(',');
                const double y = readDouble();
                expect(']');
                polygon.points.push_back({x, y});
            });
            break;
        case Rise_: rise = readName(&riseFromName); break;
        case Ceiling: ceiling = readBool(); break;
        default: n[k - 1] = readDouble(); break;
        }
    });
    if (!(seen & 1u) || (seen & kRequired[std::size_t(type)]) != kRequired[std::size_t(type)])
        decline();
    switch (type) {
    case ShapeType::Box: o.shape = Box{n[0], n[1], n[2], n[3]}; break;
    case ShapeType::Circle: o.shape = Circle{n[0], n[1], n[4]}; break;
    case ShapeType::Polygon: o.shape = std::move(polygon); break;
    case ShapeType::Slope: o.shape = Slope{n[0], n[1], n[2], n[3], rise, ceiling}; break;
    case ShapeType::Point: o.shape = Point{n[0], n[1]}; break;
    }
}

void FastReader::readProperties(QVariantMap& properties)
{
    forEachMember([&](const RawString& key) {
        const QString name = decode(key);
        if (properties.contains(name))
            decline();
        skipSpace();
        const char c = peek();
        QVariant value;
        if (c == '"') {
            value = readString();
        } else if (c == 't' || c == 'f') {
            value = readBool();
        } else {
            // Whole numbers become qlonglong, others double, as QJsonValue::toVariant does.
            const Number n = readNumber();
            value = n.isInteger ? QVariant(qlonglong(n.integer)) : QVariant(n.value);
        }
        properties.insert(name, value);
    });
}

} // namespace

std::unique_ptr<Level> readLevelFast(const QByteArray& json)
{
    if (json.size() > kLedgeMaxFileBytes)
        return nullptr;
    try {
        return FastReader(json).read();
    } catch (const Decline&) {
        return nullptr;
    }
}

} // namespace ledge
