#!/usr/bin/env python3
"""Checks that the example outputs in README.md and docs/*.md are what the
tools print now (issue 29 item 9).

The convention. An example block to check is a fenced code block preceded,
on the line just above its opening fence, by the HTML comment

    <!-- check-output -->

(invisible when the Markdown is rendered). The block's first line is the
command, `$ <command>`; a command line ending in a backslash continues on
the next line, as in a shell. Every further line of the block is the
expected output:

    <!-- check-output -->
    ```
    $ build/bin/warp-rank examples/stencil3d7.mlir --domain=64,64,64 --top=2
    stencil::star7 on h100: 231 candidates
    ...
    ```

* The command runs with bash from the repository root, with the build's
  bin directory (build/bin, or --bin) first on the PATH; a literal
  `build/bin/` in the command is that directory too, so both `warp-opt ...`
  and `build/bin/warp-opt ...` work. Its stdout and stderr are compared
  together, as a terminal shows them (`2>/dev/null` hides remarks).
* Lines are compared exactly after stripping trailing spaces; trailing
  empty lines are ignored.
* A line that is `...` alone (indentation allowed) matches any run of
  lines, none included: long outputs keep only the lines worth showing.
  There is no wildcard inside a line.
* Commands must be deterministic: give registers (`regs=`, `--regs=`) or
  `resources=estimate` rather than relying on ptxas, one thread where the
  order of the output depends on it (`--threads=1`,
  `--mlir-disable-threading`), and no timings.

It prints every mismatch with file, line and a diff, and exits 1 if there
is one. With --update it rewrites the mismatching blocks with the actual
output, keeping their `...` lines where the rest still lines up (otherwise
the whole output is written, and the `...` must be put back by hand).

  scripts/check_docs.py [--root DIR] [--bin DIR] [--update] [FILE.md ...]
"""
import argparse
import difflib
import glob
import os
import re
import subprocess
import sys

MARKER = re.compile(r"^\s*<!--\s*check-output\s*-->\s*$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
ELLIPSIS = "..."


class Block:
    """One checked example: where it is and what it says."""

    def __init__(self, path, fence_line, indent, command_lines, expected,
                 first_out, end):
        self.path = path
        self.fence_line = fence_line      # 0-based index of the opening fence
        self.indent = indent              # the fence's indentation
        self.command_lines = command_lines  # as written, `$ ` included
        self.expected = expected          # expected output lines
        self.first_out = first_out        # 0-based index of the first output line
        self.end = end                    # 0-based index of the closing fence

    @property
    def shown(self):
        """The command on one line, for messages."""
        return " ".join(l.rstrip("\\").strip() for l in self.command_lines)[2:]

    @property
    def command(self):
        text = "\n".join(self.command_lines)
        return text[2:] if text.startswith("$ ") else text[1:]


def dedent(line, indent):
    return line[len(indent):] if line.startswith(indent) else line.lstrip()


def find_blocks(path, lines):
    """The checked blocks of a file, and the errors in their syntax."""
    blocks, errors = [], []
    i = 0
    while i < len(lines):
        if not MARKER.match(lines[i]):
            i += 1
            continue
        where = f"{path}:{i + 1}"
        m = FENCE.match(lines[i + 1]) if i + 1 < len(lines) else None
        if not m:
            errors.append(f"{where}: check-output is not followed by a fenced "
                          "block on the next line")
            i += 1
            continue
        indent, fence = m.group(1), m.group(2)
        start = i + 1
        end = start + 1
        while end < len(lines):
            e = FENCE.match(lines[end])
            if e and e.group(2).startswith(fence) and not e.group(3).strip():
                break
            end += 1
        if end == len(lines):
            errors.append(f"{where}: the block is not closed")
            break
        body = [dedent(l, indent) for l in lines[start + 1:end]]
        if not body or not body[0].startswith("$"):
            errors.append(f"{path}:{start + 2}: a checked block starts with "
                          "'$ <command>'")
            i = end + 1
            continue
        k = 0
        while body[k].rstrip().endswith("\\") and k + 1 < len(body):
            k += 1
        command_lines = [l.rstrip() for l in body[:k + 1]]
        expected = [l.rstrip() for l in body[k + 1:]]
        blocks.append(Block(path, start, indent, command_lines, expected,
                            start + 1 + k + 1, end))
        i = end + 1
    return blocks, errors


def trim(lines):
    lines = [l.rstrip() for l in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def is_ellipsis(line):
    return line.strip() == ELLIPSIS


def matches(expected, actual):
    """Whether the actual lines match the expected ones, where a `...` line
    matches any run of lines (dynamic programming over both lists)."""
    expected = trim(expected)
    n, m = len(expected), len(actual)
    # ok[j]: expected[:i] matches actual[:j], row by row over i.
    ok = [True] + [False] * m
    for i in range(n):
        new = [False] * (m + 1)
        if is_ellipsis(expected[i]):
            seen = False
            for j in range(m + 1):
                seen = seen or ok[j]
                new[j] = seen
        else:
            for j in range(1, m + 1):
                new[j] = ok[j - 1] and expected[i] == actual[j - 1]
        ok = new
    return ok[m]


def similarity(a, b):
    if a == b:
        return 2.0
    if len(a.strip()) >= 8 and b.startswith(a):
        return 1.0  # a line cut short in the block
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def updated(expected, actual):
    """The expected lines brought up to date with the actual ones, keeping
    the `...` lines: each literal line is paired with the most similar
    actual line in order (a number that changed keeps its line), and the
    actual lines between two paired ones are written unless a `...` stands
    between them. The actual output itself where fewer than half of the
    literal lines pair, or where the result would not match."""
    expected = trim(expected)
    if not any(is_ellipsis(l) for l in expected):
        return actual
    lit = [k for k, l in enumerate(expected) if not is_ellipsis(l)]
    n, m = len(lit), len(actual)
    sim = [[similarity(expected[k], a) for a in actual] for k in lit]
    # best[i][j]: the best total similarity pairing lit[:i] with actual[:j].
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            v = max(best[i - 1][j], best[i][j - 1])
            if sim[i - 1][j - 1] >= 0.6:
                v = max(v, best[i - 1][j - 1] + sim[i - 1][j - 1])
            best[i][j] = v
    pair = {}
    i, j = n, m
    while i > 0 and j > 0:
        if (sim[i - 1][j - 1] >= 0.6 and
                best[i][j] == best[i - 1][j - 1] + sim[i - 1][j - 1]):
            pair[i - 1] = j - 1
            i, j = i - 1, j - 1
        elif best[i][j] == best[i - 1][j]:
            i -= 1
        else:
            j -= 1
    if 2 * len(pair) < n:
        return actual  # too little of the block is left to keep its shape
    out, pos, gap = [], 0, False
    for k, line in enumerate(expected):
        if is_ellipsis(line):
            out.append(line)
            gap = True
            continue
        t = lit.index(k)
        if t not in pair:
            continue  # a line the output no longer has
        if not gap:
            out.extend(actual[pos:pair[t]])
        out.append(actual[pair[t]])
        pos, gap = pair[t] + 1, False
    if not gap:
        out.extend(actual[pos:])
    return out if matches(out, actual) else actual


def run(block, root, bindir, timeout):
    command = block.command
    default_bin = os.path.join(root, "build", "bin")
    if os.path.abspath(bindir) != os.path.abspath(default_bin):
        command = re.sub(r"(?<![\w./-])build/bin/", bindir.rstrip("/") + "/",
                         command)
    env = dict(os.environ)
    env["PATH"] = os.path.abspath(bindir) + os.pathsep + env.get("PATH", "")
    try:
        p = subprocess.run(["bash", "-c", command], cwd=root, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    text = p.stdout.decode("utf-8", errors="replace")
    return trim(text.split("\n")), p.returncode


def main():
    ap = argparse.ArgumentParser(
        description="Check (or --update) the example outputs marked "
        "<!-- check-output --> in README.md and docs/*.md.")
    ap.add_argument("--root", default=os.path.dirname(
        os.path.dirname(os.path.abspath(__file__))),
        help="repository root (default: this script's parent)")
    ap.add_argument("--bin", help="the build's bin directory "
                    "(default: ROOT/build/bin)")
    ap.add_argument("--update", action="store_true",
                    help="rewrite mismatching blocks with the actual output")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds per command (default 600)")
    ap.add_argument("files", nargs="*",
                    help="Markdown files (default: README.md and docs/*.md)")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    bindir = os.path.abspath(args.bin or os.path.join(root, "build", "bin"))
    files = args.files or (["README.md"] + sorted(
        os.path.relpath(f, root)
        for f in glob.glob(os.path.join(root, "docs", "*.md"))))

    failures = checked = malformed = updates = 0
    for rel in files:
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        blocks, errors = find_blocks(rel, lines)
        for e in errors:
            print(f"error: {e}")
            malformed += 1
        replacements = []
        for b in blocks:
            checked += 1
            actual, status = run(b, root, bindir, args.timeout)
            where = f"{rel}:{b.fence_line + 1}"
            if actual is None:
                print(f"{where}: `{b.shown}`: {status}")
                failures += 1
                continue
            if matches(b.expected, actual):
                continue
            if args.update:
                new = updated(b.expected, actual)
                replacements.append((b, new))
                updates += 1
                print(f"{where}: updated (`{b.shown}`)")
                continue
            failures += 1
            print(f"{where}: the output of `{b.shown}` "
                  f"differs (exit status {status}); --- documented, "
                  "+++ as --update would write it:")
            # Against the block as --update would write it: the `...`
            # lines stay, and the diff shows what changed.
            for d in difflib.unified_diff(trim(b.expected),
                                          updated(b.expected, actual),
                                          f"{rel}:{b.first_out + 1}", "now",
                                          lineterm="", n=2):
                print("  " + d)
        if replacements:
            for b, new in sorted(replacements, key=lambda r: -r[0].first_out):
                lines[b.first_out:b.end] = [
                    (b.indent + l) if l else l for l in new]
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
    if updates:
        print(f"{updates} of {checked} checked examples rewritten with what "
              "the tools print now")
    if failures:
        print(f"{failures} of {checked} checked examples differ from what "
              "the tools print (scripts/check_docs.py --update rewrites them)")
    if malformed:
        print(f"{malformed} check-output markers without a block to check")
    if failures or malformed:
        return 1
    if not updates:
        print(f"{checked} checked examples match what the tools print")
    return 0


if __name__ == "__main__":
    sys.exit(main())
