#!/usr/bin/env python3
"""The full --warp-cost-model report of every recorded launch, and a check
that two versions of the model give the same numbers.

usage:
  python3 -m bench.scoring.model_reports --write OUT.json [--change TEXT] [--warp-opt PATH]
  python3 -m bench.scoring.model_reports --check REF.json [--warp-opt PATH] [--rel 1e-9]
  python3 -m bench.scoring.model_reports --check-changes [DIR]
  python3 -m bench.scoring.model_reports --changes-from-git [DIR]

Runs `warp-opt --warp-cost-model` (with the ptxas register counts that the
scorers use) on every configuration of bench/groundtruth (H100 and H200
targets) and bench/harness (H100), and collects each launch's JSON report
under "<data set>/<target>/<launch id>".

--write records them (the reference of the model before a refactor: issue
13 keeps the previous path's output in bench/results/model-reference/).
Where OUT.json exists already, it first prints which launches the new
reports change, add or remove against it (ids per data set and target, and
the fields that differ), and where a changes.json lies next to OUT.json it
appends that list to it as a new entry (--change says what the change is).
--check compares every field of every launch with the reference: numbers
within --rel relative (or 1e-12 absolute), strings, booleans and lists
exactly. It prints each difference and exits 1 if there is any. A change that
is intended is made by writing a new reference in the same commit and
saying why in its message and in the reference's README.md.

--check-changes (DIR: bench/results/model-reference) checks the change
list without running the model: each entry of DIR/changes.json against the
counts the table of DIR/README.md states (launches, changed, added,
removed), and that DIR/reports.json is the file the last entry recorded
(its git blob id), so that a reference rewritten without its entry fails.
--changes-from-git rebuilds DIR/changes.json from the git history of
DIR/reports.json (an audit; it keeps the texts of the entries it knows).
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile

from bench.scoring import compare_volumes

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REFERENCE_DIR = os.path.join(ROOT, "bench", "results", "model-reference")
RUNS = [("groundtruth", "h100"), ("groundtruth", "h200"), ("harness", "h100")]


def collect(warp_opt):
    out = {}
    for dataset, target in RUNS:
        with tempfile.TemporaryDirectory() as tmp:
            _, pred = compare_volumes.run(os.path.join(ROOT, "bench", dataset),
                                          warp_opt, target, tmp,
                                          pass_name="warp-cost-model")
        for launch_id, report in pred.items():
            out["%s/%s/%s" % (dataset, target, launch_id)] = report
    return out


def diff(path, ref, new, rel, problems):
    if isinstance(ref, bool) or isinstance(new, bool):
        if ref != new:
            problems.append("%s: %r -> %r" % (path, ref, new))
        return
    if isinstance(ref, (int, float)) and isinstance(new, (int, float)):
        scale = max(abs(ref), abs(new))
        if abs(ref - new) > max(rel * scale, 1e-12):
            problems.append("%s: %r -> %r" % (path, ref, new))
        return
    if isinstance(ref, dict) and isinstance(new, dict):
        for k in sorted(set(ref) | set(new)):
            if k not in ref or k not in new:
                problems.append("%s.%s: %s" % (path, k, "only in reference"
                                               if k in ref else "new field"))
                continue
            diff(path + "." + k, ref[k], new[k], rel, problems)
        return
    if isinstance(ref, list) and isinstance(new, list) and len(ref) == len(new):
        for i, (a, b) in enumerate(zip(ref, new)):
            diff("%s[%d]" % (path, i), a, b, rel, problems)
        return
    if ref != new:
        problems.append("%s: %r -> %r" % (path, ref, new))


def identity(key, report):
    """What a launch is, whatever its id: data set, target, kernel, grid and
    block (ids move when configurations are added or removed)."""
    dataset, target, _ = key.split("/")
    return (dataset, target, report.get("kernel"), tuple(report.get("grid", ())),
            tuple(report.get("block", ())))


def compare(old, new, rel=1e-9):
    """The launches of `new` that differ from `old`: a dict of sorted key
    lists "changed", "added" and "removed", "renumbered" ([old key, new key]
    pairs of launches whose id moved) and "fields" (top-level field ->
    launches in which it differs). Launches are matched by key where the key
    names the same launch in both, then by identity(), then by key."""
    pairs = []
    old_left = dict(old)
    new_left = dict(new)
    for key in sorted(set(old) & set(new)):
        if identity(key, old[key]) == identity(key, new[key]):
            pairs.append((key, key))
            del old_left[key], new_left[key]
    by_ident = {}
    for key in sorted(old_left):
        by_ident.setdefault(identity(key, old_left[key]), []).append(key)
    for key in sorted(new_left):
        olds = by_ident.get(identity(key, new_left[key]))
        if olds:
            pairs.append((olds.pop(0), key))
    for a, b in pairs:
        old_left.pop(a, None)
        new_left.pop(b, None)
    for key in sorted(set(old_left) & set(new_left)):
        pairs.append((key, key))
        del old_left[key], new_left[key]
    out = {"changed": [], "added": sorted(new_left), "removed": sorted(old_left),
           "renumbered": [], "fields": {}}
    for a, b in sorted(pairs, key=lambda p: p[1]):
        if a != b:
            out["renumbered"].append([a, b])
        problems = []
        diff(b, old[a], new[b], rel, problems)
        if problems:
            out["changed"].append(b)
            fields = set()
            for p in problems:
                path = p.split(": ", 1)[0][len(b) + 1:]
                fields.add(path.split(".")[0].split("[")[0])
            for f in fields:
                out["fields"][f] = out["fields"].get(f, 0) + 1
    out["changed"].sort(key=sort_key)
    out["added"].sort(key=sort_key)
    out["removed"].sort(key=sort_key)
    return out


def sort_key(key):
    group, _, lid = key.rpartition("/")
    return (group, int(lid) if lid.isdigit() else lid)


def by_group(keys):
    """{"<data set>/<target>": [launch ids]} of a list of keys."""
    out = {}
    for key in sorted(keys, key=sort_key):
        group, _, lid = key.rpartition("/")
        out.setdefault(group, []).append(int(lid) if lid.isdigit() else lid)
    return out


def ranges(ids):
    """[1, 2, 3, 7] -> "1-3, 7"."""
    out = []
    for i in ids:
        if out and isinstance(i, int) and isinstance(out[-1][1], int) and i == out[-1][1] + 1:
            out[-1][1] = i
        else:
            out.append([i, i])
    return ", ".join(str(a) if a == b else "%s-%s" % (a, b) for a, b in out)


def print_delta(delta, total):
    print("model_reports: %d of %d launches changed, %d added, %d removed, %d "
          "renumbered" % (len(delta["changed"]), total, len(delta["added"]),
                          len(delta["removed"]), len(delta["renumbered"])))
    for what in ("changed", "added", "removed"):
        for group, ids in by_group(delta[what]).items():
            print("  %-8s %-17s %4d: %s" % (what, group, len(ids), ranges(ids)))
    if delta["fields"]:
        print("  fields that differ (launches): " + ", ".join(
            "%s %d" % kv for kv in sorted(delta["fields"].items(),
                                          key=lambda kv: (-kv[1], kv[0]))))


def blob_id(data):
    """git's object id of a file with these bytes (git hash-object): `git log
    --find-object=<id>` names the commit that wrote it."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def entry(delta, total, blob, commit, change):
    return {"commit": commit, "change": change, "launches": total,
            "changed": by_group(delta["changed"]), "added": by_group(delta["added"]),
            "removed": by_group(delta["removed"]),
            "renumbered": delta["renumbered"], "fields": dict(sorted(delta["fields"].items())),
            "blob": blob}


CHANGES_NOTE = (
    "The launches each rewrite of reports.json changed, added or removed, "
    "oldest first, per '<data set>/<target>' (launch ids); 'renumbered' pairs "
    "the old and new key of launches whose id moved, 'fields' counts the "
    "launches in which each top-level report field differs, 'blob' is git's "
    "object id of the reports.json the entry wrote (git log "
    "--find-object=<blob> finds its commit; 'commit' null: the commit that "
    "added the entry). Written by python3 -m bench.scoring.model_reports "
    "--write; the table of README.md states the same counts, which ctest "
    "ModelReferenceChangesCounted checks (--check-changes).")


def count(groups):
    return sum(len(v) for v in groups.values())


def save_changes(path, entries):
    """One entry per line group, the id lists on one line each."""
    lines = ["{", ' "_note": %s,' % json.dumps(CHANGES_NOTE), ' "changes": [']
    for i, e in enumerate(entries):
        lines.append("  {")
        items = list(e.items())
        for j, (k, v) in enumerate(items):
            lines.append("   %s: %s%s" % (json.dumps(k), json.dumps(v),
                                         "," if j + 1 < len(items) else ""))
        lines.append("  }" + ("," if i + 1 < len(entries) else ""))
    lines += [" ]", "}"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def load_changes(path):
    with open(path) as f:
        return json.load(f)["changes"]


def readme_table(path):
    """The rows of README.md's change table: (commit, launches, changed,
    added, removed)."""
    rows, in_table = [], False
    with open(path) as f:
        for line in f:
            cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
            if line.startswith("| commit |"):
                in_table = True
                header = cells
                continue
            if not in_table:
                continue
            if not line.startswith("|"):
                break
            if set(line.strip()) <= set("|-: "):
                continue
            row = dict(zip(header, cells))
            rows.append((row["commit"], row["launches"], row["changed"],
                         row["added"], row["removed"]))
    return rows


def check_changes(folder):
    entries = load_changes(os.path.join(folder, "changes.json"))
    table = readme_table(os.path.join(folder, "README.md"))
    problems = []
    if len(table) != len(entries):
        problems.append("README.md's table has %d rows, changes.json %d entries"
                        % (len(table), len(entries)))
    for i, (e, row) in enumerate(zip(entries, table)):
        want = (e["commit"] or "-", str(e["launches"]), str(count(e["changed"])),
                str(count(e["added"])), str(count(e["removed"])))
        if tuple(row) != want:
            problems.append("entry %d (%s): README.md states commit %s, %s "
                            "launches, %s changed, %s added, %s removed; "
                            "changes.json records %s, %s, %s, %s, %s"
                            % ((i + 1, e["change"][:40]) + tuple(row) + want))
    prev_total = 0
    for i, e in enumerate(entries):
        total = prev_total + count(e["added"]) - count(e["removed"])
        if total != e["launches"]:
            problems.append("entry %d (%s): %d launches before, %d added, %d "
                            "removed, but %d after" % (
                                i + 1, e["change"][:40], prev_total, count(e["added"]),
                                count(e["removed"]), e["launches"]))
        prev_total = e["launches"]
    with open(os.path.join(folder, "reports.json"), "rb") as f:
        data = f.read()
    if entries and blob_id(data) != entries[-1]["blob"]:
        problems.append("reports.json (blob %s) is not the file the last entry "
                        "recorded (%s): rewrite it with --write, which records "
                        "its changes" % (blob_id(data)[:12], entries[-1]["blob"][:12]))
    if entries and len(json.loads(data)) != entries[-1]["launches"]:
        problems.append("reports.json has %d launches, the last entry %d" % (
            len(json.loads(data)), entries[-1]["launches"]))
    for p in problems:
        print(p)
    print("model_reports: %d changes recorded, %d rows in README.md, %d "
          "problems" % (len(entries), len(table), len(problems)))
    return 1 if problems else 0


def changes_from_git(folder):
    """changes.json rebuilt from the commits that wrote reports.json."""
    path = os.path.join(folder, "reports.json")
    out = subprocess.run(["git", "log", "--reverse", "--format=%h", "--", path],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    known = {}
    changes = os.path.join(folder, "changes.json")
    if os.path.exists(changes):
        known = {e["blob"]: e for e in load_changes(changes)}
    entries, prev = [], {}
    for commit in out.stdout.split():
        rel = os.path.relpath(path, ROOT)
        data = subprocess.run(["git", "show", "%s:%s" % (commit, rel)], cwd=ROOT,
                              capture_output=True, check=True).stdout
        cur = json.loads(data)
        delta = compare(prev, cur)
        print("%s:" % commit)
        print_delta(delta, len(cur))
        blob = blob_id(data)
        old = known.get(blob, {})
        entries.append(entry(delta, len(cur), blob, old.get("commit") or commit,
                             old.get("change", "")))
        prev = cur
    save_changes(changes, entries)
    print("model_reports: wrote %d entries to %s" % (len(entries), changes))
    return 0


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.model_reports",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write")
    g.add_argument("--check")
    g.add_argument("--check-changes", nargs="?", const=REFERENCE_DIR,
                   metavar="DIR")
    g.add_argument("--changes-from-git", nargs="?", const=REFERENCE_DIR,
                   metavar="DIR")
    ap.add_argument("--change", default="",
                    help="with --write: what the change is, for changes.json")
    ap.add_argument("--rel", type=float, default=1e-9)
    args = ap.parse_args()
    if args.check_changes:
        return check_changes(args.check_changes)
    if args.changes_from_git:
        return changes_from_git(args.changes_from_git)
    reports = collect(args.warp_opt)
    if args.write:
        prev = None
        if os.path.exists(args.write):
            with open(args.write) as f:
                prev = json.load(f)
        with open(args.write, "w") as f:
            json.dump(reports, f, indent=1, sort_keys=True)
            f.write("\n")
        print("model_reports: wrote %d launches to %s" % (len(reports), args.write))
        delta = compare(prev or {}, reports)
        print_delta(delta, len(reports))
        changes = os.path.join(os.path.dirname(os.path.abspath(args.write)),
                               "changes.json")
        if not (delta["changed"] or delta["added"] or delta["removed"]):
            print("model_reports: no launch changed; nothing recorded")
        elif os.path.exists(changes):
            with open(args.write, "rb") as f:
                blob = blob_id(f.read())
            entries = load_changes(changes)
            entries.append(entry(delta, len(reports), blob, None, args.change))
            save_changes(changes, entries)
            print("model_reports: recorded in %s; add its row to the table of "
                  "README.md (commit -, %d launches, %d changed, %d added, %d "
                  "removed) and say why" % (
                      changes, len(reports), len(delta["changed"]),
                      len(delta["added"]), len(delta["removed"])))
        return 0
    with open(args.check) as f:
        ref = json.load(f)
    problems = []
    for key in sorted(set(ref) | set(reports)):
        if key not in reports:
            problems.append("%s: missing" % key)
        elif key not in ref:
            problems.append("%s: not in the reference" % key)
        else:
            diff(key, ref[key], reports[key], args.rel, problems)
    for p in problems[:200]:
        print(p)
    print("model_reports: %d launches, %d fields differ" % (len(reports), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
