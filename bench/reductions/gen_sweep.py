"""Writes the reduction sweep (issue 25): per reduction, Warp's ranking and
the PTX of every feasible strategy; per softmax, the four launches of
Warp's pick and of the fixed rules; and configs/configs.csv.

Per reduction (shapes.py): the linalg op on buffers is ranked with
`warp-opt --warp-choose-launch-configs` (reduction-splits = 1, 2, ...,
256: the report lists every feasible strategy, R threads per output x O
outputs per block x S blocks per output, with its predicted time; rank 1
is Warp's pick); every strategy is then annotated with `warp.reduction =
{threads_per_output = R, outputs_per_block = O}` (and `blocks_per_output
= S` for a split, S > 1), built by `--warp-apply-launch-configs` (the
builder Warp ranked; the launch's grid must be (outputs / O, S, 1) and its
block (O, 1, 1) for R = 1, else (R, O, 1)), outlined and lowered to sm_90
PTX by upstream mlir-opt (bare-pointer calling convention), like the
contraction sweep. A split (R > 1, O = 1, S blocks per output) combines
each block's total into the output with a global atomic (atomic add for
sums, max for max).

Per softmax (four generics, test/Reduction/softmax.mlir): Warp's pick is
the module lowered by `--warp-cost-model` (four launches; its reductions
may be splits); each rule of rules.py gives a sequence where both
reductions get the rule's strategy (snapped to the feasible one nearest to
it) and the two elementwise ops
keep the launch Warp chose for them (`--warp-choose-launch-configs`
annotates all four ops; the rule replaces the two `warp.reduction`s;
`--warp-apply-launch-configs` builds them). Identical sequences are
measured once, with their roles joined by '+'.

Usage (from the repository root):
  python3 -m bench.reductions.gen_sweep [--warp-opt build/bin/warp-opt]
      [--mlir-opt mlir-opt-22] [--only NAME ...]
Writes bench/reductions/{configs,ptx,rankings}/. Resumable: a report or a
PTX already written is reused (delete it to redo it). With --only, the
configs.csv written holds those entries only.
"""

import argparse
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import time

from bench.reductions import rules as rule_list
from bench.reductions import shapes as shape_list

HERE = os.path.dirname(os.path.abspath(__file__))
PIPELINE = ("builtin.module(nvvm-attach-target{chip=sm_90 features=+ptx80}, "
            "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},"
            "reconcile-unrealized-casts), gpu-module-to-binary{format=isa})")
COMBINER = {"sum": "arith.addf", "max": "arith.maximumf"}
ROW_MAPS = "[affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>]"
SPLITS = (1, 2, 4, 8, 16, 32, 64, 128, 256)  # the option reduction-splits (its default)
SPLIT_OPTION = "reduction-splits=" + ",".join(map(str, SPLITS))
FIELDS = ["id", "name", "family", "half", "kind", "op", "dtype", "rows", "cols", "rowwise", "outputs",
          "length", "step", "steps", "step_kind", "threads_per_output", "outputs_per_block", "role",
          "warp_pick", "warp_rank", "predicted_us", "rules", "ptx_file", "kernel_name", "args",
          "gx", "gy", "gz", "bx", "by", "bz", "shared_bytes", "dyn_smem_bytes", "blocks_per_output"]


def types(e):
    mat = f"memref<{e['rows']}x{e['cols']}x{e['dtype']}>"
    vec = f"memref<{e['outputs']}x{e['dtype']}>"
    return mat, vec


def annotation(strategy):
    """warp.reduction's dictionary for (R, O, S): blocks_per_output only
    for a split (S > 1)."""
    r, o, s = strategy
    split = f", blocks_per_output = {s}" if s > 1 else ""
    return f"{{threads_per_output = {r}, outputs_per_block = {o}{split}}}"


def strategy_of(r):
    """(R, O, S) of a report's ranking entry."""
    return (r["threads_per_output"], r["outputs_per_block"], r.get("blocks_per_output", 1))


def strategy_stem(s):
    """_r<R>_o<O>, with _s<S> for a split (the unsplit names are those of
    the sweep before splits)."""
    return f"_r{s[0]}_o{s[1]}" + (f"_s{s[2]}" if s[2] > 1 else "")


def strategy_text(s):
    return f"R={s[0]} O={s[1]}" + (f" S={s[2]}" if s[2] > 1 else "")


def expected_launch(e, s):
    """The grid and block of strategy s (ReductionTile::grid, block)."""
    r, o, sp = s
    return [e["outputs"] // o, sp, 1], ([o, 1, 1] if r == 1 else [r, o, 1])


def reduce_text(e, strategy=None):
    """The reduction on buffers (@red(%A, %S)), optionally annotated with
    warp.reduction = {R, O[, S]}."""
    mat, vec = types(e)
    t, comb = e["dtype"], COMBINER[e["op"]]
    ann = ""
    if strategy:
        ann = f"{{warp.reduction = {annotation(strategy)}}}"
    if e["form"] == "reduce":
        dim = 1 if e["rowwise"] else 0
        return (f"func.func @red(%A: {mat}, %S: {vec}) {{\n"
                f"  linalg.reduce ins(%A : {mat}) outs(%S : {vec}) dimensions = [{dim}] {ann}\n"
                f"    (%x: {t}, %acc: {t}) {{\n"
                f"      %s = {comb} %x, %acc : {t}\n"
                f"      linalg.yield %s : {t}\n"
                f"    }}\n  return\n}}\n")
    assert e["rowwise"]
    attrs = f" attrs = {ann}" if ann else ""
    return (f"func.func @red(%A: {mat}, %S: {vec}) {{\n"
            f"  linalg.generic {{indexing_maps = {ROW_MAPS}, iterator_types = [\"parallel\", \"reduction\"]}}\n"
            f"    ins(%A : {mat}) outs(%S : {vec}){attrs} {{\n"
            f"  ^bb0(%x: {t}, %acc: {t}):\n"
            f"    %s = {comb} %x, %acc : {t}\n"
            f"    linalg.yield %s : {t}\n"
            f"  }}\n  return\n}}\n")


def softmax_text(e):
    """test/Reduction/softmax.mlir at e's size: @softmax(X, M, E, S, Y)."""
    mat, vec = types(e)
    ew = ("[affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, "
          "affine_map<(i, j) -> (i, j)>]")
    red = ROW_MAPS

    def reduction(src, dst, comb):
        return (f"  linalg.generic {{indexing_maps = {red}, iterator_types = [\"parallel\", \"reduction\"]}}\n"
                f"    ins(%{src} : {mat}) outs(%{dst} : {vec}) {{\n"
                f"  ^bb0(%x: f32, %acc: f32):\n"
                f"    %r = {comb} %x, %acc : f32\n"
                f"    linalg.yield %r : f32\n  }}\n")

    def elementwise(a, b, dst, body):
        return (f"  linalg.generic {{indexing_maps = {ew}, iterator_types = [\"parallel\", \"parallel\"]}}\n"
                f"    ins(%{a}, %{b} : {mat}, {vec}) outs(%{dst} : {mat}) {{\n"
                f"  ^bb0(%x: f32, %m: f32, %o: f32):\n"
                f"{body}"
                f"  }}\n")

    return (f"func.func @softmax(%X: {mat}, %M: {vec}, %E: {mat}, %S: {vec}, %Y: {mat}) {{\n"
            + reduction("X", "M", "arith.maximumf")
            + elementwise("X", "M", "E", "    %d = arith.subf %x, %m : f32\n    %r = math.exp %d : f32\n"
                          "    linalg.yield %r : f32\n")
            + reduction("E", "S", "arith.addf")
            + elementwise("E", "S", "Y", "    %r = arith.divf %x, %m : f32\n    linalg.yield %r : f32\n")
            + "  return\n}\n")


def run(cmd, stdin=None, cwd=None):
    r = subprocess.run(cmd, input=stdin, capture_output=True, text=True, cwd=cwd)
    if r.returncode != 0:
        raise RuntimeError(f"{os.path.basename(cmd[0])} failed: {r.stderr.strip()[:2000]}")
    return r


def stem_of(name):
    return name.replace(".", "_")


def rank(warp_opt, e, text, workdir, extra=""):
    """Warp's report of the module (written once; the wall time of the
    decision goes to ranking_seconds.csv)."""
    stem = stem_of(e["name"])
    path = os.path.join(workdir, stem + ".mlir")
    with open(path, "w") as fh:
        fh.write(text)
    report = os.path.join(workdir, stem + ".json")
    if not os.path.exists(report):
        t0 = time.time()
        # Run in the folder so that the report's locations do not name it.
        run([warp_opt, stem + ".mlir", "-o", os.devnull,
             f"--warp-choose-launch-configs=target=h100 top=100 {SPLIT_OPTION} report={stem}.json{extra}"],
            cwd=workdir)
        sec = time.time() - t0
        d = json.load(open(report))
        n = sum(len(r["ranking"]) for r in d.get("reductions", []))
        with open(os.path.join(workdir, "ranking_seconds.csv"), "a") as fh:
            fh.write(f"{e['name']},choose,{sec:.3f},{n}\n")
    return json.load(open(report))


def constants(func_text):
    return {m.group(1): int(m.group(2))
            for m in re.finditer(r"(%[\w.]+) = arith\.constant (\d+) : index", func_text)}


def lower(warp_opt, mlir_opt, text, stem, pre=("--warp-apply-launch-configs",)):
    """Lowers `text` (annotated linalg, or with pre = --warp-cost-model) to
    PTX: one file per launch, ptx/<stem>_s<k>.ptx. Returns the launches in
    program order: kernel, args (function argument indices), grid, block,
    ptx_file, shared_bytes (static .shared of the PTX). Cached in
    ptx/<stem>.json."""
    side = os.path.join(HERE, "ptx", stem + ".json")
    if os.path.exists(side):
        launches = json.load(open(side))
        if all(os.path.exists(os.path.join(HERE, l["ptx_file"])) for l in launches):
            return launches
    applied = run([warp_opt, *pre, "--warp-strip-annotations"], text).stdout
    if re.search(r"\blinalg\.", applied):
        raise RuntimeError("a linalg op is left after the launches were applied")
    outlined = run([mlir_opt, "--gpu-kernel-outlining", "--canonicalize"], applied).stdout
    host = outlined.split("gpu.module", 1)[0]
    cst = constants(host)
    launches = []
    for m in re.finditer(r"gpu\.launch_func\s+@(\w+)::@(\w+)\s+blocks in \(([^)]*)\)\s+"
                         r"threads in \(([^)]*)\)([^\n]*)", host):
        dims = [[cst[v.strip()] for v in g.split(",")] for g in (m.group(3), m.group(4))]
        tail = m.group(5)
        if "dynamic_shared_memory_size" in tail:
            raise RuntimeError("a launch with dynamic shared memory (not expected)")
        args = [int(a) for a in re.findall(r"%arg(\d+)\s*:", tail)]
        launches.append(dict(module=m.group(1), kernel=m.group(2), args=args, grid=dims[0],
                             block=dims[1]))
    if not launches:
        raise RuntimeError("no gpu.launch_func in the outlined module")
    binary = run([mlir_opt, "--pass-pipeline=" + PIPELINE], outlined).stdout
    ptx = {m.group(1): m.group(2) for m in
           re.finditer(r'gpu\.binary @(\w+)\s+\[.*?assembly = "((?:[^"\\]|\\.)*)"', binary, re.S)}
    from bench.groundtruth.scripts.gen_ptx import unescape
    for k, l in enumerate(launches):
        if l["module"] not in ptx:
            raise RuntimeError(f"no PTX for gpu.module @{l['module']}")
        text_ptx = unescape(ptx[l["module"]])
        rel = f"ptx/{stem}_s{k}.ptx" if len(launches) > 1 else f"ptx/{stem}.ptx"
        with open(os.path.join(HERE, rel), "w") as fh:
            fh.write(text_ptx)
        l["ptx_file"] = rel
        l["shared_bytes"] = sum(int(b) for b in re.findall(r"\.shared\s+\.align\s+\d+\s+\.b8\s+\w+\[(\d+)\]",
                                                            text_ptx))
    with open(side, "w") as fh:
        json.dump(launches, fh, indent=1)
    return launches


def problem(e):
    return dict(rowwise=e["rowwise"], outputs=e["outputs"], length=e["length"],
                bits=16 if e["dtype"] == "f16" else 32)


def rules_for(e, feasible):
    """{(R, O, S): [rule, ...]}: which rules map onto which feasible strategy."""
    out = {}
    for rule in rule_list.RULES:
        s, _ = rule_list.snap(rule_list.wanted(rule, problem(e)), feasible)
        if s:
            out.setdefault(tuple(s), []).append(rule)
    return out


def base_row(e, halves, cid):
    return dict(id=cid, name=e["name"], family=e["family"], half=halves[e["name"]], kind=e["kind"],
                op=e["op"], dtype=e["dtype"], rows=e["rows"], cols=e["cols"], rowwise=int(e["rowwise"]),
                outputs=e["outputs"], length=e["length"], dyn_smem_bytes=0, blocks_per_output="")


def check_ranking(e, entry, failed):
    """The report must list every feasible strategy (top=100 caps it)."""
    if len(entry["ranking"]) != entry.get("strategies", len(entry["ranking"])):
        failed.append((e["name"], "-", f"the report lists {len(entry['ranking'])} of "
                                       f"{entry['strategies']} strategies"))


def launch_fields(l):
    (gx, gy, gz), (bx, by, bz) = l["grid"], l["block"]
    return dict(ptx_file=l["ptx_file"], kernel_name=l["kernel"], args=";".join(map(str, l["args"])),
                gx=gx, gy=gy, gz=gz, bx=bx, by=by, bz=bz, shared_bytes=l["shared_bytes"])


def sweep_reduction(args, e, halves, rows, failed, cid):
    report = rank(args.warp_opt, e, reduce_text(e), os.path.join(HERE, "rankings"))
    entries = report.get("reductions", [])
    if not entries:
        failed.append((e["name"], "-", "not decided as a reduction (see the remark)"))
        return cid
    entry = entries[0]
    check_ranking(e, entry, failed)
    ranking = entry["ranking"]
    feasible = [strategy_of(r) for r in ranking]
    by_rule = rules_for(e, feasible)
    for r in ranking:
        s = strategy_of(r)
        stem = stem_of(e["name"]) + strategy_stem(s)
        what = strategy_text(s)
        try:
            (l,) = lower(args.warp_opt, args.mlir_opt, reduce_text(e, s), stem)
        except (RuntimeError, ValueError) as err:
            failed.append((e["name"], what, str(err).replace("\n", " ")[:500]))
            continue
        want_grid, want_block = expected_launch(e, s)
        if l["grid"] != want_grid or l["block"] != want_block:
            failed.append((e["name"], what,
                           f"launch {l['grid']} {l['block']} is not the strategy's {want_grid} {want_block}"))
            continue
        if l["shared_bytes"] != r.get("shared_bytes", 0):
            print(f"{stem}: PTX has {l['shared_bytes']} shared bytes, Warp says {r.get('shared_bytes')}",
                  file=sys.stderr)
        if sorted(l["args"]) != [0, 1]:
            failed.append((e["name"], what, f"unexpected arguments {l['args']}"))
            continue
        row = base_row(e, halves, cid)
        row.update(step=0, steps=1, step_kind="reduce", threads_per_output=s[0], outputs_per_block=s[1],
                   blocks_per_output=s[2],
                   role="warp_pick" if r["rank"] == 1 else "strategy", warp_pick=int(r["rank"] == 1),
                   warp_rank=r["rank"], predicted_us=r["time_us"] if r.get("modelled") else "",
                   rules="+".join(by_rule.get(s, [])), **launch_fields(l))
        rows.append(row)
        cid += 1
    return cid


def set_reductions(annotated, strategies):
    """Replaces the warp.reduction attributes of `annotated`, in order."""
    it = iter(strategies)

    def sub(_):
        return f"warp.reduction = {annotation(next(it))}"
    out = re.sub(r"warp\.reduction = \{[^}]*\}", sub, annotated)
    return out


def sweep_softmax(args, e, halves, rows, failed, cid):
    workdir = os.path.join(HERE, "rankings")
    text = softmax_text(e)
    report = rank(args.warp_opt, e, text, workdir)
    stem = stem_of(e["name"])
    annotated_path = os.path.join(workdir, stem + ".annotated.mlir")
    if not os.path.exists(annotated_path):
        out = run([args.warp_opt, f"--warp-choose-launch-configs=target=h100 remarks=false {SPLIT_OPTION}"],
                  text).stdout
        with open(annotated_path, "w") as fh:
            fh.write(out)
    annotated = open(annotated_path).read()
    cm_report = os.path.join(workdir, stem + ".cost-model.json")
    if not os.path.exists(cm_report):
        t0 = time.time()
        run([args.warp_opt, "-o", os.devnull,
             f"--warp-cost-model=target=h100 remarks=false {SPLIT_OPTION} report={cm_report}"], text)
        with open(os.path.join(workdir, "ranking_seconds.csv"), "a") as fh:
            fh.write(f"{e['name']},cost-model,{time.time() - t0:.3f},4\n")
    cm = json.load(open(cm_report))
    reds = report["reductions"]
    nests = report["loop_nests"]
    if len(reds) != 2 or len(nests) != 2:
        failed.append((e["name"], "-", f"{len(reds)} reductions and {len(nests)} nests decided, not 2 and 2"))
        return cid
    for red in reds:
        check_ranking(e, red, failed)
    feasible = [strategy_of(r) for r in reds[0]["ranking"]]
    other = {strategy_of(r) for r in reds[1]["ranking"]}
    feasible = [s for s in feasible if s in other]
    pred = {}  # (i, R, O, S) -> predicted us, per reduction index i
    for i, red in enumerate(reds):
        for r in red["ranking"]:
            pred[(i,) + strategy_of(r)] = r["time_us"]
    nest_us = [n["ranking"][0]["time_us"] for n in nests]
    warp = [strategy_of(red["ranking"][0]) for red in reds]
    cm_reds = [(r["launch"]["grid"], r["launch"]["block"]) for r in cm["reductions"]]
    for k, s in enumerate(warp):
        if [list(x) for x in expected_launch(e, s)] != [list(x) for x in cm_reds[k]]:
            failed.append((e["name"], "warp", f"the cost model's launch {cm_reds[k]} is not its ranking's "
                                              f"pick {strategy_text(s)}"))
    sequences = {}  # (strategy of max, strategy of sum) -> roles
    sequences.setdefault(("cost-model", tuple(warp)), []).append("warp")
    for rule in rule_list.RULES:
        s, _ = rule_list.snap(rule_list.wanted(rule, problem(e)), feasible)
        sequences.setdefault(("annotated", (tuple(s), tuple(s))), []).append(rule)
    for (route, strat), roles in sequences.items():
        if route == "cost-model":
            sstem = f"{stem}_warp"
            try:
                launches = lower(args.warp_opt, args.mlir_opt, text, sstem,
                                 pre=(f"--warp-cost-model=target=h100 remarks=false {SPLIT_OPTION}",))
            except RuntimeError as err:
                failed.append((e["name"], "warp", str(err)[:500]))
                continue
            got = [(l["grid"], l["block"]) for l in (launches[0], launches[2])]
            if [list(map(list, g)) for g in got] != [list(map(list, g)) for g in cm_reds]:
                failed.append((e["name"], "warp", f"cost-model launches {got} differ from its report {cm_reds}"))
            predicted = [cm["reductions"][0]["launch"]["time_us"], cm["loop_nests"][0]["launch"]["time_us"],
                         cm["reductions"][1]["launch"]["time_us"], cm["loop_nests"][1]["launch"]["time_us"]]
        else:
            def part(s):
                return f"{s[0]}x{s[1]}" + (f"x{s[2]}" if s[2] > 1 else "")
            sstem = f"{stem}_max{part(strat[0])}_sum{part(strat[1])}"
            try:
                launches = lower(args.warp_opt, args.mlir_opt, set_reductions(annotated, strat), sstem)
            except RuntimeError as err:
                failed.append((e["name"], "+".join(roles), str(err)[:500]))
                continue
            predicted = [pred[(0,) + strat[0]], nest_us[0], pred[(1,) + strat[1]], nest_us[1]]
        if len(launches) != 4:
            failed.append((e["name"], "+".join(roles), f"{len(launches)} launches, not 4"))
            continue
        bad = False
        for k in (0, 2):
            s = strat[k // 2] if route == "annotated" else warp[k // 2]
            want = list(expected_launch(e, s))
            if [launches[k]["grid"], launches[k]["block"]] != want:
                failed.append((e["name"], "+".join(roles), f"launch {k}: {launches[k]['grid']} "
                               f"{launches[k]['block']} is not {strategy_text(s)}'s {want[0]} {want[1]}"))
                bad = True
        if bad:
            continue
        for k, l in enumerate(launches):
            row = base_row(e, halves, cid)
            red = k in (0, 2)
            s = strat[k // 2] if route == "annotated" and red else (warp[k // 2] if red else ("", "", ""))
            row.update(step=k, steps=4, step_kind="reduce" if red else "elementwise",
                       threads_per_output=s[0], outputs_per_block=s[1], blocks_per_output=s[2],
                       role="+".join(roles),
                       warp_pick=int("warp" in roles), warp_rank="", predicted_us=predicted[k],
                       rules="+".join(x for x in roles if x != "warp"), **launch_fields(l))
            rows.append(row)
        cid += 1
    return cid


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "mlir-opt")
    ap.add_argument("--only", nargs="*", default=None)
    args = ap.parse_args()
    args.warp_opt = os.path.abspath(args.warp_opt)
    for d in ("ptx", "configs", "rankings"):
        os.makedirs(os.path.join(HERE, d), exist_ok=True)
    entries = shape_list.reductions()
    halves = shape_list.split(entries)
    rows, failed = [], []
    cid = 0
    for e in entries:
        if args.only and e["name"] not in args.only:
            continue
        before = cid
        if e["kind"] == "softmax":
            cid = sweep_softmax(args, e, halves, rows, failed, cid)
        else:
            cid = sweep_reduction(args, e, halves, rows, failed, cid)
        print(f"{e['name']}: {cid - before} configurations", file=sys.stderr)
        write(rows, failed)
    out = write(rows, failed)
    print(f"{cid} configurations ({len(rows)} launches), {len(failed)} failures -> {out}", file=sys.stderr)


def write(rows, failed):
    """configs.csv and failed.txt as far as the sweep got."""
    out = os.path.join(HERE, "configs", "configs.csv")
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    with open(os.path.join(HERE, "configs", "failed.txt"), "w") as fh:
        for name, what, why in failed:
            fh.write(f"{name}\t{what}\t{why}\n")
    return out


if __name__ == "__main__":
    main()
