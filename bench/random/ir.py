"""One kernel, written once, in two languages: MLIR and a C++ emulation.

Every archetype (map.py, staged.py, reduce.py, hist.py) builds its kernel
through a Builder: each call emits the MLIR op (a `gpu.func` body) and the
C++ statement that does the same thing on the CPU. The C++ side is the
kernel's emulation: one function that runs every thread of every block
sequentially, the body cut into phases at each `gpu.barrier` and each
`gpu.shuffle` (both only at the top level of the body), so that a phase
runs for all threads of the block before the next starts. A value defined
at the top level lives in an array indexed by the thread (it may be read in
a later phase); a value defined inside a loop or an `if` is a C++ local.

The emulation is what `runner.cu --dry-run` checks against the references
(runner/ref.h), which are written separately from the description of the
kernel, not from its ops: a generator bug in the kernel's indexing, its
guards, its staging or its reduction tree shows up as a mismatch there,
without a GPU. The op-by-op translation below is the only part the two
sides share.

Conventions: `index` is int64_t; i32 is int32_t (shifts unsigned); i1 is
bool; f32 float; f64 double; f16 is a float rounded to half after every op
(h16(): for add, sub and mul of two halves, rounding the exact-in-float
result to half is IEEE half arithmetic). Global f16 buffers hold the half
bit patterns (uint16_t).
"""

import math

CTYPE = {"index": "int64_t", "i32": "int32_t", "i1": "bool",
         "f16": "float", "f32": "float", "f64": "double"}
FLOATS = ("f16", "f32", "f64")
BYTES = {"f16": 2, "f32": 4, "f64": 8, "i32": 4}
SPECIAL = {  # gpu op -> C++ variable of the emulation loop
    ("thread_id", "x"): "tx", ("thread_id", "y"): "ty", ("thread_id", "z"): "tz",
    ("block_id", "x"): "bx", ("block_id", "y"): "by", ("block_id", "z"): "bz",
    ("block_dim", "x"): "bdx", ("block_dim", "y"): "bdy", ("block_dim", "z"): "bdz",
    ("grid_dim", "x"): "gdx", ("grid_dim", "y"): "gdy", ("grid_dim", "z"): "gdz",
}


class Value:
    def __init__(self, name, ty, depth, cpp=None):
        self.name, self.ty, self.depth = name, ty, depth
        self._cpp = cpp

    @property
    def cpp(self):
        """The C++ expression that reads this value."""
        if self._cpp is not None:
            return self._cpp
        return "A_%s[t]" % self.name if self.depth == 0 else self.name


class Buffer:
    """A kernel argument (global) or a workgroup attribution (shared)."""

    def __init__(self, name, dtype, shape, shared=False):
        self.name, self.dtype, self.shape, self.shared = name, dtype, list(shape), shared

    @property
    def mlir_type(self):
        dims = "x".join(str(d) for d in self.shape)
        space = ", #gpu.address_space<workgroup>" if self.shared else ""
        return "memref<%sx%s%s>" % (dims, self.dtype, space)

    @property
    def elems(self):
        return math.prod(self.shape)

    @property
    def nbytes(self):
        return self.elems * BYTES[self.dtype]


def _float_text(v):
    r = repr(float(v))
    return r if ("e" in r or "." in r) else r + ".0"


class Builder:
    def __init__(self, name):
        self.name = name
        self.args, self.shared = [], []
        self.prologue = []          # MLIR constants and gpu ids, at the top
        self.mlir = []              # MLIR body lines
        self.phases = [[]]          # C++ lines of each phase
        self.arrays = []            # (name, ctype) of the top-level values
        self.cconsts = []           # C++ constants (function scope)
        self.depth = 0
        self.count = 0
        self.consts = {}
        self.specials = {}
        self.loops = []

    # -- bookkeeping ----------------------------------------------------
    def _new(self, ty, cpp=None, depth=None):
        self.count += 1
        d = self.depth if depth is None else depth
        v = Value("v%d" % self.count, ty, d, cpp)
        if d == 0 and cpp is None:
            self.arrays.append((v.name, CTYPE[ty]))
        return v

    def _m(self, text):
        self.mlir.append("  " * (self.depth + 3) + text)

    def _c(self, text):
        self.phases[-1].append("  " * (self.depth + 3) + text)

    def _def(self, v, expr):
        """C++ definition of v as expr."""
        if v.depth == 0:
            self._c("%s = %s;" % (v.cpp, expr))
        else:
            self._c("const %s %s = %s;" % (CTYPE[v.ty], v.name, expr))

    def _round(self, ty, expr):
        return "h16(%s)" % expr if ty == "f16" else expr

    # -- arguments ------------------------------------------------------
    def arg(self, name, dtype, shape):
        b = Buffer(name, dtype, shape)
        self.args.append(b)
        return b

    def workgroup(self, name, dtype, shape):
        b = Buffer(name, dtype, shape, shared=True)
        self.shared.append(b)
        return b

    # -- values -----------------------------------------------------------
    def const(self, val, ty="index"):
        key = (val, ty)
        if key in self.consts:
            return self.consts[key]
        self.count += 1
        name = "c%d" % self.count
        if ty in FLOATS:
            text, cval = _float_text(val), "(%s)%s" % (CTYPE[ty], _float_text(val))
        elif ty == "i1":
            text, cval = ("true" if val else "false"), ("true" if val else "false")
        else:
            text, cval = str(int(val)), "(%s)%dLL" % (CTYPE[ty], int(val))
        self.prologue.append("%%%s = arith.constant %s : %s" % (name, text, ty))
        self.cconsts.append("[[maybe_unused]] const %s %s = %s;" % (CTYPE[ty], name, cval))
        v = Value(name, ty, -1, cpp=name)
        self.consts[key] = v
        return v

    def gpu(self, op, dim):
        key = (op, dim)
        if key not in self.specials:
            self.count += 1
            name = "g%d" % self.count
            self.prologue.append("%%%s = gpu.%s %s" % (name, op, dim))
            self.specials[key] = Value(name, "index", -1, cpp=SPECIAL[key])
        return self.specials[key]

    def _bin(self, op, a, b, cexpr, ty=None):
        ty = ty or a.ty
        v = self._new(ty)
        self._m("%%%s = arith.%s %%%s, %%%s : %s" % (v.name, op, a.name, b.name, a.ty))
        self._def(v, cexpr)
        return v

    def _i(self, x):
        return x if isinstance(x, Value) else self.const(x)

    def addi(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("addi", a, b, "%s + %s" % (a.cpp, b.cpp))

    def subi(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("subi", a, b, "%s - %s" % (a.cpp, b.cpp))

    def muli(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("muli", a, b, "%s * %s" % (a.cpp, b.cpp))

    def divui(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("divui", a, b, "(%s)((uint64_t)%s / (uint64_t)%s)" % (
            CTYPE[a.ty], a.cpp, b.cpp) if a.ty == "index" else
            "(int32_t)((uint32_t)%s / (uint32_t)%s)" % (a.cpp, b.cpp))

    def remui(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("remui", a, b, "(%s)((uint64_t)%s %% (uint64_t)%s)" % (
            CTYPE[a.ty], a.cpp, b.cpp) if a.ty == "index" else
            "(int32_t)((uint32_t)%s %% (uint32_t)%s)" % (a.cpp, b.cpp))

    def andi(self, a, b):
        return self._bin("andi", a, b, "%s & %s" % (a.cpp, b.cpp) if a.ty != "i1"
                         else "%s && %s" % (a.cpp, b.cpp))

    def shrui(self, a, b):
        assert a.ty == "i32"
        return self._bin("shrui", a, b, "(int32_t)((uint32_t)%s >> %s)" % (a.cpp, b.cpp))

    def minui(self, a, b):
        a, b = self._i(a), self._i(b)
        return self._bin("minui", a, b, "std::min(%s, %s)" % (a.cpp, b.cpp))

    def cmpi(self, pred, a, b):
        a, b = self._i(a), self._i(b)
        op = {"slt": "<", "sge": ">=", "ult": "<", "uge": ">=", "eq": "==", "ne": "!="}[pred]
        v = self._new("i1")
        self._m("%%%s = arith.cmpi %s, %%%s, %%%s : %s" % (v.name, pred, a.name, b.name, a.ty))
        self._def(v, "%s %s %s" % (a.cpp, op, b.cpp))
        return v

    def all_of(self, conds):
        acc = conds[0]
        for c in conds[1:]:
            acc = self.andi(acc, c)
        return acc

    def index_cast(self, a, ty):
        v = self._new(ty)
        self._m("%%%s = arith.index_cast %%%s : %s to %s" % (v.name, a.name, a.ty, ty))
        self._def(v, "(%s)%s" % (CTYPE[ty], a.cpp))
        return v

    def addf(self, a, b):
        return self._bin("addf", a, b, self._round(a.ty, "%s + %s" % (a.cpp, b.cpp)))

    def mulf(self, a, b):
        return self._bin("mulf", a, b, self._round(a.ty, "%s * %s" % (a.cpp, b.cpp)))

    def extf(self, a, ty):
        v = self._new(ty)
        self._m("%%%s = arith.extf %%%s : %s to %s" % (v.name, a.name, a.ty, ty))
        self._def(v, "(%s)%s" % (CTYPE[ty], a.cpp))
        return v

    def truncf(self, a, ty):
        v = self._new(ty)
        self._m("%%%s = arith.truncf %%%s : %s to %s" % (v.name, a.name, a.ty, ty))
        self._def(v, self._round(ty, "(float)%s" % a.cpp))
        return v

    # -- memory -----------------------------------------------------------
    def _lin(self, buf, idx):
        expr = idx[0].cpp
        for d, i in zip(buf.shape[1:], idx[1:]):
            expr = "(%s) * %dLL + %s" % (expr, d, i.cpp)
        return expr

    def _ref(self, buf, idx):
        return "%%%s[%s] : %s" % (buf.name, ", ".join("%" + i.name for i in idx), buf.mlir_type)

    def load(self, buf, idx):
        idx = [self._i(i) for i in idx]
        v = self._new(buf.dtype)
        self._m("%%%s = memref.load %s" % (v.name, self._ref(buf, idx)))
        elem = "%s[%s]" % (buf.name, self._lin(buf, idx))
        if buf.dtype == "f16" and not buf.shared:
            elem = "h2f(%s)" % elem
        self._def(v, elem)
        return v

    def store(self, val, buf, idx):
        idx = [self._i(i) for i in idx]
        self._m("memref.store %%%s, %s" % (val.name, self._ref(buf, idx)))
        rhs = val.cpp
        if buf.dtype == "f16" and not buf.shared:
            rhs = "f2h(%s)" % rhs
        self._c("%s[%s] = %s;" % (buf.name, self._lin(buf, idx), rhs))

    def atomic_add(self, val, buf, idx):
        """memref.atomic_rmw addi/addf whose result is unused."""
        idx = [self._i(i) for i in idx]
        kind = "addf" if val.ty in FLOATS else "addi"
        self.count += 1
        self._m("%%old%d = memref.atomic_rmw %s %%%s, %s" % (
            self.count, kind, val.name, "%%%s[%s] : (%s, %s) -> %s" % (
                buf.name, ", ".join("%" + i.name for i in idx), val.ty,
                buf.mlir_type, val.ty)))
        lhs = "%s[%s]" % (buf.name, self._lin(buf, idx))
        if val.ty == "i32":  # wraps, like the hardware's
            self._c("%s = (int32_t)((uint32_t)%s + (uint32_t)%s);" % (lhs, lhs, val.cpp))
        else:
            self._c("%s = %s;" % (lhs, self._round(val.ty, "%s + %s" % (lhs, val.cpp))))

    # -- control flow -------------------------------------------------------
    def loop(self, lo, hi, step, inits=()):
        return _Loop(self, self._i(lo), self._i(hi), self._i(step), list(inits))

    def if_(self, cond):
        return _If(self, cond)

    def barrier(self):
        assert self.depth == 0, "gpu.barrier only at the top level"
        self._m("gpu.barrier")
        self.phases.append([])

    def shuffle_xor(self, val, offset, width=32):
        """gpu.shuffle xor of a top-level value: a phase of its own in C++."""
        assert self.depth == 0 and val.depth == 0, "gpu.shuffle only at the top level"
        o, w = self.const(offset, "i32"), self.const(width, "i32")
        v = self._new(val.ty)
        self._m("%%%s, %%%s_ok = gpu.shuffle xor %%%s, %%%s, %%%s : %s" % (
            v.name, v.name, val.name, o.name, w.name, val.ty))
        assert width == 32
        self.phases.append(["      A_%s[t] = A_%s[(t & ~31LL) | ((t & 31LL) ^ %dLL)];" % (
            v.name, val.name, offset)])
        self.phases.append([])
        return v

    # -- output -------------------------------------------------------------
    def mlir_func(self):
        args = ", ".join("%%%s: %s" % (b.name, b.mlir_type) for b in self.args)
        wg = ""
        if self.shared:
            wg = " workgroup(%s)" % ", ".join("%%%s : %s" % (b.name, b.mlir_type)
                                               for b in self.shared)
        lines = ["    gpu.func @%s(%s)%s kernel {" % (self.name, args, wg)]
        lines += ["      " + p for p in self.prologue]
        lines += self.mlir
        lines += ["      gpu.return", "    }"]
        return "\n".join(lines)

    def cpp_func(self):
        """static void emu_<name>(Dim3 grid, Dim3 block, void **bufs): runs
        every thread of every block (warps: 32 consecutive linear ids)."""
        out = ["static void emu_%s(Dim3 grid, Dim3 block, void **bufs) {" % self.name]
        ptr = {"f16": "uint16_t", "f32": "float", "f64": "double", "i32": "int32_t"}
        for k, b in enumerate(self.args):
            out.append("  %s *%s = (%s *)bufs[%d];" % (ptr[b.dtype], b.name, ptr[b.dtype], k))
        out.append("  const int64_t gdx = grid.x, gdy = grid.y, gdz = grid.z;")
        out.append("  const int64_t bdx = block.x, bdy = block.y, bdz = block.z;")
        out.append("  const int64_t nthr = bdx * bdy * bdz;")
        out.append("  (void)gdx; (void)gdy; (void)gdz;")
        out += ["  " + c for c in self.cconsts]
        for name, ct in self.arrays:
            out.append("  std::vector<%s> A_%s(nthr);" % (ct, name))
        for b in self.shared:
            out.append("  std::vector<%s> %s_v(%d);" % (CTYPE[b.dtype], b.name, b.elems))
            out.append("  %s *%s = %s_v.data();" % (CTYPE[b.dtype], b.name, b.name))
        out.append("  for (int64_t bz = 0; bz < gdz; ++bz)")
        out.append("  for (int64_t by = 0; by < gdy; ++by)")
        out.append("  for (int64_t bx = 0; bx < gdx; ++bx) {")
        for b in self.shared:  # what a block did not write is garbage: NaN or -1
            out.append("    std::fill(%s_v.begin(), %s_v.end(), (%s)%s);" % (
                b.name, b.name, CTYPE[b.dtype], "NAN" if b.dtype in FLOATS else "-1"))
        for ph in self.phases:
            if not ph:
                continue
            out.append("    for (int64_t t = 0; t < nthr; ++t) {")
            out.append("      const int64_t tx = t % bdx, ty = (t / bdx) % bdy, tz = t / (bdx * bdy);")
            out.append("      (void)tx; (void)ty; (void)tz;")
            out += ph
            out.append("    }")
        out.append("  }")
        out.append("}")
        return "\n".join(out)


class _Loop:
    """scf.for (with iter_args) / a C++ for loop; results after the block."""

    def __init__(self, b, lo, hi, step, inits):
        self.b, self.lo, self.hi, self.step, self.inits = b, lo, hi, step, inits
        self.results = []

    def __enter__(self):
        b = self.b
        b.count += 1
        n = b.count
        self.iv = Value("i%d" % n, "index", b.depth + 1)
        self.args = [Value("a%d_%d" % (n, k), v.ty, b.depth + 1) for k, v in enumerate(self.inits)]
        self.results = [b._new(v.ty) for v in self.inits]
        head = "scf.for %%%s = %%%s to %%%s step %%%s" % (
            self.iv.name, self.lo.name, self.hi.name, self.step.name)
        if self.inits:
            res = ", ".join("%" + r.name for r in self.results)
            head = "%s = %s iter_args(%s) -> (%s)" % (
                res, head, ", ".join("%%%s = %%%s" % (a.name, i.name)
                                    for a, i in zip(self.args, self.inits)),
                ", ".join(v.ty for v in self.inits))
        b._m(head + " {")
        for r in self.results:
            if r.depth > 0:
                b._c("%s %s;" % (CTYPE[r.ty], r.name))
        b._c("{")
        for a, i in zip(self.args, self.inits):
            b._c("  %s %s = %s;" % (CTYPE[a.ty], a.name, i.cpp))
        b._c("  for (int64_t %s = %s; %s < %s; %s += %s) {" % (
            self.iv.name, self.lo.cpp, self.iv.name, self.hi.cpp, self.iv.name, self.step.cpp))
        b.depth += 1
        b.loops.append(self)
        self.yielded = None
        return self

    def yield_(self, *vals):
        self.yielded = list(vals)

    def __exit__(self, *exc):
        b = self.b
        if exc[0] is not None:
            return False
        assert (self.yielded or []) == [] if not self.inits else len(self.yielded) == len(self.inits)
        if self.inits:
            b._m("scf.yield %s : %s" % (", ".join("%" + v.name for v in self.yielded),
                                         ", ".join(v.ty for v in self.yielded)))
            tmp = ["%s y%d = %s;" % (CTYPE[v.ty], k, v.cpp) for k, v in enumerate(self.yielded)]
            b._c("{ " + " ".join(tmp) + " " + " ".join(
                "%s = y%d;" % (a.name, k) for k, a in enumerate(self.args)) + " }")
        b.loops.pop()
        b.depth -= 1
        b._m("}")
        b._c("  }")
        for r, a in zip(self.results, self.args):
            b._c("  %s = %s;" % (r.cpp, a.name) if r.depth == 0 else
                 "  %s = %s;" % (r.name, a.name))
        b._c("}")
        return False


class _If:
    def __init__(self, b, cond):
        self.b, self.cond = b, cond

    def __enter__(self):
        self.b._m("scf.if %%%s {" % self.cond.name)
        self.b._c("if (%s) {" % self.cond.cpp)
        self.b.depth += 1
        return self

    def __exit__(self, *exc):
        self.b.depth -= 1
        self.b._m("}")
        self.b._c("}")
        return False
