// The shipped targets are compiled into the tools (lib/Target/
// TargetRegistry.cpp): a warp-opt copied away from the build and source
// trees, run from another directory with no WARP_HWTARGETS_DIR, still knows
// h100 and h200. A file in WARP_HWTARGETS_DIR overrides a built-in target
// of the same name (here an H100 with 66 SMs), and a target given by path
// is read from that path.
// RUN: rm -rf %t && mkdir -p %t/elsewhere %t/targets
// RUN: cp %warp_src/hwtargets/h100.yaml %t/targets/h100.yaml
// RUN: sed -i 's/^  count: 132 /  count: 66 /' %t/targets/h100.yaml
// RUN: cp %warp_src/hwtargets/h200.yaml %t/targets/mine.yaml
// RUN: cp %s %t/in.mlir
// RUN: cp $(which warp-opt) %t/elsewhere/warp-opt
// RUN: cd %t/elsewhere && env -u WARP_HWTARGETS_DIR ./warp-opt ../in.mlir --warp-attach-target="target=h200 dump=true" -o /dev/null | FileCheck %s --check-prefix=BUILTIN
// RUN: cd %t/elsewhere && env WARP_HWTARGETS_DIR=%t/targets ./warp-opt ../in.mlir --warp-attach-target="target=h100 dump=true" -o /dev/null | FileCheck %s --check-prefix=OVERRIDE
// RUN: cd %t/elsewhere && env -u WARP_HWTARGETS_DIR ./warp-opt ../in.mlir --warp-attach-target="target=h100 dump=true" -o /dev/null | FileCheck %s --check-prefix=SHIPPED
// RUN: cd %t/elsewhere && env -u WARP_HWTARGETS_DIR ./warp-opt ../in.mlir --warp-attach-target="target=%t/targets/mine.yaml dump=true" -o /dev/null | FileCheck %s --check-prefix=PATH
// BUILTIN: target h200
// BUILTIN: sm.count: 132
// OVERRIDE: target h100
// OVERRIDE: sm.count: 66
// SHIPPED: target h100
// SHIPPED: sm.count: 132
// PATH: target h200
module {}
