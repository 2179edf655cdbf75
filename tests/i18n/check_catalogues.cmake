# cmake -P: makes the template from SOURCES with XGETTEXT (a list: the program and its options)
# into WORK_DIR, then for each of LANGUAGES checks po/<language>.po: msgcmp finds every string of
# the template in it, and msgfmt --check --statistics compiles it with nothing untranslated or fuzzy.
set(pot ${WORK_DIR}/catmaze.pot)
execute_process(COMMAND ${XGETTEXT} -o ${pot} ${SOURCES} WORKING_DIRECTORY ${SOURCE_DIR}
    RESULT_VARIABLE code ERROR_VARIABLE error)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "xgettext failed: ${error}")
endif()
set(failed "")
foreach(language IN LISTS LANGUAGES)
    set(po ${SOURCE_DIR}/po/${language}.po)
    execute_process(COMMAND ${MSGCMP} --use-untranslated ${po} ${pot}
        RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE error)
    if(NOT code EQUAL 0)
        string(APPEND failed "po/${language}.po lacks strings of the game:\n${error}\n")
    endif()
    execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${po}
        RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE stats)
    if(NOT code EQUAL 0 OR stats MATCHES "untranslated|fuzzy")
        string(APPEND failed "po/${language}.po: ${stats}\n")
    endif()
    message(STATUS "po/${language}.po: ${stats}")
endforeach()
if(failed)
    message(FATAL_ERROR "${failed}Run `cmake --build build --target catmaze_update_po` and translate what it "
        "marks (po/README.md).")
endif()
