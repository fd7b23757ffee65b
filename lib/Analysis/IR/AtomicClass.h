//===- AtomicClass.h - The hardware instruction of an atomic op -*- C++ -*-===//
//
// Which shared-memory atomic instruction ptxas emits for an MLIR atomic, the
// class the target's service table (seed 002) is keyed by:
//   popc_inc  `memref.atomic_rmw addi` of the constant 1 whose result is
//             unused: ptxas emits ATOMS.POPC.INC, which merges the lanes
//             that hit one word into a single update (seed 002 §3.2;
//             bench/groundtruth/microbench/sass/smem_atomics_ops.txt,
//             kernels inc_noret and inc_cpp);
//   redux_add `memref.atomic_rmw addi` of any value whose result is unused,
//             to an address every lane of the warp shares as far as ptxas
//             can see (constants, block coordinates, kernel arguments):
//             ptxas sums the lanes' values (REDUX.SUM) and one lane issues
//             ATOMS.ADD (bench/harness/sass/hist_same_bin.sass);
//   add       any other integer add, or and/or/xor/min/max/exchange:
//             ATOMS.ADD and its kin serialise lanes on one word;
//   cas       floating-point adds and generic read-modify-write bodies, a
//             compare-and-swap loop (ATOMS.CAST.SPIN / ATOMS.CAS).
// Without the SASS this is the rule ptxas follows for sm_90 in those
// microbenchmarks; docs/cost-model.md says so.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_ATOMICCLASS_H
#define WARP_LIB_ANALYSIS_IR_ATOMICCLASS_H

#include "Warp/Target/HardwareTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <optional>

namespace mlir::warp {

class KernelProgram;
struct ProgramAccess;

/// The instruction ptxas emits for the atomic access `access` of `program`,
/// read from the program alone (the op's kind, its value, whether its
/// result is used, and whether its address is the same in every lane).
AtomicInstruction classifyAtomic(const KernelProgram &program,
                                 const ProgramAccess &access);

/// Whether a global atomic of this kind (none: memref.generic_atomic_rmw)
/// is a compare-and-swap loop after MLIR's NVVM lowering: LLVM has native
/// global atomics for integer and float adds and integer min, max and
/// bitwise ops, not for a float max, min or multiply or an integer
/// multiply (bench/reductions/ptx/*_s*.ptx: atom.global.add.f32 for a
/// split sum; ld.global, then atom.acq_rel.sys.global.cas.b32 in a loop,
/// for a split max).
bool isGlobalCasLoop(std::optional<arith::AtomicRMWKind> kind);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_ATOMICCLASS_H
