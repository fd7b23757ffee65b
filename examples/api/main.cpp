// warp-api-example: Warp's C++ API (docs/api.md) on a file of MLIR.
//
//   warp-api-example predict FILE [TARGET] [PASS OPTIONS]
//     predicts every launch of FILE (and lowers its loop nests, contractions
//     and reductions to the gpu.launch Warp picks), one line per launch;
//   warp-api-example choose FILE [TARGET] [PASS OPTIONS]
//     ranks the candidates of every loop nest, contraction and reduction,
//     one line per candidate listed.
// Exits 1 with Warp's located errors on bad input.

#include "Warp/API/Warp.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char **argv) {
  if (argc < 3) {
    std::cerr << "usage: " << argv[0]
              << " predict|choose FILE [TARGET] [PASS OPTIONS]\n";
    return 2;
  }
  std::string mode = argv[1], path = argv[2];
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot read " << path << "\n";
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();

  warp::Options options;
  options.sourceName = path;
  if (argc > 3)
    options.target = argv[3];
  if (argc > 4)
    options.passOptions = argv[4];
  warp::Result r = mode == "choose" ? warp::choose(text.str(), options)
                                    : warp::predict(text.str(), options);
  if (!r.ok) {
    std::cerr << r.errors();
    return 1;
  }
  std::cout << warp::version() << "\n";
  for (const warp::Launch &l : r.report.launches) {
    std::printf("launch %s grid=[%lld,%lld,%lld] block=[%lld,%lld,%lld]: ",
                l.kernel.c_str(), (long long)l.grid[0], (long long)l.grid[1],
                (long long)l.grid[2], (long long)l.block[0],
                (long long)l.block[1], (long long)l.block[2]);
    if (!l.modelled) {
      std::printf("not modelled (%s)\n", l.reason.c_str());
      continue;
    }
    std::printf("%.3f us, %s-bound, DRAM %lld B read, %lld B written%s\n",
                l.timeUs, l.limiter.c_str(), (long long)l.dramReadBytes,
                (long long)l.dramWriteBytes, l.exact ? "" : " (approximate)");
  }
  for (const warp::Decision &d : r.report.decisions) {
    std::printf("%s at %s: %s\n", d.kind.c_str(), d.location.c_str(),
                d.problem.c_str());
    for (const warp::Candidate &c : d.ranking)
      std::printf("  %u. %s: %.3f us, %s-bound%s%s\n", c.rank,
                  c.config.c_str(), c.timeUs, c.limiter.c_str(),
                  c.losesBy.empty() ? "" : ", ", c.losesBy.c_str());
  }
  for (const warp::Diagnostic &d : r.diagnostics)
    if (d.severity == warp::Diagnostic::Severity::Remark)
      std::printf("remark: %s: %s\n", d.location.c_str(), d.message.c_str());
  return 0;
}
