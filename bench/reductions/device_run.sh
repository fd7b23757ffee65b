#!/usr/bin/env bash
# Times every configuration of configs/configs.csv on the GPU of this
# machine (issue 25's reduction sweep), with a device-to-device copy of each
# input as the bandwidth reference. Everything was compiled on the CPU
# machine (gen_sweep.py); this builds only the runner (unless RUNNER names
# one already built, as bench/device_run_all.sh does).
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT bash bench/reductions/device_run.sh
#   BUDGET_S=140 REPS=20 WARMUPS=3 FLUSH_MIB=128 (defaults)
# Writes into $OUT: timing.csv, copy.csv, gpu.txt (nvidia-smi), log.txt.
# A CUDA error that leaves the context unusable ends the runner with status
# 4 after a cuda_error row; it is started again after that configuration
# while the budget lasts.
set -u
export PATH="$PATH:/usr/local/cuda/bin"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD"
OUTD="$(cd "$OUTD" && pwd)"
cd "$HERE"
LOG="$OUTD/log.txt"
T0=$(date +%s)
BUDGET="${BUDGET_S:-140}"
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$LOG"; }
nvidia-smi -q > "$OUTD/gpu.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,power.limit --format=csv >> "$OUTD/gpu.txt" 2>&1
RUN="${RUNNER:-}"
if [ -z "$RUN" ] || [ ! -x "$RUN" ]; then
  log "building runner"
  RUN=/tmp/reduction_runner
  nvcc -O2 -std=c++17 -arch=sm_90 -o "$RUN" runner.cu -lcuda >> "$LOG" 2>&1 || { log "nvcc failed"; exit 1; }
fi
N=$(tail -n +2 configs/configs.csv | cut -d, -f1 | sort -un | wc -l)
log "timing $N configurations within ${BUDGET}s"
ARGS=(--configs configs/configs.csv --out "$OUTD/timing.csv" --copy "$OUTD/copy.csv"
      --reps "${REPS:-20}" --warmups "${WARMUPS:-3}" --flush-mib "${FLUSH_MIB:-128}")
left=$((BUDGET - ($(date +%s) - T0)))
"$RUN" "${ARGS[@]}" --budget-s "$left" >> "$LOG" 2>&1
rc=$?
prev=-1
while [ "$rc" -eq 4 ]; do
  last=$(tail -n 1 "$OUTD/timing.csv" 2>/dev/null | cut -d, -f1)
  left=$((BUDGET - ($(date +%s) - T0)))
  case "$last" in
    ''|*[!0-9]*) log "CUDA error before any configuration (see log.txt); giving up"; break ;;
  esac
  [ "$last" -gt "$prev" ] || { log "CUDA error again at configuration $last; giving up"; break; }
  prev=$last
  log "CUDA error at configuration $last; starting again after it (${left}s left)"
  [ "$left" -gt 5 ] || break
  "$RUN" "${ARGS[@]}" --budget-s "$left" --start-after "$last" --append >> "$LOG" 2>&1
  rc=$?
done
[ -f "$OUTD/timing.csv" ] || { log "rc=$rc, no timing.csv"; exit 1; }
rows=$(($(wc -l < "$OUTD/timing.csv") - 1))
log "rc=$rc  rows=$rows  ok=$(grep -c ',ok$' "$OUTD/timing.csv")  failed=$(grep -c VERIFY_FAILED "$OUTD/timing.csv")  skipped=$(grep -c skipped_budget "$OUTD/timing.csv")  errors=$(grep -c cuda_error "$OUTD/timing.csv")"
