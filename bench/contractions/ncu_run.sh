#!/usr/bin/env bash
# Nsight Compute counters of a few contraction configurations (issue 25): the
# pick and the measured best of the shapes where Warp's pick fell furthest
# from the best, so that the model's terms (DRAM, L2, shared wavefronts and
# conflicts, instructions issued, occupancy, stalls) can be checked against
# the hardware for the kernels whose ranking went wrong.
#
# Usage (from the repository root, on the device machine):
#   OUT=$OUT IDS=1102,1114,... bash bench/contractions/ncu_run.sh
#   BUDGET_S=200 (default)
# Configurations are looked up in configs/configs.csv and configs/picks-*.csv.
# Each is launched once (runner --reps 0, the verified launch) under
#   ncu --clock-control none --cache-control all --section ...
# Writes into $OUT: ncu.csv (ncu's raw page, --print-units base, one row per
# configuration in IDS order, the configuration's id prepended by this
# script), ncu_configs.csv (the rows profiled) and ncu_log.txt.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/../common/device_env.sh"
cd "$HERE"
LOG="$OUTD/ncu_log.txt"
[ -x /tmp/contraction_runner ] ||
  nvcc -O2 -std=c++17 -arch=sm_90 -o /tmp/contraction_runner runner.cu -lcuda -lcublas >> "$LOG" 2>&1 ||
  { log "nvcc failed"; exit 1; }
python3 - "${IDS:?set IDS}" "$OUTD/ncu_configs.csv" <<'PY'
import csv, glob, os, subprocess, sys
ids, dst = sys.argv[1].split(","), sys.argv[2]
rows = {}
for f in ["configs/configs.csv"] + sorted(glob.glob("configs/picks-*.csv")):
    for r in csv.DictReader(open(f)):
        rows.setdefault(r["id"], r)
out = []
for i in ids:
    r = dict(rows[i])
    cub = "/tmp/ncu_" + os.path.basename(r["ptx_file"]) + ".cubin"
    if subprocess.call(["ptxas", "-arch=sm_90", r["ptx_file"], "-o", cub]) == 0:
        r["ptx_file"] = cub
    out.append(r)
keys = list(out[0].keys())
with open(dst, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=keys, lineterminator="\n", extrasaction="ignore")
    w.writeheader()
    w.writerows(out)
PY
SECTIONS=(--section SpeedOfLight --section MemoryWorkloadAnalysis
  --section MemoryWorkloadAnalysis_Tables --section ComputeWorkloadAnalysis
  --section InstructionStats --section LaunchStats --section Occupancy
  --section SchedulerStats --section WarpStateStats)
METRICS=dram__bytes_read.sum,dram__bytes_write.sum,lts__t_bytes.sum,lts__t_sector_hit_rate.pct,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed.sum,smsp__sass_inst_executed_op_global_ld.sum,smsp__sass_inst_executed_op_shared_ld.sum,smsp__sass_inst_executed_op_shared_st.sum,sm__inst_executed_pipe_tensor_op_hmma.sum,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,sm__pipe_alu_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.sum,sm__cycles_elapsed.avg,gpu__time_duration.sum
log "ncu on $(($(wc -l < "$OUTD/ncu_configs.csv") - 1)) configurations"
timeout "${BUDGET_S:-200}" ncu --clock-control none --cache-control all "${SECTIONS[@]}" \
  --metrics "$METRICS" --csv --page raw --print-units base \
  /tmp/contraction_runner --configs "$OUTD/ncu_configs.csv" --out /tmp/ncu_timing.csv --reps 0 \
  > /tmp/ncu_raw.csv 2>> "$LOG"
log "ncu rc=$?"
cat /tmp/ncu_timing.csv >> "$LOG"
# ncu's CSV: a header row, a units row, one row per profiled launch in order.
python3 - "$OUTD/ncu_configs.csv" /tmp/ncu_raw.csv "$OUTD/ncu.csv" <<'PY'
import csv, sys
ids = [r["id"] for r in csv.DictReader(open(sys.argv[1]))]
lines = [l for l in open(sys.argv[2]) if l.startswith('"')]
rows = list(csv.reader(lines))
with open(sys.argv[3], "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    if rows:
        w.writerow(["config_id"] + rows[0])
        for k, r in enumerate(rows[1:]):
            w.writerow([ids[k - 1] if 0 < k <= len(ids) else "units"] + r)
print(f"{max(len(rows) - 2, 0)} launches profiled for {len(ids)} configurations")
PY
log "done"
