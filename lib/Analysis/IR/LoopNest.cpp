//===- LoopNest.cpp - A parallel loop nest not yet mapped to the GPU ------===//
//
// See LoopNest.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/LoopNest.h"

#include "Analysis/IR/KernelOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "llvm/ADT/StringExtras.h"

#include <limits>
#include <map>

using namespace mlir;
using namespace mlir::warp;

int64_t LoopNest::iterations() const {
  int64_t n = 1;
  for (int64_t e : extents)
    n *= e;
  return n;
}

std::string LoopNest::kindName() const {
  return op->getName().getStringRef().str();
}

std::string LoopNest::describeDomain() const {
  SmallVector<std::string, 3> parts;
  for (int64_t e : extents)
    parts.push_back(std::to_string(e));
  return llvm::join(parts, "x");
}

static bool isCandidateKind(Operation *op) {
  if (isa<scf::ParallelOp>(op))
    return true;
  if (auto forall = dyn_cast<scf::ForallOp>(op))
    return !forall.getMapping().has_value() || forall.getMapping()->empty();
  return false;
}

bool mlir::warp::isUnmappedLoopNest(Operation *op) {
  if (!isCandidateKind(op))
    return false;
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (isa<gpu::LaunchOp, gpu::GPUFuncOp, gpu::GPUModuleOp>(p) ||
        isCandidateKind(p))
      return false;
  return true;
}

/// The value an index is a constant shift of (i + 2, i - 1, casts of i),
/// read through the ops' meaning in KernelOps.h as the kernel program reads
/// them.
static Value strip(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    std::optional<IndexOp> op = classifyIndexOp(def);
    if (!op)
      break;
    if (op->code == IndexOpcode::Cast) {
      v = def->getOperand(0);
      continue;
    }
    if (op->code == IndexOpcode::AddI || op->code == IndexOpcode::SubI) {
      bool c0 = getConstantIntValue(def->getOperand(0)).has_value();
      bool c1 = getConstantIntValue(def->getOperand(1)).has_value();
      if (c1 && !c0) {
        v = def->getOperand(0);
        continue;
      }
      if (c0 && !c1 && op->code == IndexOpcode::AddI) {
        v = def->getOperand(1);
        continue;
      }
    }
    break;
  }
  return v;
}

/// The value that gives the innermost index of `access`, if it is one value
/// (a dimension or a dimension plus a constant of an affine map).
static Value innermostIndex(const MemoryAccessOp &access) {
  if (access.indices.empty())
    return Value();
  if (!access.affineMap)
    return access.indices.back();
  AffineMap map = *access.affineMap;
  if (map.getNumResults() == 0)
    return Value();
  AffineExpr e = map.getResults().back();
  if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
      bin && bin.getKind() == AffineExprKind::Add &&
      isa<AffineConstantExpr>(bin.getRHS()))
    e = bin.getLHS();
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return access.indices[d.getPosition()];
  if (auto s = dyn_cast<AffineSymbolExpr>(e))
    return access.indices[map.getNumDims() + s.getPosition()];
  return Value();
}

FailureOr<LoopNest> mlir::warp::analyseLoopNest(Operation *op) {
  LoopNest nest;
  nest.op = op;
  SmallVector<OpFoldResult> lbs, ubs, steps;
  if (auto par = dyn_cast<scf::ParallelOp>(op)) {
    if (par.getNumResults() != 0)
      return op->emitError()
             << "Warp cannot map this scf.parallel to the GPU: it reduces "
                "into "
             << par.getNumResults()
             << " result(s) (scf.reduce), and Warp maps nests without "
                "reductions";
    lbs = getAsOpFoldResult(par.getLowerBound());
    ubs = getAsOpFoldResult(par.getUpperBound());
    steps = getAsOpFoldResult(par.getStep());
    auto ivs = par.getInductionVars();
    nest.ivs.append(ivs.begin(), ivs.end());
    nest.body = par.getBody();
  } else {
    auto forall = cast<scf::ForallOp>(op);
    if (!forall.getOutputs().empty())
      return op->emitError()
             << "Warp cannot map this scf.forall to the GPU: it has "
             << forall.getOutputs().size()
             << " shared output(s) (shared_outs); bufferize it first";
    lbs = forall.getMixedLowerBound();
    ubs = forall.getMixedUpperBound();
    steps = forall.getMixedStep();
    auto ivs = forall.getInductionVars();
    nest.ivs.append(ivs.begin(), ivs.end());
    nest.body = forall.getBody();
  }
  std::string kind = nest.kindName();
  if (nest.rank() > 3)
    return op->emitError() << "Warp cannot map this " << kind
                           << " to the GPU: it has " << nest.rank()
                           << " dimensions and a launch has 3; collapse "
                              "some first (upstream's C++ "
                              "scf::collapseParallelLoops does; as a pass "
                              "it is only the test pass "
                              "--test-scf-parallel-loop-collapsing)";
  const char *which[] = {"lower bound", "upper bound", "step"};
  for (unsigned d = 0; d < nest.rank(); ++d) {
    std::optional<int64_t> v[3] = {getConstantIntValue(lbs[d]),
                                   getConstantIntValue(ubs[d]),
                                   getConstantIntValue(steps[d])};
    for (int k = 0; k < 3; ++k)
      if (!v[k])
        return op->emitError()
               << "Warp cannot choose a launch for this " << kind << ": the "
               << which[k] << " of dimension " << d
               << " is not a constant, and the candidates are predicted "
                  "for a known domain";
    if (*v[2] <= 0)
      return op->emitError()
             << "Warp cannot map this " << kind << ": the step of dimension "
             << d << " is not positive";
    nest.lowerBounds.push_back(*v[0]);
    nest.upperBounds.push_back(*v[1]);
    nest.steps.push_back(*v[2]);
    // ceil((ub - lb) / step) in 128 bits: the bounds may be near +-2^63
    // (a fuzzing finding, test/Regressions/Inputs/nest-int64-max.mlir).
    __int128 span = static_cast<__int128>(*v[1]) - *v[0];
    __int128 wide = span > 0 ? (span + *v[2] - 1) / *v[2] : 0;
    if (wide > std::numeric_limits<int64_t>::max())
      return op->emitError()
             << "this " << kind << " has more than 2^63 iterations along "
             << "dimension " << d << ", more than Warp can count";
    int64_t extent = static_cast<int64_t>(wide);
    if (extent == 0)
      return op->emitError()
             << "this " << kind << " has no iterations along dimension " << d
             << " (from " << *v[0] << " to " << *v[1]
             << "): there is nothing to launch";
    nest.extents.push_back(extent);
  }
  // The innermost index of each access: the dimension it follows.
  std::map<unsigned, int> votes;
  nest.body->walk([&](Operation *inner) {
    std::optional<MemoryAccessOp> access = describeMemoryAccess(inner);
    if (!access)
      return;
    Value v = innermostIndex(*access);
    if (!v)
      return;
    v = strip(v);
    for (unsigned d = 0; d < nest.rank(); ++d)
      if (v == nest.ivs[d])
        ++votes[d];
  });
  for (auto &[d, n] : votes)
    nest.contiguousDims.push_back(d);
  // Most accesses first; among equals, the innermost loop dimension.
  llvm::stable_sort(nest.contiguousDims, [&](unsigned a, unsigned b) {
    if (votes[a] != votes[b])
      return votes[a] > votes[b];
    return a > b;
  });
  return nest;
}
