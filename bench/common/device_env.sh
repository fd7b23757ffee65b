# Sourced by the device scripts (bash): CUDA's tools and Nsight Compute on
# the PATH, the output folder OUTD (absolute: $OUT, or ./out), and
# log MESSAGE, which prints it with the seconds since the script began and
# appends it to $LOG (set LOG before the first call).
export PATH="$PATH:/usr/local/cuda/bin"
if ! command -v ncu > /dev/null; then
  for d in /opt/nvidia/nsight-compute/*/ /usr/local/cuda/nsight-compute*/; do
    [ -x "$d/ncu" ] && export PATH="$PATH:$d"
  done
fi
OUTD="${OUT:-out}"
mkdir -p "$OUTD"
OUTD="$(cd "$OUTD" && pwd)"
T0=$(date +%s)
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$LOG"; }
