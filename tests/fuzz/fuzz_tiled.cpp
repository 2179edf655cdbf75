// libFuzzer: the Tiled (.tmj) reader, with inputs up to 512 KiB (run with -max_len=524288) so
// that deep nesting and large layers are reachable. A map that loads is written by
// formatTiledMap and read again to the same tiles, size, rules and patrols.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "catmaze/level/level_formats.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // External tilesets would be looked up here: a folder that does not exist, so the fuzzer
    // never reads the machine's files.
    const std::filesystem::path noFolder = "/nonexistent/catmaze-fuzz";
    const catmaze::LevelLoadResult first = catmaze::parseTiledMap(text, "fuzz.tmj", noFolder);
    catmaze::fuzz::checkDiagnostics(first.diagnostics);
    if (!first.ok())
        return 0;
    const catmaze::Level& level = *first.level;
    const std::string written = catmaze::formatTiledMap(level, "tiles.png");
    const catmaze::LevelLoadResult second = catmaze::parseTiledMap(written, "w.tmj", noFolder);
    FUZZ_CHECK(second.ok(), "a written Tiled map does not load again:\n" + written);
    FUZZ_CHECK(second.level->size.width == level.size.width &&
                   second.level->size.height == level.size.height &&
                   second.level->tiles == level.tiles && second.level->rules == level.rules &&
                   second.level->patrols == level.patrols,
               "a written Tiled map loads as a different level:\n" + written);
    return 0;
}
