// shfl_mma.cu - latency and throughput of warp shuffles (SHFL) and of the
// WMMA multiply-accumulate (HMMA.16816), the two constants of issue 17's
// warp collectives that hwtargets/h100.yaml still marks "estimated".
//
//   latency:    one warp, a dependent chain of N shfl.sync.bfly (or N
//               wmma::mma_sync on the accumulator), clock64 around it; the
//               slope between N = 256 and N = 1024 is cycles per op.
//   throughput: every SM full (2048 threads), each warp 8 independent
//               chains; ops per cycle per SM from globaltimer and the
//               measured SM clock.
//
// Written for the run when a GPU is lent (docs/cost-model.md, "Warp
// collectives and matrix operations"); not yet run. Prints CSV rows:
//   results/shfl_mma.csv: op,what,value,unit
#include "common.cuh"
#include <mma.h>

using namespace nvcuda;

template <int N>
__global__ void shfl_chain(unsigned seed, unsigned long long *out,
                           unsigned *sink) {
  unsigned v = seed ^ threadIdx.x;
  unsigned long long c0 = clk();
#pragma unroll
  for (int i = 0; i < N; ++i)
    v = __shfl_xor_sync(0xffffffffu, v, 1 + (i & 15)) + 1;
  unsigned long long c1 = clk();
  if (threadIdx.x == 0)
    out[0] = c1 - c0;
  sink[threadIdx.x] = v;
}

template <int N>
__global__ void hmma_chain(unsigned long long *out, float *sink) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(a, __float2half(0.001f));
  wmma::fill_fragment(b, __float2half(0.001f));
  wmma::fill_fragment(c, 0.0f);
  unsigned long long c0 = clk();
#pragma unroll
  for (int i = 0; i < N; ++i)
    wmma::mma_sync(c, a, b, c);
  unsigned long long c1 = clk();
  if (threadIdx.x == 0)
    out[0] = c1 - c0;
  sink[threadIdx.x] = c.x[0];
}

// Throughput: 8 independent chains per warp, `iters` rounds.
__global__ void shfl_tput(int iters, unsigned *sink) {
  unsigned v[8];
#pragma unroll
  for (int k = 0; k < 8; ++k)
    v[k] = threadIdx.x * 8 + k;
  for (int i = 0; i < iters; ++i)
#pragma unroll
    for (int k = 0; k < 8; ++k)
      v[k] = __shfl_xor_sync(0xffffffffu, v[k], 1 + k);
  unsigned s = 0;
#pragma unroll
  for (int k = 0; k < 8; ++k)
    s += v[k];
  sink[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void hmma_tput(int iters, float *sink) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c[4];
  wmma::fill_fragment(a, __float2half(0.001f));
  wmma::fill_fragment(b, __float2half(0.001f));
#pragma unroll
  for (int k = 0; k < 4; ++k)
    wmma::fill_fragment(c[k], 0.0f);
  for (int i = 0; i < iters; ++i)
#pragma unroll
    for (int k = 0; k < 4; ++k)
      wmma::mma_sync(c[k], a, b, c[k]);
  float s = 0;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    s += c[k].x[0];
  sink[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int main(int argc, char **argv) {
  std::string od = argc > 1 ? argv[1] : "results";
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  unsigned long long *d;
  unsigned *usink;
  float *fsink;
  CK(cudaMalloc(&d, 16));
  CK(cudaMalloc(&usink, size_t(sms) * 2048 * 4));
  CK(cudaMalloc(&fsink, size_t(sms) * 2048 * 4));
  FILE *f = fopen((od + "/shfl_mma.csv").c_str(), "w");
  fprintf(f, "op,what,value,unit\n");
  auto chain = [&](auto k256, auto k1024, const char *name) {
    std::vector<double> a, b;
    for (int r = 0; r < 5; ++r) {
      unsigned long long h;
      k256();
      CKL();
      CK(cudaMemcpy(&h, d, 8, cudaMemcpyDeviceToHost));
      a.push_back(double(h));
      k1024();
      CKL();
      CK(cudaMemcpy(&h, d, 8, cudaMemcpyDeviceToHost));
      b.push_back(double(h));
    }
    double slope = (median_of(b) - median_of(a)) / 768.0;
    fprintf(f, "%s,latency,%.3f,cycles\n", name, slope);
    printf("%-6s latency %.3f cycles\n", name, slope);
  };
  chain([&] { shfl_chain<256><<<1, 32>>>(7, d, usink); },
        [&] { shfl_chain<1024><<<1, 32>>>(7, d, usink); }, "shfl");
  chain([&] { hmma_chain<256><<<1, 32>>>(d, fsink); },
        [&] { hmma_chain<1024><<<1, 32>>>(d, fsink); }, "hmma");
  // Throughput, timed with events, median of 5, at the measured clock.
  double mhz = measure_sm_mhz();
  auto tput = [&](auto launch, double opsPerLaunch, const char *name,
                  const char *unit) {
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    launch();
    CKL();
    std::vector<double> ms;
    for (int r = 0; r < 5; ++r) {
      CK(cudaEventRecord(e0));
      launch();
      CK(cudaEventRecord(e1));
      CKL();
      float t;
      CK(cudaEventElapsedTime(&t, e0, e1));
      ms.push_back(t);
    }
    double perCycle = opsPerLaunch / (median_of(ms) * 1e-3 * mhz * 1e6) / sms;
    fprintf(f, "%s,throughput,%.2f,%s\n", name, perCycle, unit);
    printf("%-6s throughput %.2f %s\n", name, perCycle, unit);
  };
  const int iters = 4096;
  tput([&] { shfl_tput<<<sms * 2, 1024>>>(iters, usink); },
       double(sms) * 2 * 1024 * iters * 8, "shfl", "lane results per cycle per SM");
  tput([&] { hmma_tput<<<sms * 2, 1024>>>(iters / 8, fsink); },
       double(sms) * 2 * 32 * (iters / 8) * 4 * 2.0 * 16 * 16 * 16,
       "hmma", "flops per cycle per SM");
  fclose(f);
  return 0;
}
