"""Which random feature carries the error: a least-squares regression of
each launch's absolute percentage error on indicators of its kernel's
features (issue 28, "per construct").

APE = b0 + sum_j b_j x_j, x_j in {0, 1}; b_j is the error a construct
adds, other things equal, to a plain f32 map kernel of medium size (the
baseline). Columns that no launch (or every launch) has are dropped; a
tiny ridge term keeps collinear columns solvable. Pure Python (no numpy on
the machines that run the scorer).
"""


def _num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return 0.0


# name -> predicate over (features row, configs row)
INDICATORS = [
    ("arch=staged", lambda f, c: f["arch"] == "staged"),
    ("arch=reduce", lambda f, c: f["arch"] == "reduce"),
    ("arch=hist", lambda f, c: f["arch"] == "hist"),
    ("dtype=f16", lambda f, c: f["dtype"] == "f16"),
    ("dtype=f64", lambda f, c: f["dtype"] == "f64"),
    ("rank=2", lambda f, c: f["arch"] == "map" and f["rank"] == "2"),
    ("rank=3", lambda f, c: f["arch"] == "map" and f["rank"] == "3"),
    ("size=tiny", lambda f, c: f["size_class"] == "tiny"),
    ("size=small", lambda f, c: f["size_class"] == "small"),
    ("size=large", lambda f, c: f["size_class"] == "large"),
    ("loop", lambda f, c: _num(f.get("loop_trip")) > 1),
    ("fold", lambda f, c: _num(f.get("fold")) > 1),
    ("strided_load", lambda f, c: _num(f.get("load_stride")) > 1),
    ("transposed_load", lambda f, c: f.get("transposed_load") == "1"),
    ("misaligned_load", lambda f, c: f.get("misaligned") == "1"),
    ("reuse", lambda f, c: f.get("reuse") == "1"),
    ("interior_guard", lambda f, c: f.get("interior_guard") == "1"),
    ("strided_store", lambda f, c: _num(f.get("store_stride")) > 1),
    ("transposed_store", lambda f, c: f.get("transposed_store") == "1"),
    ("smem_unpadded", lambda f, c: f["arch"] == "staged" and f.get("smem_pad") == "0"),
    ("smem_transpose", lambda f, c: f.get("smem_mode") == "transpose"),
    ("smem_columns", lambda f, c: f.get("smem_mode") == "columns"),
    ("combine=shared_atomic", lambda f, c: f.get("reduce_combine") == "shared_atomic"),
    ("combine=global_atomic", lambda f, c: f.get("reduce_combine") == "global_atomic"),
    ("hist_global", lambda f, c: f.get("atomic_priv") == "global"),
    ("atomic_data_addr", lambda f, c: f.get("atomic_addr") == "data"),
    ("skewed_bins", lambda f, c: f.get("distribution", "-") not in ("-", "uniform")),
    ("threads<128", lambda f, c: int(c["threads"]) < 128),
    ("threads>=512", lambda f, c: int(c["threads"]) >= 512),
    ("threads%32!=0", lambda f, c: int(c["threads"]) % 32 != 0),
]


def design(rows):
    """rows: [(features row, configs row)] -> column names, 0/1 matrix
    (without the intercept), dropping constant columns."""
    names, cols = [], []
    for name, pred in INDICATORS:
        col = [1.0 if pred(f, c) else 0.0 for f, c in rows]
        if 0 < sum(col) < len(col):
            names.append(name)
            cols.append(col)
    return names, [list(r) for r in zip(*cols)] if cols else [[] for _ in rows]


def solve(a, b):
    """Gaussian elimination with partial pivoting of the square system a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for k in range(n):
        p = max(range(k, n), key=lambda i: abs(m[i][k]))
        m[k], m[p] = m[p], m[k]
        if abs(m[k][k]) < 1e-12:
            continue
        for i in range(k + 1, n):
            f = m[i][k] / m[k][k]
            for j in range(k, n + 1):
                m[i][j] -= f * m[k][j]
    x = [0.0] * n
    for k in range(n - 1, -1, -1):
        if abs(m[k][k]) < 1e-12:
            continue
        x[k] = (m[k][n] - sum(m[k][j] * x[j] for j in range(k + 1, n))) / m[k][k]
    return x


def least_squares(x, y, ridge=1e-6):
    """Coefficients [intercept, b_1, ...] minimising |[1 x] b - y|^2 +
    ridge |b_1..|^2."""
    rows = [[1.0] + r for r in x]
    k = len(rows[0])
    ata = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    for i in range(1, k):
        ata[i][i] += ridge * len(rows)
    aty = [sum(r[i] * yy for r, yy in zip(rows, y)) for i in range(k)]
    return solve(ata, aty)


def regression_table(rows, ape):
    """Lines of the table: per indicator its launches, the MAPE of those
    with and without it, and its coefficient (percentage points)."""
    names, x = design(rows)
    if not names or len(rows) < 3:
        return ["(too few launches for the regression)"]
    b = least_squares(x, ape)
    out = ["%-24s %5s %9s %9s %9s" % ("feature", "n", "MAPE% w/", "w/o", "coef pp"),
           "%-24s %5d %9s %9s %9.2f" % ("(intercept: f32 map, medium)", len(rows), "", "", b[0])]
    for j, name in enumerate(names):
        w = [e for r, e in zip(x, ape) if r[j]]
        wo = [e for r, e in zip(x, ape) if not r[j]]
        out.append("%-24s %5d %9.2f %9.2f %9.2f" % (
            name, len(w), sum(w) / len(w), sum(wo) / len(wo) if wo else 0.0, b[j + 1]))
    return out
