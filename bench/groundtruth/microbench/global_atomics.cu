// global_atomics.cu - the throughput of global reductions (RED, an atomic
// add whose result is unused) against how many distinct words and lines
// they target: what a histogram's final merge costs when every block adds
// its bins into one small global array (bench/random's hist kernels: 1056
// to 4224 blocks each adding 64-1024 bins).
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/global_atomics global_atomics.cu
//   /tmp/global_atomics OUTDIR      -> OUTDIR/global_atomics.csv
//
// Patterns (each warp instruction is one RED.E.ADD of 32 lanes):
//   line:  the 32 lanes add to 32 consecutive words (one 128-byte line),
//          warp instruction k to line k mod (K / 32): K distinct words;
//   word:  the 32 lanes add to one word, instruction k to word k mod K;
//   merge: a histogram's merge, G blocks of T threads each adding 1 to
//          every one of K words once (thread t: words t, t + T, ...).
// Columns: pattern, blocks, threads, reps (warp instructions per warp for
// line/word), words (K), lines, warp_reds (total), median_us (CUDA events,
// median of 20 after 3 warm-ups), then per line: warp_reds / lines and
// the interval in SM cycles at the measured clock (clock_mhz).
#include "common.cuh"

__global__ void redLine(unsigned *out, int reps, int lines) {
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned lane = threadIdx.x % 32;
  for (int r = 0; r < reps; ++r) {
    unsigned line = (warp * reps + r) % lines;
    atomicAdd(&out[line * 32 + lane], 1u);
  }
}

__global__ void redWord(unsigned *out, int reps, int words) {
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  for (int r = 0; r < reps; ++r)
    atomicAdd(&out[(warp * reps + r) % words], 1u);
}

__global__ void merge(unsigned *out, int words) {
  for (int i = threadIdx.x; i < words; i += blockDim.x)
    atomicAdd(&out[i], 1u);
}

// The run of 2026-11-27 took the upper middle of the 20 repeats as the
// median; median_of averages the two middle ones.
template <typename L> static double medianUs(L launch) {
  return median_of(event_times_us([] {}, launch, 20, 3));
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  int clockKHz = 0;
  CK(cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, 0));
  double mhz = clockKHz / 1000.0;
  unsigned *out;
  const size_t maxWords = 1 << 22;
  CK(cudaMalloc(&out, maxWords * sizeof(unsigned)));
  CK(cudaMemset(out, 0, maxWords * sizeof(unsigned)));
  FILE *f = fopen((dir + "/global_atomics.csv").c_str(), "w");
  if (!f) {
    perror("global_atomics.csv");
    return 1;
  }
  fprintf(f, "pattern,blocks,threads,reps,words,lines,warp_reds,median_us,"
             "warp_reds_per_line,cycles_per_red_per_line,clock_mhz\n");
  auto row = [&](const char *p, int blocks, int threads, int reps, long words,
                 double warpReds, double us) {
    long lines = std::max<long>(1, words / 32);
    if (std::string(p) == "word")
      lines = words; // each word its own request stream
    double perLine = warpReds / lines;
    fprintf(f, "%s,%d,%d,%d,%ld,%ld,%.0f,%.3f,%.1f,%.2f,%.0f\n", p, blocks, threads,
            reps, words, lines, warpReds, us, perLine, us * mhz / perLine, mhz);
    fflush(f);
    printf("%s blocks %d threads %d words %ld: %.2f us\n", p, blocks, threads, words, us);
  };
  const int blocks = 1056, threads = 256, reps = 64;
  const double warpReds = double(blocks) * threads / 32 * reps;
  for (long words : {32L, 128L, 1024L, 4096L, 32768L, 262144L, 4194304L}) {
    int lines = (int)(words / 32);
    row("line", blocks, threads, reps, words, warpReds,
        medianUs([&] { redLine<<<blocks, threads>>>(out, reps, lines); }));
  }
  for (long words : {1L, 32L, 1024L, 32768L})
    row("word", blocks, threads, reps, words, warpReds,
        medianUs([&] { redWord<<<blocks, threads>>>(out, reps, (int)words); }));
  for (int g : {16, 132, 1056, 4224})
    for (int t : {128, 1024})
      for (long words : {64L, 1024L, 4096L}) {
        // Each block adds every word once: ceil(words / 32) warp
        // instructions, whether its threads cover the words or loop over them.
        double reds = double(g) * ((words + 31) / 32);
        row("merge", g, t, 1, words, reds,
            medianUs([&] { merge<<<g, t>>>(out, (int)words); }));
      }
  fclose(f);
  return 0;
}
