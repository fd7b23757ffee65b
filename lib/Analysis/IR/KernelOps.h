//===- KernelOps.h - What Warp reads from the ops of a kernel ---*- C++ -*-===//
//
// The one description of the IR that both interpreters of a kernel read:
// the ISL relation builder (AccessRelations.cpp, symbolic over the instance
// space) and the warp simulator (KernelProgram.cpp/WarpSimulator.cpp, 32
// lanes in lockstep). It says which ops are index arithmetic and what they
// compute (IndexOpcode), which ops are memory accesses and what they touch
// (MemoryAccessOp), and which ops make a view of a memref (ViewKind). Both
// interpreters switch over these enums without a default case, so an op
// added here must be given a meaning in both (the compiler's -Wswitch says
// where), and the two cannot disagree on which ops exist.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_KERNELOPS_H
#define WARP_LIB_ANALYSIS_IR_KERNELOPS_H

#include "Warp/Analysis/IR/InstructionClass.h"
#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::warp {

/// Integer index arithmetic Warp evaluates.
enum class IndexOpcode : uint8_t {
  // Launch coordinates (`dim` is 0, 1, 2 for x, y, z).
  ThreadId,
  BlockId,
  BlockDim,
  GridDim,
  GlobalId,
  LaneId,
  SubgroupId,
  SubgroupSize,
  // arith (two operands unless noted).
  AddI,
  SubI,
  MulI,
  DivSI,
  DivUI,
  RemSI,
  RemUI,
  FloorDivSI,
  CeilDivSI,
  CeilDivUI,
  MinSI,
  MinUI,
  MaxSI,
  MaxUI,
  AndI,
  OrI,
  XOrI,
  ShLI,
  ShRSI,
  ShRUI,
  Cast,   ///< index_cast(ui), ext(s|u)i, trunci: one operand, same value.
  CmpI,   ///< `predicate`.
  Select, ///< condition, true value, false value.
  // affine (`map` over the op's map operands).
  AffineApply,
  AffineMin,
  AffineMax,
  /// memref.dim: `value` is the size when `known` (a static dimension with a
  /// constant index).
  MemRefDim,
};

struct IndexOp {
  IndexOpcode code = IndexOpcode::AddI;
  int dim = 0;
  int64_t value = 0;
  bool known = false;
  arith::CmpIPredicate predicate = arith::CmpIPredicate::eq;
  AffineMap map;
};

/// The index meaning of `op`, or nullopt if it is no index arithmetic.
/// Integer constants are not classified here: both interpreters read any
/// value that matches m_ConstantInt as a constant first.
std::optional<IndexOp> classifyIndexOp(Operation *op);

/// True if `op`'s result is a value loaded from memory (an index computed
/// from it is data-dependent).
bool isMemoryResultOp(Operation *op);

/// One memory access as the IR states it.
struct MemoryAccessOp {
  Operation *op = nullptr;
  AccessKind kind = AccessKind::read;
  Value memref;
  /// The index operands (for affine.load/store: the map operands).
  SmallVector<Value, 4> indices;
  /// For affine.load/store: the map applied to `indices`.
  std::optional<AffineMap> affineMap;
  /// Extent along each memref dimension touched by one thread (1 for a
  /// scalar access; the vector shape along the mapped dims otherwise).
  SmallVector<int64_t, 4> extents;
  /// Some lanes of the vector may be masked off (the access counts all).
  bool masked = false;
  /// A warp-collective access (gpu.subgroup_mma_load_matrix/store_matrix):
  /// every lane names the warp's whole tile (`extents`).
  bool warpTile = false;
};

/// The memory access `op` makes, or nullopt if it makes none that Warp
/// models (a vector transfer on a tensor makes none).
std::optional<MemoryAccessOp> describeMemoryAccess(Operation *op);

/// The instructions one warp-collective op becomes on an NVIDIA GPU: what
/// MLIR 22's NVVM lowering and ptxas make of gpu.shuffle, gpu.subgroup_reduce
/// (after its expansion to shuffles), gpu.all_reduce (MLIR's all-reduce
/// lowering) and gpu.subgroup_mma_compute (docs/cost-model.md, "Warp
/// collectives and matrix operations", which shows the PTX they were read
/// from).
struct WarpCollective {
  /// What every warp issues, step after step (WarpCriticalPath::issueChain).
  SmallVector<ChainStep, 8> chain;
  /// gpu.all_reduce: what the block's first warp issues instead, which also
  /// reduces the other warps' partial results.
  SmallVector<ChainStep, 8> firstWarpChain;
  /// gpu.subgroup_mma_compute: multiply-add operations (2·M·N·K) per warp,
  /// and the tensor-core rate of its input type relative to FP16 (FP16 and
  /// BF16 1, TF32 0.5, 8-bit integers 2).
  double mmaFlops = 0, mmaRate = 1;
  /// Why the expansion is not what the GPU runs (empty: it is).
  std::string approximation;
};

/// The expansion of `op`, or nullopt if it is no warp-collective op.
std::optional<WarpCollective> describeWarpCollective(Operation *op);

/// Bytes of shared memory MLIR's lowering of `op` allocates (gpu.all_reduce:
/// one element per warp of the largest block, 32), 0 for other ops.
int64_t collectiveSharedBytes(Operation *op);

/// How a memref value is made from another.
enum class ViewKind : uint8_t {
  /// Not a view: a block argument, an allocation, a global.
  Base,
  Cast,
  SubView,
  ReinterpretCast,
  ExpandShape,
  CollapseShape,
  /// memref.view: a typed memref at a byte shift into an i8 buffer (the
  /// upstream way to use gpu.dynamic_shared_memory).
  ByteShift,
  /// Another ViewLikeOpInterface op, whose layout Warp does not follow.
  OtherView,
};

/// How `memref` is made (Base if it has no defining op).
ViewKind classifyView(Value memref);

/// The instruction class of `op` for the instruction mix and the latency of
/// a warp (WarpCriticalPath.h): `none` for ops that are no instruction
/// (constants, launch ids, memref.dim, structured control flow,
/// terminators); memory accesses by space and direction; then barriers,
/// math (SFU), floating-point results by width, integer dialects, other.
InstructionClass instructionClassOf(Operation *op);

/// A float multiply the NVPTX backend fuses into an FMA with its user: both
/// carry `contract` (LLVM's DAG combiner fuses fmul + fadd/fsub when both
/// allow contraction and the multiply has that one use), in one block.
bool isFusedMultiply(Operation *op);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_KERNELOPS_H
