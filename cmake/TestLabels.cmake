# catmaze_discover_tests(TARGET LABEL label [STRESS filter] [SERIAL filter] [SMOKE filter]
#                        [PROPERTIES ...])
# Registers a GoogleTest program's tests with ctest, each with one label (CONTRIBUTING.md, "Tests"):
#   LABEL    every test not named by the filters below (unit, tool, window);
#   STRESS   long statistical or whole-map runs, labelled `stress`: the normal build runs them,
#            the sanitizer pass does not;
#   SERIAL   window tests that measure time, labelled like LABEL but run one at a time (the others
#            run in parallel, each on its own Xvfb);
#   SMOKE    window tests the sanitizer pass runs too, labelled `window_smoke` (`-L window` still
#            selects them).
# Filters are GoogleTest filters without the leading `-` ("Suite.Name:Suite.*").
include(GoogleTest)
function(catmaze_discover_tests target)
    cmake_parse_arguments(T "" "LABEL;STRESS;SERIAL;SMOKE" "PROPERTIES" ${ARGN})
    set(special "")
    foreach(kind STRESS SERIAL SMOKE)
        if(T_${kind})
            list(APPEND special "${T_${kind}}")
        endif()
    endforeach()
    set(rest "*")
    if(special)
        list(JOIN special ":" joined)
        set(rest "-${joined}")
    endif()
    gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 TEST_FILTER "${rest}"
        PROPERTIES LABELS ${T_LABEL} ${T_PROPERTIES})
    if(T_STRESS)
        gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 TEST_FILTER "${T_STRESS}"
            PROPERTIES LABELS stress ${T_PROPERTIES})
    endif()
    if(T_SERIAL)
        gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 TEST_FILTER "${T_SERIAL}"
            PROPERTIES LABELS ${T_LABEL} RUN_SERIAL TRUE ${T_PROPERTIES})
    endif()
    if(T_SMOKE)
        gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 TEST_FILTER "${T_SMOKE}"
            PROPERTIES LABELS window_smoke ${T_PROPERTIES})
    endif()
endfunction()
