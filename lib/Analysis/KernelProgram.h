//===- KernelProgram.h - A kernel compiled once for the simulator -*- C++ -*-=//
//
// The first stage of issue 13's two-stage model, for the warp simulator: a
// kernel body (a gpu.func or a gpu.launch) is read once, through the shared
// op description of KernelOps.h, into plain data: every SSA value becomes a
// slot, every op an instruction with its operand and result slots, its
// instruction class and, for index arithmetic, memory accesses, views and
// structured control flow, what it computes. The simulator then runs any
// warp of any launch configuration over this list without looking at the IR
// again. Operation pointers are kept only as identities (to attribute
// counts to accesses and to classify atomics), never walked.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_KERNELPROGRAM_H
#define WARP_LIB_ANALYSIS_KERNELPROGRAM_H

#include "KernelOps.h"
#include "WarpCriticalPath.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <vector>

namespace mlir::warp {

/// An offset or stride of a view: a constant, or the value of a slot.
struct ProgramOperand {
  bool isConstant = true;
  int64_t constant = 0;
  Slot slot = 0;
};

/// One step of the chain that makes the memref of an access from its base
/// (KernelOps.h's ViewKind), evaluated outward from the base.
struct ProgramViewStep {
  ViewKind kind = ViewKind::Base;
  /// SubView: offsets and strides; ReinterpretCast: offset (first) and
  /// strides.
  SmallVector<ProgramOperand, 4> offsets, strides;
  llvm::SmallBitVector dropped;
  /// ExpandShape: the result's sizes and its reassociation; CollapseShape:
  /// the reassociation.
  SmallVector<int64_t, 4> sizes;
  SmallVector<SmallVector<int64_t, 2>, 4> reassociation;
};

/// The base of a view chain: a memref value and the layout its type gives.
struct ProgramViewBase {
  Value root;
  /// Strided with static offset and strides.
  bool strided = false;
  int64_t offset = 0;
  SmallVector<int64_t, 4> strides;
};

/// A memory access with its view chain compiled.
struct ProgramAccess {
  Operation *op = nullptr;
  AccessKind kind = AccessKind::read;
  MemorySpace space = MemorySpace::global;
  int64_t elemBytes = 0;
  ProgramViewBase base;
  SmallVector<ProgramViewStep, 2> steps;
  /// The index slots, or (affine accesses) the map operand slots.
  SmallVector<Slot, 4> indices;
  std::optional<AffineMap> affineMap;
  SmallVector<int64_t, 4> extents;
};

struct ProgramInstr {
  enum class Kind : uint8_t {
    Index,       ///< Integer index arithmetic (`index`).
    Access,      ///< A memory access (`access`); its results are unknown.
    Opaque,      ///< Anything else: its results are unknown.
    Unsimulated, ///< scf.while/parallel/forall: skipped, counts approximate.
    If,
    For,
    AffineFor,
    AffineIf,
  };
  Kind kind = Kind::Opaque;
  InstructionClass cls = InstructionClass::none;
  Operation *op = nullptr;
  /// Every operand and result (for the latency graph).
  SmallVector<Slot, 4> operands;
  SmallVector<Slot, 2> results;

  IndexOp index;
  uint32_t access = 0;

  /// If: then/else blocks (-1 when absent) and their yielded slots.
  /// For/AffineFor: the body in `thenBlock`.
  int32_t thenBlock = -1, elseBlock = -1;
  SmallVector<Slot, 2> thenYield, elseYield;
  /// scf.for: bounds, step, induction variable, iteration arguments.
  Slot lb = 0, ub = 0, step = 0, iv = 0;
  SmallVector<Slot, 2> inits, iterArgs;
  /// affine.for: bound maps and operands, constant step; affine.if: the
  /// set (in `set`) and its operands (in `lbOperands`).
  AffineMap lbMap, ubMap;
  SmallVector<Slot, 4> lbOperands, ubOperands;
  int64_t constantStep = 1;
  IntegerSet set;
};

/// How a slot gets its value when nothing in the warp has written it.
struct ProgramSlotInit {
  enum class Kind : uint8_t {
    Unknown,
    Constant,
    GridSize,  ///< gpu.launch body argument: the grid size along `dim`.
    BlockSize, ///< gpu.launch body argument: the block size along `dim`.
    BlockId,   ///< gpu.launch body argument: the block id along `dim`.
    ThreadId,  ///< gpu.launch body argument: the thread id along `dim`.
  };
  Kind kind = Kind::Unknown;
  int dim = 0;
  int64_t value = 0;
};

class KernelProgram {
public:
  /// Compiles the body of `kernel` (a gpu.func or a gpu.launch); kernel
  /// arguments found in `constantArgs` (by position) are constants.
  KernelProgram(Operation *kernel,
                const llvm::DenseMap<unsigned, int64_t> &constantArgs);

  Operation *kernel() const { return kernelOp; }
  size_t numSlots() const { return slotInits.size(); }
  const ProgramSlotInit &init(Slot s) const { return slotInits[s]; }
  const ProgramInstr &instr(uint32_t i) const { return instrs[i]; }
  const ProgramAccess &accessAt(uint32_t i) const { return accesses[i]; }
  ArrayRef<uint32_t> block(int32_t b) const { return blocks[b]; }
  int32_t entryBlock() const { return entry; }

private:
  Slot slotOf(Value v);
  int32_t compileBlock(Block &block);
  void compileOp(Operation *op, SmallVectorImpl<uint32_t> &out);
  ProgramOperand operandOf(OpFoldResult ofr);
  void compileView(Value memref, ProgramAccess &access);

  Operation *kernelOp;
  llvm::DenseMap<unsigned, int64_t> constantArgs;
  llvm::DenseMap<Value, Slot> slots;
  std::vector<ProgramSlotInit> slotInits;
  std::vector<ProgramInstr> instrs;
  std::vector<ProgramAccess> accesses;
  std::vector<SmallVector<uint32_t, 8>> blocks;
  int32_t entry = -1;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_KERNELPROGRAM_H
