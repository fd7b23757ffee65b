// lsu_inflight.cu - how many global load lines an SM keeps in flight: the
// throughput of warp loads whose 32 lanes touch L distinct 128-byte lines
// (L = 1 coalesced ... 32 fully scattered), with K independent loads per
// thread in flight (unrolled), against the lines' latency. By Little's law
// lines in flight per SM = lines per cycle per SM x latency: where it stops
// growing with K and the warps, the SM's queue of memory requests is full
// (Nsight Compute's `lg_throttle`, which the random maps' scattered rows and
// the column reductions stall on; docs/cost-model.md, "Open: ptxas's
// unrolling of accumulating loops and its load window").
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/lsu_inflight lsu_inflight.cu
//   /tmp/lsu_inflight OUTDIR  -> OUTDIR/lsu_inflight.csv
//
// Each thread runs `reps` rounds of K loads; load k of round r of warp w
// reads line (hash(w, r, k) * L + lane % L) mod lines, word lane / L of it
// (32 / L consecutive lanes a line), and adds it to a sum the thread
// writes at the end. Buffers: 16 MiB (L2-resident after the warm-up) and
// 1 GiB (DRAM). Columns: buffer_mib, lines_per_request (L), loads_in_flight
// (K), blocks, threads, reps, warp_loads, lines, median_us, then per SM
// and SM cycle (at the measured clock) warp loads and lines, and
// latency_cycles: one warp alone, K = 1, its time per load.
#include "common.cuh"

template <int K>
__global__ void loads(const float *__restrict__ in, float *out, int reps,
                      unsigned lines, int L) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned warp = tid / 32, lane = tid % 32;
  float sum = 0;
  for (int r = 0; r < reps; ++r) {
    float v[K];
#pragma unroll
    for (int k = 0; k < K; ++k) {
      unsigned h = (warp * 2654435761u) ^ ((r * K + k) * 40503u);
      h = h * 2246822519u + 374761393u;
      unsigned line = (h % (lines / L)) * L + lane % L;
      v[k] = in[(size_t)line * 32 + lane / L];
    }
#pragma unroll
    for (int k = 0; k < K; ++k)
      sum += v[k];
  }
  out[tid] = sum;
}

template <typename F> static double medianUs(F launch) {
  return median_of(event_times_us([] {}, launch, 10, 2));
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  double mhz = measure_sm_mhz();
  int sms = num_sms();
  const size_t maxBytes = size_t(1) << 30;
  float *in, *out;
  CK(cudaMalloc(&in, maxBytes));
  CK(cudaMemset(in, 0, maxBytes));
  CK(cudaMalloc(&out, size_t(sms) * 2048 * sizeof(float)));
  FILE *f = fopen((dir + "/lsu_inflight.csv").c_str(), "w");
  if (!f) {
    perror("lsu_inflight.csv");
    return 1;
  }
  fprintf(f, "buffer_mib,lines_per_request,loads_in_flight,blocks,threads,"
             "reps,warp_loads,lines,median_us,warp_loads_per_sm_cycle,"
             "lines_per_sm_cycle,latency_cycles,clock_mhz\n");
  for (size_t mib : {16, 1024}) {
    unsigned lines = unsigned((mib << 20) / 128);
    for (int L : {1, 4, 32}) {
      auto run = [&](int K, int blocks, int threads, int reps) {
        auto launch = [&] {
          switch (K) {
          case 1:
            loads<1><<<blocks, threads>>>(in, out, reps, lines, L);
            break;
          case 4:
            loads<4><<<blocks, threads>>>(in, out, reps, lines, L);
            break;
          default:
            loads<16><<<blocks, threads>>>(in, out, reps, lines, L);
          }
        };
        return medianUs(launch);
      };
      // One warp alone: the latency of a load of L lines.
      const int latReps = 256;
      double latUs = run(1, 1, 32, latReps);
      double latency = latUs * mhz / latReps;
      for (int K : {1, 4, 16})
        for (int blocksPerSm : {1, 8}) {
          int blocks = sms * blocksPerSm, threads = 256;
          int reps = 64 / K;
          double us = run(K, blocks, threads, reps);
          double warpLoads = double(blocks) * threads / 32 * reps * K;
          double lineCount = warpLoads * L;
          double cycles = us * mhz;
          fprintf(f, "%zu,%d,%d,%d,%d,%d,%.0f,%.0f,%.3f,%.4f,%.4f,%.1f,%.0f\n",
                  mib, L, K, blocks, threads, reps, warpLoads, lineCount, us,
                  warpLoads / sms / cycles, lineCount / sms / cycles, latency,
                  mhz);
          fflush(f);
          printf("%zu MiB L %d K %d blocks %d: %.2f us\n", mib, L, K, blocks,
                 us);
        }
    }
  }
  fclose(f);
  return 0;
}
