#pragma once
// The fast path of readLevel(): a single pass over the bytes of a .ledge file that builds the
// Level directly, without a QJsonDocument in between (for a 100,000-shape level the document
// alone costs more time and memory than the editor's whole budget for opening it).
//
// It answers only for files it is sure about and declines everything else: readLevel() then
// runs the QJsonDocument reader, which stays the one definition of what loads and of every
// error message, pointer, line and column. So the fast path never reports an error; it must
// only never accept a file the reference rejects, and build the very same Level when both
// accept. It declines, among others: any JSON the reference parser might read differently
// (a byte order mark, a duplicate member name, an escaped member name, a lone or escaped
// surrogate, a noncharacter, a number that overflows, underflows or has more than 18 integer
// digits, nesting deeper than 64 in an unknown member), a member the structure needs before
// it knows the kind ("objects" before a layer's "type", "layers" before "grid", a shape
// member before its "type"), and every semantic error (missing or mistyped member, unknown
// name, duplicate id, bad tile row, ...). Unknown members are kept: their text is parsed with
// QJsonDocument on its own, so they hold exactly what the reference keeps.

#include "LevelFile.h"

#include <QByteArray>

#include <memory>

namespace ledge {

// The level, or nullptr when the fast path declines (the input may still be a valid level).
std::unique_ptr<Level> readLevelFast(const QByteArray& json);

// The reference reader alone: QJsonDocument::fromJson, then the checks of docs/file-format.md.
// readLevel(json, name) gives what this gives, only faster; tests compare the two.
LoadResult readLevelWithDocument(const QByteArray& json, const QString& fileName = {});

} // namespace ledge
