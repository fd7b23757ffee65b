#!/usr/bin/env bash
# Times every configuration of configs/configs.csv and cuBLAS on the GPU of
# this machine (issue 25's contraction sweep). Everything was compiled on the
# CPU machine (gen_sweep.py); this builds only the runner.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT bash bench/contractions/device_run.sh
#   BUDGET_S=420 REPS=20 (defaults)
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
log "timing $(($(wc -l < configs/configs.csv) - 1)) configurations"
/tmp/contraction_runner --configs configs/configs.csv --out "$OUTD/timing.csv" --cublas "$OUTD/cublas.csv" \
    --reps "${REPS:-20}" --budget-s "${BUDGET_S:-420}" >> "$LOG" 2>&1
log "rc=$?  rows=$(($(wc -l < "$OUTD/timing.csv") - 1))  failed=$(grep -c VERIFY_FAILED "$OUTD/timing.csv")  skipped=$(grep -c skipped_budget "$OUTD/timing.csv")"
