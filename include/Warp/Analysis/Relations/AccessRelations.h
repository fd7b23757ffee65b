//===- AccessRelations.h - Affine access relations of a kernel --*- C++ -*-===//
//
// For every memory access of a kernel, the ISL relation from the access
// instance [bx, by, bz, tx, ty, tz, enclosing loop ivs...] to the element it
// touches (multi-dimensional indices of the accessed memref) and to the byte
// offset from the base of the underlying buffer. The ISL objects stay inside
// lib/Analysis, behind an opaque pointer; everyone else reads the relations
// as ISL text, made on demand.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_RELATIONS_ACCESSRELATIONS_H
#define WARP_ANALYSIS_RELATIONS_ACCESSRELATIONS_H

#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::warp {

/// The ISL objects of a relation, private to lib/Analysis.
struct IslAccessMaps;

/// Something the analysis could not model exactly, reported at `op`.
struct AccessNote {
  enum class Severity { Remark, Warning, Error };
  Operation *op = nullptr;
  Severity severity = Severity::Remark;
  std::string message;
};

/// The access relation of one memory access.
struct AccessRelation {
  Operation *op = nullptr;
  AccessKind kind = AccessKind::read;
  MemorySpace space = MemorySpace::global;
  /// Name of the underlying buffer (`arg0`, `wg0`, ...).
  std::string memref;
  /// The underlying buffer itself (a kernel argument, an attribution, an
  /// alloc, or a value captured by a gpu.launch).
  Value root;
  int64_t elemBytes = 0;
  /// Elements moved per thread (vector accesses).
  int64_t vectorWidth = 1;
  /// Number of indices (rank of the accessed memref).
  unsigned rank = 0;
  /// All indices affine. If false, the non-affine indices range over their
  /// whole dimension in `indexMap` / `byteMap`.
  bool affine = true;
  /// Instance set exact (no dropped non-affine guard or loop bound).
  bool exact = true;
  /// Byte relation available (false for example with a dynamic stride).
  bool hasByteMap = true;
  /// The access names the buffer itself, not a view of it.
  bool indexesRootDirectly = false;
  /// A warp tile (gpu.subgroup_mma_*_matrix) whose rows can pass the end of
  /// dimension rank-2 and go on in the next index of the dimensions before
  /// it (a convolution's output pixels that wrap from one row to the
  /// next): its relations hold only the rows before the end, so footprints
  /// of its buffer are bounded, not counted.
  bool clippedTile = false;
  /// Names of the instance dimensions, in order.
  std::vector<std::string> instanceDims;
  /// ISL text: instance -> memref[i0, ..., i(rank-1)], simplified for
  /// reading (computed on demand: the analyses do not need it).
  std::string indexMap() const;
  /// ISL text: instance -> memref[byte offset]; empty without one.
  std::string byteMap() const;

  /// The same relations as ISL objects, for lib/Analysis only.
  std::shared_ptr<const IslAccessMaps> isl;

  /// The `#warp.access` attribute for this relation.
  AccessAttr toAttr(MLIRContext *ctx) const;
};

/// All accesses of one kernel under one launch context.
struct KernelAccesses {
  LaunchSizes sizes;
  std::vector<AccessRelation> accesses;
  std::vector<AccessNote> notes;
};

class KernelProgram;

/// Builds the access relations of a kernel compiled once
/// (KernelModel::program()) for the sizes and constant arguments in
/// `sizes`, without reading the IR. Never fails: what cannot be modelled
/// is kept with a marker and a note.
KernelAccesses computeAccessRelations(const KernelProgram &program,
                                      const LaunchSizes &sizes);

/// The same for `context.kernel` (a gpu.func or a gpu.launch), compiled for
/// this call.
KernelAccesses computeAccessRelations(const LaunchContext &context);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_RELATIONS_ACCESSRELATIONS_H
