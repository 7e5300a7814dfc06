// restartWithHugePageHeap (collision/HugePages.h), which ledge-cli and the editor call first
// thing: the program runs again in the same process with glibc asked to put its heap in huge
// pages, once, with its arguments and the user's own tunables kept. This program is its own
// subject: started with --child it restarts itself and prints what it then sees.

#include "collision/AddressSanitizer.h"
#include "collision/HugePages.h"

#include <QtTest>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include <unistd.h>

using namespace ledge;

namespace {

// What a restart leaves GLIBC_TUNABLES as, when it restarts at all: the mode in force must be
// one where advice is heeded, and AddressSanitizer's allocator ignores glibc's tunables.
bool restartExpected()
{
#if defined(__linux__) && defined(__GLIBC__) && !defined(LEDGE_ADDRESS_SANITIZER)
    std::string modes;
    std::getline(std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"), modes);
    return modes.find("[always]") != std::string::npos || modes.find("[madvise]") != std::string::npos;
#else
    return false;
#endif
}

struct Child {
    QString tunables;
    QStringList arguments;
    qint64 pid = 0;
    qint64 reportedPid = -1;
    int starts = 0; // times main began: 2 when it restarted
};

// Runs this program with --child and the given arguments, GLIBC_TUNABLES set to `tunables`
// (unset when null).
Child runChild(const char* tunables, const QStringList& arguments)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("GLIBC_TUNABLES"));
    if (tunables)
        env.insert(QStringLiteral("GLIBC_TUNABLES"), QString::fromUtf8(tunables));
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), QStringList{QStringLiteral("--child")} + arguments);
    Child c;
    if (!p.waitForStarted())
        return c;
    const qint64 pid = p.processId(); // known while it runs only
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return c;
    }
    c.pid = pid;
    const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("tunables=")))
            c.tunables = line.mid(9);
        else if (line.startsWith(QLatin1String("pid=")))
            c.reportedPid = line.mid(4).toLongLong();
        else if (line.startsWith(QLatin1String("arg=")))
            c.arguments.append(line.mid(4));
        else if (line == QLatin1String("start"))
            ++c.starts;
    }
    return c;
}

} // namespace

class TestHugePageHeap : public QObject {
    Q_OBJECT
private slots:
    // No tunables: the child asks for the huge-page heap, restarts once (it finishes, in its own
    // process: an exec, not a fork) and keeps its arguments.
    void restartsOnceWithTheHeapInHugePages()
    {
        const QStringList arguments{QStringLiteral("validate"), QStringLiteral("a level.ledge"), QStringLiteral("--lang=fr")};
        const Child c = runChild(nullptr, arguments);
        QCOMPARE(c.arguments, arguments);
        QVERIFY(c.pid > 0);
        QCOMPARE(c.reportedPid, c.pid);
        QCOMPARE(c.starts, restartExpected() ? 2 : 1);
        QCOMPARE(c.tunables, restartExpected()
                                 ? QStringLiteral("glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432")
                                 : QString());
    }
    // The user's tunables are kept, ours added after them; a threshold the user set stays theirs.
    void keepsTheUsersTunables()
    {
        const Child c = runChild("glibc.malloc.arena_max=2", {QStringLiteral("x")});
        QCOMPARE(c.arguments, QStringList{QStringLiteral("x")});
        QCOMPARE(c.starts, restartExpected() ? 2 : 1);
        QCOMPARE(c.tunables, restartExpected() ? QStringLiteral("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1:"
                                                                "glibc.malloc.mmap_threshold=33554432")
                                               : QStringLiteral("glibc.malloc.arena_max=2"));
        const Child own = runChild("glibc.malloc.mmap_threshold=65536", {});
        QCOMPARE(own.starts, restartExpected() ? 2 : 1);
        QCOMPARE(own.tunables, restartExpected() ? QStringLiteral("glibc.malloc.mmap_threshold=65536:glibc.malloc.hugetlb=1")
                                                 : QStringLiteral("glibc.malloc.mmap_threshold=65536"));
    }
    // A user who chose the heap's pages is not overruled (and nothing restarts).
    void leavesTheUsersChoiceAlone()
    {
        const Child c = runChild("glibc.malloc.hugetlb=0", {});
        QVERIFY(c.pid > 0);
        QCOMPARE(c.reportedPid, c.pid);
        QCOMPARE(c.starts, 1);
        QCOMPARE(c.tunables, QStringLiteral("glibc.malloc.hugetlb=0"));
    }
};

int main(int argc, char* argv[])
{
    if (argc > 1 && std::strcmp(argv[1], "--child") == 0) {
        std::printf("start\n");
        std::fflush(stdout); // an exec drops what is buffered
        restartWithHugePageHeap(argv);
        const char* tunables = std::getenv("GLIBC_TUNABLES");
        std::printf("tunables=%s\npid=%lld\n", tunables ? tunables : "", static_cast<long long>(::getpid()));
        for (int i = 2; i < argc; ++i)
            std::printf("arg=%s\n", argv[i]);
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestHugePageHeap test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hugepageheap.moc"
