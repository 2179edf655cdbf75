#pragma once
/// \file
/// What the editor's unit tests share: a made-up font to wrap notices with, the events of an
/// in-memory log, the shipped levels, a player's levels folder in a temp directory, and an
/// EditorModel on a copy of a level, driven as the editor screen drives it.

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../player/temp_files.hpp"
#include "catmaze/level/level_files.hpp"
#include "editor/editor_model.hpp"
#include "shell/event_log.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app::editor_test {

using Json = nlohmann::ordered_json;

/// A made-up font: every code point is 8 pixels wide.
inline TextWidth eightPixelFont() {
    return [](std::u32string_view line) { return 8.0f * static_cast<float>(line.size()); };
}

/// A made-up font whose every character is 6 pixels wide (about the help's 12-pixel font).
inline TextWidth sixPixelFont() {
    return [](std::u32string_view line) { return 6.0f * static_cast<float>(line.size()); };
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

namespace catmaze::app::editor_test {

/// An EditorModel in an 800 x 600 window on a copy of a level in a player's temp home, driven
/// as the editor screen drives it, with the log it writes kept in memory.
struct EditorBench {
    /// Edits a copy of `source` named `fileName` in the home's folder `subfolder` (the player's
    /// own file, so Ctrl+S writes it in place), saving with `save`.
    explicit EditorBench(const std::filesystem::path& source,
                         const std::string& fileName = "fetch.json", SaveLevel save = saveLevelFile,
                         const std::filesystem::path& subfolder = {})
        : model(log, home.myLevels(), {eightPixelFont(), sixPixelFont()}, std::move(save)) {
        log.openInMemory();
        const std::filesystem::path folder = home.dir.path() / subfolder;
        std::filesystem::create_directories(folder);
        file = folder / fileName;
        std::filesystem::copy_file(source, file);
        original = test::readText(file);
        model.open(loadedLevel(file), file, 800, 600);
    }

    /// A key pressed.
    EditorIntent key(Key key, bool control = false, bool shift = false) {
        return model.handle(KeyPress{key, control, shift});
    }
    /// The pointer moved to `at`, the left button pressed and released there.
    EditorIntent clickAt(Pointer at) {
        model.handle(PointerMoved{at, false});
        const EditorIntent intent = model.handle(ButtonPressed{at, Button::Left, false});
        model.handle(ButtonReleased{at, Button::Left});
        return intent;
    }
    /// A click on point `p` of the map (tile units), where the screen draws it.
    EditorIntent clickPoint(Vec2 p) { return clickAt(model.frame().pixelOf(p)); }
    /// A click on the middle of the panel's button labelled `label`.
    EditorIntent clickButton(const std::string& label) {
        for (const EditorButton& b : model.layout().buttons()) {
            if (b.label == label)
                return clickAt({b.rect.left + b.rect.width / 2, b.rect.top + b.rect.height / 2});
        }
        ADD_FAILURE() << "no button " << label;
        return {};
    }
    /// Paints a wall on `tile` with the keyboard's tool 2 (Wall), as a designer does.
    void paintWall(Tile tile) {
        key(Key::Num2);
        EXPECT_EQ(eventsNamed(log, "tool").back().value("kind", ""), "wall");
        const std::size_t edits = eventsNamed(log, "edit").size();
        clickPoint({tile.col + 0.5, tile.row + 0.5});
        EXPECT_EQ(eventsNamed(log, "edit").size(), edits + 1) << "no edit at " << tile.col;
    }
    /// Lets frames pass until the log has a `check` event after its first `mark` lines (the
    /// check runs on a worker: real time passes, at most 20 s). Returns the first, or null.
    Json awaitCheckAfter(std::size_t mark) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            model.update(1.0 / 60);
            const std::vector<std::string> lines = log.lines();
            for (std::size_t i = mark; i < lines.size(); ++i) {
                Json event = Json::parse(lines[i]);
                if (event.value("event", "") == "check")
                    return event;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return {};
    }

    PlayerHome home;
    EventLog log;
    EditorModel model;
    std::filesystem::path file;  // the level's copy being edited
    std::string original;        // its text before any edit
};

/// The shipped level 3, "Fetch!", whose row 3 is "#..#.......#.......#".
inline std::filesystem::path fetchLevel() {
    return shippedLevels() / "03-fetch.json";
}

}  // namespace catmaze::app::editor_test
