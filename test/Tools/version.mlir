// --version names Warp's version and the MLIR it was built with (issue 27),
// in every tool and in the JSON report.
// RUN: warp-opt --version | FileCheck %s
// RUN: warp-rank --version | FileCheck %s
// RUN: warp-project --version | FileCheck %s
// RUN: warp-opt %s --warp-cost-model="target=h100 report=-" -o /dev/null | FileCheck %s --check-prefix=JSON
// CHECK: Warp {{[0-9]+\.[0-9]+\.[0-9]+}} (built with MLIR 22.{{[0-9.]+}})
// JSON: "mlir_version": "22.
// JSON: "warp_report_version": 1,
// JSON-NEXT: "warp_version": "{{[0-9]+\.[0-9]+\.[0-9]+}}"
module {}
