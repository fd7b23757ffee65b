#!/usr/bin/env bash
# Builds Warp with AddressSanitizer and UndefinedBehaviorSanitizer into
# ./build-asan and runs the lit tests and the unit tests under them (issue
# 17). Not part of CI (the sanitized build and run take longer than CI's
# budget allows on 2 cores); run it before a release and after changes to
# the analyses:
#
#   bash scripts/sanitize.sh            # build + lit + unit tests
#   SKIP_BUILD=1 bash scripts/sanitize.sh
#
# Debian's libMLIR is not sanitized. With ASan's default options every run
# reports use-after-poison inside mlir::Dialect::addType while the context
# is built (MLIR poisons memory that the unsanitized library then touches);
# allow_user_poisoning=0 turns that report off, and nothing of Warp's is
# hidden by it. UBSan stops at the first finding (halt_on_error=1), so a
# finding fails the test that hit it. The accuracy guards (hundreds of
# launches each) are left out: they take too long under the sanitizers and
# exercise the same code as the lit and unit tests.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SKIP_BUILD:-}" ]; then
  bash scripts/install-deps.sh
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCMAKE_MODULE_LINKER_FLAGS="-fsanitize=address,undefined" \
    ${MLIR_DIR:+-DMLIR_DIR="$MLIR_DIR"} > build-asan.log 2>&1 || { tail -30 build-asan.log; exit 1; }
  cmake --build build-asan -j"$(nproc)" >> build-asan.log 2>&1 || { tail -50 build-asan.log; exit 1; }
fi
export ASAN_OPTIONS=allow_user_poisoning=0:detect_leaks=0
# The plugin test is unsupported here: a sanitized WarpPlugin.so cannot load
# into Debian's unsanitized mlir-opt (test/lit.cfg.py).
export WARP_SANITIZED=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
LIT=$(sed -n 's/^LLVM_EXTERNAL_LIT:[A-Z]*=//p' build-asan/CMakeCache.txt)
status=0
echo "== lit (ASan+UBSan)"
"${LIT:-lit}" -sv build-asan/test 2>&1 | tee build-asan/lit.log || status=1
echo "== unit tests (ASan+UBSan)"
(cd build-asan && ctest --output-on-failure -E "Accuracy|Harness|Reference|UpToDate") 2>&1 \
  | tee build-asan/ctest.log || status=1
if grep -q "runtime error:\|ERROR: AddressSanitizer" build-asan/lit.log build-asan/ctest.log; then
  echo "sanitizer findings:"; grep -h "runtime error:\|ERROR: AddressSanitizer" build-asan/*.log | sort | uniq -c
  status=1
fi
exit $status
