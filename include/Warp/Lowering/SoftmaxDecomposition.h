//===- SoftmaxDecomposition.h - linalg.softmax as generics -----*- C++ -*-===//
//
// Upstream decomposes `linalg.softmax` (AggregatedOpInterface) on tensors
// only. On buffers with static shapes Warp writes the same ops, two fills
// and four generics (SoftmaxOp::decomposeOperation in
// mlir/lib/Dialect/Linalg/IR/LinalgOps.cpp): the max along the dimension
// (arith.maxnumf from arith's identity of maxnumf, as upstream asks for it),
// exp(x - max) into the output, the sum of those along the dimension (from
// 0), and the output divided by the sum, with the max and the sum in two
// temporaries (memref.alloc before the op, memref.dealloc after). The
// reductions and elementwise ops are then decided as any other
// (docs/contractions.md).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_SOFTMAXDECOMPOSITION_H
#define WARP_LOWERING_SOFTMAXDECOMPOSITION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace mlir::warp {

/// Replaces `op` by its decomposition on buffers. The reductions Warp tiles
/// reduce one of two loops: along the last (or first) of more than two
/// dimensions of buffers of identity layout, the other dimensions are first
/// collapsed into one (memref.collapse_shape); a vector is a 1 x N view
/// (memref.expand_shape); `reshaped` then says which. Fails, leaving `op` as
/// it was, with `why` (what would make it work) where its operands are
/// tensors, their shapes are not static, their element type is not a float,
/// or it reduces a middle dimension (or one of a strided layout) of more
/// than two.
LogicalResult decomposeSoftmaxOnBuffers(linalg::SoftmaxOp op,
                                        std::string &reshaped,
                                        std::string &why);

} // namespace mlir::warp

#endif // WARP_LOWERING_SOFTMAXDECOMPOSITION_H
