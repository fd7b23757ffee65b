#!/usr/bin/env bash
# Installs what is missing, builds Warp, and runs it on the shipped example
# kernel (a 3-D 7-point stencil) against the default target, the H100.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
echo "== warp-opt examples/stencil3d7.mlir --warp-print-accesses"
build/bin/warp-opt examples/stencil3d7.mlir --warp-print-accesses -o /dev/null
echo "== warp-opt examples/stencil3d7.mlir --warp-data-volumes=\"target=h100 report=-\""
build/bin/warp-opt examples/stencil3d7.mlir \
  --warp-data-volumes="target=h100 report=- remarks=false" -o /dev/null
echo "== warp-rank examples/stencil3d7.mlir --domain=64,64,64 --top=5 (every power-of-two block shape, ranked by the model)"
build/bin/warp-rank examples/stencil3d7.mlir --domain=64,64,64 --top=5
