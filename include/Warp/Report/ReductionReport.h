//===- ReductionReport.h - Remarks and JSON of a reduction's strategy -----===//
//
// The text of a reduction decision (issue 25): the remark at the op that
// names the strategy picked and why the next ones lose, and the JSON entry
// of the report (docs/report.md, "reductions").
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_REDUCTIONREPORT_H
#define WARP_REPORT_REDUCTIONREPORT_H

#include "Warp/Search/ReductionSearch.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::warp {

std::string reductionRemark(const ReductionProblem &p,
                            const ReductionRanking &r, unsigned top,
                            RankObjective objective,
                            const HardwareTarget &target);

llvm::json::Object reductionReport(const ReductionProblem &p,
                                   const ReductionRanking &r, unsigned top,
                                   RankObjective objective,
                                   const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_REPORT_REDUCTIONREPORT_H
