// retune=true: a fixed launch gets the block shape Warp predicts fastest
// when its kernel is proven block-size generic (docs/lowering.md); the
// others keep theirs, with a remark that says why.
// RUN: warp-opt %s --warp-cost-model="target=h100 retune=true blocks=32x1,32x8,64x4,128x2,256x1 resources=estimate report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate" -o - 2>/dev/null | FileCheck %s --check-prefix=OFF
// The same decision, apart from the rewrite: annotated, then applied.
// RUN: warp-opt %s --warp-choose-launch-configs="target=h100 retune=true blocks=32x1,32x8,64x4,128x2,256x1 resources=estimate remarks=false" -o - | FileCheck %s --check-prefix=ANNOT
// RUN: warp-opt %s --warp-choose-launch-configs="target=h100 retune=true blocks=32x1,32x8,64x4,128x2,256x1 resources=estimate remarks=false" --warp-apply-launch-configs -o - | FileCheck %s --check-prefix=SPLIT
// ANNOT: gpu.launch_func @m::@scale blocks in (%c32, %c1024, %c1) threads in (%c32, %c1, %c1) {{.*}}warp.launch_config = #warp.launch_config<grid = [32, 128, 1], block = [32, 8, 1], fold = [1, 1, 1], loops = [0, 1, 2], consecutive = false>
// ANNOT-NOT: warp.launch_config
// SPLIT: gpu.launch_func @m::@scale blocks in (%c32{{.*}}, %c128, %c1{{.*}}) threads in (%c32{{.*}}, %c8, %c1{{.*}})
// SPLIT-NOT: warp.launch_config
//
// @scale reads its position as block_id * block_dim + thread_id and guards
// i, j < 1024: with one more block along x and y it touches the same
// elements. Its 32x1 blocks (32768 blocks of one warp) are limited by the
// rate at which the SMs start blocks; the candidates of 256 threads are
// not. The new grid keeps the 1024 x 1024 global ids: (1024 / 32,
// 1024 / 8) = (32, 128).
// REMARK: remark: retuned from 32x1x1 ({{[0-9.]+}} us): picked 32x8x1: {{[0-9.]+}} us, latency-bound
// REMARK-SAME: of 5 candidates
// @unguarded has no guard: a wider launch would touch more elements.
// REMARK: remark: not retuned: Warp cannot prove that m::unguarded computes the same under another block shape: it does not guard its domain: with one more block along every dimension it accesses memory at more global ids
// @by_thread indexes with its block and thread ids directly; the remark
// names the first such use in program order.
// REMARK: remark: not retuned: Warp cannot prove that m::by_thread computes the same under another block shape: its block id along x is used other than in block_id * block_dim + thread_id ('memref.load')
//
// CHECK: gpu.launch_func @m::@scale blocks in (%c32{{.*}}, %c128, %c1{{.*}}) threads in (%c32{{.*}}, %c8, %c1{{.*}}) {{.*}}limiter = "latency"
// CHECK: gpu.launch_func @m::@unguarded blocks in (%c32, %c1024, %c1) threads in (%c32, %c1, %c1)
// CHECK: gpu.launch_func @m::@by_thread blocks in (%c1024, %c1, %c1) threads in (%c1024, %c1, %c1)
// JSON: "kernel": "m::scale",
// JSON: "retune": {
// JSON: "as_written": "32x1x1",
// JSON: "candidates": 5,
// JSON: "retuned": true,
// JSON: "reason": "it does not guard its domain
// JSON-NEXT: "retuned": false
// Without retune=true the launches are left alone.
// OFF: gpu.launch_func @m::@scale blocks in (%c32, %c1024, %c1) threads in (%c32, %c1, %c1)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @scale(%a: memref<1024x1024xf32>) kernel {
      %c1024 = arith.constant 1024 : index
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %j0 = arith.muli %by, %dy : index
      %j = arith.addi %j0, %ty : index
      %pi = arith.cmpi slt, %i, %c1024 : index
      %pj = arith.cmpi slt, %j, %c1024 : index
      %p = arith.andi %pi, %pj : i1
      scf.if %p {
        %v = memref.load %a[%j, %i] : memref<1024x1024xf32>
        %w = arith.mulf %v, %two : f32
        memref.store %w, %a[%j, %i] : memref<1024x1024xf32>
      }
      gpu.return
    }
    gpu.func @unguarded(%a: memref<1024x1024xf32>) kernel {
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %j0 = arith.muli %by, %dy : index
      %j = arith.addi %j0, %ty : index
      %v = memref.load %a[%j, %i] : memref<1024x1024xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %a[%j, %i] : memref<1024x1024xf32>
      gpu.return
    }
    gpu.func @by_thread(%a: memref<1024x1024xf32>) kernel {
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %v = memref.load %a[%bx, %tx] : memref<1024x1024xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %a[%bx, %tx] : memref<1024x1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @m::@scale blocks in (%c32, %c1024, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024x1024xf32>)
    gpu.launch_func @m::@unguarded blocks in (%c32, %c1024, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024x1024xf32>)
    gpu.launch_func @m::@by_thread blocks in (%c1024, %c1, %c1) threads in (%c1024, %c1, %c1) args(%a : memref<1024x1024xf32>)
    return
  }
}
