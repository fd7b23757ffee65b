"""The ground truth's generators and measurement tools (../README.md),
importable as bench.groundtruth.scripts.<name> by bench.datasets."""
