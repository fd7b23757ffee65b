#!/usr/bin/env bash
# Writes the generator-made inputs of the corpus (gen_*.mlir) from sources/
# with Debian's upstream mlir-opt, the way a generator lowers linalg and
# affine loops to GPU kernels: parallel loops, tiling, mapping, conversion to
# gpu.launch, outlining. Not canonicalized: sizes stay as the conversion
# leaves them (affine.apply of constants, arith.subi), as a user meets them.
set -euo pipefail
cd "$(dirname "$0")"
MO=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
PIPE="--convert-linalg-to-parallel-loops --scf-parallel-loop-tiling=parallel-loop-tile-sizes=16,16 --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining"
for k in matmul transpose stencil2d; do
  { echo "// Generated from sources/$k.mlir by: mlir-opt $PIPE"
    echo "// (bench/corpus/generate.sh; not canonicalized, as a generator emits it)"
    $MO sources/$k.mlir $PIPE; } > gen_$k.mlir
done
PP='builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=1 gpu-thread-dims=1}),gpu-kernel-outlining)'
{ echo "// Generated from sources/affine_copy.mlir by: mlir-opt --pass-pipeline=\"$PP\""
  echo "// (bench/corpus/generate.sh; not canonicalized, as a generator emits it)"
  $MO sources/affine_copy.mlir --pass-pipeline="$PP"; } > gen_affine_copy.mlir
