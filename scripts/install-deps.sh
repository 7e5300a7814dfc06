#!/usr/bin/env bash
# Installs the Debian 12 packages Ledge needs, only those that are missing.
# Used by scripts/run.sh and scripts/test.sh; safe to run again.
set -euo pipefail

# binutils: nm and c++filt, which tst_symbols runs (g++ pulls it in; named for clarity).
packages=(
    g++ binutils make cmake pkg-config
    qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    libboost-dev libbox2d-dev libbenchmark-dev
    clang libclang-rt-14-dev
    xvfb xauth imagemagick tiled
)

missing=()
for p in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
