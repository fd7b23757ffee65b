// Contraction sweep runner (issue 25).
//
// Loads the PTX of every configuration of configs/configs.csv (made by
// gen_sweep.py from the launch Warp's builder writes, lowered by upstream
// mlir-opt), launches it with cuLaunchKernel, checks sampled outputs against
// a CPU reference in double, and times it with CUDA events (median of the
// repeats). For each shape it also times cuBLAS (a reference line, not the
// target): cublasSgemm / cublasGemmEx (f16 inputs, f32 accumulate and
// output, default math) / the strided-batched forms.
//
// Build:  nvcc -O2 -std=c++17 -arch=sm_90 -o runner runner.cu -lcuda -lcublas
// Usage:  ./runner --configs configs/configs.csv --out timing.csv
//                  [--cublas cublas.csv] [--reps 20] [--budget-s 400]
//          --reps 0 launches each configuration once (verified, untimed).
// Run from bench/contractions/ (paths in configs.csv are relative to it).
//
// Calling convention (use-bare-ptr-memref-call-conv): each memref argument
// is one device pointer to a dense row-major array; the order is
// configs.csv's arg_order (gpu-kernel-outlining orders the captured
// buffers). C is accumulated into (linalg semantics): it is zeroed before
// the verified launch.

#include <cublas_v2.h>
#include "../common/cli.h"
#include <cuda.h>

#include "../common/config_csv.h"
#include "../common/cuda_check.h"
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

using Config = ConfigRow;
static std::vector<Config> readConfigs(const std::string &path) {
  return readConfigCsv(path);
}

/// Deterministic input in [-1, 1), the same on every run.
static float inputValue(uint64_t i, uint64_t seed) {
  uint64_t x = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  return static_cast<float>((x >> 40) & 0xFFFF) / 32768.0f - 1.0f;
}

/// A convolution's sizes (linalg.conv_2d_nhwc_hwcf: input N x H x W x C,
/// filter KH x KW x C x F, output N x OH x OW x F; configs.csv's c* columns).
struct Conv {
  bool on = false;
  long n = 0, h = 0, w = 0, c = 0, f = 0, kh = 0, kw = 0, stride = 1, oh = 0,
       ow = 0;
};

/// The buffers of one shape, on the host (as float) and the device. A
/// convolution keeps its GEMM view (m = N OH OW, n = F, k = KH KW C) for C's
/// size; its A and B are the input and the filter.
struct Problem {
  long batch, m, n, k;
  bool half;
  Conv conv;
  std::vector<float> a, b;
  CUdeviceptr dA = 0, dB = 0, dC = 0;

  void make() {
    a.resize(conv.on ? conv.n * conv.h * conv.w * conv.c : batch * m * k);
    b.resize(batch * k * n);
    for (size_t i = 0; i < a.size(); ++i)
      a[i] = inputValue(i, 1);
    for (size_t i = 0; i < b.size(); ++i)
      b[i] = inputValue(i, 2);
    size_t es = half ? 2 : 4;
    CU_CHECK(cuMemAlloc(&dA, a.size() * es));
    CU_CHECK(cuMemAlloc(&dB, b.size() * es));
    CU_CHECK(cuMemAlloc(&dC, batch * m * n * 4));
    upload(dA, a);
    upload(dB, b);
  }
  void upload(CUdeviceptr d, std::vector<float> &v) {
    if (!half) {
      CU_CHECK(cuMemcpyHtoD(d, v.data(), v.size() * 4));
      return;
    }
    std::vector<__half> h(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
      h[i] = __float2half(v[i]);
      v[i] = __half2float(h[i]); // the reference uses the rounded inputs
    }
    CU_CHECK(cuMemcpyHtoD(d, h.data(), h.size() * 2));
  }
  void release() {
    cuMemFree(dA);
    cuMemFree(dB);
    cuMemFree(dC);
  }
};

struct Check {
  bool ok = true;
  double maxErr = 0;
  int bad = 0, checked = 0;
};

/// One output of a convolution in double: output row i (pixel n, oh, ow)
/// and channel j; `mag` gets sum |a b|.
static double convReference(const Problem &p, long i, long j, double &mag) {
  const Conv &c = p.conv;
  long ow = i % c.ow, oh = (i / c.ow) % c.oh, n = i / (c.ow * c.oh);
  double ref = 0;
  mag = 0;
  for (long y = 0; y < c.kh; ++y)
    for (long x = 0; x < c.kw; ++x)
      for (long ch = 0; ch < c.c; ++ch) {
        long hi = oh * c.stride + y, wi = ow * c.stride + x;
        double v = p.a[((n * c.h + hi) * c.w + wi) * c.c + ch] *
                   static_cast<double>(p.b[((y * c.kw + x) * c.c + ch) * c.f + j]);
        ref += v;
        mag += std::fabs(v);
      }
  return ref;
}

/// Compares 512 sampled outputs with the CPU reference in double; the
/// tolerance is K * 2^-22 * sum |a b| (f32 accumulation, any order).
static Check verify(const Problem &p) {
  std::vector<float> c(p.batch * p.m * p.n);
  CU_CHECK(cuMemcpyDtoH(c.data(), p.dC, c.size() * 4));
  Check r;
  for (int s = 0; s < 512; ++s) {
    uint64_t h = (s + 7) * 0x9E3779B97F4A7C15ull;
    long bi = (h >> 8) % p.batch, i = (h >> 20) % p.m, j = (h >> 40) % p.n;
    double ref = 0, mag = 0;
    if (p.conv.on)
      ref = convReference(p, i, j, mag);
    for (long kk = 0; !p.conv.on && kk < p.k; ++kk) {
      double x = p.a[(bi * p.m + i) * p.k + kk] *
                 static_cast<double>(p.b[(bi * p.k + kk) * p.n + j]);
      ref += x;
      mag += std::fabs(x);
    }
    double got = c[(bi * p.m + i) * p.n + j];
    double err = std::fabs(got - ref);
    double tol = p.k * std::ldexp(1.0, -22) * mag + 1e-6;
    r.maxErr = std::max(r.maxErr, err);
    ++r.checked;
    if (!(err <= tol)) {
      ++r.bad;
      r.ok = false;
    }
  }
  return r;
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Times `launch` with events: 3 warm-ups, then `reps` timed launches
/// (fewer when one takes over 20 ms, or when 10 or more have taken over
/// 150 ms together: the median of 10 is as good for a kernel that long, and
/// the sweep's slow candidates then do not eat the budget of the shapes
/// after them). Returns the per-launch times, us.
template <typename F> static std::vector<double> timeIt(F launch, int reps) {
  cudaEvent_t e0, e1;
  RT_CHECK(cudaEventCreate(&e0));
  RT_CHECK(cudaEventCreate(&e1));
  std::vector<double> t;
  for (int w = 0; w < 3; ++w)
    launch();
  RT_CHECK(cudaDeviceSynchronize());
  for (int r = 0; r < reps; ++r) {
    RT_CHECK(cudaEventRecord(e0));
    launch();
    RT_CHECK(cudaEventRecord(e1));
    RT_CHECK(cudaEventSynchronize(e1));
    float ms = 0;
    RT_CHECK(cudaEventElapsedTime(&ms, e0, e1));
    t.push_back(ms * 1000.0);
    if (r == 2 && median(t) > 20000.0)
      break;
    if (r >= 9 && std::accumulate(t.begin(), t.end(), 0.0) > 150000.0)
      break;
  }
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return t;
}

static double timeCublas(cublasHandle_t h, const Problem &p, int reps) {
  const float one = 1.0f;
  auto launch = [&] {
    // Row-major C = A B is column-major C^T = B^T A^T.
    cublasStatus_t st;
    if (p.half)
      st = cublasGemmStridedBatchedEx(
          h, CUBLAS_OP_N, CUBLAS_OP_N, p.n, p.m, p.k, &one, (void *)p.dB,
          CUDA_R_16F, p.n, p.k * p.n, (void *)p.dA, CUDA_R_16F, p.k,
          p.m * p.k, &one, (void *)p.dC, CUDA_R_32F, p.n, p.m * p.n, p.batch,
          CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    else
      st = cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, p.n, p.m,
                                     p.k, &one, (const float *)p.dB, p.n,
                                     p.k * p.n, (const float *)p.dA, p.k,
                                     p.m * p.k, &one, (float *)p.dC, p.n,
                                     p.m * p.n, p.batch);
    if (st != CUBLAS_STATUS_SUCCESS) {
      fprintf(stderr, "cublas error %d\n", (int)st);
      exit(3);
    }
  };
  return median(timeIt(launch, reps));
}

int main(int argc, char **argv) {
  std::string configs = "configs/configs.csv", out = "timing.csv",
              cublasOut = "";
  int reps = 20;
  double budget = 400;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&] { return flagValue(argc, argv, i); };
    if (a == "--configs")
      configs = next();
    else if (a == "--out")
      out = next();
    else if (a == "--cublas")
      cublasOut = next();
    else if (a == "--reps")
      reps = std::stoi(next());
    else if (a == "--budget-s")
      budget = std::stod(next());
  }
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    return 3;
  std::vector<Config> cs = readConfigs(configs);
  FILE *fo = fopen(out.c_str(), "w");
  fprintf(fo, "id,shape,median_us,min_us,max_us,reps,regs,local_bytes,"
              "verify_ok,max_abs_err,n_bad,status\n");
  FILE *fc = cublasOut.empty() ? nullptr : fopen(cublasOut.c_str(), "w");
  if (fc)
    fprintf(fc, "shape,cublas_median_us\n");
  std::string current;
  Problem p{};
  for (const Config &c : cs) {
    if (elapsed() > budget) {
      fprintf(fo, "%s,%s,,,,,,,,,,skipped_budget\n", c.s("id").c_str(),
              c.s("shape").c_str());
      continue;
    }
    if (c.s("shape") != current) {
      if (!current.empty())
        p.release();
      current = c.s("shape");
      p = Problem{c.i("batch"), c.i("m"), c.i("n"), c.i("k"), c.s("a") == "f16"};
      if (c.s("kind") == "conv")
        p.conv = Conv{true,      c.i("cn"),  c.i("ch"),      c.i("cw"),
                      c.i("cc"), c.i("cf"),  c.i("ckh"),     c.i("ckw"),
                      c.i("cstride"), c.i("coh"), c.i("cow")};
      p.make();
      // cuBLAS has no convolution: no reference line for one.
      if (fc && !p.conv.on) {
        fprintf(fc, "%s,%.3f\n", current.c_str(), timeCublas(handle, p, reps));
        fflush(fc);
      }
    }
    CUmodule mod;
    if (cuModuleLoad(&mod, c.s("ptx_file").c_str()) != CUDA_SUCCESS) {
      fprintf(fo, "%s,%s,,,,,,,,,,load_failed\n", c.s("id").c_str(),
              current.c_str());
      continue;
    }
    CUfunction fn;
    CU_CHECK(cuModuleGetFunction(&fn, mod, c.s("kernel_name").c_str()));
    int regs = 0, local = 0;
    cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
    cuFuncGetAttribute(&local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn);
    std::vector<CUdeviceptr> ptrs;
    for (char o : c.s("arg_order"))
      ptrs.push_back(o == 'A' ? p.dA : o == 'B' ? p.dB : p.dC);
    std::vector<void *> params;
    for (CUdeviceptr &d : ptrs)
      params.push_back(&d);
    auto launch = [&] {
      CU_CHECK(cuLaunchKernel(fn, c.i("gx"), c.i("gy"), c.i("gz"), c.i("bx"),
                              c.i("by"), c.i("bz"), 0, nullptr, params.data(),
                              nullptr));
    };
    CU_CHECK(cuMemsetD8(p.dC, 0, p.batch * p.m * p.n * 4));
    launch();
    CU_CHECK(cuCtxSynchronize());
    Check chk = verify(p);
    // --reps 0: the verified launch alone (one launch per configuration, for
    // ncu_run.sh); the row's times are then 0.
    std::vector<double> t =
        reps > 0 ? timeIt(launch, reps) : std::vector<double>{0.0};
    fprintf(fo, "%s,%s,%.3f,%.3f,%.3f,%zu,%d,%d,%d,%.3g,%d,%s\n",
            c.s("id").c_str(), current.c_str(), median(t),
            *std::min_element(t.begin(), t.end()),
            *std::max_element(t.begin(), t.end()), t.size(), regs, local,
            chk.ok ? 1 : 0, chk.maxErr, chk.bad,
            chk.ok ? "ok" : "VERIFY_FAILED");
    fflush(fo);
    cuModuleUnload(mod);
  }
  if (!current.empty())
    p.release();
  fclose(fo);
  if (fc)
    fclose(fc);
  cublasDestroy(handle);
  return 0;
}
