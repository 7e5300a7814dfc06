#!/usr/bin/env bash
# Configures and builds Ledge into build/ (or $LEDGE_BUILD_DIR) with the given CMake options.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${LEDGE_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=${LEDGE_BUILD_TYPE:-RelWithDebInfo} "$@" >/dev/null
cmake --build "$build" -j"${LEDGE_JOBS:-2}"
