/// \file
/// Without an X display the game says so and exits with 2. (What the game decides about bad
/// files, the player's and the levels', and the error screen of a hostile level file are
/// tests/unit/app/test_game_flow.cpp and test_file_problems.cpp.)

#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

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
