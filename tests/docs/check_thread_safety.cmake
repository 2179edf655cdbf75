# cmake -DHEADERS=a.hpp;b.hpp -P check_thread_safety.cmake: fails, naming each one, unless every
# documented class or struct defined in HEADERS says in its doc comment whether it may be used
# from several threads at once: the comment holds "Thread safety:" (docs/ARCHITECTURE.md,
# "Threads"). Enums and aliases are values and need no word; undocumented (private) types are
# left to Doxygen, which fails on an undocumented public one.
string(ASCII 1 semicolon)  # stands for ';' and the brackets, which CMake lists treat specially
string(ASCII 2 bracket)
set(missing "")
set(checked 0)
foreach(header IN LISTS HEADERS)
    file(READ ${header} text)
    string(REPLACE ";" "${semicolon}" text "${text}")
    string(REPLACE "[" "${bracket}" text "${text}")
    string(REPLACE "]" "${bracket}" text "${text}")
    # A doc comment (/// lines), an optional template line, then a class or struct head up to
    # its opening brace (not a declaration, not a function returning a struct).
    string(REGEX MATCHALL
        "(([ ]*///[^\n]*\n)+)[ ]*(template <[^\n]*\n[ ]*)?(requires [^\n]*\n[ ]*)?(class|struct) +(CATMAZE_[A-Z]+_EXPORT +)?[A-Za-z_0-9]+[^{(${semicolon}]*{"
        types "${text}")
    foreach(type IN LISTS types)
        math(EXPR checked "${checked} + 1")
        string(REGEX REPLACE "template <[^\n]*\n" "" head "${type}")
        string(REGEX MATCH "(class|struct) +(CATMAZE_[A-Z]+_EXPORT +)?([A-Za-z_0-9]+)[^{]*{$" head
            "${head}")
        set(name ${CMAKE_MATCH_3})
        if(NOT type MATCHES "Thread safety:")
            cmake_path(GET header FILENAME file)
            list(APPEND missing "${file}: ${name}")
        endif()
    endforeach()
endforeach()
if(checked EQUAL 0)
    message(FATAL_ERROR "no documented class or struct found in ${HEADERS}")
endif()
if(missing)
    list(LENGTH missing count)
    list(JOIN missing "\n  " listed)
    message(FATAL_ERROR "${count} of ${checked} public types do not say whether they may be used "
        "from several threads at once (\"Thread safety:\" in the doc comment):\n  ${listed}")
endif()
message(STATUS "${checked} public types state their thread safety")
