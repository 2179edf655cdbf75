/// \file
/// Bad input does not crash the game: a corrupt settings file, a broken level file (reported
/// GCC-style on stderr and in the window, and fixable with F5), a hostile level file (its value
/// cut for showing; F5 and Esc keep working), and no X display at all.

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include <sys/wait.h>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// The (line, column) of the first `FILE:LINE:COL: error:` in `text` for a file named `fileName`.
std::optional<std::pair<int, int>> errorLocation(const std::string& text,
                                                 const std::string& fileName) {
    const std::regex pattern(std::regex_replace(fileName, std::regex(R"([.])"), R"(\.)") +
                             R"(:(\d+):(\d+): error:)");
    std::smatch match;
    if (!std::regex_search(text, match, pattern))
        return std::nullopt;
    return std::make_pair(std::stoi(match[1]), std::stoi(match[2]));
}

/// The 1-based line and column of the first occurrence of `needle` in `text`.
std::pair<int, int> positionOf(const std::string& text, const std::string& needle) {
    const std::size_t at = text.find(needle);
    const std::size_t lineStart = text.rfind('\n', at);
    const int line = 1 + static_cast<int>(std::count(
                             text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    const int column =
        static_cast<int>(at - (lineStart == std::string::npos ? 0 : lineStart + 1)) + 1;
    return {line, column};
}

/// The game keeps running for a while after an error, and does not say it quits.
void expectStaysUp(Game& game) {
    EXPECT_FALSE(game.watchFor("quit", Seconds(1.5))) << game.diagnostics();
    EXPECT_TRUE(game.running()) << "the game ended after reporting the error\n"
                                << game.diagnostics();
}

/// Closes the window and expects a normal exit (any exit code, but no signal: no crash).
void closeAndExpectCleanExit(Game& game) {
    game.requestClose();
    const auto status = game.waitExit(Seconds(15));
    ASSERT_TRUE(status) << "the game did not exit when its window was closed\n"
                        << game.diagnostics();
    EXPECT_TRUE(WIFEXITED(*status)) << describeWaitStatus(*status) << "\n" << game.diagnostics();
}

TEST_F(WindowTest, CorruptSettingsFileIsReportedKeptAsBakAndDefaultsAreUsed) {
    // Almost a valid file that turns diagonal movement on, then garbage bytes.
    const std::string garbage = std::string("{\"diagonal\": true, \"stepSeconds\": 0.1,\n") +
                                std::string("\x00\xff\xfe garbage \x01\x02", 14) + "\n";
    writeFile(settingsFile(), garbage);
    const auto level = testLevel("open_room.json");
    const ToolPath straight = toolPath(level, {1, 1}, {6, 4}, false);

    GameOptions options;
    options.level = level;
    options.settingsFile = settingsFile();  // not rewritten: options.settings stays unset
    Game& game = launchAndAttach(options);

    const std::filesystem::path backup = dir() / "settings.json.bak";
    ASSERT_TRUE(std::filesystem::exists(backup)) << game.diagnostics();
    EXPECT_EQ(readFile(backup), garbage) << "the .bak file must keep the original bytes";

    // Reported once, on stderr, naming the file.
    const std::string err = game.stderrText();
    std::size_t mentions = 0;
    for (std::size_t at = 0; (at = err.find("settings.json", at)) != std::string::npos; ++at) {
        ++mentions;
        at = err.find('\n', at);
        if (at == std::string::npos)
            break;
    }
    EXPECT_EQ(mentions, 1u) << "stderr lines naming settings.json:\n" << err;

    // Defaults: no diagonal moves, whatever the corrupt file seemed to say.
    game.clickTile({6, 4});
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.at("cost").get<long long>(), straight.cost) << path.dump();
    EXPECT_TRUE(game.running()) << game.diagnostics();
}

TEST_F(WindowTest, BrokenLevelJsonIsReportedWithItsLocationAndFixedWithF5) {
    const std::string broken =
        "{\n"
        "    \"version\": 1,\n"
        "    \"name\": \"Broken JSON\"\n"
        "    \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n"
        "}\n";
    const std::filesystem::path level = dir() / "broken_json.json";
    writeFile(level, broken);
    GameOptions options = optionsFor(level, 0.1);
    Game& game = launch(options);

    const Json error = game.waitForEvent("error");
    const std::string message = error.value("message", "");
    const auto inEvent = errorLocation(message, "broken_json.json");
    ASSERT_TRUE(inEvent) << "the error event has no FILE:LINE:COL: error: " << error.dump();
    // The comma is missing at the end of line 3; the parser notices at line 4's "tiles".
    EXPECT_TRUE(inEvent->first == 3 || inEvent->first == 4) << message;
    const auto onStderr = errorLocation(game.stderrText(), "broken_json.json");
    ASSERT_TRUE(onStderr) << "stderr:\n" << game.stderrText();
    EXPECT_EQ(*onStderr, *inEvent);
    expectStaysUp(game);

    // Fix the file and reload it with F5, as a level designer does.
    game.attachWindow(/*needView=*/false);
    writeFile(level,
              "{\n"
              "    \"version\": 1,\n"
              "    \"name\": \"Fixed JSON\",\n"
              "    \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n"
              "}\n");
    game.key("F5");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("name", ""), "Fixed JSON");
    closeAndExpectCleanExit(game);
}

TEST_F(WindowTest, HostileLevelIsShownCutAndTheGameStaysUsable) {
    // A 15 MiB integer (a file from a stranger): once echoed whole on the error screen, which
    // then took 2.8 GB, and every F5 froze the game for seconds.
    const std::filesystem::path level = dir() / "huge_number.json";
    writeFile(level, "{\"version\": 1, \"name\": \"Huge\", \"tileSize\": " +
                         std::string(15 * 1024 * 1024, '7') + "}\n");
    Game& game = launch(optionsFor(level, 0.1));
    const Json error = game.waitForEvent("error");
    const std::string message = error.value("message", "");
    EXPECT_NE(message.find(": error: number 7777"), std::string::npos) << message.substr(0, 300);
    EXPECT_NE(message.find("... is out of range"), std::string::npos) << message.substr(0, 300);
    EXPECT_LT(message.size(), 400u) << "the value must be cut for showing";
    expectStaysUp(game);

    // F5 reloads it (the same error, quickly), and Esc still leads back from the Levels list.
    game.attachWindow(/*needView=*/false);
    game.key("F5");
    EXPECT_EQ(game.waitForEvent("error").value("message", ""), message);
    game.clickMenuItem("Levels");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "levels"; });
    game.key("Escape");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "error"; });

    // Fixed by hand, F5 plays it.
    writeFile(level, "{\"version\": 1, \"name\": \"Tamed\", \"tiles\": [\"C.E\"]}\n");
    game.key("F5");
    EXPECT_EQ(game.waitForEvent("level_loaded").value("name", ""), "Tamed");
    closeAndExpectCleanExit(game);
}

TEST_F(WindowTest, BadLevelRowIsReportedAtItsLineAndColumn) {
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
    const std::filesystem::path level = dir() / "bad_row.json";
    writeFile(level, text);
    Game& game = launch(optionsFor(level, 0.1));

    const Json error = game.waitForEvent("error");
    const int line = positionOf(text, "X").first;
    const auto [rowLine, rowStart] = positionOf(text, "\"#..X..#\"");
    const auto onStderr = errorLocation(game.stderrText(), "bad_row.json");
    ASSERT_TRUE(onStderr) << "stderr:\n" << game.stderrText();
    EXPECT_EQ(onStderr->first, line) << game.stderrText();
    // The column points into that row's string (ideally at the X itself, column 13).
    EXPECT_GE(onStderr->second, rowStart) << game.stderrText();
    EXPECT_LE(onStderr->second, rowStart + 8) << game.stderrText();
    EXPECT_EQ(rowLine, line);
    const auto inEvent = errorLocation(error.value("message", ""), "bad_row.json");
    ASSERT_TRUE(inEvent) << error.dump();
    EXPECT_EQ(*inEvent, *onStderr);
    expectStaysUp(game);
    game.attachWindow(/*needView=*/false);
    closeAndExpectCleanExit(game);
}

TEST_F(WindowTest, WithoutADisplayTheGameSaysSoAndExitsWith2) {
    const std::vector<std::string> argv = {
        gameExecutable().string(), "--level",  testLevel("open_room.json").string(), "--settings",
        settingsFile().string(),   "--events", (dir() / "events.jsonl").string()};
    const EnvChanges noDisplay = {{"DISPLAY", std::nullopt},
                                  {"WAYLAND_DISPLAY", std::nullopt},
                                  {"XDG_CONFIG_HOME", (dir() / "config").string()},
                                  {"ALSOFT_DRIVERS", "null"}};
    const CommandResult r = runCommand(argv, noDisplay, Seconds(30));
    EXPECT_EQ(r.exitCode(), 2) << r.describe();
    EXPECT_NE((r.err + r.out).find("no display: set DISPLAY or run under xvfb-run"),
              std::string::npos)
        << r.describe();

    // A DISPLAY naming no server is no display either (and must not abort inside SFML).
    EnvChanges deadDisplay = noDisplay;
    deadDisplay["DISPLAY"] = ":987";
    const CommandResult dead = runCommand(argv, deadDisplay, Seconds(30));
    EXPECT_EQ(dead.exitCode(), 2) << dead.describe();
    EXPECT_NE(dead.err.find("display"), std::string::npos) << dead.describe();
}

}  // namespace
}  // namespace catmaze::wintest
