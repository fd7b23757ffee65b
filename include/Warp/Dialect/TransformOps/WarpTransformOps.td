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
    at a time), `objective` ("time" or "dram"), and `fail_on_approximate`:
    `true` fails (silenceably) when the pick's prediction is approximate
    in any way; `false` returns the parameters anyway (the remark says what
    was approximated); absent, the op fails when an op of the nest's body
    accesses memory in a way Warp does not model (a `linalg.matmul` inside
    an `scf.forall`, say): its traffic would be missing from every
    candidate, so the choice would rest on a partial picture.

    The op only reads the payload. It fails (silenceably) if `%loop` holds
    not exactly one op, or one Warp cannot map, with the reason at the op.
  }];

  let arguments = (ins TransformHandleTypeInterface:$loop,
                   OptionalAttr<StrAttr>:$target,
                   OptionalAttr<StrArrayAttr>:$blocks,
                   DefaultValuedAttr<I64Attr, "1024">:$max_threads,
                   DefaultValuedAttr<DenseI64ArrayAttr, "{1, 2, 4, 8}">:$fold,
                   DefaultValuedStrAttr<StrAttr, "time">:$objective,
                   OptionalAttr<BoolAttr>:$fail_on_approximate);
  let results = (outs TransformParamTypeInterface:$tile_sizes,
                      TransformParamTypeInterface:$num_threads,
                      TransformParamTypeInterface:$fold_factors);
  let assemblyFormat =
      "$loop attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    /// Fails (silenceably) if `fail_on_approximate` refuses `pick`.
    ::mlir::DiagnosedSilenceableFailure
    refuseApproximatePick(const ::mlir::warp::Prediction &pick);
  }];
}

def SelectContractionTilingOp
    : Op<Transform_Dialect, "warp.select_contraction_tiling",
         [DeclareOpInterfaceMethods<TransformOpInterface>,
          DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Choose the tiling of a linalg contraction with Warp's cost "
                "model";
  let description = [{
    `%op` holds one linalg contraction on buffers (what `--warp-cost-model`
    tiles: docs/contractions.md). Warp ranks its tilings exactly as the pass
    does (each built as Warp's own launch and predicted; a tiling whose lower
    bound on its time exceeds the three best predictions is skipped, which
    the remark counts) and returns the pick as parameters (per loop of the
    op, in loop order, where so said):

    - `block_tile`: BM on the M loop, BN on the N loop, 1 on a batch loop,
      0 on K (for `tile_using_forall ... tile_sizes *(...)`); where M (or
      N) is several loops (an implicit GEMM: a convolution's batch and
      output pixels), BM split over them from the innermost; only block
      tiles that are boxes of the loops are ranked (with the box tiles of
      such a group added to the space);
    - `k_tile`: one value, BK, the tile of the innermost K loop (for
      `tile_using_for ... tile_sizes [0, 0, %k_tile]`, the K loop's place in
      that list); outer K loops (a filter window) are walked one value at a
      time, tile 1;
    - `thread_tile`: the outputs of a thread (TM, TN; SIMT) or of a warp
      (WM, WN; tensor cores) on the innermost M and N loops, 1 on the other
      M and N loops and on a batch loop, 0 on K;
    - `pad`: one value, the elements added to each row of a workgroup tile;
    - `tensor_cores`: one value, 1 for a tensor-core tiling, else 0.

    The launch `--warp-apply-launch-configs` builds from the same tiling
    (`warp.tiling`) is the kernel Warp predicted; an upstream script built
    from these parameters makes a kernel of the same tiles, whose staging
    and thread mapping may differ (docs/contractions.md).

    Attributes: `target` (as for `warp.select_launch_config`),
    `max_threads`, `tensor_cores` (try tensor-core tilings where the inputs
    are f16), `objective`, and `fail_on_approximate`: fail (silenceably)
    instead of returning parameters built on a prediction that is not exact,
    with the approximations in the message.

    The op only reads the payload. It fails silenceably if `%op` is not one
    contraction Warp tiles, with the reason.
  }];

  let arguments = (ins TransformHandleTypeInterface:$op,
                   OptionalAttr<StrAttr>:$target,
                   DefaultValuedAttr<I64Attr, "1024">:$max_threads,
                   DefaultValuedAttr<BoolAttr, "true">:$tensor_cores,
                   DefaultValuedStrAttr<StrAttr, "time">:$objective,
                   UnitAttr:$fail_on_approximate);
  let results = (outs TransformParamTypeInterface:$block_tile,
                      TransformParamTypeInterface:$k_tile,
                      TransformParamTypeInterface:$thread_tile,
                      TransformParamTypeInterface:$pad,
                      TransformParamTypeInterface:$tensor_cores_used);
  let assemblyFormat =
      "$op attr-dict `:` functional-type(operands, results)";
}

def SelectReductionStrategyOp
    : Op<Transform_Dialect, "warp.select_reduction_strategy",
         [DeclareOpInterfaceMethods<TransformOpInterface>,
          DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Choose the strategy of a linalg reduction with Warp's cost "
                "model";
  let description = [{
    `%op` holds one linalg reduction on buffers that `--warp-cost-model`
    lowers (one input reduced along one of two loops into one init:
    `linalg.reduce` or a generic; docs/contractions.md, "Reductions"). Warp
    ranks its strategies exactly as the pass does (each built as Warp's own
    launch and predicted) and returns the pick as three parameters of one
    value each:

    - `threads_per_output`: R, the threads that fold one output (1: one
      thread an output, in order; a multiple of 32: strided partials, shuffle
      butterflies, a workgroup exchange), for example the `num_threads` of
      the reduction loop in upstream `tile_reduction_using_forall`;
    - `outputs_per_block`: O, the outputs of one block (the tile of the
      parallel loop for `tile_using_forall`);
    - `blocks_per_output`: S, the blocks that share one output, each folding
      1/S of it and combining it with a global atomic (1: no split; upstream
      `split_reduction` splits the loop the same way).

    `--warp-apply-launch-configs` on the op annotated with the same values
    (`warp.reduction`) builds the kernel Warp predicted; an upstream script
    built from these parameters makes a kernel of the same decomposition,
    whose code may differ.

    Attributes: `target` (as for `warp.select_launch_config`),
    `max_threads`, `splits` (the blocks per output to try, 1 to 256; by
    default 1, 2, 4, ..., 256, as the pass), `objective`, and
    `fail_on_approximate`: fail (silenceably) instead of returning
    parameters built on a prediction that is not exact, with the
    approximations in the message.

    The op only reads the payload. It fails silenceably if `%op` is not one
    reduction Warp lowers, with the reason.
  }];

  let arguments = (ins TransformHandleTypeInterface:$op,
                   OptionalAttr<StrAttr>:$target,
                   DefaultValuedAttr<I64Attr, "1024">:$max_threads,
                   OptionalAttr<DenseI64ArrayAttr>:$splits,
                   DefaultValuedStrAttr<StrAttr, "time">:$objective,
                   UnitAttr:$fail_on_approximate);
  let results = (outs TransformParamTypeInterface:$threads_per_output,
                      TransformParamTypeInterface:$outputs_per_block,
                      TransformParamTypeInterface:$blocks_per_output);
  let assemblyFormat =
      "$op attr-dict `:` functional-type(operands, results)";
}

#endif // WARP_TRANSFORMOPS_TD
