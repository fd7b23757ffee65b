//===- OffsetForms.h - Element offsets enumerated in C++ ---------*- C++
//-*-===//
//
// An access whose element-linear offset (its byte offset in the root buffer
// over the element size) is an affine function of its instance, on an
// instance set of affine constraints without existentially quantified
// variables, has an offset form: the function's coefficients and the
// constraints as integers, read off the ISL relation once when it is built.
//
// Its image is then enumerated with integer arithmetic: the instance
// dimensions are walked in nested loops whose bounds the constraints give
// (the grid's and the block's extents bound the block and thread ids), and
// the dimension with the smallest offset coefficient is taken as an
// interval, whose elements are a run of chunks when that coefficient is at
// most a chunk. The marks are exact (each point of the image, nothing
// else): the same chunks as ISL's image of the relation, without its
// integer divisions. What is counted is unchanged: seed 000's footprints
// (§3.4, the compulsory DRAM volume and the wave sets of its layer
// condition, §3.5), only how. Footprints.cpp and WaveReuse.cpp use this where
// the box forms (BoxImages.h) have too many pieces and ISL must eliminate the
// divisions of a divided pixel number (a convolution's output of a guarded
// block tile, whose row-major layout adds the divided digits up again).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_OFFSETFORMS_H
#define WARP_LIB_ANALYSIS_RELATIONS_OFFSETFORMS_H

#include "Analysis/Relations/BoxImages.h"

#include "llvm/ADT/BitVector.h"

#include <isl/cpp.h>

namespace mlir::warp {

/// The element offset of an access as a union of pieces over its instance
/// dimensions [bx, by, bz, tx, ty, tz, loops...].
struct OffsetForm {
  /// sum coef * dim + constant >= 0, or == 0 for an equality.
  struct Constraint {
    SmallVector<int64_t> coef;
    int64_t constant = 0;
    bool equality = false;
  };
  struct Piece {
    std::vector<Constraint> constraints;
    /// The offset: sum offset[d] * dim d + constant.
    SmallVector<int64_t> offset;
    int64_t constant = 0;
  };
  unsigned numDims = 0;
  std::array<int64_t, 3> blockDim{}, gridDim{};
  std::vector<Piece> pieces;
};

/// The offset form of `elements`, a relation from an access's instances to
/// its element-linear offset (one output, no parameters), under the launch
/// `sizes` (all known); nullopt when a piece has an existentially
/// quantified variable or does not define the offset by an equality with a
/// unit coefficient.
std::optional<OffsetForm> extractOffsetForm(const isl::map &elements,
                                            const LaunchSizes &sizes);

/// Sets in `marks` bit floor(e / unit) for each element offset e of `form`
/// over the blocks `blocks` (the whole grid when null). Each nested loop
/// iteration and each offset marked one at a time takes one from `budget`.
/// False when the budget runs out, a dimension is unbounded, or a mark falls
/// outside `marks` (the bits set until then are image points all the same).
bool markOffsetChunks(const OffsetForm &form, const BlockBox *blocks,
                      int64_t unit, llvm::BitVector &marks, int64_t &budget);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_OFFSETFORMS_H
