// global_atomic_requests.cu - what a global reduction (RED, an atomic add
// whose result is unused) costs in the L2 per warp request, against the
// lanes it carries: whether a request of one lane (a reduction's final
// `lane == 0` atomic) or of one sector costs as little as its sectors say
// (global_atomics.cu's line pattern carries 4 sectors a request) or as much
// as a whole request; and int against float adds.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/global_atomic_requests global_atomic_requests.cu
//   /tmp/global_atomic_requests OUTDIR  -> OUTDIR/global_atomic_requests.csv
//
// Every warp issues `reps` RED instructions; instruction k of warp w goes to
// line (w * reps + k) mod L. Patterns (lanes = the active lanes of each
// warp RED, words = the distinct words a request updates):
//   line:   32 lanes on 32 consecutive words (4 sectors), int;
//   linef:  the same, float;
//   sector: 8 lanes on 8 consecutive words (1 sector), int;
//   lane1:  lane 0 alone (1 word), int;
//   lane1f: lane 0 alone, float;
//   wordf:  32 lanes on word 0 of the line, float (the int case is
//           global_atomics.cu's word pattern).
// Columns: pattern, dtype, lanes, blocks, threads, reps, lines, warp_reds,
// median_us (CUDA events, median of 20 after 3 warm-ups), then the
// requests per line and the SM cycles per request per line at the measured
// clock.
#include "common.cuh"

template <typename T>
__global__ void red(T *out, int reps, int lines, int lanes, int sameWord) {
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned lane = threadIdx.x % 32;
  if (lane >= static_cast<unsigned>(lanes))
    return;
  for (int r = 0; r < reps; ++r) {
    unsigned line = (warp * reps + r) % lines;
    atomicAdd(&out[line * 32 + (sameWord ? 0 : lane)], T(1));
  }
}

template <typename L> static double medianUs(L launch) {
  return median_of(event_times_us([] {}, launch, 20, 3));
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  double mhz = measure_sm_mhz();
  void *buf;
  const size_t maxLines = 1 << 14;
  CK(cudaMalloc(&buf, maxLines * 128));
  CK(cudaMemset(buf, 0, maxLines * 128));
  FILE *f = fopen((dir + "/global_atomic_requests.csv").c_str(), "w");
  if (!f) {
    perror("global_atomic_requests.csv");
    return 1;
  }
  fprintf(f, "pattern,dtype,lanes,blocks,threads,reps,lines,warp_reds,"
             "median_us,reds_per_line,cycles_per_red_per_line,clock_mhz\n");
  const int blocks = 1056, threads = 256, reps = 64;
  const double warpReds = double(blocks) * threads / 32 * reps;
  struct Pattern {
    const char *name;
    bool isFloat;
    int lanes, sameWord;
  };
  const Pattern patterns[] = {{"line", false, 32, 0},  {"linef", true, 32, 0},
                              {"sector", false, 8, 0}, {"lane1", false, 1, 0},
                              {"lane1f", true, 1, 0},  {"wordf", true, 32, 1}};
  for (const Pattern &p : patterns)
    for (int lines : {1, 4, 32, 128, 1024, 8192}) {
      if (p.sameWord && lines > 32)
        continue;
      double us = p.isFloat
                      ? medianUs([&] {
                          red<float><<<blocks, threads>>>(
                              static_cast<float *>(buf), reps, lines, p.lanes,
                              p.sameWord);
                        })
                      : medianUs([&] {
                          red<unsigned><<<blocks, threads>>>(
                              static_cast<unsigned *>(buf), reps, lines,
                              p.lanes, p.sameWord);
                        });
      double perLine = warpReds / lines;
      fprintf(f, "%s,%s,%d,%d,%d,%d,%d,%.0f,%.3f,%.1f,%.2f,%.0f\n", p.name,
              p.isFloat ? "f32" : "u32", p.lanes, blocks, threads, reps, lines,
              warpReds, us, perLine, us * mhz / perLine, mhz);
      fflush(f);
      printf("%s lines %d: %.2f us\n", p.name, lines, us);
    }
  fclose(f);
  return 0;
}
