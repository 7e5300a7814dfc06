#pragma once
// Large arrays backed by transparent huge pages where the system offers them (Linux with
// transparent_hugepage set to "madvise" or "always"). A search's nodes, the exhaustive pass's
// table of exact states and a big level's movement world are tens of megabytes, the table
// touched in random order: in 4 KB pages each first touch is a page fault (costly under a
// hypervisor) and each look-up risks a TLB miss; in 2 MB pages both are 512 times rarer. (The
// visited cells stay in 4 KB pages: they are sparse on big levels.) Elsewhere, and for small
// arrays, this is plain operator new. Public: the movement world's arrays are members of a
// public class (Movement.h).

#include "collision/CollisionExport.h"

#include <cstddef>
#include <new>
#include <vector>

namespace ledge {

// The size of a huge page, and the smallest array worth one.
inline constexpr std::size_t kHugePage = std::size_t(2) << 20;

// At least `bytes` bytes. From kHugePage up (on Linux): whole huge pages, mapped on their
// boundary and advised to the kernel as such; else operator new. Release with freeLarge(p,
// bytes), the same bytes.
LEDGE_COLLISION_EXPORT void* allocateLarge(std::size_t bytes);
LEDGE_COLLISION_EXPORT void freeLarge(void* p, std::size_t bytes) noexcept;

// A std::allocator that allocates through allocateLarge (for FlatSet's slots and the arrays
// of a movement world).
template <typename T>
struct LargeAllocator {
    using value_type = T;
    LargeAllocator() = default;
    template <typename U>
    LargeAllocator(const LargeAllocator<U>&) noexcept
    {
    }
    T* allocate(std::size_t n) { return static_cast<T*>(allocateLarge(n * sizeof(T))); }
    void deallocate(T* p, std::size_t n) noexcept { freeLarge(p, n * sizeof(T)); }
    friend bool operator==(const LargeAllocator&, const LargeAllocator&) = default;
};

template <typename T>
using LargeVector = std::vector<T, LargeAllocator<T>>;

// For a program's main, before anything else: starts the program again (the same process, by
// exec) with glibc's allocator asked to advise its heap as transparent huge pages (the tunable
// glibc.malloc.hugetlb=1 in GLIBC_TUNABLES) and to keep blocks under 32 MB in its heap
// (glibc.malloc.mmap_threshold, unless the user set it), which glibc reads only as a process
// starts. Loading a
// 100,000-shape level and validating it otherwise takes some 41,000 page faults in 4 KB pages,
// a third of the run under a hypervisor; with it, about 5,000. Returns, doing nothing, where that cannot
// help or was settled already: not Linux with glibc, huge pages off ("never"), under
// AddressSanitizer (its own allocator), when GLIBC_TUNABLES already names the tunable (this
// restart, or a user who set it: glibc.malloc.hugetlb=0 keeps the heap in small pages), or when
// the exec fails.
LEDGE_COLLISION_EXPORT void restartWithHugePageHeap(char** argv);

} // namespace ledge
