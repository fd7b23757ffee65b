//===- KernelProgram.cpp - A kernel compiled once for the simulator -------===//
//
// See KernelProgram.h.
//
//===----------------------------------------------------------------------===//

#include "KernelProgram.h"

#include "MemRefTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#define DEBUG_TYPE "warp-kernel-program"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

KernelProgram::KernelProgram(
    Operation *kernel, const llvm::DenseMap<unsigned, int64_t> &constantArgs)
    : kernelOp(kernel), constantArgs(constantArgs) {
  Region &body = isa<gpu::LaunchOp>(kernel)
                     ? cast<gpu::LaunchOp>(kernel).getBody()
                     : cast<gpu::GPUFuncOp>(kernel).getBody();
  entry = compileBlock(body.front());
  LLVM_DEBUG(llvm::dbgs() << "compiled " << instrs.size() << " instructions, "
                          << accesses.size() << " accesses, " << slots.size()
                          << " slots, " << blocks.size() << " blocks\n");
}

Slot KernelProgram::slotOf(Value v) {
  auto [it, inserted] = slots.try_emplace(v, slotInits.size());
  if (!inserted)
    return it->second;
  ProgramSlotInit init;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c))) {
    init.kind = ProgramSlotInit::Kind::Constant;
    init.value = c.getSExtValue();
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<gpu::GPUFuncOp>(kernelOp)) {
      auto ci = constantArgs.find(arg.getArgNumber());
      if (owner == func && ci != constantArgs.end()) {
        init.kind = ProgramSlotInit::Kind::Constant;
        init.value = ci->second;
      }
    } else if (auto launch = dyn_cast<gpu::LaunchOp>(kernelOp)) {
      gpu::KernelDim3 g = launch.getGridSize(), s = launch.getBlockSize(),
                      b = launch.getBlockIds(), t = launch.getThreadIds();
      Value gs[3] = {g.x, g.y, g.z}, bs[3] = {s.x, s.y, s.z},
            bi[3] = {b.x, b.y, b.z}, ti[3] = {t.x, t.y, t.z};
      for (int i = 0; i < 3; ++i) {
        init.dim = i;
        if (v == gs[i])
          init.kind = ProgramSlotInit::Kind::GridSize;
        else if (v == bs[i])
          init.kind = ProgramSlotInit::Kind::BlockSize;
        else if (v == bi[i])
          init.kind = ProgramSlotInit::Kind::BlockId;
        else if (v == ti[i])
          init.kind = ProgramSlotInit::Kind::ThreadId;
        else
          continue;
        break;
      }
    }
  }
  slotInits.push_back(init);
  return it->second;
}

int32_t KernelProgram::compileBlock(Block &block) {
  SmallVector<uint32_t, 8> list;
  for (Operation &op : block) {
    // Terminators issue nothing; their operands are read by their parent.
    if (op.hasTrait<OpTrait::IsTerminator>())
      continue;
    compileOp(&op, list);
  }
  blocks.push_back(std::move(list));
  return static_cast<int32_t>(blocks.size() - 1);
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

void KernelProgram::compileView(Value memref, ProgramAccess &access) {
  // Walk inward to the base, then store the steps outward.
  SmallVector<Value, 4> chain;
  Value v = memref;
  while (true) {
    ViewKind kind = classifyView(v);
    if (kind == ViewKind::Base)
      break;
    chain.push_back(v);
    Operation *def = v.getDefiningOp();
    switch (kind) {
    case ViewKind::Cast:
      v = cast<memref::CastOp>(def).getSource();
      break;
    case ViewKind::SubView:
      v = cast<memref::SubViewOp>(def).getSource();
      break;
    case ViewKind::ReinterpretCast:
      v = cast<memref::ReinterpretCastOp>(def).getSource();
      break;
    case ViewKind::ExpandShape:
      v = cast<memref::ExpandShapeOp>(def).getSrc();
      break;
    case ViewKind::CollapseShape:
      v = cast<memref::CollapseShapeOp>(def).getSrc();
      break;
    case ViewKind::OtherView:
      v = cast<ViewLikeOpInterface>(def).getViewSource();
      break;
    case ViewKind::Base:
      break;
    }
  }
  access.base.root = v;
  auto type = cast<MemRefType>(v.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (succeeded(type.getStridesAndOffset(strides, offset)) &&
      !ShapedType::isDynamic(offset) &&
      !llvm::any_of(strides, ShapedType::isDynamic)) {
    access.base.strided = true;
    access.base.offset = offset;
    access.base.strides.assign(strides.begin(), strides.end());
  }
  for (Value view : llvm::reverse(chain)) {
    ProgramViewStep step;
    step.kind = classifyView(view);
    Operation *def = view.getDefiningOp();
    if (auto sub = dyn_cast<memref::SubViewOp>(def)) {
      for (OpFoldResult o : sub.getMixedOffsets())
        step.offsets.push_back(operandOf(o));
      for (OpFoldResult s : sub.getMixedStrides())
        step.strides.push_back(operandOf(s));
      step.dropped = sub.getDroppedDims();
    } else if (auto rc = dyn_cast<memref::ReinterpretCastOp>(def)) {
      step.offsets.push_back(operandOf(rc.getMixedOffsets()[0]));
      for (OpFoldResult s : rc.getMixedStrides())
        step.strides.push_back(operandOf(s));
    } else if (auto expand = dyn_cast<memref::ExpandShapeOp>(def)) {
      auto rt = cast<MemRefType>(view.getType());
      step.sizes.assign(rt.getShape().begin(), rt.getShape().end());
      for (auto group : expand.getReassociationIndices())
        step.reassociation.emplace_back(group.begin(), group.end());
    } else if (auto collapse = dyn_cast<memref::CollapseShapeOp>(def)) {
      for (auto group : collapse.getReassociationIndices())
        step.reassociation.emplace_back(group.begin(), group.end());
    }
    access.steps.push_back(std::move(step));
  }
}

void KernelProgram::compileOp(Operation *op, SmallVectorImpl<uint32_t> &out) {
  // Integer constants are slots with a value of their own.
  if (isa<arith::ConstantOp>(op))
    return;
  ProgramInstr in;
  in.op = op;
  in.cls = instructionClassOf(op);
  for (Value v : op->getOperands())
    in.operands.push_back(slotOf(v));
  for (Value v : op->getResults())
    in.results.push_back(slotOf(v));
  auto yields = [&](Region &r, SmallVectorImpl<Slot> &into) {
    if (r.empty())
      return;
    if (auto y = dyn_cast<scf::YieldOp>(r.front().getTerminator()))
      for (Value v : y.getOperands())
        into.push_back(slotOf(v));
  };

  if (std::optional<IndexOp> index = classifyIndexOp(op)) {
    in.kind = ProgramInstr::Kind::Index;
    in.index = *index;
  } else if (std::optional<MemoryAccessOp> raw = describeMemoryAccess(op)) {
    in.kind = ProgramInstr::Kind::Access;
    ProgramAccess access;
    access.op = op;
    access.kind = raw->kind;
    auto type = cast<MemRefType>(raw->memref.getType());
    access.space = memorySpaceOf(type);
    access.elemBytes = elementBytes(type.getElementType());
    for (Value i : raw->indices)
      access.indices.push_back(slotOf(i));
    access.affineMap = raw->affineMap;
    access.extents = raw->extents;
    compileView(raw->memref, access);
    in.access = accesses.size();
    accesses.push_back(std::move(access));
  } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    in.kind = ProgramInstr::Kind::If;
    // Yields first: the parent's slots exist before the regions' values.
    yields(ifOp.getThenRegion(), in.thenYield);
    yields(ifOp.getElseRegion(), in.elseYield);
    if (!ifOp.getThenRegion().empty())
      in.thenBlock = compileBlock(ifOp.getThenRegion().front());
    if (!ifOp.getElseRegion().empty())
      in.elseBlock = compileBlock(ifOp.getElseRegion().front());
  } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    in.kind = ProgramInstr::Kind::For;
    in.lb = slotOf(forOp.getLowerBound());
    in.ub = slotOf(forOp.getUpperBound());
    in.step = slotOf(forOp.getStep());
    in.iv = slotOf(forOp.getInductionVar());
    for (Value v : forOp.getInitArgs())
      in.inits.push_back(slotOf(v));
    for (Value v : forOp.getRegionIterArgs())
      in.iterArgs.push_back(slotOf(v));
    yields(forOp.getRegion(), in.thenYield);
    in.thenBlock = compileBlock(*forOp.getBody());
  } else if (auto forOp = dyn_cast<affine::AffineForOp>(op)) {
    in.kind = ProgramInstr::Kind::AffineFor;
    in.lbMap = forOp.getLowerBoundMap();
    in.ubMap = forOp.getUpperBoundMap();
    for (Value v : forOp.getLowerBoundOperands())
      in.lbOperands.push_back(slotOf(v));
    for (Value v : forOp.getUpperBoundOperands())
      in.ubOperands.push_back(slotOf(v));
    in.constantStep = forOp.getStepAsInt();
    in.iv = slotOf(forOp.getInductionVar());
    in.thenBlock = compileBlock(*forOp.getBody());
  } else if (auto ifOp = dyn_cast<affine::AffineIfOp>(op)) {
    in.kind = ProgramInstr::Kind::AffineIf;
    in.set = ifOp.getIntegerSet();
    for (Value v : ifOp.getOperands())
      in.lbOperands.push_back(slotOf(v));
    in.thenBlock = compileBlock(*ifOp.getThenBlock());
    if (ifOp.hasElse())
      in.elseBlock = compileBlock(*ifOp.getElseBlock());
  } else if (isa<scf::WhileOp, scf::ParallelOp, scf::ForallOp>(op)) {
    in.kind = ProgramInstr::Kind::Unsimulated;
  } else {
    in.kind = ProgramInstr::Kind::Opaque;
  }
  out.push_back(instrs.size());
  instrs.push_back(std::move(in));
}
