/// \file
/// Without an X display the game says so and exits with 2, and an event log or screenshot named
/// as a FIFO is refused at once instead of holding the start forever. (What the game decides
/// about bad files, the player's and the levels', and the error screen of a hostile level file
/// are tests/unit/app/test_game_flow.cpp and test_file_problems.cpp.)

#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>

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

TEST_F(WindowTest, AnEventLogOrScreenshotThatIsAFifoIsRefusedAtOnceWithOrWithoutADisplay) {
    // `catmaze --events FIFO` with nothing reading the FIFO once blocked in its open before the
    // window opened, forever. Now refused before the display is even looked for.
    const std::filesystem::path fifo = dir() / "events.fifo";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string level = testLevel("open_room.json").string();
    const EnvChanges withDisplay = {{"DISPLAY", display()},
                                    {"WAYLAND_DISPLAY", std::nullopt},
                                    {"XDG_CONFIG_HOME", (dir() / "config").string()},
                                    {"ALSOFT_DRIVERS", "null"}};
    EnvChanges noDisplay = withDisplay;
    noDisplay["DISPLAY"] = std::nullopt;
    const std::string eventsMessage = "catmaze: --events '" + fifo.string() +
                                      "': it is a FIFO (named pipe), not a regular file; name a "
                                      "regular file, or - for stdout\n";
    for (const EnvChanges& env : {withDisplay, noDisplay}) {
        const CommandResult r =
            runCommand({gameExecutable().string(), "--level", level, "--settings",
                        settingsFile().string(), "--events", fifo.string()},
                       env, Seconds(10));
        EXPECT_FALSE(r.timedOut) << r.describe();
        EXPECT_EQ(r.exitCode(), 2) << r.describe();
        EXPECT_EQ(r.err, eventsMessage) << r.describe();
    }
    // F12's file, written into by the image writer's open, is refused the same way.
    const CommandResult shot =
        runCommand({gameExecutable().string(), "--level", level, "--settings",
                    settingsFile().string(), "--screenshot", fifo.string()},
                   noDisplay, Seconds(10));
    EXPECT_EQ(shot.exitCode(), 2) << shot.describe();
    EXPECT_EQ(shot.err, "catmaze: --screenshot '" + fifo.string() +
                            "': it is a FIFO (named pipe), not a regular file\n")
        << shot.describe();
}

}  // namespace
}  // namespace catmaze::wintest
