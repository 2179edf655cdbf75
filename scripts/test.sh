#!/usr/bin/env bash
# Installs everything, builds (warnings are errors), runs the static checks (clang-format,
# clang-tidy), builds the API reference (Doxygen; an undocumented public declaration of the core
# is an error), and runs the tests: every test in a normal build (with the install and package
# tests), then the unit, tool and window smoke tests again under ASan + UBSan (-O1), each libFuzzer
# target for 30 s (tests/fuzz/README.md, three at a time) and the soak (tests/soak/README.md), which
# plays beside the fuzz build.
# Ends with a table of each phase's wall time. Labels: CONTRIBUTING.md, "Tests".
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
export ALSOFT_DRIVERS=null

phases=()
phase_start=$SECONDS
phase() {  # phase NAME: ends the phase running since the last call, names the next
    if [ -n "${current:-}" ]; then
        phases+=("$(printf '%-54s %4d:%02d' "$current" $(( (SECONDS - phase_start) / 60 )) \
            $(( (SECONDS - phase_start) % 60 )))")
    fi
    current=$1
    phase_start=$SECONDS
    if [ -n "$current" ]; then echo "== $current"; fi
}
report() {
    local status=$?
    if [ -n "${soak:-}" ]; then kill "$soak" 2>/dev/null || true; fi  # a phase failed beside it
    phase ""
    echo
    echo "== wall time by phase"
    printf '%s\n' "${phases[@]}"
    printf '%-54s %4d:%02d\n' "total" $(( SECONDS / 60 )) $(( SECONDS % 60 ))
    if [ "$status" -ne 0 ]; then
        echo "scripts/test.sh: FAILED (exit $status) in its last phase"
    fi
    return "$status"
}
trap report EXIT

phase "setup: packages, normal build, sanitizer build"
scripts/setup.sh --sanitize --werror
phase "lint: clang-format, clang-tidy"
scripts/lint.sh build-lint
phase "API reference (Doxygen)"
cmake --build build --target docs
phase "tests (build/: every label)"
ctest --test-dir build --output-on-failure -j "$jobs"
phase "tests under ASan + UBSan (unit, tool, window_smoke)"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure -j "$jobs" -L '^(unit|tool|window_smoke)$'
phase "fuzz build (build-fuzz/), the soak playing beside it"
# The soak plays for a fixed time whatever the load, so it runs while the fuzzers compile: the
# two phases overlap instead of adding up (about 90 s of the budget). Its log is shown after.
soak_log=$(mktemp)
tests/soak/soak.sh build-asan 120 >"$soak_log" 2>&1 &
soak=$!
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCATMAZE_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
cmake --build build-fuzz -j "$jobs"
phase "fuzzing (30 s per target, three at a time)"
# Three at a time on two cores: each target still fuzzes for 30 s of wall time (with about two
# thirds of a core), and the phase takes 60 s rather than 90 s of the test command's budget.
logs=$(mktemp -d)
pids=()
tests/fuzz/run.sh build-fuzz 30 fuzz_level_json fuzz_player_files >"$logs/a" 2>&1 & pids+=($!)
tests/fuzz/run.sh build-fuzz 30 fuzz_tiled fuzz_solve >"$logs/b" 2>&1 & pids+=($!)
tests/fuzz/run.sh build-fuzz 30 fuzz_movingai fuzz_obstacle_graph >"$logs/c" 2>&1 & pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
cat "$logs/a" "$logs/b" "$logs/c"
rm -rf "$logs"
[ "$status" -eq 0 ]
phase "soak (build-asan/: 2 min, begun with the fuzz build)"
soak_status=0
wait "$soak" || soak_status=$?
cat "$soak_log"
rm -f "$soak_log"
[ "$soak_status" -eq 0 ]
phase ""
