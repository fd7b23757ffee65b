//===- KernelProgram.cpp - A kernel compiled once -------------------------===//
//
// See KernelProgram.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/KernelProgram.h"

#include "Warp/Dialect/WarpDialect.h"

#include "Analysis/IR/AtomicClass.h"
#include "Analysis/IR/MemRefTypes.h"
#include "Analysis/IR/TranslatedIterations.h"
#include "Analysis/IR/TranslatedWarps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

#define DEBUG_TYPE "warp-kernel-program"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

std::string describe(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "'" << op->getName() << "'";
  if (auto fileLoc = dyn_cast<FileLineColLoc>(op->getLoc()))
    os << " at line " << fileLoc.getLine();
  return s;
}

ProgramTypeLayout layoutOfType(MemRefType type) {
  ProgramTypeLayout l;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset))) {
    l.status = ProgramTypeLayout::Status::NotStrided;
    return l;
  }
  if (ShapedType::isDynamic(offset)) {
    l.status = ProgramTypeLayout::Status::DynamicOffset;
    return l;
  }
  if (llvm::any_of(strides, ShapedType::isDynamic)) {
    l.status = ProgramTypeLayout::Status::DynamicStride;
    return l;
  }
  l.status = ProgramTypeLayout::Status::Strided;
  l.offset = offset;
  l.strides.assign(strides.begin(), strides.end());
  return l;
}

/// The source of a view, if it is a memref.
Value viewSource(Value v, ViewKind kind) {
  Operation *def = v.getDefiningOp();
  Value src;
  switch (kind) {
  case ViewKind::Base:
    return Value();
  case ViewKind::Cast:
    src = cast<memref::CastOp>(def).getSource();
    break;
  case ViewKind::SubView:
    src = cast<memref::SubViewOp>(def).getSource();
    break;
  case ViewKind::ReinterpretCast:
    src = cast<memref::ReinterpretCastOp>(def).getSource();
    break;
  case ViewKind::ExpandShape:
    src = cast<memref::ExpandShapeOp>(def).getSrc();
    break;
  case ViewKind::CollapseShape:
    src = cast<memref::CollapseShapeOp>(def).getSrc();
    break;
  case ViewKind::ByteShift:
    src = cast<memref::ViewOp>(def).getSource();
    break;
  case ViewKind::OtherView:
    src = cast<ViewLikeOpInterface>(def).getViewSource();
    break;
  }
  return isa<MemRefType>(src.getType()) ? src : Value();
}

/// A buffer's fixed name, or (fixed empty) the prefix it is numbered with.
struct RootName {
  std::string fixed, prefix;
};

RootName nameOfRoot(Value root) {
  RootName n;
  if (auto arg = dyn_cast<BlockArgument>(root)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<gpu::GPUFuncOp>(owner)) {
      unsigned a = arg.getArgNumber();
      unsigned nArgs = func.getNumArguments();
      unsigned nWg = func.getNumWorkgroupAttributions();
      if (a < nArgs)
        n.fixed = "arg" + std::to_string(a);
      else if (a < nArgs + nWg)
        n.fixed = "wg" + std::to_string(a - nArgs);
      else
        n.fixed = "priv" + std::to_string(a - nArgs - nWg);
    } else if (auto launch = dyn_cast<gpu::LaunchOp>(owner)) {
      unsigned first = launch.getBody().front().getNumArguments() -
                       launch.getWorkgroupAttributions().size() -
                       launch.getPrivateAttributions().size();
      unsigned a = arg.getArgNumber() - first;
      if (a < launch.getWorkgroupAttributions().size())
        n.fixed = "wg" + std::to_string(a);
      else
        n.fixed = "priv" +
                  std::to_string(a - launch.getWorkgroupAttributions().size());
    } else if (isa<FunctionOpInterface>(owner)) {
      n.fixed = "arg" + std::to_string(arg.getArgNumber());
    } else {
      n.prefix = "buf";
    }
  } else if (auto global = root.getDefiningOp<memref::GetGlobalOp>()) {
    n.fixed = global.getName().str();
  } else {
    n.prefix = root.getDefiningOp()->getName().stripDialect().str();
    for (char &ch : n.prefix)
      if (!isalnum(static_cast<unsigned char>(ch)))
        ch = '_';
    // Names are ISL identifiers: they start with a letter ("op" has no
    // dialect to strip, "x.1" strips to "1").
    if (n.prefix.empty())
      n.prefix = "op_";
    else if (!isalpha(static_cast<unsigned char>(n.prefix[0])))
      n.prefix = "op_" + n.prefix + "_";
  }
  return n;
}

/// The warning for an op that is no modelled access but touches memory, or
/// whose cost Warp does not model.
std::string unmodelledNoteOf(Operation *op) {
  if (isa<vector::GatherOp, vector::ScatterOp>(op))
    return "gather/scatter accesses are not modelled";
  // Warp collectives (describeWarpCollective) are modelled; printf is not.
  if (isa<gpu::PrintfOp>(op))
    return "'gpu.printf' is not modelled: it counts as one integer "
           "instruction, not the formatting and the host buffer it writes";
  bool touchesMemref = llvm::any_of(op->getOperands(), [](Value v) {
    return isa<BaseMemRefType>(v.getType());
  });
  if (!touchesMemref || isa<ViewLikeOpInterface, memref::CastOp, memref::DimOp,
                            memref::DeallocOp>(op))
    return "";
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (effects && !effects.hasEffect<MemoryEffects::Read>() &&
      !effects.hasEffect<MemoryEffects::Write>())
    return "";
  return "'" + op->getName().getStringRef().str() +
         "' accesses memory in a way Warp does not model; its traffic is not "
         "counted";
}

/// Static shared memory of a kernel (a gpu.func or a gpu.launch), bytes per
/// block: its workgroup attributions and workgroup allocations.
int64_t sharedBytesOf(Operation *kernel) {
  int64_t total = 0;
  auto add = [&](Type t) {
    auto mt = dyn_cast<MemRefType>(t);
    if (!mt || !mt.hasStaticShape())
      return;
    // elementBytes, not the bit width: `index` elements have none.
    int64_t bytes;
    if (__builtin_mul_overflow(mt.getNumElements(),
                               elementBytes(mt.getElementType()), &bytes) ||
        __builtin_add_overflow(total, bytes, &total))
      total = std::numeric_limits<int64_t>::max();
  };
  if (auto func = dyn_cast<gpu::GPUFuncOp>(kernel))
    for (BlockArgument a : func.getWorkgroupAttributions())
      add(a.getType());
  if (auto launch = dyn_cast<gpu::LaunchOp>(kernel))
    for (BlockArgument a : launch.getWorkgroupAttributions())
      add(a.getType());
  kernel->walk([&](Operation *op) {
    // MLIR's lowering of gpu.all_reduce allocates its exchange buffer.
    if (int64_t bytes = collectiveSharedBytes(op))
      if (__builtin_add_overflow(total, bytes, &total))
        total = std::numeric_limits<int64_t>::max();
    if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
      auto mt = cast<MemRefType>(op->getResult(0).getType());
      if (auto g = dyn_cast_or_null<gpu::AddressSpaceAttr>(mt.getMemorySpace()))
        if (g.getValue() == gpu::AddressSpace::Workgroup)
          add(mt);
    }
  });
  return total;
}

} // namespace

KernelProgram::KernelProgram(
    Operation *kernel, const llvm::DenseMap<unsigned, int64_t> &constantArgs)
    : kernelOp(kernel), constantArgs(constantArgs) {
  staticShared = sharedBytesOf(kernel);
  Region &body = isa<gpu::LaunchOp>(kernel)
                     ? cast<gpu::LaunchOp>(kernel).getBody()
                     : cast<gpu::GPUFuncOp>(kernel).getBody();
  // Every block, for the relations; a warp starts in the first.
  for (Block &b : body) {
    int32_t id = compileBlock(b, -1, 0);
    if (entry < 0)
      entry = id;
  }
  hoistLoopInvariants();
  slotUses.resize(values.size());
  // An op that common subexpression elimination removed uses nothing: its
  // results are the other op's, whose uses these are.
  for (auto [i, in] : llvm::enumerate(instrs))
    for (auto [k, s] : llvm::enumerate(in.eliminated ? ArrayRef<Slot>()
                                                     : ArrayRef(in.operands)))
      slotUses[s].push_back(
          {static_cast<uint32_t>(i), static_cast<unsigned>(k)});
  for (ProgramAccess &a : accesses)
    if (a.kind == AccessKind::atomic)
      a.atomicClass = classifyAtomic(*this, a);
  translates.assign(instrs.size(), false);
  for (uint32_t i = 0; i < instrs.size(); ++i) {
    ProgramInstr::Kind k = instrs[i].kind;
    if (k != ProgramInstr::Kind::For && k != ProgramInstr::Kind::AffineFor)
      continue;
    std::string why;
    translates[i] = iterationsAreTranslates(*this, i, &why);
    LLVM_DEBUG(llvm::dbgs()
               << instrs[i].where << ": iterations "
               << (translates[i] ? "translate" : "differ: " + why) << "\n");
  }
  {
    std::string why;
    warpsAlike = mlir::warp::warpsDifferOnlyByAccesses(*this, &why);
    LLVM_DEBUG(llvm::dbgs() << "warps of a block "
                            << (warpsAlike ? "differ only by their accesses"
                                           : "may differ otherwise: " + why)
                            << "\n");
  }
  // Buffer names, numbered in the order the relation builder meets them.
  unsigned counter = 0;
  for (uint32_t i : post) {
    if (instrs[i].kind != ProgramInstr::Kind::Access)
      continue;
    Slot root = accesses[instrs[i].access].root;
    if (rootNames.count(root))
      continue;
    RootName n = nameOfRoot(slotValues[root]);
    rootNames[root] =
        n.fixed.empty() ? n.prefix + std::to_string(counter++) : n.fixed;
  }
  LLVM_DEBUG(llvm::dbgs() << "compiled " << instrs.size() << " instructions, "
                          << accesses.size() << " accesses, " << values.size()
                          << " slots, " << blocks.size() << " blocks\n");
}

Slot KernelProgram::slotOf(Value v) {
  auto [it, inserted] = slots.try_emplace(v, values.size());
  if (!inserted)
    return it->second;
  ProgramValue pv;
  pv.intOrIndex = v.getType().isIntOrIndex();
  pv.isI1 = v.getType().isInteger(1);
  std::optional<int64_t> sim;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c))) {
    pv.isConstant = true;
    pv.constant = c.getSExtValue();
    sim = pv.constant;
  }
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    pv.number = arg.getArgNumber();
    pv.kind = ProgramValue::Kind::OtherBlockArg;
    if (auto launch = dyn_cast<gpu::LaunchOp>(kernelOp)) {
      gpu::KernelDim3 b = launch.getBlockIds(), t = launch.getThreadIds(),
                      g = launch.getGridSize(), s = launch.getBlockSize();
      Value bi[3] = {b.x, b.y, b.z}, ti[3] = {t.x, t.y, t.z},
            gs[3] = {g.x, g.y, g.z}, bs[3] = {s.x, s.y, s.z};
      for (int i = 0; i < 3; ++i) {
        pv.dim = i;
        if (v == bi[i])
          pv.kind = ProgramValue::Kind::LaunchBlockId;
        else if (v == ti[i])
          pv.kind = ProgramValue::Kind::LaunchThreadId;
        else if (v == gs[i])
          pv.kind = ProgramValue::Kind::LaunchGridSize;
        else if (v == bs[i])
          pv.kind = ProgramValue::Kind::LaunchBlockSize;
        else
          continue;
        break;
      }
    }
    if (pv.kind == ProgramValue::Kind::OtherBlockArg) {
      if (auto func = dyn_cast<gpu::GPUFuncOp>(kernelOp);
          func && owner == func && pv.number < func.getNumArguments()) {
        pv.kind = ProgramValue::Kind::KernelArg;
        auto ci = constantArgs.find(pv.number);
        if (ci != constantArgs.end())
          sim = ci->second;
      } else if (!kernelOp->isAncestor(owner)) {
        pv.kind = ProgramValue::Kind::OutsideArg;
        pv.functionArg = isa<FunctionOpInterface>(owner);
      }
    }
  } else {
    Operation *def = v.getDefiningOp();
    pv.number = cast<OpResult>(v).getResultNumber();
    if (!kernelOp->isAncestor(def)) {
      pv.kind = ProgramValue::Kind::OutsideResult;
      if (isMemoryResultOp(def))
        pv.outsideWhy = "it is loaded from memory by " + describe(def) +
                        " (a data-dependent index)";
      else
        pv.outsideWhy = describe(def) + " is not an affine index operation";
    } else {
      pv.kind = ProgramValue::Kind::OpResult; // `def` set by compileOp.
    }
  }
  values.push_back(std::move(pv));
  slotValues.push_back(v);
  simConstants.push_back(sim);
  return it->second;
}

int32_t KernelProgram::compileBlock(Block &block, int32_t owner,
                                    unsigned region) {
  int32_t id = blocks.size();
  blocks.emplace_back();
  blocks[id].owner = owner;
  blocks[id].region = region;
  blockIds[&block] = id;
  SmallVector<uint32_t, 8> list;
  for (Operation &op : block)
    compileOp(&op, list, id);
  blocks[id].instrs = std::move(list);
  return id;
}

ProgramOperand KernelProgram::operandOf(OpFoldResult ofr) {
  ProgramOperand p;
  if (auto attr = dyn_cast<Attribute>(ofr)) {
    p.constant = cast<IntegerAttr>(attr).getInt();
    return p;
  }
  p.isConstant = false;
  p.slot = slotOf(cast<Value>(ofr));
  return p;
}

void KernelProgram::compileMemRef(Value memref, ProgramAccess &access) {
  // From the named memref inward to its buffer.
  SmallVector<Slot, 4> inward;
  Value v = memref;
  while (true) {
    Slot s = slotOf(v);
    inward.push_back(s);
    ViewKind kind = classifyView(v);
    Value src = viewSource(v, kind);
    if (!memrefs.count(s)) {
      ProgramMemRef m;
      m.kind = src ? kind : ViewKind::Base;
      m.layout = layoutOfType(cast<MemRefType>(v.getType()));
      Operation *def = v.getDefiningOp();
      if (src)
        m.source = slotOf(src);
      if (auto sub = dyn_cast_or_null<memref::SubViewOp>(def)) {
        for (OpFoldResult o : sub.getMixedOffsets())
          m.offsets.push_back(operandOf(o));
        for (OpFoldResult st : sub.getMixedStrides())
          m.strides.push_back(operandOf(st));
        m.dropped = sub.getDroppedDims();
      } else if (auto rc = dyn_cast_or_null<memref::ReinterpretCastOp>(def)) {
        m.offsets.push_back(operandOf(rc.getMixedOffsets()[0]));
        for (OpFoldResult st : rc.getMixedStrides())
          m.strides.push_back(operandOf(st));
      } else if (auto expand = dyn_cast_or_null<memref::ExpandShapeOp>(def)) {
        auto rt = cast<MemRefType>(v.getType());
        m.sizes.assign(rt.getShape().begin(), rt.getShape().end());
        for (auto group : expand.getReassociationIndices())
          m.reassociation.emplace_back(group.begin(), group.end());
      } else if (auto collapse =
                     dyn_cast_or_null<memref::CollapseShapeOp>(def)) {
        for (auto group : collapse.getReassociationIndices())
          m.reassociation.emplace_back(group.begin(), group.end());
      } else if (auto view = dyn_cast_or_null<memref::ViewOp>(def)) {
        m.offsets.push_back(operandOf(view.getByteShift()));
        m.elemBytes = elementBytes(view.getType().getElementType());
      }
      memrefs[s] = std::move(m);
    }
    if (!src)
      break;
    v = src;
  }
  access.memref = inward.front();
  access.root = inward.back();
  access.chain.assign(inward.rbegin(), inward.rend());
  access.indexesRootDirectly =
      llvm::is_contained(access.op->getOperands(), slotValues[access.root]);
}

void KernelProgram::compileAccess(Operation *op, const MemoryAccessOp &raw,
                                  ProgramInstr &in, uint32_t idx) {
  in.kind = ProgramInstr::Kind::Access;
  ProgramAccess access;
  access.op = op;
  access.instr = idx;
  access.kind = raw.kind;
  auto type = cast<MemRefType>(raw.memref.getType());
  access.space = memorySpaceOf(type);
  access.elemBytes = elementBytes(type.getElementType());
  access.shape.assign(type.getShape().begin(), type.getShape().end());
  for (Value i : raw.indices)
    access.indices.push_back(slotOf(i));
  access.affineMap = raw.affineMap;
  access.extents.assign(raw.extents.begin(), raw.extents.end());
  access.masked = raw.masked;
  access.warpTile = raw.warpTile;
  if (raw.warpTile && raw.kind == AccessKind::read &&
      access.space == MemorySpace::shared && access.elemBytes == 2)
    in.unmodelledNote =
        "'" + in.name +
        "' is costed as the ldmatrix phases ptxas emits for it (8 rows of "
        "16 bytes each; seen in ptxas 13's sm_90 code, not for other "
        "versions)";
  else if (raw.warpTile)
    in.unmodelledNote =
        "'" + in.name +
        "' is counted as the warp's tile, one request per row; the "
        "fragment loads or stores ptxas emits per lane are not known";
  if (raw.kind == AccessKind::atomic) {
    if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op))
      access.rmwKind = rmw.getKind();
    // Verified by the warp dialect (1 to 32).
    if (auto n =
            op->getAttrOfType<IntegerAttr>(WarpDialect::kExpectedConflicts))
      access.expectedConflicts = n.getValue().getSExtValue();
  }
  compileMemRef(raw.memref, access);
  in.access = accesses.size();
  accesses.push_back(std::move(access));
}

bool KernelProgram::compileControlFlow(Operation *op, ProgramInstr &in,
                                       uint32_t idx) {
  auto yields = [&](Region &r, SmallVectorImpl<Slot> &into) {
    if (r.empty())
      return;
    if (auto y = dyn_cast<scf::YieldOp>(r.front().getTerminator()))
      for (Value v : y.getOperands())
        into.push_back(slotOf(v));
  };
  auto loopIV = [&](Value iv, unsigned position) {
    Slot s = slotOf(iv);
    values[s].kind = ProgramValue::Kind::LoopIV;
    values[s].def = idx;
    values[s].position = position;
    return s;
  };
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    in.kind = ProgramInstr::Kind::If;
    yields(ifOp.getThenRegion(), in.thenYield);
    yields(ifOp.getElseRegion(), in.elseYield);
  } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    in.kind = ProgramInstr::Kind::For;
    Type ivType = forOp.getInductionVar().getType();
    in.narrowInduction =
        !ivType.isIndex() && ivType.getIntOrFloatBitWidth() <= 32;
    in.lb = slotOf(forOp.getLowerBound());
    in.ub = slotOf(forOp.getUpperBound());
    in.step = slotOf(forOp.getStep());
    in.iv = loopIV(forOp.getInductionVar(), 0);
    if (std::optional<APInt> trips = forOp.getStaticTripCount())
      in.constantTrips = trips->getLimitedValue(INT64_MAX);
    for (Value v : forOp.getInitArgs())
      in.inits.push_back(slotOf(v));
    for (Value v : forOp.getRegionIterArgs())
      in.iterArgs.push_back(slotOf(v));
    yields(forOp.getRegion(), in.thenYield);
  } else if (auto forOp = dyn_cast<affine::AffineForOp>(op)) {
    in.kind = ProgramInstr::Kind::AffineFor;
    in.lbMap = forOp.getLowerBoundMap();
    in.ubMap = forOp.getUpperBoundMap();
    for (Value v : forOp.getLowerBoundOperands())
      in.lbOperands.push_back(slotOf(v));
    for (Value v : forOp.getUpperBoundOperands())
      in.ubOperands.push_back(slotOf(v));
    in.constantStep = forOp.getStepAsInt();
    if (forOp.hasConstantBounds()) {
      int64_t span =
          forOp.getConstantUpperBound() - forOp.getConstantLowerBound();
      in.constantTrips =
          span <= 0 ? 0 : llvm::divideCeil(span, in.constantStep);
    }
    in.iv = loopIV(forOp.getInductionVar(), 0);
  } else if (auto ifOp = dyn_cast<affine::AffineIfOp>(op)) {
    in.kind = ProgramInstr::Kind::AffineIf;
    in.set = ifOp.getIntegerSet();
    for (Value v : ifOp.getOperands())
      in.lbOperands.push_back(slotOf(v));
  } else if (auto par = dyn_cast<scf::ParallelOp>(op)) {
    in.kind = ProgramInstr::Kind::Parallel;
    for (auto [k, iv] : llvm::enumerate(par.getInductionVars()))
      in.ivs.push_back(loopIV(iv, k));
    for (Value v : par.getLowerBound())
      in.lbs.push_back(operandOf(v));
    for (Value v : par.getUpperBound())
      in.ubs.push_back(operandOf(v));
    for (Value v : par.getStep())
      in.steps.push_back(operandOf(v));
  } else if (auto forall = dyn_cast<scf::ForallOp>(op)) {
    in.kind = ProgramInstr::Kind::Forall;
    for (auto [k, iv] : llvm::enumerate(forall.getInductionVars()))
      in.ivs.push_back(loopIV(iv, k));
    for (OpFoldResult v : forall.getMixedLowerBound())
      in.lbs.push_back(operandOf(v));
    for (OpFoldResult v : forall.getMixedUpperBound())
      in.ubs.push_back(operandOf(v));
    for (OpFoldResult v : forall.getMixedStep())
      in.steps.push_back(operandOf(v));
  } else if (auto loop = dyn_cast<scf::WhileOp>(op)) {
    in.kind = ProgramInstr::Kind::While;
    for (Value v : loop.getInits())
      in.inits.push_back(slotOf(v));
    for (Value v : loop.getBeforeArguments())
      in.iterArgs.push_back(slotOf(v));
    scf::ConditionOp cond = loop.getConditionOp();
    in.condition = slotOf(cond.getCondition());
    for (Value v : cond.getArgs())
      in.forwarded.push_back(slotOf(v));
    for (Value v : loop.getAfterArguments())
      in.afterArgs.push_back(slotOf(v));
    for (Value v : loop.getYieldOp().getResults())
      in.afterYield.push_back(slotOf(v));
  } else {
    return false;
  }
  return true;
}

void KernelProgram::compileOp(Operation *op, SmallVectorImpl<uint32_t> &out,
                              int32_t block) {
  // Pre-order: the instruction is numbered before its regions' contents.
  uint32_t idx = instrs.size();
  instrs.emplace_back();
  out.push_back(idx);
  ProgramInstr in;
  in.op = op;
  in.block = block;
  in.name = op->getName().getStringRef().str();
  in.where = describe(op);
  in.cls = instructionClassOf(op);
  in.loadsData = isMemoryResultOp(op);
  in.fusedIntoUser = isFusedMultiply(op);
  for (Value v : op->getOperands())
    in.operands.push_back(slotOf(v));
  if (eliminateIfRedundant(op, block)) {
    in.kind = ProgramInstr::Kind::Constant;
    in.cls = InstructionClass::none;
    in.eliminated = true;
    instrs[idx] = std::move(in);
    post.push_back(idx);
    return;
  }
  for (Value v : op->getResults()) {
    Slot s = slotOf(v);
    values[s].def = idx;
    in.results.push_back(s);
  }
  if (op->hasTrait<OpTrait::IsTerminator>()) {
    in.kind = ProgramInstr::Kind::Terminator;
  } else if (isa<arith::ConstantOp>(op)) {
    in.kind = ProgramInstr::Kind::Constant;
  } else if (std::optional<IndexOp> index = classifyIndexOp(op)) {
    in.kind = ProgramInstr::Kind::Index;
    in.index = *index;
  } else if (std::optional<MemoryAccessOp> raw = describeMemoryAccess(op)) {
    compileAccess(op, *raw, in, idx);
  } else if (std::optional<WarpCollective> c = describeWarpCollective(op)) {
    in.kind = ProgramInstr::Kind::Opaque;
    in.unmodelledNote = c->approximation;
    in.collective = std::move(*c);
  } else if (!compileControlFlow(op, in, idx)) {
    in.kind = ProgramInstr::Kind::Opaque;
  }
  if (in.kind != ProgramInstr::Kind::Access && !in.collective)
    in.unmodelledNote = unmodelledNoteOf(op);
  instrs[idx] = std::move(in);
  // Every region, for the relations (accesses anywhere in the kernel).
  SmallVector<SmallVector<int32_t, 1>, 2> regions;
  for (auto [r, region] : llvm::enumerate(op->getRegions())) {
    SmallVector<int32_t, 1> ids;
    for (Block &b : region)
      ids.push_back(compileBlock(b, idx, r));
    regions.push_back(std::move(ids));
  }
  instrs[idx].regions = std::move(regions);
  post.push_back(idx);
}
