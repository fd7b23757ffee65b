#!/usr/bin/env bash
# What ptxas makes of some of the sweep's kernels (issue 25): run on the
# device machine (cuobjdump is there, not here). For each PTX named, the
# sm_90 SASS (ptxas -O3, as the driver's JIT) goes to $OUT/<stem>.sass,
# and a summary of the instructions the model assumes (LDSM for WMMA
# fragment loads from workgroup memory, HMMA, LDS, LDG, STS, FFMA, BAR and
# the copy loops' unrolling: LDGs between branches) to $OUT/summary.txt.
#   OUT=$OUT bash bench/contractions/sass_dump.sh ptx/a.ptx ptx/b.ptx ...
set -u
export PATH="$PATH:/usr/local/cuda/bin"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUTD="${OUT:-out}"
mkdir -p "$OUTD"
cd "$HERE"
for p in "$@"; do
  stem=$(basename "$p" .ptx)
  ptxas -arch=sm_90 "$p" -o "/tmp/$stem.cubin" || { echo "$stem: ptxas failed" >> "$OUTD/summary.txt"; continue; }
  cuobjdump -sass "/tmp/$stem.cubin" > "$OUTD/$stem.sass"
  {
    echo "### $stem"
    grep -oE '^\s+/\*[0-9a-f]+\*/\s+(@!?U?P[0-9T] )?[A-Z][A-Z0-9_.]*' "$OUTD/$stem.sass" |
      awk '{print $NF}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -25
    echo "LDSM variants:"; grep -oE 'LDSM[A-Z0-9_.]*' "$OUTD/$stem.sass" | sort | uniq -c
    echo "LDG/STS between branches (the copy loops' bodies):"
    awk '/BRA|BAR/ {if (n+s) print "  LDG " n " STS " s " then " $0; n=0; s=0} /LDG/ {n++} /STS/ {s++}' "$OUTD/$stem.sass" | sed 's/\/\*[0-9a-f]*\*\///g' | head -20
  } >> "$OUTD/summary.txt"
done
