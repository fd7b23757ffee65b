"""The tools that write and read the data sets (bench/groundtruth,
bench/harness, bench/picks, bench/unmapped, bench/kernels); the data stays
in those folders (bench/datasets/README.md)."""
