// The random set's kernel descriptions, inputs and CPU references
// (issue 28). Plain C++ (no CUDA): the runner includes it in both builds,
// the device's (nvcc) and the dry run's (g++ -DRK_NO_CUDA).
//
// A generated set's runner/kernels.inc (bench.random.gen) fills one
// KernelDesc per kernel: its buffers, in the kernel's argument order, and
// its archetype's parameters. The references below read those parameters
// only; they are written from the archetypes' definitions (the docstrings
// of bench/random/*_kernel.py), not from the kernels' ops, so that the dry
// run's comparison of the kernels' emulations (ir.py) with them tests the
// generated kernels' logic.
//
// Every value is exact in its type whatever the order of the additions
// (bench/random/spec.py), so a result must equal its reference bit for
// bit, except that +0 and -0 are equal (a kernel's sum of terms that are
// all -0, e.g. -1 x 0, is -0; the reference's sum starts at +0); an `out`
// buffer's elements that the kernel does not write must
// still hold the poison (every byte 0xFF).
#ifndef WARP_BENCH_RANDOM_REF_H
#define WARP_BENCH_RANDOM_REF_H

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

enum { DT_F16, DT_F32, DT_F64, DT_I32 };
enum { ROLE_IN, ROLE_OUT, ROLE_ACC };
enum { INIT_VALUE, INIT_HIST };
enum { ARCH_MAP, ARCH_STAGED, ARCH_REDUCE, ARCH_HIST };

struct Dim3 {
  int64_t x, y, z;
};

struct BufDesc {
  int dtype, role, rank;
  int64_t shape[3]; // slowest first (memref order)
  int64_t elems;
  int init;   // INIT_VALUE: k 2^-q, k uniform in [-R, R]; INIT_HIST: i32
  int R, q;   // INIT_VALUE
  int K, shift; // INIT_HIST: 0 = uniform 32-bit; else one of K bins spread
  int64_t bins; //            over `bins`, in bits [shift, shift + log2 bins)
  uint64_t seed;
};

// index of memref dimension i = stride[i] * p[src[i]] + off[i] + tcoef[i] * t
struct Access {
  int arr;
  double w;
  int src[3];
  int64_t stride[3], off[3], tcoef[3];
};
struct MapDesc {
  int rank, trip, nterms;
  int64_t n[3], lo[3], hi[3];
  Access term[8];
  Access out;
};
struct StagedDesc {
  int64_t nx, ny, nz;
  int tx, ty, mode; // 0 transpose, 1 neighbors, 2 columns
  double w[3];
};
struct ReduceDesc {
  int64_t rows, len;
};
struct HistDesc {
  int64_t n, bins, mul;
  int data_addr, shift, inc_data;
};

struct KernelDesc {
  const char *name;
  int arch, nbufs;
  BufDesc bufs[4];
  MapDesc map;
  StagedDesc st;
  ReduceDesc red;
  HistDesc hist;
  void (*emu)(Dim3 grid, Dim3 block, void **bufs);
};

// ---- IEEE half, in software (the same in nvcc's and g++'s host code) ----
inline uint16_t f2h(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u, mant = x & 0x7fffffu;
  int exp = (int)((x >> 23) & 0xff);
  if (exp == 255)
    return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0));
  int e = exp - 127 + 15;
  if (e >= 31)
    return (uint16_t)(sign | 0x7c00u);
  if (e <= 0) { // subnormal half (or zero)
    if (e < -10)
      return (uint16_t)sign;
    mant |= 0x800000u;
    int shift = 14 - e;
    uint32_t h = mant >> shift, rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1)))
      ++h;
    return (uint16_t)(sign | h);
  }
  uint32_t h = ((uint32_t)e << 10) | (mant >> 13), rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1)))
    ++h; // may carry into the exponent: still right (up to inf)
  return (uint16_t)(sign | h);
}

inline float h2f(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ffu, x;
  if (e == 0) {
    if (!m) {
      x = sign;
    } else {
      int s = 0;
      while (!(m & 0x400u)) {
        m <<= 1;
        ++s;
      }
      x = sign | ((uint32_t)(127 - 15 + 1 - s) << 23) | ((m & 0x3ffu) << 13);
    }
  } else if (e == 31) {
    x = sign | 0x7f800000u | (m << 13);
  } else {
    x = sign | ((e - 15 + 127) << 23) | (m << 13);
  }
  float f;
  memcpy(&f, &x, 4);
  return f;
}

inline float h16(float f) { return h2f(f2h(f)); }

inline int esize(int dt) { return dt == DT_F16 ? 2 : dt == DT_F64 ? 8 : 4; }

inline uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/// A buffer's bytes on the host, read and written as doubles.
struct HostBuf {
  int dtype = DT_F32;
  std::vector<uint8_t> bytes;
  int64_t elems() const { return (int64_t)bytes.size() / esize(dtype); }
  double get(int64_t i) const {
    const uint8_t *p = bytes.data() + i * esize(dtype);
    switch (dtype) {
    case DT_F16: { uint16_t h; memcpy(&h, p, 2); return h2f(h); }
    case DT_F32: { float f; memcpy(&f, p, 4); return f; }
    case DT_F64: { double d; memcpy(&d, p, 8); return d; }
    default: { int32_t v; memcpy(&v, p, 4); return v; }
    }
  }
  int32_t geti(int64_t i) const {
    int32_t v;
    memcpy(&v, bytes.data() + i * 4, 4);
    return v;
  }
  void put(int64_t i, double v) {
    uint8_t *p = bytes.data() + i * esize(dtype);
    switch (dtype) {
    case DT_F16: { uint16_t h = f2h((float)v); memcpy(p, &h, 2); break; }
    case DT_F32: { float f = (float)v; memcpy(p, &f, 4); break; }
    case DT_F64: memcpy(p, &v, 8); break;
    default: { int32_t x = (int32_t)v; memcpy(p, &x, 4); }
    }
  }
  void puti(int64_t i, int32_t v) { memcpy(bytes.data() + i * 4, &v, 4); }
};

/// The buffer as the kernel finds it: inputs filled, `out` poisoned (0xFF),
/// `acc` zeroed.
inline HostBuf makeBuffer(const BufDesc &b) {
  HostBuf h;
  h.dtype = b.dtype;
  h.bytes.assign((size_t)b.elems * esize(b.dtype), b.role == ROLE_OUT ? 0xFF : 0);
  if (b.role != ROLE_IN)
    return h;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < b.elems; ++i) {
    uint64_t r = splitmix64((uint64_t)i ^ (b.seed << 40));
    if (b.init == INIT_VALUE) {
      int64_t k = (int64_t)(r % (uint64_t)(2 * b.R + 1)) - b.R;
      h.put(i, std::ldexp((double)k, -b.q));
    } else {
      uint64_t u = r >> 32;
      if (b.K) {
        uint64_t bin = ((r & 0xffffffffULL) % (uint64_t)b.K) * (uint64_t)(b.bins / b.K);
        uint64_t mask = (uint64_t)(b.bins - 1) << b.shift;
        u = (u & ~mask) | (bin << b.shift);
      }
      h.puti(i, (int32_t)(uint32_t)u);
    }
  }
  return h;
}

inline int64_t linear(const BufDesc &b, const int64_t *idx) {
  int64_t l = 0;
  for (int i = 0; i < b.rank; ++i)
    l = l * b.shape[i] + idx[i];
  return l;
}

// ---- references -----------------------------------------------------------

inline int64_t accessIndex(const KernelDesc &k, const Access &a, const BufDesc &b,
                           const int64_t *p, int64_t t) {
  int64_t idx[3];
  for (int i = 0; i < b.rank; ++i)
    idx[i] = a.stride[i] * p[a.src[i]] + a.off[i] + a.tcoef[i] * t;
  return linear(b, idx);
}

/// out[A p + b] = sum_t sum_k w_k in_k[A_k p + c_k t + b_k] over the
/// interior lo <= p < n - hi.
inline void refMap(const KernelDesc &k, const std::vector<HostBuf> &in, std::vector<HostBuf> &ex) {
  const MapDesc &m = k.map;
  int64_t n[3] = {1, 1, 1};
  for (int j = 0; j < m.rank; ++j)
    n[j] = m.n[j];
  const int outb = k.nbufs - 1;
#pragma omp parallel for schedule(dynamic)
  for (int64_t z = 0; z < n[2]; ++z)
    for (int64_t y = 0; y < n[1]; ++y)
      for (int64_t x = 0; x < n[0]; ++x) {
        int64_t p[3] = {x, y, z};
        bool inside = true;
        for (int j = 0; j < m.rank; ++j)
          inside = inside && p[j] >= m.lo[j] && p[j] < m.n[j] - m.hi[j];
        if (!inside)
          continue;
        double acc = 0;
        for (int t = 0; t < m.trip; ++t)
          for (int q = 0; q < m.nterms; ++q) {
            const Access &a = m.term[q];
            acc += a.w * in[a.arr].get(accessIndex(k, a, k.bufs[a.arr], p, t));
          }
        ex[outb].put(accessIndex(k, m.out, k.bufs[outb], p, 0), acc);
      }
}

/// Through a tile in shared memory: the transpose, the neighbors in the
/// tile (wrapping inside it) or the scaled copy.
inline void refStaged(const KernelDesc &k, const std::vector<HostBuf> &in, std::vector<HostBuf> &ex) {
  const StagedDesc &s = k.st;
  const HostBuf &a = in[0];
  HostBuf &o = ex[1];
#pragma omp parallel for schedule(static)
  for (int64_t z = 0; z < s.nz; ++z)
    for (int64_t y = 0; y < s.ny; ++y)
      for (int64_t x = 0; x < s.nx; ++x) {
        int64_t at = (z * s.ny + y) * s.nx + x;
        if (s.mode == 0) {
          o.put((z * s.nx + x) * s.ny + y, a.get(at));
        } else if (s.mode == 1) {
          int64_t y1 = y - y % s.ty + (y % s.ty + 1) % s.ty;
          int64_t x1 = x - x % s.tx + (x % s.tx + 1) % s.tx;
          o.put(at, s.w[0] * a.get(at) + s.w[1] * a.get((z * s.ny + y1) * s.nx + x) +
                        s.w[2] * a.get((z * s.ny + y) * s.nx + x1));
        } else {
          o.put(at, s.w[0] * a.get(at));
        }
      }
}

/// out[row] = the row's sum (the output starts at zero: it is `acc`).
inline void refReduce(const KernelDesc &k, const std::vector<HostBuf> &in, std::vector<HostBuf> &ex) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < k.red.rows; ++r) {
    double s = 0;
    for (int64_t i = 0; i < k.red.len; ++i)
      s += in[0].get(r * k.red.len + i);
    ex[1].put(r, s);
  }
}

/// hist[bin(i)] += inc(i), wrapping like the 32-bit atomics.
inline void refHist(const KernelDesc &k, const std::vector<HostBuf> &in, std::vector<HostBuf> &ex) {
  const HistDesc &h = k.hist;
  std::vector<uint32_t> bins(h.bins, 0);
  bool reads = h.data_addr || h.inc_data;
  for (int64_t i = 0; i < h.n; ++i) {
    uint32_t v = reads ? (uint32_t)in[0].geti(i) : 0;
    int64_t b = h.data_addr ? (int64_t)((v >> h.shift) & (uint32_t)(h.bins - 1))
                            : (int64_t)((uint64_t)(i * h.mul) % (uint64_t)h.bins);
    bins[b] += h.inc_data ? (v & 255u) : 1u;
  }
  for (int64_t b = 0; b < h.bins; ++b)
    ex[1].puti(b, (int32_t)bins[b]);
}

/// Every buffer as the kernel must leave it (inputs unchanged).
inline std::vector<HostBuf> reference(const KernelDesc &k, const std::vector<HostBuf> &in) {
  std::vector<HostBuf> ex;
  for (int j = 0; j < k.nbufs; ++j)
    ex.push_back(k.bufs[j].role == ROLE_IN ? HostBuf{} : makeBuffer(k.bufs[j]));
  switch (k.arch) {
  case ARCH_MAP: refMap(k, in, ex); break;
  case ARCH_STAGED: refStaged(k, in, ex); break;
  case ARCH_REDUCE: refReduce(k, in, ex); break;
  default: refHist(k, in, ex);
  }
  return ex;
}

struct Check {
  int64_t checked = 0, bad = 0;
  double maxAbsErr = 0;
  std::string first; // the first mismatch, in words
};

/// Compares the kernel's output buffers with the reference, element by
/// element, bit for bit (+0 = -0).
inline Check compare(const KernelDesc &k, const std::vector<HostBuf> &got, const std::vector<HostBuf> &ex) {
  Check c;
  for (int j = 0; j < k.nbufs; ++j) {
    if (k.bufs[j].role == ROLE_IN)
      continue;
    const HostBuf &g = got[j], &e = ex[j];
    int es = esize(e.dtype);
    if (g.bytes == e.bytes) { // the usual case, fast
      c.checked += e.elems();
      continue;
    }
    for (int64_t i = 0; i < e.elems(); ++i) {
      ++c.checked;
      if (memcmp(g.bytes.data() + i * es, e.bytes.data() + i * es, es) == 0)
        continue;
      if (e.dtype != DT_I32 && g.get(i) == 0 && e.get(i) == 0)
        continue; // +0 and -0: a sum whose every term is -0 is -0

      ++c.bad;
      double d = std::fabs(g.get(i) - e.get(i));
      c.maxAbsErr = std::isnan(d) ? INFINITY : std::max(c.maxAbsErr, d);
      if (c.first.empty())
        c.first = "buffer " + std::to_string(j) + " element " + std::to_string(i) + ": got " +
                  std::to_string(g.get(i)) + ", expected " + std::to_string(e.get(i));
    }
  }
  return c;
}

#endif // WARP_BENCH_RANDOM_REF_H
