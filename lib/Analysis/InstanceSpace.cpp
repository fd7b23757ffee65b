//===- InstanceSpace.cpp - The instance space and instance sets
//-------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "RelationBuilder.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::warp;

void RelationBuilder::buildSpace() {
  dimNames = {"bx", "by", "bz", "tx", "ty", "tz"};
  Region *body = nullptr;
  if (auto launch = dyn_cast<gpu::LaunchOp>(context.kernel)) {
    body = &launch.getBody();
    gpu::KernelDim3 b = launch.getBlockIds(), t = launch.getThreadIds(),
                    g = launch.getGridSize(), s = launch.getBlockSize();
    launchBlockIds[0] = b.x, launchBlockIds[1] = b.y, launchBlockIds[2] = b.z;
    launchThreadIds[0] = t.x, launchThreadIds[1] = t.y,
    launchThreadIds[2] = t.z;
    launchGridSize[0] = g.x, launchGridSize[1] = g.y, launchGridSize[2] = g.z;
    launchBlockSize[0] = s.x, launchBlockSize[1] = s.y,
    launchBlockSize[2] = s.z;
  } else {
    body = &cast<gpu::GPUFuncOp>(context.kernel).getBody();
  }
  body->walk<WalkOrder::PreOrder>([&](Operation *op) {
    SmallVector<Value> ivs;
    if (auto f = dyn_cast<scf::ForOp>(op))
      ivs.push_back(f.getInductionVar());
    else if (auto f = dyn_cast<affine::AffineForOp>(op))
      ivs.push_back(f.getInductionVar());
    else if (auto p = dyn_cast<scf::ParallelOp>(op))
      llvm::append_range(ivs, p.getInductionVars());
    if (ivs.empty())
      return;
    loopFirstDim[op] = dimNames.size();
    for (Value iv : ivs) {
      ivDim[iv] = dimNames.size();
      dimNames.push_back("l" + std::to_string(dimNames.size() - 6));
    }
  });
  isl_space *s = isl_space_set_alloc(ctx.get(), 0, dimNames.size());
  for (auto [i, name] : llvm::enumerate(dimNames))
    s = isl_space_set_dim_id(s, isl_dim_set, i,
                             isl_id_alloc(ctx.get(), name.c_str(), nullptr));
  space = isl::manage(s);
}

void RelationBuilder::addLoopConstraints(Operation *loop, isl::set &domain,
                                         bool &exact,
                                         SmallVectorImpl<std::string> &why) {
  auto constrain = [&](Value iv, std::optional<isl::pw_aff> lb,
                       std::optional<isl::pw_aff> ub,
                       std::optional<int64_t> step, Value lbV, Value ubV) {
    isl::pw_aff x = dim(ivDim[iv]);
    if (lb)
      domain = domain.intersect(x.ge_set(*lb));
    else {
      exact = false;
      why.push_back("the lower bound of the loop at " + describeOp(loop) +
                    " is not affine (" + reasonFor(lbV) + ")");
    }
    if (ub)
      domain = domain.intersect(x.lt_set(*ub));
    else {
      exact = false;
      why.push_back("the upper bound of the loop at " + describeOp(loop) +
                    " is not affine (" + reasonFor(ubV) + ")");
    }
    if (step && *step > 1 && lb)
      domain = domain.intersect(x.sub(*lb).mod(*step).eq_set(cst(0)));
    else if (!step) {
      exact = false;
      why.push_back("the step of the loop at " + describeOp(loop) +
                    " is not a constant");
    }
  };
  auto constantStep = [&](Value s) -> std::optional<int64_t> {
    auto pa = index(s);
    if (!pa)
      return std::nullopt;
    auto k = islsup::constantValue(*pa);
    if (k && *k <= 0)
      return std::nullopt;
    return k;
  };
  if (auto f = dyn_cast<scf::ForOp>(loop)) {
    constrain(f.getInductionVar(), index(f.getLowerBound()),
              index(f.getUpperBound()), constantStep(f.getStep()),
              f.getLowerBound(), f.getUpperBound());
    return;
  }
  if (auto p = dyn_cast<scf::ParallelOp>(loop)) {
    for (auto [iv, lb, ub, st] :
         llvm::zip(p.getInductionVars(), p.getLowerBound(), p.getUpperBound(),
                   p.getStep()))
      constrain(iv, index(lb), index(ub), constantStep(st), lb, ub);
    return;
  }
  if (auto f = dyn_cast<affine::AffineForOp>(loop)) {
    auto bound = [&](AffineMap map, ValueRange operands,
                     bool lower) -> std::optional<isl::pw_aff> {
      std::optional<isl::pw_aff> acc;
      for (AffineExpr e : map.getResults()) {
        auto r = affineExpr(e, operands.take_front(map.getNumDims()),
                            operands.drop_front(map.getNumDims()));
        if (!r)
          return std::nullopt;
        acc = !acc ? *r : (lower ? acc->max(*r) : acc->min(*r));
      }
      return acc;
    };
    Value iv = f.getInductionVar();
    auto lb = bound(f.getLowerBoundMap(), f.getLowerBoundOperands(), true);
    auto ub = bound(f.getUpperBoundMap(), f.getUpperBoundOperands(), false);
    if (!lb)
      fail(iv, "an affine.for lower-bound operand is not affine");
    if (!ub)
      fail(iv, "an affine.for upper-bound operand is not affine");
    constrain(iv, lb, ub, f.getStepAsInt(), iv, iv);
  }
}

isl::set RelationBuilder::domainOf(Operation *op, bool &exact,
                                   SmallVectorImpl<std::string> &why) {
  // Every op of a block has the same instance set.
  Block *block = op->getBlock();
  auto it = domainMemo.find(block);
  if (it == domainMemo.end()) {
    DomainEntry entry;
    entry.exact = true;
    entry.domain = computeDomain(op, entry.exact, entry.why);
    it = domainMemo.try_emplace(block, std::move(entry)).first;
  }
  exact &= it->second.exact;
  why.append(it->second.why.begin(), it->second.why.end());
  return it->second.domain;
}

isl::set RelationBuilder::computeDomain(Operation *op, bool &exact,
                                        SmallVectorImpl<std::string> &why) {
  isl::set domain = isl::set::universe(space);
  for (int i = 0; i < 3; ++i) {
    domain = domain.intersect(dim(i).ge_set(cst(0)))
                 .intersect(dim(i).lt_set(size(context.grid, i, "gd")))
                 .intersect(dim(3 + i).ge_set(cst(0)))
                 .intersect(dim(3 + i).lt_set(size(context.block, i, "bd")));
  }
  // Walk from the op up to the kernel.
  Operation *child = op;
  for (Operation *parent = op->getParentOp(); parent;
       child = parent, parent = parent->getParentOp()) {
    if (loopFirstDim.count(parent))
      addLoopConstraints(parent, domain, exact, why);
    if (auto ifOp = dyn_cast<scf::IfOp>(parent)) {
      bool inThen = ifOp.getThenRegion().isAncestor(child->getParentRegion());
      auto cond = condition(ifOp.getCondition());
      if (!cond) {
        exact = false;
        why.push_back("the guard at " + describeOp(ifOp) + " is not affine (" +
                      reasonFor(ifOp.getCondition()) + ")");
      } else {
        domain = inThen ? domain.intersect(*cond) : domain.subtract(*cond);
      }
    }
    if (auto ifOp = dyn_cast<affine::AffineIfOp>(parent)) {
      bool inThen = ifOp.getThenRegion().isAncestor(child->getParentRegion());
      IntegerSet set = ifOp.getIntegerSet();
      auto operands = ifOp.getOperands();
      std::optional<isl::set> cond = isl::set::universe(space);
      for (auto [i, expr] : llvm::enumerate(set.getConstraints())) {
        auto e = affineExpr(expr, operands.take_front(set.getNumDims()),
                            operands.drop_front(set.getNumDims()));
        if (!e) {
          cond = std::nullopt;
          break;
        }
        cond = cond->intersect(set.isEq(i) ? e->eq_set(cst(0))
                                           : e->ge_set(cst(0)));
      }
      if (!cond) {
        exact = false;
        why.push_back("the guard at " + describeOp(ifOp) + " is not affine");
      } else {
        domain = inThen ? domain.intersect(*cond) : domain.subtract(*cond);
      }
    }
    if (isa<scf::WhileOp>(parent)) {
      exact = false;
      why.push_back("it is inside the scf.while at " + describeOp(parent) +
                    ", whose iterations are not modelled");
    }
    if (parent == context.kernel)
      break;
  }
  return domain;
}
