// transform.warp.select_launch_config on a nest whose body Warp does not
// model (issue 26: an scf.forall around a linalg.matmul): by default the op
// fails, since the matmul's traffic would be missing from every candidate;
// fail_on_approximate = false returns the parameters anyway (the remark
// says the prediction is approximate); fail_on_approximate = true fails on
// any approximation.
// RUN: sed "s/__DEFAULT__//" %s | warp-opt --transform-interpreter -split-input-file -verify-diagnostics -o /dev/null
// RUN: sed 's/__DEFAULT__/{fail_on_approximate = false}/' %s | not warp-opt --transform-interpreter -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=ACCEPT

// ACCEPT: remark: picked {{.*}}the prediction is approximate: line {{[0-9]+}}: 'linalg.matmul' accesses memory in a way Warp does not model; its traffic is not counted
// ACCEPT: remark: 32 : i64
// The second split still asks for true, and fails.
// ACCEPT: error: the pick rests on an approximate prediction: line {{[0-9]+}}: the addresses of the read of 
func.func @forall_matmul(%a: memref<256x64xf32>, %b: memref<64x256xf32>, %c: memref<256x256xf32>) {
  scf.forall (%i) in (16) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %as = memref.subview %a[%off, 0] [16, 64] [1, 1] : memref<256x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    %cs = memref.subview %c[%off, 0] [16, 256] [1, 1] : memref<256x256xf32> to memref<16x256xf32, strided<[256, 1], offset: ?>>
    linalg.matmul ins(%as, %b : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<64x256xf32>) outs(%cs : memref<16x256xf32, strided<[256, 1], offset: ?>>)
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'linalg.matmul' accesses memory in a way Warp does not model; its traffic is not counted (an op's traffic would be missing from every candidate; fail_on_approximate = false accepts the pick anyway)}}
    %t, %n, %f = transform.warp.select_launch_config %m __DEFAULT__ : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %t : !transform.param<i64>
    transform.yield
  }
}

// -----

// A copy through a view of dynamic offset: the prediction is approximate
// (the offset cannot be traced), so `true` refuses it; by default it is
// accepted (every op's traffic is counted).
func.func @dynamic_offset(%a: memref<4096xf32>, %b: memref<1024xf32>, %o: index) {
  %v = memref.subview %a[%o] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: ?>>
  linalg.copy ins(%v : memref<1024xf32, strided<[1], offset: ?>>) outs(%b : memref<1024xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{the pick rests on an approximate prediction: }}
    %t, %n, %f = transform.warp.select_launch_config %m {fail_on_approximate = true} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
