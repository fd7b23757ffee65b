//===- LaunchContext.cpp - Grid, block and constant arguments -------------===//

#include "Warp/Analysis/IR/LaunchContext.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<LaunchMapping> mlir::warp::mappingOf(const LaunchContext &ctx) {
  std::optional<LaunchMapping> m = LaunchMapping::fromSizes(ctx);
  if (m)
    m->dynamicSharedBytes = ctx.dynamicSharedBytes.value_or(0);
  return m;
}

std::string mlir::warp::kernelDisplayName(Operation *op) {
  auto func = dyn_cast<gpu::GPUFuncOp>(op);
  if (!func)
    return "<kernel>";
  std::string name;
  if (auto mod = func->getParentOfType<gpu::GPUModuleOp>())
    name = (mod.getName() + "::").str();
  return name + func.getName().str();
}

/// The value of `v` if it is a constant, also when it is not folded yet
/// (`arith.subi %c42, %c0`, `affine.apply` of constants, `memref.dim` of a
/// static shape): first MLIR's folders over the chain of pure ops, then
/// MLIR's ValueBoundsOpInterface, which bounds index values from above and
/// below (an equal bound is the value). The interface's models must be
/// registered with the context (Warp/InitAllDialects.h does).
/// The constant `v` folds to: its defining op folded with the constant
/// values of its operands, themselves folded the same way (MLIR's own
/// folders: arith, affine.apply with ceildiv by a folded symbol, ...). The
/// op is folded on a detached clone, so the IR is never changed. `depth`
/// bounds the recursion.
static std::optional<int64_t> foldedConstant(Value v, unsigned depth = 0) {
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  Operation *def = v.getDefiningOp();
  if (!def || depth > 16 || def->getNumRegions() != 0 || !isPure(def) ||
      def->getNumResults() == 0)
    return std::nullopt;
  SmallVector<Attribute> operands;
  for (Value o : def->getOperands()) {
    std::optional<int64_t> c = foldedConstant(o, depth + 1);
    if (!c || !o.getType().isIntOrIndex())
      return std::nullopt;
    operands.push_back(IntegerAttr::get(o.getType(), *c));
  }
  Operation *clone = def->clone();
  SmallVector<OpFoldResult> results;
  std::optional<int64_t> out;
  if (succeeded(clone->fold(operands, results)) &&
      results.size() == def->getNumResults()) {
    OpFoldResult r = results[cast<OpResult>(v).getResultNumber()];
    if (auto attr = dyn_cast<Attribute>(r)) {
      if (auto i = dyn_cast<IntegerAttr>(attr))
        out = i.getValue().getSExtValue();
    } else if (Value same = dyn_cast<Value>(r);
               same && same != v && same.getDefiningOp() != clone) {
      // Folded to one of its operands (x - 0 = x).
      out = foldedConstant(same, depth + 1);
    }
  }
  clone->destroy();
  return out;
}

/// True if the pure ops `v` is computed from (within `depth` steps) include a
/// memref.dim whose constant index is outside its memref's rank: MLIR 22's
/// ValueBoundsOpInterface model of memref.dim does not check the index and
/// crashes on it (a fuzzing finding, test/Regressions/Inputs/
/// dim-index-out-of-range.mlir).
static bool hasDimOutOfRange(Value v, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 16)
    return false;
  if (auto dim = dyn_cast<memref::DimOp>(def)) {
    auto type = dyn_cast<BaseMemRefType>(dim.getSource().getType());
    std::optional<int64_t> idx = dim.getConstantIndex();
    if (!type || !type.hasRank() ||
        (idx && (*idx < 0 || *idx >= type.getRank())))
      return true;
  }
  for (Value o : def->getOperands())
    if (hasDimOutOfRange(o, depth + 1))
      return true;
  return false;
}

static std::optional<int64_t> constantIndex(Value v) {
  APInt value;
  if (!v)
    return std::nullopt;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  if (std::optional<int64_t> f = foldedConstant(v))
    return f;
  if (!v.getType().isIndex() || hasDimOutOfRange(v))
    return std::nullopt;
  FailureOr<int64_t> c = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::EQ, ValueBoundsConstraintSet::Variable(v));
  if (succeeded(c))
    return *c;
  return std::nullopt;
}

/// "grid y: the value of 'arith.muli' at line 12" or "block x: argument 2
/// of 'func.func'", for a size that stays unknown.
static std::string describeUnknownSize(Value v, const char *what, int dim) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << what << " "
     << "xyz"[dim] << ": ";
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    os << "argument " << arg.getArgNumber() << " of '"
       << arg.getOwner()->getParentOp()->getName() << "'";
  } else {
    Operation *def = v.getDefiningOp();
    os << "the value of '" << def->getName() << "'";
    if (auto loc = dyn_cast<FileLineColLoc>(def->getLoc()))
      os << " at line " << loc.getLine();
  }
  return s;
}

/// Fills a Dim3 from three size operands; returns false (after diagnosing)
/// if a constant size is not positive.
static bool
readSizes(Operation *site, gpu::KernelDim3 sizes, Dim3 &out, StringRef what,
          llvm::function_ref<void(Operation *, const Twine &)> diagnose,
          std::vector<std::string> *unknown = nullptr) {
  Value v[3] = {sizes.x, sizes.y, sizes.z};
  for (int i = 0; i < 3; ++i) {
    out[i] = constantIndex(v[i]);
    if (!out[i] && unknown)
      unknown->push_back(describeUnknownSize(v[i], what.data(), i));
    if (out[i] && *out[i] <= 0) {
      diagnose(site, Twine(what) + " size in dimension " + Twine("xyz"[i]) +
                         " must be positive, got " + Twine(*out[i]));
      return false;
    }
  }
  return true;
}

/// Fills unknown sizes from `known_block_size` / `known_grid_size`; an
/// entry that is not positive is ignored (and diagnosed when `diagnose` is
/// given).
static void readKnownSizes(
    gpu::GPUFuncOp func, LaunchContext &ctx,
    llvm::function_ref<void(Operation *, const Twine &)> diagnose = nullptr) {
  auto read = [&](DenseI32ArrayAttr known, Dim3 &dims, const char *what) {
    if (!known)
      return;
    for (auto [i, v] : llvm::enumerate(known.asArrayRef())) {
      if (i >= 3 || dims[i])
        continue;
      if (v <= 0) {
        // A warning of its own: the size is dropped, the kernel is not.
        if (diagnose)
          func.emitWarning()
              << what << " in dimension "
              << "xyz"[i] << " is " << v << ", not positive: ignored";
        continue;
      }
      dims[i] = v;
    }
  };
  read(func.getKnownBlockSizeAttr(), ctx.block, "known_block_size");
  read(func.getKnownGridSizeAttr(), ctx.grid, "known_grid_size");
}

SmallVector<LaunchContext> mlir::warp::collectLaunchContexts(
    ModuleOp module,
    llvm::function_ref<void(Operation *, const Twine &)> diagnose) {
  SmallVector<LaunchContext> contexts;
  llvm::DenseSet<Operation *> launched;
  llvm::DenseMap<Operation *, unsigned> launchCounter;

  module.walk([&](Operation *op) {
    if (auto launch = dyn_cast<gpu::LaunchOp>(op)) {
      LaunchContext ctx;
      ctx.kernel = launch;
      ctx.site = launch;
      auto parent = launch->getParentOfType<FunctionOpInterface>();
      unsigned n = launchCounter[parent]++;
      ctx.kernelName =
          (parent ? parent.getName().str() : std::string("<module>")) +
          "::launch#" + std::to_string(n);
      if (!readSizes(launch, launch.getGridSizeOperandValues(), ctx.grid,
                     "grid", diagnose, &ctx.unknownSizes) ||
          !readSizes(launch, launch.getBlockSizeOperandValues(), ctx.block,
                     "block", diagnose, &ctx.unknownSizes))
        return;
      if (Value dyn = launch.getDynamicSharedMemorySize())
        ctx.dynamicSharedBytes = constantIndex(dyn);
      ctx.clustered = static_cast<bool>(launch.getClusterSizeX());
      contexts.push_back(std::move(ctx));
      return;
    }
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
      auto func = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel());
      if (!func) {
        diagnose(launch,
                 "launched kernel " +
                     Twine(launch.getKernel().getRootReference().getValue()) +
                     "::" + launch.getKernelName().getValue() +
                     " is not a gpu.func in this module");
        return;
      }
      if (!func.isKernel()) {
        diagnose(launch, "launched function " + kernelDisplayName(func) +
                             " is not marked as a kernel");
        return;
      }
      // Launched, even if this launch is malformed: not "never launched".
      launched.insert(func);
      LaunchContext ctx;
      ctx.kernel = func;
      ctx.site = launch;
      ctx.kernelName = kernelDisplayName(func);
      if (!readSizes(launch, launch.getGridSizeOperandValues(), ctx.grid,
                     "grid", diagnose, &ctx.unknownSizes) ||
          !readSizes(launch, launch.getBlockSizeOperandValues(), ctx.block,
                     "block", diagnose, &ctx.unknownSizes))
        return;
      readKnownSizes(func, ctx);
      if (Value dyn = launch.getDynamicSharedMemorySize())
        ctx.dynamicSharedBytes = constantIndex(dyn);
      ctx.clustered = static_cast<bool>(launch.getClusterSizeX());
      for (auto [i, operand] : llvm::enumerate(launch.getKernelOperands()))
        if (operand.getType().isIntOrIndex())
          if (std::optional<int64_t> c = constantIndex(operand))
            ctx.constantArgs[i] = *c;
      contexts.push_back(std::move(ctx));
    }
  });

  module.walk([&](gpu::GPUFuncOp func) {
    if (!func.isKernel() || launched.contains(func))
      return;
    LaunchContext ctx;
    ctx.kernel = func;
    ctx.kernelName = kernelDisplayName(func);
    readKnownSizes(func, ctx, diagnose);
    contexts.push_back(std::move(ctx));
  });
  return contexts;
}

LaunchContext mlir::warp::mergeContexts(Operation *kernel,
                                        ArrayRef<LaunchContext> all) {
  LaunchContext merged;
  merged.kernel = kernel;
  bool first = true;
  for (const LaunchContext &ctx : all) {
    if (ctx.kernel != kernel)
      continue;
    if (first) {
      merged = ctx;
      merged.site = nullptr;
      first = false;
      continue;
    }
    for (int i = 0; i < 3; ++i) {
      if (merged.grid[i] != ctx.grid[i])
        merged.grid[i] = std::nullopt;
      if (merged.block[i] != ctx.block[i])
        merged.block[i] = std::nullopt;
    }
    for (auto it = merged.constantArgs.begin();
         it != merged.constantArgs.end();) {
      auto cur = it++;
      auto other = ctx.constantArgs.find(cur->first);
      if (other == ctx.constantArgs.end() || other->second != cur->second)
        merged.constantArgs.erase(cur);
    }
  }
  if (first) {
    merged.kernelName = kernelDisplayName(kernel);
  }
  if (auto func = dyn_cast<gpu::GPUFuncOp>(kernel))
    readKnownSizes(func, merged);
  return merged;
}
