//===- WarpTransformOps.td - Warp's transform-dialect ops --*- tablegen -*-===//
//
// Issue 14: Warp's choice of a launch configuration for MLIR-based
// generators that drive lowering with the transform dialect.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_TRANSFORMOPS_TD
#define WARP_TRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def SelectLaunchConfigOp : Op<Transform_Dialect, "warp.select_launch_config",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Choose the tile sizes and block shape of a parallel loop "
                "nest with Warp's cost model";
  let description = [{
    `%loop` holds one op: a `linalg` op whose iterators are all parallel
    (on buffers), an `scf.parallel`, or an `scf.forall` without a mapping.
    Warp enumerates candidate launches, predicts each with its volume and
    time model (the same ranking as `--warp-cost-model`, docs/lowering.md)
    and returns the pick as three parameters, each with one value per loop
    dimension in loop order:

    - `tile_sizes`: the iterations a block computes (threads times fold),
      for `transform.structured.tile_using_forall ... tile_sizes *(...)`;
    - `num_threads`: the threads of a block along each loop dimension, for
      the second `tile_using_forall ... num_threads *(...)` that
      distributes a tile over the threads (each thread then computes
      `fold` consecutive points of each dimension);
    - `fold`: the points per thread along each loop dimension.

    The candidates are those that script makes: the innermost loop
    dimension on x (the next on y, z), as upstream
    `gpu-map-parallel-loops{mapping-policy=innermost-first}` maps the two
    levels of loops, and a thread's folded points consecutive. A remark at
    the loop names the pick, its predicted time and limiter, and the next
    best candidates.

    Attributes: `target` (a built-in target name or a target file; default:
    the payload's module's `#warp.target`, else h100, as for the passes),
    `blocks`
    (block shapes to try, as "32x8"; default every power-of-two shape of 32
    to `max_threads` threads), `fold` (factors to try; one dimension folded
    at a time), `objective` ("time" or "dram").

    The op only reads the payload. It fails (silenceably) if `%loop` holds
    not exactly one op, or one Warp cannot map, with the reason at the op.
  }];

  let arguments = (ins TransformHandleTypeInterface:$loop,
                   OptionalAttr<StrAttr>:$target,
                   OptionalAttr<StrArrayAttr>:$blocks,
                   DefaultValuedAttr<I64Attr, "1024">:$max_threads,
                   DefaultValuedAttr<DenseI64ArrayAttr, "{1, 2, 4, 8}">:$fold,
                   DefaultValuedStrAttr<StrAttr, "time">:$objective);
  let results = (outs TransformParamTypeInterface:$tile_sizes,
                      TransformParamTypeInterface:$num_threads,
                      TransformParamTypeInterface:$fold_factors);
  let assemblyFormat =
      "$loop attr-dict `:` functional-type(operands, results)";
}

#endif // WARP_TRANSFORMOPS_TD
