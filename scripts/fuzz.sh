#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan) and runs each for a bounded
# time, seeded from examples/, tests/data/ and tests/fuzz/corpus/<target>/. Before fuzzing, each
# target replays tests/data/fuzz-regressions/<target>/ under the sanitizers. A crash stops the
# run with the reproducer saved in $LEDGE_FUZZ_ARTIFACTS (default build-fuzz/artifacts/<time>):
# copy it into tests/data/fuzz-regressions/<target>/ so the ordinary test build
# (tst_fuzzregressions) replays it for ever, then fix the crash.
#   LEDGE_FUZZ_SECONDS  seconds per target (default 60)
#   LEDGE_FUZZ_TARGETS  space-separated subset of targets (default: every tests/fuzz/fuzz_*.cpp)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${LEDGE_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${LEDGE_FUZZ_SECONDS:-60}
# A fresh folder per run, so a crash reported by an earlier run does not fail this one.
artifacts=${LEDGE_FUZZ_ARTIFACTS:-$build/artifacts/$(date +%Y%m%d-%H%M%S)}

if ! command -v clang++ >/dev/null; then
    echo "fuzz.sh: clang++ is needed (apt-get install clang)" >&2
    exit 2
fi
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DLEDGE_FUZZ=ON -DLEDGE_BUILD_EDITOR=OFF -DLEDGE_BUILD_BENCH=OFF >/dev/null
targets=${LEDGE_FUZZ_TARGETS:-$(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//')}
cmake --build "$build" -j"${LEDGE_JOBS:-2}" --target $targets

mkdir -p "$artifacts"
export QT_QPA_PLATFORM=offscreen
# UBSan is built in recovering mode for fuzzing; halting makes each finding a saved crash.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
for target in $targets; do
    regressions="$root/tests/data/fuzz-regressions/$target"
    if ls "$regressions"/* >/dev/null 2>&1; then
        echo "replaying $(ls "$regressions" | grep -vc README.md) regression inputs of $target"
        find "$regressions" -type f ! -name README.md -print0 \
            | xargs -0 "$build/bin/$target" -rss_limit_mb=4096 >/dev/null 2>"$artifacts/$target-replay.log" || {
            echo "fuzz.sh: $target crashes on a regression input:" >&2
            grep -E 'ERROR|SUMMARY|Running' "$artifacts/$target-replay.log" | tail -n 20 >&2
            exit 1
        }
    fi

    corpus=$(mktemp -d)
    case $target in
        fuzz_ledge_reader | fuzz_ledge_fastreader)
            find "$root/examples" "$root/tests/data" -name '*.ledge' -exec cp {} "$corpus/" \; ;;
        fuzz_tiled_tmx)
            find "$root/tests/data" "$root/tests/plugins" \( -name '*.tmx' -o -name '*.tsx' \) \
                -exec cp {} "$corpus/" \; ;;
        fuzz_tiled_tmj)
            find "$root/tests/data" "$root/tests/plugins" \( -name '*.tmj' -o -name '*.tsj' \
                -o -path '*tiled*.json' \) -exec cp {} "$corpus/" \; ;;
        fuzz_ldtk)
            find "$root/tests/data/ldtk" -name '*.ldtk*' -exec cp {} "$corpus/" \; ;;
        fuzz_godot_tscn)
            find "$root/tests/data/godot" -name '*.tscn' -exec cp {} "$corpus/" \; ;;
    esac
    if [ -d "$root/tests/fuzz/corpus/$target" ]; then
        cp "$root/tests/fuzz/corpus/$target"/* "$corpus/" 2>/dev/null || true
    fi
    echo "fuzzing $target for ${seconds}s ($(ls "$corpus" | wc -l) seeds)"
    # -rss_limit_mb: Qt and the sanitizers together need more than the default 2 GB on big inputs.
    # Inputs are written to the corpus folder (thrown away) so runs stay independent.
    "$build/bin/$target" "$corpus" -max_total_time="$seconds" \
        -max_len=65536 -rss_limit_mb=4096 -timeout=60 -artifact_prefix="$artifacts/$target-" \
        -print_final_stats=1 2>&1 | grep -E '^(stat::number_of_executed_units|#[0-9]+ *DONE)|ERROR|SUMMARY' || true
    rm -rf "$corpus"
    found=$(ls "$artifacts/$target-"{crash,leak,timeout,oom}-* 2>/dev/null || true)
    if [ -n "$found" ]; then
        echo "fuzzing $target found a crash: $found" >&2
        exit 1
    fi
done
echo "fuzzing: no crash in $seconds s per target"
