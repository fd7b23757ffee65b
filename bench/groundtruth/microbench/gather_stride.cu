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
// Pattern word: thread i of the grid (256 a block; min(2^24, buffer /
// stride) threads, so that no load revisits a word) reads word
// (i * stride_words) mod buffer_words; pattern line: each warp reads one
// whole 128-byte line, the next warp's `stride` further. Each warp writes
// one word, so the loads are not dead. Timed behind the 128 MiB L2 flush,
// median of 20 after 3 warm-ups (the runs of 2026-11-27 took the upper
// middle of the 20 as the median).
// Columns: pattern, stride_bytes, buffer_mib, loads, median_us, sectors
// (distinct 32-byte sectors read), gsectors_per_s.
#include "common.cuh"

#include "../../common/cuda_check.h"
#include "../../common/l2_flush.h"

__global__ void gather(const unsigned *__restrict__ in, unsigned *__restrict__ out,
                       unsigned long long strideWords, unsigned long long words,
                       int lines) {
  unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  // lines = 0: every thread `stride` after the previous one; lines = 1: a
  // warp reads one whole 128-byte line, the next warp's `stride` further
  // (rows far apart, each read whole by a warp).
  unsigned long long w = lines ? (i / 32) * strideWords + i % 32 : i * strideWords;
  unsigned v = in[w % words];
  v += __shfl_xor_sync(0xffffffffu, v, 16);
  if (threadIdx.x % 32 == 0)
    out[i / 32] = v;
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  Flush flush;
  flush.make(128);
  const unsigned long long loads = 1ull << 24;
  // GATHER_REPS=1 launches each configuration once, without warm-ups (for
  // Nsight Compute's counters: one profiled launch a configuration).
  const char *repsEnv = getenv("GATHER_REPS");
  const int reps = repsEnv ? std::max(1, atoi(repsEnv)) : 20;
  const int warmups = reps == 1 ? 0 : 3;
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
  fprintf(f, "pattern,stride_bytes,buffer_mib,loads,median_us,sectors,gsectors_per_s\n");
  for (int lines : {0, 1})
  for (size_t mib : {64, 256, 2048})
    for (unsigned long long stride : {4ull, 32ull, 64ull, 128ull, 256ull, 1024ull, 4096ull,
                                      65536ull, 337408ull, 2097152ull + 128}) {
      if (lines && stride < 128)
        continue;
      unsigned long long words = (mib << 20) / 4;
      unsigned long long sw = stride / 4;
      // As many loads as the buffer holds distinct words at this stride
      // (at most 2^24, a multiple of 256): no load revisits a word.
      unsigned long long perLoad = lines ? stride / 32 : stride;
      unsigned long long n = std::min<unsigned long long>(
          loads, std::max<unsigned long long>(256, ((mib << 20) / perLoad) / 256 * 256));
      double us = median_of(event_times_us(
          [&] { flush(); },
          [&] { gather<<<(unsigned)(n / 256), 256>>>(in, out, sw, words, lines); }, reps,
          warmups));
      // Distinct sectors: one per load from a stride of 32 bytes on (no load
      // revisits a word unless the buffer holds fewer than 256 of them);
      // below, the bytes spanned / 32. (The first run, 2026-11-27, launched
      // 2^24 loads whatever the stride, and the rows whose loads wrapped
      // around the buffer read fewer sectors than it wrote:
      // results/warp-2026-11-27/README.md.)
      double span = std::min<double>((double)n * perLoad, (double)(mib << 20));
      double sectors = lines ? (double)n / 8 : stride >= 32 ? (double)n : span / 32;
      fprintf(f, "%s,%llu,%zu,%llu,%.3f,%.0f,%.3f\n", lines ? "line" : "word", stride, mib, n,
              us, sectors,
              sectors / us / 1e3);
      fflush(f);
      printf("stride %llu buffer %zu MiB: %.2f us\n", stride, mib, us);
    }
  fclose(f);
  return 0;
}
