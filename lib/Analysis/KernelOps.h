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

#ifndef WARP_LIB_ANALYSIS_KERNELOPS_H
#define WARP_LIB_ANALYSIS_KERNELOPS_H

#include "Warp/Dialect/WarpAttrs.h"
#include "WarpCriticalPath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

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
};

/// The memory access `op` makes, or nullopt if it makes none that Warp
/// models (a vector transfer on a tensor makes none).
std::optional<MemoryAccessOp> describeMemoryAccess(Operation *op);

/// How a memref value is made from another.
enum class ViewKind : uint8_t {
  /// Not a view: a block argument, an allocation, a global.
  Base,
  Cast,
  SubView,
  ReinterpretCast,
  ExpandShape,
  CollapseShape,
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

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_KERNELOPS_H
