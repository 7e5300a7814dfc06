// One definition per exported function across Ledge's binaries. When two shared objects (or an
// executable and a library) both export the same function, the dynamic linker binds every call
// to one copy, so code in one binary silently runs the other's version. This test lists the
// functions (nm's "T" symbols in Ledge's namespace) each binary exports and fails on any that
// two of them define, naming the function and both binaries.
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTest>

namespace {

// Ledge's functions that `binary` exports, mangled.
QStringList exportedFunctions(const QString& binary, QString* error)
{
    QProcess nm;
    nm.start(QStringLiteral("nm"), {QStringLiteral("-D"), QStringLiteral("--defined-only"), binary});
    if (!nm.waitForFinished(60000) || nm.exitStatus() != QProcess::NormalExit || nm.exitCode() != 0) {
        *error = QStringLiteral("nm failed on %1: %2").arg(binary, QString::fromLocal8Bit(nm.readAllStandardError()));
        return {};
    }
    QStringList names;
    const QList<QByteArray> lines = nm.readAllStandardOutput().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() == 3 && fields[1] == "T" && fields[2].startsWith("_ZN5ledge"))
            names << QString::fromLatin1(fields[2]);
    }
    return names;
}

QString demangled(const QString& name)
{
    QProcess filt;
    filt.start(QStringLiteral("c++filt"), {name});
    return filt.waitForFinished(10000) ? QString::fromLocal8Bit(filt.readAllStandardOutput()).trimmed() : name;
}

} // namespace

class TestSymbols : public QObject {
    Q_OBJECT

private slots:
    void noFunctionDefinedTwice()
    {
        const QStringList binaries = QString::fromUtf8(LEDGE_BINARIES).split(u',', Qt::SkipEmptyParts);
        QVERIFY(binaries.size() >= 3);
        QMap<QString, QStringList> owners; // function -> binaries exporting it
        for (const QString& binary : binaries) {
            QVERIFY2(QFileInfo::exists(binary), qPrintable(binary));
            QString error;
            const QStringList names = exportedFunctions(binary, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            for (const QString& name : names)
                owners[name] << QFileInfo(binary).fileName();
        }
        // The libraries export their API: an empty list would mean nm read nothing.
        QVERIFY(!owners.isEmpty());
        QStringList twice;
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            if (it.value().size() > 1)
                twice << demangled(it.key()) + QStringLiteral(" in ") + it.value().join(QStringLiteral(", "));
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestSymbols)
#include "tst_symbols.moc"
