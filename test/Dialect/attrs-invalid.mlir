// RUN: warp-opt %s --split-input-file -verify-diagnostics

// expected-error @below {{#warp.target needs a non-empty target name or path}}
module attributes {warp.target = #warp.target<"">} {}

// -----

// expected-error @below {{#warp.access: 'map' is not an ISL relation}}
module attributes {a = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, map = "{ [tx] -> arg0[tx] : tx <= }", bytes = "">} {}

// -----

// expected-error @below {{#warp.access: 'elem_bytes' must be positive, got 0}}
module attributes {a = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 0, map = "{ [tx] -> a[tx] }", bytes = "">} {}

// -----

// expected-error @below {{expected ::mlir::warp::AccessKind to be one of: read, write, atomic}}
// expected-error @below {{failed to parse Warp_AccessAttr parameter 'kind'}}
module attributes {a = #warp.access<kind = load, space = global, memref = "arg0", elem_bytes = 4, map = "{ [tx] -> a[tx] }", bytes = "">} {}

// -----

// expected-error @below {{struct is missing required parameter: map}}
module attributes {a = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, bytes = "">} {}

// -----

// expected-error @below {{#warp.access: 'memref' must name a buffer}}
module attributes {a = #warp.access<kind = read, space = global, memref = "", elem_bytes = 4, map = "{ [tx] -> a[tx] }", bytes = "">} {}

// -----

// expected-error @below {{#warp.access: 'map' must be an ISL relation}}
module attributes {a = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, map = "", bytes = "">} {}
