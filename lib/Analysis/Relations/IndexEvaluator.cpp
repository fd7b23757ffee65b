//===- IndexEvaluator.cpp - Index values and conditions in ISL ------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/RelationBuilder.h"

#include <limits>

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<isl::pw_aff> RelationBuilder::index(Slot v) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  std::optional<isl::pw_aff> r = computeIndex(v);
  memo[v] = r;
  return r;
}

std::optional<std::pair<isl::pw_aff, isl::pw_aff>>
RelationBuilder::indexOperands(Slot v, const ProgramInstr &op) {
  auto lhs = index(op.operands[0]);
  if (!lhs) {
    fail(v, reasonFor(op.operands[0]));
    return std::nullopt;
  }
  auto rhs = index(op.operands[1]);
  if (!rhs) {
    fail(v, reasonFor(op.operands[1]));
    return std::nullopt;
  }
  return std::make_pair(*lhs, *rhs);
}

std::optional<isl::pw_aff> RelationBuilder::linearThreadId() {
  // tx + bdx * (ty + bdy * tz)
  std::optional<isl::pw_aff> bdx =
      sizes.block[0] ? std::optional(cst(*sizes.block[0])) : std::nullopt;
  std::optional<isl::pw_aff> bdy =
      sizes.block[1] ? std::optional(cst(*sizes.block[1])) : std::nullopt;
  if (!bdx || !bdy)
    return std::nullopt;
  return dim(3).add(bdx->mul(dim(4).add(bdy->mul(dim(5)))));
}

std::optional<isl::pw_aff> RelationBuilder::valueIndex(Slot v) {
  const ProgramValue &pv = program.value(v);
  // An unknown parameter for a value captured by a gpu.launch body.
  auto external = [&](bool functionArg) {
    auto [it, inserted] = externalParams.try_emplace(v, "");
    if (inserted)
      it->second = functionArg ? "arg" + std::to_string(pv.number)
                               : "ext" + std::to_string(externalCounter++);
    return param(it->second);
  };
  switch (pv.kind) {
  case ProgramValue::Kind::LoopIV:
    return dim(ivDim(v));
  case ProgramValue::Kind::LaunchBlockId:
    return dim(pv.dim);
  case ProgramValue::Kind::LaunchThreadId:
    return dim(3 + pv.dim);
  case ProgramValue::Kind::LaunchGridSize:
    return size(sizes.grid, pv.dim, "gd");
  case ProgramValue::Kind::LaunchBlockSize:
    return size(sizes.block, pv.dim, "bd");
  case ProgramValue::Kind::KernelArg: {
    if (!pv.intOrIndex) {
      fail(v, "kernel argument " + Twine(pv.number) + " is not an integer");
      return std::nullopt;
    }
    auto c = sizes.constantArgs.find(pv.number);
    if (c != sizes.constantArgs.end())
      return cst(c->second);
    return param("arg" + std::to_string(pv.number));
  }
  case ProgramValue::Kind::OutsideArg:
    if (pv.intOrIndex)
      return external(pv.functionArg);
    [[fallthrough]];
  case ProgramValue::Kind::OtherBlockArg:
    fail(v, "it is a block argument that is not a loop induction variable "
            "(for example a loop-carried value)");
    return std::nullopt;
  case ProgramValue::Kind::OutsideResult:
    // Constants (also when defined outside a gpu.launch body).
    if (pv.isConstant)
      return cst(pv.constant);
    if (pv.intOrIndex)
      return external(false);
    fail(v, pv.outsideWhy);
    return std::nullopt;
  case ProgramValue::Kind::OpResult:
    break;
  }
  llvm_unreachable("op results are computeIndex's");
}

std::optional<isl::pw_aff>
RelationBuilder::launchCoordinate(Slot v, const ProgramInstr &op) {
  const IndexOp &io = op.index;
  switch (io.code) {
  case IndexOpcode::ThreadId:
    return dim(3 + io.dim);
  case IndexOpcode::BlockId:
    return dim(io.dim);
  case IndexOpcode::BlockDim:
    return size(sizes.block, io.dim, "bd");
  case IndexOpcode::GridDim:
    return size(sizes.grid, io.dim, "gd");
  case IndexOpcode::GlobalId: {
    int i = io.dim;
    if (!sizes.block[i]) {
      fail(v, "gpu.global_id needs a known block size in dimension " +
                  Twine("xyz"[i]));
      return std::nullopt;
    }
    return dim(i).mul(cst(*sizes.block[i])).add(dim(3 + i));
  }
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId: {
    auto lin = linearThreadId();
    if (!lin) {
      fail(v, op.name + " needs known block sizes in x and y");
      return std::nullopt;
    }
    return io.code == IndexOpcode::LaneId ? lin->mod(32)
                                          : lin->scale_down(32).floor();
  }
  case IndexOpcode::SubgroupSize:
    return cst(32);
  default:
    llvm_unreachable("not a launch coordinate");
  }
}

std::optional<isl::pw_aff> RelationBuilder::arithmetic(Slot v,
                                                       const ProgramInstr &op) {
  auto pw = [](isl::pw_aff a) { return std::optional<isl::pw_aff>(a); };
  auto binary = [&](auto fn) -> std::optional<isl::pw_aff> {
    auto operands = indexOperands(v, op);
    if (!operands)
      return std::nullopt;
    return fn(operands->first, operands->second);
  };
  auto byConstant = [&](auto fn) -> std::optional<isl::pw_aff> {
    return binary(
        [&](isl::pw_aff a, isl::pw_aff b) -> std::optional<isl::pw_aff> {
          std::optional<int64_t> k = islsup::constantValue(b);
          if (!k || *k <= 0) {
            fail(v, op.where + " needs a positive constant right operand");
            return std::nullopt;
          }
          return fn(a, *k);
        });
  };
  switch (op.index.code) {
  case IndexOpcode::AddI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.add(b)); });
  case IndexOpcode::SubI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.sub(b)); });
  case IndexOpcode::MulI:
    return binary([&](isl::pw_aff a,
                      isl::pw_aff b) -> std::optional<isl::pw_aff> {
      if (islsup::constantValue(a) || islsup::constantValue(b))
        return a.mul(b);
      fail(v, op.where + " multiplies two non-constant values (for example a "
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
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.min(b)); });
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
    return binary([&](isl::pw_aff a, isl::pw_aff b) { return pw(a.max(b)); });
  default:
    return bitwise(v, op);
  }
}

std::optional<isl::pw_aff> RelationBuilder::bitwise(Slot v,
                                                    const ProgramInstr &op) {
  auto operands = indexOperands(v, op);
  if (!operands)
    return std::nullopt;
  auto [a, b] = *operands;
  std::optional<int64_t> k = islsup::constantValue(b);
  switch (op.index.code) {
  case IndexOpcode::ShLI:
  case IndexOpcode::ShRUI:
  case IndexOpcode::ShRSI:
    if (!k || *k < 0 || *k > 62) {
      fail(v, op.where + " needs a constant shift amount from 0 to 62");
      return std::nullopt;
    }
    if (op.index.code == IndexOpcode::ShLI)
      return a.scale(int64_t(1) << *k);
    return a.scale_down(int64_t(1) << *k).floor();
  case IndexOpcode::AndI:
    // x & (2^k - 1) == x mod 2^k for non-negative x.
    if (!k)
      k = islsup::constantValue(a), std::swap(a, b);
    if (k && *k >= 0 && *k < std::numeric_limits<int64_t>::max() &&
        ((*k + 1) & *k) == 0)
      return a.mod(*k + 1);
    fail(v, op.where + " is not a mask of low bits");
    return std::nullopt;
  default:
    llvm_unreachable("not a shift or a mask");
  }
}

std::optional<isl::pw_aff>
RelationBuilder::selectOrAffine(Slot v, const ProgramInstr &op) {
  const IndexOp &io = op.index;
  auto unary = [&](Slot src) -> std::optional<isl::pw_aff> {
    auto r = index(src);
    if (!r)
      fail(v, reasonFor(src));
    return r;
  };
  auto minMax = [&](bool isMin) -> std::optional<isl::pw_aff> {
    AffineMap map = io.map;
    ArrayRef<Slot> operands = op.operands;
    std::optional<isl::pw_aff> acc;
    for (AffineExpr e : map.getResults()) {
      auto r = affineExpr(e, operands.take_front(map.getNumDims()),
                          operands.drop_front(map.getNumDims()));
      if (!r) {
        fail(v, "an operand of " + op.name + " is not affine");
        return std::nullopt;
      }
      acc = !acc ? *r : (isMin ? acc->min(*r) : acc->max(*r));
    }
    return acc;
  };
  switch (io.code) {
  case IndexOpcode::Cast:
    return unary(op.operands[0]);
  case IndexOpcode::Select: {
    auto cond = condition(op.operands[0]);
    if (!cond) {
      fail(v, reasonFor(op.operands[0]));
      return std::nullopt;
    }
    auto t = unary(op.operands[1]);
    auto f = t ? unary(op.operands[2]) : std::nullopt;
    if (!t || !f)
      return std::nullopt;
    return islsup::indicator(*cond).cond(*t, *f);
  }
  case IndexOpcode::AffineApply: {
    AffineMap map = io.map;
    ArrayRef<Slot> operands = op.operands;
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
    if (io.known)
      return cst(io.value);
    fail(v, "memref.dim of a dynamic dimension");
    return std::nullopt;
  default:
    llvm_unreachable("not a select, cast or affine op");
  }
}

std::optional<isl::pw_aff> RelationBuilder::computeIndex(Slot v) {
  const ProgramValue &pv = program.value(v);
  if (pv.kind != ProgramValue::Kind::OpResult)
    return valueIndex(v);
  if (pv.isConstant)
    return cst(pv.constant);
  const ProgramInstr &op = program.instr(pv.def);
  if (op.loadsData) {
    fail(v, "it is loaded from memory by " + op.where +
                " (a data-dependent index)");
    return std::nullopt;
  }
  if (op.kind != ProgramInstr::Kind::Index) {
    fail(v, op.where + " is not an affine index operation");
    return std::nullopt;
  }
  switch (op.index.code) {
  case IndexOpcode::ThreadId:
  case IndexOpcode::BlockId:
  case IndexOpcode::BlockDim:
  case IndexOpcode::GridDim:
  case IndexOpcode::GlobalId:
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId:
  case IndexOpcode::SubgroupSize:
    return launchCoordinate(v, op);
  case IndexOpcode::AddI:
  case IndexOpcode::SubI:
  case IndexOpcode::MulI:
  case IndexOpcode::DivSI:
  case IndexOpcode::DivUI:
  case IndexOpcode::RemSI:
  case IndexOpcode::RemUI:
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
  case IndexOpcode::AndI:
  case IndexOpcode::ShLI:
  case IndexOpcode::ShRSI:
  case IndexOpcode::ShRUI:
    return arithmetic(v, op);
  case IndexOpcode::Cast:
  case IndexOpcode::Select:
  case IndexOpcode::AffineApply:
  case IndexOpcode::AffineMin:
  case IndexOpcode::AffineMax:
  case IndexOpcode::MemRefDim:
    return selectOrAffine(v, op);
  case IndexOpcode::OrI:
  case IndexOpcode::XOrI:
  case IndexOpcode::CmpI:
    // Conditions, not indices (see computeCondition).
    break;
  }
  fail(v, op.where + " is not an affine index operation");
  return std::nullopt;
}

std::optional<isl::pw_aff> RelationBuilder::affineExpr(AffineExpr expr,
                                                       ArrayRef<Slot> dims,
                                                       ArrayRef<Slot> syms) {
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

std::optional<isl::set> RelationBuilder::condition(Slot v) {
  auto it = conditionMemo.find(v);
  if (it != conditionMemo.end())
    return it->second;
  std::optional<isl::set> r = computeCondition(v);
  conditionMemo[v] = r;
  return r;
}

std::optional<isl::set> RelationBuilder::computeCondition(Slot v) {
  const ProgramValue &pv = program.value(v);
  if (pv.isConstant)
    return pv.constant == 0 ? isl::set::empty(space)
                            : isl::set::universe(space);
  if (pv.kind == ProgramValue::Kind::OutsideResult) {
    // Only its value crosses into the kernel, not how it was computed.
    fail(v, "the condition is computed outside the kernel");
    return std::nullopt;
  }
  if (pv.kind != ProgramValue::Kind::OpResult) {
    fail(v, "the condition is a block argument");
    return std::nullopt;
  }
  const ProgramInstr &op = program.instr(pv.def);
  IndexOpcode code = op.kind == ProgramInstr::Kind::Index
                         ? op.index.code
                         : IndexOpcode::SubgroupSize; // no condition
  if (code == IndexOpcode::CmpI) {
    auto operands = indexOperands(v, op);
    if (!operands)
      return std::nullopt;
    std::optional<isl::pw_aff> lhs = operands->first, rhs = operands->second;
    // Unsigned predicates are read as signed: indices are non-negative.
    switch (op.index.predicate) {
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
  if ((code == IndexOpcode::AndI || code == IndexOpcode::OrI ||
       code == IndexOpcode::XOrI) &&
      pv.isI1) {
    auto lhs = condition(op.operands[0]);
    if (!lhs) {
      fail(v, reasonFor(op.operands[0]));
      return std::nullopt;
    }
    auto rhs = condition(op.operands[1]);
    if (!rhs) {
      fail(v, reasonFor(op.operands[1]));
      return std::nullopt;
    }
    if (code == IndexOpcode::AndI)
      return lhs->intersect(*rhs);
    if (code == IndexOpcode::OrI)
      return lhs->unite(*rhs);
    // xor
    return lhs->subtract(*rhs).unite(rhs->subtract(*lhs));
  }
  fail(v, op.where + " is not an affine condition");
  return std::nullopt;
}
