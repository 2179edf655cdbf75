# `cmake --build build --target docs`: the API reference of catmaze_core's public headers
# (src/core/catmaze, installed as include/catmaze) in build/docs/html. Every public declaration
# must be documented: an undocumented one, or a broken doc comment, fails the target.
find_package(Doxygen)
if(DOXYGEN_FOUND)
    set(DOXYGEN_PROJECT_NAME CatMaze)
    set(DOXYGEN_PROJECT_BRIEF "Levels, A* pathfinding, graphs and game rules (catmaze_core)")
    set(DOXYGEN_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/docs)
    set(DOXYGEN_STRIP_FROM_PATH ${PROJECT_SOURCE_DIR}/src/core)
    set(DOXYGEN_STRIP_FROM_INC_PATH ${PROJECT_SOURCE_DIR}/src/core)
    set(DOXYGEN_FILE_PATTERNS *.hpp)
    set(DOXYGEN_EXTRACT_ALL NO)
    set(DOXYGEN_EXTRACT_PRIVATE NO)
    set(DOXYGEN_EXTRACT_LOCAL_CLASSES NO)
    set(DOXYGEN_HIDE_UNDOC_RELATIONS YES)
    set(DOXYGEN_WARN_IF_UNDOCUMENTED YES)
    set(DOXYGEN_WARN_IF_DOC_ERROR YES)
    set(DOXYGEN_WARN_NO_PARAMDOC NO)  # contracts are written in prose, not one \param per name
    set(DOXYGEN_WARN_AS_ERROR FAIL_ON_WARNINGS)
    set(DOXYGEN_QUIET YES)
    set(DOXYGEN_GENERATE_LATEX NO)
    set(DOXYGEN_ENABLE_PREPROCESSING YES)
    doxygen_add_docs(docs ${PROJECT_SOURCE_DIR}/src/core/catmaze
        COMMENT "API reference of catmaze_core (build/docs/html/index.html)")
else()
    add_custom_target(docs COMMAND ${CMAKE_COMMAND} -E echo "docs: install doxygen" COMMAND false)
endif()
