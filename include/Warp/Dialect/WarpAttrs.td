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

#endif // WARP_DIALECT_WARPATTRS_TD
