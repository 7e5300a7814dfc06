#pragma once
// Maps places in JSON text back to lines and columns, for load errors: the reader works on a
// parsed QJsonDocument, which forgets where values were. Used only once an error is known, so
// the successful load pays nothing for it.

#include "model/ModelExport.h"

#include <QByteArray>
#include <QString>

namespace ledge {

struct TextPosition {
    qsizetype offset = -1; // byte offset into the text; -1 when unknown
    int line = 0;          // 1-based, 0 when unknown
    int column = 0;        // 1-based, in Unicode code points (a UTF-8 BOM does not count)
};

// Line and column of a byte offset into UTF-8 text (e.g. QJsonParseError::offset).
LEDGE_MODEL_EXPORT TextPosition positionOfOffset(const QByteArray& utf8, qsizetype offset);

// Where the value named by a JSON pointer (RFC 6901, "" = the whole document) starts in
// well-formed JSON text. When the pointer leads to a member that does not exist, the
// position is that of the deepest value that does, and *exact is set to false. With
// duplicate keys the last one counts, as in QJsonDocument. Unknown (offset -1) only when
// the text is not well-formed.
LEDGE_MODEL_EXPORT TextPosition locateJsonPointer(const QByteArray& utf8, const QString& pointer,
                                                  bool* exact = nullptr);

// The position of character `index` (0-based, after unescaping) inside the JSON string
// whose opening quote is at `quote`; unknown when the string is shorter.
LEDGE_MODEL_EXPORT TextPosition positionInString(const QByteArray& utf8, qsizetype quote, qsizetype index);

// A pointer token with '~' and '/' escaped (RFC 6901).
LEDGE_MODEL_EXPORT QString escapePointerToken(const QString& token);

} // namespace ledge
