#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds Ledge and opens the editor on an example level.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
exec "${LEDGE_BUILD_DIR:-$root/build}/bin/ledge" "${1:-$root/examples/platformer.ledge}"
