//===- BlockSizeGeneric.cpp - A kernel that runs under any block shape ----===//
//
// See BlockSizeGeneric.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Relations/BlockSizeGeneric.h"

#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"
#include "Analysis/IR/KernelOps.h"
#include "Analysis/IR/KernelProgram.h"

#include "Warp/Analysis/Relations/AccessRelations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

/// What a launch-coordinate value is: a block id, a thread id or a block
/// size along a dimension.
enum class Coord { none, blockId, threadId, blockDim };

struct CoordOf {
  Coord kind = Coord::none;
  int dim = 0;
};

CoordOf coordOf(Value v, Operation *kernel) {
  if (auto launch = dyn_cast<gpu::LaunchOp>(kernel)) {
    gpu::KernelDim3 b = launch.getBlockIds(), t = launch.getThreadIds(),
                    s = launch.getBlockSize();
    Value bs[3] = {b.x, b.y, b.z}, ts[3] = {t.x, t.y, t.z},
          ss[3] = {s.x, s.y, s.z};
    for (int d = 0; d < 3; ++d) {
      if (v == bs[d])
        return {Coord::blockId, d};
      if (v == ts[d])
        return {Coord::threadId, d};
      if (v == ss[d])
        return {Coord::blockDim, d};
    }
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return {};
  std::optional<IndexOp> op = classifyIndexOp(def);
  if (!op)
    return {};
  switch (op->code) {
  case IndexOpcode::BlockId:
    return {Coord::blockId, op->dim};
  case IndexOpcode::ThreadId:
    return {Coord::threadId, op->dim};
  case IndexOpcode::BlockDim:
    return {Coord::blockDim, op->dim};
  default:
    return {};
  }
}

const char *coordName(Coord c) {
  switch (c) {
  case Coord::blockId:
    return "block id";
  case Coord::threadId:
    return "thread id";
  case Coord::blockDim:
    return "block size";
  case Coord::none:
    break;
  }
  return "";
}

/// True if `use` takes part in g = block_id * block_dim + thread_id along
/// `dim` (as the product's operand or the sum's thread id).
bool inGlobalId(OpOperand &use, CoordOf c, Operation *kernel) {
  Operation *user = use.getOwner();
  auto isPart = [&](Value v, Coord kind) {
    CoordOf o = coordOf(v, kernel);
    return o.kind == kind && o.dim == c.dim;
  };
  auto productOk = [&](Operation *mul) {
    if (!isa<arith::MulIOp>(mul))
      return false;
    Value a = mul->getOperand(0), b = mul->getOperand(1);
    if (!((isPart(a, Coord::blockId) && isPart(b, Coord::blockDim)) ||
          (isPart(a, Coord::blockDim) && isPart(b, Coord::blockId))))
      return false;
    // The product is only ever added to the thread id.
    for (OpOperand &u : mul->getResult(0).getUses()) {
      Operation *add = u.getOwner();
      if (!isa<arith::AddIOp>(add) ||
          !isPart(add->getOperand(1 - u.getOperandNumber()), Coord::threadId))
        return false;
    }
    return true;
  };
  if (c.kind == Coord::threadId) {
    if (!isa<arith::AddIOp>(user))
      return false;
    Operation *other =
        user->getOperand(1 - use.getOperandNumber()).getDefiningOp();
    return other && productOk(other);
  }
  return productOk(user);
}

} // namespace

std::string mlir::warp::whyNotBlockSizeGeneric(const KernelModel &model,
                                               const LaunchMapping &launch) {
  // 1. Threads that cooperate.
  if (model.staticSharedBytes() > 0 || launch.dynamicSharedBytes > 0)
    return "its blocks use shared memory";
  const KernelProgram &program = model.program();
  for (uint32_t i = 0; i < program.numInstrs(); ++i) {
    Operation *op = program.instr(i).op;
    if (!op)
      continue;
    if (instructionClassOf(op) == InstructionClass::barrier)
      return "it synchronises its blocks ('" +
             op->getName().getStringRef().str() + "')";
    if (program.instr(i).collective)
      return "its lanes exchange values ('" +
             op->getName().getStringRef().str() + "')";
    if (!program.instr(i).unmodelledNote.empty())
      return "it uses '" + op->getName().getStringRef().str() + "'";
    if (std::optional<IndexOp> idx = classifyIndexOp(op))
      switch (idx->code) {
      case IndexOpcode::GridDim:
      case IndexOpcode::LaneId:
      case IndexOpcode::SubgroupId:
      case IndexOpcode::SubgroupSize:
        return "it reads '" + op->getName().getStringRef().str() +
               "', which depends on the launch shape";
      default:
        break;
      }
  }
  // 2. Its position only as global ids.
  Operation *kernel = model.kernel();
  SmallVector<Value> coords;
  kernel->walk([&](Operation *op) {
    for (Value r : op->getResults())
      if (coordOf(r, kernel).kind != Coord::none)
        coords.push_back(r);
  });
  if (auto l = dyn_cast<gpu::LaunchOp>(kernel))
    for (Value v : l.getBody().front().getArguments())
      if (coordOf(v, kernel).kind != Coord::none)
        coords.push_back(v);
  for (Value v : coords) {
    CoordOf c = coordOf(v, kernel);
    for (OpOperand &use : v.getUses())
      if (!inGlobalId(use, c, kernel))
        return std::string("its ") + coordName(c.kind) + " along " +
               "xyz"[c.dim] + " is used other than in block_id * block_dim " +
               "+ thread_id ('" +
               use.getOwner()->getName().getStringRef().str() + "')";
  }
  // 3. It guards its domain: the global ids at which it accesses memory are
  // the same with one more block along every dimension.
  auto globalIds = [&](const LaunchMapping &m,
                       std::string &why) -> std::optional<std::string> {
    KernelAccesses accesses =
        computeAccessRelations(program, m.sizes(model.constantArgs()));
    std::optional<isl::set> all;
    for (const AccessRelation &rel : accesses.accesses) {
      if (!rel.exact || !rel.isl) {
        why =
            "the instances of the access to '" + rel.memref + "' are not exact";
        return std::nullopt;
      }
      isl::set dom = rel.isl->index.domain();
      unsigned n = isl_set_dim(dom.get(), isl_dim_set);
      std::string dims = "bx, by, bz, tx, ty, tz";
      for (unsigned k = 6; k < n; ++k)
        dims += ", l" + std::to_string(k);
      std::string text = "{ [" + dims + "] -> [gx, gy, gz] : ";
      for (int d = 0; d < 3; ++d)
        text += std::string(d ? " and " : "") + "g" + "xyz"[d] + " = " +
                std::to_string(m.block[d]) + "b" + "xyz"[d] + " + t" + "xyz"[d];
      text += " }";
      isl::ctx ictx = dom.ctx();
      isl::map toG(ictx, text);
      dom = isl::manage(isl_set_reset_tuple_id(dom.release()));
      isl::set g = dom.apply(toG);
      all = all ? all->unite(g) : g;
    }
    if (!all)
      return std::string("{ }");
    return islsupport::toString(all->coalesce());
  };
  std::string why;
  // (Along a dimension the launch does not use, extent 1, the candidates
  // keep extent 1 and nothing is widened.)
  LaunchMapping wider = launch;
  for (int d = 0; d < 3; ++d)
    if (launch.grid[d] * launch.block[d] > 1)
      wider.grid[d] += 1;
  std::optional<std::string> a, b;
  try {
    a = globalIds(launch, why);
    if (a)
      b = globalIds(wider, why);
  } catch (const isl::exception &e) {
    return std::string("internal ISL error: ") + e.what();
  }
  if (!a || !b)
    return why;
  // Both sets were printed by ISL from the same kind of expression; compare
  // them as sets in one context.
  IslContextHolder holder;
  bool same;
  try {
    isl::set sa(holder.get(), *a), sb(holder.get(), *b);
    same = sa.is_equal(sb);
  } catch (const isl::exception &e) {
    return std::string("internal ISL error: ") + e.what();
  }
  if (!same)
    return "it does not guard its domain: with one more block along every "
           "dimension it accesses memory at more global ids";
  return "";
}
