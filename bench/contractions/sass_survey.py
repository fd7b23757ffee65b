"""A summary of the SASS of many contraction kernels, one row each (issue 25).

What ptxas makes of Warp's kernels changes their time where Warp predicts
ties (bench/contractions/sass/README.md): whether the copy addresses are
hoisted out of the K loop, whether the tensor-core fragments are loaded
ahead or streamed through one register set. This reads cuobjdump's SASS
and writes, per kernel, the numbers such a rule would be written from:

  name, instructions, registers (the highest R register named, + 1: ptxas
  reports a few more),
  loops (backward branches) with their length and their LDG / STS / LDSM /
  HMMA / IMAD / FFMA counts (innermost first, `;`-separated), and, in the
  innermost loop that holds HMMAs, the fragment registers LDSM writes:
  distinct destinations and LDSMs, and the most LDSMs issued before the
  first HMMA (loaded ahead).

  python3 -m bench.contractions.sass_survey SASS_DIR --out survey.csv

Run on the device machine by sass_survey.sh (cuobjdump is there); reads
any folder of .sass files (cuobjdump -sass output), as bench/contractions/sass/.
"""
import argparse
import csv
import glob
import os
import re

INSTR = re.compile(r"^\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*;")


def parse(path):
    ins = []
    for line in open(path, errors="replace"):
        m = INSTR.match(line)
        if m:
            ins.append((int(m.group(1), 16) // 16, m.group(2)))
    return ins


def opcode(text):
    t = re.sub(r"^@!?U?P[0-9T]\s+", "", text)
    return t.split()[0] if t else ""


def summarize(path):
    ins = parse(path)
    regs = [int(r) for _, t in ins for r in re.findall(r"\bR(\d+)\b", t)]
    loops = []
    for at, t in ins:
        m = re.search(r"\bBRA\s+(0x[0-9a-f]+)", t)
        if m and int(m.group(1), 16) // 16 < at:
            loops.append((int(m.group(1), 16) // 16, at))
    loops.sort(key=lambda se: se[1] - se[0])
    parts, frag = [], ("", "", "")
    for s, e in loops:
        body = [t for a, t in ins if s <= a <= e]
        ops = [opcode(t) for t in body]
        count = lambda p: sum(o.startswith(p) for o in ops)
        parts.append(f"{e - s + 1}:LDG{count('LDG')}/STS{count('STS')}/LDSM{count('LDSM')}/"
                     f"HMMA{count('HMMA')}/IMAD{count('IMAD')}/FFMA{count('FFMA')}")
        if not frag[0] and count("HMMA"):
            dests = [re.search(r"LDSM\S*\s+(R\d+)", t).group(1) for t in body
                     if opcode(t).startswith("LDSM") and re.search(r"LDSM\S*\s+(R\d+)", t)]
            first = next((i for i, o in enumerate(ops) if o.startswith("HMMA")), len(ops))
            ahead = sum(o.startswith("LDSM") for o in ops[:first])
            frag = (str(len(set(dests))), str(len(dests)), str(ahead))
    return {"name": os.path.basename(path)[:-5], "instructions": len(ins),
            "registers": max(regs) + 1 if regs else 0, "loops": ";".join(parts),
            "ldsm_distinct_dests": frag[0], "ldsm_in_loop": frag[1], "ldsm_before_first_hmma": frag[2]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = [summarize(p) for p in sorted(glob.glob(os.path.join(a.dir, "*.sass")))]
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} kernels summarized into {a.out}")


if __name__ == "__main__":
    main()
