#!/usr/bin/env bash
# library_test.sh BUILD_DIR SOURCE_DIR: the library alone, as README.md's "Installing" section
# builds and installs it (its two commands, checked to be still there), as shared libraries:
#   - configuring needs neither SFML, OpenAL, X11, GTest, PNG nor Google Benchmark (each made
#     unfindable; CMake reports them as never looked for);
#   - a plain `cmake --install` puts libcatmaze_<module>.so.1 (SONAME with the major version),
#     headers, CMake config and pkg-config files in the prefix, and no program;
#   - each library exports its public API and not its private helpers;
#   - examples/consumer (CMake, CatMaze::core) and examples/pathfinding_consumer (pkg-config)
#     link the shared libraries, name them by SONAME, and run.
# Compiled without optimisation (the checks are about linking, not speed) in BUILD_DIR/library-only,
# a folder that stays where it is between runs so that ccache finds the objects of the last run.
build=$1
source=$2
. "$source/tests/install/lib.sh"
. "$source/tests/install/consumers.sh"

configure='cmake -S . -B build-lib -DCATMAZE_BUILD_GAME=OFF -DBUILD_TESTING=OFF'
install='cmake --build build-lib && cmake --install build-lib --prefix'
for command in "$configure" "$install"; do
    grep -qF -- "$command" "$source/README.md" || fail "README.md no longer says: $command"
done

lib=$build/library-only
rm -rf "$lib"
unwanted=(SFML OpenAL X11 GTest PNG benchmark)
disable=()
for package in "${unwanted[@]}"; do disable+=("-DCMAKE_DISABLE_FIND_PACKAGE_$package=ON"); done
(cd "$source" && ${configure/build-lib/$lib} -DBUILD_SHARED_LIBS=ON \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 \
    "${disable[@]}" >"$work/configure.log" 2>&1) ||
    fail "library-only configure: $(cat "$work/configure.log")"
for package in "${unwanted[@]}"; do  # in the "not used by the project" warning: never looked for
    grep -qx "    CMAKE_DISABLE_FIND_PACKAGE_$package" "$work/configure.log" ||
        fail "the library-only configure looked for $package: $(cat "$work/configure.log")"
done
ok "configured the library alone: no ${unwanted[*]} looked for"

(cd "$source" && eval "${install//build-lib/$lib}" "$work/prefix" >"$work/build.log" 2>&1) ||
    fail "library-only build and install: $(tail -n 30 "$work/build.log")"
prefix=$work/prefix
[ ! -e "$prefix/bin" ] && [ ! -e "$prefix/share/catmaze" ] || fail "the library install holds programs"
ok "built and installed the library alone"

for module in geom graph io level game player; do
    library=$prefix/lib/libcatmaze_$module.so
    soname=$(readelf -d "$library.1.0.0" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
    [ "$soname" = "libcatmaze_$module.so.1" ] || fail "$library.1.0.0: SONAME '$soname'"
    [ "$(readlink "$library")" = "libcatmaze_$module.so.1" ] &&
        [ "$(readlink "$library.1")" = "libcatmaze_$module.so.1.0.0" ] ||
        fail "$library: links $(ls -l "$library"*)"
done
ok "libcatmaze_<module>.so.1.0.0 with SONAME libcatmaze_<module>.so.1, and the links to it"

# The public API exported, the private helpers not (tiled_layers.hpp and solver_search.hpp are
# private headers of level and game).
exported() { nm -D --defined-only -C "$prefix/lib/libcatmaze_$1.so" | grep -c "$2" || true; }
[ "$(exported level 'catmaze::loadLevelFile(')" -ge 1 ] || fail "loadLevelFile is not exported"
[ "$(exported game 'catmaze::GameSession::')" -ge 1 ] || fail "GameSession is not exported"
[ "$(exported level 'catmaze::tiled::layerGids(')" -eq 0 ] || fail "level exports its private Tiled reader"
[ "$(exported game 'catmaze::solving::searchKeyPoints(')" -eq 0 ] ||
    fail "game exports its private solver search"
ok "the libraries export the public API only"

build_consumers "$prefix" "$work/cmake"
needed=$(readelf -d "$work/cmake/consumer/consumer" | grep NEEDED)
for module in game level io; do
    grep -q "\[libcatmaze_$module.so.1\]" <<<"$needed" || fail "consumer needs: $needed"
done
"$work/cmake/consumer/consumer" "$source/levels/01-first-steps.json" >"$work/consumer.out"
grep -q "^First Steps: found, cost [0-9]*, [0-9]* steps$" "$work/consumer.out" ||
    fail "consumer: $(cat "$work/consumer.out")"
check_pathfinding_only "$work/cmake/pathfinding/pathfinding_only"
ok "CMake consumers built on the shared libraries ($(grep -o 'libcatmaze[^]]*' <<<"$needed" | xargs)) and ran"

export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
build_with_pkg_config "$source/examples/pathfinding_consumer/pathfinding_only.cpp" \
    "$work/pc_pathfinding" catmaze-search catmaze-graph
readelf -d "$work/pc_pathfinding" | grep -q "NEEDED.*\[libcatmaze_graph.so.1\]" ||
    fail "the pkg-config consumer does not need libcatmaze_graph.so.1"
LD_LIBRARY_PATH=$prefix/lib check_pathfinding_only "$work/pc_pathfinding"
ok "a pkg-config consumer built on libcatmaze_graph.so.1 and ran"
