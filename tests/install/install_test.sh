#!/usr/bin/env bash
# install_test.sh BUILD_DIR SOURCE_DIR: `cmake --install` into a temporary prefix, moves the
# prefix elsewhere, and checks from an unrelated folder that the installed programs run on the
# installed data only: the level tool validates and renders the campaign, the game (under Xvfb)
# loads the installed campaign and saves a screenshot, the man pages render with `man -l`, the
# desktop entry validates, bash completion offers commands, options and level files, and other
# projects build against the installed (static) library and find a path: examples/consumer
# (find_package(CatMaze), CatMaze::core), examples/pathfinding_consumer (COMPONENTS search graph,
# on a machine where zlib, Threads and nlohmann_json cannot be found), and both again with
# pkg-config --static; and examples/, one program per model of the pathfinding library, built
# as a project of its own (COMPONENTS search graph), each program's output checked.
# library_test.sh builds the library alone, shared.
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

check_catalogues "$prefix"
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

# Other projects, built against the installed package config. The library's interface names
# neither SFML nor nlohmann_json.
! grep -rlE "#include [<\"](SFML|nlohmann)/|sfml-|nlohmann_json::" "$prefix/include" \
    "$prefix/lib/cmake/CatMaze" "$prefix/lib/pkgconfig" ||
    fail "SFML or nlohmann_json in CatMaze::core's installed interface"
. "$source/tests/install/consumers.sh"
build_consumers "$prefix" "$work/cmake"
"$work/cmake/consumer/consumer" "$data/levels/01-first-steps.json" >"$work/consumer.out"
grep -q "^First Steps: found, cost [0-9]*, [0-9]* steps$" "$work/consumer.out" ||
    fail "consumer: $(cat "$work/consumer.out")"
ok "examples/consumer built with find_package(CatMaze) and found a path"

# The pathfinding layers alone: CatMaze::search and CatMaze::graph bring no zlib, Threads or
# nlohmann_json (not looked for, not on the link line, not among the program's shared libraries).
check_pathfinding_only "$work/cmake/pathfinding/pathfinding_only"
link_line=$(cat "$work/cmake/pathfinding/CMakeFiles/pathfinding_only.dir/link.txt")
! grep -qiE "libz|-lz( |$)|pthread|threads|nlohmann|catmaze_(io|level|game|player)" <<<"$link_line" ||
    fail "pathfinding_only links more than search and graph: $link_line"
! grep -qi nlohmann "$work/cmake/pathfinding/CMakeFiles/pathfinding_only.dir/flags.make" ||
    fail "pathfinding_only compiles with nlohmann_json"
! readelf -d "$work/cmake/pathfinding/pathfinding_only" | grep NEEDED | grep -qE "libz\.|libpthread" ||
    fail "pathfinding_only needs zlib or libpthread: $(readelf -d "$work/cmake/pathfinding/pathfinding_only" | grep NEEDED)"
ok "find_package(CatMaze COMPONENTS search graph): a path found, no zlib, Threads or nlohmann_json"

run_examples "$prefix" "$work/examples"
ok "examples/ built against the installed library: grid, grid graph, directed and obstacle graph, space-time ran"

# A component that does not exist: find_package fails, naming it.
cmake -S "$source/examples/pathfinding_consumer" -B "$work/unknown" -DCMAKE_PREFIX_PATH="$prefix" \
    "-DCATMAZE_COMPONENTS=search;teleport" >"$work/unknown.log" 2>&1 &&
    fail "find_package(CatMaze COMPONENTS search teleport) succeeded"
grep -q 'CatMaze has no component "teleport"' "$work/unknown.log" ||
    fail "no message naming the unknown component: $(cat "$work/unknown.log")"
ok "find_package(CatMaze COMPONENTS search teleport) fails, naming \"teleport\""

# pkg-config, linking the static libraries: catmaze.pc brings every module and zlib; the
# pathfinding modules' files bring no zlib.
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
libs=$(pkg-config --static --libs catmaze)
grep -qE "(^| )-lz( |$)" <<<"$libs" && grep -q -- "-lcatmaze_level" <<<"$libs" ||
    fail "pkg-config --static --libs catmaze: $libs"
build_with_pkg_config "$source/examples/consumer/main.cpp" "$work/pc_consumer" --static catmaze
"$work/pc_consumer" "$data/levels/01-first-steps.json" | cmp - "$work/consumer.out" ||
    fail "the pkg-config consumer answered otherwise than the CMake one"
libs=$(pkg-config --static --libs catmaze-search catmaze-graph)
! grep -qE "(^| )-lz( |$)|pthread|catmaze_(io|level|game|player)" <<<"$libs" ||
    fail "pkg-config --static --libs catmaze-search catmaze-graph: $libs"
build_with_pkg_config "$source/examples/pathfinding_consumer/pathfinding_only.cpp" \
    "$work/pc_pathfinding" --static catmaze-search catmaze-graph
check_pathfinding_only "$work/pc_pathfinding"
ok "pkg-config --static: catmaze and catmaze-search catmaze-graph consumers built and found paths"
