// One definition per exported symbol across Ledge's binaries (the shared libraries, the plugins
// and the executables). When two of them export the same symbol, the dynamic linker binds every
// use to one copy, so code in one binary silently runs (or reads) the other's. The libraries
// are compiled with hidden visibility and export only what their public headers mark
// LEDGE_MODEL_EXPORT / LEDGE_COLLISION_EXPORT; plugins export Qt's two entry points
// (cmake/LedgeLibraries.cmake). This test lists what each binary exports (`nm -D
// --defined-only`) and fails on any symbol two of them define that can meet in one process (a
// library or plugin and anything else; two executables never do), naming it and the binaries; it
// also checks that the libraries export their API and keep their internals hidden.
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

namespace {

// Every binary defines these (the ELF section bounds, the init and fini code); every Qt plugin
// defines the two entry points QPluginLoader looks for.
const QStringList kEveryBinary = {
    QStringLiteral("_init"), QStringLiteral("_fini"), QStringLiteral("_edata"), QStringLiteral("_end"),
    QStringLiteral("__bss_start"), QStringLiteral("qt_plugin_instance"),
    QStringLiteral("qt_plugin_query_metadata_v2")};

struct Exported
{
    QStringList mangled;
    QStringList demangled; // same order
};

QByteArray run(const QString& program, const QStringList& arguments, const QByteArray& input, QString* error)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(30000)) {
        *error = program + QStringLiteral(" did not start (binutils installed?)");
        return {};
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("%1 %2 failed: %3")
                     .arg(program, arguments.join(u' '), QString::fromLocal8Bit(process.readAllStandardError()));
        return {};
    }
    return process.readAllStandardOutput();
}

// The symbols `binary` exports, without the version suffix nm prints ("name@@VERSION").
Exported exportedSymbols(const QString& binary, QString* error)
{
    Exported result;
    const QByteArray out = run(QStringLiteral("nm"), {QStringLiteral("-D"), QStringLiteral("--defined-only"), binary}, {}, error);
    if (!error->isEmpty())
        return result;
    QByteArray names;
    for (const QByteArray& line : out.split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() != 3)
            continue;
        const qsizetype at = fields[2].indexOf('@');
        const QByteArray name = at < 0 ? fields[2] : fields[2].left(at);
        result.mangled << QString::fromLatin1(name);
        names += name + '\n';
    }
    const QList<QByteArray> demangled = run(QStringLiteral("c++filt"), {}, names, error).split('\n');
    for (int i = 0; i < result.mangled.size(); ++i)
        result.demangled << QString::fromLatin1(demangled.value(i));
    return result;
}

} // namespace

class TestSymbols : public QObject {
    Q_OBJECT

    QMap<QString, Exported> mExported; // binary path -> its symbols

    const Exported& of(const char* binary) const
    {
        static const Exported none;
        const auto it = mExported.constFind(QString::fromUtf8(binary));
        return it == mExported.cend() ? none : *it;
    }

private slots:
    void initTestCase()
    {
        const QStringList binaries = QString::fromUtf8(LEDGE_BINARIES).split(u',', Qt::SkipEmptyParts);
        QVERIFY(binaries.size() >= 3);
        for (const QString& binary : binaries) {
            QVERIFY2(QFileInfo::exists(binary), qPrintable(binary));
            QString error;
            mExported.insert(binary, exportedSymbols(binary, &error));
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY(mExported.contains(QStringLiteral(LEDGE_COLLISION_LIBRARY)));
        QVERIFY(mExported.contains(QStringLiteral(LEDGE_MODEL_LIBRARY)));
    }

    void noSymbolDefinedTwice()
    {
        QMap<QString, QStringList> owners; // mangled symbol -> binaries exporting it
        QMap<QString, QString> readable;
        for (auto binary = mExported.cbegin(); binary != mExported.cend(); ++binary) {
            const Exported& symbols = binary.value();
            for (int i = 0; i < symbols.mangled.size(); ++i) {
                if (kEveryBinary.contains(symbols.mangled[i]))
                    continue;
                owners[symbols.mangled[i]] << QFileInfo(binary.key()).fileName();
                readable[symbols.mangled[i]] = symbols.demangled[i];
            }
        }
        // Two executables never share a process: a copy of a Qt inline function each exports for
        // the libraries to bind to (a debug or sanitizer build keeps more of them) cannot clash.
        // A library or plugin sharing a symbol with anything else can.
        const auto isLibrary = [](const QString& file) { return file.endsWith(QLatin1String(".so")); };
        QStringList twice;
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            if (it.value().size() > 1 && std::any_of(it.value().cbegin(), it.value().cend(), isLibrary))
                twice << readable[it.key()] + QStringLiteral(" in ") + it.value().join(QStringLiteral(", "));
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
    }

    // The API the apps and plugins call is there (an empty list would also mean nm read
    // nothing), and nothing but Ledge's own symbols is (the version script).
    void librariesExportTheirApi_data()
    {
        QTest::addColumn<QByteArray>("library");
        QTest::addColumn<QString>("symbol");
        QTest::newRow("collision: overlaps") << QByteArray(LEDGE_COLLISION_LIBRARY)
                                             << QStringLiteral("ledge::overlaps(");
        QTest::newRow("collision: CollisionWorld") << QByteArray(LEDGE_COLLISION_LIBRARY)
                                                   << QStringLiteral("ledge::CollisionWorld::allOverlaps(");
        QTest::newRow("model: Level's meta-object") << QByteArray(LEDGE_MODEL_LIBRARY)
                                                    << QStringLiteral("ledge::Level::staticMetaObject");
        QTest::newRow("model: readLevel") << QByteArray(LEDGE_MODEL_LIBRARY) << QStringLiteral("ledge::readLevel(");
        QTest::newRow("model: an undo command's vtable") << QByteArray(LEDGE_MODEL_LIBRARY)
                                                         << QStringLiteral("vtable for ledge::AddObjectCommand");
    }

    void librariesExportTheirApi()
    {
        QFETCH(QByteArray, library);
        QFETCH(QString, symbol);
        const Exported& symbols = of(library.constData());
        QVERIFY2(std::any_of(symbols.demangled.cbegin(), symbols.demangled.cend(),
                             [&](const QString& s) { return s.startsWith(symbol); }),
                 qPrintable(symbol));
        // "ledge::f()", "vtable for ledge::C", "non-virtual thunk to ledge::C::f()"; not
        // "std::vector<ledge::Vec2>::...".
        const QRegularExpression own(QStringLiteral("^([A-Za-z_ ]+ )?ledge::"));
        QStringList foreign;
        for (int i = 0; i < symbols.mangled.size(); ++i)
            if (!kEveryBinary.contains(symbols.mangled[i]) && !own.match(symbols.demangled[i]).hasMatch())
                foreign << symbols.demangled[i];
        QVERIFY2(foreign.isEmpty(), qPrintable(foreign.join(u'\n')));
    }

    // Internal headers' functions stay inside their library (hidden visibility): the narrow
    // phase's exact predicates (Exact.h), the door to Boost.Geometry (PolygonBoost.h), the
    // solvers' insides (PlatformerReach.h), SimplePolygon.h and the model's fast reader
    // (LevelFastReader.h).
    void internalsStayHidden_data()
    {
        QTest::addColumn<QByteArray>("library");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("Exact.h") << QByteArray(LEDGE_COLLISION_LIBRARY) << QStringLiteral("ledge::exact::");
        QTest::newRow("PolygonBoost.h") << QByteArray(LEDGE_COLLISION_LIBRARY) << QStringLiteral("ledge::boostgeom::");
        QTest::newRow("PlatformerReach.h") << QByteArray(LEDGE_COLLISION_LIBRARY)
                                           << QStringLiteral("ledge::solvePlatformerReachWith(");
        QTest::newRow("SimplePolygon.h") << QByteArray(LEDGE_COLLISION_LIBRARY)
                                         << QStringLiteral("ledge::isSimplePolygon(");
        QTest::newRow("LevelFastReader.h") << QByteArray(LEDGE_MODEL_LIBRARY) << QStringLiteral("ledge::readLevelFast(");
    }

    void internalsStayHidden()
    {
        QFETCH(QByteArray, library);
        QFETCH(QString, prefix);
        QStringList found;
        for (const QString& symbol : of(library.constData()).demangled)
            if (symbol.contains(prefix))
                found << symbol;
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestSymbols)
#include "tst_symbols.moc"
