#!/usr/bin/env bash
# Installs what CatMaze needs on Debian 12 (only the packages that are missing) and builds it into build/.
# Usage: scripts/setup.sh [--sanitize] [--werror]
#   --sanitize  also build build-asan/ with ASan + UBSan at -O1: what the sanitizer pass of
#               scripts/test.sh runs (the target catmaze_sanitizer_pass)
#   --werror    compiler warnings are errors in build/ (CATMAZE_WERROR; scripts/test.sh uses it)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake g++ pkg-config libsfml-dev libopenal-dev nlohmann-json3-dev libgtest-dev libgmock-dev
          libbenchmark-dev libx11-dev zlib1g-dev libpng-dev xvfb xauth xdotool x11-utils imagemagick
          fonts-dejavu-core git dpkg-dev file fakeroot lintian desktop-file-utils man-db bash-completion doxygen clang-tidy
          clang-format clang libclang-rt-14-dev ccache gettext)  # clang + libclang-rt: the libFuzzer targets (tests/fuzz)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

sanitize=no
werror=OFF
for arg in "$@"; do
    case $arg in
        --sanitize) sanitize=yes ;;
        --werror) werror=ON ;;
        *) echo "usage: scripts/setup.sh [--sanitize] [--werror]" >&2; exit 2 ;;
    esac
done

jobs=$(nproc 2>/dev/null || echo 2)
# -g1: line tables only, enough for every backtrace and sanitizer report to name file and line,
# and a third faster to compile than -g (full debug info for a debugger: configure with -g).
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DCATMAZE_WERROR=$werror >/dev/null
cmake --build build -j "$jobs"
if [ "$sanitize" = yes ]; then
    # -O1: the tests run several times faster than at -O0, and asserts stay on (Debug).
    cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
        -DCATMAZE_SANITIZE=ON -DCATMAZE_BUILD_BENCH=OFF >/dev/null
    cmake --build build-asan -j "$jobs" --target catmaze_sanitizer_pass
fi
