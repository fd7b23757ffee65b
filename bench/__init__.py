"""Warp's benchmarks, data sets and accuracy scorers (bench/README.md).

A package so that the tools share their helpers by import: run each one as
a module from the repository root, e.g.

    python3 -m bench.scoring.compare_times bench/groundtruth

Subpackages: bench.scoring (the scorers and their thresholds),
bench.datasets (the tools that write the data sets), bench.calibration (the
fits behind target-file constants), bench.studies (one-off checks), and
bench.groundtruth.scripts (the ground truth's own measurement tools).
"""
