# cmake -DROOT=src/app -DFILES="a;b;..." -P check_play_model.cmake: the play model's files (FILES,
# under ROOT) may include the standard library, nlohmann_json (the event log's lines), gettext's
# <libintl.h> (part of the C library: ui/translation.cpp, ui/language.cpp), the core
# (catmaze/...) and each other, and nothing else; none may name sf::. Fails naming the file and line (src/app/CMakeLists.txt).
cmake_minimum_required(VERSION 3.25)
list(REMOVE_ITEM FILES "")
set(allowed "")
foreach(file IN LISTS FILES)
    file(RELATIVE_PATH relative "${ROOT}" "${file}")
    list(APPEND allowed "${relative}")
endforeach()
foreach(file IN LISTS FILES)
    file(STRINGS "${file}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        if(line MATCHES "^#include \"([^\"]+)\"")
            set(included "${CMAKE_MATCH_1}")
            if(NOT included MATCHES "^catmaze/" AND NOT included IN_LIST allowed)
                message(SEND_ERROR "${file}:${number}: the play model includes ${included}, "
                    "which is neither the core nor the play model")
            endif()
        elseif(line MATCHES "^#include <" AND NOT line MATCHES "^#include <[a-z_]+>" AND
               NOT line MATCHES "^#include <nlohmann/json(_fwd)?\\.hpp>" AND
               NOT line MATCHES "^#include <libintl\\.h>")
            message(SEND_ERROR "${file}:${number}: the play model includes ${line}, which is "
                "not the standard library")
        elseif(line MATCHES "sf::")
            message(SEND_ERROR "${file}:${number}: the play model names SFML: ${line}")
        endif()
    endforeach()
endforeach()
list(LENGTH FILES count)
message(STATUS "${count} files of the play model: the core, each other and no SFML")
