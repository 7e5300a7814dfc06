// JsonWriter's own number and string forms against what Qt writes: the .ledge bytes are a
// contract, and the writer stopped going through QByteArray::number for speed.

#include "model/JsonWriter.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace ledge;

namespace {

QByteArray shortest(double d)
{
    char buffer[40];
    return QByteArray(buffer, JsonWriter::formatShortest(d, buffer));
}

QByteArray qtShortest(double d) { return QByteArray::number(d, 'g', QLocale::FloatingPointShortest); }

QByteArray written(const std::function<void(JsonWriter&)>& body)
{
    JsonWriter w;
    w.beginArray(true);
    body(w);
    w.endArray();
    return w.finish();
}

} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT

private slots:
    void shortestLikeQt_data();
    void shortestLikeQt();
    void shortestLikeQtRandom();
    void numbers();
    void strings_data();
    void strings();
};

void TestJsonWriter::shortestLikeQt_data()
{
    QTest::addColumn<double>("value");
    const double values[] = {0.5, 0.1, -0.1, 0.0001, 0.00012, 0.001, 1e-5, 1.5e-5, 123456.5,
                             38.5, 100.75, 1e21, 1.5e21, 12345678901234567890.0, 1.25e15,
                             1e16, 1.5e18, 1e100, 1.2345e100, 3e-300, 5e-324, 2.5e-310,
                             std::numeric_limits<double>::max(), std::numeric_limits<double>::min(),
                             9007199254740993.0, 1e23, 0.3, 2.0 / 3.0, -1e-7, 1e-10, 1e99,
                             1e-99, 1e-100};
    for (double v : values)
        QTest::addRow("%.17g", v) << v;
}

void TestJsonWriter::shortestLikeQt()
{
    QFETCH(double, value);
    QCOMPARE(shortest(value), qtShortest(value));
}

// Random bit patterns (every magnitude) and short decimals at every exponent (the values
// levels hold: 38.5, 0.25, 1e-7, ...).
void TestJsonWriter::shortestLikeQtRandom()
{
    QRandomGenerator random(7);
    int compared = 0;
    for (int i = 0; i < 300000; ++i) {
        const quint64 bits = random.generate64();
        double d;
        std::memcpy(&d, &bits, sizeof d);
        if (!std::isfinite(d))
            continue;
        const QByteArray mine = shortest(d);
        if (mine != qtShortest(d))
            QFAIL(qPrintable(QStringLiteral("%1: %2 instead of %3")
                                 .arg(bits, 0, 16)
                                 .arg(QString::fromLatin1(mine), QString::fromLatin1(qtShortest(d)))));
        ++compared;
    }
    for (int exponent = -325; exponent <= 309; ++exponent) {
        for (int k = 0; k < 300; ++k) {
            const int digits = 1 + int(random.bounded(17));
            const double mantissa = double(random.bounded(quint64(1) << 53) % quint64(std::pow(10.0, digits)));
            const double d = (k % 2 ? -1 : 1) * mantissa * std::pow(10.0, exponent);
            if (!std::isfinite(d))
                continue;
            QCOMPARE(shortest(d), qtShortest(d));
            ++compared;
        }
    }
    QVERIFY(compared > 400000);
}

void TestJsonWriter::numbers()
{
    QCOMPARE(written([](JsonWriter& w) {
                 w.number(64);
                 w.number(-0.0);
                 w.number(38.5);
                 w.number(9007199254740992.0);
                 w.number(std::nan(""));
                 w.integer(std::numeric_limits<qint64>::min());
                 w.integer(0);
             }),
             QByteArray("[64, 0, 38.5, 9007199254740992, 0, -9223372036854775808, 0]\n"));
}

void TestJsonWriter::strings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("plain") << QStringLiteral("floor 1") << QByteArray(R"("floor 1")");
    QTest::newRow("empty") << QString() << QByteArray(R"("")");
    QTest::newRow("quote") << QStringLiteral("a\"b") << QByteArray(R"("a\"b")");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QByteArray(R"("a\\b")");
    QTest::newRow("controls") << QStringLiteral("\t\n\x01") << QByteArray(R"("\t\n\u0001")");
    QTest::newRow("delete") << QStringLiteral("a\x7f") << QByteArray("\"a\x7f\"");
    QTest::newRow("utf-8") << QStringLiteral("été €") << QByteArray("\"\xc3\xa9t\xc3\xa9 \xe2\x82\xac\"");
    QTest::newRow("after plain") << QStringLiteral("abc\xe9") << QByteArray("\"abc\xc3\xa9\"");
}

void TestJsonWriter::strings()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, json);
    QCOMPARE(written([&](JsonWriter& w) {
                 w.string(text);
                 w.string(QStringLiteral("x"));
             }),
             "[" + json + ", \"x\"]\n");
    // As a member name too, both spellings of a key.
    JsonWriter w;
    w.beginObject(true);
    w.key(text);
    w.integer(1);
    w.key("k");
    w.boolean(true);
    w.endObject();
    QCOMPARE(w.finish(), "{ " + json + ": 1, \"k\": true }\n");
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
