//===- SoftmaxDecomposition.h - linalg.softmax on buffers, as generics -*- C++
//-*-===//
//
// Upstream decomposes `linalg.softmax` (AggregatedOpInterface) on tensors
// only. On buffers with static shapes Warp writes the same four ops
// (SoftmaxOp::decomposeOperation in mlir/lib/Dialect/Linalg/IR/LinalgOps.cpp):
// the max along the dimension (arith.maxnumf from arith's identity of
// maxnumf, as upstream asks for it), exp(x - max) into the output, the sum of
// those along the dimension (from 0), and the output divided by the sum, with
// the max and the sum in two temporaries (memref.alloc before the op,
// memref.dealloc after). The reductions and elementwise ops are then decided as
// any other (docs/contractions.md).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_SOFTMAXDECOMPOSITION_H
#define WARP_LOWERING_SOFTMAXDECOMPOSITION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace mlir::warp {

/// Replaces `op` by its decomposition on buffers. Fails, leaving `op` as it
/// was, with `why` (what would make it work) where its operands are tensors,
/// their shapes are not static or their element type is not a float.
LogicalResult decomposeSoftmaxOnBuffers(linalg::SoftmaxOp op, std::string &why);

} // namespace mlir::warp

#endif // WARP_LOWERING_SOFTMAXDECOMPOSITION_H
