#pragma once
// A hash set of small keys kept by value in one flat array (open addressing, linear probing,
// at most half full). An insert is a probe or two into that array: no allocation per key and no
// pointer to chase, which is what std::unordered_set costs. The searches' visited sets use it
// (PlatformerReach.cpp): their inserts are a large share of a search. From 2 MB up the array is
// in huge pages (HugePages.h).

#include "HugePages.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ledge {

// Traits: `static Key empty()`, a value no real key ever takes (it marks a free slot), and
// `static std::uint64_t hash(const Key&)`, whose low bits are well mixed.
template <typename Key, typename Traits>
class FlatSet {
public:
    explicit FlatSet(std::size_t initialSlots = 1u << 12)
        : mSlots(std::bit_ceil(std::max<std::size_t>(initialSlots, 2)), Traits::empty())
    {
    }

    // True when the key was not there before.
    bool insert(const Key& key)
    {
        if ((mCount + 1) * 2 > mSlots.size())
            grow();
        return place(mSlots, key);
    }

    bool contains(const Key& key) const
    {
        const std::size_t mask = mSlots.size() - 1;
        for (std::size_t i = Traits::hash(key) & mask;; i = (i + 1) & mask) {
            if (mSlots[i] == key)
                return true;
            if (mSlots[i] == Traits::empty())
                return false;
        }
    }

    std::size_t size() const { return mCount; }

private:
    using Slots = std::vector<Key, LargeAllocator<Key>>;
    bool place(Slots& slots, const Key& key)
    {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = Traits::hash(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == key)
                return false;
            if (slots[i] == Traits::empty()) {
                slots[i] = key;
                ++mCount;
                return true;
            }
        }
    }
    void grow()
    {
        Slots bigger(mSlots.size() * 2, Traits::empty());
        mCount = 0;
        for (const Key& k : mSlots)
            if (!(k == Traits::empty()))
                place(bigger, k);
        mSlots.swap(bigger);
    }

    Slots mSlots;
    std::size_t mCount = 0;
};

// Murmur3's 64-bit finaliser: every bit of the input moves the low bits.
inline std::uint64_t mixBits(std::uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

} // namespace ledge
