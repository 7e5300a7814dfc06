#include "HugePages.h"

#include "AddressSanitizer.h"

#if defined(__linux__)

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include <sys/mman.h>
#include <unistd.h>

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

void restartWithHugePageHeap(char** argv)
{
#if defined(__GLIBC__) && !defined(LEDGE_ADDRESS_SANITIZER)
    constexpr const char* kTunable = "glibc.malloc.hugetlb";
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    if (!argv || !argv[0] || (tunables && std::strstr(tunables, kTunable)))
        return;
    // "always [madvise] never": the bracketed mode is the one in force.
    std::string modes;
    std::getline(std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"), modes);
    if (modes.find("[always]") == std::string::npos && modes.find("[madvise]") == std::string::npos)
        return;
    // A fixed mmap threshold of 32 MB (glibc's largest dynamic one) keeps blocks below it in the
    // heap, where a block freed is used again, rather than mapped and unmapped each time (every
    // fresh mapping faulting its pages in, huge ones zeroed 2 MB at a time): on the 100,000-shape
    // level, 2,000-2,600 faults instead of 7,000. A user's own threshold is kept.
    constexpr const char* kThreshold = "glibc.malloc.mmap_threshold";
    const std::string before = tunables ? tunables : "";
    std::string asked = before.empty() ? std::string(kTunable) + "=1" : before + ":" + kTunable + "=1";
    if (before.find(kThreshold) == std::string::npos)
        asked += std::string(":") + kThreshold + "=33554432";
    if (::setenv("GLIBC_TUNABLES", asked.c_str(), 1) != 0)
        return;
    ::execv("/proc/self/exe", argv);
    // Still here: the exec failed. Go on as started.
    if (tunables)
        ::setenv("GLIBC_TUNABLES", before.c_str(), 1);
    else
        ::unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

} // namespace ledge

#else

namespace ledge {

void* allocateLarge(std::size_t bytes) { return ::operator new(bytes); }

void freeLarge(void* p, std::size_t) noexcept { ::operator delete(p); }

void restartWithHugePageHeap(char**) {}

} // namespace ledge

#endif
