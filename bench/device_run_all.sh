#!/usr/bin/env bash
# The whole GPU slot in one call (issues 25 and 28): the contraction sweep,
# the reduction sweep and, when SET names a generated random-kernel set,
# that set's timing and Nsight Compute pass, within one overall budget. A
# device call may run at most 600 s and the slot is 15 minutes including the
# machine's start, so the defaults leave a margin: the random set gets
# RANDOM_BUDGET_S at the end (0 without SET), the reductions at most
# REDUCTION_BUDGET_S before it, the contractions the rest (at most
# CONTRACTION_BUDGET_S, less the ~50 s of building and assembling). The
# reduction runner is built in the background while the contractions run.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT [SET=bench/random/sets/s<seed>] bash bench/device_run_all.sh
#   TOTAL_S=570 CONTRACTION_BUDGET_S=420 REDUCTION_BUDGET_S=90
#   RANDOM_BUDGET_S=220 (defaults)
# Writes $OUT/contractions/ (timing.csv, cublas.csv, see
# bench/contractions/README.md), $OUT/reductions/ (timing.csv, copy.csv, see
# bench/reductions/README.md), $OUT/random/ (gpu.txt, timing.csv, ncu.csv,
# see bench/random/README.md) and $OUT/log.txt. The device tool brings back
# at most 8 files, so on exit the sweeps' own text files (gpu.txt and
# log.txt of the sweeps, nvcc.txt, the random set's log.txt) are appended to
# $OUT/log.txt, each under a header, and removed: at most eight files come
# back.
set -u
export PATH="$PATH:/usr/local/cuda/bin"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD/contractions" "$OUTD/reductions" "$OUTD/random"
OUTD="$(cd "$OUTD" && pwd)"
cd "$ROOT"
TOTAL="${TOTAL_S:-570}"
CB="${CONTRACTION_BUDGET_S:-420}"
RB="${REDUCTION_BUDGET_S:-90}"
KB=0
[ -n "${SET:-}" ] && KB="${RANDOM_BUDGET_S:-220}"
T0=$(date +%s)
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$OUTD/log.txt"; }
gather() {
  for f in contractions/log.txt contractions/gpu.txt reductions/log.txt reductions/nvcc.txt reductions/gpu.txt random/log.txt; do
    [ -f "$OUTD/$f" ] || continue
    { echo; echo "==== $f"; cat "$OUTD/$f"; } >> "$OUTD/log.txt"
    rm -f "$OUTD/$f"
  done
}
trap gather EXIT
log "building the reduction runner in the background"
( nvcc -O2 -std=c++17 -arch=sm_90 -o /tmp/reduction_runner bench/reductions/runner.cu -lcuda \
    > "$OUTD/reductions/nvcc.txt" 2>&1 ) &
BUILD=$!
# Leave the reductions and the random set their shares and ~50 s for the
# contraction runner's build and the PTX's assembly.
cb=$((TOTAL - RB - KB - 50))
[ "$cb" -lt "$CB" ] && CB=$cb
log "contractions: ${CB}s of timing"
OUT="$OUTD/contractions" BUDGET_S="$CB" bash bench/contractions/device_run.sh
log "contractions done (rc=$?)"
wait "$BUILD" || log "the background build of the reduction runner failed; device_run.sh builds it"
rb=$((TOTAL - KB - ($(date +%s) - T0) - 10))
[ "$rb" -lt "$RB" ] && RB=$rb
if [ "$RB" -lt 10 ]; then
  log "no time left for the reductions"
else
  log "reductions: ${RB}s"
  OUT="$OUTD/reductions" BUDGET_S="$RB" RUNNER=/tmp/reduction_runner bash bench/reductions/device_run.sh
  log "reductions done (rc=$?)"
fi
[ -n "${SET:-}" ] || exit 0
kb=$((TOTAL - ($(date +%s) - T0) - 5))
if [ "$kb" -lt 30 ]; then
  log "no time left for the random set"
  exit 0
fi
log "random set $SET: ${kb}s"
OUT="$OUTD/random" SET="$SET" BUDGET_S="$kb" bash bench/random/device_run.sh
log "random set done (rc=$?)"
