//===- AttachTarget.cpp - Load a hardware target, attach #warp.target -----===//

#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Transforms/Passes.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPATTACHTARGET
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;
using namespace mlir::warp;

static auto num(double v) { return llvm::format("%g", v); }

static void dumpTarget(const HardwareTarget &t, llvm::raw_ostream &os) {
  os << "target " << t.name << " (" << t.description << ")\n";
  os << "  compute_capability: " << t.computeCapability << "\n";
  os << "  sm.count: " << t.sm.count << "\n";
  os << "  sm.clock_mhz: " << num(t.sm.clockMHz) << "\n";
  os << "  sm.max_block_dims: [" << t.sm.maxBlockDims[0] << ", "
     << t.sm.maxBlockDims[1] << ", " << t.sm.maxBlockDims[2] << "]"
     << " max_grid_dims: [" << t.sm.maxGridDims[0] << ", "
     << t.sm.maxGridDims[1] << ", " << t.sm.maxGridDims[2] << "]\n";
  os << "  sm.max_warps: " << t.sm.maxWarps << "\n";
  os << "  sm.max_blocks: " << t.sm.maxBlocks << "\n";
  os << "  sm.registers: " << t.sm.registers << "\n";
  os << "  shared.bytes_per_sm: " << t.shared.bytesPerSM << "\n";
  os << "  shared.banks: " << t.shared.banks << " x " << t.shared.bankBytes
     << " B\n";
  os << "  l1.bytes: " << t.l1.bytes << "\n";
  os << "  l1.line_bytes: " << t.l1.lineBytes
     << " sector_bytes: " << t.l1.sectorBytes << "\n";
  os << "  l2.bytes: " << t.l2.bytes
     << " effective_bytes: " << t.l2.effectiveBytes << "\n";
  os << "  l2.bandwidth_gbs: " << num(t.l2.bandwidthGBs)
     << " request_rate_greqs: " << num(t.l2.requestRateGReqs)
     << " split: " << (t.l2.split ? "true" : "false") << "\n";
  os << "  dram.bandwidth_gbs: " << num(t.dram.bandwidthGBs)
     << " spec: " << num(t.dram.bandwidthSpecGBs) << "\n";
  os << "  latency_cycles: l1 " << num(t.latency.l1) << ", shared "
     << num(t.latency.shared) << ", l2 " << num(t.latency.l2) << ", dram "
     << num(t.latency.dram) << "\n";
  if (t.calibration.dramLoadedLatency.isSet())
    os << "  calibration.dram_loaded_latency: a "
       << num(t.calibration.dramLoadedLatency.a) << ", b "
       << num(t.calibration.dramLoadedLatency.b) << ", c "
       << num(t.calibration.dramLoadedLatency.c) << " GB/s\n";
  if (t.calibration.gradualSaturationK > 0)
    os << "  calibration.gradual_saturation_k: "
       << num(t.calibration.gradualSaturationK) << "\n";
}

namespace {
struct AttachTargetPass
    : public warp::impl::WarpAttachTargetBase<AttachTargetPass> {
  using WarpAttachTargetBase::WarpAttachTargetBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::Expected<const HardwareTarget &> hw = lookupTarget(target);
    if (!hw) {
      emitError(module.getLoc())
          << "cannot load hardware target: " << llvm::toString(hw.takeError());
      return signalPassFailure();
    }
    // A path is kept as given, so that the passes that read the attribute
    // load the same file; a name of hwtargets/ is kept as the target's name.
    StringRef t = target;
    bool isPath = t.contains('/') || t.ends_with(".yaml");
    module->setAttr("warp.target",
                    TargetAttr::get(&getContext(), isPath ? t : hw->name));
    if (dump) {
      dumpTarget(*hw, llvm::outs());
      llvm::outs().flush();
    }
  }
};
} // namespace
