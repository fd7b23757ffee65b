"""What every generated kernel carries, whatever its archetype.

A Spec is one kernel: its name and archetype, its buffers (kernel
arguments in order, each with its role and how the runner fills it), the
archetype's parameters (which the runner's reference reads: runner/ref.h),
its features (features.csv) and, once built, its MLIR and C++ emulation.

Values are chosen so that every result is exact in the kernel's type,
whatever the order of its additions (atomics, shuffles, FMA contraction):
inputs are small integers times 2^-q and weights multiples of 1/4 of at
most 2 in magnitude, and `exact_terms` bounds how many products a sum may
have. The runner then compares bit for bit.
"""

import math
from bench.random.ir import BYTES

MANTISSA = {"f16": 11, "f32": 24, "f64": 53}
WEIGHTS = (1.0, 1.0, -1.0, 0.5, -0.5, 2.0, 1.5, 0.25, -0.75)
SIZE_CLASSES = {  # total bytes of a kernel's buffers: (low, high)
    "tiny": (16 << 10, 512 << 10),
    "small": (1 << 20, 12 << 20),
    "medium": (16 << 20, 120 << 20),
    "large": (160 << 20, 900 << 20),
}
SIZE_WEIGHTS = (("tiny", 15), ("small", 28), ("medium", 30), ("large", 27))

# Buffer roles: `in` filled with values before the launches; `out`
# poisoned (every byte 0xFF) before each checked launch; `acc` zeroed
# before every launch (atomics accumulate into it).
ROLES = ("in", "out", "acc")


class Buf:
    def __init__(self, name, dtype, shape, role, init=None):
        self.name, self.dtype, self.shape, self.role = name, dtype, list(shape), role
        self.init = init or {}  # in: {"kind": "value", R, q} or {"kind": "hist", K, shift, bins}

    @property
    def elems(self):
        return math.prod(self.shape)

    @property
    def nbytes(self):
        return self.elems * BYTES[self.dtype]


class Spec:
    def __init__(self, name, arch, dtype):
        self.name, self.arch, self.dtype = name, arch, dtype
        self.bufs = []
        self.params = {}
        self.features = {}
        self.launches = []      # [(grid, block)], grid and block (x, y, z)
        self.mlir = self.emu = None
        self.smem_bytes = 0

    @property
    def nbytes(self):
        return sum(b.nbytes for b in self.bufs)


def pick_size_class(rng):
    total = sum(w for _, w in SIZE_WEIGHTS)
    r = rng.randrange(total)
    for name, w in SIZE_WEIGHTS:
        if r < w:
            return name
        r -= w
    return SIZE_WEIGHTS[-1][0]


def target_bytes(rng, cls, cap=None):
    """A size drawn log-uniformly within the class (cap: the --max-bytes
    of a small test set)."""
    lo, hi = SIZE_CLASSES[cls]
    if cap:
        hi = min(hi, cap)
        lo = min(lo, hi // 2)
    import math
    return int(math.exp(rng.uniform(math.log(lo), math.log(hi))))


def exact_range(acc_dtype, terms):
    """The largest R such that `terms` products w * v (|w| <= 2, w a
    multiple of 1/4; v = k 2^-q, |k| <= R) sum exactly in acc_dtype: every
    partial sum is a multiple of 2^-(q+2) below terms * 2R 2^-q, which
    needs 8 R terms <= 2^p. 0 if none."""
    return min(8, (1 << MANTISSA[acc_dtype]) // (8 * terms))


def split_dims(rng, points, d, min_x=1):
    """d sizes (x first) whose product is about `points`, x the largest
    most of the time; sizes are not always powers of two (partial
    blocks, guards)."""
    import math
    if d == 1:
        return [max(min_x, points)]
    logs = [rng.uniform(0.5, 1.5) for _ in range(d)]
    logs[0] *= rng.choice((1.0, 1.5, 2.0))
    s = sum(logs)
    dims = []
    for l in logs:
        n = int(round(points ** (l / s)))
        if rng.random() < 0.5:
            n = 1 << max(0, int(round(math.log2(max(n, 1)))))
        dims.append(max(2, n))
    dims[0] = max(dims[0], min_x)
    return dims


def cpp_str(v):
    if isinstance(v, float):
        return repr(v)
    return str(v)
