// The game's command line (shell/options.hpp) as a player types it: a value that is not a number
// is refused with a message naming the option, and any command line that does not parse ends the
// game with the bad-usage status (2) and the --help text, as main does with it. A file the game
// is told to write (--events, --screenshot) that is a FIFO, device or directory is named with
// its option before the game starts; `--events -` (stdout) stays allowed.

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "shell/options.hpp"

namespace catmaze::app {
namespace {

TEST(Options, BenchFramesRejectsANonNumber) {
    const OptionsParse parsed = parseOptions({"--bench-frames", "many"});
    ASSERT_TRUE(parsed.error);
    EXPECT_NE(parsed.error->find("--bench-frames wants a number"), std::string::npos)
        << *parsed.error;

    std::ostringstream err;
    EXPECT_EQ(refuseOptions(*parsed.error, err), 2);
    EXPECT_NE(err.str().find("catmaze: --bench-frames wants a number"), std::string::npos)
        << err.str();
    EXPECT_NE(err.str().find(usageText()), std::string::npos) << "the --help text follows";
}

TEST(Options, BenchFramesTakesANumberOfFrames) {
    const OptionsParse parsed = parseOptions({"--bench-frames", "4"});
    EXPECT_FALSE(parsed.error) << *parsed.error;
    EXPECT_EQ(parsed.options.benchFrames, 4);
}

TEST(Options, EveryCommandLineThatDoesNotParseEndsWithBadUsage) {
    const std::vector<std::vector<std::string>> wrong = {
        {"--window", "10x10"}, {"--date", "tomorrow"}, {"--no-such-option"}, {"--level"}};
    for (const std::vector<std::string>& args : wrong) {
        SCOPED_TRACE(args.front());
        const OptionsParse parsed = parseOptions(args);
        ASSERT_TRUE(parsed.error);
        std::ostringstream err;
        EXPECT_EQ(refuseOptions(*parsed.error, err), kBadUsageExit);
        EXPECT_EQ(err.str().rfind("catmaze: " + *parsed.error, 0), 0u) << err.str();
    }
}

TEST(Options, AnOutputFileThatIsNotARegularFileIsNamedWithItsOption) {
    namespace fs = std::filesystem;
    const fs::path dir =
        fs::temp_directory_path() / ("catmaze-options-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path fifo = dir / "events.fifo";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::ofstream(dir / "old.jsonl") << "an older run\n";
    const auto problem = [](const std::vector<std::string>& args) {
        const OptionsParse parsed = parseOptions(args);
        EXPECT_FALSE(parsed.error);
        return outputFileProblem(parsed.options);
    };

    EXPECT_EQ(problem({"--events", fifo.string()}),
              "--events '" + fifo.string() +
                  "': it is a FIFO (named pipe), not a regular file; name a regular file, or - "
                  "for stdout");
    EXPECT_EQ(problem({"--events", "/dev/null"}),
              "--events '/dev/null': it is a device, not a regular file; name a regular file, "
              "or - for stdout");
    EXPECT_EQ(problem({"--screenshot", dir.string()}),
              "--screenshot '" + dir.string() + "': it is a directory");
    EXPECT_EQ(problem({"--events", "-"}), std::nullopt);
    EXPECT_EQ(problem({"--events", (dir / "old.jsonl").string()}), std::nullopt);
    EXPECT_EQ(problem({"--events", (dir / "new.jsonl").string(), "--screenshot",
                       (dir / "shot.png").string()}),
              std::nullopt);
    EXPECT_EQ(problem({}), std::nullopt);
    fs::remove_all(dir);
}

}  // namespace
}  // namespace catmaze::app
