/// \file
/// The hint (H) shows the solver's cheapest winning route; a missing asset stops the game with a
/// message naming the file.

#include <filesystem>
#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, HintShowsTheCheapestWinningRoute) {
    const auto level = testLevel("bone_before_dog.json");
    const CommandResult solved =
        runCommand({levelToolExecutable().string(), "solve", level.string(), "--json"});
    ASSERT_EQ(solved.exitCode(), 0) << solved.describe();
    const Json expected = Json::parse(solved.out);

    Game& game = launchOn(level, 0.1);
    game.key("h");
    const Json hint = game.waitForEvent("hint");
    EXPECT_EQ(hint.value("winnable", false), true) << hint.dump();
    EXPECT_EQ(hint.at("cost"), expected.at("cost")) << hint.dump();
    EXPECT_EQ(hint.at("route"), expected.at("route")) << hint.dump();
    EXPECT_EQ(tilesFromJson(hint.at("bones")), (std::vector<TileRef>{{3, 3}})) << hint.dump();
    EXPECT_EQ(tilesFromJson(hint.at("dogs")), (std::vector<TileRef>{{11, 4}})) << hint.dump();
}

TEST_F(WindowTest, HintSaysTooComplexWhenTheSolverGivesUp) {
    // A 64 x 64 room with 40 bones: more orders to try than the hint's budget allows. It was
    // answered "No way to win from here", though the level is won by walking to the exit.
    std::vector<std::string> rows(64, "#" + std::string(62, '.') + "#");
    rows.front() = rows.back() = std::string(64, '#');
    for (int i = 0; i < 40; ++i)
        rows[static_cast<std::size_t>(2 + (i * 7) % 60)][static_cast<std::size_t>(3 + i)] = 'B';
    rows[1][1] = 'C';
    rows[62][62] = 'E';
    Json tiles = Json::array();
    for (const std::string& row : rows)
        tiles.push_back(row);
    const std::filesystem::path level = dir() / "crowded.json";
    writeFile(level, Json{{"version", 1}, {"name", "Crowded"}, {"tiles", tiles}}.dump());

    Game& game = launchOn(level, 0.1);
    game.key("h");
    // The solver works through its whole state budget first: under the sanitizers on a busy
    // machine that took over 20 s (CI failed on the harness's default wait).
    const Json hint = game.waitForEvent("hint", Seconds(180));
    EXPECT_EQ(hint.value("winnable", true), false) << hint.dump();
    EXPECT_EQ(hint.value("status", ""), "too complex") << hint.dump();
    EXPECT_TRUE(hint.value("reason", "").starts_with("too complex to decide (")) << hint.dump();
    EXPECT_NE(hint.value("reason", "").find(" states)"), std::string::npos) << hint.dump();
}

TEST_F(WindowTest, MissingArtStopsTheGameWithTheFileNamed) {
    // A copy of the assets without the cat's sprite sheet.
    const std::filesystem::path assets = dir() / "assets";
    std::filesystem::copy(sourceDir() / "assets", assets, std::filesystem::copy_options::recursive);
    std::filesystem::remove(assets / "images" / "cat.png");

    GameOptions options = optionsFor(testLevel("open_room.json"), 0.1);
    options.extraArgs = {"--assets", assets.string()};
    Game& game = launch(options);
    const auto status = game.waitExit(Seconds(20));
    ASSERT_TRUE(status) << "the game kept running without its art\n" << game.diagnostics();
    EXPECT_EQ(describeWaitStatus(*status), "exit code 2") << game.diagnostics();
    EXPECT_NE(game.stderrText().find((assets / "images" / "cat.png").string()), std::string::npos)
        << game.stderrText();
}

}  // namespace
}  // namespace catmaze::wintest
