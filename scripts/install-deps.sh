#!/usr/bin/env bash
# Installs the Debian packages Warp needs, if they are missing (run as root).
set -euo pipefail
PKGS="cmake ninja-build g++ python3 llvm-22-dev libmlir-22-dev mlir-22-tools
      llvm-22-tools libisl-dev libzstd-dev zlib1g-dev libgtest-dev
      python3-dev pybind11-dev"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "warp: installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $missing
fi
