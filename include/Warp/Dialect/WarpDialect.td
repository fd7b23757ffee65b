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

    One attribute is an input: `warp.expected_conflicts = N` on an atomic
    op states how many lanes of a warp hit the same address on average
    (1 to 32) when the address depends on data, which Warp cannot know from
    the IR (issue 15). The dialect verifies it.
  }];
  let cppNamespace = "::mlir::warp";
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    /// The name of the per-op conflict degree of a data-dependent atomic.
    static constexpr llvm::StringLiteral kExpectedConflicts =
        "warp.expected_conflicts";
  }];
}

#endif // WARP_DIALECT_WARPDIALECT_TD
