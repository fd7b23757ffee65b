#!/usr/bin/env python3
"""Runs warp-opt over inputs that once crashed, hung or gave nonsense
(test/Regressions/Inputs, from mutation fuzzing; their README says what each
did) and checks that none does any more.

usage: check_inputs.py WARP_OPT INPUT_DIR KERNEL.mlir

For every .mlir input: --warp-print-accesses, --warp-data-volumes and
--warp-cost-model (report=-). For every .yaml input: --warp-attach-target
with dump=true and --warp-cost-model with that target, on KERNEL.mlir.
A run fails if it dies from a signal, takes more than 60 s, prints a report
that is not strict JSON (inf, nan), or reports a negative figure or a time
above 1e9 us. Prints one line per failure and a summary line.
"""
import json
import os
import subprocess
import sys

TIMEOUT_S = 60


def strict_json(text):
    def bad(constant):
        raise ValueError("non-finite number " + constant)
    return json.loads(text, parse_constant=bad)


def numbers(value, path=""):
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from numbers(v, path + "." + k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from numbers(v, "%s[%d]" % (path, i))


def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None
    return p


def main():
    warp_opt, inputs, kernel = sys.argv[1:4]
    failures = []
    runs = 0
    for name in sorted(os.listdir(inputs)):
        path = os.path.join(inputs, name)
        if name.endswith(".mlir"):
            cmds = [[warp_opt, path, "--warp-print-accesses", "-o", os.devnull],
                    [warp_opt, path, "--warp-data-volumes=report=- remarks=false resources=estimate", "-o", os.devnull],
                    [warp_opt, path, "--warp-cost-model=report=- remarks=false resources=estimate", "-o", os.devnull]]
        elif name.endswith(".yaml"):
            cmds = [[warp_opt, kernel, "--warp-attach-target=target=%s dump=true" % path, "-o", os.devnull],
                    [warp_opt, kernel, "--warp-cost-model=target=%s report=- resources=estimate" % path, "-o", os.devnull]]
        else:
            continue
        for cmd in cmds:
            runs += 1
            what = "%s %s" % (name, cmd[2] if name.endswith(".mlir") else cmd[2].split("=")[0])
            p = run(cmd)
            if p is None:
                failures.append(what + ": hung (over %d s)" % TIMEOUT_S)
                continue
            if p.returncode < 0 or p.returncode > 1:
                failures.append(what + ": exit %d" % p.returncode)
                continue
            out = p.stdout.strip()
            if not out.startswith("{"):
                continue
            try:
                report = strict_json(out)
            except ValueError as e:
                failures.append(what + ": report is not strict JSON (%s)" % e)
                continue
            for launch in report.get("launches", []):
                for field, x in numbers(launch):
                    if x < 0:
                        failures.append("%s: %s = %r is negative" % (what, field, x))
                if launch.get("time_us", 0) > 1e9:
                    failures.append("%s: time_us = %r" % (what, launch["time_us"]))
    for f in failures:
        print("FAILED: " + f)
    print("%d runs, %d failed" % (runs, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
