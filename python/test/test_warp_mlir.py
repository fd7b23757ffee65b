"""Tests of the Python module warp_mlir (docs/api.md) in the build tree.

Each call is checked against the tool it stands for, run on the same input:
warp-opt's report for predict/choose, warp-project --json for project; and
every kind of bad input must raise WarpError with a located message.

  PYTHONPATH=build/python python3 python/test/test_warp_mlir.py BIN_DIR
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

import warp_mlir

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = None
STENCIL = os.path.join(ROOT, "examples", "stencil3d7.mlir")
NEST = os.path.join(ROOT, "examples", "stencil3d7_parallel.mlir")
TRIAD = os.path.join(ROOT, "test", "Tools", "Inputs", "ncu_triad.csv")
MATMUL = """
func.func @mm(%A: memref<128x128xf32>, %B: memref<128x128xf32>,
              %C: memref<128x128xf32>) {
  linalg.matmul ins(%A, %B : memref<128x128xf32>, memref<128x128xf32>)
                outs(%C : memref<128x128xf32>)
  return
}
"""
MATMUL_OPTIONS = "tiles-mn=32,64 tiles-k=16 thread-tiles=2,4 tile-pads=1 split-k=1"


def read(path):
    with open(path) as f:
        return f.read()


def warp_opt_report(path, pass_name, options):
    with tempfile.TemporaryDirectory() as d:
        report = os.path.join(d, "r.json")
        subprocess.run([os.path.join(BIN, "warp-opt"), path,
                        f"--{pass_name}=target=h100 {options} report={report}",
                        "-o", os.devnull], check=True, capture_output=True)
        with open(report) as f:
            return json.load(f)


class Predict(unittest.TestCase):
    def test_same_report_as_warp_opt(self):
        r = warp_mlir.predict(read(STENCIL), source_name=STENCIL)
        expected = warp_opt_report(STENCIL, "warp-cost-model", "")
        self.assertEqual(r.report["launches"], expected["launches"])
        self.assertEqual(len(r.launches), 1)
        self.assertEqual(r.launches[0]["kernel"], "stencil::star7")
        self.assertEqual(r.report["warp_version"], expected["warp_version"])
        self.assertTrue(any("volumes of stencil::star7" in d.message
                            for d in r.remarks))

    def test_lowers_a_nest(self):
        r = warp_mlir.predict(read(NEST), source_name=NEST)
        self.assertIn("gpu.launch", r.module)
        self.assertNotIn("scf.parallel", r.module)
        self.assertEqual(len(r.decisions), 1)
        self.assertEqual(r.decisions[0]["kind"], "loop_nest")

    def test_threads_do_not_change_the_result(self):
        one = warp_mlir.choose(MATMUL, options=MATMUL_OPTIONS, remarks=False)
        two = warp_mlir.choose(MATMUL, options=MATMUL_OPTIONS, threads=2,
                               remarks=False)
        self.assertEqual(one.report, two.report)
        self.assertEqual(one.remarks, [])


class Choose(unittest.TestCase):
    def test_contraction_ranking_as_warp_opt(self):
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write(MATMUL)
            f.flush()
            expected = warp_opt_report(f.name, "warp-choose-launch-configs",
                                       MATMUL_OPTIONS)
            ranked = warp_mlir.rank(MATMUL, options=MATMUL_OPTIONS,
                                    source_name=f.name)
        self.assertEqual(len(ranked), 1)
        decision, candidates = ranked[0]
        self.assertEqual(decision["kind"], "contraction")
        self.assertEqual(candidates, expected["contractions"][0]["ranking"])
        # BM, BN in {32, 64} and TM, TN in {2, 4}: 16 tilings, best first.
        self.assertEqual(decision["tilings"], 16)
        times = [c["time_us"] for c in candidates]
        self.assertEqual(times, sorted(times))

    def test_annotates_without_lowering(self):
        r = warp_mlir.choose(MATMUL, options=MATMUL_OPTIONS)
        self.assertIn("warp.tiling", r.module)
        self.assertIn("linalg.matmul", r.module)


class Errors(unittest.TestCase):
    def test_bad_mlir(self):
        with self.assertRaises(warp_mlir.WarpError) as e:
            warp_mlir.predict("func.func @f(", source_name="bad.mlir")
        d = e.exception.diagnostics[0]
        self.assertEqual(d.severity, "error")
        self.assertTrue(d.location.startswith("bad.mlir:1:"))

    def test_bad_option_names_it(self):
        with self.assertRaises(warp_mlir.WarpError) as e:
            warp_mlir.predict(read(STENCIL), options="top=x")
        self.assertIn("--top option: 'x'", str(e.exception))

    def test_unknown_target(self):
        with self.assertRaises(warp_mlir.WarpError) as e:
            warp_mlir.predict(read(STENCIL), target="nosuch")
        self.assertIn("unknown hardware target 'nosuch'", str(e.exception))

    def test_not_text(self):
        with self.assertRaises(TypeError):
            warp_mlir.predict(b"module {}")
        with self.assertRaises(ValueError):
            warp_mlir.predict("module {}", threads=-1)

    def test_missing_export(self):
        with self.assertRaises(warp_mlir.WarpError) as e:
            warp_mlir.project("/nonexistent.csv", "h100", "h200")
        self.assertIn("/nonexistent.csv", str(e.exception))


class Project(unittest.TestCase):
    def test_same_as_warp_project(self):
        out = subprocess.run([os.path.join(BIN, "warp-project"), "--from",
                              "h100", "--to", "h200", "--json", TRIAD],
                             check=True, capture_output=True, text=True)
        r = warp_mlir.project(TRIAD, "h100", "h200")
        self.assertEqual(r.launches, json.loads(out.stdout))
        # The export's launch that cannot be projected is a warning.
        self.assertTrue(any(d.severity == "warning" for d in r.diagnostics)
                        == ("warning" in out.stderr))


class Version(unittest.TestCase):
    def test_version(self):
        out = subprocess.run([os.path.join(BIN, "warp-opt"), "--version"],
                             check=True, capture_output=True, text=True)
        self.assertIn(warp_mlir.version(), out.stdout)


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    unittest.main(verbosity=2)
