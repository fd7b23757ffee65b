#!/usr/bin/env python3
"""The full --warp-cost-model report of every recorded launch, and a check
that two versions of the model give the same numbers.

usage:
  model_reports.py --write OUT.json [--warp-opt PATH]
  model_reports.py --check REF.json [--warp-opt PATH] [--rel 1e-9]

Runs `warp-opt --warp-cost-model` (with the ptxas register counts that the
scorers use) on every configuration of bench/groundtruth (H100 and H200
targets) and bench/harness (H100), and collects each launch's JSON report
under "<data set>/<target>/<launch id>".

--write records them (the reference of the model before a refactor: issue
13 keeps the previous path's output in bench/results/model-reference/).
--check compares every field of every launch with the reference: numbers
within --rel relative (or 1e-12 absolute), strings, booleans and lists
exactly. It prints each difference and exits 1 if there is any. A change that
is intended is made by writing a new reference in the same commit and
saying why in its message.
"""
import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import compare_volumes  # noqa: E402

RUNS = [("groundtruth", "h100"), ("groundtruth", "h200"), ("harness", "h100")]


def collect(warp_opt):
    out = {}
    for dataset, target in RUNS:
        with tempfile.TemporaryDirectory() as tmp:
            _, pred = compare_volumes.run(os.path.join(ROOT, "bench", dataset),
                                          warp_opt, target, tmp,
                                          pass_name="warp-cost-model")
        for launch_id, report in pred.items():
            out["%s/%s/%s" % (dataset, target, launch_id)] = report
    return out


def diff(path, ref, new, rel, problems):
    if isinstance(ref, bool) or isinstance(new, bool):
        if ref != new:
            problems.append("%s: %r -> %r" % (path, ref, new))
        return
    if isinstance(ref, (int, float)) and isinstance(new, (int, float)):
        scale = max(abs(ref), abs(new))
        if abs(ref - new) > max(rel * scale, 1e-12):
            problems.append("%s: %r -> %r" % (path, ref, new))
        return
    if isinstance(ref, dict) and isinstance(new, dict):
        for k in sorted(set(ref) | set(new)):
            if k not in ref or k not in new:
                problems.append("%s.%s: %s" % (path, k, "only in reference"
                                               if k in ref else "new field"))
                continue
            diff(path + "." + k, ref[k], new[k], rel, problems)
        return
    if isinstance(ref, list) and isinstance(new, list) and len(ref) == len(new):
        for i, (a, b) in enumerate(zip(ref, new)):
            diff("%s[%d]" % (path, i), a, b, rel, problems)
        return
    if ref != new:
        problems.append("%s: %r -> %r" % (path, ref, new))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write")
    g.add_argument("--check")
    ap.add_argument("--rel", type=float, default=1e-9)
    args = ap.parse_args()
    reports = collect(args.warp_opt)
    if args.write:
        with open(args.write, "w") as f:
            json.dump(reports, f, indent=1, sort_keys=True)
            f.write("\n")
        print("model_reports: wrote %d launches to %s" % (len(reports), args.write))
        return 0
    with open(args.check) as f:
        ref = json.load(f)
    problems = []
    for key in sorted(set(ref) | set(reports)):
        if key not in reports:
            problems.append("%s: missing" % key)
        elif key not in ref:
            problems.append("%s: not in the reference" % key)
        else:
            diff(key, ref[key], reports[key], args.rel, problems)
    for p in problems[:200]:
        print(p)
    print("model_reports: %d launches, %d fields differ" % (len(reports), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
