// The unmapped form of bench/groundtruth/kernels/transpose_smem.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
// transpose_f64_t32: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// transpose_f64_t32_pad: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// transpose_f32_t16: no unmapped form (workgroup memory: blocks cooperate through shared memory)
// transpose_f32_t16_pad: no unmapped form (workgroup memory: blocks cooperate through shared memory)
module {
}
