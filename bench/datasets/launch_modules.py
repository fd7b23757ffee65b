#!/usr/bin/env python3
"""Builds host modules that launch the ground-truth kernels.

usage: python3 -m bench.datasets.launch_modules <data set dir> <configs.csv> <out dir>

For every kernel file of a configuration list (bench/groundtruth/configs/
configs.csv), writes one MLIR file: the kernel's gpu.module plus a func.func
that issues one gpu.launch_func with constant grid and block sizes per
configuration, in the order of the list. Warp's passes then annotate every
launch, and the JSON report lists them in the same order.
"""
import argparse
import csv
import os
import re

FUNC_RE = re.compile(r"gpu\.func @(\w+)\((.*?)\)\s*(?:workgroup\(.*?\))?\s*kernel")


def kernel_signatures(text):
    """name -> list of argument types of each gpu.func kernel."""
    sigs = {}
    for m in FUNC_RE.finditer(text):
        args = []
        depth = 0
        cur = ""
        for ch in m.group(2):
            if ch in "<(":
                depth += 1
            elif ch in ">)":
                depth -= 1
            if ch == "," and depth == 0:
                args.append(cur)
                cur = ""
            else:
                cur += ch
        if cur.strip():
            args.append(cur)
        sigs[m.group(1)] = [a.split(":", 1)[1].strip() for a in args]
    return sigs


def scalar_values(spec):
    vals = {}
    if spec and spec != "-":
        for kv in spec.split(";"):
            k, v = kv.split("=")
            vals[k.strip()] = v.strip()
    return vals


def build(rows, kernel_text):
    """Returns the text of a module with one launch per row."""
    sigs = kernel_signatures(kernel_text)
    module_name = re.search(r"gpu\.module @(\w+)", kernel_text).group(1)
    body = kernel_text.rstrip()
    assert body.endswith("}")
    body = body[:-1]
    lines = []
    memref_args = []
    for row in rows:
        for t in sigs[row["kernel_name"]]:
            if t.startswith("memref") and t not in memref_args:
                memref_args.append(t)
    params = ", ".join("%%m%d: %s" % (i, t) for i, t in enumerate(memref_args))
    lines.append("  func.func @warp_launches(%s) {" % params)
    consts = set()
    for row in rows:
        for k in ("gx", "gy", "gz", "bx", "by", "bz"):
            consts.add(int(row[k]))
    for c in sorted(consts):
        lines.append("    %%c%d = arith.constant %d : index" % (c, c))
    for row in rows:
        sig = sigs[row["kernel_name"]]
        vals = scalar_values(row.get("scalar_args", "-"))
        args = []
        for i, t in enumerate(sig):
            if t.startswith("memref"):
                args.append("%%m%d : %s" % (memref_args.index(t), t))
            else:
                name = "%%s%s_%d" % (row["id"], i)
                v = list(vals.values())[0] if vals else "1.0"
                lines.append("    %s = arith.constant %s : %s" % (name, v, t))
                args.append("%s : %s" % (name, t))
        lines.append(
            "    gpu.launch_func @%s::@%s blocks in (%%c%s, %%c%s, %%c%s) "
            "threads in (%%c%s, %%c%s, %%c%s) args(%s)"
            % (module_name, row["kernel_name"], row["gx"], row["gy"], row["gz"],
               row["bx"], row["by"], row["bz"], ", ".join(args)))
    lines.append("    return")
    lines.append("  }")
    return body + "\n" + "\n".join(lines) + "\n}\n"


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.datasets.launch_modules",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("groundtruth", help="the data set's folder (kernel files "
                    "are relative to it)")
    ap.add_argument("configs", help="its configuration list (configs.csv)")
    ap.add_argument("out", help="where to write <kernel file>.mlir and .ids")
    args = ap.parse_args()
    gt, configs, out = args.groundtruth, args.configs, args.out
    os.makedirs(out, exist_ok=True)
    with open(configs) as f:
        rows = list(csv.DictReader(f))
    by_file = {}
    for r in rows:
        by_file.setdefault(r["kernel_file"], []).append(r)
    for kfile, rs in by_file.items():
        with open(os.path.join(gt, kfile)) as f:
            text = f.read()
        name = os.path.splitext(os.path.basename(kfile))[0]
        with open(os.path.join(out, name + ".mlir"), "w") as f:
            f.write(build(rs, text))
        with open(os.path.join(out, name + ".ids"), "w") as f:
            f.write("\n".join(r["id"] for r in rs) + "\n")


if __name__ == "__main__":
    main()
