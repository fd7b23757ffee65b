// block_turnover.cu - how long an SM takes to replace a finished block, against block size and
// blocks per SM (seed 004 §3.8: the block-launch latency, "measured with an empty kernel").
// Added by Warp's fourth session; not yet run on a GPU.
//
// Each block's thread 0 records clock64 when it starts and, after the block's work and a
// __syncthreads, when it ends, with its %smid. clock64 counts per SM, so on one SM a block's start
// and the ends of the blocks before it compare directly. For every block not in the first wave:
//   gap      = its start - the latest end, before that start, of another block on the same SM
//              (the slot it took was freed then, or earlier: the latest end bounds the gap below)
//   lifetime = its end - its start
// and per launch the interval = kernel time x SMs x SM clock / blocks (cycles per block per SM;
// the time model's `block_launch` is this interval for 32-thread triad blocks, 157 cycles).
// work 0: the timestamps only. work 1: every thread also loads 16 B from DRAM (.cg, a 1 GiB
// buffer, each block its own lines) and stores them (the shape of a streaming block).
// Blocks per SM: "max" (as many as fit) or 1 (forced by asking for the most dynamic shared
// memory a block may have at launch; the kernel need not touch it).
// Usage: block_turnover OUTDIR     writes OUTDIR/block_turnover.csv
#include "common.cuh"

__global__ void turnover_kernel(const uint4* in, uint4* out, size_t nvec, int work,
                                unsigned long long* stamps) {
  unsigned long long t0 = clk();
  if (work) {
    size_t i = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) % nvec;
    out[i] = __ldcg(in + i);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long t1 = clk();
    stamps[3 * blockIdx.x + 0] = t0;
    stamps[3 * blockIdx.x + 1] = t1;
    stamps[3 * blockIdx.x + 2] = get_smid();
  }
}

int main(int argc, char** argv) {
  std::string od = argc > 1 ? argv[1] : ".";
  int nsm = num_sms();
  log_clock(od, "block_turnover", "start", measure_sm_mhz());
  double mhz = measure_sm_mhz(2000000ull);
  const size_t G = 1ull << 30;
  size_t nvec = G / 16;
  uint4 *in, *out;
  CK(cudaMalloc(&in, G));
  CK(cudaMalloc(&out, G));
  CK(cudaMemset(in, 0x5a, G));
  const int kWaves = 40;
  int maxSmemOptin = 0;
  CK(cudaDeviceGetAttribute(&maxSmemOptin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  CK(cudaFuncSetAttribute(turnover_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          maxSmemOptin));
  FILE* fo = open_csv(od + "/block_turnover.csv",
                      "threads_per_block,blocks_per_sm,work,blocks,kernel_us,interval_cycles,"
                      "gap_p10_cycles,gap_p50_cycles,gap_p90_cycles,lifetime_p50_cycles,"
                      "lifetime_p90_cycles,gaps_counted,sm_mhz");
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (int work = 0; work < 2; ++work) {
    for (int tpb : {32, 64, 128, 256, 512, 1024}) {
      for (int forceOne = 0; forceOne < 2; ++forceOne) {
        size_t smem = forceOne ? (size_t)maxSmemOptin : 0;
        int bps = 0;
        CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&bps, turnover_kernel, tpb, smem));
        if (bps < 1 || (forceOne && bps != 1)) continue;
        size_t blocks = (size_t)nsm * bps * kWaves;
        unsigned long long* d;
        CK(cudaMalloc(&d, blocks * 3 * 8));
        std::vector<float> times;
        for (int rep = 0; rep < 4; ++rep) {  // rep 0: warm-up
          CK(cudaEventRecord(e0));
          turnover_kernel<<<(unsigned)blocks, tpb, smem>>>(in, out, nvec, work, d);
          CK(cudaEventRecord(e1));
          CKL();
          float ms = 0;
          CK(cudaEventElapsedTime(&ms, e0, e1));
          if (rep > 0) times.push_back(ms);
        }
        std::vector<unsigned long long> h(blocks * 3);
        CK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
        CK(cudaFree(d));
        // Per SM: the blocks' (start, end), sorted by start.
        std::vector<std::vector<std::pair<unsigned long long, unsigned long long>>> per(4096);
        std::vector<double> life;
        for (size_t b = 0; b < blocks; ++b) {
          unsigned s = (unsigned)h[3 * b + 2];
          if (s < per.size()) per[s].push_back({h[3 * b], h[3 * b + 1]});
          life.push_back((double)(h[3 * b + 1] - h[3 * b]));
        }
        std::vector<double> gaps;
        for (auto& v : per) {
          std::sort(v.begin(), v.end());
          for (size_t i = (size_t)bps; i < v.size(); ++i) {
            unsigned long long latest = 0;
            bool found = false;
            for (size_t j = 0; j < i; ++j)
              if (v[j].second <= v[i].first && (!found || v[j].second > latest)) {
                latest = v[j].second;
                found = true;
              }
            if (found) gaps.push_back((double)(v[i].first - latest));
          }
        }
        double us = 1000.0 * median_of(times);
        double interval = us * 1e-6 * mhz * 1e6 * nsm / (double)blocks;
        fprintf(fo, "%d,%d,%d,%zu,%.2f,%.1f,%.0f,%.0f,%.0f,%.0f,%.0f,%zu,%.0f\n", tpb, bps, work,
                blocks, us, interval, pct_of(gaps, 10), pct_of(gaps, 50), pct_of(gaps, 90),
                pct_of(life, 50), pct_of(life, 90), gaps.size(), mhz);
        printf("tpb %4d blocks/SM %2d work %d: %8.2f us, interval %6.1f cyc, gap p50 %6.0f cyc, "
               "lifetime p50 %6.0f cyc\n",
               tpb, bps, work, us, interval, pct_of(gaps, 50), pct_of(life, 50));
        fflush(stdout);
      }
    }
  }
  fclose(fo);
  log_clock(od, "block_turnover", "end", measure_sm_mhz());
  return 0;
}
