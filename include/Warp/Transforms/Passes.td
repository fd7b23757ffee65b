//===- Passes.td - Warp passes -----------------------------*- tablegen -*-===//

#ifndef WARP_TRANSFORMS_PASSES_TD
#define WARP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def WarpExtractAccesses : Pass<"warp-extract-accesses", "ModuleOp"> {
  let summary = "Attach the affine access relation of every memory access";
  let description = [{
    For every memory access in a kernel (`memref.load/store/atomic_rmw`,
    `affine.load/store`, `vector.load/store/transfer_read/transfer_write`)
    inside a `gpu.func` kernel or a `gpu.launch` body, attaches a
    `warp.access = #warp.access<...>` attribute with the ISL relation from
    the access instance `[bx, by, bz, tx, ty, tz, loop ivs...]` to the
    element indices and to the byte offset from the buffer's base.

    Launch sizes: a `gpu.launch` uses its own constant sizes. A `gpu.func`
    uses its `known_block_size` / `known_grid_size` attributes, then the
    sizes on which all of its `gpu.launch_func` sites agree, then the
    `block=` / `grid=` options; what stays unknown is an ISL parameter
    (`bdx`, `gdx`, ...). Kernel arguments that are the same constant at
    every launch site are propagated.

    Indices that are not affine (data-dependent indices, products of
    unknowns) are kept with `affine = false` and a remark at the op.
  }];
  let options = [
    ListOption<"block", "block", "int64_t",
               "Block size (x,y,z) to assume for kernels whose launch sites "
               "do not fix it">,
    ListOption<"grid", "grid", "int64_t",
               "Grid size (x,y,z) to assume for kernels whose launch sites "
               "do not fix it">,
  ];
  let dependentDialects = ["::mlir::warp::WarpDialect"];
}

def WarpPrintAccesses : Pass<"warp-print-accesses", "ModuleOp"> {
  let summary = "Print the access relations of every kernel launch";
  let description = [{
    Prints, for every launch context (each `gpu.launch`, each
    `gpu.launch_func`, and each kernel without a launch site), a header
    line `kernel <name> <grid/block>` and then one line per memory access:

    ```
    access #<n> <read|write|atomic> <global|shared|local> <buffer> elem=<bytes>B
        [vector=<n>] [non-affine] [approx] index=<ISL map> bytes=<ISL map>
    ```

    Output goes to standard output (or the file named by `output=`).
  }];
  let options = [
    ListOption<"block", "block", "int64_t",
               "Block size (x,y,z) for kernels that have no launch site">,
    ListOption<"grid", "grid", "int64_t",
               "Grid size (x,y,z) for kernels that have no launch site">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "File to print to ('-' for standard output)">,
  ];
}

def WarpAttachTarget : Pass<"warp-attach-target", "ModuleOp"> {
  let summary = "Load a hardware target and attach #warp.target to the module";
  let description = [{
    Reads the hardware target file named by `target=` (a name of
    `hwtargets/`, such as `h100`, or the path of a YAML file), checks it, and
    attaches `warp.target = #warp.target<"name">` to the module (the path
    itself when a path was given). `--warp-data-volumes` and
    `--warp-cost-model` use this target when their `target=` option is not
    given. With
    `dump=true` it prints the numbers it read, one `key: value` per line, to
    standard output. A missing or malformed target file is an error that
    names the file, the line and the field.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"h100\"",
           "Hardware target: a name of hwtargets/ (v100, a100, a100-40gb, "
           "a100-80gb, h100, h200) or the path of a target file">,
    Option<"dump", "dump", "bool", /*default=*/"false",
           "Print the target's numbers">,
  ];
  let dependentDialects = ["::mlir::warp::WarpDialect"];
}

// The options of the passes that predict launches, declared once. Values
// are typed (Warp/Transforms/PassOptions.h): a bad value is refused when the
// options are parsed, with the values that are accepted.
defvar WarpLaunchAnalysisOptions = [
  Option<"target", "target", "std::string", /*default=*/"\"\"",
         "Hardware target: a built-in name (v100, a100, a100-40gb, "
         "a100-80gb, h100, h200), a name of WARP_HWTARGETS_DIR or the path "
         "of a target file (default: the module's #warp.target from "
         "--warp-attach-target, else h100)">,
  Option<"report", "report", "std::string", /*default=*/"\"\"",
         "Write a JSON report to this file ('-': standard output)">,
  Option<"regs", "regs", "int64_t", /*default=*/"0",
         "Registers per thread for the occupancy, 1 to the target's "
         "max_registers_per_thread (0: from ptxas, or assume 32 without it)">,
  Option<"smem", "smem", "int64_t", /*default=*/"-1",
         "Static shared memory per block in bytes, 0 to the target's "
         "bytes_per_block (-1: from the kernel)">,
  Option<"resources", "resources", "::mlir::warp::RegisterSource",
         /*default=*/"::mlir::warp::RegisterSource::automatic",
         "Where registers come from: 'ptxas' (lower with mlir-opt's NVVM "
         "pipeline and read ptxas -v; an error if that fails), 'estimate' "
         "(32 per thread), or 'auto' (ptxas when it works)">,
  Option<"ptxasPath", "ptxas", "std::string", /*default=*/"\"\"",
         "ptxas to use (default: ptxas on the PATH, else where CMake found "
         "it at build time)">,
  Option<"mlirOptPath", "mlir-opt", "std::string", /*default=*/"\"\"",
         "mlir-opt to use for the NVVM lowering (default: on the PATH, else "
         "in the LLVM tools directory Warp was built against)">,
  Option<"noCache", "no-cache", "bool", /*default=*/"false",
         "Run mlir-opt and ptxas for every module instead of reading the "
         "reports an earlier run cached ($WARP_CACHE_DIR, else "
         "$XDG_CACHE_HOME/warp, else ~/.cache/warp; WARP_CACHE_DIR= turns "
         "the cache off)">,
  Option<"remarks", "remarks", "bool", /*default=*/"true",
         "Emit a remark per launch naming the dominant accesses">,
  ListOption<"block", "block", "int64_t",
             "Block size (x,y,z) to assume where a launch's block size is "
             "not a constant (the report then says it was assumed)">,
  ListOption<"grid", "grid", "int64_t",
             "Grid size (x,y,z) to assume where a launch's grid size is not "
             "a constant (the report then says it was assumed)">,
  Option<"atomicConflicts", "atomic-conflicts", "::mlir::warp::AtomicConflicts",
         /*default=*/"::mlir::warp::AtomicConflicts()",
         "Lanes on one address assumed for shared-memory atomics whose "
         "addresses depend on data: 'uniform' (random over the banks), "
         "'best' (every lane on a bank of its own), 'worst' (the whole warp "
         "on one bank) or N, 1 to 32 lanes per address. An op's "
         "warp.expected_conflicts = N wins; the report gives the time at "
         "both ends of the range">,
];

// The candidate space of a decision (docs/lowering.md), declared once.
defvar WarpCandidateOptions = [
  ListOption<"blocks", "blocks", "::mlir::warp::Shape3",
             "Loop nests: block shapes to try, as XxYxZ (default: every "
             "shape of power-of-two extents with 32 to max-threads "
             "threads, in as many dimensions as the nest has)">,
  Option<"maxThreads", "max-threads", "int64_t", /*default=*/"1024",
         "Loop nests: most threads per block to try, 32 to the target's "
         "max_threads_per_block">,
  ListOption<"fold", "fold", "int64_t",
             "Loop nests: points per thread to try along a folded "
             "dimension, 1 to 1024 (default 1,2,4,8)">,
  ListOption<"foldDims", "fold-dims", "::mlir::warp::GpuDim",
             "Loop nests: GPU dimensions that may be folded, of x,y,z "
             "(default all)">,
  Option<"foldCombine", "fold-combine", "bool", /*default=*/"false",
         "Loop nests: fold several dimensions of one candidate at once "
         "(default: one dimension at a time)">,
  Option<"dimOrders", "dim-orders", "::mlir::warp::DimOrders",
         /*default=*/"::mlir::warp::DimOrders::contiguous",
         "Loop nests: which orders of the loop dimensions on x/y/z to try: "
         "'contiguous' (a dimension that is the innermost index of some "
         "access on x), 'all', or 'innermost' (the innermost loop on x, as "
         "upstream gpu-map-parallel-loops maps them)">,
  Option<"foldLayout", "fold-layout", "::mlir::warp::FoldLayout",
         /*default=*/"::mlir::warp::FoldLayout::interleaved",
         "Loop nests: where a thread's folded points lie: 'interleaved' "
         "(t, t + B, ...: a warp's accesses stay contiguous) or "
         "'consecutive' (tF, tF + 1, ...: as upstream tiling with "
         "num_threads makes them, and the transform op ranks), or 'both'; "
         "the remark says when a layout was left out">,
  ListOption<"tilesMN", "tiles-mn", "int64_t",
             "Contractions: block tile sizes along M and N to try, 1 to "
             "4096 (default 1,2,4,...,256; those that divide the extent)">,
  ListOption<"tilesK", "tiles-k", "int64_t",
             "Contractions: K tile sizes to try, 1 to 4096 (default "
             "8,16,32, and 16,32,64 on tensor cores; those that divide K)">,
  ListOption<"threadTiles", "thread-tiles", "int64_t",
             "Contractions: outputs per thread along M and along N to try, "
             "1 to 16 (default 1,2,4,8)">,
  ListOption<"tilePads", "tile-pads", "int64_t",
             "Contractions: elements added to each row of a workgroup tile "
             "to try, 0 to 32 (default 0,1, and 0,8 on tensor cores)">,
  Option<"tensorCores", "tensor-cores", "bool", /*default=*/"true",
         "Contractions: also try tensor-core tilings (gpu.subgroup_mma, "
         "16x16x16 fragments) where the inputs are f16 and C is row-major">,
  ListOption<"warpTiles", "warp-tiles", "int64_t",
             "Contractions on tensor cores: the C tile of a warp along M and "
             "N to try, multiples of 16 up to 256 (default 16,32,64)">,
  ListOption<"splitK", "split-k", "int64_t",
             "Contractions: split-K factors to try, 1 to 64 (more than 1: "
             "that many blocks share an output tile, each folding part of K "
             "and adding into C with global atomics; SIMT tilings of an f32 "
             "output whose unsplit grid leaves SMs idle; default "
             "1,2,4,8,16)">,
  ListOption<"reductionSplits", "reduction-splits", "int64_t",
             "Reductions: blocks per output to try, 1 to 256 (more than 1: "
             "a split across blocks combined with global atomics; default "
             "1,2,4,...,256)">,
  Option<"top", "top", "unsigned", /*default=*/"3",
         "How many candidates the remark shows, the pick included (1 to "
         "100). Contractions: these are ranked exactly; a tiling whose "
         "lower bound on its time exceeds each of them is not predicted "
         "(search=exhaustive or objective=dram predicts every one; "
         "docs/contractions.md)">,
  Option<"objective", "objective", "::mlir::warp::RankObjective",
         /*default=*/"::mlir::warp::RankObjective::time",
         "What the choice minimises: 'time' or 'dram' (DRAM bytes read and "
         "written)">,
  Option<"retune", "retune", "bool", /*default=*/"false",
         "Fixed launches: give a launch the block shape Warp predicts "
         "fastest (same candidates and options as for loop nests, no "
         "folding) when its kernel is proven block-size generic; "
         "otherwise a remark says why not">,
  Option<"search", "search", "::mlir::warp::SearchMode",
         /*default=*/"::mlir::warp::SearchMode::automatic",
         "Loop nests: how the candidates are searched: 'exhaustive' "
         "predicts every one; 'staged' predicts every block shape and "
         "order unfolded, then the foldings of the 8 best; 'auto' is "
         "staged when no blocks= list is given and the space has more "
         "than 512 candidates (docs/lowering.md)">,
  Option<"checkMapping", "check-mapping", "bool", /*default=*/"false",
         "Loop nests: check with ISL that every candidate's launch runs "
         "each iteration exactly once (the chosen launch is always "
         "checked)">,
];

def WarpDataVolumes : Pass<"warp-data-volumes", "ModuleOp"> {
  let summary = "Predict the traffic of every launch through L1, L2, DRAM "
                "and shared memory (runs on the module, not nested in "
                "func.func: a launch and its kernel may be in different "
                "functions)";
  let description = [{
    For every `gpu.launch` and `gpu.launch_func` whose grid and block sizes
    are constants, computes the data volumes of the whole launch (see
    `#warp.volumes` and docs/volumes.md) and attaches
    `warp.volumes = #warp.volumes<...>` to the launch op. A remark names the
    access that dominates each level; a launch that cannot be modelled gets
    a warning that says why. With `report=<file>` (or `report=-` for
    standard output) the numbers are also written as JSON, one object per
    launch (docs/report.md).

    Each kernel is read once (its KernelModel); every launch of it is then
    predicted from its sizes (docs/architecture.md). Tracing:
    `-debug-only=warp-launch-analysis,warp-prediction,warp-kernel-model`
    in a build with assertions.

    The pass runs on the module (it reads the launch sites of every
    function and the kernels of every gpu.module); it cannot be nested in a
    `func.func` pipeline.
  }];
  let options = WarpLaunchAnalysisOptions;
  let dependentDialects = ["::mlir::warp::WarpDialect"];
}

def WarpChooseLaunchConfigs : Pass<"warp-choose-launch-configs", "ModuleOp"> {
  let summary = "Choose a launch for every loop nest, contraction and "
                "reduction (and, with retune=true, fixed launch) and annotate "
                "it (runs on the module, not nested in func.func)";
  let description = [{
    The decision of `--warp-cost-model`, apart from the rewrite (as
    upstream's `gpu-map-parallel-loops` annotates and `convert-parallel-
    loops-to-gpu` rewrites): every `scf.parallel`, and every `scf.forall`
    without a mapping, in host code gets `warp.launch_config =
    #warp.launch_config<...>`, the candidate Warp predicts fastest
    (docs/lowering.md), with the remark that says why and, with `report=`,
    the whole ranking under `loop_nests`. A contraction gets `warp.tiling`
    and a reduction `warp.reduction` (docs/contractions.md) the same way.
    With `retune=true`, a fixed launch
    of a kernel proven block-size generic gets the block shape Warp
    predicts fastest the same way. Nothing is rewritten: a generator can
    read or change the annotation, then run `--warp-apply-launch-configs`.
  }];
  let options = !listconcat(WarpLaunchAnalysisOptions, WarpCandidateOptions);
  // The candidates are predicted on launches built in a scratch module.
  // math: a linalg.softmax decomposed (SoftmaxDecomposition.h) has math.exp.
  let dependentDialects = ["::mlir::warp::WarpDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::math::MathDialect"];
}

def WarpApplyLaunchConfigs : Pass<"warp-apply-launch-configs", "ModuleOp"> {
  let summary = "Rewrite every op annotated with #warp.launch_config";
  let description = [{
    An `scf.parallel` or unmapped `scf.forall` with `warp.launch_config`
    becomes the `gpu.launch` of that configuration (a guard where the tile
    does not divide the domain, an `scf.for` per folded dimension; the
    builder that the cost model predicted, docs/lowering.md); the rewrite is
    checked with ISL to run each iteration exactly once. A `gpu.launch_func`
    or `gpu.launch` with `warp.launch_config` gets its grid and block, when
    Warp proves its kernel block-size generic. The annotation may come from
    `--warp-choose-launch-configs` or from a generator; one that cannot be
    applied is an error at the op that says why, and the op is left as it
    was.

    A contraction (linalg op) with `warp.tiling = {bm, bn, bk, tm, tn, pad}`
    (SIMT) or `{bm, bn, bk, wm, wn, pad}` (tensor cores)
    (from `--warp-choose-launch-configs` or from a generator or a sweep)
    becomes the `gpu.launch` of that tiling (docs/contractions.md), checked
    against the limits of the module's target (`warp.target`, else H100).
    A reduction (`linalg.reduce` or a generic of one input) with
    `warp.reduction = {threads_per_output = R, outputs_per_block = O}` (R 1
    or a multiple of 32) becomes the launch of that strategy, checked the
    same way.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def WarpCostModel : Pass<"warp-cost-model", "ModuleOp"> {
  let summary = "Predict the run time of every launch and name its limiter; "
                "choose and apply launches for loop nests, contractions and "
                "reductions (runs on the module, not nested in func.func)";
  let description = [{
    Everything `--warp-data-volumes` does, plus the time model
    (docs/cost-model.md): throughput bounds for DRAM, L2, L1, shared-memory
    atomics, FP pipes and issue, and a latency bound (seed 004: the critical
    path of a warp alone, its memory rounds at a latency that grows with the
    achieved bandwidth, n warps per SM overlapping), combined over the waves
    of the launch. A memory round waits for the last of its requests and a
    block for its slowest warp: expected maxima over the target's measured
    latency distributions (order statistics); a block's warps share their
    scheduler's issue port until their first memory round returns, and the
    L1 pipe with their shared loads after a barrier. The largest throughput
    bound and the latency bound combine as seed 004 §1.7's soft maximum
    (T_thru^k + T_lat^k)^(1/k), k from the target file. Attaches
    `warp.cost = #warp.cost<time_us = ..., limiter = "...">` next to
    `#warp.volumes`, and adds `time_us`, `limiter`, `bounds` (each bound in
    microseconds), the latency details and the per-warp instruction profile
    (with its critical path) to the JSON report (docs/report.md).

    Loop nests that are not mapped to the GPU yet (an `scf.parallel`, or an
    `scf.forall` without a mapping, in host code) are lowered (issue 14,
    docs/lowering.md): the convenience pipeline of
    `--warp-choose-launch-configs` (which enumerates candidate launches,
    block shape, thread folding and order of the loop dimensions on x/y/z,
    predicts every one without building its IR and picks the fastest; ties:
    fewer DRAM bytes, then the earlier candidate) and
    `--warp-apply-launch-configs` (which rewrites the nest into a
    `gpu.launch` with a guard for extents the tile does not divide and an
    `scf.for` per folded dimension, checked with ISL to run each iteration
    exactly once). The launch carries `#warp.cost` of the pick; a remark at
    the loop names the pick, its time and limiter, and the next best
    candidates with what made them lose; the JSON report lists the whole
    ranking under `loop_nests`.

    With `retune=true`, a launch that is already fixed gets the same
    ranking over block shapes (no folding; grids that cover the same global
    ids) when Warp proves its kernel block-size generic: no shared memory,
    barriers or warp-level ops, its position read only as
    block_id * block_dim + thread_id, and its own guard on its domain. Its
    sizes are rewritten and a remark gives the ranking; a launch that is not
    proven gets a remark that says why.

    Contractions on buffers (`linalg.matmul`, `linalg.batch_matmul`, a
    generic whose maps are projected permutations with one M, N and K loop)
    are tiled (issue 25, docs/contractions.md): every tiling of the space
    (tiles-mn, tiles-k, thread-tiles, tile-pads) that fits the target is
    built as its `gpu.launch` (workgroup staging, TM x TN outputs per
    thread, the K loop) and predicted; the fastest replaces the op, with a
    remark and a `contractions` entry in the report; with f16 inputs the
    space holds tensor-core tilings (gpu.subgroup_mma) too. Reductions of
    one input along one of two loops (`linalg.reduce`, generics) are lowered
    to the strategy predicted fastest (threads per output, outputs per
    block; shuffle butterflies and a workgroup exchange), reported under
    `reductions`. A `linalg.softmax` on buffers of static shapes is first
    decomposed as upstream decomposes it on tensors (two fills, the max,
    exp(x - max), the sum, the division; two temporaries), each op then
    decided on its own. Other reducing linalg ops are left as they are, with
    a remark that says why. Parallel linalg ops on buffers are replaced
    by their loops (upstream `linalgOpToParallelLoops`) and lowered as any
    nest; on tensors they get a remark that names the bufferization to run
    (docs/lowering.md).

    The pass runs on the module; it cannot be nested in a `func.func`
    pipeline.
  }];
  let options = !listconcat(WarpLaunchAnalysisOptions, WarpCandidateOptions);
  // math: a linalg.softmax decomposed (SoftmaxDecomposition.h) has math.exp.
  let dependentDialects = ["::mlir::warp::WarpDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::math::MathDialect"];
}

def WarpStripAnnotations : Pass<"warp-strip-annotations", "ModuleOp"> {
  let summary = "Remove Warp's attributes so that tools without the Warp "
                "dialect read the IR";
  let description = [{
    Removes every discardable attribute whose name starts with `warp.`
    (`warp.cost`, `warp.volumes`, `warp.access`, `warp.target`, ...), for
    example before handing the IR lowered by `--warp-cost-model` to an
    upstream `mlir-opt` for `gpu-kernel-outlining` and the NVVM pipeline.
  }];
}

#endif // WARP_TRANSFORMS_PASSES_TD
