# `cpack -G DEB` (run in the build folder) makes catmaze_<version>_<arch>.deb from the `game`
# install component (cmake/Install.cmake); its runtime dependencies come from dpkg-shlibdeps.
set(CPACK_PACKAGE_NAME catmaze)
set(CPACK_PACKAGE_VENDOR "The CatMaze developers")
set(CPACK_PACKAGE_CONTACT "CatMaze developers <catmaze@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tile-maze game: a cat thief, dogs, bones and A* pathfinding")
set(CPACK_PACKAGE_DESCRIPTION
    "A cat thief crosses a dungeon guarded by dogs. Click a tile and the cat\n\
walks the cheapest route there, found with A*. Bones bribe dogs; a dog\n\
without a bone eats the cat. Comes with a campaign, an in-game level editor\n\
and catmaze-level, a command-line tool that validates, solves, renders and\n\
converts levels.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

# Only the game component (and, if the modules are shared libraries, the libraries it runs on):
# the headers and package configs are for developers (cmake --install).
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL game)
if(BUILD_SHARED_LIBS)
    list(APPEND CPACK_COMPONENTS_ALL lib)
endif()
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # catmaze_1.0.0_amd64.deb
# Not "games": Debian puts games in /usr/games, and lintian rejects a games package without
# one; the programs stay in /usr/bin like the `cmake --install` layout.
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.org/catmaze")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

set(CPACK_GENERATOR DEB)
include(CPack)
