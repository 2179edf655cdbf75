# Runs PROGRAM and fails unless it exits with 0 and prints exactly the contents of EXPECTED.
execute_process(COMMAND ${PROGRAM} OUTPUT_VARIABLE actual ERROR_VARIABLE errors
    RESULT_VARIABLE code)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} failed (${code}):\n${errors}")
endif()
file(READ ${EXPECTED} expected)
if(NOT actual STREQUAL expected)
    message(FATAL_ERROR "${PROGRAM}: the output differs from ${EXPECTED}\n"
        "--- expected\n${expected}--- actual\n${actual}")
endif()
