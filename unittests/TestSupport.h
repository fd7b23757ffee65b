//===- TestSupport.h - What the unit tests share ----------------*- C++ -*-===//
//
// The context and target the random-kernel tests build their launches in,
// and the volumes of a module's one launch.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_UNITTESTS_TESTSUPPORT_H
#define WARP_UNITTESTS_TESTSUPPORT_H

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

namespace mlir::warp::test {

/// Loads the dialects of the generated kernels (arith, func, gpu, memref,
/// scf, warp).
inline void loadKernelDialects(MLIRContext &ctx) {
  ctx.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                  memref::MemRefDialect, scf::SCFDialect, WarpDialect>();
}

/// A shipped target file by name (hwtargets/<name>.yaml).
inline auto loadShippedTarget(const std::string &name) {
  return HardwareTarget::loadFile(std::string(WARP_TEST_HWTARGETS_DIR) + "/" +
                                  name + ".yaml");
}

/// The volumes of the one launch of module `text`, under `options`.
inline LaunchVolumes launchVolumes(MLIRContext &ctx, const std::string &text,
                                   const HardwareTarget &target,
                                   const VolumeOptions &options) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  EXPECT_TRUE(module) << text;
  if (!module)
    return {};
  auto contexts = collectLaunchContexts(
      *module, [](Operation *, const Twine &m) { ADD_FAILURE() << m.str(); });
  EXPECT_EQ(contexts.size(), 1u);
  if (contexts.size() != 1)
    return {};
  KernelModel model(contexts[0].kernel, contexts[0].kernelName,
                    contexts[0].constantArgs);
  KernelAccesses acc = computeAccessRelations(model.program(), contexts[0]);
  return computeDataVolumes(acc, model.program(), target, options);
}

/// Expects the counts, footprints and warp latency of two analyses of one
/// launch, one of them the slow reference, to agree (the latency to
/// rounding).
inline void expectSameCounts(const LaunchVolumes &fast,
                             const LaunchVolumes &full) {
  EXPECT_EQ(fast.l1GlobalLoadSectors, full.l1GlobalLoadSectors);
  EXPECT_EQ(fast.l1GlobalLoadRequests, full.l1GlobalLoadRequests);
  EXPECT_EQ(fast.l1Wavefronts, full.l1Wavefronts);
  EXPECT_EQ(fast.l1GlobalStoreSectors, full.l1GlobalStoreSectors);
  EXPECT_EQ(fast.l1GlobalStoreWavefronts, full.l1GlobalStoreWavefronts);
  EXPECT_EQ(fast.l2PartialWriteSectors, full.l2PartialWriteSectors);
  EXPECT_EQ(fast.l2ReadCompulsorySectors, full.l2ReadCompulsorySectors);
  EXPECT_EQ(fast.sharedLoadWavefronts, full.sharedLoadWavefronts);
  EXPECT_EQ(fast.sharedStoreWavefronts, full.sharedStoreWavefronts);
  EXPECT_EQ(fast.sharedBankConflicts, full.sharedBankConflicts);
  EXPECT_DOUBLE_EQ(fast.l1Oversubscription, full.l1Oversubscription);
  EXPECT_DOUBLE_EQ(fast.instructionMix.total(), full.instructionMix.total());
  EXPECT_DOUBLE_EQ(fast.laneOpsFp32, full.laneOpsFp32);
  EXPECT_DOUBLE_EQ(fast.laneOpsFp64, full.laneOpsFp64);
  EXPECT_DOUBLE_EQ(fast.mmaFlops, full.mmaFlops);
  EXPECT_EQ(fast.l1GlobalAtomicSectors, full.l1GlobalAtomicSectors);
  EXPECT_EQ(fast.sharedAtomicWavefronts, full.sharedAtomicWavefronts);
  for (InstructionGroup g : allInstructionGroups())
    EXPECT_DOUBLE_EQ(fast.instructionMix[g], full.instructionMix[g]);
  EXPECT_EQ(fast.accesses.size(), full.accesses.size());
  for (auto [a, b] : llvm::zip(fast.accesses, full.accesses)) {
    EXPECT_EQ(a.instructions, b.instructions) << a.memref;
    EXPECT_EQ(a.sectors, b.sectors) << a.memref;
    EXPECT_EQ(a.wavefronts, b.wavefronts) << a.memref;
    EXPECT_EQ(a.bankConflicts, b.bankConflicts) << a.memref;
  }
  EXPECT_NEAR(fast.warpLatencyCycles, full.warpLatencyCycles,
              1e-9 * full.warpLatencyCycles);
  EXPECT_NEAR(fast.warpLatencyMemoryAccesses, full.warpLatencyMemoryAccesses,
              1e-9 * full.warpLatencyMemoryAccesses);
}

} // namespace mlir::warp::test

#endif // WARP_UNITTESTS_TESTSUPPORT_H
