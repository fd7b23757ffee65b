//===- IndexForms.cpp - Index values and conditions as digit forms --------===//
//
// See RelationBuilder.h. The same values as IndexEvaluator.cpp, read the
// same way (unsigned predicates and divisions as signed ones of
// non-negative values, ISL's floor and mod), as DigitForms over counters
// numbered like the instance dimensions: block ids 0-2, thread ids 3-5,
// each loop's iteration number at its induction variable's dimension. A
// value that is no digit form has none (nullopt); the ISL relation, which
// is always built, is then the only form of its accesses.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/RelationBuilder.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::warp;

namespace {
/// Constants beyond this are left to ISL (DigitForms.h's bound).
constexpr int64_t kMaxConstant = int64_t(1) << 40;

std::optional<DigitForm> constantForm(int64_t c) {
  if (c <= -kMaxConstant || c >= kMaxConstant)
    return std::nullopt;
  return DigitForm::constant(c);
}

std::optional<DigitForm> sum(const std::optional<DigitForm> &a,
                             const std::optional<DigitForm> &b) {
  if (!a || !b)
    return std::nullopt;
  return DigitForm::add(*a, *b);
}

std::optional<DigitForm> difference(const std::optional<DigitForm> &a,
                                    const std::optional<DigitForm> &b) {
  if (!a || !b)
    return std::nullopt;
  return sum(a, b->scaled(-1));
}

/// The constant value of a form, if it is one.
std::optional<int64_t> constantOf(const std::optional<DigitForm> &f) {
  if (f && f->isConstant())
    return f->constantTerm();
  return std::nullopt;
}

/// A block id's digits are read from a box of blocks: never cut.
bool mayCut(unsigned counter) { return counter >= 3; }

/// min (or max) of two forms whose ranges do not overlap.
std::optional<DigitForm> ordered(const std::optional<DigitForm> &a,
                                 const std::optional<DigitForm> &b,
                                 bool isMin) {
  if (!a || !b)
    return std::nullopt;
  auto [alo, ahi] = a->range();
  auto [blo, bhi] = b->range();
  if (ahi <= blo)
    return isMin ? a : b;
  if (bhi <= alo)
    return isMin ? b : a;
  return std::nullopt;
}
} // namespace

std::optional<DigitForm> RelationBuilder::form(Slot v) {
  auto it = formMemo.find(v);
  if (it != formMemo.end())
    return it->second;
  std::optional<DigitForm> r = computeForm(v);
  formMemo[v] = r;
  return r;
}

std::optional<RelationBuilder::LoopRange> RelationBuilder::loopRange(Slot iv) {
  const ProgramValue &pv = program.value(iv);
  const ProgramInstr &loop = program.instr(pv.def);
  std::optional<DigitForm> lb, ub;
  std::optional<int64_t> step;
  auto boundOf = [&](AffineMap map, ArrayRef<Slot> operands, bool lower) {
    std::optional<int64_t> acc;
    for (AffineExpr e : map.getResults()) {
      auto c = constantOf(affineForm(e, operands.take_front(map.getNumDims()),
                                     operands.drop_front(map.getNumDims())));
      if (!c)
        return std::optional<DigitForm>();
      acc = !acc ? *c : lower ? std::max(*acc, *c) : std::min(*acc, *c);
    }
    return acc ? constantForm(*acc) : std::nullopt;
  };
  switch (loop.kind) {
  case ProgramInstr::Kind::For:
    lb = form(loop.lb), ub = form(loop.ub), step = constantOf(form(loop.step));
    break;
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
    lb = operandForm(loop.lbs[pv.position]);
    ub = operandForm(loop.ubs[pv.position]);
    step = constantOf(operandForm(loop.steps[pv.position]));
    break;
  case ProgramInstr::Kind::AffineFor:
    lb = boundOf(loop.lbMap, loop.lbOperands, true);
    ub = boundOf(loop.ubMap, loop.ubOperands, false);
    step = loop.constantStep;
    break;
  default:
    return std::nullopt;
  }
  // The trip count must be a constant: constant bounds, or bounds that
  // move together (a split-K slice's `bz * L` to `bz * L + L`), whose
  // difference is one. A trip count that depends on another counter is no
  // range of its own.
  std::optional<int64_t> extent = constantOf(difference(ub, lb));
  if (!lb || !extent || !step || *step <= 0)
    return std::nullopt;
  int64_t trip = *extent <= 0 ? 0 : (*extent + *step - 1) / *step;
  return LoopRange{*lb, *step, trip};
}

std::optional<DigitForm> RelationBuilder::loopIvForm(Slot iv) {
  auto range = loopRange(iv);
  if (!range || range->trip <= 0)
    return std::nullopt;
  return sum(range->lb,
             DigitForm::counter(ivDim(iv), range->trip).scaled(range->step));
}

std::optional<DigitForm> RelationBuilder::valueForm(Slot v) {
  const ProgramValue &pv = program.value(v);
  auto known = [](const std::optional<int64_t> &size) {
    return size ? constantForm(*size) : std::nullopt;
  };
  switch (pv.kind) {
  case ProgramValue::Kind::LoopIV:
    return loopIvForm(v);
  case ProgramValue::Kind::LaunchBlockId:
    if (!sizes.grid[pv.dim])
      return std::nullopt;
    return DigitForm::counter(pv.dim, *sizes.grid[pv.dim]);
  case ProgramValue::Kind::LaunchThreadId:
    if (!sizes.block[pv.dim])
      return std::nullopt;
    return DigitForm::counter(3 + pv.dim, *sizes.block[pv.dim]);
  case ProgramValue::Kind::LaunchGridSize:
    return known(sizes.grid[pv.dim]);
  case ProgramValue::Kind::LaunchBlockSize:
    return known(sizes.block[pv.dim]);
  case ProgramValue::Kind::KernelArg: {
    auto c = sizes.constantArgs.find(pv.number);
    if (!pv.intOrIndex || c == sizes.constantArgs.end())
      return std::nullopt;
    return constantForm(c->second);
  }
  case ProgramValue::Kind::OutsideResult:
    if (pv.isConstant)
      return constantForm(pv.constant);
    return std::nullopt;
  case ProgramValue::Kind::OutsideArg:
  case ProgramValue::Kind::OtherBlockArg:
  case ProgramValue::Kind::OpResult:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<DigitForm> RelationBuilder::computeForm(Slot v) {
  const ProgramValue &pv = program.value(v);
  if (pv.kind != ProgramValue::Kind::OpResult)
    return valueForm(v);
  if (pv.isConstant)
    return constantForm(pv.constant);
  const ProgramInstr &op = program.instr(pv.def);
  if (op.loadsData || op.kind != ProgramInstr::Kind::Index)
    return std::nullopt;
  return opForm(op);
}

std::optional<DigitForm> RelationBuilder::divisionForm(const ProgramInstr &op) {
  std::optional<DigitForm> a = form(op.operands[0]);
  std::optional<int64_t> k = constantOf(form(op.operands[1]));
  if (!a || !k || *k <= 0)
    return std::nullopt;
  bool nonNegative = a->range().first >= 0;
  switch (op.index.code) {
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::DivUI:
    return a->floorDiv(*k, mayCut);
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI: {
    auto shifted = sum(a, constantForm(*k - 1));
    return shifted ? shifted->floorDiv(*k, mayCut) : std::nullopt;
  }
  case IndexOpcode::DivSI: // Truncation: the floor of a non-negative value.
    return nonNegative ? a->floorDiv(*k, mayCut) : std::nullopt;
  case IndexOpcode::RemSI:
    return nonNegative ? a->mod(*k, mayCut) : std::nullopt;
  case IndexOpcode::RemUI:
    return a->mod(*k, mayCut);
  default:
    return std::nullopt;
  }
}

std::optional<DigitForm> RelationBuilder::launchForm(const ProgramInstr &op) {
  const IndexOp &io = op.index;
  if (!sizes.hasConstantSizes())
    return std::nullopt;
  auto tid = [&](int k) { return DigitForm::counter(3 + k, *sizes.block[k]); };
  switch (io.code) {
  case IndexOpcode::ThreadId:
    return tid(io.dim);
  case IndexOpcode::BlockId:
    return DigitForm::counter(io.dim, *sizes.grid[io.dim]);
  case IndexOpcode::BlockDim:
    return constantForm(*sizes.block[io.dim]);
  case IndexOpcode::GridDim:
    return constantForm(*sizes.grid[io.dim]);
  case IndexOpcode::SubgroupSize:
    return constantForm(32);
  case IndexOpcode::GlobalId:
    return sum(DigitForm::counter(io.dim, *sizes.grid[io.dim])
                   .scaled(*sizes.block[io.dim]),
               tid(io.dim));
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId: {
    // tx + bdx * (ty + bdy * tz)
    auto rows = sum(tid(1), tid(2).scaled(*sizes.block[1]));
    auto linear =
        rows ? sum(tid(0), rows->scaled(*sizes.block[0])) : std::nullopt;
    if (!linear)
      return std::nullopt;
    return io.code == IndexOpcode::LaneId ? linear->mod(32, mayCut)
                                          : linear->floorDiv(32, mayCut);
  }
  default:
    return std::nullopt;
  }
}

std::optional<DigitForm> RelationBuilder::bitForm(const ProgramInstr &op) {
  auto a = form(op.operands[0]), b = form(op.operands[1]);
  if (op.index.code == IndexOpcode::AndI) {
    // x & (2^k - 1) == x mod 2^k (IndexEvaluator.cpp reads it so).
    std::optional<int64_t> k = constantOf(b);
    if (!k)
      k = constantOf(a), std::swap(a, b);
    if (!a || !k || *k < 0 || *k >= kMaxConstant || ((*k + 1) & *k) != 0)
      return std::nullopt;
    return a->mod(*k + 1, mayCut);
  }
  auto k = constantOf(b);
  if (!a || !k || *k < 0 || *k > 39)
    return std::nullopt;
  if (op.index.code == IndexOpcode::ShLI)
    return a->scaled(int64_t(1) << *k);
  return a->floorDiv(int64_t(1) << *k, mayCut);
}

std::optional<DigitForm> RelationBuilder::opForm(const ProgramInstr &op) {
  const IndexOp &io = op.index;
  auto operand = [&](unsigned i) { return form(op.operands[i]); };
  auto apply = [&](AffineMap map, unsigned result) {
    ArrayRef<Slot> operands = op.operands;
    return affineForm(map.getResult(result),
                      operands.take_front(map.getNumDims()),
                      operands.drop_front(map.getNumDims()));
  };
  switch (io.code) {
  case IndexOpcode::ThreadId:
  case IndexOpcode::BlockId:
  case IndexOpcode::BlockDim:
  case IndexOpcode::GridDim:
  case IndexOpcode::SubgroupSize:
  case IndexOpcode::GlobalId:
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId:
    return launchForm(op);
  case IndexOpcode::AddI:
    return sum(operand(0), operand(1));
  case IndexOpcode::SubI:
    return difference(operand(0), operand(1));
  case IndexOpcode::MulI: {
    auto a = operand(0), b = operand(1);
    if (auto k = constantOf(b))
      return a ? a->scaled(*k) : std::nullopt;
    if (auto k = constantOf(a))
      return b ? b->scaled(*k) : std::nullopt;
    return std::nullopt;
  }
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::DivUI:
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
  case IndexOpcode::DivSI:
  case IndexOpcode::RemSI:
  case IndexOpcode::RemUI:
    return divisionForm(op);
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
    return ordered(operand(0), operand(1), true);
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
    return ordered(operand(0), operand(1), false);
  case IndexOpcode::ShLI:
  case IndexOpcode::ShRUI:
  case IndexOpcode::ShRSI:
  case IndexOpcode::AndI:
    return bitForm(op);
  case IndexOpcode::Cast:
    return operand(0);
  case IndexOpcode::AffineApply:
    return apply(io.map, 0);
  case IndexOpcode::AffineMin:
  case IndexOpcode::AffineMax: {
    std::optional<DigitForm> acc;
    for (unsigned r = 0; r < io.map.getNumResults(); ++r) {
      auto f = apply(io.map, r);
      acc = r == 0 ? f : ordered(acc, f, io.code == IndexOpcode::AffineMin);
      if (!acc)
        return std::nullopt;
    }
    return acc;
  }
  case IndexOpcode::MemRefDim:
    return io.known ? constantForm(io.value) : std::nullopt;
  case IndexOpcode::Select:
  case IndexOpcode::OrI:
  case IndexOpcode::XOrI:
  case IndexOpcode::CmpI:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<DigitForm> RelationBuilder::affineForm(AffineExpr expr,
                                                     ArrayRef<Slot> dims,
                                                     ArrayRef<Slot> syms) {
  if (auto d = dyn_cast<AffineDimExpr>(expr))
    return form(dims[d.getPosition()]);
  if (auto s = dyn_cast<AffineSymbolExpr>(expr))
    return form(syms[s.getPosition()]);
  if (auto c = dyn_cast<AffineConstantExpr>(expr))
    return constantForm(c.getValue());
  auto bin = cast<AffineBinaryOpExpr>(expr);
  auto lhs = affineForm(bin.getLHS(), dims, syms);
  auto rhs = lhs ? affineForm(bin.getRHS(), dims, syms) : std::nullopt;
  if (!lhs || !rhs)
    return std::nullopt;
  std::optional<int64_t> k = constantOf(rhs);
  switch (bin.getKind()) {
  case AffineExprKind::Add:
    return sum(lhs, rhs);
  case AffineExprKind::Mul:
    if (k)
      return lhs->scaled(*k);
    if (auto l = constantOf(lhs))
      return rhs->scaled(*l);
    return std::nullopt;
  case AffineExprKind::FloorDiv:
    return k && *k > 0 ? lhs->floorDiv(*k, mayCut) : std::nullopt;
  case AffineExprKind::CeilDiv:
    if (!k || *k <= 0)
      return std::nullopt;
    if (auto shifted = sum(lhs, constantForm(*k - 1)))
      return shifted->floorDiv(*k, mayCut);
    return std::nullopt;
  case AffineExprKind::Mod:
    return k && *k > 0 ? lhs->mod(*k, mayCut) : std::nullopt;
  default:
    return std::nullopt;
  }
}

bool RelationBuilder::conditionForms(Slot v, bool negated,
                                     SmallVectorImpl<DigitConstraint> &out) {
  const ProgramValue &pv = program.value(v);
  if (pv.isConstant) {
    if ((pv.constant != 0) == negated)
      out.push_back({DigitForm::constant(-1), false}); // Never true.
    return true;
  }
  if (pv.kind != ProgramValue::Kind::OpResult)
    return false;
  const ProgramInstr &op = program.instr(pv.def);
  if (op.kind != ProgramInstr::Kind::Index)
    return false;
  if (op.index.code == IndexOpcode::AndI && pv.isI1 && !negated)
    return conditionForms(op.operands[0], false, out) &&
           conditionForms(op.operands[1], false, out);
  if (op.index.code != IndexOpcode::CmpI)
    return false;
  std::optional<DigitForm> a = form(op.operands[0]), b = form(op.operands[1]);
  arith::CmpIPredicate p = op.index.predicate;
  if (negated)
    p = arith::invertPredicate(p);
  // Unsigned predicates are read as signed (as IndexEvaluator.cpp does).
  std::optional<DigitForm> c;
  bool equality = false;
  switch (p) {
  case arith::CmpIPredicate::eq:
    c = difference(a, b), equality = true;
    break;
  case arith::CmpIPredicate::ne:
    return false; // A union of two pieces.
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::ult:
    c = sum(difference(b, a), constantForm(-1));
    break;
  case arith::CmpIPredicate::sle:
  case arith::CmpIPredicate::ule:
    c = difference(b, a);
    break;
  case arith::CmpIPredicate::sgt:
  case arith::CmpIPredicate::ugt:
    c = sum(difference(a, b), constantForm(-1));
    break;
  case arith::CmpIPredicate::sge:
  case arith::CmpIPredicate::uge:
    c = difference(a, b);
    break;
  }
  if (!c)
    return false;
  out.push_back({std::move(*c), equality});
  return true;
}

bool RelationBuilder::domainForms(int32_t block,
                                  SmallVectorImpl<DigitConstraint> &out) {
  // Block and thread ids are counters over their ranges; loops are
  // counters over their trip counts (loopIvForm): only guards constrain.
  // A loop that never runs leaves no instance (and its induction variable,
  // which a guard may read, no form).
  for (int32_t b = block; program.block(b).owner >= 0;) {
    const ProgramInstr &parent = program.instr(program.block(b).owner);
    bool single = parent.kind == ProgramInstr::Kind::For ||
                  parent.kind == ProgramInstr::Kind::AffineFor;
    if (single || parent.kind == ProgramInstr::Kind::Parallel ||
        parent.kind == ProgramInstr::Kind::Forall)
      for (Slot iv :
           single ? ArrayRef<Slot>(parent.iv) : ArrayRef<Slot>(parent.ivs)) {
        auto range = loopRange(iv);
        if (!range)
          return false;
        if (range->trip <= 0) {
          out.push_back({DigitForm::constant(-1), false});
          return true;
        }
      }
    b = parent.block;
  }
  for (int32_t b = block; program.block(b).owner >= 0;) {
    const ProgramInstr &parent = program.instr(program.block(b).owner);
    bool inThen = program.block(b).region == 0;
    switch (parent.kind) {
    case ProgramInstr::Kind::If:
      if (!conditionForms(parent.operands[0], !inThen, out))
        return false;
      break;
    case ProgramInstr::Kind::AffineIf: {
      IntegerSet set = parent.set;
      ArrayRef<Slot> operands = parent.lbOperands;
      // The else branch of a conjunction is a union: one inequality only.
      if (!inThen && (set.getNumConstraints() != 1 || set.isEq(0)))
        return false;
      for (auto [i, expr] : llvm::enumerate(set.getConstraints())) {
        auto e = affineForm(expr, operands.take_front(set.getNumDims()),
                            operands.drop_front(set.getNumDims()));
        if (!e)
          return false;
        // not (e >= 0)  <=>  -e - 1 >= 0
        if (!inThen)
          e = sum(e->scaled(-1), constantForm(-1));
        if (!e)
          return false;
        out.push_back({std::move(*e), inThen && set.isEq(i)});
      }
      break;
    }
    case ProgramInstr::Kind::While:
      return false;
    default:
      break;
    }
    b = parent.block;
  }
  return true;
}

std::optional<BoxAccess> RelationBuilder::boxFormOf(const ProgramAccess &raw,
                                                    const AccessRelation &rel) {
  if (!rel.exact || !rel.affine || raw.masked || !sizes.hasConstantSizes())
    return std::nullopt;
  DigitAccess access;
  if (!domainForms(program.instr(raw.instr).block, access.constraints))
    return std::nullopt;
  // An access that never runs (in a loop of no iteration) touches nothing;
  // its indices may have no forms.
  if (llvm::any_of(access.constraints, [](const DigitConstraint &c) {
        return c.form.isConstant() && c.form.constantTerm() < 0;
      })) {
    BoxAccess none;
    none.rank = raw.extents.size();
    for (int k = 0; k < 3; ++k) {
      none.blockDim[k] = *sizes.block[k];
      none.gridDim[k] = *sizes.grid[k];
    }
    return none;
  }
  if (raw.affineMap) {
    AffineMap map = *raw.affineMap;
    ArrayRef<Slot> ops(raw.indices);
    for (AffineExpr e : map.getResults())
      if (auto f = affineForm(e, ops.take_front(map.getNumDims()),
                              ops.drop_front(map.getNumDims())))
        access.indices.push_back(std::move(*f));
      else
        return std::nullopt;
  } else {
    for (Slot v : raw.indices)
      if (auto f = form(v))
        access.indices.push_back(std::move(*f));
      else
        return std::nullopt;
  }
  if (access.indices.size() != raw.extents.size())
    return std::nullopt;
  // A vector access's elements: one more counter per dimension, past the
  // instance dimensions, inside the shape (indexRelation's bounds).
  for (unsigned d = 0; d < access.indices.size(); ++d) {
    if (raw.extents[d] <= 1)
      continue;
    auto f =
        DigitForm::add(access.indices[d],
                       DigitForm::counter(dimNames.size() + d, raw.extents[d]));
    if (!f)
      return std::nullopt;
    access.indices[d] = *f;
    if (ShapedType::isDynamic(raw.shape[d]))
      continue;
    auto below = sum(f->scaled(-1), constantForm(raw.shape[d] - 1));
    if (!below)
      return std::nullopt;
    access.constraints.push_back({*f, false});
    access.constraints.push_back({std::move(*below), false});
  }
  return boxAccessOfDigits(std::move(access), sizes);
}
