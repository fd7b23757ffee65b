//===- PassSupport.cpp - What Warp's passes share -------------------------===//
//
// See PassSupport.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/PassSupport.h"

#include "Warp/Search/ReductionSearch.h"
#include "Warp/Target/TargetRegistry.h"

#include "mlir/Support/FileUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::warp;

FailureOr<const HardwareTarget *> mlir::warp::resolveTarget(ModuleOp module,
                                                            StringRef option) {
  std::string name = option.str();
  if (name.empty()) {
    if (auto attr = module->getAttrOfType<TargetAttr>("warp.target"))
      name = attr.getName().str();
    else
      name = "h100";
  }
  llvm::Expected<const HardwareTarget &> hw = lookupTarget(name);
  if (!hw) {
    emitError(module.getLoc())
        << "cannot load hardware target: " << llvm::toString(hw.takeError());
    return failure();
  }
  return &*hw;
}

FailureOr<Dim3> mlir::warp::parseSizeOption(ModuleOp module,
                                            ArrayRef<int64_t> values,
                                            StringRef name) {
  Dim3 dims;
  if (values.empty())
    return dims;
  if (values.size() > 3) {
    emitError(module.getLoc())
        << "option '" << name << "' takes 1 to 3 sizes, got " << values.size();
    return failure();
  }
  for (int i = 0; i < 3; ++i) {
    int64_t v = i < static_cast<int>(values.size()) ? values[i] : 1;
    if (v <= 0) {
      emitError(module.getLoc())
          << "option '" << name << "' needs positive sizes, got " << v;
      return failure();
    }
    dims[i] = v;
  }
  return dims;
}

void mlir::warp::applySizeOptions(LaunchContext &ctx, const Dim3 &block,
                                  const Dim3 &grid) {
  for (int i = 0; i < 3; ++i) {
    if (!ctx.block[i])
      ctx.block[i] = block[i];
    if (!ctx.grid[i])
      ctx.grid[i] = grid[i];
  }
}

LogicalResult mlir::warp::checkPredictionOptions(ModuleOp module, int64_t regs,
                                                 int64_t smem,
                                                 const HardwareTarget &target) {
  if (regs < 0 || regs > target.sm.maxRegistersPerThread)
    return emitError(module.getLoc())
           << "option 'regs' must lie in 0 (from ptxas) to "
           << target.sm.maxRegistersPerThread << " (" << target.name
           << "'s max_registers_per_thread), got " << regs;
  if (smem < -1 || smem > target.shared.bytesPerBlock)
    return emitError(module.getLoc())
           << "option 'smem' must lie in -1 (from the kernel) to "
           << target.shared.bytesPerBlock << " (" << target.name
           << "'s shared bytes_per_block), got " << smem;
  return success();
}

FailureOr<CandidateSpace> mlir::warp::candidateSpaceOf(
    ModuleOp module, ArrayRef<Shape3> blocks, int64_t maxThreads,
    ArrayRef<int64_t> folds, ArrayRef<GpuDim> foldDims, bool foldCombine,
    DimOrders dimOrders, FoldLayout foldLayout, SearchMode search, unsigned top,
    const HardwareTarget &target) {
  auto bad = [&](const Twine &msg) {
    emitError(module.getLoc()) << msg;
    return failure();
  };
  CandidateSpace space;
  for (const Shape3 &s : blocks)
    space.blocks.push_back(s.dims);
  if (maxThreads < 32 || maxThreads > target.sm.maxThreadsPerBlock)
    return bad("option 'max-threads' must lie in 32 to " +
               Twine(target.sm.maxThreadsPerBlock) + " (" + target.name +
               "'s max_threads_per_block), got " + Twine(maxThreads));
  space.maxThreads = maxThreads;
  space.minThreads = 32;
  if (!folds.empty()) {
    space.folds.clear();
    for (int64_t f : folds) {
      // A block of 1024 threads folded 1024 times stays far from any
      // overflow of the tile (block x fold) and the grid.
      if (f < 1 || f > 1024)
        return bad("option 'fold' needs factors from 1 to 1024, got " +
                   Twine(f));
      space.folds.push_back(f);
    }
  }
  if (!foldDims.empty()) {
    space.foldDims = {false, false, false};
    for (GpuDim d : foldDims)
      space.foldDims[static_cast<unsigned>(d)] = true;
  }
  space.combineFolds = foldCombine;
  space.dimOrders = dimOrders;
  space.foldLayout = foldLayout;
  space.search = search;
  if (top < 1 || top > 100)
    return bad("option 'top' must lie in 1 to 100, got " + Twine(top));
  return space;
}

FailureOr<ContractionSpace> mlir::warp::contractionSpaceOf(
    ModuleOp module, ArrayRef<int64_t> tilesMN, ArrayRef<int64_t> tilesK,
    ArrayRef<int64_t> threadTiles, ArrayRef<int64_t> pads, int64_t maxThreads,
    SearchMode search, bool tensorCores, ArrayRef<int64_t> warpTiles,
    ArrayRef<int64_t> splitK) {
  ContractionSpace space;
  space.maxThreads = maxThreads;
  space.search = search;
  space.tensorCores = tensorCores;
  // Block tiles that are given are all tried.
  if (!tilesMN.empty())
    space.minBlockTile = 1;
  // Each list replaces its default when given; its sizes must lie in
  // [lo, hi] (the tiles of a block stay far from any overflow).
  auto take = [&](ArrayRef<int64_t> given, StringRef option, int64_t lo,
                  int64_t hi, std::vector<int64_t> &into) -> LogicalResult {
    if (given.empty())
      return success();
    into.clear();
    for (int64_t v : given) {
      if (v < lo || v > hi)
        return emitError(module.getLoc())
               << "option '" << option << "' needs sizes from " << lo << " to "
               << hi << ", got " << v;
      into.push_back(v);
    }
    return success();
  };
  if (failed(take(tilesMN, "tiles-mn", 1, 4096, space.blockTiles)) ||
      failed(take(tilesK, "tiles-k", 1, 4096, space.kTiles)) ||
      failed(take(threadTiles, "thread-tiles", 1, 16, space.threadTiles)) ||
      failed(take(pads, "tile-pads", 0, 32, space.pads)) ||
      failed(take(warpTiles, "warp-tiles", 16, 256, space.warpTiles)) ||
      failed(take(splitK, "split-k", 1, 64, space.splitKs)))
    return failure();
  // K tiles and pads that are given apply to the tensor-core tilings too
  // (those that are not multiples of 16 and 8 are left out there).
  if (!tilesK.empty())
    space.mmaKTiles = space.kTiles;
  if (!pads.empty())
    space.mmaPads = space.pads;
  for (int64_t w : space.warpTiles)
    if (w % 16)
      return emitError(module.getLoc())
             << "option 'warp-tiles' needs multiples of 16 (the fragment), "
                "got "
             << w;
  return space;
}

void mlir::warp::setPredictionAttrs(Operation *op, const Prediction &p) {
  MLIRContext *context = op->getContext();
  auto rounded = [](double x) { return static_cast<int64_t>(std::llround(x)); };
  const LaunchVolumes &v = p.volumes;
  op->setAttr(
      "warp.volumes",
      VolumesAttr::get(context, v.l1GlobalLoadSectors, v.l1GlobalLoadRequests,
                       v.l1GlobalStoreSectors, v.l1Wavefronts,
                       rounded(v.l2ReadBytes), rounded(v.l2WriteBytes),
                       rounded(v.dramReadBytes), rounded(v.dramWriteBytes),
                       v.sharedWavefronts, v.sharedBankConflicts, v.waveBlocks,
                       v.waves, p.exact()));
  if (p.hasCost)
    op->setAttr(
        "warp.cost",
        CostAttr::get(context,
                      FloatAttr::get(Float64Type::get(context),
                                     std::round(p.cost.timeUs * 1000) / 1000),
                      boundName(p.cost.limiter), p.cost.residentWarpsPerSM));
}

LaunchConfigAttr mlir::warp::launchConfigAttr(MLIRContext *context,
                                              const LaunchMapping &m) {
  SmallVector<int64_t, 3> loops(m.loopDimOf.begin(), m.loopDimOf.end());
  return LaunchConfigAttr::get(context, m.grid, m.block, m.fold, loops,
                               m.consecutiveFold);
}

LaunchMapping mlir::warp::mappingOf(LaunchConfigAttr attr) {
  LaunchMapping m;
  for (int a = 0; a < 3; ++a) {
    m.grid[a] = attr.getGrid()[a];
    m.block[a] = attr.getBlock()[a];
    m.fold[a] = attr.getFold()[a];
    m.loopDimOf[a] = static_cast<int>(attr.getLoops()[a]);
  }
  m.consecutiveFold = attr.getConsecutive();
  return m;
}

PassOutput::PassOutput(ModuleOp module, StringRef path, StringRef what)
    : module(module), path(path.str()), what(what.str()) {
  if (path == "-")
    return;
  std::string error;
  file = openOutputFile(path, &error);
  if (!file) {
    emitError(module.getLoc())
        << "cannot open " << what << " '" << path << "': " << error;
    broken = true;
  }
}

bool PassOutput::keep() {
  llvm::raw_ostream &out = os();
  out.flush();
  auto *fd = static_cast<llvm::raw_fd_ostream *>(&out);
  if (fd->has_error()) {
    emitError(module.getLoc()) << "cannot write " << what << " '" << path
                               << "': " << fd->error().message();
    fd->clear_error();
    return false;
  }
  if (file)
    file->keep();
  return true;
}

bool NoteEmitter::emit(ArrayRef<AccessNote> notes) {
  bool ok = true;
  for (const AccessNote &note : notes) {
    storage.push_back(std::make_unique<std::string>(note.message));
    if (!seen.insert({note.op, *storage.back()}).second)
      continue;
    switch (note.severity) {
    case AccessNote::Severity::Remark:
      mlir::emitRemark(note.op->getLoc(), note.message);
      break;
    case AccessNote::Severity::Warning:
      mlir::emitWarning(note.op->getLoc(), note.message);
      break;
    case AccessNote::Severity::Error:
      note.op->emitError(note.message);
      ok = false;
      break;
    }
  }
  return ok;
}

FailureOr<SmallVector<int64_t>>
mlir::warp::reductionSplitsOf(ModuleOp module, ArrayRef<int64_t> option) {
  SmallVector<int64_t> splits(option.begin(), option.end());
  if (splits.empty())
    for (int64_t s = 1; s <= kMaxBlocksPerOutput; s *= 2)
      splits.push_back(s);
  for (int64_t s : splits)
    if (s < 1 || s > kMaxBlocksPerOutput) {
      emitError(module.getLoc())
          << "option 'reduction-splits' needs blocks per output from 1 to "
          << kMaxBlocksPerOutput << ", got " << s;
      return failure();
    }
  return splits;
}

LogicalResult mlir::warp::reportOptionParseErrors(
    StringRef passArgument, StringRef options,
    function_ref<LogicalResult(const Twine &)> errorHandler,
    function_ref<LogicalResult(function_ref<LogicalResult(const Twine &)>)>
        parse) {
  return parse([&](const Twine &msg) {
    std::string text = msg.str();
    if (text.empty())
      text = "invalid options for --" + passArgument.str() + " ('" +
             options.str() +
             "'): the line above names the option and what it accepts; "
             "--help lists every option with its values";
    return errorHandler(text);
  });
}
