# The example consumers (examples/consumer, examples/pathfinding_consumer, and examples/ itself),
# built against an installed CatMaze with CMake or with pkg-config. Sourced by install_test.sh and
# library_test.sh after lib.sh (which defines fail and $work).

# The packages a consumer of the pathfinding components alone must not look for: configured with
# them made unfindable, it fails if its components ask for them.
pathfinding_only_flags=(-DCMAKE_DISABLE_FIND_PACKAGE_ZLIB=ON -DCMAKE_DISABLE_FIND_PACKAGE_Threads=ON
    -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON)

# build_consumers PREFIX DIR: configures and builds both CMake consumers against PREFIX, in
# DIR/consumer and DIR/pathfinding. The pathfinding one (COMPONENTS search graph) is configured
# with zlib, Threads and nlohmann_json made unfindable: its components must not look for them.
# No build type: unoptimised, the quickest to compile (the checks are about finding and linking).
build_consumers() {
    local prefix=$1 dir=$2
    cmake -S "$source/examples/consumer" -B "$dir/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
        >"$dir.log" 2>&1 || fail "consumer configure: $(cat "$dir.log")"
    cmake -S "$source/examples/pathfinding_consumer" -B "$dir/pathfinding" \
        -DCMAKE_PREFIX_PATH="$prefix" "${pathfinding_only_flags[@]}" >>"$dir.log" 2>&1 ||
        fail "pathfinding consumer configure: $(cat "$dir.log")"
    cmake --build "$dir/consumer" -j 2 >>"$dir.log" 2>&1 || fail "consumer build: $(cat "$dir.log")"
    cmake --build "$dir/pathfinding" >>"$dir.log" 2>&1 ||
        fail "pathfinding consumer build: $(cat "$dir.log")"
}

# run_examples PREFIX DIR: builds examples/ (one program per model, COMPONENTS search graph) in
# DIR as a project of its own against PREFIX, with zlib, Threads and nlohmann_json unfindable, and
# runs its tests: each program's output must be exactly examples/expected/NAME.txt (the path
# costs, the routes drawn). Fails unless all five ran.
run_examples() {
    local prefix=$1 dir=$2
    cmake -S "$source/examples" -B "$dir" -DCMAKE_PREFIX_PATH="$prefix" \
        "${pathfinding_only_flags[@]}" >"$dir.log" 2>&1 || fail "examples configure: $(cat "$dir.log")"
    cmake --build "$dir" -j 2 >>"$dir.log" 2>&1 || fail "examples build: $(cat "$dir.log")"
    ctest --test-dir "$dir" --output-on-failure >>"$dir.log" 2>&1 || fail "examples: $(cat "$dir.log")"
    grep -q "100% tests passed, 0 tests failed out of 5$" "$dir.log" ||
        fail "examples: not the five programs: $(cat "$dir.log")"
}

# build_with_pkg_config SOURCE PROGRAM [--static] PACKAGE...: compiles SOURCE into PROGRAM with
# the flags pkg-config gives for the packages (PKG_CONFIG_PATH set by the caller).
build_with_pkg_config() {
    local source_file=$1 program=$2
    shift 2
    local static=()
    if [ "$1" = --static ]; then
        static=(--static)
        shift
    fi
    local cflags libs
    cflags=$(pkg-config --cflags "$@") || fail "pkg-config --cflags $*"
    libs=$(pkg-config "${static[@]}" --libs "$@") || fail "pkg-config --libs $*"
    # shellcheck disable=SC2086  # pkg-config's flags are words
    c++ -std=c++20 $cflags "$source_file" -o "$program" $libs >"$program.log" 2>&1 ||
        fail "c++ $cflags $source_file $libs: $(cat "$program.log")"
}

# check_pathfinding_only PROGRAM: runs examples/pathfinding_consumer's program and checks its two
# routes.
check_pathfinding_only() {
    "$1" >"$1.out" || fail "$1: $(cat "$1.out")"
    grep -q "^engine: found, cost 68, (1,1) (1,2) (2,2) (3,2) (4,1) (4,0)$" "$1.out" &&
        grep -q "^graph: (0,0) (1,1) (1,2) (2,2) (3,2) (4,1) (4,0)$" "$1.out" ||
        fail "$1: $(cat "$1.out")"
}
