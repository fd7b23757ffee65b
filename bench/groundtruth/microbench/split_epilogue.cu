// split_epilogue.cu - what the final combine of a split reduction costs
// (issues 25 and 28): S blocks per output, each adding its partial into the
// output word with one global update by one lane, as Warp's split
// strategies do (bench/reductions, "Splits across blocks"). The reduction
// sweep's splits of a float max measured about 2.06 ns an update at 65536-
// 262144 updates (softmax_f32_4096x1024.max S = 32: 271 us; row_max
// 2048 x 4096 S = 128: 533 us) against 0.63 ns for a float sum's
// (82 us), 3.3 times; and a split of S = 2 added 5 us where its updates
// alone would take 8 at that rate. This measures the update on its own,
// without the reduction's loads, for the model's split epilogue.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/split_epilogue split_epilogue.cu
//   /tmp/split_epilogue OUTDIR      -> OUTDIR/split_epilogue.csv
//
// Kinds (lane 0 of each block of 128 threads; the others exit):
//   empty:    no update (the launch and the blocks alone);
//   red_add:  atom.global.add.f32, result unused (a float sum's split);
//   cas_sys:  ld.global then a loop of atom.acq_rel.sys.global.cas.b32 (a
//             float max as MLIR's NVVM lowering emits it; its SASS fences the
//             system around the swap);
//   cas_gpu:  the same loop, atom.relaxed.gpu (no fence).
// Block (o, s) of the grid (words, S) updates word o, as a split's grid
// (outputs, S) has its S blocks share an output; the words packed (stride
// 1) or a line apart (stride 32 floats).
// Columns: kind, words, s, blocks, stride_words, median_us (CUDA events,
// median of 20 after 3 warm-ups), ns_per_update ((median - empty's) /
// updates), clock_mhz.
#include "common.cuh"

__device__ __forceinline__ float ld_f32(const float *p) {
  float v;
  asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
  return v;
}

template <int KIND> __global__ void epilogue(float *words, int stride) {
  if (threadIdx.x != 0)
    return;
  float *p = words + (size_t)blockIdx.x * stride;
  float v = (float)(blockIdx.y + 1);
  if (KIND == 1) {
    asm volatile("red.global.add.f32 [%0], %1;" ::"l"(p), "f"(v) : "memory");
  } else if (KIND == 2 || KIND == 3) {
    float old = ld_f32(p);
    while (true) {
      float nv = fmaxf(old, v);
      unsigned o = __float_as_uint(old), got;
      if (KIND == 2)
        asm volatile("atom.acq_rel.sys.global.cas.b32 %0, [%1], %2, %3;"
                     : "=r"(got)
                     : "l"(p), "r"(o), "r"(__float_as_uint(nv))
                     : "memory");
      else
        asm volatile("atom.relaxed.gpu.global.cas.b32 %0, [%1], %2, %3;"
                     : "=r"(got)
                     : "l"(p), "r"(o), "r"(__float_as_uint(nv))
                     : "memory");
      if (got == o)
        break;
      old = __uint_as_float(got);
    }
  }
}

template <int KIND>
static double run(float *words, int nWords, int s, int stride) {
  dim3 grid(nWords, s, 1);
  return median_of(event_times_us(
      [] {}, [&] { epilogue<KIND><<<grid, 128>>>(words, stride); }, 20, 3));
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  double mhz = measure_sm_mhz();
  const int maxWords = 32768, maxStride = 32;
  float *words;
  CK(cudaMalloc(&words, sizeof(float) * (size_t)maxWords * maxStride));
  CK(cudaMemset(words, 0, sizeof(float) * (size_t)maxWords * maxStride));
  FILE *f = open_csv(dir + "/split_epilogue.csv",
                     "kind,words,s,blocks,stride_words,median_us,"
                     "ns_per_update,clock_mhz");
  for (int stride : {1, 32})
    for (int nWords : {1024, 4096, 32768})
      for (int s : {1, 2, 4, 8, 32, 128}) {
        if ((long)nWords * s > (1L << 20))
          continue;
        double empty = run<0>(words, nWords, s, stride);
        double updates = (double)nWords * s;
        auto row = [&](const char *kind, double us) {
          fprintf(f, "%s,%d,%d,%.0f,%d,%.3f,%.4f,%.0f\n", kind, nWords, s,
                  updates, stride, us, 1e3 * (us - empty) / updates, mhz);
          fflush(f);
        };
        row("empty", empty);
        row("red_add", run<1>(words, nWords, s, stride));
        row("cas_sys", run<2>(words, nWords, s, stride));
        row("cas_gpu", run<3>(words, nWords, s, stride));
        printf("words %d s %d stride %d done\n", nWords, s, stride);
      }
  fclose(f);
  return 0;
}
