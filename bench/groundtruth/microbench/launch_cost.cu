// launch_cost.cu - what a launch costs beyond its bounds: the fixed time a
// CUDA-event-timed launch takes (empty kernels over grid and block sizes)
// and the time of small copies from a cold and from a warm L2, timed the
// way bench/random's and bench/reductions' runners time their launches:
// the L2 flush kernel (bench/common/l2_flush.h, 128 MiB), then
// cudaEventRecord, the launch, cudaEventRecord, median of REPS.
//
// Why: hwtargets/h100.yaml's kernel_launch_us was an estimate, and the
// tiny launches of the random sets (16 KB - 12 MB) run 20-35 % slower than
// Warp predicts (docs/accuracy.md). This measures the two fixed costs on
// their own, so that a constant in the target file comes from a
// measurement, not from those sets' errors.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/launch_cost launch_cost.cu
//   /tmp/launch_cost OUTDIR        -> OUTDIR/launch_cost.csv
// Columns: kind (empty | copy), grid, block, bytes (read; as many written),
// l2 (cold: flushed before each repeat | warm: the same launch just before),
// reps, median_us, p10_us, p90_us, min_us.
#include "common.cuh"
#include <cuda_runtime.h>

#include "../../common/cuda_check.h"
#include "../../common/l2_flush.h"

__global__ void emptyKernel() {}

__global__ void copyKernel(const float *__restrict__ in, float *__restrict__ out, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

struct Stats {
  double median, p10, p90, min;
};

// The runs of 2026-11-27 took the upper middle of the 30 repeats as the
// median; median_of averages the two middle ones.
template <typename Launch>
static Stats timeIt(Launch launch, const Flush &flush, bool cold, int reps) {
  std::vector<double> us = cold ? event_times_us([&] { flush(); }, launch, reps, 3)
                                : event_times_us(launch, launch, reps, 3);
  return {median_of(us), pct_of(us, 10), pct_of(us, 90), pct_of(us, 0)};
}

int main(int argc, char **argv) {
  std::string outDir = argc > 1 ? argv[1] : ".";
  const int reps = 30;
  Flush flush;
  flush.make(128);
  FILE *f = fopen((outDir + "/launch_cost.csv").c_str(), "w");
  if (!f) {
    perror("launch_cost.csv");
    return 1;
  }
  fprintf(f, "kind,grid,block,bytes,l2,reps,median_us,p10_us,p90_us,min_us\n");
  auto row = [&](const char *kind, size_t grid, int block, size_t bytes, bool cold, Stats s) {
    fprintf(f, "%s,%zu,%d,%zu,%s,%d,%.3f,%.3f,%.3f,%.3f\n", kind, grid, block, bytes,
            cold ? "cold" : "warm", reps, s.median, s.p10, s.p90, s.min);
    fflush(f);
    printf("%s grid %zu block %d bytes %zu %s: %.2f us\n", kind, grid, block, bytes,
           cold ? "cold" : "warm", s.median);
  };
  for (int block : {32, 256, 1024})
    for (size_t grid : {1, 132, 1056, 8448, 67584})
      for (bool cold : {true, false})
        row("empty", grid, block, 0, cold,
            timeIt([&] { emptyKernel<<<(unsigned)grid, block>>>(); }, flush, cold, reps));

  const size_t maxBytes = 256u << 20;
  float *in = nullptr, *out = nullptr;
  CK(cudaMalloc(&in, maxBytes));
  CK(cudaMalloc(&out, maxBytes));
  CK(cudaMemset(in, 1, maxBytes));
  CK(cudaMemset(out, 0, maxBytes));
  for (size_t bytes = 4096; bytes <= maxBytes; bytes *= 4) {
    size_t n = bytes / sizeof(float);
    unsigned grid = (unsigned)((n + 255) / 256);
    for (bool cold : {true, false})
      row("copy", grid, 256, bytes, cold,
          timeIt([&] { copyKernel<<<grid, 256>>>(in, out, n); }, flush, cold, reps));
  }
  fclose(f);
  return 0;
}
