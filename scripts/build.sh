#!/usr/bin/env bash
# Configures and builds Warp into ./build (Release, Ninja).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# MLIR_DIR in the environment picks another MLIR installation; without it,
# CMakeLists.txt falls back to Debian's llvm-22 (WARP_LLVM_PREFIX).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release \
  ${MLIR_DIR:+-DMLIR_DIR="$MLIR_DIR"} > build.log 2>&1 || { cat build.log; exit 1; }
cmake --build build -j"$(nproc)" >> build.log 2>&1 || { tail -50 build.log; exit 1; }
