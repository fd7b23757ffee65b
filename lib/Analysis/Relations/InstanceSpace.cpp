//===- InstanceSpace.cpp - The instance space and instance sets -----------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/RelationBuilder.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::warp;

unsigned RelationBuilder::loopDims(const ProgramInstr &in) {
  switch (in.kind) {
  case ProgramInstr::Kind::For:
  case ProgramInstr::Kind::AffineFor:
    return 1;
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
    return in.ivs.size();
  case ProgramInstr::Kind::While: // no induction variable Warp can name
  case ProgramInstr::Kind::Index:
  case ProgramInstr::Kind::Access:
  case ProgramInstr::Kind::Opaque:
  case ProgramInstr::Kind::Terminator:
  case ProgramInstr::Kind::Constant:
  case ProgramInstr::Kind::If:
  case ProgramInstr::Kind::AffineIf:
    return 0;
  }
  llvm_unreachable("every instruction kind is handled");
}

void RelationBuilder::buildSpace() {
  dimNames = {"bx", "by", "bz", "tx", "ty", "tz"};
  // One dimension per loop induction variable, loops in pre-order.
  for (uint32_t i = 0; i < program.numInstrs(); ++i) {
    unsigned n = loopDims(program.instr(i));
    if (!n)
      continue;
    loopFirstDim[i] = dimNames.size();
    for (unsigned k = 0; k < n; ++k)
      dimNames.push_back("l" + std::to_string(dimNames.size() - 6));
  }
  isl_space *s = isl_space_set_alloc(ctx.get(), 0, dimNames.size());
  for (auto [i, name] : llvm::enumerate(dimNames))
    s = isl_space_set_dim_id(s, isl_dim_set, i,
                             isl_id_alloc(ctx.get(), name.c_str(), nullptr));
  space = isl::manage(s);
}

void RelationBuilder::addLoopConstraints(const ProgramInstr &loop,
                                         isl::set &domain, bool &exact,
                                         SmallVectorImpl<std::string> &why) {
  std::optional<int64_t> nonPositiveStep;
  auto constrain = [&](Slot iv, std::optional<isl::pw_aff> lb,
                       std::optional<isl::pw_aff> ub,
                       std::optional<int64_t> step, Slot lbV, Slot ubV) {
    isl::pw_aff x = dim(ivDim(iv));
    if (lb)
      domain = domain.intersect(x.ge_set(*lb));
    else {
      exact = false;
      why.push_back("the lower bound of the loop at " + loop.where +
                    " is not affine (" + reasonFor(lbV) + ")");
    }
    if (ub)
      domain = domain.intersect(x.lt_set(*ub));
    else {
      exact = false;
      why.push_back("the upper bound of the loop at " + loop.where +
                    " is not affine (" + reasonFor(ubV) + ")");
    }
    if (step && *step > 1 && lb)
      domain = domain.intersect(x.sub(*lb).mod(*step).eq_set(cst(0)));
    else if (!step) {
      exact = false;
      why.push_back(nonPositiveStep
                        ? "the step of the loop at " + loop.where + " is " +
                              std::to_string(*nonPositiveStep) +
                              ", not positive: the loop never ends"
                        : "the step of the loop at " + loop.where +
                              " is not a constant");
      nonPositiveStep.reset();
    }
  };
  auto positive = [&](std::optional<isl::pw_aff> pa) -> std::optional<int64_t> {
    if (!pa)
      return std::nullopt;
    auto k = islsup::constantValue(*pa);
    if (k && *k <= 0) {
      nonPositiveStep = k;
      return std::nullopt;
    }
    return k;
  };
  switch (loop.kind) {
  case ProgramInstr::Kind::For:
    constrain(loop.iv, index(loop.lb), index(loop.ub),
              positive(index(loop.step)), loop.lb, loop.ub);
    return;
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
    for (unsigned k = 0; k < loop.ivs.size(); ++k)
      constrain(loop.ivs[k], operandIndex(loop.lbs[k]),
                operandIndex(loop.ubs[k]),
                positive(operandIndex(loop.steps[k])), loop.lbs[k].slot,
                loop.ubs[k].slot);
    return;
  case ProgramInstr::Kind::AffineFor: {
    auto bound = [&](AffineMap map, ArrayRef<Slot> operands,
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
    Slot iv = loop.iv;
    auto lb = bound(loop.lbMap, loop.lbOperands, true);
    auto ub = bound(loop.ubMap, loop.ubOperands, false);
    if (!lb)
      fail(iv, "an affine.for lower-bound operand is not affine");
    if (!ub)
      fail(iv, "an affine.for upper-bound operand is not affine");
    constrain(iv, lb, ub, loop.constantStep, iv, iv);
    return;
  }
  case ProgramInstr::Kind::While:
  case ProgramInstr::Kind::Index:
  case ProgramInstr::Kind::Access:
  case ProgramInstr::Kind::Opaque:
  case ProgramInstr::Kind::Terminator:
  case ProgramInstr::Kind::Constant:
  case ProgramInstr::Kind::If:
  case ProgramInstr::Kind::AffineIf:
    return; // no induction variable (loopDims is 0)
  }
}

isl::set RelationBuilder::domainOf(int32_t block, bool &exact,
                                   SmallVectorImpl<std::string> &why) {
  // Every instruction of a block has the same instance set.
  auto it = domainMemo.find(block);
  if (it == domainMemo.end()) {
    DomainEntry entry;
    entry.exact = true;
    entry.domain = computeDomain(block, entry.exact, entry.why);
    it = domainMemo.try_emplace(block, std::move(entry)).first;
  }
  exact &= it->second.exact;
  why.append(it->second.why.begin(), it->second.why.end());
  return it->second.domain;
}

isl::set RelationBuilder::computeDomain(int32_t block, bool &exact,
                                        SmallVectorImpl<std::string> &why) {
  isl::set domain = isl::set::universe(space);
  // 0 <= block id < grid size, 0 <= thread id < block size: bounds set
  // directly where the sizes are known (no pw_aff comparison to simplify).
  for (int i = 0; i < 3; ++i)
    for (auto [pos, dims, prefix] :
         {std::make_tuple(i, &sizes.grid, "gd"),
          std::make_tuple(3 + i, &sizes.block, "bd")}) {
      if ((*dims)[i]) {
        isl_set *raw = domain.release();
        raw = isl_set_lower_bound_si(raw, isl_dim_set, pos, 0);
        // An isl_val: a size of 2^32 passes the int of *_bound_si.
        raw = isl_set_upper_bound_val(
            raw, isl_dim_set, pos,
            isl_val_int_from_si(isl_set_get_ctx(raw), *(*dims)[i] - 1));
        domain = isl::manage(raw);
        continue;
      }
      domain = domain.intersect(dim(pos).ge_set(cst(0)))
                   .intersect(dim(pos).lt_set(size(*dims, i, prefix)));
    }
  // Walk from the block up to the kernel body.
  for (int32_t b = block; program.block(b).owner >= 0;) {
    int32_t owner = program.block(b).owner;
    const ProgramInstr &parent = program.instr(owner);
    bool inThen = program.block(b).region == 0;
    switch (parent.kind) {
    case ProgramInstr::Kind::For:
    case ProgramInstr::Kind::AffineFor:
    case ProgramInstr::Kind::Parallel:
    case ProgramInstr::Kind::Forall:
      addLoopConstraints(parent, domain, exact, why);
      break;
    case ProgramInstr::Kind::If: {
      Slot c = parent.operands[0];
      auto cond = condition(c);
      if (!cond) {
        exact = false;
        why.push_back("the guard at " + parent.where + " is not affine (" +
                      reasonFor(c) + ")");
      } else {
        domain = inThen ? domain.intersect(*cond) : domain.subtract(*cond);
      }
      break;
    }
    case ProgramInstr::Kind::AffineIf: {
      IntegerSet set = parent.set;
      ArrayRef<Slot> operands = parent.lbOperands;
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
        why.push_back("the guard at " + parent.where + " is not affine");
      } else {
        domain = inThen ? domain.intersect(*cond) : domain.subtract(*cond);
      }
      break;
    }
    case ProgramInstr::Kind::While:
      exact = false;
      why.push_back("it is inside the scf.while at " + parent.where +
                    ", whose iterations are not modelled");
      break;
    case ProgramInstr::Kind::Opaque:
      // An op Warp does not model that holds a region (its accesses are
      // counted as if the region ran once per instance of the op).
    case ProgramInstr::Kind::Index:
    case ProgramInstr::Kind::Access:
    case ProgramInstr::Kind::Terminator:
    case ProgramInstr::Kind::Constant:
      break;
    }
    b = parent.block;
  }
  return domain;
}

std::optional<isl::map> RelationBuilder::valuesOver(int32_t block,
                                                    ArrayRef<Slot> values,
                                                    std::string &why) {
  if (space.is_null())
    buildSpace();
  bool exact = true;
  SmallVector<std::string> reasons;
  isl::set domain = domainOf(block, exact, reasons);
  if (!exact) {
    why = "the instance set is not affine: " + llvm::join(reasons, "; ");
    return std::nullopt;
  }
  std::optional<isl::map> m;
  for (Slot v : values) {
    std::optional<isl::pw_aff> pa = index(v);
    if (!pa) {
      why = "a value is not affine: " + reasonFor(v);
      return std::nullopt;
    }
    isl::map mv = islsup::fromPwAff(*pa);
    m = m ? islsup::flatRangeProduct(*m, mv) : mv;
  }
  if (!m)
    m = islsup::fromDomainAndRange(isl::set::universe(space),
                                   isl::set(ctx, "{ [] }"));
  return projectOutOthers(m->intersect_domain(domain), enclosingDims(block))
      .coalesce();
}
