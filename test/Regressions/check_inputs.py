#!/usr/bin/env python3
"""Runs warp-opt over inputs that once crashed, hung or gave nonsense
(test/Regressions/Inputs, from mutation fuzzing; their README says what each
did) and checks that none does any more, with the checks of the fuzzer
(scripts/fuzz.py): no signal, no run over 60 s, no sanitizer report, a
strict-JSON report without a negative figure or a time above 1e9 us.

usage: check_inputs.py WARP_OPT INPUT_DIR

Each .mlir input goes through --warp-print-accesses, --warp-data-volumes and
--warp-cost-model; each .yaml input through --warp-attach-target (dump=true)
and --warp-cost-model with that target. Prints one line per failure and a
summary line.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "scripts"))
import fuzz  # noqa: E402


def main():
    warp_opt, inputs = sys.argv[1:3]
    failures = []
    runs = 0
    for name in sorted(os.listdir(inputs)):
        if not name.endswith((".mlir", ".yaml")):
            continue
        path = os.path.join(inputs, name)
        for cmd in fuzz.commands(warp_opt, path, name.endswith(".yaml")):
            runs += 1
            problem = fuzz.check(cmd, timeout=60)
            if problem:
                failures.append("%s %s: %s" % (name, cmd[2], problem))
    for f in failures:
        print("FAILED: " + f)
    print("%d runs, %d failed" % (runs, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
