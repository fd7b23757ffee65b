#!/usr/bin/env bash
# Installs what is missing, builds Warp, and runs it on the shipped examples
# against the default target, the H100: first a decision (a 3-D 7-point
# stencil written as an scf.parallel nest is lowered to the gpu.launch Warp
# chooses, with the remark that says why), then the analyses of a kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
echo "== warp-opt examples/stencil3d7_parallel.mlir --warp-cost-model (choose the launch of an unmapped loop nest among 7 block shapes, unfolded or 2 points per thread along y or z)"
build/bin/warp-opt examples/stencil3d7_parallel.mlir \
  --warp-cost-model="target=h100 blocks=256x1x1,128x2x1,64x4x1,32x8x1,32x4x2,16x8x2,8x8x8 fold=1,2 fold-dims=y,z top=4" \
  --warp-strip-annotations 2>&1 | grep -E "remark|gpu.launch|scf.for"
echo "== warp-opt examples/stencil3d7.mlir --warp-print-accesses"
build/bin/warp-opt examples/stencil3d7.mlir --warp-print-accesses -o /dev/null
echo "== warp-opt examples/stencil3d7.mlir --warp-data-volumes=\"target=h100 report=-\""
build/bin/warp-opt examples/stencil3d7.mlir \
  --warp-data-volumes="target=h100 report=- remarks=false" -o /dev/null
echo "== warp-rank examples/stencil3d7.mlir --domain=64,64,64 --top=5 (every power-of-two block shape, ranked by the model)"
build/bin/warp-rank examples/stencil3d7.mlir --domain=64,64,64 --top=5
