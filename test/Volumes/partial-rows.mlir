// The reason partially written sectors are not counted names the real cause
// (issue 26: a row that is not a whole number of sectors was reported as "no
// static identity layout"): 33 f16 are 66 bytes a row.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=-" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK: "DRAM reads for partial writes of 'arg0': partially written sectors not counted (a row of 66 bytes is not a whole number of 32-byte sectors)"
func.func @fill(%out: memref<64x33xf16>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c33 = arith.constant 33 : index
  %zero = arith.constant 0.0 : f16
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c33, %sy = %c1, %sz = %c1) {
    memref.store %zero, %out[%bx, %tx] : memref<64x33xf16>
    gpu.terminator
  }
  return
}
