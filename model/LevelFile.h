#pragma once
// The .ledge reader and writer (FORMAT.md section 1).

#include "Level.h"

#include <QString>

#include <memory>

namespace ledge {

// Where and why a file was rejected.
struct LoadError {
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

LoadResult readLevel(const QByteArray& json, const QString& fileName = {});
LoadResult loadLevel(const QString& path);

// Indented UTF-8 JSON in a stable member order.
QByteArray writeLevel(const Level& level);

struct SaveResult {
    bool ok = false;
    QString message; // translated reason when !ok
};
// Atomic: writes a temporary file beside the target and renames it over; on any failure the
// previous file is left byte-for-byte intact.
SaveResult saveLevel(const Level& level, const QString& path);

} // namespace ledge
