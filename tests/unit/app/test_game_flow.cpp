// The game's flow between levels (shell/game_flow.hpp) as the player meets it when files are bad:
// a corrupt settings file is said once, kept as .bak, and the defaults are played; a level file
// that does not load is reported on stderr and in the `error` event at the same line and column
// (a missing comma, a bad row), a hostile one with its value cut, and each is played once fixed
// and reloaded (F5). The loads run on their real workers; the screens are a recording fake.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "flow_fixture.hpp"
#include "shell/game_flow.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// The screens as a list of what was asked ("push error", "clear", "start NAME", ...), and the
// level in play.
struct RecordedScreens : ScreenPort {
    void push(ScreenKind kind) override {
        calls.push_back(std::string("push ") + screenName(kind));
        shown.push_back(kind);
    }
    void pop() override {
        calls.push_back("pop");
        shown.pop_back();
    }
    void clear() override {
        calls.push_back("clear");
        shown.clear();
    }
    bool empty() const override { return shown.empty(); }
    void startLevel(LevelStart start) override {
        calls.push_back("start " + start.session->originalLevel().name);
        level = std::move(start);
    }
    void dropLevel() override {
        calls.push_back("drop");
        level.reset();
    }
    bool levelInPlay() const override { return level.has_value(); }
    void setTitle(const std::string& title) override { calls.push_back("title " + title); }

    // The screen on top, by name ("" with none).
    std::string top() const { return shown.empty() ? "" : screenName(shown.back()); }

    std::vector<std::string> calls;
    std::vector<ScreenKind> shown;
    std::optional<LevelStart> level;
};

// The notice line as a list; saves go to the banner, as Notices does.
struct FlowNotices : NoticeSink {
    explicit FlowNotices(FileProblems& problems) : problems(problems) {}
    void notify(std::string text) override { lines.push_back(std::move(text)); }
    void save(PlayerFile changed) override {
        if (std::optional<std::string> told = problems.save(changed))
            notify(std::move(*told));
    }
    FileProblems& problems;
    std::vector<std::string> lines;
};

// The game around the level, as App puts it together, over a scratch folder.
struct FlowScene {
    FlowScene() { log.openInMemory(); }

    // Frames until the load under way is done (it runs on a worker: real time passes); false
    // after 20 s.
    bool settle() {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            flow.finishLoading();
            if (!flow.loading())
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }
    // F5, as the game carries it out: the level file last loaded, again.
    void reload() {
        ASSERT_FALSE(flow.levelFile().empty());
        flow.load(flow.levelFile(), flow.campaignIndex(), /*reload=*/true);
    }

    flow_test::ScratchDir dir{"game-flow"};
    PlayerFiles files{dir / "settings.json"};
    EventLog log;
    std::ostringstream err;
    FileProblems problems{files, log, err};
    FlowNotices notices{problems};
    GameSettings settings{files.settings, std::nullopt, log, notices};
    RecordedScreens screens;
    GameFlow flow{{screens, files, problems, settings, log, notices, err}};
};

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
void expectErrorShown(const FlowScene& scene) {
    EXPECT_EQ(scene.screens.top(), "error");
    EXPECT_FALSE(scene.screens.levelInPlay());
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "quit").empty());
}

TEST(GameFlow, CorruptSettingsFileIsReportedKeptAsBakAndDefaultsAreUsed) {
    // Almost a valid file that turns diagonal movement on, then garbage bytes.
    const std::string garbage = std::string("{\"diagonal\": true, \"stepSeconds\": 0.1,\n") +
                                std::string("\x00\xff\xfe garbage \x01\x02", 14) + "\n";
    FlowScene scene;
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
    FlowScene scene;
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
    scene.reload();
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
    FlowScene scene;
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
    scene.reload();
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "error").size(), 2u);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "error").back().value("message", ""), message);
    expectErrorShown(scene);

    // Fixed by hand, F5 plays it.
    flow_test::writeBytes(level, "{\"version\": 1, \"name\": \"Tamed\", \"tiles\": [\"C.E\"]}\n");
    scene.reload();
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Tamed");
    EXPECT_EQ(scene.screens.top(), "play");
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
    FlowScene scene;
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
