//===- WarpDialect.cpp - The warp dialect ---------------------------------===//

#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Dialect/WarpAttrs.h"

using namespace mlir;
using namespace mlir::warp;

#include "Warp/Dialect/WarpDialect.cpp.inc"

void WarpDialect::initialize() { registerAttributes(); }
