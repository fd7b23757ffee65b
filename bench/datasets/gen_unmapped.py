#!/usr/bin/env python3
"""The unmapped forms of the benchmark kernels (issue 14): each gpu.func of
bench/groundtruth/kernels and bench/harness/kernels rewritten as an
scf.parallel loop nest in a host func.func, for --warp-cost-model to lower.

usage: python3 -m bench.datasets.gen_unmapped [--check]
       (writes bench/unmapped/<family>.mlir; --check: exit 1 if one differs)

The kernels compute their point as  X = block_id.A * block_dim.A +
thread_id.A  for each used dimension A; that pair of ops becomes the
induction variable of the nest's dimension A (z outermost, x innermost),
over the extent of the family's problem size, and everything else of the
body is kept as it is: the kernels' own boundary tests, their fold loops of
one iteration (the F=1 kernel of a folded family is its unmapped form; F=2
and F=4 are Warp's fold candidates), and their arithmetic. With the
measured block shape and no folding, Warp's rewrite of the nest is the
measured kernel (plus a guard where the tile does not divide the extent,
which the kernel's own test implies).

Kernels with workgroup memory (shared-memory histogram and transpose) have
no unmapped form: their blocks cooperate through shared memory and
barriers, which a parallel loop nest does not express.
"""
import argparse
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
OUT = os.path.join(BENCH, "unmapped")
SETS = ["groundtruth", "harness"]


def problem_extents(problem):
    """'384x384x384' -> [384, 384, 384] (outermost first);
    '16777216 (input 33554432)' -> [16777216]."""
    return [int(v) for v in problem.split(" ")[0].split("x")]


# Kernels of bench/kernels without a configuration list: seed 000's
# 25-point stencil on 512^3 (the ranking speed benchmark of issue 14).
EXTRA = {("kernels", "star3d25r4_f64_512.mlir"):
         {"star3d25r4_f64": "512x512x512"}}


def configs():
    """{(set, kernel file): {kernel name: problem size}}."""
    out = dict(EXTRA)
    for s in SETS:
        with open(os.path.join(BENCH, s, "configs", "configs.csv")) as f:
            for row in csv.DictReader(f):
                out.setdefault((s, row["kernel_file"]), {})[
                    row["kernel_name"]] = row["problem_size"]
    return out


def split_funcs(text):
    """The gpu.func blocks of a module: (name, lines)."""
    lines = text.splitlines()
    funcs, i = [], 0
    while i < len(lines):
        m = re.match(r"(\s*)gpu\.func @(\w+)\(", lines[i])
        if not m:
            i += 1
            continue
        indent = m.group(1)
        j = i + 1
        while not re.match(indent + r"\}\s*$", lines[j]):
            j += 1
        funcs.append((m.group(2), lines[i:j + 1]))
        i = j + 1
    return funcs


def convert(name, lines, problem):
    header = lines[0]
    if "workgroup(" in header:
        return None, "workgroup memory: blocks cooperate through shared memory"
    m = re.match(r"\s*gpu\.func @\w+\((.*)\) kernel \{$", header)
    args = m.group(1)
    body = lines[1:-1]
    for l in body:
        mm = re.match(r"\s*%cF = arith\.constant (\d+) : index$", l)
        if mm and int(mm.group(1)) > 1:
            return None, ("folded %s times: a fold candidate of the F=1 "
                          "kernel's nest" % mm.group(1))
    ids = {}
    for l in body:
        mm = re.match(r"\s*(%\w+) = gpu\.(block_id|thread_id|block_dim) ([xyz])$",
                      l)
        if mm:
            ids[mm.group(1)] = (mm.group(2), mm.group(3))
    muls = {}
    for l in body:
        mm = re.match(r"\s*(%\w+) = arith\.muli (%\w+), (%\w+) : index$", l)
        if mm:
            a, b = ids.get(mm.group(2)), ids.get(mm.group(3))
            if a and b and {a[0], b[0]} == {"block_id", "block_dim"} \
                    and a[1] == b[1]:
                muls[mm.group(1)] = a[1]
    ivs = {}
    drop = set(ids)
    for l in body:
        mm = re.match(r"\s*(%\w+) = arith\.addi (%\w+), (%\w+) : index$", l)
        if not mm:
            continue
        x, p, q = mm.groups()
        for base, tid in ((p, q), (q, p)):
            if base in muls and ids.get(tid) == ("thread_id", muls[base]):
                ivs[muls[base]] = x
                drop |= {x, base}
    dims = [d for d in "zyx" if d in ivs]
    extents = problem_extents(problem)[-len(dims):]
    kept = []
    for l in body:
        mm = re.match(r"\s*(%\w+) = ", l)
        if mm and mm.group(1) in drop:
            continue
        if re.match(r"\s*gpu\.return\s*$", l):
            continue
        kept.append(l)
    used = set(re.findall(r"%\w+", "\n".join(kept)))
    leftover = (set(ids) | set(muls)) & used
    if leftover:
        return None, "uses launch ids other than its point: " + \
            ", ".join(sorted(leftover))
    iv = ", ".join(ivs[d] for d in dims)
    zeros = ", ".join("%wc0" for _ in dims)
    ones = ", ".join("%wc1" for _ in dims)
    ubs = ", ".join("%wn" + d for d in dims)
    out = ["  func.func @%s(%s) {" % (name, args),
           "    %wc0 = arith.constant 0 : index",
           "    %wc1 = arith.constant 1 : index"]
    for d, e in zip(dims, extents):
        out.append("    %%wn%s = arith.constant %d : index" % (d, e))
    out.append("    scf.parallel (%s) = (%s) to (%s) step (%s) {" %
               (iv, zeros, ubs, ones))
    # The kernel body was indented by 6; the nest's body by 6 as well.
    out += kept
    out += ["      scf.reduce", "    }", "    return", "  }"]
    return out, None


def generate():
    files = {}
    for (s, kfile), kernels in sorted(configs().items()):
        family = os.path.splitext(os.path.basename(kfile))[0]
        path = os.path.join(BENCH, s, kfile) if s != "kernels" else \
            os.path.join(BENCH, "kernels", kfile)
        text = open(path).read()
        out = ["// The unmapped form of bench/%s/%s, written by "
               "bench/datasets/gen_unmapped.py" % (s, kfile),
               "// (do not edit): each kernel as an scf.parallel nest over "
               "its problem size."]
        body, skipped = [], []
        for name, lines in split_funcs(text):
            if name not in kernels:
                continue
            conv, why = convert(name, lines, kernels[name])
            if conv is None:
                skipped.append("// %s: no unmapped form (%s)" % (name, why))
                continue
            body += conv
        if not body:
            files[family] = "\n".join(out + skipped) + "\nmodule {\n}\n"
            continue
        files[family] = "\n".join(out + skipped + ["module {"] + body +
                                  ["}"]) + "\n"
    return files


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.datasets.gen_unmapped",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="compare with the files instead of writing them")
    check = ap.parse_args().check
    stale = []
    for family, text in generate().items():
        path = os.path.join(OUT, family + ".mlir")
        if check:
            if not os.path.exists(path) or open(path).read() != text:
                stale.append(path)
            continue
        with open(path, "w") as f:
            f.write(text)
    if stale:
        print("gen_unmapped: out of date (run python3 -m bench.datasets.gen_unmapped):",
              " ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
