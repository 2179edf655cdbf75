#!/bin/sh
# Regenerates levels/previews/NAME.png for every level listed in levels/campaign.json: the level
# drawn with the game's art (assets/images) and its cheapest winning route, replacing the old one.
#
# usage: tools/render_previews.sh [CATMAZE_LEVEL]
#   CATMAZE_LEVEL  the catmaze-level binary (default: build/catmaze-level), e.g.
#                  cmake --build build --target catmaze-level && tools/render_previews.sh
# 16 pixels per tile; a level that would be wider than 1600 pixels is drawn at 8.
# Fails (exit status not 0) if any level cannot be drawn or cannot be won.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
tool=${1:-"$root/build/catmaze-level"}
if [ ! -x "$tool" ]; then
    echo "render_previews.sh: no catmaze-level at $tool (build it, or pass its path)" >&2
    exit 2
fi

mkdir -p "$root/levels/previews"
# The campaign lists one "NAME.json" per line.
levels=$(sed -n 's/^[[:space:]]*"\([^"]*\.json\)".*/\1/p' "$root/levels/campaign.json")
if [ -z "$levels" ]; then
    echo "render_previews.sh: no levels found in levels/campaign.json" >&2
    exit 2
fi

for file in $levels; do
    level="$root/levels/$file"
    png="$root/levels/previews/${file%.json}.png"
    # The tool prints "wrote OUT (WIDTHxHEIGHT)". --force: the previews are made to be replaced.
    wrote=$("$tool" render "$level" "$png" --scale 16 --solution --force)
    width=${wrote##*(}
    width=${width%%x*}
    if [ "$width" -gt 1600 ]; then
        wrote=$("$tool" render "$level" "$png" --scale 8 --solution --force)
    fi
    echo "$wrote"
done
