// The unmapped form of bench/harness/kernels/hist_data_bin.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
// hist_data_bin_uniform: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// hist_data_bin_onebin: no unmapped form (workgroup memory: blocks cooperate through shared memory)
module {
}
