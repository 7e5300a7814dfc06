#include "JsonLocator.h"
#include "JsonText.h"

#include <QStringList>

#include <algorithm>

namespace ledge {

namespace {

bool hasBom(const QByteArray& t)
{
    return t.size() >= 3 && uchar(t[0]) == 0xEF && uchar(t[1]) == 0xBB && uchar(t[2]) == 0xBF;
}

// A forward-only reader over JSON text that can skip values and read keys. It never
// recurses, so deeply nested input cannot exhaust the stack. Every method returns false
// on text that is not well-formed.
class Scanner {
public:
    explicit Scanner(const QByteArray& text) : mText(text), mPos(hasBom(text) ? 3 : 0) {}

    qsizetype pos() const { return mPos; }
    void setPos(qsizetype p) { mPos = p; }
    char peek() const { return mPos < mText.size() ? mText[mPos] : '\0'; }
    void advance() { ++mPos; }

    void skipSpace()
    {
        while (mPos < mText.size()) {
            const char c = mText[mPos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++mPos;
        }
    }

    // At an opening quote: reads the string up to and including its closing quote,
    // decoding escapes into *out when out is given.
    bool readString(QString* out)
    {
        if (peek() != '"')
            return false;
        ++mPos;
        QByteArray raw; // undecoded UTF-8 run since the last escape
        auto flush = [&] {
            if (out && !raw.isEmpty())
                out->append(QString::fromUtf8(raw));
            raw.clear();
        };
        while (mPos < mText.size()) {
            const char c = mText[mPos++];
            if (c == '"') {
                flush();
                return true;
            }
            if (c != '\\') {
                if (out)
                    raw += c;
                continue;
            }
            if (mPos >= mText.size())
                return false;
            const char e = mText[mPos++];
            flush();
            char16_t unit = json::simpleEscape(e);
            if (e == 'u') {
                if (mPos + 4 > mText.size())
                    return false;
                const int value = json::hex4(mText.constData() + mPos);
                if (value < 0)
                    return false;
                unit = char16_t(value);
                mPos += 4;
            } else if (unit == 0) {
                return false;
            }
            if (out)
                out->append(QChar(unit)); // surrogate halves pair up in the QString
        }
        return false;
    }

    // Skips one value of any kind (whitespace before it included).
    bool skipValue()
    {
        skipSpace();
        const char c = peek();
        if (c == '"')
            return readString(nullptr);
        if (c == '{' || c == '[') {
            int depth = 0;
            while (mPos < mText.size()) {
                const char d = peek();
                if (d == '"') {
                    if (!readString(nullptr))
                        return false;
                    continue;
                }
                ++mPos;
                if (d == '{' || d == '[')
                    ++depth;
                else if ((d == '}' || d == ']') && --depth == 0)
                    return true;
            }
            return false;
        }
        // A number, true, false or null: up to the next delimiter.
        const qsizetype start = mPos;
        while (mPos < mText.size()) {
            const char d = mText[mPos];
            if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\t' || d == '\n'
                || d == '\r')
                break;
            ++mPos;
        }
        return mPos > start;
    }

private:
    const QByteArray& mText;
    qsizetype mPos;
};

QString unescapePointerToken(QString token)
{
    token.replace(QLatin1String("~1"), QLatin1String("/"));
    token.replace(QLatin1String("~0"), QLatin1String("~"));
    return token;
}

// In an object (at '{'): the start of the last member named key's value, or -1.
qsizetype findMember(Scanner& s, const QString& key)
{
    qsizetype found = -1;
    s.advance();
    s.skipSpace();
    if (s.peek() == '}')
        return -1;
    while (true) {
        s.skipSpace();
        QString name;
        if (!s.readString(&name))
            return -1;
        s.skipSpace();
        if (s.peek() != ':')
            return -1;
        s.advance();
        s.skipSpace();
        if (name == key)
            found = s.pos(); // keep going: with duplicates the last one wins
        if (!s.skipValue())
            return -1;
        s.skipSpace();
        if (s.peek() == ',') {
            s.advance();
            continue;
        }
        return found;
    }
}

// In an array (at '['): the start of element index, or -1.
qsizetype findElement(Scanner& s, qsizetype index)
{
    s.advance();
    s.skipSpace();
    if (s.peek() == ']')
        return -1;
    for (qsizetype k = 0;; ++k) {
        s.skipSpace();
        if (k == index)
            return s.pos();
        if (!s.skipValue())
            return -1;
        s.skipSpace();
        if (s.peek() != ',')
            return -1;
        s.advance();
    }
}

} // namespace

TextPosition positionOfOffset(const QByteArray& utf8, qsizetype offset)
{
    TextPosition p;
    if (offset < 0)
        return p;
    const qsizetype first = hasBom(utf8) ? 3 : 0;
    offset = std::clamp(offset, first, utf8.size());
    p.offset = offset;
    p.line = 1;
    qsizetype lineStart = first;
    for (qsizetype i = first; i < offset; ++i)
        if (utf8[i] == '\n') {
            ++p.line;
            lineStart = i + 1;
        }
    // Columns count code points: every byte that is not a UTF-8 continuation byte.
    p.column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        if ((uchar(utf8[i]) & 0xC0) != 0x80)
            ++p.column;
    return p;
}

TextPosition locateJsonPointer(const QByteArray& utf8, const QString& pointer, bool* exact)
{
    if (exact)
        *exact = true;
    Scanner s(utf8);
    s.skipSpace();
    qsizetype at = s.pos();
    if (at >= utf8.size())
        return {};
    const QStringList tokens = pointer.isEmpty() ? QStringList() : pointer.mid(1).split(u'/');
    for (const QString& raw : tokens) {
        const QString token = unescapePointerToken(raw);
        s.setPos(at);
        qsizetype next = -1;
        if (s.peek() == '{') {
            next = findMember(s, token);
        } else if (s.peek() == '[') {
            bool ok = false;
            const qsizetype index = token.toLongLong(&ok);
            if (ok && index >= 0 && (token == u"0" || !token.startsWith(u'0')))
                next = findElement(s, index);
        }
        if (next < 0) {
            if (exact)
                *exact = false;
            break;
        }
        at = next;
    }
    return positionOfOffset(utf8, at);
}

TextPosition positionInString(const QByteArray& utf8, qsizetype quote, qsizetype index)
{
    if (quote < 0 || quote >= utf8.size() || utf8[quote] != '"' || index < 0)
        return {};
    qsizetype i = quote + 1;
    qsizetype unit = 0; // UTF-16 index of the character at i
    while (i < utf8.size() && utf8[i] != '"') {
        if (unit == index)
            return positionOfOffset(utf8, i);
        const uchar c = uchar(utf8[i]);
        if (c == '\\') {
            i += (i + 1 < utf8.size() && utf8[i + 1] == 'u') ? 6 : 2;
            unit += 1;
            continue;
        }
        // UTF-8 sequence length from its lead byte; 4-byte ones are two UTF-16 units.
        const int len = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        i += len;
        unit += len == 4 ? 2 : 1;
    }
    return {};
}

QString escapePointerToken(const QString& token)
{
    QString t = token;
    t.replace(QLatin1String("~"), QLatin1String("~0"));
    t.replace(QLatin1String("/"), QLatin1String("~1"));
    return t;
}

} // namespace ledge
