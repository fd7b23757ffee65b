// Reduction sweep runner (issue 25).
//
// Loads the PTX of every configuration of configs/configs.csv (made by
// gen_sweep.py from the launches Warp's builder writes, lowered by upstream
// mlir-opt), launches it with cuLaunchKernel (grid, block and dynamic
// shared bytes from the file; the workgroup buffers of R > 32 are static
// .shared in the PTX; a split across blocks, S = blocks_per_output > 1,
// has grid (outputs, S, 1): block y folds the y-th of S segments of its
// output and combines its total into the output with a global atomic),
// checks every output against a CPU reference, and
// times it with CUDA events: the median of the repeats after warm-ups, each
// repeat preceded by a kernel that reads a 128 MiB buffer (2.5x the H100's
// 50 MiB L2) so that every launch starts from a cold L2, as Warp's model
// assumes. A configuration of several launches (a softmax: max, exp, sum,
// division) is timed as one sequence, with an event between launches for
// the per-launch times. For every reduction it also times a device-to-
// device copy (cuMemcpyDtoD) of the input's bytes, the same way: the
// bandwidth reference of score.py.
//
// Build:  nvcc -O2 -std=c++17 -arch=sm_90 -o runner runner.cu -lcuda
// Usage:  ./runner --configs configs/configs.csv --out timing.csv
//                  --copy copy.csv [--reps 20] [--warmups 3]
//                  [--budget-s 140] [--flush-mib 128] [--start-after ID]
//                  [--append] [--dry-run]
// Run from bench/reductions/ (paths in configs.csv are relative to it).
// Exit status 4: a CUDA error left the context unusable; the failing
// configuration has a row with status cuda_error, and device_run.sh starts
// the runner again after it (--start-after ID --append).
// --dry-run (no GPU needed): computes every configuration's outputs on the
// CPU in the order of Warp's kernel (ReductionKernel.cpp: strided partials,
// xor butterflies, the warps' partials; for a split, each of the S
// segments so, then the segments' totals folded into the init in block
// order, one of the orders the atomics may take) and checks them against
// the references and tolerances below; exit status 5 if any fails.
//
// Calling convention (use-bare-ptr-memref-call-conv): each memref argument
// is one device pointer to a dense row-major array; `args` in configs.csv
// lists, per launch, the indices of the function's arguments in the
// kernel's order: a reduction is @red(%A: rows x cols, %S: outputs), a
// softmax @softmax(%X, %M, %E, %S, %Y) (M and S have one value per row).
//
// Inputs are deterministic (a hash of the index, in [-1, 1); softmax's X
// is 4x that). The init vector is folded into the reduction (linalg
// semantics): the output buffer is reset to it before every verified
// launch (reduce: hashed values; softmax: M = -inf, S = 0; a split
// accumulates into the output with atomics, so the check must start from
// the init), and the timed repeats accumulate into it (harmless for the
// time). Tolerances (float reassociation: R > 1 sums in a different order
// than linalg's sequential one; a split's atomics combine its blocks in an
// order that differs from run to run):
//   max: exact (max is exact in any order, splits included);
//   f32 sum: |got - ref| <= gamma_d (sum |x| + |init|), ref in double,
//            u = 2^-24, gamma_d = d u / (1 - d u), d the most additions an
//            element goes through in the kernel (n for R = 1; n / R - 1 +
//            5 + log2(R / 32) + 1 for R > 1; for a split of S blocks per
//            output, the segment's depth n / (S R) - 1 + 5 + log2(R / 32)
//            plus S for the atomic accumulation of the init and the S
//            totals in whatever order): Higham's bound for a summation of
//            that depth, in any order;
//   f16 sum: one thread per output only (Warp offers no R > 1 for 16-bit
//            values), which adds in linalg's order from the init: compared
//            with that order emulated in f16 (f32 add, rounded to f16, which
//            is the correctly rounded f16 add), within 1 f16 ulp;
//   softmax: M exact; S within gamma_(d+1) + 4 u relative (expf's error);
//            Y within that + 6 u relative of exp(x - max) / sum in double.
// The bound is loose for long rows (a dropped element may hide in it), so
// the runner also recomputes up to 64 sampled outputs in the exact order of
// Warp's kernel (emulateOutput) and reports how many match bit for bit
// (emulated_exact, e.g. 64/64; not part of the status). A split sum has no
// one order: each segment's total is deterministic, their sum is not, so
// there it counts the outputs within 2 gamma_S (|init| + sum |total_s|)
// of the segments' totals folded in block order (two orders of the same
// S + 1 terms), written with a trailing '~' (e.g. 64/64~); a split max
// is compared bit for bit.

#include <cuda.h>
#include "../common/cli.h"

#include "../common/config_csv.h"
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../common/cuda_check.h"

// Empty cells between a row's id and its status (the header below).
constexpr int kEmptyCells = 14;

// ---------------------------------------------------------------- configs

using Row = ConfigRow;
static std::vector<Row> readCsv(const std::string &path) {
  return readConfigCsv(path);
}

struct Launch {
  std::string ptx, kernel;
  std::vector<int> args;
  unsigned grid[3], block[3];
  unsigned dynSmem = 0;
  int threadsPerOutput = 0; ///< R of a reduction launch (0: elementwise)
  int blocksPerOutput = 1;  ///< S of a reduction launch (> 1: a split)
};

/// One configuration: the launches of one id, in step order.
struct Config {
  int id;
  std::string name, kind, op, dtype;
  long rows, cols, outputs, length;
  bool rowwise;
  std::vector<Launch> steps;
};

static std::vector<Config> readConfigs(const std::string &path) {
  std::vector<Config> out;
  for (const Row &r : readCsv(path)) {
    int id = (int)r.i("id");
    if (out.empty() || out.back().id != id) {
      Config c;
      c.id = id;
      c.name = r.s("name");
      c.kind = r.s("kind");
      c.op = r.s("op");
      c.dtype = r.s("dtype");
      c.rows = r.i("rows");
      c.cols = r.i("cols");
      c.outputs = r.i("outputs");
      c.length = r.i("length");
      c.rowwise = r.i("rowwise") != 0;
      out.push_back(c);
    }
    Launch l;
    l.ptx = r.s("ptx_file");
    l.kernel = r.s("kernel_name");
    std::stringstream as(r.s("args"));
    for (std::string a; std::getline(as, a, ';');)
      l.args.push_back(std::stoi(a));
    l.grid[0] = r.i("gx"), l.grid[1] = r.i("gy"), l.grid[2] = r.i("gz");
    l.block[0] = r.i("bx"), l.block[1] = r.i("by"), l.block[2] = r.i("bz");
    l.dynSmem = r.i("dyn_smem_bytes");
    l.threadsPerOutput = r.s("step_kind") == "reduce" ? r.i("threads_per_output") : 0;
    l.blocksPerOutput = 1;
    if (r.s("step_kind") == "reduce" && r.f.count("blocks_per_output") &&
        r.i("blocks_per_output") > 1)
      l.blocksPerOutput = (int)r.i("blocks_per_output");
    if (l.blocksPerOutput > 1 &&
        (l.threadsPerOutput <= 1 || l.grid[1] != (unsigned)l.blocksPerOutput)) {
      fprintf(stderr, "configs.csv: id %d splits across %d blocks with R = %d "
                      "and grid y = %u\n",
              id, l.blocksPerOutput, l.threadsPerOutput, l.grid[1]);
      exit(1);
    }
    if ((long)out.back().steps.size() != r.i("step")) {
      fprintf(stderr, "configs.csv: id %d's steps are not in order\n", id);
      exit(1);
    }
    out.back().steps.push_back(l);
  }
  return out;
}

// ---------------------------------------------------------------- data

/// Deterministic value in [-1, 1), the same on every run.
static float inputValue(uint64_t i, uint64_t seed) {
  uint64_t x = (i + 1) * 0x9E3779B97F4A7C15ull ^ (seed * 0xD1B54A32D192ED03ull);
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  return static_cast<float>((x >> 40) & 0xFFFF) / 32768.0f - 1.0f;
}

static float roundHalf(float v) { return __half2float(__float2half_rn(v)); }

/// The buffers of one name (a reduction or a softmax), host and device.
struct Problem {
  std::string name, kind, op, dtype;
  long rows = 0, cols = 0, outputs = 0, length = 0;
  bool rowwise = true, half = false;
  std::vector<float> a, init;        // host input (rounded to f16 if half)
  std::vector<double> ref, mag;      // reduce: reference and sum |x|
  std::vector<float> seqRef;         // f16 sum: linalg's order in f16
  std::vector<double> rowMax, rowSum; // softmax
  std::vector<CUdeviceptr> buf;      // function arguments, in order
  std::vector<size_t> bytes;
  CUdeviceptr copyDst = 0;

  size_t elems() const { return (size_t)rows * cols; }
  size_t es() const { return half ? 2 : 4; }

  float at(long o, long j) const { // element j of output o
    return rowwise ? a[(size_t)o * cols + j] : a[(size_t)j * cols + o];
  }

  void alloc(size_t n) {
    CUdeviceptr d;
    CU_CHECK(cuMemAlloc(&d, n));
    buf.push_back(d);
    bytes.push_back(n);
  }

  void uploadFloats(CUdeviceptr d, const std::vector<float> &v) {
    if (!half) {
      CU_CHECK(cuMemcpyHtoD(d, v.data(), v.size() * 4));
      return;
    }
    std::vector<__half> h(v.size());
    for (size_t i = 0; i < v.size(); ++i)
      h[i] = __float2half_rn(v[i]);
    CU_CHECK(cuMemcpyHtoD(d, h.data(), h.size() * 2));
  }

  std::vector<float> download(CUdeviceptr d, size_t n) {
    std::vector<float> v(n);
    if (!half) {
      CU_CHECK(cuMemcpyDtoH(v.data(), d, n * 4));
      return v;
    }
    std::vector<__half> h(n);
    CU_CHECK(cuMemcpyDtoH(h.data(), d, n * 2));
    for (size_t i = 0; i < n; ++i)
      v[i] = __half2float(h[i]);
    return v;
  }

  /// Host inputs and references (no device work: --dry-run uses it).
  void makeHost(const Config &c) {
    name = c.name, kind = c.kind, op = c.op, dtype = c.dtype;
    rows = c.rows, cols = c.cols, outputs = c.outputs, length = c.length;
    rowwise = c.rowwise;
    half = dtype == "f16";
    a.resize(elems());
    float scale = kind == "softmax" ? 4.0f : 1.0f;
    for (size_t i = 0; i < a.size(); ++i) {
      a[i] = scale * inputValue(i, 1);
      if (half)
        a[i] = roundHalf(a[i]);
    }
    if (kind == "softmax") {
      rowMax.assign(rows, 0);
      rowSum.assign(rows, 0);
      for (long r = 0; r < rows; ++r) {
        float m = -std::numeric_limits<float>::infinity();
        for (long j = 0; j < cols; ++j)
          m = std::max(m, a[(size_t)r * cols + j]);
        double s = 0;
        for (long j = 0; j < cols; ++j)
          s += std::exp((double)a[(size_t)r * cols + j] - m);
        rowMax[r] = m;
        rowSum[r] = s;
      }
      return;
    }
    init.resize(outputs);
    for (long o = 0; o < outputs; ++o) {
      init[o] = inputValue(o, 3);
      if (half)
        init[o] = roundHalf(init[o]);
    }
    ref.assign(outputs, 0);
    mag.assign(outputs, 0);
    if (half && op == "sum")
      seqRef.assign(outputs, 0);
    for (long o = 0; o < outputs; ++o) {
      if (op == "max") {
        float m = init[o];
        for (long j = 0; j < length; ++j)
          m = std::max(m, at(o, j));
        ref[o] = m;
        continue;
      }
      double s = init[o], g = std::fabs(init[o]);
      float acc = init[o];
      for (long j = 0; j < length; ++j) {
        float x = at(o, j);
        s += x;
        g += std::fabs(x);
        if (half)
          acc = roundHalf(x + acc);
      }
      ref[o] = s;
      mag[o] = g;
      if (half)
        seqRef[o] = acc;
    }
  }

  /// Device buffers (the function's arguments, in order) and the input.
  void makeDevice() {
    CU_CHECK(cuMemAlloc(&copyDst, elems() * es()));
    if (kind == "softmax") {
      for (int k = 0; k < 5; ++k)
        alloc((k % 2 ? rows : elems()) * 4); // X, M, E, S, Y
    } else {
      alloc(elems() * es());
      alloc(outputs * es());
    }
    uploadFloats(buf[0], a);
  }

  /// Sets what the launches fold into (before the verified launch).
  void reset() {
    if (kind == "softmax") {
      std::vector<float> m(rows, -std::numeric_limits<float>::infinity());
      CU_CHECK(cuMemcpyHtoD(buf[1], m.data(), rows * 4));
      CU_CHECK(cuMemsetD32(buf[2], 0, elems()));
      CU_CHECK(cuMemsetD32(buf[3], 0, rows));
      CU_CHECK(cuMemsetD32(buf[4], 0, elems()));
      return;
    }
    uploadFloats(buf[1], init);
  }

  void release() {
    for (CUdeviceptr d : buf)
      cuMemFree(d);
    buf.clear();
    bytes.clear();
    if (copyDst)
      cuMemFree(copyDst);
    copyDst = 0;
  }
};

struct Check {
  bool ok = true;
  double maxErr = 0;
  double maxRatio = 0; ///< the largest error / tolerance (tolerance > 0)
  long bad = 0;
};

static void judge(Check &c, double err, double tol) {
  c.maxErr = std::max(c.maxErr, err);
  if (tol > 0)
    c.maxRatio = std::max(c.maxRatio, err / tol);
  if (!(err <= tol)) {
    ++c.bad;
    c.ok = false;
  }
}

/// The most additions one element goes through in Warp's kernel with R
/// threads per output: n in linalg's order (R = 1); else n / R - 1 in its
/// thread, 5 in the warp's butterfly, log2(R / 32) among the warps, 1 with
/// the init. With a split across S blocks, the block's segment of n / S
/// elements so (without the init), then the atomics: the init and the S
/// totals are added one at a time in some order, at most S additions for
/// any of them. A sum whose elements each go through at most d roundings
/// is within gamma_d sum |x| of the exact one, gamma_d = d u / (1 - d u),
/// in any order (Higham, Accuracy and Stability, 4.3).
static double depth(long n, int R, int S = 1) {
  if (R <= 1)
    return n;
  if (S > 1)
    return n / S / R - 1 + 5 + std::log2(R / 32.0) + S;
  return n / R - 1 + 5 + std::log2(R / 32.0) + 1;
}

static double gammaBound(double d) {
  double du = d * std::ldexp(1.0, -24);
  return du / (1 - du);
}

static Check verifySoftmax(const Problem &p, const std::vector<float> &m,
                           const std::vector<float> &s,
                           const std::vector<float> &y, int rSum,
                           int sSum) {
  Check c;
  const double u = std::ldexp(1.0, -24);
  // E carries expf's error (a few ulp) into S; Y = E / S adds one rounding.
  double sTol = gammaBound(depth(p.cols, rSum, sSum) + 1) + 4 * u;
  for (long r = 0; r < p.rows; ++r) {
    judge(c, std::fabs(m[r] - p.rowMax[r]), 0.0);
    judge(c, std::fabs(s[r] - p.rowSum[r]) / p.rowSum[r], sTol);
    for (long j = 0; j < p.cols; ++j) {
      double e = std::exp((double)p.a[(size_t)r * p.cols + j] - p.rowMax[r]);
      double want = e / p.rowSum[r];
      judge(c, std::fabs(y[(size_t)r * p.cols + j] - want) / want,
            sTol + 6 * u);
    }
  }
  return c;
}

static Check verifyReduce(const Problem &p, const std::vector<float> &out,
                          int R, int S) {
  Check c;
  for (long o = 0; o < p.outputs; ++o) {
    if (p.op == "max") {
      judge(c, std::fabs(out[o] - p.ref[o]), 0.0);
    } else if (p.half) {
      // 1 f16 ulp of the sequential result.
      int e;
      std::frexp(std::max(std::fabs(p.seqRef[o]), 6.2e-5f), &e);
      judge(c, std::fabs(out[o] - p.seqRef[o]), std::ldexp(1.0, e - 11));
    } else {
      judge(c, std::fabs(out[o] - p.ref[o]),
            gammaBound(depth(p.length, R, S)) * p.mag[o]);
    }
  }
  return c;
}

static Check verify(Problem &p, const Config &c) {
  if (p.kind == "softmax")
    return verifySoftmax(p, p.download(p.buf[1], p.rows),
                         p.download(p.buf[3], p.rows),
                         p.download(p.buf[4], p.elems()),
                         c.steps[2].threadsPerOutput,
                         c.steps[2].blocksPerOutput);
  return verifyReduce(p, p.download(p.buf[1], p.outputs),
                      c.steps[0].threadsPerOutput, c.steps[0].blocksPerOutput);
}

// ---------------------------------------------------------------- dry run

/// The total of one block of Warp's kernel with R > 1 threads per output
/// over the elements first .. first + n - 1 (ReductionKernel.cpp,
/// ReductionBuilder::parallel): thread r folds first + r, + R, ... from its
/// first element, a xor butterfly per warp (body(shuffled, own)), the
/// warps' partials through a butterfly over the first R / 32 lanes. No
/// init.
template <typename E, typename B>
static float emulateBlock(E elem, long first, long n, int R, B body) {
  std::vector<float> part(R);
  for (int r = 0; r < R; ++r) {
    float acc = elem(first + r);
    for (long i = 1; i < n / R; ++i)
      acc = body(elem(first + r + i * R), acc);
    part[r] = acc;
  }
  auto butterfly = [&](std::vector<float> &v, int lanes) {
    // v has 32 lanes; fold the values of lanes that differ below `lanes`.
    for (int off = lanes / 2; off >= 1; off /= 2) {
      std::vector<float> w(v.size());
      for (size_t l = 0; l < v.size(); ++l)
        w[l] = body(v[l ^ off], v[l]);
      v = w;
    }
  };
  int warps = R / 32;
  std::vector<float> lane0(warps);
  for (int w = 0; w < warps; ++w) {
    std::vector<float> v(part.begin() + 32 * w, part.begin() + 32 * w + 32);
    butterfly(v, 32);
    lane0[w] = v[0];
  }
  float total = lane0[0];
  if (warps > 1) {
    std::vector<float> v(32);
    for (int l = 0; l < 32; ++l)
      v[l] = lane0[l % warps];
    butterfly(v, warps);
    total = v[0];
  }
  return total;
}

/// What Warp's kernel computes for output o with R threads per output and
/// S blocks per output (ReductionKernel.cpp), in the same order of f32 (or
/// f16) operations: R = 1 folds the elements in order from the init; R > 1,
/// S = 1: one block's total (emulateBlock), then body(total, init); S > 1:
/// block s's total over its segment s L/S .. (s + 1) L/S - 1, and the
/// atomics (old + total, max(old, total)) from the init in block order s =
/// 0, 1, ..., one of the orders the GPU may take. `elem(j)` is element j;
/// `totals`, if given, receives the S segments' totals.
template <typename E>
static float emulateOutput(E elem, long length, float init, int R, bool isMax,
                           bool half, int S = 1,
                           std::vector<float> *totals = nullptr) {
  auto body = [&](float x, float acc) {
    float v = isMax ? std::max(x, acc) : x + acc;
    return half ? roundHalf(v) : v;
  };
  if (R == 1) {
    float acc = init;
    for (long j = 0; j < length; ++j)
      acc = body(elem(j), acc);
    return acc;
  }
  if (S <= 1)
    return body(emulateBlock(elem, 0, length, R, body), init);
  long segment = length / S;
  float acc = init;
  if (totals)
    totals->clear();
  for (int s = 0; s < S; ++s) {
    float t = emulateBlock(elem, s * segment, segment, R, body);
    if (totals)
      totals->push_back(t);
    acc = body(t, acc);
  }
  return acc;
}

/// How many of (up to) 64 sampled outputs are what Warp's kernel computes
/// (emulateOutput): "matched/sampled", bit for bit; for a split sum (no one
/// order across blocks) within 2 gamma_S (|init| + sum |total_s|) of the
/// block order, written "matched/sampled~". A reduction only (softmax's
/// exp differs between the CPU and the GPU).
static std::string emulatedExact(const Config &c, const Problem &p,
                                 const std::vector<float> &out) {
  if (p.kind == "softmax")
    return "";
  int R = c.steps[0].threadsPerOutput, S = c.steps[0].blocksPerOutput;
  bool approx = S > 1 && p.op != "max";
  long n = std::min<long>(64, p.outputs), same = 0;
  std::vector<float> totals;
  for (long k = 0; k < n; ++k) {
    long o = k * p.outputs / n;
    float e = emulateOutput([&](long j) { return p.at(o, j); }, p.length,
                            p.init[o], R, p.op == "max", p.half, S, &totals);
    if (!approx) {
      same += out[o] == e;
      continue;
    }
    double g = std::fabs(p.init[o]);
    for (float t : totals)
      g += std::fabs(t);
    same += std::fabs((double)out[o] - e) <= 2 * gammaBound(S) * g;
  }
  return std::to_string(same) + "/" + std::to_string(n) + (approx ? "~" : "");
}

/// Checks a configuration against the emulated kernel (no GPU): the
/// tolerances must accept what the kernels compute.
static Check dryRun(const Config &c, const Problem &p) {
  if (p.kind == "softmax") {
    int rMax = c.steps[0].threadsPerOutput, rSum = c.steps[2].threadsPerOutput;
    int sMax = c.steps[0].blocksPerOutput, sSum = c.steps[2].blocksPerOutput;
    std::vector<float> m(p.rows), s(p.rows), y(p.elems()), e(p.elems());
    for (long r = 0; r < p.rows; ++r) {
      const float *row = &p.a[(size_t)r * p.cols];
      m[r] = emulateOutput([&](long j) { return row[j]; }, p.cols,
                           -std::numeric_limits<float>::infinity(), rMax, true,
                           false, sMax);
      for (long j = 0; j < p.cols; ++j)
        e[(size_t)r * p.cols + j] = expf(row[j] - m[r]);
      const float *er = &e[(size_t)r * p.cols];
      s[r] = emulateOutput([&](long j) { return er[j]; }, p.cols, 0.0f, rSum,
                           false, false, sSum);
      for (long j = 0; j < p.cols; ++j)
        y[(size_t)r * p.cols + j] = er[j] / s[r];
    }
    return verifySoftmax(p, m, s, y, rSum, sSum);
  }
  int R = c.steps[0].threadsPerOutput, S = c.steps[0].blocksPerOutput;
  bool isMax = p.op == "max";
  std::vector<float> out(p.outputs), reversed;
  std::vector<float> totals;
  if (S > 1 && !isMax)
    reversed.resize(p.outputs);
  for (long o = 0; o < p.outputs; ++o) {
    out[o] = emulateOutput([&](long j) { return p.at(o, j); }, p.length,
                           p.init[o], R, isMax, p.half, S, &totals);
    if (reversed.empty())
      continue;
    // The atomics' order is not fixed: the block order reversed must pass
    // as well.
    float acc = p.init[o];
    for (size_t k = totals.size(); k-- > 0;)
      acc = totals[k] + acc;
    reversed[o] = acc;
  }
  Check k = verifyReduce(p, out, R, S);
  if (!reversed.empty()) {
    Check r = verifyReduce(p, reversed, R, S);
    k.ok = k.ok && r.ok;
    k.bad = std::max(k.bad, r.bad);
    k.maxErr = std::max(k.maxErr, r.maxErr);
    k.maxRatio = std::max(k.maxRatio, r.maxRatio);
  }
  return k;
}

// ---------------------------------------------------------------- timing

#include "../common/l2_flush.h"

static double median(std::vector<double> v) {
  if (v.empty())
    return NAN;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Times `steps` launches as one sequence: `warmups` untimed, then up to
/// `reps` timed (fewer when one takes over 20 ms), each after a flush.
/// Returns the per-repeat totals and, per step, the per-repeat times (us).
template <typename F>
static std::vector<double> timeSeq(F launchStep, int steps, const Flush &flush,
                                   int warmups, int reps,
                                   std::vector<std::vector<double>> &perStep) {
  std::vector<cudaEvent_t> ev(steps + 1);
  for (auto &e : ev)
    RT_CHECK(cudaEventCreate(&e));
  for (int w = 0; w < warmups; ++w) {
    flush();
    for (int k = 0; k < steps; ++k)
      launchStep(k);
  }
  RT_CHECK(cudaDeviceSynchronize());
  std::vector<double> total;
  perStep.assign(steps, {});
  for (int r = 0; r < reps; ++r) {
    flush();
    RT_CHECK(cudaEventRecord(ev[0]));
    for (int k = 0; k < steps; ++k) {
      launchStep(k);
      RT_CHECK(cudaEventRecord(ev[k + 1]));
    }
    RT_CHECK(cudaEventSynchronize(ev[steps]));
    float ms = 0;
    RT_CHECK(cudaEventElapsedTime(&ms, ev[0], ev[steps]));
    total.push_back(ms * 1000.0);
    for (int k = 0; k < steps; ++k) {
      RT_CHECK(cudaEventElapsedTime(&ms, ev[k], ev[k + 1]));
      perStep[k].push_back(ms * 1000.0);
    }
    if (r == 2 && median(total) > 20000.0)
      break;
  }
  for (auto &e : ev)
    cudaEventDestroy(e);
  return total;
}

int main(int argc, char **argv) {
  std::string configs = "configs/configs.csv", out = "timing.csv",
              copyOut = "copy.csv";
  int reps = 20, warmups = 3, startAfter = -1;
  size_t flushMib = 128;
  double budget = 140;
  bool append = false, dry = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&] { return flagValue(argc, argv, i); };
    if (a == "--configs")
      configs = next();
    else if (a == "--out")
      out = next();
    else if (a == "--copy")
      copyOut = next();
    else if (a == "--reps")
      reps = std::stoi(next());
    else if (a == "--warmups")
      warmups = std::stoi(next());
    else if (a == "--budget-s")
      budget = std::stod(next());
    else if (a == "--flush-mib")
      flushMib = std::stoul(next());
    else if (a == "--start-after")
      startAfter = std::stoi(next());
    else if (a == "--append")
      append = true;
    else if (a == "--dry-run")
      dry = true;
    else {
      fprintf(stderr, "unknown argument %s\n", a.c_str());
      return 1;
    }
  }
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  std::vector<Config> cs = readConfigs(configs);
  if (dry) {
    // No GPU: the emulated kernels against the references and tolerances.
    std::string cur;
    Problem hp;
    int bad = 0;
    for (const Config &c : cs) {
      if (c.id <= startAfter)
        continue;
      if (c.name != cur) {
        cur = c.name;
        hp = Problem{};
        hp.makeHost(c);
      }
      Check k = dryRun(c, hp);
      if (!k.ok)
        ++bad;
      printf("%d,%s,R=%d,S=%d,%s,max_err=%.3g,err/tol=%.3g,n_bad=%ld\n",
             c.id, c.name.c_str(), c.steps[0].threadsPerOutput,
             c.steps[0].blocksPerOutput, k.ok ? "ok" : "VERIFY_FAILED",
             k.maxErr, k.maxRatio, k.bad);
    }
    printf("dry run: %zu configurations, %d fail the check\n", cs.size(), bad);
    return bad ? 5 : 0;
  }
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  Flush flush;
  flush.make(flushMib);

  gCudaFailRow.out = fopen(out.c_str(), append ? "a" : "w");
  gCudaFailRow.emptyCells = kEmptyCells;
  FILE *fc = fopen(copyOut.c_str(), append ? "a" : "w");
  if (!gCudaFailRow.out || !fc) {
    fprintf(stderr, "cannot write %s or %s\n", out.c_str(), copyOut.c_str());
    return 1;
  }
  if (!append) {
    fprintf(gCudaFailRow.out, "id,name,kind,median_us,min_us,max_us,reps,regs,"
                  "local_bytes,shared_bytes,step_median_us,verify_ok,"
                  "max_err,n_bad,emulated_exact,status\n");
    fprintf(fc, "name,bytes,median_us,min_us,reps,copy_gbs\n");
  }
  std::string current;
  Problem p;
  for (const Config &c : cs) {
    if (c.id <= startAfter)
      continue;
    if (elapsed() > budget) {
      fprintf(gCudaFailRow.out, "%d,%s,%s,,,,,,,,,,,,,skipped_budget\n", c.id,
              c.name.c_str(), c.kind.c_str());
      continue;
    }
    gCudaFailRow.id = c.id;
    if (c.name != current) {
      if (!current.empty())
        p.release();
      current = c.name;
      p = Problem{};
      p.makeHost(c);
      p.makeDevice();
      // The bandwidth reference: a copy of the input's bytes.
      size_t n = p.elems() * p.es();
      std::vector<std::vector<double>> unused;
      std::vector<double> t = timeSeq(
          [&](int) { CU_CHECK(cuMemcpyDtoD(p.copyDst, p.buf[0], n)); }, 1,
          flush, warmups, reps, unused);
      double med = median(t);
      fprintf(fc, "%s,%zu,%.3f,%.3f,%zu,%.1f\n", p.name.c_str(), n, med,
              *std::min_element(t.begin(), t.end()), t.size(),
              2.0 * n / (med * 1e3));
      fflush(fc);
    }
    std::vector<CUmodule> mods;
    std::vector<CUfunction> fns;
    int regs = 0, local = 0, shared = 0;
    bool loaded = true;
    for (const Launch &l : c.steps) {
      CUmodule mod;
      if (cuModuleLoad(&mod, l.ptx.c_str()) != CUDA_SUCCESS) {
        loaded = false;
        break;
      }
      CUfunction fn;
      CU_CHECK(cuModuleGetFunction(&fn, mod, l.kernel.c_str()));
      int v = 0;
      cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
      regs = std::max(regs, v);
      cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn);
      local = std::max(local, v);
      cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn);
      shared = std::max(shared, v);
      mods.push_back(mod);
      fns.push_back(fn);
    }
    if (!loaded) {
      fprintf(gCudaFailRow.out, "%d,%s,%s,,,,,,,,,,,,,load_failed\n", c.id, c.name.c_str(),
              c.kind.c_str());
      fflush(gCudaFailRow.out);
      for (CUmodule m : mods)
        cuModuleUnload(m);
      continue;
    }
    std::vector<std::vector<CUdeviceptr>> ptrs(c.steps.size());
    std::vector<std::vector<void *>> params(c.steps.size());
    for (size_t k = 0; k < c.steps.size(); ++k) {
      for (int a : c.steps[k].args)
        ptrs[k].push_back(p.buf.at(a));
      for (CUdeviceptr &d : ptrs[k])
        params[k].push_back(&d);
    }
    auto launchStep = [&](int k) {
      const Launch &l = c.steps[k];
      CU_CHECK(cuLaunchKernel(fns[k], l.grid[0], l.grid[1], l.grid[2],
                              l.block[0], l.block[1], l.block[2], l.dynSmem,
                              nullptr, params[k].data(), nullptr));
    };
    // The verified launch starts from the init (a split accumulates into the
    // output with atomics; earlier configurations' repeats have too).
    p.reset();
    CU_CHECK(cuCtxSynchronize());
    for (size_t k = 0; k < c.steps.size(); ++k)
      launchStep((int)k);
    CU_CHECK(cuCtxSynchronize());
    Check chk = verify(p, c);
    std::string emu =
        p.kind == "softmax"
            ? std::string()
            : emulatedExact(c, p, p.download(p.buf[1], p.outputs));
    std::vector<std::vector<double>> perStep;
    std::vector<double> t =
        timeSeq(launchStep, (int)c.steps.size(), flush, warmups, reps, perStep);
    std::string steps;
    if (c.steps.size() > 1)
      for (size_t k = 0; k < perStep.size(); ++k) {
        char b[32];
        snprintf(b, sizeof b, "%s%.3f", k ? ";" : "", median(perStep[k]));
        steps += b;
      }
    fprintf(gCudaFailRow.out, "%d,%s,%s,%.3f,%.3f,%.3f,%zu,%d,%d,%d,%s,%d,%.3g,%ld,%s,%s\n",
            c.id, c.name.c_str(), c.kind.c_str(), median(t),
            *std::min_element(t.begin(), t.end()),
            *std::max_element(t.begin(), t.end()), t.size(), regs, local,
            shared, steps.c_str(), chk.ok ? 1 : 0, chk.maxErr, chk.bad,
            emu.c_str(), chk.ok ? "ok" : "VERIFY_FAILED");
    fflush(gCudaFailRow.out);
    for (CUmodule m : mods)
      cuModuleUnload(m);
  }
  gCudaFailRow.id = -1;
  if (!current.empty())
    p.release();
  fclose(gCudaFailRow.out);
  fclose(fc);
  return 0;
}
