#include "HugePages.h"

#if defined(__linux__)

#include <cstdint>

#include <sys/mman.h>

namespace ledge {

namespace {

std::size_t roundedUp(std::size_t bytes) { return (bytes + kHugePage - 1) / kHugePage * kHugePage; }

} // namespace

// Mapped directly, not through malloc: a block freed goes back to the system at once (malloc
// kept freed blocks in its heap, and a lean search, which frees blocks behind its front, held
// tens of megabytes more), and the mapping is trimmed to a huge page boundary.
void* allocateLarge(std::size_t bytes)
{
    if (bytes < kHugePage)
        return ::operator new(bytes);
    const std::size_t size = roundedUp(bytes);
    void* mapped = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
    if (aligned > start)
        ::munmap(mapped, aligned - start);
    if (const std::uintptr_t end = start + size + kHugePage; end > aligned + size)
        ::munmap(reinterpret_cast<void*>(aligned + size), end - (aligned + size));
    void* p = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
    // Advice only: where huge pages are off or none is free, the kernel uses small ones.
    ::madvise(p, size, MADV_HUGEPAGE);
#endif
    return p;
}

void freeLarge(void* p, std::size_t bytes) noexcept
{
    if (bytes < kHugePage)
        ::operator delete(p);
    else
        ::munmap(p, roundedUp(bytes));
}

} // namespace ledge

#else

namespace ledge {

void* allocateLarge(std::size_t bytes) { return ::operator new(bytes); }

void freeLarge(void* p, std::size_t) noexcept { ::operator delete(p); }

} // namespace ledge

#endif
