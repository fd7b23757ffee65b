//===- LowerLoopNests.h - Choose launches for loop nests -------*- C++ -*-===//
//
// The part of --warp-cost-model that handles loop nests not yet mapped to
// the GPU (issue 14): parse the candidate options, rank each nest's
// candidates (LaunchConfigSelection.h), rewrite the nest into the chosen
// gpu.launch (NestToLaunch.h), and report why (DecisionReport.h).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_LOWERLOOPNESTS_H
#define WARP_LIB_TRANSFORMS_LOWERLOOPNESTS_H

#include "Transforms/KernelContexts.h"

#include "Warp/Analysis/Prediction.h"
#include "Warp/Search/LaunchConfigSelection.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir::warp {

/// The candidate options of --warp-cost-model, as given.
struct LoopNestOptions {
  std::vector<std::string> blocks;
  int64_t maxThreads = 1024;
  std::vector<int64_t> folds;
  std::vector<std::string> foldDims;
  bool foldCombine = false;
  std::string dimOrders = "contiguous";
  std::string foldLayout = "interleaved";
  unsigned top = 3;
  std::string objective = "time";
  bool checkMapping = false;
  std::string search = "auto";
  bool retune = false;
  bool remarks = true;
};

/// The candidate space the options describe; an error at `module` that
/// names the option and the expected form if one is malformed.
FailureOr<CandidateSpace> parseCandidateSpace(ModuleOp module,
                                              const LoopNestOptions &options,
                                              RankObjective &objective);

/// Chooses a launch for every unmapped loop nest of `module` and rewrites
/// it; appends each nest's report to `reports` and the new launches to
/// `created`, and counts the nests in `nestsFound`. Returns false if the pass
/// must fail (a nest Warp cannot map is an error at the nest, and is left as it
/// was).
bool lowerLoopNests(ModuleOp module, const LoopNestOptions &options,
                    const CandidateSpace &space, RankObjective objective,
                    const HardwareTarget &target,
                    const PredictOptions &predictOptions, NoteEmitter &notes,
                    llvm::json::Array &reports,
                    llvm::DenseSet<Operation *> &created, unsigned &nestsFound);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_LOWERLOOPNESTS_H
