# Helpers shared by install_test.sh and package_test.sh (sourced, not run).
# Each test works in its own temporary folder ($work), removed on success and kept on failure.

set -euo pipefail

work=$(mktemp -d "${TMPDIR:-/tmp}/catmaze-install-test.XXXXXX")
pids=()
cleanup() {
    local status=$?
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    if [ "$status" -eq 0 ]; then
        rm -rf "$work"
    else
        echo "FAILED (exit $status); files kept in $work" >&2
    fi
}
trap cleanup EXIT

# A passed check, with the seconds since the test started.
ok() {
    echo "ok (${SECONDS}s): $*"
}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# Waits up to $2 seconds for the command $1 (a string for eval) to succeed.
wait_until() {
    local deadline=$((SECONDS + $2))
    until eval "$1"; do
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.1
    done
}

# Starts a private Xvfb (display number chosen by the server, -noreset: see
# tests/window/PLATFORM.md) and exports DISPLAY.
start_xvfb() {
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$work/display" \
        >"$work/xvfb.log" 2>&1 &
    pids+=($!)
    wait_until '[ -s "$work/display" ]' 20 || fail "Xvfb did not start (see $work/xvfb.log)"
    export DISPLAY=":$(head -n1 "$work/display")"
}

# check_catalogues PREFIX: the translations of po/LINGUAS are in PREFIX/share/locale, where
# gettext's convention and the game (src/runtime/data_dirs.cpp) look, and hold the game's strings.
check_catalogues() {
    local language mo
    for language in $(grep -v '^#' "$source/po/LINGUAS"); do
        mo=$1/share/locale/$language/LC_MESSAGES/catmaze.mo
        # Through a file: under pipefail, grep -q leaving early would fail msgunfmt with SIGPIPE.
        msgunfmt "$mo" >"$work/catalogue.po" 2>/dev/null || fail "no catalogue $mo"
        grep -q '^msgid "Language"$' "$work/catalogue.po" || fail "$mo lacks the game's strings"
    done
    ok "the catalogues of po/LINGUAS are installed in $1/share/locale"
}

# smoke_game GAME LEVELS_DIR: runs GAME (from $work/run, an unrelated folder) under Xvfb with
# --screenshot; it opens on the title screen, where Return takes Continue (the first campaign
# level, as nothing is won yet). Checks that the level was loaded from LEVELS_DIR, presses F12 and
# checks that the screenshot is an 800 x 600 PNG.
smoke_game() {
    local game=$1 levels=$2
    mkdir -p "$work/run"
    start_xvfb
    (cd "$work/run" && exec env -u CATMAZE_DATA_DIR ALSOFT_DRIVERS=null \
        XDG_CONFIG_HOME="$work/config" "$game" --window 800x600 \
        --screenshot "$work/shot.png" --events "$work/events.jsonl") \
        >"$work/game.out" 2>"$work/game.err" &
    pids+=($!)
    wait_until 'grep -q "\"event\":\"screen\",\"name\":\"title\"" "$work/events.jsonl" 2>/dev/null' \
        60 || fail "the game did not show its title screen: $(cat "$work/game.err")"
    local window
    window=$(timeout 30 xdotool search --sync --name '^CatMaze' | head -n1) ||
        fail "no CatMaze window"
    xdotool key --window "$window" Return
    wait_until 'grep -q "\"event\":\"view\"" "$work/events.jsonl"' 60 ||
        fail "Continue on the title screen did not draw a level: $(cat "$work/game.err")"
    grep -q "\"event\":\"level_loaded\".*\"file\":\"$levels/01-first-steps.json\"" \
        "$work/events.jsonl" || fail "the game did not load $levels/01-first-steps.json: \
$(head -n1 "$work/events.jsonl")"
    xdotool key --window "$window" F12
    wait_until 'grep -q "\"event\":\"screenshot\"" "$work/events.jsonl"' 30 ||
        fail "F12 wrote no screenshot: $(cat "$work/game.err")"
    file "$work/shot.png" | grep -q "PNG image data, 800 x 600" ||
        fail "not an 800x600 PNG: $(file "$work/shot.png")"
    ok "the game ran from $game, loaded its campaign from $levels, saved a screenshot"
}

# check_desktop_entry FILE: desktop-file-validate reports nothing.
check_desktop_entry() {
    local report
    report=$(desktop-file-validate "$1" 2>&1) || fail "desktop-file-validate: $report"
    [ -z "$report" ] || fail "desktop-file-validate: $report"
    ok "$1 is a valid desktop entry"
}
