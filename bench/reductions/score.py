"""Scores Warp's reduction strategies against the measured sweep (issue 25).

Per reduction (configs/configs.csv joined with a runner timing.csv, rows
with status ok): the best measured strategy; Warp's pick (its rank 1) as a
percentage of the best (best time / pick's time); whether the best is among
Warp's 3 fastest-predicted measured strategies (top-3 recall); Kendall's
tau-a between predicted and measured times over all measured strategies;
and, for each fixed rule of rules.py (XLA's and TorchInductor's reduction
heuristics, IREE's warp-reduction configuration, PyTorch's softmax rule,
one thread per output, a block per row; each translated into Warp's space
and snapped to the nearest feasible strategy, rules.py says how), that
rule's strategy as a percentage of the best. Then per half (shapes.py:
tuning, validation): the geometric mean and the worst of Warp's
percentage, the top-3 recall, the median tau, and each rule's geometric
mean.

Strategies are (R, O, S): R threads per output, O outputs per block, S
blocks per output (S > 1: a split across blocks, combined with global
atomics). The rules' strategies are split only where the rule's source
splits (rules.py: XLA and Inductor for long rows).

Bandwidth: for every reduction, the achieved read bandwidth of Warp's pick
and of the best (input bytes / time), against the measured device-to-device
copy of the same bytes (copy.csv; a copy reads and writes them, so its
bandwidth is 2 x bytes / time). The goal for long rows (>= 65536 elements)
is >= 80 % of the copy's bandwidth; for them it also prints the best split
and the best unsplit strategy against the copy.

Device time: without measurements it estimates what the runner will take
on the GPU (estimate_device_seconds: Warp's predicted times, the runner's
repeats, L2 flushes and host work), to keep the sweep within the budget
bench/device_run_all.sh gives the reductions (150 s).

Softmax (four launches timed as one sequence): Warp's sequence against the
rules' sequences (the same elementwise launches, the rule's strategy for
both reductions), and, for information, an oracle: the best measured
strategies of the softmax's max and sum (measured on their own, `.max` and
`.sum`) plus the elementwise launches' times within Warp's sequence.

Without --timing (or before anything is measured) it prints the sweep's
contents and what each decision cost (rankings/ranking_seconds.csv), then
"no measurements yet".

Usage: python3 -m bench.reductions.score [--timing T/timing.csv]
       [--copy T/copy.csv] [--configs bench/reductions/configs/configs.csv]
"""

import argparse
import csv
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

from bench.reductions import rules as rule_list

from bench.scoring.stats import kendall_tau

HERE = os.path.dirname(os.path.abspath(__file__))
BYTES = {"f32": 4, "f16": 2}
LONG = 65536


def geomean(xs):
    xs = [x for x in xs if x == x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def pct(x):
    return f"{100 * x:6.1f}%" if x == x else "     - "


def strategy_of(row):
    """(R, O, S) of a configs.csv row (S = 1 where blocks_per_output is
    empty or absent)."""
    return (int(row["threads_per_output"]), int(row["outputs_per_block"]),
            int(row.get("blocks_per_output") or 1))


def strategy_text(s, sep=","):
    """'R,O' or 'R,O,S' for a split."""
    return sep.join(str(x) for x in (s if s[2] > 1 else s[:2]))


def step_text(step):
    return (f"R={step['threads_per_output']} O={step['outputs_per_block']}"
            + (f" S={step['blocks_per_output']}" if int(step.get("blocks_per_output") or 1) > 1 else ""))


# What the runner does per configuration (runner.cu, device_run.sh): 1
# verified launch, 3 warm-ups, 20 timed (3 when a repeat takes over 20
# ms), an L2 flush (a 128 MiB read, ~50 us) before each warm-up and
# repeat, ~5 ms of host work (module load, the check) and the 64 emulated
# outputs (~2 ns an element on the host); per reduction, the inputs and
# references on the host (~6 ns an element), the upload, and the copy's
# timing (24 copies and flushes).
RUNS, SLOW_RUNS, SLOW_US = 24, 7, 20000.0
FLUSH_US, HOST_S, EMULATE_NS, SETUP_NS = 50.0, 0.005, 2.0, 6.0
H100_COPY_GBS = 2800.0  # a device-to-device copy, read + write


def estimate_device_seconds(configs):
    """The runner's time on the GPU machine for `configs` (seconds), from
    Warp's predicted times: {name: seconds} and the total."""
    per_name = OrderedDict()
    seen = set()
    for c in configs.values():
        name = c["name"]
        t = per_name.get(name, 0.0)
        if name not in seen:
            seen.add(name)
            elems = int(c["rows"]) * int(c["cols"])
            copy_us = 2 * c["input_bytes"] / (H100_COPY_GBS * 1e3)
            t += elems * SETUP_NS * 1e-9 + RUNS * (copy_us + FLUSH_US) * 1e-6
        us = c["predicted"] or 0.0
        runs = SLOW_RUNS if us > SLOW_US else RUNS
        t += runs * us * 1e-6 + (runs - 1) * FLUSH_US * 1e-6 + HOST_S
        if c["kind"] == "reduce":
            t += min(64, int(c["outputs"])) * int(c["length"]) * EMULATE_NS * 1e-9
        per_name[name] = t
    return per_name, sum(per_name.values())


def load_configs(path):
    """{id: config} with its launches in step order."""
    configs = OrderedDict()
    for r in csv.DictReader(open(path)):
        c = configs.setdefault(r["id"], dict(r, steps=[]))
        c["steps"].append(r)
    for c in configs.values():
        c["predicted"] = (sum(float(s["predicted_us"]) for s in c["steps"])
                          if all(s["predicted_us"] for s in c["steps"]) else None)
        c["strategy"] = strategy_of(c) if c["kind"] == "reduce" else None
        c["input_bytes"] = int(c["rows"]) * int(c["cols"]) * BYTES[c["dtype"]]
    return configs


def print_costs():
    """What each decision cost: the wall time of warp-opt on the module."""
    path = os.path.join(HERE, "rankings", "ranking_seconds.csv")
    if not os.path.exists(path):
        return
    rows = OrderedDict()
    for line in open(path):
        name, route, sec, n = line.strip().split(",")
        rows[(name, route)] = (float(sec), int(n))  # the last run counts
    # choose: n = the reduction strategies ranked (a softmax's also ranks
    # its two elementwise nests); cost-model: n = the launches it built.
    print(f"{'decision':40s} {'route':10s} {'n':>10s} {'seconds':>8s} {'ms/strategy':>11s}")
    total_s = total_n = 0
    for (name, route), (sec, n) in rows.items():
        per = f"{1000 * sec / n:11.1f}" if n and route == "choose" else f"{'-':>11s}"
        print(f"{name:40s} {route:10s} {n:10d} {sec:8.2f} {per}")
        if route == "choose" and n:
            total_s += sec
            total_n += n
    if total_n:
        print(f"{'all choose runs':40s} {'':10s} {total_n:10d} {total_s:8.2f} {1000 * total_s / total_n:11.1f}")
    print()


def print_sweep(configs):
    by_name = OrderedDict()
    for c in configs.values():
        by_name.setdefault(c["name"], []).append(c)
    per_name, total = estimate_device_seconds(configs)
    print(f"{'reduction':30s} {'half':10s} {'kind':8s} {'outputs':>8s} {'length':>8s} {'configs':>7s} "
          f"{'splits':>6s} {'launches':>8s} {'est s':>6s}  Warp's pick (predicted)")
    for name, cs in by_name.items():
        c0 = cs[0]
        pick = [c for c in cs if c["warp_pick"] == "1"]
        if c0["kind"] == "reduce" and pick:
            desc = f"{step_text(pick[0])} ({pick[0]['predicted']:.1f} us)"
        elif pick:
            desc = (" / ".join(step_text(s) for s in pick[0]["steps"] if s["step_kind"] == "reduce")
                    + f" ({pick[0]['predicted']:.1f} us)")
        else:
            desc = "-"
        splits = sum(1 for c in cs if c["kind"] == "reduce" and c["strategy"][2] > 1)
        print(f"{name:30s} {c0['half']:10s} {c0['kind']:8s} {int(c0['outputs']):8d} {int(c0['length']):8d} "
              f"{len(cs):7d} {splits:6d} {sum(len(c['steps']) for c in cs):8d} {per_name[name]:6.1f}  {desc}")
    nsplit = sum(1 for c in configs.values() if c["kind"] == "reduce" and c["strategy"][2] > 1)
    print(f"{len(configs)} configurations ({nsplit} splits), {sum(len(c['steps']) for c in configs.values())} "
          f"launches; estimated device time {total:.0f} s (the runner, without its build)")
    print()


def load_timing(path):
    measured, bad = {}, defaultdict(list)
    for r in csv.DictReader(open(path)):
        if r.get("status") == "ok" and r.get("median_us"):
            measured[r["id"]] = dict(us=float(r["median_us"]),
                                     steps=[float(x) for x in r["step_median_us"].split(";")]
                                     if r.get("step_median_us") else [])
        else:
            bad[r.get("status") or "?"].append(r["id"])
    return measured, bad


def load_copy(path):
    if not path or not os.path.exists(path):
        return {}
    return {r["name"]: float(r["median_us"]) for r in csv.DictReader(open(path)) if r.get("median_us")}


def score_reductions(configs, measured, copy):
    by_name = OrderedDict()
    for cid, c in configs.items():
        if c["kind"] == "reduce":
            by_name.setdefault(c["name"], []).append(c)
    rows = []
    head = (f"{'reduction':30s} {'half':10s} {'n':>3s} {'best us':>9s} {'best R,O,S':>11s} {'warp R,O,S':>11s} "
            f"{'warp %':>7s} {'top3':>4s} {'tau':>5s} " + " ".join(f"{r[:8]:>8s}" for r in rule_list.RULES))
    print(head)
    for name, cs in by_name.items():
        feasible = [c["strategy"] for c in cs]
        items = [(c, measured[c["id"]]["us"]) for c in cs if c["id"] in measured]
        if not items:
            continue
        best_c, best = min(items, key=lambda x: x[1])
        pick = [(c, t) for c, t in items if c["warp_pick"] == "1"]
        warp = best / pick[0][1] if pick else float("nan")
        pred_items = [(c, t) for c, t in items if c["predicted"] is not None]
        order = sorted(pred_items, key=lambda x: x[0]["predicted"])
        top3 = any(t == best for _, t in order[:3])
        tau = kendall_tau([c["predicted"] for c, _ in pred_items], [t for _, t in pred_items])
        p = dict(rowwise=cs[0]["rowwise"] == "1", outputs=int(cs[0]["outputs"]),
                 length=int(cs[0]["length"]), bits=8 * BYTES[cs[0]["dtype"]])
        times = {c["strategy"]: t for c, t in items}
        rule_pct = {}
        for rule in rule_list.RULES:
            s, _ = rule_list.snap(rule_list.wanted(rule, p), feasible)
            rule_pct[rule] = best / times[s] if s in times else float("nan")
        splits = [(c, t) for c, t in items if c["strategy"][2] > 1]
        unsplit = [(c, t) for c, t in items if c["strategy"][2] == 1]
        best_split = min(splits, key=lambda x: x[1]) if splits else (None, float("nan"))
        best_unsplit = min(unsplit, key=lambda x: x[1]) if unsplit else (None, float("nan"))
        row = dict(name=name, half=cs[0]["half"], n=len(items), best=best, warp=warp, top3=top3, tau=tau,
                   rules=rule_pct, length=p["length"], rowwise=p["rowwise"], bytes=cs[0]["input_bytes"],
                   pick_us=pick[0][1] if pick else float("nan"), copy_us=copy.get(name),
                   split_us=best_split[1], split=best_split[0]["strategy"] if best_split[0] else None,
                   unsplit_us=best_unsplit[1],
                   unsplit=best_unsplit[0]["strategy"] if best_unsplit[0] else None)
        rows.append(row)
        ws = strategy_text(pick[0][0]["strategy"]) if pick else "-"
        print(f"{name:30s} {row['half']:10s} {len(items):3d} {best:9.2f} "
              f"{strategy_text(best_c['strategy']):>11s} {ws:>11s} {pct(warp)} "
              f"{'yes' if top3 else 'no':>4s} {tau:5.2f} "
              + " ".join(f"{pct(rule_pct[r]):>8s}" for r in rule_list.RULES))
    print()
    snapped = []
    for name, cs in by_name.items():
        feasible = [c["strategy"] for c in cs]
        p = dict(rowwise=cs[0]["rowwise"] == "1", outputs=int(cs[0]["outputs"]),
                 length=int(cs[0]["length"]), bits=8 * BYTES[cs[0]["dtype"]])
        for rule in rule_list.RULES:
            want = rule_list.wanted(rule, p)
            want = tuple(want) + (1,) * (3 - len(want))
            s, exact = rule_list.snap(want, feasible)
            if not exact:
                snapped.append(f"{name} {rule} {strategy_text(want)} -> {strategy_text(s)}")
    if snapped:
        print("rule strategies not feasible, snapped (reduction rule wanted R,O[,S] -> measured R,O[,S]):")
        for line in snapped:
            print("  " + line)
        print()
    return rows


def summarize(rows):
    print(f"{'half':10s} {'n':>3s} {'warp geomean':>12s} {'worst':>7s} {'top3':>5s} {'median tau':>10s} "
          + " ".join(f"{r[:8]:>8s}" for r in rule_list.RULES))
    for half in ("tuning", "validation", "all"):
        hs = [r for r in rows if half in ("all", r["half"])]
        if not hs:
            continue
        taus = sorted(r["tau"] for r in hs if r["tau"] == r["tau"])
        worst = min((r["warp"] for r in hs if r["warp"] == r["warp"]), default=float("nan"))
        med_tau = taus[len(taus) // 2] if taus else float("nan")
        print(f"{half:10s} {len(hs):3d} {pct(geomean([r['warp'] for r in hs])):>12s} {pct(worst)} "
              f"{sum(r['top3'] for r in hs) / len(hs):5.2f} {med_tau:10.2f} "
              + " ".join(f"{pct(geomean([r['rules'][x] for r in hs])):>8s}" for x in rule_list.RULES))
    print()


def bandwidth(rows):
    def gbs(r, us):
        return r["bytes"] / (us * 1e3) if us == us and us else float("nan")

    print(f"{'reduction':30s} {'MiB':>6s} {'copy GB/s':>9s} {'pick GB/s':>9s} {'% copy':>7s} "
          f"{'best GB/s':>9s} {'% copy':>7s}  goal")
    long_rows = []
    for r in rows:
        mib = r["bytes"] / (1 << 20)
        pick_bw, best_bw = gbs(r, r["pick_us"]), gbs(r, r["best"])
        copy_bw = 2 * r["bytes"] / (r["copy_us"] * 1e3) if r["copy_us"] else float("nan")
        pp, bp = pick_bw / copy_bw, best_bw / copy_bw
        goal = ""
        if r["rowwise"] and r["length"] >= LONG:
            long_rows.append((r, copy_bw))
            goal = "long row: >= 80 % " + ("met" if pp >= 0.8 else "NOT met" if pp == pp else "?")
        print(f"{r['name']:30s} {mib:6.1f} {copy_bw:9.1f} {pick_bw:9.1f} {pct(pp)} {best_bw:9.1f} {pct(bp)}  {goal}")
    print()
    if long_rows:
        print("long rows: the best split (S > 1 blocks per output) and the best unsplit strategy against the copy")
        print(f"{'reduction':30s} {'copy GB/s':>9s} {'split R,O,S':>11s} {'GB/s':>7s} {'% copy':>7s} "
              f"{'unsplit R,O':>11s} {'GB/s':>7s} {'% copy':>7s}")
        for r, copy_bw in long_rows:
            sb, ub = gbs(r, r["split_us"]), gbs(r, r["unsplit_us"])
            st = strategy_text(r["split"]) if r["split"] else "-"
            ut = strategy_text(r["unsplit"]) if r["unsplit"] else "-"
            print(f"{r['name']:30s} {copy_bw:9.1f} {st:>11s} {sb:7.1f} {pct(sb / copy_bw)} "
                  f"{ut:>11s} {ub:7.1f} {pct(ub / copy_bw)}")
        print()


def score_softmax(configs, measured, red_rows):
    best_of = {r["name"]: r["best"] for r in red_rows}
    by_name = OrderedDict()
    for c in configs.values():
        if c["kind"] == "softmax":
            by_name.setdefault(c["name"], []).append(c)
    if not by_name:
        return
    print(f"{'softmax':26s} {'half':10s} {'warp us':>9s} {'best seq':>9s} {'best role':>24s} {'warp %':>7s} "
          f"{'oracle us':>9s}  sequences (role: us)")
    for name, cs in by_name.items():
        items = [(c, measured[c["id"]]) for c in cs if c["id"] in measured]
        if not items:
            continue
        best_c, best = min(items, key=lambda x: x[1]["us"])
        warp = [(c, m) for c, m in items if c["warp_pick"] == "1"]
        wus = warp[0][1]["us"] if warp else float("nan")
        oracle = float("nan")
        if warp and warp[0][1]["steps"] and f"{name}.max" in best_of and f"{name}.sum" in best_of:
            s = warp[0][1]["steps"]
            oracle = best_of[f"{name}.max"] + s[1] + best_of[f"{name}.sum"] + s[3]
        seqs = ", ".join(f"{c['role']}: {m['us']:.1f}" for c, m in items)
        print(f"{name:26s} {cs[0]['half']:10s} {wus:9.1f} {best['us']:9.1f} {best_c['role'][:24]:>24s} "
              f"{pct(best['us'] / wus)} {oracle:9.1f}  {seqs}")
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", default=os.path.join(HERE, "configs", "configs.csv"))
    ap.add_argument("--timing")
    ap.add_argument("--copy")
    ap.add_argument("--predict-with", metavar="WARP_OPT",
                    help="re-predict the strategies with this warp-opt first (repredict.py), "
                         "in place of --predicted")
    ap.add_argument("--check", help="thresholds JSON (per half: min_geomean); exit 1 if one is not met")
    ap.add_argument("--predicted", help="a later model's predictions of the reduce configurations "
                    "(CSV id,time_us: repredict.py's output), in place of configs.csv's")
    args = ap.parse_args()
    if not os.path.exists(args.configs):
        print(f"no {args.configs}: run python3 -m bench.reductions.gen_sweep first")
        return
    configs = load_configs(args.configs)
    predicted = []
    if args.predict_with:
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "predicted.csv")
            tag = "check-" + os.path.basename(d)
            try:
                subprocess.run([sys.executable, "-m", "bench.reductions.repredict", "--tag", tag,
                                "--warp-opt", args.predict_with, "--out", out], check=True)
            finally:
                shutil.rmtree(os.path.join(HERE, "rankings-" + tag), ignore_errors=True)
            predicted = list(csv.DictReader(open(out)))
    elif args.predicted:
        predicted = list(csv.DictReader(open(args.predicted)))
    if predicted:
        repredicted = set()
        for r in predicted:
            c = configs.get(r["id"])
            if c is not None and c["kind"] == "reduce" and len(c["steps"]) == 1:
                c["steps"][0]["predicted_us"] = r["time_us"]
                c["predicted"] = float(r["time_us"])
                repredicted.add(c["name"])
        # The later model's pick: its fastest strategy (rank 1, ties to the
        # earlier configuration, as the ranking breaks them).
        best = {}
        for cid, c in configs.items():
            if c["kind"] == "reduce" and c["name"] in repredicted and c["predicted"] is not None:
                if c["name"] not in best or c["predicted"] < best[c["name"]]["predicted"]:
                    best[c["name"]] = c
        for c in configs.values():
            if c["kind"] == "reduce" and c["name"] in best:
                c["warp_pick"] = "1" if c is best[c["name"]] else "0"
    print_sweep(configs)
    print_costs()
    if not args.timing or not os.path.exists(args.timing):
        print("no measurements yet: run bench/reductions/device_run.sh on a GPU machine and pass "
              "--timing OUT/timing.csv --copy OUT/copy.csv")
        return
    measured, bad = load_timing(args.timing)
    if not measured:
        print(f"no measurements yet: {args.timing} has no row with status ok")
        return
    for status, ids in bad.items():
        print(f"{len(ids)} configurations with status {status}: ids {', '.join(ids[:20])}"
              f"{' ...' if len(ids) > 20 else ''}")
    copy = load_copy(args.copy)
    rows = score_reductions(configs, measured, copy)
    summarize(rows)
    bandwidth(rows)
    score_softmax(configs, measured, rows)
    if args.check:
        failed = 0
        for half, lim in json.load(open(args.check)).items():
            if half.startswith("_"):
                continue
            hs = [r for r in rows if half in ("all", r["half"])]
            got = 100 * geomean([r["warp"] for r in hs])
            ok = got >= lim["min_geomean"]
            failed += not ok
            print(f"check {half} min_geomean: {got:.2f} >= {lim['min_geomean']} {'ok' if ok else 'FAILED'}")
        raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
