// The game's flow between levels (shell/game_flow.hpp) as the player meets it when files are bad:
// a corrupt settings file is said once, kept as .bak, and the defaults are played; a level file
// that does not load is reported on stderr and in the `error` event at the same line and column
// (a missing comma, a bad row), a hostile one with its value cut, and each is played once fixed
// and reloaded (F5); the error screen of a hostile one answers F5 and leads to the Levels list and
// back. The loads run on their real workers; the screens are a recording fake.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <regex>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "flow_fixture.hpp"
#include "menus/levels_list.hpp"
#include "menus/menu_pages.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// The (line, column) of the first `FILE:LINE:COL: error:` in `text` for a file named `fileName`.
std::optional<std::pair<int, int>> diagnosticLocation(const std::string& text,
                                                      const std::string& fileName) {
    const std::regex pattern(std::regex_replace(fileName, std::regex(R"([.])"), R"(\.)") +
                             R"(:(\d+):(\d+): error:)");
    std::smatch match;
    if (!std::regex_search(text, match, pattern))
        return std::nullopt;
    return std::make_pair(std::stoi(match[1]), std::stoi(match[2]));
}

// The 1-based line and column of the first occurrence of `needle` in `text`.
std::pair<int, int> textPosition(const std::string& text, const std::string& needle) {
    const std::size_t at = text.find(needle);
    const std::size_t lineStart = text.rfind('\n', at);
    const int line = 1 + static_cast<int>(std::count(
                             text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    const int column =
        static_cast<int>(at - (lineStart == std::string::npos ? 0 : lineStart + 1)) + 1;
    return {line, column};
}

// After an error the game stays up on the error screen, with no level in play.
void expectErrorShown(const flow_test::FlowScene& scene) {
    EXPECT_EQ(scene.screens.top(), "error");
    EXPECT_FALSE(scene.screens.levelInPlay());
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "quit").empty());
}

TEST(GameFlow, CorruptSettingsFileIsReportedKeptAsBakAndDefaultsAreUsed) {
    // Almost a valid file that turns diagonal movement on, then garbage bytes.
    const std::string garbage = std::string("{\"diagonal\": true, \"stepSeconds\": 0.1,\n") +
                                std::string("\x00\xff\xfe garbage \x01\x02", 14) + "\n";
    flow_test::FlowScene scene;
    flow_test::writeBytes(scene.dir / "settings.json", garbage);
    scene.flow.loadPlayerFiles(scene.dir / "settings.json");

    EXPECT_EQ(flow_test::readBytes(scene.dir / "settings.json.bak"), garbage)
        << "the .bak file must keep the original bytes";
    // Reported once, on stderr, naming the file.
    const std::string err = scene.err.str();
    std::size_t mentions = 0;
    for (std::size_t at = 0; (at = err.find("settings.json", at)) != std::string::npos; ++at) {
        ++mentions;
        at = err.find('\n', at);
        if (at == std::string::npos)
            break;
    }
    EXPECT_EQ(mentions, 1u) << "stderr lines naming settings.json:\n" << err;
    EXPECT_EQ(scene.problems.banner().size(), 1u);

    // Defaults: no diagonal moves, whatever the corrupt file seemed to say.
    const std::filesystem::path level =
        std::filesystem::path(CATMAZE_SOURCE_DIR) / "tests/window/levels/open_room.json";
    scene.flow.load(level, std::nullopt, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level) << "open_room.json should play";
    EXPECT_EQ(scene.screens.top(), "play");
    const Tile to{6, 4};
    EXPECT_EQ(flow_test::plannedWalkCost(*scene.screens.level->session, to),
              flow_test::referenceWalkCost(level, to, /*diagonal=*/false));
}

TEST(GameFlow, BrokenLevelJsonIsReportedWithItsLocationAndFixedWithF5) {
    flow_test::FlowScene scene;
    const std::filesystem::path level = scene.dir / "broken_json.json";
    flow_test::writeBytes(level,
                          "{\n"
                          "    \"version\": 1,\n"
                          "    \"name\": \"Broken JSON\"\n"
                          "    \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n"
                          "}\n");
    scene.flow.load(level, std::nullopt, false);
    EXPECT_EQ(scene.screens.calls, (std::vector<std::string>{"push loading"}));
    ASSERT_TRUE(scene.settle());

    const std::vector<Json> errors = flow_test::eventsNamed(scene.log, "error");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].value("file", ""), level.string());
    const std::string message = errors[0].value("message", "");
    EXPECT_EQ(scene.flow.errorText(), message) << "the error screen shows what is logged";
    const auto inEvent = diagnosticLocation(message, "broken_json.json");
    ASSERT_TRUE(inEvent) << "the error event has no FILE:LINE:COL: error: " << errors[0].dump();
    // The comma is missing at the end of line 3; the parser notices at line 4's "tiles".
    EXPECT_TRUE(inEvent->first == 3 || inEvent->first == 4) << message;
    const auto onStderr = diagnosticLocation(scene.err.str(), "broken_json.json");
    ASSERT_TRUE(onStderr) << "stderr:\n" << scene.err.str();
    EXPECT_EQ(*onStderr, *inEvent);
    EXPECT_EQ(scene.screens.calls,
              (std::vector<std::string>{"push loading", "drop",
                                        "title CatMaze \xE2\x80\x94 error in broken_json.json",
                                        "clear", "push error"}));
    expectErrorShown(scene);

    // Fix the file and reload it with F5, as a level designer does.
    flow_test::writeBytes(level,
                          "{\n"
                          "    \"version\": 1,\n"
                          "    \"name\": \"Fixed JSON\",\n"
                          "    \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n"
                          "}\n");
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Fixed JSON");
    EXPECT_EQ(scene.screens.top(), "play");
    const std::vector<Json> reloaded = flow_test::eventsNamed(scene.log, "level_reloaded");
    ASSERT_EQ(reloaded.size(), 1u);
    EXPECT_EQ(reloaded[0].value("file", ""), level.string());
    EXPECT_EQ(scene.notices.lines.back(), "Reloaded broken_json.json");
}

TEST(GameFlow, HostileLevelIsShownCutAndReloadsUntilFixed) {
    // A 15 MiB integer (a file from a stranger): once echoed whole on the error screen, which
    // then took 2.8 GB, and every F5 froze the game for seconds.
    flow_test::FlowScene scene;
    const std::filesystem::path level = scene.dir / "huge_number.json";
    flow_test::writeBytes(level, "{\"version\": 1, \"name\": \"Huge\", \"tileSize\": " +
                                     std::string(15 * 1024 * 1024, '7') + "}\n");
    scene.flow.load(level, std::nullopt, false);
    ASSERT_TRUE(scene.settle());
    const std::vector<Json> errors = flow_test::eventsNamed(scene.log, "error");
    ASSERT_EQ(errors.size(), 1u);
    const std::string message = errors[0].value("message", "");
    EXPECT_NE(message.find(": error: number 7777"), std::string::npos) << message.substr(0, 300);
    EXPECT_NE(message.find("... is out of range"), std::string::npos) << message.substr(0, 300);
    EXPECT_LT(message.size(), 400u) << "the value must be cut for showing";
    EXPECT_LT(scene.err.str().size(), 1000u) << "cut on stderr too";
    expectErrorShown(scene);

    // F5 reloads it: the same error.
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "error").size(), 2u);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "error").back().value("message", ""), message);
    expectErrorShown(scene);

    // Fixed by hand, F5 plays it.
    flow_test::writeBytes(level, "{\"version\": 1, \"name\": \"Tamed\", \"tiles\": [\"C.E\"]}\n");
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Tamed");
    EXPECT_EQ(scene.screens.top(), "play");
}

TEST(GameFlow, AHostileLevelsErrorScreenAnswersF5AndLeadsToTheLevelsListAndBack) {
    // The same hostile file, over the campaign (so the error screen offers Levels): the error
    // screen keeps answering, F5 there reloads it, and the Levels list leads back to it.
    flow_test::FlowScene scene;
    const CampaignLoad campaign =
        loadCampaign(std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels/campaign.json");
    ASSERT_TRUE(campaign.ok());
    scene.campaign = campaign.campaign;
    const std::filesystem::path level = scene.dir / "huge_number.json";
    flow_test::writeBytes(level, "{\"version\": 1, \"name\": \"Huge\", \"tileSize\": " +
                                     std::string(15 * 1024 * 1024, '7') + "}\n");
    scene.flow.begin(level, false);
    ASSERT_TRUE(scene.settle());
    const std::string message =
        flow_test::eventsNamed(scene.log, "error").at(0).value("message", "");
    expectErrorShown(scene);

    // F5 on the error screen (which leaves the level keys to the game) reloads it: the same
    // error.
    EXPECT_TRUE(scene.flow.levelKey(LevelKey::Reload));
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "error").size(), 2u);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "error").back().value("message", ""), message);
    expectErrorShown(scene);
    EXPECT_FALSE(scene.flow.levelKey(LevelKey::Restart)) << "no level in play: R is the screen's";

    // Its Levels item opens the Levels list on top, whose Esc goes back to it.
    const MenuPage errorMenu = errorPage(!scene.campaign.levels.empty());
    const PageItem* levels = errorMenu.item("Levels");
    ASSERT_NE(levels, nullptr);
    const auto* push = std::get_if<choice::Push>(&levels->choice);
    ASSERT_NE(push, nullptr);
    scene.screens.push(push->kind);  // as the menu screen carries a Push out
    EXPECT_EQ(scene.screens.top(), "levels");
    LevelsList list(scene.campaign, scene.dir / "my-levels");
    EXPECT_EQ(list.page(scene.files.progress).back, Choice{choice::Pop{}});
    scene.screens.pop();  // as the menu screen carries a Pop out
    EXPECT_EQ(scene.screens.top(), "error");
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "quit").empty());
}

TEST(GameFlow, BadLevelRowIsReportedAtItsLineAndColumn) {
    const std::string text =
        "{\n"
        "    \"version\": 1,\n"
        "    \"name\": \"Bad Row\",\n"
        "    \"tiles\": [\n"
        "        \"#######\",\n"
        "        \"#C...E#\",\n"
        "        \"#..X..#\",\n"
        "        \"#######\"\n"
        "    ]\n"
        "}\n";
    flow_test::FlowScene scene;
    const std::filesystem::path level = scene.dir / "bad_row.json";
    flow_test::writeBytes(level, text);
    scene.flow.load(level, std::nullopt, false);
    ASSERT_TRUE(scene.settle());

    const std::vector<Json> errors = flow_test::eventsNamed(scene.log, "error");
    ASSERT_EQ(errors.size(), 1u);
    const int line = textPosition(text, "X").first;
    const auto [rowLine, rowStart] = textPosition(text, "\"#..X..#\"");
    const auto onStderr = diagnosticLocation(scene.err.str(), "bad_row.json");
    ASSERT_TRUE(onStderr) << "stderr:\n" << scene.err.str();
    EXPECT_EQ(onStderr->first, line) << scene.err.str();
    // The column points into that row's string (ideally at the X itself, column 13).
    EXPECT_GE(onStderr->second, rowStart) << scene.err.str();
    EXPECT_LE(onStderr->second, rowStart + 8) << scene.err.str();
    EXPECT_EQ(rowLine, line);
    const auto inEvent = diagnosticLocation(errors[0].value("message", ""), "bad_row.json");
    ASSERT_TRUE(inEvent) << errors[0].dump();
    EXPECT_EQ(*inEvent, *onStderr);
    expectErrorShown(scene);
}

}  // namespace
}  // namespace catmaze::app
