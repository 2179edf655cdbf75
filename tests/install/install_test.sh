#!/usr/bin/env bash
# install_test.sh BUILD_DIR SOURCE_DIR: `cmake --install` into a temporary prefix, moves the
# prefix elsewhere, and checks from an unrelated folder that the installed programs run on the
# installed data only: the level tool validates and renders the campaign, the game (under Xvfb)
# loads the installed campaign and saves a screenshot, the man pages render with `man -l`, the
# desktop entry validates, bash completion offers commands, options and level files, and the
# example consumer (examples/consumer) builds against the installed CatMaze::core and finds a path.
#
# A program outside its build folder never looks at the source tree (src/runtime/data_dirs.cpp);
# the checks below name the files the programs used, which must all lie in the moved prefix.
build=$1
source=$2
. "$source/tests/install/lib.sh"

cmake --install "$build" --prefix "$work/staged" >"$work/install.log"
mv "$work/staged" "$work/prefix"  # the programs must not care where they were installed
prefix=$work/prefix
data=$prefix/share/catmaze
mkdir -p "$work/run"
cd "$work/run"
unset CATMAZE_DATA_DIR

# The level tool.
"$prefix/bin/catmaze-level" --version | grep -qE '^catmaze-level [0-9]+\.[0-9]+\.[0-9]+' ||
    fail "catmaze-level --version"
"$prefix/bin/catmaze-level" validate "$data"/levels/[0-9]*.json >"$work/validate.out"
[ "$(grep -c ': ok$' "$work/validate.out")" -ge 6 ] || fail "validate: $(cat "$work/validate.out")"
"$prefix/bin/catmaze-level" render "$data/levels/03-fetch.json" fetch.png --solution
file fetch.png | grep -q "PNG image data" || fail "render wrote no PNG"
ok "catmaze-level validated the installed campaign and rendered it with the installed art"

# The game, on the installed campaign.
smoke_game "$prefix/bin/catmaze" "$data/levels"
"$prefix/bin/catmaze" --version | grep -qE '^catmaze [0-9]+\.[0-9]+\.[0-9]+' ||
    fail "catmaze --version"

# Man pages: made from --help, so each one carries the program's option list.
for page in "$prefix/share/man/man6/catmaze.6.gz:--screenshot" \
    "$prefix/share/man/man1/catmaze-level.1.gz:--max-states"; do
    file=${page%%:*}
    option=${page##*:}
    MANWIDTH=80 man --warnings -l "$file" >"$work/man.txt" 2>"$work/man.err" || fail "man -l $file"
    [ ! -s "$work/man.err" ] || fail "man -l $file: $(cat "$work/man.err")"
    grep -q -- "$option" "$work/man.txt" || fail "$file does not mention $option"
done
ok "man -l renders catmaze(6) and catmaze-level(1) without warnings"

check_desktop_entry "$prefix/share/applications/catmaze.desktop"
[ -f "$prefix/share/icons/hicolor/48x48/apps/catmaze.png" ] || fail "no 48x48 icon"

# Bash completion, as bash-completion loads it.
touch level.json level.tmj notes.txt
completions=$(PATH="$prefix/bin:$PATH" bash -c '
    . /usr/share/bash-completion/bash_completion
    . "$1/share/bash-completion/completions/catmaze-level"
    complete_words() {
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
        COMPREPLY=(); _catmaze_level; echo "${COMPREPLY[*]}"
    }
    complete_words catmaze-level va
    complete_words catmaze-level solve --m
    complete_words catmaze-level validate ""' _ "$prefix")
[ "$(sed -n 1p <<<"$completions")" = "validate" ] || fail "command completion: $completions"
[ "$(sed -n 2p <<<"$completions")" = "--max-states --metrics" ] || fail "option completion: $completions"
[ "$(sed -n 3p <<<"$completions" | tr ' ' '\n' | sort | xargs)" = "level.json level.tmj" ] ||
    fail "file completion: $completions"
ok "bash completion offers commands, options and level files"

# Another project, built against the installed package config. The library's interface names
# neither SFML nor nlohmann_json.
! grep -rlE "#include [<\"](SFML|nlohmann)/|sfml-|nlohmann_json::" "$prefix/include" \
    "$prefix/lib/cmake/CatMaze" ||
    fail "SFML or nlohmann_json in CatMaze::core's installed interface"
cmake -S "$source/examples/consumer" -B "$work/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_BUILD_TYPE=Release >"$work/consumer.log" || fail "consumer configure: $work/consumer.log"
cmake --build "$work/consumer" >>"$work/consumer.log" || fail "consumer build: $work/consumer.log"
"$work/consumer/consumer" "$data/levels/01-first-steps.json" >"$work/consumer.out"
grep -q "^First Steps: found, cost [0-9]*, [0-9]* steps$" "$work/consumer.out" ||
    fail "consumer: $(cat "$work/consumer.out")"
ok "examples/consumer built with find_package(CatMaze) and found a path"

# The pathfinding layers alone: CatMaze::search and CatMaze::graph bring no zlib, Threads or
# nlohmann_json (neither on the link line nor among the program's shared libraries).
"$work/consumer/pathfinding_only" >"$work/pathfinding.out" || fail "pathfinding_only: $(cat "$work/pathfinding.out")"
grep -q "^engine: found, cost 68, (1,1) (1,2) (2,2) (3,2) (4,1) (4,0)$" "$work/pathfinding.out" &&
    grep -q "^graph: (0,0) (1,1) (1,2) (2,2) (3,2) (4,1) (4,0)$" "$work/pathfinding.out" ||
    fail "pathfinding_only: $(cat "$work/pathfinding.out")"
link_line=$(cat "$work/consumer/CMakeFiles/pathfinding_only.dir/link.txt")
! grep -qiE "libz|-lz( |$)|pthread|threads|nlohmann|catmaze_(io|level|game|player)" <<<"$link_line" ||
    fail "pathfinding_only links more than search and graph: $link_line"
! grep -qi nlohmann "$work/consumer/CMakeFiles/pathfinding_only.dir/flags.make" ||
    fail "pathfinding_only compiles with nlohmann_json"
! readelf -d "$work/consumer/pathfinding_only" | grep NEEDED | grep -qE "libz\.|libpthread" ||
    fail "pathfinding_only needs zlib or libpthread: $(readelf -d "$work/consumer/pathfinding_only" | grep NEEDED)"
ok "CatMaze::search and CatMaze::graph alone: a path found, no zlib, Threads or nlohmann_json"
