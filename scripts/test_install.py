#!/usr/bin/env python3
"""Issue 27's proof: Warp installs, and a separate project uses it.

Installs the build tree into a temporary prefix (`cmake --install`), builds
the consumer of docs/api.md (examples/api, find_package(Warp)) against it
alone, runs it on examples/stencil3d7.mlir, imports warp_mlir from the
prefix, and checks that the program, the module and the installed warp-opt
report the same launch with the same numbers. Exits 1 on any difference.

  scripts/test_install.py --build BUILD_DIR [--keep DIR]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
EXAMPLE = os.path.join(ROOT, "examples", "stencil3d7.mlir")


def run(cmd, **kw):
    print("$ " + " ".join(cmd), flush=True)
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.stdout.write(r.stdout + r.stderr)
        raise SystemExit(f"test_install: failed ({r.returncode}): {cmd[0]}")
    return r.stdout


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    return cond


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", required=True)
    ap.add_argument("--keep", help="work in this directory and keep it")
    args = ap.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="warp-install-")
    prefix = os.path.join(work, "prefix")
    consumer = os.path.join(work, "consumer")
    shutil.rmtree(prefix, ignore_errors=True)
    shutil.rmtree(consumer, ignore_errors=True)
    run(["cmake", "--install", args.build, "--prefix", prefix])
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    run(["cmake", *generator, "-S", os.path.join(ROOT, "examples", "api"),
         "-B", consumer, f"-DCMAKE_PREFIX_PATH={prefix}"])
    run(["cmake", "--build", consumer])

    # Nothing of the source or build tree: another directory, no override.
    env = {k: v for k, v in os.environ.items()
           if k not in ("WARP_HWTARGETS_DIR", "PYTHONPATH")}
    ok = True
    report = os.path.join(work, "report.json")
    run([os.path.join(prefix, "bin", "warp-opt"), EXAMPLE,
         f"--warp-cost-model=target=h100 report={report}", "-o",
         os.devnull], cwd=work, env=env)
    with open(report) as f:
        launch = json.load(f)["launches"][0]
    version = run([os.path.join(prefix, "bin", "warp-opt"), "--version"],
                  env=env)
    ok &= check("Warp 0.6" in version, "installed warp-opt --version")

    out = run([os.path.join(consumer, "warp-api-example"), "predict",
               EXAMPLE], cwd=work, env=env)
    m = re.search(r"launch (\S+) grid=\[(\d+),(\d+),(\d+)\] "
                  r"block=\[(\d+),(\d+),(\d+)\]: ([\d.]+) us, (\w+)-bound, "
                  r"DRAM (\d+) B read, (\d+) B written", out)
    ok &= check(m is not None, "C++ consumer printed the launch")
    if m:
        ok &= check(m.group(1) == launch["kernel"], "same kernel")
        ok &= check([int(x) for x in m.group(2, 3, 4)] == launch["grid"]
                    and [int(x) for x in m.group(5, 6, 7)] == launch["block"],
                    "same grid and block")
        ok &= check(abs(float(m.group(8)) - launch["time_us"]) < 5e-4,
                    f"same time ({m.group(8)} us vs {launch['time_us']:.3f})")
        ok &= check(m.group(9) == launch["limiter"], "same limiter")
        ok &= check(int(m.group(10)) == launch["dram_read_bytes"] and
                    int(m.group(11)) == launch["dram_write_bytes"],
                    "same DRAM bytes")
    ok &= check("remark: " in out, "C++ consumer got the remark")

    pyenv = dict(env, PYTHONPATH=os.path.join(prefix, "lib", "python3",
                                              "dist-packages"))
    script = (
        "import json, sys, warp_mlir\n"
        "r = warp_mlir.predict(open(sys.argv[1]).read(), target='h100',\n"
        "                      source_name=sys.argv[1])\n"
        "print(json.dumps({'launch': r.launches[0],\n"
        "                  'file': warp_mlir.__file__,\n"
        "                  'remarks': len(r.remarks)}))\n"
        "try:\n"
        "    warp_mlir.predict('func.func @f(')\n"
        "except warp_mlir.WarpError as e:\n"
        "    print(json.dumps({'error': str(e)}))\n")
    lines = run([sys.executable, "-c", script, EXAMPLE], cwd=work,
                env=pyenv).splitlines()
    py = json.loads(lines[0])
    err = json.loads(lines[1])
    ok &= check(py["file"].startswith(prefix), "warp_mlir from the prefix")
    diff = sorted(k for k in set(launch) | set(py["launch"])
                  if launch.get(k) != py["launch"].get(k))
    ok &= check(not diff, "Python report == warp-opt report (every field)"
                + (f"; differ: {diff}" if diff else ""))
    ok &= check(py["remarks"] >= 1, "Python got the remark")
    ok &= check("<string>:1:" in err["error"] and "error" in err["error"],
                "Python: bad MLIR raises WarpError with its location")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    print("test_install: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
