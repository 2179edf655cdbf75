# The game component of `cmake --install` (cmake/Install.cmake has the library): the programs,
# their data, desktop entry, icons, man pages, completion, docs and licences (what the Debian
# package holds; cmake/Packaging.cmake). Only with CATMAZE_BUILD_GAME.
# The programs find their data relative to themselves (src/runtime/data_dirs.cpp), so the tree
# can be installed under any prefix and moved afterwards.
include(GNUInstallDirs)

set(CATMAZE_DATA_DESTINATION ${CMAKE_INSTALL_DATADIR}/catmaze)  # ../share/catmaze from bin/
set(CATMAZE_DOC_DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/catmaze)

# -----------------------------------------------------------------------------------------
if(BUILD_SHARED_LIBS)  # the installed programs find the core's libraries from where they lie
    file(RELATIVE_PATH bin_to_lib /prefix/${CMAKE_INSTALL_BINDIR} /prefix/${CMAKE_INSTALL_LIBDIR})
    set_target_properties(catmaze catmaze-level PROPERTIES INSTALL_RPATH "$ORIGIN/${bin_to_lib}")
endif()
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
