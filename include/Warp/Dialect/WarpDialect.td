//===- WarpDialect.td - The warp dialect -------------------*- tablegen -*-===//
//
// The `warp` dialect carries the results of Warp's analyses (access
// relations, memory-hierarchy volumes, cost estimates) as attributes in the
// IR, so that lit tests and downstream passes can read them.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_DIALECT_WARPDIALECT_TD
#define WARP_DIALECT_WARPDIALECT_TD

include "mlir/IR/OpBase.td"

def Warp_Dialect : Dialect {
  let name = "warp";
  let summary = "Analytical GPU performance model: analysis results as attributes";
  let description = [{
    The `warp` dialect has no operations. Its attributes carry what Warp's
    analyses compute: the hardware target an analysis ran for
    (`#warp.target`), the affine access relation of a memory access
    (`#warp.access`), and (in later passes) data volumes and costs.
  }];
  let cppNamespace = "::mlir::warp";
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

#endif // WARP_DIALECT_WARPDIALECT_TD
