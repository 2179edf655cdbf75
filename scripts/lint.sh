#!/usr/bin/env bash
# Static checks that scripts/test.sh runs: clang-format (a check only, it never rewrites) over
# src tests bench tools examples, and clang-tidy (the checks in .clang-tidy) over src/core and
# src/tool. Usage: scripts/lint.sh [LINT_DIR]  (default build-lint). clang-tidy reads each file
# with its own flags from LINT_DIR's compile database, which this configures (in seconds, nothing is
# built) without unity builds: a build folder's database names its unity units, not the files.
# To fix the format of a file: clang-format -i FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-lint}
jobs=$(nproc 2>/dev/null || echo 2)

echo "== clang-format --dry-run --Werror (src tests bench tools examples)"
find src tests bench tools examples -path tests/data -prune -o \
    \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print0 |
    xargs -0 clang-format --dry-run --Werror

echo "== clang-tidy (src/core, src/tool)"
cmake -S . -B "$build" -DCATMAZE_UNITY_BUILD=OFF -DBUILD_TESTING=OFF >/dev/null
log=$(mktemp)
status=0
ls src/core/*/*.cpp src/tool/*.cpp |
    xargs -P "$jobs" -n 4 clang-tidy -p "$build" --quiet >"$log" 2>&1 || status=$?
grep -v "warnings generated\.$" "$log" || true
rm -f "$log"
if [ "$status" -ne 0 ]; then
    echo "clang-tidy: problems above (checks in .clang-tidy)" >&2
    exit 1
fi
