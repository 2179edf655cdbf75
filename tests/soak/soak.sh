#!/usr/bin/env bash
# The soak test: the game played with random input for a while (tests/soak/README.md).
# Usage: tests/soak/soak.sh BUILD_DIR [SECONDS] [SEED]
#   BUILD_DIR holds catmaze and tests/soak/catmaze_soak (build/ or build-asan/). In a sanitizer
#   build the game runs with leak checks on and a small quarantine, so that its resident memory
#   means something; its stderr is searched for sanitizer reports.
set -euo pipefail
build="${1:?usage: soak.sh BUILD_DIR [SECONDS] [SEED]}"
seconds="${2:-120}"
seed="${3:-1}"
export ALSOFT_DRIVERS=null
if grep -q "CATMAZE_SANITIZE:BOOL=ON" "$build/CMakeCache.txt" 2>/dev/null; then
    # ASan's quarantine (256 MiB by default) would fill during the run and look like a leak.
    export CATMAZE_SOAK_ASAN_OPTIONS="detect_leaks=1:quarantine_size_mb=16:abort_on_error=1"
    # Mesa's swrast driver, unloaded at exit, makes LeakSanitizer report a false 240-byte leak;
    # preloaded, it stays loaded and a real leak in our code is still reported.
    swrast=/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
    libasan="$(gcc -print-file-name=libasan.so)"
    if [ -e "$swrast" ] && [ -e "$libasan" ]; then
        export CATMAZE_SOAK_LD_PRELOAD="$libasan:$swrast"
    else
        export CATMAZE_SOAK_ASAN_OPTIONS="detect_leaks=0:quarantine_size_mb=16:abort_on_error=1"
    fi
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    # The driver itself (ASan-built too) does not check leaks: it is not the game.
    export ASAN_OPTIONS=detect_leaks=0
fi
echo "== soak: $build/catmaze, ${seconds} s, seed $seed"
"$build/tests/soak/catmaze_soak" --seconds "$seconds" --seed "$seed"
