// CUDA error checks shared by the runners that restart after a failed
// configuration (bench/reductions/runner.cu, bench/random/runner/runner.cu):
// a failed driver or runtime call writes the configuration's row
// "<id>,<empty cells>,cuda_error_<code>" to the runner's output and exits
// with 4, so that its device_run.sh resumes after that configuration.
#ifndef WARP_BENCH_COMMON_CUDA_CHECK_H
#define WARP_BENCH_COMMON_CUDA_CHECK_H

#include <cstdio>
#include <cstdlib>
#include <string>

/// Where a failure is written: the output file, the configuration being
/// run (-1: none) and how many empty cells stand between its id and the
/// status column.
struct CudaFailRow {
  FILE *out = nullptr;
  int id = -1;
  int emptyCells = 0;
};
inline CudaFailRow gCudaFailRow;

inline void cudaFail(const char *what, int code, const char *file, int line) {
  fprintf(stderr, "CUDA error %d (%s) at %s:%d\n", code, what, file, line);
  if (gCudaFailRow.out && gCudaFailRow.id >= 0) {
    fprintf(gCudaFailRow.out, "%d,%scuda_error_%d\n", gCudaFailRow.id,
            std::string(gCudaFailRow.emptyCells, ',').c_str(), code);
    fflush(gCudaFailRow.out);
  }
  exit(4);
}

#define CU_CHECK(x)                                                            \
  do {                                                                         \
    CUresult r_ = (x);                                                         \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *s_ = nullptr;                                                \
      cuGetErrorString(r_, &s_);                                               \
      cudaFail(s_ ? s_ : "?", (int)r_, __FILE__, __LINE__);                    \
    }                                                                          \
  } while (0)
#define RT_CHECK(x)                                                            \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess)                                                     \
      cudaFail(cudaGetErrorString(e_), (int)e_, __FILE__, __LINE__);           \
  } while (0)

#endif // WARP_BENCH_COMMON_CUDA_CHECK_H
