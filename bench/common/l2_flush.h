// The L2 flush the runners launch before each timed repeat
// (bench/reductions/runner.cu, bench/random/runner/runner.cu): a kernel
// that reads a buffer larger than the L2, so that the L2 holds none of the
// measured launch's inputs (clean lines only: evicting them writes nothing
// back). Needs cuda_check.h's RT_CHECK.
#ifndef WARP_BENCH_COMMON_L2_FLUSH_H
#define WARP_BENCH_COMMON_L2_FLUSH_H

#include <cstddef>

__global__ void flushL2(const float4 *p, size_t n, float *sink) {
  float acc = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x) {
    float4 v = p[i];
    acc += v.x + v.y + v.z + v.w;
  }
  if (acc == 1234.5f)
    *sink = acc;
}

/// `make(mib)` allocates the buffer (0: no flush); `()` launches the flush.
struct Flush {
  float4 *buf = nullptr;
  float *sink = nullptr;
  size_t n = 0;
  void make(size_t mib) {
    if (!mib)
      return;
    n = mib * (1 << 20) / sizeof(float4);
    RT_CHECK(cudaMalloc(&buf, n * sizeof(float4)));
    RT_CHECK(cudaMemset(buf, 0, n * sizeof(float4)));
    RT_CHECK(cudaMalloc(&sink, sizeof(float)));
  }
  void operator()() const {
    if (n)
      flushL2<<<132 * 4, 512>>>(buf, n, sink);
  }
};

#endif // WARP_BENCH_COMMON_L2_FLUSH_H
