#!/usr/bin/env python3
"""Runs warp-opt --warp-cost-model over a corpus of real inputs and prints
what a user meets (issue 17): crashes, hangs, internal errors, located
errors, launches modelled and not (with the reasons), and launches that are
inexact (with what they miss).

usage: corpus_table.py [--warp-opt PATH] [--timeout S] [DIR_OR_FILE ...]

Default corpus: bench/corpus/ (generator-made kernels and written
equivalents of upstream MLIR's GPU tests), every lit input of test/, and
../shared/repro/ when present. Files are split on `// -----` like
`mlir-opt -split-input-file`. Exit status 1 if anything crashed, hung or hit
an internal error.
"""
import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_corpus():
    files = sorted(glob.glob(os.path.join(ROOT, "bench", "corpus", "*.mlir")))
    files += sorted(f for f in glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"),
                                         recursive=True)
                    if "/Inputs/" not in f and not f.endswith("warp-project.mlir"))
    repro = os.path.join(os.path.dirname(ROOT), "shared", "repro")
    files += sorted(glob.glob(os.path.join(repro, "**", "*.mlir"), recursive=True))
    return files


def category(text):
    """A reason or approximation without its line and numbers."""
    text = re.sub(r"^line \d+: ", "", text)
    text = re.sub(r"'[^']*'", "'...'", text)
    text = re.sub(r"\d+", "N", text)
    return text[:90]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--warp-opt", default=os.path.join(ROOT, "build", "bin",
                                                       "warp-opt"))
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds before an input counts as a hang (the "
                    "lowering of a 3-D nest over its default candidate "
                    "space takes minutes today, issue 13)")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    files = []
    for p in args.paths or default_corpus():
        files += sorted(glob.glob(os.path.join(p, "*.mlir"))) if os.path.isdir(p) else [p]
    counts = collections.Counter()
    unmodelled = collections.Counter()
    inexact = collections.Counter()
    bad = []
    tmp = tempfile.mkdtemp()
    for path in files:
        pieces = open(path, errors="replace").read().split("\n// -----")
        for n, piece in enumerate(pieces):
            counts["inputs"] += 1
            src = os.path.join(tmp, "in.mlir")
            report = os.path.join(tmp, "report.json")
            with open(src, "w") as f:
                f.write(piece)
            if os.path.exists(report):
                os.remove(report)
            cmd = [args.warp_opt, src, "--allow-unregistered-dialect",
                   "--warp-cost-model=report=%s resources=estimate "
                   "remarks=false" % report, "-o", os.devnull]
            where = "%s#%d" % (os.path.relpath(path, ROOT), n)
            try:
                p = subprocess.run(cmd, capture_output=True, text=True,
                                   errors="replace", timeout=args.timeout)
            except subprocess.TimeoutExpired:
                counts["hangs"] += 1
                bad.append("hang: " + where)
                continue
            if p.returncode < 0 or p.returncode > 1:
                counts["crashes"] += 1
                bad.append("crash (exit %d): %s" % (p.returncode, where))
                continue
            if "internal" in p.stderr.lower():
                counts["internal errors"] += 1
                bad.append("internal error: %s" % where)
            errors = re.findall(r":\d+:\d+: error:", p.stderr)
            counts["located errors"] += len(errors)
            if p.returncode == 1 and not errors:
                counts["unlocated errors"] += 1
            if not os.path.exists(report):
                continue
            try:
                launches = json.load(open(report)).get("launches", [])
            except ValueError:
                counts["bad reports"] += 1
                bad.append("bad report: " + where)
                continue
            for l in launches:
                counts["launches"] += 1
                if not l.get("modelled"):
                    counts["not modelled"] += 1
                    unmodelled[category(l.get("reason", "?"))] += 1
                    if "internal" in l.get("reason", "").lower():
                        counts["internal errors"] += 1
                        bad.append("internal error in a report: " + where)
                    continue
                counts["modelled"] += 1
                if l.get("exact"):
                    counts["exact"] += 1
                else:
                    counts["inexact"] += 1
                    for a in l.get("approximations", []):
                        inexact[category(a)] += 1
    print("corpus: %d files" % len(files))
    for k in ("inputs", "crashes", "hangs", "internal errors", "bad reports",
              "located errors", "unlocated errors", "launches", "modelled",
              "exact", "inexact", "not modelled"):
        print("  %-18s %6d" % (k, counts[k]))
    print("not modelled, by reason:")
    for r, n in unmodelled.most_common():
        print("  %4d  %s" % (n, r))
    print("inexact, by what they miss (an inexact launch can miss several):")
    for r, n in inexact.most_common():
        print("  %4d  %s" % (n, r))
    for b in bad:
        print("FAIL " + b)
    return 1 if counts["crashes"] or counts["hangs"] or counts["internal errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
