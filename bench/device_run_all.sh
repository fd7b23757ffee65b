#!/usr/bin/env bash
# The whole GPU slot in one call (issue 25): the contraction sweep, then the
# reduction sweep, within one overall budget. A device call may run at most
# 600 s and the slot is 15 minutes including the machine's start, so the
# defaults leave a margin: contractions get CONTRACTION_BUDGET_S of timing
# (plus the ~40 s of building their runner), reductions what is left of
# TOTAL_S, at most REDUCTION_BUDGET_S. The reduction runner is built in the
# background while the contractions run.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT bash bench/device_run_all.sh
#   TOTAL_S=570 CONTRACTION_BUDGET_S=420 REDUCTION_BUDGET_S=90 (defaults)
# Writes $OUT/contractions/ (timing.csv, cublas.csv, see
# bench/contractions/README.md), $OUT/reductions/ (timing.csv, copy.csv, see
# bench/reductions/README.md) and $OUT/log.txt. The device tool brings back
# at most 8 files, so on exit the sweeps' own text files (gpu.txt, log.txt,
# nvcc.txt) are appended to $OUT/log.txt, each under a header, and removed:
# five files come back.
set -u
export PATH="$PATH:/usr/local/cuda/bin"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD/contractions" "$OUTD/reductions"
OUTD="$(cd "$OUTD" && pwd)"
cd "$ROOT"
TOTAL="${TOTAL_S:-570}"
CB="${CONTRACTION_BUDGET_S:-420}"
RB="${REDUCTION_BUDGET_S:-90}"
T0=$(date +%s)
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$OUTD/log.txt"; }
gather() {
  for f in contractions/log.txt contractions/gpu.txt reductions/log.txt reductions/nvcc.txt reductions/gpu.txt; do
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
# Leave the reductions their share and ~50 s for the contraction runner's build.
cb=$((TOTAL - RB - 50))
[ "$cb" -lt "$CB" ] && CB=$cb
log "contractions: ${CB}s of timing"
OUT="$OUTD/contractions" BUDGET_S="$CB" bash bench/contractions/device_run.sh
log "contractions done (rc=$?)"
wait "$BUILD" || log "the background build of the reduction runner failed; device_run.sh builds it"
rb=$((TOTAL - ($(date +%s) - T0) - 10))
[ "$rb" -lt "$RB" ] && RB=$rb
if [ "$RB" -lt 10 ]; then
  log "no time left for the reductions"
  exit 0
fi
log "reductions: ${RB}s"
OUT="$OUTD/reductions" BUDGET_S="$RB" RUNNER=/tmp/reduction_runner bash bench/reductions/device_run.sh
log "reductions done (rc=$?)"
