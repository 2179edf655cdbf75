// The editor and a level's own diagonal mode (issue 34 item 7): a level that names it keeps it
// through an edit and a save, G sets it (the player's setting, on, off, in turn; one undo step),
// and the live check solves under it and says so.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <utility>

#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

// The open room of the window tests, whose rules say "diagonal": "on".
fs::path diagonalRoomFile() {
    return fs::path(CATMAZE_SOURCE_DIR) / "tests/window/levels/open_room_diagonal.json";
}

// Checks the level again under the game's `setting` (which must differ from the last one given,
// so that the check starts again) and lets the live check answer on its worker (real time, at
// most 20 s): its first status line then.
std::string checkedStatus(editor_test::EditorBench& bench, DiagonalMode setting) {
    bench.model.setDiagonal(setting);
    const LiveCheck& check = std::as_const(bench.model).check();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (check.checking() && std::chrono::steady_clock::now() < deadline) {
        bench.model.update(1.0 / 60);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    EXPECT_FALSE(check.checking());
    const std::vector<std::string> lines = check.statusLines("C");
    return lines.empty() ? "" : lines.front();
}

TEST(EditorDiagonalRule, ALevelsOwnRuleIsKeptThroughAnEditAndASave) {
    editor_test::EditorBench bench(diagonalRoomFile(), "room.json");
    ASSERT_EQ(bench.model.level().rules.diagonal, LevelDiagonal::On);
    bench.paintWall({2, 4});
    bench.key(Key::S, /*control=*/true);
    const LevelLoadResult saved = loadLevelFile(bench.file);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.level->rules.diagonal, LevelDiagonal::On) << test::readText(bench.file);
    EXPECT_EQ(saved.level->at({2, 4}), TileKind::Wall);
}

TEST(EditorDiagonalRule, GSetsTheRuleInTurnAndTheCheckFollowsIt) {
    editor_test::EditorBench bench(diagonalRoomFile(), "room.json");
    // Checked under the level's rule with the setting off: the diagonal cost, and said so.
    const std::string status = checkedStatus(bench, DiagonalMode::NoCornerCutting);
    EXPECT_NE(status.find("diagonal moves on by the level's rule"), std::string::npos) << status;

    bench.key(Key::G);
    EXPECT_EQ(bench.model.level().rules.diagonal, LevelDiagonal::Off);
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "level_rule").back().value("diagonal", ""),
              "off");
    bench.key(Key::G);
    EXPECT_EQ(bench.model.level().rules.diagonal, LevelDiagonal::PlayersSetting);
    EXPECT_EQ(checkedStatus(bench, DiagonalMode::Never).find("level's rule"), std::string::npos);
    bench.key(Key::Z, /*control=*/true);
    EXPECT_EQ(bench.model.level().rules.diagonal, LevelDiagonal::Off) << "one undo step each";

    bench.key(Key::G);  // back to the player's setting
    bench.key(Key::S, /*control=*/true);
    const LevelLoadResult saved = loadLevelFile(bench.file);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.level->rules.diagonal, LevelDiagonal::PlayersSetting);
    EXPECT_EQ(test::readText(bench.file).find("\"rules\""), std::string::npos)
        << test::readText(bench.file);
}

}  // namespace
}  // namespace catmaze::app
