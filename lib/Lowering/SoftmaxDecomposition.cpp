//===- SoftmaxDecomposition.cpp - linalg.softmax on buffers, as generics --===//
//
// See SoftmaxDecomposition.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Lowering/SoftmaxDecomposition.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"

using namespace mlir;

namespace {

/// A linalg.generic over `rank` loops, the loop `dim` a reduction when
/// `reduce`, whose body is `body(b, loc, block arguments)`.
void buildGeneric(OpBuilder &b, Location loc, ValueRange ins, Value out,
                  ArrayRef<AffineMap> maps, unsigned rank, unsigned dim,
                  bool reduce,
                  function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  if (reduce)
    iterators[dim] = utils::IteratorType::reduction;
  linalg::GenericOp::create(
      b, loc, TypeRange{}, ins, ValueRange{out}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, body(nb, nloc, args));
      });
}

/// Views `input` and `output` (of identity layout where their rank is over
/// two) as two dimensions, `dim` becoming the reduced one of the view: a
/// vector as one row of a 1 x N view; along the last (or first) of more
/// dimensions, the others collapsed into one (rows or columns), which the
/// reduction strategies tile (they reduce one of two loops). `reshaped` says
/// which; nothing changes for two dimensions.
void viewInTwoDimensions(OpBuilder &b, Location loc, Value &input,
                         Value &output, unsigned &dim, std::string &reshaped) {
  auto type = cast<MemRefType>(input.getType());
  unsigned rank = type.getRank();
  if (rank == 1) {
    auto rowsType =
        MemRefType::get({1, type.getDimSize(0)}, type.getElementType());
    SmallVector<ReassociationIndices> groups = {{0, 1}};
    input = memref::ExpandShapeOp::create(b, loc, rowsType, input, groups);
    output = memref::ExpandShapeOp::create(b, loc, rowsType, output, groups);
    dim = 1;
    reshaped = "as one row of a 1 x N view (memref.expand_shape)";
  } else if (rank > 2) {
    SmallVector<ReassociationIndices> groups(2);
    for (unsigned d = 0; d < rank; ++d)
      groups[dim == 0 ? (d == 0 ? 0 : 1) : (d + 1 < rank ? 0 : 1)].push_back(d);
    input = memref::CollapseShapeOp::create(b, loc, input, groups);
    output = memref::CollapseShapeOp::create(b, loc, output, groups);
    dim = dim == 0 ? 0 : 1;
    reshaped = "its other dimensions collapsed into one "
               "(memref.collapse_shape)";
  }
}

} // namespace

LogicalResult mlir::warp::decomposeSoftmaxOnBuffers(linalg::SoftmaxOp op,
                                                    std::string &reshaped,
                                                    std::string &why) {
  auto inType = dyn_cast<MemRefType>(op.getInput().getType());
  auto outType = dyn_cast<MemRefType>(op.getOutput().getType());
  if (!inType || !outType) {
    why = "it has tensor semantics; Warp decomposes it on buffers (run "
          "one-shot-bufferize first)";
    return failure();
  }
  if (!inType.hasStaticShape() || !outType.hasStaticShape()) {
    why = "a dimension is dynamic; the ops it decomposes into are decided "
          "for static shapes";
    return failure();
  }
  auto elem = dyn_cast<FloatType>(inType.getElementType());
  if (!elem || outType.getElementType() != elem) {
    why = "its element type is not one float type";
    return failure();
  }
  unsigned rank = inType.getRank();
  unsigned dim = op.getDimension();
  bool identity =
      inType.getLayout().isIdentity() && outType.getLayout().isIdentity();
  if (rank > 2 && !(identity && (dim == 0 || dim == rank - 1))) {
    why = "it reduces dimension " + std::to_string(dim) + " of " +
          std::to_string(rank) + (identity ? "" : " of a strided layout") +
          "; the reductions Warp tiles reduce one of two loops: move the "
          "dimension first or last (linalg.transpose) on buffers of identity "
          "layout";
    return failure();
  }
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value input = op.getInput(), output = op.getOutput();
  viewInTwoDimensions(b, loc, input, output, dim, reshaped);
  rank = 2;
  inType = cast<MemRefType>(input.getType());
  // The max and the sum: the input's shape without `dim`, identity layout.
  SmallVector<int64_t> reduced(inType.getShape());
  reduced.erase(reduced.begin() + dim);
  auto rowType = MemRefType::get(reduced, elem);
  Value maxBuf = memref::AllocOp::create(b, loc, rowType);
  Value sumBuf = memref::AllocOp::create(b, loc, rowType);
  AffineMap id = b.getMultiDimIdentityMap(rank);
  AffineMap row = id.dropResult(dim);
  // max = reduce(maxnumf, x) from the identity upstream takes (NaN in
  // MLIR 22, which maxnumf ignores).
  Value lowest = arith::getIdentityValue(arith::AtomicRMWKind::maxnumf, elem, b,
                                         loc, /*useOnlyFiniteValue=*/true);
  linalg::FillOp::create(b, loc, lowest, maxBuf);
  buildGeneric(b, loc, input, maxBuf, {id, row}, rank, dim, /*reduce=*/true,
               [](OpBuilder &nb, Location l, ValueRange a) -> Value {
                 return arith::MaxNumFOp::create(nb, l, a[0], a[1]);
               });
  // out = exp(x - max)
  buildGeneric(b, loc, ValueRange{input, maxBuf}, output, {id, row, id}, rank,
               dim, /*reduce=*/false,
               [](OpBuilder &nb, Location l, ValueRange a) -> Value {
                 Value d = arith::SubFOp::create(nb, l, a[0], a[1]);
                 return math::ExpOp::create(nb, l, d);
               });
  // sum = reduce(addf, out) from 0
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));
  linalg::FillOp::create(b, loc, zero, sumBuf);
  buildGeneric(b, loc, output, sumBuf, {id, row}, rank, dim, /*reduce=*/true,
               [](OpBuilder &nb, Location l, ValueRange a) -> Value {
                 return arith::AddFOp::create(nb, l, a[0], a[1]);
               });
  // out = out / sum
  buildGeneric(b, loc, sumBuf, output, {row, id}, rank, dim, /*reduce=*/false,
               [](OpBuilder &nb, Location l, ValueRange a) -> Value {
                 return arith::DivFOp::create(nb, l, a[1], a[0]);
               });
  b.setInsertionPointAfter(op);
  memref::DeallocOp::create(b, loc, sumBuf);
  memref::DeallocOp::create(b, loc, maxBuf);
  op.erase();
  return success();
}
