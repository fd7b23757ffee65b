//===- ReportValues.cpp - A pass report read into the API's values --------===//
//
// See ReportValues.h. The field names are those of docs/report.md.
//
//===----------------------------------------------------------------------===//

#include "API/ReportValues.h"

#include "llvm/Support/FormatVariadic.h"

using namespace warp;
using llvm::json::Array;
using llvm::json::Object;

namespace {

std::string text(const llvm::json::Value &v) {
  return llvm::formatv("{0:2}", v).str();
}

std::string str(const Object &o, llvm::StringRef key) {
  std::optional<llvm::StringRef> s = o.getString(key);
  return s ? s->str() : std::string();
}

double number(const Object &o, llvm::StringRef key) {
  return o.getNumber(key).value_or(0.0);
}

int64_t integer(const Object &o, llvm::StringRef key) {
  if (std::optional<int64_t> i = o.getInteger(key))
    return *i;
  return static_cast<int64_t>(number(o, key));
}

std::array<int64_t, 3> dim3(const Object &o, llvm::StringRef key) {
  std::array<int64_t, 3> d{1, 1, 1};
  if (const Array *a = o.getArray(key))
    for (size_t i = 0; i < a->size() && i < 3; ++i)
      d[i] = (*a)[i].getAsInteger().value_or(0);
  return d;
}

Launch launchOf(const Object &o) {
  Launch l;
  l.kernel = str(o, "kernel");
  l.grid = dim3(o, "grid");
  l.block = dim3(o, "block");
  l.modelled = o.getBoolean("modelled").value_or(false);
  l.reason = str(o, "reason");
  l.timeUs = number(o, "time_us");
  l.limiter = str(o, "limiter");
  l.exact = o.getBoolean("exact").value_or(false);
  if (const Array *a = o.getArray("approximations"))
    for (const llvm::json::Value &v : *a)
      if (std::optional<llvm::StringRef> s = v.getAsString())
        l.approximations.push_back(s->str());
  l.dramReadBytes = integer(o, "dram_read_bytes");
  l.dramWriteBytes = integer(o, "dram_write_bytes");
  l.l2ReadBytes = integer(o, "l2_read_bytes");
  l.l2WriteBytes = integer(o, "l2_write_bytes");
  l.l1GlobalLoadSectors = integer(o, "l1_global_load_sectors");
  l.l1GlobalStoreSectors = integer(o, "l1_global_store_sectors");
  l.sharedWavefronts = integer(o, "shared_wavefronts");
  l.sharedBankConflicts = integer(o, "shared_bank_conflicts");
  l.regsPerThread = integer(o, "regs_per_thread");
  l.json = text(Object(o));
  return l;
}

/// A candidate's configuration in words, from the fields its kind has.
std::string configOf(llvm::StringRef kind, const Object &c) {
  if (kind == "loop_nest")
    return str(c, "candidate");
  if (kind == "reduction")
    return llvm::formatv("{0} threads per output x {1} outputs",
                         integer(c, "threads_per_output"),
                         integer(c, "outputs_per_block"));
  std::string tile = llvm::formatv("{0}x{1}x{2}", integer(c, "bm"),
                                   integer(c, "bn"), integer(c, "bk"));
  if (c.get("wm"))
    return llvm::formatv("{0}, warp {1}x{2}, pad {3}, tensor cores", tile,
                         integer(c, "wm"), integer(c, "wn"), integer(c, "pad"));
  return llvm::formatv("{0}, thread {1}x{2}, pad {3}", tile, integer(c, "tm"),
                       integer(c, "tn"), integer(c, "pad"));
}

Decision decisionOf(llvm::StringRef kind, const Object &o) {
  Decision d;
  d.kind = kind.str();
  d.location = kind == "loop_nest" ? str(o, "loop") : str(o, "loc");
  d.problem = kind == "loop_nest" ? str(o, "kind") : str(o, "problem");
  if (const Array *ranking = o.getArray("ranking"))
    for (const llvm::json::Value &v : *ranking) {
      const Object *c = v.getAsObject();
      if (!c)
        continue;
      Candidate cand;
      cand.rank = static_cast<unsigned>(integer(*c, "rank"));
      cand.config = configOf(kind, *c);
      cand.launch = str(*c, "launch");
      cand.modelled = c->getBoolean("modelled").value_or(false);
      cand.exact = c->getBoolean("exact").value_or(false);
      cand.timeUs = number(*c, "time_us");
      cand.limiter = str(*c, "limiter");
      cand.losesBy = str(*c, "loses_by");
      cand.json = text(Object(*c));
      d.ranking.push_back(std::move(cand));
    }
  d.json = text(Object(o));
  return d;
}

} // namespace

Report warp::api::reportValues(const Object &root) {
  Report r;
  if (const Array *launches = root.getArray("launches"))
    for (const llvm::json::Value &v : *launches)
      if (const Object *o = v.getAsObject())
        r.launches.push_back(launchOf(*o));
  const std::pair<const char *, const char *> kinds[] = {
      {"loop_nests", "loop_nest"},
      {"contractions", "contraction"},
      {"reductions", "reduction"}};
  for (auto [key, kind] : kinds)
    if (const Array *entries = root.getArray(key))
      for (const llvm::json::Value &v : *entries)
        if (const Object *o = v.getAsObject())
          r.decisions.push_back(decisionOf(kind, *o));
  r.warpVersion = str(root, "warp_version");
  r.mlirVersion = str(root, "mlir_version");
  r.json = text(Object(root));
  return r;
}
