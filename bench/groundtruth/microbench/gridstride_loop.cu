// gridstride_loop.cu - what one iteration of a grid-stride loop costs a
// warp beyond its load's latency (issue 28). The random tuning set's
// latency-bound shared histograms (a grid-stride loop of one global load,
// an AND and a shared ATOMS.POPC.INC; bench/random/sets/s2725360607/sass/
// rk031_hist.sass) run 4-9 % slower than Warp predicts as a family: 772
// cycles an iteration measured for rk031_hist (4 blocks of 64 threads)
// against 689 predicted (676 of DRAM latency, 13 for the load's consumers).
// The SASS issues LOP3, LEA, ATOMS and the loop's branch in order after the
// load returns; the branch's latency and the load's own latency in this
// pattern are not measured. This times, with the L2 flushed before every
// launch and few warps (latency-bound, like rk031_hist's launches):
//
//   chase     a dependent pointer chase over the same buffer, one load a
//             step: the load's latency alone;
//   hist      rk031_hist's loop: v = in[i]; atomicAdd(&sh[v & 1023], 1);
//   hist_noat the same loop with the atomic replaced by a register update,
//             the next index made to wait for the load (the loop's control
//             and the load, in turn);
//
// per warp and iteration, in SM cycles at the measured clock.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/gridstride_loop gridstride_loop.cu
//   /tmp/gridstride_loop OUTDIR  -> OUTDIR/gridstride_loop.csv
//   cuobjdump -sass /tmp/gridstride_loop > OUTDIR/gridstride_loop.sass
//
// Columns: variant, blocks, threads, elements, iterations (per thread),
// median_us, cycles_per_iteration, clock_mhz.
#include "common.cuh"

__global__ void hist(const int *__restrict__ in, unsigned *out, int n) {
  __shared__ unsigned sh[1024];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x)
    sh[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&sh[in[i] & 1023], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 1024; i += blockDim.x)
    atomicAdd(&out[i], sh[i]);
}

__global__ void histNoAtomic(const int *__restrict__ in, unsigned *out,
                             int n) {
  unsigned acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;) {
    int v = in[i];
    acc = acc * 3u + unsigned(v & 1023);
    // The next index waits for this load (v >= 0, so it adds 0), as the
    // histogram's next load waits behind its atomic in program order.
    i += gridDim.x * blockDim.x + (v >> 31);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void chase(const int *__restrict__ next, int *out, int steps) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  for (int s = 0; s < steps; ++s)
    j = next[j];
  out[blockIdx.x * blockDim.x + threadIdx.x] = j;
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : ".";
  double mhz = measure_sm_mhz();
  const int n = 336197; // rk031_hist's buffer: 1.3 MB of int32
  int *in, *next, *iout;
  unsigned *out;
  char *flush;
  const size_t flushBytes = size_t(256) << 20;
  CK(cudaMalloc(&in, n * sizeof(int)));
  CK(cudaMalloc(&next, n * sizeof(int)));
  CK(cudaMalloc(&out, 1 << 20));
  CK(cudaMalloc(&iout, 1 << 20));
  CK(cudaMalloc(&flush, flushBytes));
  // Data with 8 distinct values (rk031_hist's "bins8"); the chase walks
  // the buffer in the loop's order: thread t's step s reads element
  // t + s * threads (a line a warp a step, as the loop).
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 2654435761u >> 7) % 8;
  CK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  FILE *f = fopen((dir + "/gridstride_loop.csv").c_str(), "w");
  if (!f) {
    perror("gridstride_loop.csv");
    return 1;
  }
  fprintf(f, "variant,blocks,threads,elements,iterations,median_us,"
             "cycles_per_iteration,clock_mhz\n");
  auto flushL2 = [&] { CK(cudaMemsetAsync(flush, 1, flushBytes)); };
  struct Shape {
    int blocks, threads;
  };
  for (Shape s : {Shape{4, 64}, Shape{1, 384}, Shape{1, 32}, Shape{66, 1024}}) {
    int total = s.blocks * s.threads;
    int iterations = (n + total - 1) / total;
    for (int i = 0; i < n; ++i)
      h[i] = i + total < n ? i + total : i % total;
    CK(cudaMemcpy(next, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    auto report = [&](const char *variant, double us) {
      fprintf(f, "%s,%d,%d,%d,%d,%.3f,%.1f,%.0f\n", variant, s.blocks,
              s.threads, n, iterations, us, us * mhz / iterations, mhz);
      fflush(f);
      printf("%s %dx%d: %.2f us, %.1f cycles an iteration\n", variant,
             s.blocks, s.threads, us, us * mhz / iterations);
    };
    report("chase", median_of(event_times_us(
                        flushL2,
                        [&] {
                          chase<<<s.blocks, s.threads>>>(next, iout,
                                                         iterations);
                        },
                        20, 2)));
    report("hist", median_of(event_times_us(
                       flushL2,
                       [&] { hist<<<s.blocks, s.threads>>>(in, out, n); },
                       20, 2)));
    report("hist_noat",
           median_of(event_times_us(
               flushL2,
               [&] { histNoAtomic<<<s.blocks, s.threads>>>(in, out, n); }, 20,
               2)));
  }
  fclose(f);
  return 0;
}
