// libFuzzer: the level JSON loader. Any input is answered without a crash; a level that loads is
// written by formatLevel, loaded again to the same level, and formatted again to the same bytes.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const catmaze::LevelLoadResult first = catmaze::parseLevel(text, "fuzz.json");
    catmaze::fuzz::checkDiagnostics(first.diagnostics);
    if (!first.ok())
        return 0;
    const std::string formatted = catmaze::formatLevel(*first.level);
    const catmaze::LevelLoadResult second = catmaze::parseLevel(formatted, "formatted.json");
    FUZZ_CHECK(second.ok(), "a formatted level does not load again:\n" + formatted);
    FUZZ_CHECK(catmaze::fuzz::sameLevel(*first.level, *second.level),
               "a formatted level loads as a different level:\n" + formatted);
    FUZZ_CHECK(catmaze::formatLevel(*second.level) == formatted,
               "formatting is not stable:\n" + formatted);
    return 0;
}
