// The unmapped form of bench/harness/kernels/hist_same_bin.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
// hist_same_bin_inc_smem: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// hist_same_bin_add_smem: no unmapped form (workgroup memory: blocks cooperate through shared memory)
module {
}
