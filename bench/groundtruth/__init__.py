"""The H100 ground-truth data set (README.md, PROVENANCE.md). A package only
so that bench.datasets can import its generators (bench.groundtruth.scripts);
its scripts still run as `python3 scripts/<name>.py` from this folder."""
