// A kernel that is never launched but carries known_block_size and
// known_grid_size is predicted for those sizes (8 blocks of 128 threads:
// 32 warps, each loading 32 x 4 B = 4 sectors, 128 in all); a module with
// no launch and no kernel gets a remark instead of silence.
// RUN: warp-opt %s --split-input-file --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// CHECK: "kernel": "m::k",
// CHECK: "l1_global_load_sectors": 128,
// CHECK: "launch_site": "none: the sizes of known_block_size and known_grid_size",
// CHECK: "modelled": true,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<1024xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>,
                    known_grid_size = array<i32: 8, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<1024xf32>
      gpu.return
    }
  }
}

// -----

// expected-remark@+1 {{no GPU launch and no kernel in this module: nothing to predict}}
module {
  func.func @host() {
    return
  }
}
