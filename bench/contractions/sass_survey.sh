#!/usr/bin/env bash
# The SASS summary of every PTX of the sweep (issue 25), on the device
# machine (cuobjdump is there, not here): ptxas -arch=sm_90 and cuobjdump
# -sass of each ptx/*.ptx, 16 at a time, then sass_survey.py's one row per
# kernel into $OUT/survey.csv (the SASS itself is not kept: 1400 files).
#   OUT=$OUT bash bench/contractions/sass_survey.sh
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/../common/device_env.sh"
LOG="$OUTD/survey_log.txt"
SASS=/tmp/contraction_sass
mkdir -p "$SASS"
cd "$HERE"
log "disassembling $(ls ptx/*.ptx | wc -l) PTX files"
ls ptx/*.ptx | xargs -P 16 -I{} sh -c 's=$(basename "$1" .ptx); ptxas -arch=sm_90 "$1" -o "$2/$s.cubin" 2>> "$2/errors.txt" && cuobjdump -sass "$2/$s.cubin" > "$2/$s.sass"' _ {} "$SASS"
log "$(ls "$SASS"/*.sass | wc -l) disassembled"
(cd "$HERE/../.." && python3 -m bench.contractions.sass_survey "$SASS" --out "$OUTD/survey.csv") >> "$LOG" 2>&1
log "done"
