//===- DecisionReport.h - Why a launch configuration was chosen -*- C++ -*-===//
//
// Issue 14: the remark at a loop nest that names the chosen candidate, its
// predicted time and limiter, and the next best candidates with what made
// each of them lose; and the JSON entry of the nest with the whole ranking
// (docs/report.md, "loop_nests").
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_DECISIONREPORT_H
#define WARP_REPORT_DECISIONREPORT_H

#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Search/NestRanking.h"

#include "llvm/Support/JSON.h"

#include <map>
#include <string>

namespace mlir::warp {

/// "32x8x1", then " fold y2" if folded (and " consecutive" if a thread's
/// points are consecutive), then " [x=d1 y=d0]" if x does not run the
/// innermost loop dimension.
std::string describeCandidate(const LoopNest &nest, const LaunchMapping &m);

/// What makes `other` rank after `pick`: for the time, from the resource
/// that limits `other` ("+7 % L2 bytes", "occupancy 50 %", "+12 % issue
/// bound", "a tie, ranked by the tie rule ..."); for the DRAM objective, its
/// DRAM bytes.
/// "1.06 ms, dram-bound" (with the DRAM bytes for the dram objective).
std::string timeAndLimiter(const Prediction &p, RankObjective objective);

/// "; the prediction is approximate: ..." when `p` is not exact, else "".
std::string approximationSuffix(const Prediction &p);

/// The fields every decision entry of the report starts with: "op",
/// "loc" (file:line:col), "problem" and "target".
llvm::json::Object decisionHeader(Operation *op, StringRef problem,
                                  const HardwareTarget &target);

/// {reason: count} of the candidates a space left out.
llvm::json::Object prunedReport(const std::map<std::string, size_t> &pruned);

std::string whyItLoses(const Prediction &pick, const Prediction &other,
                       const HardwareTarget &target, RankObjective objective);

/// "picked 32x8x1 fold y2: 1.06 ms, dram-bound (94 % of the time at the
/// DRAM bound); 64x4x1: 1.11 ms, l2-bound (+7 % L2 bytes); ...", the
/// `top` - 1 next best after the pick, then "of N candidates", and the
/// approximations of the pick, if any.
std::string decisionRemark(const LoopNest &nest,
                           ArrayRef<Prediction> predictions,
                           ArrayRef<size_t> order, unsigned top,
                           RankObjective objective,
                           const HardwareTarget &target);

/// The nest's entry of the JSON report: its kind, location, domain, the
/// objective, the number of candidates, and every candidate in rank order
/// with its block, grid, fold, dimension order, time, limiter, bounds, DRAM
/// bytes and exactness (or `modelled: false` and the reason).
llvm::json::Object decisionReport(const LoopNest &nest,
                                  ArrayRef<Prediction> predictions,
                                  ArrayRef<size_t> order,
                                  RankObjective objective,
                                  const HardwareTarget &target);

/// "staged search: the foldings of the 8 best of 231 unfolded candidates;
/// 303 of 2290 candidates ranked (search=exhaustive ranks all)", empty for
/// an exhaustive search.
std::string describeSearch(const CandidateSearch &search);

/// What a search whose folded candidates had only the layout `searched`
/// left out, and the option that ranks it too.
std::string describeLayoutLeftOut(FoldLayout searched);

/// The nest report's `search` object (docs/report.md).
llvm::json::Object searchReport(const CandidateSearch &search);

} // namespace mlir::warp

#endif // WARP_REPORT_DECISIONREPORT_H
