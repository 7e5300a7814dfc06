#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds Ledge with warnings as errors and runs every test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${LEDGE_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
LEDGE_BUILD_DIR=$build "$root/scripts/build.sh" -DLEDGE_WERROR=ON
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build" --output-on-failure -j"${LEDGE_JOBS:-2}"
