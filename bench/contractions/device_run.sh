#!/usr/bin/env bash
# Times every configuration of configs/configs.csv and cuBLAS on the GPU of
# this machine (issue 25's contraction sweep). Everything was compiled on the
# CPU machine (gen_sweep.py); this builds only the runner.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT bash bench/contractions/device_run.sh
#   BUDGET_S=420 REPS=20 (defaults)
#   CONFIGS=configs/picks-<tag>.csv CUBLAS=0: another list of configurations
#   (rerank.py's), without the cuBLAS line
# Writes into $OUT: timing.csv, cublas.csv, gpu.txt (nvidia-smi), log.txt.
set -u
export PATH="$PATH:/usr/local/cuda/bin"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD"
cd "$HERE"
LOG="$OUTD/log.txt"
T0=$(date +%s)
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$LOG"; }
nvidia-smi -q > "$OUTD/gpu.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,power.limit --format=csv >> "$OUTD/gpu.txt" 2>&1
log "building runner"
nvcc -O2 -std=c++17 -arch=sm_90 -o /tmp/contraction_runner runner.cu -lcuda -lcublas >> "$LOG" 2>&1 || { log "nvcc failed"; exit 1; }
# The PTX assembled beforehand, 16 at a time, by this machine's ptxas (the
# driver would JIT each one on load, ~40 ms apiece, one after another);
# configs.csv's copy names the cubins, and a PTX that ptxas refuses stays a
# PTX (the driver reports the error at load).
log "assembling $(ls ptx/*.ptx | wc -l) PTX files"
CUBIN=/tmp/contraction_cubin
mkdir -p "$CUBIN"
ls ptx/*.ptx | xargs -P 16 -I{} sh -c 'ptxas -arch=sm_90 "$1" -o "$2/$(basename "$1").cubin" 2>> "$2/errors.txt"' _ {} "$CUBIN"
SRC="${CONFIGS:-configs/configs.csv}"
python3 - "$CUBIN" "$SRC" /tmp/contraction_configs.csv <<'PY'
import csv, os, sys
cubin, src, dst = sys.argv[1:]
rows = list(csv.DictReader(open(src)))
n = 0
for r in rows:
    c = os.path.join(cubin, os.path.basename(r["ptx_file"]) + ".cubin")
    if os.path.getsize(c) if os.path.exists(c) else 0:
        r["ptx_file"] = c
        n += 1
with open(dst, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(f"{n} of {len(rows)} configurations load a cubin")
PY
[ -s "$CUBIN/errors.txt" ] && { echo "ptxas errors:"; head -20 "$CUBIN/errors.txt"; } >> "$LOG"
CONFIGS=/tmp/contraction_configs.csv
[ -s "$CONFIGS" ] || CONFIGS="$SRC"
log "timing $(($(wc -l < "$CONFIGS") - 1)) configurations ($CONFIGS)"
CB=(--cublas "$OUTD/cublas.csv")
[ "${CUBLAS:-1}" = 0 ] && CB=()
/tmp/contraction_runner --configs "$CONFIGS" --out "$OUTD/timing.csv" "${CB[@]}" \
    --reps "${REPS:-20}" --budget-s "${BUDGET_S:-420}" >> "$LOG" 2>&1
log "rc=$?  rows=$(($(wc -l < "$OUTD/timing.csv") - 1))  failed=$(grep -c VERIFY_FAILED "$OUTD/timing.csv")  skipped=$(grep -c skipped_budget "$OUTD/timing.csv")"
