#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan) and runs each for a bounded
# time, seeded from examples/ and tests/data/. A crash stops the run with the reproducer saved in
# $LEDGE_FUZZ_ARTIFACTS (default build-fuzz/artifacts): copy it into
# tests/data/fuzz-regressions/<target>/ so the ordinary test build replays it for ever.
#   LEDGE_FUZZ_SECONDS  seconds per target (default 60)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${LEDGE_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${LEDGE_FUZZ_SECONDS:-60}
artifacts=${LEDGE_FUZZ_ARTIFACTS:-$build/artifacts}

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DLEDGE_FUZZ=ON -DLEDGE_BUILD_EDITOR=OFF -DLEDGE_BUILD_BENCH=OFF >/dev/null
targets=$(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//')
cmake --build "$build" -j"${LEDGE_JOBS:-2}" --target $targets

mkdir -p "$artifacts"
for target in $targets; do
    corpus=$(mktemp -d)
    case $target in
        fuzz_ledge_reader)
            find "$root/examples" "$root/tests/data" -name '*.ledge' -exec cp {} "$corpus/" \; ;;
        fuzz_tiled_*)
            find "$root/tests/data" \( -name '*.tmx' -o -name '*.tmj' -o -name '*.json' \) -exec cp {} "$corpus/" \; ;;
    esac
    if [ -d "$root/tests/fuzz/corpus/$target" ]; then
        cp "$root/tests/fuzz/corpus/$target"/* "$corpus/" 2>/dev/null || true
    fi
    echo "fuzzing $target for ${seconds}s ($(ls "$corpus" | wc -l) seeds)"
    # -rss_limit_mb: Qt and the sanitizers together need more than the default 2 GB on big inputs.
    QT_QPA_PLATFORM=offscreen "$build/bin/$target" "$corpus" -max_total_time="$seconds" \
        -max_len=65536 -rss_limit_mb=4096 -artifact_prefix="$artifacts/$target-" \
        -print_final_stats=1 2>&1 | grep -E '^(stat::number_of_executed_units|#[0-9]+ *DONE)|ERROR|SUMMARY' || true
    rm -rf "$corpus"
    if ls "$artifacts/$target-"* >/dev/null 2>&1; then
        echo "fuzzing $target found a crash: $(ls "$artifacts/$target-"*)" >&2
        exit 1
    fi
done
echo "fuzzing: no crash in $seconds s per target"
