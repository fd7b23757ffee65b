// A warp.reduction that cannot be applied is an error at the op that says
// why; the op is left as it was (issue 25).
// RUN: warp-opt %s --split-input-file --warp-apply-launch-configs -verify-diagnostics

func.func @not_a_warp(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{'warp.reduction': threads_per_output must be 1 or a multiple of 32 (a warp's shuffle butterfly), not 48}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 48, outputs_per_block = 1}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

func.func @not_dividing(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{cannot apply 'warp.reduction' (32 threads per output, 3 outputs per block) to linalg.reduce of 64 rows of 1024 f32 (arith.addf) on h100: the outputs per block do not divide the outputs}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 32, outputs_per_block = 3}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// 1024 threads per output x 2 outputs: 2048 threads a block.
func.func @too_many_threads(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{more threads than a block may have}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 1024, outputs_per_block = 2}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// x - acc is not associative: one thread per output only.
func.func @not_reassociable(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{the body may not be reassociated (one thread per output only)}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 64, outputs_per_block = 1}}
    (%x: f32, %acc: f32) {
      %s = arith.subf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

func.func @missing_key(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{'warp.reduction' must be a dictionary {threads_per_output = R, outputs_per_block = O} (and blocks_per_output = S for a split across blocks) of integers from 1 to 1024}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 64}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

func.func @not_a_reduction(%A: memref<64x1024xf32>, %B: memref<1024x64xf32>, %C: memref<64x64xf32>) {
  // expected-error @below {{cannot apply 'warp.reduction'}}
  linalg.matmul {warp.reduction = {threads_per_output = 32, outputs_per_block = 1}}
    ins(%A, %B : memref<64x1024xf32>, memref<1024x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

// A split across blocks needs threads per output (the atomics combine
// warps' totals) and one output per block.
func.func @split_one_thread(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  // expected-error @below {{a split across blocks needs threads per output and one output per block}}
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 1, outputs_per_block = 64, blocks_per_output = 4}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// xori reassociates, but memref.atomic_rmw has no xor kind.
func.func @split_no_atomic(%A: memref<64x1024xi32>, %S: memref<64xi32>) {
  // expected-error @below {{the body has no atomic read-modify-write to combine a split's blocks}}
  linalg.reduce ins(%A : memref<64x1024xi32>) outs(%S : memref<64xi32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 32, outputs_per_block = 1, blocks_per_output = 4}}
    (%x: i32, %acc: i32) {
      %s = arith.xori %x, %acc : i32
      linalg.yield %s : i32
    }
  return
}
