#include "JsonWriter.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace ledge {

void JsonWriter::newline()
{
    if (mIndent <= 0)
        return;
    mOut += '\n';
    mOut += QByteArray(int(mStack.size()) * mIndent, ' ');
}

void JsonWriter::beginValue()
{
    if (mAfterKey) {
        mAfterKey = false;
        return;
    }
    if (mStack.empty())
        return;
    Level& top = mStack.back();
    if (!top.empty)
        mOut += ',';
    top.empty = false;
    newline();
}

JsonWriter& JsonWriter::beginObject()
{
    beginValue();
    mOut += '{';
    mStack.push_back({false, true});
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    const bool empty = mStack.back().empty;
    mStack.pop_back();
    if (!empty)
        newline();
    mOut += '}';
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    beginValue();
    mOut += '[';
    mStack.push_back({true, true});
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    const bool empty = mStack.back().empty;
    mStack.pop_back();
    if (!empty)
        newline();
    mOut += ']';
    return *this;
}

JsonWriter& JsonWriter::key(QStringView name)
{
    beginValue();
    mOut += quoted(name);
    mOut += mIndent > 0 ? ": " : ":";
    mAfterKey = true;
    return *this;
}

JsonWriter& JsonWriter::value(QStringView s)
{
    beginValue();
    mOut += quoted(s);
    return *this;
}

JsonWriter& JsonWriter::value(double d)
{
    beginValue();
    mOut += number(d);
    return *this;
}

JsonWriter& JsonWriter::value(qint64 i)
{
    beginValue();
    mOut += QByteArray::number(i);
    return *this;
}

JsonWriter& JsonWriter::value(bool b)
{
    beginValue();
    mOut += b ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null()
{
    beginValue();
    mOut += "null";
    return *this;
}

QByteArray JsonWriter::finish()
{
    QByteArray out = std::move(mOut);
    out += '\n';
    mOut.clear();
    mStack.clear();
    mAfterKey = false;
    return out;
}

QByteArray JsonWriter::number(double d)
{
    if (!std::isfinite(d))
        return "null"; // JSON has no NaN or infinity
    // Integral values that a double holds exactly are written without a fraction.
    if (d == std::trunc(d) && std::fabs(d) < 9007199254740992.0)
        return QByteArray::number(qint64(d));
    // The shortest representation that reads back to the same double.
    return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

QByteArray JsonWriter::quoted(QStringView s)
{
    QString escaped;
    escaped.reserve(s.size() + 2);
    escaped += u'"';
    for (QChar c : s) {
        switch (c.unicode()) {
        case u'"': escaped += u"\\\""; break;
        case u'\\': escaped += u"\\\\"; break;
        case u'\b': escaped += u"\\b"; break;
        case u'\f': escaped += u"\\f"; break;
        case u'\n': escaped += u"\\n"; break;
        case u'\r': escaped += u"\\r"; break;
        case u'\t': escaped += u"\\t"; break;
        default:
            if (c.unicode() < 0x20)
                escaped += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
            else
                escaped += c;
        }
    }
    escaped += u'"';
    return escaped.toUtf8();
}

} // namespace ledge
