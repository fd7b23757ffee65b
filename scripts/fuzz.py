#!/usr/bin/env python3
"""Mutation fuzzing of warp-opt's passes and of the target-file parser
(issue 17).

usage: scripts/fuzz.py [--warp-opt build/bin/warp-opt] [--seconds 600]
                       [--jobs N] [--seed 1] [--out build/fuzz]

Seeds: the project's own inputs (test/**/*.mlir, examples/, bench/kernels/,
hwtargets/*.yaml). Each round takes a seed file and applies 1-3 random
mutations: an integer literal replaced by an extreme value (0, -1, 2^31,
2^32, 2^62, 2^63-1, -2^63, ...), an arith op swapped for another (addi,
muli, divsi, remsi, shli, shrui, ...), a line deleted, duplicated or
swapped, a memref shape changed; for YAML, numbers made extreme, lines
deleted, the file truncated or filled with junk. Every mutant that still
parses is run through --warp-print-accesses, --warp-data-volumes and
--warp-cost-model (an .mlir), or --warp-attach-target with dump=true and
--warp-cost-model with that target (a .yaml).

A finding is a run that dies from a signal, takes longer than --timeout
seconds, prints a sanitizer report ("runtime error:", "AddressSanitizer",
for a build from scripts/sanitize.sh), or writes a report that is not
strict JSON or holds a negative figure or a time above 1e9 us. Each finding
is saved under --out with the command that shows it; the summary line says
how many inputs ran and what was found. (Fuzz a copy of warp-opt if you
rebuild meanwhile.) Deterministic for a given --seed
and number of rounds (the time limit decides how many rounds run).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import random
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTREMES = ["0", "1", "-1", "2", "3", "31", "32", "33", "63", "64", "65", "1023",
            "1024", "1025", "65535", "65536", "2147483647", "2147483648",
            "4294967296", "4611686018427387904", "9223372036854775807",
            "-9223372036854775808", "1099511627776"]
ARITH = ["addi", "subi", "muli", "divsi", "divui", "remsi", "remui",
         "floordivsi", "ceildivsi", "shli", "shrui", "shrsi", "andi", "ori",
         "xori", "minsi", "maxsi"]
KERNEL = os.path.join(ROOT, "test", "CostModel", "critical-path.mlir")


def seeds():
    files = sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"),
                             recursive=True))
    files += sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    files += sorted(glob.glob(os.path.join(ROOT, "bench", "kernels", "*.mlir")))
    files += sorted(glob.glob(os.path.join(ROOT, "hwtargets", "*.yaml")))
    out = []
    for f in files:
        with open(f, errors="replace") as fh:
            text = fh.read()
        # Split-input files: one chunk per module.
        for chunk in text.split("// -----"):
            if chunk.strip():
                out.append((f, chunk))
    return out


def mutate(rng, text, yaml):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(7 if not yaml else 5)
        if kind == 0:  # an integer literal made extreme
            nums = [m for m in re.finditer(r"(?<![\w.])-?\d+(?![\w.])", text)]
            if nums:
                m = rng.choice(nums)
                text = text[:m.start()] + rng.choice(EXTREMES) + text[m.end():]
            lines = text.split("\n")
        elif kind == 1 and lines:  # delete a line
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif kind == 2 and lines:  # duplicate a line
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif kind == 3 and len(lines) > 1:  # swap two lines
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 4:
            if yaml:  # truncate, or junk
                if rng.random() < 0.5:
                    text = text[:rng.randrange(len(text) + 1)]
                else:
                    text = text[:rng.randrange(len(text) + 1)] + "\x00\x01\xff::["
            else:  # an arith op swapped
                ops = [m for m in re.finditer(r"arith\.(\w+)", text)
                       if m.group(1) in ARITH]
                if ops:
                    m = rng.choice(ops)
                    text = text[:m.start(1)] + rng.choice(ARITH) + text[m.end(1):]
            lines = text.split("\n")
        elif kind == 5:  # a memref dimension changed
            dims = [m for m in re.finditer(r"memref<(\d+)", text)]
            if dims:
                m = rng.choice(dims)
                text = text[:m.start(1)] + rng.choice(EXTREMES[:18]) + text[m.end(1):]
            lines = text.split("\n")
        else:  # a scalar op result replaced by a constant
            text = re.sub(r"gpu\.block_dim (x|y|z)",
                          lambda m: "gpu.block_dim " + rng.choice("xyz"), text, count=1)
            lines = text.split("\n")
    return text


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


def check(cmd, timeout):
    """None if the run is fine, else what is wrong."""
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "allow_user_poisoning=0:detect_leaks=0")
    env.setdefault("UBSAN_OPTIONS", "halt_on_error=1")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "hang (over %d s)" % timeout
    except OSError as e:  # the tool itself cannot be run: no finding
        sys.exit("fuzz: cannot run %s: %s" % (cmd[0], e))
    if "runtime error:" in p.stderr or "AddressSanitizer" in p.stderr:
        line = next(l for l in p.stderr.splitlines()
                    if "runtime error:" in l or "AddressSanitizer" in l)
        return "sanitizer: " + line.strip()[:200]
    if p.returncode < 0 or p.returncode > 1:
        return "exit %d" % p.returncode
    out = p.stdout.strip()
    if out.startswith("{"):
        try:
            report = strict_json(out)
        except ValueError as e:
            return "report is not strict JSON: %s" % e
        for launch in report.get("launches", []):
            for field, x in numbers(launch):
                if x < 0:
                    return "negative figure %s = %r" % (field, x)
            if launch.get("time_us", 0) > 1e9:
                return "absurd time %r us" % launch["time_us"]
    return None


def commands(warp_opt, path, yaml):
    if yaml:
        return [[warp_opt, KERNEL, "--warp-attach-target=target=%s dump=true" % path,
                 "-o", os.devnull],
                [warp_opt, KERNEL, "--warp-cost-model=target=%s report=- resources=estimate" % path,
                 "-o", os.devnull]]
    common = ["--allow-unregistered-dialect", "-o", os.devnull]
    return [[warp_opt, path, "--warp-print-accesses"] + common,
            [warp_opt, path, "--warp-data-volumes=report=- remarks=false resources=estimate"] + common,
            [warp_opt, path, "--warp-cost-model=report=- remarks=false resources=estimate"] + common]


def one_round(args, index, source, text):
    rng = random.Random(args.seed * 1_000_003 + index)
    yaml = source.endswith(".yaml")
    mutant = mutate(rng, text, yaml)
    path = os.path.join(args.out, "work", "m%d%s" % (index, ".yaml" if yaml else ".mlir"))
    with open(path, "w", errors="replace") as f:
        f.write(mutant)
    found = []
    for cmd in commands(args.warp_opt, path, yaml):
        problem = check(cmd, args.timeout)
        if problem:
            found.append((problem, cmd))
            break
    if found:
        keep = os.path.join(args.out, "finding-%d%s" % (index, ".yaml" if yaml else ".mlir"))
        os.replace(path, keep)
        return index, source, [(p, [keep if c == path else c for c in cmd])
                               for p, cmd in found]
    os.remove(path)
    return index, source, []


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default=os.path.join(ROOT, "build", "bin", "warp-opt"))
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "fuzz"))
    args = ap.parse_args()
    os.makedirs(os.path.join(args.out, "work"), exist_ok=True)
    corpus = seeds()
    rng = random.Random(args.seed)
    start = time.time()
    rounds = runs_found = 0
    findings = []
    index = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        pending = set()
        while True:
            while len(pending) < 2 * args.jobs and time.time() - start < args.seconds:
                source, text = corpus[rng.randrange(len(corpus))]
                pending.add(pool.submit(one_round, args, index, source, text))
                index += 1
            if not pending:
                break
            done, pending = concurrent.futures.wait(
                pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for fut in done:
                i, source, found = fut.result()
                rounds += 1
                for problem, cmd in found:
                    runs_found += 1
                    findings.append((i, os.path.relpath(source, ROOT), problem, cmd))
                    print("FINDING %d (from %s): %s\n  %s" % (
                        i, os.path.relpath(source, ROOT), problem, " ".join(cmd)), flush=True)
    kinds = {}
    for _, _, problem, _ in findings:
        k = problem.split(":")[0].split(" (")[0]
        kinds[k] = kinds.get(k, 0) + 1
    with open(os.path.join(args.out, "findings.txt"), "w") as f:
        for i, source, problem, cmd in findings:
            f.write("%d %s: %s\n  %s\n" % (i, source, problem, " ".join(cmd)))
    print("fuzz: %d inputs from %d seeds in %.0f s, %d findings %s" % (
        rounds, len(corpus), time.time() - start, len(findings),
        json.dumps(kinds, sort_keys=True)))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
