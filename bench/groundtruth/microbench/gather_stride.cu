// gather_stride.cu - DRAM reads of one 4-byte word per sector, or fewer,
// against the distance between the words a warp reads and the size of the
// buffer they lie in: what scattered reads cost beyond their sectors
// (seed 004 §6: random access "as if every transaction were about 128 B";
// bench/random's tuning set has maps whose rows are 337 KB apart and run
// 3 times slower than their DRAM sectors at the copy bandwidth).
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/gather_stride gather_stride.cu
//   /tmp/gather_stride OUTDIR      -> OUTDIR/gather_stride.csv
//
// Thread i of the grid (2^24 threads, 256 a block) reads word
// (i * stride_words) mod buffer_words (and writes one word per warp, so the
// loads are not dead). Timed behind the 128 MiB L2 flush, median of 20.
// Columns: stride_bytes, buffer_mib, loads, median_us, sectors (distinct
// 32-byte sectors read, each load its own when stride >= 32), gsectors_per_s.
#include "common.cuh"

#include "../../common/cuda_check.h"
#include "../../common/l2_flush.h"

__global__ void gather(const unsigned *__restrict__ in, unsigned *__restrict__ out,
                       unsigned long long strideWords, unsigned long long words) {
  unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  unsigned v = in[(i * strideWords) % words];
  v += __shfl_xor_sync(0xffffffffu, v, 16);
  if (threadIdx.x % 32 == 0)
    out[i / 32] = v;
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  Flush flush;
  flush.make(128);
  const unsigned long long loads = 1ull << 24;
  const size_t maxBytes = 2048ull << 20;
  unsigned *in, *out;
  CK(cudaMalloc(&in, maxBytes));
  CK(cudaMalloc(&out, loads / 32 * sizeof(unsigned)));
  CK(cudaMemset(in, 1, maxBytes));
  FILE *f = fopen((dir + "/gather_stride.csv").c_str(), "w");
  if (!f) {
    perror("gather_stride.csv");
    return 1;
  }
  fprintf(f, "stride_bytes,buffer_mib,loads,median_us,sectors,gsectors_per_s\n");
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (size_t mib : {64, 256, 2048})
    for (unsigned long long stride : {4ull, 32ull, 64ull, 128ull, 256ull, 1024ull, 4096ull,
                                      65536ull, 337408ull, 2097152ull + 128}) {
      unsigned long long words = (mib << 20) / 4;
      unsigned long long sw = stride / 4;
      std::vector<double> t;
      for (int r = 0; r < 23; ++r) {
        flush();
        CK(cudaEventRecord(e0));
        gather<<<(unsigned)(loads / 256), 256>>>(in, out, sw, words);
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r >= 3)
          t.push_back(ms * 1000.0);
      }
      CK(cudaGetLastError());
      std::sort(t.begin(), t.end());
      double us = t[t.size() / 2];
      // Distinct sectors: the loads wrap around the buffer when loads x
      // stride exceeds it (the later loads then revisit the same words), so
      // at most buffer / max(stride, 32) of them; with a stride under 32 the
      // bytes spanned / 32. (The run of 2026-11-27 wrote min(loads, span /
      // 32) here, which overstates the rows that wrap: results/
      // warp-2026-11-27/README.md.)
      double span = std::min<double>((double)loads * stride, (double)(mib << 20));
      double sectors = stride >= 32
                           ? std::min<double>(loads, (double)(mib << 20) / stride)
                           : span / 32;
      fprintf(f, "%llu,%zu,%llu,%.3f,%.0f,%.3f\n", stride, mib, loads, us, sectors,
              sectors / us / 1e3);
      fflush(f);
      printf("stride %llu buffer %zu MiB: %.2f us\n", stride, mib, us);
    }
  fclose(f);
  return 0;
}
