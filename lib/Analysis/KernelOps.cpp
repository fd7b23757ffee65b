//===- KernelOps.cpp - What Warp reads from the ops of a kernel -----------===//
//
// See KernelOps.h.
//
//===----------------------------------------------------------------------===//

#include "KernelOps.h"

#include "MemRefTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<IndexOp> mlir::warp::classifyIndexOp(Operation *op) {
  IndexOp r;
  auto code = [&](IndexOpcode c) -> std::optional<IndexOp> {
    r.code = c;
    return r;
  };
  auto withDim = [&](IndexOpcode c, gpu::Dimension d) {
    r.dim = static_cast<int>(d);
    return code(c);
  };
  return llvm::TypeSwitch<Operation *, std::optional<IndexOp>>(op)
      .Case([&](gpu::ThreadIdOp o) {
        return withDim(IndexOpcode::ThreadId, o.getDimension());
      })
      .Case([&](gpu::BlockIdOp o) {
        return withDim(IndexOpcode::BlockId, o.getDimension());
      })
      .Case([&](gpu::BlockDimOp o) {
        return withDim(IndexOpcode::BlockDim, o.getDimension());
      })
      .Case([&](gpu::GridDimOp o) {
        return withDim(IndexOpcode::GridDim, o.getDimension());
      })
      .Case([&](gpu::GlobalIdOp o) {
        return withDim(IndexOpcode::GlobalId, o.getDimension());
      })
      .Case([&](gpu::LaneIdOp) { return code(IndexOpcode::LaneId); })
      .Case([&](gpu::SubgroupIdOp) { return code(IndexOpcode::SubgroupId); })
      .Case(
          [&](gpu::SubgroupSizeOp) { return code(IndexOpcode::SubgroupSize); })
      .Case([&](arith::AddIOp) { return code(IndexOpcode::AddI); })
      .Case([&](arith::SubIOp) { return code(IndexOpcode::SubI); })
      .Case([&](arith::MulIOp) { return code(IndexOpcode::MulI); })
      .Case([&](arith::DivSIOp) { return code(IndexOpcode::DivSI); })
      .Case([&](arith::DivUIOp) { return code(IndexOpcode::DivUI); })
      .Case([&](arith::RemSIOp) { return code(IndexOpcode::RemSI); })
      .Case([&](arith::RemUIOp) { return code(IndexOpcode::RemUI); })
      .Case([&](arith::FloorDivSIOp) { return code(IndexOpcode::FloorDivSI); })
      .Case([&](arith::CeilDivSIOp) { return code(IndexOpcode::CeilDivSI); })
      .Case([&](arith::CeilDivUIOp) { return code(IndexOpcode::CeilDivUI); })
      .Case([&](arith::MinSIOp) { return code(IndexOpcode::MinSI); })
      .Case([&](arith::MinUIOp) { return code(IndexOpcode::MinUI); })
      .Case([&](arith::MaxSIOp) { return code(IndexOpcode::MaxSI); })
      .Case([&](arith::MaxUIOp) { return code(IndexOpcode::MaxUI); })
      .Case([&](arith::AndIOp) { return code(IndexOpcode::AndI); })
      .Case([&](arith::OrIOp) { return code(IndexOpcode::OrI); })
      .Case([&](arith::XOrIOp) { return code(IndexOpcode::XOrI); })
      .Case([&](arith::ShLIOp) { return code(IndexOpcode::ShLI); })
      .Case([&](arith::ShRSIOp) { return code(IndexOpcode::ShRSI); })
      .Case([&](arith::ShRUIOp) { return code(IndexOpcode::ShRUI); })
      .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(
          [&](Operation *) { return code(IndexOpcode::Cast); })
      .Case([&](arith::CmpIOp o) {
        r.predicate = o.getPredicate();
        return code(IndexOpcode::CmpI);
      })
      .Case([&](arith::SelectOp) { return code(IndexOpcode::Select); })
      .Case([&](affine::AffineApplyOp o) {
        r.map = o.getAffineMap();
        return code(IndexOpcode::AffineApply);
      })
      .Case([&](affine::AffineMinOp o) {
        r.map = o.getAffineMap();
        return code(IndexOpcode::AffineMin);
      })
      .Case([&](affine::AffineMaxOp o) {
        r.map = o.getAffineMap();
        return code(IndexOpcode::AffineMax);
      })
      .Case([&](memref::DimOp o) {
        auto type = dyn_cast<MemRefType>(o.getSource().getType());
        std::optional<int64_t> idx = o.getConstantIndex();
        r.known = type && idx && *idx >= 0 && *idx < type.getRank() &&
                  !type.isDynamicDim(*idx);
        if (r.known)
          r.value = type.getDimSize(*idx);
        return code(IndexOpcode::MemRefDim);
      })
      .Default([](Operation *) { return std::nullopt; });
}

bool mlir::warp::isMemoryResultOp(Operation *op) {
  return isa<memref::LoadOp, affine::AffineLoadOp, vector::LoadOp,
             memref::AtomicRMWOp>(op);
}

std::optional<MemoryAccessOp> mlir::warp::describeMemoryAccess(Operation *op) {
  MemoryAccessOp raw;
  raw.op = op;
  auto setVector = [&](VectorType vt, MemRefType mt) {
    raw.extents.assign(mt.getRank(), 1);
    int64_t rank = mt.getRank();
    int64_t vrank = vt.getRank();
    for (int64_t k = 0; k < vrank && k < rank; ++k)
      raw.extents[rank - vrank + k] = vt.getDimSize(k);
  };
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    raw.memref = load.getMemRef();
    llvm::append_range(raw.indices, load.getIndices());
  } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
    raw.memref = store.getMemRef();
    llvm::append_range(raw.indices, store.getIndices());
    raw.kind = AccessKind::write;
  } else if (auto atomic = dyn_cast<memref::AtomicRMWOp>(op)) {
    raw.memref = atomic.getMemref();
    llvm::append_range(raw.indices, atomic.getIndices());
    raw.kind = AccessKind::atomic;
  } else if (auto atomic = dyn_cast<memref::GenericAtomicRMWOp>(op)) {
    raw.memref = atomic.getMemref();
    llvm::append_range(raw.indices, atomic.getIndices());
    raw.kind = AccessKind::atomic;
  } else if (auto load = dyn_cast<affine::AffineLoadOp>(op)) {
    raw.memref = load.getMemRef();
    llvm::append_range(raw.indices, load.getMapOperands());
    raw.affineMap = load.getAffineMap();
  } else if (auto store = dyn_cast<affine::AffineStoreOp>(op)) {
    raw.memref = store.getMemRef();
    llvm::append_range(raw.indices, store.getMapOperands());
    raw.affineMap = store.getAffineMap();
    raw.kind = AccessKind::write;
  } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
    raw.memref = load.getBase();
    llvm::append_range(raw.indices, load.getIndices());
    setVector(load.getVectorType(), load.getMemRefType());
  } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
    raw.memref = store.getBase();
    llvm::append_range(raw.indices, store.getIndices());
    setVector(store.getVectorType(), store.getMemRefType());
    raw.kind = AccessKind::write;
  } else if (isa<vector::TransferReadOp, vector::TransferWriteOp>(op)) {
    auto xfer = cast<VectorTransferOpInterface>(op);
    auto mt = dyn_cast<MemRefType>(xfer.getShapedType());
    if (!mt)
      return std::nullopt; // A transfer on a tensor is no memory access.
    raw.memref = xfer.getBase();
    llvm::append_range(raw.indices, xfer.getIndices());
    raw.kind =
        isa<vector::TransferWriteOp>(op) ? AccessKind::write : AccessKind::read;
    raw.extents.assign(mt.getRank(), 1);
    AffineMap perm = xfer.getPermutationMap();
    for (auto [k, expr] : llvm::enumerate(perm.getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(expr))
        raw.extents[d.getPosition()] = xfer.getVectorType().getDimSize(k);
    raw.masked = static_cast<bool>(xfer.getMask());
  } else if (auto load = dyn_cast<vector::MaskedLoadOp>(op)) {
    raw.memref = load.getBase();
    llvm::append_range(raw.indices, load.getIndices());
    setVector(load.getVectorType(), load.getMemRefType());
    raw.masked = true;
  } else if (auto store = dyn_cast<vector::MaskedStoreOp>(op)) {
    raw.memref = store.getBase();
    llvm::append_range(raw.indices, store.getIndices());
    setVector(store.getVectorType(), store.getMemRefType());
    raw.kind = AccessKind::write;
    raw.masked = true;
  } else {
    return std::nullopt;
  }
  if (raw.extents.empty())
    raw.extents.assign(cast<MemRefType>(raw.memref.getType()).getRank(), 1);
  return raw;
}

ViewKind mlir::warp::classifyView(Value memref) {
  Operation *def = memref.getDefiningOp();
  if (!def)
    return ViewKind::Base;
  if (isa<memref::CastOp>(def))
    return ViewKind::Cast;
  if (isa<memref::SubViewOp>(def))
    return ViewKind::SubView;
  if (isa<memref::ReinterpretCastOp>(def))
    return ViewKind::ReinterpretCast;
  if (isa<memref::ExpandShapeOp>(def))
    return ViewKind::ExpandShape;
  if (isa<memref::CollapseShapeOp>(def))
    return ViewKind::CollapseShape;
  if (isa<ViewLikeOpInterface>(def))
    return ViewKind::OtherView;
  return ViewKind::Base;
}

InstructionClass mlir::warp::instructionClassOf(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>() ||
      isa<arith::ConstantOp, gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp,
          gpu::GridDimOp, memref::DimOp, scf::ForOp, scf::IfOp,
          affine::AffineForOp, affine::AffineIfOp>(op))
    return InstructionClass::none;
  if (std::optional<MemoryAccessOp> access = describeMemoryAccess(op)) {
    auto mt = cast<MemRefType>(access->memref.getType());
    bool shared = memorySpaceOf(mt) != MemorySpace::global;
    switch (access->kind) {
    case AccessKind::read:
      return shared ? InstructionClass::sharedLoad
                    : InstructionClass::globalLoad;
    case AccessKind::write:
      return shared ? InstructionClass::sharedStore
                    : InstructionClass::globalStore;
    case AccessKind::atomic:
      return shared ? InstructionClass::sharedAtomic
                    : InstructionClass::globalAtomic;
    }
  }
  if (isa<gpu::BarrierOp>(op))
    return InstructionClass::barrier;
  Dialect *dialect = op->getDialect();
  StringRef ns = dialect ? dialect->getNamespace() : "";
  if (ns == "math")
    return InstructionClass::sfu;
  Type t = op->getNumResults() ? op->getResult(0).getType() : Type();
  if (t && isa<FloatType>(t))
    return t.isF64() ? InstructionClass::fp64 : InstructionClass::fp32;
  if (ns == "arith" || ns == "affine" || ns == "index" || ns == "gpu")
    return InstructionClass::integer;
  return InstructionClass::other;
}
