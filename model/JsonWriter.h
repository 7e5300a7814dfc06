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

#include <cmath>
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
        Frame& f = mStack.back();
        if (f.count++ > 0)
            mOut += ',';
        if (f.oneLine)
            mOut += ' ';
        else
            newline();
        writeString(name);
        mOut += ": ";
        mAfterKey = true;
    }

    void string(const QString& s)
    {
        beforeValue();
        writeString(s);
    }
    void boolean(bool b)
    {
        beforeValue();
        mOut += b ? "true" : "false";
    }
    void integer(qint64 i)
    {
        beforeValue();
        mOut += QByteArray::number(i);
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
            mOut += QByteArray::number(qint64(d));
        else
            mOut += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
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
        mOut += QByteArray(qsizetype(mStack.size()) * 2, ' ');
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
