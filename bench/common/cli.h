// Command-line values shared by the CUDA runners: `--flag value` pairs.
#ifndef WARP_BENCH_COMMON_CLI_H
#define WARP_BENCH_COMMON_CLI_H

#include <cstdio>
#include <cstdlib>
#include <string>

/// The value after argv[i] (i moves to it), or an exit with a message when
/// the flag is the last argument.
inline std::string flagValue(int argc, char **argv, int &i) {
  if (i + 1 >= argc) {
    fprintf(stderr, "%s needs a value\n", argv[i]);
    exit(1);
  }
  return std::string(argv[++i]);
}

#endif // WARP_BENCH_COMMON_CLI_H
