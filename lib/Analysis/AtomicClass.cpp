//===- AtomicClass.cpp - The hardware instruction of an atomic op ---------===//

#include "AtomicClass.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

llvm::StringRef mlir::warp::sharedAtomicClass(Operation *op) {
  auto rmw = dyn_cast_or_null<memref::AtomicRMWOp>(op);
  if (!rmw)
    return "cas"; // memref.generic_atomic_rmw: a CAS loop
  switch (rmw.getKind()) {
  case arith::AtomicRMWKind::addf:
  case arith::AtomicRMWKind::mulf:
  case arith::AtomicRMWKind::muli:
  case arith::AtomicRMWKind::maximumf:
  case arith::AtomicRMWKind::minimumf:
  case arith::AtomicRMWKind::maxnumf:
  case arith::AtomicRMWKind::minnumf:
    return "cas";
  case arith::AtomicRMWKind::addi: {
    APInt one;
    if (rmw.getResult().use_empty() &&
        matchPattern(rmw.getValue(), m_ConstantInt(&one)) && one.isOne())
      return "popc_inc";
    return "add";
  }
  default:
    return "add";
  }
}
