#pragma once
// A small streaming JSON writer that emits members in the order they are given (QJsonDocument
// sorts them by name). The .ledge file and the validation report both have a member order that
// is part of their contract. Indentation is two spaces; a container opened with oneLine = true
// is written on one line with everything inside it: { "type": "box", "x": 0 }.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <vector>

namespace ledge {

class JsonWriter {
public:
    // oneLine: this container and everything inside it on one line.
    void beginObject(bool oneLine = false) { open('{', oneLine); }
    void endObject() { close('}'); }
    void beginArray(bool oneLine = false) { open('[', oneLine); }
    void endArray() { close(']'); }

    void key(const QString& name)
    {
        beforeKey();
        writeString(name);
        mOut += ": ";
        mAfterKey = true;
    }
    // A name spelled in the program: plain ASCII, written as it is (no escapes needed).
    void key(const char* name)
    {
        beforeKey();
        mOut += '"';
        mOut.append(name, qsizetype(std::strlen(name)));
        mOut += "\": ";
        mAfterKey = true;
    }

    void string(const QString& s)
    {
        beforeValue();
        writeString(s);
    }
    // Expected size of the whole text, so a large document grows its buffer once.
    void reserve(qsizetype bytes) { mOut.reserve(bytes); }
    void boolean(bool b)
    {
        beforeValue();
        mOut += b ? "true" : "false";
    }
    void integer(qint64 i)
    {
        beforeValue();
        appendInteger(i);
    }
    // Whole numbers below 2^53 in magnitude without a fraction ("64", not "64.0"); any other
    // finite number in the shortest form that reads back as the same double. NaN and
    // infinities have no JSON form and are written as 0.
    void number(double d)
    {
        beforeValue();
        constexpr double kExactIntegers = 9007199254740992.0; // 2^53
        if (!std::isfinite(d))
            mOut += '0';
        else if (d == std::trunc(d) && std::fabs(d) < kExactIntegers)
            appendInteger(qint64(d));
        else
            appendShortest(d);
    }

    // d (finite) as QByteArray::number(d, 'g', QLocale::FloatingPointShortest) spells it,
    // without its allocations: the shortest digits that read back as d, in decimal or
    // scientific form, whichever is shorter (decimal on a tie); the exponent has a sign and
    // at least two digits ("1e-05", "1.5e+300"). tst_jsonwriter compares the two on millions
    // of doubles.
    static qsizetype formatShortest(double d, char* out)
    {
        if (d == 0) { // Qt writes both zeros as "0"
            *out = '0';
            return 1;
        }
        // The shortest round-trip digits, from the scientific form: "-1.2345e+21".
        char sci[32];
        const auto [sciEnd, ec] = std::to_chars(sci, sci + sizeof sci, d,
                                                std::chars_format::scientific);
        (void)ec; // 32 bytes hold any double
        const char* p = sci;
        char* o = out;
        if (*p == '-')
            *o++ = *p++;
        char digits[20];
        int count = 0;
        for (; *p != 'e'; ++p)
            if (*p != '.')
                digits[count++] = *p;
        int exponent = 0;
        std::from_chars(p + (p[1] == '+' ? 2 : 1), sciEnd, exponent);
        const int decpt = exponent + 1; // value = 0.DIGITS * 10^decpt
        const int absExponent = exponent < 0 ? -exponent : exponent;
        const int exponentDigits = absExponent >= 100 ? 3 : 2;
        const int sciLength = count + (count > 1 ? 1 : 0) + 2 + exponentDigits;
        const int decimalLength = decpt <= 0 ? 2 - decpt + count
            : decpt >= count                 ? decpt
                                             : count + 1;
        if (decimalLength <= sciLength) {
            if (decpt <= 0) {
                *o++ = '0';
                *o++ = '.';
                for (int i = 0; i < -decpt; ++i)
                    *o++ = '0';
                for (int i = 0; i < count; ++i)
                    *o++ = digits[i];
            } else {
                for (int i = 0; i < std::max(count, decpt); ++i) {
                    if (i == decpt)
                        *o++ = '.';
                    *o++ = i < count ? digits[i] : '0';
                }
            }
        } else {
            *o++ = digits[0];
            if (count > 1) {
                *o++ = '.';
                for (int i = 1; i < count; ++i)
                    *o++ = digits[i];
            }
            *o++ = 'e';
            *o++ = exponent < 0 ? '-' : '+';
            if (absExponent >= 100)
                *o++ = char('0' + absExponent / 100);
            *o++ = char('0' + absExponent / 10 % 10);
            *o++ = char('0' + absExponent % 10);
        }
        return qsizetype(o - out);
    }
    void null()
    {
        beforeValue();
        mOut += "null";
    }

    // Any JSON value, objects in QJsonObject's (sorted) order.
    void value(const QJsonValue& v, bool oneLine = false)
    {
        switch (v.type()) {
        case QJsonValue::Object: {
            const QJsonObject o = v.toObject();
            beginObject(oneLine);
            for (auto it = o.begin(); it != o.end(); ++it) {
                key(it.key());
                value(it.value());
            }
            endObject();
            break;
        }
        case QJsonValue::Array: {
            const QJsonArray a = v.toArray();
            // Arrays of plain values (numbers, strings, ...) fit on one line.
            const bool flat = std::none_of(a.begin(), a.end(), [](const QJsonValue& item) {
                return item.isArray() || item.isObject();
            });
            beginArray(oneLine || flat);
            for (const QJsonValue& item : a)
                value(item);
            endArray();
            break;
        }
        case QJsonValue::Bool: boolean(v.toBool()); break;
        case QJsonValue::Double: {
            // Integers the parser kept exactly (beyond 2^53 too) stay exact.
            const qint64 i = v.toInteger(0);
            if (i != 0 || v.toDouble() == 0)
                integer(i);
            else
                number(v.toDouble());
            break;
        }
        case QJsonValue::String: string(v.toString()); break;
        case QJsonValue::Null:
        case QJsonValue::Undefined: null(); break;
        }
    }

    // Members of extra, skipping any whose name the caller already wrote.
    void extraMembers(const QJsonObject& extra, const QStringList& written)
    {
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            if (written.contains(it.key()))
                continue;
            key(it.key());
            value(it.value(), mStack.back().oneLine);
        }
    }

    QByteArray finish()
    {
        mOut += '\n';
        return mOut;
    }

private:
    struct Frame {
        char close;
        bool oneLine;
        int count;
    };

    void newline()
    {
        mOut += '\n';
        mOut.append(qsizetype(mStack.size()) * 2, ' ');
    }
    void beforeKey()
    {
        Frame& f = mStack.back();
        if (f.count++ > 0)
            mOut += ',';
        if (f.oneLine)
            mOut += ' ';
        else
            newline();
    }
    void appendInteger(qint64 i)
    {
        char buffer[24];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, i);
        (void)ec; // 24 bytes hold any 64-bit integer
        mOut.append(buffer, qsizetype(end - buffer));
    }
    void appendShortest(double d)
    {
        char buffer[40];
        mOut.append(buffer, formatShortest(d, buffer));
    }
    void beforeValue()
    {
        if (mAfterKey) {
            mAfterKey = false;
            return;
        }
        if (mStack.empty())
            return;
        Frame& f = mStack.back();
        if (f.count++ > 0)
            mOut += f.oneLine ? ", " : ",";
        if (!f.oneLine)
            newline();
    }
    void open(char bracket, bool oneLine)
    {
        beforeValue();
        mOut += bracket;
        const bool inherited = !mStack.empty() && mStack.back().oneLine;
        mStack.push_back({bracket == '{' ? '}' : ']', oneLine || inherited, 0});
    }
    void close(char bracket)
    {
        const Frame f = mStack.back();
        mStack.pop_back();
        if (f.count > 0) {
            if (!f.oneLine)
                newline();
            else if (bracket == '}')
                mOut += ' ';
        }
        mOut += bracket;
    }
    // UTF-8 with the escapes JSON requires: quote, backslash and control characters.
    void writeString(const QString& s)
    {
        // Most strings are printable ASCII without quotes or backslashes: copied as they are.
        const qsizetype start = mOut.size();
        mOut.resize(start + s.size() + 2);
        char* o = mOut.data() + start;
        *o++ = '"';
        bool plain = true;
        for (const QChar ch : s) {
            const char16_t c = ch.unicode();
            if (c < 0x20 || c >= 0x7F || c == u'"' || c == u'\\') {
                plain = false;
                break;
            }
            *o++ = char(c);
        }
        if (plain) {
            *o = '"';
            return;
        }
        mOut.truncate(start);
        mOut += '"';
        qsizetype runStart = 0; // first character not yet written
        auto flush = [&](qsizetype end) {
            if (end > runStart)
                mOut += QStringView(s).mid(runStart, end - runStart).toUtf8();
            runStart = end + 1;
        };
        for (qsizetype i = 0; i < s.size(); ++i) {
            const char16_t c = s[i].unicode();
            const char* escape = nullptr;
            switch (c) {
            case u'"': escape = "\\\""; break;
            case u'\\': escape = "\\\\"; break;
            case u'\b': escape = "\\b"; break;
            case u'\f': escape = "\\f"; break;
            case u'\n': escape = "\\n"; break;
            case u'\r': escape = "\\r"; break;
            case u'\t': escape = "\\t"; break;
            default:
                if (c >= 0x20)
                    continue;
            }
            flush(i);
            if (escape) {
                mOut += escape;
            } else {
                mOut += "\\u00";
                mOut += QByteArray::number(int(c), 16).rightJustified(2, '0');
            }
        }
        flush(s.size());
        mOut += '"';
    }

    QByteArray mOut;
    std::vector<Frame> mStack;
    bool mAfterKey = false;
};

} // namespace ledge
