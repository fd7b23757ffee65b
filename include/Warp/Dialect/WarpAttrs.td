//===- WarpAttrs.td - Attributes of the warp dialect -------*- tablegen -*-===//

#ifndef WARP_DIALECT_WARPATTRS_TD
#define WARP_DIALECT_WARPATTRS_TD

include "Warp/Dialect/WarpDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Warp_AccessKind : I32EnumAttr<"AccessKind", "kind of memory access", [
    I32EnumAttrCase<"read", 0>,
    I32EnumAttrCase<"write", 1>,
    I32EnumAttrCase<"atomic", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::warp";
}

def Warp_MemorySpace : I32EnumAttr<"MemorySpace", "memory space of an access", [
    I32EnumAttrCase<"global", 0>,
    I32EnumAttrCase<"shared", 1>,
    I32EnumAttrCase<"local", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::warp";
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class Warp_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Warp_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Warp_TargetAttr : Warp_Attr<"Target", "target"> {
  let summary = "The hardware target an analysis was made for";
  let description = [{
    Names a hardware target file of `hwtargets/` (for example `"h100"`), or
    gives the path of one. Example: `#warp.target<"h100">`.
  }];
  let parameters = (ins StringRefParameter<"target name or path">:$name);
  let assemblyFormat = "`<` $name `>`";
  let genVerifyDecl = 1;
}

def Warp_AccessAttr : Warp_Attr<"Access", "access"> {
  let summary = "The affine access relation of one memory access";
  let description = [{
    Describes one memory access instruction as seen by one GPU thread:

    * `kind`: `read`, `write` or `atomic` (read-modify-write);
    * `space`: `global`, `shared` (address space 3, workgroup) or `local`;
    * `memref`: the name of the buffer the access reaches after looking
      through views (`arg<N>` for a kernel argument, `wg<N>` for a
      workgroup attribution, ...);
    * `elem_bytes`: bytes of one element; `vector_width`: elements moved
      per thread by a vector access (1 for scalar accesses);
    * `affine`: false if some index could not be expressed affinely (for
      example a data-dependent index); the relation then over-approximates
      that index by the whole extent of its dimension;
    * `exact`: false if the instance set is an over-approximation (a guard
      that is not affine was dropped);
    * `map`: the ISL relation from the access instance
      `[bx, by, bz, tx, ty, tz, loop ivs...]` to the multi-dimensional
      element indices of the accessed memref;
    * `bytes`: the ISL relation from the instance to the byte offset from
      the base of the underlying buffer.

    Example:
    ```
    #warp.access<kind = read, space = global, memref = "arg0",
                 elem_bytes = 4, vector_width = 1, affine = true,
                 exact = true, map = "{ [bx, tx] -> arg0[32bx + tx] : ... }",
                 bytes = "{ [bx, tx] -> arg0[128bx + 4tx] : ... }">
    ```
  }];
  let parameters = (ins
    EnumParameter<Warp_AccessKind>:$kind,
    EnumParameter<Warp_MemorySpace>:$space,
    StringRefParameter<"root buffer name">:$memref,
    "int64_t":$elem_bytes,
    DefaultValuedParameter<"int64_t", "1">:$vector_width,
    DefaultValuedParameter<"bool", "true">:$affine,
    DefaultValuedParameter<"bool", "true">:$exact,
    StringRefParameter<"ISL relation: instance -> element indices">:$map,
    StringRefParameter<"ISL relation: instance -> byte offset">:$bytes
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Warp_VolumesAttr : Warp_Attr<"Volumes", "volumes"> {
  let summary = "Predicted traffic of one launch through the memory hierarchy";
  let description = [{
    Attached by `--warp-data-volumes` to a `gpu.launch` or
    `gpu.launch_func` with constant sizes. Fields are whole-launch totals
    and are named after what they predict (the Nsight Compute metric in
    brackets):

    * `l1_global_load_sectors` [l1tex__t_sectors_pipe_lsu_mem_global_op_ld]
    * `l1_global_load_requests` [l1tex__t_requests_pipe_lsu_mem_global_op_ld]
    * `l1_global_store_sectors` [l1tex__t_sectors_pipe_lsu_mem_global_op_st]
    * `l1_wavefronts`: L1 data-pipe cycles of global loads (seed 000 §3.2)
    * `l2_read_bytes` [lts__t_sectors_srcunit_tex_op_read × 32]
    * `l2_write_bytes` [lts__t_sectors_srcunit_tex_op_write × 32]
    * `dram_read_bytes` [dram__bytes_read], `dram_write_bytes` [dram__bytes_write]
    * `shared_wavefronts` [l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{ld,st}
      plus the atomics], `shared_bank_conflicts` (wavefronts beyond the
      minimum)
    * `wave_blocks` (blocks resident at once), `waves`
    * `exact`: false when some figure is approximate (see the remarks)
  }];
  let parameters = (ins
    "int64_t":$l1_global_load_sectors,
    "int64_t":$l1_global_load_requests,
    "int64_t":$l1_global_store_sectors,
    "int64_t":$l1_wavefronts,
    "int64_t":$l2_read_bytes,
    "int64_t":$l2_write_bytes,
    "int64_t":$dram_read_bytes,
    "int64_t":$dram_write_bytes,
    "int64_t":$shared_wavefronts,
    "int64_t":$shared_bank_conflicts,
    "int64_t":$wave_blocks,
    "int64_t":$waves,
    DefaultValuedParameter<"bool", "true">:$exact
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def Warp_CostAttr : Warp_Attr<"Cost", "cost"> {
  let summary = "Predicted run time of one launch and what limits it";
  let description = [{
    Attached by `--warp-cost-model`: `time_us` is the predicted time in
    microseconds (launch overhead included); `limiter` is the bound that
    sets it: "dram", "l2", "l1", "atomics", "fp32", "fp64", "issue" or
    "latency"; `occupancy_warps` the resident warps per SM.
  }];
  let parameters = (ins
    "::mlir::FloatAttr":$time_us,
    StringRefParameter<"limiting resource">:$limiter,
    "int64_t":$occupancy_warps
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def Warp_LaunchConfigAttr : Warp_Attr<"LaunchConfig", "launch_config"> {
  let summary = "The launch chosen for a loop nest or a fixed launch";
  let description = [{
    What `--warp-choose-launch-configs` decides and
    `--warp-apply-launch-configs` applies (docs/lowering.md), so that a
    generator can read or override a choice before it is applied:

    * `grid`, `block`: the launch's sizes along x, y, z;
    * `fold`: points each thread computes along x, y, z (loop nests);
    * `loops`: the loop dimension that x, y, z run (loop nests; a
      permutation of 0, 1, 2);
    * `consecutive`: a thread's folded points are consecutive (as upstream
      tiling with `num_threads` makes them) rather than interleaved.

    On an `scf.parallel` or an unmapped `scf.forall` it says how to map the
    nest to a `gpu.launch`; on a `gpu.launch_func` or `gpu.launch` it gives
    the sizes to retune it to (only `grid` and `block` count). Example:
    ```
    #warp.launch_config<grid = [8, 32, 127], block = [32, 4, 2],
                        fold = [1, 2, 1], loops = [2, 1, 0],
                        consecutive = false>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "grid sizes">:$grid,
    ArrayRefParameter<"int64_t", "block sizes">:$block,
    ArrayRefParameter<"int64_t", "points per thread">:$fold,
    ArrayRefParameter<"int64_t", "loop dimension of x, y, z">:$loops,
    "bool":$consecutive
  );
  let assemblyFormat = [{
    `<` `grid` `=` `[` $grid `]` `,` `block` `=` `[` $block `]` `,`
        `fold` `=` `[` $fold `]` `,` `loops` `=` `[` $loops `]` `,`
        `consecutive` `=` $consecutive `>`
  }];
  let genVerifyDecl = 1;
}

#endif // WARP_DIALECT_WARPATTRS_TD
