// The configurations file of a sweep (configs/configs.csv, written by the
// sweep's gen_sweep.py): a header line of column names, then one
// configuration a line, comma-separated, no quoting. Shared by the
// contraction and reduction runners (bench/contractions/runner.cu,
// bench/reductions/runner.cu).
#ifndef WARP_BENCH_COMMON_CONFIG_CSV_H
#define WARP_BENCH_COMMON_CONFIG_CSV_H

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

/// One configuration: its cells by column name.
struct ConfigRow {
  std::map<std::string, std::string> f;
  /// The cell as an integer; 0 when the column is absent or empty.
  long i(const std::string &k) const {
    auto it = f.find(k);
    if (it == f.end() || it->second.empty())
      return 0;
    return std::stol(it->second);
  }
  const std::string &s(const std::string &k) const { return f.at(k); }
};

/// Every configuration of the file at `path`; exits with a message if it
/// cannot be read.
inline std::vector<ConfigRow> readConfigCsv(const std::string &path) {
  std::ifstream in(path);
  if (!in) {
    fprintf(stderr, "cannot read %s\n", path.c_str());
    exit(1);
  }
  std::string line;
  std::getline(in, line);
  std::vector<std::string> head;
  std::stringstream hs(line);
  for (std::string c; std::getline(hs, c, ',');)
    head.push_back(c);
  std::vector<ConfigRow> out;
  while (std::getline(in, line)) {
    if (line.empty())
      continue;
    ConfigRow r;
    std::stringstream ls(line);
    std::string v;
    for (size_t k = 0; k < head.size(); ++k) {
      v.clear();
      std::getline(ls, v, ',');
      r.f[head[k]] = v;
    }
    out.push_back(r);
  }
  return out;
}

#endif // WARP_BENCH_COMMON_CONFIG_CSV_H
