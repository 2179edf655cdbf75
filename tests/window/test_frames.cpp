// The frame benchmark (--bench-frames, issue 11 section 4) and start-up on an X server that
// resets when its last client leaves (issue 11 section 6).

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

// The environment of a game run by runCommand on `display` (as Game sets it up).
EnvChanges gameEnv(const std::string& display, const std::filesystem::path& dir) {
    const char* asan = std::getenv("ASAN_OPTIONS");
    return {{"DISPLAY", display},
            {"ALSOFT_DRIVERS", "null"},
            {"XDG_CONFIG_HOME", (dir / "config").string()},
            {"XDG_DATA_HOME", (dir / "data").string()},
            {"ASAN_OPTIONS",
             std::string(asan ? asan : "") + (asan && *asan ? ":" : "") + "detect_leaks=0"}};
}

// One row of the benchmark's table.
struct BenchRow {
    std::string phase;
    double zoom = 0;
    int frames = 0;
    int walking = 0;
    double meanMs = 0, p99Ms = 0, meanFps = 0, p99Fps = 0, cpuMs = -1;
};

// The rows after the header line "phase ..."; the phase name is the text before the numbers.
std::vector<BenchRow> benchRows(const std::string& out) {
    std::vector<BenchRow> rows;
    std::istringstream lines(out);
    std::string line;
    bool inTable = false;
    while (std::getline(lines, line)) {
        if (line.rfind("phase ", 0) == 0) {
            inTable = true;
            continue;
        }
        if (!inTable || line.size() < 17)
            continue;
        BenchRow row;
        row.phase = line.substr(0, 16);
        row.phase.erase(row.phase.find_last_not_of(' ') + 1);
        std::istringstream numbers(line.substr(16));
        numbers >> row.zoom >> row.frames >> row.walking >> row.meanMs >> row.p99Ms >>
            row.meanFps >> row.p99Fps >> row.cpuMs;
        if (numbers)
            rows.push_back(row);
    }
    return rows;
}

TEST_F(WindowTest, BenchFramesPlaysABigMapIdleAndWalkingAtBothZoomsAndPrintsFrameTimes) {
    const auto map = sourceDir() / "tests" / "data" / "movingai" / "maze512-1-0.map";
    const CommandResult r =
        runCommand({gameExecutable().string(), "--level", map.string(), "--bench-frames", "4",
                    "--settings", settingsFile().string()},
                   gameEnv(display(), dir()), Seconds(60));
    ASSERT_EQ(r.exitCode(), 0) << r.describe();
    EXPECT_NE(r.out.find("frame benchmark: maze512-1-0, window 1024x768, 4 frames per phase"),
              std::string::npos)
        << r.describe();
    const std::vector<BenchRow> rows = benchRows(r.out);
    ASSERT_EQ(rows.size(), 5u) << r.describe();
    const char* names[] = {"idle, default", "idle, minimum", "walking, minimum", "walking, default",
                           "all"};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const BenchRow& row = rows[i];
        SCOPED_TRACE(row.phase);
        EXPECT_EQ(row.phase, names[i]);
        EXPECT_EQ(row.frames, i < 4 ? 4 : 16);
        EXPECT_GT(row.meanMs, 0);
        EXPECT_GE(row.p99Ms, row.meanMs);
        EXPECT_GT(row.meanFps, 0);
        EXPECT_LE(row.p99Fps, row.meanFps);
        EXPECT_GE(row.cpuMs, 0);
    }
    // The default zoom is 1; the minimum is the wheel's limit, a quarter.
    EXPECT_DOUBLE_EQ(rows[0].zoom, 1.0);
    EXPECT_DOUBLE_EQ(rows[1].zoom, 0.25);
    EXPECT_DOUBLE_EQ(rows[2].zoom, 0.25);
    EXPECT_DOUBLE_EQ(rows[3].zoom, 1.0);
    // The cat stands still in the idle phases and walks in every frame of the walking ones.
    EXPECT_EQ(rows[0].walking, 0);
    EXPECT_EQ(rows[1].walking, 0);
    EXPECT_EQ(rows[2].walking, 4);
    EXPECT_EQ(rows[3].walking, 4);
}

// A bare Xvfb (no -noreset) resets when its last client leaves, and refuses clients during the
// reset. Every launch must still get its window: 50 in a row, each one the only client.
TEST(StartUp, FiftyLaunchesInARowOnAnXvfbThatResetsAllStart) {
    TempDir dir("catmaze-startup-");
    const Xvfb xvfb(dir.path() / "xvfb.log", Xvfb::Reset::WhenLastClientLeaves);
    const std::vector<std::string> argv = {gameExecutable().string(),
                                           "--level",
                                           testLevel("open_room.json").string(),
                                           "--window",
                                           "320x240",
                                           "--bench-frames",
                                           "1"};
    int started = 0;
    for (int launch = 1; launch <= 50; ++launch) {
        const CommandResult r = runCommand(argv, gameEnv(xvfb.display(), dir.path()), Seconds(30));
        if (r.exitCode() != 0 || r.out.find("frame benchmark") == std::string::npos) {
            dir.keep();
            ADD_FAILURE() << "launch " << launch << " failed after " << started
                          << " good ones: " << r.describe();
            break;
        }
        ++started;
    }
    EXPECT_EQ(started, 50);
}

}  // namespace
}  // namespace catmaze::wintest
