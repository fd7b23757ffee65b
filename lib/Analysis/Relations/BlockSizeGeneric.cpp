//===- BlockSizeGeneric.cpp - A kernel that runs under any block shape ----===//
//
// See BlockSizeGeneric.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Relations/BlockSizeGeneric.h"

#include "Analysis/IR/KernelOps.h"
#include "Analysis/IR/KernelProgram.h"
#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"

#include "Warp/Analysis/Relations/AccessRelations.h"

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

/// The launch coordinate a slot of the program holds, if any: a gpu.launch
/// body argument or the result of gpu.block_id / thread_id / block_dim.
CoordOf coordOf(const KernelProgram &program, Slot s) {
  const ProgramValue &pv = program.value(s);
  switch (pv.kind) {
  case ProgramValue::Kind::LaunchBlockId:
    return {Coord::blockId, pv.dim};
  case ProgramValue::Kind::LaunchThreadId:
    return {Coord::threadId, pv.dim};
  case ProgramValue::Kind::LaunchBlockSize:
    return {Coord::blockDim, pv.dim};
  case ProgramValue::Kind::OpResult: {
    const ProgramInstr &def = program.instr(pv.def);
    if (def.kind != ProgramInstr::Kind::Index)
      return {};
    switch (def.index.code) {
    case IndexOpcode::BlockId:
      return {Coord::blockId, def.index.dim};
    case IndexOpcode::ThreadId:
      return {Coord::threadId, def.index.dim};
    case IndexOpcode::BlockDim:
      return {Coord::blockDim, def.index.dim};
    default:
      return {};
    }
  }
  case ProgramValue::Kind::LoopIV:
  case ProgramValue::Kind::LaunchGridSize:
  case ProgramValue::Kind::KernelArg:
  case ProgramValue::Kind::OutsideArg:
  case ProgramValue::Kind::OutsideResult:
  case ProgramValue::Kind::OtherBlockArg:
    return {};
  }
  return {};
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

/// The index opcode of an instruction (nullopt if it is no index
/// arithmetic).
std::optional<IndexOpcode> opcodeOf(const ProgramInstr &in) {
  if (in.kind != ProgramInstr::Kind::Index)
    return std::nullopt;
  return in.index.code;
}

/// True if the use of `c` as operand `operand` of instruction `user` takes
/// part in g = block_id * block_dim + thread_id along `c.dim` (as the
/// product's operand or the sum's thread id).
bool inGlobalId(const KernelProgram &program, uint32_t user, unsigned operand,
                CoordOf c) {
  auto isPart = [&](Slot v, Coord kind) {
    CoordOf o = coordOf(program, v);
    return o.kind == kind && o.dim == c.dim;
  };
  auto productOk = [&](uint32_t mul) {
    const ProgramInstr &in = program.instr(mul);
    if (opcodeOf(in) != IndexOpcode::MulI || in.operands.size() != 2 ||
        in.results.size() != 1)
      return false;
    Slot a = in.operands[0], b = in.operands[1];
    if (!((isPart(a, Coord::blockId) && isPart(b, Coord::blockDim)) ||
          (isPart(a, Coord::blockDim) && isPart(b, Coord::blockId))))
      return false;
    // The product is only ever added to the thread id.
    for (const ProgramUse &u : program.uses(in.results[0])) {
      const ProgramInstr &add = program.instr(u.instr);
      if (opcodeOf(add) != IndexOpcode::AddI || add.operands.size() != 2 ||
          !isPart(add.operands[1 - u.operand], Coord::threadId))
        return false;
    }
    return true;
  };
  const ProgramInstr &in = program.instr(user);
  if (c.kind == Coord::threadId) {
    if (opcodeOf(in) != IndexOpcode::AddI || in.operands.size() != 2)
      return false;
    const ProgramValue &other = program.value(in.operands[1 - operand]);
    return other.kind == ProgramValue::Kind::OpResult && productOk(other.def);
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
    const ProgramInstr &in = program.instr(i);
    if (in.cls == InstructionClass::barrier)
      return "it synchronises its blocks ('" + in.name + "')";
    if (in.collective)
      return "its lanes exchange values ('" + in.name + "')";
    if (!in.unmodelledNote.empty())
      return "it uses '" + in.name + "'";
    if (std::optional<IndexOpcode> code = opcodeOf(in))
      switch (*code) {
      case IndexOpcode::GridDim:
      case IndexOpcode::LaneId:
      case IndexOpcode::SubgroupId:
      case IndexOpcode::SubgroupSize:
        return "it reads '" + in.name + "', which depends on the launch shape";
      default:
        break;
      }
  }
  // 2. Its position only as global ids.
  for (Slot v = 0; v < program.numSlots(); ++v) {
    CoordOf c = coordOf(program, v);
    if (c.kind == Coord::none)
      continue;
    for (const ProgramUse &use : program.uses(v))
      if (!inGlobalId(program, use.instr, use.operand, c))
        return std::string("its ") + coordName(c.kind) + " along " +
               "xyz"[c.dim] + " is used other than in block_id * block_dim " +
               "+ thread_id ('" + program.instr(use.instr).name + "')";
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
