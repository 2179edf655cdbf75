#pragma once
/// \file
/// What the editor's unit tests share: a made-up font to wrap notices with, the events of an
/// in-memory log, the shipped levels, and a player's levels folder in a temp directory.

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../player/temp_files.hpp"
#include "catmaze/level/level_files.hpp"
#include "shell/event_log.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app::editor_test {

using Json = nlohmann::ordered_json;

/// A made-up font: every code point is 8 pixels wide.
inline TextWidth eightPixelFont() {
    return [](std::u32string_view line) { return 8.0f * static_cast<float>(line.size()); };
}

/// The events of `log` (kept in memory) named `name`, oldest first.
inline std::vector<Json> eventsNamed(const EventLog& log, const std::string& name) {
    std::vector<Json> out;
    for (const std::string& line : log.lines()) {
        Json event = Json::parse(line);
        if (event.value("event", "") == name)
            out.push_back(std::move(event));
    }
    return out;
}

/// The names of the events of `log`, oldest first.
inline std::vector<std::string> eventNames(const EventLog& log) {
    std::vector<std::string> out;
    for (const std::string& line : log.lines())
        out.push_back(Json::parse(line).value("event", ""));
    return out;
}

/// The game's levels folder in the source tree.
inline std::filesystem::path shippedLevels() {
    return std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";
}

/// The shipped level in `file` (a failed test and an empty level when it does not load).
inline Level loadedLevel(const std::filesystem::path& file) {
    const LevelLoadResult loaded = loadLevelFile(file);
    EXPECT_TRUE(loaded.ok()) << file;
    return loaded.ok() ? *loaded.level : Level{};
}

/// A player's home in a temp directory: the player's own levels folder (not made yet) and
/// room for copies of the campaign; removed at the end of the test.
struct PlayerHome {
    test::TempDir dir;
    /// The player's levels folder ("My levels").
    std::filesystem::path myLevels() const { return dir.path() / "data" / "catmaze" / "levels"; }
};

}  // namespace catmaze::app::editor_test
