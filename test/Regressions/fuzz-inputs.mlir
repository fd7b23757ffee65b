// Inputs that once crashed, hung or gave nonsense (mutation fuzzing on an
// ASan+UBSan build; Inputs/README.md lists what each did): every pass must
// finish on each of them, without a signal, within the time limit, with a
// strict-JSON report holding no negative figure and no absurd time.
// RUN: %python %S/check_inputs.py warp-opt %S/Inputs | FileCheck %s
// 31 .mlir inputs x 3 passes + 4 .yaml inputs x 2 runs = 101 runs.
// CHECK: 101 runs, 0 failed
