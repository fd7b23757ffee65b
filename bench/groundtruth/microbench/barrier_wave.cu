// barrier_wave.cu - what a barrier and a workgroup exchange cost a wave of
// blocks (issue 28). Written 2026-11-28; not yet run on a GPU.
//
// The random sets' staged kernels (global load, shared store, barrier,
// shared load, global store) are predicted 10-22 % too fast on all three
// sets, by 150-200 ns a wave for one-round tiles, where the maps (global
// load, global store) with the same blocks are not; the tuned set's
// shared-memory transposes too (docs/accuracy.md). Warp's own check
// against block_turnover.cu (docs/cost-model.md, "Block replacement")
// shows the same sign for 256-1024-thread blocks alone on an SM. This
// benchmark separates the candidates, with the same global traffic in every
// kernel (one coalesced 4-byte load and one store per active thread, each
// block its own lines):
//   mode 0 map:      v = in[i]; out[i] = v
//   mode 1 bar:      v = in[i]; __syncthreads(); out[i] = v
//   mode 2 staged:   v = in[i]; sh[t] = v; __syncthreads(); out[i] = sh[t^1]
//   mode 3 storebar: v = in[i]; out[i] = v; __syncthreads()
// (mode 3 is block_turnover's order). Active threads: all of the block, or
// the first 64 only (the random staged tiles of 8 x 8 elements in blocks of
// up to 1024 threads), the others skipping the memory work but not the
// barrier. Blocks per SM: as many as fit (2048 threads an SM). Many waves
// (kWaves), so that the launch's time over its waves is the wave's time.
// Output: CSV on stdout and OUTDIR/barrier_wave.csv:
//   mode,threads,active,blocks_per_sm,blocks,waves,median_us,ns_per_wave
// Usage: barrier_wave OUTDIR
// The model's side: bench/groundtruth/microbench/barrier_wave.py writes the
// same kernels in MLIR and prints Warp's prediction beside each row.
#include "common.cuh"

constexpr int kWaves = 200;

template <int MODE>
__global__ void wave_kernel(const float* __restrict__ in, float* __restrict__ out,
                            int active) {
  __shared__ float sh[1024];
  int t = threadIdx.x;
  size_t i = (size_t)blockIdx.x * active + t;
  bool on = t < active;
  float v = on ? in[i] : 0.0f;
  if (MODE == 0) {
    if (on) out[i] = v;
  } else if (MODE == 1) {
    __syncthreads();
    if (on) out[i] = v;
  } else if (MODE == 2) {
    if (on) sh[t] = v;
    __syncthreads();
    if (on) out[i] = sh[t ^ 1];
  } else {
    if (on) out[i] = v;
    __syncthreads();
  }
}

template <int MODE>
static float time_launch(const float* in, float* out, unsigned blocks, int tpb, int active) {
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  std::vector<float> times;
  for (int rep = 0; rep < 10; ++rep) {  // rep 0: warm-up
    CK(cudaEventRecord(e0));
    wave_kernel<MODE><<<blocks, tpb>>>(in, out, active);
    CK(cudaEventRecord(e1));
    CKL();
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    if (rep > 0) times.push_back(ms);
  }
  CK(cudaEventDestroy(e0));
  CK(cudaEventDestroy(e1));
  return 1000.0f * median_of(times);
}

template <int MODE>
static int blocks_per_sm(int tpb) {
  int bps = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&bps, wave_kernel<MODE>, tpb, 0));
  return bps;
}

int main(int argc, char** argv) {
  std::string od = argc > 1 ? argv[1] : ".";
  int nsm = num_sms();
  log_clock(od, "barrier_wave", "start", measure_sm_mhz());
  // The largest launch: 128-thread blocks, 16 an SM, all active.
  size_t maxElems = (size_t)nsm * 16 * kWaves * 128;
  float *in, *out;
  CK(cudaMalloc(&in, maxElems * 4));
  CK(cudaMalloc(&out, maxElems * 4));
  CK(cudaMemset(in, 0, maxElems * 4));
  FILE* fo = open_csv(od + "/barrier_wave.csv",
                      "mode,threads,active,blocks_per_sm,blocks,waves,median_us,ns_per_wave");
  const char* names[4] = {"map", "bar", "staged", "storebar"};
  for (int tpb : {128, 256, 512, 1024}) {
    for (int active : {tpb, 64}) {
      if (active == 64 && tpb == 64) continue;
      for (int mode = 0; mode < 4; ++mode) {
        int bps = mode == 0 ? blocks_per_sm<0>(tpb)
                : mode == 1 ? blocks_per_sm<1>(tpb)
                : mode == 2 ? blocks_per_sm<2>(tpb)
                            : blocks_per_sm<3>(tpb);
        unsigned blocks = (unsigned)(nsm * bps * kWaves);
        float us = mode == 0 ? time_launch<0>(in, out, blocks, tpb, active)
                 : mode == 1 ? time_launch<1>(in, out, blocks, tpb, active)
                 : mode == 2 ? time_launch<2>(in, out, blocks, tpb, active)
                             : time_launch<3>(in, out, blocks, tpb, active);
        double nsPerWave = 1000.0 * us / kWaves;
        fprintf(fo, "%s,%d,%d,%d,%u,%d,%.3f,%.1f\n", names[mode], tpb, active, bps, blocks,
                kWaves, us, nsPerWave);
        printf("%-8s threads %4d active %4d blocks/SM %2d: %9.3f us, %7.1f ns a wave\n",
               names[mode], tpb, active, bps, us, nsPerWave);
        fflush(stdout);
      }
    }
  }
  fclose(fo);
  log_clock(od, "barrier_wave", "end", measure_sm_mhz());
  return 0;
}
