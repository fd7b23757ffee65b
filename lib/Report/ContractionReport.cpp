//===- ContractionReport.cpp - Remarks and JSON of a contraction's tiling -===//
//
// See ContractionReport.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/ContractionReport.h"

#include "Warp/Report/ApproximationText.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Search/ContractionLowerBound.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

/// "64x64x16, thread 4x4, pad 1 (grid=[8,8,1] block=[16,16,1])".
static std::string describeTiling(const ContractionTile &t,
                                  const Prediction &p) {
  return t.describe() + " (" + p.mapping.describe() + ")";
}

/// "1,200 pruned: 900 the tile does not divide the shape, ...".
static std::string describePruned(const ContractionRanking &r) {
  size_t total = 0;
  for (const auto &[why, n] : r.pruned)
    total += n;
  if (!total)
    return "";
  std::string s = llvm::formatv("; {0} of the {1} tilings of the space left "
                                "out: ",
                                total, r.spaceSize)
                      .str();
  bool first = true;
  for (const auto &[why, n] : r.pruned) {
    s += (first ? "" : ", ") + std::to_string(n) + " because " + why;
    first = false;
  }
  return s;
}

std::string mlir::warp::contractionRemark(const ContractionProblem &p,
                                          const ContractionRanking &r,
                                          unsigned top, RankObjective objective,
                                          const HardwareTarget &target) {
  const Prediction &pick = r.pick();
  std::string s = p.describe() + ": picked tiling " +
                  describeTiling(r.pickTile(), pick) + ": " +
                  timeAndLimiter(pick, objective);
  if (pick.hasCost && pick.cost.timeUs > 0)
    s += llvm::formatv(", {0:F1} TFLOP/s", p.flops() / pick.cost.timeUs / 1e6)
             .str();
  for (size_t k = 1; k < std::min<size_t>(top, r.order.size()); ++k) {
    size_t i = r.order[k];
    const Prediction &o = r.predictions[i];
    s += "; " + describeTiling(r.tiles[i], o) + ": ";
    if (!o.modelled) {
      s += "not modelled (" + o.reason + ")";
      continue;
    }
    s += timeAndLimiter(o, objective) + " (" +
         whyItLoses(pick, o, target, objective) + ")";
  }
  s += llvm::formatv("; of {0} tilings ranked", r.tiles.size()).str();
  if (r.staged)
    s += llvm::formatv(" (staged: {0} block and thread tiles at one K tile "
                       "and pad, then the other K tiles and pads of the {1} "
                       "best; {2} of the {3} feasible tilings not predicted)",
                       r.firstStage, ContractionSpace::stagedKeep,
                       r.feasible - r.tiles.size(), r.feasible)
             .str();
  if (r.boundSkipped) {
    s += llvm::formatv("; {0} tilings not predicted because a lower bound on "
                       "their time (the issue of their multiply-adds, "
                       "workgroup loads and copies, the FP32 or tensor-core "
                       "rate, block launches) exceeds ",
                       r.boundSkipped)
             .str();
    s += r.exactTop == 1 ? "the fastest predicted time, which they therefore "
                           "cannot beat"
                         : llvm::formatv("each of the {0} fastest predicted "
                                         "times, which they therefore cannot "
                                         "displace",
                                         r.exactTop)
                               .str();
  }
  if (size_t n = r.unmodelled())
    s += llvm::formatv(" ({0} not modelled, in the report)", n).str();
  s += describePruned(r);
  s += "; registers per thread are an estimate for every tiling";
  return s + approximationSuffix(pick);
}

llvm::json::Object mlir::warp::contractionReport(const ContractionProblem &p,
                                                 const ContractionRanking &r,
                                                 unsigned top,
                                                 RankObjective objective,
                                                 const HardwareTarget &target) {
  llvm::json::Object o = decisionHeader(p.op, p.describe(), target);
  o["batch"] = p.batch;
  o["m"] = p.m;
  o["n"] = p.n;
  o["k"] = p.k;
  // Several M, N or K loops, or inputs indexed by sums of loops (a
  // convolution): the implicit GEMM of docs/contractions.md, whose K tile
  // applies to the innermost K loop only.
  o["implicit_gemm"] = !p.isPlainGemm();
  if (!p.isPlainGemm()) {
    auto sizes = [&](ArrayRef<int> loops) {
      llvm::json::Array a;
      for (int l : loops)
        a.push_back(p.loopSizes[l]);
      return a;
    };
    o["m_loops"] = sizes(p.mLoops);
    o["n_loops"] = sizes(p.nLoops);
    o["k_loops"] = sizes(p.kLoops);
  }
  o["flops"] = p.flops();
  o["objective"] = objective == RankObjective::time ? "time" : "dram";
  o["space"] = static_cast<int64_t>(r.spaceSize);
  o["tilings"] = static_cast<int64_t>(r.tiles.size());
  o["feasible"] = static_cast<int64_t>(r.feasible);
  o["staged"] = r.staged;
  o["not_modelled"] = static_cast<int64_t>(r.unmodelled());
  // Skipped by their lower bound: the `exact_top` best are those of
  // predicting every tiling the search visits.
  o["skipped_by_bound"] = static_cast<int64_t>(r.boundSkipped);
  o["exact_top"] = static_cast<int64_t>(r.exactTop);
  o["pruned"] = prunedReport(r.pruned);
  o["registers"] = "estimate";
  llvm::json::Array ranking;
  for (auto [rank, i] : llvm::enumerate(r.order)) {
    if (rank >= std::max<unsigned>(top, 1) && r.predictions[i].modelled)
      continue;
    const ContractionTile &t = r.tiles[i];
    const Prediction &pr = r.predictions[i];
    llvm::json::Object c{{"rank", static_cast<int64_t>(rank + 1)},
                         {"engine", t.mma ? "mma" : "simt"},
                         {"bm", t.bm},
                         {"bn", t.bn},
                         {"bk", t.bk},
                         {"pad", t.pad},
                         {"shared_bytes", t.sharedBytes(p)},
                         {"registers", estimateContractionRegisters(p, t)},
                         {"launch", pr.mapping.describe()},
                         {"modelled", pr.modelled}};
    if (t.mma) {
      c["wm"] = t.wm;
      c["wn"] = t.wn;
    } else {
      c["tm"] = t.tm;
      c["tn"] = t.tn;
      c["split_k"] = t.splitK;
    }
    if (!pr.modelled) {
      c["reason"] = pr.reason;
    } else if (pr.hasCost) {
      c["exact"] = pr.exact();
      c["time_us"] = pr.cost.timeUs;
      // What the search compared with the best before predicting it.
      c["lower_bound_us"] = contractionTimeLowerBound(p, t, target).us;
      c["limiter"] = boundName(pr.cost.limiter);
      c["resident_warps_per_sm"] = pr.cost.residentWarpsPerSM;
      if (rank > 0)
        c["loses_by"] = whyItLoses(r.pick(), pr, target, objective);
    }
    ranking.push_back(std::move(c));
  }
  o["ranking"] = std::move(ranking);
  return o;
}
