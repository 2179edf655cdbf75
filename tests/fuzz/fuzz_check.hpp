#pragma once
/// \file
/// What the fuzz targets assert beyond "no crash": FUZZ_CHECK stops the run (abort, so libFuzzer
/// keeps the input as a crash) with a message; checks shared by several targets.

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level.hpp"

/// Aborts with `message` when `condition` is false (kept in release builds).
#define FUZZ_CHECK(condition, message)                                                    \
    do {                                                                                  \
        if (!(condition)) {                                                               \
            std::cerr << "FUZZ_CHECK failed: " #condition "\n" << (message) << std::endl; \
            std::abort();                                                                 \
        }                                                                                 \
    } while (false)

namespace catmaze::fuzz {

/// Every field of two levels is equal.
inline bool sameLevel(const Level& a, const Level& b) {
    return a.name == b.name && a.size.width == b.size.width && a.size.height == b.size.height &&
           a.tiles == b.tiles && a.tileSize == b.tileSize && a.rules == b.rules &&
           a.schema == b.schema && a.extraKeys == b.extraKeys && a.patrols == b.patrols;
}

/// Diagnostics are bounded whatever the input: few, and each of a readable length.
inline void checkDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    FUZZ_CHECK(diagnostics.size() <= 64, std::to_string(diagnostics.size()) + " diagnostics");
    for (const Diagnostic& d : diagnostics) {
        FUZZ_CHECK(d.message.size() <= 4096,
                   "a diagnostic of " + std::to_string(d.message.size()) + " bytes");
    }
}

}  // namespace catmaze::fuzz
