//===- ContractionReport.h - Remarks and JSON of a contraction's tiling ---===//
//
// The text of a contraction decision (issue 25): the remark at the op that
// says which tiling was picked and why the next ones lose, how many
// tilings were pruned and why, and the JSON entry of the report
// (docs/report.md, "contractions").
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_CONTRACTIONREPORT_H
#define WARP_REPORT_CONTRACTIONREPORT_H

#include "Warp/Search/ContractionSearch.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::warp {

/// "picked 64x64x16, thread 4x4, pad 1 (grid=[...] block=[...]): 1.2 ms,
/// fp32-bound; ...; of 312 tilings (1,200 pruned: ...)".
std::string contractionRemark(const ContractionProblem &p,
                              const ContractionRanking &r, unsigned top,
                              RankObjective objective,
                              const HardwareTarget &target);

llvm::json::Object contractionReport(const ContractionProblem &p,
                                     const ContractionRanking &r, unsigned top,
                                     RankObjective objective,
                                     const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_REPORT_CONTRACTIONREPORT_H
