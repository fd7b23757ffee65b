//===- KernelProgram.h - A kernel compiled once, read by both interpreters ===//
//
// The first stage of issue 13's two-stage model: a kernel body (a gpu.func or
// a gpu.launch) is read once, through the op description of KernelOps.h,
// into plain data. Every SSA value becomes a slot, every op an instruction
// with its operand and result slots, its instruction class and, for index
// arithmetic, memory accesses, views and structured control flow, what it
// computes. Both interpreters of the kernel then read only this:
//
//  * the ISL relation builder (RelationBuilder.h), symbolically over the
//    instance space, for any launch sizes;
//  * the warp simulator (WarpSimulator.h), 32 lanes in lockstep, for any
//    warp of any launch.
//
// Operation pointers are kept only as identities (diagnostics are reported at
// them, volumes are attributed to them), never walked after construction.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_KERNELPROGRAM_H
#define WARP_LIB_ANALYSIS_IR_KERNELPROGRAM_H

#include "Analysis/IR/KernelOps.h"
#include "Warp/Analysis/IR/InstructionClass.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::warp {

/// An offset or stride of a view: a constant, or the value of a slot.
struct ProgramOperand {
  bool isConstant = true;
  int64_t constant = 0;
  Slot slot = 0;
};

/// The layout a memref type gives: offset and strides in elements, when
/// they are static.
struct ProgramTypeLayout {
  enum class Status : uint8_t {
    Strided,
    NotStrided,
    DynamicOffset,
    DynamicStride
  };
  Status status = Status::NotStrided;
  int64_t offset = 0;
  SmallVector<int64_t, 4> strides;
};

/// A memref value that an access reaches through views: how it is made
/// from its source (KernelOps.h's ViewKind) and the layout of its type.
struct ProgramMemRef {
  ViewKind kind = ViewKind::Base;
  Slot source = 0;
  ProgramTypeLayout layout;
  /// SubView: offsets and strides; ReinterpretCast: offset (first) and
  /// strides.
  SmallVector<ProgramOperand, 4> offsets, strides;
  llvm::SmallBitVector dropped;
  /// ExpandShape: the result's sizes and the reassociation; CollapseShape:
  /// the reassociation.
  SmallVector<int64_t, 4> sizes;
  SmallVector<SmallVector<int64_t, 2>, 4> reassociation;
  /// ByteShift: the byte shift (in `offsets`) and the bytes of the view's
  /// element; its strides are its type's.
  int64_t elemBytes = 0;
};

/// A memory access with the chain of memrefs from its buffer to the memref
/// it names.
struct ProgramAccess {
  Operation *op = nullptr;
  uint32_t instr = 0;
  AccessKind kind = AccessKind::read;
  MemorySpace space = MemorySpace::global;
  int64_t elemBytes = 0;
  /// The accessed memref's shape (dynamic sizes as ShapedType::kDynamic).
  SmallVector<int64_t, 4> shape;
  /// The index slots, or (affine accesses) the map operand slots.
  SmallVector<Slot, 4> indices;
  std::optional<AffineMap> affineMap;
  SmallVector<int64_t, 4> extents;
  bool masked = false;
  /// A warp-collective tile (KernelOps' MemoryAccessOp::warpTile): the warp
  /// accesses it once, not once per lane.
  bool warpTile = false;
  /// The memref named by the access, and the view chain from its base to
  /// it (base first, the memref last; ProgramMemRef of each).
  Slot memref = 0;
  SmallVector<Slot, 4> chain;
  /// The underlying buffer (views and casts looked through).
  Slot root = 0;
  /// The access names the buffer itself, not a view of it.
  bool indexesRootDirectly = false;
  /// Atomics: the kind of memref.atomic_rmw (nullopt for
  /// memref.generic_atomic_rmw), the instruction ptxas emits for it
  /// (AtomicClass.h), and the op's `warp.expected_conflicts` (0: none).
  std::optional<arith::AtomicRMWKind> rmwKind;
  AtomicInstruction atomicClass = AtomicInstruction::add;
  int64_t expectedConflicts = 0;
};

struct ProgramInstr {
  enum class Kind : uint8_t {
    Index,      ///< Integer index arithmetic (`index`).
    Access,     ///< A memory access (`access`); its results are unknown.
    Opaque,     ///< Anything else: its results are unknown.
    Terminator, ///< Issues nothing; its parent reads its operands.
    Constant,   ///< arith.constant: its slot holds its value.
    If,
    For,
    AffineFor,
    AffineIf,
    /// scf.parallel and scf.forall inside a kernel: what upstream's
    /// lowering makes of them (SCFToControlFlow), one thread running the
    /// dimensions as nested sequential loops, the first outermost.
    Parallel,
    Forall,
    /// scf.while: the relations do not know its trip count (its instances
    /// are over-approximated); the simulator runs it lane by lane.
    While,
  };
  Kind kind = Kind::Opaque;
  InstructionClass cls = InstructionClass::none;
  Operation *op = nullptr;
  /// The op's name and "'name' at line N", for messages.
  std::string name, where;
  /// The program block the instruction is in.
  int32_t block = -1;
  /// Every operand and result (for the latency graph).
  SmallVector<Slot, 4> operands;
  SmallVector<Slot, 2> results;

  IndexOp index;
  uint32_t access = 0;
  /// Its result is a value loaded from memory (KernelOps' isMemoryResultOp).
  bool loadsData = false;
  /// A float multiply that the backend fuses into its only user, an add or
  /// a subtract, both allowed to contract (`fastmath<contract>`): it issues
  /// nothing of its own; the user is the FMA (isFusedMultiply).
  bool fusedIntoUser = false;
  /// Removed by common subexpression elimination (ScalarOptimizations.cpp):
  /// an equivalent op dominates it, whose result slots its results share;
  /// it runs and issues nothing, and has no results of its own.
  bool eliminated = false;
  /// What Warp does not model about the op (an access it counts only in
  /// part, an op it does not cost): the warning to give.
  std::string unmodelledNote;
  /// A warp-collective op: the instructions it becomes.
  std::optional<WarpCollective> collective;

  /// The blocks of each region of the op (all ops, for the relations; the
  /// simulator runs the first block of an If/For/AffineFor/AffineIf region).
  SmallVector<SmallVector<int32_t, 1>, 2> regions;
  /// If: the slots each region yields.
  SmallVector<Slot, 2> thenYield, elseYield;
  /// scf.for: bounds, step, induction variable, iteration arguments (its
  /// yield in `thenYield`). scf.while: `inits` are its operands,
  /// `iterArgs` the arguments of its "before" region.
  Slot lb = 0, ub = 0, step = 0, iv = 0;
  SmallVector<Slot, 2> inits, iterArgs;
  /// scf.for: its induction variable has at most 32 bits (ptxas then
  /// counts it in one register: a shorter control chain).
  bool narrowInduction = false;
  /// scf.parallel and scf.forall: bounds, steps and induction variables
  /// per dimension.
  SmallVector<ProgramOperand, 3> lbs, ubs, steps;
  SmallVector<Slot, 3> ivs;
  /// scf.while: the condition and the values scf.condition forwards (to
  /// the "after" region's arguments, `afterArgs`, or the results), and what
  /// the "after" region yields back to the "before" region.
  Slot condition = 0;
  SmallVector<Slot, 2> forwarded, afterArgs, afterYield;
  /// affine.for: bound maps and operands, constant step; affine.if: the
  /// set and its operands (in `lbOperands`).
  AffineMap lbMap, ubMap;
  SmallVector<Slot, 4> lbOperands, ubOperands;
  int64_t constantStep = 1;
  IntegerSet set;
  /// scf.for and affine.for: the trip count when the bounds and the step
  /// are compile-time constants (-1 otherwise).
  int64_t constantTrips = -1;

  int32_t thenBlock() const {
    return regions.size() > 0 && !regions[0].empty() ? regions[0][0] : -1;
  }
  int32_t elseBlock() const {
    return regions.size() > 1 && !regions[1].empty() ? regions[1][0] : -1;
  }
};

/// A use of a slot: operand `operand` of instruction `instr`.
struct ProgramUse {
  uint32_t instr = 0;
  unsigned operand = 0;
};

/// What a slot is.
struct ProgramValue {
  enum class Kind : uint8_t {
    OpResult,       ///< Result `resultNo` of instruction `def`.
    LoopIV,         ///< Induction variable `position` of loop `def`.
    LaunchBlockId,  ///< gpu.launch body argument along `dim`.
    LaunchThreadId, ///< gpu.launch body argument along `dim`.
    LaunchGridSize, ///< gpu.launch body argument along `dim`.
    LaunchBlockSize,
    KernelArg,     ///< gpu.func argument `number`.
    OutsideArg,    ///< A block argument outside the kernel (captured).
    OutsideResult, ///< An op result outside the kernel (captured).
    OtherBlockArg, ///< Another block argument (iteration arguments, ...).
  };
  Kind kind = Kind::OtherBlockArg;
  int32_t def = -1;
  unsigned position = 0;
  int dim = 0;
  unsigned number = 0;
  /// OutsideArg: an argument of a function (named argN, else extN).
  bool functionArg = false;
  /// An integer constant (m_ConstantInt).
  bool isConstant = false;
  int64_t constant = 0;
  bool intOrIndex = false;
  bool isI1 = false;
  /// OutsideResult that is no integer: why it is no index.
  std::string outsideWhy;
};

/// A block of the program: its instructions and where it sits.
struct ProgramBlock {
  SmallVector<uint32_t, 8> instrs;
  /// The instruction whose region holds the block (-1: the kernel body),
  /// and which of its regions.
  int32_t owner = -1;
  unsigned region = 0;
};

class KernelProgram {
public:
  /// Compiles the body of `kernel` (a gpu.func or a gpu.launch); kernel
  /// arguments found in `constantArgs` (by position) are constants for the
  /// simulator (the relation builder reads them from its launch context).
  KernelProgram(Operation *kernel,
                const llvm::DenseMap<unsigned, int64_t> &constantArgs);

  Operation *kernel() const { return kernelOp; }
  size_t numSlots() const { return values.size(); }
  const ProgramValue &value(Slot s) const { return values[s]; }
  /// Every instruction operand that reads slot `s`, in instruction order.
  ArrayRef<ProgramUse> uses(Slot s) const { return slotUses[s]; }
  /// The SSA value of a slot, as an identity (never walked).
  Value valueOf(Slot s) const { return slotValues[s]; }
  const ProgramInstr &instr(uint32_t i) const { return instrs[i]; }
  /// The index of an instruction of this program.
  uint32_t indexOf(const ProgramInstr &in) const {
    return static_cast<uint32_t>(&in - instrs.data());
  }
  size_t numInstrs() const { return instrs.size(); }
  const ProgramAccess &accessAt(uint32_t i) const { return accesses[i]; }
  const ProgramBlock &block(int32_t b) const { return blocks[b]; }
  /// Static shared memory, bytes per block: the workgroup attributions and
  /// workgroup allocations, and what MLIR's lowering of a collective
  /// allocates (INT64_MAX if the sum overflows).
  int64_t staticSharedBytes() const { return staticShared; }
  /// The first block of the kernel body, where a warp starts.
  int32_t entryBlock() const { return entry; }
  /// Instructions in pre-order (their index order) and in post-order.
  ArrayRef<uint32_t> postOrder() const { return post; }
  const ProgramMemRef &memref(Slot s) const { return memrefs.find(s)->second; }
  /// The view description of `s`, if an access reaches it.
  const ProgramMemRef *findMemRef(Slot s) const {
    auto it = memrefs.find(s);
    return it == memrefs.end() ? nullptr : &it->second;
  }
  /// True if loop instruction `i` has iterations that are translates of
  /// each other (TranslatedIterations.h).
  bool iterationsTranslate(uint32_t i) const { return translates[i]; }
  /// True if two warps of a block can differ only in what the relations of
  /// their accesses say (TranslatedWarps.h): the static half of the warp
  /// classes' proof.
  bool warpsDifferOnlyByAccesses() const { return warpsAlike; }
  /// The name of a buffer in relations and reports: "arg0", "wg1", a
  /// global's name, or its op's name numbered in order of first use by the
  /// accesses in post-order ("alloc0", "buf1").
  const std::string &rootName(Slot s) const {
    return rootNames.find(s)->second;
  }
  /// The simulator's initial value of a slot nothing in the warp wrote:
  /// constants (integer constants and constant kernel arguments), else
  /// unknown.
  std::optional<int64_t> simulatorConstant(Slot s) const {
    return simConstants[s];
  }
  /// The slot of `v` and the program block of `b`, if the kernel has them.
  std::optional<Slot> findSlot(Value v) const {
    auto it = slots.find(v);
    return it == slots.end() ? std::nullopt : std::optional<Slot>(it->second);
  }
  std::optional<int32_t> findBlock(Block *b) const {
    auto it = blockIds.find(b);
    return it == blockIds.end() ? std::nullopt
                                : std::optional<int32_t>(it->second);
  }

private:
  Slot slotOf(Value v);
  /// Common subexpression elimination (ScalarOptimizations.cpp): if an
  /// equivalent pure op dominates `op` (in `block` or a block around it),
  /// maps `op`'s results to that op's slots and returns true.
  bool eliminateIfRedundant(Operation *op, int32_t block);
  /// Loop-invariant code motion (ScalarOptimizations.cpp): moves the pure,
  /// speculatable ops of each loop body whose operands are defined outside
  /// the loop to just before the loop, innermost loops first.
  void hoistLoopInvariants();
  /// True if block `inner` is `outer` or nested in it.
  bool blockWithin(int32_t inner, int32_t outer) const;
  int32_t compileBlock(Block &block, int32_t owner, unsigned region);
  void compileOp(Operation *op, SmallVectorImpl<uint32_t> &out, int32_t block);
  /// The access `raw` of instruction `idx`, with its view chain.
  void compileAccess(Operation *op, const MemoryAccessOp &raw, ProgramInstr &in,
                     uint32_t idx);
  /// Structured control flow (if, loops); false if `op` is none.
  bool compileControlFlow(Operation *op, ProgramInstr &in, uint32_t idx);
  ProgramOperand operandOf(OpFoldResult ofr);
  void compileMemRef(Value memref, ProgramAccess &access);

  Operation *kernelOp;
  llvm::DenseMap<unsigned, int64_t> constantArgs;
  llvm::DenseMap<Value, Slot> slots;
  std::vector<Value> slotValues;
  std::vector<ProgramValue> values;
  std::vector<SmallVector<ProgramUse, 2>> slotUses;
  std::vector<std::optional<int64_t>> simConstants;
  std::vector<ProgramInstr> instrs;
  std::vector<uint32_t> post;
  std::vector<ProgramAccess> accesses;
  std::vector<ProgramBlock> blocks;
  int32_t entry = -1;
  int64_t staticShared = 0;
  std::vector<bool> translates;
  bool warpsAlike = false;
  /// Pure ops compiled so far, by hash (eliminateIfRedundant).
  llvm::DenseMap<unsigned, SmallVector<uint32_t, 2>> pureOps;
  llvm::DenseMap<Slot, ProgramMemRef> memrefs;
  llvm::DenseMap<Slot, std::string> rootNames;
  llvm::DenseMap<Block *, int32_t> blockIds;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_KERNELPROGRAM_H
