# What `cmake --install` puts where for the library (cmake/InstallGame.cmake adds the game).
# Components:
#   dev   the core's modules (CatMaze::geom, search, graph, io, level, game, player and the umbrella
#         CatMaze::core): static libraries or the shared libraries' link names, the public headers,
#         the CMake package config (find_package(CatMaze COMPONENTS ...)) and pkg-config files
#         (catmaze.pc, catmaze-<module>.pc);
#   lib   the shared libraries themselves (libcatmaze_<module>.so.<major>; BUILD_SHARED_LIBS);
#   game  the programs and their data (CATMAZE_BUILD_GAME).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Only public headers: each module's include/ folder (search/detail holds what its templates
# include, not API), its generated export.hpp, and the deprecated forwarding headers at the old
# paths. Private headers and the baselines (src/core/search/baselines) stay in the source tree.
get_property(catmaze_modules GLOBAL PROPERTY CATMAZE_MODULES)
set(config_destination ${CMAKE_INSTALL_LIBDIR}/cmake/CatMaze)
set(pc_destination ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
# The .pc files find the prefix from where they lie, so the prefix can move (as the programs').
file(RELATIVE_PATH pc_to_prefix /prefix/${pc_destination} /prefix)
string(REGEX REPLACE "/$" "" pc_to_prefix "${pc_to_prefix}")

# One export set, targets file and .pc file per module, so that a consumer loads only the modules
# it asks for and what they need (cmake/CatMazeConfig.cmake.in). The table written into the
# config says, per module, the modules it uses and the packages its consumers must find.
set(CATMAZE_CONFIG_TABLE "")
set(pc_all_modules "")
foreach(module IN LISTS catmaze_modules)
    set(target catmaze_${module})
    get_property(uses GLOBAL PROPERTY CATMAZE_${module}_USES)
    get_property(header_only GLOBAL PROPERTY CATMAZE_${module}_HEADER_ONLY)
    get_property(imported GLOBAL PROPERTY CATMAZE_${module}_IMPORTED)
    install(TARGETS ${target} EXPORT CatMaze_${module}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT lib NAMELINK_COMPONENT dev
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT lib)
    install(EXPORT CatMaze_${module} NAMESPACE CatMaze:: FILE CatMaze_${module}Targets.cmake
        DESTINATION ${config_destination} COMPONENT dev)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/src/core/${module}/include/catmaze
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev FILES_MATCHING PATTERN "*.hpp")

    # What the imported targets it links mean to a consumer: a CMake package to find, and in
    # pkg-config terms a required package or a flag.
    set(packages "")
    set(pc_requires_private "")
    set(pc_libs "")
    foreach(lib IN LISTS imported)
        if(lib STREQUAL "ZLIB::ZLIB")
            list(APPEND packages ZLIB)
            list(APPEND pc_requires_private zlib)
        elseif(lib STREQUAL "Threads::Threads")
            list(APPEND packages Threads)
            string(APPEND pc_libs " ${CMAKE_THREAD_LIBS_INIT}")
        else()
            message(FATAL_ERROR "cmake/Install.cmake: say what ${lib} (linked by ${target}) "
                "means to an installed consumer")
        endif()
    endforeach()
    string(APPEND CATMAZE_CONFIG_TABLE
        "set(_CatMaze_${module}_uses ${uses})\nset(_CatMaze_${module}_packages ${packages})\n")

    set(pc_name catmaze-${module})
    set(pc_description "CatMaze's ${module} module (CatMaze::${module})")
    list(TRANSFORM uses PREPEND catmaze- OUTPUT_VARIABLE pc_requires)
    list(JOIN pc_requires " " pc_requires)
    list(JOIN pc_requires_private " " pc_requires_private)
    set(pc_cflags "")
    if(NOT header_only)
        string(PREPEND pc_libs "-L\${libdir} -l${target}")
        if(NOT BUILD_SHARED_LIBS)
            string(TOUPPER ${module} upper)
            set(pc_cflags " -DCATMAZE_${upper}_STATIC_DEFINE")
        endif()
        get_property(export_header_dir GLOBAL PROPERTY CATMAZE_${module}_EXPORT_HEADER_DIR)
        install(FILES ${export_header_dir}/catmaze/${module}/export.hpp
            DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/catmaze/${module} COMPONENT dev)
    endif()
    string(STRIP "${pc_libs}" pc_libs)
    configure_file(${PROJECT_SOURCE_DIR}/cmake/catmaze.pc.in ${CMAKE_BINARY_DIR}/pkgconfig/${pc_name}.pc
        @ONLY)
    install(FILES ${CMAKE_BINARY_DIR}/pkgconfig/${pc_name}.pc DESTINATION ${pc_destination}
        COMPONENT dev)
    list(APPEND pc_all_modules ${pc_name})
endforeach()

# The umbrella, CatMaze::core and catmaze.pc: every module, and the forwarding headers.
install(TARGETS catmaze_core EXPORT CatMaze_core)
install(EXPORT CatMaze_core NAMESPACE CatMaze:: FILE CatMaze_coreTargets.cmake
    DESTINATION ${config_destination} COMPONENT dev)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/src/core/compat/catmaze DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    COMPONENT dev FILES_MATCHING PATTERN "*.hpp")
set(pc_name catmaze)
set(pc_description "CatMaze's pathfinding and level library: every module (CatMaze::core)")
list(REVERSE pc_all_modules)  # users before what they use: the order a static link needs
list(JOIN pc_all_modules " " pc_requires)
set(pc_requires_private "")
set(pc_cflags "")
set(pc_libs "")
configure_file(${PROJECT_SOURCE_DIR}/cmake/catmaze.pc.in ${CMAKE_BINARY_DIR}/pkgconfig/catmaze.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/pkgconfig/catmaze.pc DESTINATION ${pc_destination} COMPONENT dev)

string(REPLACE ";" " " CATMAZE_CONFIG_MODULES "${catmaze_modules}")
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/CatMazeConfig.cmake.in
    ${CMAKE_BINARY_DIR}/CatMazeConfig.cmake INSTALL_DESTINATION ${config_destination})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/CatMazeConfigVersion.cmake
    COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_BINARY_DIR}/CatMazeConfig.cmake ${CMAKE_BINARY_DIR}/CatMazeConfigVersion.cmake
    DESTINATION ${config_destination} COMPONENT dev)
