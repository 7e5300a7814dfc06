// The layering of docs/architecture.md, checked on the source tree: dependencies only point
// down (app -> plugins -> model -> collision), collision/ includes no Qt header, model/ and the
// plugins no widget header, and ledge-cli nothing of the editor. A new #include that breaks a
// rule fails here with its file and line. Also: every source, test, benchmark and fuzzer file
// is listed in its folder's CMakeLists.txt.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// One rule: files under `folder` must not have an #include line that matches `forbidden`.
struct Rule
{
    QString folder;
    QString forbidden;
    QString why;
};

const QList<Rule>& rules()
{
    static const QList<Rule> list = {
        {QStringLiteral("collision"), QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q|qt|Qt)"),
         QStringLiteral("collision/ is plain C++: no Qt")},
        {QStringLiteral("collision"), QStringLiteral("^\\s*#\\s*include\\s*\"(model|plugins|app|translations)/"),
         QStringLiteral("collision/ depends on nothing of Ledge above it")},
        {QStringLiteral("model"),
         QStringLiteral("^\\s*#\\s*include\\s*<(QtWidgets|QWidget|QMainWindow|QDialog|QApplication|QGraphics|QAbstractButton|QLabel|QMenu)"),
         QStringLiteral("model/ uses no widgets")},
        {QStringLiteral("model"), QStringLiteral("^\\s*#\\s*include\\s*\"(plugins|app)/"),
         QStringLiteral("model/ depends on nothing above it")},
        {QStringLiteral("plugins"), QStringLiteral("^\\s*#\\s*include\\s*\"app/"),
         QStringLiteral("plugins see only the SDK, model/ and the geometry it is made of")},
        {QStringLiteral("plugins"),
         QStringLiteral("^\\s*#\\s*include\\s*<(QtWidgets|QWidget|QMainWindow|QDialog|QApplication|QGraphics)"),
         QStringLiteral("plugins use no widgets")},
        {QStringLiteral("app/cli"), QStringLiteral("^\\s*#\\s*include\\s*(\"app/editor/|<QtWidgets|<QWidget|<QApplication)"),
         QStringLiteral("ledge-cli is headless")},
    };
    return list;
}

bool isSource(const QString& path)
{
    return path.endsWith(u".h") || path.endsWith(u".cpp") || path.endsWith(u".hpp");
}

// Every "file:line: text" under root that breaks the rule.
QStringList violations(const QString& root, const Rule& rule)
{
    QStringList found;
    const QRegularExpression forbidden(rule.forbidden);
    QDirIterator it(root + u'/' + rule.folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!isSource(path))
            continue;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            found << path + QStringLiteral(": cannot be read");
            continue;
        }
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QString text = QString::fromUtf8(file.readLine()).trimmed();
            if (forbidden.match(text).hasMatch())
                found << QStringLiteral("%1:%2: %3 (%4)")
                             .arg(QDir(root).relativeFilePath(path))
                             .arg(line)
                             .arg(text, rule.why);
        }
    }
    return found;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private slots:
    void layerKeepsItsRule_data();
    void layerKeepsItsRule();
    void aBrokenRuleIsFound_data();
    void aBrokenRuleIsFound();
    void everyFileIsBuilt_data();
    void everyFileIsBuilt();
};

void TestLayering::layerKeepsItsRule_data()
{
    QTest::addColumn<int>("rule");
    for (int i = 0; i < rules().size(); ++i)
        QTest::newRow(qPrintable(rules()[i].folder + QStringLiteral(": ") + rules()[i].why)) << i;
}

void TestLayering::layerKeepsItsRule()
{
    QFETCH(int, rule);
    const QString root = QStringLiteral(LEDGE_SOURCE_DIR);
    QVERIFY2(QDir(root + u'/' + rules()[rule].folder).exists(), qPrintable(root));
    const QStringList found = violations(root, rules()[rule]);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

// The scanner itself: a tree that breaks each rule once is caught, with file and line.
void TestLayering::aBrokenRuleIsFound_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("include");
    QTest::newRow("Qt in collision") << "collision/Bad.h" << "#include <QString>";
    QTest::newRow("model in collision") << "collision/Bad.cpp" << "#include \"model/Level.h\"";
    QTest::newRow("widgets in model") << "model/Bad.cpp" << "#include <QWidget>";
    QTest::newRow("app in model") << "model/Bad.h" << "  #  include \"app/editor/MainWindow.h\"";
    QTest::newRow("app in a plugin") << "plugins/x/Bad.cpp" << "#include \"app/cli/Commands.h\"";
    QTest::newRow("widgets in a plugin") << "plugins/x/Bad.cpp" << "#include <QWidget>";
    QTest::newRow("editor in the CLI") << "app/cli/Bad.cpp" << "#include \"app/editor/Style.h\"";
}

void TestLayering::aBrokenRuleIsFound()
{
    QFETCH(QString, file);
    QFETCH(QString, include);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    for (const Rule& rule : rules())
        QVERIFY(QDir(root.path()).mkpath(rule.folder));
    const QString path = root.filePath(file);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("// a comment\n" + include.toUtf8() + "\n");
    out.close();
    QStringList found;
    for (const Rule& rule : rules())
        found += violations(root.path(), rule);
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.first().startsWith(file + QStringLiteral(":2: ")), qPrintable(found.first()));
}

// The CMakeLists.txt files list their sources and tests by name: a file added to a folder
// but not to its list would silently not be built (a test that never runs).
void TestLayering::everyFileIsBuilt_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("collision") << "collision" << "*.cpp *.h";
    QTest::newRow("model") << "model" << "*.cpp *.h";
    QTest::newRow("editor") << "app/editor" << "*.cpp *.h";
    for (const char* tests : {"architecture", "cli", "collision", "editor", "i18n", "model", "plugins"})
        QTest::addRow("tests/%s", tests) << QStringLiteral("tests/") + QLatin1String(tests) << "tst_*.cpp";
    QTest::newRow("benchmarks") << "tests/bench" << "bench_*.cpp";
    QTest::newRow("fuzzers") << "tests/fuzz" << "fuzz_*.cpp";
}

void TestLayering::everyFileIsBuilt()
{
    QFETCH(QString, folder);
    QFETCH(QString, pattern);
    const QDir dir(QStringLiteral(LEDGE_SOURCE_DIR) + u'/' + folder);
    QFile list(dir.filePath(QStringLiteral("CMakeLists.txt")));
    QVERIFY2(list.open(QIODevice::ReadOnly), qPrintable(list.fileName()));
    const QString cmake = QString::fromUtf8(list.readAll());
    const QStringList files = dir.entryList(pattern.split(u' '), QDir::Files);
    QVERIFY(!files.isEmpty());
    QStringList missing;
    for (const QString& file : files) {
        // Tests, benchmarks and fuzzers are listed by program name, sources by file name.
        const QString name = folder.startsWith(u"tests/") ? QFileInfo(file).completeBaseName() : file;
        const QRegularExpression listed(QStringLiteral("(^|[\\s(/])%1($|[\\s)])").arg(QRegularExpression::escape(name)),
                                        QRegularExpression::MultilineOption);
        if (!listed.match(cmake).hasMatch())
            missing << file;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(folder + QStringLiteral("/CMakeLists.txt does not list: ") + missing.join(u", ")));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
