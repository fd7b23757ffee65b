"""The fits behind constants of the hardware target files
(bench/calibration/README.md)."""
