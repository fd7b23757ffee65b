// The unmapped form of bench/groundtruth/kernels/hist_smem.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
// hist1024_smem: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// hist256_lane_smem: no unmapped form (workgroup memory: blocks cooperate through shared memory)
module {
}
