//===- KernelOps.cpp - What Warp reads from the ops of a kernel -----------===//
//
// See KernelOps.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/KernelOps.h"

#include "Analysis/IR/MemRefTypes.h"

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
  } else if (isa<gpu::SubgroupMmaLoadMatrixOp, gpu::SubgroupMmaStoreMatrixOp>(
                 op)) {
    // The warp's M x N tile at the index, row r at leadDimension·r: an
    // access of the memref's last two dimensions when leadDimension is the
    // stride of the first of them (else it is no access Warp models).
    auto load = dyn_cast<gpu::SubgroupMmaLoadMatrixOp>(op);
    auto store = dyn_cast<gpu::SubgroupMmaStoreMatrixOp>(op);
    raw.memref = load ? load.getSrcMemref() : store.getDstMemref();
    llvm::append_range(raw.indices,
                       load ? load.getIndices() : store.getIndices());
    raw.kind = load ? AccessKind::read : AccessKind::write;
    auto matrix = cast<gpu::MMAMatrixType>(load ? load.getRes().getType()
                                                : store.getSrc().getType());
    bool transpose = load ? static_cast<bool>(load.getTranspose())
                          : static_cast<bool>(store.getTranspose());
    int64_t lead = (load ? load.getLeadDimension() : store.getLeadDimension())
                       .getSExtValue();
    auto mt = cast<MemRefType>(raw.memref.getType());
    int64_t rank = mt.getRank();
    SmallVector<int64_t, 4> strides;
    int64_t offset;
    if (rank < 2 || !isa<IntegerType, FloatType>(mt.getElementType()) ||
        failed(mt.getStridesAndOffset(strides, offset)) ||
        strides[rank - 2] != lead || strides[rank - 1] != 1)
      return std::nullopt;
    ArrayRef<int64_t> shape = matrix.getShape();
    raw.extents.assign(rank, 1);
    raw.extents[rank - 2] = transpose ? shape[1] : shape[0];
    raw.extents[rank - 1] = transpose ? shape[0] : shape[1];
    raw.warpTile = true;
  } else {
    return std::nullopt;
  }
  if (raw.extents.empty())
    raw.extents.assign(cast<MemRefType>(raw.memref.getType()).getRank(), 1);
  return raw;
}

namespace {

/// 32-bit registers a value of `t` occupies (a SHFL moves one).
unsigned registersOf(Type t) {
  Type elem = getElementTypeOrSelf(t);
  int64_t elems = 1;
  if (auto vt = dyn_cast<VectorType>(t))
    elems = vt.getNumElements();
  int64_t bits = elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64;
  return static_cast<unsigned>(std::max<int64_t>(1, (elems * bits + 31) / 32));
}

/// Elements of a scalar or vector value (one combining op each).
unsigned elementsOf(Type t) {
  if (auto vt = dyn_cast<VectorType>(t))
    return static_cast<unsigned>(vt.getNumElements());
  return 1;
}

/// The instruction class of the op that combines two values of `t`.
InstructionClass combineClassOf(Type t) {
  Type elem = getElementTypeOrSelf(t);
  if (isa<FloatType>(elem))
    return elem.isF64() ? InstructionClass::fp64 : InstructionClass::fp32;
  return InstructionClass::integer;
}

/// The butterfly over `lanes` lanes (MLIR's subgroup_reduce expansion to
/// shuffles): log2(lanes) steps of one SHFL.BFLY per register and one
/// combining op per element, each step on the previous one's result.
void appendTree(SmallVectorImpl<ChainStep> &chain, Type t, unsigned lanes,
                InstructionClass combine, unsigned combinesPerStep) {
  for (unsigned w = 1; w < lanes; w *= 2) {
    chain.push_back({InstructionClass::shuffle, registersOf(t)});
    chain.push_back({combine, combinesPerStep});
  }
}

} // namespace

std::optional<WarpCollective>
mlir::warp::describeWarpCollective(Operation *op) {
  WarpCollective c;
  if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
    // shfl.sync.{idx,up,down,bfly}.b32, one per 32-bit register.
    c.chain.push_back(
        {InstructionClass::shuffle, registersOf(shuffle.getValue().getType())});
    return c;
  }
  if (isa<gpu::RotateOp, gpu::SubgroupBroadcastOp>(op)) {
    c.chain.push_back(
        {InstructionClass::shuffle, registersOf(op->getOperand(0).getType())});
    c.approximation = "'" + op->getName().getStringRef().str() +
                      "' has no NVVM lowering in MLIR 22: it is costed as "
                      "the one SHFL.IDX per register that expresses it";
    return c;
  }
  if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
    unsigned lanes = reduce.getClusterSize() ? *reduce.getClusterSize() : 32;
    Type t = reduce.getValue().getType();
    appendTree(c.chain, t, lanes, combineClassOf(t), elementsOf(t));
    return c;
  }
  if (auto all = dyn_cast<gpu::AllReduceOp>(op)) {
    // MLIR's all-reduce lowering (AllReduceLowering.cpp), as its PTX shows:
    // lane and warp arithmetic; a butterfly in each warp; lane 0 of each
    // warp stores its partial result to a workgroup buffer; a barrier; the
    // first warp loads the partials, reduces them with a second butterfly
    // and stores the result; a barrier; every lane loads it.
    Type t = all.getValue().getType();
    InstructionClass combine = combineClassOf(t);
    unsigned combines = 1;
    if (!all.getOp()) {
      // A combining region: its ops, once per step.
      combines = 0;
      for (Operation &inner : all.getBody().getOps())
        if (!inner.hasTrait<OpTrait::IsTerminator>())
          ++combines;
      c.approximation = "the combining region of 'gpu.all_reduce' is costed "
                        "as one op of its value's type per op it holds";
    }
    auto build = [&](SmallVectorImpl<ChainStep> &chain, bool first) {
      // The thread's linear id, its lane and warp, the warp count and the
      // active-lane test: 12 integer instructions in that PTX (mad, mul,
      // and, sub, setp, ... before the first shfl.sync).
      chain.push_back({InstructionClass::integer, 12});
      appendTree(chain, t, 32, combine, combines);
      chain.push_back({InstructionClass::sharedStore, 1});
      chain.push_back({InstructionClass::barrier, 1});
      if (first) {
        chain.push_back({InstructionClass::sharedLoad, 1});
        appendTree(chain, t, 32, combine, combines);
        chain.push_back({InstructionClass::sharedStore, 1});
      }
      chain.push_back({InstructionClass::barrier, 1});
      chain.push_back({InstructionClass::sharedLoad, 1});
    };
    build(c.chain, false);
    build(c.firstWarpChain, true);
    return c;
  }
  if (auto mma = dyn_cast<gpu::SubgroupMmaComputeOp>(op)) {
    auto a = cast<gpu::MMAMatrixType>(mma.getOpA().getType());
    auto b = cast<gpu::MMAMatrixType>(mma.getOpB().getType());
    int64_t m = a.getShape()[0], k = a.getShape()[1], n = b.getShape()[1];
    if (mma.getATranspose())
      std::swap(m, k);
    if (mma.getBTranspose())
      n = b.getShape()[0];
    c.mmaFlops = 2.0 * static_cast<double>(m * n * k);
    // Dense tensor rates relative to FP16 (NVIDIA A100 and H100 whitepapers:
    // TF32 half of FP16, INT8 twice).
    Type elem = a.getElementType();
    c.mmaRate = elem.isF32() ? 0.5 : elem.isInteger(8) ? 2.0 : 1.0;
    // ptxas splits wmma.mma m16n16k16 into HMMA.16816 instructions of
    // 16 x 8 x 16 each.
    c.chain.push_back(
        {InstructionClass::mma,
         static_cast<unsigned>(std::max<int64_t>(1, m * n * k / 2048))});
    c.approximation =
        "'gpu.subgroup_mma_compute' is costed at the target's tensor rate "
        "(hwtargets: tensor_flops_per_cycle, the rate mma.sync reaches with "
        "every SM busy); what this kernel's WMMA reaches was not measured";
    return c;
  }
  if (auto ew = dyn_cast<gpu::SubgroupMmaElementwiseOp>(op)) {
    // One op per element of the fragment a lane holds.
    auto t = cast<gpu::MMAMatrixType>(ew.getType());
    int64_t elems = t.getShape()[0] * t.getShape()[1];
    c.chain.push_back(
        {combineClassOf(t.getElementType()),
         static_cast<unsigned>(std::max<int64_t>(1, elems / 32))});
    return c;
  }
  return std::nullopt;
}

int64_t mlir::warp::collectiveSharedBytes(Operation *op) {
  auto all = dyn_cast<gpu::AllReduceOp>(op);
  if (!all)
    return 0;
  Type t = all.getValue().getType();
  return 32 * std::max<int64_t>(1, (t.getIntOrFloatBitWidth() + 7) / 8);
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
  if (isa<memref::ViewOp>(def))
    return ViewKind::ByteShift;
  if (isa<ViewLikeOpInterface>(def))
    return ViewKind::OtherView;
  return ViewKind::Base;
}

bool mlir::warp::isFusedMultiply(Operation *op) {
  auto contracts = [](Operation *o) {
    auto fm = dyn_cast<arith::ArithFastMathInterface>(o);
    arith::FastMathFlagsAttr flags = fm ? fm.getFastMathFlagsAttr() : nullptr;
    return flags && arith::bitEnumContainsAll(flags.getValue(),
                                              arith::FastMathFlags::contract);
  };
  auto mul = dyn_cast<arith::MulFOp>(op);
  if (!mul || !contracts(op) || !mul->hasOneUse())
    return false;
  Operation *user = *mul->user_begin();
  return isa<arith::AddFOp, arith::SubFOp>(user) && contracts(user) &&
         user->getBlock() == op->getBlock();
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
  if (isa<gpu::ShuffleOp, gpu::RotateOp, gpu::SubgroupBroadcastOp>(op))
    return InstructionClass::shuffle;
  if (isa<gpu::SubgroupMmaComputeOp>(op))
    return InstructionClass::mma;
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

std::optional<InstructionGroup> mlir::warp::groupOf(InstructionClass cls) {
  switch (cls) {
  case InstructionClass::none:
    return std::nullopt;
  case InstructionClass::fp32:
    return InstructionGroup::fp32;
  case InstructionClass::fp64:
    return InstructionGroup::fp64;
  case InstructionClass::sfu:
    return InstructionGroup::sfu;
  case InstructionClass::integer:
    return InstructionGroup::integer;
  case InstructionClass::globalLoad:
  case InstructionClass::globalStore:
    return InstructionGroup::globalMemory;
  case InstructionClass::sharedLoad:
  case InstructionClass::sharedStore:
    return InstructionGroup::sharedMemory;
  case InstructionClass::sharedAtomic:
  case InstructionClass::globalAtomic:
    return InstructionGroup::atomics;
  case InstructionClass::barrier:
    return InstructionGroup::barriers;
  case InstructionClass::shuffle:
    return InstructionGroup::shuffles;
  case InstructionClass::mma:
    return InstructionGroup::mma;
  case InstructionClass::other:
    return InstructionGroup::other;
  }
  return std::nullopt;
}

llvm::StringRef mlir::warp::instructionGroupName(InstructionGroup g) {
  switch (g) {
  case InstructionGroup::fp32:
    return "fp32";
  case InstructionGroup::fp64:
    return "fp64";
  case InstructionGroup::sfu:
    return "sfu";
  case InstructionGroup::integer:
    return "integer";
  case InstructionGroup::globalMemory:
    return "global_memory";
  case InstructionGroup::sharedMemory:
    return "shared_memory";
  case InstructionGroup::atomics:
    return "atomics";
  case InstructionGroup::barriers:
    return "barriers";
  case InstructionGroup::shuffles:
    return "shuffles";
  case InstructionGroup::mma:
    return "mma";
  case InstructionGroup::other:
    return "other";
  }
  return "other";
}
