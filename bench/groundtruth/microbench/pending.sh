#!/usr/bin/env bash
# The microbenchmarks written but not yet run on a GPU (README.md, "Not run
# yet"), built and run in one device call. Usage, on the GPU machine from the
# repository root:   OUT=outdir bash bench/groundtruth/microbench/pending.sh
# Each benchmark writes its CSV and stdout under $OUT, and its SASS where
# cuobjdump is installed; each has its own time limit, so that one that
# hangs does not take the others' time (about 40 s in all when none does).
# Never changes clocks or any GPU setting.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUTD="${OUT:?set OUT to an output folder}"
mkdir -p "$OUTD"
export PATH="$PATH:/usr/local/cuda/bin"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$OUTD/gpu.txt" 2>&1
for b in barrier_wave split_epilogue gridstride_loop; do
  echo "== $b" | tee -a "$OUTD/pending_log.txt"
  if ! nvcc -O3 -std=c++17 -arch=sm_90 -o "/tmp/$b" "$HERE/$b.cu" >> "$OUTD/pending_log.txt" 2>&1; then
    echo "$b: build failed" | tee -a "$OUTD/pending_log.txt"
    continue
  fi
  command -v cuobjdump > /dev/null && cuobjdump -sass "/tmp/$b" > "$OUTD/$b.sass" 2>&1
  timeout 120 "/tmp/$b" "$OUTD" > "$OUTD/${b}_stdout.txt" 2>&1
  echo "$b: rc=$?" | tee -a "$OUTD/pending_log.txt"
done
