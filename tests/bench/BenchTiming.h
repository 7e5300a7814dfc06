#pragma once
// Timing helpers the benchmarks share: this thread's CPU time (the time other processes hold
// the core on a shared machine does not count), wall time, medians over repeats, and the peak
// resident set of the process.

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <functional>
#include <vector>

namespace ledge::bench {

inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

inline double wallMs()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct Timing {
    double cpuMs = 0;
    double wallMs = 0;
};

// Medians of CPU and wall time, each over `repeats` runs of body; setup, when given, runs
// untimed before each.
inline Timing measure(int repeats, const std::function<void()>& body, const std::function<void()>& setup = {})
{
    std::vector<double> cpu;
    std::vector<double> wall;
    for (int i = 0; i < repeats; ++i) {
        if (setup)
            setup();
        const double c0 = threadCpuMs();
        const double w0 = wallMs();
        body();
        wall.push_back(wallMs() - w0);
        cpu.push_back(threadCpuMs() - c0);
    }
    if (cpu.empty())
        return {};
    std::sort(cpu.begin(), cpu.end());
    std::sort(wall.begin(), wall.end());
    return {cpu[cpu.size() / 2], wall[wall.size() / 2]};
}

// The peak resident set of this process so far (getrusage's ru_maxrss), in MB.
inline long peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace ledge::bench
