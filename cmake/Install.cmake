# What `cmake --install` and `cpack` put where. Two components:
#   game  the programs, their data, desktop entry, icons, man pages, completion, docs and licences
#         (what the Debian package holds);
#   dev   the core's modules (CatMaze::geom, search, graph, io, level, game, player and the umbrella
#         CatMaze::core) with their public headers and CMake package config (find_package(CatMaze)).
# The programs find their data relative to themselves (src/runtime/data_dirs.cpp), so the tree
# can be installed under any prefix and moved afterwards.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(CATMAZE_DATA_DESTINATION ${CMAKE_INSTALL_DATADIR}/catmaze)  # ../share/catmaze from bin/
set(CATMAZE_DOC_DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/catmaze)

# --- game -----------------------------------------------------------------------------------------
install(TARGETS catmaze catmaze-level RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT game)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION ${CATMAZE_DATA_DESTINATION}/assets
    COMPONENT game PATTERN icons EXCLUDE)
install(FILES ${PROJECT_SOURCE_DIR}/levels/campaign.json ${PROJECT_SOURCE_DIR}/levels/level.schema.json
    DESTINATION ${CATMAZE_DATA_DESTINATION}/levels COMPONENT game)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/levels/ DESTINATION ${CATMAZE_DATA_DESTINATION}/levels
    COMPONENT game FILES_MATCHING PATTERN "[0-9]*.json" PATTERN previews EXCLUDE
    PATTERN examples EXCLUDE)

install(FILES ${PROJECT_SOURCE_DIR}/packaging/catmaze.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT game)
foreach(size 16 24 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/assets/icons/${size}x${size}.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
        RENAME catmaze.png COMPONENT game)
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/packaging/catmaze-level.bash-completion
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME catmaze-level
    COMPONENT game)

# Man pages: what the programs print for --help-man (made from their --help text), gzipped.
set(man_dir ${CMAKE_BINARY_DIR}/man)
foreach(page catmaze:6 catmaze-level:1)
    string(REPLACE ":" ";" page ${page})
    list(GET page 0 program)
    list(GET page 1 section)
    add_custom_command(OUTPUT ${man_dir}/${program}.${section}.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
        COMMAND $<TARGET_FILE:${program}> --help-man > ${man_dir}/${program}.${section}
        COMMAND gzip -9nf ${man_dir}/${program}.${section}
        DEPENDS ${program}
        COMMENT "Man page ${program}(${section}) from ${program} --help-man" VERBATIM)
    install(FILES ${man_dir}/${program}.${section}.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section} COMPONENT game)
    list(APPEND man_pages ${man_dir}/${program}.${section}.gz)
endforeach()
# Sanitizer builds are never installed: they skip this step (and running the programs to build).
if(CATMAZE_SANITIZE)
    add_custom_target(man_pages DEPENDS ${man_pages})
else()
    add_custom_target(man_pages ALL DEPENDS ${man_pages})
endif()

# Docs and licences. Debian wants the copyright file and a gzipped changelog in the doc folder.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md
    ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/packaging/copyright
    DESTINATION ${CATMAZE_DOC_DESTINATION} COMPONENT game)
install(FILES ${PROJECT_SOURCE_DIR}/levels/README.md DESTINATION ${CATMAZE_DOC_DESTINATION}
    RENAME level-format.md COMPONENT game)
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in ${CMAKE_BINARY_DIR}/packaging/changelog
    @ONLY)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.gz
    COMMAND gzip -9nkf ${CMAKE_BINARY_DIR}/packaging/changelog
    DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.gz)
install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz DESTINATION ${CATMAZE_DOC_DESTINATION}
    COMPONENT game)

# --- dev: CatMaze::core for other CMake projects -------------------------------------------------
# Only public headers: each module's include/ folder (search/detail holds what its templates
# include, not API) and the deprecated forwarding headers at the old paths. Private headers and
# the baselines (src/core/search/baselines) stay in the source tree.
get_property(catmaze_modules GLOBAL PROPERTY CATMAZE_MODULES)
list(TRANSFORM catmaze_modules PREPEND catmaze_ OUTPUT_VARIABLE catmaze_module_targets)
install(TARGETS ${catmaze_module_targets} catmaze_core EXPORT CatMazeTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
foreach(module IN LISTS catmaze_modules)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/src/core/${module}/include/catmaze
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev FILES_MATCHING PATTERN "*.hpp")
endforeach()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/src/core/compat/catmaze DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    COMPONENT dev FILES_MATCHING PATTERN "*.hpp")
set(config_destination ${CMAKE_INSTALL_LIBDIR}/cmake/CatMaze)
install(EXPORT CatMazeTargets NAMESPACE CatMaze:: DESTINATION ${config_destination}
    COMPONENT dev)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/CatMazeConfig.cmake.in
    ${CMAKE_BINARY_DIR}/CatMazeConfig.cmake INSTALL_DESTINATION ${config_destination})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/CatMazeConfigVersion.cmake
    COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_BINARY_DIR}/CatMazeConfig.cmake ${CMAKE_BINARY_DIR}/CatMazeConfigVersion.cmake
    DESTINATION ${config_destination} COMPONENT dev)
