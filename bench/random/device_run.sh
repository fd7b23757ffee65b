#!/usr/bin/env bash
# Measures a generated random-kernel set (issue 28) on the GPU of this
# machine, in one call: builds the runner, times every launch (checked
# against its CPU reference), then runs Nsight Compute on the set's ncu
# subset (configs.csv column ncu = 1, drawn from the seed) while the
# budget lasts.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT SET=bench/random/sets/s<seed> bash bench/random/device_run.sh
#   BUDGET_S=500   wall-clock budget of the whole script (seconds)
#   NCU=auto       auto: the ncu pass on an H100 only (the H200 call only
#                  times); 1: always; 0: never
#   NCU_RESERVE_S=170  seconds kept from the timing pass for ncu
#   REPS=20 WARMUPS=3 FLUSH_MIB=128 NCU_CHUNK=8 (launches per ncu process)
#   TIMING=1       0: skip the timing pass (a diagnostic ncu pass alone)
#   NCU_IDS=       launch ids (comma-separated) for the ncu pass instead of
#                  the seeded subset (diagnosis of chosen launches)
#   NCU_SECTIONS=  Nsight Compute sections collected besides the metrics
#                  (e.g. "WarpStateStats SchedulerStats"); their metrics
#                  appear in the raw CSV
# Needs: nvcc, python3, nvidia-smi, ncu (for the counters), and the set's
# PTX made beforehand (python3 -m bench.random.lower $SET).
# Writes 4 files into $OUT (the device's limit is 8):
#   gpu.txt     the set's meta.json (seed), nvidia-smi -q and clocks before
#               and after, the runner's --info (SMs, L2, clocks, ECC)
#   timing.csv  one row per launch: CUDA-event median of REPS after WARMUPS
#               (cold L2), registers, verification, status
#   ncu.csv     per ncu process: "### chunk=K rc=R", the NCU_LAUNCH lines
#               (launch ids in order), ncu's raw CSV (--print-units base)
#   log.txt     this script's log, the runner's progress, ncu's messages
set -u
export PATH="$PATH:/usr/local/cuda/bin"
if ! command -v ncu > /dev/null; then
  for d in /opt/nvidia/nsight-compute/*/ /usr/local/cuda/nsight-compute*/; do
    [ -x "$d/ncu" ] && export PATH="$PATH:$d"
  done
fi
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SET="$(cd "${SET:?set SET to the generated set}" && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD"
OUTD="$(cd "$OUTD" && pwd)"
BUDGET="${BUDGET_S:-500}"
T0=$(date +%s)
LOG="$OUTD/log.txt"
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$LOG"; }
left() { echo $((BUDGET - ($(date +%s) - T0))); }
Q="timestamp,name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,power.draw,power.limit,temperature.gpu,pstate,ecc.mode.current"

{ echo "### meta.json"; cat "$SET/meta.json"; echo "### nvidia-smi -q"; nvidia-smi -q
  echo "### before the timing pass"; nvidia-smi --query-gpu=$Q --format=csv; } > "$OUTD/gpu.txt" 2>&1
GPU_NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
log "start: $GPU_NAME; set $SET (seed $(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['seed'])" "$SET/meta.json"))"

RUN=/tmp/rk_runner
log "building the runner"
nvcc --version | tail -1 >> "$LOG"
nvcc -O2 -std=c++17 -arch=sm_90 -Xcompiler -fopenmp -I "$SET/runner" -o "$RUN" \
    "$ROOT/bench/random/runner/runner.cu" -lcuda -lgomp >> "$LOG" 2>&1 || { log "nvcc failed"; exit 1; }
{ echo "### runner --info"; "$RUN" --info; } >> "$OUTD/gpu.txt" 2>&1

case "${NCU:-auto}" in
  auto) case "$GPU_NAME" in *H100*) DO_NCU=1 ;; *) DO_NCU=0 ;; esac ;;
  *) DO_NCU="${NCU}" ;;
esac
command -v ncu > /dev/null || DO_NCU=0
RESERVE=0
[ "$DO_NCU" = 1 ] && RESERVE="${NCU_RESERVE_S:-170}"

# ---- timing pass (restarted after a launch that breaks the context) ----
SECTIONS=()
for sec in ${NCU_SECTIONS:-}; do SECTIONS+=(--section "$sec"); done
ARGS=(--set "$SET" --mode time --out "$OUTD/timing.csv" --reps "${REPS:-20}"
      --warmups "${WARMUPS:-3}" --flush-mib "${FLUSH_MIB:-128}")
N=$(($(wc -l < "$SET/configs/configs.csv") - 1))
if [ "${TIMING:-1}" = 1 ]; then
log "timing $N launches within $(($(left) - RESERVE))s (ncu pass: $DO_NCU)"
"$RUN" "${ARGS[@]}" --budget-s $(($(left) - RESERVE)) >> "$LOG" 2>&1
rc=$?
else
  log "timing pass skipped (TIMING=0)"
  rc=0
  : > "$OUTD/timing.csv"
fi
prev=-1
while [ "$rc" -eq 4 ]; do
  last=$(tail -n 1 "$OUTD/timing.csv" 2>/dev/null | cut -d, -f1)
  case "$last" in ''|*[!0-9]*) log "CUDA error before any launch; giving up"; break ;; esac
  [ "$last" -gt "$prev" ] || { log "CUDA error again at launch $last; giving up"; break; }
  prev=$last
  log "CUDA error at launch $last; starting again after it"
  [ $(($(left) - RESERVE)) -gt 5 ] || break
  "$RUN" "${ARGS[@]}" --budget-s $(($(left) - RESERVE)) --start-after "$last" --append >> "$LOG" 2>&1
  rc=$?
done
T="$OUTD/timing.csv"
log "timing pass rc=$rc rows=$(($(wc -l < "$T") - 1)) ok=$(grep -c ',ok$' "$T") failed=$(grep -c VERIFY_FAILED "$T") skipped=$(grep -c skipped_budget "$T") errors=$(grep -c cuda_error "$T")"
{ echo "### after the timing pass"; nvidia-smi --query-gpu=$Q --format=csv; } >> "$OUTD/gpu.txt" 2>&1

# ---- ncu pass: the subset, NCU_CHUNK launches per ncu process ----
if [ "$DO_NCU" = 1 ]; then
  ncu --version >> "$LOG" 2>&1
  ncu --query-metrics --query-metrics-mode all > /tmp/rk_query.txt 2>&1
  METRICS=$(cd "$ROOT" && python3 -m bench.random.ncu_metrics /tmp/rk_query.txt 2>> "$LOG")
  PROF=(--clock-control none --cache-control all --replay-mode kernel)
  if [ -n "${NCU_IDS:-}" ]; then
    IDS=$(echo "$NCU_IDS" | tr ',' '\n')
  else
    IDS=$(awk -F, 'NR==1{for(i=1;i<=NF;i++) if($i=="ncu") c=i; next} $c==1{print $1}' "$SET/configs/configs.csv")
  fi
  FIRST=$(echo "$IDS" | head -1)
  ncu "${PROF[@]}" --metrics "$METRICS" --kernel-name regex:'^rk' --csv --page raw --print-units base \
      "$RUN" --set "$SET" --mode ncu --ids "$FIRST" > /tmp/rk_smoke.txt 2>&1
  if grep -q "==ERROR==" /tmp/rk_smoke.txt || ! grep -q '^"ID"' /tmp/rk_smoke.txt; then
    { echo "smoke test with the full metric list failed:"; cat /tmp/rk_smoke.txt; } >> "$LOG"
    METRICS=$(cd "$ROOT" && python3 -m bench.random.ncu_metrics /tmp/rk_query.txt --required-only)
  fi
  echo "metrics: $METRICS" >> "$LOG"
  log "ncu on $(echo "$IDS" | wc -l) launches, $(echo "$METRICS" | tr ',' '\n' | wc -l) metrics"
  k=0
  for CH in $(echo "$IDS" | paste -sd, | python3 -c "import sys; ids=sys.stdin.read().strip().split(','); n=int(sys.argv[1]); print(' '.join(','.join(ids[i:i+n]) for i in range(0, len(ids), n)))" "${NCU_CHUNK:-8}"); do
    L=$(left)
    if [ "$L" -lt 25 ]; then log "no time left for ncu chunk $k ($CH): skipped"; echo "### chunk=$k SKIPPED ids=$CH" >> "$OUTD/ncu.csv"; k=$((k + 1)); continue; fi
    rm -f /tmp/rk_ncu.ncu-rep
    timeout $((L - 10)) ncu "${PROF[@]}" "${SECTIONS[@]}" --metrics "$METRICS" --kernel-name regex:'^rk' -o /tmp/rk_ncu -f \
        "$RUN" --set "$SET" --mode ncu --ids "$CH" > /tmp/rk_app.txt 2>&1
    RC=$?
    ncu -i /tmp/rk_ncu.ncu-rep --csv --page raw --print-units base > /tmp/rk_ncu.csv 2> /tmp/rk_ncu.err
    { echo "### chunk=$k rc=$RC"; grep '^NCU_LAUNCH' /tmp/rk_app.txt; grep '^"' /tmp/rk_ncu.csv; } >> "$OUTD/ncu.csv"
    { echo "### ncu chunk $k rc=$RC"; grep -E '==(PROF|WARNING|ERROR)==' /tmp/rk_app.txt | sort | uniq -c | head -20; cat /tmp/rk_ncu.err; } >> "$LOG"
    log "ncu chunk $k rc=$RC rows=$(grep -c '^"[0-9]' /tmp/rk_ncu.csv)"
    k=$((k + 1))
  done
fi
log "done"
