//===- IslAccessMaps.h - The ISL form of an access relation -----*- C++ -*-===//
//
// An AccessRelation gives its relations as text to everyone (made on
// demand), and, to the analyses inside lib/Analysis, as ISL objects behind an
// opaque pointer, with their box forms (BoxImages.h), so that nothing is
// parsed again (parsing ISL text is costly). All relations of one kernel
// share one isl_ctx, which lives as long as any of them.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_ISLACCESSMAPS_H
#define WARP_LIB_ANALYSIS_RELATIONS_ISLACCESSMAPS_H

#include "Analysis/Relations/BoxImages.h"
#include "Analysis/Relations/OffsetForms.h"
#include "Support/IslSupport.h"

#include <map>
#include <memory>

namespace mlir::warp {

/// Owns an isl_ctx whose errors are exceptions (see IslSupport.h).
struct IslContextHolder {
  IslContextHolder() : raw(isl_ctx_alloc()) {
    isl_options_set_on_error(raw, ISL_ON_ERROR_CONTINUE);
  }
  ~IslContextHolder() {
    chunkMaps.clear(); // ISL objects before their context
    isl_ctx_free(raw);
  }
  IslContextHolder(const IslContextHolder &) = delete;
  IslContextHolder &operator=(const IslContextHolder &) = delete;
  isl::ctx get() const { return isl::ctx(raw); }
  isl_ctx *raw;
  /// { [i0, ..., x] -> [i0, ..., floor(x / unit)] } by (arity, unit), parsed
  /// once per context.
  std::map<std::pair<unsigned, int64_t>, isl::map> chunkMaps;
};

struct IslAccessMaps {
  // Declared first, destroyed last: the maps need their context.
  std::shared_ptr<IslContextHolder> context;
  isl::map index;
  isl::map bytes; ///< Null if the access has no byte relation.
  /// The byte offset as one affine function of the instance (over the
  /// dimensions of `bytes`' domain), where `bytes` is its graph on the
  /// instance set; nullopt otherwise. The block classes read its coefficients
  /// without ISL's isl_pw_multi_aff_from_map (BlockClasses.cpp).
  std::optional<isl::aff> byteAff;
  /// For a wide access (a tensor-core fragment): true where one instance,
  /// sampled from the instance set, touches two bytes (its byte relation is
  /// then no function), found from its indices without sampling the byte
  /// relation; nullopt where not known.
  std::optional<bool> touchesTwoBytes;
  /// The program block whose instance set is the domain of `index`, when
  /// the index relation is total on it (every index an affine function
  /// defined everywhere, no range bound): accesses of one block then share
  /// their domain without an ISL comparison (computeBlockClasses). -1 when
  /// the domain may be smaller than the block's.
  int32_t domainBlock = -1;
  /// The relation as boxes (BoxImages.h), when it has that form.
  std::optional<BoxAccess> box;
  /// Where `box` is missing: the boxes of the element-linear index (the
  /// byte offset in the root buffer over the element size, one index),
  /// when the byte relation has that form although the index relation
  /// does not (a convolution's output: the row-major layout adds up the
  /// rows and columns its index divides the pixel number into).
  std::optional<BoxAccess> linearBox;
  /// Where `box` is missing: the element-linear index as an affine function
  /// of the instance (OffsetForms.h), counted by enumeration where the box
  /// images have too many pieces.
  std::optional<OffsetForm> offsets;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_ISLACCESSMAPS_H
