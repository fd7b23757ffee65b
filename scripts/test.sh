#!/usr/bin/env bash
# Builds Warp and runs the whole test suite: the lit tests (warp-opt +
# FileCheck) and the GoogleTest unit tests (through ctest). Prints both
# runners' summaries and a final "N passed, N failed" line; exits non-zero
# on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh || exit 1

status=0
echo "== lit"
# lit as CMake found it (LLVM_EXTERNAL_LIT, next to the LLVM tools).
LIT=$(sed -n 's/^LLVM_EXTERNAL_LIT:[A-Z]*=//p' build/CMakeCache.txt)
"${LIT:-lit}" -sv build/test 2>&1 | tee build/lit.log
lit_rc=${PIPESTATUS[0]}
[ "$lit_rc" -eq 0 ] || status=1

echo "== ctest (unit tests)"
(cd build && ctest --output-on-failure) 2>&1 | tee build/ctest.log
ctest_rc=${PIPESTATUS[0]}
[ "$ctest_rc" -eq 0 ] || status=1

lit_pass=$(grep -Eo 'Passed *: *[0-9]+' build/lit.log | grep -Eo '[0-9]+' | tail -1)
lit_fail=$(grep -Eo '(Failed|Unresolved|Timed Out|Unexpectedly Passed) *: *[0-9]+' build/lit.log \
  | grep -Eo '[0-9]+$' | awk '{s += $1} END {print s + 0}')
ct_total=$(grep -Eo 'tests passed, [0-9]+ tests failed out of [0-9]+' build/ctest.log | grep -Eo '[0-9]+$' | tail -1)
ct_fail=$(grep -Eo '[0-9]+ tests failed out of' build/ctest.log | grep -Eo '^[0-9]+' | tail -1)
lit_pass=${lit_pass:-0}; lit_fail=${lit_fail:-0}; ct_total=${ct_total:-0}; ct_fail=${ct_fail:-0}
if [ "$lit_rc" -ne 0 ] && [ "$lit_fail" -eq 0 ]; then lit_fail=1; fi
if [ "$ctest_rc" -ne 0 ] && [ "$ct_fail" -eq 0 ]; then ct_fail=1; fi
passed=$((lit_pass + ct_total - ct_fail))
failed=$((lit_fail + ct_fail))
echo "${passed} passed, ${failed} failed"
exit $status
