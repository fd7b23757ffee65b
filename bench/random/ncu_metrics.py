"""The Nsight Compute metrics of the random set's ncu pass.

usage: python3 -m bench.random.ncu_metrics QUERY_METRICS_OUTPUT [--required-only]

Prints a comma-separated list: the ground truth's metrics
(bench/groundtruth/scripts/ncu_metrics.txt: every "req" one, and each
"opt" one that `ncu --query-metrics --query-metrics-mode all` lists on this
GPU), then those warp-project reads (docs/projection.md, "The metrics
read"), kept the same way, so that the subset's export can be projected to
the H200 by seed 001's roofline as well.
"""

import os
import sys

from bench.groundtruth.scripts import select_metrics

PROJECTION = [
    "device__attribute_display_name", "device__attribute_multiprocessor_count",
    "lts__t_sectors_srcunit_tex.sum", "smsp__cycles_elapsed.avg",
    "smsp__thread_inst_executed_per_inst_executed.ratio",
    "sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_fp64.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_elapsed",
] + ["smsp__sass_thread_inst_executed_op_%s_pred_on.sum.per_cycle_elapsed" % op
     for op in ("ffma", "fadd", "fmul", "dfma", "dadd", "dmul")]


def listed_metrics(path):
    listed = set()
    try:
        for line in open(path):
            tok = line.split()
            if tok and "__" in tok[0]:
                listed.add(tok[0])
                listed.add(tok[0].split(".")[0])
    except OSError:
        pass
    return listed


def select(query_path, required_only=False):
    listed = listed_metrics(query_path)
    keep = []
    gt = os.path.join(os.path.dirname(select_metrics.__file__), "ncu_metrics.txt")
    entries = []
    for line in open(gt):
        line = line.strip()
        if line and not line.startswith("#"):
            entries.append(tuple(line.split()))
    entries += [("opt", m) for m in PROJECTION]
    for kind, m in entries:
        if kind == "req":
            keep.append(m)
        elif not required_only:
            if m.startswith(("launch__", "device__")) or m in listed or m.split(".")[0] in listed:
                keep.append(m)
            else:
                print("dropping optional metric %s (not listed by ncu --query-metrics)" % m,
                      file=sys.stderr)
    return keep


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    print(",".join(select(sys.argv[1], "--required-only" in sys.argv)))


if __name__ == "__main__":
    main()
