#!/usr/bin/env bash
# Runs every libFuzzer target in tests/fuzz for a bounded time each.
# Usage: tests/fuzz/run.sh BUILD_DIR [SECONDS_EACH] [TARGET...]
#   BUILD_DIR is a folder configured with -DCATMAZE_FUZZ=ON (see tests/fuzz/README.md).
# New inputs go to BUILD_DIR/fuzz-corpus/<target> (the seeds in tests/fuzz/corpus stay as they
# are); a crash is saved as BUILD_DIR/fuzz-artifacts/<target>-crash-..., and the script fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:?usage: run.sh BUILD_DIR [SECONDS_EACH] [TARGET...]}"
seconds="${2:-30}"
shift $(( $# >= 2 ? 2 : 1 ))
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(fuzz_level_json fuzz_tiled fuzz_movingai fuzz_player_files fuzz_solve
        fuzz_obstacle_graph)
fi
failed=()
for target in "${targets[@]}"; do
    work="$build/fuzz-corpus/$target"
    artifacts="$build/fuzz-artifacts"
    mkdir -p "$work" "$artifacts"
    max_len=65536
    [ "$target" = fuzz_tiled ] && max_len=524288  # deep nesting needs long inputs
    echo "== fuzz $target for ${seconds} s"
    # -print_final_stats gives one summary; the log of each run is kept beside the corpus.
    dict=()
    [ -f "$here/$target.dict" ] && dict=(-dict="$here/$target.dict")  # binary inputs have none
    if ! "$build/tests/fuzz/$target" "$work" "$here/corpus/$target" \
        "${dict[@]}" -max_len="$max_len" -max_total_time="$seconds" \
        -rss_limit_mb=2048 -timeout=5 -artifact_prefix="$artifacts/$target-" \
        -print_final_stats=1 >"$build/fuzz-$target.log" 2>&1; then
        failed+=("$target")
        echo "fuzz $target FAILED: see $build/fuzz-$target.log and $artifacts" >&2
        grep -E "ERROR|FUZZ_CHECK|SUMMARY|Test unit written" "$build/fuzz-$target.log" | head -20 >&2
    fi
    # e.g. "stat::number_of_executed_units: 68623 stat::peak_rss_mb: 452"
    echo "$(grep -E "^stat::(number_of_executed_units|peak_rss_mb)" "$build/fuzz-$target.log" |
        tr -s ' \n' ' ')"
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found problems in: ${failed[*]}" >&2
    exit 1
fi
echo "fuzzing: ${#targets[@]} targets, no crash"
