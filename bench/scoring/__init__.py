"""The scorers: Warp's predictions against the recorded measurements, each
with its thresholds in bench/scoring/thresholds/ (bench/scoring/README.md)."""
