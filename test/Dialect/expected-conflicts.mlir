// warp.expected_conflicts is verified by the warp dialect: an integer from
// 1 to 32, on an atomic op.
// RUN: warp-opt %s --split-input-file -verify-diagnostics -o /dev/null

func.func @zero(%sh: memref<32xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'warp.expected_conflicts' is 0; it must be from 1 (every lane on an address of its own) to 32 (the whole warp on one)}}
  %old = memref.atomic_rmw addi %v, %sh[%i] {warp.expected_conflicts = 0 : i64} : (i32, memref<32xi32>) -> i32
  return
}

// -----

func.func @too_many(%sh: memref<32xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'warp.expected_conflicts' is 33; it must be from 1}}
  %old = memref.atomic_rmw addi %v, %sh[%i] {warp.expected_conflicts = 33 : i64} : (i32, memref<32xi32>) -> i32
  return
}

// -----

func.func @not_integer(%sh: memref<32xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'warp.expected_conflicts' must be an integer attribute}}
  %old = memref.atomic_rmw addi %v, %sh[%i] {warp.expected_conflicts = "many"} : (i32, memref<32xi32>) -> i32
  return
}

// -----

func.func @not_atomic(%sh: memref<32xi32>, %i: index) {
  // expected-error@+1 {{'warp.expected_conflicts' applies to memref.atomic_rmw and memref.generic_atomic_rmw, not to 'memref.load'}}
  %v = memref.load %sh[%i] {warp.expected_conflicts = 4 : i64} : memref<32xi32>
  return
}

// -----

// The largest and smallest values are accepted.
func.func @valid(%sh: memref<32xi32>, %i: index, %v: i32) {
  %a = memref.atomic_rmw addi %v, %sh[%i] {warp.expected_conflicts = 1 : i64} : (i32, memref<32xi32>) -> i32
  %b = memref.atomic_rmw addi %v, %sh[%i] {warp.expected_conflicts = 32 : i64} : (i32, memref<32xi32>) -> i32
  return
}
