#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds Ledge and runs every test, three ways:
#   1. the ordinary build, warnings as errors, every ctest test;
#   2. a build with AddressSanitizer and UndefinedBehaviorSanitizer, every ctest test again;
#   3. each libFuzzer target for a bounded time (scripts/fuzz.sh).
# LEDGE_QUICK=1 runs only the first, for a quick check while working.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=${LEDGE_JOBS:-2}
"$root/scripts/install-deps.sh"
export QT_QPA_PLATFORM=offscreen

step() { echo; echo "=== $* ($(date +%H:%M:%S))"; }

step "build and test"
build=${LEDGE_BUILD_DIR:-$root/build}
# The benchmarks are off by default and outside `all` (target `bench`); CI builds them so they keep
# compiling (about a minute).
LEDGE_BUILD_DIR=$build "$root/scripts/build.sh" -DLEDGE_WERROR=ON -DLEDGE_BUILD_BENCH=ON
cmake --build "$build" -j"$jobs" --target bench
ctest --test-dir "$build" --output-on-failure -j"$jobs"

if [ "${LEDGE_QUICK:-0}" = "1" ]; then
    exit 0
fi

step "build and test with AddressSanitizer and UndefinedBehaviorSanitizer"
# A Debug build (assertions on) at -O1 with line tables only (-g1): it compiles as fast as -O0 -g
# and runs the tests 2.6 times faster (ctest 291 s instead of 762 s on the 2-core machine), which
# is what the sanitizers' own documentation recommends. Benchmarks are skipped.
asan=${LEDGE_ASAN_BUILD_DIR:-$root/build-asan}
LEDGE_BUILD_DIR=$asan LEDGE_BUILD_TYPE=Debug "$root/scripts/build.sh" -DLEDGE_SANITIZE=ON -DLEDGE_BUILD_BENCH=OFF \
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1"
# The differential reachability test replays 60 random levels in the ordinary build, the fixes
# test 24; 6 and 4 are enough to run every code path under the sanitizers, which are several
# times slower.
LEDGE_EXACT_LEVELS=6 LEDGE_EXPLAIN_LEVELS=4 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions=$root/tests/lsan.supp UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$asan" --output-on-failure -j"$jobs"

step "fuzz the loaders and the command line"
LEDGE_FUZZ_SECONDS=${LEDGE_FUZZ_SECONDS:-30} "$root/scripts/fuzz.sh"

step "done"
