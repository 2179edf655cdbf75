#!/usr/bin/env bash
# Installs everything, builds (warnings are errors), runs the static checks (clang-format,
# clang-tidy), builds the API reference (Doxygen; an undocumented public declaration of the core
# is an error), and runs every test twice: a normal build (with the install and package tests), then under ASan + UBSan.
# Then each libFuzzer target for 30 s (tests/fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --sanitize --werror
jobs=$(nproc 2>/dev/null || echo 2)
export ALSOFT_DRIVERS=null
scripts/lint.sh build
echo "== API reference (cmake --build build --target docs)"
cmake --build build --target docs
echo "== tests (build/)"
ctest --test-dir build --output-on-failure -j "$jobs"
echo "== tests under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure -j "$jobs"
echo "== fuzzing (build-fuzz/: clang, libFuzzer, ASan + UBSan; 30 s per target)"
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCATMAZE_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j "$jobs"
tests/fuzz/run.sh build-fuzz 30
echo "== soak (build-asan/: the game played with random input for 2 minutes; tests/soak/README.md)"
tests/soak/soak.sh build-asan 120
