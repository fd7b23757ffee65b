// Runner of a seeded random-kernel set (issue 28; bench/random/README.md).
//
// The set's generator (python3 -m bench.random.gen) writes its kernels,
// configs/configs.csv (one launch a row) and runner/kernels.inc (the kernel
// table: buffers, reference parameters, C++ emulations), which this file
// includes: build it with -I <set>/runner.
//
// Device build:  nvcc -O2 -std=c++17 -arch=sm_90 -Xcompiler -fopenmp \
//                  -I SET/runner -o runner bench/random/runner/runner.cu -lcuda -lgomp
// Dry-run build (no CUDA): g++ -O2 -std=c++17 -fopenmp -DRK_NO_CUDA -x c++ \
//                  -I SET/runner -o runner bench/random/runner/runner.cu
//
// Usage: runner --set SET --mode time|ncu|dry [--out timing.csv] [--reps 20]
//          [--warmups 3] [--budget-s S] [--flush-mib 128] [--ids 1,2,...]
//          [--ncu-subset] [--start-after ID] [--append] [--max-emu N] [--info]
//
// --mode time (GPU): per kernel, loads SET/ptx/<kernel>.ptx
// (cuModuleLoadData: the driver JIT-compiles it), fills the inputs
// (ref.h: makeBuffer), computes the reference on the CPU, and for each of
// its launches: poisons the `out` buffers (0xFF) and zeroes the `acc`
// buffers, launches once and compares every output element with the
// reference, bit for bit; then 3 warm-ups and 20 timed launches, each
// after a kernel that reads FLUSH_MIB (128) MiB so that every launch
// starts from a cold L2 (as Warp's model assumes), the `acc` buffers
// zeroed before each (outside the events); the time is the CUDA-event
// interval around the launch alone. Writes one row per launch (median,
// min, max, mean, registers of the JIT's code, verification, status).
// A CUDA error that breaks the context writes a cuda_error row and exits 4
// (device_run.sh starts again after that launch: --start-after --append).
// --mode ncu (GPU): launches each selected launch once (--ncu-subset: the
// rows with ncu = 1; --ids: these), after the same poison and zeroing,
// printing "NCU_LAUNCH id=... kernel=... grid=x,y,z block=x,y,z" first,
// for ncu's --kernel-name regex:^rk.
// --mode dry (no GPU): per launch, the kernel's C++ emulation (ir.py) on
// the same buffers, compared with the reference like a GPU result; a
// launch whose emulation would exceed --max-emu thread-steps (5e8) is
// skipped and counted. Exit status 5 if any launch fails.
#include "ref.h"
#include "../../common/cli.h"

#include "../../common/config_csv.h"

#ifndef RK_NO_CUDA
#include <cuda.h>
#include <cuda_runtime.h>
#endif

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kernels.inc"

struct Launch {
  int id;
  std::string kernel;
  Dim3 grid, block;
  bool ncu;
};

static std::vector<Launch> readLaunches(const std::string &set) {
  std::vector<Launch> out;
  for (const ConfigRow &r : readConfigCsv(set + "/configs/configs.csv"))
    out.push_back({(int)r.i("id"), r.s("kernel"), {r.i("gx"), r.i("gy"), r.i("gz")},
                   {r.i("bx"), r.i("by"), r.i("bz")}, r.i("ncu") != 0});
  return out;
}

static const KernelDesc &findKernel(const std::vector<KernelDesc> &ks, const std::string &name) {
  for (const KernelDesc &k : ks)
    if (name == k.name)
      return k;
  fprintf(stderr, "kernel %s is not in kernels.inc (built for another set?)\n", name.c_str());
  exit(1);
}

static std::vector<HostBuf> inputsOf(const KernelDesc &k) {
  std::vector<HostBuf> b;
  for (int j = 0; j < k.nbufs; ++j)
    b.push_back(makeBuffer(k.bufs[j]));
  return b;
}

static double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

/// Thread-steps of an emulation, roughly: every thread, and every element
/// a grid-stride loop or a loop of the map walks.
static double emulationWork(const KernelDesc &k, const Launch &l) {
  double threads = (double)l.grid.x * l.grid.y * l.grid.z * l.block.x * l.block.y * l.block.z;
  double elems = 0;
  for (int j = 0; j < k.nbufs; ++j)
    elems += (double)k.bufs[j].elems;
  double per = k.arch == ARCH_MAP ? (double)k.map.trip * k.map.nterms : 4.0;
  return std::max(threads, elems) * per;
}

static int dryRun(const std::vector<KernelDesc> &ks, const std::vector<Launch> &ls, double maxEmu) {
  auto t0 = std::chrono::steady_clock::now();
  std::string cur;
  std::vector<HostBuf> in, ex;
  int ok = 0, bad = 0, skipped = 0;
  for (const Launch &l : ls) {
    const KernelDesc &k = findKernel(ks, l.kernel);
    if (l.kernel != cur) {
      cur = l.kernel;
      in = inputsOf(k);
      ex = reference(k, in);
    }
    if (emulationWork(k, l) > maxEmu) {
      ++skipped;
      printf("%d,%s,skipped (emulation too large)\n", l.id, k.name);
      continue;
    }
    std::vector<HostBuf> got = in; // outputs poisoned or zeroed, as on the GPU
    std::vector<void *> ptrs;
    for (HostBuf &b : got)
      ptrs.push_back(b.bytes.data());
    k.emu(l.grid, l.block, ptrs.data());
    Check c = compare(k, got, ex);
    bool pass = c.bad == 0 && c.checked > 0;
    pass ? ++ok : ++bad;
    printf("%d,%s,grid=%lld,%lld,%lld,block=%lld,%lld,%lld,%s,checked=%lld,bad=%lld%s%s\n", l.id,
           k.name, (long long)l.grid.x, (long long)l.grid.y, (long long)l.grid.z,
           (long long)l.block.x, (long long)l.block.y, (long long)l.block.z,
           pass ? "ok" : "VERIFY_FAILED", (long long)c.checked, (long long)c.bad,
           c.first.empty() ? "" : ",first: ", c.first.c_str());
  }
  printf("dry run: %d launches emulated and equal to the references, %d failed, %d skipped "
         "(too large to emulate), %.1f s\n",
         ok, bad, skipped, since(t0));
  return bad ? 5 : 0;
}

struct Options {
  std::string set = ".", out = "timing.csv", mode = "time";
  int reps = 20, warmups = 3, startAfter = -1;
  size_t flushMib = 128;
  double budget = 1e9, maxEmu = 5e8;
  bool append = false, ncuSubset = false, info = false;
  std::set<int> ids;
};

#ifndef RK_NO_CUDA
// ------------------------------------------------------------------ GPU

#include "../../common/cuda_check.h"
// Empty cells between a row's id and its status (HEADER).
constexpr int kEmptyCells = 18;

#include "../../common/l2_flush.h"

/// One kernel on the device: its module, function and buffers.
struct DevKernel {
  CUmodule mod = nullptr;
  CUfunction fn = nullptr;
  std::vector<CUdeviceptr> ptrs;
  int regs = 0, smem = 0;

  bool load(const std::string &set, const KernelDesc &k, const std::vector<HostBuf> &in) {
    std::ifstream f(set + "/ptx/" + k.name + ".ptx");
    if (!f)
      return false;
    std::stringstream ss;
    ss << f.rdbuf();
    std::string ptx = ss.str();
    CU_CHECK(cuModuleLoadData(&mod, ptx.c_str()));
    CU_CHECK(cuModuleGetFunction(&fn, mod, k.name));
    CU_CHECK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
    CU_CHECK(cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn));
    for (int j = 0; j < k.nbufs; ++j) {
      CUdeviceptr d;
      CU_CHECK(cuMemAlloc(&d, in[j].bytes.size()));
      if (k.bufs[j].role == ROLE_IN)
        CU_CHECK(cuMemcpyHtoD(d, in[j].bytes.data(), in[j].bytes.size()));
      ptrs.push_back(d);
    }
    return true;
  }
  /// `out` buffers poisoned (0xFF), `acc` zeroed, on stream 0.
  void reset(const KernelDesc &k, bool poison) const {
    for (int j = 0; j < k.nbufs; ++j) {
      size_t n = (size_t)k.bufs[j].elems * esize(k.bufs[j].dtype);
      if (k.bufs[j].role == ROLE_ACC)
        RT_CHECK(cudaMemsetAsync((void *)ptrs[j], 0, n));
      else if (k.bufs[j].role == ROLE_OUT && poison)
        RT_CHECK(cudaMemsetAsync((void *)ptrs[j], 0xFF, n));
    }
  }
  void launch(const Launch &l) {
    std::vector<void *> params;
    for (CUdeviceptr &p : ptrs)
      params.push_back(&p);
    CU_CHECK(cuLaunchKernel(fn, l.grid.x, l.grid.y, l.grid.z, l.block.x, l.block.y, l.block.z,
                            0, 0, params.data(), nullptr));
  }
  std::vector<HostBuf> outputs(const KernelDesc &k, const std::vector<HostBuf> &in) const {
    std::vector<HostBuf> got = in;
    for (int j = 0; j < k.nbufs; ++j)
      if (k.bufs[j].role != ROLE_IN)
        CU_CHECK(cuMemcpyDtoH(got[j].bytes.data(), ptrs[j], got[j].bytes.size()));
    return got;
  }
  void release() {
    for (CUdeviceptr p : ptrs)
      cuMemFree(p);
    ptrs.clear();
    if (mod)
      cuModuleUnload(mod);
    mod = nullptr;
  }
};

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

struct Timing {
  std::vector<double> us;
};

static Timing timeLaunch(DevKernel &d, const KernelDesc &k, const Launch &l, const Flush &flush,
                         int warmups, int reps) {
  cudaEvent_t e0, e1;
  RT_CHECK(cudaEventCreate(&e0));
  RT_CHECK(cudaEventCreate(&e1));
  for (int w = 0; w < warmups; ++w) {
    flush();
    d.reset(k, false);
    d.launch(l);
  }
  RT_CHECK(cudaDeviceSynchronize());
  Timing t;
  for (int r = 0; r < reps; ++r) {
    flush();
    d.reset(k, false);
    RT_CHECK(cudaEventRecord(e0));
    d.launch(l);
    RT_CHECK(cudaEventRecord(e1));
    RT_CHECK(cudaEventSynchronize(e1));
    float ms = 0;
    RT_CHECK(cudaEventElapsedTime(&ms, e0, e1));
    t.us.push_back(ms * 1000.0);
    if (r == 2 && median(t.us) > 20000.0)
      break;
  }
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return t;
}

static const char *HEADER = "id,kernel,gx,gy,gz,bx,by,bz,median_us,min_us,max_us,mean_us,reps,"
                            "regs,smem_bytes,verify_ok,n_checked,n_bad,max_abs_err,status\n";

static void row(FILE *f, const Launch &l, const Timing *t, const DevKernel *d, const Check *c,
                const char *status) {
  fprintf(f, "%d,%s,%lld,%lld,%lld,%lld,%lld,%lld,", l.id, l.kernel.c_str(), (long long)l.grid.x,
          (long long)l.grid.y, (long long)l.grid.z, (long long)l.block.x, (long long)l.block.y,
          (long long)l.block.z);
  if (t && !t->us.empty()) {
    double mn = *std::min_element(t->us.begin(), t->us.end());
    double mx = *std::max_element(t->us.begin(), t->us.end()), s = 0;
    for (double v : t->us)
      s += v;
    fprintf(f, "%.3f,%.3f,%.3f,%.3f,%zu,", median(t->us), mn, mx, s / t->us.size(), t->us.size());
  } else {
    fprintf(f, ",,,,,");
  }
  if (d)
    fprintf(f, "%d,%d,", d->regs, d->smem);
  else
    fprintf(f, ",,");
  if (c)
    fprintf(f, "%d,%lld,%lld,%.6g,", c->bad == 0 && c->checked > 0, (long long)c->checked,
            (long long)c->bad, c->maxAbsErr);
  else
    fprintf(f, ",,,,");
  fprintf(f, "%s\n", status);
  fflush(f);
}

static void info() {
  CUdevice dev;
  CU_CHECK(cuInit(0));
  CU_CHECK(cuDeviceGet(&dev, 0));
  char name[256] = {0};
  cuDeviceGetName(name, sizeof name, dev);
  int v = 0;
  cuDriverGetVersion(&v);
  size_t mem = 0;
  cuDeviceTotalMem(&mem, dev);
  printf("device: %s\ndriver_version: %d\nglobal_memory_bytes: %zu\n", name, v, mem);
  const struct {
    const char *name;
    CUdevice_attribute a;
  } attrs[] = {{"sms", CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT},
               {"l2_bytes", CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE},
               {"clock_khz", CU_DEVICE_ATTRIBUTE_CLOCK_RATE},
               {"memory_clock_khz", CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE},
               {"memory_bus_bits", CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH},
               {"ecc", CU_DEVICE_ATTRIBUTE_ECC_ENABLED}};
  for (const auto &a : attrs) {
    int x = -1;
    cuDeviceGetAttribute(&x, a.a, dev);
    printf("%s: %d\n", a.name, x);
  }
}

static int runGpu(const Options &o, const std::vector<KernelDesc> &ks, const std::vector<Launch> &ls) {
  auto t0 = std::chrono::steady_clock::now();
  CUdevice dev;
  CUcontext ctx;
  CU_CHECK(cuInit(0));
  CU_CHECK(cuDeviceGet(&dev, 0));
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  bool timing = o.mode == "time";
  Flush flush;
  if (timing) {
    flush.make(o.flushMib);
    gCudaFailRow.out = fopen(o.out.c_str(), o.append ? "a" : "w");
    gCudaFailRow.emptyCells = kEmptyCells;
    if (!gCudaFailRow.out) {
      fprintf(stderr, "cannot write %s\n", o.out.c_str());
      return 1;
    }
    if (!o.append)
      fputs(HEADER, gCudaFailRow.out);
  }
  std::string cur;
  std::vector<HostBuf> in, ex;
  DevKernel d;
  bool loaded = false;
  for (const Launch &l : ls) {
    if (l.id <= o.startAfter)
      continue;
    if (!o.ids.empty() && !o.ids.count(l.id))
      continue;
    if (o.ncuSubset && !l.ncu)
      continue;
    const KernelDesc &k = findKernel(ks, l.kernel);
    if (since(t0) > o.budget) {
      if (timing)
        row(gCudaFailRow.out, l, nullptr, nullptr, nullptr, "skipped_budget");
      continue;
    }
    gCudaFailRow.id = l.id;
    if (l.kernel != cur) {
      d.release();
      cur = l.kernel;
      in = inputsOf(k);
      if (timing)
        ex = reference(k, in);
      d = DevKernel{};
      loaded = d.load(o.set, k, in);
    }
    if (!loaded) {
      if (timing)
        row(gCudaFailRow.out, l, nullptr, nullptr, nullptr, "no_ptx");
      continue;
    }
    d.reset(k, true);
    if (!timing) {
      printf("NCU_LAUNCH id=%d kernel=%s grid=%lld,%lld,%lld block=%lld,%lld,%lld\n", l.id, k.name,
             (long long)l.grid.x, (long long)l.grid.y, (long long)l.grid.z, (long long)l.block.x,
             (long long)l.block.y, (long long)l.block.z);
      fflush(stdout);
      d.launch(l);
      CU_CHECK(cuCtxSynchronize());
      continue;
    }
    d.launch(l);
    CU_CHECK(cuCtxSynchronize());
    Check c = compare(k, d.outputs(k, in), ex);
    Timing t = timeLaunch(d, k, l, flush, o.warmups, o.reps);
    bool pass = c.bad == 0 && c.checked > 0;
    row(gCudaFailRow.out, l, &t, &d, &c, pass ? "ok" : "VERIFY_FAILED");
    printf("[%.0fs] %d %s %.2f us %s%s%s\n", since(t0), l.id, k.name, median(t.us),
           pass ? "ok" : "VERIFY_FAILED", c.first.empty() ? "" : " ", c.first.c_str());
    fflush(stdout);
  }
  d.release();
  if (gCudaFailRow.out)
    fclose(gCudaFailRow.out);
  return 0;
}
#endif

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&] { return flagValue(argc, argv, i); };
    if (a == "--set") o.set = next();
    else if (a == "--out") o.out = next();
    else if (a == "--mode") o.mode = next();
    else if (a == "--reps") o.reps = std::stoi(next());
    else if (a == "--warmups") o.warmups = std::stoi(next());
    else if (a == "--budget-s") o.budget = std::stod(next());
    else if (a == "--flush-mib") o.flushMib = std::stoul(next());
    else if (a == "--start-after") o.startAfter = std::stoi(next());
    else if (a == "--append") o.append = true;
    else if (a == "--ncu-subset") o.ncuSubset = true;
    else if (a == "--max-emu") o.maxEmu = std::stod(next());
    else if (a == "--info") o.info = true;
    else if (a == "--ids") {
      std::stringstream ss(next());
      for (std::string t; std::getline(ss, t, ',');)
        o.ids.insert(std::stoi(t));
    } else {
      fprintf(stderr, "unknown argument %s\n", a.c_str());
      return 1;
    }
  }
  std::vector<KernelDesc> ks;
  makeKernels(ks);
  std::vector<Launch> ls = readLaunches(o.set);
  if (o.mode == "dry")
    return dryRun(ks, ls, o.maxEmu);
#ifdef RK_NO_CUDA
  fprintf(stderr, "built without CUDA (-DRK_NO_CUDA): only --mode dry\n");
  return 1;
#else
  if (o.info) {
    info();
    return 0;
  }
  return runGpu(o, ks, ls);
#endif
}
