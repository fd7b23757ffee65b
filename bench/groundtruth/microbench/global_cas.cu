// global_cas.cu - the cost of a global float max/min as MLIR's NVVM
// lowering emits it (issue 25: split reductions' `memref.atomic_rmw
// maximumf`): LLVM expands the seq_cst atomicrmw fmax into a loop of
//   ld.global.b32 old; do { new = max(old, v);
//   atom.acq_rel.sys.global.cas.b32 got, [a], old, new; } while (got != old)
// (bench/reductions/ptx/row_max_f32_2048x4096_r128_o1_s4.ptx), against the
// native atom.global.add.f32 (relaxed, gpu scope) that a float sum gets.
//
//   chain  : one thread, K dependent updates of one word (uncontended):
//            cycles per update (clock64), for add.f32, the CAS loop with
//            .acq_rel.sys (as emitted) and with .relaxed.gpu (no fence).
//   contend: S blocks of one warp; lane 0 of each does ONE CAS-loop update
//            of the same word after all S spin to a common globaltimer
//            start; per block, the attempts it took and its cycles; many
//            words (W) at once, one per group of S blocks.
// Output (CSV on stdout): kind,S,value,unit
// Usage: global_cas
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1); } } while (0)

__device__ __forceinline__ float ld_f32(float *p) {
  float v; asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory"); return v;
}
__device__ __forceinline__ unsigned cas_sys(float *p, unsigned cmp, unsigned nv) {
  unsigned got;
  asm volatile("atom.acq_rel.sys.global.cas.b32 %0, [%1], %2, %3;" : "=r"(got) : "l"(p), "r"(cmp), "r"(nv) : "memory");
  return got;
}
__device__ __forceinline__ unsigned cas_gpu(float *p, unsigned cmp, unsigned nv) {
  unsigned got;
  asm volatile("atom.relaxed.gpu.global.cas.b32 %0, [%1], %2, %3;" : "=r"(got) : "l"(p), "r"(cmp), "r"(nv) : "memory");
  return got;
}
template <bool SYS> __device__ int fmax_loop(float *p, float v) {
  float old = ld_f32(p);
  int attempts = 0;
  while (true) {
    ++attempts;
    float nv = fmaxf(old, v);
    unsigned o = __float_as_uint(old);
    unsigned got = SYS ? cas_sys(p, o, __float_as_uint(nv)) : cas_gpu(p, o, __float_as_uint(nv));
    if (got == o) break;
    old = __uint_as_float(got);
  }
  return attempts;
}

__global__ void chain(float *p, int k, int kind, long long *cycles, float *sink) {
  float acc = 0;
  long long t0 = clock64();
  for (int i = 0; i < k; ++i) {
    float v = acc + i;  // depends on the previous update's result
    if (kind == 0) {
      float r; asm volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(r) : "l"(p), "f"(v) : "memory");
      acc = r * 0.0f;
    } else if (kind == 1) {
      acc = fmax_loop<true>(p, v) * 0.0f;
    } else {
      acc = fmax_loop<false>(p, v) * 0.0f;
    }
  }
  long long t1 = clock64();
  cycles[0] = t1 - t0;
  sink[0] = acc;
}

__global__ void contend(float *words, int s, unsigned long long start, int *attempts, long long *cycles) {
  if (threadIdx.x != 0) return;
  unsigned long long now;
  do { asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now)); } while (now < start);
  int word = blockIdx.x / s;
  long long t0 = clock64();
  int a = fmax_loop<true>(&words[word * 32], (float)(blockIdx.x % s) + 1.0f);
  cycles[blockIdx.x] = clock64() - t0;
  attempts[blockIdx.x] = a;
}

__global__ void readTimer(unsigned long long *o) {
  unsigned long long now; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now)); *o = now;
}

int main() {
  float *p, *sink; long long *cyc; int *att;
  CK(cudaMalloc(&p, 1 << 22)); CK(cudaMalloc(&sink, 64)); CK(cudaMalloc(&cyc, 8 << 16)); CK(cudaMalloc(&att, 4 << 16));
  printf("kind,S,value,unit\n");
  const char *names[] = {"chain_add_f32", "chain_casloop_acqrel_sys", "chain_casloop_relaxed_gpu"};
  for (int kind = 0; kind < 3; ++kind) {
    std::vector<long long> per;
    for (int rep = 0; rep < 5; ++rep) {
      CK(cudaMemset(p, 0, 4096));
      chain<<<1, 1>>>(p, 256, kind, cyc, sink);
      CK(cudaDeviceSynchronize());
      long long c; CK(cudaMemcpy(&c, cyc, 8, cudaMemcpyDeviceToHost));
      per.push_back(c);
    }
    std::sort(per.begin(), per.end());
    printf("%s,1,%.1f,cycles_per_update\n", names[kind], per[2] / 256.0);
  }
  // Words updated at once, one per group of S blocks: W x 32 blocks of one
  // warp stay resident at once (32 blocks an SM, 132 SMs).
  const int W = 128;
  for (int s : {1, 2, 4, 8, 16, 32}) {
    int blocks = W * s;
    std::vector<double> meanAtt, maxAtt, meanCyc, maxCyc;
    for (int rep = 0; rep < 5; ++rep) {
      CK(cudaMemset(p, 0, W * 32 * 4));
      // The device's globaltimer now; every block starts 2 ms later.
      unsigned long long t;
      static unsigned long long *dnow = nullptr;
      if (!dnow) CK(cudaMalloc(&dnow, 8));
      readTimer<<<1, 1>>>(dnow);
      CK(cudaMemcpy(&t, dnow, 8, cudaMemcpyDeviceToHost));
      contend<<<blocks, 32>>>(p, s, t + 2000000ull, att, cyc);
      CK(cudaDeviceSynchronize());
      std::vector<int> a(blocks); std::vector<long long> c(blocks);
      CK(cudaMemcpy(a.data(), att, 4 * blocks, cudaMemcpyDeviceToHost));
      CK(cudaMemcpy(c.data(), cyc, 8 * blocks, cudaMemcpyDeviceToHost));
      double sa = 0, sc = 0, ma = 0, mc = 0;
      for (int i = 0; i < blocks; ++i) { sa += a[i]; sc += c[i]; ma = std::max<double>(ma, a[i]); mc = std::max<double>(mc, c[i]); }
      meanAtt.push_back(sa / blocks); maxAtt.push_back(ma); meanCyc.push_back(sc / blocks); maxCyc.push_back(mc);
    }
    auto med = [](std::vector<double> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; };
    printf("contend_mean_attempts,%d,%.3f,attempts\n", s, med(meanAtt));
    printf("contend_max_attempts,%d,%.1f,attempts\n", s, med(maxAtt));
    printf("contend_mean_cycles,%d,%.1f,cycles\n", s, med(meanCyc));
    printf("contend_max_cycles,%d,%.1f,cycles\n", s, med(maxCyc));
  }
  return 0;
}
