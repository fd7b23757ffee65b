//===- IndexEvaluator.cpp - Index values and conditions in ISL
//--------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "RelationBuilder.h"

#include <limits>

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

std::optional<isl::pw_aff> RelationBuilder::index(Value v) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  std::optional<isl::pw_aff> r = computeIndex(v);
  memo[v] = r;
  return r;
}

std::optional<isl::pw_aff> RelationBuilder::linearThreadId() {
  // tx + bdx * (ty + bdy * tz)
  std::optional<isl::pw_aff> bdx =
      context.block[0] ? std::optional(cst(*context.block[0])) : std::nullopt;
  std::optional<isl::pw_aff> bdy =
      context.block[1] ? std::optional(cst(*context.block[1])) : std::nullopt;
  if (!bdx || !bdy)
    return std::nullopt;
  return dim(3).add(bdx->mul(dim(4).add(bdy->mul(dim(5)))));
}

std::optional<isl::pw_aff> RelationBuilder::computeIndex(Value v) {
  // Block arguments: loop ivs, gpu.launch ids, kernel arguments.
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto it = ivDim.find(v); it != ivDim.end())
      return dim(it->second);
    for (int i = 0; i < 3; ++i) {
      if (v == launchBlockIds[i])
        return dim(i);
      if (v == launchThreadIds[i])
        return dim(3 + i);
      if (v == launchGridSize[i])
        return size(context.grid, i, "gd");
      if (v == launchBlockSize[i])
        return size(context.block, i, "bd");
    }
    Operation *owner = arg.getOwner()->getParentOp();
    if (owner == context.kernel && isa<gpu::GPUFuncOp>(owner)) {
      auto func = cast<gpu::GPUFuncOp>(owner);
      if (arg.getArgNumber() < func.getNumArguments()) {
        if (!v.getType().isIntOrIndex()) {
          fail(v, "kernel argument " + Twine(arg.getArgNumber()) +
                      " is not an integer");
          return std::nullopt;
        }
        auto c = context.constantArgs.find(arg.getArgNumber());
        if (c != context.constantArgs.end())
          return cst(c->second);
        return param("arg" + std::to_string(arg.getArgNumber()));
      }
    }
    if (!context.kernel->isAncestor(owner) && v.getType().isIntOrIndex()) {
      // A value captured by a gpu.launch body: an unknown parameter.
      auto [it, inserted] = externalParams.try_emplace(v, "");
      if (inserted) {
        auto func = dyn_cast<FunctionOpInterface>(owner);
        it->second = func ? "arg" + std::to_string(arg.getArgNumber())
                          : "ext" + std::to_string(externalCounter++);
      }
      return param(it->second);
    }
    fail(v, "it is a block argument that is not a loop induction variable "
            "(for example a loop-carried value)");
    return std::nullopt;
  }

  Operation *op = v.getDefiningOp();
  // Constants (also when defined outside a gpu.launch body).
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return cst(c.getSExtValue());
  if (!context.kernel->isAncestor(op) && v.getType().isIntOrIndex()) {
    auto [it, inserted] = externalParams.try_emplace(v, "");
    if (inserted)
      it->second = "ext" + std::to_string(externalCounter++);
    return param(it->second);
  }

  auto binary = [&](auto fn) -> std::optional<isl::pw_aff> {
    auto lhs = index(op->getOperand(0));
    if (!lhs) {
      fail(v, reasonFor(op->getOperand(0)));
      return std::nullopt;
    }
    auto rhs = index(op->getOperand(1));
    if (!rhs) {
      fail(v, reasonFor(op->getOperand(1)));
      return std::nullopt;
    }
    return fn(*lhs, *rhs);
  };
  auto byConstant = [&](auto fn) -> std::optional<isl::pw_aff> {
    return binary([&](isl::pw_aff a,
                      isl::pw_aff b) -> std::optional<isl::pw_aff> {
      std::optional<int64_t> k = islsup::constantValue(b);
      if (!k || *k <= 0) {
        fail(v, describeOp(op) + " needs a positive constant right operand");
        return std::nullopt;
      }
      return fn(a, *k);
    });
  };
  auto unary = [&](Value src) -> std::optional<isl::pw_aff> {
    auto r = index(src);
    if (!r)
      fail(v, reasonFor(src));
    return r;
  };

  if (isMemoryResultOp(op)) {
    fail(v, "it is loaded from memory by " + describeOp(op) +
                " (a data-dependent index)");
    return std::nullopt;
  }
  std::optional<IndexOp> io = classifyIndexOp(op);
  if (!io) {
    fail(v, describeOp(op) + " is not an affine index operation");
    return std::nullopt;
  }
  auto pw = [](isl::pw_aff a) { return std::optional<isl::pw_aff>(a); };
  auto minMax = [&](bool isMin) -> std::optional<isl::pw_aff> {
    AffineMap map = io->map;
    ValueRange operands = op->getOperands();
    std::optional<isl::pw_aff> acc;
    for (AffineExpr e : map.getResults()) {
      auto r = affineExpr(e, operands.take_front(map.getNumDims()),
                          operands.drop_front(map.getNumDims()));
      if (!r) {
        fail(v, "an operand of " + op->getName().getStringRef() +
                    " is not affine");
        return std::nullopt;
      }
      acc = !acc ? *r : (isMin ? acc->min(*r) : acc->max(*r));
    }
    return acc;
  };
  switch (io->code) {
  case IndexOpcode::ThreadId:
    return dim(3 + io->dim);
  case IndexOpcode::BlockId:
    return dim(io->dim);
  case IndexOpcode::BlockDim:
    return size(context.block, io->dim, "bd");
  case IndexOpcode::GridDim:
    return size(context.grid, io->dim, "gd");
  case IndexOpcode::GlobalId: {
    int i = io->dim;
    if (!context.block[i]) {
      fail(v, "gpu.global_id needs a known block size in dimension " +
                  Twine("xyz"[i]));
      return std::nullopt;
    }
    return dim(i).mul(cst(*context.block[i])).add(dim(3 + i));
  }
  case IndexOpcode::LaneId: {
    auto lin = linearThreadId();
    if (!lin) {
      fail(v, "gpu.lane_id needs known block sizes in x and y");
      return std::nullopt;
    }
    return lin->mod(32);
  }
  case IndexOpcode::SubgroupId: {
    auto lin = linearThreadId();
    if (!lin) {
      fail(v, "gpu.subgroup_id needs known block sizes in x and y");
      return std::nullopt;
    }
    return lin->scale_down(32).floor();
  }
  case IndexOpcode::SubgroupSize:
    return cst(32);
  case IndexOpcode::AddI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.add(b)); });
  case IndexOpcode::SubI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.sub(b)); });
  case IndexOpcode::MulI:
    return binary(
        [&](isl::pw_aff a, isl::pw_aff b) -> std::optional<isl::pw_aff> {
          if (islsup::constantValue(a) || islsup::constantValue(b))
            return a.mul(b);
          fail(v, describeOp(op) +
                      " multiplies two non-constant values (for example a "
                      "block id by an unknown block size)");
          return std::nullopt;
        });
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::DivUI:
    return byConstant(
        [](isl::pw_aff a, int64_t k) { return a.scale_down(k).floor(); });
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
    return byConstant(
        [](isl::pw_aff a, int64_t k) { return a.scale_down(k).ceil(); });
  case IndexOpcode::DivSI:
    return byConstant(
        [&](isl::pw_aff a, int64_t k) { return a.tdiv_q(cst(k)); });
  case IndexOpcode::RemSI:
    return byConstant(
        [&](isl::pw_aff a, int64_t k) { return a.tdiv_r(cst(k)); });
  case IndexOpcode::RemUI:
    return byConstant([](isl::pw_aff a, int64_t k) { return a.mod(k); });
  case IndexOpcode::ShLI:
    return binary([&](isl::pw_aff a,
                      isl::pw_aff b) -> std::optional<isl::pw_aff> {
      std::optional<int64_t> k = islsup::constantValue(b);
      if (!k || *k < 0 || *k > 62) {
        fail(v, describeOp(op) + " needs a constant shift amount from 0 to 62");
        return std::nullopt;
      }
      return a.scale(int64_t(1) << *k);
    });
  case IndexOpcode::ShRUI:
  case IndexOpcode::ShRSI:
    return binary([&](isl::pw_aff a,
                      isl::pw_aff b) -> std::optional<isl::pw_aff> {
      std::optional<int64_t> k = islsup::constantValue(b);
      if (!k || *k < 0 || *k > 62) {
        fail(v, describeOp(op) + " needs a constant shift amount from 0 to 62");
        return std::nullopt;
      }
      return a.scale_down(int64_t(1) << *k).floor();
    });
  case IndexOpcode::AndI:
    // x & (2^k - 1) == x mod 2^k for non-negative x.
    return binary(
        [&](isl::pw_aff a, isl::pw_aff b) -> std::optional<isl::pw_aff> {
          std::optional<int64_t> m = islsup::constantValue(b);
          if (!m)
            m = islsup::constantValue(a), std::swap(a, b);
          if (m && *m >= 0 && *m < std::numeric_limits<int64_t>::max() &&
              ((*m + 1) & *m) == 0)
            return a.mod(*m + 1);
          fail(v, describeOp(op) + " is not a mask of low bits");
          return std::nullopt;
        });
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.min(b)); });
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.max(b)); });
  case IndexOpcode::Cast:
    return unary(op->getOperand(0));
  case IndexOpcode::Select: {
    auto sel = cast<arith::SelectOp>(op);
    auto cond = condition(sel.getCondition());
    if (!cond) {
      fail(v, reasonFor(sel.getCondition()));
      return std::nullopt;
    }
    auto t = unary(sel.getTrueValue());
    auto f = t ? unary(sel.getFalseValue()) : std::nullopt;
    if (!t || !f)
      return std::nullopt;
    return islsup::indicator(*cond).cond(*t, *f);
  }
  case IndexOpcode::AffineApply: {
    AffineMap map = io->map;
    ValueRange operands = op->getOperands();
    auto r = affineExpr(map.getResult(0), operands.take_front(map.getNumDims()),
                        operands.drop_front(map.getNumDims()));
    if (!r)
      fail(v, "an operand of affine.apply is not affine");
    return r;
  }
  case IndexOpcode::AffineMin:
    return minMax(true);
  case IndexOpcode::AffineMax:
    return minMax(false);
  case IndexOpcode::MemRefDim:
    if (io->known)
      return cst(io->value);
    fail(v, "memref.dim of a dynamic dimension");
    return std::nullopt;
  case IndexOpcode::OrI:
  case IndexOpcode::XOrI:
  case IndexOpcode::CmpI:
    // Conditions, not indices (see computeCondition).
    break;
  }
  fail(v, describeOp(op) + " is not an affine index operation");
  return std::nullopt;
}

std::optional<isl::pw_aff>
RelationBuilder::affineExpr(AffineExpr expr, ValueRange dims, ValueRange syms) {
  if (auto d = dyn_cast<AffineDimExpr>(expr))
    return index(dims[d.getPosition()]);
  if (auto s = dyn_cast<AffineSymbolExpr>(expr))
    return index(syms[s.getPosition()]);
  if (auto c = dyn_cast<AffineConstantExpr>(expr))
    return cst(c.getValue());
  auto bin = cast<AffineBinaryOpExpr>(expr);
  auto lhs = affineExpr(bin.getLHS(), dims, syms);
  auto rhs = lhs ? affineExpr(bin.getRHS(), dims, syms) : std::nullopt;
  if (!lhs || !rhs)
    return std::nullopt;
  std::optional<int64_t> k = islsup::constantValue(*rhs);
  switch (bin.getKind()) {
  case AffineExprKind::Add:
    return lhs->add(*rhs);
  case AffineExprKind::Mul:
    if (!k && !islsup::constantValue(*lhs))
      return std::nullopt;
    return lhs->mul(*rhs);
  case AffineExprKind::FloorDiv:
    if (!k || *k <= 0)
      return std::nullopt;
    return lhs->scale_down(*k).floor();
  case AffineExprKind::CeilDiv:
    if (!k || *k <= 0)
      return std::nullopt;
    return lhs->scale_down(*k).ceil();
  case AffineExprKind::Mod:
    if (!k || *k <= 0)
      return std::nullopt;
    return lhs->mod(*k);
  default:
    return std::nullopt;
  }
}

std::optional<isl::set> RelationBuilder::condition(Value v) {
  auto it = conditionMemo.find(v);
  if (it != conditionMemo.end())
    return it->second;
  std::optional<isl::set> r = computeCondition(v);
  conditionMemo[v] = r;
  return r;
}

std::optional<isl::set> RelationBuilder::computeCondition(Value v) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.isZero() ? isl::set::empty(space) : isl::set::universe(space);
  Operation *op = v.getDefiningOp();
  if (!op) {
    fail(v, "the condition is a block argument");
    return std::nullopt;
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    auto lhs = index(cmp.getLhs());
    if (!lhs) {
      fail(v, reasonFor(cmp.getLhs()));
      return std::nullopt;
    }
    auto rhs = index(cmp.getRhs());
    if (!rhs) {
      fail(v, reasonFor(cmp.getRhs()));
      return std::nullopt;
    }
    // Unsigned predicates are read as signed: indices are non-negative.
    switch (cmp.getPredicate()) {
    case arith::CmpIPredicate::eq:
      return lhs->eq_set(*rhs);
    case arith::CmpIPredicate::ne:
      return lhs->ne_set(*rhs);
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::ult:
      return lhs->lt_set(*rhs);
    case arith::CmpIPredicate::sle:
    case arith::CmpIPredicate::ule:
      return lhs->le_set(*rhs);
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::ugt:
      return lhs->gt_set(*rhs);
    case arith::CmpIPredicate::sge:
    case arith::CmpIPredicate::uge:
      return lhs->ge_set(*rhs);
    }
  }
  if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op) &&
      v.getType().isInteger(1)) {
    auto lhs = condition(op->getOperand(0));
    if (!lhs) {
      fail(v, reasonFor(op->getOperand(0)));
      return std::nullopt;
    }
    auto rhs = condition(op->getOperand(1));
    if (!rhs) {
      fail(v, reasonFor(op->getOperand(1)));
      return std::nullopt;
    }
    if (isa<arith::AndIOp>(op))
      return lhs->intersect(*rhs);
    if (isa<arith::OrIOp>(op))
      return lhs->unite(*rhs);
    // xor
    return lhs->subtract(*rhs).unite(rhs->subtract(*lhs));
  }
  fail(v, describeOp(op) + " is not an affine condition");
  return std::nullopt;
}
