// The game's command line (shell/options.hpp) as a player types it: a value that is not a number
// is refused with a message naming the option, and any command line that does not parse ends the
// game with the bad-usage status (2) and the --help text, as main does with it.

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace catmaze::app
