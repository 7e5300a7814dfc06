#pragma once
// A small streaming JSON writer that keeps members in the order they are written (QJsonObject
// sorts them), for documents whose order is part of a contract: the validation report.

#include <QByteArray>
#include <QString>

#include <vector>

namespace ledge {

class JsonWriter {
public:
    // indent = 0 writes everything on one line.
    explicit JsonWriter(int indent = 2) : mIndent(indent) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    // The next value is the member `name` of the current object.
    JsonWriter& key(QStringView name);

    JsonWriter& value(QStringView s);
    JsonWriter& value(const char* s) { return value(QString::fromUtf8(s)); }
    JsonWriter& value(double d); // integers without ".0"; shortest exact form; never NaN/Inf
    JsonWriter& value(int i) { return value(double(i)); }
    JsonWriter& value(qint64 i);
    JsonWriter& value(bool b);
    JsonWriter& null();
    // An arrays of numbers on one line: [1, 2, 3]
    template <typename Range> JsonWriter& inlineArray(const Range& numbers)
    {
        beginValue();
        mOut += '[';
        bool first = true;
        for (const auto& n : numbers) {
            if (!first)
                mOut += ", ";
            first = false;
            mOut += number(double(n));
        }
        mOut += ']';
        return *this;
    }

    // The document, with a final newline.
    QByteArray finish();

    static QByteArray number(double d);
    static QByteArray quoted(QStringView s);

private:
    void beginValue();
    void newline();

    struct Level {
        bool array = false;
        bool empty = true;
    };
    int mIndent;
    QByteArray mOut;
    std::vector<Level> mStack;
    bool mAfterKey = false;
};

} // namespace ledge
