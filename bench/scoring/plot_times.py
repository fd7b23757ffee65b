#!/usr/bin/env python3
"""Plots predicted against measured launch time, one panel per family.

usage: python3 -m bench.scoring.plot_times <times.json from compare_times --json> <out.png>
(needs matplotlib: python3-matplotlib, hence bench/score's /usr/bin/python3)
"""
import argparse
import json


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.plot_times",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("times", help="the per-launch JSON of compare_times --json")
    ap.add_argument("out", help="the figure to write (PNG)")
    args = ap.parse_args()
    plot(args.times, args.out)


def plot(times, out):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = json.load(open(times))
    fams = sorted({r["family"] for r in rows})
    cols = 4
    nrows = (len(fams) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(4 * cols, 3.6 * nrows))
    for ax, fam in zip(axes.flat, fams):
        rs = [r for r in rows if r["family"] == fam]
        xs = [r["meas_us"] for r in rs]
        ys = [r["pred_us"] for r in rs]
        lims = {}
        for r in rs:
            lims.setdefault(r["limiter"], ([], []))
            lims[r["limiter"]][0].append(r["meas_us"])
            lims[r["limiter"]][1].append(r["pred_us"])
        for lim, (mx, py) in sorted(lims.items()):
            ax.scatter(mx, py, s=14, label=lim)
        lo = min(xs + ys) * 0.8
        hi = max(xs + ys) * 1.2
        ax.plot([lo, hi], [lo, hi], "k-", lw=0.8)
        ax.plot([lo, hi], [lo * 1.1, hi * 1.1], "k:", lw=0.6)
        ax.plot([lo, hi], [lo / 1.1, hi / 1.1], "k:", lw=0.6)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.set_title(fam, fontsize=10)
        ax.set_xlabel("measured µs (H100)")
        ax.set_ylabel("predicted µs")
        ax.legend(fontsize=7, title="limiter", title_fontsize=7)
    for ax in list(axes.flat)[len(fams):]:
        ax.axis("off")
    fig.suptitle("Warp time model vs. H100 measurements (dotted: ±10 %)")
    fig.tight_layout()
    fig.savefig(out, dpi=90)


if __name__ == "__main__":
    main()
