// warp-project reads counters in their units (issue 26): Nsight Compute
// prints scaled units (Kbyte, Mbyte, ...) unless told --print-units base, so
// the units line is applied, and a value outside what any launch can hold
// (negative, 1e300, a label that makes it so) is a located error, never a
// silent wrong number. The triad export of warp-project.mlir, edited.
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.kbyte.csv dram__bytes_read.sum Kbyte 0.001
// RUN: warp-project --from h100 --to h200 %t.kbyte.csv 2>/dev/null | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.mbyte.csv dram__bytes_write.sum Mbyte 0.000001
// RUN: warp-project --from h100 --to h200 %t.mbyte.csv 2>/dev/null | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.gbyte1.csv dram__bytes_read.sum Gbyte 0.000000001
// RUN: warp-project --from h100 --to h200 %t.gbyte1.csv 2>/dev/null | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.gbyte.csv dram__bytes_read.sum Gbyte 1
// RUN: not warp-project --from h100 --to h200 %t.gbyte.csv 2>&1 | FileCheck %s --check-prefix=GBYTE
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.neg.csv dram__bytes_read.sum byte -1
// RUN: not warp-project --from h100 --to h200 %t.neg.csv 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.kib.csv dram__bytes_read.sum KiB 1
// RUN: not warp-project --from h100 --to h200 %t.kib.csv 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.sect.csv lts__t_sectors_srcunit_tex.sum Ksector 0.001
// RUN: warp-project --from h100 --to h200 %t.sect.csv 2>/dev/null | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.bom.csv dram__bytes_read.sum byte 1 --bom
// RUN: warp-project --from h100 --to h200 %t.bom.csv 2>/dev/null | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/Inputs/mutate_ncu.py %S/Inputs/ncu_triad.csv %t.u16.csv dram__bytes_read.sum byte 1 --utf16
// RUN: not warp-project --from h100 --to h200 %t.u16.csv 2>&1 | FileCheck %s --check-prefix=UTF16
//
// The same projection as the export in bytes (warp-project.mlir): 804.4 us.
// SAME: 0    triad_f32 {{ *}}(1048576, 1, 1) {{ *}}(256, 1, 1) {{ *}}1154.7 {{ *}}804.4 [804.0, 804.4] {{ *}}dram
// GBYTE: error: {{.*}}gbyte.csv:3: column 'dram__bytes_read.sum' is 2147504384.0 Gbyte, outside the range Warp reads, 0 to 1.125900e+15
// NEG: error: {{.*}}neg.csv:3: column 'dram__bytes_read.sum' is -2147504384.0 byte, outside the range Warp reads
// UNIT: error: {{.*}}kib.csv:2: column 'dram__bytes_read.sum' is in 'KiB', which Warp does not read as bytes (export with ncu --print-units base)
// UTF16: error: {{.*}}u16.csv: the file is UTF-16 encoded; Warp reads UTF-8
module {}
