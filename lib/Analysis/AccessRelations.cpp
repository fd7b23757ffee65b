//===- AccessRelations.cpp - Affine access relations of a kernel
//------------===//
//
// Each index, loop bound and guard of a kernel becomes an isl::pw_aff (or an
// isl::set) over the kernel's instance space
//
//   [bx, by, bz, tx, ty, tz, l0, ..., l(n-1)]
//
// with one dimension per loop induction variable of the kernel (all loops,
// not only the enclosing ones: a value is always defined over the whole
// space, and an access's relation projects out the loops that do not enclose
// it, which is exact because nothing constrains them). Unknown launch sizes
// and unknown integer kernel arguments are ISL parameters (bdx, gdx, argN).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/AccessRelations.h"

#include "IslAccessMaps.h"
#include "IslSupport.h"
#include "KernelOps.h"
#include "MemRefTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::warp;
namespace islsup = mlir::warp::islsupport;

AccessAttr AccessRelation::toAttr(MLIRContext *ctx) const {
  return AccessAttr::get(ctx, kind, space, memref, elemBytes, vectorWidth,
                         affine, exact, indexMap,
                         hasByteMap ? byteMap : std::string());
}

namespace {

std::string describeOp(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "'" << op->getName() << "'";
  if (auto fileLoc = dyn_cast<FileLineColLoc>(op->getLoc()))
    os << " at line " << fileLoc.getLine();
  return s;
}

using RawAccess = MemoryAccessOp;

/// Offset and strides (in elements) of a memref value relative to the base
/// of its underlying buffer, as functions on the instance space.
struct Layout {
  isl::pw_aff offset;
  SmallVector<isl::pw_aff> strides;
};

class KernelModel {
public:
  KernelModel(const LaunchContext &context,
              std::shared_ptr<IslContextHolder> holder)
      : context(context), ctx(holder->get()), holder(std::move(holder)) {}

  KernelAccesses run();

private:
  // Instance space.
  void buildSpace();
  isl::pw_aff dim(unsigned pos) { return islsup::setVar(space, pos); }
  isl::pw_aff cst(int64_t v) { return islsup::constant(space, v); }
  isl::pw_aff param(const std::string &name) {
    return islsup::param(space, name);
  }
  isl::pw_aff size(const Dim3 &dims, int i, const char *prefix) {
    if (dims[i])
      return cst(*dims[i]);
    return param(std::string(prefix) + "xyz"[i]);
  }

  // Values.
  std::optional<isl::pw_aff> index(Value v);
  std::optional<isl::pw_aff> computeIndex(Value v);
  std::optional<isl::set> condition(Value v);
  std::optional<isl::set> computeCondition(Value v);
  std::optional<isl::pw_aff> affineExpr(AffineExpr expr, ValueRange dims,
                                        ValueRange syms);
  std::optional<isl::pw_aff> linearThreadId();
  bool fail(Value v, const Twine &reason) {
    if (!reasons.count(v))
      reasons[v] = reason.str();
    return false;
  }
  std::string reasonFor(Value v) {
    auto it = reasons.find(v);
    return it == reasons.end() ? std::string("it is not an affine expression")
                               : it->second;
  }

  // Instance domain of an op.
  isl::set domainOf(Operation *op, bool &exact,
                    SmallVectorImpl<std::string> &why);
  isl::set computeDomain(Operation *op, bool &exact,
                         SmallVectorImpl<std::string> &why);
  void addLoopConstraints(Operation *loop, isl::set &domain, bool &exact,
                          SmallVectorImpl<std::string> &why);

  // Accesses.
  void analyse(const RawAccess &raw);
  Value rootOf(Value memref);
  std::string rootName(Value root);
  std::optional<Layout> layoutOf(Value memref, std::string &why);

  const LaunchContext &context;
  isl::ctx ctx;
  std::shared_ptr<IslContextHolder> holder;
  isl::space space;
  std::vector<std::string> dimNames;
  llvm::DenseMap<Value, unsigned> ivDim;
  llvm::DenseMap<Operation *, unsigned> loopFirstDim;
  // gpu.launch body arguments.
  Value launchBlockIds[3], launchThreadIds[3], launchGridSize[3],
      launchBlockSize[3];
  llvm::DenseMap<Value, std::optional<isl::pw_aff>> memo;
  llvm::DenseMap<Value, std::optional<isl::set>> conditionMemo;
  struct DomainEntry {
    isl::set domain;
    bool exact;
    SmallVector<std::string> why;
  };
  llvm::DenseMap<Block *, DomainEntry> domainMemo;
  llvm::DenseMap<Value, std::string> reasons;
  llvm::DenseMap<Value, std::string> rootNames;
  llvm::DenseMap<Value, std::string> externalParams;
  unsigned allocCounter = 0, externalCounter = 0;
  KernelAccesses result;
};

void KernelModel::buildSpace() {
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

std::optional<isl::pw_aff> KernelModel::index(Value v) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  std::optional<isl::pw_aff> r = computeIndex(v);
  memo[v] = r;
  return r;
}

std::optional<isl::pw_aff> KernelModel::linearThreadId() {
  // tx + bdx * (ty + bdy * tz)
  std::optional<isl::pw_aff> bdx =
      context.block[0] ? std::optional(cst(*context.block[0])) : std::nullopt;
  std::optional<isl::pw_aff> bdy =
      context.block[1] ? std::optional(cst(*context.block[1])) : std::nullopt;
  if (!bdx || !bdy)
    return std::nullopt;
  return dim(3).add(bdx->mul(dim(4).add(bdy->mul(dim(5)))));
}

std::optional<isl::pw_aff> KernelModel::computeIndex(Value v) {
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
    return binary(
        [&](isl::pw_aff a, isl::pw_aff b) -> std::optional<isl::pw_aff> {
          std::optional<int64_t> k = islsup::constantValue(b);
          if (!k || *k < 0 || *k > 62) {
            fail(v, describeOp(op) +
                        " needs a constant shift amount from 0 to 62");
            return std::nullopt;
          }
          return a.scale(int64_t(1) << *k);
        });
  case IndexOpcode::ShRUI:
  case IndexOpcode::ShRSI:
    return binary(
        [&](isl::pw_aff a, isl::pw_aff b) -> std::optional<isl::pw_aff> {
          std::optional<int64_t> k = islsup::constantValue(b);
          if (!k || *k < 0 || *k > 62) {
            fail(v, describeOp(op) +
                        " needs a constant shift amount from 0 to 62");
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
KernelModel::affineExpr(AffineExpr expr, ValueRange dims, ValueRange syms) {
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

std::optional<isl::set> KernelModel::condition(Value v) {
  auto it = conditionMemo.find(v);
  if (it != conditionMemo.end())
    return it->second;
  std::optional<isl::set> r = computeCondition(v);
  conditionMemo[v] = r;
  return r;
}

std::optional<isl::set> KernelModel::computeCondition(Value v) {
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

void KernelModel::addLoopConstraints(Operation *loop, isl::set &domain,
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

isl::set KernelModel::domainOf(Operation *op, bool &exact,
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

isl::set KernelModel::computeDomain(Operation *op, bool &exact,
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

Value KernelModel::rootOf(Value memref) {
  while (Operation *def = memref.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      if (!isa<MemRefType>(view.getViewSource().getType()))
        break;
      memref = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<memref::CastOp>(def)) {
      memref = cast.getSource();
      continue;
    }
    break;
  }
  return memref;
}

std::string KernelModel::rootName(Value root) {
  auto it = rootNames.find(root);
  if (it != rootNames.end())
    return it->second;
  std::string name;
  if (auto arg = dyn_cast<BlockArgument>(root)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<gpu::GPUFuncOp>(owner)) {
      unsigned n = arg.getArgNumber();
      unsigned nArgs = func.getNumArguments();
      unsigned nWg = func.getNumWorkgroupAttributions();
      if (n < nArgs)
        name = "arg" + std::to_string(n);
      else if (n < nArgs + nWg)
        name = "wg" + std::to_string(n - nArgs);
      else
        name = "priv" + std::to_string(n - nArgs - nWg);
    } else if (auto launch = dyn_cast<gpu::LaunchOp>(owner)) {
      unsigned first = launch.getBody().front().getNumArguments() -
                       launch.getWorkgroupAttributions().size() -
                       launch.getPrivateAttributions().size();
      unsigned n = arg.getArgNumber() - first;
      if (n < launch.getWorkgroupAttributions().size())
        name = "wg" + std::to_string(n);
      else
        name = "priv" +
               std::to_string(n - launch.getWorkgroupAttributions().size());
    } else if (isa<FunctionOpInterface>(owner)) {
      name = "arg" + std::to_string(arg.getArgNumber());
    } else {
      name = "buf" + std::to_string(allocCounter++);
    }
  } else if (auto global = root.getDefiningOp<memref::GetGlobalOp>()) {
    name = global.getName().str();
  } else {
    Operation *def = root.getDefiningOp();
    std::string opName = def->getName().stripDialect().str();
    for (char &ch : opName)
      if (!isalnum(static_cast<unsigned char>(ch)))
        ch = '_';
    name = opName + std::to_string(allocCounter++);
  }
  rootNames[root] = name;
  return name;
}

std::optional<Layout> KernelModel::layoutOf(Value memref, std::string &why) {
  auto type = cast<MemRefType>(memref.getType());
  Operation *def = memref.getDefiningOp();
  auto fromType = [&]() -> std::optional<Layout> {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset))) {
      why = "the layout of the memref is not strided";
      return std::nullopt;
    }
    Layout l;
    if (ShapedType::isDynamic(offset)) {
      why = "the memref has a dynamic offset that Warp cannot trace";
      return std::nullopt;
    }
    l.offset = cst(offset);
    for (int64_t s : strides) {
      if (ShapedType::isDynamic(s)) {
        why = "the memref has a dynamic stride (for example a dynamic row "
              "size); give static sizes or index a flat buffer";
        return std::nullopt;
      }
      l.strides.push_back(cst(s));
    }
    return l;
  };
  auto mixed = [&](OpFoldResult ofr) -> std::optional<isl::pw_aff> {
    if (auto attr = dyn_cast<Attribute>(ofr))
      return cst(cast<IntegerAttr>(attr).getInt());
    return index(cast<Value>(ofr));
  };
  switch (classifyView(memref)) {
  case ViewKind::Base:
  case ViewKind::OtherView:
    return fromType();
  case ViewKind::Cast:
    return layoutOf(cast<memref::CastOp>(def).getSource(), why);
  case ViewKind::SubView: {
    auto sub = cast<memref::SubViewOp>(def);
    auto src = layoutOf(sub.getSource(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    llvm::SmallBitVector dropped = sub.getDroppedDims();
    auto offsets = sub.getMixedOffsets();
    auto steps = sub.getMixedStrides();
    for (unsigned i = 0; i < offsets.size(); ++i) {
      auto off = mixed(offsets[i]);
      auto step = mixed(steps[i]);
      if (!off || !step) {
        why = "a subview offset or stride is not affine";
        return std::nullopt;
      }
      if (!islsup::constantValue(src->strides[i]) &&
          !islsup::constantValue(*off)) {
        why = "a subview offset multiplies a non-constant stride";
        return std::nullopt;
      }
      l.offset = l.offset.add(off->mul(src->strides[i]));
      if (dropped.test(i))
        continue;
      if (!islsup::constantValue(*step) &&
          !islsup::constantValue(src->strides[i])) {
        why = "a subview stride multiplies a non-constant stride";
        return std::nullopt;
      }
      l.strides.push_back(src->strides[i].mul(*step));
    }
    return l;
  }
  case ViewKind::ReinterpretCast: {
    auto rc = cast<memref::ReinterpretCastOp>(def);
    Layout l;
    auto off = mixed(rc.getMixedOffsets()[0]);
    if (!off) {
      why = "the offset of memref.reinterpret_cast is not affine";
      return std::nullopt;
    }
    l.offset = *off;
    for (OpFoldResult s : rc.getMixedStrides()) {
      auto st = mixed(s);
      if (!st || !islsup::constantValue(*st)) {
        why = "a stride of memref.reinterpret_cast is not a constant";
        return std::nullopt;
      }
      l.strides.push_back(*st);
    }
    return l;
  }
  case ViewKind::ExpandShape: {
    auto expand = cast<memref::ExpandShapeOp>(def);
    auto src = layoutOf(expand.getSrc(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    l.strides.resize(type.getRank());
    for (auto [srcDim, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      isl::pw_aff stride = src->strides[srcDim];
      for (int64_t k = group.size() - 1; k >= 0; --k) {
        l.strides[group[k]] = stride;
        int64_t sz = type.getDimSize(group[k]);
        if (ShapedType::isDynamic(sz)) {
          if (k > 0) {
            why = "memref.expand_shape with a dynamic inner size";
            return std::nullopt;
          }
          continue;
        }
        stride = stride.mul(cst(sz));
      }
    }
    return l;
  }
  case ViewKind::CollapseShape: {
    auto collapse = cast<memref::CollapseShapeOp>(def);
    auto src = layoutOf(collapse.getSrc(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    for (auto group : collapse.getReassociationIndices())
      l.strides.push_back(src->strides[group.back()]);
    return l;
  }
  }
  llvm_unreachable("every view kind is handled");
}

void KernelModel::analyse(const RawAccess &raw) {
  AccessRelation rel;
  rel.op = raw.op;
  rel.kind = raw.kind;
  auto memrefType = cast<MemRefType>(raw.memref.getType());
  rel.space = memorySpaceOf(memrefType);
  rel.root = rootOf(raw.memref);
  rel.memref = rootName(rel.root);
  rel.elemBytes = elementBytes(memrefType.getElementType());
  rel.vectorWidth = 1;
  for (int64_t e : raw.extents)
    rel.vectorWidth *= e;
  rel.rank = memrefType.getRank();

  SmallVector<std::string> why;
  isl::set domain = domainOf(raw.op, rel.exact, why);
  if (raw.masked) {
    rel.exact = false;
    why.push_back("the access is masked; all lanes of the vector are counted");
  }

  // Index expressions, one per memref dimension.
  SmallVector<std::optional<isl::pw_aff>> idx;
  SmallVector<std::string> idxWhy;
  if (raw.affineMap) {
    AffineMap map = *raw.affineMap;
    ValueRange ops(raw.indices);
    for (AffineExpr e : map.getResults()) {
      idx.push_back(affineExpr(e, ops.take_front(map.getNumDims()),
                               ops.drop_front(map.getNumDims())));
      idxWhy.push_back("an operand of the affine map is not affine");
    }
  } else {
    for (Value v : raw.indices) {
      idx.push_back(index(v));
      idxWhy.push_back(idx.back() ? "" : reasonFor(v));
    }
  }

  // Per-dimension maps instance -> [o], then their flat range product.
  std::optional<isl::map> indexMap;
  for (unsigned d = 0; d < rel.rank; ++d) {
    isl::map md;
    int64_t extent = raw.extents[d];
    int64_t dimSize = memrefType.getDimSize(d);
    if (idx[d]) {
      md = islsup::fromPwAff(*idx[d]);
      if (extent > 1) {
        // [x] -> [o] : x <= o < x + extent
        std::string ext =
            "{ [x] -> [o] : x <= o < x + " + std::to_string(extent) + " }";
        md = md.apply_range(isl::map(ctx, ext));
      }
    } else {
      rel.affine = false;
      std::string range = "{ [o] : o >= 0 }";
      isl::set r(ctx, range);
      md = islsup::fromDomainAndRange(isl::set::universe(space), r);
      AccessNote note;
      note.op = raw.op;
      note.severity = AccessNote::Severity::Remark;
      note.message = "index " + std::to_string(d) + " of the access to '" +
                     rel.memref + "' is not affine: " + idxWhy[d] +
                     "; its relation covers the whole dimension";
      result.notes.push_back(std::move(note));
    }
    if (!ShapedType::isDynamic(dimSize) && (extent > 1 || !idx[d])) {
      isl::set bounds(ctx,
                      "{ [o] : 0 <= o < " + std::to_string(dimSize) + " }");
      md = md.intersect_range(bounds);
    }
    indexMap = indexMap ? islsup::flatRangeProduct(*indexMap, md) : md;
  }
  if (!indexMap) // rank-0 memref: a single element.
    indexMap = islsup::fromDomainAndRange(isl::set::universe(space),
                                          isl::set(ctx, "{ [] }"));
  isl::map full = indexMap->intersect_domain(domain);

  // Byte offsets: bytes = elemBytes * (offset + sum_d idx_d * stride_d).
  std::string layoutWhy;
  std::optional<isl::map> byteMap;
  if (auto layout = layoutOf(raw.memref, layoutWhy)) {
    bool constStrides = llvm::all_of(layout->strides, [](auto &s) {
      return islsup::constantValue(s).has_value();
    });
    bool allAffine = llvm::all_of(idx, [](auto &i) { return i.has_value(); });
    bool scalar = llvm::all_of(raw.extents, [](int64_t e) { return e == 1; });
    if (!constStrides) {
      layoutWhy = "a stride of the memref is not a constant";
    } else if (allAffine && scalar) {
      // The common case, without composing relations:
      // bytes = elemBytes * (offset + sum_d idx_d * stride_d).
      isl::pw_aff b = layout->offset;
      for (unsigned d = 0; d < rel.rank; ++d)
        b = b.add(idx[d]->scale(*islsup::constantValue(layout->strides[d])));
      byteMap =
          islsup::fromPwAff(b.scale(rel.elemBytes)).intersect_domain(domain);
    } else {
      // [inst] -> [i0..i(r-1), off]
      isl::map withOffset =
          islsup::flatRangeProduct(full, islsup::fromPwAff(layout->offset));
      std::string lin = "{ [";
      for (unsigned d = 0; d < rel.rank; ++d)
        lin += "i" + std::to_string(d) + ", ";
      lin += "off] -> [(" + std::to_string(rel.elemBytes) + " * (off";
      for (unsigned d = 0; d < rel.rank; ++d)
        lin += " + " +
               std::to_string(*islsup::constantValue(layout->strides[d])) +
               " * i" + std::to_string(d);
      lin += "))] }";
      byteMap = withOffset.apply_range(isl::map(ctx, lin));
    }
  }
  if (!byteMap) {
    rel.hasByteMap = false;
    AccessNote note;
    note.op = raw.op;
    note.severity = AccessNote::Severity::Warning;
    note.message =
        "no byte offset for the access to '" + rel.memref + "': " + layoutWhy;
    result.notes.push_back(std::move(note));
  }

  if (!rel.exact) {
    AccessNote note;
    note.op = raw.op;
    note.severity = AccessNote::Severity::Remark;
    note.message = "the instances of the access to '" + rel.memref +
                   "' are over-approximated: " + llvm::join(why, "; ");
    result.notes.push_back(std::move(note));
  }

  // Project out the loops that do not enclose the access.
  llvm::SmallBitVector keep(dimNames.size(), true);
  for (auto &[loop, first] : loopFirstDim) {
    if (loop->isAncestor(raw.op))
      continue;
    unsigned n = 1;
    if (auto p = dyn_cast<scf::ParallelOp>(loop))
      n = p.getNumLoops();
    for (unsigned k = 0; k < n; ++k)
      keep.reset(first + k);
  }
  auto finish = [&](isl::map m) {
    isl_map *raw = m.release();
    for (int d = static_cast<int>(dimNames.size()) - 1; d >= 0; --d)
      if (!keep.test(d))
        raw = isl_map_project_out(raw, isl_dim_in, d, 1);
    raw = isl_map_set_tuple_name(raw, isl_dim_out, rel.memref.c_str());
    raw = isl_map_remove_redundancies(isl_map_detect_equalities(raw));
    raw = isl_map_coalesce(raw);
    return isl::manage(raw);
  };
  for (unsigned d = 0; d < dimNames.size(); ++d)
    if (keep.test(d))
      rel.instanceDims.push_back(dimNames[d]);
  auto maps = std::make_shared<IslAccessMaps>();
  maps->context = holder;
  maps->index = finish(full);
  rel.indexMap = islsup::toString(maps->index);
  if (byteMap) {
    maps->bytes = finish(*byteMap);
    rel.byteMap = islsup::toString(maps->bytes);
  }
  rel.isl = std::move(maps);
  result.accesses.push_back(std::move(rel));
}

KernelAccesses KernelModel::run() {
  result.context = context;
  buildSpace();
  Region &body = isa<gpu::LaunchOp>(context.kernel)
                     ? cast<gpu::LaunchOp>(context.kernel).getBody()
                     : cast<gpu::GPUFuncOp>(context.kernel).getBody();
  body.walk([&](Operation *op) {
    if (std::optional<RawAccess> raw = describeMemoryAccess(op)) {
      analyse(*raw);
      return;
    }
    if (isa<vector::GatherOp, vector::ScatterOp>(op)) {
      result.notes.push_back({op, AccessNote::Severity::Warning,
                              "gather/scatter accesses are not modelled"});
      return;
    }
    // Any other op that reads or writes a memref is not modelled.
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    bool touchesMemref = llvm::any_of(op->getOperands(), [](Value v) {
      return isa<BaseMemRefType>(v.getType());
    });
    if (!touchesMemref || isa<ViewLikeOpInterface, memref::CastOp,
                              memref::DimOp, memref::DeallocOp>(op))
      return;
    if (effects && !effects.hasEffect<MemoryEffects::Read>() &&
        !effects.hasEffect<MemoryEffects::Write>())
      return;
    result.notes.push_back(
        {op, AccessNote::Severity::Warning,
         "'" + op->getName().getStringRef().str() +
             "' accesses memory in a way Warp does not model; its traffic "
             "is not counted"});
  });
  return result;
}

} // namespace

KernelAccesses
mlir::warp::computeAccessRelations(const LaunchContext &context) {
  auto holder = std::make_shared<IslContextHolder>();
  try {
    KernelModel model(context, holder);
    return model.run();
  } catch (const isl::exception &e) {
    KernelAccesses failed;
    failed.context = context;
    AccessNote note;
    note.op = context.kernel;
    note.severity = AccessNote::Severity::Error;
    note.message =
        std::string("internal ISL error while building access relations: ") +
        e.what();
    failed.notes.push_back(std::move(note));
    return failed;
  }
}
