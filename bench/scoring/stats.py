"""Statistics the sweeps' scorers share (bench/contractions, bench/reductions)."""


def kendall_tau(xs, ys):
    """Kendall's tau-a of two equally long lists (nan for fewer than two)."""
    n, s = len(xs), 0
    for i in range(n):
        for j in range(i + 1, n):
            a = (xs[i] > xs[j]) - (xs[i] < xs[j])
            b = (ys[i] > ys[j]) - (ys[i] < ys[j])
            s += a * b
    pairs = n * (n - 1) / 2
    return s / pairs if pairs else float("nan")
