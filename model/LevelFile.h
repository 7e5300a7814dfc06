#pragma once
// The .ledge reader and writer (docs/file-format.md).
//
// Reading goes through a one-pass reader that builds the Level straight from the bytes
// (LevelFastReader.h) and falls back to the QJsonDocument reader for anything that one is not
// sure about; the latter alone decides and words every rejection.
// Reading rejects the first problem found (not JSON, wrong format or version, a missing or
// mistyped member, an unknown enumeration value, a duplicate id, malformed tile rows) with
// a LoadError naming the JSON pointer and, where the text allows, line and column.
// Well-typed but degenerate geometry loads; the Validator reports it. Members this version
// does not know are kept (LevelObject::extra, shapeExtra, LayerInfo::extra, ...) and written
// back after the known ones.
//
// Writing uses the member order of the example in docs/file-format.md, 2-space indentation, UTF-8 and a
// final newline; shapes and flat arrays on one line. Whole numbers below 2^53 are written
// without a fraction, other numbers in the shortest form that reads back as the same double;
// NaN and infinities (which JSON cannot hold) are written as 0. writeLevel(readLevel(x)) is a
// fixed point: reading and writing a file writeLevel wrote gives the same bytes.

#include "model/ModelExport.h"
#include "Level.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace ledge {

// Where and why a file was rejected.
struct LEDGE_MODEL_EXPORT LoadError {
    QString file;    // path as given
    QString pointer; // JSON pointer of the offending member, "" for the whole document
    int line = 0;    // 1-based, 0 when unknown
    int column = 0;  // 1-based, 0 when unknown
    QString message; // translated sentence, without the location

    // "caves.ledge:12:5: /layers/0/objects/3/shape/r: expected a number"
    QString toString() const;
};

struct LoadResult {
    std::unique_ptr<Level> level; // null on error
    LoadError error;
    explicit operator bool() const { return level != nullptr; }
};

// Supported format version; newer files are rejected.
constexpr int kLedgeFormatVersion = 1;
// Largest grid.columns and grid.rows the reader accepts (the smallest is 1).
constexpr int kLedgeMaxGridSide = 100000;
// Largest file the reader accepts, checked before parsing: far beyond any level (a 10,000
// shape level is about 1 MiB), small enough that a stray multi-gigabyte file is refused at
// once instead of exhausting memory.
constexpr qint64 kLedgeMaxFileBytes = qint64(256) * 1024 * 1024;
// Largest layer and object id the reader accepts (2^53 - 1, the largest integer every JSON
// reader holds exactly); the smallest is 1.
constexpr qint64 kLedgeMaxId = (qint64(1) << 53) - 1;

LEDGE_MODEL_EXPORT LoadResult readLevel(const QByteArray& json, const QString& fileName = {});
LEDGE_MODEL_EXPORT LoadResult loadLevel(const QString& path);

// Indented UTF-8 JSON in a stable member order.
LEDGE_MODEL_EXPORT QByteArray writeLevel(const Level& level);
// The level's name, grid, player, rules and unknown members as writeLevel spells them: the
// root object of a .ledge file of those settings alone, without "layers".
LEDGE_MODEL_EXPORT QJsonObject settingsJsonObject(const Level& level);

class JsonWriter;
// A shape as the file spells it, on one line (reports use it for the shapes of fixes).
LEDGE_MODEL_EXPORT void writeShapeJson(JsonWriter& w, const Shape& shape);

struct SaveResult {
    bool ok = false;
    QString message; // translated reason when !ok
};
// Atomic: writes a temporary file beside the target and renames it over; on any failure the
// previous file is left byte-for-byte intact. Refuses (with the reason) a level the reader
// would reject, see unloadableReason(), so a saved file always opens again.
LEDGE_MODEL_EXPORT SaveResult saveLevel(const Level& level, const QString& path);

// Why readLevel(writeLevel(level)) would fail, or "" when it would not. The Level API allows
// such states: grid settings outside the accepted range (cellSize <= 0 or so large that the
// level's extent overflows, columns or rows outside [1, kLedgeMaxGridSide]), an id above
// kLedgeMaxId and a point shape on a role other than spawn, goal, pickup.
LEDGE_MODEL_EXPORT QString unloadableReason(const Level& level);

} // namespace ledge
