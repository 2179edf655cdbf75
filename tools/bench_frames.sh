#!/bin/sh
# The frame benchmark of the game (catmaze --bench-frames) on every Moving AI map in
# tests/data/movingai, on a private Xvfb: per map, the mean and 99th-percentile frame time and
# frame rate idle and walking, at the default and the minimum zoom (see docs/PERFORMANCE.md,
# "Frame rate"). Prints the load average before and after: the numbers mean little on a busy
# machine.
#
# usage: tools/bench_frames.sh [FRAMES [GAME [ARG...]]]
#   FRAMES  frames measured per phase (default 600: about a minute for all seven maps)
#   GAME    the game binary (default: build/catmaze)
#   ARG     more options for the game, e.g. --settings FILE (a settings file with
#           "searchOverlay": true measures the search overlay too) or --window 1920x1080
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
frames=${1:-600}
game=${2:-"$root/build/catmaze"}
[ $# -gt 2 ] && shift 2 || set --
if [ ! -x "$game" ]; then
    echo "bench_frames.sh: no game at $game (build the catmaze target, or pass its path)" >&2
    exit 2
fi

work=$(mktemp -d)
# -displayfd: the server picks a free display and writes its number when it is ready.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$work/display" \
    2>"$work/xvfb.log" &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
tries=0
while [ ! -s "$work/display" ]; do
    tries=$((tries + 1))
    if [ $tries -gt 100 ]; then
        echo "bench_frames.sh: Xvfb did not start; its log:" >&2
        cat "$work/xvfb.log" >&2
        exit 2
    fi
    sleep 0.1
done

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
for map in "$root"/tests/data/movingai/*.map; do
    # Default settings (a fresh config folder), no sound card needed.
    DISPLAY=":$(cat "$work/display")" XDG_CONFIG_HOME="$work/config" ALSOFT_DRIVERS=null \
        "$game" --level "$map" --bench-frames "$frames" "$@" 2>"$work/stderr" ||
        { cat "$work/stderr" >&2; exit 1; }
    echo
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
