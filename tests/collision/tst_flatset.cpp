// collision/FlatSet.h, the visited sets' open-addressing table, against std::set: every insert
// must say whether the key is new exactly as the ordered set does, through many growths and
// with hashes that pile keys into one run of slots (the probing and its wrap-around). And the
// large arrays it and the searches' node blocks live in (collision/HugePages.h).

#include "collision/FlatSet.h"
#include "collision/HugePages.h"

#include <QtTest>

#include <cstdint>
#include <cstring>
#include <random>
#include <set>

using namespace ledge;

namespace {

struct Mixed {
    static std::uint64_t empty() { return ~std::uint64_t(0); }
    static std::uint64_t hash(std::uint64_t k) { return mixBits(k); }
};

// Every key in one of four chains: a full table's probes walk far and wrap past its end.
struct Clumped {
    static std::uint64_t empty() { return ~std::uint64_t(0); }
    static std::uint64_t hash(std::uint64_t k) { return ~std::uint64_t(0) - (k & 3); }
};

template <typename Traits>
void agreeWithStdSet(std::size_t initialSlots, std::uint64_t keyRange, int inserts, unsigned seed)
{
    FlatSet<std::uint64_t, Traits> flat(initialSlots);
    std::set<std::uint64_t> oracle;
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::uint64_t> key(0, keyRange);
    for (int i = 0; i < inserts; ++i) {
        const std::uint64_t k = key(rng);
        const bool fresh = oracle.insert(k).second;
        QCOMPARE(flat.insert(k), fresh);
    }
    QCOMPARE(flat.size(), oracle.size());
    for (std::uint64_t k = 0; k <= std::min<std::uint64_t>(keyRange, 5000); ++k)
        QCOMPARE(flat.contains(k), oracle.count(k) == 1);
}

} // namespace

class TestFlatSet : public QObject {
    Q_OBJECT
private slots:
    void newKeysAreNewAndRepeatsAreNot()
    {
        // Half the inserts repeat a key: both answers are exercised at every size.
        agreeWithStdSet<Mixed>(2, 200'000, 400'000, 1);
        agreeWithStdSet<Mixed>(1u << 16, 3'000, 50'000, 2);
    }
    void clumpedHashesProbeAndWrap() { agreeWithStdSet<Clumped>(8, 4'000, 12'000, 3); }

    // A struct key, as the exact states are kept: all fields take part in equality.
    void structKeysCompareEveryField()
    {
        struct Key {
            std::uint64_t a, b;
            std::uint8_t flags;
            bool operator==(const Key&) const = default;
        };
        struct Traits {
            static Key empty() { return {0, 0, 0xFF}; }
            static std::uint64_t hash(const Key& k) { return mixBits(k.a) ^ 0; } // b and flags collide
        };
        FlatSet<Key, Traits> set;
        QVERIFY(set.insert({1, 2, 0}));
        QVERIFY(set.insert({1, 3, 0}));
        QVERIFY(set.insert({1, 2, 1}));
        QVERIFY(!set.insert({1, 2, 0}));
        QVERIFY(!set.insert({1, 3, 0}));
        QVERIFY(!set.contains({1, 3, 1}));
        QCOMPARE(set.size(), std::size_t(3));
    }

    // allocateLarge: every byte asked for is there (a short block faults, or AddressSanitizer
    // catches it), a huge page's worth or more starts on a huge page on Linux (where madvise can
    // give it one), and freeLarge takes back each size, small or large.
    void largeArraysAreWholeAndAligned()
    {
        for (const std::size_t bytes : {std::size_t(1), std::size_t(4096), kHugePage - 1, kHugePage,
                                        3 * kHugePage + 5}) {
            auto* p = static_cast<unsigned char*>(allocateLarge(bytes));
            QVERIFY(p);
#if defined(__linux__)
            if (bytes >= kHugePage)
                QCOMPARE(reinterpret_cast<std::uintptr_t>(p) % kHugePage, std::uintptr_t(0));
#endif
            std::memset(p, 0xA5, bytes);
            QCOMPARE(p[0], static_cast<unsigned char>(0xA5));
            QCOMPARE(p[bytes - 1], static_cast<unsigned char>(0xA5));
            freeLarge(p, bytes);
        }
        // A table that grows through the huge-page sizes keeps every key (8 MB of slots).
        FlatSet<std::uint64_t, Mixed> set(2);
        for (std::uint64_t k = 0; k < 300'000; ++k)
            QVERIFY(set.insert(k * 7919));
        for (std::uint64_t k = 0; k < 300'000; k += 997)
            QVERIFY(set.contains(k * 7919) && !set.insert(k * 7919));
        QCOMPARE(set.size(), std::size_t(300'000));
    }
};

QTEST_APPLESS_MAIN(TestFlatSet)
#include "tst_flatset.moc"
