#!/usr/bin/env python3
"""Writes Warp's own measurement families, bench/harness/kernels/*.mlir.

These extend the H100 ground truth of bench/groundtruth (whose kernels,
results and helpers this reuses) with the families issue 6 asks for that it
lacks: 2-D star stencils of radius 1-4, a 3-D stencil folded along z
(factors 1, 2, 4, 8), naive transposes (read- or write-coalesced, f32 and
f64) and shared-memory histograms whose every update hits one bin (the
increment-by-one form ptxas turns into ATOMS.POPC.INC, and the
data-dependent increment that stays ATOMS.ADD). Block sizes are read with
gpu.block_dim, so one kernel serves a whole sweep of launch shapes.

usage: python3 -m bench.datasets.gen_harness_kernels [--check]
(then python3 -m bench.datasets.gen_harness_configs, and
GT_ROOT=bench/harness python3 bench/groundtruth/scripts/gen_ptx.py)
"""
import argparse
import os
import sys

from bench.groundtruth.scripts import gen_kernels as gt

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(BENCH, "harness", "kernels")


# --check: compare with the files instead of writing them (CI: the committed
# kernels are what this script writes).
CHECK = False
STALE = []


def write(fname, text):
    path = os.path.join(KDIR, fname)
    if CHECK:
        if not os.path.exists(path) or open(path).read() != text:
            STALE.append(fname)
        return
    os.makedirs(KDIR, exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    print("wrote bench/harness/kernels/" + fname)


def star_func(name, N, R, w, ty, dim, fold=None, fold_dim="y"):
    """Star stencil of radius R on an N^dim array (dim 2: [j][i], dim 3:
    [k][j][i], i contiguous):
      out = w0*c + sum_r w_r*((sx_r + sy_r) [+ sz_r]),  sx_r = in[i-r] + in[i+r], ...
    for interior points R <= i, j(, k) < N-R. fold=F: each thread computes F
    consecutive points along fold_dim (scf.for), index = global_id*F + f."""
    vars_ = ["j", "i"] if dim == 2 else ["k", "j", "i"]
    dnames = {"i": "x", "j": "y", "k": "z"}
    shape = "x".join([str(N)] * dim)
    mt = f"memref<{shape}x{ty}>"
    L = []
    a = L.append
    a(f"    gpu.func @{name}(%in: {mt}, %out: {mt}) kernel {{")
    a("      %c0 = arith.constant 0 : index")
    a("      %c1 = arith.constant 1 : index")
    a(f"      %cR = arith.constant {R} : index")
    a(f"      %cNmR = arith.constant {N - R} : index")
    for r in range(R + 1):
        a(f"      %w{r} = arith.constant {gt.fc(w[r], ty)} : {ty}")
    gt.ids(a, dims="".join(dnames[v] for v in reversed(vars_)))
    folded = {"y": "j", "z": "k"}[fold_dim] if fold else None
    for v in vars_:
        d = dnames[v]
        a(f"      %{v}g0 = arith.muli %b{d}, %d{d} : index")
        a(f"      %{v}g = arith.addi %{v}g0, %t{d} : index")
    ind = "      "
    if fold:
        a(f"      %cF = arith.constant {fold} : index")
        a(f"      %{folded}b = arith.muli %{folded}g, %cF : index")
        a("      scf.for %f = %c0 to %cF step %c1 {")
        ind = "        "
    for v in vars_:
        if v == folded:
            a(ind + f"%{v} = arith.addi %{v}b, %f : index")
        else:
            a(ind + f"%{v} = arith.addi %{v}g, %c0 : index")
    preds = []
    for v in reversed(vars_):
        a(ind + f"%ge_{v} = arith.cmpi sge, %{v}, %cR : index")
        a(ind + f"%lt_{v} = arith.cmpi slt, %{v}, %cNmR : index")
        preds += [f"%ge_{v}", f"%lt_{v}"]
    cond = gt.and_all(a, ind, preds)
    a(ind + f"scf.if {cond} {{")
    ii = ind + "  "

    def at(**off):
        return ", ".join(f"%{v}{off.get(v, '')}" for v in vars_)

    a(ii + f"%xc = memref.load %in[{at()}] : {mt}")
    a(ii + f"%acc0 = arith.mulf %w0, %xc : {ty}")
    for r in range(1, R + 1):
        cr = "%c1" if r == 1 else f"%cr{r}"
        if r > 1:
            a(ii + f"%cr{r} = arith.constant {r} : index")
        for v in vars_:
            a(ii + f"%{v}m{r} = arith.subi %{v}, {cr} : index")
            a(ii + f"%{v}p{r} = arith.addi %{v}, {cr} : index")
        for v in reversed(vars_):
            d = dnames[v]
            a(ii + f"%{d}m{r} = memref.load %in[{at(**{v: f'm{r}'})}] : {mt}")
            a(ii + f"%{d}p{r} = memref.load %in[{at(**{v: f'p{r}'})}] : {mt}")
            a(ii + f"%s{d}{r} = arith.addf %{d}m{r}, %{d}p{r} : {ty}")
        if dim == 2:
            a(ii + f"%s{r} = arith.addf %sx{r}, %sy{r} : {ty}")
        else:
            a(ii + f"%sxy{r} = arith.addf %sx{r}, %sy{r} : {ty}")
            a(ii + f"%s{r} = arith.addf %sxy{r}, %sz{r} : {ty}")
        a(ii + f"%t{r} = arith.mulf %w{r}, %s{r} : {ty}")
        a(ii + f"%acc{r} = arith.addf %acc{r - 1}, %t{r} : {ty}")
    a(ii + f"memref.store %acc{R}, %out[{at()}] : {mt}")
    a(ind + "}")
    if fold:
        a("      }")
    a("      gpu.return")
    a("    }")
    return "\n".join(L)


def naive_transpose(name, N, ty, coalesced):
    """out[x][y] = in[y][x] with x = global_id.x, y = global_id.y: the read
    (coalesced="read": in[y][x]) or the write (coalesced="write": the
    thread reads in[x][y] and writes out[y][x]) runs along the contiguous
    dimension; the other access strides by N elements between lanes."""
    mt = f"memref<{N}x{N}x{ty}>"
    if coalesced == "read":
        body = (f"      %v = memref.load %in[%y, %x] : {mt}\n"
                f"      memref.store %v, %out[%x, %y] : {mt}")
    else:
        body = (f"      %v = memref.load %in[%x, %y] : {mt}\n"
                f"      memref.store %v, %out[%y, %x] : {mt}")
    return f"""    gpu.func @{name}(%in: {mt}, %out: {mt}) kernel {{
{XY_PROLOGUE}
{body}
      gpu.return
    }}"""


def same_bin_hist(name, N, data_dependent):
    """Shared-memory histogram (256 bins) where every update hits bin 7.
    data_dependent=False: sh[7] += 1 with the old value unused (ptxas:
    ATOMS.POPC.INC, the lanes of a warp merge); no input is read.
    data_dependent=True: sh[7] += in[i] & 255 (ATOMS.ADD, the 32 lanes
    serialise)."""
    mi = f"memref<{N}xi32>"
    sh = "memref<256xi32, #gpu.address_space<workgroup>>"
    if data_dependent:
        body = f"""        %v = memref.load %in[%i] : {mi}
        %inc = arith.andi %v, %mask : i32
        %old = memref.atomic_rmw addi %inc, %sh[%c7] : (i32, {sh}) -> i32"""
    else:
        body = f"""        %old = memref.atomic_rmw addi %one, %sh[%c7] : (i32, {sh}) -> i32"""
    pre = """      %c7 = arith.constant 7 : index
      %mask = arith.constant 255 : i32"""
    return gt.hist_skeleton(name, N, 256, pre, body)


def data_bin_hist(name, N, conflicts=None):
    """sh[in[i] & 255] += in[i] >> 8 (the bin and the weight both from the
    data; ATOMS.ADD). conflicts=n: the atomic carries warp.expected_conflicts
    = n, what a user who knows the input tells Warp (issue 15, pattern 3)."""
    mi = f"memref<{N}xi32>"
    sh = "memref<256xi32, #gpu.address_space<workgroup>>"
    attr = f" {{warp.expected_conflicts = {conflicts} : i64}}" if conflicts else ""
    body = f"""        %v = memref.load %in[%i] : {mi}
        %b32 = arith.andi %v, %mask : i32
        %bin = arith.index_cast %b32 : i32 to index
        %inc = arith.shrui %v, %c8 : i32
        %old = memref.atomic_rmw addi %inc, %sh[%bin]{attr} : (i32, {sh}) -> i32"""
    pre = """      %mask = arith.constant 255 : i32
      %c8 = arith.constant 8 : i32"""
    return gt.hist_skeleton(name, N, 256, pre, body)


def star3d_f64(name, N, R, w):
    """seed 000's 25-point star (radius 4) in f64: bench/groundtruth's
    star3d_func, one point per thread."""
    return gt.star3d_func(name, N, R, w, "f64")


XY_PROLOGUE = """      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index"""


def row_copy(name, M, L, interior):
    """out[j][i] = in[j][i] on memref<M x L x f64>, i = global_id.x,
    j = global_id.y; interior=True skips the first and last element of every
    row (i = 0 and i = L-1), so the first and last 32-byte sector of each
    row of `out` is written only in part (3 of its 4 doubles)."""
    mt = f"memref<{M}x{L}xf64>"
    lo, hi = (1, L - 1) if interior else (0, L)
    return f"""    gpu.func @{name}(%in: {mt}, %out: {mt}) kernel {{
      %clo = arith.constant {lo} : index
      %chi = arith.constant {hi} : index
      %cM = arith.constant {M} : index
{XY_PROLOGUE}
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {{
        %v = memref.load %in[%y, %x] : {mt}
        memref.store %v, %out[%y, %x] : {mt}
      }}
      gpu.return
    }}"""


# Row lengths of the partial-write copies and their row counts (2^25 doubles,
# 256 MiB per array).
ROW_COPY_SHAPES = [(174762, 192), (32768, 1024), (4096, 8192)]
STAR2D_W = [0.5, 0.0625, 0.03125, 0.015625, 0.0078125]
STAR3D25_W = [0.5, 0.0625, 0.03125, 0.015625, 0.0078125]
JACOBI_W = [0.5, 0.0833333358168602]


def main():
    global CHECK
    ap = argparse.ArgumentParser(prog="python3 -m bench.datasets.gen_harness_kernels",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="compare with bench/harness/kernels instead of "
                         "writing them; exit 1 if one differs")
    CHECK = ap.parse_args().check
    N2 = 8192
    write("star2d_f32.mlir", gt.module("star2d_f32", f"""
Family star2d_f32: 2-D star stencils of radius R = 1..4 (5, 9, 13, 17 points), out-of-place, f32,
{N2}^2 (memref<{N2}x{N2}xf32>, [j][i], i contiguous, {N2 * N2 * 4} bytes each).
Kernels star2d{{5r1,9r2,13r3,17r4}}_f32: i = global_id.x, j = global_id.y; interior points
R <= i, j < {N2}-R are written:
out = w0*c + sum_r w_r*((in[j][i-r]+in[j][i+r]) + (in[j-r][i]+in[j+r][i])), accumulated r = 1..R,
w = {STAR2D_W[:5]}.
Launch: grid = (ceil({N2}/bx), ceil({N2}/by), 1).  Arguments: (%in, %out), bare pointers.
""", [star_func(f"star2d{4 * R + 1}r{R}_f32", N2, R, STAR2D_W, "f32", 2) for R in (1, 2, 3, 4)]))

    N3 = 448
    write("jacobi3d7_f32_foldz.mlir", gt.module("jacobi3d7_f32_foldz", f"""
Family jacobi3d7_f32_foldz: the 3D 7-point Jacobi stencil of bench/groundtruth's jacobi3d7_f32_foldy
(f32, {N3}^3, the same weights and operation order), with thread folding along z instead of y:
  i = global_id.x, j = global_id.y, k = (block_id.z*block_dim.z + thread_id.z)*F + f, f = 0..F-1.
Kernels jacobi3d7_f32_foldz{{1,2,4,8}}.  Launch: grid = (ceil({N3}/bx), ceil({N3}/by), ceil({N3}/(bz*F))).
Only interior points 1 <= i,j,k <= {N3 - 2} are written.  Arguments: (%in, %out), bare pointers.
""", [star_func(f"jacobi3d7_f32_foldz{F}", N3, 1, JACOBI_W, "f32", 3, fold=F, fold_dim="z")
      for F in (1, 2, 4, 8)]))

    write("transpose_naive.mlir", gt.module("transpose_naive", f"""
Family transpose_naive: out = transpose(in) on {N2}^2 without shared memory.
transpose_naive_{{rd,wr}}_{{f32,f64}}: x = global_id.x, y = global_id.y;
  rd: out[x][y] = in[y][x]  (reads coalesced, writes strided by {N2} elements)
  wr: out[y][x] = in[x][y]  (reads strided, writes coalesced)
Launch: grid = ({N2}/bx, {N2}/by, 1).  Arguments: (%in, %out), bare pointers.
""", [naive_transpose(f"transpose_naive_{tag}_{ty}", N2, ty, c)
      for ty in ("f32", "f64") for tag, c in (("rd", "read"), ("wr", "write"))]))

    NH = 1 << 27
    write("hist_same_bin.mlir", gt.module("hist_same_bin", f"""
Family hist_same_bin: shared-memory histograms (256 bins) over 2^27 = {NH} items where every update
hits bin 7 (a single-value input), grid-stride loop as in bench/groundtruth's hist_smem:
  hist_same_bin_inc_smem: sh[7] += 1, old value unused (ATOMS.POPC.INC; the input is not read)
  hist_same_bin_add_smem: sh[7] += in[i] & 255            (ATOMS.ADD, data-dependent increment)
then every bin is added into the global histogram (memref.atomic_rmw addi), which must be zeroed
before each launch.  Arguments: (%in: memref<{NH}xi32>, %hist: memref<256xi32>), bare pointers.
""", [same_bin_hist("hist_same_bin_inc_smem", NH, False),
      same_bin_hist("hist_same_bin_add_smem", NH, True)]))

    write("copy_rows_f64.mlir", gt.module("copy_rows_f64", """
Family copy_rows_f64: out[j][i] = in[j][i] on f64 arrays of 2^25 elements with rows of L = 192, 1024 or
8192 doubles, written in full (copy_rows_full_L<L>) or without the first and last element of every row
(copy_rows_inner_L<L>: the first and last 32-byte sector of each row is written in part, as in the
interior LBM kernels of bench/groundtruth). It isolates what a partly written sector costs in DRAM
time: the same bytes, 2 partial sectors per row, 4.2 %, 0.8 % and 0.1 % of the sectors.
i = global_id.x, j = global_id.y.  Launch: grid = (ceil(L/bx), ceil(rows/by), 1).
Arguments: (%in, %out), bare pointers.
""", [row_copy(f"copy_rows_{'inner' if inner else 'full'}_L{L}", M, L, inner)
      for M, L in ROW_COPY_SHAPES for inner in (False, True)]))

    ND = 1 << 26
    write("hist_data_bin.mlir", gt.module("hist_data_bin", f"""
Family hist_data_bin (issue 15, pattern 3): shared-memory histograms (256 bins) over 2^26 = {ND} items
whose bin and weight both come from the data, sh[in[i] & 255] += in[i] >> 8 (ATOMS.ADD), grid-stride
loop as in bench/groundtruth's hist_smem, then every bin added into the global histogram (zeroed
before each launch). The two kernels are the same code on different inputs:
  hist_data_bin_uniform: uniform random int32 input (Warp's default assumption);
  hist_data_bin_onebin:  every item 263 = 7 + (1 << 8), all in bin 7; its atomic carries
                         warp.expected_conflicts = 32 (every lane of a warp on one word).
Arguments: (%in: memref<{ND}xi32>, %hist: memref<256xi32>), bare pointers.
""", [data_bin_hist("hist_data_bin_uniform", ND),
      data_bin_hist("hist_data_bin_onebin", ND, 32)]))

    N5 = 512
    write("star3d25r4_f64.mlir", gt.module("star3d25r4_f64", f"""
Family star3d25r4_f64 (issue 15, pattern 4): seed 000's benchmark, the 3-D 25-point star stencil of
radius 4 in f64 on {N5}^3 (memref<{N5}x{N5}x{N5}xf64>, [k][j][i], i contiguous, {N5 ** 3 * 8} bytes
each), one point per thread, the operation order of bench/groundtruth's star3d13r2_f32:
out = w0*c + sum_r w_r*(((in[i-r]+in[i+r]) + (in[j-r]+in[j+r])) + (in[k-r]+in[k+r])),
w = {STAR3D25_W}, interior points 4 <= i, j, k < {N5 - 4}.
Launch: grid = (ceil({N5}/bx), ceil({N5}/by), ceil({N5}/bz)).  Arguments: (%in, %out), bare pointers.
""", [star3d_f64("star3d25r4_f64", N5, 4, STAR3D25_W)]))


if __name__ == "__main__":
    main()
    if CHECK:
        for f in STALE:
            print("bench/harness/kernels/%s differs from what "
                  "bench.datasets.gen_harness_kernels writes; rerun it (and "
                  "gen_ptx.py)" % f)
        print("harness kernels: %d stale" % len(STALE))
        sys.exit(1 if STALE else 0)
