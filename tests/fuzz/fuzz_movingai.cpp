// libFuzzer: the Moving AI readers. The first byte chooses the reader (even: `.map`, odd:
// `.scen`); a map that parses is converted to a level, which must then be a valid level.

#include <cstddef>
#include <cstdint>
#include <string>

#include "catmaze/level/level_formats.hpp"
#include "catmaze/level/movingai.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (data[0] % 2 == 1) {
        const auto scen = catmaze::parseMovingAiScenario(text, "fuzz.map.scen");
        catmaze::fuzz::checkDiagnostics(scen.diagnostics);
        return 0;
    }
    const auto map = catmaze::parseMovingAiMap(text, "fuzz.map");
    catmaze::fuzz::checkDiagnostics(map.diagnostics);
    if (!map.ok())
        return 0;
    FUZZ_CHECK(map.value->passable.size() == static_cast<std::size_t>(map.value->size.cellCount()),
               "the passable cells do not cover the map");
    const catmaze::LevelLoadResult level = catmaze::levelFromMovingAi(*map.value, {}, "fuzz.map");
    catmaze::fuzz::checkDiagnostics(level.diagnostics);
    if (level.ok()) {
        FUZZ_CHECK(level.level->find(catmaze::TileKind::CatStart).size() == 1,
                   "a converted map has not one cat");
        FUZZ_CHECK(!level.level->find(catmaze::TileKind::Exit).empty(),
                   "a converted map has no exit");
    }
    return 0;
}
