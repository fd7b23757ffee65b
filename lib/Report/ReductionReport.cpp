//===- ReductionReport.cpp - Remarks and JSON of a reduction's strategy ---===//
//
// See ReductionReport.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/ReductionReport.h"

#include "Warp/Report/ApproximationText.h"
#include "Warp/Report/DecisionReport.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::reductionRemark(const ReductionProblem &p,
                                        const ReductionRanking &r, unsigned top,
                                        RankObjective objective,
                                        const HardwareTarget &target) {
  const Prediction &pick = r.pick();
  std::string s = p.describe() + ": picked " + r.pickTile().describe() + " (" +
                  pick.mapping.describe() +
                  "): " + timeAndLimiter(pick, objective);
  for (size_t k = 1; k < std::min<size_t>(top, r.order.size()); ++k) {
    size_t i = r.order[k];
    const Prediction &o = r.predictions[i];
    s += "; " + r.tiles[i].describe() + ": ";
    s += o.modelled ? timeAndLimiter(o, objective) + " (" +
                          whyItLoses(pick, o, target, objective) + ")"
                    : "not modelled (" + o.reason + ")";
  }
  s += llvm::formatv("; of {0} strategies", r.tiles.size()).str();
  if (!p.reassociable)
    s += " (one thread per output only: the body may not be reassociated)";
  else if (r.pickTile().threadsPerOutput > 1)
    s += "; the pick reassociates the reduction (floating-point results may "
         "differ in rounding from the sequential order)";
  s += llvm::formatv("; registers per thread are an estimate ({0})",
                     kReductionRegisterEstimate)
           .str();
  return s + approximationSuffix(pick);
}

llvm::json::Object mlir::warp::reductionReport(const ReductionProblem &p,
                                               const ReductionRanking &r,
                                               unsigned top,
                                               RankObjective objective,
                                               const HardwareTarget &target) {
  llvm::json::Object o = decisionHeader(p.op, p.describe(), target);
  o["outputs"] = p.outputs;
  o["length"] = p.length;
  o["rowwise"] = p.rowwise;
  o["reassociable"] = p.reassociable;
  o["space"] = static_cast<int64_t>(r.spaceSize);
  o["strategies"] = static_cast<int64_t>(r.tiles.size());
  o["pruned"] = prunedReport(r.pruned);
  llvm::json::Array ranking;
  for (auto [rank, i] : llvm::enumerate(r.order)) {
    if (rank >= std::max<unsigned>(top, 1))
      break;
    const Prediction &pr = r.predictions[i];
    llvm::json::Object c{{"rank", static_cast<int64_t>(rank + 1)},
                         {"threads_per_output", r.tiles[i].threadsPerOutput},
                         {"outputs_per_block", r.tiles[i].outputsPerBlock},
                         {"blocks_per_output", r.tiles[i].blocksPerOutput},
                         {"shared_bytes", r.tiles[i].sharedBytes(p)},
                         {"launch", pr.mapping.describe()},
                         {"modelled", pr.modelled}};
    if (!pr.modelled)
      c["reason"] = pr.reason;
    else if (pr.hasCost) {
      c["time_us"] = pr.cost.timeUs;
      c["limiter"] = boundName(pr.cost.limiter);
      c["exact"] = pr.exact();
      if (rank > 0)
        c["loses_by"] = whyItLoses(r.pick(), pr, target, objective);
    }
    ranking.push_back(std::move(c));
  }
  o["ranking"] = std::move(ranking);
  return o;
}
