#!/usr/bin/env python3
"""warp-project's memory does not grow with the export (issue 26,
reproducer 11: a 60,000-row export took about 7x its size in memory).

Writes an export of ROWS launches (the rows of test/Tools/Inputs/
ncu_triad.csv repeated), projects it with `warp-project --json` and with the
table, and checks that the peak resident memory of each run stays under
LIMIT_MB (the tool alone takes about 60 MB; before the rows were streamed,
20,000 such rows took 621 MB). Also checks that every launch was printed.

Usage: scripts/project_memory.py WARP_PROJECT [--rows 40000] [--limit-mb 160]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def peak_mb_of(cmd, out):
    """Runs `cmd` (stdout to `out`) and returns its peak RSS in MB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    with open(out, "w") as f:
        r = subprocess.run(cmd, stdout=f, stderr=subprocess.DEVNULL)
    if r.returncode != 0:
        raise SystemExit(f"project_memory: {' '.join(cmd)} failed ({r.returncode})")
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss of the children is the largest of any child so far (KB).
    return max(after, before) / 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("warp_project")
    ap.add_argument("--rows", type=int, default=40000)
    ap.add_argument("--limit-mb", type=float, default=160)
    args = ap.parse_args()
    with open(os.path.join(ROOT, "test", "Tools", "Inputs", "ncu_triad.csv")) as f:
        head, units, *rows = f.read().splitlines()
    ok = True
    with tempfile.TemporaryDirectory() as d:
        csv = os.path.join(d, "big.csv")
        with open(csv, "w") as f:
            f.write(head + "\n" + units + "\n")
            for i in range(args.rows):
                f.write(rows[i % len(rows)] + "\n")
        size_mb = os.path.getsize(csv) / 2**20
        out = os.path.join(d, "out")
        for mode in (["--json"], []):
            cmd = [args.warp_project, "--from", "h100", "--to", "h200", *mode, csv]
            peak = peak_mb_of(cmd, out)
            # Counted line by line: this process stays small, since a child's
            # peak includes what it shared with this process before exec.
            with open(out) as f:
                if mode:
                    count = sum(1 for line in f if line.startswith("  {"))
                else:
                    count = sum(1 for _ in f) - 2
            good = peak < args.limit_mb and count == args.rows
            ok &= good
            print(f"{'ok  ' if good else 'FAIL'} {' '.join(mode) or 'table'}: "
                  f"{args.rows} rows ({size_mb:.1f} MB), peak {peak:.0f} MB "
                  f"(limit {args.limit_mb:.0f}), {count} launches printed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
